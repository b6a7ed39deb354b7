//! The configuration: players, Days, the first player, the deck and the
//! rule flags (alternative readings of the rulebook; each default is the
//! ruling documented in `docs/rulings/seoul.md`).

use crate::catalogue::Catalogue;
use serde::{Deserialize, Serialize};
use tabletop_core::{ConfigError, GameConfig, RuleFlag};

/// SJ-19: where the refill cards after the empty spaces may go (L55-56).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Refill {
    /// The ruling: once the empty spaces are filled, each remaining card
    /// may go into any space, one just filled included (L55 "You may then
    /// choose which spaces").
    #[default]
    AnySpace,
    /// L56's "one in the empty space and one anywhere else": the remaining
    /// cards go only into spaces this refill has not filled.
    OtherSpaces,
}

/// SJ-25: whether a tie counts as "the most" in a Highlight's condition
/// (L84 "if they played the most blue cards today … 3, more than any other
/// player").
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Most {
    /// The ruling, the rulebook's own gloss (L84: "more than any other
    /// player"): only a count higher than every other player's is the
    /// most; tied players score nothing.
    #[default]
    Strictly,
    /// Players tied for the highest count each have the most, and each
    /// score the Highlight's full points.
    TiesCount,
}

/// SJ-36: how many Nightlife tokens a player may spend at the start of one
/// turn (L59 "It can be discarded at the start of a future turn").
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Nightlife {
    /// The ruling: the text sets no limit, so a player may spend every
    /// token held at the start of a turn, each drawing 2, before the main
    /// action.
    #[default]
    AnyNumber,
    /// One token a turn: "it" (one token) is discarded at the start of "a
    /// future turn".
    OnePerTurn,
}

/// The deck in play: the reference Travel Deck (SJ-1), or one given as data
/// (checked by [`Catalogue::new`]).
pub type Deck = tabletop_core::deck::Deck<Catalogue>;

/// The configuration error for `field`.
pub(crate) fn invalid(field: &'static str, reason: impl Into<String>) -> ConfigError {
    ConfigError::invalid(field, reason)
}

fn flag(name: &'static str, ruling: &'static str, description: &'static str) -> RuleFlag {
    RuleFlag::new(name, ruling, description)
}

/// The configuration of a game of Seoul Journey. Build it with
/// [`GameConfig::for_players`] and the `with_` methods:
///
/// ```
/// use seoul_rules::{Most, Nightlife, Refill, SeoulConfig};
/// use tabletop_core::GameConfig;
///
/// let config = SeoulConfig::for_players(3)
///     .unwrap()
///     .with_days(2)
///     .with_refill(Refill::OtherSpaces)
///     .with_most(Most::TiesCount)
///     .with_nightlife(Nightlife::OnePerTurn);
/// assert_eq!((config.players(), config.days()), (3, 2));
/// assert!(config.clone().with_days(4).validate().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[non_exhaustive]
pub struct SeoulConfig {
    players: usize,
    days: u8,
    first_player: u8,
    refill: Refill,
    most: Most,
    nightlife: Nightlife,
    deck: Deck,
}

impl Default for SeoulConfig {
    fn default() -> Self {
        SeoulConfig {
            players: 4,
            days: 3,
            first_player: 0,
            refill: Refill::default(),
            most: Most::default(),
            nightlife: Nightlife::default(),
            deck: Deck::default(),
        }
    }
}

impl SeoulConfig {
    /// How many Days the Journey lasts (L20: 1, 2 or 3).
    pub fn days(&self) -> u8 {
        self.days
    }

    /// The seat that plays first on Day 1 ("the last person who ate Korean
    /// food", L19; C4).
    pub fn first_player(&self) -> u8 {
        self.first_player
    }

    /// SJ-19: where refill cards may go.
    pub fn refill(&self) -> Refill {
        self.refill
    }

    /// SJ-25: whether a tie is "the most".
    pub fn most(&self) -> Most {
        self.most
    }

    /// SJ-36: how many Nightlife tokens may be spent at the start of a turn.
    pub fn nightlife(&self) -> Nightlife {
        self.nightlife
    }

    /// The deck in play.
    pub fn deck(&self) -> &Deck {
        &self.deck
    }

    /// The catalogue of the deck in play.
    #[inline]
    pub fn catalogue(&self) -> &Catalogue {
        self.deck.catalogue()
    }

    /// The same configuration with `players` players.
    #[must_use]
    pub fn with_players(mut self, players: usize) -> Self {
        self.players = players;
        self
    }

