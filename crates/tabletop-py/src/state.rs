//! `tabletop.Game` (a game with its configuration) and `tabletop.State` (a
//! game in progress), shaped like OpenSpiel's `pyspiel.Game` and
//! `pyspiel.State`.

use crate::convert::{ActionArg, OrRaise, audience_arg, code_to_py, to_py};
use crate::legal::LegalActions;
use pyo3::prelude::*;
use pyo3::types::PyTuple;
use tabletop::{Configured, Seat, Table, ToAct};

/// `current_player()` while several seats decide at once (as pyspiel's
/// `PlayerId.SIMULTANEOUS`).
pub const SIMULTANEOUS: i64 = -2;
/// `current_player()` once the game is over (as pyspiel's
/// `PlayerId.TERMINAL`).
pub const TERMINAL: i64 = -4;

/// A game with a validated configuration: `tabletop.load_game(...)`.
#[pyclass(module = "tabletop", name = "Game", frozen)]
pub struct Game {
    pub(crate) inner: Box<dyn Configured>,
}

#[pymethods]
impl Game {
    /// The game's name.
    #[getter]
    fn name(&self) -> &'static str {
        self.inner.info().name
    }

    /// How many players this configuration seats.
    fn num_players(&self) -> usize {
        self.inner.players()
    }

    /// The configuration, as a dict.
    fn config<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_py(py, &self.inner.config())
    }

    /// Player counts, variants, rule flags, action cap.
    fn info<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let info = serde_json::to_value(self.inner.info()).unwrap_or_default();
        to_py(py, &info)
    }

    /// A new game dealt with the generator of `seed`.
    #[pyo3(signature = (seed = 0))]
    fn new_initial_state(&self, py: Python<'_>, seed: u64) -> PyResult<State> {
        Ok(State::new(self.inner.new_table(seed).or_raise(py)?))
    }

    fn __repr__(&self) -> String {
        let changed = self.inner.non_default();
        let extra = if changed.is_empty() {
            String::new()
        } else {
            format!(", {}", changed.join(", "))
        };
        format!(
            "tabletop.load_game({:?}, players={}{extra})",
            self.inner.info().name,
            self.inner.players()
        )
    }
}

/// A game in progress. Seats are numbers from 0; actions are integer codes
/// (or text in the game's notation, where an action is taken).
#[pyclass(module = "tabletop", name = "State")]
pub struct State {
    table: Box<dyn Table>,
}

impl State {
    /// Wraps a table.
    pub fn new(table: Box<dyn Table>) -> Self {
        State { table }
    }

    fn seat(&self, py: Python<'_>, seat: u64) -> PyResult<Seat> {
        self.table.seat(seat).or_raise(py)
    }

    /// The seat an omitted `seat` argument means: the one seat to act.
    fn seat_or_current(&self, py: Python<'_>, seat: Option<u64>) -> PyResult<Seat> {
        match (seat, self.table.to_act()) {
            (Some(s), _) => self.seat(py, s),
            (None, ToAct::Seat(s)) => Ok(s),
            (None, _) => Err(crate::convert::TabletopError::new_err(
                "several seats (or none) decide now: name the seat",
            )),
        }
    }
}

