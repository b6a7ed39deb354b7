//! `tabletop play`: bots play one full game, narrated.

use crate::config::GameChoice;
use crate::english::count;
use crate::output::say;
use std::path::PathBuf;
use tabletop::{Audience, Error, Lineup, Outcome, Seat, input};

/// Who the narration of `tabletop play` is for.
pub enum Listener {
    /// The all-seeing narrator (the default): every card.
    Omniscient,
    /// A spectator: the public table only.
    Spectator,
    /// One seat (a number from the command line, checked against the table).
    Seat(u64),
}

/// The options of `tabletop play`.
pub struct PlayOptions {
    pub game: GameChoice,
    pub seed: u64,
    pub bot: Lineup,
    pub replay_out: Option<PathBuf>,
    pub svg: Option<PathBuf>,
    pub listener: Listener,
}

/// Plays and narrates one game.
pub fn run(opts: &PlayOptions) -> Result<(), Error> {
    let game = opts.game.configure()?;
    let players = game.players();
    let (audience, told) = match opts.listener {
        Listener::Omniscient => (
            Audience::Omniscient,
            "narrated by the all-seeing narrator, every card named (--as SEAT or --spectator tell less)"
                .to_string(),
        ),
        Listener::Spectator => (
            Audience::Spectator,
            "narrated to a spectator: the public table only".to_string(),
        ),
        Listener::Seat(n) => match u8::try_from(n) {
            Ok(s) if (s as usize) < players => (
                Audience::Seat(Seat(s)),
                format!("narrated to seat {s}: its own cards and the public table"),
            ),
            _ => return Err(Error::NoSuchSeat { seat: n, players }),
        },
    };
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
                "{}, seed {}, {}",
                count(game.players() as u64, "player"),
                opts.seed,
                crate::english::bots(&opts.bot)
            )
        )
    );
    say!("notation: {}", game.info().notation);
    say!("{told}");
    let mut narrated = Vec::new();
    let table = game.play_for(opts.seed, &opts.bot, audience, &mut |line| {
        say!("{line}");
        narrated.push(line.to_string());
    })?;
    match table.outcome() {
        Some(outcome) => print_outcome(&outcome, &narrated),
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

/// Prints the final scores with how the game ended, the scoring breakdown
/// (or, for a game that gives none, each seat's rank and score) and the
/// winner(s). `narrated` holds the lines already printed: a breakdown line
/// the narration said word for word (alone or within a longer line) is not
/// said again, and when it said them all, each seat's rank and score sum
/// them up.
pub fn print_outcome(outcome: &Outcome, narrated: &[String]) {
    say!("final scores ({}):", outcome.ending);
    let said = |line: &str| {
        let line = line.trim();
        narrated
            .iter()
            .any(|n| n.trim() == line || (line.len() >= 20 && n.contains(line)))
    };
    let mut told = false;
    for line in &outcome.breakdown {
        if !said(line) {
            say!("  {line}");
            told = true;
        }
    }
    if !told {
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
    } else if winners.is_empty() {
        // A solo game lost against its target has no winner.
        say!("no winner");
    } else {
        say!("winner: {}", winners.join(""));
    }
}
