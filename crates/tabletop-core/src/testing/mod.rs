//! Test kits shared by every game (feature `testing`): the conformance kit,
//! the fuzz harness, the driver of the independent referees, the
//! traceability check of test names and the notation's text round trip. The kits panic with a description on
//! the first broken promise, which is what a test wants; the referee driver
//! returns the referee's first objection, for the test to report with its
//! configuration and seed.

mod alloc;
mod conformance;
mod events;
pub mod fuzz;
mod narration;
mod notation;
mod referee;
mod research;
mod traceability;

pub use alloc::{CountingAllocator, allocations, allocations_in_playouts, peak_bytes, reset_peak};
pub use conformance::{
    KitOptions, KitReport, check_conformance, check_random_draw, check_random_draws,
};
pub use events::{EventsReport, check_events};
pub use fuzz::{
    dictionary, fuzz_actions, fuzz_committed, fuzz_config, fuzz_game, fuzz_position, fuzz_replay,
    pseudo_random_bytes, read_inputs, seed_positions, seed_replays, split_config_input,
    standard_fuzz_inputs, target_name, write_inputs, write_seeds,
};
pub use notation::check_reads_back;
pub use referee::referee_play_out;
pub use research::{
    ResearchReport, check_canonical_resampling, check_research, check_search_blindness,
};
pub use traceability::{defines, scenario_ids_in_tests, untraced_scenario_ids};
