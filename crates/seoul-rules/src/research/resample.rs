//! Determinization: dealing anew what a seat cannot see
//! ([`Research::resample_hidden`](tabletop_core::Research::resample_hidden))
//! and what nobody has seen yet
//! ([`Research::resample_future`](tabletop_core::Research::resample_future)).
//!
//! What is hidden: the faces of the face-down City cards and the order of
//! the deck (their types show on their backs, SJ-14: the type of each
//! face-down card and of the deck's top card is kept), the hands of the
//! other seats (their sizes, the cards known to be in them and the types
//! they were seen to draw are kept, [`Knowledge`](crate::Knowledge)), and
//! the generator (the next Days' shuffles and Trends). Every card taken
//! from those places is dealt back into them, so a resample moves cards
//! only among them: nothing else changes. No heap allocation beyond the
//! clone: the pool is a card set, and the deck a fixed-capacity pile.

use crate::cards::Kind;
use crate::catalogue::CardId;
use crate::state::{SPACES, Seoul};
use tabletop_core::{CardSet, GameRng, Seat};

/// Takes a random card of `kind` from `pool` (any card if it has none of
/// that type, which a consistent state never asks for).
fn take(pool: &mut CardSet, of_kind: Option<CardSet>, rng: &mut GameRng) -> Option<CardId> {
    let from = match of_kind {
        Some(cards) if !pool.intersection(cards).is_empty() => pool.intersection(cards),
        _ => *pool,
    };
    let card = from.nth(rng.index(from.len().max(1)))?;
    pool.remove(card);
    Some(card)
}

impl Seoul {
    /// A state `observer` cannot tell from this one.
    pub(crate) fn resampled(&self, observer: Seat, rng: &mut GameRng) -> Self {
        let mut next = self.clone();
        let mut pool = self.hidden_pool();
        let mut redeal = [0usize; crate::state::MAX_PLAYERS];
        for seat in self.seating.seats().filter(|&s| s != observer) {
            let i = seat.index();
            let known = self.knowledge.known[i];
            pool = pool.union(self.hands[i].difference(known));
            redeal[i] = self.hands[i].difference(known).len();
            next.hands[i] = known;
        }
        next.deal_hidden(pool, &redeal, rng);
        next
    }

    /// Redraws the face-down City cards, the deck order and the generator.
    pub(crate) fn redraw_future(&mut self, rng: &mut GameRng) {
        let pool = self.hidden_pool();
        self.deal_hidden(pool, &[0; crate::state::MAX_PLAYERS], rng);
    }

    /// The cards of the deck and the face-down City cards.
    fn hidden_pool(&self) -> CardSet {
        let mut pool = self.face_down;
        for card in self.deck.iter() {
            pool.insert(card);
        }
        pool
    }

    /// Deals `pool` back: each face-down City card's place gets a card of
    /// its type, each seat `i` gets `redeal[i]` cards (first those of the
    /// types it was seen to draw), and the deck the rest in a random order
    /// under a top card of the type its back showed. Then a new generator.
    fn deal_hidden(&mut self, mut pool: CardSet, redeal: &[usize], rng: &mut GameRng) {
        let cat = self.config.catalogue();
        let of = |card: CardId| Some(cat.of_kind(cat.kind(card)));
        let down = self.face_down;
        self.face_down = CardSet::EMPTY;
        for s in 0..SPACES {
            let old = self.city[s].intersection(down);
            self.city[s] = self.city[s].difference(down);
            for card in old {
                if let Some(c) = take(&mut pool, of(card), rng) {
                    self.city[s].insert(c);
                    self.face_down.insert(c);
                }
            }
        }
        self.empty = crate::legal::empty_of(&self.city);
        let len = self.deck.len();
        let top = self.deck.top().and_then(|t| take(&mut pool, of(t), rng));
        // Every slot of a known type first (an untyped pick could take a
        // card that only a typed slot can use), then the others.
        let mut left = [0usize; crate::state::MAX_PLAYERS];
        for (i, &count) in redeal.iter().enumerate().take(left.len()) {
            left[i] = count;
            for kind in Kind::ALL {
                for _ in 0..self.knowledge.drawn[i][kind.index()] {
                    if left[i] > 0
                        && let Some(c) = take(&mut pool, Some(cat.of_kind(kind)), rng)
                    {
                        self.hands[i].insert(c);
                        left[i] -= 1;
                    }
                }
            }
        }
        for (i, &count) in left.iter().enumerate() {
            for _ in 0..count {
                if let Some(c) = take(&mut pool, None, rng) {
                    self.hands[i].insert(c);
                }
            }
        }
        self.deck.clear();
        for card in pool {
            let _ = self.deck.push(card);
        }
        self.deck.shuffle(rng);
        if let Some(t) = top {
            let _ = self.deck.push(t);
        }
        debug_assert_eq!(self.deck.len(), len, "a resample keeps the deck's size");
        self.rng = GameRng::new(rng.next_u64());
    }
}
