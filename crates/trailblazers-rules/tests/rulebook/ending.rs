//! The end of the game and scoring (L35–38): TB-T10, and positions for
//! disputes (hand-written tables are checked).

use crate::common::{Lab, SeatSpec, lab_config, load, position};
use serde_json::json;
use tabletop_core::{Game, Seat};

const GOALS: (&[&str], &[&str]) = (&["one-loop", "bridges"], &["long", "metro-park"]);

/// A finished park: a hiking loop laid by `moves` (and another by
/// `second`, from exit s0, if given), then fillers.
fn finished(
    lab: &mut Lab,
    moves: &str,
    second: Option<&str>,
) -> Vec<trailblazers_rules::Placement> {
    lab.camp('h', 0, 0, 0).path('h', (0, -1), 's', moves);
    if let Some(m) = second {
        lab.path('h', (1, 2), 'n', m);
    }
    let n = 24 - lab.trails();
    lab.camp('b', 2, 0, 0)
        .camp('k', -2, 0, 0)
        .blanks((-3, 0), n);
    lab.next_park()
}

#[test]
fn tb_t10_equal_points_go_to_the_player_with_more_player_cards() {
    // Seat 0: a loop of 3 and One Loop's first slot (6) = 9, 1 card.
    // Seat 1: loops of 4 and 5 = 9, no card (its best loop, 5, misses Long).
    let mut lab = Lab::new();
    let a = finished(&mut lab, "n1 e s s", None);
    let b = finished(&mut lab, "n2 e s s", Some("s2 w n n1"));
    let g = load(&position(
        &lab_config(2),
        4,
        "over",
        &[
            SeatSpec {
                claims: vec![("one-loop", 1)],
                ..SeatSpec::park(a)
            },
            SeatSpec::park(b),
        ],
        GOALS,
    ));
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, vec![9, 9]);
    assert_eq!(o.tiebreaks, vec![1, 0]);
    assert_eq!(o.winners, tabletop_core::SeatSet::only(Seat(0)));
    assert!(!o.is_shared());
}

#[test]
fn tb_t10_still_tied_the_victory_is_shared() {
    let mut lab = Lab::new();
    let a = finished(&mut lab, "n1 e s s", None);
    let b = finished(&mut lab, "n e s s1", None);
    let g = load(&position(
        &lab_config(2),
        4,
        "over",
        &[
            SeatSpec {
                claims: vec![("one-loop", 1)],
                ..SeatSpec::park(a)
            },
            SeatSpec {
                claims: vec![("one-loop", 1)],
                ..SeatSpec::park(b)
            },
        ],
        GOALS,
    ));
    let o = g.outcome().unwrap();
    assert_eq!(
        (o.scores.clone(), o.tiebreaks.clone()),
        (vec![9, 9], vec![1, 1])
    );
    assert!(o.is_shared());
    assert!(
        o.breakdown
            .iter()
            .any(|l| l.contains("seat 0: 9 = loops 3")),
        "{:?}",
        o.breakdown
    );
}

fn sample() -> serde_json::Value {
    let mut lab = Lab::new();
    lab.camp('h', 0, 0, 0).path('h', (0, -1), 's', "n e s s");
    let a = lab.next_park();
    lab.camp('k', 0, 0, 0).blanks((-1, 0), 4);
    let b = lab.next_park();
    position(
        &lab_config(2),
        1,
        "turn 3",
        &[
            SeatSpec {
                claims: vec![("one-loop", 1)],
                ..SeatSpec::park(a)
            },
            SeatSpec::park(b),
        ],
        GOALS,
    )
}

#[test]
fn a_position_round_trips_and_lists_the_whole_table() {
    let g = load(&sample());
    let json = serde_json::to_value(&g).unwrap();
    let back: trailblazers_rules::Trailblazers = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, g);
    let cards = |k: &str| json[k].as_array().unwrap().len();
    let hands: usize = (0..2)
        .map(|s| json["seats"][s]["hand"].as_array().unwrap().len())
        .sum();
    let parks = 8; // 4 trail cards each
    assert_eq!(
        cards("deck") + cards("discards") + hands + parks,
        lab_config(2).catalogue().trail_count()
    );
}

