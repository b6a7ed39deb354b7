//! The pyspiel-shaped research surface of `tabletop.State` and
//! `tabletop.Game`: action ids (`apply_action(id)`, `legal_actions()`,
//! `legal_actions_mask()`), `apply_actions` for a simultaneous step,
//! tensors written into NumPy arrays (a caller's, or a new one), strings,
//! `resample_from_infostate`, `serialize` / `deserialize_state`.

use crate::convert::{OrRaise, TabletopError, py_error};
use crate::state::{Game, Inner, SIMULTANEOUS, State, TERMINAL};
use pyo3::buffer::{Element, PyBuffer};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyInt, PyList, PyTuple};
use std::sync::Mutex;
use tabletop::{Error, ResearchInfo, ResearchTable, Seat, StepError, ToAct};

/// Buffers reused from call to call, so that a tensor or a mask is written
/// without allocating, and the sizes of the research surface (fixed for a
/// state), found once.
#[derive(Default)]
pub struct Scratch {
    ids: Vec<u32>,
    mask: Vec<u8>,
    signed: Vec<i8>,
    floats: Vec<f32>,
    sizes: Option<Sizes>,
    /// The ints of every action id ([`id_ints`]), found at the first call.
    ints: Option<Py<PyTuple>>,
}

/// The sizes a state's calls need.
#[derive(Copy, Clone)]
struct Sizes {
    actions: usize,
    observation: usize,
    information_state: usize,
}

impl Scratch {
    /// The sizes of `lab`'s research surface (found at the first call).
    fn sizes(&mut self, lab: &dyn ResearchTable) -> Sizes {
        *self.sizes.get_or_insert_with(|| {
            let info = lab.research_info();
            Sizes {
                actions: info.num_distinct_actions,
                observation: info.observation_size,
                information_state: info.information_state_size,
            }
        })
    }
}

/// The Python ints `0..n` as a tuple (or a longer one), made once for the
/// largest action space asked for and shared by every state: a list of
/// legal ids is built from it without making an int per id.
fn id_ints(py: Python<'_>, n: usize) -> PyResult<Py<PyTuple>> {
    static INTS: Mutex<Option<Py<PyTuple>>> = Mutex::new(None);
    let mut held = INTS.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(ints) = held.as_ref()
        && ints.bind(py).len() >= n
    {
        return Ok(ints.clone_ref(py));
    }
    let ints = PyTuple::new(py, 0..n)?.unbind();
    *held = Some(ints.clone_ref(py));
    Ok(ints)
}

/// `numpy.empty`, imported once.
static NUMPY_EMPTY: PyOnceLock<Py<PyAny>> = PyOnceLock::new();

/// The seat a Python `player` argument names (negative numbers included).
fn seat_of(table: &dyn ResearchTable, player: i64) -> Result<Seat, Error> {
    let players = table.players();
    match u8::try_from(player) {
        Ok(s) if (s as usize) < players => Ok(Seat(s)),
        _ => Err(Error::Step(StepError::NoSuchSeat {
            seat: player,
            players,
        })),
    }
}

/// Copies `values` into the Python buffer `out` (a NumPy array, an
/// `array.array`...) of exactly their number of items and of their type,
/// or into a new NumPy array of `dtype` when there is none.
fn fill<'py, T: Element + Copy>(
    py: Python<'py>,
    values: &[T],
    out: Option<&Bound<'py, PyAny>>,
    dtype: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let target = match out {
        Some(out) => out.clone(),
        None => NUMPY_EMPTY
            .import(py, "numpy", "empty")?
            .call1((values.len(), dtype))?,
    };
    let buffer = PyBuffer::<T>::get(&target).map_err(|_| {
        TabletopError::new_err(format!(
            "the buffer must be a writable, contiguous array of {dtype} values"
        ))
    })?;
    if buffer.item_count() != values.len() {
        return Err(py_error(
            py,
            Error::Step(StepError::BufferSize {
                expected: values.len(),
                given: buffer.item_count(),
            }),
        ));
    }
    if buffer.readonly() {
        return Err(TabletopError::new_err("the buffer is read-only"));
    }
    buffer.copy_from_slice(py, values)?;
    Ok(target)
}

impl State {
    /// The research table, or the refusal of a game without the surface.
    pub(crate) fn lab(&self, py: Python<'_>) -> PyResult<&dyn ResearchTable> {
        match &self.inner {
            Inner::Research(t) => Ok(t.as_ref()),
            Inner::Plain(t) => Err(py_error(py, no_research(t.game()))),
        }
    }

