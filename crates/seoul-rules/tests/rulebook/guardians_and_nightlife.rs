//! Guardians (L35-40: the token, Awaken once per Day, Nest) and Nightlife
//! tokens (L57-61).

use super::*;
use seoul_rules::{Mode, Part};
use tabletop_core::RuleViolation;

fn with_guardian(guardian: &str, hand: &[&str]) -> Seoul {
    let mut t = table(2, 1);
    t["seats"][0] = json!({
        "hand": hand,
        "highlights": [{"card": "Seoul Forest"}, {"card": "Insadong"}],
        "guardians": [{"card": guardian}]
    });
    t["deck"] = json!(["Red Ginseng", "Sheet Masks", "Tiger Plush"]);
    load(t)
}

#[test]
fn a_played_guardian_gives_its_token() {
    let mut t = table(2, 1);
    t["seats"][0] = json!({"hand": ["Jujak", "Hanbok"]});
    let mut g = load(t);
    act(&mut g, 0, "book Jujak");
    act(&mut g, 0, "pay Hanbok to 1");
    assert!(g.guardians(Seat(0)).contains(id("Jujak")));
    assert!(!g.flipped().contains(id("Jujak")), "gained face up (L36)");
}

#[test]
fn sj_18_a_token_is_awakened_once_a_day_and_only_by_its_owner() {
    let mut g = with_guardian("Cheongnyong", &["Hanbok"]);
    let err = refuse(&mut g, 0, "awaken Haechi");
    assert!(matches!(err, Violation::NotYourGuardian { .. }), "{err}");
    act(&mut g, 0, "awaken Cheongnyong");
    assert!(g.flipped().contains(id("Cheongnyong")));
    let err = refuse(&mut g, 0, "awaken Cheongnyong");
    assert!(matches!(err, Violation::AlreadyFlipped { .. }), "{err}");
    assert_eq!(err.rule(), seoul_rules::rule::AWAKEN_ONCE);
}

#[test]
fn sj_18_awakening_happens_between_steps_not_while_paying() {
    // SJ-18: before the main action, after revealing a pile, at the end.
    let mut g = with_guardian("Cheongnyong", &["Hanbok", "Hahoe Mask"]);
    assert!(is_legal(&g, 0, "awaken Cheongnyong"));
    act(&mut g, 0, "book Hanbok");
    let err = refuse(&mut g, 0, "awaken Cheongnyong");
    assert_eq!(
        err,
        Violation::NotBetweenSteps {
            during: "while paying for a card"
        }
    );
    act(&mut g, 0, "pay Hahoe Mask to 1");
    assert_eq!(
        legal(&g, 0),
        ["awaken Cheongnyong", "end"],
        "the end-of-turn window"
    );
    act(&mut g, 0, "end");
    assert_eq!(g.active(), Seat(1));
}

#[test]
fn sj_1_cheongnyong_draws_two() {
    let mut g = with_guardian("Cheongnyong", &["Hanbok"]);
    act(&mut g, 0, "awaken Cheongnyong");
    assert_eq!(
        g.hand(Seat(0)),
        set(&["Hanbok", "Red Ginseng", "Sheet Masks"])
    );
    assert_eq!(g.phase(), Phase::Main, "the main action follows");
}

#[test]
fn sj_1_jujak_and_baekho_link_a_festival_or_a_food_to_any_highlight() {
    let mut g = with_guardian("Jujak", &["Kimjang & Pajeon", "Hanbok"]);
    act(&mut g, 0, "awaken Jujak");
    assert!(is_legal(&g, 0, "link Kimjang & Pajeon as festival on 1"));
    assert!(!is_legal(&g, 0, "link Kimjang & Pajeon as food on 1"));
    act(&mut g, 0, "link Kimjang & Pajeon as festival on 1");
    assert_eq!(
        g.phase(),
        Phase::Main,
        "back to the step it was awakened in"
    );
    let mut g = with_guardian("Baekho", &["Kimjang & Pajeon", "Hanbok"]);
    act(&mut g, 0, "awaken Baekho");
    act(&mut g, 0, "link Kimjang & Pajeon as food on 2");
    assert_eq!(
        g.tableau(Seat(0)).linked(1, Mode::Food),
        Some(id("Kimjang & Pajeon"))
    );
}

#[test]
fn sj_1_dokkaebi_scouts_a_face_up_city_card() {
    let mut g = with_guardian("Dokkaebi", &["Hanbok"]);
    act(&mut g, 0, "awaken Dokkaebi");
    assert_eq!(legal(&g, 0).last().map(String::as_str), Some("skip"));
    act(&mut g, 0, "scout Bear Plush");
    assert!(g.hand(Seat(0)).contains(id("Bear Plush")));
    assert!(g.space(1).is_empty());
}

