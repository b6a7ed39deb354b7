//! One dispute: a table of the registry, where it started, the actions
//! taken since (for undo), and the answers the page asks of it. No rule is
//! decided here: every verdict, line and view comes from the table.

use crate::reply::{ApiError, object};
use serde_json::{Map, Value, json};
use tabletop::{ActionInput, Audience, Error, Seat, Table, ToAct, input};

/// Where a dispute started.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Origin {
    /// A fresh deal with this seed.
    Deal(u64),
    /// A loaded position (no history before it).
    Position,
    /// A loaded replay, played back (undo goes back to where it ended).
    Replay,
}

/// Who the page shows the table to.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Viewer {
    /// Every seat's hand: the all-seeing view of a dispute.
    All,
    /// The public table only.
    Spectator,
    /// One seat's view: its own hidden cards and the public table.
    Seat(Seat),
}

impl Viewer {
    /// `all`, `spectator` or a seat number, checked against `table`.
    pub(crate) fn read(text: Option<&str>, table: &dyn Table) -> Result<Viewer, ApiError> {
        match text.unwrap_or("all") {
            "all" => Ok(Viewer::All),
            "spectator" => Ok(Viewer::Spectator),
            other => match other.parse::<u64>() {
                Ok(n) => Ok(Viewer::Seat(table.seat(n)?)),
                Err(_) => Err(ApiError::BadRequest(format!(
                    "view is \"all\", \"spectator\" or a seat number, not {}",
                    input::echo(other)
                ))),
            },
        }
    }

    fn audience(self) -> Audience {
        match self {
            Viewer::All => Audience::Omniscient,
            Viewer::Spectator => Audience::Spectator,
            Viewer::Seat(seat) => Audience::Seat(seat),
        }
    }

    /// Whether this viewer may see `seat`'s legal actions.
    fn sees(self, seat: Seat) -> bool {
        match self {
            Viewer::All => true,
            Viewer::Spectator => false,
            Viewer::Seat(s) => s == seat,
        }
    }
}

/// One action taken, as typed again on undo.
struct Step {
    seat: Seat,
    text: String,
}

/// A dispute in progress.
pub(crate) struct Dispute {
    start: Box<dyn Table>,
    table: Box<dyn Table>,
    history: Vec<Step>,
    origin: Origin,
    cap: u64,
}

/// The seats in `to_act` as numbers.
fn seat_numbers(to_act: ToAct) -> Vec<u8> {
    to_act.seats().iter().map(|s| s.0).collect()
}

/// Whether an action's text is JSON rather than the game's notation (as
/// `tabletop check` reads it).
fn looks_like_json(text: &str) -> bool {
    text.starts_with('{') || text.starts_with('"')
}

impl Dispute {
    /// A dispute on `table`, of at most `max_actions` actions (or the
    /// game's own cap, if lower).
    pub(crate) fn new(table: Box<dyn Table>, origin: Origin, max_actions: u64) -> Self {
        let game_cap = tabletop::find(table.game()).map_or(max_actions, |g| g.info().action_cap);
        Dispute {
            start: table.clone_table(),
            table,
            history: Vec::new(),
            origin,
            cap: max_actions.min(game_cap),
        }
    }

    /// The table as it stands.
    pub(crate) fn table(&self) -> &dyn Table {
        self.table.as_ref()
    }

    /// The seat an action is for: the one named, else the one seat to act.
    fn acting_seat(&self, named: Option<u64>) -> Result<Option<Seat>, Error> {
        match (named, self.table.to_act()) {
            (Some(n), _) => self.table.seat(n).map(Some),
            (None, ToAct::Seat(s)) => Ok(Some(s)),
            (None, ToAct::Simultaneous(_)) => Err(Error::Unreadable {
                reason: "several seats decide now; choose the seat that acts".into(),
            }),
            (None, _) => Ok(None),
        }
    }

