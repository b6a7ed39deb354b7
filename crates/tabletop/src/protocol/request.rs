//! The requests of the engine protocol, read from one JSON object each.

use crate::error::Error;
use crate::table::ActionInput;
use serde::Deserialize;
use serde_json::{Map, Value};
use tabletop_core::Audience;

/// One request, without its `id`.
#[derive(Debug, Deserialize)]
#[serde(tag = "cmd", rename_all = "snake_case", deny_unknown_fields)]
pub(crate) enum Request {
    /// The protocol version, the games and the limits.
    Hello {},
    /// The JSON Schema of every request and response.
    Schema {},
    /// Every game with its player counts, variants and rule flags.
    Games {},
    /// Open a new game.
    New {
        game: String,
        #[serde(default)]
        players: Option<usize>,
        #[serde(default)]
        config: Option<Value>,
        #[serde(default)]
        seed: u64,
    },
    /// Open a game from a position file.
    LoadPosition { position: Value },
    /// Open a game from a replay.
    LoadReplay { replay: Value },
    /// Open a copy of an open game.
    Clone { handle: u64 },
    /// Close a game.
    Close { handle: u64 },
    /// The open games.
    List {},
    /// Who acts, how many actions were taken, the outcome.
    State { handle: u64 },
    /// The legal actions of a seat.
    Legal { handle: u64, seat: u64 },
    /// Whether an action is legal, without applying it.
    Validate {
        handle: u64,
        seat: u64,
        action: Value,
    },
    /// Apply an action.
    Apply {
        handle: u64,
        seat: u64,
        action: Value,
        /// Narrate the action to this audience.
        #[serde(default)]
        narrate: Option<Audience>,
        /// Answer with the events this audience may learn.
        #[serde(default)]
        events: Option<Audience>,
    },
    /// Every later `apply` on the game answers with each of these
    /// audiences' events and narration (`streams`); the answer tells each
    /// what it may learn of the setup. An empty list ends the streams.
    Subscribe {
        handle: u64,
        audiences: Vec<Audience>,
    },
    /// What a seat (or, without a seat, a spectator) sees.
    View {
        handle: u64,
        #[serde(default)]
        seat: Option<u64>,
    },
    /// The position file of a game.
    Position { handle: u64 },
    /// The replay of a game.
    Replay { handle: u64 },
    /// What a bot would play for a seat (default: the search bot), with
    /// the search's visit counts.
    Suggest {
        handle: u64,
        seat: u64,
        #[serde(default)]
        bot: Option<String>,
        #[serde(default)]
        seed: u64,
    },
    /// The narrator's lines about the table after setup.
    DescribeSetup { handle: u64, audience: Audience },
    /// End the session.
    Quit {},
}

/// Splits a request line's JSON into its `id` (echoed in the response) and
/// the request.
pub(crate) fn read_request(value: Value) -> (Value, Result<Request, Error>) {
    let Value::Object(mut fields) = value else {
        return (
            Value::Null,
            Err(Error::BadRequest {
                reason: "a request is a JSON object with a \"cmd\" field".into(),
            }),
        );
    };
    let id = fields.remove("id").unwrap_or(Value::Null);
    let request = Request::deserialize(Value::Object(fields.clone())).map_err(|e| {
        let reason = e.to_string();
        let typed = reason.starts_with("invalid ") || reason.starts_with("unknown variant");
        let blame = typed.then(|| culprit(&fields));
        Error::BadRequest {
            reason: match blame.flatten() {
                Some(field) => format!("{field}: {reason}"),
                None => reason,
            },
        }
    });
    (id, request)
}

/// The field whose value a request refused for a value of the wrong type
/// (or an unknown name among a field's values) could not take: the one field that, left out, makes the request readable
/// or only missing that field (serde names the type, not the field).
/// `None` when no single field is to blame.
fn culprit(fields: &Map<String, Value>) -> Option<&str> {
    fields
        .keys()
        .filter(|key| key.as_str() != "cmd" && tabletop_core::json::is_field_name(key))
        .find(|key| {
            let mut without = fields.clone();
            without.remove(key.as_str());
            match Request::deserialize(Value::Object(without)) {
                Ok(_) => true,
                Err(e) => e.to_string() == format!("missing field `{key}`"),
            }
        })
        .map(String::as_str)
}

/// The `action` of a request: a string in the game's notation, an integer
/// code, or an object with exactly one of `text`, `code` (an integer, or a
/// string of decimal digits for codes above 2⁵³) or `json`.
pub(crate) fn action_input(value: &Value) -> Result<ActionInput<'_>, Error> {
    let bad = |reason: &str| Error::BadRequest {
        reason: format!("action: {reason}"),
    };
    match value {
        Value::String(text) => Ok(ActionInput::Text(text)),
        Value::Number(_) => code(value).map(ActionInput::Code),
        Value::Object(form) if form.len() == 1 => {
            let (key, inner) = form.iter().next().ok_or_else(|| bad("empty"))?;
            match (key.as_str(), inner) {
                ("text", Value::String(text)) => Ok(ActionInput::Text(text)),
                ("code", _) => code(inner).map(ActionInput::Code),
                ("json", json) => Ok(ActionInput::Json(json)),
                _ => Err(bad("give {\"text\": …}, {\"code\": …} or {\"json\": …}")),
            }
        }
        _ => Err(bad(
            "a string (the game's notation), an integer code, or one of {\"text\": …}, {\"code\": …}, {\"json\": …}",
        )),
    }
}

/// An integer code from a JSON number or a string of decimal digits.
fn code(value: &Value) -> Result<u128, Error> {
    let parsed = match value {
        Value::Number(n) => n.as_u64().map(u128::from),
        Value::String(s) if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) => {
            s.parse().ok()
        }
        _ => None,
    };
    parsed.ok_or_else(|| Error::Unreadable {
        reason: match value.as_f64() {
            // A whole number too large for a JSON number to hold exactly
            // was read as a double: echoing it (`1e30`) would show a number
            // nobody wrote.
            Some(x) if x.fract() == 0.0 && x > u64::MAX as f64 => {
                "a JSON number this large is not exact: give an action code above 2^53 as its decimal digits in a string (\"123456789012345678901234\")".to_string()
            }
            _ => format!(
                "{} is not an action code (a non-negative integer, or its decimal digits as a string)",
                crate::input::echo(&value.to_string())
            ),
        },
    })
}

/// A code as JSON: a number when a double holds it exactly (up to 2⁵³),
/// else its decimal digits as a string.
pub(crate) fn code_json(code: u128) -> Value {
    const EXACT: u128 = 1 << 53;
    if code <= EXACT {
        Value::from(code as u64)
    } else {
        Value::String(code.to_string())
    }
}

/// A JSON object from pairs.
pub(crate) fn object<const N: usize>(pairs: [(&str, Value); N]) -> Map<String, Value> {
    pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
}
