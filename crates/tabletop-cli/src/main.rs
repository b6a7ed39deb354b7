//! `tabletop`: play, simulate, replay, check and benchmark the rules
//! engines, serve them to other programs (`tabletop serve`) and to people
//! at a table (`tabletop web`).
//!
//! Every subcommand takes a game name (`tabletop games` lists them) or a file
//! that names its game. Usage errors print clap's message; bad input prints
//! a one-line reason; both exit non-zero.

mod bench;
mod config;
mod dispute;
mod drawings;
mod english;
mod games;
mod output;
mod play;
mod serve;
mod simulate;
mod web;

use clap::{Args, Parser, Subcommand};
use config::GameChoice;
use std::path::PathBuf;
use std::process::ExitCode;
use tabletop::Error;

/// Exact, deterministic rules engines for four travel card games.
#[derive(Parser, Debug)]
#[command(name = "tabletop", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// Reads `--bot`: one bot kind for every seat, or one per seat.
fn lineup(text: &str) -> Result<tabletop::Lineup, String> {
    text.parse().map_err(|e: tabletop::Error| e.to_string())
}

/// The game and its configuration, as every game command takes them.
#[derive(Args, Debug)]
struct GameArgs {
    /// The game (see `tabletop games`).
    game: String,
    /// Number of players (default: the game's standard count).
    #[arg(long)]
    players: Option<usize>,
    /// A JSON configuration file: an object of configuration fields
    /// (fields not given keep their defaults).
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
}

impl From<GameArgs> for GameChoice {
    fn from(a: GameArgs) -> Self {
        GameChoice {
            name: a.game,
            players: a.players,
            config: a.config,
        }
    }
}

#[derive(Subcommand, Debug)]
enum Command {
    /// List each game with its player counts, other names, notation,
    /// variants and rule flags.
    Games,
    /// How a game writes its cards, hands and actions (the legend `play`
    /// and `check` print, and every form of action).
    Notation {
        /// The game (see `tabletop games`).
        game: String,
    },
    /// The JSON Schema of what a game writes for programs: its event lists
    /// (`events`) or its view (`view`); the files in docs/schemas/.
    Schema {
        /// The game (see `tabletop games`).
        game: String,
        /// Which schema.
        #[arg(value_enum)]
        what: games::SchemaKind,
    },
    /// Bots play one full game, narrated: setup, each action, scoring, winner.
    /// The all-seeing narrator tells every card unless `--as` or
    /// `--spectator` is given.
    Play {
        #[command(flatten)]
        game: GameArgs,
        /// Seed of the deal and of the bots.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The bots: random, greedy, ismcts or ismcts:N (N iterations per
        /// decision) on every seat, or one per seat separated by commas
        /// (`ismcts,greedy,random,random`).
        #[arg(long, value_parser = lineup, default_value = "greedy")]
        bot: tabletop::Lineup,
        /// Write the game's replay (JSON) to this file.
        #[arg(long, value_name = "FILE")]
        replay_out: Option<PathBuf>,
        /// Write a picture (SVG) of each player's area at the end into this
        /// directory (created if missing), for games that draw them.
        #[arg(long, value_name = "DIR")]
        svg: Option<PathBuf>,
        /// Narrate to one seat: its own cards and the public table.
        #[arg(long = "as", value_name = "SEAT", conflicts_with = "spectator")]
        as_seat: Option<u64>,
        /// Narrate to a spectator: the public table only.
        #[arg(long)]
        spectator: bool,
    },
    /// Many games in parallel, then statistics: win rate by seat, scores
    /// (spread and distribution), game length, how games end, games per second.
    Simulate {
        #[command(flatten)]
        game: GameArgs,
        /// How many games (1 to 1,000,000,000).
        #[arg(short = 'n', long = "games", default_value_t = 1000)]
        games: u64,
        /// Master seed; game i is seeded from (seed, i), whatever the threads.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Worker threads, 1 to 256 (default: one per core).
        #[arg(long)]
        threads: Option<usize>,
        /// The bots: random, greedy, ismcts or ismcts:N on every seat, or
        /// one per seat separated by commas (`ismcts,greedy`).
        #[arg(long, value_parser = lineup, default_value = "random")]
        bot: tabletop::Lineup,
        /// Turn the bots one seat per game, so that each plays every seat
        /// equally often (for comparing bots).
        #[arg(long)]
        rotate: bool,
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
        seat: Option<u64>,
    },
    /// Settle a dispute: apply actions in order to a position, saying for
    /// each whether it is legal or which rule it breaks, then print the
    /// resulting position, any scoring that happened and (for games that
    /// draw) each player's area. With no action, scores the position as it is.
    Check {
        /// The position file.
        position: PathBuf,
        /// Actions as typed in the game's notation (`tabletop legal` shows
        /// it); prefix with `@N ` to act as seat N in a simultaneous step.
        actions: Vec<String>,
        /// Write a picture (SVG) of each player's area into this directory
        /// (created if missing), for games that draw them.
        #[arg(long, value_name = "DIR")]
        svg: Option<PathBuf>,
    },
    /// Random-playout throughput on one thread: games/s, decisions/s.
    Bench {
        #[command(flatten)]
        game: GameArgs,
        /// How long to run, in seconds (more than 0, at most 3600).
        #[arg(long, default_value_t = 3.0)]
        seconds: f64,
        /// Whole games played by these bots instead of random playouts
        /// (e.g. `ismcts:500`): their decisions per second, and so the cost
        /// of one decision.
        #[arg(long, value_parser = lineup)]
        bot: Option<tabletop::Lineup>,
        /// Print the figures as JSON.
        #[arg(long)]
        json: bool,
    },
    /// The engine protocol: JSON requests on standard input, one per line,
    /// answered on standard output, one per line (see docs/protocol.md).
    Serve {
        /// The most games open at once (1 to 1,000,000).
        #[arg(long, default_value_t = tabletop::protocol::DEFAULT_MAX_GAMES)]
        max_games: usize,
        /// The longest request line in bytes (1,024 to 67,108,864).
        #[arg(long, default_value_t = tabletop::protocol::DEFAULT_MAX_LINE_BYTES)]
        max_line_bytes: usize,
        /// Print the protocol's JSON Schema and exit.
        #[arg(long)]
        schema: bool,
    },
    /// The dispute page: serves a web page for settling a rule dispute at
    /// a real table from a phone or laptop (see docs/web.md).
    Web {
        /// The address and port to listen on (`0.0.0.0:8080` serves the
        /// table's network; port 0 lets the system choose).
        #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:8080")]
        bind: String,
        /// The most disputes held at once (1 to 100,000).
        #[arg(long, default_value_t = tabletop_web::Limits::default().max_disputes)]
        max_disputes: usize,
    },
}

