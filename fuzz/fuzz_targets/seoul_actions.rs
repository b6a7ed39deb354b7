//! Seoul Journey: bytes choose the player count and the number of Days,
//! the seed, then legal picks and raw actions (see
//! `tabletop_core::testing::fuzz_actions`).
#![no_main]
use libfuzzer_sys::fuzz_target;
use seoul_rules::{Seoul, SeoulConfig};
use tabletop_core::GameConfig;

fuzz_target!(|data: &[u8]| {
    let first = data.first().copied().unwrap_or(0);
    let players = 2 + usize::from(first % 4);
    let days = 1 + (first / 4) % 3;
    let Ok(config) = SeoulConfig::for_players(players) else {
        return;
    };
    tabletop_core::testing::fuzz_actions::<Seoul>(&config.with_days(days), data.get(1..).unwrap_or(&[]));
});
