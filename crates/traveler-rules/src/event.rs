//! What happened: the events an action (or the setup) tells, in order, and
//! who may learn each. Cards are written by name, as views and positions
//! write them. A card drawn unseen (a hand dealt, a first stop chosen in
//! secret, a cut, a card taken from the deck) is told to its holder; the
//! others learn that it happened, without the card.

use serde::{Deserialize, Serialize};
use tabletop_core::Seat;
use tabletop_core::events::{GameEvent, Visibility};

/// One thing that happened in a game of The Traveler.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum TravelerEvent {
    /// Setup: the 52 cards were shuffled and each player dealt 4 (L7);
    /// `first` goes first.
    Dealing {
        /// Players at the table.
        players: usize,
        /// The seat that goes first.
        first: Seat,
    },
    /// Setup: a hand without a City was reshuffled into the deck and dealt
    /// again, `times` times (TR-15).
    Mulligan {
        /// The seat.
        seat: Seat,
        /// How many times.
        times: u8,
    },
    /// Setup: the hand a seat was dealt (the cards `None` for the others).
    Dealt {
        /// The seat.
        seat: Seat,
        /// How many cards.
        count: usize,
        /// The cards, for the seat itself.
        cards: Option<Vec<String>>,
    },
    /// Setup: a seat chose its first stop in secret (L7; the card `None`
    /// for the others).
    FirstStopChosen {
        /// The seat.
        seat: Seat,
        /// The City chosen, for the seat itself.
        card: Option<String>,
    },
    /// Setup: every first stop is turned face up, seat 0's first.
    FirstStopsRevealed {
        /// Each seat's first stop, from seat 0.
        stops: Vec<String>,
    },
    /// Setup: the deck's top card was turned face up as the Shelf (L7).
    ShelfStarted {
        /// The card.
        card: String,
    },
    /// A seat works at its last stop for `pay` cards before cuts (L12).
    Worked {
        /// The worker.
        seat: Seat,
        /// Where it works (its last stop).
        stop: String,
        /// The pay before cuts.
        pay: u8,
    },
    /// A rival in the worker's region took a cut from the deck (L12; the
    /// card `None` for the others).
    Cut {
        /// The rival.
        seat: Seat,
        /// The card, for the rival itself.
        card: Option<String>,
    },
    /// A rival in the worker's region got no cut, and why.
    NoCut {
        /// The rival.
        seat: Seat,
        /// Why.
        why: NoCutReason,
    },
    /// After the cuts, the worker keeps `cards` of its pay (L12).
    Kept {
        /// The worker.
        seat: Seat,
        /// Cards it takes.
        cards: u8,
    },
    /// A seat scrounges: takes 2, then puts 1 back (L12).
    Scrounged {
        /// The seat.
        seat: Seat,
    },
    /// A seat took the deck's top card (the card `None` for the others).
    TookFromDeck {
        /// The seat.
        seat: Seat,
        /// The card, for the seat itself.
        card: Option<String>,
    },
    /// A seat took the Shelf's top card, face up.
    TookFromShelf {
        /// The seat.
        seat: Seat,
        /// The card.
        card: String,
    },
    /// Scrounge: a seat put a card from its hand on top of the Shelf.
    PutBack {
        /// The seat.
        seat: Seat,
        /// The card.
        card: String,
    },
    /// The deck was empty: the Shelf but its top was shuffled into a new
    /// deck of `cards` cards (L14, TR-10).
    Reshuffled {
        /// Cards in the new deck.
        cards: usize,
    },
    /// The deck's last card was drawn: the deck ran out for the `times`th
    /// time (1 or 2; the second is Last call, TR-10).
    DeckRanOut {
        /// 1 the first time, 2 the second.
        times: u8,
    },
    /// Cards still owed to a seat were not taken, and why.
    Forfeited {
        /// The seat.
        seat: Seat,
        /// Cards it goes without.
        cards: u8,
        /// Why.
        why: ForfeitReason,
    },
    /// The travel step was skipped: no card in hand can be travelled to.
    NoTravel {
        /// The seat.
        seat: Seat,
        /// Why.
        why: NoTravelReason,
    },
    /// A seat sets off for a card from its hand (L13).
    SetOff {
        /// The traveller.
        seat: Seat,
        /// The destination.
        destination: String,
        /// Its printed fare.
        fare: u8,
        /// What it costs (the fare, plus 2 for a new region).
        cost: u8,
    },
    /// A seat does not travel this turn.
    Stayed {
        /// The seat.
        seat: Seat,
    },
    /// A seat paid a card of its fare onto the Shelf.
    Paid {
        /// The seat.
        seat: Seat,
        /// The card.
        card: String,
    },
    /// A seat arrived: the destination is its new last stop.
    Arrived {
        /// The seat.
        seat: Seat,
        /// The new last stop.
        destination: String,
        /// Stops on its trip now.
        stops: usize,
        /// Stamps on its trip now.
        stamps: i64,
    },
    /// A seat ended its turn over the hand limit of 8 (L14).
    OverHandLimit {
        /// The seat.
        seat: Seat,
        /// Cards it holds.
        holding: usize,
    },
    /// Over the hand limit: a seat put a card on the Shelf (L14).
    Discarded {
        /// The seat.
        seat: Seat,
        /// The card.
        card: String,
    },
    /// Last call: the game ends at the end of this round (L16, L22).
    LastCall,
    /// A round ended (every seat has had the same number of turns).
    RoundEnded {
        /// Rounds completed.
        round: u32,
        /// Every seat's standing, from seat 0.
        standings: Vec<Standing>,
    },
    /// The game ends at this round's end: everyone flies home (L16).
    GameEnds {
        /// Why: "8 stops", "last call" or "round limit".
        ending: String,
    },
    /// A seat over the hand limit when the game ends puts the excess on
    /// the Shelf before flying home (TR-26).
    MustComeDown {
        /// The seat.
        seat: Seat,
        /// Cards it holds.
        holding: usize,
    },
    /// Flying home: a seat paid a card (one of three; L16).
    PaidHome {
        /// The seat.
        seat: Seat,
        /// The card.
        card: String,
    },
    /// A seat called home: -3 stamps (L16); `forced` when it held fewer
    /// than 3 cards and could not pay (TR-13).
    CalledHome {
        /// The seat.
        seat: Seat,
        /// Whether it could not pay.
        forced: bool,
    },
    /// Everyone has flown home: the game is over (L18).
    GameOver {
        /// Each seat's final score, from seat 0.
        scores: Vec<i64>,
    },
}

