//! The research surface: what search and learning algorithms need of a game,
//! in the shape OpenSpiel and the multi-agent RL libraries expect.
//!
//! * **A fixed, dense action space.** Every configuration has
//!   [`num_distinct_actions`](Research::num_distinct_actions) *action ids*,
//!   `0..N`. Most actions are one id. An action chosen from a very large set
//!   (a Traveluencer post, a Trailblazers placement) is *factored*: it is a
//!   short sequence of ids, its *steps* (a card, then where it goes), so
//!   that a policy head stays small. No legal action's steps are a proper
//!   prefix of another's, so a complete sequence names exactly one action.
//!   [`Stepper`] plays a game one id at a time.
//! * **Observations**: per seat, an observation tensor (what the seat sees
//!   now) and an information-state tensor (perfect recall of what it saw and
//!   did), with string forms; written into a caller's buffer, no allocation.
//! * **Determinization**: [`resample_hidden`](Research::resample_hidden)
//!   deals a world consistent with what one seat knows, and
//!   [`resample_future`](Research::resample_future) redraws only what no
//!   seat knows yet (the deck order, the generator), so that a clone used
//!   for search cannot see the future.
//!
//! Simultaneous steps are taken one seat at a time, lowest seat first: a
//! seat's secret choice is hidden from the others' views until all have
//! chosen, so the order changes nothing a seat can see.

use crate::game::Game;
use crate::rng::GameRng;
use crate::seat::Seat;

/// An action id: an index into the dense action space of a configuration,
/// `0..num_distinct_actions`.
pub type ActionId = u32;

/// The most steps one action may take.
pub const MAX_STEPS: usize = 64;

/// The steps of one action: a short sequence of action ids (most actions
/// have one). A fixed-capacity buffer, so building one never allocates.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Steps {
    len: u8,
    ids: [ActionId; MAX_STEPS],
}

impl Steps {
    /// No steps.
    pub const EMPTY: Steps = Steps {
        len: 0,
        ids: [0; MAX_STEPS],
    };

    /// One step.
    #[must_use]
    pub fn one(id: ActionId) -> Steps {
        let mut steps = Steps::EMPTY;
        steps.push(id);
        steps
    }

    /// Appends `id`. A game never makes more than [`MAX_STEPS`] steps; a
    /// push beyond that is ignored in release builds and caught by the
    /// conformance kit (the action would then not round-trip).
    pub fn push(&mut self, id: ActionId) {
        debug_assert!((self.len as usize) < MAX_STEPS, "more than MAX_STEPS steps");
        if let Some(slot) = self.ids.get_mut(self.len as usize) {
            *slot = id;
            self.len += 1;
        }
    }

    /// Removes every step.
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The steps, in order.
    #[must_use]
    pub fn as_slice(&self) -> &[ActionId] {
        &self.ids[..self.len as usize]
    }

    /// How many steps.
    #[must_use]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there are none.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether `prefix` is where these steps begin.
    #[must_use]
    pub fn starts_with(&self, prefix: &[ActionId]) -> bool {
        self.as_slice().starts_with(prefix)
    }
}

impl Default for Steps {
    fn default() -> Self {
        Steps::EMPTY
    }
}

impl std::fmt::Debug for Steps {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl From<&[ActionId]> for Steps {
    fn from(ids: &[ActionId]) -> Self {
        let mut steps = Steps::EMPTY;
        for &id in ids {
            steps.push(id);
        }
        steps
    }
}

/// The research surface of a game; see the [module documentation](self).
///
/// Tensors are flat `f32` buffers in row-major order of their shape; each
/// game documents its layouts (shape, and what each slice means) in its
/// `research` module. The `write_` methods expect a buffer of exactly the
/// shape's size (the callers in [`Stepper`] and the bindings check it) and
/// overwrite all of it.
pub trait Research: Game {
    /// The number of action ids of `config`: every action id is below it.
    #[must_use]
    fn num_distinct_actions(config: &Self::Config) -> usize;

    /// The longest game of `config`, counted in action ids (steps) over all
    /// seats together. A bound, not a typical length.
    #[must_use]
    fn max_game_length(config: &Self::Config) -> usize;

    /// Writes the steps of `action` by `seat` in this state into `out`
    /// (cleared first). Every step is below
    /// [`num_distinct_actions`](Self::num_distinct_actions); two different
    /// legal actions have different steps, and neither's steps are a proper
    /// prefix of the other's.
    fn action_steps(&self, seat: Seat, action: &Self::Action, out: &mut Steps);

    /// A step as text for a person, e.g. `"post Food 5"` or `"x = 3"`.
    #[must_use]
    fn step_text(&self, seat: Seat, id: ActionId) -> String;

    /// The shape of the observation tensor of `config`.
    #[must_use]
    fn observation_shape(config: &Self::Config) -> Vec<usize>;

