//! `tabletop.Bot`: the engines' own bots (random, greedy, ISMCTS) playing a
//! pyspiel-shaped state one action id at a time.

use crate::convert::OrRaise;
use crate::state::State;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyTuple;
use tabletop::{ActionId, BotKind, Error, StepError};

/// A bot: `tabletop.Bot("ismcts", iterations=1000, seed=7)`, `"greedy"` or
/// `"random"`. `step(state)` returns the action id to apply next for the
/// seat to act. An action of several ids (a Traveluencer post, a
/// Trailblazers placement) is chosen whole at its first id; the next calls
/// return its later ids. Deterministic: the same seed and the same states
/// give the same ids.
#[pyclass(module = "tabletop", name = "Bot")]
pub struct Bot {
    kind: BotKind,
    seed: u64,
    decisions: u64,
    /// The ids of the action being played, while it is part way through.
    plan: Vec<ActionId>,
}

#[pymethods]
impl Bot {
    /// A bot of `kind` (`"random"`, `"greedy"` or `"ismcts"`; `iterations`
    /// a decision and `greedy_playouts` for `"ismcts"`), seeded with `seed`.
    #[new]
    #[pyo3(signature = (kind, iterations = None, seed = 0, greedy_playouts = false))]
    fn new(
        py: Python<'_>,
        kind: &str,
        iterations: Option<u32>,
        seed: u64,
        greedy_playouts: bool,
    ) -> PyResult<Bot> {
        let kind: BotKind = kind.parse().or_raise(py)?;
        let kind = match kind {
            BotKind::Ismcts {
                iterations: default,
                playouts,
            } => {
                let iterations = iterations.unwrap_or(default);
                if iterations == 0 || iterations > tabletop::MAX_ISMCTS_ITERATIONS {
                    return Err(PyValueError::new_err(format!(
                        "iterations must be 1 to {}, not {iterations}",
                        tabletop::MAX_ISMCTS_ITERATIONS
                    )));
                }
                let playouts = if greedy_playouts {
                    tabletop::Playouts::Greedy
                } else {
                    playouts
                };
                BotKind::Ismcts {
                    iterations,
                    playouts,
                }
            }
            other if iterations.is_some() || greedy_playouts => {
                return Err(PyValueError::new_err(format!(
                    "iterations and greedy_playouts are settings of \"ismcts\", not of \"{other}\""
                )));
            }
            other => other,
        };
        Ok(Bot {
            kind,
            seed,
            decisions: 0,
            plan: Vec::new(),
        })
    }

    /// The action id to apply next for the seat to act in `state`.
    fn step(&mut self, py: Python<'_>, state: &State) -> PyResult<ActionId> {
        let lab = state.lab(py)?;
        let Some(seat) = lab.current_player() else {
            return Err(Error::Step(StepError::GameOver)).or_raise(py);
        };
        let pending = lab.pending();
        if !pending.is_empty() && self.plan.len() > pending.len() && self.plan.starts_with(&pending)
        {
            return Ok(self.plan[pending.len()]);
        }
        let seed = self.seed ^ self.decisions.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.decisions += 1;
        let mut table = lab.clone_research();
        let suggestion = table.suggest(seat, self.kind, seed).or_raise(py)?;
        // The suggested action, or (when another hand took its first ids)
        // the most visited action that continues them.
        let mut codes = vec![suggestion.action.code];
        codes.extend(suggestion.visits.iter().map(|v| v.action.code));
        for code in codes {
            let ids = table.action_ids(seat, code).or_raise(py)?;
            if ids.len() > pending.len() && ids.starts_with(&pending) {
                let next = ids[pending.len()];
                self.plan = ids;
                return Ok(next);
            }
        }
        let mut legal = Vec::new();
        table.legal_ids(seat, &mut legal).or_raise(py)?;
        legal
            .first()
            .copied()
            .ok_or_else(|| PyValueError::new_err("the seat to act has no legal action id"))
    }

    /// The same as [`step`](Self::step).
    fn choose(&mut self, py: Python<'_>, state: &State) -> PyResult<ActionId> {
        self.step(py, state)
    }

    /// Pickling keeps the kind, the seed, the decisions made and the
    /// action part way through, so the copy goes on as the bot would.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let restore = py.import("tabletop._tabletop")?.getattr("_restore_bot")?;
        let args = (
            self.kind.to_string(),
            self.seed,
            self.decisions,
            self.plan.clone(),
        );
        PyTuple::new(py, [restore, args.into_pyobject(py)?.into_any()])
    }

    fn __repr__(&self) -> String {
        format!(
            "tabletop.Bot({:?}, seed={})",
            self.kind.to_string(),
            self.seed
        )
    }
}

/// Unpickles a bot: its kind (in the command line's notation), seed,
/// decisions made and the action part way through.
#[pyfunction]
pub fn _restore_bot(
    py: Python<'_>,
    kind: &str,
    seed: u64,
    decisions: u64,
    plan: Vec<ActionId>,
) -> PyResult<Bot> {
    Ok(Bot {
        kind: kind.parse().or_raise(py)?,
        seed,
        decisions,
        plan,
    })
}
