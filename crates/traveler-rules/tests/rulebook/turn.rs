//! The turn: earning, travelling and the hand limit (L12-L14).

use super::*;

// ---------------------------------------------------------------------------
// Earn (L12, TR-7, TR-8, TR-17, TR-18)

#[test]
fn tr_7_work_pays_one_plus_each_trip_card_with_this_citys_skill() {
    let g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon", "Berlin", "Cairo", "Santorini", "Prague"], "hand": []},
            {"trip": ["Dublin"], "hand": []}
        ]
    }));
    assert_eq!(
        g.work_pay(Seat(0)),
        Some(4),
        "Lisbon, Cairo, Prague are Photo"
    );
    assert_eq!(g.work_pay(Seat(1)), Some(2), "the City counts itself");
}

#[test]
fn tr_8_takes_are_chosen_card_by_card_and_the_next_shelf_card_shows() {
    let mut g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon"], "hand": []},
            {"trip": ["Cairo"], "hand": []}
        ],
        "shelf": ["Petra", "Hanoi", "Dublin"]
    }));
    act(&mut g, 0, "work");
    assert_eq!(legal(&g, 0), ["take deck", "take shelf"]);
    act(&mut g, 0, "take shelf");
    assert_eq!(shelf(&g)[0], "Hanoi");
    act(&mut g, 0, "take shelf");
    assert_eq!(hand(&g, 0), ["Petra", "Hanoi"]);
    assert_eq!(shelf(&g), ["Dublin"]);
}

#[test]
fn tr_18_scrounge_may_put_back_the_card_just_taken() {
    let mut g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon"], "hand": ["Rome"]},
            {"trip": ["Cairo"], "hand": []}
        ],
        "shelf": ["Petra", "Hanoi"]
    }));
    act(&mut g, 0, "scrounge");
    act(&mut g, 0, "take shelf");
    act(&mut g, 0, "take deck");
    assert_eq!(g.phase(), Phase::PutBack);
    let err = refuse(&mut g, 0, "stay");
    assert_eq!(err.rule(), Rule::Scrounge.text());
    act(&mut g, 0, "shelve Petra");
    assert_eq!(shelf(&g), ["Petra", "Hanoi"]);
    assert_eq!(hand(&g, 0).len(), 2);
}

#[test]
fn earning_comes_before_travel_and_takes_before_anything_else() {
    let mut g = sample();
    let err = refuse(&mut g, 0, "travel Santorini");
    assert!(err.to_string().contains("earn first"), "{err}");
    act(&mut g, 0, "work");
    let err = refuse(&mut g, 0, "stay");
    assert_eq!(err, Violation::MustTake { left: 2 });
    let err = refuse(&mut g, 1, "take deck");
    assert!(matches!(
        err,
        Violation::Turn(TurnViolation::NotYourTurn { .. })
    ));
    assert_eq!(err.rule(), Rule::PlayLeft.text());
    let err = refuse(&mut g, 200, "take deck");
    assert!(matches!(
        err,
        Violation::Turn(TurnViolation::NoSuchSeat { .. })
    ));
    assert_eq!(err.rule(), Rule::Players.text());
}

#[test]
fn taking_from_an_empty_shelf_is_refused() {
    let mut g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon"], "hand": []},
            {"trip": ["Cairo"], "hand": []}
        ],
        "shelf": []
    }));
    act(&mut g, 0, "scrounge");
    assert_eq!(legal(&g, 0), ["take deck"]);
    let err = refuse(&mut g, 0, "take shelf");
    assert_eq!(err, Violation::ShelfEmpty);
}

// ---------------------------------------------------------------------------
// Travel (L13, TR-2, TR-19)