    /// Writes what `seat` observes now into `out` (of the observation
    /// shape's size): its own hidden cards and the public table, nothing it
    /// may not see.
    fn write_observation(&self, seat: Seat, out: &mut [f32]);

    /// The shape of the information-state tensor of `config`.
    #[must_use]
    fn information_state_shape(config: &Self::Config) -> Vec<usize>;

    /// Writes `seat`'s information state into `out` (of the information
    /// state shape's size): everything it has seen and done since setup
    /// (perfect recall), nothing it may not see.
    fn write_information_state(&self, seat: Seat, out: &mut [f32]);

    /// The observation as text: the same facts as the tensor.
    #[must_use]
    fn observation_string(&self, seat: Seat) -> String;

    /// The information state as text: the same facts as the tensor. It is
    /// the [observation string](Self::observation_string) followed by what
    /// the seat remembers beyond it
    /// ([`write_recall_string`](Self::write_recall_string)).
    #[must_use]
    fn information_state_string(&self, seat: Seat) -> String {
        let mut text = self.observation_string(seat);
        self.write_recall_string(seat, &mut text);
        text
    }

    /// Appends to `out` what `seat` remembers beyond what it observes now,
    /// in words: what it has seen and done since setup and no longer sees
    /// (perfect recall). The rest of
    /// [`information_state_string`](Self::information_state_string).
    fn write_recall_string(&self, seat: Seat, out: &mut String);

    /// A state that `observer` cannot tell from this one, with everything it
    /// cannot see (others' hidden cards and secret choices, the deck order,
    /// the generator) dealt anew from `rng`, consistently with everything it
    /// has seen. `observer`'s view, legal actions, tensors and strings are
    /// unchanged. This is how a search samples the worlds an information
    /// set holds.
    ///
    /// Where it can, a game makes the result depend only on what `observer`
    /// knows and on `rng`: two states `observer` cannot tell apart then
    /// resample to the same state from generators in the same state (e.g.
    /// pool the unseen cards in a fixed order before shuffling), and a search
    /// that determinizes with it cannot depend on what its seat cannot see,
    /// sample by sample (`testing::check_canonical_resampling`, feature
    /// `testing`, checks it). A game whose constraints are kept by a chain of
    /// random swaps from the true deal promises the distribution only, and
    /// says so.
    #[must_use]
    fn resample_hidden(&self, observer: Seat, rng: &mut GameRng) -> Self;

    /// Redraws what no seat knows yet (the order of the deck and anything
    /// else face down out of play, and the generator) from `rng`, leaving
    /// every hand as it is. A clone made for search calls this so that it
    /// cannot see the future.
    fn resample_future(&mut self, rng: &mut GameRng);

    /// The legal ids that may follow `prefix` in a legal action of `seat`,
    /// written into `out` (cleared first), ascending and each once — for a
    /// game that can answer without listing every legal action, which
    /// [`Stepper`] otherwise does once per decision (some eight hundred
    /// Trailblazers placements). Returns `false`, leaving `out` empty, when
    /// the game does not answer in this state (the default): the stepper
    /// then lists the legal actions. A game that answers also answers
    /// [`action_of_steps`](Self::action_of_steps), and its answers agree
    /// with [`Game::legal_actions`] and
    /// [`action_steps`](Self::action_steps) (the research kit checks it).
    fn next_steps(&self, seat: Seat, prefix: &[ActionId], out: &mut Vec<ActionId>) -> bool {
        let _ = (seat, prefix);
        out.clear();
        false
    }

    /// The action whose steps are exactly `steps`, when `steps` name a
    /// whole action; `None` for a proper prefix of one. Asked only in a
    /// state where [`next_steps`](Self::next_steps) answers, and only of
    /// steps it offered; applying the action still validates it.
    fn action_of_steps(&self, seat: Seat, steps: &[ActionId]) -> Option<Self::Action> {
        let _ = (seat, steps);
        None
    }

    /// The result of a finished game as numbers only (`None` while it is
    /// not over): the scores, ranks and winners of
    /// [`outcome`](crate::Game::outcome), built without its words, so that a
    /// search can score a playout without allocating. The default reads
    /// `outcome`; a game whose outcome words its breakdown overrides it
    /// (the research kit checks that the two agree).
    #[must_use]
    fn standing(&self) -> Option<Standing> {
        self.outcome().map(|outcome| Standing::of(&outcome))
    }

    /// The number of values in the observation tensor.
    #[must_use]
    fn observation_size(config: &Self::Config) -> usize {
        Self::observation_shape(config).iter().product()
    }

    /// The number of values in the information-state tensor.
    #[must_use]
    fn information_state_size(config: &Self::Config) -> usize {
        Self::information_state_shape(config).iter().product()
    }
}

mod listing;
mod standing;
mod stepper;
mod writer;
pub use standing::Standing;
pub(crate) use standing::rank;
pub use stepper::{StepError, Stepper};
pub use writer::TensorWriter;
