//! The research kit: plays random games one action id at a time through a
//! [`Stepper`] and checks the promises of the research surface — the dense
//! action space (a bijection between legal actions and their steps, the
//! mask, clean refusals), the tensors' sizes, and that nothing a seat may
//! not see reaches its tensors or strings (the scramble test: resample what
//! the seat cannot see, and everything it is shown stays the same).

use crate::game::{Audit, GameConfig};
use crate::research::{ActionId, Research, StepError, Stepper, Steps};
use crate::rng::GameRng;
use crate::seat::Seat;

/// What the research kit saw.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResearchReport {
    /// Games played to their end.
    pub games: u64,
    /// Action ids applied in all.
    pub steps: u64,
    /// The longest game, in action ids.
    pub longest: u64,
    /// Seat views resampled and checked to be unchanged in every tensor and
    /// string.
    pub resamples: u64,
    /// Resamples that changed some other seat's tensors: the resampling
    /// really moved what the observer cannot see.
    pub resamples_redistributing: u64,
}

/// Plays `games` random games of `config` (seeds `first_seed..`) one action
/// id at a time, checking every `deep_every`-th step in depth. Panics with
/// a description of the first broken promise.
pub fn check_research<G: Audit + Research>(
    config: &G::Config,
    games: u64,
    first_seed: u64,
    deep_every: u64,
) -> ResearchReport {
    let mut report = ResearchReport::default();
    let limit = G::max_game_length(config) as u64;
    for seed in first_seed..first_seed + games {
        let ctx = |msg: String| format!("{} seed {seed}: {msg}", G::NAME);
        let state = G::setup(config.clone(), seed)
            .unwrap_or_else(|e| panic!("{}", ctx(format!("setup failed: {e}"))));
        let mut stepper = Stepper::new(state);
        let mut rng = GameRng::derived(seed, 0x5E5E);
        let mut ids = Vec::new();
        let mut steps_taken = 0u64;
        while let Some(seat) = stepper.current_player() {
            if steps_taken.is_multiple_of(deep_every.max(1)) {
                check_bijection(stepper.state(), seat, &ctx);
                check_tensors(&stepper, &mut rng, &mut report, &ctx);
            }
            stepper.legal_ids(&mut ids);
            check_ids(&mut stepper, seat, &ids, &ctx);
            check_next_steps(&stepper, seat, &ids, &ctx);
            check_refusals(&mut stepper, &ids, &ctx);
            let id = ids[rng.index(ids.len())];
            stepper
                .apply_id(i64::from(id))
                .unwrap_or_else(|e| panic!("{}", ctx(format!("legal id {id} refused: {e}"))));
            steps_taken += 1;
            if steps_taken > limit {
                panic!(
                    "{}",
                    ctx(format!("longer than max_game_length ({limit} steps)"))
                );
            }
        }
        check_tensors(&stepper, &mut rng, &mut report, &ctx);
        check_standing(stepper.state(), &ctx);
        report.games += 1;
        report.steps += steps_taken;
        report.longest = report.longest.max(steps_taken);
    }
    if report.resamples >= 10 && report.resamples_redistributing * 4 < report.resamples {
        panic!(
            "{}: resample_hidden changed no other seat's tensors in {} of {} resamples: \
             it does not redistribute what the observer cannot see",
            G::NAME,
            report.resamples - report.resamples_redistributing,
            report.resamples
        );
    }
    report
}

/// Every legal action has steps inside the action space, different from
/// every other's and no prefix of another's.
fn check_bijection<G: Research>(state: &G, seat: Seat, ctx: &impl Fn(String) -> String) {
    let count = G::num_distinct_actions(state.config());
    let mut legal = Vec::new();
    state.legal_actions(seat, &mut legal);
    let mut all: Vec<Steps> = Vec::with_capacity(legal.len());
    let mut steps = Steps::EMPTY;
    for action in &legal {
        state.action_steps(seat, action, &mut steps);
        let text = state.action_text(action);
        if steps.is_empty() {
            panic!("{}", ctx(format!("{text} has no steps")));
        }
        if let Some(&id) = steps.as_slice().iter().find(|&&id| id as usize >= count) {
            panic!(
                "{}",
                ctx(format!("{text} has step {id}, outside 0..{count}"))
            );
        }
        all.push(steps);
    }
    all.sort_by(|a, b| a.as_slice().cmp(b.as_slice()));
    for pair in all.windows(2) {
        if pair[1].starts_with(pair[0].as_slice()) {
            panic!(
                "{}",
                ctx(format!(
                    "two legal actions of {seat} have steps {:?} and {:?}: equal or one begins the other",
                    pair[0], pair[1]
                ))
            );
        }
    }
}

