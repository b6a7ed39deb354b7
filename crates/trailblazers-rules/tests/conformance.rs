//! The conformance kit over random games for every player count and every
//! solo challenge, under the default rulings and under every rule flag
//! (every combination of the multiplayer flags, see [`crate::configs`]).
//! The default suite plays a modest number of games (quick in a debug
//! build); the `#[ignore]`d runs play 300 or more per count and per
//! challenge: `cargo test --release -p trailblazers-rules -- --ignored conformance`.

use tabletop_core::GameConfig;
use tabletop_core::testing::{KitOptions, check_conformance};
use trailblazers_rules::measure::AreaMeasure;
use trailblazers_rules::{
    CampCover, CampRotation, SUGGESTED_ACTION_CAP, SoloRefill, Trailblazers, TrailblazersConfig,
};

fn options(games: u64, first_seed: u64) -> KitOptions {
    KitOptions {
        games,
        first_seed,
        max_actions: SUGGESTED_ACTION_CAP,
        allow_cap: false,
        deep_check_every: 13,
        legal_samples: 8,
        check_narration: true,
    }
}

fn run(config: &TrailblazersConfig, games: u64, first_seed: u64) {
    let report = check_conformance::<Trailblazers>(config, &options(games, first_seed));
    assert_eq!(report.games, games);
    assert_eq!(report.finished, games, "{report:?}");
    assert!(report.rejections_checked > 0, "{report:?}");
    if config.players() > 1 {
        // A scramble deals anew only what the seat has not seen. A hand it
        // passed on stays known as it travels (every card laid from it is
        // revealed), so from the first pass of a 2-player round both hands
        // are known to both seats, and a scramble there moves only the
        // deck and the rival's secret cards of the step: the kit's own
        // bar (half the scrambles move some rival's view) is the bar.
        assert!(report.scrambles > 0, "{report:?}");
        assert!(
            report.scrambles_redistributing * 2 >= report.scrambles,
            "{report:?}"
        );
    }
}

fn solo(challenge: &str) -> TrailblazersConfig {
    TrailblazersConfig::for_players(1)
        .unwrap()
        .with_challenge(challenge.parse().unwrap())
        .unwrap()
}

#[test]
fn random_games_for_every_player_count() {
    for players in 2..=4 {
        run(
            &TrailblazersConfig::for_players(players).unwrap(),
            4,
            players as u64 * 1000,
        );
    }
}

#[test]
fn random_solo_games_for_every_challenge() {
    let config = TrailblazersConfig::for_players(1).unwrap();
    for (i, challenge) in config.catalogue().solo_card().iter().enumerate() {
        run(&solo(&challenge.to_string()), 2, 5000 + i as u64 * 100);
    }
}

#[test]
fn every_rule_flag_passes_the_kit() {
    for players in 1..=4 {
        let config = TrailblazersConfig::for_players(players)
            .unwrap()
            .with_area(AreaMeasure::BoundingBox)
            .with_camp_rotation(CampRotation::Fixed)
            .with_camp_cover(CampCover::Nothing)
            .with_solo_refill(SoloRefill::EveryTurn);
        run(&config, 2, 9000 + players as u64 * 100);
    }
}

#[test]
fn every_flag_combination_passes_the_kit() {
    let multiplayer = crate::configs::every_flag()
        .into_iter()
        .filter(|(_, c)| c.players() > 1);
    for (k, (name, config)) in multiplayer.enumerate() {
        eprintln!("{name}");
        run(&config, 1, 12_000 + k as u64 * 10);
    }
}

#[test]
#[ignore = "long: 300 games per player count"]
fn conformance_300_games_per_player_count() {
    for players in 2..=4 {
        run(
            &TrailblazersConfig::for_players(players).unwrap(),
            300,
            players as u64 * 100_000,
        );
    }
}

#[test]
#[ignore = "long: 300 games per solo challenge"]
fn conformance_300_games_per_solo_challenge() {
    let config = TrailblazersConfig::for_players(1).unwrap();
    for (i, challenge) in config.catalogue().solo_card().iter().enumerate() {
        run(
            &solo(&challenge.to_string()),
            300,
            600_000 + i as u64 * 1000,
        );
    }
}
