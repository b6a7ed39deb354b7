//! The game state: parks, hands, the deck, the revealed goals and their
//! claims, and where in the round the table is.
//!
//! The state holds no heap data of its own (parks are fixed arrays, hands
//! and piles fixed-capacity [`Pile`]s); the configuration shares the
//! components through an `Arc`, so cloning a state is a copy plus one
//! reference count.

use crate::cards::{CardId, Catalogue, Goal, GoalKind, MAX_TRAIL_CARDS};
use crate::config::TrailblazersConfig;
use crate::loops::{LoopSet, find_loops};
use crate::park::{Park, Piece};
use serde::{Deserialize, Serialize};
use tabletop_core::{GameRng, Pile, Seat, Seating};

/// The most players (L6–9: four sets of camps and player cards).
pub const MAX_PLAYERS: usize = 4;
/// Cards in a hand at the start of a round (L18).
pub const HAND_SIZE: usize = 8;
/// Rounds in a game (L17).
pub const ROUNDS: u8 = 4;
/// Placement turns in a round (L20).
pub const TURNS: u8 = 3;
/// Cards placed per turn (L20).
pub const CARDS_PER_TURN: u8 = 2;
/// Player cards each player has to place on goals (L14).
pub const PLAYER_CARDS: usize = 4;
/// Goals of each kind revealed in a multiplayer game (L15).
pub const GOALS_REVEALED: usize = 2;

/// Where in a round the table is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Step {
    /// Rounds 1–3 open with every player placing a camp in secret (L18).
    Camps,
    /// A placement turn (1–3): every player places 2 trail cards in secret (L20).
    Turn(u8),
    /// The game is over.
    Over,
}

impl std::fmt::Display for Step {
    /// The step in words: "the camp step", "turn 2", "the end of the game".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Step::Camps => f.write_str("the camp step"),
            Step::Turn(t) => write!(f, "turn {t}"),
            Step::Over => f.write_str("the end of the game"),
        }
    }
}

impl Step {
    /// Cards each seat places in this step: a camp (L18), or 2 trail cards
    /// a turn (L20); none once the game is over.
    #[must_use]
    pub fn placements_owed(self) -> u8 {
        match self {
            Step::Camps => 1,
            Step::Turn(_) => CARDS_PER_TURN,
            Step::Over => 0,
        }
    }

    /// Whether this step places `piece`: a camp in the camp step (L18),
    /// trail cards in a turn (L20).
    #[must_use]
    pub fn takes(self, piece: Piece) -> bool {
        matches!(
            (self, piece),
            (Step::Camps, Piece::Camp(_)) | (Step::Turn(_), Piece::Trail(_))
        )
    }

    /// Whether the seats, which have placed `placed` cards each, have all
    /// placed what this step asks: then the step is over (L18–20).
    #[must_use]
    pub fn is_complete(self, placed: &[u8]) -> bool {
        let owed = self.placements_owed();
        owed > 0 && placed.iter().all(|&k| k >= owed)
    }
}

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Ending {
    /// The 4th round was completed (L35).
    Completed,
    /// Solo: the In-Game goal was not met at the start of round 4 (L63).
    InGameGoalMissed,
}

