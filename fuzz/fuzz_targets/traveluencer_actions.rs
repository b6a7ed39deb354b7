//! Traveluencer: bytes choose the player count, events, the seed, then legal
//! picks and raw actions (see `tabletop_core::testing::fuzz_actions`).
#![no_main]
use libfuzzer_sys::fuzz_target;
use traveluencer_rules::{Traveluencer, TraveluencerConfig};

fuzz_target!(|data: &[u8]| {
    let players = 2 + usize::from(data.first().copied().unwrap_or(0) % 3);
    let events = data.get(1).is_some_and(|b| b & 1 == 1);
    let json = format!(r#"{{"players": {players}, "events": {events}}}"#);
    let Ok(config) = serde_json::from_str::<TraveluencerConfig>(&json) else {
        return;
    };
    tabletop_core::testing::fuzz_actions::<Traveluencer>(&config, data.get(2..).unwrap_or(&[]));
});
