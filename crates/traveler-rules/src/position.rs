//! The position format: a readable JSON description of the table, loaded
//! through validation.
//!
//! Cards are written by name. Piles are written top first: `deck[0]` is the
//! next card drawn and `shelf[0]` is the Shelf's top card. Every card of the
//! deck in play must be somewhere exactly once; cards a hand-written
//! position does not place go under the listed deck cards, in an order
//! shuffled by the position's generator (so a person need not know the
//! deck). Saving a state always lists the whole deck.
//!
//! A saved state also keeps the public record of play that a seat's
//! information state recalls (`traveler_rules::research`): each seat's
//! `shown` cards (taken from the Shelf face up, still held) and `played`
//! cards (put down from its hand, besides its trip), and `decks`, the
//! reshuffle that last shuffled each card into a deck. A hand-written
//! position may leave them out: then nobody has been seen to take or put
//! down a card, and every card is from the first deck.
//!
//! ```json
//! { "config": {"players": 2},
//!   "seats": [ {"trip": ["Lisbon", "Prague"], "hand": ["Barcelona", "Hanoi", "Zion Canyon"]},
//!              {"trip": ["Paris"], "hand": ["Rome"]} ],
//!   "deck": ["Dublin", "Santorini"], "shelf": ["Cairo"],
//!   "active": 0, "phase": "earn" }
//! ```

use crate::cards::{CardId, DECK_SIZE};
use crate::config::TravelerConfig;
use crate::state::{HandRecord, MAX_PLAYERS, Phase, TRIP_GOAL, Traveler, TripFacts};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use tabletop_core::{CardSet, GameRng, Pile, Seat, SeatSet};

/// The step of the game, with cards by name.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
#[non_exhaustive]
pub enum PhaseRepr {
    /// Setup: first stops are being chosen.
    FirstStops,
    /// The active player chooses Work or Scrounge.
    #[default]
    Earn,
    /// The active player takes cards.
    Take {
        /// Cards still to take.
        left: u8,
        /// Whether a Scrounge (a card goes back after).
        #[serde(default)]
        scrounge: bool,
    },
    /// Scrounge: a card goes back on the Shelf.
    PutBack,
    /// The active player may travel.
    Travel,
    /// The active player pays a fare.
    Pay {
        /// The destination (still in hand).
        destination: String,
        /// Cards still to pay.
        left: u8,
    },
    /// Over the hand limit.
    Discard,
    /// Flying home.
    FlyHome {
        /// The seat deciding.
        seat: u8,
        /// Cards it has paid.
        #[serde(default)]
        paid: u8,
    },
    /// The game is over.
    Over,
}

/// One seat in a position.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SeatRepr {
    /// The trip, first stop first.
    pub trip: Vec<String>,
    /// The hand.
    pub hand: Vec<String>,
    /// A first stop chosen in secret and not yet revealed (setup only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_stop: Option<String>,
    /// Whether the seat called home.
    #[serde(skip_serializing_if = "is_false")]
    pub called_home: bool,
    /// Opening hands reshuffled at setup.
    #[serde(skip_serializing_if = "is_zero")]
    pub mulligans: u8,
    /// Cards of the hand that everyone saw the seat take from the Shelf
    /// (the public record of the hand; a hand-written position may leave
    /// it out: then no card of the hand is known to the others).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub shown: Vec<String>,
    /// Cards the seat has put down from its hand since the deal besides its
    /// trip: on the Shelf or flown home with (the public record; may be
    /// left out).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub played: Vec<String>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// A position as written in a file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// The configuration (fields may be left out).
    #[serde(default)]
    pub config: TravelerConfig,
    /// The seats, from seat 0.
    pub seats: Vec<SeatRepr>,
    /// The deck, top (next drawn) first; unplaced cards go below.
    #[serde(default)]
    pub deck: Vec<String>,
    /// The Shelf, top first.
    #[serde(default)]
    pub shelf: Vec<String>,
    /// Cards paid to fly home (out of the game).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub flown_home_with: Vec<String>,
    /// Whose turn it is.
    #[serde(default)]
    pub active: u8,
    /// The step.
    #[serde(default)]
    pub phase: PhaseRepr,
    /// How many times the deck has run out (0–2).
    #[serde(default)]
    pub run_outs: u8,
    /// Whether Last call has been called.
    #[serde(default)]
    pub last_call: bool,
    /// Turns completed.
    #[serde(default)]
    pub turns: u32,
    /// Rounds completed.
    #[serde(default)]
    pub rounds: u32,
    /// Reshuffles so far.
    #[serde(default)]
    pub reshuffles: u16,
    /// The deck each card was last shuffled into, by the reshuffle that
    /// made it (1 for the first reshuffle, …); cards not listed were last
    /// in the first deck. Everyone knows it: it tells which cards a card
    /// drawn unseen can be. A hand-written position may leave it out.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub decks: BTreeMap<String, u16>,
    /// Actions applied so far.
    #[serde(default)]
    pub actions_taken: u64,
    /// The generator (a seed alone will do).
    #[serde(default)]
    pub rng: GameRng,
}