/// Why a rival in the worker's region got no cut.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum NoCutReason {
    /// The cuts come out of the pay and the worker keeps at least 1
    /// (TR-4, flag `cut = from_pay`).
    FromPay {
        /// The worker's pay.
        pay: u8,
    },
    /// The rival holds 8 cards (TR-9, flag `hand_limit = hard_cap`).
    HardCap,
    /// The deck is empty and the Shelf has no card under its top.
    DeckEmpty,
    /// The deck and the Shelf are both empty.
    NothingLeft,
}

/// Why cards still owed were not taken.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum ForfeitReason {
    /// The seat holds 8 cards (TR-9, flag `hand_limit = hard_cap`).
    HardCap,
    /// The deck and the Shelf are empty (TR-10).
    NothingLeft,
}

/// Why the travel step was skipped.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum NoTravelReason {
    /// The trip has 8 stops.
    TripFull,
    /// The hand is empty.
    EmptyHand,
    /// One card in hand, nothing to pay a fare with.
    OneCard,
    /// No card in hand can be paid for with the others.
    Unaffordable {
        /// Cards in hand.
        holding: usize,
    },
}

/// One seat's standing at the end of a round (L18).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Standing {
    /// Stamps on the trip.
    pub stamps: i64,
    /// Stops on the trip.
    pub stops: usize,
    /// Cards in hand.
    pub cards: usize,
}

impl GameEvent for TravelerEvent {
    fn visibility(&self) -> Visibility {
        match self {
            TravelerEvent::Dealt {
                seat,
                cards: Some(_),
                ..
            }
            | TravelerEvent::FirstStopChosen {
                seat,
                card: Some(_),
            }
            | TravelerEvent::Cut {
                seat,
                card: Some(_),
            }
            | TravelerEvent::TookFromDeck {
                seat,
                card: Some(_),
            } => Visibility::only(*seat),
            _ => Visibility::Public,
        }
    }

    fn public_form(&self) -> Option<Self> {
        let mut form = self.clone();
        match &mut form {
            TravelerEvent::Dealt { cards, .. } => *cards = None,
            TravelerEvent::FirstStopChosen { card, .. }
            | TravelerEvent::Cut { card, .. }
            | TravelerEvent::TookFromDeck { card, .. } => *card = None,
            _ => return None,
        }
        Some(form)
    }
}
