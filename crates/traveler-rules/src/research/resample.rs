//! Dealing anew what one seat cannot see ([`Research::resample_hidden`]).
//!
//! [`Research::resample_hidden`]: tabletop_core::Research::resample_hidden

use super::CARDS;
use crate::cards::CardId;
use crate::state::{Phase, Traveler};
use tabletop_core::{CardSet, GameRng, Seat};

/// Deals tried during setup before giving up on a fresh one (each succeeds
/// with a chance of at least about 1 in 5: three secret first stops that
/// must be Cities, 32 of 52 cards).
const SETUP_TRIES: usize = 256;

/// The cards a resample deals anew, in a fixed order of places: each other
/// seat's unseen hand cards (ascending), then its secret first stop; then
/// the deck, bottom first.
struct Places {
    cards: [CardId; CARDS],
    len: usize,
}

impl Places {
    fn push(&mut self, card: CardId) {
        if let Some(slot) = self.cards.get_mut(self.len) {
            *slot = card;
            self.len += 1;
        }
    }

    fn as_slice(&self) -> &[CardId] {
        &self.cards[..self.len]
    }
}

impl Traveler {
    /// A world `observer` cannot tell from this one: see the [module
    /// documentation](super).
    pub(crate) fn resampled(&self, observer: Seat, rng: &mut GameRng) -> Traveler {
        let places = self.places(observer);
        let mut next = self.clone();
        for _ in 0..SETUP_TRIES {
            let dealt = self.regrouped(&places, rng);
            next.deal(self, observer, &dealt);
            if next.setup_deal_fits(observer) {
                next.rng = GameRng::new(rng.next_u64());
                return next;
            }
        }
        // Every try broke a setup constraint (it does not happen in
        // practice): keep the hands as they are and shuffle only the deck.
        let mut next = self.clone();
        next.deck.shuffle(rng);
        next.rng = GameRng::new(rng.next_u64());
        next
    }

    fn places(&self, observer: Seat) -> Places {
        let mut places = Places {
            cards: [0; CARDS],
            len: 0,
        };
        for seat in self.seating.seats().filter(|&s| s != observer) {
            let i = seat.index();
            for card in self.unseen_part(seat) {
                if self.first_stops[i] != Some(card) {
                    places.push(card);
                }
            }
            if let Some(card) = self.first_stops[i] {
                places.push(card);
            }
        }
        for card in self.deck.iter() {
            places.push(card);
        }
        places
    }

    /// The cards of `places` permuted at random among the places of cards
    /// from the same deck: each place gets a card last shuffled into the
    /// same deck as the card it held.
    fn regrouped(&self, places: &Places, rng: &mut GameRng) -> Places {
        let deck_of = |c: CardId| self.deck_of.get(usize::from(c)).copied().unwrap_or(0);
        let mut pool = Places {
            cards: places.cards,
            len: places.len,
        };
        let cards = &mut pool.cards[..pool.len];
        cards.sort_unstable_by_key(|&c| (deck_of(c), c));
        let mut start = 0;
        while start < cards.len() {
            let deck = deck_of(cards[start]);
            let end = start + cards[start..].partition_point(|&c| deck_of(c) == deck);
            rng.shuffle(&mut cards[start..end]);
            start = end;
        }
        // Hand the groups out in the order of the places.
        let mut used = [0u8; CARDS];
        let mut dealt = Places {
            cards: [0; CARDS],
            len: 0,
        };
        for &card in places.as_slice() {
            let deck = deck_of(card);
            let group = cards.partition_point(|&c| deck_of(c) < deck);
            let next = group + usize::from(used[group]);
            used[group] += 1;
            dealt.push(cards.get(next).copied().unwrap_or(card));
        }
        dealt
    }

    /// Puts the `dealt` cards into the places `original` took them from.
    fn deal(&mut self, original: &Traveler, observer: Seat, dealt: &Places) {
        let mut cards = dealt.as_slice().iter().copied();
        for seat in original.seating.seats().filter(|&s| s != observer) {
            let i = seat.index();
            let unseen = original.unseen_part(seat);
            let mut hand = original.hands[i].difference(unseen);
            let secret = original.first_stops[i];
            for card in unseen {
                if secret != Some(card) {
                    hand.insert(cards.next().unwrap_or(card));
                }
            }
            self.hands[i] = hand;
            if let Some(card) = secret {
                self.first_stops[i] = Some(cards.next().unwrap_or(card));
            }
        }
        self.deck.clear();
        for card in cards {
            let _ = self.deck.push(card);
        }
    }

    /// During setup a real deal leaves every undecided hand with a City and
    /// makes every secret first stop a City (L7, TR-15).
    fn setup_deal_fits(&self, observer: Seat) -> bool {
        if self.phase != Phase::FirstStops {
            return true;
        }
        let cat = self.catalogue();
        let cities = CardSet::from_bits(u128::from(cat.city_bits()));
        self.seating
            .seats()
            .filter(|&s| s != observer)
            .all(|s| match self.first_stops[s.index()] {
                Some(card) => cat.is_city(card),
                None => !self.hands[s.index()].intersection(cities).is_empty(),
            })
    }
}