    fn lab_mut(&mut self, py: Python<'_>) -> PyResult<&mut dyn ResearchTable> {
        match &mut self.inner {
            Inner::Research(t) => Ok(t.as_mut()),
            Inner::Plain(t) => Err(py_error(py, no_research(t.game()))),
        }
    }

    /// The seat `player` names, or the seat to act when it is None.
    fn player_or_current(&self, py: Python<'_>, player: Option<i64>) -> PyResult<Option<Seat>> {
        let lab = self.lab(py)?;
        match player {
            Some(p) => seat_of(lab, p).map(Some).or_raise(py),
            None => Ok(lab.current_player()),
        }
    }

    /// Writes a tensor of `size` values with `write` into `out` (or a new
    /// array).
    fn tensor<'py>(
        &mut self,
        py: Python<'py>,
        player: Option<i64>,
        out: Option<&Bound<'py, PyAny>>,
        size: fn(Sizes) -> usize,
        write: fn(&dyn ResearchTable, Seat, &mut [f32]) -> Result<(), Error>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let seat = self.player_or_current(py, player)?.unwrap_or(Seat(0));
        let State { inner, scratch } = self;
        let Inner::Research(lab) = inner else {
            return Err(py_error(py, no_research("this game")));
        };
        let size = size(scratch.sizes(lab.as_ref()));
        scratch.floats.resize(size, 0.0);
        write(lab.as_ref(), seat, &mut scratch.floats).or_raise(py)?;
        fill(py, &scratch.floats, out, "float32")
    }
}

fn no_research(game: &'static str) -> Error {
    Error::NoResearch { game }
}

#[pymethods]
impl State {
    /// The seat to act, as pyspiel's sequential games: the one seat to
    /// decide, or in a simultaneous step the lowest seat that has not
    /// chosen (the others' choices stay hidden until all have chosen); -4
    /// (`TERMINAL`) once the game is over. A game without the research
    /// surface says -2 (`SIMULTANEOUS`) while several seats decide.
    fn current_player(&self) -> i64 {
        match &self.inner {
            Inner::Research(t) => t.current_player().map_or(TERMINAL, |s| i64::from(s.0)),
            Inner::Plain(t) => match t.to_act() {
                ToAct::Seat(s) => i64::from(s.0),
                ToAct::Simultaneous(_) => SIMULTANEOUS,
                _ => TERMINAL,
            },
        }
    }

    /// Whether several seats decide at once. Never, one action id at a
    /// time: a simultaneous step is taken one seat at a time.
    fn is_simultaneous_node(&self) -> bool {
        match &self.inner {
            Inner::Research(_) => false,
            Inner::Plain(t) => matches!(t.to_act(), ToAct::Simultaneous(_)),
        }
    }

    /// Never: chance is sampled inside the engine.
    fn is_chance_node(&self) -> bool {
        false
    }

    /// Whether the seat `player` (default: the seat to act) is to act.
    fn is_player_node(&self) -> bool {
        !self.t().to_act().is_over()
    }

