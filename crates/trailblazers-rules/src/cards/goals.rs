//! Goal cards and the Solo Card's challenges, as data (TB-15, TB-16).
//!
//! Every goal is a named measure of a park ([`Metric`]) with a printed
//! requirement. An In-Game goal is met while the requirement is met; an
//! End-Game goal ranks the players who meet it, in the goal's direction.

use super::MarkerKind;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Whether a goal is checked during the game or at its end.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum GoalKind {
    /// Checked at the end of every turn (L33); 6 / 3 / 1 to the first claimants.
    InGame,
    /// Ranked at the end of the game (L36).
    EndGame,
}

/// Which way a goal's measure is better.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Better {
    /// Larger is better; the requirement is a minimum ("meet or exceed", L70).
    #[default]
    Higher,
    /// Smaller is better; the requirement is a maximum (Metro Park, L71).
    Lower,
}

/// A measure of one park that a goal reads (computed from the park's
/// completed loops, except `area`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Metric {
    /// How many of the three types have at least one completed loop.
    LoopTypes,
    /// How many times completed loops cross themselves (an intersection
    /// passed twice by the same loop).
    SelfCrossings,
    /// The most completed loops at one camp.
    BusiestCamp,
    /// The points of the best single loop.
    LongestLoop,
    /// How many completed loops.
    Loops,
    /// All loop points.
    LoopPoints,
    /// The loop points of the type with the fewest.
    WeakestType,
    /// The most loop points from one camp's loops.
    BestCamp,
    /// Markers of these kinds passed by completed loops (repeats counted).
    Markers(Vec<MarkerKind>),
    /// The park's size in cells: cells covered, or the bounding box under
    /// the TB-2 flag (Metro Park).
    Area,
}

/// One goal card.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Goal {
    /// A short key used in configurations and positions (`metro-park`).
    pub key: String,
    /// The printed name (`Metro Park`).
    pub name: String,
    /// What the card asks, in words.
    pub text: String,
    /// The measure it reads.
    pub metric: Metric,
    /// The printed requirement (a minimum, or for `lower` goals a maximum).
    pub requirement: u16,
    /// Which way is better (End-Game ranking; the requirement's direction).
    #[serde(default)]
    pub better: Better,
    /// Points of the slots, first slot first (default 6 / 3 / 1, TB-15).
    #[serde(default = "default_slots")]
    pub slots: Vec<u8>,
}

fn default_slots() -> Vec<u8> {
    vec![6, 3, 1]
}

impl Goal {
    /// Whether a measured `value` meets the printed requirement.
    #[inline]
    pub fn meets(&self, value: u16) -> bool {
        match self.better {
            Better::Higher => value >= self.requirement,
            Better::Lower => value <= self.requirement,
        }
    }

    /// The printed requirement in words: "at least 3", "at most 32".
    pub fn requirement_text(&self) -> String {
        match self.better {
            Better::Higher => format!("at least {}", self.requirement),
            Better::Lower => format!("at most {}", self.requirement),
        }
    }

    /// Whether `a` is strictly better than `b` on this goal.
    #[inline]
    pub fn better_than(&self, a: u16, b: u16) -> bool {
        match self.better {
            Better::Higher => a > b,
            Better::Lower => a < b,
        }
    }
}

/// The target of the Voyager and Blazer challenges (L50, L53, L74).
pub const SOLO_TARGET: u16 = 50;

/// A challenge of the Solo Card (L46–56, TB-21).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SoloChallenge {
    /// Score at least `target` loop points (30, 40 or 50).
    Tenderfoot {
        /// The points to reach.
        target: u16,
    },
    /// Score at least 50 and qualify for one goal at its time.
    Voyager {
        /// The goal's key.
        goal: String,
    },
    /// Score at least 50, qualify for an In-Game goal at the start of round
    /// 4 and for an End-Game goal at the end.
    Blazer {
        /// The In-Game goal's key.
        in_game: String,
        /// The End-Game goal's key.
        end_game: String,
    },
}

impl SoloChallenge {
    /// The loop points the challenge asks for.
    pub fn target(&self) -> u16 {
        match self {
            SoloChallenge::Tenderfoot { target } => *target,
            _ => SOLO_TARGET,
        }
    }

    /// The goal keys the challenge uses.
    pub fn goals(&self) -> Vec<&str> {
        match self {
            SoloChallenge::Tenderfoot { .. } => Vec::new(),
            SoloChallenge::Voyager { goal } => vec![goal],
            SoloChallenge::Blazer { in_game, end_game } => vec![in_game, end_game],
        }
    }
}

impl fmt::Display for SoloChallenge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SoloChallenge::Tenderfoot { target } => write!(f, "tenderfoot-{target}"),
            SoloChallenge::Voyager { goal } => write!(f, "voyager:{goal}"),
            SoloChallenge::Blazer { in_game, end_game } => {
                write!(f, "blazer:{in_game}+{end_game}")
            }
        }
    }
}

impl std::str::FromStr for SoloChallenge {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let t = text.trim().to_ascii_lowercase();
        let help = "a challenge is written tenderfoot-30, voyager:<goal> or blazer:<in-game goal>+<end-game goal>";
        if let Some(n) = t.strip_prefix("tenderfoot-") {
            let target = n
                .parse()
                .map_err(|_| format!("{text:?}: {n:?} is not a target; {help}"))?;
            return Ok(SoloChallenge::Tenderfoot { target });
        }
        if let Some(goal) = t.strip_prefix("voyager:") {
            return Ok(SoloChallenge::Voyager {
                goal: goal.trim().to_string(),
            });
        }
        if let Some(pair) = t.strip_prefix("blazer:")
            && let Some((a, b)) = pair.split_once('+')
        {
            return Ok(SoloChallenge::Blazer {
                in_game: a.trim().to_string(),
                end_game: b.trim().to_string(),
            });
        }
        Err(format!("{text:?}: {help}"))
    }
}

tabletop_core::serde_as_text!(SoloChallenge, "SoloChallenge", {
    "description": "The solo challenge, as the configuration writes it (tenderfoot-30, voyager:metro-park, blazer:triple-crown+metro-park).",
    "minLength": 1
});

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop_core::testing::check_reads_back;

    #[test]
    fn challenges_read_back() {
        check_reads_back::<SoloChallenge>(&[
            "tenderfoot-30",
            "voyager:metro-park",
            "blazer:triple-crown+metro-park",
        ]);
        assert!("tenderfoot-x".parse::<SoloChallenge>().is_err());
        assert!("blazer:one".parse::<SoloChallenge>().is_err());
        assert!("expert".parse::<SoloChallenge>().is_err());
    }

    #[test]
    fn requirements_point_the_goal_s_way() {
        let mut g = Goal {
            key: "k".into(),
            name: "K".into(),
            text: String::new(),
            metric: Metric::Area,
            requirement: 32,
            better: Better::Lower,
            slots: default_slots(),
        };
        assert!(g.meets(32) && !g.meets(33));
        assert!(g.better_than(10, 12));
        g.better = Better::Higher;
        assert!(g.meets(33) && !g.meets(31));
    }
}
