//! `tabletop simulate`: many games on all cores, then statistics.
//!
//! Game `i` is seeded from (master seed, `i`) and its results are gathered in
//! index order, so the statistics do not depend on the number of threads.

use crate::BotKind;
use crate::error::CliError;
use crate::output::say;
use crate::registry::{CliGame, load_config, make_bot};
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use serde::Serialize;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;
use tabletop_core::{Bot, Finish, GameConfig, GameRng, play_silently};

/// The options of `tabletop simulate`.
pub struct SimOptions {
    pub games: u64,
    pub players: Option<usize>,
    pub seed: u64,
    pub threads: Option<usize>,
    pub config: Option<PathBuf>,
    pub bot: BotKind,
    pub json: bool,
}

/// What one game produced.
struct GameResult {
    scores: Vec<i64>,
    winners: Vec<bool>,
    shared: bool,
    actions: u64,
    ending: String,
}

/// Minimum, mean and maximum of a series.
#[derive(Serialize, Debug, Default)]
pub struct Spread {
    pub min: f64,
    pub mean: f64,
    pub max: f64,
}

impl Spread {
    fn of(values: impl Iterator<Item = f64>) -> Spread {
        let (mut min, mut max, mut sum, mut n) = (f64::INFINITY, f64::NEG_INFINITY, 0.0, 0u64);
        for v in values {
            min = min.min(v);
            max = max.max(v);
            sum += v;
            n += 1;
        }
        if n == 0 {
            return Spread::default();
        }
        Spread {
            min,
            mean: sum / n as f64,
            max,
        }
    }
}

/// The statistics printed at the end.
#[derive(Serialize, Debug)]
pub struct Stats {
    pub game: &'static str,
    pub players: usize,
    pub games: u64,
    pub seed: u64,
    pub threads: usize,
    /// Share of games each seat won (a shared victory counts for each winner).
    pub win_rate_by_seat: Vec<f64>,
    pub shared_victories: u64,
    pub score_by_seat: Vec<Spread>,
    pub score_all_seats: Spread,
    pub actions_per_game: Spread,
    /// How games ended, e.g. {"8 stops": 6000, "last call": 3990, "cap": 10}.
    pub endings: Vec<(String, u64)>,
    pub seconds: f64,
    pub games_per_second: f64,
}

fn play_one<G: CliGame>(
    config: &G::Config,
    master: u64,
    index: u64,
    bot: BotKind,
    buffer: &mut Vec<G::Action>,
) -> Result<GameResult, CliError> {
    let seed = GameRng::derived(master, index).next_u64();
    let players = config.players();
    let mut state = G::setup(config.clone(), seed)?;
    let mut bots: Vec<Box<dyn Bot<G>>> =
        (0..players).map(|s| make_bot::<G>(bot, seed, s)).collect();
    let finish = play_silently(&mut state, &mut bots, G::ACTION_CAP, buffer)?;
    let outcome = match (finish, state.outcome()) {
        (Finish::Natural, Some(o)) => Some(o),
        _ => None,
    };
    Ok(match outcome {
        Some(o) => GameResult {
            winners: (0..players).map(|s| o.ranks[s] == 1).collect(),
            shared: o.is_shared(),
            scores: o.scores,
            actions: state.actions_taken(),
            ending: o.ending,
        },
        None => GameResult {
            scores: Vec::new(),
            winners: vec![false; players],
            shared: false,
            actions: state.actions_taken(),
            ending: "cap".into(),
        },
    })
}