    /// Reads, checks and (if legal) applies one action typed as `text`
    /// for `named` (or the seat to act), narrated to `viewer`: the verdict,
    /// in the words of `tabletop check`. A refusal leaves the dispute as
    /// it was and carries the verdict beside the error.
    pub(crate) fn apply(
        &mut self,
        named: Option<u64>,
        text: &str,
        viewer: Viewer,
    ) -> Result<Map<String, Value>, ApiError> {
        let text = text.trim();
        let unreadable = |e: Error| {
            let shown = input::echo(text);
            let line = format!("unreadable: {shown}: {}", e.reason());
            ApiError::with(
                e,
                object([("verdict", "unreadable".into()), ("line", line.into())]),
            )
        };
        let seat = self.acting_seat(named).map_err(unreadable)?;
        let json = looks_like_json(text).then(|| input::parse_json(text));
        let action = match &json {
            Some(Ok(value)) => ActionInput::Json(value),
            Some(Err(e)) => return Err(unreadable(e.clone())),
            None => ActionInput::Text(text),
        };
        let shown = self.table.text_of(action).map_err(unreadable)?;
        if self.history.len() as u64 >= self.cap {
            return Err(Error::ActionCap { cap: self.cap }.into());
        }
        // With the game over nobody is to act: the engine's refusal (asked
        // of seat 0, who is at every table) names the rule.
        let asked = seat.unwrap_or(Seat(0));
        let who = seat.map(|s| format!("{s}: ")).unwrap_or_default();
        match self.table.apply_narrated(asked, action, viewer.audience()) {
            Ok(lines) => {
                self.history.push(Step {
                    seat: asked,
                    text: shown.clone(),
                });
                Ok(object([
                    ("verdict", "legal".into()),
                    ("line", format!("legal: {who}{shown}").into()),
                    ("seat", asked.0.into()),
                    ("action", shown.into()),
                    ("narration", json!(lines)),
                ]))
            }
            Err(e @ Error::Illegal { .. }) => {
                let line = format!(
                    "illegal: {who}{shown}: {} [rule: {}]",
                    e.reason(),
                    e.rule().unwrap_or_default()
                );
                Err(ApiError::with(
                    e,
                    object([
                        ("verdict", "illegal".into()),
                        ("line", line.into()),
                        ("action", shown.into()),
                    ]),
                ))
            }
            Err(e) => Err(e.into()),
        }
    }

    /// Takes back the last action: the table is set up again from where
    /// the dispute started and every other action is applied again.
    pub(crate) fn undo(&mut self) -> Result<(), ApiError> {
        let Some(last) = self.history.len().checked_sub(1) else {
            return Err(ApiError::BadRequest(
                "there is no action to undo: the table is as the dispute started".into(),
            ));
        };
        let mut table = self.start.clone_table();
        for step in &self.history[..last] {
            table.apply(step.seat, ActionInput::Text(&step.text))?;
        }
        self.table = table;
        self.history.pop();
        Ok(())
    }

    /// The narrator's lines about every action taken since the dispute
    /// began, told to `viewer` (the actions are applied again, from where
    /// the dispute started, on a copy).
    fn told(&self, viewer: Viewer) -> Result<Vec<String>, Error> {
        let mut table = self.start.clone_table();
        let mut lines = Vec::new();
        for step in &self.history {
            let action = ActionInput::Text(&step.text);
            lines.extend(table.apply_narrated(step.seat, action, viewer.audience())?);
        }
        Ok(lines)
    }