/// The state of one game of Trailblazers.
///
/// Written and read as its position ([`crate::position::Position`]);
/// reading validates it.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(
    into = "crate::position::Position",
    try_from = "crate::position::Position"
)]
pub struct Trailblazers {
    pub(crate) config: TrailblazersConfig,
    pub(crate) seating: Seating,
    /// 1..=4.
    pub(crate) round: u8,
    pub(crate) step: Step,
    pub(crate) parks: [Park; MAX_PLAYERS],
    /// Cards each seat has placed in the current step, in secret: the last
    /// `placed[s]` placements of park `s` are not yet revealed.
    pub(crate) placed: [u8; MAX_PLAYERS],
    pub(crate) hands: [Pile<CardId, HAND_SIZE>; MAX_PLAYERS],
    /// The trail deck; the last card is the top.
    pub(crate) deck: Pile<CardId, MAX_TRAIL_CARDS>,
    /// Cards discarded, out of the game.
    pub(crate) discards: Pile<CardId, MAX_TRAIL_CARDS>,
    /// The In-Game goals in play (indices into the catalogue's list).
    pub(crate) in_game: [Option<u8>; GOALS_REVEALED],
    /// The End-Game goals in play.
    pub(crate) end_game: [Option<u8>; GOALS_REVEALED],
    /// The slot (1-based; 0 = none) each seat holds on each In-Game goal.
    pub(crate) claims: [[u8; MAX_PLAYERS]; GOALS_REVEALED],
    pub(crate) ending: Option<Ending>,
    pub(crate) actions: u64,
    pub(crate) rng: GameRng,
}

impl Trailblazers {
    /// The components in play.
    #[inline]
    pub fn catalogue(&self) -> &Catalogue {
        self.config.catalogue()
    }

    /// How many players sit at the table (1 for the solo game).
    #[inline]
    pub fn players(&self) -> usize {
        self.seating.players()
    }

    /// Whether this is the solo game.
    #[inline]
    pub fn is_solo(&self) -> bool {
        self.players() == 1
    }

    /// The clockwise seating.
    pub fn seating(&self) -> Seating {
        self.seating
    }

    /// The round, 1–4.
    pub fn round(&self) -> u8 {
        self.round
    }

    /// The step of the round.
    pub fn step(&self) -> Step {
        self.step
    }

    /// How the game ended, once over.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// A seat's park as it stands, its own secret placements included
    /// (`None` for a seat not at the table).
    pub fn park(&self, seat: Seat) -> Option<&Park> {
        self.seating
            .contains(seat)
            .then(|| &self.parks[seat.index()])
    }

    /// How many cards a seat has placed in secret in the current step.
    pub fn placed_this_step(&self, seat: Seat) -> u8 {
        self.placed.get(seat.index()).copied().unwrap_or(0)
    }

    /// A seat's hand (empty for seats not at the table).
    pub fn hand(&self, seat: Seat) -> &[CardId] {
        self.hands.get(seat.index()).map_or(&[], |h| h.as_slice())
    }

    /// Cards left in the deck.
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// The cards discarded so far, first discarded first.
    pub fn discards(&self) -> &[CardId] {
        self.discards.as_slice()
    }

    /// The goals of a kind in play (multiplayer: the 2 revealed; solo: the
    /// challenge's), as catalogue entries.
    pub fn goals(&self, kind: GoalKind) -> impl Iterator<Item = &Goal> + '_ {
        let list = match kind {
            GoalKind::InGame => &self.in_game,
            GoalKind::EndGame => &self.end_game,
        };
        let goals = self.catalogue().goals(kind);
        list.iter()
            .flatten()
            .filter_map(move |&i| goals.get(usize::from(i)))
    }

    /// The slot (1-based) `seat` holds on the `i`-th In-Game goal in play.
    pub fn in_game_claim(&self, goal: usize, seat: Seat) -> Option<u8> {
        let slot = *self.claims.get(goal)?.get(seat.index())?;
        (slot > 0).then_some(slot)
    }

    /// The completed loops of a seat's park as it stands.
    pub fn loops(&self, seat: Seat) -> LoopSet {
        find_loops(&self.parks[seat.index() % MAX_PLAYERS], self.catalogue())
    }

    /// Whether `seat` still owes a placement in this step.
    #[inline]
    pub(crate) fn owes(&self, seat: Seat) -> bool {
        self.seating.contains(seat) && self.placed[seat.index()] < self.step.placements_owed()
    }

    /// Whether camps may cover trail cells (TB-10).
    #[inline]
    pub(crate) fn camps_cover_trails(&self) -> bool {
        self.config.camp_cover() == crate::config::CampCover::Trails
    }
}
