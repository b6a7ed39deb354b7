//! The Travel Deck as data: the typed vocabulary its cards are written in
//! (scoring conditions and effects, after the icon glossary of L111-118),
//! and the shape of a deck file. The rulebook prints no card list (SJ-1);
//! the reference deck is `data/travel-deck.json`, read at compile time, and
//! any other deck in the same shape can be given in the configuration. Both
//! are checked by [`Catalogue::new`](crate::Catalogue::new).
//!
//! A card in a deck file:
//!
//! ```json
//! {"type": "highlight", "name": "Cheonggyecheon Stream", "colour": "blue",
//!  "score": {"most": {"colours": ["blue"], "points": 4}}}
//! {"type": "highlight", "name": "Hangang River Cruise", "colour": "blue",
//!  "effect": {"draw": 2}, "score": {"each_link": {"modes": "either", "points": 2}}}
//! {"type": "delight", "name": "Fireworks & Eomuk", "festival": "blue", "food": "blue"}
//! {"type": "shopping", "name": "Hanbok", "set": "traditional"}
//! {"type": "guardian", "name": "Haechi", "colour": "yellow", "ability": "encore"}
//! ```

use crate::colour::{Colour, ColourSet, Modes, ShopKind};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A Highlight's scoring condition (L23 "Highlights earn you Discovery
/// Points when you meet their conditions"), evaluated at the end of the Day
/// by [`crate::scoring`]. The colour of a card is the colour of a Highlight
/// or of the half a Delight shows; Shopping cards and Guardians have none
/// for counting (SJ-24).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
#[non_exhaustive]
pub enum Condition {
    /// `points` if you have the most cards of `colours` in your tableau
    /// today, and at least one (Cheonggyecheon Stream, L84; ties: SJ-25).
    Most {
        /// The colours counted.
        colours: ColourSet,
        /// The points.
        points: u8,
    },
    /// `points` per Highlight next to this one whose colour is in `colours`
    /// (the Adjacent Highlight icon; Ttukseom Hangang Park, L85).
    EachAdjacent {
        /// The neighbours' colours that count.
        colours: ColourSet,
        /// Points per matching neighbour.
        points: u8,
    },
    /// `points` per card of `colours` in your tableau (Any Color Card).
    EachCard {
        /// The colours counted.
        colours: ColourSet,
        /// Points per card.
        points: u8,
    },
    /// `points` per different colour among your tableau's cards (the
    /// Different colors icon).
    EachColour {
        /// Points per colour.
        points: u8,
    },
    /// `points` if this is your first Highlight (the First Highlight icon).
    First {
        /// The points.
        points: u8,
    },
    /// `points` if this is your last Highlight (the Last Highlight icon).
    Last {
        /// The points.
        points: u8,
    },
    /// `points` per Delight linked to this Highlight showing one of `modes`.
    EachLink {
        /// The halves that count.
        modes: Modes,
        /// Points per linked Delight.
        points: u8,
    },
    /// `points` per Shopping card in your tableau of `set` (any type when
    /// absent; the Shopping icons).
    EachShopping {
        /// The type counted, or every type.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        set: Option<ShopKind>,
        /// Points per card.
        points: u8,
    },
}

impl Condition {
    /// The most points one unit of the condition is worth.
    pub fn points(&self) -> u8 {
        match *self {
            Condition::Most { points, .. }
            | Condition::EachAdjacent { points, .. }
            | Condition::EachCard { points, .. }
            | Condition::EachColour { points }
            | Condition::First { points }
            | Condition::Last { points }
            | Condition::EachLink { points, .. }
            | Condition::EachShopping { points, .. } => points,
        }
    }
}

impl fmt::Display for Condition {
    /// The condition as a card would say it: `4 if you have the most blue
    /// cards today`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Condition::Most { colours, points } => {
                write!(f, "{points} if you have the most {colours} cards today")
            }
            Condition::EachAdjacent { colours, points } => {
                write!(f, "{points} per adjacent {colours} Highlight")
            }
            Condition::EachCard { colours, points } => {
                write!(f, "{points} per {colours} card in your tableau")
            }
            Condition::EachColour { points } => {
                write!(f, "{points} per different colour in your tableau")
            }
            Condition::First { points } => write!(f, "{points} if it is your first Highlight"),
            Condition::Last { points } => write!(f, "{points} if it is your last Highlight"),
            Condition::EachLink { modes, points } => {
                let what = match modes {
                    Modes::Festival => "Festival",
                    Modes::Food => "Food",
                    Modes::Either => "Delight",
                };
                write!(f, "{points} per {what} linked to it")
            }
            Condition::EachShopping { set, points } => match set {
                Some(set) => write!(f, "{points} per {set} Shopping card"),
                None => write!(f, "{points} per Shopping card"),
            },
        }
    }
}

