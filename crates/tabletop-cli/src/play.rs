//! `tabletop play`: bots play one full game, narrated.

use crate::config::GameChoice;
use crate::english::count;
use crate::output::say;
use std::path::PathBuf;
use tabletop::{BotKind, Error, Outcome, Seat, input};

/// The options of `tabletop play`.
pub struct PlayOptions {
    pub game: GameChoice,
    pub seed: u64,
    pub bot: BotKind,
    pub replay_out: Option<PathBuf>,
    pub svg: Option<PathBuf>,
}

/// Plays and narrates one game.
pub fn run(opts: &PlayOptions) -> Result<(), Error> {
    let game = opts.game.configure()?;
    // Fail before the game, not after it, if the replay cannot be written.
    if let Some(path) = &opts.replay_out {
        input::write_file(path, "")?;
    }
    crate::drawings::prepare(opts.svg.as_ref())?;
    say!(
        "{}",
        crate::config::header(
            game.as_ref(),
            &format!(
                "{}, seed {}, {} bots",
                count(game.players() as u64, "player"),
                opts.seed,
                opts.bot.name()
            )
        )
    );
    let table = game.play(opts.seed, opts.bot, &mut |line| say!("{line}"))?;
    match table.outcome() {
        Some(outcome) => print_outcome(&outcome),
        None => say!(
            "stopped after {} without an end (cap {})",
            count(table.actions_taken(), "action"),
            game.info().action_cap
        ),
    }
    if let Some(path) = &opts.replay_out {
        let json = serde_json::to_string_pretty(&table.replay()?).map_err(|e| Error::Internal {
            reason: e.to_string(),
        })?;
        input::write_file(path, &json)?;
        say!("replay written to {}", path.display());
    }
    if let Some(dir) = &opts.svg {
        crate::drawings::write_svgs(table.as_ref(), dir)?;
    }
    Ok(())
}

/// Prints how the game ended, the scoring breakdown (or, for a game that
/// gives none, each seat's rank and score) and the winner(s).
pub fn print_outcome(outcome: &Outcome) {
    say!("game over ({})", outcome.ending);
    for line in &outcome.breakdown {
        say!("  {line}");
    }
    if outcome.breakdown.is_empty() {
        let mut order: Vec<usize> = (0..outcome.scores.len()).collect();
        order.sort_by_key(|&s| (outcome.ranks[s], s));
        for s in order {
            say!(
                "  #{} {}: {}",
                outcome.ranks[s],
                Seat(s as u8),
                outcome.scores[s]
            );
        }
    }
    let winners: Vec<String> = outcome.winners.iter().map(|s| s.to_string()).collect();
    if outcome.is_shared() {
        say!("shared victory: {}", winners.join(" and "));
    } else {
        say!("winner: {}", winners.join(""));
    }
}
