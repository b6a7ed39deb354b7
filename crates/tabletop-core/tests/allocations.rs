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

#[test]
fn the_allocator_measures_the_most_memory_held() {
    tabletop_core::testing::reset_peak();
    let a: Vec<u8> = Vec::with_capacity(100_000);
    let b: Vec<u8> = Vec::with_capacity(50_000);
    drop(a);
    drop(b);
    let c: Vec<u8> = Vec::with_capacity(10_000);
    let peak = tabletop_core::testing::peak_bytes();
    assert!((150_000..160_000).contains(&peak), "{peak}");
    drop(c);
    tabletop_core::testing::reset_peak();
    assert_eq!(tabletop_core::testing::peak_bytes(), 0);
}
