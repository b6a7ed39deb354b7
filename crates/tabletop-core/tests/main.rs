//! The integration tests of tabletop-core, in one test binary (one link, one
//! run): seating, shuffles, replays and positions; the conformance kit
//! against a small test-only game, planted defects included; and the
//! counting allocator.

mod allocations;
mod conformance_kit;
mod events_kit;
mod faulty;
mod foundation;
mod fuzz_harness;
mod referee;
mod research_kit;
mod search;
mod toy;
