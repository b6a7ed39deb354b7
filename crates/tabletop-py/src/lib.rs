//! The `tabletop` Python package: every tabletop rules engine from Python,
//! shaped like OpenSpiel's `pyspiel`.
//!
//! ```python
//! import random, tabletop
//! game = tabletop.load_game("traveler", players=3)
//! state = game.new_initial_state(seed=7)
//! while not state.is_terminal():
//!     seat = state.current_players()[0]
//!     state.apply_action(seat, random.choice(state.legal_actions(seat)))
//! print(state.returns())
//! ```

mod bot;
mod convert;
mod legal;
mod research;
mod state;

use convert::{IllegalAction, OrRaise, TabletopError, UnreadableAction, from_py, json_arg, to_py};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use serde_json::{Map, Value};
use state::{Game, State};
use tabletop::{Lineup, Simulation};

/// Keyword arguments as configuration fields.
fn flags(kwargs: Option<&Bound<'_, PyDict>>) -> PyResult<Option<Value>> {
    let Some(kwargs) = kwargs else {
        return Ok(None);
    };
    let mut fields = Map::new();
    for (k, v) in kwargs.iter() {
        fields.insert(k.extract::<String>()?, from_py(&v)?);
    }
    Ok(Some(Value::Object(fields)))
}

fn configure(
    py: Python<'_>,
    name: &str,
    players: Option<usize>,
    kwargs: Option<&Bound<'_, PyDict>>,
) -> PyResult<Box<dyn tabletop::Configured>> {
    let fields = flags(kwargs)?;
    tabletop::find(name)
        .and_then(|engine| engine.configure(players, fields.as_ref()))
        .or_raise(py)
}

/// The simulation of `n` games from master seed `seed` on `threads`
/// threads, by the bots `bot` (one kind, or one per seat), seats not turned.
fn simulation(
    py: Python<'_>,
    n: u64,
    seed: u64,
    threads: Option<usize>,
    bot: &str,
) -> PyResult<Simulation> {
    Ok(Simulation {
        games: n,
        seed,
        threads,
        bot: bot.parse::<Lineup>().or_raise(py)?,
        rotate: false,
    })
}

/// The names of every game, in the order `tabletop games` lists them.
#[pyfunction]
fn games() -> Vec<&'static str> {
    tabletop::games().map(|g| g.name()).collect()
}

/// What a game is: player counts (and the default), variants, rule flags,
/// action cap.
#[pyfunction]
fn game_info<'py>(py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyAny>> {
    let info = tabletop::find(name).or_raise(py)?.info();
    to_py(py, &serde_json::to_value(info).unwrap_or_default())
}

/// The game `name` for `players` (default: the game's standard count),
/// with configuration fields (rule flags, variants) as keyword arguments:
/// `load_game("traveluencer", players=3, events=True)`.
#[pyfunction]
#[pyo3(signature = (name, players = None, **flags))]
fn load_game(
    py: Python<'_>,
    name: &str,
    players: Option<usize>,
    flags: Option<&Bound<'_, PyDict>>,
) -> PyResult<Game> {
    Ok(Game {
        inner: configure(py, name, players, flags)?,
    })
}

/// A state from a position file (JSON text or a dict); it has no replay.
#[pyfunction]
fn load_position(py: Python<'_>, position: &Bound<'_, PyAny>) -> PyResult<State> {
    let value = json_arg(py, position)?;
    Ok(State::new(tabletop::load_position(&value).or_raise(py)?))
}

/// A state from a replay (JSON text or a dict), played back.
#[pyfunction]
fn load_replay(py: Python<'_>, replay: &Bound<'_, PyAny>) -> PyResult<State> {
    let value = json_arg(py, replay)?;
    Ok(State::new(tabletop::load_replay(&value).or_raise(py)?))
}

/// Plays `n` whole games in Rust, on `threads` threads (default: one per
/// core) with the interpreter released, and returns the statistics (the
/// same as `tabletop simulate --json`). Game i is seeded from (`seed`, i),
/// so the statistics do not depend on the threads. `bot` is "random" or
/// "greedy"; configuration fields are keyword arguments.
#[pyfunction]
#[pyo3(signature = (name, n, seed = 1, bot = "random", threads = None, players = None, **flags))]
#[allow(clippy::too_many_arguments)]
fn simulate<'py>(
    py: Python<'py>,
    name: &str,
    n: u64,
    seed: u64,
    bot: &str,
    threads: Option<usize>,
    players: Option<usize>,
    flags: Option<&Bound<'_, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let game = configure(py, name, players, flags)?;
    let run = simulation(py, n, seed, threads, bot)?;
    let stats = py.detach(|| game.simulate(&run, &|_| ())).or_raise(py)?;
    to_py(py, &serde_json::to_value(stats).unwrap_or_default())
}

