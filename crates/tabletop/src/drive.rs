//! Bots driving whole games: one narrated game (`play`), many games on
//! several threads with statistics (`simulate`), random playouts for speed
//! (`bench`).

use crate::engine::Registered;
use crate::error::Error;
use crate::lineup::Lineup;
use crate::stats::{Accumulator, GameResult, SimulationPart, SimulationStats};
use crate::table::Session;
use serde::Serialize;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;
use tabletop_core::{
    Audience, Finish, GameConfig, GameRng, play_out, play_silently, random_playout,
};

/// The most worker threads `simulate` starts.
pub const MAX_THREADS: usize = 256;
/// The most games one `simulate` plays.
pub const MAX_GAMES: u64 = 1_000_000_000;
/// The longest `bench` runs, in seconds.
pub const MAX_BENCH_SECONDS: f64 = 3600.0;
/// Games per task handed to a worker.
const CHUNK: u64 = 64;

/// What `simulate` should run.
#[derive(Clone, Debug, PartialEq)]
pub struct Simulation {
    /// How many games (1 to [`MAX_GAMES`]).
    pub games: u64,
    /// The master seed: game `i` is seeded from (`seed`, `i`).
    pub seed: u64,
    /// Worker threads (1 to [`MAX_THREADS`]); `None`: one per core.
    pub threads: Option<usize>,
    /// The bots: one kind on every seat, or one per seat.
    pub bot: Lineup,
    /// Whether the lineup turns one seat per game (game `i` gives seat `s`
    /// the bot `(s + i) mod players`), so that every bot plays every seat
    /// equally often.
    pub rotate: bool,
}

impl Simulation {
    /// Checks the bounds and settles the thread count.
    fn threads(&self) -> Result<usize, Error> {
        if !(1..=MAX_GAMES).contains(&self.games) {
            return Err(Error::OutOfRange {
                name: "the number of games",
                expected: "from 1 to 1,000,000,000",
                got: self.games.to_string(),
            });
        }
        match self.threads {
            Some(t) if (1..=MAX_THREADS).contains(&t) => Ok(t),
            Some(t) => Err(Error::OutOfRange {
                name: "threads",
                expected: "from 1 to 256",
                got: t.to_string(),
            }),
            None => Ok(std::thread::available_parallelism().map_or(1, |n| n.get())),
        }
    }
}

fn play_one<G: Registered>(
    config: &G::Config,
    run: &Simulation,
    index: u64,
    buffer: &mut Vec<G::Action>,
) -> Result<GameResult, Error> {
    let seed = GameRng::derived(run.seed, index).next_u64();
    let mut state = G::setup(config.clone(), seed)?;
    let players = config.players();
    let turn = if run.rotate {
        (index % players as u64) as usize
    } else {
        0
    };
    let mut bots = run.bot.bots::<G>(seed, players, turn);
    let finish = play_silently(&mut state, &mut bots, G::ACTION_CAP, buffer)?;
    let outcome = match finish {
        Finish::Natural => state.outcome(),
        _ => None,
    };
    Ok(GameResult {
        outcome,
        actions: state.actions_taken(),
        turn,
    })
}

