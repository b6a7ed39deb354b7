//! Which bot plays which seat: a bot kind (`random`, `greedy`,
//! `ismcts[:N]`), or a lineup of them, one per seat
//! (`ismcts,greedy,random,random`).

use crate::engine::Registered;
use crate::error::Error;
use std::fmt;
use std::str::FromStr;
use tabletop_core::{Bot, Budget, GameRng, Ismcts, IsmctsConfig, RandomBot};

/// A kind of bot.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum BotKind {
    /// Uniformly random among the legal actions.
    Random,
    /// The game's cheap heuristic (no search).
    Greedy,
    /// Information-set Monte Carlo tree search
    /// ([`tabletop_core::search`]), this many iterations per decision.
    Ismcts {
        /// Iterations per decision (1 to [`MAX_ISMCTS_ITERATIONS`]).
        iterations: u32,
        /// Who plays the playouts.
        playouts: Playouts,
    },
}

/// The playout policy of a search bot.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum Playouts {
    /// The game's own playout policy (each game's `PlayoutBot`: random in
    /// Traveluencer and The Traveler; a cheap heuristic with a judgement of
    /// the position at a depth cut-off in Seoul Journey and Trailblazers).
    #[default]
    Game,
    /// Uniformly random actions to the end.
    Random,
    /// The game's greedy bot to the end.
    Greedy,
}

impl Playouts {
    /// How the policy is written after `ismcts:N:` (`game` is the default).
    pub fn name(self) -> &'static str {
        match self {
            Playouts::Game => "game",
            Playouts::Random => "random",
            Playouts::Greedy => "greedy",
        }
    }
}

/// Iterations per decision of `ismcts` without a number.
pub const DEFAULT_ISMCTS_ITERATIONS: u32 = 1_000;
/// The most iterations per decision `ismcts:N` accepts.
pub const MAX_ISMCTS_ITERATIONS: u32 = 10_000_000;

/// How the bot kinds are written, for error messages and help texts.
pub const BOT_NOTATION: &str = "random, greedy, ismcts, ismcts:N (N iterations per decision, the game's playouts) or ismcts:N:P with playouts P = game, random or greedy";

impl BotKind {
    /// Every family of bot, in the order help texts list them.
    pub const ALL: [BotKind; 3] = [
        BotKind::Random,
        BotKind::Greedy,
        BotKind::Ismcts {
            iterations: DEFAULT_ISMCTS_ITERATIONS,
            playouts: Playouts::Game,
        },
    ];

    /// The family's name (`"random"`, `"greedy"`, `"ismcts"`).
    pub fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Greedy => "greedy",
            BotKind::Ismcts { .. } => "ismcts",
        }
    }

    /// The search settings of an `ismcts` kind (the default settings with
    /// its iterations; the defaults for another kind).
    pub(crate) fn ismcts_config(self) -> IsmctsConfig {
        match self {
            BotKind::Ismcts { iterations, .. } => IsmctsConfig {
                budget: Budget::Iterations(iterations),
                ..IsmctsConfig::default()
            },
            _ => IsmctsConfig::default(),
        }
    }

    /// The search of an `ismcts` kind for game `G`, seeded with `seed`
    /// (the default search for another kind).
    pub(crate) fn ismcts<G: Registered>(self, seed: u64) -> Ismcts<G> {
        let playout_seed = seed ^ 0x9E37_79B9;
        let policy: Box<dyn Bot<G>> = match self {
            BotKind::Ismcts {
                playouts: Playouts::Greedy,
                ..
            } => G::greedy_bot(playout_seed),
            BotKind::Ismcts {
                playouts: Playouts::Random,
                ..
            } => Box::new(RandomBot::new(playout_seed)),
            _ => G::playout_bot(playout_seed),
        };
        Ismcts::new(self.ismcts_config(), seed, policy)
    }

    /// The bot of this kind for game `G`, seeded with `seed`.
    pub(crate) fn make<G: Registered>(self, seed: u64) -> Box<dyn Bot<G>> {
        match self {
            BotKind::Random => Box::new(RandomBot::new(seed)),
            BotKind::Greedy => G::greedy_bot(seed),
            BotKind::Ismcts { .. } => Box::new(self.ismcts::<G>(seed)),
        }
    }
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BotKind::Ismcts {
                iterations,
                playouts,
            } if iterations != DEFAULT_ISMCTS_ITERATIONS || playouts != Playouts::Game => {
                write!(f, "ismcts:{iterations}")?;
                if playouts != Playouts::Game {
                    write!(f, ":{}", playouts.name())?;
                }
                Ok(())
            }
            other => f.write_str(other.name()),
        }
    }
}

