//! ISMCTS on the test game Duel: visit counts, forced moves, determinism,
//! blindness to what the seat cannot see, and values backed up. (Duel has no
//! skill against random play — each card meets a random card whatever the
//! order — so strength is measured on the real games.)

use crate::toy::{Bug, Duel, DuelConfig};
use proptest::prelude::*;
use tabletop_core::{Budget, Game, GameRng, Ismcts, IsmctsConfig, RandomBot, Research, Seat};

fn duel(players: usize, seed: u64) -> Duel {
    let config = DuelConfig {
        players,
        bug: Bug::None,
    };
    Duel::setup(config, seed).expect("a duel sets up")
}

fn bot(iterations: u32, seed: u64) -> Ismcts<Duel> {
    let config = IsmctsConfig {
        budget: Budget::Iterations(iterations),
        ..IsmctsConfig::default()
    };
    Ismcts::new(config, seed, Box::new(RandomBot::new(seed)))
}

fn legal(state: &Duel, seat: Seat) -> Vec<crate::toy::Play> {
    let mut out = Vec::new();
    state.legal_actions(seat, &mut out);
    out
}

proptest! {
    #[test]
    fn root_visits_sum_to_the_iterations(seed in 0u64..1000, iterations in 1u32..300) {
        let state = duel(2, seed);
        let moves = legal(&state, Seat(0));
        let result = bot(iterations, seed).search(&state, Seat(0), &moves);
        prop_assert_eq!(result.iterations, iterations);
        let total: u32 = result.visits.iter().map(|v| v.visits).sum();
        prop_assert_eq!(total, iterations);
        prop_assert!(result.best < moves.len());
        prop_assert!(result.visits.iter().all(|v| (0.0..=1.0).contains(&v.value)));
    }
}

#[test]
fn a_forced_move_is_returned_without_searching() {
    // In the last trick each seat holds one card.
    let mut state = duel(2, 9);
    for _ in 0..2 {
        for seat in [Seat(0), Seat(1)] {
            let card = legal(&state, seat)[0];
            state.apply_mut(seat, &card).unwrap();
        }
    }
    let moves = legal(&state, Seat(0));
    assert_eq!(moves.len(), 1);
    let result = bot(10_000, 1).search(&state, Seat(0), &moves);
    assert_eq!((result.best, result.iterations), (0, 0));
}

#[test]
fn the_same_seed_and_budget_give_the_same_search() {
    let state = duel(3, 4);
    let moves = legal(&state, Seat(0));
    let a = bot(500, 77).search(&state, Seat(0), &moves);
    let b = bot(500, 77).search(&state, Seat(0), &moves);
    assert_eq!(a, b);
}

#[test]
fn the_search_never_reads_what_its_seat_cannot_see() {
    // A world the seat cannot tell from the real one gives the very same
    // search: the bot sees only the seat's information.
    for seed in 0..20 {
        let state = duel(3, seed);
        let other = state.resample_hidden(Seat(1), &mut GameRng::new(seed + 100));
        assert_ne!(state, other, "the resample moved hidden cards");
        let moves = legal(&state, Seat(1));
        assert_eq!(moves, legal(&other, Seat(1)));
        let a = bot(300, seed).search(&state, Seat(1), &moves);
        let b = bot(300, seed).search(&other, Seat(1), &moves);
        assert_eq!(a, b, "seed {seed}");
    }
}

/// The first seed whose deal gives seat 0 of a two-seat duel `hand`.
fn deal_with(hand: [u8; 3]) -> Duel {
    (0..100_000)
        .map(|seed| duel(2, seed))
        .find(|state| legal(state, Seat(0)).iter().map(|p| p.0).eq(hand))
        .expect("some seed deals it")
}

#[test]
fn values_back_up_a_certain_win_and_a_certain_loss() {
    // Holding the three highest cards wins every trick whatever is played;
    // holding the three lowest loses every one. The search's values show it.
    for (hand, value) in [([9, 10, 11], 1.0), ([0, 1, 2], 0.0)] {
        let state = deal_with(hand);
        let moves = legal(&state, Seat(0));
        let result = bot(300, 3).search(&state, Seat(0), &moves);
        for visit in &result.visits {
            assert!(visit.visits > 0);
            assert_eq!(visit.value, value, "{hand:?}: {visit:?}");
        }
    }
}

