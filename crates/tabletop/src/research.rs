//! The research surface of every game behind one object-safe interface
//! ([`ResearchTable`]): a table played one action id at a time through
//! [`tabletop_core::Stepper`], with legal ids and masks, tensors written
//! into the caller's buffer, strings, resampling and serialization — what
//! the Python package's OpenSpiel and PettingZoo adapters are built on.
//!
//! A research table is also a [`Table`]: its whole actions (codes, text,
//! JSON), views, positions and replays work as on any table.

use crate::engine::{Registered, illegal};
use crate::error::Error;
use crate::table::{Session, Table};
use serde::Serialize;
use serde_json::{Value, json};
use tabletop_core::{ActionId, Game, GameRng, Research, Seat, StepError, Stepper, ToAct};

/// What holds a session's state: the state itself, or a [`Stepper`] over it.
pub(crate) trait Holder<G: Game>: Clone + Send + Sync + 'static {
    /// Holds `state`.
    fn wrap(state: G) -> Self;
    /// The state.
    fn state(&self) -> &G;
    /// Applies a whole action; refused, nothing changes.
    fn apply(&mut self, seat: Seat, action: &G::Action) -> Result<(), Error>;
}

impl<G: Game + Send + Sync + 'static> Holder<G> for G {
    fn wrap(state: G) -> Self {
        state
    }
    fn state(&self) -> &G {
        self
    }
    fn apply(&mut self, seat: Seat, action: &G::Action) -> Result<(), Error> {
        self.apply_mut(seat, action).map_err(|v| illegal(&v))
    }
}

impl<G: Research + Send + Sync + 'static> Holder<G> for Stepper<G>
where
    G::Action: Send + Sync,
{
    fn wrap(state: G) -> Self {
        Stepper::new(state)
    }
    fn state(&self) -> &G {
        Stepper::state(self)
    }
    fn apply(&mut self, seat: Seat, action: &G::Action) -> Result<(), Error> {
        self.apply_action(seat, action).map_err(step_error)
    }
}

/// A refused step as a registry error: an action the engine refuses
/// names its rule as every illegal action does.
pub(crate) fn step_error(e: StepError) -> Error {
    match e {
        StepError::Illegal {
            rule: Some(rule),
            reason,
            ..
        } => Error::Illegal { rule, reason },
        other => Error::Step(other),
    }
}

/// The sizes of a configuration's research surface.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ResearchInfo {
    /// The number of action ids: every id is below it.
    pub num_distinct_actions: usize,
    /// The longest game, in action ids over all seats together (a bound).
    pub max_game_length: usize,
    /// The shape of the game's own observation tensor (see the game
    /// crate's `research` module for its layout).
    pub game_observation_shape: Vec<usize>,
    /// The shape of the game's own information-state tensor.
    pub game_information_state_shape: Vec<usize>,
    /// The size of a table's observation tensor: the game's, then one
    /// count per action id of the steps chosen so far (non-zero only for
    /// the seat choosing them).
    pub observation_size: usize,
    /// The size of a table's information-state tensor, laid out likewise.
    pub information_state_size: usize,
}

impl ResearchInfo {
    /// The sizes of `config`'s research surface.
    pub(crate) fn of<G: Research>(config: &G::Config) -> Self {
        let actions = G::num_distinct_actions(config);
        ResearchInfo {
            num_distinct_actions: actions,
            max_game_length: G::max_game_length(config),
            game_observation_shape: G::observation_shape(config),
            game_information_state_shape: G::information_state_shape(config),
            observation_size: G::observation_size(config) + actions,
            information_state_size: G::information_state_size(config) + actions,
        }
    }
}

/// A game in progress played one action id at a time through
/// [`tabletop_core::Stepper`]; also a [`Table`] (whole actions, views,
/// positions, replays). Object-safe. Every method that takes input refuses
/// bad input with an [`Error`] and leaves the table exactly as it was.
pub trait ResearchTable: Table {
    /// The sizes of the research surface.
    fn research_info(&self) -> ResearchInfo;

