//! The cards (L21-34): costs, Highlights left to right, Tiring, Delights
//! and their links, Shopping, Immediate Effects.

use super::*;
use seoul_rules::Mode;
use tabletop_core::RuleViolation;

#[test]
fn highlights_are_played_left_to_right() {
    let mut t = table(2, 1);
    t["seats"][0] =
        json!({"hand": ["Seoul Forest", "Hanbok"], "highlights": [{"card": "Insadong"}]});
    let mut g = load(t);
    act(&mut g, 0, "book Seoul Forest");
    act(&mut g, 0, "pay Hanbok to 1");
    assert_eq!(highlights(&g, 0), ["Insadong", "Seoul Forest"], "L24");
}

#[test]
fn sj_8_a_delight_links_to_the_rightmost_highlight_only() {
    // L24, L27: once a new Highlight is played, earlier ones take no more.
    let mut t = table(2, 1);
    t["seats"][0] = json!({
        "hand": ["Kimjang & Pajeon", "Hanbok"],
        "highlights": [{"card": "Seoul Forest"}, {"card": "Insadong"}]
    });
    let mut g = load(t);
    act(&mut g, 0, "book Kimjang & Pajeon as festival");
    act(&mut g, 0, "pay Hanbok to 1");
    let tab = g.tableau(Seat(0));
    assert_eq!(tab.linked(1, Mode::Festival), Some(id("Kimjang & Pajeon")));
    assert_eq!(tab.linked(0, Mode::Festival), None);
}

#[test]
fn sj_8_a_delight_needs_a_highlight_to_link_to() {
    let mut t = table(2, 1);
    t["seats"][0] = json!({"hand": ["Kimjang & Pajeon", "Hanbok"]});
    let mut g = load(t);
    let err = refuse(&mut g, 0, "book Kimjang & Pajeon as food");
    assert!(matches!(err, Violation::NoHighlight { .. }), "{err}");
    assert_eq!(err.rule(), seoul_rules::rule::DELIGHT_RIGHTMOST);
}

#[test]
fn sj_6_a_delight_shows_its_festival_or_its_food_never_both_and_says_which() {
    let mut t = table(2, 1);
    t["seats"][0] =
        json!({"hand": ["Kimjang & Pajeon", "Hanbok"], "highlights": [{"card": "Insadong"}]});
    let mut g = load(t);
    assert!(matches!(
        refuse(&mut g, 0, "book Kimjang & Pajeon"),
        Violation::BadMode { .. }
    ));
    assert!(matches!(
        refuse(&mut g, 0, "book Hanbok as food"),
        Violation::BadMode { .. }
    ));
    assert!(is_legal(&g, 0, "book Kimjang & Pajeon as festival"));
    assert!(is_legal(&g, 0, "book Kimjang & Pajeon as food"));
}

#[test]
fn sj_7_a_highlight_takes_one_festival_and_one_food() {
    // L24, SJ-7.
    let mut t = table(2, 1);
    t["seats"][0] = json!({
        "hand": ["Picnic Concert & Ssambap", "Kimjang & Mugwort Tteok", "Hanbok"],
        "highlights": [{"card": "Seoul Forest", "festival": "Kimjang & Pajeon"}]
    });
    let mut g = load(t);
    let err = refuse(&mut g, 0, "book Picnic Concert & Ssambap as festival");
    assert!(
        matches!(
            err,
            Violation::SlotTaken {
                mode: Mode::Festival,
                ..
            }
        ),
        "{err}"
    );
    assert_eq!(err.rule(), seoul_rules::rule::ONE_FESTIVAL_ONE_FOOD);
    act(&mut g, 0, "book Picnic Concert & Ssambap as food");
    assert_eq!(g.tableau(Seat(0)).count(), 3);
}

