//! The rulebook's worked examples (TR-T1 … TR-T7) and one named test per
//! rule, each from a hand-written position.

use crate::common;
mod end_and_positions;
mod flags;
mod literal_readings;
mod refusals;
mod setup_and_deck;
mod turn;

use common::*;
use serde_json::json;
use tabletop_core::events::TurnViolation;
use tabletop_core::{Game, PositionFile, RuleViolation, Seat, ToAct};
use traveler_rules::{Phase, Rule, Traveler, Violation};

const SAMPLE_TURN: &str = include_str!("fixtures/traveler-sample-turn.json");

/// Two players choosing their first stops (L7): seat 0 holds Lisbon and
/// Hanoi (cities) and two Wonders.
fn first_stops() -> Traveler {
    load(json!({
        "config": {"players": 2},
        "seats": [
            {"hand": ["Lisbon", "Santorini", "Petra", "Hanoi"]},
            {"hand": ["Cairo", "Rome", "Tokyo", "Seoul"]}
        ],
        "phase": "first_stops"
    }))
}

/// Nine cities, one more than the hand limit (L14).
const NINE: [&str; 9] = [
    "Rome", "Dublin", "Hanoi", "Cairo", "Tokyo", "Dakar", "Sydney", "Mumbai", "Havana",
];

/// Seat 0 at the hand limit's step (L14) holding [`NINE`], its trip at
/// Lisbon.
fn over_the_hand_limit() -> Traveler {
    load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon"], "hand": NINE},
            {"trip": ["Paris"], "hand": []}
        ],
        "phase": "discard"
    }))
}

/// Seat 0 flying home (L16) after Last call, four cities in hand.
fn flying_home() -> Traveler {
    load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon"], "hand": ["Rome", "Dublin", "Hanoi", "Cairo"]},
            {"trip": ["Tokyo"], "hand": ["Seoul", "Dakar", "Petra"]}
        ],
        "phase": {"fly_home": {"seat": 0, "paid": 0}},
        "last_call": true, "run_outs": 1, "reshuffles": 1
    }))
}

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

/// Three players: seat 0 works in Berlin (pay 2) with two rivals in Europe;
/// the deck holds only Dublin, the Shelf `shelf`; every other card is on the
/// trips and in the hands. Last call only when a take fails (TR-25 flag).
fn two_rivals_and_one_card(shelf: &[&str]) -> Traveler {
    load_parked(
        json!({
            "config": {"players": 3, "last_call": "take_fails"},
            "seats": [
                {"trip": ["Berlin"], "hand": []},
                {"trip": ["Paris"], "hand": []},
                {"trip": ["Rome"], "hand": []}
            ],
            "deck": ["Dublin"],
            "shelf": shelf
        }),
        &[0, 1, 2],
    )
}

#[test]
fn tr_4_a_cut_from_an_exhausted_deck_gives_nothing_and_calls_last_call() {
    // One deck card, a Shelf of one: the left rival gets it, the other
    // gets nothing (no reshuffle possible) and Last call is set. Every
    // other card is on the trips and in the hands.
    let mut g = two_rivals_and_one_card(&["Petra"]);
    assert_eq!(g.work_pay(Seat(0)), Some(2));
    let (one, two) = (hand(&g, 1).len(), hand(&g, 2).len());
    act(&mut g, 0, "work");
    assert_eq!(hand(&g, 1).len(), one + 1);
    assert!(hand(&g, 1).contains(&"Dublin".to_string()));
    assert_eq!(hand(&g, 2).len(), two, "nothing left for the second rival");
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
    assert_eq!(err.rule(), Rule::WorkOnlyOnCity.text());
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
    let mut g = load_rest_on_shelf(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon"], "hand": []},
            {"trip": ["Cairo"], "hand": []}
        ],
        "deck": ["Hanoi"],
        "shelf": ["Petra"],
        "run_outs": 1,
        "reshuffles": 1
    }));
    act(&mut g, 0, "scrounge");
    act(&mut g, 0, "take deck");
    assert_eq!(g.run_outs(), 2);
    assert!(g.last_call());
    act(&mut g, 0, "take shelf");
    act(&mut g, 0, "shelve Hanoi");
    // The game ends at the end of the round: seat 1 still plays.
    if g.phase() == Phase::Travel {
        act(&mut g, 0, "stay");
    }
    assert_eq!(g.to_act(), ToAct::Seat(Seat(1)));
    act(&mut g, 1, "scrounge");
    act(&mut g, 1, "take deck");
    act(&mut g, 1, "take deck");
    let first = hand(&g, 1)[0].clone();
    act(&mut g, 1, &format!("shelve {first}"));
    if g.phase() == Phase::Travel {
        act(&mut g, 1, "stay");
    }
    // End of round with Last call: each holds 1 card and calls home.
    assert_eq!(g.phase(), Phase::Over);
    assert_eq!(g.called_home(), tabletop_core::SeatSet::all(2));
    assert_eq!(g.outcome().unwrap().ending, "last call");
}

