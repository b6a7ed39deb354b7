//! A counting global allocator, to prove that a playout loop does not
//! allocate. A test binary installs it with
//!
//! ```ignore
//! #[global_allocator]
//! static ALLOC: tabletop_core::testing::CountingAllocator = tabletop_core::testing::CountingAllocator;
//! ```
//!
//! and reads [`allocations`] before and after the code under test, or
//! [`peak_bytes`] after [`reset_peak`] to see how much memory the code
//! held at most. Counts are kept per thread, so the test harness's own
//! threads do not disturb them.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

thread_local! {
    // Const-initialised and without a destructor: using them never allocates.
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
    /// Bytes allocated minus bytes freed on this thread.
    static LIVE: Cell<i64> = const { Cell::new(0) };
    /// The most `LIVE` has been since the last [`reset_peak`].
    static PEAK: Cell<i64> = const { Cell::new(0) };
    /// `LIVE` at the last [`reset_peak`].
    static BASE: Cell<i64> = const { Cell::new(0) };
}

fn count_one() {
    // During thread teardown the counters may be gone; such allocations are
    // not the code under test.
    let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
}

fn track(grown: i64) {
    let _ = LIVE.try_with(|live| {
        let now = live.get().saturating_add(grown);
        live.set(now);
        let _ = PEAK.try_with(|peak| peak.set(peak.get().max(now)));
    });
}

fn size(layout: Layout) -> i64 {
    i64::try_from(layout.size()).unwrap_or(i64::MAX)
}

/// The system allocator, counting every allocation and reallocation of each
/// thread.
pub struct CountingAllocator;

// SAFETY: every call is forwarded unchanged to the system allocator; the
// only addition is a per-thread counter, whose use does not allocate.
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count_one();
        track(size(layout));
        // SAFETY: same contract as the caller's.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        track(-size(layout));
        // SAFETY: same contract as the caller's.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count_one();
        track(size(layout));
        // SAFETY: same contract as the caller's.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count_one();
        track(i64::try_from(new_size).unwrap_or(i64::MAX) - size(layout));
        // SAFETY: same contract as the caller's.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

/// Allocations counted so far on this thread (0 unless the test binary
/// installed [`CountingAllocator`]).
pub fn allocations() -> u64 {
    ALLOCATIONS.try_with(Cell::get).unwrap_or(0)
}

/// Starts a new measurement of [`peak_bytes`] on this thread.
pub fn reset_peak() {
    let now = LIVE.try_with(Cell::get).unwrap_or(0);
    let _ = PEAK.try_with(|peak| peak.set(now));
    let _ = BASE.try_with(|base| base.set(now));
}

/// The most heap memory this thread held (bytes it allocated less bytes it
/// freed) since [`reset_peak`], above what it held then. 0 unless the test
/// binary installed [`CountingAllocator`].
pub fn peak_bytes() -> u64 {
    let peak = PEAK.try_with(Cell::get).unwrap_or(0);
    let base = BASE.try_with(Cell::get).unwrap_or(0);
    u64::try_from(peak.saturating_sub(base)).unwrap_or(0)
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
