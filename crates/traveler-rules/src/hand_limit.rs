//! The hand limit of 8 (L14) and its readings (TR-9 the hard cap, TR-26
//! before flying home): the one place each is decided. The check, the
//! enumeration, the effects, the narration and the audit all ask here.

use crate::config::{FinalHandLimit, HandLimit};
use crate::state::{HAND_LIMIT, Phase, Traveler};
use tabletop_core::Seat;

impl Traveler {
    /// Whether `seat` holds more than 8 cards: at the end of its turn it
    /// puts cards on the Shelf until it holds 8 (L14).
    #[inline]
    pub fn over_hand_limit(&self, seat: Seat) -> bool {
        self.held(seat) > HAND_LIMIT
    }

    /// Whether `seat`'s hand is full and takes no more cards: under the
    /// hard cap (TR-9, flag `hand_limit = hard_cap`) a hand of 8 takes
    /// neither a cut nor a card of its pay. Never under the default.
    #[inline]
    pub fn hand_full(&self, seat: Seat) -> bool {
        self.config.hand_limit == HandLimit::HardCap && self.held(seat) >= HAND_LIMIT
    }

    /// Whether `seat`, about to fly home, must first put cards on the Shelf
    /// down to the hand limit (TR-26, flag `final_hand_limit = discard`).
    pub(crate) fn over_limit_at_end(&self, seat: Seat) -> bool {
        matches!(self.phase, Phase::FlyHome { paid: 0, .. })
            && self.config.final_hand_limit == FinalHandLimit::Discard
            && self.over_hand_limit(seat)
    }
}
