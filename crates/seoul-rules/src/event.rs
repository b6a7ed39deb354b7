//! What happened: the events an action (or the setup) produces, in order,
//! and who may learn each one.
//!
//! Cards are named by their id in the catalogue ([`CardId`], the number
//! `#N` of the action notation); seats by number. Everything played,
//! paid, revealed or taken from the City is public; cards dealt or drawn
//! into a hand are told to their owner (the others learn how many); a
//! refill card goes face down, so only its type (its back, SJ-14) is told.

use crate::cards::Kind;
use crate::catalogue::CardId;
use crate::colour::{Colour, Mode, Modes};
use serde::{Deserialize, Serialize};
use tabletop_core::Seat;
use tabletop_core::events::{GameEvent, Visibility};

/// Where a card played went (L22-37).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub enum Place {
    /// A Highlight, to the right of the others (L24).
    Highlight,
    /// A Delight, linked under the rightmost Highlight (L27).
    Delight {
        /// The half shown.
        mode: Mode,
        /// The Highlight it is linked under.
        under: CardId,
        /// Whether it cost nothing: its half matched the Highlight (L29).
        free: bool,
    },
    /// A Shopping card, beside the tableau (L31).
    Shopping,
    /// A Guardian: its owner gains the matching token (L36).
    Guardian,
}

/// What the first player to 9 cards got of the Nightlife supply (L58,
/// L61, SJ-21).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub enum Token {
    /// A Nightlife token.
    Earned,
    /// None: the supply was empty.
    NoneLeft,
    /// None: the player was Tired (L61).
    Tired,
}

/// A choice an effect offers the active player.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub enum Offer {
    /// A free link of a Delight from the hand showing `modes`.
    Link {
        /// The halves allowed.
        modes: Modes,
    },
    /// Take a face-up City card.
    Scout,
    /// Book one more card.
    Encore,
}

/// What gave an effect.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[non_exhaustive]
pub enum Source {
    /// A Shopping card that is its type's 2nd or 5th (L33): `count` cards
    /// of its type now.
    ShoppingBonus {
        /// The Shopping card.
        card: CardId,
        /// Cards of its type in the tableau now.
        count: u8,
    },
    /// A Highlight's Immediate Effect.
    Highlight {
        /// The Highlight.
        card: CardId,
    },
    /// A Guardian's ability, Awakened (L38).
    Guardian {
        /// The Guardian.
        card: CardId,
    },
}

