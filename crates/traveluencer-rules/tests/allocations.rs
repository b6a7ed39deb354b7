//! No heap allocation inside the playout loop: random playouts of every
//! player count, with and without events, counted by a counting global
//! allocator (setup excluded).

use tabletop_core::testing::{CountingAllocator, allocations_in_playouts};
use traveluencer_rules::{Traveluencer, TraveluencerConfig};

#[global_allocator]
static ALLOC: CountingAllocator = CountingAllocator;

#[test]
fn random_playouts_allocate_nothing() {
    for players in 2..=4 {
        for events in [false, true] {
            let json = format!(r#"{{"players": {players}, "events": {events}}}"#);
            let config: TraveluencerConfig = serde_json::from_str(&json).unwrap();
            let count = allocations_in_playouts::<Traveluencer>(&config, 50, 100_000);
            assert_eq!(count, 0, "{json}: {count} allocations in 50 playouts");
        }
    }
}
