//! The examples' own tests, in one test binary: each example program is
//! included as a module (its `main` is not called here), so its `tests`
//! module runs against the same code `cargo run --example` runs. Beside
//! them, `fuzzing` runs the fuzz harness over the committed fuzz inputs of
//! every game (this crate is not published, so it may read `fuzz/`).

#[allow(dead_code)]
#[path = "../ask_legal.rs"]
mod ask_legal;
mod fuzzing;
#[allow(dead_code)]
#[path = "../own_bot.rs"]
mod own_bot;
#[allow(dead_code)]
#[path = "../replay_log.rs"]
mod replay_log;
