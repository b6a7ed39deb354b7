//! The search bot's playout policy (`ismcts`, [`tabletop_core::search`]).
//!
//! A seat has some 800 placements a decision and the greedy bot scores
//! them all (about a millisecond), far too slow for every step of every
//! playout. So the policy spends its scoring where the search's decision
//! is made:
//!
//! - **The root** is narrowed to the greedy bot's `ROOT_CANDIDATES` best
//!   placements ([`Bot::candidates`], every placement scored once a search).
//! - **The searching seat's second card of the step** is the one future
//!   decision it knows everything about (its own park and hand are the
//!   same in every world it deals). For each root candidate the policy
//!   ranks every follow-up once, as the greedy bot would, and both the
//!   search's nodes there ([`Bot::expand`]) and the playouts take them best
//!   first: a candidate is judged with its best partner, not a random one.
//! - **Every other decision** (later turns, whose hands the seat has not
//!   seen, and the other seats) takes the best of a few placements drawn at
//!   random, scored as the greedy bot scores them; a node there adds the
//!   best of a few untried ones.
//!
//! **Alone**, a playout stops after `OWN_DEPTH` placements and is judged
//! by the park ([`Bot::evaluate`]): its worth (loops, open trails, goals:
//! the greedy bot's) compared with what it was worth when the search
//! began, on a logistic curve of `SCALE` points.
//!
//! **At a table** the playout stops as soon as the searching seat has laid
//! the pair of cards of the root's step, so a root candidate is judged
//! exactly, by the pair it makes: its park's gain in worth (plus In-Game
//! points claimed) less a share (`DENY_TWO`, `DENY_MORE`) of what the
//! cards it passes on are worth to the seat that receives them
//! ([`passing`](super::passing)). The park's worth there counts an open
//! trail's markers at twice the greedy bot's share (`TABLE_OPEN`) while
//! the seat has cards enough to close it, falling to nothing as its
//! placements run out (`OPEN_HORIZON`); the root candidates and the
//! follow-ups are ranked by that worth too. Longer playouts through the other
//! seats' sampled play and the seat's own unseen later hands judged a
//! seat's few points through many points of noise, and did no better than
//! the greedy bot; the pair and the draft are what a one-card greedy
//! choice cannot see.

use super::passing::Passed;
use super::{OPEN_TRAIL, score_with, worth_with};
use crate::cards::GoalKind;
use crate::park::{Park, Placement};
use crate::state::{CARDS_PER_TURN, ROUNDS, Step, TURNS, Trailblazers};
use tabletop_core::{Bot, Game, GameRng, MAX_SEATS, Seat, ToAct};

/// The placements the search considers at its root.
pub const ROOT_CANDIDATES: usize = 4;
/// Placements scored by a playout's decision for the searching seat.
pub const OWN_SAMPLE: usize = 24;
/// Placements scored by a playout's decision for another seat.
pub const OTHER_SAMPLE: usize = 8;
/// Untried placements scored when a node (other than the root and the
/// searching seat's second card) adds a child.
pub const EXPAND_SAMPLE: usize = 16;
/// Placements of each seat a playout plays before the position is judged.
pub const OWN_DEPTH: u64 = 3;
/// The gain in points (of a park's worth) judged as about three quarters.
pub const SCALE: f64 = 4.0;
/// At two players, the share of what the cards a seat passes on are worth
/// to the receiving seat (its only rival) counted against the seat.
pub const DENY_TWO: f64 = 1.0;
/// At three or four players, that share (the receiving seat is one rival
/// of several).
pub const DENY_MORE: f64 = 0.25;
/// At a table, the share of an open trail's markers (the greedy bot
/// counts 0.3) that the searching seat's park is judged by while it has
/// many placements left (`table_open_share`).
pub const TABLE_OPEN: f32 = 0.6;
/// The placements left (after the pair) below which that share falls in
/// step with them, to nothing after the seat's last.
pub const OPEN_HORIZON: f32 = 6.0;
/// Follow-ups kept, best first, for each root candidate.
const FOLLOW_UPS: usize = 16;