    /// The seat to act: the one seat to decide, or in a simultaneous step
    /// the lowest seat that has not chosen yet; `None` once the game is over.
    fn current_player(&self) -> Option<Seat>;

    /// The steps the seat to act has chosen so far of a factored action.
    fn pending(&self) -> Vec<ActionId>;

    /// The legal ids of `seat` into `out` (cleared first), ascending: those
    /// of the seat to act, none for another seat.
    fn legal_ids(&mut self, seat: Seat, out: &mut Vec<ActionId>) -> Result<(), Error>;

    /// The legal-action mask of `seat` into `out` (one value per action id).
    fn legal_mask(&mut self, seat: Seat, out: &mut [u8]) -> Result<(), Error>;

    /// Takes step `id` for the seat to act.
    fn apply_id(&mut self, id: i64) -> Result<(), Error>;

    /// One simultaneous step at once: `steps[s]` are the ids seat `s` takes
    /// (one whole action), for every seat that owes a decision now and
    /// none for the others. All are applied, lowest seat first, or none.
    fn apply_joint(&mut self, steps: &[Vec<i64>]) -> Result<(), Error>;

    /// `seat`'s observation tensor into `out`.
    fn observation(&self, seat: Seat, out: &mut [f32]) -> Result<(), Error>;

    /// `seat`'s information-state tensor into `out`.
    fn information_state(&self, seat: Seat, out: &mut [f32]) -> Result<(), Error>;

    /// `seat`'s observation as text.
    fn observation_string(&self, seat: Seat) -> Result<String, Error>;

    /// `seat`'s information state as text.
    fn information_state_string(&self, seat: Seat) -> Result<String, Error>;

    /// Step `id` of `seat` in words.
    fn step_text(&self, seat: Seat, id: i64) -> Result<String, Error>;

    /// A table that `seat` cannot tell from this one, with everything it
    /// cannot see dealt anew from the generator of `seed`. It has no
    /// replay: its history is not one that setup could deal.
    fn resample_hidden(&self, seat: Seat, seed: u64) -> Result<Box<dyn ResearchTable>, Error>;

    /// Redraws what no seat knows yet (deck order, generator) from the
    /// generator of `seed`; the table then has no replay.
    fn resample_future(&mut self, seed: u64);

    /// The table as text that [`crate::deserialize_research`] reads back:
    /// its position, its replay when it has one, and the pending steps.
    fn serialize(&self) -> Result<String, Error>;

    /// An independent copy.
    fn clone_research(&self) -> Box<dyn ResearchTable>;

    /// The action ids (its steps) of `seat`'s action whose integer code is
    /// `code`, in this position: how a whole action (a suggestion's) is
    /// played one id at a time.
    fn action_ids(&self, seat: Seat, code: u128) -> Result<Vec<ActionId>, Error>;
}

/// The format name of a serialized research table.
pub const SERIALIZED_FORMAT: &str = "tabletop-research";

impl<G: Registered + Research> Session<G> {
    /// The same session played one action id at a time.
    pub(crate) fn stepped(self) -> Session<G, Stepper<G>> {
        Session {
            holder: Stepper::new(self.holder),
            origin: self.origin,
            history: self.history,
            buffer: self.buffer,
        }
    }
}

impl<G: Registered + Research> Session<G, Stepper<G>> {
    fn check(&self, seat: Seat) -> Result<Seat, Error> {
        self.seat(u64::from(seat.0))
    }

    fn forget_history(&mut self) {
        self.origin = None;
        self.history.clear();
    }
}

