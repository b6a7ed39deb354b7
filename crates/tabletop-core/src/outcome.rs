//! The result of a finished game: scores, ranks and shared victories.

use crate::seat::SeatSet;
use serde::{Deserialize, Serialize};

/// The result of a finished game.
///
/// Built with [`Outcome::ranked`] (and [`with_breakdown`](Outcome::with_breakdown)):
///
/// ```
/// use tabletop_core::{Outcome, Seat, SeatSet};
///
/// let outcome = Outcome::ranked(vec![10, 12, 12], vec![0, 2, 5], "three rounds played")
///     .with_breakdown(vec!["seat 2 wins on tricks".into()]);
/// assert_eq!(outcome.ranks, [3, 2, 1]);
/// assert_eq!(outcome.winners, SeatSet::only(Seat(2)));
/// assert!(!outcome.is_shared());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[non_exhaustive]
pub struct Outcome {
    /// Final score per seat.
    pub scores: Vec<i64>,
    /// The rulebook's tie-break value per seat (higher is better), e.g. tricks
    /// won or cards left in hand.
    pub tiebreaks: Vec<i64>,
    /// Rank per seat: 1 is first; seats that stay tied after every tie-break
    /// share a rank.
    pub ranks: Vec<u8>,
    /// The seats ranked first (more than one = a shared victory).
    pub winners: SeatSet,
    /// How the game ended, e.g. `"8 stops"` or `"last call"`.
    pub ending: String,
    /// A readable scoring breakdown, one line each.
    pub breakdown: Vec<String>,
}

impl Outcome {
    /// Ranks seats by score, then by tie-break (both higher is better); seats
    /// equal on both share the rank and, if first, the victory. A missing
    /// tie-break counts as 0.
    ///
    /// # Panics
    /// If there are more than [`MAX_SEATS`](crate::MAX_SEATS) scores.
    #[must_use]
    pub fn ranked(scores: Vec<i64>, tiebreaks: Vec<i64>, ending: impl Into<String>) -> Self {
        let n = scores.len();
        assert!(n <= crate::MAX_SEATS, "an outcome ranks at most 8 seats");
        let mut ranks = vec![0u8; n];
        let winners = crate::research::rank(&scores, &tiebreaks, &mut ranks);
        Outcome {
            scores,
            tiebreaks,
            ranks,
            winners,
            ending: ending.into(),
            breakdown: Vec::new(),
        }
    }

    /// The same outcome with `breakdown` as its scoring breakdown.
    #[must_use]
    pub fn with_breakdown(mut self, breakdown: Vec<String>) -> Self {
        self.breakdown = breakdown;
        self
    }

    /// Whether more than one seat shares the victory.
    #[must_use]
    pub fn is_shared(&self) -> bool {
        self.winners.len() > 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seat::Seat;

    #[test]
    fn ties_are_broken_then_shared() {
        let o = Outcome::ranked(vec![10, 12, 12, 3], vec![0, 2, 5, 9], "end");
        assert_eq!(o.ranks, vec![3, 2, 1, 4]);
        assert_eq!(o.winners, SeatSet::only(Seat(2)));
        let o = Outcome::ranked(vec![12, 12, 1], vec![4, 4, 0], "end");
        assert_eq!(o.ranks, vec![1, 1, 3]);
        assert!(o.is_shared());
    }
}
