//! The uniformly random legal action ([`Game::random_legal_action`]) drawn
//! without listing: the legal actions are counted in the order
//! [`Seoul::push_legal`] writes them and only the one drawn is built. The
//! draw is exactly the action at index `rng.index(n)` of that list, so a
//! random player's Journeys are the same whichever way it is made.
//!
//! Each step's list is a run of segments (the Guardians to Awaken, the
//! cards to play, the spaces, a closing action); the draw counts each
//! segment, picks the index and finds its segment. A free link, rare, is
//! drawn from the written list.
//!
//! [`Game::random_legal_action`]: tabletop_core::Game::random_legal_action

use crate::action::Action;
use crate::catalogue::CardId;
use crate::state::{Phase, SPACES, Seoul};
use tabletop_core::{CardSet, GameRng, Seat};

/// Every City space, as bits.
const ALL_SPACES: u8 = (1 << SPACES) - 1;

/// The `k`-th set bit of `bits` (`k` below its count), as a space.
fn nth_space(bits: u8, k: usize) -> u8 {
    nth_card(CardSet::from_bits(u128::from(bits)), k)
}

/// The `k`-th id of `set` (`k` below its length), for the few cards of a
/// hand or a step: the `k` lowest ids are cleared one by one.
fn nth_card(set: CardSet, k: usize) -> CardId {
    let mut bits = set.bits();
    for _ in 0..k {
        bits &= bits.wrapping_sub(1);
    }
    bits.trailing_zeros() as CardId
}

impl Seoul {
    /// [`Game::random_legal_action`](tabletop_core::Game::random_legal_action):
    /// the action at index `rng.index(n)` of the `n` legal actions
    /// [`push_legal`](Seoul::push_legal) lists, and nothing else taken from
    /// `rng`.
    pub(crate) fn draw_legal(
        &self,
        seat: Seat,
        rng: &mut GameRng,
        buffer: &mut Vec<Action>,
    ) -> Option<(Action, usize)> {
        if !self.seating.contains(seat) || seat != self.active {
            return None;
        }
        let i = seat.index();
        let hand = self.hands[i];
        let awake = self.awakenable(seat);
        let awakened = if awake.is_empty() { 0 } else { awake.len() };
        // The Awaken actions that open a step's list, then the rest.
        let opened = |n: usize, rng: &mut GameRng| {
            let n = awakened + n;
            let k = rng.index(n);
            (k.checked_sub(awakened), k, n)
        };
        let awaken = |k: usize| Action::Awaken {
            guardian: nth_card(awake, k),
        };
        let (action, n) = match self.phase {
            Phase::Main => return Some(self.draw_main(seat, rng)),
            Phase::Choose { .. } => {
                let plays = self.plays(seat, self.taken, self.taken.union(hand));
                let (rest, k, n) = opened(plays.len().max(1), rng);
                let action = match rest.map(|r| plays.nth(r)) {
                    None => awaken(k),
                    Some(None) => Action::Keep,
                    Some(Some((card, mode))) => Action::Play { card, mode },
                };
                (action, n)
            }
            Phase::Pay { exclude, .. } => {
                let spaces =
                    ALL_SPACES & !exclude.map_or(0, |e| 1u8.checked_shl(e.into()).unwrap_or(0));
                let per = spaces.count_ones() as usize;
                let n = hand.len() * per;
                if n == 0 {
                    return None;
                }
                let k = rng.index(n);
                let card = nth_card(hand, k / per);
                let space = nth_space(spaces, k % per);
                (Action::Pay { card, space }, n)
            }
            Phase::Scout => {
                let face_up = self.face_up();
                let n = face_up.len() + 1;
                let k = rng.index(n);
                let action = match face_up.nth(k) {
                    Some(card) => Action::Scout { card },
                    None => Action::Skip,
                };
                (action, n)
            }
            Phase::Encore => {
                let books = self.plays(seat, hand, hand);
                let n = books.len() + 1;
                let action = match books.nth(rng.index(n)) {
                    Some((card, mode)) => Action::Book { card, mode },
                    None => Action::Skip,
                };
                (action, n)
            }
            Phase::Refill { filled, .. } => {
                let spaces = self.refill_spaces(filled);
                let (rest, k, n) = opened(spaces.count_ones() as usize, rng);
                match rest {
                    Some(r) => (
                        Action::Refill {
                            space: nth_space(spaces, r),
                        },
                        n,
                    ),
                    None => (awaken(k), n),
                }
            }
            Phase::End => {
                let (rest, k, n) = opened(1, rng);
                (rest.map_or_else(|| awaken(k), |_| Action::End), n)
            }
            Phase::Link { .. } | Phase::Over => {
                buffer.clear();
                self.push_legal(seat, buffer);
                let n = buffer.len();
                return (n > 0).then(|| (buffer[rng.index(n)], n));
            }
        };
        // An empty list (no space left to refill) draws nothing.
        (n > 0).then_some((action, n))
    }

    /// The main action: a Nightlife token when allowed, the Guardians to
    /// Awaken, the Books, the City piles to take, and passing when there is
    /// neither a Book nor a pile.
    fn draw_main(&self, seat: Seat, rng: &mut GameRng) -> (Action, usize) {
        let i = seat.index();
        let hand = self.hands[i];
        let awake = self.awakenable(seat);
        let awakened = if awake.is_empty() { 0 } else { awake.len() };
        let nightlife = usize::from(self.nightlife_refusal(i).is_none());
        let plays = self.plays(seat, hand, hand);
        let books = plays.len();
        let full = !self.empty_spaces() & ALL_SPACES;
        let piles = full.count_ones() as usize;
        let pass = usize::from(books + piles == 0);
        let n = nightlife + awakened + books + piles + pass;
        let mut k = rng.index(n);
        if k < nightlife {
            return (Action::Nightlife, n);
        }
        k -= nightlife;
        if k < awakened {
            let guardian = nth_card(awake, k);
            return (Action::Awaken { guardian }, n);
        }
        k -= awakened;
        if let Some((card, mode)) = plays.nth(k) {
            return (Action::Book { card, mode }, n);
        }
        k -= books;
        if k < piles {
            let space = nth_space(full, k);
            return (Action::Experience { space }, n);
        }
        (Action::Pass, n)
    }
}
