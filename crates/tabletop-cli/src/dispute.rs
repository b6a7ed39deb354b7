//! The commands that read files: `replay`, `legal` and `check`.

use crate::english::count;
use crate::output::{say, say_json};
use crate::play::print_outcome;
use std::path::{Path, PathBuf};
use tabletop::{ActionInput, Audience, Error, Seat, Table, ToAct, input};

/// Names the file in a refusal about its content.
fn in_file(path: &Path) -> impl Fn(Error) -> Error + '_ {
    move |e| match e {
        Error::BadPosition { reason } => Error::BadPosition {
            reason: format!("{}: {reason}", path.display()),
        },
        Error::BadJson { reason } => Error::BadJson {
            reason: format!("{}: {reason}", path.display()),
        },
        Error::TooLarge { limit, .. } => Error::TooLarge {
            what: format!("the file {}", path.display()),
            limit,
        },
        Error::BadReplay {
            index,
            rule,
            reason,
        } => Error::BadReplay {
            index,
            rule,
            reason: format!("{}: {reason}", path.display()),
        },
        other => other,
    }
}

fn describe_to_act(to_act: ToAct) -> String {
    match to_act {
        ToAct::Seat(s) => s.to_string(),
        ToAct::Simultaneous(set) => format!("{set} (simultaneously)"),
        ToAct::GameOver => "nobody (game over)".into(),
    }
}

/// `tabletop replay FILE`.
pub fn replay(path: &Path) -> Result<(), Error> {
    let text = input::read_file(path, input::MAX_REPLAY_BYTES)?;
    let table = tabletop::read_replay(&text).map_err(in_file(path))?;
    let seed = table.replay()?.get("seed").and_then(|s| s.as_u64());
    say!(
        "replay valid: {} of {} (seed {})",
        count(table.actions_taken(), "action"),
        table.game(),
        seed.unwrap_or(0)
    );
    match table.outcome() {
        Some(outcome) => print_outcome(&outcome, &[]),
        None => say!(
            "the game is not over; to act: {}",
            describe_to_act(table.to_act())
        ),
    }
    Ok(())
}

fn load(path: &Path) -> Result<Box<dyn Table>, Error> {
    let text = input::read_file(path, input::MAX_POSITION_BYTES)?;
    tabletop::read_position(&text).map_err(in_file(path))
}

/// `tabletop legal POSITION [--seat N]`.
pub fn legal(path: &Path, seat: Option<u64>) -> Result<(), Error> {
    let mut table = load(path)?;
    let to_act = table.to_act();
    let seats: Vec<Seat> = match seat {
        Some(n) => vec![table.seat(n)?],
        None => to_act.seats().iter().collect(),
    };
    say!("to act: {}", describe_to_act(to_act));
    for s in seats {
        let actions = table.legal_actions(s)?;
        say!("{s}: {}", count(actions.len() as u64, "legal action"));
        for action in &actions {
            say!("  {}", action.text);
        }
    }
    Ok(())
}

/// Splits an optional `@N ` seat prefix from an action's text.
fn split_seat(text: &str) -> Result<(Option<u64>, &str), Error> {
    let Some(rest) = text.trim().strip_prefix('@') else {
        return Ok((None, text.trim()));
    };
    let (num, action) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
    let seat = num.parse::<u64>().map_err(|_| Error::Unreadable {
        reason: format!("{} is not a seat number", input::echo(&format!("@{num}"))),
    })?;
    Ok((Some(seat), action.trim()))
}

/// Whether an action argument is JSON rather than the game's notation.
fn looks_like_json(text: &str) -> bool {
    text.starts_with('{') || text.starts_with('"')
}

