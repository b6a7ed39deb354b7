//! The fuzz harness: arbitrary bytes become games, positions, replays and
//! configuration files, and every promise an engine makes is checked on
//! each of them. The cargo-fuzz targets in `fuzz/` feed it from libFuzzer;
//! each game's tests feed it fixed inputs and the committed corpus on
//! stable. It panics with a description on the first broken promise.
//!
//! # Entry points
//!
//! | function | the bytes are | what is played |
//! |---|---|---|
//! | [`fuzz_actions`] | a seed, then steps | a game of one configuration |
//! | [`fuzz_game`] | a player count, configuration choices, a seed, then steps | a game of a configuration recombined from sample configurations |
//! | [`fuzz_position`] | a position file (`{"game", "position"}`) | steps from the loaded position |
//! | [`fuzz_replay`] | a replay file | the replay, then steps from its end |
//! | [`fuzz_config`] | a configuration file (an object of fields) | a game of that configuration |
//!
//! # Steps
//!
//! After the seed (8 bytes, little-endian) each step is an opcode byte and
//! a seat byte, then the step's own bytes (missing bytes read as 0):
//!
//! | opcode % 8 | step | own bytes |
//! |---|---|---|
//! | 0, 1, 2 | a legal action of an owing seat (the seat byte picks which) | 2: which action (big-endian) |
//! | 3 | text read with [`Game::parse_action`] (and `FromStr`) | 1: length % 64, then the text |
//! | 4 | an action read from JSON | 1: length % 64, then the JSON |
//! | 5 | an integer code read with [`Game::decode_action`] | 1: length % 17, then the code (little-endian) |
//! | 6 | the deep checks, no action | — |
//! | 7 | an action seen legal earlier, tried again | 1: which |
//!
//! Raw actions (3, 4, 5, 7) are taken by the seat the seat byte names: a
//! seat at the table, one past it, or (bytes 250–255) a seat number far out
//! of range. Positions, replays and configuration files have no step bytes
//! of their own: their steps come from bytes derived from the input.
//!
//! # Promises checked
//!
//! * after every applied action and at the end: the invariants
//!   ([`Audit::check_invariants`]); an outcome exactly when the game is
//!   over, whose ranks agree with its scores and tie-breaks;
//! * every legal pick passes `validate`, and its text (`Display`/`FromStr`
//!   and the game's notation), JSON and integer code read back as itself;
//! * a raw action is accepted by `validate` exactly when it is in the seat's
//!   legal list, and by `apply_mut` exactly when `validate` accepts it; a
//!   refused one leaves the state as it was; `apply` agrees with
//!   `apply_mut`; text that reads as an action is written back as the same
//!   action, a code that decodes encodes back to itself;
//! * deep steps and the end: every owing seat has legal actions, listed
//!   once each and all valid; seats that owe nothing have none; each seat's
//!   view, the public view and each seat's legal actions do not change
//!   when what that seat cannot see is scrambled
//!   ([`Research::resample_hidden`]); the position saves and reads back
//!   exactly, through [`PositionFile::read`](crate::PositionFile::read);
//! * at the end: the replay of the game plays back to the same state and
//!   reads back ([`Replay::read`](crate::Replay::read)) as the same replay;
//! * narration ([`Game::narrate`] for four audiences after each applied
//!   action, [`Game::describe_setup`]) and scoring breakdowns print as
//!   themselves (no control or format character); every refusal's message
//!   too, and it is at most 1,000 characters long and names no internal
//!   type (see [`crate::text`]);
//! * a position, replay or configuration file either loads or is refused
//!   with such a message; one that loads satisfies all of the above.
//!
//! That narration tells each audience only what it may know is the
//! conformance kit's check ([`super::check_conformance`]).

mod corpus;
mod promises;
mod run;

pub use corpus::{
    dictionary, fuzz_committed, read_inputs, seed_positions, seed_replays, split_config_input,
    target_name, write_inputs, write_seeds,
};

use crate::game::{Audit, Game, GameConfig};
use crate::json;
use crate::position::PositionFile;
use crate::replay::Replay;
use crate::research::Research;
use promises::check_message;
use run::{Bytes, Run};
use serde_json::Value;

