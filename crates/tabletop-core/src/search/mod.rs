//! Information-set Monte Carlo tree search (ISMCTS): a strong bot for every
//! game, that plays from what its seat knows and nothing more.
//!
//! The search keeps one tree for the searching seat (single-observer ISMCTS,
//! after Cowling, Powley and Whitehouse, 2012). Each iteration:
//!
//! 1. **Determinize**: deal a world the seat cannot tell from the real one
//!    ([`Research::resample_hidden`]): others' hands, secret choices, the
//!    deck order and the generator are drawn anew.
//! 2. **Select**: from the root, while every action legal in this world has
//!    been tried at the node, follow the child with the best UCB score
//!    `mean + c·√(ln(available) / visits)`, where `available` counts the
//!    iterations in which the child's action was legal (a determinized
//!    world offers only some of the children) and `c` is
//!    [`IsmctsConfig::exploration`].
//! 3. **Expand** one untried legal action (the policy's choice,
//!    [`Bot::expand`], or else one at random). Where the
//!    seat has very many actions (more than
//!    [`IsmctsConfig::widen_above`]), the node widens progressively: it
//!    adds a child only while it has fewer than `⌈2·√(visits + 1)⌉`.
//! 4. **Play out** with the playout policy (random, a game's greedy bot or
//!    a game's own cheap policy) to the end, or — when the policy sets a
//!    depth ([`Bot::playout_depth`]) — for that many actions, and then
//!    take the policy's judgement of the position ([`Bot::evaluate`]).
//! 5. **Back up** each seat's reward, in `[0, 1]` ([`rewards`]), into the
//!    nodes where that seat chose.
//!
//! A policy may narrow the root to the actions worth searching
//! ([`Bot::candidates`], asked once a search: the searching seat's legal
//! actions are the same in every world it deals); the others get no visit.
//! The move played is the root's most visited action. Children are keyed by
//! the action's integer code ([`Game::encode_action`](crate::Game::encode_action)), so the same action
//! in different worlds shares its node. A playout is scored by the game's
//! [`Research::standing`], which builds no words.
//!
//! Given a seed and an iteration budget the search is deterministic; a time
//! budget is not (the machine decides how many iterations fit). The tree's
//! nodes are kept between moves and reused, so an iteration allocates
//! nothing beyond the world it deals and the nodes it adds.

mod tree;

use crate::bot::{Bot, next_seat};
use crate::research::{Research, Standing};
use crate::rng::GameRng;
use crate::seat::Seat;
use std::time::{Duration, Instant};
use tree::{Matcher, ROOT, Tree};

/// How much an ISMCTS bot searches.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Budget {
    /// A fixed number of iterations per decision (deterministic).
    Iterations(u32),
    /// As many iterations as fit in this time per decision (at least one).
    Time(Duration),
}

/// The settings of an ISMCTS search.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct IsmctsConfig {
    /// How much to search per decision.
    pub budget: Budget,
    /// The UCB exploration constant `c`. Rewards lie in `[0, 1]`, for which
    /// UCT's classic choice is `1/√2 ≈ 0.7`; that is the default.
    pub exploration: f64,
    /// The most actions a playout may take before it is scored as a draw
    /// (every seat 0.5): a guard against a game that stalls.
    pub playout_cap: u64,
    /// Progressive widening, for choices among very many actions (a
    /// Trailblazers placement: some 800). A node whose seat has more than
    /// this many legal actions in the world at hand adds a new child only
    /// while it has fewer than `⌈2·√(visits + 1)⌉` children; otherwise the
    /// iteration follows the best of the children it has. Without it, 200
    /// iterations at such a node would try 200 actions once each and learn
    /// nothing about any. The default is [`WIDEN_ABOVE`]; `usize::MAX`
    /// turns widening off.
    pub widen_above: usize,
}

/// The default of [`IsmctsConfig::widen_above`]: more legal actions than a
/// trick-taking hand or a turn of The Traveler or Seoul Journey offers.
pub const WIDEN_ABOVE: usize = 64;

impl Default for IsmctsConfig {
    fn default() -> Self {
        IsmctsConfig {
            budget: Budget::Iterations(DEFAULT_ITERATIONS),
            exploration: std::f64::consts::FRAC_1_SQRT_2,
            playout_cap: 100_000,
            widen_above: WIDEN_ABOVE,
        }
    }
}

/// Iterations per decision when no budget is given.
pub const DEFAULT_ITERATIONS: u32 = 1_000;

