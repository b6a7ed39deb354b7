//! `tabletop`: play, simulate, replay, check and benchmark the rules engines.
//!
//! Every subcommand takes a game name (`tabletop games` lists them) or a file
//! that names its game. Bad input prints a one-line reason and exits non-zero.

mod bench;
mod dispute;
mod error;
mod output;
mod play;
mod registry;
mod simulate;

use clap::{Parser, Subcommand, ValueEnum};
use error::CliError;
use std::path::PathBuf;
use std::process::ExitCode;

/// Exact, deterministic rules engines for four travel card games.
#[derive(Parser, Debug)]
#[command(name = "tabletop", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// Which bot plays every seat.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum BotKind {
    /// Uniformly random among the legal actions.
    Random,
    /// A cheap per-game heuristic (no search).
    Greedy,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// List each game with its player counts, variants and rule flags.
    Games,
    /// Bots play one full game, narrated: setup, each action, scoring, winner.
    Play {
        /// The game (see `tabletop games`).
        game: String,
        /// Number of players (default: the game's standard count).
        #[arg(long)]
        players: Option<usize>,
        /// Seed of the deal and of the bots.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// A JSON configuration file (fields not given keep their defaults).
        #[arg(long)]
        config: Option<PathBuf>,
        /// The bot that plays every seat.
        #[arg(long, value_enum, default_value_t = BotKind::Greedy)]
        bot: BotKind,
        /// Write the game's replay (JSON) to this file.
        #[arg(long)]
        replay_out: Option<PathBuf>,
    },
    /// Many games in parallel, then statistics: win rate by seat, scores,
    /// game length, how games end, games per second.
    Simulate {
        /// The game.
        game: String,
        /// How many games.
        #[arg(short = 'n', long = "games", default_value_t = 1000)]
        games: u64,
        /// Number of players.
        #[arg(long)]
        players: Option<usize>,
        /// Master seed; game i is seeded from (seed, i), whatever the threads.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Worker threads (default: all cores).
        #[arg(long)]
        threads: Option<usize>,
        /// A JSON configuration file.
        #[arg(long)]
        config: Option<PathBuf>,
        /// The bot that plays every seat.
        #[arg(long, value_enum, default_value_t = BotKind::Random)]
        bot: BotKind,
        /// Print the statistics as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Verify a replay file and print the final outcome.
    Replay {
        /// The replay (JSON, as written by `play --replay-out`).
        file: PathBuf,
    },
    /// List the legal actions in a position.
    Legal {
        /// The position file: {"game": ..., "position": {...}}.
        position: PathBuf,
        /// Only this seat (default: every seat that owes a decision).
        #[arg(long)]
        seat: Option<u8>,
    },
    /// Settle a dispute: apply actions in order to a position, saying for
    /// each whether it is legal or which rule it breaks, then print the
    /// resulting position and any scoring that happened.
    Check {
        /// The position file.
        position: PathBuf,
        /// Actions as typed in the game's notation (`tabletop legal` shows
        /// it); prefix with `@N ` to act as seat N in a simultaneous step.
        #[arg(required = true)]
        actions: Vec<String>,
    },
    /// Random-playout throughput on one thread: games/s, decisions/s.
    Bench {
        /// The game.
        game: String,
        /// Number of players.
        #[arg(long)]
        players: Option<usize>,
        /// How long to run.
        #[arg(long, default_value_t = 3.0)]
        seconds: f64,
        /// A JSON configuration file.
        #[arg(long)]
        config: Option<PathBuf>,
        /// Print the figures as JSON.
        #[arg(long)]
        json: bool,
    },
}

fn run(cli: Cli) -> Result<ExitCode, CliError> {
    match cli.command {
        Command::Games => registry::list_games(),
        Command::Play {
            game,
            players,
            seed,
            config,
            bot,
            replay_out,
        } => {
            let opts = play::PlayOptions {
                players,
                seed,
                config,
                bot,
                replay_out,
            };
            registry::dispatch!(&game, play::run(&opts))
        }
        Command::Simulate {
            game,
            games,
            players,
            seed,
            threads,
            config,
            bot,
            json,
        } => {
            let opts = simulate::SimOptions {
                games,
                players,
                seed,
                threads,
                config,
                bot,
                json,
            };
            registry::dispatch!(&game, simulate::run(&opts))
        }
        Command::Replay { file } => dispute::replay(&file),
        Command::Legal { position, seat } => dispute::legal(&position, seat),
        Command::Check { position, actions } => dispute::check(&position, &actions),
        Command::Bench {
            game,
            players,
            seconds,
            config,
            json,
        } => {
            let opts = bench::BenchOptions {
                players,
                seconds,
                config,
                json,
            };
            registry::dispatch!(&game, bench::run(&opts))
        }
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            // --help and --version: print them as clap does.
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            // A usage error: its first line says what is wrong.
            let text = e.render().to_string();
            let reason = text.lines().next().unwrap_or("error: bad arguments");
            eprintln!("{reason} (see `tabletop --help`)");
            return ExitCode::from(2);
        }
    };
    match run(cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(e.exit_code())
        }
    }
}
