//! Seed inputs for the fuzz targets: positions and replays from random play
//! at many points of a game, and a dictionary of the words they are made
//! of. Each game's tests write them under `fuzz/corpus/` and `fuzz/dict/`
//! (an ignored test regenerates them) and run the harness over them.

use crate::game::Game;
use crate::position::PositionFile;
use crate::replay::Replay;
use crate::rng::GameRng;
use crate::seat::Seat;
use serde_json::Value;
use std::collections::BTreeSet;

/// A random game of `config` from `seed`, as the states it passed through
/// (the first is the deal) and its replay; at most `max_actions` actions.
fn random_game<G: Game>(config: &G::Config, seed: u64, max_actions: usize) -> (Vec<G>, Replay<G>) {
    let mut rng = GameRng::derived(seed, 0x5EED);
    let mut state = G::setup(config.clone(), seed).expect("a sample configuration sets up");
    let mut replay = Replay::new(config.clone(), seed);
    let mut states = vec![state.clone()];
    let mut legal = Vec::new();
    while replay.actions.len() < max_actions {
        let owing: Vec<Seat> = state.to_act().seats().iter().collect();
        if owing.is_empty() {
            break;
        }
        let seat = owing[rng.index(owing.len())];
        legal.clear();
        state.legal_actions(seat, &mut legal);
        let Some(action) = legal.get(rng.index(legal.len().max(1))).cloned() else {
            break;
        };
        replay.push(&state, seat, &action);
        state
            .apply_mut(seat, &action)
            .expect("a legal action applies");
        states.push(state.clone());
    }
    (states, replay)
}

/// Position files (pretty JSON) of random games of each configuration: one
/// game per seed in `seeds`, a position every `every` actions from the deal
/// to the end, the final one included.
pub fn seed_positions<G: Game>(
    configs: &[G::Config],
    seeds: std::ops::Range<u64>,
    every: usize,
) -> Vec<String> {
    let mut out = Vec::new();
    for config in configs {
        for seed in seeds.clone() {
            let (states, _) = random_game::<G>(config, seed, 100_000);
            let last = states.len() - 1;
            for (i, state) in states.iter().enumerate() {
                if i % every.max(1) == 0 || i == last {
                    let file = PositionFile::of(state).expect("a state saves");
                    out.push(serde_json::to_string(&file).expect("a position file serialises"));
                }
            }
        }
    }
    out
}

/// Replay files (pretty JSON) of random games of each configuration: whole
/// games, and games cut after a third of their actions.
pub fn seed_replays<G: Game>(configs: &[G::Config], seeds: std::ops::Range<u64>) -> Vec<String> {
    let mut out = Vec::new();
    for config in configs {
        for seed in seeds.clone() {
            let (_, mut replay) = random_game::<G>(config, seed, 100_000);
            out.push(serde_json::to_string(&replay).expect("a replay serialises"));
            replay.actions.truncate(replay.actions.len() / 3);
            out.push(serde_json::to_string(&replay).expect("a replay serialises"));
        }
    }
    out
}

/// Collects the keys and short strings of a JSON value.
fn words_of(value: &Value, out: &mut BTreeSet<String>) {
    match value {
        Value::Object(map) => {
            for (key, v) in map {
                out.insert(format!("\"{key}\":"));
                words_of(v, out);
            }
        }
        Value::Array(items) => items.iter().for_each(|v| words_of(v, out)),
        Value::String(s) if s.len() <= 6 => {
            out.insert(format!("\"{s}\""));
        }
        _ => {}
    }
}

/// A libFuzzer dictionary for `G`: the keys and short strings of its
/// positions, replays and configurations, and the words of its action
/// notation, one quoted token per line (`"word"`, with `\\`, `"` and bytes
/// outside printable ASCII written `\xNN`).
pub fn dictionary<G: Game>(configs: &[G::Config]) -> String {
    let mut words = BTreeSet::new();
    for config in configs {
        words_of(
            &serde_json::to_value(config).expect("a configuration serialises"),
            &mut words,
        );
        let (states, replay) = random_game::<G>(config, 1, 100_000);
        let replay = serde_json::to_value(&replay).expect("a replay serialises");
        words_of(&replay, &mut words);
        for step in replay["actions"].as_array().into_iter().flatten() {
            for word in step[1].as_str().unwrap_or("").split(' ') {
                words.insert(word.to_string());
            }
        }
        for state in states.iter().step_by(7) {
            let file = serde_json::to_value(PositionFile::of(state).expect("a state saves"));
            words_of(&file.expect("a position file serialises"), &mut words);
        }
    }
    let mut out = String::new();
    for word in words.iter().filter(|w| !w.is_empty()) {
        out.push('"');
        for b in word.bytes() {
            match b {
                b'"' | b'\\' => out.push_str(&format!("\\x{b:02X}")),
                0x20..=0x7E => out.push(char::from(b)),
                _ => out.push_str(&format!("\\x{b:02X}")),
            }
        }
        out.push_str("\"\n");
    }
    out
}

