//! [`Stepper`]: a game played one action id at a time.

use super::listing::Listing;
use super::{ActionId, Research, Steps};
use crate::bot::next_seat;
use crate::game::RuleViolation;
use crate::rng::GameRng;
use crate::seat::Seat;

/// Why a step, or a buffer, was refused. A refused step leaves the
/// [`Stepper`] exactly as it was.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum StepError {
    /// The game is over: nobody has a decision to make.
    #[error("the game is over: nobody has a decision to make")]
    GameOver,
    /// The id is outside the action space.
    #[error("action {id} is outside the action space (0 to {last})", last = .count.saturating_sub(1))]
    OutOfRange {
        /// The id given.
        id: i64,
        /// The number of action ids.
        count: usize,
    },
    /// No legal action of the seat to act continues with this step.
    #[error("{seat} cannot take {step}: {reason}")]
    Illegal {
        /// The seat to act.
        seat: Seat,
        /// The step, as text.
        step: String,
        /// Why, in words.
        reason: String,
        /// The rulebook section, when the step completes an action the
        /// engine refuses.
        rule: Option<&'static str>,
    },
    /// A seat that is not at the table.
    #[error("there is no seat {seat} at this table of {players}")]
    NoSuchSeat {
        /// The seat asked for.
        seat: i64,
        /// The number of players.
        players: usize,
    },
    /// A tensor buffer of the wrong size.
    #[error("the buffer holds {given} values, the tensor has {expected}")]
    BufferSize {
        /// The size the tensor needs.
        expected: usize,
        /// The size given.
        given: usize,
    },
}

/// A game played one action id at a time: the state of the game, plus the
/// steps already chosen by the seat in the middle of a factored action.
///
/// Simultaneous steps are taken one seat at a time, lowest seat first
/// ([`current_player`](Self::current_player)). While a seat is part way
/// through a factored action, the steps it has chosen are its own secret:
/// they appear (as counts of each id, after the game's own values) in its
/// tensors and strings only.
///
/// The legal ids that may come next are found once per step and kept; a
/// game that cannot name them itself ([`Research::next_steps`]) has its
/// legal actions listed once per decision, so stepping through a factored
/// action does not list them again.
#[derive(Clone, Debug)]
pub struct Stepper<G: Research> {
    state: G,
    prefix: Steps,
    listing: Listing<G::Action>,
    actions: usize,
}

impl<G: Research> Stepper<G> {
    /// Wraps `state`, with no steps chosen.
    #[must_use]
    pub fn new(state: G) -> Self {
        let actions = G::num_distinct_actions(state.config());
        Stepper {
            state,
            prefix: Steps::EMPTY,
            listing: Listing::new(actions),
            actions,
        }
    }

    /// The game's state (the steps chosen so far have not touched it).
    #[must_use]
    pub fn state(&self) -> &G {
        &self.state
    }

    /// The steps chosen so far by the seat to act.
    #[must_use]
    pub fn prefix(&self) -> &[ActionId] {
        self.prefix.as_slice()
    }

    /// The number of action ids.
    #[must_use]
    pub fn num_distinct_actions(&self) -> usize {
        self.actions
    }

    /// The seat to act: the one seat to decide, or the lowest seat still
    /// owing a simultaneous decision; `None` once the game is over.
    #[must_use]
    pub fn current_player(&self) -> Option<Seat> {
        next_seat(&self.state)
    }

    /// Whether the game is over.
    #[must_use]
    pub fn is_terminal(&self) -> bool {
        self.current_player().is_none()
    }

    /// Checks that `seat` is a seat of this table.
    pub fn seat(&self, seat: i64) -> Result<Seat, StepError> {
        let players = crate::GameConfig::players(self.state.config());
        match u8::try_from(seat) {
            Ok(s) if (s as usize) < players => Ok(Seat(s)),
            _ => Err(StepError::NoSuchSeat { seat, players }),
        }
    }

    /// The legal ids of `seat`, the seat to act, after the steps chosen.
    fn next_ids(&mut self, seat: Seat) -> &[ActionId] {
        self.listing
            .next_ids(&self.state, seat, self.prefix.as_slice())
    }

    /// Writes the legal action ids of the seat to act into `out` (cleared
    /// first), ascending, each once. Empty once the game is over.
    pub fn legal_ids(&mut self, out: &mut Vec<ActionId>) {
        out.clear();
        if let Some(seat) = self.current_player() {
            out.extend_from_slice(self.next_ids(seat));
        }
    }

    /// The legal action ids of `seat`: those of [`legal_ids`](Self::legal_ids)
    /// when `seat` is to act, none otherwise.
    pub fn legal_ids_of(&mut self, seat: Seat, out: &mut Vec<ActionId>) {
        if self.current_player() == Some(seat) {
            self.legal_ids(out);
        } else {
            out.clear();
        }
    }

    /// Writes the legal-action mask of `seat` into `out` (one value per
    /// action id: 1 legal, 0 not).
    pub fn legal_mask(&mut self, seat: Seat, out: &mut [u8]) -> Result<(), StepError> {
        check_size(self.actions, out.len())?;
        out.fill(0);
        if self.current_player() != Some(seat) {
            return Ok(());
        }
        for &id in self.next_ids(seat) {
            if let Some(slot) = out.get_mut(id as usize) {
                *slot = 1;
            }
        }
        Ok(())
    }

