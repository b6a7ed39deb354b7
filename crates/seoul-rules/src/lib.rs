//! # seoul-rules
//!
//! A deterministic rules engine for **Seoul Journey** (2–5 players, a
//! Journey of 1, 2 or 3 Days): each turn Book a card from hand or
//! Experience a City pile, building a tableau of Highlights with Delights
//! linked as Festivals and Foods, Shopping sets and Guardians, until
//! someone has 9 cards; then everyone else has one more turn and the Day is
//! scored. The rulebook prints no card list: the reference Travel Deck is
//! data (`data/travel-deck.json`, [`Catalogue`]); every reading the text
//! leaves open is a ruling in `docs/rulings/seoul.md`, and the disputable
//! ones are flags of [`SeoulConfig`].
//!
//! A turn is a sequence of small actions ([`Action`]): `book CARD`,
//! `experience 3`, `play CARD`, `pay CARD to 2`, `refill 4`, `link CARD as
//! food on 1`, `awaken GUARDIAN`, `end` …
//!
//! For search and learning, [`research`] gives each action an id (its
//! integer code), the observation and information-state tensors and their
//! layouts, and the resampling of what a seat cannot see.
//!
//! ```
//! use seoul_rules::{Action, Seoul, SeoulConfig};
//! use tabletop_core::{Game, GameConfig, RuleViolation, Seat, ToAct};
//!
//! let config = SeoulConfig::for_players(3).unwrap().with_days(1);
//! let mut game = Seoul::setup(config, 7).unwrap();
//! assert_eq!(game.to_act(), ToAct::Seat(Seat(0)));
//! // Seat 0 takes the pile of City space 1 (a Highlight, face up).
//! game.apply_mut(Seat(0), &"experience 1".parse().unwrap()).unwrap();
//! // Out of turn, or against the step, an action is refused with its rule.
//! let err = game.validate(Seat(1), &Action::End).unwrap_err();
//! assert_eq!(err.rule(), seoul_rules::rule::CLOCKWISE_TURNS);
//! ```

mod action;
mod apply;
mod audit;
mod bot;
pub mod cards;
pub mod catalogue;
pub mod colour;
mod config;
mod day;
mod drawing;
mod error;
pub mod event;
mod game;
mod knowledge;
mod legal;
mod legal_list;
mod narrate;
mod plays;
pub mod position;
mod random_action;
pub mod research;
pub mod rule;
pub mod scoring;
mod state;
mod view;

pub use action::{ACTION_CODES, Action, ActionText, NOTATION};
pub use bot::{GreedyBot, PlayoutBot};
pub use cards::{CardData, Condition, DeckData, Effect, Kind, ShoppingPoints};
pub use catalogue::{CardId, Catalogue};
pub use colour::{Colour, ColourSet, Mode, Modes, ShopKind};
pub use config::{Deck, Most, Nightlife, Refill, SeoulConfig};
pub use error::Violation;
pub use event::SeoulEvent;
pub use knowledge::Knowledge;
pub use scoring::{DayTable, Detail, Part};
pub use state::{After, DayRecord, Phase, Seoul, Tableau};
pub use view::{SeatView, SeoulView, SpaceView};

/// A cap on actions per game for simulators and bots: a Day can stall when
/// nobody can play (SJ-27); the cap is not a rule. Random play finishes far
/// below it.
pub const SUGGESTED_ACTION_CAP: u64 = 5_000;

/// The player count `tabletop play` uses when none is given.
pub const DEFAULT_PLAYERS: usize = 3;

/// How cards and actions are written, in one line: the legend that
/// `tabletop play` and `tabletop check` print.
pub const NOTATION_LEGEND: &str = "cards by name; a Delight is named Festival & Food (Drum Festival & Dakgalbi) and is played as either half; the City's spaces are numbered 1 to 5";
