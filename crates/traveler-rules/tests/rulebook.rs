//! The rulebook's worked examples (TR-T1 … TR-T7) and one named test per
//! rule, each from a hand-written position.

mod common;

use common::*;
use serde_json::json;
use tabletop_core::{Game, PositionFile, RuleViolation, Seat, ToAct};
use traveler_rules::{Phase, Traveler, Violation};

const SAMPLE_TURN: &str = include_str!("../../../examples/positions/traveler-sample-turn.json");

fn sample() -> Traveler {
    PositionFile::parse(SAMPLE_TURN)
        .expect("a position file")
        .load::<Traveler>()
        .expect("the sample position is valid")
}

// ---------------------------------------------------------------------------
// TR-T1: the sample turn (L20)

#[test]
fn tr_t1_the_sample_turn_from_the_position_file() {
    let mut g = sample();
    assert_eq!(g.to_act(), ToAct::Seat(Seat(0)));
    assert_eq!(legal(&g, 0), ["work", "scrounge"]);
    assert_eq!(
        g.work_pay(Seat(0)),
        Some(3),
        "1 + Lisbon and Prague (Photo)"
    );
    act(&mut g, 0, "work");
    // Bo (in Paris, same region) took the deck's top card as his cut.
    assert_eq!(hand(&g, 1), ["Rome", "Dublin", "Cairo", "Tokyo"]);
    assert!(hand(&g, 1).contains(&"Dublin".to_string()));
    assert_eq!(
        g.phase(),
        Phase::Take {
            left: 2,
            scrounge: false
        },
        "Ana keeps 2"
    );
    act(&mut g, 0, "take deck");
    assert!(hand(&g, 0).contains(&"Santorini".to_string()));
    act(&mut g, 0, "take deck");
    assert_eq!(g.phase(), Phase::Travel);
    act(&mut g, 0, "travel Santorini");
    assert_eq!(
        g.phase(),
        Phase::Pay {
            destination: id("Santorini"),
            left: 3
        },
        "same region: the fare alone"
    );
    act(&mut g, 0, "pay Barcelona");
    act(&mut g, 0, "pay Hanoi");
    act(&mut g, 0, "pay Zion Canyon");
    assert_eq!(
        shelf(&g),
        ["Zion Canyon", "Hanoi", "Barcelona", "Cape Town"]
    );
    assert_eq!(trip(&g, 0), ["Lisbon", "Prague", "Santorini"]);
    assert_eq!(hand(&g, 0), ["Sydney"]);
    assert_eq!(g.stamps(Seat(0)), 5);
    assert_eq!(g.to_act(), ToAct::Seat(Seat(1)), "Bo's turn");
    // Bo scrounges quietly; then Ana stands on a Wonder: Scrounge only.
    act(&mut g, 1, "scrounge");
    act(&mut g, 1, "take deck");
    act(&mut g, 1, "take deck");
    act(&mut g, 1, "shelve Rome");
    if g.phase() == Phase::Travel {
        act(&mut g, 1, "stay");
    }
    assert_eq!(g.to_act(), ToAct::Seat(Seat(0)));
    assert_eq!(legal(&g, 0), ["scrounge"]);
    let err = refuse(&mut g, 0, "work");
    assert!(matches!(err, Violation::WorkOnWonder { ref stop } if stop == "Santorini"));
}

#[test]
fn tr_t1_the_cut_card_is_the_deck_top_and_bo_holds_four() {
    let mut g = sample();
    act(&mut g, 0, "work");
    assert_eq!(hand(&g, 1).len(), 4);
    assert!(hand(&g, 1).contains(&"Dublin".to_string()));
    assert_eq!(g.deck_len(), sample().deck_len() - 1);
}

#[test]
fn tr_t1_the_position_file_round_trips() {
    let g = sample();
    let file = PositionFile::of(&g).unwrap();
    let back: Traveler = file.load().unwrap();
    assert_eq!(back, g);
}

// ---------------------------------------------------------------------------
// TR-T2: two rivals in your region (L22)

fn two_rivals(cut: &str) -> Traveler {
    load(json!({
        "config": {"players": 3, "cut": cut},
        "seats": [
            {"trip": ["Berlin"], "hand": ["Hanoi"]},
            {"trip": ["Paris"], "hand": []},
            {"trip": ["Rome"], "hand": []}
        ],
        "deck": ["Dublin", "Cairo", "Tokyo", "Seoul"],
        "shelf": ["Petra"],
        "phase": "earn"
    }))
}

