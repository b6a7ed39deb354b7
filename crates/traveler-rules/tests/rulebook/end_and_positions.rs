//! The end of the game (L16) and position validation.

use super::*;

// ---------------------------------------------------------------------------
// The end (L16, TR-11, TR-13) and rejections

#[test]
fn tr_11_last_call_waits_for_the_end_of_the_round() {
    // Four players; seat 1 takes the deck's last card: the second run-out,
    // and Last call. Seats 2 and 3 still play; then everyone flies home.
    let mut g = load_parked(
        json!({
            "config": {"players": 4},
            "seats": [
                {"trip": ["Lisbon"], "hand": []},
                {"trip": ["Cairo"], "hand": ["Rome", "Dublin", "Hanoi"]},
                {"trip": ["Seoul"], "hand": []},
                {"trip": ["Cusco"], "hand": []}
            ],
            "deck": ["Tokyo"],
            "shelf": ["Petra"],
            "run_outs": 1,
            "reshuffles": 1,
            "active": 1,
            "phase": "earn"
        }),
        &[0, 2, 3],
    );
    act(&mut g, 1, "scrounge");
    act(&mut g, 1, "take deck");
    assert!(g.last_call());
    act(&mut g, 1, "take shelf");
    act(&mut g, 1, "shelve Rome");
    if g.phase() == Phase::Travel {
        act(&mut g, 1, "stay");
    }
    for seat in [2, 3] {
        assert_eq!(g.to_act(), ToAct::Seat(Seat(seat)), "the round goes on");
        act(&mut g, seat, "scrounge");
        while matches!(g.phase(), Phase::Take { .. }) {
            let take = legal(&g, seat)[0].clone();
            act(&mut g, seat, &take);
        }
        if g.phase() == Phase::PutBack {
            let card = hand(&g, seat)[0].clone();
            act(&mut g, seat, &format!("shelve {card}"));
        }
        if g.phase() == Phase::Travel {
            act(&mut g, seat, "stay");
        }
        while g.phase() == Phase::Discard {
            let card = hand(&g, seat)[0].clone();
            act(&mut g, seat, &format!("discard {card}"));
        }
    }
    assert!(
        matches!(g.phase(), Phase::FlyHome { .. }),
        "{:?}",
        g.phase()
    );
    assert_eq!(g.rounds(), 1);
}

#[test]
fn a_finished_game_refuses_every_action() {
    let mut g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon"], "hand": ["Rome"], "called_home": true},
            {"trip": ["Cairo"], "hand": [], "called_home": true}
        ],
        "phase": "over",
        "last_call": true, "run_outs": 1, "reshuffles": 1
    }));
    assert_eq!(g.to_act(), ToAct::GameOver);
    assert!(legal(&g, 0).is_empty() && legal(&g, 1).is_empty());
    assert!(matches!(
        refuse(&mut g, 0, "scrounge"),
        Violation::Turn(TurnViolation::GameOver { .. })
    ));
}

#[test]
fn tr_13_paying_three_cards_to_fly_home_keeps_the_stamps() {
    let mut g = flying_home();
    for card in ["Rome", "Dublin", "Hanoi"] {
        act(&mut g, 0, &format!("pay home {card}"));
    }
    act(&mut g, 1, "call home");
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, [1, -2]);
    assert_eq!(o.tiebreaks, [1, 3]);
    assert_eq!(o.ending, "last call");
    assert!(
        o.breakdown[2].contains("called home 3"),
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
    // More cards owed than the fare (Rome: fare 1, same region) or the pay
    // (Lisbon alone pays 2; a Scrounge takes 2), or Work pay on a Wonder.
    bad(
        json!({"config": {"players": 2},
               "seats": [{"trip": ["Lisbon"], "hand": ["Rome", "Dublin", "Hanoi"]}, {"trip": ["Cairo"]}],
               "phase": {"pay": {"destination": "Rome", "left": 2}}}),
        "the fare to Rome costs 1",
    );
    bad(
        json!({"config": {"players": 2}, "seats": [{"trip": ["Lisbon"]}, {"trip": ["Cairo"]}],
               "phase": {"take": {"left": 3}}}),
        "at most 2 for this Work",
    );
    bad(
        json!({"config": {"players": 2}, "seats": [{"trip": ["Lisbon"]}, {"trip": ["Cairo"]}],
               "phase": {"take": {"left": 3, "scrounge": true}}}),
        "at most 2 for this Scrounge",
    );
    bad(
        json!({"config": {"players": 2}, "seats": [{"trip": ["Lisbon", "Santorini"]}, {"trip": ["Cairo"]}],
               "phase": {"take": {"left": 1}}}),
        "impossible",
    );
    bad(
        json!({"config": {"players": 2}, "seats": [{"trip": ["Lisbon"]}, {"trip": ["Cairo"]}], "colour": "red"}),
        "unknown field",
    );
}

