//! The fuzz harness on fixed inputs and on the committed seeds and
//! regression inputs under `fuzz/` (the cargo-fuzz targets call the same
//! functions): action streams for 2, 3 and 4 players and every sample
//! configuration, positions malformed and tampered, replays and
//! configuration files.

use serde_json::Value;
use tabletop_core::GameConfig;
use tabletop_core::testing::{
    fuzz_actions, fuzz_config, fuzz_game, fuzz_position, standard_fuzz_inputs,
};
use traveler_rules::{DEFAULT_PLAYERS, Traveler, TravelerConfig};

/// The configuration samples the fuzz targets recombine (flags, first
/// players, a custom deck).
const SAMPLES: &str = include_str!("fixtures/fuzz-configs.json");

fn samples() -> Vec<Value> {
    serde_json::from_str(SAMPLES).unwrap()
}

/// Steps in the harness's encoding: the seed, then opcode, seat, bytes.
fn steps(seed: u8, ops: &[(u8, u8, &[u8])]) -> Vec<u8> {
    let mut data = vec![seed; 8];
    for (op, seat, own) in ops {
        data.extend_from_slice(&[*op, *seat]);
        data.extend_from_slice(own);
    }
    data
}

fn inputs() -> Vec<Vec<u8>> {
    let text = |t: &str| [&[t.len() as u8][..], t.as_bytes()].concat();
    let mut all = standard_fuzz_inputs();
    all.extend([
        b"\x01\x02\x03\x04\x05\x06\x07\x08".to_vec(),
        steps(
            1,
            &[
                (3, 0, &text("travel Santorini")),
                (3, 1, &text("pay Zion Canyon")),
            ],
        ),
        steps(
            2,
            &[
                (0, 0, &[0, 1]),
                (0, 1, &[0, 2]),
                (3, 0, &text("scrounge")),
                (6, 0, &[]),
            ],
        ),
        steps(
            3,
            &[
                (3, 250, &text("take deck")),
                (3, 0, &text("pay #255")),
                (3, 0, &text("pay #52")),
            ],
        ),
        steps(4, &[(3, 0, &text(&format!("pay #{}", "9".repeat(40))))]),
        steps(5, &[(4, 0, &text("\"start Lisbon\"")), (5, 1, &[2, 52, 0])]),
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

#[test]
fn every_sample_configuration_is_fuzzed_at_every_player_count() {
    let samples = samples();
    let short: Vec<Vec<u8>> = inputs().into_iter().filter(|d| d.len() <= 2_000).collect();
    for sample in &samples {
        for players in 0..3u8 {
            for data in &short {
                let mut input = vec![players];
                input.extend(std::iter::repeat_n(1, sample.as_object().unwrap().len()));
                input.extend_from_slice(data);
                fuzz_game::<Traveler>(std::slice::from_ref(sample), &input);
            }
        }
    }
    for data in inputs() {
        fuzz_game::<Traveler>(&samples, &data);
    }
}

#[test]
fn configuration_files_of_every_shape() {
    let deck = samples()
        .into_iter()
        .find(|s| s.get("deck").is_some())
        .unwrap();
    let mut renamed = deck.clone();
    renamed["deck"][5]["name"] = "\u{1b}[2J".into();
    let mut twice = deck.clone();
    twice["deck"][5]["name"] = renamed["deck"][4]["name"].clone();
    for text in [
        "{}".to_string(),
        r#"{"players": 2, "cut": "from_pay"}"#.into(),
        r#"{"players": 2, "players": 3}"#.into(),
        r#"{"first_player": 3, "players": 2}"#.into(),
        r#"{"deck": "printed"}"#.into(),
        r#"{"deck": [{"name": "x"}]}"#.into(),
        deck.to_string(),
        renamed.to_string(),
        twice.to_string(),
    ] {
        fuzz_config::<Traveler>(text.as_bytes(), DEFAULT_PLAYERS);
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
        let file = format!(r#"{{"game": "traveler", "position": {text}}}"#);
        fuzz_position::<Traveler>(file.as_bytes());
        fuzz_position::<Traveler>(text.as_bytes());
    }
    for data in inputs() {
        fuzz_position::<Traveler>(&data);
    }
}
