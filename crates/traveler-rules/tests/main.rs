//! The integration tests of traveler-rules, in one test binary (one link,
//! one run). `rulebook` holds the named rulebook scenarios; `common` the
//! helpers they share; `oracle` a second, independent referee of the
//! scoring rules.

mod allocations;
mod bots;
mod common;
mod configs;
mod conformance;
mod events;
mod fuzz;
mod oracle;
mod properties;
mod research;
mod rulebook;
mod search;
mod snapshots;
mod tampering;
mod traceability;