#[test]
fn tr_t2_each_rival_takes_one_to_your_left_and_you_keep_one() {
    let mut g = two_rivals("every_rival");
    let deck = g.deck_len();
    assert_eq!(g.work_pay(Seat(0)), Some(2));
    act(&mut g, 0, "work");
    assert_eq!(hand(&g, 1), ["Dublin"], "the left rival first");
    assert_eq!(hand(&g, 2), ["Cairo"]);
    assert_eq!(
        g.phase(),
        Phase::Take {
            left: 1,
            scrounge: false
        }
    );
    act(&mut g, 0, "take deck");
    assert_eq!(g.deck_len(), deck - 3);
    assert_eq!(hand(&g, 0).len(), 2);
}

#[test]
fn tr_t2_flag_from_pay_only_the_left_rival_takes() {
    let mut g = two_rivals("from_pay");
    let deck = g.deck_len();
    act(&mut g, 0, "work");
    assert_eq!(hand(&g, 1), ["Dublin"]);
    assert!(hand(&g, 2).is_empty());
    act(&mut g, 0, "take deck");
    assert_eq!(g.deck_len(), deck - 2);
}

#[test]
fn tr_4_a_cut_from_an_exhausted_deck_gives_nothing_and_calls_last_call() {
    // One deck card, a Shelf of one: the left rival gets it, the other
    // gets nothing (no reshuffle possible) and Last call is set.
    let mut g = load_rest_in_hand(
        json!({
            "config": {"players": 3},
            "seats": [
                {"trip": ["Berlin"], "hand": []},
                {"trip": ["Paris"], "hand": []},
                {"trip": ["Rome"], "hand": []}
            ],
            "deck": ["Dublin"],
            "shelf": ["Petra"],
            "run_outs": 0
        }),
        0,
    );
    act(&mut g, 0, "work");
    assert_eq!(hand(&g, 1), ["Dublin"]);
    assert!(hand(&g, 2).is_empty());
    assert!(g.last_call());
    assert_eq!(g.run_outs(), 1);
    assert_eq!(
        g.phase(),
        Phase::Take {
            left: 1,
            scrounge: false
        }
    );
    assert_eq!(legal(&g, 0), ["take shelf"]);
}

#[test]
fn tr_5_rivals_in_another_region_take_no_cut() {
    let mut g = load(json!({
        "config": {"players": 3},
        "seats": [
            {"trip": ["Berlin"], "hand": []},
            {"trip": ["Cairo"], "hand": []},
            {"trip": ["Dakar", "Rome"], "hand": []}
        ],
        "phase": "earn"
    }));
    let rivals: Vec<Seat> = g.rivals(Seat(0)).collect();
    assert_eq!(rivals, [Seat(2)], "judged by each rival's last stop");
    act(&mut g, 0, "work");
    assert!(hand(&g, 1).is_empty());
    assert_eq!(hand(&g, 2).len(), 1);
}

// ---------------------------------------------------------------------------
// TR-T3, TR-T4: on a Wonder; an empty hand on a City

#[test]
fn tr_t3_on_a_wonder_work_is_refused_and_scrounge_is_legal() {
    let mut g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon", "Santorini"], "hand": ["Hanoi"]},
            {"trip": ["Paris"], "hand": []}
        ]
    }));
    assert_eq!(legal(&g, 0), ["scrounge"]);
    let err = refuse(&mut g, 0, "work");
    assert_eq!(err.rule(), "Earn: Work only on a City (L5, L12)");
    assert_eq!(
        err.to_string(),
        "nobody hires at Santorini: you cannot work on a Wonder"
    );
}

#[test]
fn tr_t4_an_empty_hand_on_a_city_may_work_or_scrounge() {
    let g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon"], "hand": []},
            {"trip": ["Cairo"], "hand": []}
        ]
    }));
    assert_eq!(legal(&g, 0), ["work", "scrounge"]);
    let mut s = g.clone();
    act(&mut s, 0, "scrounge");
    act(&mut s, 0, "take deck");
    act(&mut s, 0, "take deck");
    assert_eq!(s.phase(), Phase::PutBack);
    assert_eq!(hand(&s, 0).len(), 2);
    let first = hand(&s, 0)[0].clone();
    act(&mut s, 0, &format!("shelve {first}"));
    assert_eq!(hand(&s, 0).len(), 1);
    assert_eq!(shelf(&s)[0], first);
}

