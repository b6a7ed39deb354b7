//! The fuzz harness on stable: fixed byte strings fed to the same functions
//! the cargo-fuzz targets call.

use tabletop_core::testing::{
    fuzz_actions, fuzz_position, pseudo_random_bytes, standard_fuzz_inputs,
};
use tabletop_core::{Game, GameConfig, PositionFile};
use traveluencer_rules::{Traveluencer, TraveluencerConfig};

fn inputs() -> Vec<Vec<u8>> {
    let mut v = standard_fuzz_inputs();
    v.extend([
        b"post F149+0+0+00".to_vec(),
        [&[7u8; 8][..], &[2, 0, 16], b"post S2+00+00+F1"].concat(),
        [&[9u8; 8][..], &[3, 1, 0, 3, 250, 0, 2, 3, 9], b"decline"].concat(),
        [&[1u8; 8][..], &[2, 5, 14], b"\"give 00 to 9\""].concat(),
    ]);
    v
}

#[test]
fn fuzz_actions_every_player_count_with_and_without_events() {
    for players in 2..=4 {
        for events in [false, true] {
            let mut config = TraveluencerConfig::for_players(players).unwrap();
            config = config.with_events(events);
            for data in inputs() {
                fuzz_actions::<Traveluencer>(&config, &data);
            }
        }
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
            fuzz_position::<Traveluencer>(&bytes);
        }
    }
}
