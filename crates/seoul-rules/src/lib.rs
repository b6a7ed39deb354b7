//! # seoul-rules
//!
//! Seoul Journey (work in progress).

mod action;
mod apply;
mod audit;
mod bot;
pub mod cards;
pub mod catalogue;
pub mod colour;
mod config;
mod day;
mod error;
mod game;
mod legal;
pub mod position;
pub mod scoring;
mod state;
mod view;

pub use action::{Action, ActionText, NOTATION};
pub use bot::GreedyBot;
pub use cards::{CardData, Condition, DeckData, Effect, Kind, ShoppingPoints};
pub use catalogue::{CardId, Catalogue};
pub use colour::{Colour, ColourSet, Mode, Modes, ShopKind};
pub use config::{Deck, Most, Refill, SeoulConfig};
pub use error::Violation;
pub use scoring::{DayTable, Detail, Part};
pub use state::{After, DayRecord, Phase, Seoul, Tableau};
pub use view::{SeatView, SeoulView, SpaceView};

/// A cap on actions per game for simulators and bots: a Day can stall when
/// nobody can play (SJ-27); the cap is not a rule. Random play finishes far
/// below it.
pub const SUGGESTED_ACTION_CAP: u64 = 20_000;

/// The player count `tabletop play` uses when none is given.
pub const DEFAULT_PLAYERS: usize = 3;
