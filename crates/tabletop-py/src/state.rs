//! `tabletop.Game` (a game with its configuration) and `tabletop.State` (a
//! game in progress), shaped like OpenSpiel's `pyspiel.Game` and
//! `pyspiel.State`.

use crate::convert::{ActionArg, OrRaise, audience_arg, code_to_py, to_py};
use crate::legal::LegalActions;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyTuple;
use tabletop::{Configured, ResearchTable, Seat, Table, ToAct};

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

    /// A new game dealt with the generator of `seed`: played one action id
    /// at a time (the research surface) when the game offers it.
    #[pyo3(signature = (seed = 0))]
    fn new_initial_state(&self, py: Python<'_>, seed: u64) -> PyResult<State> {
        match self.inner.new_research_table(seed) {
            Ok(table) => Ok(State::research(table)),
            Err(tabletop::Error::NoResearch { .. }) => {
                Ok(State::new(self.inner.new_table(seed).or_raise(py)?))
            }
            Err(e) => Err(crate::convert::py_error(py, e)),
        }
    }

    /// Pickling goes through the name and the configuration.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let restore = py.import("tabletop._tabletop")?.getattr("_restore_game")?;
        let args = (self.inner.info().name, self.inner.config().to_string()).into_pyobject(py)?;
        PyTuple::new(py, [restore, args.into_any()])
    }

    /// The game itself: a game never changes.
    fn __copy__(slf: Py<Self>) -> Py<Self> {
        slf
    }

    /// The game itself: a game never changes.
    fn __deepcopy__(slf: Py<Self>, _memo: &Bound<'_, PyAny>) -> Py<Self> {
        slf
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

/// A game in progress. Seats are numbers from 0. Played one action id at a
/// time (`apply_action(id)`, as pyspiel) where the game offers the research
/// surface; whole actions are integer codes or text in the game's notation
/// (`apply_action(seat, action)`).
#[pyclass(module = "tabletop", name = "State")]
pub struct State {
    pub(crate) inner: Inner,
    pub(crate) scratch: crate::research::Scratch,
}

/// The table of a state: played one id at a time, or by whole actions
/// only (a game without the research surface).
pub(crate) enum Inner {
    /// Whole actions only.
    Plain(Box<dyn Table>),
    /// The research surface too.
    Research(Box<dyn ResearchTable>),
}

impl State {
    /// Wraps a table.
    pub fn new(table: Box<dyn Table>) -> Self {
        State {
            inner: Inner::Plain(table),
            scratch: Default::default(),
        }
    }

    /// Applies the whole `action` (an integer code, or text in the game's notation)
    /// by `seat`. An illegal action raises `tabletop.IllegalAction` (with
    /// `.rule` and `.reason`) and changes nothing. With `narrate` (an
    /// audience: "omniscient", "spectator" or a seat), returns the
    /// narrator's lines for that audience; with `events` (an audience),
    /// returns `{"events": [...], "narration": [...]}`: the events that
    /// audience may learn (each a dict, as the game writes it in JSON) and
    /// the lines built from them.
    pub(crate) fn apply_whole<'py>(
        &mut self,
        py: Python<'py>,
        seat: u64,
        action: &Bound<'py, PyAny>,
        narrate: Option<&Bound<'py, PyAny>>,
        events: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Option<Bound<'py, PyAny>>> {
        let seat = self.seat(py, seat)?;
        let action = ActionArg::read(action)?;
        let audience = match (narrate, events) {
            (None, None) => {
                self.t_mut().apply(seat, action.input()).or_raise(py)?;
                return Ok(None);
            }
            (Some(_), Some(_)) => {
                return Err(PyTypeError::new_err(
                    "give narrate or events, not both (events come with their narration)",
                ));
            }
            (Some(audience), None) | (None, Some(audience)) => audience_arg(py, Some(audience))?,
        };
        let told = self
            .t_mut()
            .apply_told(seat, action.input(), &[audience])
            .or_raise(py)?;
        let told = told.into_iter().next().ok_or_else(|| {
            PyTypeError::new_err("the engine told nothing for the audience asked")
        })?;
        if events.is_none() {
            return Ok(Some(told.narration.into_pyobject(py)?.into_any()));
        }
        let value = serde_json::json!({"events": told.events, "narration": told.narration});
        to_py(py, &value).map(Some)
    }

    /// Wraps a research table.
    pub fn research(table: Box<dyn ResearchTable>) -> Self {
        State {
            inner: Inner::Research(table),
            scratch: Default::default(),
        }
    }

    /// The table.
    pub(crate) fn t(&self) -> &dyn Table {
        match &self.inner {
            Inner::Plain(t) => t.as_ref(),
            Inner::Research(t) => t.as_ref(),
        }
    }

    /// The table, to change it.
    pub(crate) fn t_mut(&mut self) -> &mut dyn Table {
        match &mut self.inner {
            Inner::Plain(t) => t.as_mut(),
            Inner::Research(t) => t.as_mut(),
        }
    }

    fn seat(&self, py: Python<'_>, seat: u64) -> PyResult<Seat> {
        self.t().seat(seat).or_raise(py)
    }

    /// The seat an omitted `seat` argument means: the one seat to act.
    fn seat_or_current(&self, py: Python<'_>, seat: Option<u64>) -> PyResult<Seat> {
        match (seat, self.t().to_act()) {
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
        self.t().game()
    }

    /// How many seats the table has.
    fn num_players(&self) -> usize {
        self.t().players()
    }

    /// The seats that owe a decision now, lowest first (several at once in
    /// a simultaneous step; none once the game is over).
    fn current_players(&self) -> Vec<u32> {
        // Not `Vec<u8>`, which would cross as `bytes`.
        self.t()
            .to_act()
            .seats()
            .iter()
            .map(|s| u32::from(s.0))
            .collect()
    }

    /// Whether the game is over.
    fn is_terminal(&self) -> bool {
        self.t().to_act().is_over()
    }

    /// The integer codes of `seat`'s legal whole actions (default: the one
    /// seat to act), as an immutable sequence (`tabletop.LegalActions`);
    /// empty for a seat that owes no decision.
    #[pyo3(signature = (seat = None))]
    fn legal_codes(&mut self, py: Python<'_>, seat: Option<u64>) -> PyResult<LegalActions> {
        let seat = self.seat_or_current(py, seat)?;
        Ok(LegalActions::new(
            self.t_mut().legal_list(seat).or_raise(py)?,
        ))
    }

    /// The legal actions of `seat` as text in the game's notation.
    #[pyo3(signature = (seat = None))]
    fn legal_action_strings(&mut self, py: Python<'_>, seat: Option<u64>) -> PyResult<Vec<String>> {
        let seat = self.seat_or_current(py, seat)?;
        let legal = self.t_mut().legal_actions(seat).or_raise(py)?;
        Ok(legal.into_iter().map(|a| a.text).collect())
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
        self.t().validate(seat, action.input()).or_raise(py)
    }

    /// The text of a whole action (its code, or text) in the game's
    /// notation; the seat may be given first: `code_to_string(seat, code)`.
    #[pyo3(signature = (first, second = None))]
    fn code_to_string(
        &self,
        py: Python<'_>,
        first: &Bound<'_, PyAny>,
        second: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<String> {
        let action = ActionArg::read(second.unwrap_or(first))?;
        self.t().text_of(action.input()).or_raise(py)
    }

    /// The code of a whole action written in the game's notation; the
    /// seat may be given first: `string_to_code(seat, text)`.
    #[pyo3(signature = (first, second = None))]
    fn string_to_code<'py>(
        &self,
        py: Python<'py>,
        first: &Bound<'py, PyAny>,
        second: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let text: String = second.unwrap_or(first).extract()?;
        let code = self
            .t()
            .code_of(tabletop::ActionInput::Text(&text))
            .or_raise(py)?;
        code_to_py(py, code)
    }

    /// What `seat` may see, as a dict: its own hidden cards and the public
    /// table. Without a seat: what a spectator sees.
    #[pyo3(signature = (seat = None))]
    fn view<'py>(&self, py: Python<'py>, seat: Option<u64>) -> PyResult<Bound<'py, PyAny>> {
        let seat = seat.map(|s| self.seat(py, s)).transpose()?;
        to_py(py, &self.t().view(seat).or_raise(py)?)
    }

    /// The final score of each seat once the game is over (all 0 before),
    /// as floats.
    fn returns(&self) -> Vec<f64> {
        match self.t().outcome() {
            Some(outcome) => outcome.scores.iter().map(|&s| s as f64).collect(),
            None => vec![0.0; self.t().players()],
        }
    }

    /// The outcome once the game is over (scores, tie-breaks, ranks,
    /// winners, ending, breakdown), else None.
    fn outcome<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        match self.t().outcome() {
            Some(outcome) => to_py(py, &tabletop::outcome_json(&outcome)),
            None => Ok(py.None().into_bound(py)),
        }
    }

    /// How many actions have been applied since setup.
    fn move_number(&self) -> u64 {
        self.t().actions_taken()
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
        self.t().describe_setup(audience).or_raise(py)
    }

    /// The position file (JSON text): `tabletop.load_position` reads it.
    fn position(&self, py: Python<'_>) -> PyResult<String> {
        Ok(self.t().position().or_raise(py)?.to_string())
    }

    /// The replay (JSON text): configuration, seed, every action in the
    /// game's notation; `tabletop.load_replay` reads it. A state loaded from
    /// a position has none (raises `tabletop.TabletopError`).
    fn replay(&self, py: Python<'_>) -> PyResult<String> {
        Ok(self.t().replay().or_raise(py)?.to_string())
    }

    /// An independent copy.
    fn clone(&self) -> State {
        match &self.inner {
            Inner::Plain(t) => State::new(t.clone_table()),
            Inner::Research(t) => State::research(t.clone_research()),
        }
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
        if let Inner::Research(t) = &self.inner {
            let restore = py
                .import("tabletop._tabletop")?
                .getattr("deserialize_state")?;
            let args = (t.serialize().or_raise(py)?,).into_pyobject(py)?;
            return PyTuple::new(py, [restore, args.into_any()]);
        }
        let restore = py.import("tabletop._tabletop")?.getattr("_restore")?;
        let replay = self.t().replay().ok().map(|r| r.to_string());
        let args = (self.position(py)?, replay).into_pyobject(py)?;
        PyTuple::new(py, [restore, args.into_any()])
    }

    fn __repr__(&self) -> String {
        format!(
            "<tabletop.State {}: {} players, {} actions, to act {:?}>",
            self.t().game(),
            self.t().players(),
            self.t().actions_taken(),
            self.current_players()
        )
    }

    /// The spectator's view, as JSON text.
    fn __str__(&self) -> String {
        self.t()
            .view(None)
            .map(|v| v.to_string())
            .unwrap_or_default()
    }
}
