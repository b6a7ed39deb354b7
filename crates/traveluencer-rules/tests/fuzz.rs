//! The fuzz harness on stable: fixed inputs and the committed seeds and
//! regression inputs under `fuzz/`, fed to the same functions the
//! cargo-fuzz targets call.

use serde_json::Value;
use tabletop_core::testing::{
    fuzz_actions, fuzz_config, fuzz_game, fuzz_position, fuzz_replay, pseudo_random_bytes,
    standard_fuzz_inputs,
};
use tabletop_core::{Game, GameConfig, PositionFile};
use traveluencer_rules::{DEFAULT_PLAYERS, SUGGESTED_ACTION_CAP, Traveluencer, TraveluencerConfig};

/// The configuration samples the fuzz targets recombine.
const SAMPLES: &str = include_str!("fixtures/fuzz-configs.json");

fn samples() -> Vec<Value> {
    serde_json::from_str(SAMPLES).unwrap()
}

/// A position wrapped as a position file.
fn file(position: &str) -> Vec<u8> {
    format!(r#"{{"game": "traveluencer", "position": {position}}}"#).into_bytes()
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
    let mut v = standard_fuzz_inputs();
    v.extend([
        b"post F149+0+0+00".to_vec(),
        steps(7, &[(3, 0, &text("post S2+00+00+F1")), (0, 0, &[0, 0])]),
        steps(
            9,
            &[(0, 1, &[0, 3]), (3, 250, &text("decline")), (6, 0, &[])],
        ),
        steps(1, &[(4, 5, &text("\"give 00 to 9\""))]),
        steps(2, &[(3, 0, &text(&format!("post S{}", "1".repeat(60))))]),
        steps(
            3,
            &[(
                5,
                1,
                &[
                    16, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
                    255,
                ],
            )],
        ),
    ]);
    v
}

#[test]
fn fuzz_actions_every_player_count_with_and_without_events() {
    for players in 2..=4 {
        for events in [false, true] {
            let config = TraveluencerConfig::for_players(players)
                .unwrap()
                .with_events(events);
            for data in inputs() {
                fuzz_actions::<Traveluencer>(&config, &data);
            }
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
                // The player count, then "take the sample's value" for each
                // of its fields.
                let mut input = vec![players];
                input.extend(std::iter::repeat_n(1, sample.as_object().unwrap().len()));
                input.extend_from_slice(data);
                fuzz_game::<Traveluencer>(std::slice::from_ref(sample), &input);
            }
        }
    }
    // Recombined: every field's value chosen by the bytes.
    for data in inputs() {
        fuzz_game::<Traveluencer>(&samples, &data);
    }
}

#[test]
fn replays_and_configuration_files_of_every_shape() {
    let game = Traveluencer::setup(TraveluencerConfig::for_players(3).unwrap(), 3).unwrap();
    let replay = serde_json::to_string(&tabletop_core::Replay::<Traveluencer>::new(
        *game.config(),
        3,
    ))
    .unwrap();
    let cap = SUGGESTED_ACTION_CAP as usize;
    for text in [
        replay.clone(),
        replay.replace(
            "\"actions\":[]",
            "\"actions\":[[0,\"pass F1\"],[9,\"decline\"]]",
        ),
        replay.replace("\"seed\":3", "\"seed\":3,\"seed\":4"),
        replay.replace("traveluencer-", "traveluencer-\\u001b"),
        "{".into(),
        "[]".into(),
    ] {
        fuzz_replay::<Traveluencer>(text.as_bytes(), cap);
    }
    for text in [
        "{}",
        r#"{"players": 2, "events": true}"#,
        r#"{"players": 2, "players": 3}"#,
        r#"{"first_player": 3, "players": 2}"#,
        r#"{"event_deck": ["thief", "thief", "thief", "thief", "thief", "thief", "thief", "thief", "thief", "thief", "thief"]}"#,
        r#"{"marks": {"four": [[9, 9, 9, 9, 9, 9, 9, 9, 9]], "three": []}}"#,
        r#"{"last_poster": "\u001b[2J"}"#,
        "[1]",
    ] {
        fuzz_config::<Traveluencer>(text.as_bytes(), DEFAULT_PLAYERS);
    }
}