/// What the search's root looked like: whose search it is and where.
#[derive(Clone, Debug)]
struct Root {
    seat: Seat,
    round: u8,
    step: Step,
    /// Cards in the searching seat's park at the root.
    laid: usize,
    /// Each seat's worth at the root (the others' as far as the searching
    /// seat has seen them).
    base: [f64; MAX_SEATS],
    /// The actions a playout plays before it is judged.
    depth: u64,
    /// At a table: judge as soon as the searching seat has finished the
    /// root's step (its pair of cards), not after `depth` actions.
    pair: bool,
    /// The searching seat's hand at the root, each card with its worth to
    /// the seat the hand passes to.
    passed: Passed,
    /// The share of the passed cards' worth counted against the seat.
    deny: f64,
    /// The share of an open trail's markers the pair is judged by.
    open: f32,
}

/// The search bot's playout policy: the root narrowed to the greedy bot's
/// best placements, the searching seat's second card of the step ranked
/// in full, every other decision the best of a few sampled placements, and
/// each park judged by itself after a few placements of each seat.
#[derive(Clone, Debug)]
pub struct PlayoutBot {
    rng: GameRng,
    scored: Vec<(f32, usize)>,
    root: Option<Root>,
    /// The root candidates, best first.
    root_order: Vec<Placement>,
    /// For a root candidate, its follow-ups, best first.
    follow_ups: Vec<(Placement, Vec<Placement>)>,
}

impl PlayoutBot {
    /// A playout policy with its own generator.
    pub fn new(seed: u64) -> Self {
        PlayoutBot {
            rng: GameRng::new(seed),
            scored: Vec::new(),
            root: None,
            root_order: Vec::new(),
            follow_ups: Vec::new(),
        }
    }

    /// Scores every placement in `legal` for `seat` into `self.scored`,
    /// best first (ties by legal order).
    fn rank(&mut self, state: &Trailblazers, seat: Seat, legal: &[Placement], open_share: f32) {
        self.scored.clear();
        self.scored.extend(
            legal
                .iter()
                .enumerate()
                .map(|(i, p)| (score_with(state, seat, p, open_share), i)),
        );
        self.scored
            .sort_unstable_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    }

    /// The root candidate `seat` laid last, when `state` is at the
    /// searching seat's second card of the root's step: the decision whose
    /// cards it knows.
    fn known_follow_up(&self, state: &Trailblazers, seat: Seat) -> Option<Placement> {
        let root = self.root.as_ref()?;
        let park = state.park(seat)?;
        let here = seat == root.seat
            && state.round() == root.round
            && state.step() == root.step
            && park.placements().len() == root.laid + 1;
        here.then(|| park.placements().last().copied()).flatten()
    }

    /// The follow-ups of root candidate `first`, best first, ranked once.
    fn follow_ups(
        &mut self,
        state: &Trailblazers,
        seat: Seat,
        first: Placement,
        legal: &[Placement],
    ) -> usize {
        if let Some(k) = self.follow_ups.iter().position(|(p, _)| *p == first) {
            return k;
        }
        let open = self.root.as_ref().map_or(OPEN_TRAIL, |r| r.open);
        self.rank(state, seat, legal, open);
        let best = self
            .scored
            .iter()
            .take(FOLLOW_UPS)
            .map(|&(_, i)| legal[i])
            .collect();
        self.follow_ups.push((first, best));
        self.follow_ups.len() - 1
    }

    /// The best of `sample` placements of `legal` drawn at random (only
    /// among `allowed` ones), as the greedy bot scores them.
    fn sampled_best(
        &mut self,
        state: &Trailblazers,
        seat: Seat,
        legal: &[Placement],
        sample: usize,
        allowed: impl Fn(usize) -> bool,
    ) -> Option<usize> {
        let mut pick = None;
        let mut best = f32::MIN;
        for _ in 0..sample.min(legal.len()) {
            let i = self.rng.index(legal.len());
            if !allowed(i) {
                continue;
            }
            let s = score_with(state, seat, &legal[i], OPEN_TRAIL);
            if s > best {
                best = s;
                pick = Some(i);
            }
        }
        pick
    }
}