/// `tabletop check POSITION ACTION...`: returns whether every action was
/// legal. Each action gets its verdict — legal, illegal (with the rule) or
/// unreadable — whatever state the game is in, even over; the scores (once
/// the game is over), each player's area (for games that draw) and the
/// resulting position are always printed; with `svg`, a picture of each
/// area is written there.
pub fn check(path: &Path, actions: &[String], svg: Option<&PathBuf>) -> Result<bool, Error> {
    let mut table = load(path)?;
    crate::drawings::prepare(svg)?;
    say!(
        "notation: {}",
        tabletop::find(table.game())?.info().notation
    );
    let mut all_legal = true;
    let mut narrated = Vec::new();
    for text in actions {
        match verdict(table.as_mut(), text)? {
            Verdict::Legal { seat, shown, lines } => {
                say!("legal: {seat}: {shown}");
                for line in lines {
                    say!("  {line}");
                    narrated.push(line);
                }
            }
            Verdict::Illegal {
                who,
                shown,
                reason,
                rule,
            } => {
                say!("illegal: {who}{shown}: {reason} [rule: {rule}]");
                all_legal = false;
            }
            Verdict::Unreadable { shown, reason } => {
                // A reason that quotes the whole input again says only why.
                let why = reason
                    .strip_prefix(&format!("cannot read {shown}: "))
                    .unwrap_or(&reason);
                say!("unreadable: {shown}: {why}");
                all_legal = false;
            }
        }
    }
    if let Some(outcome) = table.outcome() {
        print_outcome(&outcome, &narrated);
    }
    crate::drawings::print_texts(table.as_ref());
    if let Some(dir) = svg {
        crate::drawings::write_svgs(table.as_ref(), dir)?;
    }
    say!("resulting position:");
    say_json(&table.position()?)?;
    Ok(all_legal)
}

/// What `check` says about one action.
enum Verdict {
    /// Applied; `lines` narrate it.
    Legal {
        seat: Seat,
        shown: String,
        lines: Vec<String>,
    },
    /// Refused under `rule`; `who` is "seat N: " or empty when no seat
    /// could be named (the game is over).
    Illegal {
        who: String,
        shown: String,
        reason: String,
        rule: String,
    },
    /// Not an action of this game at this point.
    Unreadable { shown: String, reason: String },
}

/// Reads, checks and (if legal) applies one action typed as `text`.
/// Only an engine fault is an error; everything a person can type gets a
/// verdict.
fn verdict(table: &mut dyn Table, text: &str) -> Result<Verdict, Error> {
    let unreadable = |shown: &str, reason: String| Verdict::Unreadable {
        shown: input::echo(shown),
        reason,
    };
    let (named, action_text) = match split_seat(text) {
        Ok(split) => split,
        Err(e) => return Ok(unreadable(text, e.reason())),
    };
    let seat = match (named, table.to_act()) {
        (Some(n), _) => match table.seat(n) {
            Ok(seat) => Some(seat),
            Err(e) => return Ok(unreadable(text, e.reason())),
        },
        (None, ToAct::Seat(s)) => Some(s),
        (None, ToAct::Simultaneous(_)) => {
            return Ok(unreadable(
                text,
                format!(
                    "several seats decide now; name one as `@N {}`",
                    input::echo(action_text)
                ),
            ));
        }
        (None, _) => None,
    };
    let json = match looks_like_json(action_text) {
        true => Some(input::parse_json(action_text)),
        false => None,
    };
    let read = match &json {
        Some(Ok(value)) => Ok(ActionInput::Json(value)),
        Some(Err(e)) => Err(e.clone()),
        None => Ok(ActionInput::Text(action_text)),
    };
    let (action, shown) = match read.and_then(|a| Ok((a, table.text_of(a)?))) {
        Ok(read) => read,
        Err(e) => return Ok(unreadable(action_text, e.reason())),
    };
    // With the game over nobody is to act: the engine's refusal (asked of
    // seat 0, who is at every table) names the rule, and no seat is named.
    let (asked, who) = match seat {
        Some(seat) => (seat, format!("{seat}: ")),
        None => (Seat(0), String::new()),
    };
    match table.apply_narrated(asked, action, Audience::Omniscient) {
        Ok(lines) => Ok(Verdict::Legal {
            seat: asked,
            shown,
            lines,
        }),
        Err(Error::Illegal { rule, reason }) => Ok(Verdict::Illegal {
            who,
            shown,
            reason,
            rule: rule.to_string(),
        }),
        Err(other) => Err(other),
    }
}
