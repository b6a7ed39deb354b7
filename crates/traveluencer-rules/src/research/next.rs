//! The legal steps of a post named without listing every post
//! ([`Research::next_steps`](tabletop_core::Research::next_steps)).
//!
//! A post from the hand alone (three or four players, or a two-player seat
//! whose display is empty) is any non-empty multiset of one allowed type's
//! Post cards, with any of the Stamps and Souvenirs the seat may add: its
//! steps are its cards in ascending face id, then *done*. So the steps that
//! may follow a prefix are read from the hand: the faces from the last one
//! chosen up, each while copies are left (Post cards of the prefix's type
//! only, Stamps and Souvenirs once a Post card is chosen), then *done*.
//! Every other decision is a short list, and a play with the display has
//! two parts: for those the stepper lists the legal actions.

use super::{CARD, DONE};
use crate::action::Action;
use crate::cards::{Card, Cards, FACES, PostType};
use crate::play::Play;
use crate::state::{Phase, Traveluencer};
use tabletop_core::Seat;
use tabletop_core::research::ActionId;

impl Traveluencer {
    /// Whether `seat`'s decision is a post from the hand alone.
    fn posts_from_hand(&self, seat: Seat) -> bool {
        matches!(self.phase, Phase::Post { .. })
            && self
                .displays
                .get(seat.index())
                .is_some_and(|d| d.is_empty())
    }

    /// Every card `seat` may put in a post now: its cards of each type it
    /// may post (the led type when it must follow, L40), with the Stamps
    /// (L98) and Souvenirs (L43) it may add — the same rules
    /// [`enumerate`](Self::enumerate) asks.
    fn postable(&self, seat: Seat) -> Cards {
        let held = self.held(seat);
        let led = self.must_follow(seat);
        let mut out = Cards::EMPTY;
        for t in PostType::ALL {
            if led.is_none_or(|l| l == t) {
                out = out.plus(held.of_type(t));
            }
        }
        if self.may_play_stamps(seat, false).is_ok() {
            out.add(Card::STAMP, held.stamps());
        }
        if self.may_play_souvenirs(seat) {
            out.add(Card::SOUVENIR, held.souvenirs());
        }
        out
    }

    /// The legal ids after `prefix` in `seat`'s post from the hand, one
    /// bit each (every such id is below 64), or `None` for any other
    /// decision.
    pub(super) fn post_next_ids(&self, seat: Seat, prefix: &[ActionId]) -> Option<u64> {
        if !self.posts_from_hand(seat) {
            return None;
        }
        if !self.owes(seat) {
            return Some(0);
        }
        let allowed = self.postable(seat);
        let Some((chosen, kind)) = read_post(prefix, allowed) else {
            return Some(0);
        };
        let from = prefix.last().map_or(0, |&id| (id - CARD) as usize);
        let mut ids = 0u64;
        for face in from..FACES {
            let Some(card) = Card::from_id(face as u8) else {
                continue;
            };
            let fits = match card.post_type() {
                Some(t) => kind.is_none_or(|k| k == t),
                None => kind.is_some(),
            };
            if fits && chosen.count(card) < allowed.count(card) {
                ids |= 1 << (CARD as usize + face);
            }
        }
        if kind.is_some() {
            ids |= 1 << DONE;
        }
        Some(ids)
    }

    /// The post `steps` name (its cards, then *done*), in a decision
    /// [`post_next_ids`](Self::post_next_ids) answers.
    pub(super) fn post_of_steps(&self, steps: &[ActionId]) -> Option<Action> {
        let (&DONE, cards) = steps.split_last()? else {
            return None;
        };
        let mut post = Cards::EMPTY;
        for &id in cards {
            post.add(Card::from_id(u8::try_from(id.checked_sub(CARD)?).ok()?)?, 1);
        }
        Some(Action::Post(Play::from_hand(post)))
    }
}

/// The cards of `prefix` (card steps in ascending face id, within
/// `allowed`, Post cards of one type before any Stamp or Souvenir) and the
/// type of its Post cards; `None` when no post begins so.
fn read_post(prefix: &[ActionId], allowed: Cards) -> Option<(Cards, Option<PostType>)> {
    let mut chosen = Cards::EMPTY;
    let mut kind = None;
    let mut last = 0;
    for &id in prefix {
        let face = usize::try_from(id.checked_sub(CARD)?).ok()?;
        let card = Card::from_id(u8::try_from(face).ok()?)?;
        if face < last || chosen.count(card) >= allowed.count(card) {
            return None;
        }
        match card.post_type() {
            Some(t) if kind.is_none_or(|k| k == t) => kind = Some(t),
            None if kind.is_some() => {}
            _ => return None,
        }
        chosen.add(card, 1);
        last = face;
    }
    Some((chosen, kind))
}
