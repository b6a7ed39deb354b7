//! The uniformly random legal action ([`Game::random_legal_action`]) drawn
//! without listing: the legal actions are counted in the order
//! [`Seoul::push_legal`] writes them and only the one drawn is built. The
//! draw is exactly the action at index `rng.index(n)` of that list, so a
//! random player's Journeys are the same whichever way it is made.
//!
//! Each step's list is a run of segments (the Guardians to Awaken, the
//! cards to play, the spaces, a closing action); the draw counts each
//! segment, picks the index and finds its segment. A free link, rare, is
//! drawn from the written list. The step is looked at first, so each step
//! counts only what its own list holds.
//!
//! [`Game::random_legal_action`]: tabletop_core::Game::random_legal_action

use crate::action::Action;
use crate::catalogue::CardId;
use crate::state::{Phase, SPACES, Seoul};
use tabletop_core::{CardSet, GameRng, Seat};

/// Every City space, as bits.
const ALL_SPACES: u8 = (1 << SPACES) - 1;

/// How many spaces a set of City spaces (as bits) holds, by table: the
/// release target has no bit-count instruction.
const SPACE_COUNT: [u8; 1 << SPACES] = {
    let mut counts = [0u8; 1 << SPACES];
    let mut bits = 0;
    while bits < counts.len() {
        counts[bits] = (bits as u32).count_ones() as u8;
        bits += 1;
    }
    counts
};

/// How many spaces `spaces` holds.
#[inline]
pub(crate) fn space_count(spaces: u8) -> usize {
    usize::from(SPACE_COUNT[usize::from(spaces & ALL_SPACES)])
}

/// The `k`-th set bit of `bits` (`k` below its count), as a space.
#[inline]
fn nth_space(mut bits: u8, k: usize) -> u8 {
    for _ in 0..k {
        bits &= bits.wrapping_sub(1);
    }
    bits.trailing_zeros() as u8
}

/// The `k`-th id of `set` (`k` below its length), for the few cards of a
/// hand or a step: the `k` lowest ids are cleared one by one.
#[inline]
fn nth_card(set: CardSet, k: usize) -> CardId {
    let mut bits = set.bits();
    for _ in 0..k {
        bits &= bits.wrapping_sub(1);
    }
    bits.trailing_zeros() as CardId
}

