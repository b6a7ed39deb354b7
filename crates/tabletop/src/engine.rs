//! A game by name ([`Engine`]) and a game with its configuration
//! ([`Configured`]): object-safe faces of the `Game` trait, speaking JSON.

use crate::drive::{self, BenchFigures, Simulation};
use crate::error::Error;
use crate::legal::LegalCodes;
use crate::lineup::Lineup;
use crate::research::{ResearchInfo, ResearchTable};
use crate::stats::{SimulationPart, SimulationStats};
use crate::table::{Session, Table, replay_error};
use schemars::JsonSchema;
use serde::Serialize;
use serde_json::{Map, Value};
use std::marker::PhantomData;
use tabletop_core::{
    Audience, Audit, Bot, Events, Game, GameConfig, PositionFile, Replay, Research, RuleFlag,
    RuleViolation, Seat, json,
};

/// What the registry needs of a game beyond [`Game`] and [`Audit`]; each
/// registered game implements it in [`crate::games`] from items its crate
/// exports.
pub(crate) trait Registered:
    Audit + Research + Events<Event: JsonSchema> + Game<View: JsonSchema>
{
    /// The player count when none is given.
    const DEFAULT_PLAYERS: usize;
    /// The most actions a driven game may take before a driver stops it as
    /// stalled (never a rule).
    const ACTION_CAP: u64;
    /// How the game's cards and actions are written, in one line.
    const NOTATION_LEGEND: &'static str;
    /// The forms of the game's actions.
    const ACTION_NOTATION: &'static str;
    /// The game's heuristic bot.
    fn greedy_bot(seed: u64) -> Box<dyn Bot<Self>>;
    /// The game's playout policy for the search bot.
    fn playout_bot(seed: u64) -> Box<dyn Bot<Self>>;
    /// The codes of `seat`'s legal actions as a list: written out (with
    /// `buffer` as scratch space) unless the game counts them.
    fn legal_list(&self, seat: Seat, buffer: &mut Vec<Self::Action>) -> LegalCodes {
        crate::legal::listed(self, seat, buffer)
    }
    /// The research surface's sizes for `config`, for a game that
    /// implements it (`[research]` on its line in [`crate::games`]).
    fn research_info(_config: &Self::Config) -> Result<ResearchInfo, Error> {
        Err(Error::NoResearch { game: Self::NAME })
    }
    /// `session` played one action id at a time, for a game that implements
    /// the research surface.
    fn research_table(_session: Session<Self>) -> Result<Box<dyn ResearchTable>, Error> {
        Err(Error::NoResearch { game: Self::NAME })
    }
}

/// What `tabletop games` says about a game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameInfo {
    /// The game's name.
    pub name: &'static str,
    /// Other names it is known by (`tabletop play seoul`).
    pub aliases: Vec<&'static str>,
    /// How its cards, hands and actions are written, in one line (the
    /// legend `tabletop play` and `tabletop check` print).
    pub notation: &'static str,
    /// The forms of its actions, as typed.
    pub action_notation: &'static str,
    /// The version of its rules implementation (replays name it).
    pub rules_version: &'static str,
    /// The fewest players.
    pub min_players: usize,
    /// The most players.
    pub max_players: usize,
    /// The player count when none is given.
    pub default_players: usize,
    /// The variants it offers.
    pub variants: Vec<&'static str>,
    /// Its rule flags: alternative readings of the rulebook.
    pub rule_flags: Vec<RuleFlag>,
    /// The most actions a driven game may take before it is stopped.
    pub action_cap: u64,
}

/// One registered game, known by name. Object-safe: the registry holds
/// `&'static dyn Engine`.
pub trait Engine: Send + Sync {
    /// The game's name (`"traveluencer"`).
    fn name(&self) -> &'static str;

    /// Player counts, variants, rule flags.
    fn info(&self) -> GameInfo;

    /// The game under a configuration: the standard game for `players` (or
    /// the default count), with the fields of `fields` (a JSON object of
    /// configuration fields) on top. The configuration is validated; a
    /// `players` argument overrides the field.
    fn configure(
        &self,
        players: Option<usize>,
        fields: Option<&Value>,
    ) -> Result<Box<dyn Configured>, Error>;

