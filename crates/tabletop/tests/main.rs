//! The registry's tests: every registered game through the object-safe
//! interface.

mod registry;
mod tables;
