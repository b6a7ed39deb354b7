//! `tabletop play`: bots play one full game, narrated.

use crate::BotKind;
use crate::error::{CliError, write_file};
use crate::output::say;
use crate::registry::{CliGame, load_config, make_bot};
use std::path::PathBuf;
use std::process::ExitCode;
use tabletop_core::{Audience, Bot, Finish, GameConfig, Outcome, Replay, Seat, play_out};

/// The options of `tabletop play`.
pub struct PlayOptions {
    pub players: Option<usize>,
    pub seed: u64,
    pub config: Option<PathBuf>,
    pub bot: BotKind,
    pub replay_out: Option<PathBuf>,
}

/// Plays and narrates one game.
pub fn run<G: CliGame>(opts: &PlayOptions) -> Result<ExitCode, CliError> {
    let config = load_config::<G>(opts.config.as_deref(), opts.players)?;
    let players = config.players();
    let mut state = G::setup(config.clone(), opts.seed)?;
    let mut bots: Vec<Box<dyn Bot<G>>> = (0..players)
        .map(|s| make_bot::<G>(opts.bot, opts.seed, s))
        .collect();
    let mut replay = Replay::<G>::new(config, opts.seed);
    say!(
        "{} — {players} players, seed {}, {} bots",
        G::NAME,
        opts.seed,
        match opts.bot {
            BotKind::Random => "random",
            BotKind::Greedy => "greedy",
        }
    );
    for line in state.describe_setup(Audience::Omniscient) {
        say!("{line}");
    }
    let finish = play_out(
        &mut state,
        &mut bots,
        G::ACTION_CAP,
        &mut Vec::new(),
        |before, seat, action, after| {
            for line in after.narrate(before, seat, action, Audience::Omniscient) {
                say!("  {line}");
            }
            replay.push(seat, action.clone());
        },
    )?;
    match (finish, state.outcome()) {
        (Finish::Natural, Some(outcome)) => print_outcome(&outcome),
        _ => say!(
            "stopped after {} actions without an end (cap {})",
            state.actions_taken(),
            G::ACTION_CAP
        ),
    }
    if let Some(path) = &opts.replay_out {
        let json =
            serde_json::to_string_pretty(&replay).map_err(|e| CliError::Input(e.to_string()))?;
        write_file(path, &json)?;
        say!("replay written to {}", path.display());
    }
    Ok(ExitCode::SUCCESS)
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
