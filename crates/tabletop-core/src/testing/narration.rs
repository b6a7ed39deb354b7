//! The narration check of the conformance kit: what a spectator or a seat
//! hears never depends on what it cannot see.
//!
//! Like the views check, it scrambles what an audience cannot see
//! ([`Research::resample_hidden`]) and asks the same question of both tables:
//!
//! * the setup description for a spectator and for each seat is the same;
//! * an action narrated to a spectator or to a seat says the same in both,
//!   whenever the action can be taken in the scrambled table and the
//!   audience's view after it is the same there too (a random draw the
//!   audience sees may differ between the two);
//! * while a simultaneous decision is still open, the others hear the same
//!   whichever legal choice the deciding seat made: the choice is secret
//!   until everyone has decided.

use crate::audience::Audience;
use crate::game::{Audit, Game, ToAct};
use crate::research::Research;
use crate::rng::GameRng;
use crate::seat::Seat;

/// The audiences that do not see everything, for a table of `players`.
fn audiences(players: usize) -> impl Iterator<Item = Audience> {
    std::iter::once(Audience::Spectator).chain((0..players as u8).map(|s| Audience::Seat(Seat(s))))
}

/// What `audience` sees of `state`.
fn seen<G: Game>(state: &G, audience: Audience) -> G::View {
    match audience {
        Audience::Seat(seat) => state.view(seat),
        _ => state.public_view(),
    }
}

/// How many other choices of an open simultaneous decision are compared.
const SECRET_SAMPLES: usize = 8;

/// Checks the narration of `action` by `seat`, which turns `before` into
/// `after`. Panics with a description on the first line that depends on
/// what its audience cannot see.
pub(crate) fn check_narration<G: Audit + Research>(
    before: &G,
    seat: Seat,
    action: &G::Action,
    after: &G,
    players: usize,
    rng: &mut GameRng,
    ctx: &impl Fn(String) -> String,
) {
    for observer in (0..players as u8).map(Seat) {
        let other = before.resample_hidden(observer, rng);
        let other_after = other.apply(seat, action).ok();
        for audience in [Audience::Spectator, Audience::Seat(observer)] {
            let (setup, setup_other) = (
                before.describe_setup(audience),
                other.describe_setup(audience),
            );
            if setup != setup_other {
                panic!(
                    "{}",
                    ctx(format!(
                        "the setup told to {audience} depends on what {audience} cannot see:\n  \
                         {}\nin a table that differs only there:\n  {}",
                        setup.join("\n  "),
                        setup_other.join("\n  ")
                    ))
                );
            }
            let Some(other_after) = &other_after else {
                continue;
            };
            if seen(other_after, audience) != seen(after, audience) {
                continue;
            }
            let told = after.narrate(before, seat, action, audience);
            let told_other = other_after.narrate(&other, seat, action, audience);
            if told != told_other {
                panic!(
                    "{}",
                    ctx(format!(
                        "the narration of {seat}'s {} to {audience} depends on what \
                         {audience} cannot see:\n  {}\nin a table that differs only there:\n  {}",
                        before.action_text(action),
                        told.join("\n  "),
                        told_other.join("\n  ")
                    ))
                );
            }
        }
    }
    check_secret_choice(before, seat, action, after, players, rng, ctx);
}

/// While a simultaneous decision stays open, the other audiences hear the
/// same whatever `seat` chose.
fn check_secret_choice<G: Audit + Research>(
    before: &G,
    seat: Seat,
    action: &G::Action,
    after: &G,
    players: usize,
    rng: &mut GameRng,
    ctx: &impl Fn(String) -> String,
) {
    let ToAct::Simultaneous(owing) = before.to_act() else {
        return;
    };
    // The decision stays open when those who still owe it are among those
    // who owed it (a closing choice may open the next decision at once).
    let still_open = |state: &G| match state.to_act() {
        ToAct::Simultaneous(now) => now.0 & !owing.0 == 0 && !now.is_empty(),
        _ => false,
    };
    if !still_open(after) {
        return;
    }
    let mut legal = Vec::new();
    before.legal_actions(seat, &mut legal);
    for _ in 0..SECRET_SAMPLES.min(legal.len()) {
        let choice = &legal[rng.index(legal.len())];
        let Ok(chosen) = before.apply(seat, choice) else {
            continue;
        };
        if !still_open(&chosen) {
            continue;
        }
        for audience in audiences(players).filter(|a| !a.sees_hidden_of(seat)) {
            let told = after.narrate(before, seat, action, audience);
            let told_other = chosen.narrate(before, seat, choice, audience);
            if told != told_other {
                panic!(
                    "{}",
                    ctx(format!(
                        "{seat}'s secret choice is told to {audience}: {} gives\n  {}\nbut {} \
                         gives\n  {}",
                        before.action_text(action),
                        told.join("\n  "),
                        before.action_text(choice),
                        told_other.join("\n  ")
                    ))
                );
            }
        }
    }
}