#[pymethods]
impl State {
    /// The game's name.
    #[getter]
    fn game(&self) -> &'static str {
        self.table.game()
    }

    /// How many seats the table has.
    fn num_players(&self) -> usize {
        self.table.players()
    }

    /// The seats that owe a decision now, lowest first (several at once in
    /// a simultaneous step; none once the game is over).
    fn current_players(&self) -> Vec<u32> {
        // Not `Vec<u8>`, which would cross as `bytes`.
        self.table
            .to_act()
            .seats()
            .iter()
            .map(|s| u32::from(s.0))
            .collect()
    }

    /// The one seat to act; -2 when several seats decide at once, -4 once
    /// the game is over (as pyspiel).
    fn current_player(&self) -> i64 {
        match self.table.to_act() {
            ToAct::Seat(s) => i64::from(s.0),
            ToAct::Simultaneous(_) => SIMULTANEOUS,
            _ => TERMINAL,
        }
    }

    /// Whether several seats decide at once.
    fn is_simultaneous_node(&self) -> bool {
        matches!(self.table.to_act(), ToAct::Simultaneous(_))
    }

    /// Whether the game is over.
    fn is_terminal(&self) -> bool {
        self.table.to_act().is_over()
    }

    /// The integer codes of `seat`'s legal actions (default: the one seat
    /// to act), as an immutable sequence (`tabletop.LegalActions`); empty
    /// for a seat that owes no decision.
    #[pyo3(signature = (seat = None))]
    fn legal_actions(&mut self, py: Python<'_>, seat: Option<u64>) -> PyResult<LegalActions> {
        let seat = self.seat_or_current(py, seat)?;
        Ok(LegalActions::new(self.table.legal_list(seat).or_raise(py)?))
    }

    /// The legal actions of `seat` as text in the game's notation.
    #[pyo3(signature = (seat = None))]
    fn legal_action_strings(&mut self, py: Python<'_>, seat: Option<u64>) -> PyResult<Vec<String>> {
        let seat = self.seat_or_current(py, seat)?;
        let legal = self.table.legal_actions(seat).or_raise(py)?;
        Ok(legal.into_iter().map(|a| a.text).collect())
    }

    /// Applies `action` (an integer code, or text in the game's notation)
    /// by `seat`. An illegal action raises `tabletop.IllegalAction` (with
    /// `.rule` and `.reason`) and changes nothing. With `narrate` (an
    /// audience: "omniscient", "spectator" or a seat), returns the
    /// narrator's lines for that audience.
    #[pyo3(signature = (seat, action, narrate = None))]
    fn apply_action(
        &mut self,
        py: Python<'_>,
        seat: u64,
        action: &Bound<'_, PyAny>,
        narrate: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Option<Vec<String>>> {
        let seat = self.seat(py, seat)?;
        let action = ActionArg::read(action)?;
        match narrate {
            None => {
                self.table.apply(seat, action.input()).or_raise(py)?;
                Ok(None)
            }
            Some(audience) => {
                let audience = audience_arg(py, Some(audience))?;
                let lines = self.table.apply_narrated(seat, action.input(), audience);
                lines.or_raise(py).map(Some)
            }
        }
    }

    /// Whether `seat` may take `action` now: None if so; otherwise raises
    /// `tabletop.IllegalAction`.
    fn validate_action(
        &self,
        py: Python<'_>,
        seat: u64,
        action: &Bound<'_, PyAny>,
    ) -> PyResult<()> {
        let seat = self.seat(py, seat)?;
        let action = ActionArg::read(action)?;
        self.table.validate(seat, action.input()).or_raise(py)
    }

    /// The text of an action code, in the game's notation. As in pyspiel,
    /// the seat may be given first: `action_to_string(seat, action)`.
    #[pyo3(signature = (first, second = None))]
    fn action_to_string(
        &self,
        py: Python<'_>,
        first: &Bound<'_, PyAny>,
        second: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<String> {
        let action = ActionArg::read(second.unwrap_or(first))?;
        self.table.text_of(action.input()).or_raise(py)
    }

    /// The code of an action written in the game's notation. As in
    /// pyspiel, the seat may be given first: `string_to_action(seat, text)`.
    #[pyo3(signature = (first, second = None))]
    fn string_to_action<'py>(
        &self,
        py: Python<'py>,
        first: &Bound<'py, PyAny>,
        second: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let text: String = second.unwrap_or(first).extract()?;
        let code = self
            .table
            .code_of(tabletop::ActionInput::Text(&text))
            .or_raise(py)?;
        code_to_py(py, code)
    }

    /// What `seat` may see, as a dict: its own hidden cards and the public
    /// table. Without a seat: what a spectator sees.
    #[pyo3(signature = (seat = None))]
    fn view<'py>(&self, py: Python<'py>, seat: Option<u64>) -> PyResult<Bound<'py, PyAny>> {
        let seat = seat.map(|s| self.seat(py, s)).transpose()?;
        to_py(py, &self.table.view(seat).or_raise(py)?)
    }

    /// The final score of each seat once the game is over (all 0 before),
    /// as floats.
    fn returns(&self) -> Vec<f64> {
        match self.table.outcome() {
            Some(outcome) => outcome.scores.iter().map(|&s| s as f64).collect(),
            None => vec![0.0; self.table.players()],
        }
    }

    /// The outcome once the game is over (scores, tie-breaks, ranks,
    /// winners, ending, breakdown), else None.
    fn outcome<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        match self.table.outcome() {
            Some(outcome) => to_py(py, &tabletop::outcome_json(&outcome)),
            None => Ok(py.None().into_bound(py)),
        }
    }

    /// How many actions have been applied since setup.
    fn move_number(&self) -> u64 {
        self.table.actions_taken()
    }

    /// The narrator's lines about the table after setup, for `audience`
    /// ("omniscient", "spectator" or a seat; default omniscient).
    #[pyo3(signature = (audience = None))]
    fn describe_setup(
        &self,
        py: Python<'_>,
        audience: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Vec<String>> {
        let audience = audience_arg(py, audience)?;
        self.table.describe_setup(audience).or_raise(py)
    }

    /// The position file (JSON text): `tabletop.load_position` reads it.
    fn position(&self, py: Python<'_>) -> PyResult<String> {
        Ok(self.table.position().or_raise(py)?.to_string())
    }

    /// The replay (JSON text): configuration, seed, every action in the
    /// game's notation; `tabletop.load_replay` reads it. A state loaded from
    /// a position has none (raises `tabletop.TabletopError`).
    fn replay(&self, py: Python<'_>) -> PyResult<String> {
        Ok(self.table.replay().or_raise(py)?.to_string())
    }

    /// An independent copy.
    fn clone(&self) -> State {
        State::new(self.table.clone_table())
    }

    fn __copy__(&self) -> State {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> State {
        self.clone()
    }

    /// Pickling goes through the position (and the replay, when there is
    /// one, so the history survives).
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let restore = py.import("tabletop._tabletop")?.getattr("_restore")?;
        let replay = self.table.replay().ok().map(|r| r.to_string());
        let args = (self.position(py)?, replay).into_pyobject(py)?;
        PyTuple::new(py, [restore, args.into_any()])
    }

    fn __repr__(&self) -> String {
        format!(
            "<tabletop.State {}: {} players, {} actions, to act {:?}>",
            self.table.game(),
            self.table.players(),
            self.table.actions_taken(),
            self.current_players()
        )
    }

    /// The spectator's view, as JSON text.
    fn __str__(&self) -> String {
        self.table
            .view(None)
            .map(|v| v.to_string())
            .unwrap_or_default()
    }
}
