//! A turn (L41-56): Book, Experience, refilling the City, passing, and
//! whose turn it is.

use super::*;
use seoul_rules::Kind;
use tabletop_core::events::TurnViolation;
use tabletop_core::{RuleViolation, SeatSet, ToAct};

#[test]
fn sj_12_a_book_plays_from_hand_and_pays_into_any_space_even_an_empty_one() {
    let mut t = table(2, 1);
    t["city"][4] = json!({});
    t["seats"][0] = json!({"hand": ["Insadong", "Hanbok"]});
    let mut g = load(t);
    act(&mut g, 0, "book Insadong");
    // L46: into one of the 5 spaces; SJ-12: an empty one too.
    assert_eq!(legal(&g, 0).len(), 5);
    act(&mut g, 0, "pay Hanbok to 5");
    assert_eq!(highlights(&g, 0), ["Insadong"]);
    assert_eq!(g.space(4), set(&["Hanbok"]));
}

#[test]
fn a_book_does_not_refill_the_city() {
    let mut t = table(2, 1);
    t["seats"][0] = json!({"hand": ["Insadong", "Hanbok"]});
    let mut g = load(t);
    let deck = g.deck_len();
    act(&mut g, 0, "book Insadong");
    act(&mut g, 0, "pay Hanbok to 1");
    assert_eq!(g.deck_len(), deck, "L48: do not refill after a Book");
    assert_eq!(g.active(), Seat(1), "L47: the turn is over");
}

#[test]
fn only_cards_in_hand_are_booked() {
    let mut t = table(2, 1);
    t["seats"][0] = json!({"hand": ["Insadong", "Hanbok"]});
    let mut g = load(t);
    let err = refuse(&mut g, 0, "book Seoul Forest");
    assert!(matches!(err, Violation::NotThere { .. }), "{err}");
    assert_eq!(err.rule(), seoul_rules::rule::BOOK_FROM_HAND);
}

#[test]
fn an_experience_takes_the_whole_pile_and_reveals_it() {
    let mut t = table(2, 1);
    t["city"][2] = json!({"face_up": ["Insadong"], "face_down": ["Seoul Forest", "Hanji Lamp"]});
    t["seats"][0] = json!({"hand": ["Hanbok"]});
    let mut g = load(t);
    act(&mut g, 0, "experience 3");
    assert_eq!(g.taken(), set(&["Insadong", "Seoul Forest", "Hanji Lamp"]));
    assert!(g.space(2).is_empty());
    assert!(g.face_down().is_empty(), "L50: facedown cards are revealed");
    let view = g.public_view();
    assert_eq!(view.taken.len(), 3, "the revealed pile is public");
}

#[test]
fn sj_14_a_view_shows_the_backs_of_face_down_cards_and_of_the_deck_top_never_their_faces() {
    let mut t = table(2, 1);
    t["city"][2] = json!({"face_up": ["Insadong"], "face_down": ["Seoul Forest", "Hanji Lamp"]});
    t["seats"][0] = json!({"hand": ["Hanbok"]});
    t["seats"][1] = json!({"hand": ["Tiger Plush", "Haneul Park"]});
    t["deck"] = json!(["Kimjang & Pajeon"]);
    let g = load(t);
    let view = g.view(Seat(0));
    assert_eq!(view.hand, ["Hanbok"], "its own hand by name");
    assert_eq!(view.seats[1].hand_size, 2, "another hand by its size only");
    assert_eq!(view.city[2].face_up, ["Insadong"]);
    // L51: "they can see they are a Delight and Highlight".
    assert_eq!(view.city[2].face_down, [Kind::Highlight, Kind::Shopping]);
    assert_eq!(
        view.deck_top,
        Some(Kind::Delight),
        "the deck's back shows too"
    );
    let spectator = g.public_view();
    assert!(spectator.hand.is_empty());
    assert_eq!(spectator.city, view.city);
    for text in [
        serde_json::to_string(&view).unwrap(),
        serde_json::to_string(&spectator).unwrap(),
    ] {
        for hidden in [
            "Tiger Plush",
            "Haneul Park",
            "Seoul Forest",
            "Hanji Lamp",
            "Kimjang",
        ] {
            assert!(!text.contains(hidden), "{hidden} shows in {text}");
        }
    }
}

#[test]
fn sj_26_an_empty_space_has_no_pile_to_take() {
    let mut t = table(2, 1);
    t["city"][2] = json!({});
    t["seats"][0] = json!({"hand": ["Hanbok"]});
    let mut g = load(t);
    let err = refuse(&mut g, 0, "experience 3");
    assert!(matches!(err, Violation::EmptySpace { space: 3 }), "{err}");
    assert!(g.parse_action("experience 6").is_err(), "spaces are 1 to 5");
}

#[test]
fn sj_13_an_experience_with_nothing_playable_keeps_the_pile_and_refills() {
    // SJ-13: a lone Delight and no Highlight to link it to.
    let mut t = table(2, 1);
    t["city"][2] = json!({"face_up": ["Kimjang & Pajeon"]});
    t["seats"][0] = json!({"hand": ["Hanbok"]});
    t["deck"] = json!(["Hahoe Mask", "Sheet Masks"]);
    let mut g = load(t);
    act(&mut g, 0, "experience 3");
    assert!(g.hand(Seat(0)).contains(id("Kimjang & Pajeon")));
    assert_eq!(g.space(2), set(&["Hahoe Mask"]), "the refill follows");
}

