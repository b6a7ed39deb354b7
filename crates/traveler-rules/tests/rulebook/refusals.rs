//! Refusals name the rule of the step they break: a card that is not in the
//! hand is refused under the rule that says where the card must come from,
//! and an action of another step under what the step expects.

use super::*;

fn not_in_hand(err: Violation) -> (String, Rule) {
    match err {
        Violation::NotInHand { card, rule } => (card, rule),
        other => panic!("expected NotInHand, got {other:?}"),
    }
}

/// Nine cards in seat 0's hand: over the hand limit of 8 (L14).
#[test]
fn a_card_not_in_hand_is_refused_under_the_rule_of_its_step() {
    // Setup (L7): the first stop comes from the hand.
    let mut g = first_stops();
    assert_eq!(
        not_in_hand(refuse(&mut g, 0, "start Cairo")),
        ("Cairo".into(), Rule::FirstStopFromHand)
    );
    // Scrounge (L12): the card put back comes from the hand.
    let mut g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon"], "hand": ["Rome", "Dublin"]},
            {"trip": ["Cairo"], "hand": []}
        ],
        "phase": "put_back"
    }));
    assert_eq!(
        not_in_hand(refuse(&mut g, 0, "shelve Hanoi")),
        ("Hanoi".into(), Rule::ScroungePutBack)
    );
    // The hand limit (L14): the cards put on the Shelf come from the hand.
    let mut g = over_the_hand_limit();
    assert_eq!(
        not_in_hand(refuse(&mut g, 0, "discard Seoul")),
        ("Seoul".into(), Rule::HandLimit)
    );
    // Before flying home with nine cards (TR-26).
    let mut g = flying_home_with_nine("discard");
    assert_eq!(
        not_in_hand(refuse(&mut g, 0, "discard Seoul")),
        ("Seoul".into(), Rule::HandLimitBeforeFlying)
    );
    // Flying home (L16): the three cards come from the hand; a card id
    // outside the deck is named by its number.
    let g = flying_home();
    let mut s = g.clone();
    assert_eq!(
        not_in_hand(refuse(&mut s, 0, "pay home Seoul")),
        ("Seoul".into(), Rule::PayThreeCards)
    );
    assert_eq!(
        not_in_hand(
            g.validate(Seat(0), &traveler_rules::Action::PayHome(52))
                .unwrap_err()
        ),
        ("#52".into(), Rule::PayThreeCards)
    );
}

/// Seat 0 flies home first holding nine cards, under `final_hand_limit`.
fn flying_home_with_nine(flag: &str) -> Traveler {
    load(json!({
        "config": {"players": 2, "final_hand_limit": flag},
        "seats": [
            {"trip": ["Lisbon", "Santorini"], "hand": NINE},
            {"trip": ["Paris", "Chichen Itza"], "hand": ["Seoul", "Petra"]}
        ],
        "phase": {"fly_home": {"seat": 0}},
        "last_call": true, "run_outs": 1, "reshuffles": 1
    }))
}

#[test]
fn an_action_of_another_step_is_refused_with_what_that_step_owes() {
    // Flying home, nothing paid yet: the step's choices are named.
    let mut g = flying_home();
    match refuse(&mut g, 0, "work") {
        Violation::WrongStep { rule, expected, .. } => {
            assert_eq!(rule, Rule::FlyHome);
            assert!(expected.contains("call home"), "{expected}");
        }
        other => panic!("expected WrongStep, got {other:?}"),
    }
    // One card paid: the seat is committed to paying (L16).
    act(&mut g, 0, "pay home Rome");
    assert_eq!(
        refuse(&mut g, 0, "work"),
        Violation::AlreadyPaying { paid: 1 }
    );
    assert_eq!(
        refuse(&mut g, 0, "discard Dublin"),
        Violation::AlreadyPaying { paid: 1 }
    );
    // Over the hand limit, before flying home or at the end of a turn:
    // the cards must go on the Shelf first (L14, TR-26).
    let mut g = flying_home_with_nine("discard");
    assert_eq!(
        refuse(&mut g, 0, "work"),
        Violation::OverHandLimit { holding: 9 }
    );
    // Under `final_hand_limit = keep` the nine cards fly home as they are.
    let mut g = flying_home_with_nine("keep");
    assert!(matches!(
        refuse(&mut g, 0, "discard Rome"),
        Violation::WrongStep { .. }
    ));
    let mut g = over_the_hand_limit();
    assert_eq!(
        refuse(&mut g, 0, "stay"),
        Violation::OverHandLimit { holding: 9 }
    );
}
