#![doc = include_str!("../README.md")]
//!
//! Multi-step decisions are sequences of small actions (`work`, then `take
//! deck` / `take shelf` card by card, `travel Santorini`, then `pay …` card by
//! card), so every intermediate state is a position of its own.
//!
//! The ruling of each reading is in `docs/rulings/traveler.md` of the
//! repository; [`TravelerConfig`] has a flag for each disputable one.

mod action;
mod apply;
mod audit;
mod bot;
pub mod cards;
mod config;
mod deck;
pub mod encoding;
mod error;
mod event;
mod game;
mod hand_limit;
mod legal;
mod narrate;
mod position;
mod reachable;
pub mod research;
mod rule;
mod scoring;
mod setup;
mod state;
mod view;

pub use action::{Action, ActionText};
pub use bot::{GreedyBot, PlayoutBot};
pub use cards::{CardData, CardId, Catalogue, Region, Skill};
pub use config::{
    Cut, Deck, FinalHandLimit, HandLimit, LastCall, NewRegion, Reshuffle, TravelerConfig,
};
pub use error::Violation;
pub use event::{ForfeitReason, NoCutReason, NoTravelReason, Standing, TravelerEvent};
pub use position::{PhaseRepr, Position, SeatRepr};
pub use rule::Rule;
pub use scoring::{ENDING_EIGHT_STOPS, ENDING_LAST_CALL, ENDING_ROUND_LIMIT, ScoreLine};
pub use state::{
    CALL_HOME_PENALTY, DEAL, FLY_HOME_CARDS, GRAND_TOUR_BONUS, HAND_LIMIT, MAX_PLAYERS,
    NEW_REGION_SURCHARGE, Phase, TRIP_GOAL, Traveler,
};
pub use view::{SeatView, TravelerView};

/// A cap on actions per game for simulators and bots (the game itself can
/// stall under adversarial play, TR-20; the cap is not a rule). Random play
/// finishes far below it; see `docs/rulings/traveler.md`.
pub const SUGGESTED_ACTION_CAP: u64 = 2_000;

/// The player count of a game set up without one (`tabletop play traveler`).
pub const DEFAULT_PLAYERS: usize = 4;

/// The action notation ([`Action::NOTATION`]).
pub const NOTATION: &str = Action::NOTATION;

/// How cards and actions are written, in one line: the legend that
/// `tabletop play` and `tabletop check` print.
pub const NOTATION_LEGEND: &str = "cards by name (Santorini); regions ■ Europe, ▲ Americas, ● Africa & Middle East, ◆ Asia & Pacific; a trip's stops in the order visited, joined by →";
