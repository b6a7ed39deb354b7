//! The one error type of the registry: every refusal says what is wrong,
//! and a refused action names the rule it breaks.

use tabletop_core::{ConfigError, EngineFault, StepError};

/// Why a request to the registry was refused. Nothing is changed by a
/// refused request: a table stays exactly as it was.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// No game of that name is registered.
    #[error("unknown game {name} (the games are {known})")]
    UnknownGame {
        /// The name asked for, quoted and shortened.
        name: String,
        /// The registered names, comma-separated.
        known: String,
    },
    /// The configuration cannot be played (a player count, a rule value).
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// The configuration is not a configuration of the game (unknown field,
    /// wrong type).
    #[error("invalid configuration: {reason}")]
    BadConfig {
        /// What is wrong, as the JSON reader says it.
        reason: String,
    },
    /// A seat number that is not at the table.
    #[error("there is no seat {seat} at a table of {players} (seats are 0 to {last})", last = .players.saturating_sub(1))]
    NoSuchSeat {
        /// The seat asked for.
        seat: u64,
        /// How many seats the table has.
        players: usize,
    },
    /// The action cannot be read: not in the game's notation, not a JSON
    /// action of the game, or not an integer code of the game.
    #[error("unreadable action: {reason}")]
    Unreadable {
        /// Why.
        reason: String,
    },
    /// The action is against the rules (including "not your turn").
    #[error("{reason} [rule: {rule}]")]
    Illegal {
        /// The rulebook section the rule comes from.
        rule: &'static str,
        /// What is wrong, in a sentence.
        reason: String,
    },
    /// A position that cannot be loaded: not the game's format, or a table
    /// that could not arise (card conservation, counts, whose turn).
    #[error("invalid position: {reason}")]
    BadPosition {
        /// Why.
        reason: String,
    },
    /// A replay that cannot be played back.
    #[error("invalid replay: {reason}{}", rule.map(|r| format!(" [rule: {r}]")).unwrap_or_default())]
    BadReplay {
        /// The 0-based index of the action that fails, if an action fails.
        index: Option<usize>,
        /// The rule that action breaks, if it is illegal.
        rule: Option<&'static str>,
        /// Why, naming the action.
        reason: String,
    },
    /// A table loaded from a position has no history to write as a replay.
    #[error("this game was loaded from a position: it has no replay (write its position instead)")]
    NoHistory,
    /// Input text that is not JSON.
    #[error("not JSON: {reason}")]
    BadJson {
        /// Where and why, as the JSON reader says it.
        reason: String,
    },
    /// Input over a documented size limit.
    #[error("{what} is too large: more than {limit} bytes")]
    TooLarge {
        /// What was read ("a request line", "the file …").
        what: String,
        /// The limit in bytes.
        limit: u64,
    },
    /// A number outside the range a driver accepts (threads, seconds, games).
    #[error("{name} must be {expected}, not {got}")]
    OutOfRange {
        /// The option's name.
        name: &'static str,
        /// The accepted range, in words.
        expected: &'static str,
        /// The value given.
        got: String,
    },
    /// A file could not be read or written.
    #[error("{path}: {reason}")]
    Io {
        /// The file.
        path: String,
        /// What went wrong.
        reason: String,
    },
    /// An engine broke its own contract (a bug to report, never bad input).
    #[error("engine fault: {0}")]
    Engine(#[from] EngineFault),
    /// A request of the engine protocol that is not one (unknown command,
    /// missing or unknown field).
    #[error("bad request: {reason}")]
    BadRequest {
        /// What is wrong.
        reason: String,
    },
    /// A handle of the engine protocol that names no open game.
    #[error("no open game has handle {handle}")]
    NoSuchHandle {
        /// The handle given.
        handle: u64,
    },
    /// The engine protocol's limit on open games is reached.
    #[error("{limit} games are open, the most this server holds: close one first")]
    TooManyGames {
        /// The limit.
        limit: usize,
    },
    /// A game that has taken as many actions as its cap allows through the
    /// engine protocol (it has stalled; the cap is not a rule).
    #[error("this game has taken {cap} actions, the most one game may take here: it has stalled")]
    ActionCap {
        /// The cap.
        cap: u64,
    },
    /// A seat asked for a suggestion while it has no decision to make.
    #[error("seat {seat} has no decision to make now")]
    NothingToDecide {
        /// The seat.
        seat: u8,
    },
    /// A step of the research surface refused: an id outside the action
    /// space or that no legal action continues with, a step after the
    /// game's end, a seat not at the table, a tensor buffer of the wrong
    /// size.
    #[error(transparent)]
    Step(StepError),
    /// A joint action (one action per seat for a simultaneous step) that
    /// does not fit the step.
    #[error("invalid joint action: {reason}")]
    BadJointAction {
        /// What is wrong.
        reason: String,
    },
    /// Text given as a serialized research table that is not one.
    #[error("not a serialized state of this package: {reason}")]
    BadSerialized {
        /// Why.
        reason: String,
    },
    /// A game whose research surface (action ids, tensors) is not
    /// implemented yet.
    #[error("{game} does not offer the research surface yet (action ids, tensors, resampling)")]
    NoResearch {
        /// The game.
        game: &'static str,
    },
    /// A value could not be written as JSON (a bug to report).
    #[error("internal error: {reason}")]
    Internal {
        /// What failed.
        reason: String,
    },
}

