//! The events kit: what `perform` tells agrees with the state it leaves,
//! each event reaches only the audiences allowed to learn it, and what a
//! seat learns never depends on what it cannot see.

use crate::audience::Audience;
use crate::events::{Events, narrate_events, redact_all};
use crate::game::GameConfig;
use crate::research::Research;
use crate::rng::GameRng;
use crate::seat::Seat;

/// What [`check_events`] saw, for the test to assert on.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct EventsReport {
    /// Actions applied.
    pub actions: u64,
    /// Events told, all audiences together.
    pub events: u64,
    /// Actions compared in a world the observer cannot tell apart.
    pub blind_comparisons: u64,
}

/// Plays `games` random games of `config` (seeds from `first_seed`) and
/// checks, at every action:
///
/// - applying with events leaves the same state as `apply_mut` and as
///   `apply_unchecked`, and a refused action appends nothing;
/// - every event survives a JSON round trip;
/// - for every seat, in a world that seat cannot tell apart
///   (`resample_hidden`) where the same action is legal and leaves the
///   seat the same view and information state, the events it is told and their narration are the
///   same (a spectator's too, when the public view is the same), and so
///   are the setup events it is told. An action that reveals something
///   (a card drawn) may tell different things in the two worlds; its view
///   shows the difference, and the view kit proves views leak-free.
///
/// Panics on the first broken promise, naming the game, seed and action.
pub fn check_events<G: Events + Research>(
    config: &G::Config,
    games: u64,
    first_seed: u64,
) -> EventsReport {
    let mut report = EventsReport::default();
    for seed in first_seed..first_seed + games {
        let ctx = |msg: String| format!("{} seed {seed}: {msg}", G::NAME);
        let mut state = G::setup(config.clone(), seed)
            .unwrap_or_else(|e| panic!("{}", ctx(format!("setup failed: {e}"))));
        let mut rng = GameRng::derived(seed, 0xE7E7);
        check_setup_blindness(&state, &mut rng, &ctx);
        let mut legal = Vec::new();
        while let Some(seat) = crate::bot::next_seat(&state) {
            legal.clear();
            state.legal_actions(seat, &mut legal);
            let action = legal[rng.index(legal.len())].clone();
            let mut told = Vec::new();
            let mut after = state.clone();
            after
                .apply_with_events(seat, &action, &mut told)
                .unwrap_or_else(|e| panic!("{}", ctx(format!("enumerated action refused: {e}"))));
            check_same_state(&state, &after, seat, &action, &ctx);
            check_round_trip(&told, &ctx);
            report.events += told.len() as u64;
            report.blind_comparisons +=
                check_blindness(&state, &after, seat, &action, &told, &mut rng, &ctx);
            state = after;
            report.actions += 1;
        }
    }
    report
}

/// `apply_mut` and `apply_unchecked` reach the state `apply_with_events`
/// reached; a refused action (after the game ends) tells nothing.
fn check_same_state<G: Events>(
    before: &G,
    after: &G,
    seat: Seat,
    action: &G::Action,
    ctx: &dyn Fn(String) -> String,
) {
    let mut plain = before.clone();
    plain
        .apply_mut(seat, action)
        .unwrap_or_else(|e| panic!("{}", ctx(format!("apply_mut refused {action}: {e}"))));
    let mut unchecked = before.clone();
    unchecked.apply_unchecked(seat, action);
    if &plain != after || &unchecked != after {
        panic!(
            "{}",
            ctx(format!(
                "{action} by {seat} leaves another state when it tells its events"
            ))
        );
    }
    if after.to_act().is_over() {
        let mut refused = Vec::new();
        let mut again = after.clone();
        if again.apply_with_events(seat, action, &mut refused).is_ok() || !refused.is_empty() {
            panic!(
                "{}",
                ctx("an action after the end was accepted or told events".into())
            );
        }
        if &again != after {
            panic!("{}", ctx("a refused action changed the state".into()));
        }
    }
}

fn check_round_trip<E: crate::events::GameEvent>(told: &[E], ctx: &dyn Fn(String) -> String) {
    for event in told {
        let json = serde_json::to_string(event)
            .unwrap_or_else(|e| panic!("{}", ctx(format!("event {event:?} not written: {e}"))));
        let back: E = serde_json::from_str(&json)
            .unwrap_or_else(|e| panic!("{}", ctx(format!("event {json} not read back: {e}"))));
        if &back != event {
            panic!("{}", ctx(format!("event {json} reads back as {back:?}")));
        }
    }
}