/// Games `first..first + count` of the simulation `simulate(name, n, ...)`
/// would play, with the interpreter released: a part (JSON text) for
/// `_merge_simulation`. How `tabletop.ray` spreads a simulation.
#[pyfunction]
#[pyo3(signature = (name, n, first, count, seed = 1, bot = "random", players = None, **flags))]
#[allow(clippy::too_many_arguments)]
fn _simulate_part(
    py: Python<'_>,
    name: &str,
    n: u64,
    first: u64,
    count: u64,
    seed: u64,
    bot: &str,
    players: Option<usize>,
    flags: Option<&Bound<'_, PyDict>>,
) -> PyResult<String> {
    let game = configure(py, name, players, flags)?;
    let run = simulation(py, n, seed, Some(1), bot)?;
    let part = py.detach(|| game.simulate_part(&run, first, count));
    part.and_then(|p| p.to_json()).or_raise(py)
}

/// The statistics of `simulate(name, n, ...)` from parts that cover its
/// games once (`workers` and `seconds` are reported as given).
#[pyfunction]
#[pyo3(signature = (name, n, parts, workers, seconds, seed = 1, bot = "random", players = None, **flags))]
#[allow(clippy::too_many_arguments)]
fn _merge_simulation<'py>(
    py: Python<'py>,
    name: &str,
    n: u64,
    parts: Vec<String>,
    workers: usize,
    seconds: f64,
    seed: u64,
    bot: &str,
    players: Option<usize>,
    flags: Option<&Bound<'_, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let game = configure(py, name, players, flags)?;
    let run = simulation(py, n, seed, Some(1), bot)?;
    let parts = parts
        .iter()
        .map(|p| tabletop::SimulationPart::from_json(p))
        .collect::<Result<Vec<_>, _>>()
        .or_raise(py)?;
    let stats = game
        .merge_simulation(&run, &parts, workers, seconds)
        .or_raise(py)?;
    to_py(py, &serde_json::to_value(stats).unwrap_or_default())
}

/// Unpickles a state: from its replay when it has one (checked against the
/// position), else from its position.
#[pyfunction]
#[pyo3(signature = (position, replay = None))]
fn _restore(py: Python<'_>, position: &str, replay: Option<&str>) -> PyResult<State> {
    let position = tabletop::input::parse_json(position).or_raise(py)?;
    let table = match replay {
        Some(replay) => {
            let table = tabletop::load_replay(&tabletop::input::parse_json(replay).or_raise(py)?)
                .or_raise(py)?;
            if table.position().or_raise(py)? != position {
                return Err(TabletopError::new_err(
                    "the pickled replay does not reach the pickled position",
                ));
            }
            table
        }
        None => tabletop::load_position(&position).or_raise(py)?,
    };
    Ok(State::new(table))
}

/// Unpickles a game: its name and its configuration (JSON text).
#[pyfunction]
fn _restore_game(py: Python<'_>, name: &str, config: &str) -> PyResult<Game> {
    let fields = tabletop::input::parse_json(config).or_raise(py)?;
    let inner = tabletop::find(name)
        .and_then(|engine| engine.configure(None, Some(&fields)))
        .or_raise(py)?;
    Ok(Game { inner })
}

/// Every tabletop rules engine from Python, shaped like OpenSpiel's pyspiel.
#[pymodule(name = "_tabletop")]
fn tabletop_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_function(wrap_pyfunction!(games, m)?)?;
    m.add_function(wrap_pyfunction!(game_info, m)?)?;
    m.add_function(wrap_pyfunction!(load_game, m)?)?;
    m.add_function(wrap_pyfunction!(load_position, m)?)?;
    m.add_function(wrap_pyfunction!(load_replay, m)?)?;
    m.add_function(wrap_pyfunction!(simulate, m)?)?;
    m.add_function(wrap_pyfunction!(_restore, m)?)?;
    m.add_function(wrap_pyfunction!(_restore_game, m)?)?;
    m.add_function(wrap_pyfunction!(bot::_restore_bot, m)?)?;
    m.add_function(wrap_pyfunction!(_simulate_part, m)?)?;
    m.add_function(wrap_pyfunction!(_merge_simulation, m)?)?;
    m.add_function(wrap_pyfunction!(research::deserialize_state, m)?)?;
    m.add_class::<bot::Bot>()?;
    m.add_class::<Game>()?;
    m.add_class::<State>()?;
    m.add_class::<legal::LegalActions>()?;
    m.add("TabletopError", py.get_type::<TabletopError>())?;
    m.add("IllegalAction", py.get_type::<IllegalAction>())?;
    m.add("UnreadableAction", py.get_type::<UnreadableAction>())?;
    m.add("SIMULTANEOUS", state::SIMULTANEOUS)?;
    m.add("TERMINAL", state::TERMINAL)?;
    Ok(())
}