#[test]
fn sj_1_haechi_plays_one_more_card() {
    let mut g = with_guardian(
        "Haechi",
        &["Hanbok", "Hahoe Mask", "Kimjang & Pajeon", "Buchae Fan"],
    );
    act(&mut g, 0, "awaken Haechi");
    assert_eq!(g.phase(), Phase::Encore);
    act(&mut g, 0, "book Kimjang & Pajeon as food");
    act(&mut g, 0, "pay Hahoe Mask to 3");
    assert_eq!(g.phase(), Phase::Main, "then the main action");
    act(&mut g, 0, "book Hanbok");
    act(&mut g, 0, "pay Buchae Fan to 1");
    assert_eq!(
        g.tableau(Seat(0)).count(),
        4,
        "two Highlights and two cards played"
    );
}

#[test]
fn sj_18_bonghwang_rests_a_tired_player_who_may_then_play_a_highlight_of_the_pile() {
    let mut t = table(2, 1);
    t["seats"][0] = json!({
        "hand": ["Hanbok"],
        "highlights": [{"card": "COEX Aquarium"}, {"card": "Itaewon"}, {"card": "Lotte World"}],
        "guardians": [{"card": "Bonghwang"}]
    });
    t["city"][0] = json!({"face_up": ["Insadong"]});
    let mut g = load(t);
    act(&mut g, 0, "experience 1");
    // Tired: Insadong cannot be played, but the pile waits for an Awaken.
    assert_eq!(legal(&g, 0), ["awaken Bonghwang", "keep"]);
    act(&mut g, 0, "awaken Bonghwang");
    assert!(!g.tableau(Seat(0)).is_tired());
    act(&mut g, 0, "play Insadong");
    act(&mut g, 0, "pay Hanbok to 2");
    assert_eq!(
        highlights(&g, 0).last().map(String::as_str),
        Some("Insadong")
    );
}

#[test]
fn sj_20_an_unflipped_token_nests_on_a_highlight_of_its_colour() {
    // L40, SJ-20, SJ-35: on a Highlight of the Guardian's colour; several
    // tokens may nest on one Highlight; a flipped token does not nest.
    let mut t = table(2, 1);
    t["seats"][0] = json!({
        "highlights": [{"card": "Seoul Forest"}, {"card": "Insadong"}],
        "guardians": [{"card": "Dokkaebi"}, {"card": "Haechi", "flipped": true}, {"card": "Bonghwang"}]
    });
    let g = load(t);
    let nests: Vec<Part> = g
        .day_table()
        .breakdown(Seat(0))
        .into_iter()
        .filter(|p| matches!(p, Part::Nest { .. }))
        .collect();
    assert_eq!(
        nests,
        [Part::Nest {
            guardian: id("Dokkaebi"),
            highlight: id("Seoul Forest"),
            points: 3
        }],
        "Haechi is flipped; Bonghwang has no purple Highlight"
    );
}

#[test]
fn sj_21_a_nightlife_token_is_spent_only_at_the_start_of_a_turn() {
    let mut t = table(2, 2);
    t["seats"][0] =
        json!({"hand": ["Hanbok"], "nightlife": 1, "guardians": [{"card": "Cheongnyong"}]});
    t["nightlife_supply"] = json!(2);
    let mut g = load(t);
    act(&mut g, 0, "awaken Cheongnyong");
    let err = refuse(&mut g, 0, "nightlife");
    assert_eq!(
        err,
        Violation::NightlifeLate {
            one_per_turn: false
        }
    );
    assert_eq!(err.rule(), seoul_rules::rule::NIGHTLIFE_AT_START);
    let mut g = load(table(2, 1));
    assert_eq!(refuse(&mut g, 0, "nightlife"), Violation::NoNightlife);
}

/// Day 2 of 2: seat 0 holds two Nightlife tokens (the third is in the
/// supply) and a Hanbok; the deck starts with four Shopping cards.
fn two_nightlife_tokens(flag: Option<&str>) -> Seoul {
    let mut t = table(2, 2);
    t["day"] = json!(2);
    t["seats"][0] = json!({"hand": ["Hanbok"], "nightlife": 2, "scores": [10]});
    t["seats"][1] = json!({"scores": [12]});
    t["nightlife_supply"] = json!(1);
    t["deck"] = json!(["Red Ginseng", "Sheet Masks", "Tiger Plush", "Celadon Vase"]);
    if let Some(flag) = flag {
        t["config"]["nightlife"] = json!(flag);
    }
    load(t)
}