/// One root action and how often the search visited it.
#[derive(Clone, Debug, PartialEq)]
pub struct Visit<A> {
    /// The action.
    pub action: A,
    /// Iterations that went through it.
    pub visits: u32,
    /// Its mean reward for the searching seat, in `[0, 1]`.
    pub value: f64,
}

/// What one search found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult<A> {
    /// The index, in the legal actions searched, of the action to play.
    pub best: usize,
    /// Every legal action with its visits, in the order of the legal actions.
    pub visits: Vec<Visit<A>>,
    /// Iterations run.
    pub iterations: u32,
}

/// The playout policy: a bot that picks each action of a playout.
pub type Policy<G> = Box<dyn Bot<G>>;

/// An ISMCTS bot for game `G`; see the [module documentation](self).
pub struct Ismcts<G: Research> {
    config: IsmctsConfig,
    rng: GameRng,
    policy: Policy<G>,
    tree: Tree,
    legal: Vec<G::Action>,
    codes: Vec<u128>,
    matcher: Matcher,
    tried: Vec<bool>,
    untried: Vec<bool>,
    path: Vec<u32>,
    root_keep: Vec<u128>,
    searcher: Seat,
    keep: Vec<usize>,
    total: u64,
}

impl<G: Research> Ismcts<G> {
    /// A bot searching with `config`, seeded with `seed`, playing out with
    /// `policy` (e.g. `Box::new(RandomBot::new(seed))`).
    #[must_use]
    pub fn new(config: IsmctsConfig, seed: u64, policy: Policy<G>) -> Self {
        Ismcts {
            config,
            rng: GameRng::derived(seed, 0x15_3C75),
            policy,
            tree: Tree::default(),
            legal: Vec::new(),
            codes: Vec::new(),
            matcher: Matcher::default(),
            tried: Vec::new(),
            untried: Vec::new(),
            path: Vec::new(),
            root_keep: Vec::new(),
            searcher: Seat(0),
            keep: Vec::new(),
            total: 0,
        }
    }

    /// The search's settings.
    #[must_use]
    pub fn config(&self) -> &IsmctsConfig {
        &self.config
    }

    /// Searches `state` for `seat` (which must be to act) over `legal`, its
    /// legal actions, and reports the visits of each. One legal action is
    /// returned at once, unsearched.
    pub fn search(
        &mut self,
        state: &G,
        seat: Seat,
        legal: &[G::Action],
    ) -> SearchResult<G::Action> {
        let codes: Vec<u128> = legal.iter().map(|a| state.encode_action(a)).collect();
        if legal.len() <= 1 {
            return SearchResult {
                best: 0,
                visits: legal
                    .iter()
                    .map(|a| Visit {
                        action: a.clone(),
                        visits: 0,
                        value: 0.0,
                    })
                    .collect(),
                iterations: 0,
            };
        }
        self.tree.reset();
        self.narrow_root(state, seat, legal, &codes);
        let started = Instant::now();
        let mut iterations = 0u32;
        loop {
            let done = match self.config.budget {
                Budget::Iterations(n) => iterations >= n.max(1),
                Budget::Time(limit) => iterations > 0 && started.elapsed() >= limit,
            };
            if done {
                break;
            }
            let world = state.resample_hidden(seat, &mut self.rng);
            self.iterate(world);
            iterations += 1;
            self.total += 1;
        }
        let visits: Vec<Visit<G::Action>> = legal
            .iter()
            .zip(&codes)
            .map(|(action, &code)| {
                let (visits, value) = self.tree.root_stats(code);
                Visit {
                    action: action.clone(),
                    visits,
                    value,
                }
            })
            .collect();
        let best = (0..visits.len())
            .max_by(|&a, &b| {
                (visits[a].visits, visits[a].value)
                    .partial_cmp(&(visits[b].visits, visits[b].value))
                    .unwrap_or(std::cmp::Ordering::Equal)
                    .then(b.cmp(&a))
            })
            .unwrap_or(0);
        SearchResult {
            best,
            visits,
            iterations,
        }
    }

    /// Asks the policy which root actions to search; `root_keep` holds
    /// their codes, sorted (empty: every action).
    fn narrow_root(&mut self, state: &G, seat: Seat, legal: &[G::Action], codes: &[u128]) {
        self.searcher = seat;
        self.keep.clear();
        self.policy.candidates(state, seat, legal, &mut self.keep);
        self.root_keep.clear();
        self.root_keep
            .extend(self.keep.iter().filter_map(|&i| codes.get(i).copied()));
        self.root_keep.sort_unstable();
        self.root_keep.dedup();
    }

