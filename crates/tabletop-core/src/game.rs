//! The `Game` trait every engine implements, and the types it speaks in.

use crate::audience::Audience;
use crate::error::{ConfigError, InvariantError, ParseActionError};
use crate::outcome::Outcome;
use crate::rng::GameRng;
use crate::seat::{Seat, SeatSet};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt::{Debug, Display};
use std::str::FromStr;

/// Who must decide next.
///
/// ```
/// use tabletop_core::{Seat, SeatSet, ToAct};
///
/// let passing = ToAct::Simultaneous(SeatSet::all(3));
/// assert!(passing.includes(Seat(2)) && !passing.is_over());
/// assert_eq!(ToAct::Seat(Seat(1)).seats(), SeatSet::only(Seat(1)));
/// assert!(ToAct::GameOver.seats().is_empty());
/// ```
///
/// In JSON it is written the one way the protocol, the views and the Python
/// package all use: the seats that owe a decision, whether they decide
/// together, and whether the game is over. A view embeds these fields
/// (`#[serde(flatten)]`).
///
/// ```
/// use tabletop_core::{Seat, SeatSet, ToAct};
///
/// let passing = ToAct::Simultaneous(SeatSet::all(2));
/// let json = serde_json::to_string(&passing).unwrap();
/// assert_eq!(json, r#"{"to_act":[0,1],"simultaneous":true,"over":false}"#);
/// assert_eq!(serde_json::from_str::<ToAct>(&json).unwrap(), passing);
/// let over = serde_json::to_string(&ToAct::GameOver).unwrap();
/// assert_eq!(over, r#"{"to_act":[],"simultaneous":false,"over":true}"#);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(into = "ToActJson", try_from = "ToActJson")]
pub enum ToAct {
    /// One seat decides.
    Seat(Seat),
    /// Several seats decide at the same time, in secret; each seat in the set
    /// still owes its decision. Nothing takes effect until all have decided.
    Simultaneous(SeatSet),
    /// The game is over; see [`Game::outcome`].
    GameOver,
}

/// [`ToAct`] as written in JSON.
#[derive(Clone, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
struct ToActJson {
    /// The seats that decide now, lowest first (empty once the game is over).
    to_act: Vec<Seat>,
    /// Whether they decide at the same time, in secret.
    simultaneous: bool,
    /// Whether the game is over.
    over: bool,
}

impl From<ToAct> for ToActJson {
    fn from(to_act: ToAct) -> Self {
        ToActJson {
            to_act: to_act.seats().iter().collect(),
            simultaneous: matches!(to_act, ToAct::Simultaneous(_)),
            over: to_act.is_over(),
        }
    }
}

impl TryFrom<ToActJson> for ToAct {
    type Error = String;

    fn try_from(json: ToActJson) -> Result<Self, String> {
        let mut seats = SeatSet::EMPTY;
        for seat in &json.to_act {
            seats = seats
                .checked_with(*seat)
                .ok_or_else(|| format!("{seat} is not a seat"))?;
        }
        match (json.over, json.simultaneous, json.to_act.as_slice()) {
            (true, false, []) => Ok(ToAct::GameOver),
            (false, false, [seat]) => Ok(ToAct::Seat(*seat)),
            (false, true, [_, ..]) => Ok(ToAct::Simultaneous(seats)),
            _ => Err(
                "to_act lists the seats that decide: one seat, several deciding \
                      together (simultaneous), or none once the game is over"
                    .into(),
            ),
        }
    }
}

impl ToAct {
    /// Whether `seat` owes a decision now.
    #[must_use]
    pub fn includes(self, seat: Seat) -> bool {
        match self {
            ToAct::Seat(s) => s == seat,
            ToAct::Simultaneous(set) => set.contains(seat),
            ToAct::GameOver => false,
        }
    }

    /// The seats that owe a decision now, lowest first.
    #[must_use]
    pub fn seats(self) -> SeatSet {
        match self {
            ToAct::Seat(s) => SeatSet::only(s),
            ToAct::Simultaneous(set) => set,
            ToAct::GameOver => SeatSet::EMPTY,
        }
    }

    /// Whether the game is over.
    #[must_use]
    pub fn is_over(self) -> bool {
        self == ToAct::GameOver
    }
}

/// An error that names the rule a move breaks.
///
/// Every game's violation enum implements this: its `Display` says what is
/// wrong ("must follow Food: you hold Food 4"), and [`rule`](Self::rule)
/// names the rulebook section (and line) it enforces.
pub trait RuleViolation: std::error::Error + Clone + PartialEq + Send + Sync + 'static {
    /// The rulebook section the violated rule comes from, e.g.
    /// `"Publish a Post (L40)"`.
    fn rule(&self) -> &'static str;
}

/// A rule flag: a named alternative reading of the rulebook.
///
/// ```
/// use tabletop_core::RuleFlag;
///
/// let flag = RuleFlag::new("hand_limit", "TR-9", "hard_cap: nobody takes a card while holding 8");
/// assert_eq!(flag.ruling, "TR-9");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct RuleFlag {
    /// The field name in the configuration.
    pub name: &'static str,
    /// The ruling id it belongs to (e.g. `"TV-5"`).
    pub ruling: &'static str,
    /// What the flag changes when set to its non-default value.
    pub description: &'static str,
}

