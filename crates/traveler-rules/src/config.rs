//! The configuration: player count, first player, the deck and the rule
//! flags (alternative readings of the rulebook; each default is the ruling
//! documented in `docs/rulings/traveler.md`).

use crate::cards::Catalogue;
use serde::{Deserialize, Serialize};
use tabletop_core::{ConfigError, GameConfig, RuleFlag};

/// TR-3: what "New region? Pay 2 more" (L13) is measured against.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum NewRegion {
    /// The literal reading, the ruling: +2 only when your trip holds no card
    /// of the destination's region yet — a region new to you.
    #[default]
    NotOnTrip,
    /// +2 whenever the destination's region differs from your last stop's.
    FromLastStop,
}

/// TR-4: how the rivals' cut (L3, L12, L22) works.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Cut {
    /// The ruling: every rival in your region takes 1 from the deck; you keep
    /// `max(1, pay − cuts taken)`.
    #[default]
    EveryRival,
    /// The cuts come out of your pay: at most `pay − 1` rivals (nearest your
    /// left first) take a card.
    FromPay,
}

/// TR-9: when "Hand limit 8" (L14) applies.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum HandLimit {
    /// The ruling: at the end of your own turn you put cards on the Shelf
    /// until you hold 8.
    #[default]
    EndOfTurn,
    /// A hard cap: nobody takes a card (pay, Scrounge or cut) while holding 8.
    HardCap,
}

/// TR-10: when the Shelf is shuffled into a new deck (L14).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Reshuffle {
    /// The literal reading, the ruling: "Deck empty? Shuffle the Shelf into
    /// a new deck" at once — whenever the deck is empty and the Shelf holds
    /// a card under its top (the moment the deck's last card is taken, or
    /// the moment a second card lands on the Shelf of an empty deck).
    #[default]
    Eager,
    /// Only when a card must come from the empty deck.
    Lazy,
}

/// TR-25: when "Deck and Shelf both empty? Last call." (L22) applies.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum LastCall {
    /// The literal reading, the ruling: Last call the moment the deck and
    /// the Shelf are both empty (and on the second run-out, or when a take
    /// finds nothing, L16).
    #[default]
    BothEmpty,
    /// Only on the second run-out or when a take finds nothing to take
    /// (L16); an empty deck and Shelf alone do not call it.
    TakeFails,
}

/// TR-26: whether "Hand limit 8" (L14) applies once more at the end of the
/// game, before everyone flies home.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum FinalHandLimit {
    /// The ruling: the hand limit stands; before flying home, a player
    /// holding more than 8 (pushed over by cuts since their last turn) puts
    /// cards on the Shelf down to 8.
    #[default]
    Discard,
    /// Cards over the limit are kept into scoring (and count for the tie).
    Keep,
}

/// The deck in play: the reference deck (TR-1), or 52 cards supplied as
/// data (checked by [`Catalogue::new`]).
pub type Deck = tabletop_core::deck::Deck<Catalogue>;

/// The configuration of a game of The Traveler. Every field has a default
/// (the standard game for 4 players), so a file may give only some fields,
/// e.g. `{"players": 2, "cut": "from_pay"}`. In code, build it with
/// [`GameConfig::for_players`] and the `with_` methods (one per field; they
/// do not validate, [`GameConfig::validate`] and `setup` do):
///
/// ```
/// use tabletop_core::GameConfig;
/// use traveler_rules::{Cut, HandLimit, TravelerConfig};
///
/// let config = TravelerConfig::for_players(3)
///     .unwrap()
///     .with_cut(Cut::FromPay)
///     .with_hand_limit(HandLimit::HardCap);
/// assert_eq!((config.players(), config.cut()), (3, Cut::FromPay));
/// assert!(config.deck().catalogue().is_reference());
/// assert!(config.with_first_player(3).validate().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[non_exhaustive]
pub struct TravelerConfig {
    /// Players, 2 to 4 (L3).
    pub(crate) players: usize,
    /// The seat that goes first ("whoever slept in the strangest place", L7).
    pub(crate) first_player: u8,
    /// TR-3: the new-region surcharge.
    pub(crate) new_region: NewRegion,
    /// TR-4: the rivals' cut.
    pub(crate) cut: Cut,
    /// TR-9: the hand limit.
    pub(crate) hand_limit: HandLimit,
    /// TR-10: the reshuffle.
    pub(crate) reshuffle: Reshuffle,
    /// TR-25: Last call when the deck and the Shelf are both empty.
    pub(crate) last_call: LastCall,
    /// TR-26: the hand limit before flying home.
    pub(crate) final_hand_limit: FinalHandLimit,
    /// TR-1: the deck (`"reference"` or a list of 52 cards).
    pub(crate) deck: Deck,
    /// TR-27: Last call at the end of this round at the latest (none by
    /// default: the rulebook sets no limit).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) round_limit: Option<u32>,
}