// ---------------------------------------------------------------------------
// Views (TR-21) and stalling (TR-20)

#[test]
fn tr_21_a_view_shows_only_what_the_seat_may_know() {
    let g = sample();
    let view = g.view(Seat(0));
    assert_eq!(view.hand, ["Zion Canyon", "Barcelona", "Hanoi"]);
    assert_eq!(view.seats[1].hand_size, 3);
    assert_eq!(view.seats[1].trip, ["Paris"]);
    assert_eq!(view.shelf, ["Cape Town"]);
    assert_eq!(view.deck_size, g.deck_len());
    let text = serde_json::to_string(&view).unwrap();
    // Bo's hand and the deck's cards are named nowhere in Ana's view.
    for hidden in ["Rome", "Cairo", "Tokyo", "Dublin", "Santorini", "Sydney"] {
        assert!(!text.contains(hidden), "{hidden} leaks into {text}");
    }
    assert!(!text.contains("rng") && !text.contains("seed"));
    let spectator = serde_json::to_string(&g.public_view()).unwrap();
    assert!(!spectator.contains("Barcelona"));
}

#[test]
fn tr_20_a_stalling_loop_changes_only_the_counters() {
    let mut g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon", "Santorini"],
             "hand": ["Rome", "Paris", "Berlin", "Amsterdam", "Prague", "Barcelona", "Acropolis", "Plitvice Lakes"]},
            {"trip": ["Cairo", "Petra"],
             "hand": ["Tokyo", "Seoul", "Bangkok", "Mumbai", "Kathmandu", "Sydney", "Auckland", "Taj Mahal"]}
        ],
        "shelf": ["Hanoi", "Dublin"]
    }));
    let round = |g: &mut Traveler| {
        for seat in [0, 1] {
            act(g, seat, "scrounge");
            act(g, seat, "take shelf");
            act(g, seat, "take shelf");
            act(g, seat, "shelve Dublin");
            act(g, seat, "stay");
            act(g, seat, "discard Hanoi");
        }
    };
    // The first round also records that both seats played Dublin and Hanoi.
    round(&mut g);
    let start = g.clone();
    round(&mut g);
    assert_eq!(g.turns(), start.turns() + 2);
    assert_eq!(g.rounds(), start.rounds() + 1);
    assert_eq!(g.actions_taken(), start.actions_taken() + 12);
    assert_eq!(g.view(Seat(0)).turns, g.turns());
    // Everything but the counters is back where it was: the game can stall.
    let mut a = serde_json::to_value(&g).unwrap();
    let b = serde_json::to_value(&start).unwrap();
    for counter in ["turns", "rounds", "actions_taken"] {
        a[counter] = b[counter].clone();
    }
    assert_eq!(a, b);
}