/// A playout policy that plays at random, keeps only some root actions and
/// judges every position it stops in with one fixed reward.
struct Judging {
    random: RandomBot,
    keep: Vec<usize>,
    depth: u64,
    judgement: f64,
}

impl tabletop_core::Bot<Duel> for Judging {
    fn choose(&mut self, state: &Duel, seat: Seat, legal: &[crate::toy::Play]) -> usize {
        self.random.choose(state, seat, legal)
    }
    fn candidates(&mut self, _: &Duel, _: Seat, _: &[crate::toy::Play], keep: &mut Vec<usize>) {
        keep.extend(&self.keep);
    }
    fn playout_depth(&self) -> u64 {
        self.depth
    }
    fn evaluate(&mut self, _: &Duel) -> Option<[f64; tabletop_core::MAX_SEATS]> {
        Some([self.judgement; tabletop_core::MAX_SEATS])
    }
}

fn judged_bot(iterations: u32, keep: Vec<usize>, depth: u64, judgement: f64) -> Ismcts<Duel> {
    let config = IsmctsConfig {
        budget: Budget::Iterations(iterations),
        ..IsmctsConfig::default()
    };
    let policy = Judging {
        random: RandomBot::new(5),
        keep,
        depth,
        judgement,
    };
    Ismcts::new(config, 5, Box::new(policy))
}

#[test]
fn a_policy_that_narrows_the_root_leaves_the_other_actions_unvisited() {
    let state = duel(2, 11);
    let moves = legal(&state, Seat(0));
    assert_eq!(moves.len(), 3);
    let result = judged_bot(200, vec![0, 2], u64::MAX, 0.5).search(&state, Seat(0), &moves);
    let visits: Vec<u32> = result.visits.iter().map(|v| v.visits).collect();
    assert_eq!(visits[1], 0, "{visits:?}");
    assert!(visits[0] > 0 && visits[2] > 0, "{visits:?}");
    assert_eq!(visits.iter().sum::<u32>(), 200);
    assert_ne!(result.best, 1);
}

#[test]
fn a_playout_stopped_at_its_depth_backs_up_the_policy_judgement() {
    // One iteration per root action, each stopped at once after the
    // expansion (depth 0) and judged 0.25: every root value is 0.25, where
    // a played-out duel gives 0, 0.5 or 1.
    let state = duel(2, 11);
    let moves = legal(&state, Seat(0));
    let result = judged_bot(3, Vec::new(), 0, 0.25).search(&state, Seat(0), &moves);
    for visit in &result.visits {
        assert_eq!((visit.visits, visit.value), (1, 0.25), "{visit:?}");
    }
}

/// A playout policy that plays at random and has a node add its last
/// untried action first.
struct LastFirst(RandomBot);

impl tabletop_core::Bot<Duel> for LastFirst {
    fn choose(&mut self, state: &Duel, seat: Seat, legal: &[crate::toy::Play]) -> usize {
        self.0.choose(state, seat, legal)
    }
    fn expand(
        &mut self,
        _: &Duel,
        _: Seat,
        _: &[crate::toy::Play],
        untried: &[bool],
    ) -> Option<usize> {
        untried.iter().rposition(|&open| open)
    }
}

#[test]
fn a_node_adds_the_actions_the_policy_puts_first() {
    // The root adds a child at each of the first two iterations, the
    // policy's choice each time (the last legal action, then the one
    // before it, where a random draw would pick any), so the first legal
    // action is never tried.
    let state = duel(2, 11);
    let moves = legal(&state, Seat(0));
    assert_eq!(moves.len(), 3);
    let config = IsmctsConfig {
        budget: Budget::Iterations(2),
        ..IsmctsConfig::default()
    };
    let mut bot = Ismcts::new(config, 5, Box::new(LastFirst(RandomBot::new(5))));
    let result = bot.search(&state, Seat(0), &moves);
    let visits: Vec<u32> = result.visits.iter().map(|v| v.visits).collect();
    assert_eq!(visits, vec![0, 1, 1]);
}
