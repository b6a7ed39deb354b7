//! Who a narration is for, and so what it may say.

use crate::seat::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Who hears a narration ([`Game::describe_setup`](crate::Game::describe_setup),
/// [`Game::narrate`](crate::Game::narrate)): its lines say only what that
/// audience may know.
///
/// ```
/// use tabletop_core::{Audience, Seat};
///
/// assert!(Audience::Seat(Seat(1)).sees_hidden_of(Seat(1)));
/// assert!(!Audience::Seat(Seat(1)).sees_hidden_of(Seat(0)));
/// assert!(!Audience::Spectator.sees_hidden_of(Seat(0)));
/// assert!(Audience::Omniscient.sees_hidden_of(Seat(0)));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Audience {
    /// Everything: every hand, the deck order (a referee, a log for the
    /// record, a dispute replayed with all cards face up).
    Omniscient,
    /// The public table only.
    Spectator,
    /// One seat: its own hidden cards and the public table.
    Seat(Seat),
}

impl Audience {
    /// Whether this audience may know what only `owner` may see (`owner`'s
    /// hand, the card `owner` chose in secret).
    #[inline]
    #[must_use]
    pub fn sees_hidden_of(self, owner: Seat) -> bool {
        match self {
            Audience::Omniscient => true,
            Audience::Spectator => false,
            Audience::Seat(seat) => seat == owner,
        }
    }

    /// Whether this audience may know what nobody at the table sees (the
    /// deck order, face-down cards out of play).
    #[inline]
    #[must_use]
    pub fn is_omniscient(self) -> bool {
        self == Audience::Omniscient
    }
}

impl fmt::Display for Audience {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Audience::Omniscient => f.write_str("omniscient"),
            Audience::Spectator => f.write_str("spectator"),
            Audience::Seat(seat) => write!(f, "{seat}"),
        }
    }
}
