//! One game in progress ([`Table`]): who acts, the legal actions (as text,
//! as JSON and as integer codes), validate and apply with a typed refusal,
//! views, positions, replays, the outcome and the narration.

use crate::engine::{Registered, illegal};
use crate::error::Error;
use crate::legal::LegalCodes;
use crate::lineup::BotKind;
use crate::research::Holder;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use tabletop_core::{
    Audience, Drawing, Events, Game, GameConfig, Outcome, PositionFile, Replay, ReplayError, Seat,
    ToAct,
};

/// An outcome as JSON for programs: `scores`, `tiebreaks`, `ranks` (per
/// seat), `winners` (a list of seat numbers), `ending`, `breakdown`.
pub fn outcome_json(outcome: &Outcome) -> Value {
    let winners: Vec<u8> = outcome.winners.iter().map(|s| s.0).collect();
    serde_json::json!({
        "scores": outcome.scores,
        "tiebreaks": outcome.tiebreaks,
        "ranks": outcome.ranks,
        "winners": winners,
        "ending": outcome.ending,
        "breakdown": outcome.breakdown,
    })
}

/// What one audience is told about an action (or about the setup): the
/// events it may learn, as JSON, in order, and the narrator's lines.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[non_exhaustive]
pub struct Told {
    /// Who is told.
    pub audience: Audience,
    /// The events, each as the game writes it in JSON.
    pub events: Vec<Value>,
    /// The narrator's lines, built from those events.
    pub narration: Vec<String>,
}

impl Told {
    /// What `audience` is told of `events`, which took `before` to `after`.
    fn of<G: Events>(
        before: &G,
        after: &G,
        events: &[G::Event],
        audience: Audience,
    ) -> Result<Told, Error> {
        let mut redacted = Vec::new();
        tabletop_core::events::redact_all(events, audience, &mut redacted);
        let events = redacted
            .iter()
            .map(|e| {
                serde_json::to_value(e).map_err(|e| Error::Internal {
                    reason: e.to_string(),
                })
            })
            .collect::<Result<_, _>>()?;
        Ok(Told {
            audience,
            events,
            narration: tabletop_core::events::narrate_events(before, after, &redacted, audience),
        })
    }
}

/// An action as a caller gives it.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum ActionInput<'a> {
    /// Text in the game's notation (`"post F149+0"`).
    Text(&'a str),
    /// The action's integer code (see each game's `encoding` module).
    Code(u128),
    /// The action as JSON, as the game serialises it.
    Json(&'a Value),
}

/// One legal action in its three forms.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LegalAction {
    /// The integer code.
    pub code: u128,
    /// The text in the game's notation.
    pub text: String,
    /// The action as JSON.
    pub json: Value,
}

/// What a bot would play for a seat ([`Table::suggest`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Suggestion {
    /// The bot that was asked, as written (`"ismcts:1000"`).
    pub bot: String,
    /// The action it would play.
    pub action: LegalAction,
    /// For a search bot: every legal action with the iterations that went
    /// through it and its mean reward for the seat (0 to 1), most visited
    /// first. Empty for a bot that does not search.
    pub visits: Vec<SuggestedVisit>,
    /// Iterations the search ran (0 for a bot that does not search, or a
    /// decision with one legal action).
    pub iterations: u32,
}

/// One legal action in a search's answer.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SuggestedVisit {
    /// The action.
    pub action: LegalAction,
    /// Iterations through it.
    pub visits: u32,
    /// Its mean reward for the seat, 0 to 1.
    pub value: f64,
}

/// A game in progress, of any registered game. Object-safe; every method
/// that takes input refuses bad input with an [`Error`] and leaves the table
/// exactly as it was.
pub trait Table: Send + Sync {
    /// The game's name.
    fn game(&self) -> &'static str;

    /// How many seats the table has.
    fn players(&self) -> usize;

    /// The seat numbered `n`, if it is at the table.
    fn seat(&self, n: u64) -> Result<Seat, Error> {
        let players = self.players();
        match u8::try_from(n) {
            Ok(s) if (s as usize) < players => Ok(Seat(s)),
            _ => Err(Error::NoSuchSeat { seat: n, players }),
        }
    }

    /// Who must decide next.
    fn to_act(&self) -> ToAct;

    /// How many actions have been applied since setup.
    fn actions_taken(&self) -> u64;

    /// The legal actions of `seat`, each as code, text and JSON (none for a
    /// seat that owes no decision).
    fn legal_actions(&mut self, seat: Seat) -> Result<Vec<LegalAction>, Error>;

    /// The codes of the legal actions of `seat`, appended to `out` (the fast
    /// path for loops in other languages).
    fn legal_codes(&mut self, seat: Seat, out: &mut Vec<u128>) -> Result<(), Error>;