#[test]
fn sj_36_two_nightlife_tokens_are_spent_at_the_start_of_one_turn() {
    // L59 "It can be discarded at the start of a future turn … draw 2
    // cards (this does not replace your main action)": the text sets no
    // limit on how many, so both tokens go at the start of this turn, two
    // cards each, and the main action follows.
    let mut g = two_nightlife_tokens(None);
    act(&mut g, 0, "nightlife");
    assert!(is_legal(&g, 0, "nightlife"), "{:?}", legal(&g, 0));
    act(&mut g, 0, "nightlife");
    assert_eq!(
        g.hand(Seat(0)),
        set(&[
            "Hanbok",
            "Red Ginseng",
            "Sheet Masks",
            "Tiger Plush",
            "Celadon Vase"
        ])
    );
    assert_eq!((g.nightlife(Seat(0)), g.nightlife_supply()), (0, 1));
    assert_eq!(g.phase(), Phase::Main, "the main action is still to come");
    assert_eq!(g.active(), Seat(0));
}

#[test]
fn sj_36_flag_one_per_turn_spends_one_nightlife_token_a_turn() {
    // The other reading ("it", one token, at the start of "a future
    // turn"): the second token waits for a later turn.
    let mut g = two_nightlife_tokens(Some("one_per_turn"));
    act(&mut g, 0, "nightlife");
    assert!(!is_legal(&g, 0, "nightlife"), "{:?}", legal(&g, 0));
    let err = refuse(&mut g, 0, "nightlife");
    assert_eq!(err, Violation::NightlifeLate { one_per_turn: true });
    assert!(err.to_string().contains("one a turn"), "{err}");
    assert_eq!(g.nightlife(Seat(0)), 1);
    assert_eq!(
        g.hand(Seat(0)),
        set(&["Hanbok", "Red Ginseng", "Sheet Masks"])
    );
}

#[test]
fn sj_18_a_guardian_is_awakened_between_refill_cards_too() {
    // SJ-18: the refill is placed card by card; between two cards the
    // player may Awaken (here Cheongnyong draws two of the deck's cards,
    // so the next refill card is another).
    let mut g = insadong_then_refill(2, json!([{"card": "Cheongnyong"}]));
    act(&mut g, 0, "refill 1");
    assert!(g.space(0).contains(id("Hahoe Mask")));
    assert!(is_legal(&g, 0, "awaken Cheongnyong"), "{:?}", legal(&g, 0));
    act(&mut g, 0, "awaken Cheongnyong");
    assert_eq!(g.hand(Seat(0)), set(&["Sheet Masks", "Tiger Plush"]));
    assert!(matches!(g.phase(), Phase::Refill { left: 1, .. }));
    act(&mut g, 0, "refill 3");
    assert!(g.space(2).contains(id("Celadon Vase")));
}

#[test]
fn sj_18_a_refill_card_with_one_space_to_go_waits_while_the_player_may_awaken() {
    // L38 "At any time during your turn": after the Experience the first
    // refill card can only go into the emptied space 1, but the engine
    // does not place it while seat 0 holds a face-up Cheongnyong. Awakened
    // now, Cheongnyong draws the deck's top two cards (Hahoe Mask, Sheet
    // Masks), so the refill brings Tiger Plush and Celadon Vase instead.
    let mut g = insadong_then_refill(2, json!([{"card": "Cheongnyong"}]));
    assert!(g.space(0).is_empty(), "nothing placed by itself");
    assert_eq!(legal(&g, 0), ["awaken Cheongnyong", "refill 1"]);
    act(&mut g, 0, "awaken Cheongnyong");
    assert_eq!(g.hand(Seat(0)), set(&["Hahoe Mask", "Sheet Masks"]));
    // No token is left face up: the card with one place to go goes there.
    assert_eq!(g.space(0), set(&["Tiger Plush"]));
    assert!(matches!(g.phase(), Phase::Refill { left: 1, .. }));
    act(&mut g, 0, "refill 4");
    assert!(g.space(3).contains(id("Celadon Vase")));
    assert_eq!(g.active(), Seat(1));
}

