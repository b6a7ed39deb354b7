//! The conformance kit run against a small test-only game, including games
//! with planted defects that the kit must catch.

use crate::toy;

use tabletop_core::testing::{KitOptions, check_conformance};
use toy::{Bug, Duel, DuelConfig};

fn options(games: u64) -> KitOptions {
    KitOptions {
        games,
        deep_check_every: 1,
        max_actions: 200,
        ..KitOptions::default()
    }
}

#[test]
fn a_correct_game_passes_every_check() {
    for players in 2..=3 {
        let report = check_conformance::<Duel>(
            &DuelConfig {
                players,
                bug: Bug::None,
            },
            &options(200),
        );
        assert_eq!(report.games, 200);
        assert_eq!(report.finished, 200);
        assert_eq!(report.capped, 0);
        assert_eq!(report.actions, 200 * 3 * players as u64);
        assert!(report.rejections_checked > 1000, "{report:?}");
    }
}

fn planted(bug: Bug) -> String {
    let result = std::panic::catch_unwind(|| {
        check_conformance::<Duel>(&DuelConfig { players: 3, bug }, &options(20));
    });
    let payload = result.expect_err("the kit must catch the planted defect");
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default()
}

#[test]
fn the_kit_catches_validate_accepting_an_unlisted_action() {
    assert!(planted(Bug::LooseValidate).contains("not enumerated"));
}

#[test]
fn the_kit_catches_a_view_that_leaks_hidden_cards() {
    let msg = planted(Bug::LeakyView);
    assert!(
        msg.contains("cannot see") || msg.contains("hidden information"),
        "{msg}"
    );
}

#[test]
fn the_kit_catches_a_narration_that_tells_a_secret_choice() {
    let msg = planted(Bug::LeakyNarration);
    assert!(msg.contains("secret choice is told to"), "{msg}");
}

#[test]
fn the_kit_catches_a_setup_description_that_names_hidden_cards() {
    let msg = planted(Bug::LeakySetup);
    assert!(msg.contains("the setup told to"), "{msg}");
}

#[test]
fn the_kit_catches_a_refused_action_that_changes_the_state() {
    assert!(planted(Bug::HalfApplied).contains("changed the state"));
}

#[test]
fn the_kit_catches_a_game_that_never_ends() {
    assert!(planted(Bug::Endless).contains("no end after"));
}

#[test]
fn a_capped_game_is_counted_when_caps_are_allowed() {
    let opts = KitOptions {
        allow_cap: true,
        ..options(5)
    };
    let report = check_conformance::<Duel>(
        &DuelConfig {
            players: 2,
            bug: Bug::Endless,
        },
        &opts,
    );
    assert_eq!(report.capped, 5);
    assert_eq!(report.finished, 0);
}
