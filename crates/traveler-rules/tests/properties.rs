//! Property tests: legality agrees with enumeration for every possible
//! action; a final score is stamps plus bonuses minus penalties; positions
//! round-trip through JSON. Each draws its configuration from
//! [`crate::configs::every_flag`] (every player count under every
//! combination of the rule flags, a custom deck, another first player) and
//! walks far enough to reach the end (random games take at most about 390
//! actions).

use crate::common;
use common::every_action;

use proptest::prelude::*;
use tabletop_core::bot::next_seat;
use tabletop_core::testing::check_random_draws;
use tabletop_core::{Game, GameConfig, GameRng, Seat};
use traveler_rules::{Traveler, TravelerConfig};

/// Configuration `which` of [`crate::configs::every_flag`] (modulo).
fn config(which: usize) -> TravelerConfig {
    let all = crate::configs::every_flag();
    all[which % all.len()].1.clone()
}

/// Plays `steps` random legal actions (fewer if the game ends first).
fn random_prefix(config: TravelerConfig, seed: u64, steps: usize) -> Traveler {
    let mut g = Traveler::setup(config, seed).unwrap();
    let mut rng = GameRng::new(seed ^ 0xABCD);
    let mut legal = Vec::new();
    for _ in 0..steps {
        let Some(seat) = next_seat(&g) else { break };
        legal.clear();
        g.legal_actions(seat, &mut legal);
        let a = legal[rng.index(legal.len())];
        g.apply_mut(seat, &a).unwrap();
    }
    g
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn legality_agrees_with_enumeration(which in 0usize..1000, seed in any::<u64>(), steps in 0usize..500) {
        let config = config(which);
        let players = config.players();
        let g = random_prefix(config, seed, steps);
        let all = every_action();
        let mut legal = Vec::new();
        for s in 0..(players as u8 + 1) {
            legal.clear();
            g.legal_actions(Seat(s), &mut legal);
            for a in &all {
                let ok = g.validate(Seat(s), a).is_ok();
                prop_assert_eq!(ok, legal.contains(a), "seat {} action {}", s, a);
                if !ok {
                    let mut copy = g.clone();
                    prop_assert!(copy.apply_mut(Seat(s), a).is_err());
                    prop_assert_eq!(&copy, &g);
                }
            }
        }
    }

    #[test]
    fn score_is_stamps_plus_bonuses_minus_penalties(which in 0usize..1000, seed in any::<u64>()) {
        let config = config(which);
        let players = config.players();
        let g = random_prefix(config, seed, 5_000);
        prop_assume!(g.outcome().is_some());
        let outcome = g.outcome().unwrap();
        let cat = g.catalogue();
        for s in 0..players {
            let seat = Seat(s as u8);
            let trip = g.trip(seat);
            let stamps: i64 = trip.iter().map(|&c| i64::from(cat.stamps(c))).sum();
            let regions: std::collections::BTreeSet<_> = trip.iter().map(|&c| cat.region(c)).collect();
            let bonus = if regions.len() == 4 { 3 } else { 0 };
            let penalty = if g.called_home().contains(seat) { 3 } else { 0 };
            prop_assert_eq!(outcome.scores[s], stamps + bonus - penalty);
            prop_assert_eq!(outcome.tiebreaks[s], g.hand(seat).len() as i64);
            // A seat that did not call home paid exactly 3 cards.
        }
        let called = g.called_home().len();
        prop_assert_eq!(g.flown_home_with().len(), 3 * (players - called));
        let best = outcome.scores.iter().max().copied().unwrap();
        for w in outcome.winners.iter() {
            prop_assert_eq!(outcome.scores[w.index()], best);
        }
    }

    #[test]
    fn positions_round_trip_through_json(which in 0usize..1000, seed in any::<u64>(), steps in 0usize..500) {
        let g = random_prefix(config(which), seed, steps);
        let json = serde_json::to_string(&g).unwrap();
        let back: Traveler = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(&back, &g);
    }

    /// The random draw ([`Game::random_legal_action`]), which counts the
    /// legal actions and builds only the one drawn, is the pick from the
    /// written list: the action at index `rng.index(n)` of the `n` listed,
    /// with the generator left where that pick leaves it, for every seat
    /// (none for a seat that owes no decision).
    #[test]
    fn the_random_draw_is_the_pick_from_the_legal_list(
        which in 0usize..1000, seed in any::<u64>(), steps in 0usize..500, draws in any::<u64>(),
    ) {
        let g = random_prefix(config(which), seed, steps);
        prop_assert_eq!(check_random_draws(&g, (0..8).map(|k| draws ^ k)), Ok(()));
    }
}
