//! A greedy bot: a cheap one-step heuristic, no search. It scores the park
//! each legal placement would leave — closed loops in full, trails still
//! open from a camp exit in part (more when two open ends of one camp are
//! close), goals it would meet — and plays the best. It looks only at its
//! own park, its hand and the public goals.

use crate::cards::{Better, Catalogue, GoalKind, TrailType};
use crate::geometry::Cell;
use crate::loops::{WalkEnd, camp_exits, find_loops, walk};
use crate::measure::measure;
use crate::park::{Park, Placement};
use crate::state::{ROUNDS, Trailblazers};
use tabletop_core::greedy::best_index;
use tabletop_core::{GameRng, Greedy, Seat};

mod passing;
mod playout;

pub use playout::PlayoutBot;

/// Scores each legal placement by the park it leaves and plays the best
/// (ties broken by its own generator).
pub type GreedyBot = tabletop_core::GreedyBot<Trailblazers>;

/// The share of an open trail's markers counted (a loop counts in full).
/// Tuned on solo Tenderfoot games: larger shares make the bot spread out
/// instead of closing loops.
pub(crate) const OPEN_TRAIL: f32 = 0.3;
/// The pull towards two open ends of one camp that are `d` cells apart:
/// `PULL / (1 + d)`.
const PULL: f32 = 0.5;

/// The heuristic worth of a park: loop points, plus part of the markers on
/// trails that leave a camp and are still open, plus a pull towards
/// joining two open ends of the same camp.
pub fn park_value(park: &Park, cat: &Catalogue) -> f32 {
    park_value_with(park, cat, OPEN_TRAIL)
}

/// [`park_value`] with `open_share` as the share of an open trail's markers.
pub(crate) fn park_value_with(park: &Park, cat: &Catalogue, open_share: f32) -> f32 {
    let mut value = 0.0;
    for t in TrailType::ALL {
        let Some((anchor, rotation)) = park.camp(t) else {
            continue;
        };
        let mut done = 0u8;
        let mut ends = [Cell::default(); 8];
        let mut open = 0usize;
        for (i, (cell, port)) in camp_exits(cat, t, anchor, rotation).enumerate().take(8) {
            if done & 1 << i != 0 {
                continue;
            }
            let w = walk(park, cat, t, cell, port, |_, _, _| {});
            let points = f32::from(w.points);
            match w.end {
                WalkEnd::Closed(j) => {
                    done |= 1 << j;
                    value += points;
                }
                WalkEnd::Open(end) => {
                    value += open_share * points;
                    ends[open] = end;
                    open += 1;
                }
                WalkEnd::Blocked => {}
            }
        }
        let mut closest = i16::MAX;
        for a in 0..open {
            for b in a + 1..open {
                let d = (i16::from(ends[a].x) - i16::from(ends[b].x)).abs()
                    + (i16::from(ends[a].y) - i16::from(ends[b].y)).abs();
                closest = closest.min(d);
            }
        }
        if closest < i16::MAX {
            value += PULL / (1.0 + f32::from(closest));
        }
    }
    value
}

/// The heuristic worth to `seat` of laying `p` in its park: the greedy
/// bot's score.
pub(crate) fn score(state: &Trailblazers, seat: Seat, p: &Placement) -> f32 {
    score_with(state, seat, p, OPEN_TRAIL)
}

/// [`score`] with `open_share` as the share of an open trail's markers.
pub(crate) fn score_with(state: &Trailblazers, seat: Seat, p: &Placement, open_share: f32) -> f32 {
    let cat = state.catalogue();
    let Some(park) = state.park(seat) else {
        return 0.0;
    };
    let mut next = park.clone();
    next.place(cat, p);
    worth_with(state, seat, &next, open_share)
}

/// The heuristic worth to `seat` of its park becoming `next`: the park's
/// value and, alone, being on track for the challenge's goals, or, at a
/// table, an In-Game goal it would meet now with a slot open.
pub(crate) fn worth(state: &Trailblazers, seat: Seat, next: &Park) -> f32 {
    worth_with(state, seat, next, OPEN_TRAIL)
}

/// [`worth`] with `open_share` as the share of an open trail's markers.
pub(crate) fn worth_with(state: &Trailblazers, seat: Seat, next: &Park, open_share: f32) -> f32 {
    let cat = state.catalogue();
    let mut value = park_value_with(next, cat, open_share);
    let area = state.config.area();
    if state.is_solo() {
        // The challenge's goals must be met: reward being on track.
        let loops = find_loops(next, cat);
        for kind in [GoalKind::InGame, GoalKind::EndGame] {
            for goal in state.goals(kind) {
                let v = f32::from(measure(&goal.metric, next, &loops, area));
                let req = f32::from(goal.requirement.max(1));
                let urgency = if kind == GoalKind::InGame && state.round() < ROUNDS {
                    12.0
                } else {
                    8.0
                };
                value += if goal.meets(measure(&goal.metric, next, &loops, area)) {
                    urgency
                } else if goal.better == Better::Higher {
                    urgency * 0.5 * (v / req).min(1.0)
                } else {
                    -0.3 * (v - req).max(0.0)
                };
            }
        }
        return value;
    }
    // Multiplayer: an In-Game goal it would meet now, with a slot open.
    let mut loops = None;
    for (g, goal) in state.goals(GoalKind::InGame).enumerate() {
        let used = (0..state.players())
            .filter_map(|s| state.in_game_claim(g, Seat(s as u8)))
            .max()
            .unwrap_or(0);
        if state.in_game_claim(g, seat).is_some() || usize::from(used) >= goal.slots.len() {
            continue;
        }
        let set = *loops.get_or_insert_with(|| find_loops(next, cat));
        if goal.meets(measure(&goal.metric, next, &set, area)) {
            value += f32::from(goal.slots[usize::from(used)]);
        }
    }
    value
}

impl Greedy for Trailblazers {
    fn greedy_choice(&self, seat: Seat, legal: &[Placement], rng: &mut GameRng) -> usize {
        best_index(legal, 1e-4, rng, |p| score(self, seat, p))
    }
}
