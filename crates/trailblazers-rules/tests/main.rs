//! The integration tests of trailblazers-rules, in one test binary (one
//! link, one run). `rulebook` holds the named rulebook scenarios, `common`
//! the helpers they share.

mod bots;
mod common;
mod conformance;
mod deck;
mod loops;
mod rulebook;