impl<G: Registered + Research> ResearchTable for Session<G, Stepper<G>>
where
    G::Action: Send + Sync,
{
    fn research_info(&self) -> ResearchInfo {
        ResearchInfo::of::<G>(self.holder.state().config())
    }

    fn current_player(&self) -> Option<Seat> {
        self.holder.current_player()
    }

    fn pending(&self) -> Vec<ActionId> {
        self.holder.prefix().to_vec()
    }

    fn legal_ids(&mut self, seat: Seat, out: &mut Vec<ActionId>) -> Result<(), Error> {
        let seat = self.check(seat)?;
        self.holder.legal_ids_of(seat, out);
        Ok(())
    }

    fn legal_mask(&mut self, seat: Seat, out: &mut [u8]) -> Result<(), Error> {
        let seat = self.check(seat)?;
        self.holder.legal_mask(seat, out).map_err(step_error)
    }

    fn apply_id(&mut self, id: i64) -> Result<(), Error> {
        self.step_id(id).map(|_| ())
    }

    fn apply_joint(&mut self, steps: &[Vec<i64>]) -> Result<(), Error> {
        let players = self.players();
        if steps.len() != players {
            return Err(Error::BadJointAction {
                reason: format!(
                    "a joint action names one action per seat: {players} here, not {}",
                    steps.len()
                ),
            });
        }
        if !self.holder.prefix().is_empty() {
            return Err(Error::BadJointAction {
                reason: "a seat is part way through an action: finish it one id at a time".into(),
            });
        }
        let owing = match self.to_act() {
            ToAct::Seat(seat) => tabletop_core::SeatSet::only(seat),
            ToAct::Simultaneous(seats) => seats,
            _ => return Err(Error::Step(StepError::GameOver)),
        };
        // Applied to a copy, so that a refusal changes nothing.
        let mut next = self.clone();
        for (s, ids) in steps.iter().enumerate() {
            let seat = Seat(s as u8);
            if !owing.contains(seat) {
                if ids.is_empty() {
                    continue;
                }
                return Err(Error::BadJointAction {
                    reason: format!("{seat} owes no decision now: give it no action"),
                });
            }
            next.apply_whole(seat, ids)?;
        }
        *self = next;
        Ok(())
    }

    fn observation(&self, seat: Seat, out: &mut [f32]) -> Result<(), Error> {
        let seat = self.check(seat)?;
        self.holder.observation(seat, out).map_err(step_error)
    }

    fn information_state(&self, seat: Seat, out: &mut [f32]) -> Result<(), Error> {
        let seat = self.check(seat)?;
        self.holder.information_state(seat, out).map_err(step_error)
    }

    fn observation_string(&self, seat: Seat) -> Result<String, Error> {
        let seat = self.check(seat)?;
        Ok(self.holder.observation_string(seat))
    }

    fn information_state_string(&self, seat: Seat) -> Result<String, Error> {
        let seat = self.check(seat)?;
        Ok(self.holder.information_state_string(seat))
    }

    fn step_text(&self, seat: Seat, id: i64) -> Result<String, Error> {
        let seat = self.check(seat)?;
        let count = self.holder.num_distinct_actions();
        match ActionId::try_from(id) {
            Ok(i) if (i as usize) < count => Ok(self.holder.state().step_text(seat, i)),
            _ => Err(Error::Step(StepError::OutOfRange { id, count })),
        }
    }

    fn resample_hidden(&self, seat: Seat, seed: u64) -> Result<Box<dyn ResearchTable>, Error> {
        let seat = self.check(seat)?;
        let mut rng = GameRng::new(seed);
        let mut next = self.clone();
        next.holder = self.holder.resample_hidden(seat, &mut rng);
        next.forget_history();
        Ok(Box::new(next))
    }

    fn resample_future(&mut self, seed: u64) {
        self.holder.resample_future(&mut GameRng::new(seed));
        self.forget_history();
    }

    fn serialize(&self) -> Result<String, Error> {
        let file = self.position()?;
        let replay = self.replay().ok();
        let text = json!({
            "format": SERIALIZED_FORMAT,
            "game": G::NAME,
            "position": file.get("position"),
            "replay": replay,
            "pending": self.holder.prefix(),
        });
        Ok(text.to_string())
    }

    fn clone_research(&self) -> Box<dyn ResearchTable> {
        Box::new(self.clone())
    }

    fn action_ids(&self, seat: Seat, code: u128) -> Result<Vec<ActionId>, Error> {
        let seat = self.check(seat)?;
        let state = self.holder.state();
        let action = state
            .decode_action(code)
            .map_err(|reason| Error::Unreadable {
                reason: reason.to_string(),
            })?;
        let mut steps = tabletop_core::Steps::EMPTY;
        state.action_steps(seat, &action, &mut steps);
        Ok(steps.as_slice().to_vec())
    }
}