#[test]
fn tr_11_positions_respect_the_end_of_the_round_and_the_flight_home() {
    let bad = |v: serde_json::Value, why: &str| {
        let err = serde_json::from_value::<Traveler>(v)
            .unwrap_err()
            .to_string();
        assert!(err.contains(why), "{err} (expected {why:?})");
    };
    let eight = [
        "Lisbon",
        "Prague",
        "Rome",
        "Paris",
        "Berlin",
        "Dublin",
        "Barcelona",
        "Amsterdam",
    ];
    // Seat 0 went first and already has 8 stops: the game ended at the end
    // of the last round, so it cannot be on its turn again.
    bad(
        json!({"config": {"players": 2},
               "seats": [{"trip": eight, "hand": ["Hanoi", "Cairo", "Tokyo"]}, {"trip": ["Seoul"]}],
               "phase": "travel"}),
        "has not played this round",
    );
    // Seat 0 reached 8 this round; seat 1 still plays its turn.
    let ok = load(json!({"config": {"players": 2},
                         "seats": [{"trip": eight}, {"trip": ["Seoul"]}],
                         "active": 1}));
    assert_eq!(ok.to_act(), ToAct::Seat(Seat(1)));
    // Flying home needs an ended game.
    bad(
        json!({"config": {"players": 2},
               "seats": [{"trip": ["Lisbon"], "hand": ["Rome", "Dublin", "Hanoi"]}, {"trip": ["Seoul"]}],
               "phase": {"fly_home": {"seat": 0}}}),
        "not Last call",
    );
    // Seats fly home in order from the first player (seat 1 here): seat 0
    // is last, so seats 1 and 2 must have called home or paid 3 cards.
    let flying = |seat2: serde_json::Value, gone: serde_json::Value| {
        json!({"config": {"players": 3, "first_player": 1},
               "seats": [{"trip": ["Lisbon"], "hand": ["Hanoi"]},
                         {"trip": ["Seoul"], "called_home": true},
                         seat2],
               "flown_home_with": gone,
               "phase": {"fly_home": {"seat": 0, "paid": 2}},
               "last_call": true, "run_outs": 1, "reshuffles": 1})
    };
    bad(
        flying(
            json!({"trip": ["Cairo"], "hand": ["Rome", "Paris", "Dublin"]}),
            json!(["Tokyo", "Sydney"]),
        ),
        "flown home with",
    );
    let mut g = load(flying(
        json!({"trip": ["Cairo"], "hand": ["Rome"]}),
        json!(["Tokyo", "Sydney", "Paris", "Dublin", "Dakar"]),
    ));
    act(&mut g, 0, "pay home Hanoi");
    assert_eq!(g.to_act(), ToAct::GameOver);
    // A seat after the one deciding has not flown home yet.
    bad(
        json!({"config": {"players": 2},
               "seats": [{"trip": ["Lisbon"], "hand": ["Rome", "Dublin", "Hanoi"]},
                         {"trip": ["Seoul"], "called_home": true}],
               "phase": {"fly_home": {"seat": 0}}, "last_call": true, "run_outs": 1, "reshuffles": 1}),
        "before its turn to fly home",
    );
    // A finished game: everyone has flown home.
    bad(
        json!({"config": {"players": 2},
               "seats": [{"trip": ["Lisbon"], "hand": ["Rome"]}, {"trip": ["Seoul"]}],
               "phase": "over", "last_call": true, "run_outs": 1, "reshuffles": 1}),
        "flown home with",
    );
}

#[test]
fn l7_l16_play_goes_left_from_the_first_player_and_the_round_ends_before_them() {
    // Three players; seat 2 slept in the strangest place and went first, so
    // a round is seats 2, 0, 1. Seat 0 (second this round) has 7 stops,
    // its first stop included (TR-12).
    let mut g = load(json!({
        "config": {"players": 3, "first_player": 2},
        "seats": [
            {"trip": ["Lisbon", "Prague", "Rome", "Paris", "Berlin", "Dublin", "Barcelona"],
             "hand": ["Amsterdam", "Hanoi", "Seoul", "Bangkok", "Mumbai", "Kathmandu"]},
            {"trip": ["Cairo"], "hand": ["Tokyo", "Sydney", "Dakar"]},
            {"trip": ["Cusco"], "hand": ["Havana"]}
        ],
        "active": 0,
        "phase": "travel"
    }));
    act(&mut g, 0, "travel Amsterdam");
    act(&mut g, 0, "pay Hanoi");
    act(&mut g, 0, "pay Seoul");
    assert_eq!(trip(&g, 0).len(), 8, "the first stop counts as a stop");
    assert_eq!(g.rounds(), 0);
    // Play left: seat 1 still has its turn, so everyone has had as many.
    assert_eq!(g.to_act(), ToAct::Seat(Seat(1)));
    act(&mut g, 1, "scrounge");
    act(&mut g, 1, "take deck");
    act(&mut g, 1, "take deck");
    act(&mut g, 1, "shelve Dakar");
    if g.phase() == Phase::Travel {
        act(&mut g, 1, "stay");
    }
    assert_eq!(g.rounds(), 1);
    // Everyone flies home in seat order from the first player: seat 2 holds
    // 1 card and must call home, then seat 0 decides, then seat 1.
    assert!(g.called_home().contains(Seat(2)));
    assert_eq!(
        g.phase(),
        Phase::FlyHome {
            seat: Seat(0),
            paid: 0
        }
    );
    for card in ["Bangkok", "Mumbai", "Kathmandu"] {
        act(&mut g, 0, &format!("pay home {card}"));
    }
    assert_eq!(
        g.phase(),
        Phase::FlyHome {
            seat: Seat(1),
            paid: 0
        }
    );
    act(&mut g, 1, "call home");
    let o = g.outcome().unwrap();
    assert_eq!(o.ending, "8 stops");
    assert_eq!(o.scores, [8, 1 - 3, 1 - 3]);
    assert_eq!(o.winners, tabletop_core::SeatSet::only(Seat(0)));
}

