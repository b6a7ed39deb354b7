//! The position format: a readable JSON description of the table, loaded
//! through validation (`audit.rs`).
//!
//! Cards are written by name; City spaces are numbered 1-5. The deck is
//! written top first: `deck[0]` is the next card drawn. Every card of the
//! deck in play must be somewhere exactly once; cards a hand-written
//! position does not place go under the listed deck cards, in an order
//! shuffled by the position's generator (so a person need not list the
//! deck). Saving a state always lists the whole deck.
//!
//! ```json
//! { "config": {"players": 3, "days": 1},
//!   "trends": ["green"],
//!   "seats": [ {"hand": ["Hanbok"],
//!               "highlights": [{"card": "Cheonggyecheon Stream", "festival": "Kimjang & Pajeon"}],
//!               "guardians": [{"card": "Bonghwang"}]},
//!              {}, {} ],
//!   "city": [ {"face_up": ["Insadong"]}, {"face_down": ["Seoul Forest"]} ],
//!   "active": 0, "phase": "main" }
//! ```

use crate::cards::Kind;
use crate::catalogue::{CardId, Catalogue};
use crate::colour::{ColourSet, Mode, Modes};
use crate::config::SeoulConfig;
use crate::state::{After, MAX_DAYS, NIGHTLIFE_TOKENS, Phase, SPACES, Seoul, Tableau};
use serde::{Deserialize, Serialize};
use tabletop_core::{CardSet, GameRng};

/// The step of a turn, with cards by name and spaces 1-5.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
#[non_exhaustive]
pub enum PhaseRepr {
    /// The main action.
    #[default]
    Main,
    /// Experience: choosing from the pile taken from `space`.
    Choose {
        /// The space (1-5).
        space: u8,
    },
    /// A card waits for its discard.
    Pay {
        /// The card being played.
        card: String,
        /// A Delight's half.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        mode: Option<Mode>,
        /// The space the discard may not go into (1-5).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        exclude: Option<u8>,
    },
    /// A free link may be made.
    Link {
        /// The halves allowed.
        modes: Modes,
    },
    /// Scout: a face-up City card may be taken.
    Scout,
    /// Encore: one more card may be booked.
    Encore,
    /// Refill cards are being placed.
    Refill {
        /// Cards still to place.
        left: u8,
        /// Spaces this refill has filled (1-5).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        filled: Vec<u8>,
    },
    /// The end-of-turn window.
    End,
    /// The Journey is over.
    Over,
}

/// What follows the card being played.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum ThenRepr {
    /// The end of the turn (a Book).
    #[default]
    End,
    /// The refill (an Experience).
    Refill,
    /// The step an ability was Awakened in (`resume`).
    Resume,
}

/// A Highlight with its links.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct HighlightRepr {
    /// The Highlight.
    pub card: String,
    /// The Delight linked as a Festival.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub festival: Option<String>,
    /// The Delight linked as a Food.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub food: Option<String>,
}

/// A Guardian and its token.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct GuardianRepr {
    /// The Guardian.
    pub card: String,
    /// Whether its token is flipped today.
    #[serde(default, skip_serializing_if = "is_false")]
    pub flipped: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// One seat in a position.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SeatRepr {
    /// The hand.
    pub hand: Vec<String>,
    /// The Highlights, left to right, with their links.
    pub highlights: Vec<HighlightRepr>,
    /// The Shopping cards.
    pub shopping: Vec<String>,
    /// The Guardians played (kept across Days).
    pub guardians: Vec<GuardianRepr>,
    /// Tiring cards counted today (left out: the Tiring Highlights in the
    /// tableau).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tiring: Option<u8>,
    /// Nightlife tokens held.
    pub nightlife: u8,
    /// Discovery Points of the Days scored so far.
    pub scores: Vec<i32>,
    /// Cards of the hand the whole table knows are there (taken from the
    /// City in view of all; `crate::Knowledge`). Left out: none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub known: Vec<String>,
    /// The types of the hand's other cards that showed on their backs when
    /// they were drawn, one entry per card (`crate::Knowledge`). Left out:
    /// none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub drawn: Vec<Kind>,
}