fn context<G: Game>() -> impl Fn(String) -> String {
    |msg| format!("{}: {msg}", G::NAME)
}

/// Sets up a game of `config` (the seed from the first 8 bytes), then plays
/// the steps the remaining bytes choose (see the [module](self)
/// documentation).
pub fn fuzz_actions<G: Audit + Research>(config: &G::Config, data: &[u8]) {
    let ctx = context::<G>();
    let mut bytes = Bytes(data);
    play_from_setup::<G>(config.clone(), &mut bytes, &ctx);
}

/// Sets up a game and plays it, recording its replay.
fn play_from_setup<G: Audit + Research>(
    config: G::Config,
    bytes: &mut Bytes<'_>,
    ctx: &impl Fn(String) -> String,
) {
    let seed = bytes.seed();
    let state = match G::setup(config.clone(), seed) {
        Ok(state) => state,
        Err(e) => {
            check_message("a refused configuration", &e.to_string(), ctx);
            return;
        }
    };
    let mut run = Run::new(state, Some(Replay::new(config, seed)));
    run.check_start(false, ctx);
    run.play(bytes, ctx);
}

/// Configurations fuzzed too: the first byte picks the player count, then
/// one byte per field named in any of `samples` (objects of configuration
/// fields, as a `--config` file gives them; in the order of the fields'
/// names) picks that field's value, from the standard game's or one of the
/// samples'. The configuration is read the way a configuration file is
/// ([`json::config_from_fields`]); one that cannot be played must be
/// refused with a clean message. Then as [`fuzz_actions`].
///
/// A game's samples set each rule flag to each of its other values, name
/// other first players, and give custom card data (decks, event decks).
pub fn fuzz_game<G: Audit + Research>(samples: &[Value], data: &[u8]) {
    let ctx = context::<G>();
    let mut bytes = Bytes(data);
    let counts: Vec<usize> = G::Config::PLAYER_COUNTS.collect();
    let players = counts[usize::from(bytes.byte()) % counts.len()];
    let mut choices: std::collections::BTreeMap<&str, Vec<&Value>> = Default::default();
    for sample in samples {
        for (key, value) in sample.as_object().into_iter().flatten() {
            let values = choices.entry(key.as_str()).or_default();
            if !values.contains(&value) {
                values.push(value);
            }
        }
    }
    let mut fields = serde_json::Map::new();
    for (key, values) in &choices {
        let pick = usize::from(bytes.byte()) % (values.len() + 1);
        if let Some(value) = pick.checked_sub(1).and_then(|i| values.get(i)) {
            fields.insert((*key).to_string(), (*value).clone());
        }
    }
    match json::config_from_fields::<G::Config>(
        Some(players),
        players,
        Some(&Value::Object(fields)),
    ) {
        Ok(config) => play_from_setup::<G>(config, &mut bytes, &ctx),
        Err(e) => check_message("a refused configuration", &e.to_string(), &ctx),
    }
}

/// Step bytes derived from `data`, for inputs that have none of their own.
fn derived_steps(data: &[u8]) -> Vec<u8> {
    // FNV-1a: a fixed hash, so that an input always plays the same steps.
    let hash = data.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    pseudo_random_bytes(hash, 96)
}

/// Reads the bytes as a position file the way every tool does
/// ([`PositionFile::read`]: the size cap, no key twice, the envelope, the
/// game's validation). A refusal must be a clean message; a position that
/// loads must keep every promise, save exactly, and go on for several
/// steps (from bytes derived from the input).
pub fn fuzz_position<G: Audit + Research>(data: &[u8]) {
    let ctx = context::<G>();
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match PositionFile::read::<G>(text) {
        Err(e) => check_message("a refused position", &e.to_string(), &ctx),
        Ok(state) => {
            let ctx = |msg: String| format!("{}: a position that loaded: {msg}", G::NAME);
            let mut run = Run::new(state, None);
            run.check_start(true, &ctx);
            let steps = derived_steps(data);
            run.play(&mut Bytes(&steps), &ctx);
        }
    }
}

