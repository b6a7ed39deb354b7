//! What a seat has held: the hand it held at the start of every turn so
//! far, derived from the table (no record is kept for it).
//!
//! Every card a seat held either was laid — and each park lists its cards
//! in the order they were laid, so the round and turn of every placement
//! is known — or is still in a hand, or was discarded at the end of a
//! round (multiplayer: each seat's last 2 cards, seat by seat; solo: the
//! rest of the hand after each turn). A hand passed on travels one seat a
//! turn, the same way for the whole round, so the hand a seat held at the
//! start of a turn is the cards laid from it that turn and in the turns
//! after (by whoever held it then), plus what is left of it now (the hand
//! of its holder, or its 2 cards in the round's discards).
//!
//! A position written by hand has no history of its own: the hands it
//! implies are those its parks' order and its discards' order say.

use crate::config::SoloRefill;
use crate::park::Piece;
use crate::state::{Ending, HAND_SIZE, ROUNDS, Step, TURNS, Trailblazers};
use tabletop_core::Seat;

/// A set of card ids (a deck holds at most 255 cards), one bit each.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Cards([u64; 4]);

impl Cards {
    /// Adds card `c`.
    #[inline]
    pub fn insert(&mut self, c: u8) {
        self.0[usize::from(c >> 6)] |= 1 << (c & 63);
    }

    /// Whether card `c` is in the set.
    #[inline]
    pub fn contains(self, c: u8) -> bool {
        self.0[usize::from(c >> 6)] >> (c & 63) & 1 == 1
    }

    /// Both sets together.
    #[inline]
    pub fn union(self, other: Cards) -> Cards {
        Cards(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }

    /// The cards, lowest id first.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        self.0.into_iter().enumerate().flat_map(|(w, mut bits)| {
            std::iter::from_fn(move || {
                let bit = bits.trailing_zeros();
                (bits != 0).then(|| {
                    bits &= bits - 1;
                    (w as u32 * 64 + bit) as u8
                })
            })
        })
    }
}

/// Placements a park holds per round before its trail cards: a camp in
/// rounds 1–3, none in round 4.
const fn camps_in(round: u8) -> usize {
    if round < ROUNDS { 1 } else { 0 }
}

/// The index in a park of the first trail card of `round`.
const fn round_start(round: u8) -> usize {
    // 7 cards a round (a camp and 6 trail cards) before round 4.
    7 * (round as usize - 1) + camps_in(round)
}

impl Trailblazers {
    /// The last turn of `round` whose hand has been held: 3 for a finished
    /// round, the current turn (1 during the camps) for the current one,
    /// 0 for a round not yet dealt.
    pub(crate) fn last_turn_held(&self, round: u8) -> u8 {
        if round < self.round || self.ending == Some(Ending::Completed) {
            return TURNS;
        }
        if round > self.round {
            return 0;
        }
        match self.step {
            Step::Turn(t) => t,
            _ => 1,
        }
    }

    /// Whether `round` is over (its leftover cards discarded).
    fn round_over(&self, round: u8) -> bool {
        round < self.round || self.ending == Some(Ending::Completed)
    }

    /// The trail cards `seat` laid in turn `turn` of `round` (secret ones
    /// of the current step included).
    fn laid_in(&self, seat: Seat, round: u8, turn: u8, into: &mut Cards) {
        let start = round_start(round) + 2 * usize::from(turn - 1);
        let placements = self.parks[seat.index()].placements();
        for p in placements.iter().skip(start).take(2) {
            if let Piece::Trail(c) = p.piece {
                into.insert(c);
            }
        }
    }

    /// The seat holding, at turn `later`, the hand `seat` held at turn
    /// `turn` of `round`.
    fn holder(&self, seat: Seat, round: u8, turn: u8, later: u8) -> Seat {
        let steps = usize::from(later - turn);
        let n = self.players();
        if round % 2 == 1 {
            self.seating.clockwise(seat, steps % n)
        } else {
            self.seating.clockwise(seat, (n - steps % n) % n)
        }
    }

    /// The hand `seat` held at the start of turn `turn` of `round` (its
    /// hand as dealt for turn 1), or `None` before then.
    pub fn hand_held(&self, seat: Seat, round: u8, turn: u8) -> Option<Cards> {
        if !self.seating.contains(seat) || !(1..=ROUNDS).contains(&round) || turn == 0 {
            return None;
        }
        let last = self.last_turn_held(round);
        if turn > last {
            return None;
        }
        let mut held = Cards::default();
        if self.is_solo() {
            self.solo_hand_held(round, turn, last, &mut held);
            return Some(held);
        }
        for k in turn..=last {
            self.laid_in(self.holder(seat, round, turn, k), round, k, &mut held);
        }
        let end = self.holder(seat, round, turn, last);
        if self.round_over(round) {
            let block = (usize::from(round) - 1) * 2 * self.players() + 2 * end.index();
            for &c in self.discards.as_slice().iter().skip(block).take(2) {
                held.insert(c);
            }
        } else {
            for &c in self.hands[end.index()].as_slice() {
                held.insert(c);
            }
        }
        Some(held)
    }

    /// The solo player's hand: its cards laid that turn, and the rest,
    /// discarded after the turn (6, 4, then 2 cards a round) or still held.
    fn solo_hand_held(&self, round: u8, turn: u8, last: u8, held: &mut Cards) {
        let seat = Seat(0);
        if self.ending == Some(Ending::InGameGoalMissed) && round == ROUNDS {
            // The game ended as round 4 was drawn: the hand is all of it.
            for &c in self.hands[0].as_slice() {
                held.insert(c);
            }
            return;
        }
        self.laid_in(seat, round, turn, held);
        if turn == last && !self.round_over(round) {
            for &c in self.hands[0].as_slice() {
                held.insert(c);
            }
            return;
        }
        let per_round = match self.config.solo_refill() {
            SoloRefill::FirstTwoTurns => 12,
            _ => 14,
        };
        let left = |t: u8| HAND_SIZE - 2 * usize::from(t);
        let before: usize = (1..turn).map(left).sum();
        let start = (usize::from(round) - 1) * per_round + before;
        for &c in self.discards.as_slice().iter().skip(start).take(left(turn)) {
            held.insert(c);
        }
    }
}