    /// One iteration on `world`: select and expand, play out, back up.
    fn iterate(&mut self, mut world: G) {
        self.path.clear();
        self.path.push(ROOT);
        let mut node = ROOT;
        while let Some(seat) = next_seat(&world) {
            if self.childless(node, seat) {
                // Every action is untried, so the one expanded is drawn
                // uniformly, without listing the others where the game can
                // (the draw is `rng.index(legal.len())` either way).
                let Some((action, _)) =
                    world.random_legal_action(seat, &mut self.rng, &mut self.legal)
                else {
                    break;
                };
                let code = world.encode_action(&action);
                self.path.push(self.tree.add_child(node, code, seat));
                world.apply_unchecked(seat, &action);
                break;
            }
            self.legal.clear();
            world.legal_actions(seat, &mut self.legal);
            if self.legal.is_empty() {
                break;
            }
            let (child, index, expanded) = match self.descend(&world, node, seat) {
                Some(step) => step,
                None => break,
            };
            node = child;
            self.path.push(node);
            world.apply_unchecked(seat, &self.legal[index]);
            if expanded {
                break;
            }
        }
        let rewards = self.play_out(&mut world);
        for &n in &self.path {
            self.tree.back_up(n, &rewards);
        }
    }

    /// Whether `node`, where `seat` chooses, has no child yet and every
    /// legal action may be expanded (not a narrowed root).
    fn childless(&self, node: u32, seat: Seat) -> bool {
        let narrowed = self.narrowed(node, seat);
        !narrowed && self.tree.visits_and_children(node).1 == 0
    }

    /// Whether `node` is the root narrowed to the policy's candidates.
    fn narrowed(&self, node: u32, seat: Seat) -> bool {
        node == ROOT && seat == self.searcher && !self.root_keep.is_empty()
    }

    /// At `node` (with children, or the narrowed root), where `seat` chooses
    /// among `self.legal`: the child to follow, the index of its action,
    /// and whether it was just added.
    fn descend(&mut self, world: &G, node: u32, seat: Seat) -> Option<(u32, usize, bool)> {
        let len = self.legal.len();
        let narrowed = self.narrowed(node, seat);
        self.codes.clear();
        self.codes
            .extend(self.legal.iter().map(|a| world.encode_action(a)));
        self.tried.clear();
        self.tried.resize(len, false);
        if narrowed {
            // Actions left out of the root count as tried: never expanded.
            for (tried, code) in self.tried.iter_mut().zip(&self.codes) {
                *tried = self.root_keep.binary_search(code).is_err();
            }
        }
        let best = self.tree.select(
            node,
            &self.codes,
            &mut self.matcher,
            &mut self.tried,
            self.config.exploration,
        );
        let untried = self.tried.iter().filter(|&&t| !t).count();
        let (visits, children) = self.tree.visits_and_children(node);
        let widened = len > self.config.widen_above
            && f64::from(children) >= (2.0 * f64::from(visits + 1).sqrt()).ceil();
        match best {
            Some((child, index)) if untried == 0 || widened => Some((child, index as usize, false)),
            _ if untried > 0 => {
                let index = self.expansion(world, seat, untried);
                let child = self.tree.add_child(node, self.codes[index], seat);
                Some((child, index, true))
            }
            _ => None,
        }
    }

    /// The untried legal action (`self.tried` false) a node adds: the
    /// policy's choice ([`Bot::expand`]), or else one drawn at random
    /// among the `untried`.
    fn expansion(&mut self, world: &G, seat: Seat, untried: usize) -> usize {
        self.untried.clear();
        self.untried.extend(self.tried.iter().map(|t| !t));
        let chosen = self.policy.expand(world, seat, &self.legal, &self.untried);
        if let Some(i) = chosen.filter(|&i| self.tried.get(i) == Some(&false)) {
            return i;
        }
        let pick = self.rng.index(untried);
        self.tried
            .iter()
            .enumerate()
            .filter(|(_, t)| !**t)
            .nth(pick)
            .map_or(0, |(i, _)| i)
    }

    /// Plays `world` to the end with the policy; each seat's reward.
    fn play_out(&mut self, world: &mut G) -> [f64; crate::MAX_SEATS] {
        let start = world.actions_taken();
        let cap = start + self.config.playout_cap;
        let depth = start.saturating_add(self.policy.playout_depth());
        while let Some(seat) = next_seat(world) {
            if world.actions_taken() >= depth
                && let Some(rewards) = self.policy.evaluate(world)
            {
                return rewards;
            }
            if world.actions_taken() >= cap {
                return [0.5; crate::MAX_SEATS];
            }
            let Some(action) = self.policy.choose_action(world, seat, &mut self.legal) else {
                return [0.5; crate::MAX_SEATS];
            };
            world.apply_unchecked(seat, &action);
        }
        match world.standing() {
            Some(standing) => rewards(&standing),
            None => [0.5; crate::MAX_SEATS],
        }
    }
}

