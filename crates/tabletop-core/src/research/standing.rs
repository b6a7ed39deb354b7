//! A finished game's result as numbers only: what a search scores its
//! playouts by, without the words of [`Outcome`].

use crate::outcome::Outcome;
use crate::seat::{MAX_SEATS, Seat, SeatSet};

/// Scores, ranks and winners of a finished game, in fixed arrays: built
/// without allocating, unlike [`Outcome`] (which also words the ending and
/// the scoring breakdown). [`Research::standing`](super::Research::standing)
/// returns it; its ranks and winners agree with the game's `outcome`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// Seats at the table.
    pub players: u8,
    /// Final score per seat (the first `players` count).
    pub scores: [i64; MAX_SEATS],
    /// Rank per seat, 1 first; tied seats share a rank.
    pub ranks: [u8; MAX_SEATS],
    /// The seats ranked first; a solo game lost has none.
    pub winners: SeatSet,
}

impl Standing {
    /// Ranks seats by score, then by tie-break (both higher is better),
    /// exactly as [`Outcome::ranked`] does. At most
    /// [`MAX_SEATS`] seats count; a missing tie-break counts as 0.
    #[must_use]
    pub fn ranked(scores: &[i64], tiebreaks: &[i64]) -> Standing {
        let n = scores.len().min(MAX_SEATS);
        let mut standing = Standing {
            players: n as u8,
            scores: [0; MAX_SEATS],
            ranks: [0; MAX_SEATS],
            winners: SeatSet::EMPTY,
        };
        standing.scores[..n].copy_from_slice(&scores[..n]);
        standing.winners = rank(&scores[..n], tiebreaks, &mut standing.ranks[..n]);
        standing
    }

    /// Ranks the first `players` seats by the score and tie-break `key`
    /// gives each seat index, as [`ranked`](Self::ranked) does.
    #[must_use]
    pub fn from_seats(players: usize, mut key: impl FnMut(usize) -> (i64, i64)) -> Standing {
        let n = players.min(MAX_SEATS);
        let (mut scores, mut tiebreaks) = ([0; MAX_SEATS], [0; MAX_SEATS]);
        for i in 0..n {
            (scores[i], tiebreaks[i]) = key(i);
        }
        Standing::ranked(&scores[..n], &tiebreaks[..n])
    }

    /// The standing of `outcome`.
    #[must_use]
    pub fn of(outcome: &Outcome) -> Standing {
        let n = outcome.scores.len().min(MAX_SEATS);
        let mut standing = Standing {
            players: n as u8,
            scores: [0; MAX_SEATS],
            ranks: [0; MAX_SEATS],
            winners: outcome.winners,
        };
        standing.scores[..n].copy_from_slice(&outcome.scores[..n]);
        for (slot, &rank) in standing.ranks.iter_mut().zip(&outcome.ranks) {
            *slot = rank;
        }
        standing
    }
}

/// Writes each seat's rank (1 + the seats strictly better on score, then
/// tie-break) into `ranks` and returns the seats ranked first.
pub(crate) fn rank(scores: &[i64], tiebreaks: &[i64], ranks: &mut [u8]) -> SeatSet {
    let key = |i: usize| (scores[i], tiebreaks.get(i).copied().unwrap_or(0));
    let mut winners = SeatSet::EMPTY;
    for (i, slot) in ranks.iter_mut().enumerate().take(scores.len()) {
        let better = (0..scores.len()).filter(|&j| key(j) > key(i)).count();
        *slot = (better + 1) as u8;
        if better == 0 {
            winners.insert(Seat(i as u8));
        }
    }
    winners
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_standing_ranks_as_an_outcome_does() {
        let scores = [10, 12, 12, 3];
        let tiebreaks = [0, 2, 2, 9];
        let outcome = Outcome::ranked(scores.to_vec(), tiebreaks.to_vec(), "end");
        let standing = Standing::ranked(&scores, &tiebreaks);
        assert_eq!(standing, Standing::of(&outcome));
        assert_eq!(&standing.ranks[..4], &[3, 1, 1, 4]);
        assert_eq!(standing.winners.len(), 2);
    }
}
