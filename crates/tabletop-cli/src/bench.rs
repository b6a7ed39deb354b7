//! `tabletop bench`: single-thread random playouts, uniform over the fully
//! enumerated legal actions (as OpenSpiel's uniform random bot plays).

use crate::error::CliError;
use crate::output::say;
use crate::registry::{CliGame, load_config};
use serde::Serialize;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;
use tabletop_core::{Finish, GameConfig, GameRng, random_playout};

/// The options of `tabletop bench`.
pub struct BenchOptions {
    pub players: Option<usize>,
    pub seconds: f64,
    pub config: Option<PathBuf>,
    pub json: bool,
}

/// The figures of one benchmark run.
#[derive(Serialize, Debug)]
pub struct BenchFigures {
    pub game: &'static str,
    pub players: usize,
    pub games: u64,
    pub capped: u64,
    pub seconds: f64,
    pub games_per_second: f64,
    pub decisions_per_second: f64,
    pub decisions_per_game: f64,
    pub legal_actions_per_decision: f64,
    /// `size_of` the state (it holds no heap data of its own; the
    /// configuration is shared).
    pub state_bytes: usize,
}

/// Runs random playouts for the given time and prints the throughput.
pub fn run<G: CliGame>(opts: &BenchOptions) -> Result<ExitCode, CliError> {
    if !(opts.seconds > 0.0 && opts.seconds.is_finite()) {
        return Err(CliError::Input(
            "--seconds must be a positive number".into(),
        ));
    }
    let config = load_config::<G>(opts.config.as_deref(), opts.players)?;
    let mut rng = GameRng::new(0xBE7C);
    let mut buffer = Vec::with_capacity(1024);
    let (mut games, mut capped, mut decisions, mut legal) = (0u64, 0u64, 0u64, 0u64);
    let start = Instant::now();
    let mut elapsed = 0.0;
    while elapsed < opts.seconds {
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
    let figures = BenchFigures {
        game: G::NAME,
        players: config.players(),
        games,
        capped,
        seconds: elapsed,
        games_per_second: games as f64 / elapsed,
        decisions_per_second: decisions as f64 / elapsed,
        decisions_per_game: decisions as f64 / games as f64,
        legal_actions_per_decision: legal as f64 / decisions.max(1) as f64,
        state_bytes: std::mem::size_of::<G>(),
    };
    if opts.json {
        say!(
            "{}",
            serde_json::to_string_pretty(&figures).map_err(|e| CliError::Input(e.to_string()))?
        );
    } else {
        say!(
            "{}: {} players, {} games in {:.2} s (single thread, uniform random legal play)",
            figures.game,
            figures.players,
            figures.games,
            figures.seconds
        );
        say!(
            "  {:.0} games/s, {:.0} decisions/s",
            figures.games_per_second,
            figures.decisions_per_second
        );
        say!(
            "  {:.1} decisions per game, {:.2} legal actions per decision, {} capped",
            figures.decisions_per_game,
            figures.legal_actions_per_decision,
            figures.capped
        );
        say!("  state: {} bytes", figures.state_bytes);
    }
    Ok(ExitCode::SUCCESS)
}
