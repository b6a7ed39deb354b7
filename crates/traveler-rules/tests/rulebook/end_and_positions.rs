//! The end of the game (L16) and position validation.

use super::*;

// ---------------------------------------------------------------------------
// The end (L16, TR-11, TR-13) and rejections

#[test]
fn tr_11_last_call_waits_for_the_end_of_the_round() {
    let mut g = load_rest_in_hand(
        json!({
            "config": {"players": 2},
            "seats": [
                {"trip": ["Lisbon"], "hand": []},
                {"trip": ["Cairo"], "hand": ["Rome", "Dublin", "Hanoi"]}
            ],
            "deck": [],
            "shelf": [],
            "active": 1,
            "phase": "earn"
        }),
        0,
    );
    // Seat 1 is the last of the round (seat 0 went first).
    act(&mut g, 1, "scrounge");
    assert!(g.last_call());
    act(&mut g, 1, "shelve Rome");
    if g.phase() == Phase::Travel {
        act(&mut g, 1, "stay");
    }
    assert_eq!(
        g.phase(),
        Phase::FlyHome {
            seat: Seat(0),
            paid: 0
        }
    );
    assert_eq!(g.rounds(), 1);
}

#[test]
fn a_finished_game_refuses_every_action() {
    let mut g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon"], "hand": ["Rome"]},
            {"trip": ["Cairo"], "hand": []}
        ],
        "phase": "over",
        "last_call": true
    }));
    assert_eq!(g.to_act(), ToAct::GameOver);
    assert!(legal(&g, 0).is_empty() && legal(&g, 1).is_empty());
    assert_eq!(refuse(&mut g, 0, "scrounge"), Violation::GameOver);
}

#[test]
fn tr_13_paying_three_cards_to_fly_home_keeps_the_stamps() {
    let mut g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon"], "hand": ["Rome", "Dublin", "Hanoi", "Cairo"]},
            {"trip": ["Tokyo"], "hand": ["Seoul", "Dakar", "Petra"]}
        ],
        "phase": {"fly_home": {"seat": 0, "paid": 0}},
        "last_call": true
    }));
    for card in ["Rome", "Dublin", "Hanoi"] {
        act(&mut g, 0, &format!("pay home {card}"));
    }
    act(&mut g, 1, "call home");
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, [1, -2]);
    assert_eq!(o.tiebreaks, [1, 3]);
    assert_eq!(o.ending, "last call");
    assert!(
        o.breakdown[1].contains("called home 3"),
        "{:?}",
        o.breakdown
    );
}

// ---------------------------------------------------------------------------
// Positions are validated

#[test]
fn positions_that_cannot_happen_are_refused_with_a_reason() {
    let bad = |v: serde_json::Value, why: &str| {
        let err = serde_json::from_value::<Traveler>(v)
            .unwrap_err()
            .to_string();
        assert!(err.contains(why), "{err} (expected {why:?})");
    };
    bad(
        json!({"config": {"players": 2}, "seats": [{"trip": ["Lisbon"], "hand": ["Lisbon"]}, {"trip": ["Cairo"]}]}),
        "two places",
    );
    bad(
        json!({"config": {"players": 2}, "seats": [{"trip": ["Atlantis"]}, {"trip": ["Cairo"]}]}),
        "no card is called",
    );
    bad(
        json!({"config": {"players": 3}, "seats": [{"trip": ["Lisbon"]}, {"trip": ["Cairo"]}]}),
        "3 players",
    );
    bad(
        json!({"config": {"players": 2}, "seats": [{"trip": ["Santorini"]}, {"trip": ["Cairo"]}]}),
        "not a City",
    );
    bad(
        json!({"config": {"players": 2}, "seats": [{"trip": ["Lisbon"]}, {"trip": ["Cairo"]}], "active": 5}),
        "not at the table",
    );
    bad(
        json!({"config": {"players": 2}, "seats": [{"trip": ["Lisbon"], "hand": ["Rome"]}, {"trip": ["Cairo"]}], "phase": "discard"}),
        "hand limit",
    );
    bad(
        json!({"config": {"players": 2}, "seats": [{"trip": ["Lisbon"], "hand": ["Rome"]}, {"trip": ["Cairo"]}],
               "phase": {"pay": {"destination": "Rome", "left": 2}}}),
        "impossible",
    );
    bad(
        json!({"config": {"players": 2}, "seats": [{"trip": ["Lisbon"]}, {"trip": ["Cairo"]}], "run_outs": 2}),
        "Last call",
    );
    bad(
        json!({"config": {"players": 2}, "seats": [{"trip": ["Lisbon"]}, {"trip": ["Cairo"]}], "colour": "red"}),
        "unknown field",
    );
}