#[test]
fn sj_18_no_awakening_while_an_effect_waits_for_its_choice() {
    // SJ-18: Dokkaebi's Scout is a choice of its own; another Guardian
    // waits until it is made.
    let mut t = table(2, 1);
    t["seats"][0] = json!({
        "hand": ["Hanbok"],
        "guardians": [{"card": "Dokkaebi"}, {"card": "Cheongnyong"}]
    });
    let mut g = load(t);
    act(&mut g, 0, "awaken Dokkaebi");
    let err = refuse(&mut g, 0, "awaken Cheongnyong");
    assert_eq!(
        err,
        Violation::NotBetweenSteps {
            during: "while an effect is resolving"
        }
    );
}

#[test]
fn sj_13_a_pile_left_unplayable_after_an_awakening_joins_the_hand_by_itself() {
    // SJ-13: a pile none of whose cards can be played is kept, and the
    // refill follows. Tired, the player cannot play Insadong; the pile
    // waits while a Guardian could change that, and once Cheongnyong (who
    // cannot) is awakened, nothing could: the pile joins the hand and the
    // first refill card goes into the emptied space by itself.
    let mut t = table(2, 1);
    t["seats"][0] = json!({
        "hand": ["Hanbok"],
        "highlights": [{"card": "COEX Aquarium"}, {"card": "Itaewon"}, {"card": "Lotte World"}],
        "guardians": [{"card": "Cheongnyong"}]
    });
    t["city"][0] = json!({"face_up": ["Insadong"]});
    t["deck"] = json!(["Red Ginseng", "Sheet Masks", "Tiger Plush"]);
    let mut g = load(t);
    act(&mut g, 0, "experience 1");
    assert_eq!(legal(&g, 0), ["awaken Cheongnyong", "keep"]);
    act(&mut g, 0, "awaken Cheongnyong");
    assert_eq!(
        g.hand(Seat(0)),
        set(&["Hanbok", "Insadong", "Red Ginseng", "Sheet Masks"])
    );
    assert_eq!(
        g.phase(),
        Phase::Refill {
            left: 1,
            filled: 0b1
        }
    );
    assert!(g.space(0).contains(id("Tiger Plush")));
}

#[test]
fn sj_18_a_scout_between_refill_cards_empties_a_space_the_next_card_must_fill() {
    // SJ-19: refill cards go into empty spaces first. Between two refill
    // cards Dokkaebi scouts Bear Plush, the only card of space 2; the next
    // refill card then has one place to go, and goes there by itself (no
    // token is left face up to Awaken first).
    let mut t = table(2, 1);
    t["seats"][0] = json!({"hand": ["Hanbok"], "guardians": [{"card": "Dokkaebi"}]});
    t["city"][0] = json!({"face_up": ["Insadong"]});
    t["deck"] = json!(["Hahoe Mask", "Sheet Masks", "Tiger Plush"]);
    let mut g = load(t);
    act(&mut g, 0, "experience 1");
    act(&mut g, 0, "play Insadong");
    act(&mut g, 0, "pay Hanbok to 3");
    act(&mut g, 0, "refill 1");
    assert!(g.space(0).contains(id("Hahoe Mask")), "the emptied space");
    assert_eq!(legal(&g, 0).len(), 6, "{:?}", legal(&g, 0));
    act(&mut g, 0, "awaken Dokkaebi");
    act(&mut g, 0, "scout Bear Plush");
    assert_eq!(g.space(1), set(&["Sheet Masks"]));
    assert_eq!(g.active(), Seat(1), "both refill cards placed, turn over");
}

#[test]
fn sj_21_no_nightlife_token_is_earned_when_the_supply_is_empty() {
    // L58: the first to reach 9 cards takes a Nightlife token, if one is
    // left: here all three are already held.
    let mut t = seven_cards_and_a_plush(table(2, 2));
    t["seats"][0]["nightlife"] = json!(1);
    t["seats"][1] = json!({"nightlife": 2});
    t["nightlife_supply"] = json!(0);
    let mut g = load(t);
    act(&mut g, 0, "book Magpie Plush");
    act(&mut g, 0, "pay Hanbok to 1");
    let before = g.clone();
    act(&mut g, 0, "link Kimjang & Pajeon as food on 1");
    assert_eq!(g.trigger(), Some(Seat(0)));
    assert_eq!((g.nightlife(Seat(0)), g.nightlife_supply()), (1, 0));
    // The table is told why (not "Tired": the supply is empty).
    let action = g
        .parse_action("link Kimjang & Pajeon as food on 1")
        .unwrap();
    let told = g.narrate(
        &before,
        Seat(0),
        &action,
        tabletop_core::Audience::Spectator,
    );
    assert!(
        told.iter()
            .any(|l| l.ends_with("then the Day ends; no Nightlife token is left to earn.")),
        "{told:#?}"
    );
}