/// Plays `run.games` games of `config` and gathers the statistics.
pub(crate) fn simulate<G: Registered>(
    config: &G::Config,
    run: &Simulation,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<SimulationStats, Error> {
    let threads = run.threads()?;
    let players = config.players();
    run.bot.check(players)?;
    let next = AtomicU64::new(0);
    let total = Mutex::new(Accumulator::new(players, &run.bot));
    let start = Instant::now();
    let work = || -> Result<(), Error> {
        let mut mine = Accumulator::new(players, &run.bot);
        let mut buffer = Vec::new();
        loop {
            let first = next.fetch_add(CHUNK, Ordering::Relaxed);
            if first >= run.games {
                break;
            }
            let end = (first + CHUNK).min(run.games);
            for index in first..end {
                mine.add(&play_one::<G>(config, run, index, &mut buffer)?);
            }
            progress(end - first);
        }
        total
            .lock()
            .map_err(|_| Error::Internal {
                reason: "a simulation worker failed".into(),
            })?
            .merge(&mine);
        Ok(())
    };
    if threads == 1 {
        // One worker: this thread, so that nothing is spawned for it.
        work()?;
    } else {
        spawn_workers(threads, &work)?;
    }
    let seconds = start.elapsed().as_secs_f64();
    let total = total.into_inner().map_err(|_| Error::Internal {
        reason: "a simulation worker failed".into(),
    })?;
    Ok(total.stats(G::NAME, run, threads, seconds))
}

/// Games `first..first + count` of `run` on this thread: a part of a
/// simulation spread over processes or machines.
pub(crate) fn simulate_part<G: Registered>(
    config: &G::Config,
    run: &Simulation,
    first: u64,
    count: u64,
) -> Result<SimulationPart, Error> {
    run.threads()?;
    let end = first.checked_add(count).filter(|&e| e <= run.games);
    let Some(end) = end else {
        return Err(Error::OutOfRange {
            name: "the part",
            expected: "games within the simulation's count",
            got: format!("{first}..{first}+{count}"),
        });
    };
    let mut totals = Accumulator::new(config.players(), &run.bot);
    let mut buffer = Vec::new();
    for index in first..end {
        totals.add(&play_one::<G>(config, run, index, &mut buffer)?);
    }
    Ok(SimulationPart(totals))
}

/// The statistics of `run` from its parts, which must cover its games
/// exactly once; `workers` and `seconds` are reported as given.
pub(crate) fn merge_parts<G: Registered>(
    config: &G::Config,
    run: &Simulation,
    parts: &[SimulationPart],
    workers: usize,
    seconds: f64,
) -> Result<SimulationStats, Error> {
    let mut total = Accumulator::new(config.players(), &run.bot);
    for part in parts {
        if part.0.players() != config.players() {
            return Err(Error::BadJson {
                reason: "a part of a simulation of another player count".into(),
            });
        }
        total.merge(&part.0);
    }
    if total.games() != run.games {
        return Err(Error::OutOfRange {
            name: "the parts",
            expected: "to cover the simulation's games once",
            got: format!("{} games of {}", total.games(), run.games),
        });
    }
    Ok(total.stats(G::NAME, run, workers, seconds))
}

/// Runs `work` on `threads` scoped threads and joins them.
fn spawn_workers(
    threads: usize,
    work: &(dyn Fn() -> Result<(), Error> + Sync),
) -> Result<(), Error> {
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads).map(|_| scope.spawn(work)).collect();
        workers
            .into_iter()
            .map(|w| {
                w.join().unwrap_or_else(|_| {
                    Err(Error::Internal {
                        reason: "a simulation worker panicked".into(),
                    })
                })
            })
            .collect::<Result<Vec<()>, Error>>()
    })?;
    Ok(())
}

/// The figures of one benchmark run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BenchFigures {
    /// The game.
    pub game: &'static str,
    /// Players.
    pub players: usize,
    /// Games played.
    pub games: u64,
    /// Games stopped by the action cap.
    pub capped: u64,
    /// Seconds measured.
    pub seconds: f64,
    /// Games per second.
    pub games_per_second: f64,
    /// Decisions per second.
    pub decisions_per_second: f64,
    /// Decisions per game.
    pub decisions_per_game: f64,
    /// Legal actions per decision (the branching factor).
    pub legal_actions_per_decision: f64,
    /// Search iterations per second, summed over the bots that search
    /// (0 for random playouts and bots that do not search).
    pub search_iterations_per_second: f64,
    /// `size_of` the state (it holds no heap data of its own).
    pub state_bytes: usize,
}

/// Refuses a benchmark time outside (0, [`MAX_BENCH_SECONDS`]].
fn check_seconds(seconds: f64) -> Result<(), Error> {
    if seconds > 0.0 && seconds <= MAX_BENCH_SECONDS {
        Ok(())
    } else {
        Err(Error::OutOfRange {
            name: "seconds",
            expected: "more than 0 and at most 3600",
            got: seconds.to_string(),
        })
    }
}

