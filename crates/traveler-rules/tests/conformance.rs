//! The conformance kit over random games for 2, 3 and 4 players, under the
//! default rulings and under each rule flag alone and all together (see
//! [`crate::configs`]; the referee and the properties cover every
//! combination); card conservation is checked after every action by
//! `Audit::check_invariants`, and the kit checks that the hidden-information
//! scramble really redistributes what a seat cannot see.

use crate::configs::each_flag;
use tabletop_core::testing::{KitOptions, check_conformance};
use tabletop_core::{Game, GameConfig};
use traveler_rules::{SUGGESTED_ACTION_CAP, Traveler, TravelerConfig};

fn options(games: u64, first_seed: u64) -> KitOptions {
    KitOptions {
        games,
        first_seed,
        max_actions: SUGGESTED_ACTION_CAP,
        allow_cap: true,
        deep_check_every: 11,
        legal_samples: 12,
        check_narration: true,
    }
}

fn run(config: &TravelerConfig, games: u64, first_seed: u64) {
    let report = check_conformance::<Traveler>(config, &options(games, first_seed));
    eprintln!(
        "{} players: {} games, {} finished, {} capped, {} actions, longest {}",
        config.players(),
        report.games,
        report.finished,
        report.capped,
        report.actions,
        report.longest
    );
    assert_eq!(report.games, games);
    assert!(
        report.finished * 100 >= report.games * 99,
        "random play should finish at least 99% of games: {report:?}"
    );
    // Hands and the deck stay hidden all game; but a rival's hand is often
    // empty after paying a fare, or holds only cards everyone saw it take
    // from the Shelf, or (with two players, once the Shelf has been
    // reshuffled) only cards of an older deck that no other seat can hold:
    // then nothing of its view can change.
    assert!(
        report.scrambles_redistributing * 3 >= report.scrambles * 2,
        "{report:?}"
    );
}

#[test]
fn three_hundred_random_games_with_two_players() {
    run(&TravelerConfig::for_players(2).unwrap(), 300, 0);
}

#[test]
fn three_hundred_random_games_with_three_players() {
    run(&TravelerConfig::for_players(3).unwrap(), 300, 10_000);
}

#[test]
fn three_hundred_random_games_with_four_players() {
    run(&TravelerConfig::for_players(4).unwrap(), 300, 20_000);
}

#[test]
fn every_rule_flag_alone_and_all_together_pass_the_kit() {
    for (k, (name, config)) in each_flag().into_iter().enumerate() {
        eprint!("{name}: ");
        run(&config, 15, 30_000 + 100 * k as u64);
    }
}

#[test]
fn setup_is_deterministic_per_seed() {
    let config = TravelerConfig::for_players(3).unwrap();
    let a = Traveler::setup(config.clone(), 99).unwrap();
    let b = Traveler::setup(config.clone(), 99).unwrap();
    let c = Traveler::setup(config, 100).unwrap();
    assert_eq!(a, b);
    assert_ne!(a, c);
}
