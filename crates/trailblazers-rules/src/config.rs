//! The configuration: player count (1 = the solo game, with its
//! challenge), the components, and the rule flags (alternative readings of
//! the rulebook; each default is the ruling in `docs/rulings/trailblazers.md`).

use crate::cards::{Catalogue, GoalKind, SoloChallenge};
use crate::geometry::Rotation;
use crate::measure::AreaMeasure;
use serde::{Deserialize, Serialize};
use tabletop_core::{ConfigError, GameConfig, RuleFlag};

/// TB-3: which cards may be turned.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum CampRotation {
    /// The ruling: camps and trail cards may lie in any of 4 rotations.
    #[default]
    Free,
    /// Camps keep the first camp's orientation (`r0`); trail cards turn freely.
    Fixed,
}

/// TB-10: whether a camp laid in round 2 or 3 may cover trail cells.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum CampCover {
    /// The ruling (the literal text, L22–24): a camp may cover trail cells,
    /// never another camp.
    #[default]
    Trails,
    /// A camp may not overlap any card.
    Nothing,
}

/// TB-11: whether the solo game draws after the third turn of a round.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum SoloRefill {
    /// The ruling: discard and draw after turns 1 and 2 (hands 8, 6, 4);
    /// after turn 3 the last 2 cards are discarded and nothing is drawn.
    #[default]
    FirstTwoTurns,
    /// The literal reading of L64: every turn discards the rest and draws as
    /// many, so turn 3 draws 2 cards that the end of the round discards.
    EveryTurn,
}

/// The components in play: the reference deck (PROVISIONAL, TB-16), or one
/// supplied as data (validated by [`Catalogue::new`]).
pub type Deck = tabletop_core::deck::Deck<Catalogue>;

/// The configuration of a game of Trailblazers. Build it with
/// [`for_players`](GameConfig::for_players) and the `with_` setters.
///
/// ```
/// use tabletop_core::GameConfig;
/// use trailblazers_rules::{CampCover, TrailblazersConfig};
///
/// let config = TrailblazersConfig::for_players(3)?.with_camp_cover(CampCover::Nothing);
/// assert_eq!(config.players(), 3);
/// let solo = TrailblazersConfig::for_players(1)?.with_challenge("voyager:metro-park".parse()?)?;
/// assert_eq!(solo.challenge().unwrap().target(), 50);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[non_exhaustive]
pub struct TrailblazersConfig {
    players: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    challenge: Option<SoloChallenge>,
    area: AreaMeasure,
    camp_rotation: CampRotation,
    camp_cover: CampCover,
    solo_refill: SoloRefill,
    deck: Deck,
}

impl Default for TrailblazersConfig {
    fn default() -> Self {
        TrailblazersConfig {
            players: crate::DEFAULT_PLAYERS,
            challenge: None,
            area: AreaMeasure::default(),
            camp_rotation: CampRotation::default(),
            camp_cover: CampCover::default(),
            solo_refill: SoloRefill::default(),
            deck: Deck::default(),
        }
    }
}

/// Cards a multiplayer game deals: 8 per player per round, 4 rounds (TB-12).
pub const fn cards_dealt(players: usize) -> usize {
    32 * players
}

impl TrailblazersConfig {
    /// The solo challenge (for one player).
    pub fn challenge(&self) -> Option<&SoloChallenge> {
        self.challenge.as_ref()
    }

    /// Whether this is the solo game.
    #[inline]
    pub fn is_solo(&self) -> bool {
        self.players == 1
    }

    /// TB-2: how Metro Park measures a park.
    pub fn area(&self) -> AreaMeasure {
        self.area
    }

    /// TB-3: which cards may be turned.
    pub fn camp_rotation(&self) -> CampRotation {
        self.camp_rotation
    }

    /// Whether a camp may lie turned by `rotation` (TB-3: camps turn freely
    /// unless the flag keeps them as printed).
    pub fn camp_may_turn(&self, rotation: Rotation) -> bool {
        rotation == Rotation::R0 || self.camp_rotation != CampRotation::Fixed
    }

    /// TB-10: what a camp may cover.
    pub fn camp_cover(&self) -> CampCover {
        self.camp_cover
    }

    /// TB-11: when the solo game draws.
    pub fn solo_refill(&self) -> SoloRefill {
        self.solo_refill
    }

    /// The components in play.
    pub fn deck(&self) -> &Deck {
        &self.deck
    }

    /// The catalogue of the components in play.
    #[inline]
    pub fn catalogue(&self) -> &Catalogue {
        self.deck.catalogue()
    }

    /// The solo game's challenge (checked against the Solo Card).
    pub fn with_challenge(mut self, challenge: SoloChallenge) -> Result<Self, ConfigError> {
        self.challenge = Some(challenge);
        self.validate()?;
        Ok(self)
    }