    /// Takes step `id` for the seat to act. When the step completes an
    /// action, the action is applied and returned with its seat; otherwise
    /// `None`. A refused step changes nothing.
    pub fn apply_id(&mut self, id: i64) -> Result<Option<(Seat, G::Action)>, StepError> {
        let Some(seat) = self.current_player() else {
            return Err(StepError::GameOver);
        };
        let id = match ActionId::try_from(id) {
            Ok(i) if (i as usize) < self.actions => i,
            _ => {
                return Err(StepError::OutOfRange {
                    id,
                    count: self.actions,
                });
            }
        };
        if self.next_ids(seat).binary_search(&id).is_err() {
            return Err(StepError::Illegal {
                seat,
                step: self.state.step_text(seat, id),
                reason: self.refusal(seat, id),
                rule: None,
            });
        }
        let mut next = self.prefix;
        next.push(id);
        let Some(action) = self.listing.complete(&self.state, seat, next.as_slice()) else {
            self.listing.advance(self.prefix.len(), id);
            self.prefix = next;
            return Ok(None);
        };
        self.state
            .apply_mut(seat, &action)
            .map_err(|v| StepError::Illegal {
                seat,
                step: self.state.step_text(seat, id),
                reason: v.to_string(),
                rule: Some(v.rule()),
            })?;
        self.prefix.clear();
        self.listing.invalidate();
        Ok(Some((seat, action)))
    }

    /// The steps chosen so far, each in words.
    fn chosen_texts(&self, seat: Seat) -> Vec<String> {
        self.prefix
            .as_slice()
            .iter()
            .map(|&s| self.state.step_text(seat, s))
            .collect()
    }

    fn refusal(&self, seat: Seat, id: ActionId) -> String {
        if self.prefix.is_empty() {
            format!("no legal action of {seat} begins with it")
        } else {
            let chosen = self.chosen_texts(seat);
            format!(
                "no legal action of {seat} continues {} with it (step {id})",
                crate::words::list(&chosen)
            )
        }
    }

    /// Applies a whole action for `seat`, which must be the seat to act
    /// with no steps chosen yet; the engine validates it.
    pub fn apply_action(&mut self, seat: Seat, action: &G::Action) -> Result<(), StepError> {
        if !self.prefix.is_empty() && self.current_player() == Some(seat) {
            return Err(StepError::Illegal {
                seat,
                step: self.state.action_text(action),
                reason: format!("{seat} is part way through another action"),
                rule: None,
            });
        }
        self.state
            .apply_mut(seat, action)
            .map_err(|v| StepError::Illegal {
                seat,
                step: self.state.action_text(action),
                reason: v.to_string(),
                rule: Some(v.rule()),
            })?;
        self.listing.invalidate();
        Ok(())
    }

    /// The size of [`observation`](Self::observation)'s tensor: the game's
    /// observation, then one count per action id for the steps chosen so
    /// far (non-zero only for the seat choosing them).
    #[must_use]
    pub fn observation_size(&self) -> usize {
        G::observation_size(self.state.config()) + self.actions
    }

    /// The size of [`information_state`](Self::information_state)'s tensor,
    /// laid out as the observation's.
    #[must_use]
    pub fn information_state_size(&self) -> usize {
        G::information_state_size(self.state.config()) + self.actions
    }

    /// Writes `seat`'s observation tensor into `out`.
    pub fn observation(&self, seat: Seat, out: &mut [f32]) -> Result<(), StepError> {
        check_size(self.observation_size(), out.len())?;
        let (game, pending) = out.split_at_mut(out.len() - self.actions);
        self.state.write_observation(seat, game);
        self.write_pending(seat, pending);
        Ok(())
    }

    /// Writes `seat`'s information-state tensor into `out`.
    pub fn information_state(&self, seat: Seat, out: &mut [f32]) -> Result<(), StepError> {
        check_size(self.information_state_size(), out.len())?;
        let (game, pending) = out.split_at_mut(out.len() - self.actions);
        self.state.write_information_state(seat, game);
        self.write_pending(seat, pending);
        Ok(())
    }

    fn write_pending(&self, seat: Seat, out: &mut [f32]) {
        out.fill(0.0);
        if self.current_player() == Some(seat) {
            for &id in self.prefix.as_slice() {
                if let Some(slot) = out.get_mut(id as usize) {
                    *slot += 1.0;
                }
            }
        }
    }

    /// `seat`'s observation as text (the game's, then the steps it has
    /// chosen so far, if any).
    #[must_use]
    pub fn observation_string(&self, seat: Seat) -> String {
        self.with_pending(seat, self.state.observation_string(seat))
    }

    /// `seat`'s information state as text.
    #[must_use]
    pub fn information_state_string(&self, seat: Seat) -> String {
        self.with_pending(seat, self.state.information_state_string(seat))
    }

    fn with_pending(&self, seat: Seat, mut text: String) -> String {
        if self.current_player() == Some(seat) && !self.prefix.is_empty() {
            let chosen = self.chosen_texts(seat);
            if !text.is_empty() && !text.ends_with('\n') {
                text.push('\n');
            }
            text.push_str("chosen so far: ");
            text.push_str(&chosen.join(", "));
        }
        text
    }

    /// A stepper that `observer` cannot tell from this one
    /// ([`Research::resample_hidden`]). The steps chosen so far are kept
    /// when they are `observer`'s own; another seat's are its secret, so
    /// the sample starts that seat's decision afresh.
    #[must_use]
    pub fn resample_hidden(&self, observer: Seat, rng: &mut GameRng) -> Self {
        let mut next = Stepper::new(self.state.resample_hidden(observer, rng));
        if self.current_player() == Some(observer) {
            next.prefix = self.prefix;
        }
        next
    }

    /// Redraws what no seat knows yet ([`Research::resample_future`]).
    pub fn resample_future(&mut self, rng: &mut GameRng) {
        self.state.resample_future(rng);
        self.listing.invalidate();
    }
}

fn check_size(expected: usize, given: usize) -> Result<(), StepError> {
    if expected == given {
        Ok(())
    } else {
        Err(StepError::BufferSize { expected, given })
    }
}
