//! Helpers shared by the test files: hand-written positions and actions by
//! text.
#![allow(dead_code)]

use serde_json::{Value, json};
use tabletop_core::{Game, Seat};
use traveler_rules::{Action, Catalogue, Traveler, Violation};

/// Every card name of the reference deck.
pub fn all_names() -> Vec<String> {
    Catalogue::reference()
        .cards()
        .iter()
        .map(|c| c.name.clone())
        .collect()
}

fn placed(position: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let mut add = |v: &Value| {
        if let Some(list) = v.as_array() {
            out.extend(list.iter().filter_map(|x| x.as_str().map(String::from)));
        } else if let Some(s) = v.as_str() {
            out.push(s.to_string());
        }
    };
    for seat in position["seats"].as_array().into_iter().flatten() {
        add(&seat["trip"]);
        add(&seat["hand"]);
        add(&seat["first_stop"]);
    }
    add(&position["deck"]);
    add(&position["shelf"]);
    add(&position["flown_home_with"]);
    out
}

/// Loads a hand-written position; unplaced cards go under the deck.
pub fn load(position: Value) -> Traveler {
    serde_json::from_value(position.clone())
        .unwrap_or_else(|e| panic!("position does not load: {e}\n{position:#}"))
}

fn unplaced(position: &Value) -> Vec<String> {
    let used = placed(position);
    all_names()
        .into_iter()
        .filter(|n| !used.contains(n))
        .collect()
}

/// Loads a hand-written position with every unplaced card under the listed
/// Shelf cards (so the deck holds exactly the listed cards).
pub fn load_rest_on_shelf(mut position: Value) -> Traveler {
    let rest = unplaced(&position);
    let shelf = &mut position["shelf"];
    let mut cards: Vec<Value> = shelf.as_array().cloned().unwrap_or_default();
    cards.extend(rest.into_iter().map(Value::from));
    *shelf = json!(cards);
    load(position)
}

/// Loads a hand-written position whose unplaced cards are parked with the
/// seats in `park`, where the test does not look: at the front of their
/// trips (up to 7 stops, a City first, never a City of the last stop's
/// skill, so Work pays the same), then in their hands (up to 8 and one cut
/// per rival, the most a hand can hold between turns). The deck and the
/// Shelf hold exactly the listed cards.
pub fn load_parked(mut position: Value, park: &[usize]) -> Traveler {
    let cat = Catalogue::reference();
    let mut rest = unplaced(&position);
    let players = position["seats"].as_array().map_or(0, Vec::len);
    for &seat in park {
        let trip: Vec<String> = position["seats"][seat]["trip"]
            .as_array()
            .map(|t| {
                t.iter()
                    .filter_map(|c| c.as_str().map(String::from))
                    .collect()
            })
            .unwrap_or_default();
        let last_skill = trip
            .last()
            .and_then(|c| cat.find(c))
            .and_then(|c| cat.skill(c));
        let room = 7usize.saturating_sub(trip.len());
        let mut front: Vec<String> = Vec::new();
        let fits = |name: &String, first: bool| {
            let id = cat.find(name).expect("a reference card");
            (!first || cat.is_city(id)) && (last_skill.is_none() || cat.skill(id) != last_skill)
        };
        while front.len() < room {
            let Some(at) = rest.iter().position(|n| fits(n, front.is_empty())) else {
                break;
            };
            front.push(rest.remove(at));
        }
        front.extend(trip);
        position["seats"][seat]["trip"] = json!(front);
    }
    for &seat in park {
        let hand = &mut position["seats"][seat]["hand"];
        let mut cards: Vec<Value> = hand.as_array().cloned().unwrap_or_default();
        while cards.len() < 8 + players - 1 && !rest.is_empty() {
            cards.push(Value::from(rest.remove(0)));
        }
        *hand = json!(cards);
    }
    assert!(rest.is_empty(), "{} cards could not be parked", rest.len());
    load(position)
}

/// Applies an action typed as text; panics with the violation if refused.
pub fn act(game: &mut Traveler, seat: u8, text: &str) {
    let action: Action = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
    game.apply_mut(Seat(seat), &action)
        .unwrap_or_else(|e| panic!("{text} refused: {e}"));
}

/// Applies an action that must be refused; checks the state is unchanged
/// and returns the violation.
pub fn refuse(game: &mut Traveler, seat: u8, text: &str) -> Violation {
    let action: Action = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
    let before = game.clone();
    let err = game
        .apply_mut(Seat(seat), &action)
        .expect_err(&format!("{text} should be refused"));
    assert_eq!(*game, before, "a refused {text} changed the state");
    assert_eq!(game.validate(Seat(seat), &action), Err(err.clone()));
    err
}

/// The legal actions of `seat`, as text.
pub fn legal(game: &Traveler, seat: u8) -> Vec<String> {
    let mut out = Vec::new();
    game.legal_actions(Seat(seat), &mut out);
    out.iter().map(ToString::to_string).collect()
}

/// Card names of a hand.
pub fn hand(game: &Traveler, seat: u8) -> Vec<String> {
    let cat = game.catalogue();
    game.hand(Seat(seat))
        .iter()
        .map(|c| cat.name(c).to_string())
        .collect()
}

/// Card names of a trip, first stop first.
pub fn trip(game: &Traveler, seat: u8) -> Vec<String> {
    let cat = game.catalogue();
    game.trip(Seat(seat))
        .iter()
        .map(|&c| cat.name(c).to_string())
        .collect()
}

/// The Shelf, top first.
pub fn shelf(game: &Traveler) -> Vec<String> {
    let cat = game.catalogue();
    game.shelf()
        .iter()
        .rev()
        .map(|&c| cat.name(c).to_string())
        .collect()
}

/// A card's id in the reference deck.
pub fn id(name: &str) -> u8 {
    Catalogue::reference().find(name).expect("a reference card")
}

/// Every action there is: all kinds, all 52 cards, and ids out of range.
pub fn every_action() -> Vec<Action> {
    let mut all = vec![
        Action::Work,
        Action::Scrounge,
        Action::TakeDeck,
        Action::TakeShelf,
        Action::Stay,
        Action::CallHome,
    ];
    for c in (0..52u8).chain([60, 127, 128, 255]) {
        all.extend([
            Action::Start(c),
            Action::PutBack(c),
            Action::Travel(c),
            Action::Pay(c),
            Action::Discard(c),
            Action::PayHome(c),
        ]);
    }
    all
}

/// Two players under the lazy reshuffle, their hands empty, the deck empty
/// (it ran out once), every card off the trips (Lisbon, Cairo) on the Shelf
/// under Petra, Hanoi and Dublin: the next take from the deck shuffles the
/// Shelf in first.
pub fn empty_deck_lazy() -> Traveler {
    load_rest_on_shelf(json!({
        "config": {"players": 2, "reshuffle": "lazy"},
        "seats": [
            {"trip": ["Lisbon"], "hand": []},
            {"trip": ["Cairo"], "hand": []}
        ],
        "deck": [],
        "shelf": ["Petra", "Hanoi", "Dublin"],
        "run_outs": 1
    }))
}
