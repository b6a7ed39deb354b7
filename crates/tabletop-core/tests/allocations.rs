//! The counting allocator counts, and a playout of the test-only game does
//! not allocate.

use crate::toy;

use tabletop_core::testing::{CountingAllocator, allocations, allocations_in_playouts};
use toy::{Duel, DuelConfig};

#[global_allocator]
static ALLOC: CountingAllocator = CountingAllocator;

#[test]
fn the_allocator_counts_and_a_duel_playout_allocates_nothing() {
    let before = allocations();
    let v: Vec<u64> = Vec::with_capacity(10);
    assert!(allocations() > before, "an allocation must be counted");
    drop(v);
    assert_eq!(
        allocations_in_playouts::<Duel>(
            &DuelConfig {
                players: 3,
                ..Default::default()
            },
            200,
            1000
        ),
        0
    );
}
