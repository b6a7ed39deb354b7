//! The conformance kit run against a small test-only game, and against that
//! game with one planted defect per check the kit makes: each must be caught,
//! with the message that names it.

use crate::toy;

use tabletop_core::testing::{KitOptions, KitReport, check_conformance};
use toy::{ActionBug, Bug, Duel, DuelConfig};

fn options(games: u64) -> KitOptions {
    KitOptions {
        games,
        deep_check_every: 1,
        max_actions: 200,
        ..KitOptions::default()
    }
}

fn run(bug: Bug, games: u64) -> KitReport {
    check_conformance::<Duel>(&DuelConfig { players: 3, bug }, &options(games))
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
        assert_eq!(report.longest, 3 * players as u64);
        assert!(report.rejections_checked > 1000, "{report:?}");
        // One scramble per seat at every position: each action's and the
        // final one.
        let positions = report.actions + report.games;
        assert_eq!(report.scrambles, positions * players as u64);
        // Most scrambles move another seat's cards; not all do (at the end
        // every hand is empty).
        assert!(
            report.scrambles_redistributing * 10 >= report.scrambles * 7,
            "{report:?}"
        );
        assert!(
            report.scrambles_redistributing < report.scrambles,
            "{report:?}"
        );
    }
}

/// The message of the kit's panic on `bug` (with `action_bug` planted in the
/// action type); fails if the kit passes.
fn caught(bug: Bug, action_bug: ActionBug) -> String {
    let result = std::panic::catch_unwind(|| {
        toy::plant_action_bug(action_bug);
        run(bug, 20);
    });
    toy::plant_action_bug(ActionBug::None);
    let payload = result.expect_err("the kit must catch the planted defect");
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default()
}

fn planted(bug: Bug) -> String {
    caught(bug, ActionBug::None)
}

/// Asserts that the kit's message names the check (`expected`) and the game.
#[track_caller]
fn names(msg: &str, expected: &str) {
    assert!(msg.contains(expected), "expected {expected:?} in: {msg}");
    assert!(msg.starts_with("duel"), "the message names the game: {msg}");
}

// Invariants and hidden information.

#[test]
fn the_kit_catches_a_broken_invariant() {
    names(&planted(Bug::LosesACard), "invariant broken after");
}

#[test]
fn the_kit_catches_a_scramble_that_breaks_an_invariant() {
    names(&planted(Bug::ScrambleLosesACard), "broke an invariant");
}

#[test]
fn the_kit_catches_a_view_that_leaks_hidden_cards() {
    names(&planted(Bug::LeakyView), "'s view depends on what");
}

#[test]
fn the_kit_catches_a_public_view_that_leaks_hidden_cards() {
    names(
        &planted(Bug::LeakyPublicView),
        "the public view depends on hidden information",
    );
}

#[test]
fn the_kit_catches_a_scramble_that_changes_what_the_observer_sees() {
    names(
        &planted(Bug::ScrambleObserver),
        "resample_hidden changed what",
    );
}

// Narration.

#[test]
fn the_kit_catches_a_narration_that_names_hidden_cards() {
    names(
        &planted(Bug::NarrationNamesTheDeck),
        "depends on what spectator cannot see",
    );
}

#[test]
fn the_kit_catches_a_narration_that_tells_a_secret_choice() {
    names(&planted(Bug::LeakyNarration), "secret choice is told to");
}

#[test]
fn the_kit_catches_a_setup_description_that_names_hidden_cards() {
    names(&planted(Bug::LeakySetup), "the setup told to");
}

#[test]
fn the_kit_catches_a_scramble_that_redistributes_nothing() {
    names(
        &planted(Bug::ScrambleNothing),
        "resample_hidden changed no other seat's view in",
    );
}

#[test]
fn the_kit_catches_legal_actions_that_depend_on_hidden_cards() {
    names(&planted(Bug::LegalPeeks), "'s legal actions depend on what");
}

// Who owes a decision.

#[test]
fn the_kit_catches_a_seat_that_owes_a_decision_without_a_legal_action() {
    names(
        &planted(Bug::NoLegalAction),
        "must act but has no legal action",
    );
}

#[test]
fn the_kit_catches_legal_actions_for_a_seat_that_owes_nothing() {
    names(
        &planted(Bug::ListedWhenNotOwed),
        "owes nothing yet has 2 legal actions",
    );
}

// The legal set, action by action.

#[test]
fn the_kit_catches_an_action_listed_twice() {
    names(&planted(Bug::ListedTwice), "is listed twice");
}

