//! Every game: bytes as a replay file, dispatched on the game its header
//! names (Traveluencer when it names none it knows), read the way every
//! tool reads one, played, then several steps from its end (see
//! `tabletop_core::testing::fuzz_replay`).
#![no_main]
use libfuzzer_sys::fuzz_target;
use tabletop_core::testing::fuzz_replay;

fuzz_target!(|data: &[u8]| {
    let game = std::str::from_utf8(data)
        .ok()
        .and_then(|text| tabletop_core::ReplayHeader::read(text).ok())
        .and_then(|header| header.game);
    let cap = |cap: u64| cap as usize;
    match game.as_deref() {
        Some("traveler") => fuzz_replay::<traveler_rules::Traveler>(data, cap(traveler_rules::SUGGESTED_ACTION_CAP)),
        Some("trailblazers") => fuzz_replay::<trailblazers_rules::Trailblazers>(
            data,
            cap(trailblazers_rules::SUGGESTED_ACTION_CAP),
        ),
        Some("seoul-journey") => fuzz_replay::<seoul_rules::Seoul>(data, cap(seoul_rules::SUGGESTED_ACTION_CAP)),
        _ => fuzz_replay::<traveluencer_rules::Traveluencer>(
            data,
            cap(traveluencer_rules::SUGGESTED_ACTION_CAP),
        ),
    }
});