#[test]
fn tr_21_a_cut_is_seen_only_by_the_rival_who_took_it() {
    let before = sample();
    let mut g = before.clone();
    act(&mut g, 0, "work");
    // Bo took Dublin, the deck's top card, as his cut.
    assert!(hand(&g, 1).contains(&"Dublin".to_string()));
    assert!(g.view(Seat(1)).hand.contains(&"Dublin".to_string()));
    let ana = serde_json::to_string(&g.view(Seat(0))).unwrap();
    let spectator = serde_json::to_string(&g.public_view()).unwrap();
    let narration = g
        .narrate(
            &before,
            Seat(0),
            &traveler_rules::Action::Work,
            tabletop_core::Audience::Spectator,
        )
        .join("\n");
    let ana_hears = g
        .narrate(
            &before,
            Seat(0),
            &traveler_rules::Action::Work,
            tabletop_core::Audience::Seat(Seat(0)),
        )
        .join("\n");
    for (who, text) in [
        ("Ana", &ana),
        ("a spectator", &spectator),
        ("narration", &narration),
        ("Ana's narration", &ana_hears),
    ] {
        assert!(!text.contains("Dublin"), "{who} sees the cut: {text}");
    }
    // Bo hears which card his cut was, and so does the all-seeing narrator.
    for audience in [
        tabletop_core::Audience::Seat(Seat(1)),
        tabletop_core::Audience::Omniscient,
    ] {
        let told = g.narrate(&before, Seat(0), &traveler_rules::Action::Work, audience);
        assert!(
            told.iter()
                .any(|l| l.ends_with("takes a cut from the deck: Dublin.")),
            "{told:?}"
        );
    }
    assert_eq!(
        g.view(Seat(0)).seats[1].hand_size,
        4,
        "only the count shows"
    );
    // Ana's own deck draw is hers alone too.
    let before = g.clone();
    act(&mut g, 0, "take deck");
    let take: traveler_rules::Action = "take deck".parse().unwrap();
    let narration = g
        .narrate(&before, Seat(0), &take, tabletop_core::Audience::Spectator)
        .join("\n");
    for text in [
        narration,
        serde_json::to_string(&g.view(Seat(1))).unwrap(),
        serde_json::to_string(&g.public_view()).unwrap(),
    ] {
        assert!(!text.contains("Santorini"), "{text}");
    }
    assert!(g.view(Seat(0)).hand.contains(&"Santorini".to_string()));
}

/// A position may put a seat at its travel step with nothing in hand (play
/// skips that step, but a hand-written table may stop there): the seat may
/// only stay, and any travel is refused as not in hand.
#[test]
fn a_travel_step_with_an_empty_hand_offers_only_stay() {
    let mut g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon"], "hand": []},
            {"trip": ["Cairo"], "hand": ["Dakar"]}
        ],
        "phase": "travel"
    }));
    assert_eq!(legal(&g, 0), ["stay"]);
    assert!(matches!(
        refuse(&mut g, 0, "travel Rome"),
        Violation::NotInHand { .. }
    ));
    act(&mut g, 0, "stay");
    assert_eq!(g.to_act(), ToAct::Seat(Seat(1)));
}
