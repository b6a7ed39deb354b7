//! The events kit against Duel: it passes on the honest game and catches a
//! planted leak; the shared turn refusals name their rule.

use crate::toy::{Bug, Duel, DuelConfig, DuelViolation, Play};
use tabletop_core::events::{Events, redact};
use tabletop_core::testing::check_events;
use tabletop_core::{Audience, Game, Seat, TurnViolation};

fn config(players: usize, bug: Bug) -> DuelConfig {
    DuelConfig { players, bug }
}

#[test]
fn the_events_kit_passes_duel_at_two_and_three_players() {
    for players in [2, 3] {
        let report = check_events::<Duel>(&config(players, Bug::None), 30, 0);
        assert_eq!(report.actions, 30 * 3 * players as u64);
        assert!(report.events > report.actions, "{report:?}");
        assert!(report.blind_comparisons > 0, "{report:?}");
    }
}

#[test]
fn the_events_kit_catches_a_secret_card_told_to_everyone() {
    let caught = std::panic::catch_unwind(|| {
        check_events::<Duel>(&config(3, Bug::LeakyEvents), 30, 0);
    });
    let message = caught.expect_err("the leak went unnoticed");
    let text = message
        .downcast_ref::<String>()
        .cloned()
        .unwrap_or_default();
    assert!(text.contains("cannot tell apart"), "{text}");
}

#[test]
fn a_secret_commitment_is_told_as_a_card_to_its_seat_and_as_a_commitment_to_others() {
    let mut duel = Duel::setup(config(2, Bug::None), 3).expect("setup");
    let mut legal = Vec::new();
    duel.legal_actions(Seat(0), &mut legal);
    let card = legal[0];
    let mut told = Vec::new();
    duel.apply_with_events(Seat(0), &card, &mut told)
        .expect("a listed card");
    let own = redact(&told[0], Audience::Seat(Seat(0))).expect("told to its seat");
    let other = redact(&told[0], Audience::Seat(Seat(1))).expect("told to the other");
    let spectator = redact(&told[0], Audience::Spectator).expect("told to a spectator");
    assert_eq!(
        serde_json::to_value(&own).unwrap()["Committed"]["card"],
        serde_json::json!(card.0)
    );
    assert_eq!(other, spectator);
    assert_eq!(
        serde_json::to_value(&other).unwrap()["Committed"]["card"],
        serde_json::Value::Null
    );
}

#[test]
fn a_seat_that_already_committed_is_refused_with_the_turn_rule_and_nothing_changes() {
    let mut duel = Duel::setup(config(2, Bug::None), 3).expect("setup");
    let mut legal = Vec::new();
    duel.legal_actions(Seat(0), &mut legal);
    duel.apply_through_events(Seat(0), &legal[0])
        .expect("legal");
    assert!(!duel.owes(Seat(0)));
    let before = duel.clone();
    let refused = duel
        .apply_through_events(Seat(0), &legal[1])
        .expect_err("seat 0 already committed");
    assert!(matches!(
        refused,
        DuelViolation::Turn(TurnViolation::AlreadyDecided { .. })
    ));
    assert_eq!(
        refused.to_string(),
        "seat 0 has already decided: waiting for seat 1"
    );
    assert_eq!(
        tabletop_core::RuleViolation::rule(&refused),
        "Duel: turn order"
    );
    assert_eq!(duel, before);
    let stranger = duel
        .apply_through_events(Seat(4), &Play(0))
        .expect_err("no seat 4");
    assert_eq!(
        stranger.to_string(),
        "seat 4 is not at this table of 2 players"
    );
}