impl From<Traveler> for Position {
    fn from(t: Traveler) -> Self {
        let cat = t.catalogue();
        let names = |cards: &mut dyn Iterator<Item = CardId>| -> Vec<String> {
            cards.map(|c| cat.name(c).to_string()).collect()
        };
        let seats = (0..t.players())
            .map(|i| SeatRepr {
                trip: names(&mut t.trips[i].iter()),
                hand: names(&mut t.hands[i].iter()),
                first_stop: t.first_stops[i].map(|c| cat.name(c).to_string()),
                called_home: t.called_home.contains(Seat(i as u8)),
                mulligans: t.mulligans[i],
                shown: names(&mut t.record[i].shown.iter()),
                played: names(
                    &mut t.record[i]
                        .played
                        .iter()
                        .filter(|&c| !t.trips[i].contains(c)),
                ),
            })
            .collect();
        let phase = t.phase_repr();
        let decks = (0..DECK_SIZE as CardId)
            .filter(|&c| t.deck_of[usize::from(c)] != 0)
            .map(|c| (cat.name(c).to_string(), t.deck_of[usize::from(c)]))
            .collect();
        Position {
            decks,
            deck: names(&mut t.deck.iter().rev()),
            shelf: names(&mut t.shelf.iter().rev()),
            flown_home_with: names(&mut t.gone.iter()),
            seats,
            active: t.active.0,
            phase,
            run_outs: t.run_outs,
            last_call: t.last_call,
            turns: t.turns,
            rounds: t.rounds,
            reshuffles: t.reshuffles,
            actions_taken: t.actions,
            rng: t.rng.clone(),
            config: t.config,
        }
    }
}

impl TryFrom<Position> for Traveler {
    type Error = String;