#[test]
fn positions_that_could_not_arise_are_refused_with_a_reason() {
    let valid = sample();
    let refused = |pointer: &str, value: serde_json::Value, why: &str| {
        let mut p = valid.clone();
        match p.pointer_mut(pointer) {
            Some(slot) => *slot = value,
            None => p[&pointer[1..]] = value,
        }
        let e = serde_json::from_value::<trailblazers_rules::Trailblazers>(p)
            .expect_err(pointer)
            .to_string();
        assert!(e.contains(why), "{pointer}: {e}");
    };
    refused("/round", json!(2), "holds 2 camps and 10 trail cards");
    refused("/round", json!(9), "not a point of the game");
    refused(
        "/step",
        json!({"turn": 1}),
        "this one holds 1 camp and 4 trail cards",
    );
    refused(
        "/step",
        json!("camps"),
        "this one holds 1 camp and 4 trail cards",
    );
    refused("/seats/0/hand/0", json!(1000), "no trail card #1000");
    refused(
        "/seats/1/hand/0",
        valid["seats"][0]["hand"][0].clone(),
        "in two places",
    );
    refused(
        "/seats/0/claims",
        json!({"one-loop": 2}),
        "slot 1 is empty below",
    );
    refused(
        "/seats/0/claims",
        json!({"long": 1}),
        "not an In-Game goal in play",
    );
    refused("/seats/0/claims", json!({"one-loop": 4}), "slots 1 to 3");
    refused("/in_game_goals", json!(["one-loop"]), "reveals 2 goals");
    refused(
        "/in_game_goals",
        json!(["one-loop", "long"]),
        "of the other kind",
    );
    refused("/end_game_goals", json!(["long", "long"]), "must differ");
    refused(
        "/seats/0/park/1",
        json!("trail 50 at 9,9"),
        "could not have been laid",
    );
    refused(
        "/seats/0/park/0",
        json!("camp hiking at 3,3"),
        "could not have been laid",
    );
    refused(
        "/seats/0/placed_this_step",
        json!(5),
        "not a point of the game",
    );
    refused(
        "/deck",
        json!((1..=201).collect::<Vec<u16>>()),
        "deck cards are listed",
    );
    refused(
        "/config/players",
        json!(3),
        "seats 3 players but 2 seats are described",
    );
}

#[test]
fn the_example_positions_load_and_settle_what_they_say() {
    let load_file = |text: &str| -> trailblazers_rules::Trailblazers {
        tabletop_core::PositionFile::parse(text)
            .unwrap()
            .load()
            .unwrap()
    };
    let finished = load_file(include_str!("../fixtures/trailblazers-finished-game.json"));
    let o = finished.outcome().unwrap();
    // Loops 100 and 70 (each loop 2 points per segment passed and 2 more
    // per intersection passed) plus goals 21 and 15.
    assert_eq!(o.scores, vec![121, 85]);
    assert_eq!(o.winners, tabletop_core::SeatSet::only(Seat(0)));
    let mut eight = load_file(include_str!("../fixtures/trailblazers-figure-eight.json"));
    eight
        .apply_mut(Seat(0), &"trail 88 at -1,0".parse().unwrap())
        .unwrap();
    assert_eq!(eight.loops(Seat(0)).points(), 22);
}

#[test]
fn a_refused_position_says_why_in_the_words_and_rules_of_a_refused_action() {
    // A park card that could not have been laid is refused with the very
    // sentence and rulebook citation that refuse the same placement in play.
    let valid = sample();
    let refusal = |pointer: &str, value: serde_json::Value| {
        let mut p = valid.clone();
        *p.pointer_mut(pointer).unwrap() = value;
        serde_json::from_value::<trailblazers_rules::Trailblazers>(p)
            .unwrap_err()
            .to_string()
    };
    let far = refusal("/seats/0/park/1", json!("trail 50 at 9,9"));
    let action = trailblazers_rules::Violation::NotTouching {
        placement: "trail 50 at 9,9".parse().unwrap(),
    };
    assert!(far.contains(&action.to_string()), "{far}");
    assert!(
        far.contains(tabletop_core::RuleViolation::rule(&action)),
        "{far}"
    );
    let first = refusal("/seats/0/park/0", json!("camp hiking at 3,3"));
    assert!(
        first.contains("the first camp starts the park: it lies at 0,0 as printed (r0)"),
        "{first}"
    );
    assert!(
        first.contains(trailblazers_rules::Rule::FirstCampAtOrigin.text()),
        "{first}"
    );
    let step = refusal("/seats/0/placed_this_step", json!(5));
    assert!(step.contains("at turn 3 with 5 cards placed"), "{step}");
    for text in [far, first, step] {
        for internal in ["NotTouching", "FirstCampAtOrigin", "Turn(", "(s)"] {
            assert!(!text.contains(internal), "{text}");
        }
    }
}