/// Runs the simulation and prints the statistics.
pub fn run<G: CliGame>(opts: &SimOptions) -> Result<ExitCode, CliError> {
    if opts.games == 0 {
        return Err(CliError::Input("-n must be at least 1".into()));
    }
    let config = load_config::<G>(opts.config.as_deref(), opts.players)?;
    let mut builder = rayon::ThreadPoolBuilder::new();
    if let Some(t) = opts.threads {
        if t == 0 {
            return Err(CliError::Input("--threads must be at least 1".into()));
        }
        builder = builder.num_threads(t);
    }
    let pool = builder
        .build()
        .map_err(|e| CliError::Input(e.to_string()))?;
    let bar = ProgressBar::new(opts.games);
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} games {per_sec} eta {eta}")
    {
        bar.set_style(style);
    }
    let games =
        usize::try_from(opts.games).map_err(|_| CliError::Input("-n is too large".into()))?;
    let start = Instant::now();
    let results: Result<Vec<GameResult>, CliError> = pool.install(|| {
        (0..games)
            .into_par_iter()
            // Chunks of games per task keep the workers independent.
            .with_min_len(64)
            .map_init(Vec::new, |buffer, i| {
                let r = play_one::<G>(&config, opts.seed, i as u64, opts.bot, buffer);
                if i % 64 == 63 {
                    bar.inc(64);
                }
                r
            })
            .collect()
    });
    bar.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    let results = results?;
    let stats = summarise::<G>(&config, opts, pool.current_num_threads(), &results, seconds);
    if opts.json {
        say!(
            "{}",
            serde_json::to_string_pretty(&stats).map_err(|e| CliError::Input(e.to_string()))?
        );
    } else {
        print_stats(&stats);
    }
    Ok(ExitCode::SUCCESS)
}

fn summarise<G: CliGame>(
    config: &G::Config,
    opts: &SimOptions,
    threads: usize,
    results: &[GameResult],
    seconds: f64,
) -> Stats {
    let players = config.players();
    let n = results.len() as f64;
    let finished: Vec<&GameResult> = results.iter().filter(|r| !r.scores.is_empty()).collect();
    let mut endings: Vec<(String, u64)> = Vec::new();
    for r in results {
        match endings.iter_mut().find(|(e, _)| *e == r.ending) {
            Some((_, count)) => *count += 1,
            None => endings.push((r.ending.clone(), 1)),
        }
    }
    endings.sort();
    Stats {
        game: G::NAME,
        players,
        games: results.len() as u64,
        seed: opts.seed,
        threads,
        win_rate_by_seat: (0..players)
            .map(|s| results.iter().filter(|r| r.winners[s]).count() as f64 / n)
            .collect(),
        shared_victories: results.iter().filter(|r| r.shared).count() as u64,
        score_by_seat: (0..players)
            .map(|s| Spread::of(finished.iter().map(|r| r.scores[s] as f64)))
            .collect(),
        score_all_seats: Spread::of(
            finished
                .iter()
                .flat_map(|r| r.scores.iter().map(|&v| v as f64)),
        ),
        actions_per_game: Spread::of(results.iter().map(|r| r.actions as f64)),
        endings,
        seconds,
        games_per_second: n / seconds.max(1e-9),
    }
}

fn print_stats(s: &Stats) {
    say!(
        "{}: {} games, {} players, seed {}, {} threads",
        s.game,
        s.games,
        s.players,
        s.seed,
        s.threads
    );
    say!("win rate by seat (shared victories count for each winner):");
    for (seat, rate) in s.win_rate_by_seat.iter().enumerate() {
        let sc = &s.score_by_seat[seat];
        say!(
            "  seat {seat}: {:5.1}%   score mean {:.2} (min {}, max {})",
            rate * 100.0,
            sc.mean,
            sc.min,
            sc.max
        );
    }
    say!("shared victories: {}", s.shared_victories);
    let a = &s.actions_per_game;
    say!(
        "actions per game: mean {:.1} (min {}, max {})",
        a.mean,
        a.min,
        a.max
    );
    let endings: Vec<String> = s.endings.iter().map(|(e, c)| format!("{e}: {c}")).collect();
    say!("endings: {}", endings.join(", "));
    say!("{:.2} s, {:.0} games/s", s.seconds, s.games_per_second);
}