impl Default for TravelerConfig {
    fn default() -> Self {
        TravelerConfig {
            players: 4,
            first_player: 0,
            new_region: NewRegion::default(),
            cut: Cut::default(),
            hand_limit: HandLimit::default(),
            reshuffle: Reshuffle::default(),
            last_call: LastCall::default(),
            final_hand_limit: FinalHandLimit::default(),
            deck: Deck::default(),
            round_limit: None,
        }
    }
}

impl TravelerConfig {
    /// The same configuration with `players` players.
    #[must_use]
    pub fn with_players(mut self, players: usize) -> Self {
        self.players = players;
        self
    }

    /// The seat that goes first (L7).
    #[must_use]
    pub fn first_player(&self) -> u8 {
        self.first_player
    }

    /// The same configuration with `first_player` going first.
    #[must_use]
    pub fn with_first_player(mut self, first_player: u8) -> Self {
        self.first_player = first_player;
        self
    }

    /// TR-3: the new-region surcharge.
    #[must_use]
    pub fn new_region(&self) -> NewRegion {
        self.new_region
    }

    /// The same configuration under the TR-3 reading given.
    #[must_use]
    pub fn with_new_region(mut self, new_region: NewRegion) -> Self {
        self.new_region = new_region;
        self
    }

    /// TR-4: the rivals' cut.
    #[must_use]
    pub fn cut(&self) -> Cut {
        self.cut
    }

    /// The same configuration under the TR-4 reading given.
    #[must_use]
    pub fn with_cut(mut self, cut: Cut) -> Self {
        self.cut = cut;
        self
    }

    /// TR-9: the hand limit.
    #[must_use]
    pub fn hand_limit(&self) -> HandLimit {
        self.hand_limit
    }

    /// The same configuration under the TR-9 reading given.
    #[must_use]
    pub fn with_hand_limit(mut self, hand_limit: HandLimit) -> Self {
        self.hand_limit = hand_limit;
        self
    }

    /// TR-10: the reshuffle.
    #[must_use]
    pub fn reshuffle(&self) -> Reshuffle {
        self.reshuffle
    }

    /// The same configuration under the TR-10 reading given.
    #[must_use]
    pub fn with_reshuffle(mut self, reshuffle: Reshuffle) -> Self {
        self.reshuffle = reshuffle;
        self
    }

    /// TR-25: when an empty deck and Shelf are Last call.
    #[must_use]
    pub fn last_call(&self) -> LastCall {
        self.last_call
    }

    /// The same configuration under the TR-25 reading given.
    #[must_use]
    pub fn with_last_call(mut self, last_call: LastCall) -> Self {
        self.last_call = last_call;
        self
    }

    /// TR-26: the hand limit before flying home.
    #[must_use]
    pub fn final_hand_limit(&self) -> FinalHandLimit {
        self.final_hand_limit
    }

    /// The same configuration under the TR-26 reading given.
    #[must_use]
    pub fn with_final_hand_limit(mut self, final_hand_limit: FinalHandLimit) -> Self {
        self.final_hand_limit = final_hand_limit;
        self
    }

    /// TR-1: the deck in play.
    #[must_use]
    pub fn deck(&self) -> &Deck {
        &self.deck
    }

    /// The same configuration with another deck.
    #[must_use]
    pub fn with_deck(mut self, deck: Deck) -> Self {
        self.deck = deck;
        self
    }

    /// TR-27: the round at whose end Last call comes at the latest, if any.
    #[must_use]
    pub fn round_limit(&self) -> Option<u32> {
        self.round_limit
    }

    /// The same configuration with Last call at the end of round `rounds`
    /// at the latest (TR-27), or with no limit (`None`, the rulebook). A
    /// limit bounds the game, which search and learning need
    /// (`tabletop_core::Research::max_game_length`).
    #[must_use]
    pub fn with_round_limit(mut self, rounds: Option<u32>) -> Self {
        self.round_limit = rounds;
        self
    }