#[test]
fn tr_2_each_card_pays_one_whatever_it_shows_in_the_order_chosen() {
    let mut g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Rome"], "hand": ["Acropolis", "Plitvice Lakes", "Machu Picchu", "Hanoi", "Lisbon", "Dakar"]},
            {"trip": ["Cairo"], "hand": []}
        ],
        "shelf": ["Petra"],
        "phase": "travel"
    }));
    act(&mut g, 0, "travel Acropolis");
    assert_eq!(
        g.phase(),
        Phase::Pay {
            destination: id("Acropolis"),
            left: 5
        }
    );
    let err = refuse(&mut g, 0, "pay Acropolis");
    assert_eq!(err.rule(), Rule::PayWithOtherCards.text());
    let err = refuse(&mut g, 0, "stay");
    assert!(err.to_string().contains("not paid yet: 5 more"), "{err}");
    for card in ["Dakar", "Machu Picchu", "Hanoi", "Plitvice Lakes", "Lisbon"] {
        act(&mut g, 0, &format!("pay {card}"));
    }
    assert_eq!(
        shelf(&g),
        [
            "Lisbon",
            "Plitvice Lakes",
            "Hanoi",
            "Machu Picchu",
            "Dakar",
            "Petra"
        ]
    );
    assert_eq!(trip(&g, 0), ["Rome", "Acropolis"]);
    assert!(hand(&g, 0).is_empty());
}

#[test]
fn tr_19_travel_is_optional_and_may_use_cards_earned_this_turn() {
    let mut g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Rome"], "hand": ["Amsterdam"]},
            {"trip": ["Cairo"], "hand": []}
        ],
        "deck": ["Hanoi", "Dakar"]
    }));
    act(&mut g, 0, "work");
    act(&mut g, 0, "take deck");
    act(&mut g, 0, "take deck");
    assert_eq!(g.phase(), Phase::Travel);
    assert_eq!(legal(&g, 0), ["stay", "travel Amsterdam"]);
    let mut stay = g.clone();
    act(&mut stay, 0, "stay");
    assert_eq!(stay.to_act(), ToAct::Seat(Seat(1)));
    act(&mut g, 0, "travel Amsterdam");
    act(&mut g, 0, "pay Hanoi");
    act(&mut g, 0, "pay Dakar");
    assert_eq!(trip(&g, 0), ["Rome", "Amsterdam"]);
    assert_eq!(g.to_act(), ToAct::Seat(Seat(1)));
}

#[test]
fn travel_is_skipped_when_nothing_in_hand_is_affordable() {
    let mut g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Rome"], "hand": ["Machu Picchu"]},
            {"trip": ["Cairo"], "hand": []}
        ],
        "deck": ["Hanoi", "Dakar"]
    }));
    act(&mut g, 0, "work");
    act(&mut g, 0, "take deck");
    act(&mut g, 0, "take deck");
    assert_eq!(
        g.to_act(),
        ToAct::Seat(Seat(1)),
        "Machu Picchu costs 8: no travel step"
    );
}

// ---------------------------------------------------------------------------
// Hand limit (L14, TR-9)

#[test]
fn tr_9_the_hand_limit_applies_at_the_end_of_your_own_turn() {
    let mut g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon", "Prague"], "hand": ["Rome", "Dublin", "Cairo", "Tokyo", "Seoul", "Dakar", "Petra"]},
            {"trip": ["Paris"], "hand": ["Hanoi", "Sydney", "Bangkok", "Mumbai", "Kathmandu", "Auckland", "Havana", "Cusco"]}
        ],
        "phase": "earn"
    }));
    act(&mut g, 0, "work");
    // Bo's cut takes him to 9: he keeps it until the end of his own turn.
    assert_eq!(hand(&g, 1).len(), 9);
    act(&mut g, 0, "take deck");
    act(&mut g, 0, "take deck");
    act(&mut g, 0, "stay");
    assert_eq!(g.phase(), Phase::Discard);
    let err = refuse(&mut g, 0, "stay");
    assert_eq!(err, Violation::OverHandLimit { holding: 9 });
    assert_eq!(
        err.to_string(),
        "over the hand limit: you hold 9, put cards on the Shelf until you hold 8"
    );
    act(&mut g, 0, "discard Petra");
    assert_eq!(shelf(&g)[0], "Petra");
    assert_eq!(g.to_act(), ToAct::Seat(Seat(1)));
    assert_eq!(hand(&g, 1).len(), 9);
    act(&mut g, 1, "scrounge");
    act(&mut g, 1, "take deck");
    act(&mut g, 1, "take deck");
    act(&mut g, 1, "shelve Hanoi");
    if g.phase() == Phase::Travel {
        act(&mut g, 1, "stay");
    }
    assert_eq!(g.phase(), Phase::Discard);
    for card in ["Sydney", "Bangkok"] {
        act(&mut g, 1, &format!("discard {card}"));
    }
    assert_eq!(hand(&g, 1).len(), 8);
    assert_eq!(g.to_act(), ToAct::Seat(Seat(0)));
}