/// Reads the bytes as a replay file the way every tool does
/// ([`Replay::read`] with at most `max_actions` actions: the header
/// first), then plays it. A refusal must be a clean message; a replay that
/// plays must keep every promise and go on for several steps from its end.
pub fn fuzz_replay<G: Audit + Research>(data: &[u8], max_actions: usize) {
    let ctx = context::<G>();
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let replay = match Replay::<G>::read(text, max_actions) {
        Ok(replay) => replay,
        Err(e) => return check_message("a refused replay", &e.to_string(), &ctx),
    };
    match replay.play() {
        Err(e) => check_message("a refused replay", &e.to_string(), &ctx),
        Ok(state) => {
            let ctx = |msg: String| format!("{}: a replay that played: {msg}", G::NAME);
            let mut run = Run::new(state, Some(replay));
            run.check_start(true, &ctx);
            let steps = derived_steps(data);
            run.play(&mut Bytes(&steps), &ctx);
        }
    }
}

/// Reads the bytes as a configuration file (an object of configuration
/// fields on top of the standard game for its `players` field, else
/// `default_players`) the way every tool does
/// ([`json::config_from_fields`]); a refusal must be a clean message. A
/// configuration that is accepted must set up and play (seed and steps from
/// bytes derived from the input), keeping every promise.
pub fn fuzz_config<G: Audit + Research>(data: &[u8], default_players: usize) {
    let ctx = context::<G>();
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let fields = match json::parse_value(text, json::MAX_CONFIG_BYTES) {
        Ok(fields) => fields,
        Err(e) => return check_message("a refused configuration", &e.to_string(), &ctx),
    };
    match json::config_from_fields::<G::Config>(None, default_players, Some(&fields)) {
        Err(e) => check_message("a refused configuration", &e.to_string(), &ctx),
        Ok(config) => {
            let steps = derived_steps(data);
            play_from_setup::<G>(config, &mut Bytes(&steps), &ctx);
        }
    }
}

/// Deterministic pseudo-random bytes (xorshift), for fixed fuzz inputs.
pub fn pseudo_random_bytes(seed: u64, len: usize) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect()
}

/// The fixed inputs every game feeds [`fuzz_actions`] and [`fuzz_game`] on
/// stable: empty and tiny inputs, constant runs, pseudo-random streams from
/// 40 bytes to 12 KB, a long run of legal picks that reaches the end of
/// games, and runs of each kind of raw step. A game's tests add inputs that
/// speak its own notation.
pub fn standard_fuzz_inputs() -> Vec<Vec<u8>> {
    let mut inputs = vec![
        Vec::new(),
        vec![0],
        vec![1, 2, 3],
        vec![0xFF; 8],
        vec![0; 64],
        vec![1; 300],
        vec![6; 40],
    ];
    for (seed, len) in [(1, 40), (2, 400), (3, 2_000), (4, 6_000), (5, 12_000)] {
        inputs.push(pseudo_random_bytes(seed, len));
    }
    // Legal picks to the end of the game, with a deep check now and then.
    let mut legal_only = vec![5u8; 8];
    for i in 0..3000u32 {
        legal_only.extend_from_slice(&[
            (i % 3) as u8,
            (i % 4) as u8,
            (i % 7) as u8,
            (i % 251) as u8,
        ]);
        if i % 50 == 49 {
            legal_only.extend_from_slice(&[6, 0]);
        }
    }
    inputs.push(legal_only);
    // Legal picks interleaved with each kind of raw step.
    for raw in 3..=7u8 {
        let mut mixed = vec![raw; 8];
        for i in 0..600u32 {
            let b = (i % 256) as u8;
            mixed.extend_from_slice(&[0, b, b, b.wrapping_mul(7)]);
            mixed.extend_from_slice(&[
                raw,
                b.wrapping_add(raw),
                8,
                b,
                b ^ 0x55,
                1,
                2,
                3,
                4,
                5,
                6,
                7,
            ]);
        }
        inputs.push(mixed);
    }
    inputs
}
