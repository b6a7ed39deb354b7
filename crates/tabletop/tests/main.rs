//! The registry's tests: every registered game through the object-safe
//! interface.

mod hostile;
mod memory;
mod registry;
mod tables;