// ---------------------------------------------------------------------------
// TR-T5: exhaustion and reshuffle

#[test]
fn tr_t5a_the_second_run_out_calls_last_call() {
    let mut g = load_rest_in_hand(
        json!({
            "config": {"players": 2},
            "seats": [
                {"trip": ["Lisbon"], "hand": []},
                {"trip": ["Cairo"], "hand": []}
            ],
            "deck": ["Hanoi"],
            "shelf": ["Petra"],
            "run_outs": 1
        }),
        1,
    );
    act(&mut g, 0, "scrounge");
    act(&mut g, 0, "take deck");
    assert_eq!(g.run_outs(), 2);
    assert!(g.last_call());
    act(&mut g, 0, "take shelf");
    act(&mut g, 0, "shelve Hanoi");
    assert_eq!(shelf(&g), ["Hanoi"]);
    // The game ends at the end of the round: seat 1 still plays.
    assert!(matches!(g.phase(), Phase::Travel | Phase::Earn));
    if g.phase() == Phase::Travel {
        act(&mut g, 0, "stay");
    }
    assert_eq!(g.to_act(), ToAct::Seat(Seat(1)));
    act(&mut g, 1, "scrounge");
    act(&mut g, 1, "take shelf");
    // Deck and Shelf are empty: the second take has no source.
    assert!(matches!(g.phase(), Phase::PutBack));
    act(&mut g, 1, "shelve Hanoi");
    assert_eq!(g.phase(), Phase::Travel);
    act(&mut g, 1, "stay");
    // Seat 1 holds the rest of the cards: over the hand limit.
    assert_eq!(g.phase(), Phase::Discard);
    while g.phase() == Phase::Discard {
        let first = hand(&g, 1)[0].clone();
        act(&mut g, 1, &format!("discard {first}"));
    }
    assert_eq!(hand(&g, 1).len(), 8);
    // End of round with Last call: seat 0 holds 1 card and calls home.
    assert_eq!(
        g.phase(),
        Phase::FlyHome {
            seat: Seat(1),
            paid: 0
        }
    );
    assert!(g.called_home().contains(Seat(0)));
}

#[test]
fn tr_t5b_the_lazy_reshuffle_keeps_the_shelf_top() {
    let mut g = load_rest_in_hand(
        json!({
            "config": {"players": 2},
            "seats": [
                {"trip": ["Lisbon"], "hand": []},
                {"trip": ["Cairo"], "hand": []}
            ],
            "deck": [],
            "shelf": ["Petra", "Hanoi", "Dublin"],
            "run_outs": 1
        }),
        1,
    );
    assert_eq!(g.deck_len(), 0);
    act(&mut g, 0, "scrounge");
    act(&mut g, 0, "take deck");
    assert_eq!(g.reshuffles(), 1);
    assert_eq!(shelf(&g), ["Petra"]);
    assert_eq!(g.deck_len(), 1);
    assert_eq!(g.run_outs(), 1, "a reshuffle is not a run-out");
    assert!(!g.last_call());
    let mut drawn = hand(&g, 0);
    assert!(drawn == ["Hanoi"] || drawn == ["Dublin"], "{drawn:?}");
    act(&mut g, 0, "take deck");
    assert_eq!(g.run_outs(), 2);
    assert!(g.last_call());
    drawn = hand(&g, 0);
    drawn.sort();
    assert_eq!(drawn, ["Dublin", "Hanoi"]);
}

#[test]
fn tr_t5c_nothing_left_to_take_is_last_call() {
    let mut g = load_rest_in_hand(
        json!({
            "config": {"players": 2},
            "seats": [
                {"trip": ["Lisbon"], "hand": []},
                {"trip": ["Cairo"], "hand": []}
            ],
            "deck": [],
            "shelf": []
        }),
        1,
    );
    act(&mut g, 0, "scrounge");
    assert!(g.last_call());
    assert!(hand(&g, 0).is_empty(), "nothing taken, nothing put back");
    assert_eq!(g.to_act(), ToAct::Seat(Seat(1)));
    let err = refuse(&mut g, 1, "take deck");
    assert!(matches!(err, Violation::WrongStep { .. }), "{err}");
}

