//! The tests of seoul-rules, in one binary.

mod bots;
mod conformance;
mod narration;