#[test]
fn the_kit_catches_two_legal_actions_sharing_an_integer_code() {
    names(
        &planted(Bug::SharedCode),
        "two legal actions share the code",
    );
}

#[test]
fn the_kit_catches_validate_refusing_a_listed_action() {
    names(&planted(Bug::ValidateRefusesListed), "fails validate");
}

#[test]
fn the_kit_catches_an_action_whose_text_reads_back_as_another() {
    names(
        &caught(Bug::None, ActionBug::TextReadsNext),
        "parses back as play",
    );
}

#[test]
fn the_kit_catches_an_action_whose_json_reads_back_as_another() {
    names(
        &caught(Bug::None, ActionBug::JsonWritesNext),
        "JSON round trip differs",
    );
}

#[test]
fn the_kit_catches_an_integer_code_that_decodes_to_another_action() {
    names(&planted(Bug::DecodesWrong), "which decodes to");
}

#[test]
fn the_kit_catches_game_notation_that_reads_back_as_another_action() {
    names(&planted(Bug::NotationWrong), "which reads as");
}

// Applying actions and refusing them.

#[test]
fn the_kit_catches_validate_accepting_an_unlisted_action() {
    names(&planted(Bug::LooseValidate), "validate accepts play");
}

#[test]
fn the_kit_catches_apply_mut_accepting_an_unlisted_action() {
    names(&planted(Bug::LooseApply), "apply_mut accepts play");
}

#[test]
fn the_kit_catches_a_refused_action_that_changes_the_state() {
    names(&planted(Bug::HalfApplied), "changed the state");
}

#[test]
fn the_kit_catches_apply_refusing_a_listed_action() {
    names(&planted(Bug::ApplyRefusesListed), ") failed: card");
}

#[test]
fn the_kit_catches_apply_mut_refusing_a_listed_action_between_deep_checks() {
    let result = std::panic::catch_unwind(|| {
        let options = KitOptions {
            deep_check_every: 1_000,
            ..options(20)
        };
        check_conformance::<Duel>(
            &DuelConfig {
                players: 3,
                bug: Bug::ApplyRefusesListed,
            },
            &options,
        );
    });
    let payload = result.expect_err("the kit must catch the planted defect");
    let msg = payload
        .downcast_ref::<String>()
        .cloned()
        .unwrap_or_default();
    names(&msg, "rejected: card");
}

#[test]
fn the_kit_catches_apply_and_apply_mut_disagreeing() {
    names(
        &planted(Bug::ApplyDiffers),
        "apply and apply_mut disagree on play",
    );
}

// Round trips of the state and of the replay.

#[test]
fn the_kit_catches_a_clone_that_differs() {
    names(
        &planted(Bug::CloneDiffers),
        "a clone differs from its original",
    );
}

#[test]
fn the_kit_catches_a_state_that_does_not_serialise() {
    names(&planted(Bug::Unserialisable), "state does not serialise");
}

#[test]
fn the_kit_catches_a_state_that_does_not_load_back() {
    names(&planted(Bug::Unloadable), "state does not load back");
}

#[test]
fn the_kit_catches_a_state_json_round_trip_that_loses_something() {
    names(&planted(Bug::LossyJson), "state JSON round trip differs");
}

#[test]
fn the_kit_catches_a_replay_that_fails_to_play_back() {
    names(&planted(Bug::DealVaries), "replay failed: action");
}

#[test]
fn the_kit_catches_a_replay_that_ends_elsewhere() {
    names(
        &planted(Bug::GeneratorVaries),
        "the replay does not reproduce the final state",
    );
}

#[test]
fn the_kit_catches_a_replay_whose_json_does_not_load() {
    names(&planted(Bug::ConfigUnreadable), "replay JSON does not load");
}

#[test]
fn the_kit_catches_a_replay_whose_json_loses_something() {
    names(&planted(Bug::ConfigLossy), "replay JSON round trip differs");
}

// The end of the game.

#[test]
fn the_kit_catches_a_game_that_never_ends() {
    names(&planted(Bug::Endless), "no end after 200 actions");
}

#[test]
fn the_kit_catches_a_game_over_without_an_outcome() {
    names(&planted(Bug::NoOutcome), "game over without an outcome");
}

#[test]
fn the_kit_catches_an_outcome_before_the_end() {
    names(
        &planted(Bug::EarlyOutcome),
        "an outcome before the game is over",
    );
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
    assert_eq!(report.actions, 5 * 200);
}