#[test]
fn tr_t5b_the_lazy_reshuffle_keeps_the_shelf_top() {
    let mut g = empty_deck_lazy();
    assert_eq!(g.deck_len(), 0);
    let under_the_top: Vec<String> = shelf(&g)[1..].to_vec();
    act(&mut g, 0, "scrounge");
    act(&mut g, 0, "take deck");
    assert_eq!(g.reshuffles(), 1);
    assert_eq!(shelf(&g), ["Petra"]);
    assert_eq!(g.deck_len(), under_the_top.len() - 1);
    assert_eq!(g.run_outs(), 1, "a reshuffle is not a run-out");
    assert!(!g.last_call());
    let drawn = hand(&g, 0);
    assert!(under_the_top.contains(&drawn[0]), "{drawn:?}");
}

#[test]
fn tr_t5c_nothing_left_to_take_is_last_call() {
    // Deck and Shelf both empty (every card on the trips and in the hands
    // of four players): "nothing was left to take" (L16).
    let position = |last_call: &str, called: bool| {
        load_parked(
            json!({
                "config": {"players": 4, "last_call": last_call},
                "seats": [
                    {"trip": ["Lisbon"], "hand": []},
                    {"trip": ["Cairo"], "hand": []},
                    {"trip": ["Seoul"], "hand": []},
                    {"trip": ["Cusco"], "hand": []}
                ],
                "deck": [],
                "shelf": [],
                "run_outs": 1,
                "reshuffles": 1,
                "last_call": called
            }),
            &[1, 2, 3],
        )
    };
    // Under the default reading (L22) Last call is already called.
    assert!(
        serde_json::from_value::<Traveler>(
            serde_json::to_value(position("both_empty", true)).unwrap()
        )
        .is_ok()
    );
    let mut g = position("take_fails", false);
    assert!(!g.last_call());
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
        load_rest_on_shelf(json!({
            "config": {"players": 2, "reshuffle": flag},
            "seats": [
                {"trip": ["Lisbon"], "hand": []},
                {"trip": ["Cairo"], "hand": []}
            ],
            "deck": ["Rome"],
            "shelf": ["Petra", "Hanoi", "Dublin"]
        }))
    };
    let mut eager = position("eager");
    let on_shelf = shelf(&eager).len();
    act(&mut eager, 0, "scrounge");
    act(&mut eager, 0, "take deck");
    assert_eq!(eager.run_outs(), 1);
    assert_eq!(eager.reshuffles(), 1);
    assert_eq!(eager.deck_len(), on_shelf - 1);
    assert_eq!(shelf(&eager), ["Petra"]);
    let mut lazy = position("lazy");
    act(&mut lazy, 0, "scrounge");
    act(&mut lazy, 0, "take deck");
    assert_eq!(
        (lazy.run_outs(), lazy.reshuffles(), lazy.deck_len()),
        (1, 0, 0)
    );
    assert_eq!(shelf(&lazy).len(), on_shelf);
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
        "fare not covered for Bangkok: need 4, hand has 3 other cards"
    );
    assert_eq!(err.rule(), Rule::Fare.text());
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
    let err = refuse(&mut g, 0, "call home");
    assert_eq!(err.rule(), Rule::FlyHome.text());
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
            "flown_home_with": ["Dakar", "Petra", "Seoul", "Sydney", "Mumbai", "Havana"],
            "phase": "over",
            "last_call": true, "run_outs": 1, "reshuffles": 1
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

