//! The engine protocol's state: the open games by handle, and the answer to
//! each request.

use super::request::{Request, action_input, code_json, object, read_request};
use super::{Limits, PROTOCOL_VERSION, SCHEMA};
use crate::error::Error;
use crate::input;
use crate::table::Table;
use serde::Serialize;
use serde_json::{Map, Value, json};
use std::collections::BTreeMap;
use tabletop_core::{Audience, ToAct};

/// An open game and the actions taken on it through the protocol.
struct Open {
    table: Box<dyn Table>,
    applied: u64,
    cap: u64,
    /// The audiences whose event streams every `apply` answer carries.
    subscribed: Vec<Audience>,
}

/// The open games of one session of the engine protocol.
pub struct Server {
    limits: Limits,
    games: BTreeMap<u64, Open>,
    next_handle: u64,
    done: bool,
}

fn to_json<T: Serialize>(value: &T) -> Result<Value, Error> {
    serde_json::to_value(value).map_err(|e| Error::Internal {
        reason: e.to_string(),
    })
}

/// Who acts: `{"to_act": [seats], "simultaneous": bool, "over": bool}`,
/// the JSON of [`ToAct`] itself, so every answer and every view agree.
fn to_act_fields(to_act: ToAct) -> Map<String, Value> {
    match serde_json::to_value(to_act) {
        Ok(Value::Object(fields)) => fields,
        _ => Map::new(),
    }
}

/// The error object of a refused request.
fn error_json(e: &Error) -> Value {
    let mut error = object([
        ("code", Value::from(e.code())),
        ("reason", Value::from(e.reason())),
    ]);
    if let Some(rule) = e.rule() {
        error.insert("rule".into(), rule.into());
    }
    if let Error::BadReplay {
        index: Some(index), ..
    } = e
    {
        error.insert("index".into(), (*index).into());
    }
    Value::Object(error)
}

impl Server {
    /// A session with no open game.
    pub fn new(limits: Limits) -> Self {
        Server {
            limits,
            games: BTreeMap::new(),
            next_handle: 1,
            done: false,
        }
    }

    /// Whether a `quit` request has been answered.
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// The response to one request line (without its line ending), as one
    /// line of JSON. Never panics; a bad line gets an error response.
    pub fn answer_line(&mut self, line: &[u8]) -> String {
        let parsed = std::str::from_utf8(line)
            .map_err(|_| Error::BadJson {
                reason: "the line is not UTF-8".into(),
            })
            .and_then(input::parse_json);
        let (id, result) = match parsed {
            Ok(value) => {
                let (id, request) = read_request(value);
                (id, request.and_then(|r| self.answer(r)))
            }
            Err(e) => (Value::Null, Err(e)),
        };
        Self::response(id, result)
    }

    /// The response to a line longer than the limit.
    pub fn answer_too_long(&self) -> String {
        Self::response(
            Value::Null,
            Err(Error::TooLarge {
                what: "a request line".into(),
                limit: self.limits.max_line_bytes as u64,
            }),
        )
    }

    fn response(id: Value, result: Result<Map<String, Value>, Error>) -> String {
        let mut out = object([("id", id)]);
        match result {
            Ok(fields) => {
                out.insert("ok".into(), Value::Bool(true));
                out.extend(fields);
            }
            Err(e) => {
                out.insert("ok".into(), Value::Bool(false));
                out.insert("error".into(), error_json(&e));
            }
        }
        Value::Object(out).to_string()
    }

    fn open(&mut self, handle: u64) -> Result<&mut Open, Error> {
        self.games
            .get_mut(&handle)
            .ok_or(Error::NoSuchHandle { handle })
    }

    fn add(&mut self, table: Box<dyn Table>) -> Result<Map<String, Value>, Error> {
        if self.games.len() >= self.limits.max_games {
            return Err(Error::TooManyGames {
                limit: self.limits.max_games,
            });
        }
        let cap = crate::find(table.game())?.info().action_cap;
        let handle = self.next_handle;
        self.next_handle += 1;
        let mut fields = object([
            ("handle", handle.into()),
            ("game", table.game().into()),
            ("players", table.players().into()),
        ]);
        fields.extend(to_act_fields(table.to_act()));
        self.games.insert(
            handle,
            Open {
                table,
                applied: 0,
                cap,
                subscribed: Vec::new(),
            },
        );
        Ok(fields)
    }

