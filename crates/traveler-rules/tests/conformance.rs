//! The conformance kit over random games for 2, 3 and 4 players, under the
//! default rulings and under every rule flag; card conservation is checked
//! after every action by `Audit::check_invariants`.

use tabletop_core::testing::{KitOptions, check_conformance};
use tabletop_core::{Game, GameConfig};
use traveler_rules::{
    Cut, HandLimit, NewRegion, Reshuffle, SUGGESTED_ACTION_CAP, Traveler, TravelerConfig,
};

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
}

#[test]
fn five_hundred_random_games_with_two_players() {
    run(&TravelerConfig::for_players(2).unwrap(), 500, 0);
}

#[test]
fn five_hundred_random_games_with_three_players() {
    run(&TravelerConfig::for_players(3).unwrap(), 500, 10_000);
}

#[test]
fn five_hundred_random_games_with_four_players() {
    run(&TravelerConfig::for_players(4).unwrap(), 500, 20_000);
}

#[test]
fn every_rule_flag_passes_the_kit() {
    for players in 2..=4 {
        let config = TravelerConfig::for_players(players)
            .unwrap()
            .with_new_region(NewRegion::NotOnTrip)
            .with_cut(Cut::FromPay)
            .with_hand_limit(HandLimit::HardCap)
            .with_reshuffle(Reshuffle::Eager);
        run(&config, 60, 30_000 + players as u64 * 1000);
        let config = TravelerConfig::for_players(players)
            .unwrap()
            .with_first_player(players as u8 - 1)
            .with_reshuffle(Reshuffle::Eager);
        run(&config, 40, 40_000 + players as u64 * 1000);
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