    fn try_from(p: Position) -> Result<Self, String> {
        let seating = tabletop_core::position::seating_of(&p.config, p.seats.len())?;
        let cat = p.config.catalogue();
        let mut placed = CardSet::EMPTY;
        let mut place = |name: &str, where_: &str| -> Result<CardId, String> {
            let id = cat
                .find(name)
                .ok_or_else(|| format!("{where_}: no card is called {name:?}"))?;
            if placed.contains(id) {
                return Err(format!("{name} is in two places (again in {where_})"));
            }
            placed.insert(id);
            Ok(id)
        };
        let mut hands = [CardSet::EMPTY; MAX_PLAYERS];
        let mut trips = [Pile::<CardId, TRIP_GOAL>::new(); MAX_PLAYERS];
        let mut first_stops = [None; MAX_PLAYERS];
        let mut called_home = SeatSet::EMPTY;
        let mut mulligans = [0; MAX_PLAYERS];
        let mut record = [HandRecord::default(); MAX_PLAYERS];
        let find = |name: &str, where_: &str| -> Result<CardId, String> {
            cat.find(name)
                .ok_or_else(|| format!("{where_}: no card is called {name:?}"))
        };
        for (i, s) in p.seats.iter().enumerate() {
            for name in &s.shown {
                record[i]
                    .shown
                    .insert(find(name, &format!("seat {i}'s shown cards"))?);
            }
            for name in s.played.iter().chain(&s.trip) {
                record[i]
                    .played
                    .insert(find(name, &format!("seat {i}'s played cards"))?);
            }
        }
        let mut deck_of = [0u16; DECK_SIZE];
        for (name, &deck) in &p.decks {
            deck_of[usize::from(find(name, "the decks")?)] = deck;
        }
        for (i, s) in p.seats.iter().enumerate() {
            let what = format!("seat {i}'s trip");
            if s.trip.len() > TRIP_GOAL {
                return Err(format!("{what} has {} stops, at most 8", s.trip.len()));
            }
            for name in &s.trip {
                let id = place(name, &what)?;
                let _ = trips[i].push(id);
            }
            for name in &s.hand {
                hands[i].insert(place(name, &format!("seat {i}'s hand"))?);
            }
            if let Some(name) = &s.first_stop {
                first_stops[i] = Some(place(name, &format!("seat {i}'s first stop"))?);
            }
            if s.called_home {
                called_home.insert(Seat(i as u8));
            }
            mulligans[i] = s.mulligans;
        }
        let mut deck_top = Vec::new();
        for name in &p.deck {
            deck_top.push(place(name, "the deck")?);
        }
        let mut shelf = Pile::new();
        for name in p.shelf.iter().rev() {
            let _ = shelf.push(place(name, "the Shelf")?);
        }
        let mut gone = CardSet::EMPTY;
        for name in &p.flown_home_with {
            gone.insert(place(name, "the cards flown home with")?);
        }
        let phase = match &p.phase {
            PhaseRepr::FirstStops => Phase::FirstStops,
            PhaseRepr::Earn => Phase::Earn,
            PhaseRepr::Take { left, scrounge } => Phase::Take {
                left: *left,
                scrounge: *scrounge,
            },
            PhaseRepr::PutBack => Phase::PutBack,
            PhaseRepr::Travel => Phase::Travel,
            PhaseRepr::Pay { destination, left } => Phase::Pay {
                destination: cat
                    .find(destination)
                    .ok_or_else(|| format!("no card is called {destination:?}"))?,
                left: *left,
            },
            PhaseRepr::Discard => Phase::Discard,
            PhaseRepr::FlyHome { seat, paid } => Phase::FlyHome {
                seat: Seat(*seat),
                paid: *paid,
            },
            PhaseRepr::Over => Phase::Over,
        };
        // Unplaced cards go under the listed deck, shuffled by the generator.
        let mut rng = p.rng;
        let mut rest: Pile<CardId, DECK_SIZE> = Pile::new();
        for id in Traveler::all_cards().difference(placed) {
            let _ = rest.push(id);
        }
        rest.shuffle(&mut rng);
        let mut deck = rest;
        for &id in deck_top.iter().rev() {
            let _ = deck.push(id);
        }
        let state = Traveler {
            active: Seat(p.active),
            seating,
            deck,
            shelf,
            hands,
            trip_facts: TripFacts::of_all(cat, &trips),
            trips,
            first_stops,
            gone,
            called_home,
            mulligans,
            record,
            deck_of,
            phase,
            run_outs: p.run_outs,
            reshuffles: p.reshuffles,
            last_call: p.last_call,
            turns: p.turns,
            rounds: p.rounds,
            actions: p.actions_taken,
            rng,
            config: p.config,
        };
        state.consistency().map_err(|e| e.to_string())?;
        Ok(state)
    }
}

impl Traveler {
    /// The current step, as positions and views write it (cards by name).
    pub(crate) fn phase_repr(&self) -> PhaseRepr {
        match self.phase {
            Phase::FirstStops => PhaseRepr::FirstStops,
            Phase::Earn => PhaseRepr::Earn,
            Phase::Take { left, scrounge } => PhaseRepr::Take { left, scrounge },
            Phase::PutBack => PhaseRepr::PutBack,
            Phase::Travel => PhaseRepr::Travel,
            Phase::Pay { destination, left } => PhaseRepr::Pay {
                destination: self.catalogue().name(destination).to_string(),
                left,
            },
            Phase::Discard => PhaseRepr::Discard,
            Phase::FlyHome { seat, paid } => PhaseRepr::FlyHome { seat: seat.0, paid },
            Phase::Over => PhaseRepr::Over,
        }
    }
}
