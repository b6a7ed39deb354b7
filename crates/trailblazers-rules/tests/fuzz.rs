//! The fuzz harness on fixed inputs (the cargo-fuzz targets in `fuzz/` call
//! the same functions): action streams for every player count and the solo
//! game, and positions, malformed and tampered.

use tabletop_core::GameConfig;
use tabletop_core::testing::{fuzz_actions, fuzz_position, standard_fuzz_inputs};
use trailblazers_rules::{Trailblazers, TrailblazersConfig};

fn inputs() -> Vec<Vec<u8>> {
    let mut all = standard_fuzz_inputs();
    all.extend([
        b"seedseed\x02\x00\x14camp kayaking at 0,0".to_vec(),
        b"12345678\x02\x00\x13trail 17 at 0,-1 r90\x02\x01\x10camp h at 0,0 r90".to_vec(),
        b"\x00\x00\x00\x00\x00\x00\x00\x00\x02\x05\x18trail 255 at 127,127 r270".to_vec(),
        b"abcdefgh\x02\x00\x15\"trail 3 at -128,-128\"".to_vec(),
    ]);
    all
}

#[test]
fn action_streams_never_break_a_promise() {
    for players in 1..=4 {
        let config = TrailblazersConfig::for_players(players).unwrap();
        for data in inputs() {
            fuzz_actions::<Trailblazers>(&config, &data);
        }
    }
}

fn sample_position() -> serde_json::Value {
    let config = TrailblazersConfig::for_players(2).unwrap();
    let mut g = <Trailblazers as tabletop_core::Game>::setup(config, 5).unwrap();
    let mut rng = tabletop_core::GameRng::new(5);
    tabletop_core::random_playout(&mut g, &mut rng, 40, &mut Vec::new()).unwrap();
    serde_json::to_value(&g).unwrap()
}

#[test]
fn malformed_and_tampered_positions_are_handled() {
    let valid = sample_position();
    assert!(serde_json::from_value::<Trailblazers>(valid.clone()).is_ok());
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
        ("/round", 0.into()),
        ("/round", 255.into()),
        ("/step", "over".into()),
        ("/step", serde_json::json!({"turn": 200})),
        ("/seats/0/park/0", "camp hiking at 100,100".into()),
        ("/seats/0/park/1", "trail 999 at 0,0".into()),
        ("/seats/0/park/1", "trail 1 at 127,127 r270".into()),
        ("/seats/0/placed_this_step", 255.into()),
        ("/seats/1/hand/0", 0.into()),
        ("/seats/1/hand/0", 65535.into()),
        ("/seats/0/claims", serde_json::json!({"metro-park": 1})),
        ("/deck/0", 9999.into()),
        ("/discards", serde_json::json!([1, 1, 1])),
        ("/config/players", 0.into()),
        ("/config/players", 200.into()),
        ("/config/challenge", "tenderfoot-30".into()),
        ("/config/deck", "printed".into()),
        ("/in_game_goals/0", "unknown".into()),
        (
            "/rng",
            serde_json::json!({"seed": 1, "words_drawn": u64::MAX}),
        ),
        ("/actions_taken", u64::MAX.into()),
    ];
    for (pointer, value) in tamper {
        let mut v = valid.clone();
        if let Some(slot) = v.pointer_mut(pointer) {
            *slot = value;
        } else if let Some(key) = pointer.strip_prefix("/config/") {
            v["config"][key] = value;
        }
        texts.push(v.to_string());
    }
    for text in &texts {
        fuzz_position::<Trailblazers>(text.as_bytes());
    }
    for data in inputs() {
        fuzz_position::<Trailblazers>(&data);
    }
}
