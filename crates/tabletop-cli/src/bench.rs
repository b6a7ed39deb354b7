//! `tabletop bench`: single-thread random playouts, uniform over the fully
//! enumerated legal actions (as OpenSpiel's uniform random bot plays).

use crate::config::{GameChoice, header};
use crate::english::{count, rate};
use crate::output::{say, say_json};
use tabletop::Error;

/// The options of `tabletop bench`.
pub struct BenchOptions {
    pub game: GameChoice,
    pub seconds: f64,
    pub json: bool,
}

/// Runs random playouts for the given time and prints the throughput.
pub fn run(opts: &BenchOptions) -> Result<(), Error> {
    let game = opts.game.configure()?;
    let f = game.bench(opts.seconds)?;
    if opts.json {
        return say_json(&f);
    }
    say!(
        "{}",
        header(
            game.as_ref(),
            &format!(
                "{}, {} in {:.2} s (single thread, uniform random legal play)",
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
    say!(
        "  {:.1} decisions per game, {:.2} legal actions per decision, {} capped",
        f.decisions_per_game,
        f.legal_actions_per_decision,
        count(f.capped, "game")
    );
    say!("  state: {} bytes", f.state_bytes);
    Ok(())
}
