//! The integration tests of trailblazers-rules, in one test binary (one
//! link, one run). `rulebook` holds the named rulebook scenarios, `common`
//! the helpers they share.

mod allocations;
mod bots;
mod common;
mod configs;
mod conformance;
mod deck;
mod events;
mod fuzz;
mod loops;
mod narration;
mod oracle;
mod park;
mod properties;
mod render;
mod research;
mod rulebook;
mod search;
mod snapshots;
mod solo_wins;
mod traceability;

#[global_allocator]
static ALLOC: tabletop_core::testing::CountingAllocator = tabletop_core::testing::CountingAllocator;
