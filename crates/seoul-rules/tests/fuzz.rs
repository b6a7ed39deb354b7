//! The fuzz harness on fixed inputs (the cargo-fuzz targets in `fuzz/`
//! call the same functions): action streams for 2 to 5 players, and
//! positions, malformed and tampered.

use seoul_rules::{Seoul, SeoulConfig};
use tabletop_core::GameConfig;
use tabletop_core::testing::{fuzz_actions, fuzz_position, standard_fuzz_inputs};

fn inputs() -> Vec<Vec<u8>> {
    let mut all = standard_fuzz_inputs();
    all.extend([
        b"seedseed\x02\x00\x0cexperience 1\x02\x00\x0bpay #3 to 2".to_vec(),
        b"12345678\x02\x00\x09nightlife\x02\x00\x0eawaken Haechi\x03\x00\x00".to_vec(),
        b"abcdefgh\x02\x01\x1elink Kimjang & Pajeon as food on 1\x02\x00\x04skip".to_vec(),
        b"\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\x08refill 9\x02\x00\x04pass\x02\x00\x03end"
            .to_vec(),
    ]);
    all
}

#[test]
fn action_streams_never_break_a_promise() {
    for players in 2..=5 {
        let config = SeoulConfig::for_players(players)
            .unwrap()
            .with_days(1 + (players % 3) as u8);
        for data in inputs() {
            fuzz_actions::<Seoul>(&config, &data);
        }
    }
}

const DASOM: &str = include_str!("fixtures/seoul-dasom-scoring.json");

fn dasom() -> serde_json::Value {
    let file: serde_json::Value = serde_json::from_str(DASOM).unwrap();
    file["position"].clone()
}

#[test]
fn malformed_and_tampered_positions_are_handled() {
    let valid = dasom();
    assert!(serde_json::from_value::<Seoul>(valid.clone()).is_ok());
    let mut texts: Vec<String> = vec![
        String::new(),
        "{".into(),
        "null".into(),
        "[]".into(),
        "{\"seats\": 3}".into(),
        "{\"seats\": [], \"trends\": []}".into(),
        valid.to_string(),
    ];
    let tamper: Vec<(&str, serde_json::Value)> = vec![
        ("/active", 7.into()),
        ("/active", (-1).into()),
        ("/day", 9.into()),
        ("/day", 0.into()),
        ("/phase", "pay".into()),
        (
            "/phase",
            serde_json::json!({"pay": {"card": "Hanbok", "exclude": 9}}),
        ),
        (
            "/phase",
            serde_json::json!({"pay": {"card": "Namsan Park"}}),
        ),
        ("/phase", serde_json::json!({"choose": {"space": 200}})),
        (
            "/phase",
            serde_json::json!({"refill": {"left": 200, "filled": [7]}}),
        ),
        ("/phase", serde_json::json!({"link": {"modes": "either"}})),
        ("/phase", "encore".into()),
        ("/phase", "over".into()),
        ("/resume", "refill".into()),
        ("/then", "resume".into()),
        ("/trigger", 2.into()),
        ("/trigger", 9.into()),
        ("/nightlife_supply", 255.into()),
        ("/trends", serde_json::json!(["green", "green"])),
        ("/trends", serde_json::json!([])),
        ("/seats/0/hand/0", "Cheonggyecheon Stream".into()),
        ("/seats/0/highlights/0/festival", "Hanbok".into()),
        ("/seats/0/tiring", 255.into()),
        ("/seats/0/nightlife", 255.into()),
        ("/seats/0/scores", serde_json::json!([1, 2, 3, 4])),
        (
            "/seats/1/guardians",
            serde_json::json!([{"card": "Bonghwang"}]),
        ),
        ("/city/0/face_up/0", "Nowhere".into()),
        ("/config/players", 5.into()),
        ("/config/players", 200.into()),
        ("/config/days", 0.into()),
        ("/config/first_player", 3.into()),
        (
            "/rng",
            serde_json::json!({"seed": 1, "words_drawn": u64::MAX}),
        ),
        ("/turns", u32::MAX.into()),
        ("/actions_taken", u64::MAX.into()),
    ];
    for (pointer, value) in tamper {
        let mut v = valid.clone();
        if let Some(slot) = v.pointer_mut(pointer) {
            *slot = value;
        } else if let Some(obj) = v.as_object_mut() {
            obj.insert(pointer.trim_start_matches('/').to_string(), value);
        }
        texts.push(v.to_string());
    }
    for text in &texts {
        fuzz_position::<Seoul>(text.as_bytes());
    }
    for data in inputs() {
        fuzz_position::<Seoul>(&data);
    }
}