impl RuleFlag {
    /// The flag `name` (its field in the configuration), belonging to
    /// `ruling`, and what it changes.
    #[must_use]
    pub const fn new(name: &'static str, ruling: &'static str, description: &'static str) -> Self {
        RuleFlag {
            name,
            ruling,
            description,
        }
    }
}

/// The configuration of one game: typed, validated, serde. `Default` is the
/// rulebook's standard game.
pub trait GameConfig:
    Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// The player counts the game supports.
    const PLAYER_COUNTS: std::ops::RangeInclusive<usize>;

    /// How many players this configuration seats.
    #[must_use]
    fn players(&self) -> usize;

    /// The standard game for `players` players.
    fn for_players(players: usize) -> Result<Self, ConfigError>;

    /// Checks that the configuration can be played.
    fn validate(&self) -> Result<(), ConfigError>;

    /// Checks that the configuration seats a player count the game
    /// supports ([`PLAYER_COUNTS`](Self::PLAYER_COUNTS)), the first check of
    /// every game's [`validate`](Self::validate); `game` names the game in
    /// the error.
    ///
    /// ```
    /// use tabletop_core::{ConfigError, GameConfig};
    /// # #[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
    /// # struct Config(usize);
    /// # impl GameConfig for Config {
    /// #     const PLAYER_COUNTS: std::ops::RangeInclusive<usize> = 2..=4;
    /// #     fn players(&self) -> usize { self.0 }
    /// #     fn for_players(players: usize) -> Result<Self, ConfigError> { Ok(Config(players)) }
    /// #     fn validate(&self) -> Result<(), ConfigError> { self.check_player_count("demo") }
    /// # }
    /// assert!(Config(3).check_player_count("demo").is_ok());
    /// let error = Config(5).check_player_count("demo").unwrap_err();
    /// assert_eq!(error, ConfigError::player_count("demo", 5, 2..=4));
    /// ```
    fn check_player_count(&self, game: &'static str) -> Result<(), ConfigError> {
        let players = self.players();
        if Self::PLAYER_COUNTS.contains(&players) {
            Ok(())
        } else {
            Err(ConfigError::player_count(
                game,
                players,
                Self::PLAYER_COUNTS,
            ))
        }
    }

    /// The variants the game offers (e.g. "events"), for `tabletop games`.
    #[must_use]
    fn variants() -> Vec<&'static str> {
        Vec::new()
    }

    /// The rule flags: alternative readings a dispute can be replayed under.
    #[must_use]
    fn rule_flags() -> Vec<RuleFlag> {
        Vec::new()
    }
}

