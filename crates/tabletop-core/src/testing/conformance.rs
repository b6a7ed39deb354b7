//! The conformance kit, after OpenSpiel's random-simulation test: plays many
//! seeded games with random legal actions and checks, after every action,
//! the promises every engine makes (among them that the game's uniformly
//! random draw, [`Game::random_legal_action`], is the pick from its legal
//! list).

use super::narration::check_narration;
use crate::bot::next_seat;
use crate::game::{Audit, Game, GameConfig};
use crate::replay::Replay;
use crate::research::Research;
use crate::rng::GameRng;
use crate::seat::Seat;

/// How hard the kit works.
#[derive(Clone, Debug)]
pub struct KitOptions {
    /// Games to play, with seeds `first_seed..first_seed + games`.
    pub games: u64,
    /// The first seed.
    pub first_seed: u64,
    /// The most actions a game may take. A game still running then is a
    /// failure unless `allow_cap` is set (for games that can stall).
    pub max_actions: u64,
    /// Whether reaching `max_actions` is allowed (counted in the report).
    pub allow_cap: bool,
    /// The expensive checks (serde round trip, hidden scrambles, `apply`
    /// against `apply_mut`) run every this many actions (1 = always).
    pub deep_check_every: u64,
    /// How many legal actions per position are checked individually
    /// (validate, text, notation, integer code and serde round trips); more
    /// are sampled.
    pub legal_samples: usize,
    /// Whether the deep checks include the narration check: a spectator's
    /// and a seat's narration never depend on what they cannot see. Every
    /// engine is meant to pass it; `false` only while an engine's narration
    /// is being made audience-correct.
    pub check_narration: bool,
}

impl Default for KitOptions {
    fn default() -> Self {
        KitOptions {
            games: 100,
            first_seed: 0,
            max_actions: 10_000,
            allow_cap: false,
            deep_check_every: 7,
            legal_samples: 24,
            check_narration: true,
        }
    }
}

/// What the kit saw.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KitReport {
    /// Games played.
    pub games: u64,
    /// Games that reached their end.
    pub finished: u64,
    /// Games stopped at the cap.
    pub capped: u64,
    /// Actions applied in all.
    pub actions: u64,
    /// The longest game, in actions.
    pub longest: u64,
    /// Illegal actions that were checked to be rejected cleanly.
    pub rejections_checked: u64,
    /// Hidden-information scrambles checked (one per seat per deep check,
    /// in games of two or more players).
    pub scrambles: u64,
    /// Scrambles that changed what some other seat sees (its own hidden
    /// cards): the scramble really redistributed what the observer cannot
    /// see. The kit fails when fewer than half of the scrambles do.
    pub scrambles_redistributing: u64,
}

/// Plays `options.games` random games of `config` and checks every promise.
/// Panics with a description of the first failure.
pub fn check_conformance<G: Audit + Research>(
    config: &G::Config,
    options: &KitOptions,
) -> KitReport {
    let mut report = KitReport::default();
    for seed in options.first_seed..options.first_seed + options.games {
        let game = check_one_game::<G>(config, seed, options, &mut report);
        report.games += 1;
        report.longest = report.longest.max(game);
    }
    check_scramble_strength::<G>(&report);
    report
}

/// The scrambles must really redistribute: in many positions some other
/// seat holds hidden cards, and a scramble that leaves every other seat's
/// view as it was moved nothing the observer cannot see. (A scramble that
/// changes what the observer sees is caught position by position.) The
/// floor is a quarter, as in the research kit: where the table remembers
/// which cards went into a hand in view of all (Seoul Journey's City
/// piles), a two-player hand is often wholly known, and a correct scramble
/// keeps it; each game's own tests set the rate it expects.
fn check_scramble_strength<G: Game>(report: &KitReport) {
    const MIN_SCRAMBLES: u64 = 10;
    if report.scrambles >= MIN_SCRAMBLES && report.scrambles_redistributing * 4 < report.scrambles {
        panic!(
            "{}: resample_hidden changed no other seat's view in {} of {} scrambles: \
             it does not redistribute what the observer cannot see",
            G::NAME,
            report.scrambles - report.scrambles_redistributing,
            report.scrambles
        );
    }
}