    /// The legal action ids of `player` (default: the seat to act),
    /// ascending; empty for a seat not to act and once the game is over.
    #[pyo3(signature = (player = None))]
    fn legal_actions<'py>(
        &mut self,
        py: Python<'py>,
        player: Option<i64>,
    ) -> PyResult<Bound<'py, PyList>> {
        let Some(seat) = self.player_or_current(py, player)? else {
            return Ok(PyList::empty(py));
        };
        let State { inner, scratch } = self;
        let Inner::Research(lab) = inner else {
            return Err(py_error(py, no_research("this game")));
        };
        lab.legal_ids(seat, &mut scratch.ids).or_raise(py)?;
        let actions = scratch.sizes(lab.as_ref()).actions;
        let ints = match &scratch.ints {
            Some(ints) => ints,
            None => scratch.ints.insert(id_ints(py, actions)?),
        };
        let ints = ints.bind(py).as_slice();
        // Every id is below the space's size, so each is in the tuple.
        let int = |id: u32| match ints.get(id as usize) {
            Some(int) => int.clone(),
            None => PyInt::new(py, id).into_any(),
        };
        PyList::new(py, scratch.ids.iter().map(|&id| int(id)))
    }

    /// The legal-action mask of `player` (default: the seat to act): one
    /// value per action id, 1 legal and 0 not. A list, or written into
    /// `out` (an int8 or uint8 array of `num_distinct_actions()` values).
    #[pyo3(signature = (player = None, out = None))]
    fn legal_actions_mask<'py>(
        &mut self,
        py: Python<'py>,
        player: Option<i64>,
        out: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let seat = self.player_or_current(py, player)?;
        let State { inner, scratch } = self;
        let Inner::Research(lab) = inner else {
            return Err(py_error(py, no_research("this game")));
        };
        let actions = scratch.sizes(lab.as_ref()).actions;
        scratch.mask.resize(actions, 0);
        match seat {
            Some(seat) => lab.legal_mask(seat, &mut scratch.mask).or_raise(py)?,
            None => scratch.mask.fill(0),
        }
        let Some(out) = out else {
            return Ok(PyList::new(py, &scratch.mask)?.into_any());
        };
        if PyBuffer::<i8>::get(out).is_ok() {
            scratch.signed.clear();
            scratch.signed.extend(scratch.mask.iter().map(|&m| m as i8));
            return fill(py, &scratch.signed, Some(out), "int8");
        }
        fill(py, &scratch.mask, Some(out), "uint8")
    }

    /// `apply_action(action)`: takes action id `action` for the seat to
    /// act (as pyspiel). `apply_action(seat, action)`: applies a whole
    /// action (an integer code, or text in the game's notation) by `seat`;
    /// with `narrate` (an audience), returns the narrator's lines; with
    /// `events` (an audience), `{"events": [...], "narration": [...]}`, what
    /// that audience may learn of the action. A refused action raises
    /// `tabletop.IllegalAction` (or `TabletopError` for an id outside the
    /// action space) and changes nothing.
    #[pyo3(signature = (first, second = None, *, narrate = None, events = None))]
    fn apply_action<'py>(
        &mut self,
        py: Python<'py>,
        first: &Bound<'py, PyAny>,
        second: Option<&Bound<'py, PyAny>>,
        narrate: Option<&Bound<'py, PyAny>>,
        events: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Option<Bound<'py, PyAny>>> {
        if let Some(action) = second {
            let seat: u64 = first.extract()?;
            return self.apply_whole(py, seat, action, narrate, events);
        }
        let id = match first.extract::<i64>() {
            Ok(id) => id,
            // An int too wide for 64 bits is outside the space too.
            Err(_) if first.cast::<PyInt>().is_ok() => {
                if first.lt(0)? {
                    i64::MIN
                } else {
                    i64::MAX
                }
            }
            Err(_) => {
                return Err(PyTypeError::new_err(
                    "an action id is an int (give a seat first for a code or text)",
                ));
            }
        };
        self.lab_mut(py)?.apply_id(id).or_raise(py)?;
        Ok(None)
    }

    /// One simultaneous step at once (as pyspiel's `apply_actions`): one
    /// entry per seat, each the id of that seat's action (or the list of its
    /// ids, for a factored action), None for a seat that owes no decision.
    /// All are applied, lowest seat first, or none.
    fn apply_actions(&mut self, py: Python<'_>, actions: &Bound<'_, PyAny>) -> PyResult<()> {
        let mut joint = Vec::new();
        for item in actions.try_iter()? {
            let item = item?;
            joint.push(if item.is_none() {
                Vec::new()
            } else if let Ok(id) = item.extract::<i64>() {
                vec![id]
            } else {
                item.extract::<Vec<i64>>().map_err(|_| {
                    PyTypeError::new_err("each entry is an action id, a list of ids, or None")
                })?
            });
        }
        self.lab_mut(py)?.apply_joint(&joint).or_raise(py)
    }

    /// Action id `action` of `player` in words (as pyspiel:
    /// `action_to_string(player, action)`; the player may be left out).
    #[pyo3(signature = (first, second = None))]
    fn action_to_string(
        &self,
        py: Python<'_>,
        first: i64,
        second: Option<i64>,
    ) -> PyResult<String> {
        let lab = self.lab(py)?;
        let (player, id) = match second {
            Some(id) => (first, id),
            None => (lab.current_player().map_or(0, |s| i64::from(s.0)), first),
        };
        lab.step_text(seat_of(lab, player).or_raise(py)?, id)
            .or_raise(py)
    }

    /// The legal action id of `player` whose text is `text` (as pyspiel:
    /// `string_to_action(player, text)`; the player may be left out).
    #[pyo3(signature = (first, second = None))]
    fn string_to_action(
        &mut self,
        py: Python<'_>,
        first: &Bound<'_, PyAny>,
        second: Option<String>,
    ) -> PyResult<u32> {
        let (player, text) = match second {
            Some(text) => (Some(first.extract::<i64>()?), text),
            None => (None, first.extract::<String>()?),
        };
        let mut ids = Vec::new();
        if let Some(seat) = self.player_or_current(py, player)? {
            self.lab_mut(py)?.legal_ids(seat, &mut ids).or_raise(py)?;
        }
        let lab = self.lab(py)?;
        let seat = lab.current_player().unwrap_or(Seat(0));
        for id in ids {
            if lab.step_text(seat, i64::from(id)).or_raise(py)? == text {
                return Ok(id);
            }
        }
        Err(py_error(
            py,
            Error::Unreadable {
                reason: format!("no legal action id reads {text:?}"),
            },
        ))
    }

    /// `player`'s observation tensor (default: the seat to act) as a NumPy
    /// float32 array: written into `out` when given (no allocation), else a
    /// new array. Its layout: the game's (see its crate's `research`
    /// module), then one count per action id of the steps chosen so far.
    #[pyo3(signature = (player = None, out = None))]
    fn observation_tensor<'py>(
        &mut self,
        py: Python<'py>,
        player: Option<i64>,
        out: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        self.tensor(
            py,
            player,
            out,
            |s| s.observation,
            |t, s, o| t.observation(s, o),
        )
    }

    /// `player`'s information-state tensor, as
    /// [`observation_tensor`](Self::observation_tensor).
    #[pyo3(signature = (player = None, out = None))]
    fn information_state_tensor<'py>(
        &mut self,
        py: Python<'py>,
        player: Option<i64>,
        out: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        self.tensor(
            py,
            player,
            out,
            |s| s.information_state,
            |t, s, o| t.information_state(s, o),
        )
    }

    /// `player`'s observation as text (default: the seat to act).
    #[pyo3(signature = (player = None))]
    fn observation_string(&self, py: Python<'_>, player: Option<i64>) -> PyResult<String> {
        let seat = self.player_or_current(py, player)?.unwrap_or(Seat(0));
        self.lab(py)?.observation_string(seat).or_raise(py)
    }

    /// `player`'s information state as text (default: the seat to act).
    #[pyo3(signature = (player = None))]
    fn information_state_string(&self, py: Python<'_>, player: Option<i64>) -> PyResult<String> {
        let seat = self.player_or_current(py, player)?.unwrap_or(Seat(0));
        self.lab(py)?.information_state_string(seat).or_raise(py)
    }

    /// The number of action ids.
    fn num_distinct_actions(&self, py: Python<'_>) -> PyResult<usize> {
        Ok(self.lab(py)?.research_info().num_distinct_actions)
    }

    /// The ids the seat to act has chosen so far of a factored action.
    fn pending_steps(&self, py: Python<'_>) -> PyResult<Vec<u32>> {
        Ok(self.lab(py)?.pending())
    }

    /// The winners' share of the victory per seat once the game is over:
    /// 1/k for each of k winners, 0 for the others (all 0 before, and for a
    /// lost solo game). The utility of `tabletop.openspiel` and
    /// `tabletop.pettingzoo`.
    fn win_shares(&self) -> Vec<f64> {
        let players = self.t().players();
        let mut shares = vec![0.0; players];
        if let Some(outcome) = self.t().outcome() {
            let k = outcome.winners.len();
            for seat in outcome.winners.iter() {
                if let Some(share) = shares.get_mut(seat.index()) {
                    *share = 1.0 / k as f64;
                }
            }
        }
        shares
    }

    /// A state that `player` cannot tell from this one, with everything it
    /// cannot see dealt anew (as pyspiel): `sampler()` returns floats in
    /// [0, 1), e.g. `pyspiel.UniformProbabilitySampler(0., 1.)`; two draws
    /// seed the deal. The sample has no replay.
    fn resample_from_infostate(
        &self,
        py: Python<'_>,
        player: i64,
        sampler: &Bound<'_, PyAny>,
    ) -> PyResult<State> {
        let lab = self.lab(py)?;
        let seat = seat_of(lab, player).or_raise(py)?;
        let mut seed = 0u64;
        for _ in 0..2 {
            let u: f64 = sampler.call0()?.extract()?;
            seed = (seed << 32) ^ ((u.clamp(0.0, 1.0) * 4_294_967_296.0) as u64);
        }
        Ok(State::research(
            lab.resample_hidden(seat, seed).or_raise(py)?,
        ))
    }

    /// Redraws what no seat knows yet (deck order, generator) from `seed`,
    /// so that a copy made for search cannot see the future; the state then
    /// has no replay.
    fn resample_future(&mut self, py: Python<'_>, seed: u64) -> PyResult<()> {
        self.lab_mut(py)?.resample_future(seed);
        Ok(())
    }

    /// The state as text (position, replay, pending steps) that
    /// `tabletop.deserialize_state` and `game.deserialize_state` read back.
    fn serialize(&self, py: Python<'_>) -> PyResult<String> {
        self.lab(py)?.serialize().or_raise(py)
    }
}