    /// A table from a position (the game's own position JSON, without the
    /// `{"game", "position"}` envelope), validated. It has no history.
    fn load_position(&self, position: &Value) -> Result<Box<dyn Table>, Error>;

    /// A table from a replay (JSON), played back action by action. Its
    /// header is checked first: the game, the format and rules versions,
    /// and at most [`GameInfo::action_cap`] actions.
    fn load_replay(&self, replay: &Value) -> Result<Box<dyn Table>, Error>;

    /// [`load_replay`](Self::load_replay) from the replay's text (at most
    /// [`crate::input::MAX_REPLAY_BYTES`]): the header is read and checked
    /// before the actions are read.
    fn read_replay(&self, text: &str) -> Result<Box<dyn Table>, Error>;

    /// A research table from a position (the game's own position JSON)
    /// or, when `replay` is given, from the replay played back and checked
    /// to reach that position.
    fn load_research(
        &self,
        position: &Value,
        replay: Option<&Value>,
    ) -> Result<Box<dyn ResearchTable>, Error>;

    /// The JSON Schema (draft 2020-12) of the event lists the game's tables
    /// tell ([`Table::apply_told`], [`Table::setup_told`], the protocol's
    /// `events` and `streams`), to every audience; published as
    /// `docs/schemas/<game>/events.json` and printed by `tabletop schema`.
    fn events_schema(&self) -> Value;

    /// The JSON Schema (draft 2020-12) of the game's view ([`Table::view`])
    /// for a seat and for a spectator; published as
    /// `docs/schemas/<game>/view.json` and printed by `tabletop schema`.
    fn view_schema(&self) -> Value;
}

/// A game with a validated configuration: sets up tables and drives bots.
pub trait Configured: Send + Sync {
    /// What the game is.
    fn info(&self) -> GameInfo;

    /// How many players this configuration seats.
    fn players(&self) -> usize;

    /// The configuration, as JSON.
    fn config(&self) -> Value;

    /// The fields that differ from the standard game for this many players,
    /// as `field=value` (`field=…` for a value that is not a number, string
    /// or boolean), for headers that say what is being played.
    fn non_default(&self) -> Vec<String>;

    /// A new table dealt with the generator of `seed`.
    fn new_table(&self, seed: u64) -> Result<Box<dyn Table>, Error>;

    /// A new table dealt with the generator of `seed`, played one action id
    /// at a time (the research surface).
    fn new_research_table(&self, seed: u64) -> Result<Box<dyn ResearchTable>, Error>;

    /// The sizes of the research surface: action ids, game length, tensors.
    fn research_info(&self) -> Result<ResearchInfo, Error>;

    /// Many games played by bots, then statistics; game `i` is seeded from
    /// (`seed`, `i`), so the statistics do not depend on the threads.
    /// `progress` is called with the number of games finished since its
    /// last call.
    fn simulate(
        &self,
        run: &Simulation,
        progress: &(dyn Fn(u64) + Sync),
    ) -> Result<SimulationStats, Error>;

    /// Games `first..first + count` of `run` on this thread, as a part to
    /// merge with the others ([`merge_simulation`](Self::merge_simulation)):
    /// a simulation spread over processes or machines.
    fn simulate_part(
        &self,
        run: &Simulation,
        first: u64,
        count: u64,
    ) -> Result<SimulationPart, Error>;

    /// The statistics of `run` from parts that cover its games once: the
    /// same as [`simulate`](Self::simulate)'s but for `threads` (here
    /// `workers`) and the times.
    fn merge_simulation(
        &self,
        run: &Simulation,
        parts: &[SimulationPart],
        workers: usize,
        seconds: f64,
    ) -> Result<SimulationStats, Error>;

    /// Random playouts on one thread for `seconds`.
    fn bench(&self, seconds: f64) -> Result<BenchFigures, Error>;

    /// Whole games played by `bots` on one thread for `seconds` (at least
    /// one game): their decisions per second.
    fn bench_bots(&self, bots: &Lineup, seconds: f64) -> Result<BenchFigures, Error>;