fn check_one_game<G: Audit + Research>(
    config: &G::Config,
    seed: u64,
    options: &KitOptions,
    report: &mut KitReport,
) -> u64 {
    let ctx = |msg: String| format!("{} seed {seed}: {msg}", G::NAME);
    let mut state = G::setup(config.clone(), seed)
        .unwrap_or_else(|e| panic!("{}", ctx(format!("setup failed: {e}"))));
    let mut rng = GameRng::derived(seed, 0xC0F0);
    // The narration check draws its scrambles from its own generator, so
    // the kit's choice of actions does not depend on it.
    let mut narration_rng = GameRng::derived(seed, 0xA0D1);
    let mut replay = Replay::<G>::new(config.clone(), seed);
    let mut pool: Vec<G::Action> = Vec::new();
    let mut legal: Vec<G::Action> = Vec::new();
    let mut scratch: Vec<G::Action> = Vec::new();
    let players = config.players();
    loop {
        if let Err(e) = state.check_invariants() {
            panic!(
                "{}",
                ctx(format!(
                    "invariant broken after {} actions: {e}",
                    state.actions_taken()
                ))
            );
        }
        let to_act = state.to_act();
        let deep = state.actions_taken() % options.deep_check_every.max(1) == 0;
        if deep {
            check_round_trips(&state, &ctx);
            check_hidden(&state, players, &mut rng, report, &ctx);
        }
        // Seats that owe nothing have no legal action and are refused.
        for s in 0..players as u8 {
            let seat = Seat(s);
            legal.clear();
            state.legal_actions(seat, &mut legal);
            check_draw_at(&state, seat, &legal, &mut scratch, &ctx);
            if to_act.includes(seat) {
                if legal.is_empty() {
                    panic!(
                        "{}",
                        ctx(format!("{seat} must act but has no legal action"))
                    );
                }
                check_legal_set(&state, seat, &legal, options.legal_samples, &mut rng, &ctx);
            } else if !legal.is_empty() {
                panic!(
                    "{}",
                    ctx(format!(
                        "{seat} owes nothing yet has {} legal actions",
                        legal.len()
                    ))
                );
            }
        }
        let Some(_) = next_seat(&state) else {
            if state.outcome().is_none() {
                panic!("{}", ctx("game over without an outcome".into()));
            }
            report.finished += 1;
            break;
        };
        if state.outcome().is_some() {
            panic!("{}", ctx("an outcome before the game is over".into()));
        }
        if state.actions_taken() >= options.max_actions {
            if !options.allow_cap {
                panic!(
                    "{}",
                    ctx(format!("no end after {} actions", options.max_actions))
                );
            }
            report.capped += 1;
            break;
        }
        // Pick a random owing seat and a random legal action.
        let owing: Vec<Seat> = to_act.seats().iter().collect();
        let seat = owing[rng.index(owing.len())];
        legal.clear();
        state.legal_actions(seat, &mut legal);
        report.rejections_checked += check_rejections(&state, seat, &legal, &pool, players, &ctx);
        let action = legal[rng.index(legal.len())].clone();
        replay.push(&state, seat, &action);
        if deep {
            let before = state.clone();
            let copy = state
                .apply(seat, &action)
                .unwrap_or_else(|e| panic!("{}", ctx(format!("apply({action}) failed: {e}"))));
            state
                .apply_mut(seat, &action)
                .unwrap_or_else(|e| panic!("{}", ctx(format!("apply_mut({action}) failed: {e}"))));
            if copy != state {
                panic!(
                    "{}",
                    ctx(format!("apply and apply_mut disagree on {action}"))
                );
            }
            if options.check_narration {
                check_narration(
                    &before,
                    seat,
                    &action,
                    &state,
                    players,
                    &mut narration_rng,
                    &ctx,
                );
            }
        } else {
            state.apply_mut(seat, &action).unwrap_or_else(|e| {
                panic!("{}", ctx(format!("enumerated {action} rejected: {e}")))
            });
        }
        report.actions += 1;
        // Remember a few actions to try later where they are illegal.
        if pool.len() < 64 {
            pool.push(legal[rng.index(legal.len())].clone());
        } else {
            let slot = rng.index(pool.len());
            pool[slot] = legal[rng.index(legal.len())].clone();
        }
    }
    let replayed = replay
        .play()
        .unwrap_or_else(|e| panic!("{}", ctx(format!("replay failed: {e}"))));
    if replayed != state {
        panic!(
            "{}",
            ctx("the replay does not reproduce the final state".into())
        );
    }
    let json = serde_json::to_string(&replay).expect("a replay serialises");
    let back: Replay<G> = serde_json::from_str(&json)
        .unwrap_or_else(|e| panic!("{}", ctx(format!("replay JSON does not load: {e}"))));
    if back != replay {
        panic!("{}", ctx("replay JSON round trip differs".into()));
    }
    state.actions_taken()
}

