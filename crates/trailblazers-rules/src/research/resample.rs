//! Determinization: a world a seat cannot tell from this one
//! ([`Research::resample_hidden`](tabletop_core::Research::resample_hidden)),
//! and a future no seat knows ([`Research::resample_future`](tabletop_core::Research::resample_future)).
//!
//! What a seat has seen is every card it has held ([`Trailblazers::hand_held`])
//! and every card revealed in a park. A hand it passed on is still known
//! to it as it travels (every card laid from it is revealed at the end of
//! the turn), so a rival holding such a hand holds known cards. The cards
//! it has not seen — the deck, the hands it never held (in the rivals'
//! hands, laid in secret this step, or discarded), never a card it saw —
//! are interchangeable to it. Every rival's secret placements of this step
//! go back to its hand; then the unseen cards, in card order, are shuffled
//! and dealt into the places that held unseen cards, in a fixed order: the
//! deck's, the discards' (the cards it saw stay where they lie), then each
//! rival's hand, rebuilt as the cards the observer knows in it (in card
//! order) followed by its unseen ones. So the sample depends only on what
//! the observer knows and on the generator: two states it cannot tell
//! apart resample alike. Each rival then places afresh at random (as many
//! as it had placed, each legal), and the generator is reseeded.

use super::recall::Cards;
use crate::cards::MAX_TRAIL_CARDS;
use crate::park::{Park, Piece};
use crate::state::{ROUNDS, TURNS, Trailblazers};
use tabletop_core::{GameRng, Seat};

impl Trailblazers {
    /// Every card `observer` has seen: held in its hands, or revealed in a
    /// park (its own secret placements included).
    fn seen_by(&self, observer: Seat) -> Cards {
        let mut seen = Cards::default();
        for round in 1..=ROUNDS {
            for turn in 1..=TURNS {
                if let Some(hand) = self.hand_held(observer, round, turn) {
                    seen = seen.union(hand);
                }
            }
        }
        for s in self.seating.seats() {
            let park = &self.parks[s.index()];
            let shown = park.placements().len() - self.hidden_from(s, observer);
            for p in &park.placements()[..shown] {
                if let Piece::Trail(c) = p.piece {
                    seen.insert(c);
                }
            }
        }
        if self.is_solo() {
            // The solo player discarded every discard from its own hand.
            for &c in self.discards.as_slice() {
                seen.insert(c);
            }
        }
        seen
    }

    /// The sample of [`Research::resample_hidden`](tabletop_core::Research::resample_hidden).
    pub(crate) fn resampled(&self, observer: Seat, rng: &mut GameRng) -> Self {
        let mut next = self.clone();
        if !self.seating.contains(observer) {
            next.resample_future_in_place(rng);
            return next;
        }
        let seen = self.seen_by(observer);
        let mut unseen = [0u8; MAX_TRAIL_CARDS];
        let mut n = 0;
        for c in 0..self.catalogue().trail_count() as u8 {
            if !seen.contains(c) {
                unseen[n] = c;
                n += 1;
            }
        }
        rng.shuffle(&mut unseen[..n]);
        let mut dealt = unseen[..n].iter().copied();
        let mut deal = |c: &mut u8| {
            if !seen.contains(*c) {
                *c = dealt.next().unwrap_or(*c);
            }
        };
        next.deck.as_mut_slice().iter_mut().for_each(&mut deal);
        next.discards.as_mut_slice().iter_mut().for_each(&mut deal);
        // Each rival's hand: the cards the observer knows in it (its
        // secret placements back in it), in card order, then the unseen.
        let mut pending = [0u8; crate::state::MAX_PLAYERS];
        for s in self.seating.seats().filter(|&s| s != observer) {
            let i = s.index();
            let park = &self.parks[i];
            let keep = park.placements().len() - usize::from(self.placed[i]);
            let mut held = self.hands[i];
            for p in &park.placements()[keep..] {
                if let Piece::Trail(c) = p.piece {
                    let _ = held.push(c);
                }
            }
            held.as_mut_slice()
                .sort_unstable_by_key(|&c| (!seen.contains(c), c));
            held.as_mut_slice().iter_mut().for_each(&mut deal);
            next.hands[i] = held;
            next.parks[i] =
                Park::build(self.catalogue(), &park.placements()[..keep], true).unwrap_or_default();
            pending[i] = self.placed[i];
            next.placed[i] = 0;
        }
        for s in self.seating.seats().filter(|&s| s != observer) {
            for _ in 0..pending[s.index()] {
                next.place_at_random(s, rng);
            }
        }
        next.rng = GameRng::new(rng.next_u64());
        next
    }

    /// Lays a uniformly random legal placement for `s` in secret (the step
    /// cannot end: the observer's own placements are still owed or made).
    fn place_at_random(&mut self, s: Seat, rng: &mut GameRng) {
        let legal = self.legal_placements(s);
        if legal.is_empty() {
            return;
        }
        if let Some(p) = legal.get(rng.index(legal.len())) {
            let i = s.index();
            self.parks[i].place(self.config.catalogue(), &p);
            if let Piece::Trail(c) = p.piece {
                self.hands[i].remove(c);
            }
            self.placed[i] += 1;
        }
    }

    /// Shuffles the deck and reseeds the generator.
    pub(crate) fn resample_future_in_place(&mut self, rng: &mut GameRng) {
        self.deck.shuffle(rng);
        self.rng = GameRng::new(rng.next_u64());
    }
}
