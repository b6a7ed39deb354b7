//! Hand-written positions that could not arise at a real table are refused
//! on load, with a reason, and never panic. Each test starts from the
//! rulebook's trending example (L63, just before the fourth post) or from a
//! dealt game, and changes one field.

use serde_json::{Value, json};
use tabletop_core::{Audit, Game, GameConfig, PositionFile, RuleViolation, Seat};
use traveluencer_rules::position::{PhaseText, Position};
use traveluencer_rules::{Action, Cards, Rule, Traveluencer, TraveluencerConfig, Violation};

fn example() -> Value {
    let text = include_str!("fixtures/traveluencer-trending-example.json");
    PositionFile::parse(text).unwrap().position
}

/// The example's zones with the three posts taken back into the hands.
fn example_before_the_trick() -> Value {
    let mut v = example();
    v["posts"] = json!([]);
    v["hands"] = json!([
        "F12479+S369+A1368+0+00+F8",
        "F2357+S147+A2479+0+00+F56",
        "F12468+S258+A1257+00+F9+0",
        "S11223468+A23569+0+00"
    ]);
    v["phase"] = json!({"post": {"seat": 0}});
    v
}

fn refused(v: Value) -> String {
    match serde_json::from_value::<Traveluencer>(v) {
        Ok(g) => panic!("loaded a position that cannot arise: {:?}", g.phase()),
        Err(e) => e.to_string(),
    }
}

#[test]
fn the_example_loads() {
    let g: Traveluencer = serde_json::from_value(example()).unwrap();
    g.check_invariants().unwrap();
    let g: Traveluencer = serde_json::from_value(example_before_the_trick()).unwrap();
    g.check_invariants().unwrap();
}

#[test]
fn card_marks_beyond_any_count_are_refused_without_overflow() {
    // TV-2: marks are card data from a file; 200 + 200 marks on one face
    // must be refused, not overflow.
    let mut v = example();
    let mut row = [[0u8; 9]; 3];
    row[0] = [200; 9];
    v["config"]["marks"] = json!({"four": row, "three": row});
    assert!(refused(v).contains("copies but 400 marks"));
    let config = TraveluencerConfig::for_players(3).unwrap();
    let mut marks = *config.marks();
    marks.four[1][8] = 255;
    marks.three[1][8] = 255;
    let config = config.with_marks(marks);
    assert!(config.validate().is_err());
    assert!(Traveluencer::setup(config, 1).is_err());
}

#[test]
fn the_last_poster_must_follow_from_the_table() {
    // TV-7: seat 3 holds cards and posts last; naming seat 1 would let
    // seat 3 add a Stamp.
    let mut v = example();
    v["last_poster"] = json!(1);
    assert!(refused(v).contains("last poster"));
    let mut v = example();
    v["last_poster"] = json!(3);
    let g: Traveluencer = serde_json::from_value(v).unwrap();
    assert_eq!(g.last_poster(), Some(Seat(3)));
    // No trick in progress: nobody is the last poster.
    let mut v = example_before_the_trick();
    v["phase"] = json!("game-over");
    v["round"] = json!(3);
    v["trick"] = json!(8);
    v["last_poster"] = json!(3);
    assert!(refused(v).contains("last poster"));
}

fn two_player_modification(posts: [&str; 2], hands: [&str; 2], seat: u8, second: bool) -> Position {
    let config = TraveluencerConfig::for_players(2).unwrap();
    let mut p = Position::new(config);
    p.hands = hands.iter().map(|h| h.parse().unwrap()).collect();
    p.displays = vec![Cards::EMPTY, Cards::EMPTY];
    p.trending = "A1 A2 A3 A4 S1 S2 0"
        .split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect();
    p.posts = posts.iter().map(|h| h.parse().unwrap()).collect();
    p.phase = PhaseText::Modify { seat, second };
    p.fill_out_of_play().unwrap();
    p
}