/// The legal ids after the steps chosen so far are those the legal actions'
/// steps continue them with; and where the game names them itself
/// ([`Research::next_steps`]), the steps of every legal action with that
/// beginning name it ([`Research::action_of_steps`]) and no shorter run of
/// them does.
fn check_next_steps<G: Research>(
    stepper: &Stepper<G>,
    seat: Seat,
    ids: &[ActionId],
    ctx: &impl Fn(String) -> String,
) {
    let state = stepper.state();
    let prefix = stepper.prefix();
    let by_game = state.next_steps(seat, prefix, &mut Vec::new());
    let mut legal = Vec::new();
    state.legal_actions(seat, &mut legal);
    let mut listed = Vec::new();
    let mut steps = Steps::EMPTY;
    for action in &legal {
        state.action_steps(seat, action, &mut steps);
        if !steps.starts_with(prefix) {
            continue;
        }
        if let Some(&id) = steps.as_slice().get(prefix.len()) {
            listed.push(id);
        }
        if !by_game {
            continue;
        }
        let whole = steps.as_slice();
        if state.action_of_steps(seat, whole).as_ref() != Some(action) {
            panic!(
                "{}",
                ctx(format!(
                    "the steps {whole:?} of {} do not name it",
                    state.action_text(action)
                ))
            );
        }
        if let Some(k) = (prefix.len()..whole.len())
            .find(|&k| state.action_of_steps(seat, &whole[..k]).is_some())
        {
            panic!(
                "{}",
                ctx(format!(
                    "the first {k} of the steps {whole:?} already name an action"
                ))
            );
        }
    }
    listed.sort_unstable();
    listed.dedup();
    if listed != ids {
        panic!(
            "{}",
            ctx(format!(
                "after the steps {prefix:?}, {seat}'s legal ids are {ids:?}, but its legal actions continue with {listed:?}"
            ))
        );
    }
}

/// The legal ids are in range, ascending and distinct, and agree with the
/// mask; other seats have none.
fn check_ids<G: Research>(
    stepper: &mut Stepper<G>,
    seat: Seat,
    ids: &[ActionId],
    ctx: &impl Fn(String) -> String,
) {
    let count = stepper.num_distinct_actions();
    if ids.is_empty() {
        panic!("{}", ctx(format!("{seat} must act but has no legal id")));
    }
    if ids.windows(2).any(|w| w[0] >= w[1]) || ids.iter().any(|&i| i as usize >= count) {
        panic!(
            "{}",
            ctx(format!("legal ids not ascending or out of range: {ids:?}"))
        );
    }
    let mut mask = vec![0u8; count];
    stepper
        .legal_mask(seat, &mut mask)
        .unwrap_or_else(|e| panic!("{}", ctx(e.to_string())));
    let from_mask: Vec<ActionId> = (0..count as ActionId)
        .filter(|&i| mask[i as usize] == 1)
        .collect();
    if from_mask != ids {
        panic!(
            "{}",
            ctx("the legal mask disagrees with the legal ids".into())
        );
    }
    let players = stepper.state().config().players();
    let mut others = Vec::new();
    for other in (0..players as u8).map(Seat).filter(|&o| o != seat) {
        stepper.legal_ids_of(other, &mut others);
        if !others.is_empty() {
            panic!(
                "{}",
                ctx(format!("{other} is not to act yet has legal ids"))
            );
        }
    }
}

/// An id outside the space and a legal-looking id that is not legal are
/// refused with a typed error, and the stepper is left as it was.
fn check_refusals<G: Research>(
    stepper: &mut Stepper<G>,
    ids: &[ActionId],
    ctx: &impl Fn(String) -> String,
) {
    let count = stepper.num_distinct_actions();
    let before_state = stepper.state().clone();
    let before_prefix: Vec<ActionId> = stepper.prefix().to_vec();
    for bad in [-1i64, count as i64, i64::MAX] {
        match stepper.apply_id(bad) {
            Err(StepError::OutOfRange { .. }) => {}
            other => panic!(
                "{}",
                ctx(format!("id {bad} outside the space gave {other:?}"))
            ),
        }
    }
    if let Some(illegal) = (0..count as ActionId).find(|i| ids.binary_search(i).is_err()) {
        match stepper.apply_id(i64::from(illegal)) {
            Err(StepError::Illegal { reason, .. }) if !reason.is_empty() => {}
            other => panic!("{}", ctx(format!("illegal id {illegal} gave {other:?}"))),
        }
    }
    if *stepper.state() != before_state || stepper.prefix() != before_prefix {
        panic!("{}", ctx("a refused id changed the state".into()));
    }
}

