//! What happened: the events an action tells, in the order they happen at
//! the table, each knowing who may learn it.
//!
//! [`Traveluencer::perform`](tabletop_core::events::Events::perform) emits
//! them while it changes the state; the narration renders
//! them. Hidden cards travel in an `Option`: the seats that see them get
//! `Some`, everyone else the event's public form with `None` ("seat 1 picks
//! a card to pass to the left").

use crate::cards::{Card, Cards, PostType};
use crate::config::EventKind;
use serde::{Deserialize, Serialize};
use tabletop_core::events::{GameEvent, Visibility};
use tabletop_core::{Seat, SeatSet};

/// Why a round's starting player starts (L32, L70, TV-27).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct StartReason {
    /// The fewest tokens recorded so far (`None` in round 1: the
    /// configured first player starts).
    pub fewest: Option<u16>,
    /// The seats tied on the fewest tokens (more than one: a draw picked).
    pub tied: SeatSet,
    /// The seat with the fewest tokens (or picked among them).
    pub picked: Seat,
}

/// One seat's result of a round (L69, L73, L76).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SeatRound {
    /// The seat.
    pub seat: Seat,
    /// Tokens kept (after Poor Planning).
    pub tokens: u8,
    /// Tricks won.
    pub tricks: u8,
    /// Tokens lost to Poor Planning.
    pub poor_planning: u8,
    /// Tokens lost to Inspiration Dried Up in the round, when its trick log
    /// is complete.
    pub dried_up: Option<u8>,
    /// Tokens recorded over the finished rounds.
    pub total: u16,
}

/// One thing that happened in a game of Traveluencer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub enum TraveluencerEvent {
    /// A round begins: its number (1 to 3), who starts and why.
    RoundStarted {
        /// The round, 1 to 3.
        round: u8,
        /// The starting player.
        start: Seat,
        /// Why that player starts.
        reason: StartReason,
    },
    /// A seat is dealt its hand (seen by that seat only) and, with two
    /// players, its face-up display (R1).
    Dealt {
        /// The seat.
        seat: Seat,
        /// The hand (`None`: told to another seat).
        hand: Option<Cards>,
        /// How many cards the hand holds.
        hand_size: u8,
        /// The face-up display (two players; empty otherwise).
        display: Cards,
    },
    /// The cards left out of play this round, seen by nobody.
    OutOfPlay {
        /// The cards.
        cards: Cards,
    },
    /// A seat picks one of its 3 cards to pass left (L34).
    PassPicked {
        /// The seat.
        seat: Seat,
        /// The card (`None`: told to another seat).
        card: Option<Card>,
    },
    /// Every seat has picked: `from` passes its cards to `to` (L34).
    Passed {
        /// The giver.
        from: Seat,
        /// The receiver, on the giver's left.
        to: Seat,
        /// The cards (`None`: told to another seat).
        cards: Option<Cards>,
    },
    /// The passes are delivered and the trending topics turned face up (R3).
    TopicsRevealed {
        /// The cards on spaces 1 to 7.
        topics: [Card; 7],
    },
    /// A trick begins (R4b).
    TrickStarted {
        /// The trick, 1 to 7.
        trick: u8,
        /// Its starting player.
        start: Seat,
        /// The seats that hold cards but no Post card and will not post
        /// in it (TV-11).
        cannot_post: SeatSet,
    },
    /// A seat posts (L37): `cards`, of which `from_display` come from the
    /// two-player face-up display.
    Posted {
        /// The seat.
        seat: Seat,
        /// The whole post.
        cards: Cards,
        /// The part taken from the display (L95).
        from_display: Cards,
    },
    /// A seat reached in the trick holds no card at all: Inspiration Dried
    /// Up costs it tokens (L73, TV-13).
    DriedUp {
        /// The seat.
        seat: Seat,
        /// Tokens lost.
        tokens: u8,
    },
    /// Two players: `seat` may add to its post (L96-L98).
    MayModify {
        /// The seat.
        seat: Seat,
    },
    /// A seat adds `cards` to its post, which is now `post` (L97).
    Modified {
        /// The seat.
        seat: Seat,
        /// The cards added.
        cards: Cards,
        /// The part taken from the face-up display.
        from_display: Cards,
        /// The post after the modification.
        post: Cards,
    },
    /// A seat keeps its post as it is.
    DeclinedModify {
        /// The seat.
        seat: Seat,
    },
    /// A trick is decided (R4d, L48, L49-L54).
    TrickWon {
        /// The trick, 1 to 7.
        trick: u8,
        /// The winner (`None`: nobody could post).
        winner: Option<Seat>,
        /// The winning post.
        post: Cards,
        /// The trick's trending topic (`None`: a Stamp or Souvenir lies
        /// there).
        trend: Option<PostType>,
        /// Tokens awarded.
        tokens: u8,
        /// The seats whose posts ranked equal to the winner's; the earlier
        /// post won (L48).
        tied: SeatSet,
    },
    /// An Unexpected Event is revealed before a trick (L66).
    EventRevealed {
        /// The trick it comes before: 2, 4 or 6.
        trick: u8,
        /// The event.
        event: EventKind,
    },
    /// Flight or Lost Passport: every seat in `seats` chooses a hand card in
    /// secret (L105, L108).
    ChoicesOwed {
        /// The event.
        event: EventKind,
        /// The seats that choose (those holding a hand card).
        seats: SeatSet,
    },
    /// The event revealed has no effect: nobody holds a hand card, the
    /// player it names cannot act (`seat`), or the rulebook gives the card
    /// no text (TV-20).
    EventSkipped {
        /// The event.
        event: EventKind,
        /// The player with the fewest tokens, for Wind Shift and Crossover.
        seat: Option<Seat>,
    },
    /// Flight: a seat picks the card to pass left (L105).
    FlightPicked {
        /// The seat.
        seat: Seat,
        /// The card (`None`: told to another seat).
        card: Option<Card>,
    },
    /// Flight: the card `from` sends to `to`.
    FlightSent {
        /// The giver.
        from: Seat,
        /// The receiver, on the giver's left.
        to: Seat,
        /// The card (`None`: told to another seat).
        card: Option<Card>,
    },
    /// Flight: every picked card has moved left.
    FlightLanded,
    /// Lost Passport: a seat picks the card to discard (L108).
    DiscardPicked {
        /// The seat.
        seat: Seat,
        /// The card (`None`: told to another seat).
        card: Option<Card>,
    },
    /// Lost Passport: `seat` discards `card` face down.
    Discarded {
        /// The seat.
        seat: Seat,
        /// The card (`None`: told to another seat).
        card: Option<Card>,
    },
    /// Lost Passport: every picked card is discarded.
    DiscardsDone,
    /// Rescheduled: the remaining topics are shuffled (L106).
    TopicsReshuffled {
        /// The first remaining space, 1 to 7.
        first: u8,
        /// The cards on spaces 1 to 7 now.
        topics: [Card; 7],
    },
    /// Wrong Luggage: every hand moves to the left (L107).
    HandsMovedLeft,
    /// Wrong Luggage: `to` now holds what `from` held.
    HandMoved {
        /// The giver.
        from: Seat,
        /// The receiver, on the giver's left.
        to: Seat,
        /// The hand (`None`: told to another seat).
        cards: Option<Cards>,
    },
    /// Thief: everyone draws a random card from the player on the right
    /// (L109).
    ThievesDraw,
    /// Thief or Crossover: `by` draws a random card from `from`'s hand.
    CardDrawn {
        /// Who draws.
        by: Seat,
        /// From whom.
        from: Seat,
        /// The card (`None`: told to another seat).
        card: Option<Card>,
    },
    /// Wind Shift: `seat`, with the fewest tokens, may swap a remaining
    /// topic (L110).
    WindShiftOwed {
        /// The seat.
        seat: Seat,
    },
    /// Wind Shift: `seat` puts `card` on trending space `space` and takes
    /// `took`.
    Swapped {
        /// The seat.
        seat: Seat,
        /// The space, 1 to 7.
        space: u8,
        /// The card put there.
        card: Card,
        /// The card taken into the hand.
        took: Card,
    },
    /// Wind Shift: the seat keeps the topics as they are.
    DeclinedSwap {
        /// The seat.
        seat: Seat,
    },
    /// Crossover: `seat`, with the fewest tokens, draws a random card from
    /// each of `from` (clockwise), then gives one back to each (L111).
    CrossoverOwed {
        /// The seat.
        seat: Seat,
        /// The players drawn from, clockwise from the seat's left.
        from: Vec<Seat>,
    },
    /// Crossover: `from` gives `card` to `to`.
    Gave {
        /// The giver.
        from: Seat,
        /// The receiver.
        to: Seat,
        /// The card (`None`: told to another seat).
        card: Option<Card>,
    },
    /// A round ends (L69, L76): each seat's record.
    RoundEnded {
        /// The round, 1 to 3.
        round: u8,
        /// Each seat's result, in seat order.
        scores: Vec<SeatRound>,
    },
    /// The game ends after the third round (L79-L80).
    GameEnded {
        /// The winners (several: a shared victory).
        winners: SeatSet,
    },
}

