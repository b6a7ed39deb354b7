//! The tabletop-core conformance kit over seeded random games, for every
//! player count, with and without events. Card conservation is one of the
//! invariants checked after every action.

use tabletop_core::GameConfig;
use tabletop_core::testing::{KitOptions, check_conformance};
use traveluencer_rules::{Traveluencer, TraveluencerConfig};

fn run(players: usize, events: bool, games: u64) {
    let mut config = TraveluencerConfig::for_players(players).unwrap();
    config = config.with_events(events);
    let options = KitOptions {
        games,
        first_seed: 1000 * players as u64 + u64::from(events) * 100_000,
        max_actions: 2_000,
        allow_cap: false,
        deep_check_every: 11,
        legal_samples: 12,
        check_narration: true,
    };
    let report = check_conformance::<Traveluencer>(&config, &options);
    assert_eq!(report.games, games);
    assert_eq!(report.finished, games);
    assert!(report.rejections_checked > 0);
    println!(
        "{players} players, events {events}: {} games, {} actions, longest {}",
        report.games, report.actions, report.longest
    );
}

#[test]
fn two_players_without_events() {
    run(2, false, 500);
}

#[test]
fn two_players_with_events() {
    run(2, true, 500);
}

#[test]
fn three_players_without_events() {
    run(3, false, 500);
}

#[test]
fn three_players_with_events() {
    run(3, true, 500);
}

#[test]
fn four_players_without_events() {
    run(4, false, 500);
}

#[test]
fn four_players_with_events() {
    run(4, true, 500);
}
