//! Hostile input through the registry, the one door of the command line,
//! the engine protocol and the Python package: every case gets one clean,
//! short refusal (or, for the generator, an exact round trip).
//! `docs/reliability.md` lists these cases with what each now gets.

use serde_json::{Value, json};
use tabletop::{ActionInput, Error, input};

const TRAVELUENCER: &str = include_str!("fixtures/traveluencer-trending-example.json");
const TRAVELER: &str = include_str!("fixtures/traveler-sample-turn.json");

/// What a person may be shown: one line, nothing invisible, not too long.
fn assert_printable(e: &Error) {
    let text = e.to_string();
    assert!(
        text.chars().count() < 700,
        "too long ({} chars): {text:.200}",
        text.len()
    );
    assert!(
        !text.chars().any(|c| c.is_control()
            || ('\u{200b}'..='\u{200f}').contains(&c)
            || ('\u{202a}'..='\u{202e}').contains(&c)
            || ('\u{2060}'..='\u{206f}').contains(&c)),
        "unescaped: {text:?}"
    );
    for internal in ["untagged enum", "struct ", "enum Raw", "Envelope"] {
        assert!(!text.contains(internal), "names an internal type: {text}");
    }
}

fn refused(result: Result<impl Sized, Error>, code: &str, says: &str) -> Error {
    let Err(e) = result else {
        panic!("accepted; expected {code}: {says}");
    };
    assert_printable(&e);
    assert_eq!(e.code(), code, "{e}");
    assert!(e.to_string().contains(says), "{e}\n  does not say: {says}");
    e
}

fn position(text: &str) -> Value {
    serde_json::from_str(text).unwrap()
}

fn a_replay(game: &str, players: usize) -> Value {
    let configured = tabletop::find(game)
        .unwrap()
        .configure(Some(players), None)
        .unwrap();
    let table = configured
        .play(5, &tabletop::BotKind::Greedy.into(), &mut |_| {})
        .unwrap();
    table.replay().unwrap()
}

#[test]
fn card_text_with_hundreds_of_digits_is_refused_never_wrapped() {
    let digits = "1".repeat(300);
    let mut table = tabletop::read_position(TRAVELUENCER).unwrap();
    let before = table.position().unwrap();
    let seat = table.seat(3).unwrap();
    for text in [
        format!("post S{digits}"),
        format!("post S{}", "1".repeat(257)),
        format!("post S{}+A2", "9".repeat(256)),
        format!("swap {digits} S1"),
        format!("give S1 to {digits}"),
    ] {
        refused(
            table.apply(seat, ActionInput::Text(&text)),
            "unreadable_action",
            "",
        );
    }
    assert_eq!(table.position().unwrap(), before);
    let mut file = position(TRAVELUENCER);
    file["position"]["hands"][3] = format!("S{digits}+A23569+0+00").into();
    refused(
        tabletop::load_position(&file),
        "bad_position",
        "more copies of a card than the game has",
    );
    let mut file = position(TRAVELER);
    file["position"]["turns"] = json!(format!("{digits}"));
    refused(
        tabletop::load_position(&file),
        "bad_position",
        "expected a whole number",
    );
    file["position"]["turns"] = json!(1e300);
    refused(
        tabletop::load_position(&file),
        "bad_position",
        "expected a whole number",
    );
    let traveler = tabletop::read_position(TRAVELER).unwrap();
    refused(
        traveler.code_of(ActionInput::Text(&format!("pay #{digits}"))),
        "unreadable_action",
        "not a card number",
    );
}

#[test]
fn a_replay_header_is_checked_before_its_actions_are_read() {
    let mut replay = a_replay("traveluencer", 3);
    let garbage: Vec<Value> = (0..5000)
        .map(|_| json!([0, "\u{1b}[2Jnot an action"]))
        .collect();
    replay["actions"] = garbage.into();
    for (field, value, says) in [
        (
            "rules_version",
            json!("traveluencer-0"),
            "recorded under rules \"traveluencer-0\"",
        ),
        (
            "format_version",
            json!(1),
            "replay format 1 is not supported",
        ),
    ] {
        let mut bad = replay.clone();
        bad[field] = value;
        let text = bad.to_string();
        refused(tabletop::read_replay(&text), "bad_replay", says);
        refused(tabletop::load_replay(&bad), "bad_replay", says);
    }
    let mut other = replay.clone();
    other["game"] = "traveler".into();
    let engine = tabletop::find("traveluencer").unwrap();
    let says = "this replay is for \"traveler\", not traveluencer";
    refused(engine.read_replay(&other.to_string()), "bad_replay", says);
    refused(engine.load_replay(&other), "bad_replay", says);
    // More actions than a game can take: refused by the count alone.
    let cap = tabletop::find("traveler").unwrap().info().action_cap as usize;
    let mut long = a_replay("traveler", 2);
    long["actions"] = vec![json!([0, "work"]); cap + 1].into();
    let text = long.to_string();
    let says = format!(
        "holds {} actions; a game of traveler takes at most {cap}",
        cap + 1
    );
    refused(tabletop::read_replay(&text), "bad_replay", &says);
    refused(tabletop::load_replay(&long), "bad_replay", &says);
    // The replay file's own cap.
    let huge = " ".repeat(input::MAX_REPLAY_BYTES + 1);
    refused(tabletop::read_replay(&huge), "too_large", "too large");
    refused(
        tabletop::read_position(&" ".repeat(input::MAX_POSITION_BYTES + 1)),
        "too_large",
        "too large",
    );
}

