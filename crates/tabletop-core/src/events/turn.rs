//! The seat and turn refusals every game shares, checked in one place.

use crate::game::ToAct;
use crate::seat::{Seat, SeatSet};
use crate::words;
use std::fmt;

/// The rulebook lines that say who may act, named by the refusals of
/// [`check_turn`] (a game gives them through
/// [`Events::turn_rules`](super::Events::turn_rules), which may depend on the
/// step: "everyone places one City as their first stop (L7)").
///
/// ```
/// use tabletop_core::events::TurnRules;
///
/// let rules = TurnRules {
///     seats: "Players (L3)",
///     game_over: "How it ends (L16)",
///     turn: "Setup: play left (L7)",
/// };
/// assert_eq!(rules.turn, "Setup: play left (L7)");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TurnRules {
    /// Who is at the table (the player counts).
    pub seats: &'static str,
    /// When the game ends.
    pub game_over: &'static str,
    /// Whose decision it is now.
    pub turn: &'static str,
}

/// A seat that may not act now, whatever its action: every game embeds
/// this refusal in its own violation type.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum TurnViolation {
    /// The seat is not at this table.
    NoSuchSeat {
        /// The seat named.
        seat: Seat,
        /// The players at the table.
        players: usize,
        /// The rule that says who plays.
        rule: &'static str,
    },
    /// The game is over.
    GameOver {
        /// The rule that ended it.
        rule: &'static str,
    },
    /// Another seat decides now.
    NotYourTurn {
        /// The seat that tried to act.
        seat: Seat,
        /// Who is awaited.
        waiting: SeatSet,
        /// The rule that says whose decision it is.
        rule: &'static str,
    },
    /// In a step where several seats decide in secret, this seat has
    /// already decided and the others are awaited.
    AlreadyDecided {
        /// The seat that tried to act again.
        seat: Seat,
        /// Who is still awaited.
        waiting: SeatSet,
        /// The rule that says whose decision it is.
        rule: &'static str,
    },
}

impl TurnViolation {
    /// The rulebook section (and line) of the refusal.
    #[must_use]
    pub fn rule(&self) -> &'static str {
        match self {
            TurnViolation::NoSuchSeat { rule, .. }
            | TurnViolation::GameOver { rule }
            | TurnViolation::NotYourTurn { rule, .. }
            | TurnViolation::AlreadyDecided { rule, .. } => rule,
        }
    }
}

/// "seat 1", "seat 0 and seat 2".
fn seats_in_words(seats: SeatSet) -> String {
    let names: Vec<String> = seats.iter().map(|s| s.to_string()).collect();
    words::list(&names)
}

impl fmt::Display for TurnViolation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TurnViolation::NoSuchSeat { seat, players, .. } => write!(
                f,
                "{seat} is not at this table of {}",
                words::plural(*players, "player")
            ),
            TurnViolation::GameOver { .. } => f.write_str("the game is over"),
            TurnViolation::NotYourTurn { seat, waiting, .. } => write!(
                f,
                "it is not {seat}'s decision: waiting for {}",
                seats_in_words(*waiting)
            ),
            TurnViolation::AlreadyDecided { seat, waiting, .. } => write!(
                f,
                "{seat} has already decided: waiting for {}",
                seats_in_words(*waiting)
            ),
        }
    }
}

impl std::error::Error for TurnViolation {}

/// Whether `seat` owes a decision now, at a table of `players` where
/// `to_act` decides; if not, why, naming the rule from `rules`.
///
/// ```
/// use tabletop_core::events::{TurnRules, TurnViolation, check_turn};
/// use tabletop_core::{Seat, SeatSet, ToAct};
///
/// let rules = TurnRules { seats: "Players", game_over: "The end", turn: "Turns" };
/// assert!(check_turn(ToAct::Seat(Seat(1)), 3, Seat(1), rules).is_ok());
/// let refused = check_turn(ToAct::Seat(Seat(1)), 3, Seat(0), rules).unwrap_err();
/// assert_eq!(refused.to_string(), "it is not seat 0's decision: waiting for seat 1");
/// assert_eq!(refused.rule(), "Turns");
/// let again = check_turn(ToAct::Simultaneous(SeatSet::only(Seat(2))), 3, Seat(0), rules);
/// assert!(matches!(again, Err(TurnViolation::AlreadyDecided { .. })));
/// assert!(check_turn(ToAct::Seat(Seat(0)), 3, Seat(5), rules).is_err());
/// ```
pub fn check_turn(
    to_act: ToAct,
    players: usize,
    seat: Seat,
    rules: TurnRules,
) -> Result<(), TurnViolation> {
    if seat.index() >= players {
        return Err(TurnViolation::NoSuchSeat {
            seat,
            players,
            rule: rules.seats,
        });
    }
    match to_act {
        ToAct::GameOver => Err(TurnViolation::GameOver {
            rule: rules.game_over,
        }),
        _ if to_act.includes(seat) => Ok(()),
        ToAct::Simultaneous(waiting) => Err(TurnViolation::AlreadyDecided {
            seat,
            waiting,
            rule: rules.turn,
        }),
        ToAct::Seat(_) => Err(TurnViolation::NotYourTurn {
            seat,
            waiting: to_act.seats(),
            rule: rules.turn,
        }),
    }
}
