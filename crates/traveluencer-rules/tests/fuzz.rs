//! The fuzz harness on stable: fixed byte strings fed to the same functions
//! the cargo-fuzz targets call.

use tabletop_core::testing::{fuzz_actions, fuzz_position};
use tabletop_core::{Game, GameConfig, PositionFile};
use traveluencer_rules::{Traveluencer, TraveluencerConfig};

fn pseudo_random(len: usize, seed: u64) -> Vec<u8> {
    let mut x = seed | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect()
}

fn inputs() -> Vec<Vec<u8>> {
    let mut v: Vec<Vec<u8>> = vec![
        Vec::new(),
        vec![0],
        vec![1, 2, 3],
        vec![0xFF; 8],
        b"post F149+0+0+00".to_vec(),
        [&[7u8; 8][..], &[2, 0, 16], b"post S2+00+00+F1"].concat(),
        [&[9u8; 8][..], &[3, 1, 0, 3, 250, 0, 2, 3, 9], b"decline"].concat(),
        [&[1u8; 8][..], &[2, 5, 14], b"\"give 00 to 9\""].concat(),
    ];
    for (len, seed) in [(64, 1), (300, 2), (1000, 3), (4000, 4), (4000, 5)] {
        v.push(pseudo_random(len, seed));
    }
    // Long runs of legal picks: reach the end of games.
    let mut legal_only = vec![5u8; 8];
    for i in 0..3000u32 {
        legal_only.extend_from_slice(&[0, (i % 4) as u8, (i % 7) as u8, (i % 251) as u8]);
    }
    v.push(legal_only);
    v
}

#[test]
fn fuzz_actions_every_player_count_with_and_without_events() {
    for players in 2..=4 {
        for events in [false, true] {
            let mut config = TraveluencerConfig::for_players(players).unwrap();
            config.events = events;
            for data in inputs() {
                fuzz_actions::<Traveluencer>(&config, &data);
            }
        }
    }
}

#[test]
fn fuzz_positions() {
    let example = include_str!("../../../examples/positions/traveluencer-trending-example.json");
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
    let game = Traveluencer::setup(TraveluencerConfig::with_events(2).unwrap(), 3).unwrap();
    let mut all: Vec<Vec<u8>> = vec![
        Vec::new(),
        b"{".to_vec(),
        b"null".to_vec(),
        b"{\"round\": 1}".to_vec(),
        b"[1,2,3]".to_vec(),
        pseudo_random(200, 9),
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