#[test]
fn earlier_posts_must_have_been_legal() {
    // L40: seat 1 posted Scenery while it still holds Food.
    let mut v = example();
    v["posts"] = json!(["F8", "S14", "F9+0", ""]);
    v["hands"][1] = json!("F2357+S7+A2479+0+00+F56");
    assert!(refused(v).contains("led type"));
    // L42: the second poster of a two-player trick posts last, so its post
    // cannot hold a Stamp.
    let p = two_player_modification(["F7", "F89"], ["F19+A5", "F12+0"], 0, false);
    assert!(Traveluencer::try_from(p).is_ok());
    let p = two_player_modification(["F7", "F89+0"], ["F19+A5", "F12"], 0, false);
    assert!(Traveluencer::try_from(p).unwrap_err().contains("Stamp"));
}

#[test]
fn event_decisions_need_that_event_revealed() {
    // L66: Wind Shift owes a decision only when it was revealed before
    // trick 2, 4 or 6.
    let mut v = example_before_the_trick();
    v["start"] = json!(3);
    v["phase"] = json!({"wind-shift": {"seat": 3}});
    assert!(refused(v.clone()).contains("Wind Shift"));
    v["config"]["events"] = json!(true);
    v["trick"] = json!(2);
    v["events"] = json!(["flight", "wind-shift", "thief"]);
    v["events_revealed"] = json!(1);
    assert!(refused(v.clone()).contains("Wind Shift is not the event"));
    v["events"] = json!(["wind-shift", "flight", "thief"]);
    let g: Traveluencer = serde_json::from_value(v.clone()).unwrap();
    g.check_invariants().unwrap();
    // Lost Passport without events.
    let mut v = example_before_the_trick();
    v["phase"] = json!({"lost-passport": {"pending": [0, 1, 2, 3]}});
    assert!(refused(v).contains("Lost Passport"));
}

#[test]
fn events_are_revealed_before_tricks_two_four_and_six() {
    // L66: at trick 1 no event has been revealed; at trick 4, two.
    let mut v = example();
    v["config"]["events"] = json!(true);
    v["events"] = json!(["flight", "wind-shift", "thief"]);
    v["events_revealed"] = json!(1);
    assert!(refused(v.clone()).contains("events revealed"));
    v["events_revealed"] = json!(0);
    serde_json::from_value::<Traveluencer>(v.clone()).unwrap();
    v["trick"] = json!(4);
    v["events_revealed"] = json!(3);
    assert!(refused(v.clone()).contains("events revealed"));
    v["events_revealed"] = json!(2);
    serde_json::from_value::<Traveluencer>(v).unwrap();
}

#[test]
fn a_crossover_giver_holds_a_card_for_each_player_owed() {
    // L111: the giver drew one card from each player owed, so holds at
    // least as many cards as it owes.
    let mut v = example_before_the_trick();
    v["config"]["events"] = json!(true);
    v["trick"] = json!(2);
    v["events"] = json!(["crossover", "flight", "thief"]);
    v["events_revealed"] = json!(1);
    v["start"] = json!(3);
    v["hands"][3] = json!("S1");
    v["discard"] = json!("S1223468+A23569+0+00");
    v["phase"] = json!({"crossover": {"seat": 3, "owed": [1, 2]}});
    assert!(refused(v.clone()).contains("Crossover"));
    v["hands"][3] = json!("S12");
    v["discard"] = json!("S123468+A23569+0+00");
    let mut g: Traveluencer = serde_json::from_value(v).unwrap();
    for to in [1u8, 2] {
        let mut legal = Vec::new();
        g.legal_actions(Seat(3), &mut legal);
        // Gifts go clockwise from the giver's left: seat 1, then seat 2;
        // any card in hand may be given.
        let faces = g.hand(Seat(3)).faces().count();
        assert_eq!(legal.len(), faces, "one gift per distinct card");
        assert!(
            legal.iter().all(
                |a| matches!(a, traveluencer_rules::Action::Give { to: t, .. } if *t == Seat(to))
            ),
            "{legal:?}"
        );
        g.apply_mut(Seat(3), &legal[0]).unwrap();
        g.check_invariants().unwrap();
    }
}

