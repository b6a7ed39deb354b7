//! # tabletop
//!
//! Every tabletop rules engine by name, behind one object-safe interface
//! that speaks JSON: the library under the `tabletop` command line, its
//! engine protocol and the Python package.
//!
//! * [`find`] a game by name (or list them with [`games`]): an [`Engine`];
//! * [`Engine::configure`] it from a player count and JSON fields, validated:
//!   a [`Configured`] game, which sets up tables, simulates and benchmarks;
//! * play on a [`Table`]: who acts, the legal actions (as text, JSON and
//!   integer codes), validate and apply with a typed refusal
//!   ([`Error::Illegal`] names the rule), views, positions, replays, the
//!   outcome and the narration.
//!
//! ```
//! use tabletop::{ActionInput, Error};
//!
//! let game = tabletop::find("traveler")?.configure(Some(2), None)?;
//! let mut table = game.new_table(7)?;
//! // Both players secretly choose a first stop; seat 0 takes its first option.
//! let seat = table.seat(0)?;
//! let first = table.legal_actions(seat)?.remove(0);
//! assert!(first.text.starts_with("start "));
//! table.apply(seat, ActionInput::Code(first.code))?;
//! // A refused action names its rule and leaves the table as it was.
//! let before = table.position()?;
//! match table.apply(seat, ActionInput::Text("work")) {
//!     Err(Error::Illegal { rule, reason }) => println!("{reason} [{rule}]"),
//!     other => panic!("expected a refusal, got {other:?}"),
//! }
//! assert_eq!(table.position()?, before);
//! # Ok::<(), tabletop::Error>(())
//! ```
//!
//! Games are registered in one place, `src/games.rs`. [`protocol`] is the
//! engine protocol of `tabletop serve` (JSON lines), usable in-process too.

mod drive;
mod engine;
mod error;
mod games;
pub mod input;
mod legal;
mod lineup;
pub mod protocol;
mod research;
mod stats;
mod table;

pub use drive::{BenchFigures, MAX_BENCH_SECONDS, MAX_GAMES, MAX_THREADS, Simulation};
pub use engine::{Configured, Engine, GameInfo};
pub use error::Error;
pub use legal::{CountedCodes, LegalCodes};
pub use lineup::{
    BOT_NOTATION, BotKind, DEFAULT_ISMCTS_ITERATIONS, Lineup, MAX_ISMCTS_ITERATIONS, Playouts,
};
pub use research::{ResearchInfo, ResearchTable, SERIALIZED_FORMAT};
pub use stats::{BotRate, Quantiles, SimulationPart, SimulationStats, Spread};
pub use table::{ActionInput, LegalAction, SuggestedVisit, Suggestion, Table, Told, outcome_json};
pub use tabletop_core::{ActionId, Audience, Drawing, Outcome, Seat, StepError, ToAct};

use serde_json::Value;
use tabletop_core::{PositionError, PositionFile, ReplayHeader};

/// Every registered game, in the order `tabletop games` lists them.
pub fn games() -> impl Iterator<Item = &'static dyn Engine> {
    games::GAMES.iter().copied()
}

/// The game named `name`: its name or one of its aliases
/// ([`GameInfo::aliases`]), ignoring case, spaces and punctuation
/// (`Seoul Journey`, `seoul_journey` and `seoul` all name `seoul-journey`).
pub fn find(name: &str) -> Result<&'static dyn Engine, Error> {
    let key = |text: &str| -> String {
        text.chars()
            .filter(char::is_ascii_alphanumeric)
            .map(|c| c.to_ascii_lowercase())
            .collect()
    };
    let wanted = key(name);
    let named = games::ALIASES
        .iter()
        .find(|(alias, _)| key(alias) == wanted)
        .map_or(wanted.clone(), |(_, game)| key(game));
    games()
        .find(|g| !named.is_empty() && key(g.name()) == named)
        .ok_or_else(|| Error::UnknownGame {
            name: input::echo(name),
            known: games().map(|g| g.name()).collect::<Vec<_>>().join(", "),
        })
}

/// The `game` field that every position file and replay has.
fn game_named_in(value: &Value, what: &str) -> Result<&'static dyn Engine, Error> {
    let name = value
        .get("game")
        .and_then(Value::as_str)
        .ok_or_else(|| Error::BadJson {
            reason: format!("{what} names its game in a \"game\" field"),
        })?;
    find(name)
}

/// A table from a position file `{"game": …, "position": …}`.
pub fn load_position(file: &Value) -> Result<Box<dyn Table>, Error> {
    let file: PositionFile = tabletop_core::json::from_value(file).map_err(|e| {
        input::json_error(e, "the position file", |reason| Error::BadPosition {
            reason,
        })
    })?;
    find(&file.game)?.load_position(&file.position)
}

/// A table from the text of a position file (at most
/// [`input::MAX_POSITION_BYTES`], read strictly): the path every tool
/// takes, the command line and the fuzz harness alike
/// (`tabletop_core::PositionFile::parse`, then the game's validation).
pub fn read_position(text: &str) -> Result<Box<dyn Table>, Error> {
    let file = PositionFile::parse(text).map_err(position_error)?;
    find(&file.game)?.load_position(&file.position)
}

/// A position that cannot be loaded, as a registry error.
pub(crate) fn position_error(e: PositionError) -> Error {
    let bad = |reason| Error::BadPosition { reason };
    match e {
        PositionError::Json(e) => input::json_error(e, "the position", bad),
        PositionError::Invalid(reason) => bad(reason),
        other => bad(other.to_string()),
    }
}

/// A table from a replay (its `game` field names the game), played back.
/// The header (game, format and rules version, the number of actions) is
/// checked before the actions are read.
pub fn load_replay(replay: &Value) -> Result<Box<dyn Table>, Error> {
    game_named_in(replay, "a replay")?.load_replay(replay)
}

/// A table from the text of a replay (at most [`input::MAX_REPLAY_BYTES`],
/// read strictly), played back. The header is read first, without keeping
/// the actions: a replay of another game, format or rules version, or with
/// more actions than the game's action cap, is refused before its actions
/// are read.
pub fn read_replay(text: &str) -> Result<Box<dyn Table>, Error> {
    let header = ReplayHeader::read(text).map_err(|e| {
        input::json_error(e, "the replay", |reason| Error::BadReplay {
            index: None,
            rule: None,
            reason,
        })
    })?;
    let name = header.game.as_deref().ok_or_else(|| Error::BadReplay {
        index: None,
        rule: None,
        reason: "a replay names its game in a \"game\" field".into(),
    })?;
    find(name)?.read_replay(text)
}

/// A research table from the text [`ResearchTable::serialize`] wrote: its
/// game's position (or replay, checked to reach the position), then its
/// pending steps. Text that is not such a table is refused with
/// [`Error::BadSerialized`]; a position or replay that does not load, with
/// its own error.
pub fn deserialize_research(text: &str) -> Result<Box<dyn ResearchTable>, Error> {
    if text.len() > input::MAX_REPLAY_BYTES + input::MAX_POSITION_BYTES {
        return Err(Error::TooLarge {
            what: "a serialized state".into(),
            limit: (input::MAX_REPLAY_BYTES + input::MAX_POSITION_BYTES) as u64,
        });
    }
    let value: Value = serde_json::from_str(text).map_err(|e| Error::BadSerialized {
        reason: format!("it is not JSON ({e})"),
    })?;
    let parts = research::read(&value)?;
    let mut table = find(parts.game)?.load_research(parts.position, parts.replay)?;
    research::replay_pending(table.as_mut(), &parts.pending)?;
    Ok(table)
}