#[test]
fn untrusted_text_is_escaped_and_shortened_wherever_it_is_repeated() {
    let mut replay = a_replay("traveluencer", 2);
    replay["game"] = "trav\u{1b}[31mel\nuencer".into();
    refused(
        tabletop::load_replay(&replay),
        "unknown_game",
        "\\u{1b}[31mel\\nuencer",
    );
    let mut replay = a_replay("traveler", 2);
    replay["rules_version"] = "x".repeat(2 << 20).into();
    refused(
        tabletop::load_replay(&replay),
        "bad_replay",
        "recorded under rules",
    );
    let mut replay = a_replay("traveler", 2);
    replay["actions"][4][1] = format!("\u{1b}]0;owned\u{7}{}", "y".repeat(4 << 20)).into();
    let e = refused(tabletop::load_replay(&replay), "bad_replay", "action 4");
    assert!(e.to_string().contains("\\u{1b}]0;owned\\u{7}"), "{e}");
    // Configuration values, in every field and every game.
    let engine = tabletop::find("traveluencer").unwrap();
    let big = format!("\r\u{1b}[2J{}", "z".repeat(4 << 20));
    for fields in [
        json!({ "last_poster": big }),
        json!({ "event_deck": big }),
        json!({ "event_deck": [big] }),
        json!({ "players": big }),
        json!({ big.clone(): true }),
    ] {
        refused(engine.configure(None, Some(&fields)), "bad_config", "");
    }
    let table = tabletop::read_position(TRAVELER).unwrap();
    refused(
        table.code_of(ActionInput::Text(&big)),
        "unreadable_action",
        "unknown action",
    );
}

fn deck_with(name_of_card_3: &str) -> Value {
    let engine = tabletop::find("traveler").unwrap();
    let standard = engine.configure(Some(2), None).unwrap();
    let cards = match standard.config()["deck"].clone() {
        Value::String(_) => traveler_reference_cards(),
        list => list,
    };
    let mut cards = cards;
    cards[3]["name"] = name_of_card_3.into();
    json!({ "deck": cards })
}

/// The reference deck as data (the configuration writes it as "reference").
fn traveler_reference_cards() -> Value {
    let deck: Vec<Value> = traveler_rules::cards::reference_deck()
        .into_iter()
        .map(|c| serde_json::to_value(c).unwrap())
        .collect();
    deck.into()
}

#[test]
fn card_names_from_data_are_printable_bounded_and_distinct() {
    let engine = tabletop::find("traveler").unwrap();
    assert!(engine.configure(Some(2), Some(&deck_with("Quito"))).is_ok());
    for (name, says) in [
        ("Buenos Aires\r", "does not print as itself"),
        ("\u{1b}[31mRed", "does not print as itself"),
        ("\u{1b}]0;title\u{7}", "does not print as itself"),
        ("\u{200b}", "does not print as itself"),
        ("\u{200b}\u{200c}\u{200d}", "does not print as itself"),
        ("New york", "is the name of card 0"),
        ("Nеw York", "is the name of card 0"),
        ("NEW-YORK", "is the name of card 0"),
        (&"M".repeat(1 << 20), "at most 40"),
    ] {
        refused(
            engine.configure(Some(2), Some(&deck_with(name))),
            "bad_config",
            says,
        );
    }
    // A malformed deck says what is wrong with it, without type names.
    let mut cards = traveler_reference_cards();
    cards[7].as_object_mut().unwrap().remove("fare");
    refused(
        engine.configure(Some(2), Some(&json!({ "deck": cards }))),
        "bad_config",
        "card 7: missing field `fare`",
    );
    for (deck, says) in [
        (json!(5), "\"reference\" or a list of 52 cards"),
        (json!("printed"), "unknown deck \"printed\""),
        (json!([1]), "card 0"),
        (json!([]), "this one has 0"),
    ] {
        refused(
            engine.configure(Some(2), Some(&json!({ "deck": deck }))),
            "bad_config",
            says,
        );
    }
    // The games whose decks are objects say the same: what is wrong, where.
    for (game, players, field) in [("trailblazers", 2, "camps"), ("seoul-journey", 3, "cards")] {
        let engine = tabletop::find(game).unwrap();
        for (deck, says) in [
            (json!(7), "\"reference\" or a deck"),
            (json!("printed"), "unknown deck \"printed\""),
            (json!({ field: 3 }), "invalid type: integer `3`"),
            (json!({ "colour": 1 }), "unknown field `colour`"),
        ] {
            refused(
                engine.configure(Some(players), Some(&json!({ "deck": deck }))),
                "bad_config",
                says,
            );
        }
    }
    let traveluencer = tabletop::find("traveluencer").unwrap();
    for (fields, says) in [
        (json!({"marks": 5}), "card marks"),
        (json!({"marks": {"four": 1}}), "invalid type"),
        (json!({"event_deck": vec!["flight"; 11]}), "more than 10"),
        (json!({"event_deck": [7]}), "event 0"),
        (json!({"first_player": 300}), "from 0 to 255"),
    ] {
        refused(
            traveluencer.configure(None, Some(&fields)),
            "bad_config",
            says,
        );
    }
}