/// One City space.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SpaceRepr {
    /// Cards lying face up.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub face_up: Vec<String>,
    /// Cards lying face down.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub face_down: Vec<String>,
}

/// One seat of a scored Day.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RecordSeatRepr {
    /// The Highlights with their links.
    pub highlights: Vec<HighlightRepr>,
    /// The Shopping cards.
    pub shopping: Vec<String>,
    /// The Guardians and their tokens.
    pub guardians: Vec<GuardianRepr>,
    /// Tiring cards counted.
    pub tiring: u8,
}

/// The last Day scored, as it stood (what its breakdown explains).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordRepr {
    /// The Day.
    pub day: u8,
    /// Its Trends.
    pub trends: ColourSet,
    /// Each seat.
    pub seats: Vec<RecordSeatRepr>,
    /// Who first reached 9 cards.
    #[serde(default)]
    pub trigger: Option<u8>,
    /// Who earned the Nightlife token.
    #[serde(default)]
    pub earned: Option<u8>,
    /// Nightlife tokens left to earn when the Day was scored (left out: 3).
    #[serde(default = "tokens")]
    pub nightlife_supply: u8,
}

fn one() -> u8 {
    1
}

fn yes() -> bool {
    true
}

fn tokens() -> u8 {
    NIGHTLIFE_TOKENS
}

/// A position as written in a file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// The configuration (fields may be left out).
    #[serde(default)]
    pub config: SeoulConfig,
    /// The current Day, from 1.
    #[serde(default = "one")]
    pub day: u8,
    /// The Day's Trending colours.
    pub trends: ColourSet,
    /// Who started the Day.
    #[serde(default)]
    pub start_player: u8,
    /// Whose turn it is.
    #[serde(default)]
    pub active: u8,
    /// The step of the turn.
    #[serde(default)]
    pub phase: PhaseRepr,
    /// What follows the card being played.
    #[serde(default)]
    pub then: ThenRepr,
    /// The step an ability was Awakened in, to return to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resume: Option<PhaseRepr>,
    /// Whether the active player's turn is still at its start: nothing
    /// done yet but Nightlife tokens spent (SJ-36).
    #[serde(default = "yes")]
    pub fresh: bool,
    /// The first player to reach 9 cards today.
    #[serde(default)]
    pub trigger: Option<u8>,
    /// Who earned today's Nightlife token.
    #[serde(default)]
    pub nightlife_earned: Option<u8>,
    /// Nightlife tokens not yet earned.
    #[serde(default = "tokens")]
    pub nightlife_supply: u8,
    /// The seats, from seat 0.
    pub seats: Vec<SeatRepr>,
    /// The City's spaces, 1 to 5 (missing ones are empty).
    #[serde(default)]
    pub city: Vec<SpaceRepr>,
    /// Experience: the revealed pile being chosen from.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub taken: Vec<String>,
    /// The pile the last Experience of the Day revealed (a record: the
    /// cards are elsewhere now).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub revealed: Vec<String>,
    /// The deck, top first; unplaced cards go below.
    #[serde(default)]
    pub deck: Vec<String>,
    /// The last Day scored.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_day: Option<RecordRepr>,
    /// Turns completed.
    #[serde(default)]
    pub turns: u32,
    /// Actions applied so far.
    #[serde(default)]
    pub actions_taken: u64,
    /// The generator (a seed alone will do).
    #[serde(default)]
    pub rng: GameRng,
}

pub(crate) fn names(cat: &Catalogue, cards: impl IntoIterator<Item = CardId>) -> Vec<String> {
    cards.into_iter().map(|c| cat.name(c)).collect()
}

pub(crate) fn highlights_repr(cat: &Catalogue, t: &Tableau) -> Vec<HighlightRepr> {
    (0..t.highlights.len())
        .map(|i| HighlightRepr {
            card: cat.name(t.highlights[i]),
            festival: t.linked(i, Mode::Festival).map(|c| cat.name(c)),
            food: t.linked(i, Mode::Food).map(|c| cat.name(c)),
        })
        .collect()
}

