//! # traveler-rules
//!
//! An exact, deterministic rules engine for **The Traveler** (2–4 players):
//! earn cards by working or scrounging, then travel, paying fares card by
//! card onto the Shelf; rivals in your region take a cut of your pay; the
//! game ends at the end of a round once a trip has 8 stops or on Last call.
//! The rulebook is the spec; every reading the text leaves open is a
//! documented ruling (`docs/rulings/traveler.md`), and the disputable ones
//! are rule flags in [`TravelerConfig`].
//!
//! Multi-step decisions are sequences of small actions (`work`, then `take
//! deck` / `take shelf` card by card, `travel Santorini`, then `pay …` card by
//! card), so every intermediate state is a position of its own.
//!
//! ```
//! use tabletop_core::{Game, GameConfig, Seat, ToAct};
//! use traveler_rules::{Action, Traveler, TravelerConfig};
//!
//! let config = TravelerConfig::for_players(2).unwrap();
//! let mut game = Traveler::setup(config, 7).unwrap();
//! // Setup: both players secretly choose a City from hand as first stop.
//! assert!(matches!(game.to_act(), ToAct::Simultaneous(_)));
//! let mut legal = Vec::new();
//! for seat in [Seat(0), Seat(1)] {
//!     legal.clear();
//!     game.legal_actions(seat, &mut legal);
//!     game.apply_mut(seat, &legal[0]).unwrap();
//! }
//! // Seat 0 starts: scrounge is always legal.
//! assert_eq!(game.to_act(), ToAct::Seat(Seat(0)));
//! let scrounge: Action = "scrounge".parse().unwrap();
//! game.apply_mut(Seat(0), &scrounge).unwrap();
//! game.apply_mut(Seat(0), &"take deck".parse().unwrap()).unwrap();
//! // Illegal moves are refused with the rule they break.
//! let err = game.apply_mut(Seat(1), &Action::Work).unwrap_err();
//! assert!(err.to_string().contains("not seat 1's decision"));
//! ```

mod action;
mod apply;
mod bot;
pub mod cards;
mod config;
pub mod encoding;
mod error;
mod game;
mod legal;
mod narrate;
mod position;
mod reachable;
mod scoring;
mod state;
mod view;

pub use action::{Action, ActionText};
pub use bot::GreedyBot;
pub use cards::{CardData, CardId, Catalogue, Region, Skill};
pub use config::{
    Cut, Deck, FinalHandLimit, HandLimit, LastCall, NewRegion, Reshuffle, TravelerConfig,
};
pub use error::Violation;
pub use position::{PhaseRepr, Position, SeatRepr};
pub use scoring::{ENDING_EIGHT_STOPS, ENDING_LAST_CALL, ScoreLine};
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
