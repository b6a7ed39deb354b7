//! Bots and the driver that lets them play a whole game.

use crate::game::{Game, ToAct};

use crate::rng::GameRng;
use crate::seat::Seat;

/// A player program: picks one of the legal actions.
pub trait Bot<G: Game>: Send {
    /// Returns the index into `legal` (never empty) of the chosen action.
    /// A bot should decide from `state.view(seat)` only; it receives the
    /// state so that it can compute views and rules helpers without copies.
    fn choose(&mut self, state: &G, seat: Seat, legal: &[G::Action]) -> usize;

    /// Chooses `seat`'s action in `state` and returns it, with `legal` as
    /// scratch space; `None` when `seat` has no legal action. The default
    /// writes the legal actions into `legal` (cleared first) and asks
    /// [`choose`](Self::choose); the random bot overrides it to draw
    /// without listing ([`Game::random_legal_action`]). The drivers and
    /// the search's playouts ask this.
    fn choose_action(
        &mut self,
        state: &G,
        seat: Seat,
        legal: &mut Vec<G::Action>,
    ) -> Option<G::Action> {
        legal.clear();
        state.legal_actions(seat, legal);
        if legal.is_empty() {
            return None;
        }
        let pick = self.choose(state, seat, legal).min(legal.len() - 1);
        Some(legal[pick].clone())
    }

    /// Search iterations this bot has run since it was made (0 for a bot
    /// that does not search): how benchmarks measure a search's speed.
    fn iterations(&self) -> u64 {
        0
    }

    /// As a search's playout policy ([`crate::search`]): the actions worth
    /// searching for `seat` at the search's root, as indices into `legal`,
    /// pushed onto `keep` (empty on entry). Pushing nothing keeps them all,
    /// the default. A game with hundreds of legal actions narrows the root
    /// to its best few so that the search's iterations go to them.
    fn candidates(
        &mut self,
        _state: &G,
        _seat: Seat,
        _legal: &[G::Action],
        _keep: &mut Vec<usize>,
    ) {
    }

    /// As a search's playout policy: how many actions a playout plays
    /// before it stops and asks [`Bot::evaluate`]. The default never stops
    /// (every playout is played to the end).
    fn playout_depth(&self) -> u64 {
        u64::MAX
    }

    /// As a search's playout policy: each seat's reward, in `[0, 1]`, for a
    /// position a playout stopped in before the end (at
    /// [`Bot::playout_depth`]), judged by the game's heuristic; `None` (the
    /// default) plays on to the end.
    fn evaluate(&mut self, _state: &G) -> Option<[f64; crate::MAX_SEATS]> {
        None
    }

    /// As a search's playout policy: the action a search node adds next,
    /// as an index into `legal` whose `untried` entry is `true` (the
    /// actions the node has no child for and may add); `None` (the
    /// default) lets the search draw one at random. A game with hundreds
    /// of legal actions, whose nodes widen progressively, adds its most
    /// promising actions first, so the few children a node gets are worth
    /// comparing. An index that is out of range or already tried is
    /// ignored (the search draws at random).
    fn expand(
        &mut self,
        _state: &G,
        _seat: Seat,
        _legal: &[G::Action],
        _untried: &[bool],
    ) -> Option<usize> {
        None
    }
}

/// Picks uniformly among the legal actions; as a driver's or a search's
/// player it draws through [`Game::random_legal_action`] and so picks the
/// same action without listing them all.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: GameRng,
}

impl RandomBot {
    /// A random bot with its own generator.
    #[must_use]
    pub fn new(seed: u64) -> Self {
        RandomBot {
            rng: GameRng::new(seed),
        }
    }
}

impl<G: Game> Bot<G> for RandomBot {
    fn choose(&mut self, _state: &G, _seat: Seat, legal: &[G::Action]) -> usize {
        self.rng.index(legal.len())
    }

    fn choose_action(
        &mut self,
        state: &G,
        seat: Seat,
        legal: &mut Vec<G::Action>,
    ) -> Option<G::Action> {
        state
            .random_legal_action(seat, &mut self.rng, legal)
            .map(|(action, _)| action)
    }
}

/// How a driven game stopped.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Finish {
    /// The game reached its end.
    Natural,
    /// The cap on actions was reached first (the game may stall; not a rule).
    Capped,
}

