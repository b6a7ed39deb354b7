//! The games the command line knows, and what it needs of each beyond the
//! `Game` trait: a greedy bot and a cap for games that can stall.

use crate::BotKind;
use crate::error::{CliError, read_file};
use crate::output::say;
use std::path::Path;
use std::process::ExitCode;
use tabletop_core::{Audit, Bot, GameConfig, GameRng, RandomBot};

/// A game as the command line drives it.
pub trait CliGame: Audit {
    /// The heuristic bot of this game.
    fn greedy_bot(seed: u64) -> Box<dyn Bot<Self>>;
    /// The most actions a driven game may take before it is stopped as
    /// stalled (not a rule; see the game's rulings).
    const ACTION_CAP: u64;
    /// The player count used when none is given.
    const DEFAULT_PLAYERS: usize;
}

impl CliGame for traveluencer_rules::Traveluencer {
    fn greedy_bot(seed: u64) -> Box<dyn Bot<Self>> {
        Box::new(traveluencer_rules::GreedyBot::new(seed))
    }
    const ACTION_CAP: u64 = 100_000;
    const DEFAULT_PLAYERS: usize = 4;
}

impl CliGame for traveler_rules::Traveler {
    fn greedy_bot(seed: u64) -> Box<dyn Bot<Self>> {
        Box::new(traveler_rules::GreedyBot::new(seed))
    }
    const ACTION_CAP: u64 = traveler_rules::SUGGESTED_ACTION_CAP;
    const DEFAULT_PLAYERS: usize = 4;
}

/// Calls `$module::$function::<G>($args)` with `G` the game named `$name`.
macro_rules! dispatch {
    ($name:expr, $module:ident :: $function:ident ( $($arg:expr),* )) => {
        match $name {
            n if n == <traveluencer_rules::Traveluencer as tabletop_core::Game>::NAME => {
                $module::$function::<traveluencer_rules::Traveluencer>($($arg),*)
            }
            n if n == <traveler_rules::Traveler as tabletop_core::Game>::NAME => {
                $module::$function::<traveler_rules::Traveler>($($arg),*)
            }
            other => Err($crate::error::CliError::UnknownGame(other.to_string())),
        }
    };
}
pub(crate) use dispatch;

/// The bot of `kind` for `seat` of a game played with `seed`.
pub fn make_bot<G: CliGame>(kind: BotKind, seed: u64, seat: usize) -> Box<dyn Bot<G>> {
    let bot_seed = GameRng::derived(seed, 1000 + seat as u64).next_u64();
    match kind {
        BotKind::Random => Box::new(RandomBot::new(bot_seed)),
        BotKind::Greedy => G::greedy_bot(bot_seed),
    }
}

/// The configuration: from `file` if given (fields it leaves out keep their
/// defaults; every game's configuration has a `players` field), with
/// `players` overriding the count; otherwise the standard game.
pub fn load_config<G: CliGame>(
    file: Option<&Path>,
    players: Option<usize>,
) -> Result<G::Config, CliError> {
    let Some(path) = file else {
        return Ok(G::Config::for_players(
            players.unwrap_or(G::DEFAULT_PLAYERS),
        )?);
    };
    let bad = |reason: String| CliError::BadFile {
        path: path.to_path_buf(),
        reason,
    };
    let mut value: serde_json::Value =
        serde_json::from_str(&read_file(path)?).map_err(|e| bad(format!("not JSON: {e}")))?;
    if let (Some(n), Some(fields)) = (players, value.as_object_mut()) {
        fields.insert("players".into(), n.into());
    }
    let config: G::Config = serde_json::from_value(value)
        .map_err(|e| bad(format!("not a {} configuration: {e}", G::NAME)))?;
    config.validate()?;
    Ok(config)
}

fn describe<G: CliGame>() {
    let counts = G::Config::PLAYER_COUNTS;
    say!(
        "{}  ({}-{} players, rules {})",
        G::NAME,
        counts.start(),
        counts.end(),
        G::RULES_VERSION
    );
    let variants = G::Config::variants();
    if !variants.is_empty() {
        say!("  variants: {}", variants.join(", "));
    }
    for flag in G::Config::rule_flags() {
        say!(
            "  flag {:<28} [{}] {}",
            flag.name,
            flag.ruling,
            flag.description
        );
    }
}

/// `tabletop games`.
pub fn list_games() -> Result<ExitCode, CliError> {
    describe::<traveluencer_rules::Traveluencer>();
    describe::<traveler_rules::Traveler>();
    say!("trailblazers  (not yet implemented)");
    say!("seoul-journey (not yet implemented)");
    Ok(ExitCode::SUCCESS)
}
