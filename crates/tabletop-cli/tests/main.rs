//! End-to-end tests of the `tabletop` binary.

mod commands;
mod common;
mod hostile;
mod serve;
mod usage;