/// A state from the text `state.serialize()` wrote; text that is not one
/// raises `tabletop.TabletopError` (code `bad_serialized`).
#[pyfunction]
pub fn deserialize_state(py: Python<'_>, text: &str) -> PyResult<State> {
    Ok(State::research(
        tabletop::deserialize_research(text).or_raise(py)?,
    ))
}

#[pymethods]
impl Game {
    /// The number of action ids: every id is below it.
    fn num_distinct_actions(&self, py: Python<'_>) -> PyResult<usize> {
        Ok(self.sizes(py)?.num_distinct_actions)
    }

    /// The longest game in action ids, all seats together (a bound).
    fn max_game_length(&self, py: Python<'_>) -> PyResult<usize> {
        Ok(self.sizes(py)?.max_game_length)
    }

    /// The shape of the observation tensor (flat).
    fn observation_tensor_shape(&self, py: Python<'_>) -> PyResult<Vec<usize>> {
        Ok(vec![self.sizes(py)?.observation_size])
    }

    /// The size of the observation tensor.
    fn observation_tensor_size(&self, py: Python<'_>) -> PyResult<usize> {
        Ok(self.sizes(py)?.observation_size)
    }

    /// The shape of the information-state tensor (flat).
    fn information_state_tensor_shape(&self, py: Python<'_>) -> PyResult<Vec<usize>> {
        Ok(vec![self.sizes(py)?.information_state_size])
    }