    /// One game played by the bots of `bot` (one kind on every seat, or one
    /// per seat); each narration line, as the
    /// all-seeing narrator tells it, is passed to `narrate`. Returns the
    /// final table (with its replay).
    fn play(
        &self,
        seed: u64,
        bot: &Lineup,
        narrate: &mut dyn FnMut(&str),
    ) -> Result<Box<dyn Table>, Error> {
        self.play_for(seed, bot, Audience::Omniscient, narrate)
    }

    /// [`play`](Self::play) narrated to `audience`: a seat hears its own
    /// cards and the public table, a spectator the public table only. A seat
    /// not at the table is refused.
    fn play_for(
        &self,
        seed: u64,
        bot: &Lineup,
        audience: Audience,
        narrate: &mut dyn FnMut(&str),
    ) -> Result<Box<dyn Table>, Error>;
}

/// The registry's entry for game `G`.
pub(crate) struct Entry<G>(PhantomData<fn() -> G>);

impl<G> Entry<G> {
    /// The entry (a constant, for the static list of games).
    pub(crate) const NEW: Entry<G> = Entry(PhantomData);
}

/// The information of game `G`.
pub(crate) fn info_of<G: Registered>() -> GameInfo {
    let counts = G::Config::PLAYER_COUNTS;
    GameInfo {
        name: G::NAME,
        aliases: crate::games::ALIASES
            .iter()
            .filter(|(_, name)| *name == G::NAME)
            .map(|(alias, _)| *alias)
            .collect(),
        notation: G::NOTATION_LEGEND,
        action_notation: G::ACTION_NOTATION,
        rules_version: G::RULES_VERSION,
        min_players: *counts.start(),
        max_players: *counts.end(),
        default_players: G::DEFAULT_PLAYERS,
        variants: G::Config::variants(),
        rule_flags: G::Config::rule_flags(),
        action_cap: G::ACTION_CAP,
    }
}

/// The configuration of `G` for `players` with `fields` on top
/// (`tabletop_core::json::config_from_fields`).
pub(crate) fn build_config<G: Registered>(
    players: Option<usize>,
    fields: Option<&Value>,
) -> Result<G::Config, Error> {
    json::config_from_fields(players, G::DEFAULT_PLAYERS, fields).map_err(|e| match e {
        json::FieldsError::Config(e) => Error::Config(e),
        json::FieldsError::NotFields(reason) => Error::BadConfig { reason },
        other => Error::BadConfig {
            reason: other.to_string(),
        },
    })
}

/// `config`'s fields that differ from the standard game, as `field=value`.
fn differences(config: &Value, standard: &Value) -> Vec<String> {
    let empty = Map::new();
    let standard = standard.as_object().unwrap_or(&empty);
    let Some(fields) = config.as_object() else {
        return Vec::new();
    };
    fields
        .iter()
        .filter(|(key, value)| standard.get(*key) != Some(*value))
        .map(|(key, value)| match value {
            Value::Bool(_) | Value::Number(_) => format!("{key}={value}"),
            Value::String(s) => format!("{key}={s}"),
            _ => format!("{key}=…"),
        })
        .collect()
}