    /// The same configuration over `days` Days.
    #[must_use]
    pub fn with_days(mut self, days: u8) -> Self {
        self.days = days;
        self
    }

    /// The same configuration with `seat` playing first on Day 1.
    #[must_use]
    pub fn with_first_player(mut self, seat: u8) -> Self {
        self.first_player = seat;
        self
    }

    /// The same configuration under another SJ-19 reading.
    #[must_use]
    pub fn with_refill(mut self, refill: Refill) -> Self {
        self.refill = refill;
        self
    }

    /// The same configuration under another SJ-25 reading.
    #[must_use]
    pub fn with_most(mut self, most: Most) -> Self {
        self.most = most;
        self
    }

    /// The same configuration under another SJ-36 reading.
    #[must_use]
    pub fn with_nightlife(mut self, nightlife: Nightlife) -> Self {
        self.nightlife = nightlife;
        self
    }

    /// The same configuration with another deck.
    #[must_use]
    pub fn with_deck(mut self, deck: Deck) -> Self {
        self.deck = deck;
        self
    }
}

impl GameConfig for SeoulConfig {
    const PLAYER_COUNTS: std::ops::RangeInclusive<usize> = 2..=5;

    fn players(&self) -> usize {
        self.players
    }

    fn for_players(players: usize) -> Result<Self, ConfigError> {
        let config = SeoulConfig::default().with_players(players);
        config.validate()?;
        Ok(config)
    }

    fn validate(&self) -> Result<(), ConfigError> {
        self.check_player_count("seoul-journey")?;
        if !(1..=3).contains(&self.days) {
            return Err(invalid(
                "days",
                format!("a Journey lasts 1, 2 or 3 Days, not {}", self.days),
            ));
        }
        if usize::from(self.first_player) >= self.players {
            return Err(invalid(
                "first_player",
                format!(
                    "seat {} is not one of the {} seats",
                    self.first_player, self.players
                ),
            ));
        }
        // A `Deck` is validated when it is made (reference, custom or read).
        Ok(())
    }

    fn variants() -> Vec<&'static str> {
        vec!["days: 1, 2 or 3 (default 3)"]
    }

    fn rule_flags() -> Vec<RuleFlag> {
        vec![
            flag(
                "refill",
                "SJ-19",
                "other_spaces: once the empty spaces are filled, the remaining refill cards go only into spaces this refill has not filled (default any_space: any space, one just filled included)",
            ),
            flag(
                "most",
                "SJ-25",
                "ties_count: players tied for a Highlight's \"the most\" each score its points (default strictly: a count higher than every other player's, L84 \"more than any other player\")",
            ),
            flag(
                "nightlife",
                "SJ-36",
                "one_per_turn: at most one Nightlife token is spent at the start of a turn (default any_number: every token held may be spent there)",
            ),
            flag(
                "deck",
                "SJ-1",
                "a deck file replaces the reference Travel Deck (validated: at most 128 cards, exactly 6 Guardians, at least 5 Highlights and 20 cards besides Guardians, unique names)",
            ),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_partial_config_file_takes_defaults() {
        let config: SeoulConfig = serde_json::from_str(r#"{"players": 2, "days": 1}"#).unwrap();
        assert_eq!((config.players(), config.days()), (2, 1));
        assert_eq!(config.refill(), Refill::AnySpace);
        assert_eq!(config.most(), Most::Strictly);
        assert_eq!(config.nightlife(), Nightlife::AnyNumber);
        assert!(config.catalogue().is_reference());
        let json = serde_json::to_string(&config).unwrap();
        assert!(json.contains(r#""deck":"reference""#), "{json}");
        assert_eq!(serde_json::from_str::<SeoulConfig>(&json).unwrap(), config);
    }

    #[test]
    fn bad_configs_are_refused_naming_the_field() {
        assert!(SeoulConfig::for_players(1).is_err());
        assert!(SeoulConfig::for_players(6).is_err());
        let config = SeoulConfig::for_players(3).unwrap();
        let err = config.clone().with_days(0).validate().unwrap_err();
        assert!(err.to_string().contains("days"), "{err}");
        let err = config.with_first_player(3).validate().unwrap_err();
        assert!(err.to_string().contains("first_player"), "{err}");
        assert!(serde_json::from_str::<SeoulConfig>(r#"{"deck": "printed"}"#).is_err());
        assert!(serde_json::from_str::<SeoulConfig>(r#"{"colour": 1}"#).is_err());
    }
}
