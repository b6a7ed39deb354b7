//! # trailblazers-rules
//!
//! An exact, deterministic rules engine for **Trailblazers: Travel
//! Edition** (2–4 players, and the solo game with its Tenderfoot, Voyager
//! and Blazer challenges): over 4 rounds every player lays 3 camps and 24
//! trail cards in a park of their own, building hiking, biking and
//! kayaking loops that leave a camp and return to it; a loop scores one
//! point per trail marker it passes. The rulebook is the spec; every reading
//! the text leaves open (it prints no card faces) is a documented ruling
//! (`docs/rulings/trailblazers.md`), and the disputable ones are rule flags
//! in [`TrailblazersConfig`].
//!
//! ```
//! use tabletop_core::{Game, GameConfig, Seat, ToAct};
//! use trailblazers_rules::{Placement, Trailblazers, TrailblazersConfig};
//!
//! let config = TrailblazersConfig::for_players(2)?;
//! let mut game = Trailblazers::setup(config, 7)?;
//! // Round 1 opens with both players placing a first camp in secret.
//! assert!(matches!(game.to_act(), ToAct::Simultaneous(_)));
//! let camp: Placement = "camp kayaking at 0,0".parse()?;
//! game.apply_mut(Seat(0), &camp)?;
//! game.apply_mut(Seat(1), &"camp hiking at 0,0".parse()?)?;
//! // Then 3 turns of 2 trail cards each; a card must touch the park.
//! let far: Placement = format!("trail {} at 9,9", game.hand(Seat(0))[0] + 1).parse()?;
//! let err = game.apply_mut(Seat(0), &far).unwrap_err();
//! assert!(err.to_string().contains("neither overlaps nor lies orthogonally next to"));
//! let mut legal = Vec::new();
//! game.legal_actions(Seat(0), &mut legal);
//! game.apply_mut(Seat(0), &legal[0])?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod action;
mod apply;
mod audit;
mod bot;
pub mod cards;
mod config;
mod error;
pub mod event;
mod explain;
mod game;
pub mod geometry;
mod legal;
mod legal_list;
pub mod loops;
pub mod map;
pub mod measure;
mod narrate;
pub mod park;
pub mod position;
pub mod research;
pub mod rule;
mod scoring;
mod setup;
mod state;
pub mod svg;
mod view;

pub use action::{NOTATION, decode, encode};
pub use bot::{GreedyBot, PlayoutBot, park_value};
pub use config::{CampCover, CampRotation, Deck, SoloRefill, TrailblazersConfig};
pub use error::Violation;
pub use event::TrailblazersEvent;
pub use explain::describe_loop;
pub use legal_list::LegalPlacements;
pub use narrate::loop_changes;
pub use park::{Park, Piece, Placement};
pub use rule::Rule;
pub use scoring::{ScoreLine, SoloResult};
pub use state::{
    CARDS_PER_TURN, Ending, GOALS_REVEALED, HAND_SIZE, MAX_PLAYERS, PLAYER_CARDS, ROUNDS, Step,
    TURNS, Trailblazers,
};
pub use view::{GoalView, ParkView, TrailblazersView};

/// The game's action: one card laid in a park.
pub type Action = Placement;

/// The player count `tabletop play` uses when none is given.
pub const DEFAULT_PLAYERS: usize = 4;

/// A cap on actions per game for simulators (a game always ends after
/// exactly 27 placements per seat, so the cap is never reached; it is not
/// a rule).
pub const SUGGESTED_ACTION_CAP: u64 = 200;

/// How cards, hands and placements are written, in one line: the legend
/// that `tabletop play` and `tabletop check` print.
pub const NOTATION_LEGEND: &str = "#79 is trail card 79 of the deck; at X,Y names the north-west cell a card covers (x east, y south of the first camp's north-west cell), r90 a card turned 90° clockwise; in [ ], a cell's trails by the sides they join (n e s w), type (h hiking, b biking, k kayaking) and marker, the card's two cells split by /";
