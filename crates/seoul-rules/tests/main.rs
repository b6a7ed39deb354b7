//! The tests of seoul-rules, in one binary.

mod conformance;
mod bots;
mod debug_tmp;