impl<G: Registered> Engine for Entry<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }

    fn info(&self) -> GameInfo {
        info_of::<G>()
    }

    fn configure(
        &self,
        players: Option<usize>,
        fields: Option<&Value>,
    ) -> Result<Box<dyn Configured>, Error> {
        Ok(Box::new(Setup::<G> {
            config: build_config::<G>(players, fields)?,
        }))
    }

    fn load_position(&self, position: &Value) -> Result<Box<dyn Table>, Error> {
        let file = PositionFile {
            game: G::NAME.to_string(),
            position: position.clone(),
        };
        let state: G = file.load().map_err(crate::position_error)?;
        Ok(Box::new(Session::<G>::from_position(state)))
    }

    fn load_replay(&self, replay: &Value) -> Result<Box<dyn Table>, Error> {
        let replay =
            Replay::<G>::from_value(replay, action_cap::<G>()).map_err(|e| replay_error(&e))?;
        Ok(Box::new(Session::<G>::from_replay(&replay)?))
    }

    fn read_replay(&self, text: &str) -> Result<Box<dyn Table>, Error> {
        let replay = Replay::<G>::read(text, action_cap::<G>()).map_err(|e| replay_error(&e))?;
        Ok(Box::new(Session::<G>::from_replay(&replay)?))
    }

    fn load_research(
        &self,
        position: &Value,
        replay: Option<&Value>,
    ) -> Result<Box<dyn ResearchTable>, Error> {
        let file = PositionFile {
            game: G::NAME.to_string(),
            position: position.clone(),
        };
        let state: G = file.load().map_err(crate::position_error)?;
        let session = match replay {
            None => Session::<G>::from_position(state),
            Some(replay) => {
                let replay = Replay::<G>::from_value(replay, action_cap::<G>())
                    .map_err(|e| replay_error(&e))?;
                let session = Session::<G>::from_replay(&replay)?;
                if session.holder != state {
                    return Err(Error::BadSerialized {
                        reason: "its replay does not reach its position".into(),
                    });
                }
                session
            }
        };
        G::research_table(session)
    }

    fn events_schema(&self) -> Value {
        tabletop_core::schema::events::<G>()
    }

    fn view_schema(&self) -> Value {
        tabletop_core::schema::view::<G>()
    }
}

/// The most actions a replay of `G` may hold: the game's action cap.
fn action_cap<G: Registered>() -> usize {
    usize::try_from(G::ACTION_CAP).unwrap_or(usize::MAX)
}

/// Game `G` with its configuration.
pub(crate) struct Setup<G: Game> {
    pub(crate) config: G::Config,
}

impl<G: Registered> Configured for Setup<G> {
    fn info(&self) -> GameInfo {
        info_of::<G>()
    }

    fn players(&self) -> usize {
        self.config.players()
    }

    fn config(&self) -> Value {
        serde_json::to_value(&self.config).unwrap_or(Value::Null)
    }

    fn non_default(&self) -> Vec<String> {
        let standard = G::Config::for_players(self.config.players())
            .ok()
            .and_then(|c| serde_json::to_value(c).ok())
            .unwrap_or(Value::Null);
        differences(&self.config(), &standard)
    }

    fn new_table(&self, seed: u64) -> Result<Box<dyn Table>, Error> {
        Ok(Box::new(Session::<G>::new(self.config.clone(), seed)?))
    }

    fn new_research_table(&self, seed: u64) -> Result<Box<dyn ResearchTable>, Error> {
        G::research_table(Session::<G>::new(self.config.clone(), seed)?)
    }

    fn research_info(&self) -> Result<ResearchInfo, Error> {
        G::research_info(&self.config)
    }

    fn simulate(
        &self,
        run: &Simulation,
        progress: &(dyn Fn(u64) + Sync),
    ) -> Result<SimulationStats, Error> {
        drive::simulate::<G>(&self.config, run, progress)
    }

    fn bench(&self, seconds: f64) -> Result<BenchFigures, Error> {
        drive::bench::<G>(&self.config, seconds)
    }

    fn bench_bots(&self, bots: &Lineup, seconds: f64) -> Result<BenchFigures, Error> {
        drive::bench_bots::<G>(&self.config, bots, seconds)
    }

    fn simulate_part(
        &self,
        run: &Simulation,
        first: u64,
        count: u64,
    ) -> Result<SimulationPart, Error> {
        drive::simulate_part::<G>(&self.config, run, first, count)
    }

    fn merge_simulation(
        &self,
        run: &Simulation,
        parts: &[SimulationPart],
        workers: usize,
        seconds: f64,
    ) -> Result<SimulationStats, Error> {
        drive::merge_parts::<G>(&self.config, run, parts, workers, seconds)
    }

    fn play_for(
        &self,
        seed: u64,
        bot: &Lineup,
        audience: Audience,
        narrate: &mut dyn FnMut(&str),
    ) -> Result<Box<dyn Table>, Error> {
        Ok(Box::new(drive::play::<G>(
            &self.config,
            seed,
            bot,
            audience,
            narrate,
        )?))
    }
}

/// An illegal action as a registry error.
pub(crate) fn illegal<V: RuleViolation>(violation: &V) -> Error {
    Error::Illegal {
        rule: violation.rule(),
        reason: violation.to_string(),
    }
}