pub(crate) fn guardians_repr(
    cat: &Catalogue,
    owned: CardSet,
    flipped: CardSet,
) -> Vec<GuardianRepr> {
    owned
        .iter()
        .map(|g| GuardianRepr {
            card: cat.name(g),
            flipped: flipped.contains(g),
        })
        .collect()
}

fn spaces_repr(mask: u8) -> Vec<u8> {
    (0..SPACES as u8)
        .filter(|s| mask & (1 << s) != 0)
        .map(|s| s + 1)
        .collect()
}

impl Seoul {
    /// A phase as positions and views write it.
    pub(crate) fn phase_repr(&self, phase: Phase) -> PhaseRepr {
        match phase {
            Phase::Main => PhaseRepr::Main,
            Phase::Choose { space } => PhaseRepr::Choose { space: space + 1 },
            Phase::Pay {
                card,
                mode,
                exclude,
            } => PhaseRepr::Pay {
                card: self.catalogue().name(card),
                mode,
                exclude: exclude.map(|s| s + 1),
            },
            Phase::Link { modes } => PhaseRepr::Link { modes },
            Phase::Scout => PhaseRepr::Scout,
            Phase::Encore => PhaseRepr::Encore,
            Phase::Refill { left, filled } => PhaseRepr::Refill {
                left,
                filled: spaces_repr(filled),
            },
            Phase::End => PhaseRepr::End,
            Phase::Over => PhaseRepr::Over,
        }
    }
}

impl From<Seoul> for Position {
    fn from(g: Seoul) -> Self {
        let cat = g.catalogue();
        let n = g.players();
        let days_scored = if g.phase == Phase::Over {
            usize::from(g.day)
        } else {
            usize::from(g.day) - 1
        };
        let seats = (0..n)
            .map(|i| SeatRepr {
                hand: names(cat, g.hands[i]),
                highlights: highlights_repr(cat, &g.tableaux[i]),
                shopping: names(cat, g.tableaux[i].shopping),
                guardians: guardians_repr(cat, g.guardians[i], g.flipped),
                tiring: Some(g.tableaux[i].tiring),
                nightlife: g.nightlife[i],
                scores: g.scores[i][..days_scored.min(MAX_DAYS)].to_vec(),
                known: names(cat, g.knowledge.known[i]),
                drawn: Kind::ALL
                    .iter()
                    .flat_map(|&k| {
                        std::iter::repeat_n(k, usize::from(g.knowledge.drawn[i][k.index()]))
                    })
                    .collect(),
            })
            .collect();
        let city = g
            .city
            .iter()
            .map(|pile| SpaceRepr {
                face_up: names(cat, pile.difference(g.face_down)),
                face_down: names(cat, pile.intersection(g.face_down)),
            })
            .collect();
        let last_day = g.record.as_ref().map(|r| RecordRepr {
            day: r.day,
            trends: r.trends,
            seats: (0..n)
                .map(|i| RecordSeatRepr {
                    highlights: highlights_repr(cat, &r.tableaux[i]),
                    shopping: names(cat, r.tableaux[i].shopping),
                    guardians: guardians_repr(cat, r.guardians[i], r.flipped),
                    tiring: r.tableaux[i].tiring,
                })
                .collect(),
            trigger: r.trigger.map(|s| s.0),
            earned: r.earned.map(|s| s.0),
            nightlife_supply: r.supply,
        });
        Position {
            day: g.day,
            trends: g.trends,
            start_player: g.start_player.0,
            active: g.active.0,
            phase: g.phase_repr(g.phase),
            then: match g.after {
                After::End => ThenRepr::End,
                After::Refill => ThenRepr::Refill,
                After::Resume => ThenRepr::Resume,
            },
            resume: g.resume.map(|p| g.phase_repr(p)),
            fresh: g.fresh,
            trigger: g.trigger.map(|s| s.0),
            nightlife_earned: g.earned.map(|s| s.0),
            nightlife_supply: g.nightlife_supply,
            seats,
            city,
            taken: names(cat, g.taken),
            revealed: names(cat, g.revealed),
            deck: names(cat, g.deck.iter().rev()),
            last_day,
            turns: g.turns,
            actions_taken: g.actions,
            rng: g.rng.clone(),
            config: g.config,
        }
    }
}

mod load;