/// How many cards a set holds, for the sets a step draws from: 0 without
/// counting when it is empty.
#[inline]
fn count(set: CardSet) -> usize {
    if set.is_empty() { 0 } else { set.len() }
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
        match self.phase {
            Phase::Pay { exclude, .. } => self.draw_pay(seat, exclude, rng),
            Phase::Refill { filled, .. } => self.draw_refill(seat, filled, rng),
            Phase::Main => self.draw_main(seat, rng),
            Phase::Choose { .. } => self.draw_choose(seat, rng),
            Phase::End => {
                let (drawn, n) = self.draw_opened(seat, 1, rng);
                Some((drawn.map_or_else(|awaken| awaken, |_| Action::End), n))
            }
            Phase::Scout => {
                let face_up = self.face_up();
                let n = face_up.len() + 1;
                let action = match face_up.nth(rng.index(n)) {
                    Some(card) => Action::Scout { card },
                    None => Action::Skip,
                };
                Some((action, n))
            }
            Phase::Encore => {
                let hand = self.hands[seat.index()];
                let books = self.plays(seat, hand, hand);
                let n = books.len() + 1;
                let action = match books.nth(rng.index(n)) {
                    Some((card, mode)) => Action::Book { card, mode },
                    None => Action::Skip,
                };
                Some((action, n))
            }
            Phase::Link { .. } | Phase::Over => {
                buffer.clear();
                self.push_legal(seat, buffer);
                let n = buffer.len();
                (n > 0).then(|| (buffer[rng.index(n)], n))
            }
        }
    }

    /// A refill card's space (after the Guardians to Awaken).
    #[inline]
    fn draw_refill(&self, seat: Seat, filled: u8, rng: &mut GameRng) -> Option<(Action, usize)> {
        let spaces = self.refill_spaces(filled);
        let (drawn, n) = self.draw_opened(seat, space_count(spaces), rng);
        let action = drawn.map_or_else(
            |awaken| awaken,
            |r| Action::Refill {
                space: nth_space(spaces, r),
            },
        );
        // An empty list (no space left to refill) draws nothing.
        (n > 0).then_some((action, n))
    }

    /// A card of the pile taken to play (after the Guardians to Awaken),
    /// or keeping the pile when none can be.
    #[inline]
    fn draw_choose(&self, seat: Seat, rng: &mut GameRng) -> Option<(Action, usize)> {
        let hand = self.hands[seat.index()];
        let plays = self.plays(seat, self.taken, self.taken.union(hand));
        let (drawn, n) = self.draw_opened(seat, plays.len().max(1), rng);
        let action = drawn.map_or_else(
            |awaken| awaken,
            |r| match plays.nth(r) {
                None => Action::Keep,
                Some((card, mode)) => Action::Play { card, mode },
            },
        );
        Some((action, n))
    }

    /// A draw from a list opened by the Guardians `seat` may Awaken and
    /// followed by `rest` more actions: the Awaken action drawn, or the
    /// index among the rest; and the list's length.
    #[inline(always)]
    fn draw_opened(
        &self,
        seat: Seat,
        rest: usize,
        rng: &mut GameRng,
    ) -> (Result<usize, Action>, usize) {
        let awake = self.awakenable(seat);
        if awake.is_empty() {
            return (Ok(rng.index(rest)), rest);
        }
        let awakened = awake.len();
        let n = awakened + rest;
        let k = rng.index(n);
        let drawn = match k.checked_sub(awakened) {
            Some(r) => Ok(r),
            None => Err(Action::Awaken {
                guardian: nth_card(awake, k),
            }),
        };
        (drawn, n)
    }

    /// A discard: every hand card into every space but the one excluded,
    /// card by card.
    #[inline]
    fn draw_pay(
        &self,
        seat: Seat,
        exclude: Option<u8>,
        rng: &mut GameRng,
    ) -> Option<(Action, usize)> {
        let hand = self.hands[seat.index()];
        if hand.is_empty() {
            return None;
        }
        let excluded = exclude.map_or(0, |e| 1u8.checked_shl(e.into()).unwrap_or(0));
        let spaces = ALL_SPACES & !excluded;
        let per = space_count(spaces);
        let n = hand.len() * per;
        let k = rng.index(n);
        let card = nth_card(hand, k / per);
        let space = nth_space(spaces, k % per);
        Some((Action::Pay { card, space }, n))
    }

    /// The main action: a Nightlife token when allowed, the Guardians to
    /// Awaken, the Books, the City piles to take, and passing when there is
    /// neither a Book nor a pile.
    #[inline]
    fn draw_main(&self, seat: Seat, rng: &mut GameRng) -> Option<(Action, usize)> {
        let i = seat.index();
        let hand = self.hands[i];
        let awake = self.awakenable(seat);
        let awakened = count(awake);
        let nightlife = usize::from(self.nightlife_refusal(i).is_none());
        let plays = self.plays(seat, hand, hand);
        let books = plays.len();
        let full = !self.empty_spaces() & ALL_SPACES;
        let piles = space_count(full);
        let pass = usize::from(books + piles == 0);
        let n = nightlife + awakened + books + piles + pass;
        let mut k = rng.index(n);
        if k < nightlife {
            return Some((Action::Nightlife, n));
        }
        k -= nightlife;
        if k < awakened {
            let guardian = nth_card(awake, k);
            return Some((Action::Awaken { guardian }, n));
        }
        k -= awakened;
        if k < books
            && let Some((card, mode)) = plays.nth(k)
        {
            return Some((Action::Book { card, mode }, n));
        }
        k -= books;
        if k < piles {
            let space = nth_space(full, k);
            return Some((Action::Experience { space }, n));
        }
        Some((Action::Pass, n))
    }
}
