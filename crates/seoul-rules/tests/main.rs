//! The integration tests of seoul-rules, in one test binary (one link, one
//! run). `rulebook` holds the named rulebook scenarios; `measure` the
//! `#[ignore]`d measurements.

mod allocations;
mod bots;
mod conformance;
mod fuzz;
mod narration;
mod properties;
mod rulebook;
mod snapshots;
mod traceability;
