//! Positions: hand-written descriptions of a table, validated on load.
//!
//! A game's state serialises to its position (JSON). Loading goes through the
//! game's validation (card conservation, counts, whose turn), so a position
//! that could not arise at a real table is rejected with a reason. A position
//! file names its game so that tools can dispatch on it:
//!
//! ```json
//! { "game": "traveler", "position": { ... } }
//! ```

use crate::game::Game;
use serde::{Deserialize, Serialize};

/// Why a position could not be loaded.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// The text is not valid JSON, or does not describe a valid table; the
    /// message says where and why.
    #[error("invalid position: {0}")]
    Invalid(String),
    /// The file is for another game.
    #[error("this position is for {found}, not {expected}")]
    WrongGame {
        /// The game the file names.
        found: String,
        /// The game asked for.
        expected: &'static str,
    },
}

/// A position file: the game's name and its position.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PositionFile {
    /// The game's [`Game::NAME`].
    pub game: String,
    /// The position, in the game's own format.
    pub position: serde_json::Value,
}

impl PositionFile {
    /// Reads the envelope of a position file.
    pub fn parse(json: &str) -> Result<Self, PositionError> {
        serde_json::from_str(json).map_err(|e| PositionError::Invalid(e.to_string()))
    }

    /// Wraps a state as a position file.
    pub fn of<G: Game>(state: &G) -> Result<Self, PositionError> {
        Ok(PositionFile {
            game: G::NAME.to_string(),
            position: serde_json::to_value(state)
                .map_err(|e| PositionError::Invalid(e.to_string()))?,
        })
    }

    /// Loads the position as a state of `G`, validating it.
    pub fn load<G: Game>(&self) -> Result<G, PositionError> {
        if self.game != G::NAME {
            return Err(PositionError::WrongGame {
                found: self.game.clone(),
                expected: G::NAME,
            });
        }
        G::deserialize(&self.position).map_err(|e| PositionError::Invalid(e.to_string()))
    }
}

/// Loads a state of `G` from the JSON text of its position (no envelope).
pub fn load_position<G: Game>(json: &str) -> Result<G, PositionError> {
    serde_json::from_str(json).map_err(|e| PositionError::Invalid(e.to_string()))
}
