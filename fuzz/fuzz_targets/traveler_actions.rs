//! The Traveler: bytes choose the player count, the seed, then legal picks
//! and raw actions (see `tabletop_core::testing::fuzz_actions`).
#![no_main]
use libfuzzer_sys::fuzz_target;
use tabletop_core::GameConfig;
use traveler_rules::{Traveler, TravelerConfig};

fuzz_target!(|data: &[u8]| {
    let players = 2 + usize::from(data.first().copied().unwrap_or(0) % 3);
    let Ok(config) = TravelerConfig::for_players(players) else {
        return;
    };
    tabletop_core::testing::fuzz_actions::<Traveler>(&config, data.get(1..).unwrap_or(&[]));
});
