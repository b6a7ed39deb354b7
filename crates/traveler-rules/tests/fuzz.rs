//! The fuzz harness on fixed inputs (the cargo-fuzz targets in `fuzz/` call
//! the same functions): action streams for 2, 3 and 4 players, and
//! positions, malformed and tampered.

use tabletop_core::GameConfig;
use tabletop_core::testing::{fuzz_actions, fuzz_position, standard_fuzz_inputs};
use traveler_rules::{Traveler, TravelerConfig};

fn inputs() -> Vec<Vec<u8>> {
    let mut all = standard_fuzz_inputs();
    all.extend([
        b"\x01\x02\x03\x04\x05\x06\x07\x08".to_vec(),
        b"seedseed\x02\x00travel Santorini\x02\x01\x0cpay Zion Canyon".to_vec(),
        b"12345678\x02\x00\x05scrounge\x03\x09\x00\x02\x03\x08take deck".to_vec(),
    ]);
    all
}

#[test]
fn action_streams_never_break_a_promise() {
    for players in 2..=4 {
        let config = TravelerConfig::for_players(players).unwrap();
        for data in inputs() {
            fuzz_actions::<Traveler>(&config, &data);
        }
    }
}

const SAMPLE: &str = include_str!("fixtures/traveler-sample-turn.json");

fn sample_position() -> serde_json::Value {
    let file: serde_json::Value = serde_json::from_str(SAMPLE).unwrap();
    file["position"].clone()
}

#[test]
fn malformed_and_tampered_positions_are_handled() {
    let valid = sample_position();
    // The valid position loads (so the tampered ones test the validation).
    assert!(serde_json::from_value::<Traveler>(valid.clone()).is_ok());
    let mut texts: Vec<String> = vec![
        String::new(),
        "{".into(),
        "null".into(),
        "[]".into(),
        "{\"seats\": 3}".into(),
        "{\"seats\": []}".into(),
        valid.to_string(),
    ];
    let tamper: Vec<(&str, serde_json::Value)> = vec![
        ("/active", 7.into()),
        ("/active", (-1).into()),
        ("/run_outs", 9.into()),
        ("/phase", "pay".into()),
        (
            "/phase",
            serde_json::json!({"pay": {"destination": "Hanoi", "left": 9}}),
        ),
        (
            "/phase",
            serde_json::json!({"fly_home": {"seat": 200, "paid": 0}}),
        ),
        ("/phase", serde_json::json!({"take": {"left": 200}})),
        ("/phase", "put_back".into()),
        ("/phase", "first_stops".into()),
        ("/seats/0/hand/0", "Lisbon".into()),
        ("/seats/1/trip/0", "Santorini".into()),
        ("/deck/0", "Nowhere".into()),
        ("/config/players", 4.into()),
        ("/config/players", 200.into()),
        ("/config/first_player", 3.into()),
        (
            "/rng",
            serde_json::json!({"seed": 1, "words_drawn": u64::MAX}),
        ),
        ("/turns", (-5).into()),
        ("/turns", u32::MAX.into()),
        ("/actions_taken", u64::MAX.into()),
        ("/reshuffles", u16::MAX.into()),
    ];
    for (pointer, value) in tamper {
        let mut v = valid.clone();
        if let Some(slot) = v.pointer_mut(pointer) {
            *slot = value;
        }
        texts.push(v.to_string());
    }
    for text in &texts {
        fuzz_position::<Traveler>(text.as_bytes());
    }
    for data in inputs() {
        fuzz_position::<Traveler>(&data);
    }
}