    /// The size of the information-state tensor.
    fn information_state_tensor_size(&self, py: Python<'_>) -> PyResult<usize> {
        Ok(self.sizes(py)?.information_state_size)
    }

    /// The sizes of the research surface as a dict, with the shapes of the
    /// game's own tensors (`game_observation_shape`, ...).
    fn research_info<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let info = self.inner.research_info().or_raise(py)?;
        let dict = PyDict::new(py);
        dict.set_item("num_distinct_actions", info.num_distinct_actions)?;
        dict.set_item("max_game_length", info.max_game_length)?;
        dict.set_item("game_observation_shape", &info.game_observation_shape)?;
        dict.set_item(
            "game_information_state_shape",
            &info.game_information_state_shape,
        )?;
        dict.set_item("observation_size", info.observation_size)?;
        dict.set_item("information_state_size", info.information_state_size)?;
        Ok(dict)
    }

    /// What kind of game this is, in pyspiel's terms (see docs/research.md
    /// for why): sequential dynamics (a simultaneous step is taken one seat
    /// at a time, hidden from the others until all have chosen), imperfect
    /// information, chance sampled inside the engine, terminal rewards that
    /// are the winners' shares of the victory (constant-sum 1 with two or
    /// more players, general-sum solo).
    fn get_type<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let info = self.inner.info();
        let kwargs = PyDict::new(py);
        kwargs.set_item("short_name", format!("tabletop_{}", info.name))?;
        kwargs.set_item("long_name", format!("tabletop {}", info.name))?;
        kwargs.set_item("dynamics", "sequential")?;
        kwargs.set_item("chance_mode", "sampled_stochastic")?;
        kwargs.set_item("information", "imperfect_information")?;
        let solo = self.inner.players() == 1;
        kwargs.set_item("utility", if solo { "general_sum" } else { "constant_sum" })?;
        kwargs.set_item("reward_model", "terminal")?;
        kwargs.set_item("min_num_players", info.min_players)?;
        kwargs.set_item("max_num_players", info.max_players)?;
        for flag in [
            "provides_information_state_string",
            "provides_information_state_tensor",
            "provides_observation_string",
            "provides_observation_tensor",
        ] {
            kwargs.set_item(flag, true)?;
        }
        py.import("types")?
            .getattr("SimpleNamespace")?
            .call((), Some(&kwargs))
    }

    /// A state from the text `state.serialize()` wrote.
    fn deserialize_state(&self, py: Python<'_>, text: &str) -> PyResult<State> {
        deserialize_state(py, text)
    }
}

impl Game {
    fn sizes(&self, py: Python<'_>) -> PyResult<ResearchInfo> {
        self.inner.research_info().or_raise(py)
    }
}