/// An engine broke its own contract while being driven (a bug, never a
/// player error): reported instead of a panic.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EngineFault {
    /// A seat owes a decision but no action is legal.
    #[error("{seat} must act but has no legal action")]
    NoLegalAction {
        /// The seat.
        seat: Seat,
    },
    /// A seat must act but no bot was given for it.
    #[error("{seat} must act but no bot plays it")]
    NoBot {
        /// The seat.
        seat: Seat,
    },
    /// An enumerated action was rejected.
    #[error("enumerated action {action} by {seat} was rejected: {reason}")]
    Rejected {
        /// The seat.
        seat: Seat,
        /// The action, as text.
        action: String,
        /// The violation, as text.
        reason: String,
    },
}

/// Lets `bots` (one per seat) play `state` to the end, or until `cap`
/// actions have been applied in total. Simultaneous decisions are asked of
/// each owing seat in seat order. `on_action` sees every applied action with
/// the state before and after it. `buffer` is reused for legal actions.
pub fn play_out<G: Game>(
    state: &mut G,
    bots: &mut [Box<dyn Bot<G> + '_>],
    cap: u64,
    buffer: &mut Vec<G::Action>,
    on_action: impl FnMut(&G, Seat, &G::Action, &G),
) -> Result<Finish, EngineFault> {
    drive(state, bots, cap, buffer, Some(on_action))
}

/// [`play_out`] with nobody watching: the state is never cloned, so the
/// loop does not allocate unless a bot does.
pub fn play_silently<G: Game>(
    state: &mut G,
    bots: &mut [Box<dyn Bot<G> + '_>],
    cap: u64,
    buffer: &mut Vec<G::Action>,
) -> Result<Finish, EngineFault> {
    drive::<G, fn(&G, Seat, &G::Action, &G)>(state, bots, cap, buffer, None)
}

fn drive<G: Game, F: FnMut(&G, Seat, &G::Action, &G)>(
    state: &mut G,
    bots: &mut [Box<dyn Bot<G> + '_>],
    cap: u64,
    buffer: &mut Vec<G::Action>,
    mut on_action: Option<F>,
) -> Result<Finish, EngineFault> {
    loop {
        let Some(seat) = next_seat(state) else {
            return Ok(Finish::Natural);
        };
        if state.actions_taken() >= cap {
            return Ok(Finish::Capped);
        }
        let Some(bot) = bots.get_mut(seat.index()) else {
            return Err(EngineFault::NoBot { seat });
        };
        let Some(action) = bot.choose_action(state, seat, buffer) else {
            return Err(EngineFault::NoLegalAction { seat });
        };
        let before = on_action.is_some().then(|| state.clone());
        apply_enumerated(state, seat, &action)?;
        if let (Some(watch), Some(before)) = (on_action.as_mut(), before) {
            watch(&before, seat, &action, state);
        }
    }
}

/// The seat asked next by the drivers: the one seat to act, or the lowest
/// seat owing a simultaneous decision; `None` once the game is over.
pub fn next_seat<G: Game>(state: &G) -> Option<Seat> {
    match state.to_act() {
        ToAct::GameOver => None,
        ToAct::Seat(s) => Some(s),
        ToAct::Simultaneous(set) => set.iter().next(),
    }
}

fn apply_enumerated<G: Game>(
    state: &mut G,
    seat: Seat,
    action: &G::Action,
) -> Result<(), EngineFault> {
    state
        .apply_mut(seat, action)
        .map_err(|v| EngineFault::Rejected {
            seat,
            action: action.to_string(),
            reason: v.to_string(),
        })
}

/// Plays one game with uniformly random legal actions and no observer,
/// without cloning or allocating per action, each drawn by
/// [`Game::random_legal_action`] and applied without validating it again
/// ([`Game::apply_unchecked`]): the benchmark loop. Returns the
/// number of decisions made, the legal actions summed over them, and how
/// the game stopped.
pub fn random_playout<G: Game>(
    state: &mut G,
    rng: &mut GameRng,
    cap: u64,
    buffer: &mut Vec<G::Action>,
) -> Result<Playout, EngineFault> {
    let mut playout = Playout {
        decisions: 0,
        legal_actions: 0,
        finish: Finish::Natural,
    };
    while let Some(seat) = next_seat(state) {
        if state.actions_taken() >= cap {
            playout.finish = Finish::Capped;
            break;
        }
        let Some((action, legal)) = state.random_legal_action(seat, rng, buffer) else {
            return Err(EngineFault::NoLegalAction { seat });
        };
        playout.decisions += 1;
        playout.legal_actions += legal as u64;
        state.apply_unchecked(seat, &action);
    }
    Ok(playout)
}

/// What one random playout did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Playout {
    /// Decisions made.
    pub decisions: u64,
    /// Legal actions summed over the decisions (divide for the branching factor).
    pub legal_actions: u64,
    /// How the game stopped.
    pub finish: Finish,
}