/// Tensors have their sizes and finite values; resampling what a seat
/// cannot see leaves its tensors, strings and legal ids as they were, and
/// redrawing the future leaves every seat's.
fn check_tensors<G: Audit + Research>(
    stepper: &Stepper<G>,
    rng: &mut GameRng,
    report: &mut ResearchReport,
    ctx: &impl Fn(String) -> String,
) {
    let players = stepper.state().config().players();
    let seats: Vec<Seat> = (0..players as u8).map(Seat).collect();
    let seen = |s: &Stepper<G>, seat: Seat| -> Seen {
        let mut obs = vec![0f32; s.observation_size()];
        let mut info = vec![0f32; s.information_state_size()];
        s.observation(seat, &mut obs)
            .unwrap_or_else(|e| panic!("{}", ctx(e.to_string())));
        s.information_state(seat, &mut info)
            .unwrap_or_else(|e| panic!("{}", ctx(e.to_string())));
        if obs.iter().chain(&info).any(|v| !v.is_finite()) {
            panic!(
                "{}",
                ctx(format!("{seat}'s tensors hold a value that is not finite"))
            );
        }
        let mut ids = Vec::new();
        s.clone().legal_ids_of(seat, &mut ids);
        Seen {
            obs,
            info,
            obs_text: s.observation_string(seat),
            info_text: s.information_state_string(seat),
            ids,
        }
    };
    let mut wrong = vec![0f32; stepper.observation_size() + 1];
    if !matches!(
        stepper.observation(seats[0], &mut wrong),
        Err(StepError::BufferSize { .. })
    ) {
        panic!("{}", ctx("a buffer of the wrong size was accepted".into()));
    }
    let now: Vec<Seen> = seats.iter().map(|&s| seen(stepper, s)).collect();
    for &seat in &seats {
        let other = stepper.resample_hidden(seat, rng);
        if let Err(e) = other.state().check_invariants() {
            panic!(
                "{}",
                ctx(format!("resample for {seat} broke an invariant: {e}"))
            );
        }
        if let Some(what) = now[seat.index()].differs(&seen(&other, seat)) {
            panic!(
                "{}",
                ctx(format!(
                    "{seat}'s {what} depends on what {seat} cannot see \
                     (or resample_hidden changed what {seat} sees)"
                ))
            );
        }
        if players > 1 {
            report.resamples += 1;
            let moved = seats
                .iter()
                .any(|&o| o != seat && now[o.index()].differs(&seen(&other, o)).is_some());
            report.resamples_redistributing += u64::from(moved);
        }
    }
    let mut future = stepper.clone();
    future.resample_future(rng);
    for &seat in &seats {
        if let Some(what) = now[seat.index()].differs(&seen(&future, seat)) {
            panic!(
                "{}",
                ctx(format!("resample_future changed {seat}'s {what}"))
            );
        }
    }
}

/// A finished game's [`Research::standing`] agrees with its `outcome`:
/// the same scores, ranks and winners.
fn check_standing<G: Research>(state: &G, ctx: &impl Fn(String) -> String) {
    let expected = state.outcome().map(|o| crate::Standing::of(&o));
    let standing = state.standing();
    if standing != expected {
        panic!(
            "{}",
            ctx(format!(
                "standing {standing:?} disagrees with the outcome's {expected:?}"
            ))
        );
    }
}