#[test]
fn tr_t1_the_sample_turn_is_narrated_with_its_consequences() {
    let before = sample();
    let mut g = before.clone();
    act(&mut g, 0, "work");
    let lines = g.narrate(
        &before,
        Seat(0),
        &traveler_rules::Action::Work,
        tabletop_core::Audience::Spectator,
    );
    assert_eq!(
        lines,
        [
            "seat 0 works in Prague (Photo) for 3.",
            "seat 1, also in ■ Europe, takes a cut from the deck.",
            "seat 0 keeps 2."
        ]
    );
    for text in [
        "take deck",
        "take deck",
        "travel Santorini",
        "pay Barcelona",
        "pay Hanoi",
    ] {
        act(&mut g, 0, text);
    }
    let before = g.clone();
    act(&mut g, 0, "pay Zion Canyon");
    let action: traveler_rules::Action = "pay Zion Canyon".parse().unwrap();
    assert_eq!(
        g.narrate(
            &before,
            Seat(0),
            &action,
            tabletop_core::Audience::Spectator
        ),
        [
            "seat 0 pays Zion Canyon onto the Shelf.",
            "seat 0 arrives in Santorini: 3 stops, 5 stamps."
        ]
    );
}

#[test]
fn tr_10_narration_tells_the_size_of_the_reshuffled_deck_in_order() {
    let position = |flag: &str, deck: &[&str]| {
        load_rest_on_shelf(json!({
            "config": {"players": 2, "reshuffle": flag},
            "seats": [
                {"trip": ["Lisbon"], "hand": []},
                {"trip": ["Cairo"], "hand": []}
            ],
            "deck": deck,
            "shelf": ["Petra", "Hanoi", "Dublin"],
            "run_outs": 1,
            "reshuffles": u8::from(!deck.is_empty())
        }))
    };
    let take_deck: traveler_rules::Action = "take deck".parse().unwrap();
    // Lazy: the empty deck is rebuilt from the Shelf under Petra first,
    // then a card is drawn.
    let mut g = position("lazy", &[]);
    let new_deck = shelf(&g).len() - 1;
    act(&mut g, 0, "scrounge");
    let before = g.clone();
    act(&mut g, 0, "take deck");
    assert_eq!(
        g.narrate(
            &before,
            Seat(0),
            &take_deck,
            tabletop_core::Audience::Spectator
        ),
        [
            format!(
                "The deck is empty: the Shelf, all but its top card, is shuffled into a new deck of {new_deck} cards."
            ),
            "seat 0 takes a card from the deck.".to_string(),
        ]
    );
    // Eager: the last card is taken (the second run-out), then the Shelf is
    // shuffled in at once.
    let mut g = position("eager", &["Rome"]);
    let new_deck = shelf(&g).len() - 1;
    act(&mut g, 0, "scrounge");
    let before = g.clone();
    act(&mut g, 0, "take deck");
    assert_eq!(g.deck_len(), new_deck);
    assert_eq!(
        g.narrate(
            &before,
            Seat(0),
            &take_deck,
            tabletop_core::Audience::Spectator
        ),
        [
            "seat 0 takes a card from the deck.".to_string(),
            "The deck runs out (the second time).".to_string(),
            format!(
                "The deck is empty: the Shelf, all but its top card, is shuffled into a new deck of {new_deck} cards."
            ),
            "Last call! The game ends at the end of this round.".to_string(),
        ]
    );
}
