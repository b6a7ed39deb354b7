//! End-to-end tests of the `tabletop` binary.

mod commands;
mod common;
mod english;
mod explains;
mod hostile;
mod serve;
mod usage;
mod web;