/// What a card does when played (a Highlight's Immediate Effect, L46) or
/// when its Guardian is Awakened (L38): one small typed vocabulary, resolved
/// in one place (`apply.rs`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Effect {
    /// Draw this many cards from the deck (as many as it has; SJ-26).
    Draw(u8),
    /// You may link a Delight from your hand to any of your Highlights, for
    /// free, showing one of these halves (Link Any Color Festival / Food).
    Link(Modes),
    /// One Tiring card fewer today: a Tired player may play Highlights again.
    Rest,
    /// You may take one face-up card from any City space into your hand.
    Scout,
    /// You may play one more card from your hand, paying as usual (Guardian
    /// abilities only).
    Encore,
}

impl fmt::Display for Effect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Effect::Draw(n) => write!(f, "draw {n} cards"),
            Effect::Link(modes) => write!(f, "link {modes} to any Highlight for free"),
            Effect::Rest => f.write_str("one Tiring card fewer today"),
            Effect::Scout => f.write_str("take a face-up City card into your hand"),
            Effect::Encore => f.write_str("play one more card from your hand"),
        }
    }
}

/// One printed card of a deck file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum CardData {
    /// A Highlight (L22-25): played left to right into the tableau.
    Highlight {
        /// The place's name, unique in the deck.
        name: String,
        /// Its colour.
        colour: Colour,
        /// Whether it carries the Tiring icon.
        #[serde(default, skip_serializing_if = "is_false")]
        tiring: bool,
        /// Its Immediate Effect, if it has one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        effect: Option<Effect>,
        /// How it scores at the end of the Day.
        score: Condition,
    },
    /// A Delight (L26-30): linked under a Highlight as a Festival or a Food.
    Delight {
        /// The card's name, unique in the deck.
        name: String,
        /// The colour of its Festival half.
        festival: Colour,
        /// The colour of its Food half.
        food: Colour,
    },
    /// A Shopping card (L31-34).
    Shopping {
        /// The card's name, unique in the deck.
        name: String,
        /// Its type.
        set: ShopKind,
    },
    /// A Guardian (L35-40).
    Guardian {
        /// The Guardian's name, unique in the deck.
        name: String,
        /// Its colour (where its token may Nest).
        colour: Colour,
        /// The ability its token Awakens.
        ability: Effect,
    },
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// The four card types (L22).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// A Highlight.
    #[default]
    Highlight,
    /// A Delight.
    Delight,
    /// A Shopping card.
    Shopping,
    /// A Guardian.
    Guardian,
}

impl Kind {
    /// The four types.
    pub const ALL: [Kind; 4] = [
        Kind::Highlight,
        Kind::Delight,
        Kind::Shopping,
        Kind::Guardian,
    ];

    /// The type's index `0..4`.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The type's name.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Highlight => "Highlight",
            Kind::Delight => "Delight",
            Kind::Shopping => "Shopping",
            Kind::Guardian => "Guardian",
        }
    }
}

tabletop_core::display_by_name!(Kind);

impl CardData {
    /// The card's name.
    pub fn name(&self) -> &str {
        match self {
            CardData::Highlight { name, .. }
            | CardData::Delight { name, .. }
            | CardData::Shopping { name, .. }
            | CardData::Guardian { name, .. } => name,
        }
    }

    /// The card's type.
    pub fn kind(&self) -> Kind {
        match self {
            CardData::Highlight { .. } => Kind::Highlight,
            CardData::Delight { .. } => Kind::Delight,
            CardData::Shopping { .. } => Kind::Shopping,
            CardData::Guardian { .. } => Kind::Guardian,
        }
    }
}

/// The Shopping set tables, one per type (SJ-5): `[k - 1]` is what a set of
/// `k` cards scores; a larger set scores the last entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShoppingPoints {
    /// Modern sets.
    pub modern: Vec<u8>,
    /// Traditional sets.
    pub traditional: Vec<u8>,
    /// Plush sets.
    pub plushes: Vec<u8>,
}

/// A whole deck file: the scoring tables the rulebook leaves to the cards,
/// and the cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckData {
    /// A short description of the deck (shown by tools).
    #[serde(default)]
    pub title: String,
    /// The Festival table (SJ-4): `[k - 1]` is what `k` Festivals of one
    /// colour score; more score the last entry. The rulebook's example:
    /// 2 of a colour = 5 (L87).
    pub festival_points: Vec<u8>,
    /// What each pair of Foods scores, of any colours (L30: 6).
    pub food_pair_points: u8,
    /// The Shopping set tables (L75: 2, 5, 9, 14, 20, 27).
    pub shopping_points: ShoppingPoints,
    /// The cards; a card's id is its index in this list.
    pub cards: Vec<CardData>,
}