/// Every file of `dir` (a corpus or regression directory), by name; none
/// if the directory does not exist.
pub fn read_inputs(dir: &std::path::Path) -> Vec<(String, Vec<u8>)> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<(String, Vec<u8>)> = entries
        .flatten()
        .filter(|e| e.path().is_file())
        .map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let bytes = std::fs::read(e.path()).expect("a corpus file reads");
            (name, bytes)
        })
        .collect();
    files.sort();
    files
}

/// Replaces the files `<prefix>-*` of `dir` by `inputs`, written as
/// `<prefix>-000`, `<prefix>-001`, … (creating `dir` if needed).
pub fn write_inputs(dir: &std::path::Path, prefix: &str, inputs: &[String]) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    for entry in std::fs::read_dir(dir)?.flatten() {
        if entry
            .file_name()
            .to_string_lossy()
            .starts_with(&format!("{prefix}-"))
        {
            std::fs::remove_file(entry.path())?;
        }
    }
    for (i, input) in inputs.iter().enumerate() {
        std::fs::write(dir.join(format!("{prefix}-{i:03}")), input)?;
    }
    Ok(())
}

/// The name of `G`'s fuzz targets: its name with `_` for `-`
/// (`seoul-journey` → `seoul_journey`).
pub fn target_name<G: Game>() -> String {
    G::NAME.replace('-', "_")
}

/// The game a configuration input is for: its first line names it, the
/// rest is the configuration file (`traveler\n{"players": 2}`).
pub fn split_config_input(data: &[u8]) -> (&[u8], &[u8]) {
    match data.iter().position(|&b| b == b'\n') {
        Some(at) => (&data[..at], &data[at + 1..]),
        None => (&[], data),
    }
}

/// Runs the harness over every committed input of `G` under `fuzz_dir`
/// (the project's `fuzz/` directory): the seeds and the regression inputs
/// (crashes found and fixed) of its targets, `seeds/<target>/` and
/// `regressions/<target>/` for `<game>_actions` ([`super::fuzz_game`] with
/// `samples`), `<game>_position` ([`super::fuzz_position`]), `replays`
/// (those naming `G`; [`super::fuzz_replay`] with at most `max_actions`
/// actions) and `configs` (those whose first line is `G`'s name;
/// [`super::fuzz_config`] with `default_players`). Returns how many inputs
/// it ran.
pub fn fuzz_committed<G: crate::game::Audit + crate::research::Research>(
    fuzz_dir: &std::path::Path,
    samples: &[Value],
    default_players: usize,
    max_actions: usize,
) -> usize {
    let name = target_name::<G>();
    let mut ran = 0;
    for kind in ["seeds", "regressions"] {
        let dir = fuzz_dir.join(kind);
        for (_, data) in read_inputs(&dir.join(format!("{name}_actions"))) {
            super::fuzz_game::<G>(samples, &data);
            ran += 1;
        }
        for (_, data) in read_inputs(&dir.join(format!("{name}_position"))) {
            super::fuzz_position::<G>(&data);
            ran += 1;
        }
        for (_, data) in read_inputs(&dir.join("replays")) {
            let named = std::str::from_utf8(&data)
                .ok()
                .and_then(|t| crate::replay::ReplayHeader::read(t).ok())
                .and_then(|h| h.game);
            if named.as_deref() == Some(G::NAME) {
                super::fuzz_replay::<G>(&data, max_actions);
                ran += 1;
            }
        }
        for (_, data) in read_inputs(&dir.join("configs")) {
            let (game, config) = split_config_input(&data);
            if game == G::NAME.as_bytes() {
                super::fuzz_config::<G>(config, default_players);
                ran += 1;
            }
        }
    }
    ran
}

/// Writes the committed seeds of `G` under `fuzz_dir`: positions at every
/// `every` actions of random games of `configs` (seeds `seeds`) in
/// `seeds/<game>_position/`, replays of them in `seeds/replays/`, each of
/// `samples` as a configuration file in `seeds/configs/`, and the
/// dictionary in `dict/<game>.dict`. Each game's tests call it from an
/// ignored test, so that the seeds follow the game's format.
pub fn write_seeds<G: Game>(
    fuzz_dir: &std::path::Path,
    configs: &[G::Config],
    samples: &[Value],
    seeds: std::ops::Range<u64>,
    every: usize,
) -> std::io::Result<()> {
    let name = target_name::<G>();
    let seed_dir = fuzz_dir.join("seeds");
    let positions = seed_positions::<G>(configs, seeds.clone(), every);
    write_inputs(
        &seed_dir.join(format!("{name}_position")),
        "position",
        &positions,
    )?;
    write_inputs(
        &seed_dir.join("replays"),
        &name,
        &seed_replays::<G>(configs, seeds),
    )?;
    let config_files: Vec<String> = samples
        .iter()
        .map(|s| {
            format!(
                "{}\n{}",
                G::NAME,
                serde_json::to_string_pretty(s).expect("a sample serialises")
            )
        })
        .collect();
    write_inputs(&seed_dir.join("configs"), &name, &config_files)?;
    std::fs::create_dir_all(fuzz_dir.join("dict"))?;
    std::fs::write(
        fuzz_dir.join("dict").join(format!("{name}.dict")),
        dictionary::<G>(configs),
    )
}
