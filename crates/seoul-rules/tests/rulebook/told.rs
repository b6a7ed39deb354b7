//! What the table is told, and when: the Day's end announced as the 9th
//! card lands (L43, L63), why a first player to 9 earns no Nightlife token
//! (L58, L61), which card earned a Shopping bonus (L33), Shopping sets by
//! type (L75), and a refill that counts the cards the deck really holds
//! (L54, SJ-26).

use super::*;
use seoul_rules::position::{PhaseRepr, Position};
use tabletop_core::Audience;

/// Applies `text` for `seat` and returns what a spectator is told of it.
fn act_told(game: &mut Seoul, seat: u8, text: &str) -> Vec<String> {
    let before = game.clone();
    act(game, seat, text);
    let action = before.parse_action(text).expect("parses");
    game.narrate(&before, Seat(seat), &action, Audience::Spectator)
}

/// Where the first line containing `needle` is told.
fn at(lines: &[String], needle: &str) -> usize {
    lines
        .iter()
        .position(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("nobody is told {needle:?}: {lines:#?}"))
}

#[test]
fn sj_28_the_days_end_is_announced_as_the_ninth_card_lands_before_the_refill() {
    // L43 "until one player plays their 9th card … When this happens, all
    // other players get one more turn": seat 0 has 8 cards, takes Norigae
    // from space 1 and plays it. The table hears of the Day's end with the
    // 9th card, before the first refill card goes (by itself) into space 1.
    let mut g = norigae_to_pay_for_the_ninth_card();
    let told = act_told(&mut g, 0, "pay Hahoe Mask to 2");
    let ninth = at(&told, "Norigae joins the tableau: seat 0 has 9 cards.");
    let end = at(
        &told,
        "seat 0 has 9 cards: everyone else takes one more turn, then the Day ends; \
         seat 0 earns a Nightlife token.",
    );
    let refill = at(&told, "seat 0 puts a face-down");
    assert_eq!((ninth + 1, end + 1), (end, refill), "{told:#?}");
    assert!(
        g.space(0).len() == 1,
        "the first refill card went by itself"
    );
}

#[test]
fn sj_21_the_day_end_tells_why_the_first_to_nine_earns_no_token() {
    // L58: the token goes to the first to 9, if the supply has one; L61:
    // not while Tired. The Day's breakdown tells the two reasons apart,
    // from the record of the Day (the narration at the 9th card too:
    // `sj_21_no_nightlife_token_is_earned_when_the_supply_is_empty`).
    let record = |supply: u8, highlights: Value, tiring: u8| {
        let mut t = table(2, 2);
        t["day"] = json!(2);
        t["seats"][0]["scores"] = json!([20]);
        t["seats"][1]["scores"] = json!([18]);
        t["nightlife_supply"] = json!(supply);
        t["last_day"] = json!({
            "day": 1,
            "trends": ["green"],
            "seats": [
                {"highlights": highlights, "tiring": tiring},
                {"highlights": [{"card": "Seokchon Lake"}], "tiring": 0}
            ],
            "trigger": 0,
            "earned": null,
            "nightlife_supply": supply
        });
        let g = load(t);
        let lines = g.explain_day(g.last_day().expect("a record"));
        lines[at(&lines, "first to 9")].trim().to_string()
    };
    let rested = json!([{"card": "Seoul Forest"}]);
    let tired = json!([
        {"card": "COEX Aquarium"},
        {"card": "Bukhansan National Park"},
        {"card": "Lotte World"}
    ]);
    assert_eq!(
        record(0, rested, 0),
        "first to 9 cards, but no Nightlife token was left to earn"
    );
    assert_eq!(
        record(2, tired, 3),
        "first to 9 cards while Tired: no Nightlife token (L61)"
    );
}

#[test]
fn sj_16_the_shopping_bonus_names_the_card_that_earned_it() {
    // L33 "When you play your 2nd and 5th card of the same type, you may
    // immediately link": Magpie Plush is seat 0's second Plush.
    let mut g = load(seven_cards_and_a_plush(table(2, 1)));
    act(&mut g, 0, "book Magpie Plush");
    let told = act_told(&mut g, 0, "pay Hanbok to 1");
    at(
        &told,
        "Magpie Plush brings seat 0's Plushes cards to 2, a Shopping bonus (L33): \
         seat 0 may link a Festival or a Food from the hand to any Highlight, for free.",
    );
}

#[test]
fn sj_5_shopping_sets_are_told_by_type_and_size() {
    // L74-75: "Arrange your Shopping cards into groups by type. Each set
    // scores …" — one line per set, its type and how many cards.
    let mut t = table(2, 1);
    t["seats"][0] = json!({
        "highlights": [{"card": "Seoul Forest"}],
        "shopping": ["Tiger Plush", "Sheet Masks", "Light Stick", "Photo Cards"]
    });
    let g = load(t);
    let lines: Vec<String> = g
        .day_table()
        .breakdown(Seat(0))
        .iter()
        .map(|p| p.explain(&cat()))
        .collect();
    at(&lines, "Modern set of 3 cards: 9");
    at(&lines, "Plushes set of 1 card: 2");
}

/// Every card of the reference deck but `keep` and `placed`, by name.
fn all_but(keep: &[&str], placed: &[&str]) -> Vec<String> {
    let cat = cat();
    cat.all()
        .iter()
        .map(|c| cat.name(c))
        .filter(|n| !keep.contains(&n.as_str()) && !placed.contains(&n.as_str()))
        .collect()
}

#[test]
fn sj_26_a_refill_counts_only_the_cards_the_deck_still_holds() {
    // L54 "Draw 2 cards from the deck in a 2-3 player game"; SJ-26: as
    // many as it has. The deck holds one card (seat 1 holds every other
    // one), so after the Experience one refill card is to come, and a saved
    // position says 1, not 2.
    let placed = ["Norigae", "Bear Plush", "Hanbok"];
    let mut t = table(2, 1);
    t["city"] = json!([{"face_up": ["Norigae"]}, {"face_up": ["Bear Plush"]}]);
    t["seats"][0] = json!({"hand": ["Hanbok"]});
    t["seats"][1] = json!({"hand": all_but(&["Celadon Vase"], &placed)});
    let mut g = load(t);
    assert_eq!(g.deck_len(), 1);
    act(&mut g, 0, "experience 1");
    act(&mut g, 0, "play Norigae");
    act(&mut g, 0, "pay Hanbok to 2");
    assert_eq!(g.phase(), Phase::Refill { left: 1, filled: 0 });
    let saved = Position::from(g.clone());
    assert_eq!(
        saved.phase,
        PhaseRepr::Refill {
            left: 1,
            filled: vec![]
        }
    );
    // A position that asks for more refill cards than the deck holds is
    // refused with the reason.
    let mut json = serde_json::to_value(&saved).expect("a position serialises");
    json["phase"]["refill"]["left"] = json!(2);
    let reason = refused_position(json);
    assert!(
        reason.contains("2 refill cards to place, at most 3, from a deck that holds 1 card"),
        "{reason}"
    );
}
