//! The errors every engine shares: an unplayable configuration, an action
//! text that cannot be read, and a broken invariant.

/// A configuration that cannot be played.
///
/// ```
/// use tabletop_core::ConfigError;
///
/// let err = ConfigError::invalid("first_player", "seat 5 is not at a 4-player table");
/// assert_eq!(
///     err.to_string(),
///     "invalid configuration: first_player: seat 5 is not at a 4-player table"
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ConfigError {
    /// The game is not played with this many players.
    #[error("{game} is played by {min} to {max} players, not {got}")]
    PlayerCount {
        /// The game's name.
        game: &'static str,
        /// The requested count.
        got: usize,
        /// The fewest players.
        min: usize,
        /// The most players.
        max: usize,
    },
    /// One field of the configuration is invalid (card data, a seat number
    /// out of range, …).
    #[error("invalid configuration: {field}: {reason}")]
    Invalid {
        /// The configuration field, as named in a configuration file
        /// (`"first_player"`, `"deck"`).
        field: &'static str,
        /// Why its value cannot be played.
        reason: String,
    },
}

impl ConfigError {
    /// The error for `field`, which cannot be played for `reason`.
    #[must_use]
    pub fn invalid(field: &'static str, reason: impl Into<String>) -> Self {
        ConfigError::Invalid {
            field,
            reason: reason.into(),
        }
    }

    /// The error for a player count outside `counts`.
    #[must_use]
    pub fn player_count(
        game: &'static str,
        got: usize,
        counts: std::ops::RangeInclusive<usize>,
    ) -> Self {
        ConfigError::PlayerCount {
            game,
            got,
            min: *counts.start(),
            max: *counts.end(),
        }
    }
}

/// The most characters of an unreadable token a [`ParseActionError`] keeps.
const TOKEN_CHARS: usize = 32;

/// An action text that could not be read.
///
/// It names the offending token (escaped, and shortened to 32 characters,
/// so that huge or control-laden input is never echoed raw), the reason, and
/// the notation the game accepts.
///
/// ```
/// use tabletop_core::ParseActionError;
///
/// let err = ParseActionError::new("jump\n", "unknown action", "pass CARD, post CARDS");
/// assert_eq!(err.token(), "jump\\n");
/// assert_eq!(
///     err.to_string(),
///     "cannot read \"jump\\n\": unknown action (accepted: pass CARD, post CARDS)"
/// );
/// let long = "x".repeat(10_000);
/// assert!(ParseActionError::new(&long, "too long", "…").to_string().len() < 100);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("cannot read \"{token}\": {reason} (accepted: {notation})")]
#[non_exhaustive]
pub struct ParseActionError {
    token: String,
    reason: String,
    notation: &'static str,
}

impl ParseActionError {
    /// `token` (the part of the input that could not be read) was refused
    /// for `reason`; `notation` lists what the game accepts, e.g.
    /// `"post CARDS, pass CARD, …"`.
    #[must_use]
    pub fn new(token: &str, reason: impl Into<String>, notation: &'static str) -> Self {
        ParseActionError {
            token: crate::text::escape(token, TOKEN_CHARS),
            reason: reason.into(),
            notation,
        }
    }

    /// No action has the integer code `code` (see
    /// [`Game::decode_action`](crate::Game::decode_action)); `encoding`
    /// says where the game documents its codes.
    #[must_use]
    pub fn unknown_code(code: u128, encoding: &'static str) -> Self {
        Self::new(
            &code.to_string(),
            "no action has this integer code",
            encoding,
        )
    }

    /// The offending token, escaped and shortened.
    #[must_use]
    pub fn token(&self) -> &str {
        &self.token
    }

    /// Why the token was refused.
    #[must_use]
    pub fn reason(&self) -> &str {
        &self.reason
    }

    /// The notation the game accepts.
    #[must_use]
    pub fn notation(&self) -> &'static str {
        self.notation
    }
}

/// A broken invariant: a state that no sequence of legal actions can reach
/// (cards lost or duplicated, counts out of range, an impossible phase).
///
/// ```
/// use tabletop_core::InvariantError;
///
/// let err = InvariantError::new("card conservation", "51 cards are placed, not 52");
/// assert_eq!(err.invariant(), "card conservation");
/// assert_eq!(err.to_string(), "card conservation: 51 cards are placed, not 52");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{invariant}: {detail}")]
pub struct InvariantError {
    invariant: &'static str,
    detail: String,
}

impl InvariantError {
    /// `invariant` (a short name, e.g. `"card conservation"`) does not hold;
    /// `detail` says where and how.
    #[must_use]
    pub fn new(invariant: &'static str, detail: impl Into<String>) -> Self {
        InvariantError {
            invariant,
            detail: detail.into(),
        }
    }

    /// The name of the invariant.
    #[must_use]
    pub fn invariant(&self) -> &'static str {
        self.invariant
    }

    /// Where and how it is broken.
    #[must_use]
    pub fn detail(&self) -> &str {
        &self.detail
    }
}
