//! Examples of embedding the tabletop engines; see the programs in `examples/`.
//!
//! This crate also compiles and runs the README's code as doc-tests (of the
//! item below, which exists only for `cargo test --doc`, so the crate still
//! builds on its own, as `cargo package` builds it, without the README).

/// The workspace README, whose code blocks run as doc-tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct Readme;