#[test]
fn sj_10_every_card_costs_a_discard_but_a_matching_delight() {
    // L22: with a single card in hand, only a free Delight can be booked.
    let mut t = table(2, 1);
    t["seats"][0] = json!({"hand": ["Insadong"], "highlights": [{"card": "Seoul Forest"}]});
    let mut g = load(t.clone());
    let err = refuse(&mut g, 0, "book Insadong");
    assert!(matches!(err, Violation::CannotPay { .. }), "{err}");
    assert_eq!(err.rule(), seoul_rules::rule::COST);
    t["seats"][0]["hand"] = json!(["Kimjang & Pajeon"]);
    let mut g = load(t);
    assert!(
        is_legal(&g, 0, "book Kimjang & Pajeon as festival"),
        "green on green is free"
    );
    act(&mut g, 0, "book Kimjang & Pajeon as food");
    assert!(g.hand(Seat(0)).is_empty());
}

#[test]
fn sj_9_the_third_tiring_card_is_played_and_then_no_more_highlights() {
    // L25, SJ-9.
    let mut t = table(2, 1);
    t["seats"][0] = json!({
        "hand": ["Lotte World", "Insadong", "Kimjang & Pajeon", "Hanbok", "Hahoe Mask", "Sheet Masks"],
        "highlights": [{"card": "COEX Aquarium"}, {"card": "Itaewon"}]
    });
    let mut g = load(t);
    assert!(!g.tableau(Seat(0)).is_tired());
    act(&mut g, 0, "book Lotte World");
    act(&mut g, 0, "pay Hanbok to 1");
    assert!(g.tableau(Seat(0)).is_tired());
    let mut t = serde_json::to_value(&g).unwrap();
    t["active"] = json!(0);
    let mut g = load(t);
    let err = refuse(&mut g, 0, "book Insadong");
    assert_eq!(err, Violation::Tired);
    assert_eq!(err.rule(), seoul_rules::rule::TIRED);
    // Delights and Shopping are still played.
    assert!(is_legal(&g, 0, "book Kimjang & Pajeon as festival"));
    assert!(is_legal(&g, 0, "book Sheet Masks"));
}

#[test]
fn sj_30_shopping_counts_towards_nine_and_guardians_never() {
    // L32, L36, SJ-30.
    let mut t = table(2, 1);
    t["seats"][0] = json!({
        "hand": ["Sheet Masks", "Haechi", "Hanbok", "Hahoe Mask"],
        "highlights": [{"card": "Insadong"}]
    });
    let mut g = load(t);
    act(&mut g, 0, "book Sheet Masks");
    act(&mut g, 0, "pay Hanbok to 1");
    assert_eq!(g.tableau(Seat(0)).count(), 2);
    let mut t = serde_json::to_value(&g).unwrap();
    t["active"] = json!(0);
    let mut g = load(t);
    act(&mut g, 0, "book Haechi");
    act(&mut g, 0, "pay Hahoe Mask to 1");
    assert_eq!(
        g.tableau(Seat(0)).count(),
        2,
        "a Guardian is beside the tableau"
    );
    assert!(g.guardians(Seat(0)).contains(id("Haechi")));
}

#[test]
fn sj_32_an_immediate_effect_draws_two_when_the_highlight_is_played() {
    // L46, SJ-32: after the card is placed and paid.
    let mut t = table(2, 1);
    t["seats"][0] = json!({"hand": ["Hangang River Cruise", "Hanbok"]});
    t["deck"] = json!(["Hahoe Mask", "Sheet Masks", "Tiger Plush"]);
    let mut g = load(t);
    act(&mut g, 0, "book Hangang River Cruise");
    act(&mut g, 0, "pay Hanbok to 1");
    assert_eq!(g.hand(Seat(0)), set(&["Hahoe Mask", "Sheet Masks"]));
}

