//! The integration tests of traveluencer-rules, in one test binary (one
//! link, one run). `rulebook` holds the named rulebook scenarios; `oracle` a second,
//! independent referee of the scoring rules.

mod allocations;
mod configs;
mod conformance;
mod events;
mod fuzz;
mod measure;
mod narration;
mod oracle;
mod positions;
mod properties;
mod research;
mod rulebook;
mod search;
mod snapshots;
mod traceability;