    /// What the page shows to `viewer`: who acts, the legal actions of the
    /// seats it may see, the views, the drawings (to the all-seeing viewer
    /// only), the outcome, the history, and (with `narrated`) what the
    /// narrator told `viewer` about every action since the dispute began.
    pub(crate) fn state(
        &mut self,
        viewer: Viewer,
        narrated: bool,
    ) -> Result<Map<String, Value>, ApiError> {
        let game = tabletop::find(self.table.game())?.info();
        let to_act = self.table.to_act();
        let mut legal = Vec::new();
        for seat in to_act.seats().iter().filter(|&s| viewer.sees(s)) {
            let texts: Vec<String> = self
                .table
                .legal_actions(seat)?
                .into_iter()
                .map(|a| a.text)
                .collect();
            legal.push(json!({"seat": seat.0, "actions": texts}));
        }
        let views = match viewer {
            Viewer::All => (0..self.table.players())
                .map(|n| {
                    let seat = self.table.seat(n as u64)?;
                    Ok(json!({"seat": seat.0, "view": self.table.view(Some(seat))?}))
                })
                .collect::<Result<Vec<_>, Error>>()?,
            Viewer::Spectator => vec![json!({"seat": null, "view": self.table.view(None)?})],
            Viewer::Seat(seat) => {
                vec![json!({"seat": seat.0, "view": self.table.view(Some(seat))?})]
            }
        };
        // The engines draw secret placements too: only the all-seeing view
        // shows the drawings.
        let drawings: Vec<Value> = match viewer {
            Viewer::All => self
                .table
                .drawings()
                .into_iter()
                .map(|d| json!({"title": d.title, "svg": d.svg}))
                .collect(),
            _ => Vec::new(),
        };
        // An action's text may name a secret choice: only the all-seeing
        // view lists them.
        let history: Vec<Value> = match viewer {
            Viewer::All => self
                .history
                .iter()
                .map(|s| json!({"seat": s.seat.0, "action": s.text}))
                .collect(),
            _ => Vec::new(),
        };
        let origin = match self.origin {
            Origin::Deal(seed) => json!({"kind": "deal", "seed": seed}),
            Origin::Position => json!({"kind": "position"}),
            Origin::Replay => json!({"kind": "replay"}),
        };
        let mut state = object([
            ("game", game.name.into()),
            ("players", self.table.players().into()),
            ("config", self.table.config()),
            ("origin", origin),
            ("notation", game.notation.into()),
            ("action_notation", game.action_notation.into()),
            ("to_act", json!(seat_numbers(to_act))),
            (
                "simultaneous",
                matches!(to_act, ToAct::Simultaneous(_)).into(),
            ),
            ("over", to_act.is_over().into()),
            ("actions_taken", self.table.actions_taken().into()),
            (
                "outcome",
                self.table
                    .outcome()
                    .map_or(Value::Null, |o| tabletop::outcome_json(&o)),
            ),
            (
                "setup",
                json!(self.start.describe_setup(viewer.audience())?),
            ),
            ("legal", Value::Array(legal)),
            ("views", Value::Array(views)),
            ("drawings", Value::Array(drawings)),
            ("history", Value::Array(history)),
            ("can_undo", (!self.history.is_empty()).into()),
            ("action_cap", self.cap.into()),
        ]);
        if narrated {
            state.insert("narration".into(), json!(self.told(viewer)?));
        }
        Ok(state)
    }

    /// What `bot` would play for `named` (or the seat to act), from what
    /// that seat can see. The table is not changed.
    pub(crate) fn suggest(
        &mut self,
        named: Option<u64>,
        bot: tabletop::BotKind,
    ) -> Result<Map<String, Value>, ApiError> {
        let seat = match self.acting_seat(named)? {
            Some(seat) => seat,
            None => return Err(Error::NothingToDecide { seat: 0 }.into()),
        };
        let seed = self.table.actions_taken();
        let suggestion = self.table.suggest(seat, bot, seed)?;
        Ok(object([
            ("seat", seat.0.into()),
            ("bot", suggestion.bot.into()),
            ("action", suggestion.action.text.into()),
            ("iterations", suggestion.iterations.into()),
        ]))
    }

    /// The position file of the table.
    pub(crate) fn position(&self) -> Result<Value, ApiError> {
        Ok(self.table.position()?)
    }

    /// The replay of the game so far (a dispute that began from a position
    /// has none: `no_history`).
    pub(crate) fn replay(&self) -> Result<Value, ApiError> {
        Ok(self.table.replay()?)
    }
}
