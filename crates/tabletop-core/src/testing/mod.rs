//! Test kits shared by every game (feature `testing`): the conformance kit,
//! the fuzz harness and the traceability check of test names. The kits panic with a description on the first broken
//! promise, which is what a test wants.

mod alloc;
mod conformance;
mod fuzz;
mod narration;
mod traceability;

pub use alloc::{CountingAllocator, allocations, allocations_in_playouts, peak_bytes, reset_peak};
pub use conformance::{KitOptions, KitReport, check_conformance};
pub use fuzz::{fuzz_actions, fuzz_position, pseudo_random_bytes, standard_fuzz_inputs};
pub use traceability::{defines, scenario_ids_in_tests, untraced_scenario_ids};
