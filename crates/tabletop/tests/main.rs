//! The registry's tests: every registered game through the object-safe
//! interface, and the engine protocol checked against its schema.

mod events;
mod hostile;
mod memory;
mod protocol;
mod registry;
mod research;
mod schema_check;
mod schemas;
mod tables;
