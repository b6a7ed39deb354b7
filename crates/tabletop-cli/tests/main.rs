//! End-to-end tests of the `tabletop` binary.

mod commands;
mod common;
mod serve;
mod usage;