impl Error {
    /// A short, stable name of the kind of refusal, for programs: the
    /// `code` field of an error response of the engine protocol.
    pub fn code(&self) -> &'static str {
        match self {
            Error::UnknownGame { .. } => "unknown_game",
            Error::Config(_) | Error::BadConfig { .. } => "bad_config",
            Error::NoSuchSeat { .. } => "no_such_seat",
            Error::Unreadable { .. } => "unreadable_action",
            Error::Illegal { .. } => "illegal_action",
            Error::BadPosition { .. } => "bad_position",
            Error::BadReplay { .. } => "bad_replay",
            Error::NoHistory => "no_history",
            Error::BadJson { .. } => "bad_json",
            Error::TooLarge { .. } => "too_large",
            Error::OutOfRange { .. } => "out_of_range",
            Error::Io { .. } => "io",
            Error::Engine(_) => "engine_fault",
            Error::BadRequest { .. } => "bad_request",
            Error::NoSuchHandle { .. } => "no_such_handle",
            Error::TooManyGames { .. } => "too_many_games",
            Error::ActionCap { .. } => "action_cap",
            Error::NothingToDecide { .. } => "nothing_to_decide",
            Error::Step(e) => match e {
                StepError::GameOver => "game_over",
                StepError::OutOfRange { .. } => "action_out_of_range",
                StepError::NoSuchSeat { .. } => "no_such_seat",
                StepError::BufferSize { .. } => "buffer_size",
                _ => "illegal_action",
            },
            Error::BadJointAction { .. } => "bad_joint_action",
            Error::BadSerialized { .. } => "bad_serialized",
            Error::NoResearch { .. } => "no_research",
            Error::Internal { .. } => "internal",
        }
    }

    /// The rulebook section a refused action breaks, if this is such a
    /// refusal.
    pub fn rule(&self) -> Option<&'static str> {
        match self {
            Error::Illegal { rule, .. } => Some(rule),
            Error::BadReplay { rule, .. } => *rule,
            Error::Step(StepError::Illegal { rule, .. }) => *rule,
            _ => None,
        }
    }

    /// The reason alone: what [`Display`](std::fmt::Display) prints, less
    /// the `[rule: …]` of an illegal action and the `unreadable action:` or
    /// `bad request:` in front of an unreadable action or a bad request.
    pub fn reason(&self) -> String {
        match self {
            Error::Illegal { reason, .. }
            | Error::Unreadable { reason }
            | Error::BadRequest { reason } => reason.clone(),
            other => other.to_string(),
        }
    }
}