fn check_round_trips<G: Game>(state: &G, ctx: &impl Fn(String) -> String) {
    if state.clone() != *state {
        panic!("{}", ctx("a clone differs from its original".into()));
    }
    let json = serde_json::to_string(state)
        .unwrap_or_else(|e| panic!("{}", ctx(format!("state does not serialise: {e}"))));
    let back: G = serde_json::from_str(&json)
        .unwrap_or_else(|e| panic!("{}", ctx(format!("state does not load back: {e}\n{json}"))));
    if back != *state {
        panic!("{}", ctx(format!("state JSON round trip differs:\n{json}")));
    }
}

/// Scrambles what each seat cannot see and checks that its view, the
/// public view and its legal actions stay the same; counts the scrambles
/// that changed what another seat sees.
pub(super) fn check_hidden<G: Audit + Research>(
    state: &G,
    players: usize,
    rng: &mut GameRng,
    report: &mut KitReport,
    ctx: &impl Fn(String) -> String,
) {
    let mut a = Vec::new();
    let mut b = Vec::new();
    for s in 0..players as u8 {
        let seat = Seat(s);
        let other = state.resample_hidden(seat, rng);
        if players > 1 {
            report.scrambles += 1;
            let moved = (0..players as u8)
                .map(Seat)
                .any(|o| o != seat && other.view(o) != state.view(o));
            report.scrambles_redistributing += u64::from(moved);
        }
        if let Err(e) = other.check_invariants() {
            panic!(
                "{}",
                ctx(format!("scramble for {seat} broke an invariant: {e}"))
            );
        }
        if other.view(seat) != state.view(seat) {
            panic!(
                "{}",
                ctx(format!(
                    "{seat}'s view depends on what {seat} cannot see \
                     (or resample_hidden changed what {seat} sees)"
                ))
            );
        }
        if other.public_view() != state.public_view() {
            panic!(
                "{}",
                ctx("the public view depends on hidden information".into())
            );
        }
        a.clear();
        b.clear();
        state.legal_actions(seat, &mut a);
        other.legal_actions(seat, &mut b);
        if a != b {
            panic!(
                "{}",
                ctx(format!(
                    "{seat}'s legal actions depend on what {seat} cannot see"
                ))
            );
        }
    }
}

/// The game's uniformly random draw ([`Game::random_legal_action`]) is
/// the pick from its legal list ([`check_random_draw`]). Its generator is
/// derived from the position, so the kit's own choices do not depend on
/// this check.
fn check_draw_at<G: Game>(
    state: &G,
    seat: Seat,
    legal: &[G::Action],
    scratch: &mut Vec<G::Action>,
    ctx: &impl Fn(String) -> String,
) {
    let seed = state.actions_taken() ^ u64::from(seat.0) << 56;
    if let Err(e) = check_random_draw(state, seat, legal, scratch, [seed]) {
        panic!("{}", ctx(e));
    }
}

/// Checks that the game's uniformly random draw
/// ([`Game::random_legal_action`]) for `seat` is the pick from its legal
/// list `legal` (what [`Game::legal_actions`] writes): the action at index
/// `rng.index(n)` of `legal`, with `n` its length, and the generator left
/// as that pick leaves it, for a generator of each of `seeds`. A game
/// that draws without listing proves its draw with this in a property
/// test; the conformance kit asks it at every position. The error says
/// what differed.
pub fn check_random_draw<G: Game>(
    state: &G,
    seat: Seat,
    legal: &[G::Action],
    scratch: &mut Vec<G::Action>,
    seeds: impl IntoIterator<Item = u64>,
) -> Result<(), String> {
    for seed in seeds {
        let (mut drawing, mut picking) = (GameRng::new(seed), GameRng::new(seed));
        let drawn = state.random_legal_action(seat, &mut drawing, scratch);
        let picked =
            (!legal.is_empty()).then(|| (legal[picking.index(legal.len())].clone(), legal.len()));
        if drawn != picked || drawing != picking {
            return Err(format!(
                "{seat}: the random draw gives {drawn:?}, the pick from the legal list {picked:?}{}",
                if drawing == picking {
                    ""
                } else {
                    " (and the generators differ after it)"
                }
            ));
        }
    }
    Ok(())
}