    /// The catalogue of the deck in play.
    #[inline]
    pub fn catalogue(&self) -> &Catalogue {
        self.deck.catalogue()
    }
}

impl GameConfig for TravelerConfig {
    const PLAYER_COUNTS: std::ops::RangeInclusive<usize> = 2..=4;

    fn players(&self) -> usize {
        self.players
    }

    fn for_players(players: usize) -> Result<Self, ConfigError> {
        let config = TravelerConfig::default().with_players(players);
        config.validate()?;
        Ok(config)
    }

    fn validate(&self) -> Result<(), ConfigError> {
        self.check_player_count("traveler")?;
        if usize::from(self.first_player) >= self.players {
            return Err(ConfigError::invalid(
                "first_player",
                format!(
                    "{} is not one of the {} seats",
                    self.first_player, self.players
                ),
            ));
        }
        if self.round_limit == Some(0) {
            return Err(ConfigError::invalid(
                "round_limit",
                "a game lasts at least 1 round (give no limit for the rulebook's game)",
            ));
        }
        // The deck was checked when it was built: a `Deck` can only be made
        // by `Deck::reference`, `Deck::custom` or deserialisation, which all
        // validate it.
        Ok(())
    }

    fn rule_flags() -> Vec<RuleFlag> {
        vec![
            RuleFlag::new(
                "new_region",
                "TR-3",
                "from_last_stop: the +2 surcharge applies whenever the destination's region differs from the last stop's (default not_on_trip: only when the trip holds no card of that region)",
            ),
            RuleFlag::new(
                "cut",
                "TR-4",
                "from_pay: the cuts come out of the pay, so at most pay - 1 rivals take a card (default every_rival: each rival takes 1, the worker keeps at least 1)",
            ),
            RuleFlag::new(
                "hand_limit",
                "TR-9",
                "hard_cap: nobody takes a card while holding 8 (default end_of_turn: the active player discards down to 8 at the end of the turn)",
            ),
            RuleFlag::new(
                "reshuffle",
                "TR-10",
                "lazy: the Shelf (but its top) is shuffled into a new deck only when a card must come from the empty deck (default eager: at once, whenever the deck is empty and the Shelf has a card under its top)",
            ),
            RuleFlag::new(
                "last_call",
                "TR-25",
                "take_fails: Last call only on the second run-out or when a take finds nothing (default both_empty: also the moment the deck and the Shelf are both empty, L22)",
            ),
            RuleFlag::new(
                "final_hand_limit",
                "TR-26",
                "keep: a player over the hand limit at the end keeps the cards into scoring (default discard: down to 8 onto the Shelf before flying home)",
            ),
            RuleFlag::new(
                "round_limit",
                "TR-27",
                "a number of rounds: Last call at the end of that round at the latest, so that a game cannot stall for ever, as search and learning need (default none: the rulebook sets no limit, TR-20)",
            ),
            RuleFlag::new(
                "deck",
                "TR-1",
                "a list of 52 cards replaces the reference deck (validated: 8 Cities and 5 Wonders per region, fares 1-6, Wonders 2-6 stamps, unique names)",
            ),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_partial_config_file_takes_defaults() {
        let config: TravelerConfig = serde_json::from_str(r#"{"players": 2}"#).unwrap();
        assert_eq!(config.players, 2);
        assert_eq!(config.cut, Cut::EveryRival);
        assert!(config.catalogue().is_reference());
        let json = serde_json::to_string(&config).unwrap();
        assert!(json.contains(r#""deck":"reference""#), "{json}");
        assert_eq!(
            serde_json::from_str::<TravelerConfig>(&json).unwrap(),
            config
        );
    }

    #[test]
    fn bad_configs_are_refused() {
        assert!(TravelerConfig::for_players(5).is_err());
        assert!(TravelerConfig::for_players(1).is_err());
        let config = TravelerConfig {
            players: 2,
            first_player: 2,
            ..TravelerConfig::default()
        };
        assert!(config.validate().is_err());
        assert!(serde_json::from_str::<TravelerConfig>(r#"{"deck": "printed"}"#).is_err());
        assert!(serde_json::from_str::<TravelerConfig>(r#"{"deck": []}"#).is_err());
    }
}
