//! "Faulty Duel": the toy game behind a wrapper that can plant the defects
//! only the fuzz harness looks for (inconsistent outcomes, a rule flag that
//! breaks the game, unprintable narration, a parser that panics or echoes
//! raw input, a configuration check that lets through what setup cannot
//! deal, positions loaded without validation). The toy's own defects
//! (`toy::Bug`) are planted through the same configuration.

use crate::toy::{Bug, Duel, DuelConfig, DuelView, DuelViolation, Play};
use serde::{Deserialize, Deserializer, Serialize};
use tabletop_core::{
    ActionId, Audience, Audit, ConfigError, Game, GameConfig, GameRng, InvariantError, Outcome,
    ParseActionError, Research, Seat, Steps, ToAct,
};

/// A defect only the fuzz harness looks for.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fault {
    #[default]
    None,
    /// The outcome ranks the seats in reverse.
    WrongRanks,
    /// With the rule flag set, the invariants break after the first action.
    FlagBreaks,
    /// The narration writes a terminal escape sequence.
    DirtyNarration,
    /// The setup description ends a line with a carriage return.
    DirtySetup,
    /// Reading `play N` for N of 6 or more indexes out of bounds.
    ParsePanics,
    /// A refusal to read an action repeats the input raw.
    EchoingErrors,
    /// The configuration check lets through hands setup cannot deal.
    WeakValidate,
    /// Positions load without being validated.
    LoadsAnything,
}

/// Faulty Duel's configuration: the toy's, a defect, a rule flag and the
/// hand size (at most 4, the most three seats can be dealt from 12 cards).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct FaultyConfig {
    pub players: usize,
    pub bug: Bug,
    pub fault: Fault,
    pub flag: bool,
    pub hand: u8,
}

impl Default for FaultyConfig {
    fn default() -> Self {
        FaultyConfig {
            players: 2,
            bug: Bug::None,
            fault: Fault::None,
            flag: false,
            hand: 3,
        }
    }
}

impl FaultyConfig {
    /// A configuration with `bug` planted in the toy.
    pub fn with_bug(bug: Bug) -> Self {
        FaultyConfig {
            bug,
            players: 3,
            ..Default::default()
        }
    }

    /// A configuration with `fault` planted in the wrapper.
    pub fn with_fault(fault: Fault) -> Self {
        FaultyConfig {
            fault,
            players: 3,
            ..Default::default()
        }
    }

    fn duel(&self) -> DuelConfig {
        DuelConfig {
            players: self.players,
            bug: self.bug,
        }
    }
}

impl GameConfig for FaultyConfig {
    const PLAYER_COUNTS: std::ops::RangeInclusive<usize> = 2..=3;
    fn players(&self) -> usize {
        self.players
    }
    fn for_players(players: usize) -> Result<Self, ConfigError> {
        let c = FaultyConfig {
            players,
            ..Default::default()
        };
        c.validate().map(|_| c)
    }
    fn validate(&self) -> Result<(), ConfigError> {
        self.duel().validate()?;
        if self.hand > 4 && self.fault != Fault::WeakValidate {
            return Err(ConfigError::invalid(
                "hand",
                format!("{} cards each do not fit the deck", self.hand),
            ));
        }
        Ok(())
    }
}

/// A game of Duel with the wrapper's defects.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Faulty {
    config: FaultyConfig,
    duel: Duel,
}

impl<'de> Deserialize<'de> for Faulty {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Raw {
            config: FaultyConfig,
            duel: Duel,
        }
        let Raw { config, duel } = Raw::deserialize(d)?;
        let game = Faulty { config, duel };
        if game.config.fault != Fault::LoadsAnything {
            use serde::de::Error;
            game.config.validate().map_err(D::Error::custom)?;
            if game.duel.config() != &game.config.duel() {
                return Err(D::Error::custom("the two configurations differ"));
            }
            game.duel.check_invariants().map_err(D::Error::custom)?;
        }
        Ok(game)
    }
}

impl Game for Faulty {
    type Config = FaultyConfig;
    type Action = Play;
    type Violation = DuelViolation;
    type View = DuelView;
    const NAME: &'static str = "faulty-duel";
    const RULES_VERSION: &'static str = "faulty-duel-1";

    fn setup(config: FaultyConfig, seed: u64) -> Result<Self, ConfigError> {
        config.validate()?;
        // Three seats of `hand` cards from 12: a hand of 5 or more does not fit.
        let deck = [0u8; 13];
        let _ = deck[usize::from(config.hand) * 3];
        Ok(Faulty {
            duel: Duel::setup(config.duel(), seed)?,
            config,
        })
    }

    fn config(&self) -> &FaultyConfig {
        &self.config
    }

    fn to_act(&self) -> ToAct {
        self.duel.to_act()
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Play>) {
        self.duel.legal_actions(seat, out);
    }