impl<G: Research> Bot<G> for Ismcts<G> {
    fn choose(&mut self, state: &G, seat: Seat, legal: &[G::Action]) -> usize {
        self.search(state, seat, legal).best
    }

    fn iterations(&self) -> u64 {
        self.total
    }
}

/// Each seat's reward for a finished game's `standing`, in `[0, 1]`.
///
/// With two or more seats it is the rank, scaled: `(players − rank) /
/// (players − 1)`, so a winner has 1, the last 0, and seats sharing a rank
/// share its reward. Alone (a solo game), a win is 1 and a loss
/// `0.5 · s / (s + 20)` for a score `s` ≥ 0, so that the search prefers the
/// nearer miss but never a loss to a win.
#[must_use]
pub fn rewards(standing: &Standing) -> [f64; crate::MAX_SEATS] {
    let mut out = [0.0; crate::MAX_SEATS];
    let players = usize::from(standing.players);
    if players <= 1 {
        let won = standing.winners.contains(Seat(0));
        let score = standing.scores[0].max(0) as f64;
        out[0] = if won {
            1.0
        } else {
            0.5 * score / (score + 20.0)
        };
        return out;
    }
    for (slot, &rank) in out.iter_mut().zip(&standing.ranks).take(players) {
        *slot = (players - usize::from(rank).min(players)) as f64 / (players - 1) as f64;
    }
    out
}

/// Each seat's reward, in `[0, 1]`, for a position judged by a heuristic
/// `values` (one per seat, higher better) rather than played to its end:
/// the share of the other seats it is ahead of, each comparison softened by
/// a logistic curve, `1 / (1 + e^(−(mine − theirs) / scale))`. Like
/// [`rewards`] it gives a clear leader near 1 and the last near 0; `scale`
/// is the lead (in the values' units) that is worth about three quarters of
/// a comparison. A playout policy's [`Bot::evaluate`] can use it.
#[must_use]
pub fn judged_rewards(values: &[f64], scale: f64) -> [f64; crate::MAX_SEATS] {
    let mut out = [0.5; crate::MAX_SEATS];
    let n = values.len().min(crate::MAX_SEATS);
    if n < 2 {
        return out;
    }
    let scale = if scale > 0.0 { scale } else { 1.0 };
    for (s, slot) in out.iter_mut().enumerate().take(n) {
        let ahead: f64 = (0..n)
            .filter(|&o| o != s)
            .map(|o| 1.0 / (1.0 + (-(values[s] - values[o]) / scale).exp()))
            .sum();
        *slot = ahead / (n - 1) as f64;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outcome::Outcome;

    #[test]
    fn rewards_scale_ranks_and_share_ties() {
        let o = Outcome::ranked(vec![10, 12, 12, 3], vec![0; 4], "end");
        let r = rewards(&Standing::of(&o));
        assert_eq!(&r[..4], &[1.0 / 3.0, 1.0, 1.0, 0.0]);
    }

    #[test]
    fn judged_rewards_favour_the_leader_and_stay_in_the_unit_interval() {
        let r = judged_rewards(&[10.0, 10.0], 2.0);
        assert_eq!(&r[..2], &[0.5, 0.5]);
        let r = judged_rewards(&[30.0, 0.0, 10.0], 5.0);
        assert!(r[0] > r[2] && r[2] > r[1], "{r:?}");
        assert!(r[0] < 1.0 && r[1] > 0.0);
        assert!((r[0] + r[1] + r[2] - 1.5).abs() < 1e-9, "{r:?}");
    }

    #[test]
    fn a_solo_loss_is_worth_less_than_half_a_win() {
        let mut o = Outcome::ranked(vec![30], vec![0], "end");
        assert_eq!(rewards(&Standing::of(&o))[0], 1.0);
        o.winners = crate::SeatSet::EMPTY;
        let lost = rewards(&Standing::of(&o))[0];
        assert!(lost > 0.0 && lost < 0.5, "{lost}");
        let mut worse = Outcome::ranked(vec![10], vec![0], "end");
        worse.winners = crate::SeatSet::EMPTY;
        assert!(rewards(&Standing::of(&worse))[0] < lost);
    }
}