#[test]
fn tr_9_flag_hard_cap_takes_nothing_while_holding_eight() {
    let mut g = load(json!({
        "config": {"players": 2, "hand_limit": "hard_cap"},
        "seats": [
            {"trip": ["Lisbon", "Prague"], "hand": ["Rome", "Dublin", "Cairo", "Tokyo", "Seoul", "Dakar", "Petra"]},
            {"trip": ["Paris"], "hand": ["Hanoi", "Sydney", "Bangkok", "Mumbai", "Kathmandu", "Auckland", "Havana", "Cusco"]}
        ],
        "phase": "earn"
    }));
    act(&mut g, 0, "work");
    assert_eq!(hand(&g, 1).len(), 8, "a full hand takes no cut");
    assert_eq!(
        g.phase(),
        Phase::Take {
            left: 3,
            scrounge: false
        },
        "no cut, no reduction"
    );
    let before = g.clone();
    act(&mut g, 0, "take deck");
    assert_eq!(hand(&g, 0).len(), 8);
    assert_eq!(g.phase(), Phase::Travel, "the rest of the pay is forfeit");
    let take: traveler_rules::Action = "take deck".parse().unwrap();
    assert_eq!(
        g.narrate(&before, Seat(0), &take, tabletop_core::Audience::Spectator),
        [
            "seat 0 takes a card from the deck.",
            "seat 0 holds 8 cards: under the hard cap 2 more cards are forfeited."
        ]
    );
}

#[test]
fn a_card_not_in_hand_is_refused_under_the_rule_of_the_step() {
    let mut g = sample();
    act(&mut g, 0, "work");
    act(&mut g, 0, "take deck");
    act(&mut g, 0, "take deck");
    let err = refuse(&mut g, 0, "travel Paris");
    assert_eq!(err.to_string(), "Paris is not in your hand");
    assert_eq!(err.rule(), Rule::TravelFromHand.text());
    act(&mut g, 0, "travel Santorini");
    let err = refuse(&mut g, 0, "pay Cape Town");
    assert_eq!(err.rule(), Rule::FareFromHand.text());
    let mut home = load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon"], "hand": ["Rome", "Dublin", "Hanoi"]},
            {"trip": ["Tokyo"], "hand": []}
        ],
        "phase": {"fly_home": {"seat": 0}},
        "last_call": true, "run_outs": 1, "reshuffles": 1
    }));
    let err = refuse(&mut home, 0, "pay home Tokyo");
    assert_eq!(err.rule(), Rule::PayThreeCards.text());
}