/// Runs a command; `Ok(false)` for a `check` that found an illegal action.
fn run(cli: Cli) -> Result<bool, Error> {
    match cli.command {
        Command::Games => games::run()?,
        Command::Notation { game } => games::notation(&game)?,
        Command::Schema { game, what } => games::schema(&game, what)?,
        Command::Play {
            game,
            seed,
            bot,
            replay_out,
            svg,
            as_seat,
            spectator,
        } => play::run(&play::PlayOptions {
            game: game.into(),
            seed,
            bot,
            replay_out,
            svg,
            listener: match (as_seat, spectator) {
                (Some(seat), _) => play::Listener::Seat(seat),
                (None, true) => play::Listener::Spectator,
                (None, false) => play::Listener::Omniscient,
            },
        })?,
        Command::Simulate {
            game,
            games,
            seed,
            threads,
            bot,
            rotate,
            json,
        } => simulate::run(&simulate::SimOptions {
            game: game.into(),
            games,
            seed,
            threads,
            bot,
            rotate,
            json,
        })?,
        Command::Replay { file } => dispute::replay(&file)?,
        Command::Legal { position, seat } => dispute::legal(&position, seat)?,
        Command::Check {
            position,
            actions,
            svg,
        } => return dispute::check(&position, &actions, svg.as_ref()),
        Command::Bench {
            game,
            seconds,
            bot,
            json,
        } => bench::run(&bench::BenchOptions {
            game: game.into(),
            seconds,
            bot,
            json,
        })?,
        Command::Serve {
            max_games,
            max_line_bytes,
            schema,
        } => serve::run(max_games, max_line_bytes, schema)?,
        Command::Web { bind, max_disputes } => web::run(&bind, max_disputes)?,
    }
    Ok(true)
}

fn main() -> ExitCode {
    // Usage errors print clap's whole message (what is wrong, the usage,
    // the accepted values) and exit with status 2; --help and --version
    // print and exit 0.
    let cli = Cli::parse();
    match run(cli) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(match e {
                Error::Engine(_) | Error::Internal { .. } => 3,
                _ => 2,
            })
        }
    }
}
