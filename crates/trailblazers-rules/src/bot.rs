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
use tabletop_core::{Bot, GameRng, MAX_SEATS, Seat, judged_rewards};

/// Scores each legal placement by the park it leaves and plays the best
/// (ties broken by its own generator).
#[derive(Clone, Debug)]
pub struct GreedyBot {
    rng: GameRng,
}

impl GreedyBot {
    /// A greedy bot with its own generator (for ties only).
    pub fn new(seed: u64) -> Self {
        GreedyBot {
            rng: GameRng::new(seed),
        }
    }
}

/// The share of an open trail's markers counted (a loop counts in full).
/// Tuned on solo Tenderfoot games: larger shares make the bot spread out
/// instead of closing loops.
const OPEN_TRAIL: f32 = 0.3;
/// The pull towards two open ends of one camp that are `d` cells apart:
/// `PULL / (1 + d)`.
const PULL: f32 = 0.5;

/// The heuristic worth of a park: loop points, plus part of the markers on
/// trails that leave a camp and are still open, plus a pull towards
/// joining two open ends of the same camp.
pub fn park_value(park: &Park, cat: &Catalogue) -> f32 {
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
                    value += OPEN_TRAIL * points;
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

impl GreedyBot {
    fn score(state: &Trailblazers, seat: Seat, p: &Placement) -> f32 {
        let cat = state.catalogue();
        let Some(park) = state.park(seat) else {
            return 0.0;
        };
        let mut next = park.clone();
        next.place(cat, p);
        worth(state, seat, &next)
    }
}

/// The heuristic worth to `seat` of its park becoming `next`: the park's
/// value and, alone, being on track for the challenge's goals, or, at a
/// table, an In-Game goal it would meet now with a slot open.
fn worth(state: &Trailblazers, seat: Seat, next: &Park) -> f32 {
    let cat = state.catalogue();
    let mut value = park_value(next, cat);
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

impl Bot<Trailblazers> for GreedyBot {
    fn choose(&mut self, state: &Trailblazers, seat: Seat, legal: &[Placement]) -> usize {
        tabletop_core::greedy::best_index(legal, 1e-4, &mut self.rng, |p| {
            GreedyBot::score(state, seat, p)
        })
    }
}

/// The search bot's playout policy (`ismcts`, [`tabletop_core::search`]).
/// A seat has some 800 placements a decision; scoring them all, as the
/// greedy bot does, costs about a millisecond, so a playout instead scores
/// `PLAYOUT_SAMPLE` placements drawn at random and plays the best of
/// them, for `PLAYOUT_DEPTH` actions; the position is then judged by each
/// park's heuristic worth (the greedy bot's: loops, open trails, goals met)
/// plus the In-Game goal points claimed, seat against seat
/// ([`judged_rewards`], `PLAYOUT_SCALE` points for a clear lead), or,
/// alone, by the worth on its own scale. The search's root is narrowed to
/// the greedy bot's `ROOT_CANDIDATES` best placements (every placement
/// scored once a search), so that its iterations compare good placements
/// rather than spread over hundreds.
#[derive(Clone, Debug)]
pub struct PlayoutBot {
    rng: GameRng,
    scored: Vec<(f32, usize)>,
}

/// Placements scored by a playout's decision.
pub const PLAYOUT_SAMPLE: usize = 24;
/// The actions a playout plays before the position is judged.
pub const PLAYOUT_DEPTH: u64 = 4;
/// The lead in points worth about three quarters of a comparison.
pub const PLAYOUT_SCALE: f64 = 6.0;
/// The placements the search considers at its root.
pub const ROOT_CANDIDATES: usize = 4;
/// The solo worth that judges as one half.
const SOLO_HALF: f64 = 50.0;

impl PlayoutBot {
    /// A playout policy with its own generator.
    pub fn new(seed: u64) -> Self {
        PlayoutBot {
            rng: GameRng::new(seed),
            scored: Vec::new(),
        }
    }

    /// The heuristic value of `seat`'s position as it stands.
    fn value(state: &Trailblazers, seat: Seat) -> f64 {
        let Some(park) = state.park(seat) else {
            return 0.0;
        };
        let mut value = f64::from(worth(state, seat, park));
        for (g, goal) in state.goals(GoalKind::InGame).enumerate() {
            if let Some(slot) = state.in_game_claim(g, seat) {
                let points = usize::from(slot)
                    .checked_sub(1)
                    .and_then(|i| goal.slots.get(i));
                value += f64::from(points.copied().unwrap_or(0));
            }
        }
        value
    }
}

impl Bot<Trailblazers> for PlayoutBot {
    fn choose(&mut self, state: &Trailblazers, seat: Seat, legal: &[Placement]) -> usize {
        if legal.len() <= 1 {
            return 0;
        }
        let mut pick = 0;
        let mut best = f32::MIN;
        for _ in 0..PLAYOUT_SAMPLE.min(legal.len()) {
            let i = self.rng.index(legal.len());
            let s = GreedyBot::score(state, seat, &legal[i]);
            if s > best {
                best = s;
                pick = i;
            }
        }
        pick
    }

    fn candidates(
        &mut self,
        state: &Trailblazers,
        seat: Seat,
        legal: &[Placement],
        keep: &mut Vec<usize>,
    ) {
        self.scored.clear();
        self.scored.extend(
            legal
                .iter()
                .enumerate()
                .map(|(i, p)| (GreedyBot::score(state, seat, p), i)),
        );
        self.scored
            .sort_unstable_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        keep.extend(self.scored.iter().take(ROOT_CANDIDATES).map(|&(_, i)| i));
    }

    fn playout_depth(&self) -> u64 {
        PLAYOUT_DEPTH
    }

    fn evaluate(&mut self, state: &Trailblazers) -> Option<[f64; MAX_SEATS]> {
        let n = state.players().min(MAX_SEATS);
        let mut values = [0.0; MAX_SEATS];
        for (s, v) in values.iter_mut().enumerate().take(n) {
            *v = PlayoutBot::value(state, Seat(s as u8));
        }
        if n <= 1 {
            let v = values[0].max(0.0);
            let mut out = [0.0; MAX_SEATS];
            out[0] = v / (v + SOLO_HALF);
            return Some(out);
        }
        Some(judged_rewards(&values[..n], PLAYOUT_SCALE))
    }
}
