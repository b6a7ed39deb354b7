//! `tabletop bench`: single-thread random playouts, uniform over the legal
//! actions (as OpenSpiel's uniform random bot plays): the action at a
//! uniformly random index of the legal list, which a game may count and
//! build alone rather than list (`Game::random_legal_action`).

use crate::config::{GameChoice, header};
use crate::english::{count, rate};
use crate::output::{say, say_json};
use tabletop::Error;

/// The options of `tabletop bench`.
pub struct BenchOptions {
    pub game: GameChoice,
    pub seconds: f64,
    pub bot: Option<tabletop::Lineup>,
    pub json: bool,
}

/// Runs random playouts for the given time and prints the throughput.
pub fn run(opts: &BenchOptions) -> Result<(), Error> {
    let game = opts.game.configure()?;
    let f = match &opts.bot {
        None => game.bench(opts.seconds)?,
        Some(bots) => game.bench_bots(bots, opts.seconds)?,
    };
    let how = match &opts.bot {
        None => "uniform random legal play".to_string(),
        Some(bots) => format!(
            "{}; {:.3} ms a decision",
            crate::english::bots(bots),
            1000.0 / f.decisions_per_second.max(1e-9)
        ),
    };
    if opts.json {
        return say_json(&f);
    }
    say!(
        "{}",
        header(
            game.as_ref(),
            &format!(
                "{}, {} in {:.2} s (single thread, {how})",
                count(f.players as u64, "player"),
                count(f.games, "game"),
                f.seconds
            )
        )
    );
    say!(
        "  {}, {}",
        rate(f.games_per_second, "games"),
        rate(f.decisions_per_second, "decisions")
    );
    if opts.bot.is_none() {
        say!(
            "  {:.1} decisions per game, {:.2} legal actions per decision, {} capped",
            f.decisions_per_game,
            f.legal_actions_per_decision,
            count(f.capped, "game")
        );
    } else {
        say!(
            "  {:.1} decisions per game, {} capped, {}",
            f.decisions_per_game,
            count(f.capped, "game"),
            rate(f.search_iterations_per_second, "search iterations")
        );
    }
    say!("  state: {} bytes", f.state_bytes);
    Ok(())
}
