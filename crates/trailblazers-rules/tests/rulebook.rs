//! The rulebook as named scenarios: the worked examples TB-T1 … TB-T10 of
//! the rules analysis, each built from a hand-written position, and a named
//! test for every other rule. Scenarios that need exact markers lay their
//! trails cell by cell on the lab deck (`common::Lab`); the others use the
//! reference deck.

mod ending;
mod goals;
mod placement;
mod rounds;
mod scoring;
mod solo;
