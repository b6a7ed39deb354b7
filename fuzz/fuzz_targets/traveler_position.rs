//! The Traveler: bytes as a position file, read the way every tool reads one,
//! then several steps from it (see `tabletop_core::testing::fuzz_position`).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    tabletop_core::testing::fuzz_position::<traveler_rules::Traveler>(data);
});