/// Random playouts of `config` on this thread for `seconds`.
pub(crate) fn bench<G: Registered>(
    config: &G::Config,
    seconds: f64,
) -> Result<BenchFigures, Error> {
    check_seconds(seconds)?;
    let mut rng = GameRng::new(0xBE7C);
    let mut buffer = Vec::with_capacity(1024);
    let (mut games, mut capped, mut decisions, mut legal) = (0u64, 0u64, 0u64, 0u64);
    let start = Instant::now();
    let mut elapsed = 0.0;
    while elapsed < seconds {
        for _ in 0..16 {
            let mut state = G::setup(config.clone(), rng.next_u64())?;
            let playout = random_playout(&mut state, &mut rng, G::ACTION_CAP, &mut buffer)?;
            games += 1;
            decisions += playout.decisions;
            legal += playout.legal_actions;
            capped += u64::from(playout.finish == Finish::Capped);
        }
        elapsed = start.elapsed().as_secs_f64();
    }
    Ok(BenchFigures {
        game: G::NAME,
        players: config.players(),
        games,
        capped,
        seconds: elapsed,
        games_per_second: games as f64 / elapsed,
        decisions_per_second: decisions as f64 / elapsed,
        decisions_per_game: decisions as f64 / games as f64,
        legal_actions_per_decision: legal as f64 / decisions.max(1) as f64,
        search_iterations_per_second: 0.0,
        state_bytes: std::mem::size_of::<G>(),
    })
}

/// Whole games of `config` played by `bots` on this thread for `seconds`,
/// at least one.
pub(crate) fn bench_bots<G: Registered>(
    config: &G::Config,
    bots: &Lineup,
    seconds: f64,
) -> Result<BenchFigures, Error> {
    check_seconds(seconds)?;
    let players = config.players();
    bots.check(players)?;
    let mut rng = GameRng::new(0xBE7C);
    let mut buffer = Vec::new();
    let (mut games, mut capped, mut decisions, mut iterations) = (0u64, 0u64, 0u64, 0u64);
    let start = Instant::now();
    let mut elapsed = 0.0;
    while games == 0 || elapsed < seconds {
        let seed = rng.next_u64();
        let mut state = G::setup(config.clone(), seed)?;
        let mut lineup = bots.bots::<G>(seed, players, 0);
        let finish = play_silently(&mut state, &mut lineup, G::ACTION_CAP, &mut buffer)?;
        iterations += lineup.iter().map(|b| b.iterations()).sum::<u64>();
        games += 1;
        decisions += state.actions_taken();
        capped += u64::from(finish == Finish::Capped);
        elapsed = start.elapsed().as_secs_f64();
    }
    Ok(BenchFigures {
        game: G::NAME,
        players,
        games,
        capped,
        seconds: elapsed,
        games_per_second: games as f64 / elapsed,
        decisions_per_second: decisions as f64 / elapsed,
        decisions_per_game: decisions as f64 / games as f64,
        legal_actions_per_decision: 0.0,
        search_iterations_per_second: iterations as f64 / elapsed,
        state_bytes: std::mem::size_of::<G>(),
    })
}

/// One game of `config` by `bot` on every seat, narrated to `audience`.
pub(crate) fn play<G: Registered>(
    config: &G::Config,
    seed: u64,
    bot: &Lineup,
    audience: Audience,
    narrate: &mut dyn FnMut(&str),
) -> Result<Session<G>, Error> {
    let players = config.players();
    if let Audience::Seat(seat) = audience
        && seat.index() >= players
    {
        return Err(Error::NoSuchSeat {
            seat: u64::from(seat.0),
            players,
        });
    }
    bot.check(players)?;
    let mut state = G::setup(config.clone(), seed)?;
    let mut bots = bot.bots::<G>(seed, players, 0);
    for line in state.describe_setup(audience) {
        narrate(&line);
    }
    let mut history = Vec::new();
    play_out(
        &mut state,
        &mut bots,
        G::ACTION_CAP,
        &mut Vec::new(),
        |before, seat, action, after| {
            for line in after.narrate(before, seat, action, audience) {
                narrate(&format!("  {line}"));
            }
            history.push((seat, action.clone()));
        },
    )?;
    Ok(Session::played(config.clone(), seed, state, history))
}
