//! The integration tests of traveler-rules, in one test binary (one link,
//! one run). `rulebook` holds the named rulebook scenarios; `common` the
//! helpers they share.

mod allocations;
mod bots;
mod common;
mod conformance;
mod fuzz;
mod properties;
mod rulebook;
mod snapshots;
mod tampering;
