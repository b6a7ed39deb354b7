//! Every game: the first line names the game (Traveluencer when it names
//! none it knows), the rest is a configuration file, read the way every
//! tool reads one; a configuration accepted is set up and played (see
//! `tabletop_core::testing::fuzz_config`).
#![no_main]
use libfuzzer_sys::fuzz_target;
use tabletop_core::testing::{fuzz_config, split_config_input};

fuzz_target!(|data: &[u8]| {
    let (game, config) = split_config_input(data);
    match game {
        b"traveler" => fuzz_config::<traveler_rules::Traveler>(config, traveler_rules::DEFAULT_PLAYERS),
        b"trailblazers" => fuzz_config::<trailblazers_rules::Trailblazers>(
            config,
            trailblazers_rules::DEFAULT_PLAYERS,
        ),
        b"seoul-journey" => fuzz_config::<seoul_rules::Seoul>(config, seoul_rules::DEFAULT_PLAYERS),
        _ => fuzz_config::<traveluencer_rules::Traveluencer>(
            config,
            traveluencer_rules::DEFAULT_PLAYERS,
        ),
    }
});