#[test]
fn a_modification_needs_the_other_post_ahead() {
    // L97: the first player modifies only if the second post has more views.
    let hands = ["F19+A5", "F12+A6"];
    let p = two_player_modification(["F7", "F89"], hands, 0, false);
    assert!(Traveluencer::try_from(p).is_ok());
    let p = two_player_modification(["F89", "F7"], hands, 0, false);
    assert!(
        Traveluencer::try_from(p)
            .unwrap_err()
            .contains("more views")
    );
    // L98: the second player answers only when the first is now ahead.
    let p = two_player_modification(["F89", "F7"], hands, 1, true);
    assert!(Traveluencer::try_from(p).is_ok());
    let p = two_player_modification(["F7", "F89"], hands, 1, true);
    assert!(
        Traveluencer::try_from(p)
            .unwrap_err()
            .contains("more views")
    );
}

#[test]
fn an_empty_modification_names_the_rule() {
    // L97: "select additional cards (one or more)".
    let p = two_player_modification(["F7", "F89"], ["F19+A5", "F12+A6"], 0, false);
    let g = Traveluencer::try_from(p).unwrap();
    let mut copy = g.clone();
    let e = copy
        .apply_mut(
            Seat(0),
            &Action::Modify(traveluencer_rules::Play::default()),
        )
        .unwrap_err();
    assert_eq!(e, Violation::EmptyModification);
    assert_eq!(e.rule(), Rule::ModifyAddsCards.citation());
    assert_eq!(copy, g, "a refused action leaves the state unchanged");
}

#[test]
fn dried_up_is_paid_only_by_an_empty_handed_player() {
    // TV-13: seat 1 holds cards, so it cannot have paid Dried Up.
    let mut v = example();
    v["dried_up"] = json!([0, 2, 0, 0]);
    let e = refused(v);
    assert!(e.contains("Dried Up"), "{e}");
}

#[test]
fn the_trick_log_names_seats_at_the_table() {
    let mut v = example();
    v["trick"] = json!(2);
    v["trick_log"] = json!([[{
        "start": 9, "led": "Food", "trend": null, "winner": 200,
        "post": "", "tokens": 3, "dried_up": [0, 0, 0, 0]
    }]]);
    assert!(refused(v).contains("not at the table"));
}

#[test]
fn the_game_is_over_only_after_round_three() {
    let mut v = example_before_the_trick();
    v["phase"] = json!("game-over");
    assert!(refused(v.clone()).contains("round 3"));
    v["round"] = json!(3);
    v["trick"] = json!(8);
    let g: Traveluencer = serde_json::from_value(v).unwrap();
    assert!(g.outcome().is_some());
}

#[test]
fn records_add_up_to_the_totals() {
    // L69: a recorded round per finished round, adding up to the totals.
    let mut v = example();
    v["round"] = json!(2);
    v["total_tokens"] = json!([10, 4, 4, 7]);
    v["tricks_before"] = json!([2, 1, 2, 2]);
    v["records"] = json!([[
        {"tokens": 10, "tricks": 2, "poor_planning": 0},
        {"tokens": 4, "tricks": 1, "poor_planning": 0},
        {"tokens": 4, "tricks": 2, "poor_planning": 4},
        {"tokens": 7, "tricks": 2, "poor_planning": 1}
    ]]);
    serde_json::from_value::<Traveluencer>(v.clone()).unwrap();
    v["records"][0][3]["tokens"] = json!(255);
    assert!(refused(v.clone()).contains("more than 7 tricks"));
    v["records"][0][3]["tokens"] = json!(6);
    assert!(refused(v.clone()).contains("add up"));
    v["records"][0][3]["tokens"] = json!(7);
    let round = v["records"][0].clone();
    v["records"] = json!([round.clone(), round.clone(), round]);
    assert!(refused(v).contains("3 rounds recorded, 1 finished"));
}
