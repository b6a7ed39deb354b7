//! Replays: the save format. A config, a seed and the actions in order
//! reproduce a game exactly.
//!
//! Each action is stored as text in the game's own notation
//! ([`Game::action_text`], read back with [`Game::parse_action`] on the state
//! it was taken in), so a replay of a game played with custom card data names
//! the cards of that game, and a person can read and edit it.
//!
//! A replay file is read under the rules of [`crate::json`] (at most
//! [`MAX_REPLAY_BYTES`], no key twice, no unknown field), and its header is
//! checked before its actions are read: [`Replay::read`] first reads the
//! game, the versions and the number of actions without keeping anything,
//! refuses a replay of another game, format or rules version or with more
//! actions than the reader allows, and only then reads the actions.

use crate::error::ConfigError;
use crate::game::Game;
use crate::json::{self, Count, JsonError, MAX_REPLAY_BYTES};
use crate::seat::Seat;
use crate::text::echo;
use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};
use std::marker::PhantomData;

/// The version of the replay file layout. Version 2 stores every action in
/// the game's own notation (version 1 used the reference card names).
pub const REPLAY_FORMAT_VERSION: u32 = 2;

/// One recorded game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(
    bound(serialize = "", deserialize = ""),
    deny_unknown_fields,
    expecting = "a replay: an object with \"format_version\", \"game\", \"rules_version\", \"config\", \"seed\" and \"actions\""
)]
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

/// Why a replay could not be read or played back.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum ReplayError<V: std::error::Error> {
    /// The file is longer than [`MAX_REPLAY_BYTES`], not JSON, or not a
    /// replay (a wrong type, a missing or an unknown field).
    #[error(transparent)]
    Json(#[from] JsonError),
    /// The header lacks a field it must have.
    #[error("{0}")]
    Invalid(String),
    /// The replay holds more actions than the reader allows.
    #[error("the replay holds {actions} actions; a game of {game} takes at most {max}")]
    TooLong {
        /// The actions in the file.
        actions: usize,
        /// The most allowed.
        max: usize,
        /// The game.
        game: &'static str,
    },
    /// The file is for another game.
    #[error("this replay is for {}, not {expected}", echo(found))]
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
    #[error(
        "replay recorded under rules {}, this engine is rules {expected}",
        echo(found)
    )]
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
    #[error("action {index} ({seat}: {}) is unreadable: {reason}", echo(action))]
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
    #[error("action {index} ({seat}: {}) is illegal: {violation}", echo(action))]
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

/// The header of a replay, read without keeping its configuration or its
/// actions: enough to dispatch on the game and to refuse a replay before
/// its actions are read. Every field may be missing (it is then its
/// default), so that [`check`](Self::check) refuses the file with a reason.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(
    default,
    expecting = "a replay: an object with \"format_version\", \"game\", \"rules_version\", \"config\", \"seed\" and \"actions\""
)]
pub struct ReplayHeader {
    /// The file's format version, if it names one.
    pub format_version: Option<u32>,
    /// The game it names, if any.
    pub game: Option<String>,
    /// The rules version it was recorded under, if it names one.
    pub rules_version: Option<String>,
    /// How many actions it holds.
    pub actions: Count,
    #[serde(rename = "config")]
    _config: IgnoredAny,
    #[serde(rename = "seed")]
    _seed: IgnoredAny,
}

impl ReplayHeader {
    /// Reads the header of replay text (at most [`MAX_REPLAY_BYTES`], no
    /// key twice); fields it does not need are skipped, not kept.
    pub fn read(text: &str) -> Result<Self, JsonError> {
        json::from_str(text, MAX_REPLAY_BYTES)
    }

    /// Reads the header of a replay already parsed as a JSON value.
    pub fn of_value(value: &serde_json::Value) -> Result<Self, JsonError> {
        json::from_value(value)
    }

    /// Checks the header against game `G`: its game, format and rules
    /// version, and at most `max_actions` actions.
    pub fn check<G: Game>(&self, max_actions: usize) -> Result<(), ReplayError<G::Violation>> {
        let Some(game) = &self.game else {
            return Err(ReplayError::Invalid(
                "a replay names its game in a \"game\" field".into(),
            ));
        };
        if game != G::NAME {
            return Err(ReplayError::WrongGame {
                found: game.clone(),
                expected: G::NAME,
            });
        }
        match self.format_version {
            Some(REPLAY_FORMAT_VERSION) => {}
            Some(found) => return Err(ReplayError::FormatVersion { found }),
            None => {
                return Err(ReplayError::Invalid(
                    "a replay names its format in a \"format_version\" field".into(),
                ));
            }
        }
        match &self.rules_version {
            Some(found) if found == G::RULES_VERSION => {}
            Some(found) => {
                return Err(ReplayError::RulesVersion {
                    found: found.clone(),
                    expected: G::RULES_VERSION,
                });
            }
            None => {
                return Err(ReplayError::Invalid(
                    "a replay names its rules in a \"rules_version\" field".into(),
                ));
            }
        }
        if self.actions.0 > max_actions {
            return Err(ReplayError::TooLong {
                actions: self.actions.0,
                max: max_actions,
                game: G::NAME,
            });
        }
        Ok(())
    }
}

impl<G: Game> Replay<G> {
    /// Reads a replay of `G` from its text: the header first (game, format
    /// and rules version, at most `max_actions` actions), then the whole
    /// replay. It is not played back; [`play`](Self::play) does that.
    pub fn read(text: &str, max_actions: usize) -> Result<Self, ReplayError<G::Violation>> {
        ReplayHeader::read(text)?.check::<G>(max_actions)?;
        Ok(json::from_str(text, MAX_REPLAY_BYTES)?)
    }

    /// [`read`](Self::read) from a replay already parsed as a JSON value.
    pub fn from_value(
        value: &serde_json::Value,
        max_actions: usize,
    ) -> Result<Self, ReplayError<G::Violation>> {
        ReplayHeader::of_value(value)?.check::<G>(max_actions)?;
        Ok(json::from_value(value)?)
    }

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_header_reads_with_any_field_missing() {
        let header = ReplayHeader::read(r#"{"game": "duel", "seed": 7}"#).unwrap();
        let expected = ReplayHeader {
            game: Some("duel".into()),
            ..ReplayHeader::default()
        };
        assert_eq!(header, expected);
        assert_eq!(ReplayHeader::read("{}").unwrap(), ReplayHeader::default());
    }
}