#[test]
fn tr_10_flag_eager_reshuffles_the_moment_the_deck_empties() {
    let position = |flag: &str| {
        load_rest_in_hand(
            json!({
                "config": {"players": 2, "reshuffle": flag},
                "seats": [
                    {"trip": ["Lisbon"], "hand": []},
                    {"trip": ["Cairo"], "hand": []}
                ],
                "deck": ["Rome"],
                "shelf": ["Petra", "Hanoi", "Dublin"]
            }),
            1,
        )
    };
    let mut eager = position("eager");
    act(&mut eager, 0, "scrounge");
    act(&mut eager, 0, "take deck");
    assert_eq!(eager.run_outs(), 1);
    assert_eq!(eager.reshuffles(), 1);
    assert_eq!(eager.deck_len(), 2);
    assert_eq!(shelf(&eager), ["Petra"]);
    let mut lazy = position("lazy");
    act(&mut lazy, 0, "scrounge");
    act(&mut lazy, 0, "take deck");
    assert_eq!(
        (lazy.run_outs(), lazy.reshuffles(), lazy.deck_len()),
        (1, 0, 0)
    );
    assert_eq!(shelf(&lazy).len(), 3);
}

// ---------------------------------------------------------------------------
// TR-T6: the new-region surcharge

fn in_europe(flag: &str, trip: &[&str], hand: &[&str]) -> Traveler {
    load(json!({
        "config": {"players": 2, "new_region": flag},
        "seats": [
            {"trip": trip, "hand": hand},
            {"trip": ["Cairo"], "hand": []}
        ],
        "phase": "travel"
    }))
}

#[test]
fn tr_t6_a_new_region_costs_two_more() {
    let g = in_europe(
        "from_last_stop",
        &["Rome"],
        &["Bangkok", "Dublin", "Tokyo", "Hanoi", "Dakar"],
    );
    assert_eq!(g.travel_cost(Seat(0), id("Bangkok")), 4);
    assert!(legal(&g, 0).contains(&"travel Bangkok".to_string()));
    let mut short = in_europe(
        "from_last_stop",
        &["Rome"],
        &["Bangkok", "Dublin", "Hanoi", "Dakar"],
    );
    let err = refuse(&mut short, 0, "travel Bangkok");
    assert_eq!(
        err.to_string(),
        "fare not covered for Bangkok: need 4, hand has 3 other card(s)"
    );
    assert_eq!(err.rule(), "Travel: pay its fare (L13)");
}

#[test]
fn tr_3_flag_not_on_trip_waives_the_surcharge_for_a_visited_region() {
    let default = in_europe("from_last_stop", &["Seoul", "Rome"], &["Bangkok", "Dublin"]);
    assert_eq!(default.travel_cost(Seat(0), id("Bangkok")), 4);
    let flagged = in_europe("not_on_trip", &["Seoul", "Rome"], &["Bangkok", "Dublin"]);
    assert_eq!(flagged.travel_cost(Seat(0), id("Bangkok")), 2);
    let unvisited = in_europe("not_on_trip", &["Rome"], &["Bangkok"]);
    assert_eq!(unvisited.travel_cost(Seat(0), id("Bangkok")), 4);
}

// ---------------------------------------------------------------------------
// TR-T7: the end and scoring

#[test]
fn tr_t7_eight_stops_ends_the_round_then_everyone_flies_home() {
    let mut g = load(json!({
        "config": {"players": 3},
        "seats": [
            {"trip": ["Lisbon"], "hand": ["Rome", "Dublin", "Paris"]},
            {"trip": ["Seoul", "Tokyo", "Hanoi", "Cairo", "Dakar", "New York", "Havana"],
             "hand": ["Cusco", "Mexico City", "Quebec City", "Buenos Aires"]},
            {"trip": ["Marrakesh"], "hand": ["Zanzibar", "Petra"]}
        ],
        "active": 1,
        "phase": "travel"
    }));
    act(&mut g, 1, "travel Cusco");
    act(&mut g, 1, "pay Mexico City");
    assert_eq!(trip(&g, 1).len(), 8);
    assert_eq!(
        g.to_act(),
        ToAct::Seat(Seat(2)),
        "seat 2 still takes its turn"
    );
    act(&mut g, 2, "scrounge");
    act(&mut g, 2, "take deck");
    act(&mut g, 2, "take deck");
    act(&mut g, 2, "shelve Petra");
    if g.phase() == Phase::Travel {
        act(&mut g, 2, "stay");
    }
    assert_eq!(
        g.phase(),
        Phase::FlyHome {
            seat: Seat(0),
            paid: 0
        }
    );
    assert_eq!(
        legal(&g, 0),
        [
            "call home",
            "pay home Paris",
            "pay home Rome",
            "pay home Dublin"
        ]
    );
    act(&mut g, 0, "call home");
    // Seat 1 has 2 cards: it cannot pay and calls home automatically.
    assert_eq!(
        g.phase(),
        Phase::FlyHome {
            seat: Seat(2),
            paid: 0
        }
    );
    assert!(g.called_home().contains(Seat(1)));
    act(&mut g, 2, "pay home Zanzibar");
    let err = refuse(&mut g, 2, "call home");
    assert!(matches!(err, Violation::AlreadyPaying { paid: 1 }));
    let rest = hand(&g, 2);
    act(&mut g, 2, &format!("pay home {}", rest[0]));
    act(&mut g, 2, &format!("pay home {}", rest[1]));
    assert_eq!(g.to_act(), ToAct::GameOver);
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.ending, "8 stops");
    // Seat 0: Lisbon 1 - 3 = -2 (scores may go negative).
    assert_eq!(outcome.scores[0], -2);
    // Seat 1: 8 Cities, all four regions? Asia, Africa, Americas, no Europe.
    assert_eq!(outcome.scores[1], 8 - 3);
    assert_eq!(outcome.scores[2], 1);
    assert_eq!(outcome.winners, tabletop_core::SeatSet::only(Seat(1)));
    assert_eq!(g.flown_home_with().len(), 3);
}

