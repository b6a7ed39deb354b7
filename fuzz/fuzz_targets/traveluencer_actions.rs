//! Traveluencer: bytes choose a configuration recombined from the samples in
//! `crates/traveluencer-rules/tests/fixtures/fuzz-configs.json`, the seed, then legal picks, raw actions and
//! deep checks (see `tabletop_core::testing::fuzz_game`).
#![no_main]
use libfuzzer_sys::fuzz_target;
use std::sync::LazyLock;

static SAMPLES: LazyLock<Vec<serde_json::Value>> = LazyLock::new(|| {
    serde_json::from_str(include_str!("../../crates/traveluencer-rules/tests/fixtures/fuzz-configs.json")).expect("the samples are JSON")
});

fuzz_target!(|data: &[u8]| {
    tabletop_core::testing::fuzz_game::<traveluencer_rules::Traveluencer>(&SAMPLES, data);
});
