//! The conformance kit over random games for 2 to 5 players and Journeys
//! of 1, 2 and 3 Days, under the default rulings and the rule flags; card
//! conservation (and every other invariant) is checked after every action
//! by `Audit::check_invariants`.
//!
//! The default run plays 300 games for each player count and 300 for each
//! Day count (100 for each of the twelve pairs); the `#[ignore]`d run plays
//! 300 for every pair: `cargo test --release -p seoul-rules --test tests
//! conformance -- --ignored --nocapture`.

use seoul_rules::{Most, Nightlife, Refill, SUGGESTED_ACTION_CAP, Seoul, SeoulConfig};
use tabletop_core::GameConfig;
use tabletop_core::testing::{KitOptions, KitReport, check_conformance};

fn run(config: &SeoulConfig, games: u64, first_seed: u64, deep_check_every: u64) -> KitReport {
    let report = check_conformance::<Seoul>(
        config,
        &KitOptions {
            games,
            first_seed,
            max_actions: SUGGESTED_ACTION_CAP,
            allow_cap: true,
            deep_check_every,
            legal_samples: 8,
            check_narration: true,
        },
    );
    eprintln!(
        "{} players, {} Day(s), refill {:?}, most {:?}: {report:?}",
        config.players(),
        config.days(),
        config.refill(),
        config.most()
    );
    assert_eq!(report.games, games);
    assert_eq!(
        report.finished, games,
        "random play ends every Journey: {report:?}"
    );
    // A scramble deals anew what a seat cannot see (the cards the other
    // hands drew unseen, the face-down City cards, the deck) and keeps what
    // the table saw go into each hand (`seoul_rules::Knowledge`: the rest
    // of an Experience pile, a Scouted card). So it changes another seat's
    // view exactly when another seat holds a card drawn unseen: measured
    // over random Journeys, a third to a half of positions at two players
    // (a hand is often made of piles taken), 61-73 % at three, 80-92 % at
    // four and five.
    let floor = match config.players() {
        2 => 25,
        3 => 50,
        _ => 70,
    };
    assert!(
        report.scrambles_redistributing * 100 >= report.scrambles * floor,
        "too few scrambles redistribute hidden cards: {report:?}"
    );
    report
}

fn every_pair(games: u64, deep_check_every: u64) {
    for players in 2..=5 {
        for days in 1..=3u8 {
            let config = SeoulConfig::for_players(players).unwrap().with_days(days);
            let seed = 1_000 * (players as u64 * 10 + u64::from(days));
            run(&config, games, seed, deep_check_every);
        }
    }
}

#[test]
fn a_hundred_random_journeys_for_each_player_count_and_day_count() {
    every_pair(100, 17);
}

#[test]
fn the_rule_flags_pass_the_kit() {
    for players in 2..=5 {
        let config = SeoulConfig::for_players(players)
            .unwrap()
            .with_days(2)
            .with_refill(Refill::OtherSpaces)
            .with_most(Most::TiesCount)
            .with_nightlife(Nightlife::OnePerTurn)
            .with_first_player(players as u8 - 1);
        run(&config, 25, 90_000 + players as u64 * 100, 13);
    }
}

#[test]
#[ignore = "long: run in release"]
fn three_hundred_random_journeys_for_every_player_count_and_day_count() {
    every_pair(300, 5);
}

#[test]
fn each_rule_flag_alone_passes_the_kit() {
    for players in 2..=5 {
        let base = SeoulConfig::for_players(players).unwrap().with_days(2);
        let seed = 95_000 + players as u64 * 100;
        run(&base.clone().with_refill(Refill::OtherSpaces), 10, seed, 13);
        run(&base.clone().with_most(Most::TiesCount), 10, seed + 50, 13);
        run(
            &base.with_nightlife(Nightlife::OnePerTurn),
            10,
            seed + 75,
            13,
        );
    }
}