#[test]
fn tr_24_grand_tour_adds_three_for_all_four_regions() {
    let g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon", "Seoul", "Cairo", "Santorini", "Havana"], "hand": []},
            {"trip": ["Rome", "Acropolis"], "hand": []}
        ]
    }));
    let line = g.score_line(Seat(0));
    assert_eq!((line.stamps, line.grand_tour, line.total()), (7, 3, 10));
    let line = g.score_line(Seat(1));
    assert_eq!((line.stamps, line.grand_tour), (6, 0));
}

#[test]
fn tr_14_ties_go_to_most_cards_left_then_are_shared() {
    let over = |hand0: &[&str], hand1: &[&str]| {
        load(json!({
            "config": {"players": 2},
            "seats": [
                {"trip": ["Lisbon", "Santorini"], "hand": hand0},
                {"trip": ["Rome", "Chichen Itza"], "hand": hand1}
            ],
            "phase": "over",
            "last_call": true
        }))
        .outcome()
        .unwrap()
    };
    let o = over(&["Hanoi"], &["Cairo", "Tokyo"]);
    assert_eq!(o.scores, [4, 4]);
    assert_eq!(o.winners, tabletop_core::SeatSet::only(Seat(1)));
    assert_eq!(o.ending, "last call");
    let o = over(&["Hanoi"], &["Cairo"]);
    assert!(o.is_shared());
    assert_eq!(o.ranks, [1, 1]);
}

// ---------------------------------------------------------------------------
// Setup (L7, TR-15, TR-16)

#[test]
fn setup_deals_four_each_and_waits_for_secret_first_stops() {
    use tabletop_core::GameConfig;
    let config = traveler_rules::TravelerConfig::for_players(3).unwrap();
    let mut g = Traveler::setup(config, 11).unwrap();
    assert_eq!(
        g.to_act(),
        ToAct::Simultaneous(tabletop_core::SeatSet::all(3))
    );
    for s in 0..3u8 {
        assert_eq!(g.hand(Seat(s)).len(), 4);
        assert!(!legal(&g, s).is_empty());
        assert!(legal(&g, s).iter().all(|a| a.starts_with("start ")));
    }
    assert!(
        g.shelf().is_empty(),
        "the Shelf is turned after the first stops"
    );
    let before_view = g.view(Seat(1));
    let choice = legal(&g, 0)[0].clone();
    act(&mut g, 0, &choice);
    // Seat 1 sees that seat 0 has chosen, but not what.
    let view = g.view(Seat(1));
    assert!(view.seats[0].chosen_first_stop);
    assert!(view.seats[0].trip.is_empty());
    assert_eq!(view.my_first_stop, None);
    assert_ne!(view, before_view);
    assert_eq!(
        g.view(Seat(0)).my_first_stop.as_deref(),
        Some(&choice["start ".len()..])
    );
    assert!(legal(&g, 0).is_empty(), "seat 0 owes nothing now");
    let err = refuse(&mut g, 0, &choice);
    assert!(matches!(err, Violation::NotYourTurn { .. }), "{err}");
    for s in 1..3u8 {
        let c = legal(&g, s)[0].clone();
        act(&mut g, s, &c);
    }
    assert_eq!(g.to_act(), ToAct::Seat(Seat(0)));
    assert_eq!(g.shelf().len(), 1, "the first Shelf card");
    assert_eq!(g.deck_len(), 52 - 12 - 1);
    for s in 0..3u8 {
        assert_eq!(trip(&g, s).len(), 1);
        assert_eq!(g.hand(Seat(s)).len(), 3);
    }
}

