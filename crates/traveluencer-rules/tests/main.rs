//! The integration tests of traveluencer-rules, in one test binary (one
//! link, one run). `rulebook` holds the named rulebook scenarios.

mod allocations;
mod conformance;
mod fuzz;
mod measure;
mod narration;
mod positions;
mod properties;
mod rulebook;
mod snapshots;
