//! The tests of seoul-rules, in one binary.

mod conformance;
