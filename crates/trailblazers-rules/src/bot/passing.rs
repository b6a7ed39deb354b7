//! What the cards a seat passes on are worth to the seat that receives
//! them: the draft side of a placement, which the greedy bot ignores.
//!
//! After turns 1 and 2 of a round a hand passes on (left in rounds 1 and
//! 3, right in rounds 2 and 4: L20), so the two cards a seat lays choose
//! the cards its neighbour gets. The search weighs a pair of placements by
//! its own park's gain less part of what the leftover cards would give the
//! neighbour's park, as the seat has seen it.

use super::worth;
use crate::cards::CardId;
use crate::legal_list::for_each_trail_placement;
use crate::park::{Piece, Placement};
use crate::state::{HAND_SIZE, Step, TURNS, Trailblazers};
use tabletop_core::Seat;

/// A seat's hand at the root of a search, each card with what it is worth
/// to the seat the hand passes to.
#[derive(Clone, Debug, Default)]
pub(crate) struct Passed {
    cards: [(CardId, f64); HAND_SIZE],
    len: usize,
}

impl Passed {
    /// What each card of `seat`'s hand is worth to the seat its hand passes
    /// to after this turn: the most that seat's park (as `seat` has seen
    /// it, `seen`) would gain by one placement of the card. Empty (worth
    /// nothing) in the solo game, in the camp step and in turn 3, after
    /// which the hand is discarded.
    pub(crate) fn new(
        state: &Trailblazers,
        seat: Seat,
        seen: impl Fn(Seat) -> Option<crate::park::Park>,
    ) -> Passed {
        let mut out = Passed::default();
        let passes = matches!(state.step(), Step::Turn(t) if t < TURNS);
        if !passes || state.is_solo() {
            return out;
        }
        let seating = state.seating();
        let to = if state.round() % 2 == 1 {
            seating.left(seat)
        } else {
            seating.right(seat)
        };
        let Some(park) = seen(to) else {
            return out;
        };
        let cat = state.catalogue();
        let base = worth(state, to, &park);
        for &card in state.hand(seat).iter().take(HAND_SIZE) {
            let mut best = 0.0f32;
            for_each_trail_placement(&park, &[card], cat, |p| {
                let mut next = park.clone();
                next.place(cat, &p);
                best = best.max(worth(state, to, &next) - base);
            });
            out.cards[out.len] = (card, f64::from(best));
            out.len += 1;
        }
        out
    }

    /// What the cards of the root's hand not among `laid` (the seat's
    /// placements since the root) are worth to the receiving seat: the
    /// best two, as that seat would take them.
    pub(crate) fn left_over(&self, laid: &[Placement]) -> f64 {
        let (mut first, mut second) = (0.0f64, 0.0f64);
        for &(card, v) in &self.cards[..self.len] {
            if laid.iter().any(|p| p.piece == Piece::Trail(card)) {
                continue;
            }
            if v > first {
                second = first;
                first = v;
            } else if v > second {
                second = v;
            }
        }
        first + second
    }
}