/// A seat's worth (the greedy bot's heuristic) with `park` as its park,
/// plus the In-Game goal points it has claimed.
fn value(state: &Trailblazers, seat: Seat, park: &Park, open_share: f32) -> f64 {
    let mut value = f64::from(worth_with(state, seat, park, open_share));
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

/// `seat`'s park as `observer` has seen it: without the cards it has laid
/// in secret this step, unless it is the observer's own.
fn seen_park(state: &Trailblazers, observer: Seat, seat: Seat) -> Option<Park> {
    let park = state.park(seat)?;
    if seat == observer {
        return Some(park.clone());
    }
    let all = park.placements();
    let secret = usize::from(state.placed_this_step(seat));
    Some(Park::replay(
        state.catalogue(),
        &all[..all.len().saturating_sub(secret)],
    ))
}

impl Bot<Trailblazers> for PlayoutBot {
    fn choose(&mut self, state: &Trailblazers, seat: Seat, legal: &[Placement]) -> usize {
        if legal.len() <= 1 {
            return 0;
        }
        if let Some(first) = self.known_follow_up(state, seat) {
            let k = self.follow_ups(state, seat, first, legal);
            if let Some(i) = self.follow_ups[k]
                .1
                .first()
                .and_then(|p| legal.iter().position(|q| q == p))
            {
                return i;
            }
        }
        let own = self.root.as_ref().is_some_and(|r| r.seat == seat);
        let sample = if own { OWN_SAMPLE } else { OTHER_SAMPLE };
        self.sampled_best(state, seat, legal, sample, |_| true)
            .unwrap_or(0)
    }

    fn candidates(
        &mut self,
        state: &Trailblazers,
        seat: Seat,
        legal: &[Placement],
        keep: &mut Vec<usize>,
    ) {
        let n = state.players().min(MAX_SEATS);
        let table = n > 1;
        let passed = if table {
            Passed::new(state, seat, |other| seen_park(state, seat, other))
        } else {
            Passed::default()
        };
        let open = if table {
            table_open_share(state)
        } else {
            OPEN_TRAIL
        };
        let mut base = [0.0; MAX_SEATS];
        for (s, b) in base.iter_mut().enumerate().take(n) {
            let other = Seat(s as u8);
            if let Some(park) = seen_park(state, seat, other) {
                *b = value(state, other, &park, open);
            }
        }
        self.root = Some(Root {
            seat,
            round: state.round(),
            step: state.step(),
            laid: state.park(seat).map_or(0, |p| p.placements().len()),
            base,
            depth: if table {
                0
            } else {
                OWN_DEPTH.saturating_mul(n as u64)
            },
            pair: table,
            passed,
            deny: if n == 2 { DENY_TWO } else { DENY_MORE },
            open,
        });
        self.follow_ups.clear();
        self.rank(state, seat, legal, open);
        self.root_order.clear();
        for &(_, i) in self.scored.iter().take(ROOT_CANDIDATES) {
            keep.push(i);
            self.root_order.push(legal[i]);
        }
    }

    fn expand(
        &mut self,
        state: &Trailblazers,
        seat: Seat,
        legal: &[Placement],
        untried: &[bool],
    ) -> Option<usize> {
        let open = |i: usize| untried.get(i).copied().unwrap_or(false);
        let at_root = self.root.as_ref().is_some_and(|r| {
            r.seat == seat
                && r.round == state.round()
                && r.step == state.step()
                && state.park(seat).map(|p| p.placements().len()) == Some(r.laid)
        });
        if at_root {
            let found = self
                .root_order
                .iter()
                .find_map(|p| legal.iter().position(|q| q == p).filter(|&i| open(i)));
            if found.is_some() {
                return found;
            }
        }
        if let Some(first) = self.known_follow_up(state, seat) {
            let k = self.follow_ups(state, seat, first, legal);
            let found = self.follow_ups[k]
                .1
                .iter()
                .find_map(|p| legal.iter().position(|q| q == p).filter(|&i| open(i)));
            if found.is_some() {
                return found;
            }
        }
        self.sampled_best(state, seat, legal, EXPAND_SAMPLE, open)
    }

    fn playout_depth(&self) -> u64 {
        self.root.as_ref().map_or(u64::MAX, |r| r.depth)
    }

    fn evaluate(&mut self, state: &Trailblazers) -> Option<[f64; MAX_SEATS]> {
        let root = self.root.as_ref()?;
        let n = state.players().min(MAX_SEATS);
        if root.pair
            && state.round() == root.round
            && state.step() == root.step
            && matches!(state.to_act(), ToAct::Simultaneous(set) if set.contains(root.seat))
        {
            return None;
        }
        let mut out = [0.5; MAX_SEATS];
        for (s, slot) in out.iter_mut().enumerate().take(n) {
            let seat = Seat(s as u8);
            let Some(park) = state.park(seat) else {
                continue;
            };
            let mut gain = value(state, seat, park, root.open) - root.base[s];
            if root.pair && seat == root.seat {
                let laid = park.placements().get(root.laid..).unwrap_or(&[]);
                gain -= root.deny * root.passed.left_over(laid);
            }
            *slot = 1.0 / (1.0 + (-gain / SCALE).exp());
        }
        Some(out)
    }
}

/// At a table, the share of an open trail's markers that a park is judged
/// by after the searching seat's pair: `TABLE_OPEN` while the seat has at
/// least `OPEN_HORIZON` placements left after it, falling in step with
/// them to nothing after its last. An open trail is a loop in the making
/// while there are cards to close it and worth nothing at the end.
fn table_open_share(state: &Trailblazers) -> f32 {
    let turn = match state.step() {
        Step::Turn(t) => t,
        Step::Camps => 1,
        Step::Over => return 0.0,
    };
    let rounds_after = ROUNDS.saturating_sub(state.round());
    let turns_after = TURNS.saturating_sub(turn);
    let left = (rounds_after * TURNS + turns_after) * CARDS_PER_TURN;
    TABLE_OPEN * (f32::from(left) / OPEN_HORIZON).min(1.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::TrailblazersConfig;
    use tabletop_core::GameConfig;

    /// A four-player game played (every seat its first legal placement)
    /// up to `round` and `step`.
    fn at(round: u8, step: Step) -> Trailblazers {
        let config = TrailblazersConfig::for_players(4).expect("four players");
        let mut state = Trailblazers::setup(config, 1).expect("a valid table");
        let mut legal = Vec::new();
        while (state.round(), state.step()) != (round, step) {
            let seat = match state.to_act() {
                ToAct::Seat(s) => s,
                ToAct::Simultaneous(set) => set.iter().next().expect("a seat to act"),
                ToAct::GameOver => panic!("the game ended before round {round}"),
            };
            legal.clear();
            state.legal_actions(seat, &mut legal);
            state.apply_mut(seat, &legal[0]).expect("a legal placement");
        }
        state
    }

    #[test]
    fn an_open_trail_counts_less_as_the_seats_placements_run_out() {
        // Six or more placements left after the pair: the table's share.
        assert_eq!(table_open_share(&at(1, Step::Turn(1))), TABLE_OPEN);
        // Round 3, turn 3: round 4's six placements are still to come.
        assert_eq!(table_open_share(&at(3, Step::Turn(3))), TABLE_OPEN);
        // Round 4, turn 1: four left after the pair, two thirds of it.
        let share = table_open_share(&at(4, Step::Turn(1)));
        assert!((share - TABLE_OPEN * 4.0 / 6.0).abs() < 1e-6, "{share}");
        // The game's last pair: an open trail will never close.
        assert_eq!(table_open_share(&at(4, Step::Turn(3))), 0.0);
    }
}