    /// TB-2.
    #[must_use]
    pub fn with_area(mut self, area: AreaMeasure) -> Self {
        self.area = area;
        self
    }

    /// TB-3.
    #[must_use]
    pub fn with_camp_rotation(mut self, rule: CampRotation) -> Self {
        self.camp_rotation = rule;
        self
    }

    /// TB-10.
    #[must_use]
    pub fn with_camp_cover(mut self, rule: CampCover) -> Self {
        self.camp_cover = rule;
        self
    }

    /// TB-11.
    #[must_use]
    pub fn with_solo_refill(mut self, rule: SoloRefill) -> Self {
        self.solo_refill = rule;
        self
    }

    /// Other components (checked against the player count).
    pub fn with_deck(mut self, deck: Deck) -> Result<Self, ConfigError> {
        self.deck = deck;
        self.validate()?;
        Ok(self)
    }

    /// Trail cards a game with this configuration draws in all.
    pub fn cards_needed(&self) -> usize {
        match (self.is_solo(), self.solo_refill) {
            (true, SoloRefill::FirstTwoTurns) => 4 * (8 + 6 + 4),
            (true, _) => 4 * (8 + 6 + 4 + 2),
            (false, _) => cards_dealt(self.players),
        }
    }
}

fn flag(name: &'static str, ruling: &'static str, description: &'static str) -> RuleFlag {
    RuleFlag::new(name, ruling, description)
}

impl GameConfig for TrailblazersConfig {
    const PLAYER_COUNTS: std::ops::RangeInclusive<usize> = 1..=4;

    fn players(&self) -> usize {
        self.players
    }

    fn for_players(players: usize) -> Result<Self, ConfigError> {
        let config = TrailblazersConfig {
            players,
            challenge: (players == 1).then_some(SoloChallenge::Tenderfoot { target: 30 }),
            ..TrailblazersConfig::default()
        };
        config.validate()?;
        Ok(config)
    }

    fn validate(&self) -> Result<(), ConfigError> {
        self.check_player_count("trailblazers")?;
        let cat = self.catalogue();
        let have = cat.trail_count();
        if have < self.cards_needed() {
            return Err(ConfigError::invalid(
                "deck",
                format!(
                    "{} draw {} trail cards; the deck holds {have}",
                    tabletop_core::words::plural(self.players, "player"),
                    self.cards_needed()
                ),
            ));
        }
        match (&self.challenge, self.is_solo()) {
            (None, true) => Err(ConfigError::invalid(
                "challenge",
                "the solo game needs a challenge from the Solo Card (e.g. tenderfoot-30)",
            )),
            (Some(c), false) => Err(ConfigError::invalid(
                "challenge",
                format!(
                    "{c} is a solo challenge; a game of {} has none",
                    self.players
                ),
            )),
            (Some(c), true) if !cat.solo_card().contains(c) => Err(ConfigError::invalid(
                "challenge",
                format!(
                    "{c} is not on the Solo Card ({})",
                    cat.solo_card()
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            )),
            (None, false)
                if cat.goals(GoalKind::InGame).len() < 2
                    || cat.goals(GoalKind::EndGame).len() < 2 =>
            {
                Err(ConfigError::invalid(
                    "deck",
                    "a multiplayer game reveals 2 In-Game and 2 End-Game goals",
                ))
            }
            _ => Ok(()),
        }
    }

    fn variants() -> Vec<&'static str> {
        vec!["solo (players 1) with a challenge from the Solo Card"]
    }

    fn rule_flags() -> Vec<RuleFlag> {
        vec![
            flag(
                "challenge",
                "TB-21",
                "the solo challenge: tenderfoot-30/40/50, voyager:<goal>, blazer:<in-game>+<end-game> (players 1; default tenderfoot-30)",
            ),
            flag(
                "area",
                "TB-2",
                "bounding_box: Metro Park measures the smallest rectangle holding the park (default covered_cells: the cells its cards cover; 8 squares = 32 cells)",
            ),
            flag(
                "camp_rotation",
                "TB-3",
                "fixed: camps keep the first camp's orientation (default free: camps and trails turn in 4 rotations)",
            ),
            flag(
                "camp_cover",
                "TB-10",
                "nothing: a camp may not overlap any card (default trails: it may cover trail cells, never a camp)",
            ),
            flag(
                "solo_refill",
                "TB-11",
                "every_turn: the solo game also draws 2 after turn 3, discarded at the round's end (default first_two_turns)",
            ),
            flag(
                "deck",
                "TB-16",
                "the components as data (trail cards, camps, goals, Solo Card) instead of the reference design; validated",
            ),
        ]
    }
}
