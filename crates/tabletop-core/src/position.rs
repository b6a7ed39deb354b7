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
//!
//! A position file is read under the rules of [`crate::json`]: at most
//! [`MAX_POSITION_BYTES`] bytes, no key twice, no unknown field (in the
//! envelope and in the position), and messages safe to print.

use crate::game::{Game, GameConfig};
use crate::json::{self, JsonError, MAX_POSITION_BYTES};
use crate::seat::Seating;
use crate::text::echo;
use serde::{Deserialize, Serialize};

/// The refusal of a position whose configuration seats `players` but which
/// describes `described` seats, in English:
///
/// ```
/// assert_eq!(
///     tabletop_core::position::seat_count_refusal(3, 1),
///     "the config seats 3 players but 1 seat is described"
/// );
/// ```
pub fn seat_count_refusal(players: usize, described: usize) -> String {
    use crate::words::{plural, plural_is};
    format!(
        "the config seats {} but {} described",
        plural(players, "player"),
        plural_is(described, "seat")
    )
}

/// The seating of a position whose configuration is `config` and which
/// describes `described` seats: the configuration must be playable
/// ([`GameConfig::validate`]) and every seat it seats described, once.
///
/// ```
/// use tabletop_core::GameConfig;
/// # use tabletop_core::{ConfigError, position::seating_of};
/// # #[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
/// # struct Config(usize);
/// # impl GameConfig for Config {
/// #     const PLAYER_COUNTS: std::ops::RangeInclusive<usize> = 2..=4;
/// #     fn players(&self) -> usize { self.0 }
/// #     fn for_players(players: usize) -> Result<Self, ConfigError> {
/// #         let config = Config(players);
/// #         config.validate().map(|()| config)
/// #     }
/// #     fn validate(&self) -> Result<(), ConfigError> {
/// #         match Self::PLAYER_COUNTS.contains(&self.0) {
/// #             true => Ok(()),
/// #             false => Err(ConfigError::player_count("demo", self.0, Self::PLAYER_COUNTS)),
/// #         }
/// #     }
/// # }
/// let config = Config::for_players(3).unwrap();
/// assert_eq!(seating_of(&config, 3).unwrap().players(), 3);
/// assert_eq!(
///     seating_of(&config, 1).unwrap_err(),
///     "the config seats 3 players but 1 seat is described"
/// );
/// assert!(seating_of(&Config(5), 5).is_err());
/// ```
pub fn seating_of<C: GameConfig>(config: &C, described: usize) -> Result<Seating, String> {
    config.validate().map_err(|e| e.to_string())?;
    let players = config.players();
    if described != players {
        return Err(seat_count_refusal(players, described));
    }
    Seating::new(players).ok_or_else(|| "bad player count".to_string())
}

/// Why a position could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// The text is not valid JSON, or does not describe a valid table; the
    /// message says where and why.
    #[error("invalid position: {0}")]
    Invalid(String),
    /// The file is longer than [`MAX_POSITION_BYTES`], not JSON, or not a
    /// position file (`{"game": …, "position": …}`).
    #[error(transparent)]
    Json(#[from] JsonError),
    /// The file is for another game.
    #[error("this position is for {}, not {expected}", echo(found))]
    WrongGame {
        /// The game the file names, as written.
        found: String,
        /// The game asked for.
        expected: &'static str,
    },
}

/// A position file: the game's name and its position.
///
/// ```
/// use tabletop_core::PositionFile;
///
/// let file = PositionFile::parse(r#"{"game": "traveler", "position": {"players": 2}}"#).unwrap();
/// assert_eq!(file.game, "traveler");
/// assert!(PositionFile::parse("not json").is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a position file: an object with \"game\" and \"position\""
)]
pub struct PositionFile {
    /// The game's [`Game::NAME`].
    pub game: String,
    /// The position, in the game's own format.
    pub position: serde_json::Value,
}

impl PositionFile {
    /// Reads the envelope of a position file (at most
    /// [`MAX_POSITION_BYTES`], no key twice, no field but `game` and
    /// `position`).
    pub fn parse(json: &str) -> Result<Self, PositionError> {
        Ok(json::from_str(json, MAX_POSITION_BYTES)?)
    }

    /// Reads a position file of game `G`: the envelope, then the position,
    /// validated. This is the path every tool takes (the command line, the
    /// engine protocol, the fuzz harness).
    pub fn read<G: Game>(json: &str) -> Result<G, PositionError> {
        PositionFile::parse(json)?.load()
    }

    /// Wraps a state as a position file.
    pub fn of<G: Game>(state: &G) -> Result<Self, PositionError> {
        Ok(PositionFile {
            game: G::NAME.to_string(),
            position: serde_json::to_value(state)
                .map_err(|e| PositionError::Invalid(json::message(&e)))?,
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
        json::from_value(&self.position).map_err(|e| PositionError::Invalid(e.reason()))
    }
}

/// Loads a state of `G` from the JSON text of its position (no envelope),
/// under the same rules as [`PositionFile::read`].
pub fn load_position<G: Game>(json: &str) -> Result<G, PositionError> {
    let value = json::parse_value(json, MAX_POSITION_BYTES)?;
    json::from_value(&value).map_err(|e| PositionError::Invalid(e.reason()))
}