#[test]
fn setup_a_first_stop_must_be_a_city_from_the_hand() {
    let mut g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"hand": ["Lisbon", "Santorini", "Petra", "Hanoi"]},
            {"hand": ["Cairo", "Rome", "Tokyo", "Seoul"]}
        ],
        "phase": "first_stops"
    }));
    assert_eq!(legal(&g, 0), ["start Lisbon", "start Hanoi"]);
    let err = refuse(&mut g, 0, "start Santorini");
    assert_eq!(err.rule(), "Setup: first stop (L7)");
    let err = refuse(&mut g, 0, "start Cairo");
    assert!(matches!(err, Violation::NotInHand { .. }));
}

#[test]
fn tr_15_a_hand_without_a_city_is_reshuffled_until_it_has_one() {
    use tabletop_core::GameConfig;
    let config = traveler_rules::TravelerConfig::for_players(4).unwrap();
    let cat = traveler_rules::Catalogue::reference();
    let mut found = 0;
    for seed in 0..400 {
        let g = Traveler::setup(config.clone(), seed).unwrap();
        let mulligans: u32 = (0..4).map(|s| u32::from(g.mulligans(Seat(s)))).sum();
        for s in 0..4 {
            assert!(
                g.hand(Seat(s)).iter().any(|c| cat.is_city(c)),
                "seed {seed}"
            );
            assert_eq!(g.hand(Seat(s)).len(), 4);
        }
        assert_eq!(g.deck_len(), 52 - 16);
        found += mulligans;
    }
    assert!(found > 0, "some deal among 400 needs a mulligan");
}

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
    assert_eq!(err.rule(), "Earn: Scrounge (L12)");
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
    assert!(matches!(err, Violation::NotYourTurn { .. }));
    let err = refuse(&mut g, 200, "take deck");
    assert!(matches!(err, Violation::NoSuchSeat { .. }));
    assert_eq!(err.rule(), "Players (L3)");
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
    assert_eq!(err.rule(), "Travel: pay with other cards (L13)");
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
    act(&mut g, 0, "take deck");
    assert_eq!(hand(&g, 0).len(), 8);
    assert_eq!(g.phase(), Phase::Travel, "the rest of the pay is forfeit");
}

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

// ---------------------------------------------------------------------------
// TR-1: the deck is data

#[test]
fn tr_1_a_custom_deck_is_validated_and_played_by_its_own_names() {
    use tabletop_core::testing::{KitOptions, check_conformance};
    let mut cards = traveler_rules::cards::reference_deck();
    cards.reverse();
    let santorini = cards.iter().position(|c| c.name == "Santorini").unwrap();
    cards[santorini].name = "Oia".into();
    let deck = traveler_rules::Deck::custom(cards.clone()).unwrap();
    let config = traveler_rules::TravelerConfig {
        players: 3,
        deck,
        ..Default::default()
    };
    // The config file form: the deck as a list of cards.
    let json = serde_json::to_string(&config).unwrap();
    assert!(json.contains("\"Oia\""));
    let back: traveler_rules::TravelerConfig = serde_json::from_str(&json).unwrap();
    assert_eq!(back, config);
    let report = check_conformance::<Traveler>(
        &config,
        &KitOptions {
            games: 20,
            allow_cap: true,
            max_actions: traveler_rules::SUGGESTED_ACTION_CAP,
            ..KitOptions::default()
        },
    );
    assert_eq!(report.finished, 20);
    let g = Traveler::setup(config, 1).unwrap();
    let oia = g.parse_action("travel Oia").unwrap();
    assert_eq!(g.action_text(&oia), "travel Oia");
    assert!(g.parse_action("travel Santorini").is_err());
    // A deck that breaks the constraints is refused with a reason.
    cards[0].fare = 0;
    let err = traveler_rules::Deck::custom(cards).unwrap_err();
    assert!(err.contains("fare 0"), "{err}");
}