#[test]
fn sj_13_keeping_the_pile_is_refused_while_one_of_its_cards_can_be_played() {
    // With a face-up Guardian token, an Experience that finds nothing
    // playable waits (an ability might change that): keep is then legal.
    let mut t = table(2, 1);
    t["city"][2] = json!({"face_up": ["Insadong", "Kimjang & Pajeon"]});
    t["seats"][0] = json!({"hand": ["Hanbok"], "guardians": [{"card": "Haechi"}]});
    let mut g = load(t);
    act(&mut g, 0, "experience 3");
    let err = refuse(&mut g, 0, "keep");
    assert!(matches!(err, Violation::MustPlay { .. }), "{err}");
    assert_eq!(err.rule(), seoul_rules::rule::MUST_PLAY);
}

#[test]
fn sj_19_refill_cards_fill_the_empty_spaces_first() {
    let mut t = table(4, 1);
    t["city"] = json!([{"face_up": ["Insadong"]}, {"face_up": ["Norigae"]}]);
    t["seats"][0] = json!({"hand": ["Hanbok"]});
    t["deck"] = json!(["Hahoe Mask", "Sheet Masks", "Tiger Plush"]);
    let mut g = load(t);
    act(&mut g, 0, "experience 1");
    act(&mut g, 0, "play Insadong");
    act(&mut g, 0, "pay Hanbok to 2");
    // Spaces 1, 3, 4 and 5 are empty: three cards go into three of them.
    assert_eq!(
        legal(&g, 0),
        ["refill 1", "refill 3", "refill 4", "refill 5"]
    );
    let err = refuse(&mut g, 0, "refill 2");
    assert!(
        matches!(err, Violation::FillEmptyFirst { space: 2 }),
        "{err}"
    );
    act(&mut g, 0, "refill 4");
    act(&mut g, 0, "refill 1");
    act(&mut g, 0, "refill 3");
    assert!(g.space(4).is_empty(), "three cards, four empty spaces");
    assert_eq!(g.face_down().len(), 3);
}

#[test]
fn sj_26_a_refill_takes_what_the_deck_has_left() {
    // SJ-26: the deck holds one card; the refill stops there.
    let mut t = table(2, 1);
    t["seats"][0] = json!({"hand": ["Hanbok"]});
    t["seats"][1] = json!({"hand": [
        "Hahoe Mask", "Sheet Masks", "Tiger Plush", "Celadon Vase", "Buchae Fan"
    ]});
    t["city"][0] = json!({"face_up": ["Insadong"]});
    let mut all = serde_json::to_value(load(t.clone())).unwrap();
    // Put every deck card but one into seat 1's hand.
    let deck: Vec<Value> = all["deck"].as_array().unwrap().clone();
    let mut hand = all["seats"][1]["hand"].as_array().unwrap().clone();
    hand.extend(deck[1..].iter().cloned());
    all["seats"][1]["hand"] = json!(hand);
    all["deck"] = json!([deck[0]]);
    let mut g = load(all);
    assert_eq!(g.deck_len(), 1);
    act(&mut g, 0, "experience 1");
    act(&mut g, 0, "play Insadong");
    act(&mut g, 0, "pay Hanbok to 2");
    assert_eq!(g.deck_len(), 0);
    assert_eq!(g.active(), Seat(1), "one card placed, and the turn is over");
}

#[test]
fn sj_11_a_player_passes_only_with_no_book_and_no_pile_to_take() {
    let mut t = table(2, 1);
    t["city"] = json!([]);
    t["seats"][0] = json!({"hand": ["Insadong"]});
    let mut g = load(t.clone());
    // One card and nothing to pay with; an empty City (SJ-11).
    assert_eq!(legal(&g, 0), ["pass"]);
    act(&mut g, 0, "pass");
    assert_eq!(g.active(), Seat(1));
    t["city"] = json!([{"face_up": ["Norigae"]}]);
    let mut g = load(t);
    let err = refuse(&mut g, 0, "pass");
    assert!(matches!(err, Violation::CannotPass { .. }), "{err}");
}

#[test]
fn turns_go_clockwise_and_out_of_turn_actions_are_refused() {
    let mut t = table(3, 1);
    t["seats"][0] = json!({"hand": ["Insadong", "Hanbok"]});
    t["seats"][2] = json!({"hand": ["Seoul Forest", "Hahoe Mask"]});
    let mut g = load(t);
    let err = refuse(&mut g, 2, "book Seoul Forest");
    assert!(
        matches!(
            err,
            Violation::Turn(TurnViolation::NotYourTurn { seat: Seat(2), waiting, .. })
                if waiting == SeatSet::only(Seat(0))
        ),
        "{err}"
    );
    assert_eq!(err.rule(), seoul_rules::rule::CLOCKWISE_TURNS);
    assert!(matches!(
        refuse(&mut g, 7, "end"),
        Violation::Turn(TurnViolation::NoSuchSeat { .. })
    ));
    act(&mut g, 0, "book Insadong");
    act(&mut g, 0, "pay Hanbok to 1");
    assert_eq!(g.to_act(), ToAct::Seat(Seat(1)));
}

#[test]
fn an_action_of_another_step_is_refused_with_that_steps_rule() {
    let mut t = table(2, 1);
    t["seats"][0] = json!({"hand": ["Insadong", "Hanbok"]});
    let mut g = load(t);
    let err = refuse(&mut g, 0, "pay Hanbok to 1");
    assert!(matches!(err, Violation::WrongStep { .. }), "{err}");
    assert_eq!(err.rule(), seoul_rules::rule::EXPERIENCE_OR_BOOK);
    act(&mut g, 0, "book Insadong");
    let err = refuse(&mut g, 0, "experience 1");
    assert_eq!(err.rule(), seoul_rules::rule::PAY_STEP);
    let err = refuse(&mut g, 0, "awaken Haechi");
    assert!(matches!(err, Violation::NotBetweenSteps { .. }), "{err}");
}
