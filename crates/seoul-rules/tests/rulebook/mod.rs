//! The rulebook's worked examples (SJ-T1 … SJ-T9) and one named test per
//! rule, each from a hand-written position.

mod cards_and_costs;
mod day_end_and_scoring;
mod deck_and_positions;
mod guardians_and_nightlife;
mod setup_and_days;
mod told;
mod turn;
mod worked_examples;

use seoul_rules::{CardId, Catalogue, Phase, Seoul, Violation};
use serde_json::{Value, json};
use tabletop_core::{CardSet, Game, Seat};

/// The reference deck.
pub fn cat() -> Catalogue {
    Catalogue::reference()
}

/// A card's id in the reference deck.
pub fn id(name: &str) -> CardId {
    cat()
        .find(name)
        .unwrap_or_else(|| panic!("no card {name:?}"))
}

/// A set of cards by name.
pub fn set(list: &[&str]) -> CardSet {
    list.iter().map(|n| id(n)).collect()
}

/// A position with `players` seats (nothing placed), a Journey of `days`
/// Days, green Trending (and red at 4-5 players); fields are added on top.
pub fn table(players: usize, days: u8) -> Value {
    let trends = if players <= 3 {
        json!(["green"])
    } else {
        json!(["green", "red"])
    };
    json!({
        "config": {"players": players, "days": days},
        "trends": trends,
        "seats": vec![json!({}); players],
        "city": [
            {"face_up": ["Norigae"]},
            {"face_up": ["Bear Plush"]},
            {"face_up": ["Hanji Lamp"]},
            {"face_up": ["Bucket Hat"]},
            {"face_up": ["Tea Set"]}
        ],
        "rng": {"seed": 11}
    })
}

/// `position` with seat 0 holding 7 cards in its tableau and, in hand, a
/// Magpie Plush (its second Plush, whose Shopping bonus links a Delight:
/// SJ-32), Hanbok to pay with and Kimjang & Pajeon to link — the 9th card.
pub fn seven_cards_and_a_plush(mut position: Value) -> Value {
    position["seats"][0] = json!({
        "hand": ["Magpie Plush", "Hanbok", "Kimjang & Pajeon"],
        "highlights": [
            {"card": "Seoul Forest", "festival": "Picnic Concert & Ssambap"},
            {"card": "Haneul Park", "festival": "Kimjang & Mugwort Tteok"},
            {"card": "Insadong"}
        ],
        "shopping": ["Tiger Plush", "Sheet Masks"]
    });
    position
}

/// `players` seats, a Day of one; seat 0 holds Hanbok and `guardians`, City
/// space 1 holds Insadong face up, and the deck starts with Hahoe Mask,
/// Sheet Masks, Tiger Plush and Celadon Vase. Seat 0 takes space 1, plays
/// Insadong and pays with Hanbok into space 2: the refill comes next, its
/// first card with one space to go to (the emptied space 1).
pub fn insadong_then_refill(players: usize, guardians: Value) -> Seoul {
    let mut t = table(players, 1);
    t["seats"][0] = json!({"hand": ["Hanbok"], "guardians": guardians});
    t["city"][0] = json!({"face_up": ["Insadong"]});
    t["deck"] = json!(["Hahoe Mask", "Sheet Masks", "Tiger Plush", "Celadon Vase"]);
    let mut g = load(t);
    act(&mut g, 0, "experience 1");
    act(&mut g, 0, "play Insadong");
    act(&mut g, 0, "pay Hanbok to 2");
    g
}

/// A Day of 2 players where seat 0 has 8 cards in its tableau, has taken
/// the pile of space 1 and played Norigae from it: paying with its Hahoe
/// Mask lands the 9th card (L43).
pub fn norigae_to_pay_for_the_ninth_card() -> Seoul {
    let mut t = table(2, 1);
    t["seats"][0] = json!({
        "hand": ["Hahoe Mask"],
        "highlights": [
            {"card": "Seoul Forest", "festival": "Picnic Concert & Ssambap"},
            {"card": "Haneul Park", "festival": "Kimjang & Mugwort Tteok"},
            {"card": "Insadong"}
        ],
        "shopping": ["Tiger Plush", "Sheet Masks", "Light Stick"]
    });
    let mut g = load(t);
    act(&mut g, 0, "experience 1");
    act(&mut g, 0, "play Norigae");
    g
}

/// Loads a hand-written position; unplaced cards go under the deck.
pub fn load(position: Value) -> Seoul {
    serde_json::from_value(position.clone())
        .unwrap_or_else(|e| panic!("position does not load: {e}\n{position:#}"))
}

/// The reason a hand-written position is refused.
pub fn refused_position(position: Value) -> String {
    match serde_json::from_value::<Seoul>(position) {
        Ok(_) => panic!("the position should be refused"),
        Err(e) => e.to_string(),
    }
}

/// Applies an action typed as text; panics with the violation if refused.
pub fn act(game: &mut Seoul, seat: u8, text: &str) {
    let action = game
        .parse_action(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    game.apply_mut(Seat(seat), &action)
        .unwrap_or_else(|e| panic!("{text} refused: {e}"));
}

/// Applies an action that must be refused; checks the state is unchanged
/// and `validate` agrees, and returns the violation.
pub fn refuse(game: &mut Seoul, seat: u8, text: &str) -> Violation {
    let action = game
        .parse_action(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    let before = game.clone();
    let err = game
        .apply_mut(Seat(seat), &action)
        .expect_err(&format!("{text} should be refused"));
    assert_eq!(*game, before, "a refused {text} changed the state");
    assert_eq!(game.validate(Seat(seat), &action), Err(err.clone()));
    err
}

/// The legal actions of `seat`, as text.
pub fn legal(game: &Seoul, seat: u8) -> Vec<String> {
    let mut out = Vec::new();
    game.legal_actions(Seat(seat), &mut out);
    out.iter().map(|a| game.action_text(a)).collect()
}

/// Whether `text` is legal for `seat`.
pub fn is_legal(game: &Seoul, seat: u8, text: &str) -> bool {
    legal(game, seat).iter().any(|a| a == text)
}

/// The names of a seat's Highlights, left to right.
pub fn highlights(game: &Seoul, seat: u8) -> Vec<String> {
    let cat = cat();
    game.tableau(Seat(seat))
        .highlights()
        .iter()
        .map(|&c| cat.name(c))
        .collect()
}
