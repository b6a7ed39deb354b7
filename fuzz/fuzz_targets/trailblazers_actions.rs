//! Trailblazers: bytes choose the player count (solo included), the seed,
//! then legal picks and raw actions (see `tabletop_core::testing::fuzz_actions`).
#![no_main]
use libfuzzer_sys::fuzz_target;
use tabletop_core::GameConfig;
use trailblazers_rules::{Trailblazers, TrailblazersConfig};

fuzz_target!(|data: &[u8]| {
    let players = 1 + usize::from(data.first().copied().unwrap_or(0) % 4);
    let Ok(config) = TrailblazersConfig::for_players(players) else {
        return;
    };
    tabletop_core::testing::fuzz_actions::<Trailblazers>(&config, data.get(1..).unwrap_or(&[]));
});