/// [`check_random_draw`] for every seat of the table and one past it (a
/// seat that owes no decision must draw nothing), each against the legal
/// list [`Game::legal_actions`] writes for it, with a generator of each of
/// `seeds`: what a game's property test asks at a random position.
pub fn check_random_draws<G: Game>(
    state: &G,
    seeds: impl IntoIterator<Item = u64> + Clone,
) -> Result<(), String> {
    let (mut legal, mut scratch) = (Vec::new(), Vec::new());
    for s in 0..=state.config().players() {
        let seat = Seat(u8::try_from(s).unwrap_or(u8::MAX));
        legal.clear();
        state.legal_actions(seat, &mut legal);
        check_random_draw(state, seat, &legal, &mut scratch, seeds.clone())?;
    }
    Ok(())
}

pub(super) fn check_legal_set<G: Game>(
    state: &G,
    seat: Seat,
    legal: &[G::Action],
    samples: usize,
    rng: &mut GameRng,
    ctx: &impl Fn(String) -> String,
) {
    let mut texts: Vec<String> = legal.iter().map(|a| a.to_string()).collect();
    texts.sort_unstable();
    if let Some(w) = texts.windows(2).find(|w| w[0] == w[1]) {
        panic!(
            "{}",
            ctx(format!(
                "{seat}: action {} is listed twice (or two actions print alike)",
                w[0]
            ))
        );
    }
    let mut codes: Vec<u128> = legal.iter().map(|a| state.encode_action(a)).collect();
    codes.sort_unstable();
    if let Some(w) = codes.windows(2).find(|w| w[0] == w[1]) {
        panic!(
            "{}",
            ctx(format!("{seat}: two legal actions share the code {}", w[0]))
        );
    }
    let picks: Vec<usize> = if legal.len() <= samples {
        (0..legal.len()).collect()
    } else {
        (0..samples).map(|_| rng.index(legal.len())).collect()
    };
    for i in picks {
        let action = &legal[i];
        if let Err(e) = state.validate(seat, action) {
            panic!(
                "{}",
                ctx(format!("{seat}: enumerated {action} fails validate: {e}"))
            );
        }
        let parsed: G::Action = action
            .to_string()
            .parse()
            .unwrap_or_else(|e| panic!("{}", ctx(format!("{action} does not parse back: {e}"))));
        if parsed != *action {
            panic!("{}", ctx(format!("{action} parses back as {parsed}")));
        }
        let json = serde_json::to_string(action).expect("an action serialises");
        let back: G::Action = serde_json::from_str(&json)
            .unwrap_or_else(|e| panic!("{}", ctx(format!("{json} does not load back: {e}"))));
        if back != *action {
            panic!("{}", ctx(format!("{action} JSON round trip differs")));
        }
        let code = state.encode_action(action);
        match state.decode_action(code) {
            Ok(decoded) if decoded == *action => {}
            other => panic!(
                "{}",
                ctx(format!(
                    "{action} has code {code}, which decodes to {other:?}"
                ))
            ),
        }
        let text = state.action_text(action);
        match state.parse_action(&text) {
            Ok(read) if read == *action => {}
            other => panic!(
                "{}",
                ctx(format!(
                    "{action} is written {text:?}, which reads as {other:?}"
                ))
            ),
        }
    }
}

/// Tries remembered actions that are not legal now, by the acting seat and
/// by seats that owe nothing; each must be refused and leave the state as it
/// was. Returns how many were checked.
fn check_rejections<G: Game>(
    state: &G,
    seat: Seat,
    legal: &[G::Action],
    pool: &[G::Action],
    players: usize,
    ctx: &impl Fn(String) -> String,
) -> u64 {
    let mut checked = 0;
    let to_act = state.to_act();
    let mut refuse = |who: Seat, action: &G::Action| {
        if state.validate(who, action).is_ok() {
            panic!(
                "{}",
                ctx(format!(
                    "{who}: validate accepts {action}, which is not enumerated"
                ))
            );
        }
        let mut copy = state.clone();
        match copy.apply_mut(who, action) {
            Ok(()) => panic!(
                "{}",
                ctx(format!(
                    "{who}: apply_mut accepts {action}, which is not enumerated"
                ))
            ),
            Err(_) if copy != *state => panic!(
                "{}",
                ctx(format!("{who}: a refused {action} changed the state"))
            ),
            Err(_) => {}
        }
        checked += 1;
    };
    for action in pool.iter().take(16) {
        if !legal.contains(action) {
            refuse(seat, action);
        }
    }
    if let Some(action) = legal.first() {
        for s in 0..players as u8 + 2 {
            let who = Seat(s);
            if !to_act.includes(who) {
                refuse(who, action);
            }
        }
        refuse(Seat(u8::MAX), action);
    }
    checked
}
