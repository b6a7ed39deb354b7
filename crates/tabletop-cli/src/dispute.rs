//! The commands that read files: `replay`, `legal` and `check`.

use crate::error::{CliError, read_file};
use crate::output::say;
use crate::play::print_outcome;
use crate::registry::{CliGame, dispatch};
use std::path::Path;
use std::process::ExitCode;
use tabletop_core::{Audience, Game, PositionFile, Replay, RuleViolation, Seat, ToAct};

/// The `game` field every replay and position file has.
#[derive(serde::Deserialize)]
struct Envelope {
    game: String,
}

fn game_of(path: &Path, text: &str) -> Result<String, CliError> {
    serde_json::from_str::<Envelope>(text)
        .map(|e| e.game)
        .map_err(|e| CliError::BadFile {
            path: path.to_path_buf(),
            reason: format!("not a tabletop file: {e}"),
        })
}

/// `tabletop replay FILE`.
pub fn replay(path: &Path) -> Result<ExitCode, CliError> {
    let text = read_file(path)?;
    let game = game_of(path, &text)?;
    dispatch!(game.as_str(), self::replay_as(path, &text))
}

fn replay_as<G: CliGame>(path: &Path, text: &str) -> Result<ExitCode, CliError> {
    let bad = |reason: String| CliError::BadFile {
        path: path.to_path_buf(),
        reason,
    };
    let replay: Replay<G> =
        serde_json::from_str(text).map_err(|e| bad(format!("not a {} replay: {e}", G::NAME)))?;
    let state = replay.play().map_err(|e| bad(e.to_string()))?;
    say!(
        "replay valid: {} actions of {} (seed {})",
        replay.actions.len(),
        G::NAME,
        replay.seed
    );
    match state.outcome() {
        Some(outcome) => print_outcome(&outcome),
        None => say!(
            "the game is not over; to act: {}",
            describe_to_act(state.to_act())
        ),
    }
    Ok(ExitCode::SUCCESS)
}

fn load<G: Game>(path: &Path, file: &PositionFile) -> Result<G, CliError> {
    file.load::<G>().map_err(|e| CliError::BadFile {
        path: path.to_path_buf(),
        reason: e.to_string(),
    })
}

fn read_position(path: &Path) -> Result<PositionFile, CliError> {
    PositionFile::parse(&read_file(path)?).map_err(|e| CliError::BadFile {
        path: path.to_path_buf(),
        reason: e.to_string(),
    })
}

fn describe_to_act(to_act: ToAct) -> String {
    match to_act {
        ToAct::Seat(s) => s.to_string(),
        ToAct::Simultaneous(set) => format!("{set} (simultaneously)"),
        ToAct::GameOver => "nobody (game over)".into(),
    }
}

/// `tabletop legal POSITION [--seat N]`.
pub fn legal(path: &Path, seat: Option<u8>) -> Result<ExitCode, CliError> {
    let file = read_position(path)?;
    dispatch!(file.game.as_str(), self::legal_as(path, &file, seat))
}

fn legal_as<G: CliGame>(
    path: &Path,
    file: &PositionFile,
    seat: Option<u8>,
) -> Result<ExitCode, CliError> {
    let state: G = load(path, file)?;
    let to_act = state.to_act();
    say!("to act: {}", describe_to_act(to_act));
    let seats: Vec<Seat> = match seat {
        Some(s) => vec![Seat(s)],
        None => to_act.seats().iter().collect(),
    };
    let mut actions = Vec::new();
    for s in seats {
        actions.clear();
        state.legal_actions(s, &mut actions);
        say!("{s}: {} legal actions", actions.len());
        for action in &actions {
            say!("  {}", state.action_text(action));
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `tabletop check POSITION ACTION...`.
pub fn check(path: &Path, actions: &[String]) -> Result<ExitCode, CliError> {
    let file = read_position(path)?;
    dispatch!(file.game.as_str(), self::check_as(path, &file, actions))
}

/// Splits an optional `@N ` seat prefix from an action's text.
fn split_seat(text: &str) -> Result<(Option<Seat>, &str), CliError> {
    let Some(rest) = text.trim().strip_prefix('@') else {
        return Ok((None, text.trim()));
    };
    let (num, action) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
    let seat = num
        .parse::<u8>()
        .map_err(|_| CliError::Input(format!("`@{num}` is not a seat number")))?;
    Ok((Some(Seat(seat)), action.trim()))
}

fn parse_action<G: Game>(state: &G, text: &str) -> Result<G::Action, String> {
    if text.starts_with('{') || text.starts_with('"') {
        serde_json::from_str(text).map_err(|e| e.to_string())
    } else {
        state.parse_action(text).map_err(|e| e.to_string())
    }
}

fn check_as<G: CliGame>(
    path: &Path,
    file: &PositionFile,
    actions: &[String],
) -> Result<ExitCode, CliError> {
    let mut state: G = load(path, file)?;
    let mut all_legal = true;
    for text in actions {
        let (named, action_text) = split_seat(text)?;
        let seat = match (named, state.to_act()) {
            (Some(s), _) => s,
            (None, ToAct::Seat(s)) => s,
            (None, ToAct::Simultaneous(_)) => {
                return Err(CliError::Input(format!(
                    "`{text}`: several seats decide now; name one as `@N {action_text}`"
                )));
            }
            (None, ToAct::GameOver) => {
                return Err(CliError::Input(format!("`{text}`: the game is over")));
            }
        };
        let action = match parse_action(&state, action_text) {
            Ok(a) => a,
            Err(reason) => {
                say!("unreadable: `{action_text}`: {reason}");
                all_legal = false;
                continue;
            }
        };
        let before = state.clone();
        match state.apply_mut(seat, &action) {
            Ok(()) => {
                say!("legal: {seat}: {}", before.action_text(&action));
                for line in state.narrate(&before, seat, &action, Audience::Omniscient) {
                    say!("  {line}");
                }
            }
            Err(v) => {
                say!(
                    "illegal: {seat}: {}: {v} [rule: {}]",
                    state.action_text(&action),
                    v.rule()
                );
                all_legal = false;
            }
        }
    }
    if let Some(outcome) = state.outcome() {
        print_outcome(&outcome);
    }
    let result = PositionFile::of(&state).map_err(|e| CliError::Input(e.to_string()))?;
    say!("resulting position:");
    say!(
        "{}",
        serde_json::to_string_pretty(&result).map_err(|e| CliError::Input(e.to_string()))?
    );
    Ok(if all_legal {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