#[test]
fn the_generator_position_round_trips_exactly_at_any_point_of_its_stream() {
    // Positions in the stream that fit 64 bits are numbers; larger ones
    // (up to the stream's 2^68 words) decimal strings.
    for words in [
        json!(u64::MAX - 5),
        json!("18446744073709551621"),
        json!("295147905179352825800"),
    ] {
        let mut file = position(TRAVELUENCER);
        file["position"]["rng"] = json!({ "seed": 9, "stream": 2, "words_drawn": words });
        let table = tabletop::load_position(&file).unwrap();
        let saved = table.position().unwrap();
        assert_eq!(saved["position"]["rng"]["words_drawn"], words);
        assert_eq!(saved["position"]["rng"], file["position"]["rng"]);
        let mut again = tabletop::read_position(&saved.to_string()).unwrap();
        assert_eq!(again.position().unwrap(), saved);
        // The saved position continues exactly as the loaded one.
        let mut first = table;
        let seat = first.seat(3).unwrap();
        for table in [&mut first, &mut again] {
            table.apply(seat, ActionInput::Text("post S2")).unwrap();
        }
        assert_eq!(first.position().unwrap(), again.position().unwrap());
    }
    let mut file = position(TRAVELUENCER);
    file["position"]["rng"]["words_drawn"] = json!("295147905179352825856");
    refused(
        tabletop::load_position(&file),
        "bad_position",
        "past the end of the stream",
    );
    file["position"]["rng"]["words_drawn"] = json!(1.5e21);
    refused(
        tabletop::load_position(&file),
        "bad_position",
        "a whole number of words",
    );
}

#[test]
fn duplicate_keys_and_unknown_fields_are_refused_everywhere() {
    let engine = tabletop::find("traveler").unwrap();
    refused(
        input::parse_json(r#"{"players": 2, "players": 3}"#),
        "bad_json",
        "the key \"players\" appears twice",
    );
    refused(
        engine.configure(None, Some(&json!({"player": 3}))),
        "bad_config",
        "unknown field `player`",
    );
    // Positions: a duplicate anywhere, an unknown field in the envelope,
    // the position or the generator.
    let dup = TRAVELER.replacen("\"turns\": 2,", "\"turns\": 2, \"turns\": 3,", 1);
    assert_ne!(dup, TRAVELER);
    refused(
        tabletop::read_position(&dup),
        "bad_json",
        "\"turns\" appears twice",
    );
    for pointer in ["", "/position", "/position/rng", "/position/config"] {
        let mut file = position(TRAVELER);
        file.pointer_mut(pointer).unwrap()["surplus"] = json!(1);
        refused(
            tabletop::load_position(&file),
            "bad_position",
            "unknown field `surplus`",
        );
        refused(
            tabletop::read_position(&file.to_string()),
            "bad_position",
            "unknown field `surplus`",
        );
    }
    // Replays: a duplicate anywhere, an unknown field at the top or in the
    // configuration.
    let replay = a_replay("traveler", 2);
    let text = replay.to_string();
    let dup = text.replacen("\"seed\":", "\"seed\":1,\"seed\":", 1);
    refused(
        tabletop::read_replay(&dup),
        "bad_json",
        "\"seed\" appears twice",
    );
    for pointer in ["", "/config"] {
        let mut bad = replay.clone();
        bad.pointer_mut(pointer).unwrap()["surplus"] = json!(1);
        refused(
            tabletop::read_replay(&bad.to_string()),
            "bad_replay",
            "unknown field `surplus`",
        );
        refused(
            tabletop::load_replay(&bad),
            "bad_replay",
            "unknown field `surplus`",
        );
    }
    assert!(tabletop::read_replay(&text).is_ok());
}