#[test]
fn tr_4_cuts_go_clockwise_from_the_workers_left_and_the_worker_keeps_one() {
    // Four players; seat 2 works in Berlin (Deliver, pay 2) and
    // every rival is in Europe. Clockwise from seat 2's left: 3, 0, 1.
    let mut g = load(json!({
        "config": {"players": 4},
        "seats": [
            {"trip": ["Rome"], "hand": []},
            {"trip": ["Dublin"], "hand": []},
            {"trip": ["Berlin"], "hand": []},
            {"trip": ["Paris"], "hand": []}
        ],
        "deck": ["Hanoi", "Cairo", "Tokyo", "Seoul"],
        "active": 2,
        "phase": "earn"
    }));
    assert_eq!(g.work_pay(Seat(2)), Some(2));
    let rivals: Vec<Seat> = g.rivals(Seat(2)).collect();
    assert_eq!(rivals, [Seat(3), Seat(0), Seat(1)]);
    let deck = g.deck_len();
    act(&mut g, 2, "work");
    assert_eq!(
        hand(&g, 3),
        ["Hanoi"],
        "the rival on the worker's left first"
    );
    assert_eq!(hand(&g, 0), ["Cairo"]);
    assert_eq!(hand(&g, 1), ["Tokyo"]);
    assert_eq!(
        g.phase(),
        Phase::Take {
            left: 1,
            scrounge: false
        },
        "pay 2 minus 3 cuts: the worker still keeps 1"
    );
    act(&mut g, 2, "take deck");
    assert_eq!(hand(&g, 2), ["Seoul"]);
    assert_eq!(g.deck_len(), deck - 4);
}

#[test]
fn tr_6_a_cut_from_an_empty_deck_reshuffles_the_shelf_under_its_top_first() {
    // The lazy reshuffle (an empty deck waits for a card to be needed);
    // every other card on the trips and in the hands of seats 1-3.
    let mut g = load_parked(
        json!({
            "config": {"players": 4, "reshuffle": "lazy"},
            "seats": [
                {"trip": ["Berlin"], "hand": []},
                {"trip": ["Paris"], "hand": []},
                {"trip": ["Seoul"], "hand": []},
                {"trip": ["Cusco"], "hand": []}
            ],
            "deck": [],
            "shelf": ["Petra", "Hanoi", "Dublin"],
            "run_outs": 1
        }),
        &[1, 2, 3],
    );
    assert_eq!(g.rivals(Seat(0)).collect::<Vec<_>>(), [Seat(1)]);
    let rival = g.hand(Seat(1)).len();
    act(&mut g, 0, "work");
    assert_eq!(g.reshuffles(), 1);
    assert_eq!(shelf(&g), ["Petra"], "the Shelf's top stays where it is");
    assert_eq!(g.hand(Seat(1)).len(), rival + 1, "the rival got a cut");
    assert_eq!(g.deck_len(), 1);
    assert_eq!(g.run_outs(), 1, "the deck still holds a card");
    assert!(!g.last_call());
    assert_eq!(
        g.phase(),
        Phase::Take {
            left: 1,
            scrounge: false
        }
    );
    // The worker may take the last deck card (the second run-out) or Petra.
    assert_eq!(legal(&g, 0), ["take deck", "take shelf"]);
    act(&mut g, 0, "take deck");
    assert_eq!(g.run_outs(), 2);
    assert!(g.last_call());
}

#[test]
fn tr_9_flag_hard_cap_a_full_hand_scrounges_nothing_but_still_puts_one_back() {
    let mut g = load(json!({
        "config": {"players": 2, "hand_limit": "hard_cap"},
        "seats": [
            {"trip": ["Lisbon"], "hand": ["Rome", "Dublin", "Cairo", "Tokyo", "Seoul", "Dakar", "Petra", "Hanoi"]},
            {"trip": ["Marrakesh"], "hand": []}
        ],
        "shelf": ["Sydney"]
    }));
    let before = g.clone();
    act(&mut g, 0, "scrounge");
    assert_eq!(g.phase(), Phase::PutBack, "nothing can be taken with 8");
    assert_eq!(
        g.narrate(
            &before,
            Seat(0),
            &traveler_rules::Action::Scrounge,
            tabletop_core::Audience::Spectator
        ),
        [
            "seat 0 scrounges: takes 2, then puts 1 back.",
            "seat 0 holds 8 cards: under the hard cap 2 more cards are forfeited."
        ]
    );
    act(&mut g, 0, "shelve Petra");
    assert_eq!(hand(&g, 0).len(), 7);
    assert_eq!(shelf(&g), ["Petra", "Sydney"]);
}