#[test]
fn fuzz_positions() {
    let example = include_str!("fixtures/traveluencer-trending-example.json");
    let position = PositionFile::parse(example).unwrap().position;
    let valid = serde_json::to_string(&position).unwrap();
    let mut tampered: Vec<String> = Vec::new();
    for (from, to) in [
        ("\"S7\"", "\"S77\""),
        ("\"seat\":3", "\"seat\":7"),
        ("\"trick\":1", "\"trick\":9"),
        ("\"round\":1", "\"round\":0"),
        ("\"F8\"", "\"F8+00\""),
        ("\"A4\"", "\"\""),
        ("\"players\":4", "\"players\":3"),
        ("\"players\":4", "\"players\":9"),
        ("\"start\":0", "\"start\":255"),
        ("\"post\":{", "\"crossover\":{\"owed\":[],"),
    ] {
        assert!(valid.contains(from), "{from}");
        let t = valid.replacen(from, to, 1);
        assert!(
            serde_json::from_str::<Traveluencer>(&t).is_err(),
            "tampered position loaded: {from} -> {to}"
        );
        tampered.push(t);
    }
    let game = Traveluencer::setup(
        TraveluencerConfig::for_players(2)
            .unwrap()
            .with_events(true),
        3,
    )
    .unwrap();
    let mut all: Vec<Vec<u8>> = vec![
        Vec::new(),
        b"{".to_vec(),
        b"null".to_vec(),
        b"{\"round\": 1}".to_vec(),
        b"[1,2,3]".to_vec(),
        pseudo_random_bytes(9, 200),
        valid.clone().into_bytes(),
        serde_json::to_vec(&game).unwrap(),
    ];
    all.extend(tampered.into_iter().map(String::into_bytes));
    for data in &all {
        fuzz_position::<Traveluencer>(data);
        fuzz_position::<Traveluencer>(&file(&String::from_utf8_lossy(data)));
    }
    assert!(serde_json::from_str::<Traveluencer>(&valid).is_ok());
    let _ = game.public_view();
}

#[test]
fn tampered_counters_are_rejected_or_harmless() {
    let example = include_str!("fixtures/traveluencer-trending-example.json");
    let mut position = PositionFile::parse(example).unwrap().position;
    position["actions_taken"] = serde_json::json!(u64::MAX);
    let mut g: Traveluencer = serde_json::from_value(position.clone()).unwrap();
    g.apply_mut(tabletop_core::Seat(3), &"post S2".parse().unwrap())
        .unwrap();
    assert_eq!(g.actions_taken(), u64::MAX);
    position["tricks_before"] = serde_json::json!([255, 0, 0, 0]);
    assert!(serde_json::from_value::<Traveluencer>(position.clone()).is_err());
    position["tricks_before"] = serde_json::json!([0, 0, 0, 0]);
    position["dried_up"] = serde_json::json!([255, 0, 0, 0]);
    assert!(serde_json::from_value::<Traveluencer>(position).is_err());
}

/// A longer soak on stable, run on demand:
/// `cargo test --release -p traveluencer-rules --test tests fuzz:: -- --ignored`.
#[test]
#[ignore]
fn soak_random_bytes_and_mutated_positions() {
    for players in 2..=4 {
        for events in [false, true] {
            let mut config = TraveluencerConfig::for_players(players).unwrap();
            config = config.with_events(events);
            for seed in 0..3000 {
                let data = pseudo_random_bytes(seed + 1, 64 + (seed as usize * 37) % 3000);
                fuzz_actions::<Traveluencer>(&config, &data);
            }
        }
    }
    let example = include_str!("fixtures/traveluencer-trending-example.json");
    let valid = serde_json::to_string(&PositionFile::parse(example).unwrap().position).unwrap();
    let game = Traveluencer::setup(
        TraveluencerConfig::for_players(2)
            .unwrap()
            .with_events(true),
        3,
    )
    .unwrap();
    let saved = serde_json::to_string(&game).unwrap();
    for (i, base) in [valid, saved].iter().enumerate() {
        for seed in 0..20_000u64 {
            let noise = pseudo_random_bytes(seed * 2 + i as u64 + 1, 8);
            let mut bytes = base.clone().into_bytes();
            for k in 0..(1 + noise[0] % 3) as usize {
                let at = (u32::from_le_bytes([noise[1 + k], noise[4], noise[5], 0]) as usize)
                    % bytes.len();
                bytes[at] = b"0123456789,:[]{}\"FSA+ -"[noise[6 + k % 2] as usize % 23];
            }
            fuzz_position::<Traveluencer>(&file(&String::from_utf8_lossy(&bytes)));
        }
    }
}