/// One thing that happened in Seoul Journey.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum SeoulEvent {
    /// The Journey begins (setup).
    JourneyStarted {
        /// Players at the table.
        players: u8,
        /// Days in the Journey.
        days: u8,
    },
    /// A Day begins (L15-18, L78): its start player, its Trends and the
    /// City, every card face up.
    DayStarted {
        /// The Day, from 1.
        day: u8,
        /// Who plays first.
        start: Seat,
        /// The Trending colours (L16).
        trends: Vec<Colour>,
        /// The City's five piles (their face-up cards: all of them as a
        /// Day begins).
        city: Vec<Vec<CardId>>,
        /// The face-down City cards, by space (`0..5`) and type (none as a
        /// Day begins; a table described mid-Day has them, SJ-14).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        face_down: Vec<(u8, Kind)>,
        /// Cards left in the deck once the hands are dealt.
        deck: u8,
    },
    /// Cards dealt into a hand as a Day begins (L18): told to its owner.
    Dealt {
        /// The seat dealt to.
        seat: Seat,
        /// The cards.
        cards: Vec<CardId>,
    },
    /// What the others learn of a deal: how many cards.
    DealtCount {
        /// The seat dealt to.
        seat: Seat,
        /// How many cards.
        count: u8,
    },
    /// A Nightlife token spent at the start of a turn (L59).
    NightlifeSpent {
        /// The seat.
        seat: Seat,
    },
    /// Cards drawn from the deck into a hand: told to its owner.
    Drew {
        /// The seat that drew.
        seat: Seat,
        /// The cards.
        cards: Vec<CardId>,
    },
    /// What the others learn of a draw: how many cards.
    DrewCount {
        /// The seat that drew.
        seat: Seat,
        /// How many cards.
        count: u8,
    },
    /// A card Booked from the hand (L45), or played by an Encore.
    Booked {
        /// The seat.
        seat: Seat,
        /// The card.
        card: CardId,
        /// A Delight's half.
        mode: Option<Mode>,
    },
    /// An Experience (L50): the pile of a space taken and revealed.
    Experienced {
        /// The seat.
        seat: Seat,
        /// The space, `0..5`.
        space: u8,
        /// The pile's cards.
        pile: Vec<CardId>,
    },
    /// A card of the pile taken played; the rest joins the hand (L50).
    PlayedFromPile {
        /// The seat.
        seat: Seat,
        /// The card played.
        card: CardId,
        /// A Delight's half.
        mode: Option<Mode>,
        /// The rest of the pile.
        rest: Vec<CardId>,
    },
    /// The whole pile taken joins the hand: nothing in it could be played
    /// (SJ-13), by the player's choice or because nothing else was left.
    PileKept {
        /// The seat.
        seat: Seat,
        /// The cards.
        cards: Vec<CardId>,
        /// Whether the engine kept it (no Guardian could change it).
        forced: bool,
    },
    /// A card's cost paid, face up into a City space (L22, L46, L50).
    Paid {
        /// The seat.
        seat: Seat,
        /// The card discarded.
        card: CardId,
        /// The space, `0..5`.
        space: u8,
    },
    /// A card played lands in the tableau (or, a Guardian, beside it).
    Placed {
        /// The seat.
        seat: Seat,
        /// The card.
        card: CardId,
        /// Where it went.
        place: Place,
        /// Cards in the tableau now (SJ-30).
        cards: u8,
    },
    /// A free link made (L33, or an effect).
    Linked {
        /// The seat.
        seat: Seat,
        /// The Delight.
        card: CardId,
        /// The half shown.
        mode: Mode,
        /// The Highlight it is linked under.
        under: CardId,
    },
    /// The seat is Tired: no more Highlights today (L25).
    Tired {
        /// The seat.
        seat: Seat,
    },
    /// The seat is no longer Tired (Rest).
    Rested {
        /// The seat.
        seat: Seat,
    },
    /// The first tableau of 9 cards: the Day ends after everyone else's
    /// turn (L43, L63), and the Nightlife token it earns or not.
    NinthCard {
        /// The seat.
        seat: Seat,
        /// The Nightlife token.
        token: Token,
    },
    /// An effect offers a choice.
    Offered {
        /// The seat.
        seat: Seat,
        /// The choice.
        offer: Offer,
        /// What gave it.
        source: Source,
    },
    /// A Guardian Awakened: its token flipped, its ability used (L38).
    Awakened {
        /// The seat.
        seat: Seat,
        /// The Guardian.
        guardian: CardId,
    },
    /// A face-up City card Scouted into the hand.
    Scouted {
        /// The seat.
        seat: Seat,
        /// The card.
        card: CardId,
    },
    /// A free link, a Scout or an Encore declined.
    Skipped {
        /// The seat.
        seat: Seat,
    },
    /// A refill card placed face down into a space (L53-56): told to
    /// nobody at the table.
    Refilled {
        /// The seat refilling.
        seat: Seat,
        /// The space, `0..5`.
        space: u8,
        /// The card.
        card: CardId,
        /// The card's type, which its back shows (SJ-14).
        kind: Kind,
    },
    /// What the table sees of a refill card: its back, which shows its
    /// type (SJ-14).
    RefilledFaceDown {
        /// The seat refilling.
        seat: Seat,
        /// The space, `0..5`.
        space: u8,
        /// The card's type.
        kind: Kind,
    },
    /// The seat ends its turn.
    Ended {
        /// The seat.
        seat: Seat,
    },
    /// The seat can book nothing and the City is empty: it passes (SJ-11).
    Passed {
        /// The seat.
        seat: Seat,
    },
    /// The next player's turn (clockwise, L42).
    TurnStarted {
        /// The seat.
        seat: Seat,
    },
    /// A Day scored (L63-75): each seat's Discovery Points, by seat.
    DayScored {
        /// The Day.
        day: u8,
        /// Points per seat.
        scores: Vec<i32>,
    },
    /// The Journey is over (L80): each seat's final score, by seat.
    JourneyOver {
        /// Final scores per seat.
        scores: Vec<i64>,
    },
}

impl GameEvent for SeoulEvent {
    fn visibility(&self) -> Visibility {
        match self {
            SeoulEvent::Dealt { seat, .. } | SeoulEvent::Drew { seat, .. } => {
                Visibility::only(*seat)
            }
            SeoulEvent::Refilled { .. } => Visibility::Nobody,
            _ => Visibility::Public,
        }
    }

    fn public_form(&self) -> Option<Self> {
        let count = |cards: &Vec<CardId>| u8::try_from(cards.len()).unwrap_or(u8::MAX);
        match self {
            SeoulEvent::Dealt { seat, cards } => Some(SeoulEvent::DealtCount {
                seat: *seat,
                count: count(cards),
            }),
            SeoulEvent::Drew { seat, cards } => Some(SeoulEvent::DrewCount {
                seat: *seat,
                count: count(cards),
            }),
            SeoulEvent::Refilled {
                seat, space, kind, ..
            } => Some(SeoulEvent::RefilledFaceDown {
                seat: *seat,
                space: *space,
                kind: *kind,
            }),
            _ => None,
        }
    }
}