/// Plays `games` random games of `config` and checks, at every
/// `every`-th action, that two states a seat cannot tell apart resample
/// alike from the same generator: the resample reads only what the seat
/// knows, so a search that determinizes with it cannot depend on what the
/// seat cannot see, sample by sample (not only in distribution). A game
/// whose resampling walks away from the true deal (a chain of random swaps
/// that keeps constraints) does not promise this. Panics on the first
/// difference.
pub fn check_canonical_resampling<G: Audit + Research>(
    config: &G::Config,
    games: u64,
    first_seed: u64,
    every: u64,
) {
    for seed in first_seed..first_seed + games {
        let ctx = |msg: String| format!("{} seed {seed}: {msg}", G::NAME);
        let mut state = G::setup(config.clone(), seed)
            .unwrap_or_else(|e| panic!("{}", ctx(format!("setup failed: {e}"))));
        let mut rng = GameRng::derived(seed, 0xCA7);
        let seats: Vec<Seat> = (0..config.players() as u8).map(Seat).collect();
        let mut legal = Vec::new();
        while let Some(seat) = crate::bot::next_seat(&state) {
            if state.actions_taken().is_multiple_of(every.max(1)) {
                check_canonical(&state, &seats, &mut rng, &ctx);
            }
            legal.clear();
            state.legal_actions(seat, &mut legal);
            let action = legal[rng.index(legal.len())].clone();
            state
                .apply_mut(seat, &action)
                .unwrap_or_else(|e| panic!("{}", ctx(format!("enumerated action refused: {e}"))));
        }
    }
}

fn check_canonical<G: Audit + Research>(
    state: &G,
    seats: &[Seat],
    rng: &mut GameRng,
    ctx: &impl Fn(String) -> String,
) {
    for &seat in seats {
        let twin = state.resample_hidden(seat, rng);
        let seed = rng.next_u64();
        let a = state.resample_hidden(seat, &mut GameRng::new(seed));
        let b = twin.resample_hidden(seat, &mut GameRng::new(seed));
        if a != b {
            panic!(
                "{}",
                ctx(format!(
                    "resample_hidden for {seat} depends on what {seat} cannot see: \
                     two states {seat} cannot tell apart resample differently from one generator"
                ))
            );
        }
    }
}

struct Seen {
    obs: Vec<f32>,
    info: Vec<f32>,
    obs_text: String,
    info_text: String,
    ids: Vec<ActionId>,
}

impl Seen {
    fn differs(&self, other: &Seen) -> Option<&'static str> {
        if self.obs != other.obs {
            Some("observation tensor")
        } else if self.info != other.info {
            Some("information-state tensor")
        } else if self.obs_text != other.obs_text {
            Some("observation string")
        } else if self.info_text != other.info_text {
            Some("information-state string")
        } else if self.ids != other.ids {
            Some("legal action ids")
        } else {
            None
        }
    }
}

/// Plays `games` random games of `config` and, every `every`-th action,
/// runs the ISMCTS bot (`iterations` a decision) for the seat to act from
/// the real state and from a state that seat cannot tell apart from it
/// ([`Research::resample_hidden`]), with the same seed: both searches must
/// give the same move and visits — the bot never reads what its seat
/// cannot see. Needs canonical resampling ([`check_canonical_resampling`]).
pub fn check_search_blindness<G: Audit + Research>(
    config: &G::Config,
    games: u64,
    every: u64,
    iterations: u32,
) {
    use crate::search::{Budget, Ismcts, IsmctsConfig};
    let search = |seed: u64| {
        let settings = IsmctsConfig {
            budget: Budget::Iterations(iterations),
            ..IsmctsConfig::default()
        };
        Ismcts::<G>::new(settings, seed, Box::new(crate::bot::RandomBot::new(seed)))
    };
    for seed in 0..games {
        let ctx = |msg: String| format!("{} seed {seed}: {msg}", G::NAME);
        let mut state = G::setup(config.clone(), seed)
            .unwrap_or_else(|e| panic!("{}", ctx(format!("setup failed: {e}"))));
        let mut rng = GameRng::derived(seed, 0xB11D);
        let mut legal = Vec::new();
        while let Some(seat) = crate::bot::next_seat(&state) {
            legal.clear();
            state.legal_actions(seat, &mut legal);
            if legal.len() > 1 && state.actions_taken().is_multiple_of(every.max(1)) {
                let twin = state.resample_hidden(seat, &mut rng);
                let a = search(seed).search(&state, seat, &legal);
                let b = search(seed).search(&twin, seat, &legal);
                if a != b {
                    panic!(
                        "{}",
                        ctx(format!(
                            "the search for {seat} after {} actions differs in a world {seat} cannot tell apart",
                            state.actions_taken()
                        ))
                    );
                }
            }
            let action = legal[rng.index(legal.len())].clone();
            state
                .apply_mut(seat, &action)
                .unwrap_or_else(|e| panic!("{}", ctx(format!("enumerated action refused: {e}"))));
        }
    }
}