/// Seat 0 has just played Deoksugung Palace beside Seoul Forest; its
/// Immediate Effect (Link Any Color Festival) waits, Kimjang & Pajeon in
/// hand.
fn deoksugung_played() -> Seoul {
    let mut t = table(2, 1);
    t["seats"][0] = json!({
        "hand": ["Deoksugung Palace", "Hanbok", "Kimjang & Pajeon"],
        "highlights": [{"card": "Seoul Forest"}]
    });
    let mut g = load(t);
    act(&mut g, 0, "book Deoksugung Palace");
    act(&mut g, 0, "pay Hanbok to 1");
    g
}

#[test]
fn sj_31_an_immediate_effect_links_a_festival_to_any_highlight_for_free() {
    let mut g = deoksugung_played();
    // Link Any Color Festival (L116): a Festival only, on any Highlight.
    assert_eq!(
        legal(&g, 0),
        [
            "link Kimjang & Pajeon as festival on 1",
            "link Kimjang & Pajeon as festival on 2",
            "skip"
        ]
    );
    let err = refuse(&mut g, 0, "link Kimjang & Pajeon as food on 1");
    assert!(matches!(err, Violation::LinkMode { .. }), "{err}");
    act(&mut g, 0, "link Kimjang & Pajeon as festival on 1");
    assert_eq!(
        g.tableau(Seat(0)).linked(0, Mode::Festival),
        Some(id("Kimjang & Pajeon"))
    );
}

#[test]
fn sj_31_an_immediate_effect_with_nothing_to_link_does_nothing() {
    let mut t = table(2, 1);
    t["seats"][0] = json!({"hand": ["Noryangjin Fish Market", "Hanbok"]});
    let mut g = load(t);
    act(&mut g, 0, "book Noryangjin Fish Market");
    act(&mut g, 0, "pay Hanbok to 1");
    assert_eq!(g.active(), Seat(1), "no Delight in hand: the turn is over");
}

#[test]
fn sj_31_a_rest_effect_takes_one_tiring_card_off() {
    let mut t = table(2, 1);
    t["seats"][0] = json!({
        "hand": ["Gyeongui Line Forest Park", "Hanbok"],
        "highlights": [{"card": "COEX Aquarium"}, {"card": "Itaewon"}]
    });
    let mut g = load(t);
    assert_eq!(g.tableau(Seat(0)).tiring(), 2);
    act(&mut g, 0, "book Gyeongui Line Forest Park");
    act(&mut g, 0, "pay Hanbok to 1");
    assert_eq!(g.tableau(Seat(0)).tiring(), 1);
}

/// L22, L46: a card taken from a City pile is paid with the one card left
/// in hand — one other card is enough (the discard goes to another space).
#[test]
fn sj_10_one_card_in_hand_pays_for_a_card_of_the_pile() {
    let mut t = table(2, 1);
    t["seats"][0] = json!({"hand": ["Hanbok"]});
    let mut g = load(t);
    act(&mut g, 0, "experience 1");
    assert!(is_legal(&g, 0, "play Norigae"), "{:?}", legal(&g, 0));
    assert!(!is_legal(&g, 0, "keep"), "{:?}", legal(&g, 0));
    act(&mut g, 0, "play Norigae");
    act(&mut g, 0, "pay Hanbok to 2");
    assert!(g.hand(Seat(0)).is_empty());
}

/// L15: the City has 5 spaces; a sixth is refused and named as such.
#[test]
fn a_city_space_beyond_the_fifth_is_refused() {
    let g = load(table(2, 1));
    for space in [5u8, 6] {
        assert_eq!(
            g.validate(Seat(0), &seoul_rules::Action::Experience { space }),
            Err(Violation::NoSuchSpace {
                space: u16::from(space) + 1
            })
        );
    }
}

#[test]
fn a_link_names_the_highlight_that_is_not_there_by_its_place() {
    // L24: Highlights are numbered left to right from 1; a link to the
    // third when there are two names the third.
    let mut g = deoksugung_played();
    for place in [3u16, 4] {
        let err = refuse(
            &mut g,
            0,
            &format!("link Kimjang & Pajeon as festival on {place}"),
        );
        assert_eq!(err, Violation::NoSuchHighlight { place });
    }
}