/// A rules engine: the state of one game and every way to move it on.
///
/// The state is the position: it serialises to a readable JSON description of
/// the table (the game's "FEN") and deserialises through validation, so a
/// hand-written position is checked for card conservation and consistency.
pub trait Game:
    Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// The typed configuration.
    type Config: GameConfig;
    /// One decision of one seat. `Display` and `FromStr` round-trip, so an
    /// action can be typed on a command line.
    type Action: Clone
        + Debug
        + Display
        + FromStr<Err = ParseActionError>
        + PartialEq
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + 'static;
    /// Why an action is illegal.
    type Violation: RuleViolation;
    /// What one seat (or a spectator) may see.
    type View: Clone + Debug + PartialEq + Serialize;

    /// The game's short name (`"traveluencer"`).
    const NAME: &'static str;
    /// The version of the rules implementation; replays name it.
    const RULES_VERSION: &'static str;

    /// A new game: validates `config`, then deals with the generator of `seed`.
    fn setup(config: Self::Config, seed: u64) -> Result<Self, ConfigError>;

    /// The configuration this game was set up with.
    #[must_use]
    fn config(&self) -> &Self::Config;

    /// Who must decide next.
    #[must_use]
    fn to_act(&self) -> ToAct;

    /// Appends every legal action of `seat` to `out` (which is not cleared).
    /// A seat that owes no decision has none. Each distinct action appears once.
    fn legal_actions(&self, seat: Seat, out: &mut Vec<Self::Action>);

    /// One of `seat`'s legal actions drawn uniformly at random with `rng`,
    /// and how many actions are legal; `None` when `seat` has none. The
    /// draw is exactly the action at index `rng.index(n)` of the list
    /// [`legal_actions`](Self::legal_actions) writes, `n` being its length,
    /// and it takes nothing else from `rng`, so a random player's games
    /// are the same whichever way the draw is made.
    ///
    /// The default writes that list into `buffer` (cleared first) and
    /// picks from it. A game with hundreds of legal actions overrides it
    /// to count them and build only the one drawn. The random bot, the
    /// benchmark loop ([`crate::random_playout`]) and the search's random
    /// playouts draw through it.
    fn random_legal_action(
        &self,
        seat: Seat,
        rng: &mut GameRng,
        buffer: &mut Vec<Self::Action>,
    ) -> Option<(Self::Action, usize)> {
        buffer.clear();
        self.legal_actions(seat, buffer);
        if buffer.is_empty() {
            return None;
        }
        let n = buffer.len();
        Some((buffer[rng.index(n)].clone(), n))
    }

    /// Whether `seat` may take `action` now, and if not, which rule forbids it.
    /// Agrees exactly with [`legal_actions`](Self::legal_actions).
    fn validate(&self, seat: Seat, action: &Self::Action) -> Result<(), Self::Violation>;

    /// Applies `action` in place. On error the state is left exactly as it was.
    fn apply_mut(&mut self, seat: Seat, action: &Self::Action) -> Result<(), Self::Violation>;

    /// Applies `action`, which the engine itself enumerated for `seat` in
    /// this state ([`legal_actions`](Self::legal_actions)), without
    /// validating it again: the fast path of playouts and search. An action
    /// that was not enumerated here breaks the contract: debug builds
    /// catch it, release builds leave the state unspecified. Every other
    /// caller uses [`apply_mut`](Self::apply_mut), which validates. The
    /// default validates anyway.
    fn apply_unchecked(&mut self, seat: Seat, action: &Self::Action) {
        let applied = self.apply_mut(seat, action);
        debug_assert!(applied.is_ok(), "an enumerated action was refused");
    }

    /// Applies `action` to a copy and returns it.
    #[must_use = "apply returns the next state and leaves this one as it is; apply_mut changes it in place"]
    fn apply(&self, seat: Seat, action: &Self::Action) -> Result<Self, Self::Violation> {
        let mut next = self.clone();
        next.apply_mut(seat, action)?;
        Ok(next)
    }

    /// What `seat` may see: its own hidden cards and the public table, never
    /// another seat's hidden cards, the deck order or the generator.
    #[must_use]
    fn view(&self, seat: Seat) -> Self::View;

    /// What a spectator may see: the public table only.
    #[must_use]
    fn public_view(&self) -> Self::View;

    /// The result, once the game is over.
    #[must_use]
    fn outcome(&self) -> Option<Outcome>;

    /// How many actions have been applied since setup (the turn counter that
    /// simulators cap stalled games with).
    #[must_use]
    fn actions_taken(&self) -> u64;

    /// `action`'s integer code: canonical (one code per action), documented
    /// by the game (its `encoding` module) and stable across versions of its
    /// crate, so programs in other languages can hold actions as numbers.
    /// Keep the codes dense and small where that is natural (e.g. card
    /// index × cell × rotation).
    fn encode_action(&self, action: &Self::Action) -> u128;

    /// The action whose code is `code`. A number that is no action's code is
    /// an error, never a panic; `decode_action(encode_action(a)) == a` for
    /// every action `a`, and a code that decodes encodes back to itself.
    fn decode_action(&self, code: u128) -> Result<Self::Action, ParseActionError>;

    /// `action` as text in this game's notation. The default is `Display`;
    /// a game whose card names are data (a custom deck) overrides it.
    #[must_use]
    fn action_text(&self, action: &Self::Action) -> String {
        action.to_string()
    }

    /// Reads an action typed in this game's notation. The default is
    /// `FromStr`; a game whose card names are data overrides it.
    fn parse_action(&self, text: &str) -> Result<Self::Action, ParseActionError> {
        text.parse()
    }

    /// Lines a narrator says to `audience` about the table right after
    /// setup: only what that audience may know (a seat: its own hidden cards
    /// and the public table; a spectator: the public table; omniscient:
    /// everything). The default says nothing.
    #[must_use]
    fn describe_setup(&self, audience: Audience) -> Vec<String> {
        let _ = audience;
        Vec::new()
    }

    /// Lines a narrator says to `audience` about what `action` by `seat`
    /// did, given the state `before` it and `self` after it: only what that
    /// audience may know. The default names the action to the omniscient
    /// audience and to `seat` itself, and tells everyone else only that
    /// `seat` acted (an action may be a secret choice).
    #[must_use]
    fn narrate(
        &self,
        before: &Self,
        seat: Seat,
        action: &Self::Action,
        audience: Audience,
    ) -> Vec<String> {
        let _ = before;
        if audience.sees_hidden_of(seat) {
            vec![format!("{seat}: {}", self.action_text(action))]
        } else {
            vec![format!("{seat} acts")]
        }
    }

    /// Drawings of the table for a person to compare with a real table
    /// (e.g. each player's area as a text map and an SVG picture), as it
    /// stands, secret placements included. The default has none.
    fn drawings(&self) -> Vec<crate::Drawing> {
        Vec::new()
    }
}

/// Checks a game offers to its tests: its invariants, used by the
/// conformance kit (feature `testing`) and by anyone who wants to audit a
/// position. (The kit's hidden-information scrambles use
/// [`Research::resample_hidden`](crate::Research::resample_hidden).)
pub trait Audit: Game {
    /// Checks the invariants that hold after every action (card conservation,
    /// counts, bounds). Returns the first one broken.
    fn check_invariants(&self) -> Result<(), InvariantError>;
}