/// The setup events each seat is told are the same in a world it cannot
/// tell apart.
fn check_setup_blindness<G: Events + Research>(
    state: &G,
    rng: &mut GameRng,
    ctx: &dyn Fn(String) -> String,
) {
    let mut told = Vec::new();
    state.setup_events(&mut told);
    for observer in (0..state.config().players()).map(|s| Seat(s as u8)) {
        let twin = state.resample_hidden(observer, rng);
        let mut twin_told = Vec::new();
        twin.setup_events(&mut twin_told);
        for audience in [Audience::Seat(observer), Audience::Spectator] {
            if redacted(&told, audience) != redacted(&twin_told, audience) {
                panic!(
                    "{}",
                    ctx(format!(
                        "the setup events told to {audience} depend on what {observer} cannot see"
                    ))
                );
            }
        }
    }
}

/// For each seat: the events of `action` (and their narration) told to it
/// are the same in a world it cannot tell apart, after the same action or
/// another of the actor's (a secret choice looks alike whichever it was),
/// whenever the seat's view and information state come out the same.
/// Returns the number of worlds compared.
fn check_blindness<G: Events + Research>(
    before: &G,
    after: &G,
    seat: Seat,
    action: &G::Action,
    told: &[G::Event],
    rng: &mut GameRng,
    ctx: &dyn Fn(String) -> String,
) -> u64 {
    let mut compared = 0;
    let mut legal = Vec::new();
    for observer in (0..before.config().players()).map(|s| Seat(s as u8)) {
        let twin = before.resample_hidden(observer, rng);
        legal.clear();
        twin.legal_actions(seat, &mut legal);
        let mut tried = Vec::new();
        if legal.contains(action) {
            tried.push(action.clone());
        }
        if observer != seat && !legal.is_empty() {
            tried.push(legal[rng.index(legal.len())].clone());
        }
        for other in &tried {
            let mut twin_after = twin.clone();
            let mut twin_told = Vec::new();
            twin_after
                .apply_with_events(seat, other, &mut twin_told)
                .unwrap_or_else(|e| {
                    panic!("{}", ctx(format!("an enumerated action refused: {e}")))
                });
            let world = World {
                before: &twin,
                after: &twin_after,
                told: &twin_told,
            };
            let truth = World {
                before,
                after,
                told,
            };
            compared += u64::from(compare_told(&truth, &world, observer, ctx));
        }
    }
    compared
}

/// One action's before, after and events.
struct World<'a, G: Events> {
    before: &'a G,
    after: &'a G,
    told: &'a [G::Event],
}

/// Whether the two worlds looked alike to `observer` (and the public)
/// after the action; if so, panics unless they were told alike.
fn compare_told<G: Events + Research>(
    truth: &World<'_, G>,
    twin: &World<'_, G>,
    observer: Seat,
    ctx: &dyn Fn(String) -> String,
) -> bool {
    if truth.after.information_state_string(observer)
        != twin.after.information_state_string(observer)
    {
        // The action revealed something that differs between the worlds
        // (a card drawn): what it tells may differ too.
        return false;
    }
    for audience in [Audience::Seat(observer), Audience::Spectator] {
        let same_view = match audience {
            Audience::Seat(k) => truth.after.view(k) == twin.after.view(k),
            _ => truth.after.public_view() == twin.after.public_view(),
        };
        if !same_view {
            continue;
        }
        let mine = redacted(truth.told, audience);
        let theirs = redacted(twin.told, audience);
        if mine != theirs {
            panic!(
                "{}",
                ctx(format!(
                    "after {} actions, {audience} is told {mine:?}, but {theirs:?} in a world \
                     {observer} cannot tell apart",
                    truth.before.actions_taken()
                ))
            );
        }
        let said = narrate_events(truth.before, truth.after, truth.told, audience);
        let twin_said = narrate_events(twin.before, twin.after, twin.told, audience);
        if said != twin_said {
            panic!(
                "{}",
                ctx(format!(
                    "after {} actions, the narration to {audience} differs in a world \
                     {observer} cannot tell apart: {said:?} / {twin_said:?}",
                    truth.before.actions_taken()
                ))
            );
        }
    }
    true
}

fn redacted<E: crate::events::GameEvent>(events: &[E], audience: Audience) -> Vec<E> {
    let mut out = Vec::new();
    redact_all(events, audience, &mut out);
    out
}