/// Two seats.
fn pair(a: Seat, b: Seat) -> Visibility {
    Visibility::Seats(SeatSet::only(a).union(SeatSet::only(b)))
}

impl GameEvent for TraveluencerEvent {
    fn visibility(&self) -> Visibility {
        use TraveluencerEvent as E;
        match *self {
            E::Dealt {
                seat,
                hand: Some(_),
                ..
            }
            | E::PassPicked {
                seat,
                card: Some(_),
            }
            | E::FlightPicked {
                seat,
                card: Some(_),
            }
            | E::DiscardPicked {
                seat,
                card: Some(_),
            }
            | E::Discarded {
                seat,
                card: Some(_),
            } => Visibility::only(seat),
            E::Passed {
                from,
                to,
                cards: Some(_),
            }
            | E::HandMoved {
                from,
                to,
                cards: Some(_),
            }
            | E::FlightSent {
                from,
                to,
                card: Some(_),
            }
            | E::Gave {
                from,
                to,
                card: Some(_),
            } => pair(from, to),
            E::CardDrawn {
                by,
                from,
                card: Some(_),
            } => pair(by, from),
            E::OutOfPlay { .. } => Visibility::Nobody,
            _ => Visibility::Public,
        }
    }

    fn public_form(&self) -> Option<Self> {
        use TraveluencerEvent as E;
        let mut form = self.clone();
        match &mut form {
            E::Dealt { hand, .. } => *hand = None,
            E::PassPicked { card, .. }
            | E::FlightPicked { card, .. }
            | E::DiscardPicked { card, .. }
            | E::Discarded { card, .. }
            | E::FlightSent { card, .. }
            | E::Gave { card, .. }
            | E::CardDrawn { card, .. } => *card = None,
            E::Passed { cards, .. } | E::HandMoved { cards, .. } => *cards = None,
            _ => return None,
        }
        Some(form)
    }
}