impl serde::Serialize for BotKind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl FromStr for BotKind {
    type Err = Error;
    fn from_str(s: &str) -> Result<Self, Error> {
        let bad = || Error::OutOfRange {
            name: "bot",
            expected: BOT_NOTATION,
            got: crate::input::echo(s),
        };
        let text = s.trim();
        match text.split_once(':') {
            None => BotKind::ALL
                .into_iter()
                .find(|k| k.name() == text)
                .ok_or_else(bad),
            Some(("ismcts", rest)) => {
                let (n, playouts) = rest.split_once(':').unwrap_or((rest, "game"));
                let playouts = match playouts.trim() {
                    "game" => Playouts::Game,
                    "random" => Playouts::Random,
                    "greedy" => Playouts::Greedy,
                    _ => return Err(bad()),
                };
                match n.trim().parse::<u32>() {
                    Ok(iterations) if (1..=MAX_ISMCTS_ITERATIONS).contains(&iterations) => {
                        Ok(BotKind::Ismcts {
                            iterations,
                            playouts,
                        })
                    }
                    _ => Err(Error::OutOfRange {
                        name: "ismcts iterations",
                        expected: "from 1 to 10,000,000",
                        got: crate::input::echo(n),
                    }),
                }
            }
            Some(_) => Err(bad()),
        }
    }
}

/// The bots of a table: one kind for every seat, or one per seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lineup {
    kinds: Vec<BotKind>,
}

impl Lineup {
    /// `kind` on every seat.
    pub fn all(kind: BotKind) -> Self {
        Lineup { kinds: vec![kind] }
    }

    /// The kinds as given: one, or one per seat.
    pub fn kinds(&self) -> &[BotKind] {
        &self.kinds
    }

    /// Whether different seats may have different kinds.
    pub fn is_mixed(&self) -> bool {
        self.kinds.windows(2).any(|w| w[0] != w[1])
    }

    /// The kind on `seat` of a table of `players`, the lineup turned by
    /// `turn` seats (seat `s` gets entry `(s + turn) mod players`).
    pub fn kind_of(&self, seat: usize, turn: usize) -> BotKind {
        match self.kinds.as_slice() {
            [one] => *one,
            kinds => kinds[(seat + turn) % kinds.len()],
        }
    }

    /// Checks that the lineup fits a table of `players`.
    pub fn check(&self, players: usize) -> Result<(), Error> {
        if self.kinds.len() == 1 || self.kinds.len() == players {
            Ok(())
        } else {
            Err(Error::OutOfRange {
                name: "bots",
                expected: "one bot for every seat, or one per seat",
                got: format!(
                    "{} for {}",
                    tabletop_core::words::plural(self.kinds.len(), "bot"),
                    tabletop_core::words::plural(players, "seat")
                ),
            })
        }
    }

    /// The bots of a game seeded with `seed`, the lineup turned by `turn`.
    pub(crate) fn bots<G: Registered>(
        &self,
        seed: u64,
        players: usize,
        turn: usize,
    ) -> Vec<Box<dyn Bot<G>>> {
        (0..players)
            .map(|seat| {
                let bot_seed = GameRng::derived(seed, 1000 + seat as u64).next_u64();
                self.kind_of(seat, turn).make::<G>(bot_seed)
            })
            .collect()
    }
}

impl From<BotKind> for Lineup {
    fn from(kind: BotKind) -> Self {
        Lineup::all(kind)
    }
}

impl fmt::Display for Lineup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<String> = self.kinds.iter().map(ToString::to_string).collect();
        f.write_str(&names.join(","))
    }
}

impl FromStr for Lineup {
    type Err = Error;
    fn from_str(s: &str) -> Result<Self, Error> {
        let kinds = s
            .split(',')
            .map(str::parse)
            .collect::<Result<Vec<BotKind>, Error>>()?;
        if kinds.len() > tabletop_core::MAX_SEATS {
            return Err(Error::OutOfRange {
                name: "bots",
                expected: "at most 8, one per seat",
                got: kinds.len().to_string(),
            });
        }
        Ok(Lineup { kinds })
    }
}

tabletop_core::serde_as_text!(Lineup);