    fn answer(&mut self, request: Request) -> Result<Map<String, Value>, Error> {
        match request {
            Request::Hello {} => Ok(object([
                ("protocol", PROTOCOL_VERSION.into()),
                ("engine", env!("CARGO_PKG_VERSION").into()),
                (
                    "games",
                    json!(crate::games().map(|g| g.name()).collect::<Vec<_>>()),
                ),
                (
                    "limits",
                    json!({
                        "max_games": self.limits.max_games,
                        "max_line_bytes": self.limits.max_line_bytes,
                    }),
                ),
            ])),
            Request::Schema {} => Ok(object([("schema", input::parse_json(SCHEMA)?)])),
            Request::Games {} => {
                let infos: Vec<_> = crate::games().map(|g| g.info()).collect();
                Ok(object([("games", to_json(&infos)?)]))
            }
            Request::New {
                game,
                players,
                config,
                seed,
            } => {
                let table = crate::find(&game)?
                    .configure(players, config.as_ref())?
                    .new_table(seed)?;
                self.add(table)
            }
            Request::LoadPosition { position } => self.add(crate::load_position(&position)?),
            Request::LoadReplay { replay } => self.add(crate::load_replay(&replay)?),
            Request::Clone { handle } => {
                let copy = self.open(handle)?.table.clone_table();
                self.add(copy)
            }
            Request::Close { handle } => {
                self.games
                    .remove(&handle)
                    .ok_or(Error::NoSuchHandle { handle })?;
                Ok(Map::new())
            }
            Request::List {} => {
                let handles: Vec<Value> = self
                    .games
                    .iter()
                    .map(|(h, g)| json!({"handle": h, "game": g.table.game()}))
                    .collect();
                Ok(object([("games", Value::Array(handles))]))
            }
            Request::State { handle } => {
                let table = &self.open(handle)?.table;
                let mut fields = to_act_fields(table.to_act());
                fields.insert("actions_taken".into(), table.actions_taken().into());
                let outcome = table.outcome();
                fields.insert(
                    "outcome".into(),
                    outcome.as_ref().map_or(Value::Null, crate::outcome_json),
                );
                Ok(fields)
            }
            Request::Legal { handle, seat } => {
                let table = &mut self.open(handle)?.table;
                let seat = table.seat(seat)?;
                let actions: Vec<Value> = table
                    .legal_actions(seat)?
                    .into_iter()
                    .map(|a| json!({"code": code_json(a.code), "text": a.text, "json": a.json}))
                    .collect();
                Ok(object([("actions", Value::Array(actions))]))
            }
            Request::Suggest {
                handle,
                seat,
                bot,
                seed,
            } => {
                let kind = match bot {
                    Some(text) => text.parse::<crate::BotKind>()?,
                    None => crate::BotKind::Ismcts {
                        iterations: crate::DEFAULT_ISMCTS_ITERATIONS,
                        playouts: crate::Playouts::Game,
                    },
                };
                let table = &mut self.open(handle)?.table;
                let seat = table.seat(seat)?;
                let s = table.suggest(seat, kind, seed)?;
                let form = |a: &crate::LegalAction| json!({"code": code_json(a.code), "text": a.text, "json": a.json});
                let visits: Vec<Value> = s
                    .visits
                    .iter()
                    .map(|v| json!({"action": form(&v.action), "visits": v.visits, "value": v.value}))
                    .collect();
                Ok(object([
                    ("bot", Value::String(s.bot)),
                    ("action", form(&s.action)),
                    ("iterations", json!(s.iterations)),
                    ("visits", Value::Array(visits)),
                ]))
            }
            Request::Validate {
                handle,
                seat,
                action,
            } => {
                let table = &self.open(handle)?.table;
                let seat = table.seat(seat)?;
                match table.validate(seat, action_input(&action)?) {
                    Ok(()) => Ok(object([("legal", true.into())])),
                    Err(Error::Illegal { rule, reason }) => Ok(object([
                        ("legal", false.into()),
                        ("rule", rule.into()),
                        ("reason", reason.into()),
                    ])),
                    Err(other) => Err(other),
                }
            }
            Request::Apply {
                handle,
                seat,
                action,
                narrate,
                events,
            } => {
                let open = self.open(handle)?;
                if open.applied >= open.cap {
                    return Err(Error::ActionCap { cap: open.cap });
                }
                let seat = open.table.seat(seat)?;
                let action = action_input(&action)?;
                let text = open.table.text_of(action)?;
                let code = open.table.code_of(action)?;
                let mut audiences = open.subscribed.clone();
                audiences.extend(narrate.iter().chain(events.iter()).copied());
                let told = open.table.apply_told(seat, action, &audiences)?;
                open.applied += 1;
                let mut fields = object([("text", text.into()), ("code", code_json(code))]);
                let (streams, asked) = told.split_at(open.subscribed.len());
                let mut asked = asked.iter();
                if narrate.is_some() {
                    let lines = asked
                        .next()
                        .map(|t| t.narration.clone())
                        .unwrap_or_default();
                    fields.insert("narration".into(), json!(lines));
                }
                if events.is_some() {
                    let told = asked.next().map(|t| t.events.clone()).unwrap_or_default();
                    fields.insert("events".into(), Value::Array(told));
                }
                if !streams.is_empty() {
                    fields.insert("streams".into(), to_json(&streams)?);
                }
                fields.extend(to_act_fields(open.table.to_act()));
                Ok(fields)
            }
            Request::Subscribe { handle, audiences } => {
                let open = self.open(handle)?;
                let setup = audiences
                    .iter()
                    .map(|&audience| open.table.setup_told(audience))
                    .collect::<Result<Vec<_>, _>>()?;
                open.subscribed = audiences;
                Ok(object([("setup", to_json(&setup)?)]))
            }
            Request::View { handle, seat } => {
                let table = &self.open(handle)?.table;
                let seat = seat.map(|s| table.seat(s)).transpose()?;
                Ok(object([("view", table.view(seat)?)]))
            }
            Request::Position { handle } => {
                Ok(object([("position", self.open(handle)?.table.position()?)]))
            }
            Request::Replay { handle } => {
                Ok(object([("replay", self.open(handle)?.table.replay()?)]))
            }
            Request::DescribeSetup { handle, audience } => Ok(object([(
                "lines",
                json!(self.open(handle)?.table.describe_setup(audience)?),
            )])),
            Request::Quit {} => {
                self.done = true;
                Ok(Map::new())
            }
        }
    }
}
