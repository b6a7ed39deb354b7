//! The integration tests of seoul-rules, in one test binary (one link, one
//! run). `rulebook` holds the named rulebook scenarios; `oracle` a second,
//! independent referee of the Day scoring; the `#[ignore]`d measurements
//! (`measure_…`, in `bots`) and the long conformance run are run on demand.

mod allocations;
mod bots;
mod configs;
mod conformance;
mod events;
mod fuzz;
mod narration;
mod oracle;
mod properties;
mod research;
mod rulebook;
mod search;
mod snapshots;
mod traceability;
