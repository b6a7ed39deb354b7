//! Setup (L7, TR-15): the shuffle, the deal, the mulligans, and what the
//! setup tells each seat.
//!
//! Randomness at setup, in order of use: the shuffle of the 52 cards; one
//! reshuffle of the deck per mulligan (seats in order from 0, TR-15).

use crate::cards::{CardId, DECK_SIZE};
use crate::config::TravelerConfig;
use crate::event::TravelerEvent;
use crate::state::{DEAL, MAX_PLAYERS, Phase, Traveler, TripFacts};
use tabletop_core::{CardSet, ConfigError, GameConfig, GameRng, Pile, Seat, SeatSet, Seating};

/// Mulligans per seat after which setup gives up (never reached with a deck
/// of 32 Cities; a guard against endless loops only).
const MAX_MULLIGANS: u8 = 200;

impl Traveler {
    /// Sets up a game: shuffle, deal 4 each, mulligan hands without a City
    /// (TR-15); then every player chooses a first stop.
    pub(crate) fn new_game(config: TravelerConfig, seed: u64) -> Result<Self, ConfigError> {
        config.validate()?;
        let seating = Seating::new(config.players).ok_or_else(|| {
            ConfigError::player_count("traveler", config.players, TravelerConfig::PLAYER_COUNTS)
        })?;
        let mut rng = GameRng::new(seed);
        let mut deck = Pile::new();
        for id in 0..DECK_SIZE as CardId {
            deck.push(id)
                .map_err(|e| ConfigError::invalid("deck", e.to_string()))?;
        }
        deck.shuffle(&mut rng);
        let mut hands = [CardSet::EMPTY; MAX_PLAYERS];
        for _ in 0..DEAL {
            for seat in seating.seats() {
                if let Some(card) = deck.draw() {
                    hands[seat.index()].insert(card);
                }
            }
        }
        let cities = CardSet::from_bits(u128::from(config.catalogue().city_bits()));
        let mut mulligans = [0u8; MAX_PLAYERS];
        for seat in seating.seats() {
            let i = seat.index();
            while hands[i].intersection(cities).is_empty() {
                if mulligans[i] >= MAX_MULLIGANS {
                    return Err(ConfigError::invalid(
                        "deck",
                        "no hand with a City could be dealt",
                    ));
                }
                mulligans[i] += 1;
                for card in hands[i] {
                    deck.push(card)
                        .map_err(|e| ConfigError::invalid("deck", e.to_string()))?;
                }
                hands[i] = CardSet::EMPTY;
                deck.shuffle(&mut rng);
                for _ in 0..DEAL {
                    if let Some(card) = deck.draw() {
                        hands[i].insert(card);
                    }
                }
            }
        }
        Ok(Traveler {
            active: Seat(config.first_player),
            config,
            seating,
            deck,
            shelf: Pile::new(),
            hands,
            trips: [Pile::new(); MAX_PLAYERS],
            trip_facts: [TripFacts::default(); MAX_PLAYERS],
            first_stops: [None; MAX_PLAYERS],
            gone: CardSet::EMPTY,
            called_home: SeatSet::EMPTY,
            mulligans,
            record: [crate::state::HandRecord::default(); MAX_PLAYERS],
            deck_of: [0; DECK_SIZE],
            phase: Phase::FirstStops,
            run_outs: 0,
            reshuffles: 0,
            last_call: false,
            turns: 0,
            rounds: 0,
            actions: 0,
            rng,
        })
    }

    /// What happened at setup: the deal, the mulligans, and each hand (told
    /// to its holder; the others learn its size).
    pub(crate) fn setup_events(&self, out: &mut Vec<TravelerEvent>) {
        out.push(TravelerEvent::Dealing {
            players: self.players(),
            first: self.first_player(),
        });
        for seat in self.seating.seats() {
            let times = self.mulligans(seat);
            if times > 0 {
                out.push(TravelerEvent::Mulligan { seat, times });
            }
        }
        for seat in self.seating.seats() {
            let hand = self.hand(seat);
            out.push(TravelerEvent::Dealt {
                seat,
                count: hand.len(),
                cards: Some(hand.iter().map(|c| self.card_name(c)).collect()),
            });
        }
    }
}
