//! Replays: the save format. A config, a seed and the actions in order
//! reproduce a game exactly.
//!
//! Each action is stored as text in the game's own notation
//! ([`Game::action_text`], read back with [`Game::parse_action`] on the state
//! it was taken in), so a replay of a game played with custom card data names
//! the cards of that game, and a person can read and edit it.

use crate::error::ConfigError;
use crate::game::Game;
use crate::seat::Seat;
use serde::{Deserialize, Serialize};
use std::marker::PhantomData;

/// The version of the replay file layout. Version 2 stores every action in
/// the game's own notation (version 1 used the reference card names).
pub const REPLAY_FORMAT_VERSION: u32 = 2;

/// One recorded game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(serialize = "", deserialize = ""))]
pub struct Replay<G: Game> {
    /// [`REPLAY_FORMAT_VERSION`] when written.
    pub format_version: u32,
    /// The game's [`Game::NAME`].
    pub game: String,
    /// The game's [`Game::RULES_VERSION`] when recorded.
    pub rules_version: String,
    /// The configuration.
    pub config: G::Config,
    /// The seed of the game's generator.
    pub seed: u64,
    /// Every action, in the order applied: the seat and the action's text in
    /// the game's notation.
    pub actions: Vec<(Seat, String)>,
    #[serde(skip)]
    game_type: PhantomData<fn() -> G>,
}

/// Why a replay could not be played back.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum ReplayError<V: std::error::Error> {
    /// The file is for another game.
    #[error("this replay is for {found}, not {expected}")]
    WrongGame {
        /// The game the replay names.
        found: String,
        /// The game asked for.
        expected: &'static str,
    },
    /// The file format is newer or older than this program reads.
    #[error("replay format {found} is not supported (this program reads {REPLAY_FORMAT_VERSION})")]
    FormatVersion {
        /// The version in the file.
        found: u32,
    },
    /// The replay was recorded under other rules.
    #[error("replay recorded under rules {found}, this engine is rules {expected}")]
    RulesVersion {
        /// The version in the file.
        found: String,
        /// This engine's version.
        expected: &'static str,
    },
    /// The configuration is invalid.
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// An action's text is not an action of the game.
    #[error("action {index} ({seat}: {action}) is unreadable: {reason}")]
    Unreadable {
        /// Its position in the list (0-based).
        index: usize,
        /// The seat that took it.
        seat: Seat,
        /// The text, as stored.
        action: String,
        /// Why it cannot be read.
        reason: String,
    },
    /// An action was illegal when replayed.
    #[error("action {index} ({seat}: {action}) is illegal: {violation}")]
    Illegal {
        /// Its position in the list (0-based).
        index: usize,
        /// The seat that took it.
        seat: Seat,
        /// The action, as text.
        action: String,
        /// The rule it breaks.
        violation: V,
    },
}

impl<G: Game> Replay<G> {
    /// An empty recording of a game set up with `config` and `seed`.
    pub fn new(config: G::Config, seed: u64) -> Self {
        Replay {
            format_version: REPLAY_FORMAT_VERSION,
            game: G::NAME.to_string(),
            rules_version: G::RULES_VERSION.to_string(),
            config,
            seed,
            actions: Vec::new(),
            game_type: PhantomData,
        }
    }

    /// Records one more action: `action` taken by `seat` in `before` (the
    /// state it was taken in, which gives the notation).
    pub fn push(&mut self, before: &G, seat: Seat, action: &G::Action) {
        self.actions.push((seat, before.action_text(action)));
    }

    /// Plays the replay back from setup and returns the final state.
    pub fn play(&self) -> Result<G, ReplayError<G::Violation>> {
        if self.game != G::NAME {
            return Err(ReplayError::WrongGame {
                found: self.game.clone(),
                expected: G::NAME,
            });
        }
        if self.format_version != REPLAY_FORMAT_VERSION {
            return Err(ReplayError::FormatVersion {
                found: self.format_version,
            });
        }
        if self.rules_version != G::RULES_VERSION {
            return Err(ReplayError::RulesVersion {
                found: self.rules_version.clone(),
                expected: G::RULES_VERSION,
            });
        }
        let mut state = G::setup(self.config.clone(), self.seed)?;
        for (index, (seat, text)) in self.actions.iter().enumerate() {
            let action = state
                .parse_action(text)
                .map_err(|reason| ReplayError::Unreadable {
                    index,
                    seat: *seat,
                    action: text.clone(),
                    reason: reason.to_string(),
                })?;
            state
                .apply_mut(*seat, &action)
                .map_err(|violation| ReplayError::Illegal {
                    index,
                    seat: *seat,
                    action: text.clone(),
                    violation,
                })?;
        }
        Ok(state)
    }
}
