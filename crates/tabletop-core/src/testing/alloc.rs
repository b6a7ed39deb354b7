//! A counting global allocator, to prove that a playout loop does not
//! allocate. A test binary installs it with
//!
//! ```ignore
//! #[global_allocator]
//! static ALLOC: tabletop_core::testing::CountingAllocator = tabletop_core::testing::CountingAllocator;
//! ```
//!
//! and reads [`allocations`] before and after the code under test. Counts
//! are kept per thread, so the test harness's own threads do not disturb them.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

thread_local! {
    // Const-initialised and without a destructor: using it never allocates.
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

fn count_one() {
    // During thread teardown the counter may be gone; such allocations are
    // not the code under test.
    let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
}

/// The system allocator, counting every allocation and reallocation of each
/// thread.
pub struct CountingAllocator;

// SAFETY: every call is forwarded unchanged to the system allocator; the
// only addition is a per-thread counter, whose use does not allocate.
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count_one();
        // SAFETY: same contract as the caller's.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: same contract as the caller's.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count_one();
        // SAFETY: same contract as the caller's.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count_one();
        // SAFETY: same contract as the caller's.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

/// Allocations counted so far on this thread (0 unless the test binary
/// installed [`CountingAllocator`]).
pub fn allocations() -> u64 {
    ALLOCATIONS.try_with(Cell::get).unwrap_or(0)
}

/// Plays `games` random playouts of `config` (after one warm-up game that
/// sizes the action buffer) and returns the number of heap allocations made
/// inside the playout loops, setup excluded.
pub fn allocations_in_playouts<G: crate::Game>(config: &G::Config, games: u64, cap: u64) -> u64 {
    let mut rng = crate::GameRng::new(77);
    let mut buffer = Vec::with_capacity(1 << 16);
    let mut warm = G::setup(config.clone(), 0).expect("the configuration sets up");
    let _ = crate::random_playout(&mut warm, &mut rng, cap, &mut buffer);
    let mut counted = 0;
    for seed in 1..=games {
        let mut state = G::setup(config.clone(), seed).expect("the configuration sets up");
        let before = allocations();
        let _ = crate::random_playout(&mut state, &mut rng, cap, &mut buffer);
        counted += allocations() - before;
    }
    counted
}