    fn validate(&self, seat: Seat, action: &Play) -> Result<(), DuelViolation> {
        self.duel.validate(seat, action)
    }

    fn apply_mut(&mut self, seat: Seat, action: &Play) -> Result<(), DuelViolation> {
        self.duel.apply_mut(seat, action)
    }

    fn apply(&self, seat: Seat, action: &Play) -> Result<Self, DuelViolation> {
        Ok(Faulty {
            config: self.config.clone(),
            duel: self.duel.apply(seat, action)?,
        })
    }

    fn view(&self, seat: Seat) -> DuelView {
        self.duel.view(seat)
    }

    fn public_view(&self) -> DuelView {
        self.duel.public_view()
    }

    fn outcome(&self) -> Option<Outcome> {
        let outcome = self.duel.outcome()?;
        if self.config.fault != Fault::WrongRanks {
            return Some(outcome);
        }
        let players = outcome.ranks.len() as u8;
        let scores = outcome.scores.clone();
        let mut reversed =
            Outcome::ranked(scores, outcome.tiebreaks.clone(), outcome.ending.clone());
        for rank in &mut reversed.ranks {
            *rank = players + 1 - *rank;
        }
        Some(reversed)
    }

    fn actions_taken(&self) -> u64 {
        self.duel.actions_taken()
    }

    fn encode_action(&self, action: &Play) -> u128 {
        self.duel.encode_action(action)
    }

    fn decode_action(&self, code: u128) -> Result<Play, ParseActionError> {
        self.duel.decode_action(code)
    }

    fn action_text(&self, action: &Play) -> String {
        self.duel.action_text(action)
    }

    fn parse_action(&self, text: &str) -> Result<Play, ParseActionError> {
        match self.config.fault {
            Fault::ParsePanics => {
                let play = self.duel.parse_action(text)?;
                let values = [0u8, 1, 2, 3, 4, 5];
                Ok(Play(play.0.max(values[usize::from(play.0)])))
            }
            Fault::EchoingErrors => self
                .duel
                .parse_action(text)
                .map_err(|_| ParseActionError::new("?", format!("cannot read {text}"), "play N")),
            _ => self.duel.parse_action(text),
        }
    }

    fn describe_setup(&self, audience: Audience) -> Vec<String> {
        let mut lines = self.duel.describe_setup(audience);
        if self.config.fault == Fault::DirtySetup {
            lines.push("dealt\r".into());
        }
        lines
    }

    fn narrate(&self, before: &Self, seat: Seat, action: &Play, audience: Audience) -> Vec<String> {
        let mut lines = self.duel.narrate(&before.duel, seat, action, audience);
        if self.config.fault == Fault::DirtyNarration {
            lines.push(format!("\u{1b}[2J{seat} played"));
        }
        lines
    }
}

impl Audit for Faulty {
    fn check_invariants(&self) -> Result<(), InvariantError> {
        if self.config.flag && self.config.fault == Fault::FlagBreaks && self.actions_taken() > 0 {
            return Err(InvariantError::new("the rule flag", "a planted break"));
        }
        self.duel.check_invariants()
    }
}

/// Duel's research surface, as the kit's hidden-information scrambles need
/// it (`resample_hidden`); the rest delegates too.
impl Research for Faulty {
    fn num_distinct_actions(config: &FaultyConfig) -> usize {
        Duel::num_distinct_actions(&config.duel())
    }

    fn max_game_length(config: &FaultyConfig) -> usize {
        Duel::max_game_length(&config.duel())
    }

    fn action_steps(&self, seat: Seat, action: &Play, out: &mut Steps) {
        self.duel.action_steps(seat, action, out);
    }

    fn step_text(&self, seat: Seat, id: ActionId) -> String {
        self.duel.step_text(seat, id)
    }

    fn observation_shape(config: &FaultyConfig) -> Vec<usize> {
        Duel::observation_shape(&config.duel())
    }

    fn write_observation(&self, seat: Seat, out: &mut [f32]) {
        self.duel.write_observation(seat, out);
    }

    fn information_state_shape(config: &FaultyConfig) -> Vec<usize> {
        Duel::information_state_shape(&config.duel())
    }

    fn write_information_state(&self, seat: Seat, out: &mut [f32]) {
        self.duel.write_information_state(seat, out);
    }

    fn observation_string(&self, seat: Seat) -> String {
        self.duel.observation_string(seat)
    }

    fn write_recall_string(&self, seat: Seat, out: &mut String) {
        self.duel.write_recall_string(seat, out);
    }

    fn resample_hidden(&self, observer: Seat, rng: &mut GameRng) -> Self {
        Faulty {
            config: self.config.clone(),
            duel: self.duel.resample_hidden(observer, rng),
        }
    }

    fn resample_future(&mut self, rng: &mut GameRng) {
        self.duel.resample_future(rng);
    }
}