impl<G: Registered + Research> Session<G, Stepper<G>>
where
    G::Action: Send + Sync,
{
    /// Takes step `id`; whether it completed an action.
    fn step_id(&mut self, id: i64) -> Result<bool, Error> {
        match self.holder.apply_id(id).map_err(step_error)? {
            Some((seat, action)) => {
                if self.origin.is_some() {
                    self.history.push((seat, action));
                }
                Ok(true)
            }
            None => Ok(false),
        }
    }

    /// Applies the steps of one whole action of `seat`, which must be the
    /// seat to act.
    fn apply_whole(&mut self, seat: Seat, ids: &[i64]) -> Result<(), Error> {
        let refuse = |reason: String| Err(Error::BadJointAction { reason });
        if ids.is_empty() {
            return refuse(format!("{seat} owes a decision: give it an action"));
        }
        if self.holder.current_player() != Some(seat) {
            return refuse(format!("{seat} is not to act now"));
        }
        for (k, &id) in ids.iter().enumerate() {
            let completed = self.step_id(id)?;
            let last = k + 1 == ids.len();
            if completed && !last {
                return refuse(format!("{seat}'s action is complete before its last id"));
            }
            if !completed && last {
                return refuse(format!("{seat}'s ids stop part way through an action"));
            }
        }
        Ok(())
    }
}

/// A research table for `session`'s game, built in [`crate::games`] for
/// the games that implement the research surface.
#[allow(
    dead_code,
    reason = "called only for the games marked [research] in crate::games"
)]
pub(crate) fn boxed<G: Registered + Research>(session: Session<G>) -> Box<dyn ResearchTable>
where
    G::Action: Send + Sync,
{
    Box::new(session.stepped())
}

/// Reads the envelope of a serialized research table.
pub(crate) fn read(value: &Value) -> Result<Serialized<'_>, Error> {
    let bad = |reason: &str| Error::BadSerialized {
        reason: reason.to_string(),
    };
    if value.get("format").and_then(Value::as_str) != Some(SERIALIZED_FORMAT) {
        return Err(bad("it is not a serialized tabletop research state"));
    }
    let game = value
        .get("game")
        .and_then(Value::as_str)
        .ok_or_else(|| bad("it names no game"))?;
    let position = value
        .get("position")
        .ok_or_else(|| bad("it has no position"))?;
    let replay = value.get("replay").filter(|r| !r.is_null());
    let pending = match value.get("pending") {
        Some(Value::Array(ids)) => ids
            .iter()
            .map(|id| {
                id.as_i64()
                    .ok_or_else(|| bad("a pending step is not an integer"))
            })
            .collect::<Result<Vec<i64>, Error>>()?,
        _ => return Err(bad("it has no list of pending steps")),
    };
    Ok(Serialized {
        game,
        position,
        replay,
        pending,
    })
}

/// The parts of a serialized research table.
pub(crate) struct Serialized<'a> {
    /// The game's name.
    pub(crate) game: &'a str,
    /// The game's own position JSON.
    pub(crate) position: &'a Value,
    /// The replay, when the table had one.
    pub(crate) replay: Option<&'a Value>,
    /// The steps chosen so far of a factored action.
    pub(crate) pending: Vec<i64>,
}

/// Takes the pending steps of a serialized table, none of which may
/// complete an action.
pub(crate) fn replay_pending(table: &mut dyn ResearchTable, pending: &[i64]) -> Result<(), Error> {
    for (k, &id) in pending.iter().enumerate() {
        table.apply_id(id)?;
        if table.pending().len() != k + 1 {
            return Err(Error::BadSerialized {
                reason: "its pending steps complete an action".into(),
            });
        }
    }
    Ok(())
}
