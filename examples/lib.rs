//! Examples of embedding the tabletop engines; see the programs in `examples/`.
//!
//! This crate also compiles and runs the README's code as a doc-test:
#![doc = include_str!("../README.md")]