    /// The codes of the legal actions of `seat` as an immutable list, in
    /// the order of [`legal_codes`](Self::legal_codes); a game that offers
    /// hundreds of actions a decision counts them instead of writing them
    /// out (the fastest path for loops in other languages).
    fn legal_list(&mut self, seat: Seat) -> Result<LegalCodes, Error>;

    /// The code of an action given in any form (whether legal or not).
    fn code_of(&self, action: ActionInput<'_>) -> Result<u128, Error>;

    /// The text of an action given in any form.
    fn text_of(&self, action: ActionInput<'_>) -> Result<String, Error>;

    /// Whether `seat` may take `action` now; if not, which rule forbids it.
    fn validate(&self, seat: Seat, action: ActionInput<'_>) -> Result<(), Error>;

    /// Applies `action` by `seat`; refused, the table is unchanged.
    fn apply(&mut self, seat: Seat, action: ActionInput<'_>) -> Result<(), Error>;

    /// [`apply`](Self::apply), returning what each of `audiences` is told
    /// about what the action did: the events it may learn and the
    /// narrator's lines built from them.
    fn apply_told(
        &mut self,
        seat: Seat,
        action: ActionInput<'_>,
        audiences: &[Audience],
    ) -> Result<Vec<Told>, Error>;

    /// [`apply`](Self::apply), returning the narrator's lines about what
    /// the action did, saying only what `audience` may know.
    fn apply_narrated(
        &mut self,
        seat: Seat,
        action: ActionInput<'_>,
        audience: Audience,
    ) -> Result<Vec<String>, Error> {
        let told = self.apply_told(seat, action, &[audience])?;
        Ok(told.into_iter().flat_map(|t| t.narration).collect())
    }

    /// What `audience` is told about the setup: the events it may learn
    /// (hands dealt, cards revealed) and the narrator's lines.
    fn setup_told(&self, audience: Audience) -> Result<Told, Error>;

    /// What `seat` may see (`None`: a spectator, the public table only).
    fn view(&self, seat: Option<Seat>) -> Result<Value, Error>;

    /// The position file `{"game": …, "position": …}` of the table.
    fn position(&self) -> Result<Value, Error>;

    /// The replay of the game so far: configuration, seed, every action in
    /// the game's notation. A table loaded from a position has none.
    fn replay(&self) -> Result<Value, Error>;

    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// The narrator's lines about the table right after setup, saying only
    /// what `audience` may know.
    fn describe_setup(&self, audience: Audience) -> Result<Vec<String>, Error>;

    /// Drawings of the table as it stands (text and SVG; none for a game
    /// that draws nothing).
    fn drawings(&self) -> Vec<Drawing>;

    /// The configuration, as JSON.
    fn config(&self) -> Value;

    /// An independent copy.
    fn clone_table(&self) -> Box<dyn Table>;

    /// What `bot` (seeded with `seed`) would play for `seat`, which must be
    /// to act, from what `seat` can see. The table is not changed.
    fn suggest(&mut self, seat: Seat, bot: BotKind, seed: u64) -> Result<Suggestion, Error>;
}

/// Where a session's game started, when it has a history.
#[derive(Clone)]
pub(crate) struct Origin<G: Game> {
    config: G::Config,
    seed: u64,
}

/// A game of `G` with its history. `H` holds the state: the state itself,
/// or a [`Stepper`](tabletop_core::Stepper) over it for the research surface.
#[derive(Clone)]
pub(crate) struct Session<G: Game, H = G> {
    pub(crate) holder: H,
    /// `None` for a table loaded from a position.
    pub(crate) origin: Option<Origin<G>>,
    /// Every action since setup (empty without an origin).
    pub(crate) history: Vec<(Seat, G::Action)>,
    /// Scratch space for legal-action enumeration.
    pub(crate) buffer: Vec<G::Action>,
}

impl<G: Registered, H: Holder<G>> Session<G, H> {
    /// A new game.
    pub(crate) fn new(config: G::Config, seed: u64) -> Result<Self, Error> {
        let state = G::setup(config.clone(), seed)?;
        Ok(Session {
            holder: H::wrap(state),
            origin: Some(Origin { config, seed }),
            history: Vec::new(),
            buffer: Vec::new(),
        })
    }

    /// A table from a position: no history.
    pub(crate) fn from_position(state: G) -> Self {
        Session {
            holder: H::wrap(state),
            origin: None,
            history: Vec::new(),
            buffer: Vec::new(),
        }
    }

    /// A table from a replay, played back.
    pub(crate) fn from_replay(replay: &Replay<G>) -> Result<Self, Error> {
        let state = replay.play().map_err(|e| replay_error(&e))?;
        let mut session = Session::<G, H>::new(replay.config.clone(), replay.seed)?;
        // Read the actions again for the history: each parsed on the state
        // it was taken in, as `play` did.
        for (seat, text) in &replay.actions {
            let action =
                session
                    .holder
                    .state()
                    .parse_action(text)
                    .map_err(|e| Error::Unreadable {
                        reason: e.to_string(),
                    })?;
            session.step(*seat, &action)?;
        }
        debug_assert!(*session.holder.state() == state);
        Ok(session)
    }

    /// The final state and the history, for drivers that played the game.
    pub(crate) fn played(
        config: G::Config,
        seed: u64,
        state: G,
        history: Vec<(Seat, G::Action)>,
    ) -> Self {
        Session {
            holder: H::wrap(state),
            origin: Some(Origin { config, seed }),
            history,
            buffer: Vec::new(),
        }
    }

    fn check_seat(&self, seat: Seat) -> Result<(), Error> {
        self.seat(u64::from(seat.0)).map(|_| ())
    }

    fn check_audience(&self, audience: Audience) -> Result<(), Error> {
        match audience {
            Audience::Seat(seat) => self.check_seat(seat),
            _ => Ok(()),
        }
    }

    fn read(&self, action: ActionInput<'_>) -> Result<G::Action, Error> {
        match action {
            ActionInput::Text(text) => {
                self.holder
                    .state()
                    .parse_action(text)
                    .map_err(|reason| Error::Unreadable {
                        reason: reason.to_string(),
                    })
            }
            ActionInput::Code(code) => {
                self.holder
                    .state()
                    .decode_action(code)
                    .map_err(|reason| Error::Unreadable {
                        reason: reason.to_string(),
                    })
            }
            ActionInput::Json(value) => {
                G::Action::deserialize(value).map_err(|e| Error::Unreadable {
                    reason: format!("not a {} action: {e}", G::NAME),
                })
            }
        }
    }

    fn step(&mut self, seat: Seat, action: &G::Action) -> Result<(), Error> {
        self.check_seat(seat)?;
        self.holder.apply(seat, action)?;
        if self.origin.is_some() {
            self.history.push((seat, action.clone()));
        }
        Ok(())
    }

    fn json<T: Serialize>(value: &T) -> Result<Value, Error> {
        serde_json::to_value(value).map_err(|e| Error::Internal {
            reason: e.to_string(),
        })
    }
}

/// A replay failure as a registry error, naming the action's index.
pub(crate) fn replay_error<V: tabletop_core::RuleViolation>(e: &ReplayError<V>) -> Error {
    match e {
        ReplayError::Config(c) => Error::Config(c.clone()),
        ReplayError::Json(e) => {
            crate::input::json_error(e.clone(), "the replay", |reason| Error::BadReplay {
                index: None,
                rule: None,
                reason,
            })
        }
        ReplayError::Illegal {
            index, violation, ..
        } => Error::BadReplay {
            index: Some(*index),
            rule: Some(violation.rule()),
            reason: e.to_string(),
        },
        ReplayError::Unreadable { index, .. } => Error::BadReplay {
            index: Some(*index),
            rule: None,
            reason: e.to_string(),
        },
        other => Error::BadReplay {
            index: None,
            rule: None,
            reason: other.to_string(),
        },
    }
}

impl<G: Registered, H: Holder<G>> Table for Session<G, H> {
    fn game(&self) -> &'static str {
        G::NAME
    }

    fn players(&self) -> usize {
        self.holder.state().config().players()
    }

    fn to_act(&self) -> ToAct {
        self.holder.state().to_act()
    }

    fn actions_taken(&self) -> u64 {
        self.holder.state().actions_taken()
    }

    fn legal_actions(&mut self, seat: Seat) -> Result<Vec<LegalAction>, Error> {
        self.check_seat(seat)?;
        self.buffer.clear();
        self.holder.state().legal_actions(seat, &mut self.buffer);
        self.buffer
            .iter()
            .map(|a| {
                Ok(LegalAction {
                    code: self.holder.state().encode_action(a),
                    text: self.holder.state().action_text(a),
                    json: Self::json(a)?,
                })
            })
            .collect()
    }

    fn legal_codes(&mut self, seat: Seat, out: &mut Vec<u128>) -> Result<(), Error> {
        self.check_seat(seat)?;
        self.buffer.clear();
        self.holder.state().legal_actions(seat, &mut self.buffer);
        out.extend(
            self.buffer
                .iter()
                .map(|a| self.holder.state().encode_action(a)),
        );
        Ok(())
    }

    fn legal_list(&mut self, seat: Seat) -> Result<LegalCodes, Error> {
        self.check_seat(seat)?;
        Ok(self.holder.state().legal_list(seat, &mut self.buffer))
    }

    fn code_of(&self, action: ActionInput<'_>) -> Result<u128, Error> {
        self.read(action)
            .map(|a| self.holder.state().encode_action(&a))
    }

    fn text_of(&self, action: ActionInput<'_>) -> Result<String, Error> {
        self.read(action)
            .map(|a| self.holder.state().action_text(&a))
    }

    fn validate(&self, seat: Seat, action: ActionInput<'_>) -> Result<(), Error> {
        self.check_seat(seat)?;
        let action = self.read(action)?;
        self.holder
            .state()
            .validate(seat, &action)
            .map_err(|v| illegal(&v))
    }

    fn apply(&mut self, seat: Seat, action: ActionInput<'_>) -> Result<(), Error> {
        let action = self.read(action)?;
        self.step(seat, &action)
    }

    fn apply_told(
        &mut self,
        seat: Seat,
        action: ActionInput<'_>,
        audiences: &[Audience],
    ) -> Result<Vec<Told>, Error> {
        for &audience in audiences {
            self.check_audience(audience)?;
        }
        self.check_seat(seat)?;
        let action = self.read(action)?;
        let before = self.holder.state().clone();
        let mut after = before.clone();
        let mut events = Vec::new();
        after
            .apply_with_events(seat, &action, &mut events)
            .map_err(|v| illegal(&v))?;
        self.step(seat, &action)?;
        audiences
            .iter()
            .map(|&audience| Told::of(&before, &after, &events, audience))
            .collect()
    }

    fn setup_told(&self, audience: Audience) -> Result<Told, Error> {
        self.check_audience(audience)?;
        let state = self.holder.state();
        let mut events = Vec::new();
        state.setup_events(&mut events);
        let mut told = Told::of(state, state, &events, audience)?;
        told.narration = state.describe_setup(audience);
        Ok(told)
    }

    fn view(&self, seat: Option<Seat>) -> Result<Value, Error> {
        match seat {
            Some(seat) => {
                self.check_seat(seat)?;
                Self::json(&self.holder.state().view(seat))
            }
            None => Self::json(&self.holder.state().public_view()),
        }
    }

    fn position(&self) -> Result<Value, Error> {
        let file = PositionFile::of(self.holder.state()).map_err(|e| Error::BadPosition {
            reason: e.to_string(),
        })?;
        Self::json(&file)
    }

    fn replay(&self) -> Result<Value, Error> {
        let origin = self.origin.as_ref().ok_or(Error::NoHistory)?;
        let mut replay = Replay::<G>::new(origin.config.clone(), origin.seed);
        let mut state = G::setup(origin.config.clone(), origin.seed)?;
        for (seat, action) in &self.history {
            replay.push(&state, *seat, action);
            state.apply_mut(*seat, action).map_err(|v| illegal(&v))?;
        }
        Self::json(&replay)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.holder.state().outcome()
    }

    fn drawings(&self) -> Vec<Drawing> {
        self.holder.state().drawings()
    }

    fn describe_setup(&self, audience: Audience) -> Result<Vec<String>, Error> {
        self.check_audience(audience)?;
        Ok(self.holder.state().describe_setup(audience))
    }

    fn config(&self) -> Value {
        serde_json::to_value(self.holder.state().config()).unwrap_or(Value::Null)
    }

    fn suggest(&mut self, seat: Seat, bot: BotKind, seed: u64) -> Result<Suggestion, Error> {
        self.check_seat(seat)?;
        let mut legal = Vec::new();
        self.holder.state().legal_actions(seat, &mut legal);
        if legal.is_empty() {
            return Err(Error::NothingToDecide { seat: seat.0 });
        }
        let form = |a: &G::Action| -> Result<LegalAction, Error> {
            Ok(LegalAction {
                code: self.holder.state().encode_action(a),
                text: self.holder.state().action_text(a),
                json: Self::json(a)?,
            })
        };
        let (best, visits, iterations) = match bot {
            BotKind::Ismcts { .. } => {
                let mut search = bot.ismcts::<G>(seed);
                let result = search.search(self.holder.state(), seat, &legal);
                let mut visits = result
                    .visits
                    .iter()
                    .map(|v| {
                        Ok(SuggestedVisit {
                            action: form(&v.action)?,
                            visits: v.visits,
                            value: v.value,
                        })
                    })
                    .collect::<Result<Vec<_>, Error>>()?;
                visits.sort_by_key(|v| std::cmp::Reverse(v.visits));
                (result.best, visits, result.iterations)
            }
            _ => {
                let mut player = bot.make::<G>(seed);
                let pick = player
                    .choose(self.holder.state(), seat, &legal)
                    .min(legal.len() - 1);
                (pick, Vec::new(), 0)
            }
        };
        Ok(Suggestion {
            bot: bot.to_string(),
            action: form(&legal[best])?,
            visits,
            iterations,
        })
    }

    fn clone_table(&self) -> Box<dyn Table> {
        Box::new(self.clone())
    }
}
