//! What happened: the events a placement produces, in order, and who may
//! learn each one.
//!
//! Every turn is simultaneous (L18–20): a placement is secret until every
//! seat has placed, so the others learn only that a seat placed
//! ([`TrailblazersEvent::PlacedInSecret`]) until the step's placements are
//! [`Revealed`](TrailblazersEvent::Revealed) together. Hands, the cards
//! dealt and the cards discarded are the owner's alone; the others learn
//! how many.

use crate::cards::{Catalogue, TrailType};
use crate::loops::{LoopSet, find_loops};
use crate::park::{Park, Piece, Placement};
use crate::state::Ending;
use serde::{Deserialize, Serialize};
use tabletop_core::Seat;
use tabletop_core::events::{GameEvent, Visibility};

/// One loop a placement closed, changed or broke: its camp, and its points
/// before and after (`None`: the loop did not exist).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct LoopChange {
    /// The camp the loop leaves and returns to.
    pub camp: TrailType,
    /// Its points before the placement (`None`: it was closed now).
    pub before: Option<u16>,
    /// Its points after (`None`: it was broken).
    pub after: Option<u16>,
}

impl LoopChange {
    /// The loops that differ between `before` and `after`: the loops of
    /// `after` new or changed, then the loops of `before` gone.
    #[must_use]
    pub fn between(before: &LoopSet, after: &LoopSet) -> Vec<LoopChange> {
        let same =
            |a: &crate::loops::Loop, b: &crate::loops::Loop| a.camp == b.camp && a.exits == b.exits;
        let mut out = Vec::new();
        for l in after.loops() {
            match before.loops().iter().find(|b| same(b, l)) {
                None => out.push(LoopChange {
                    camp: l.camp,
                    before: None,
                    after: Some(l.points),
                }),
                Some(b) if b.points != l.points => out.push(LoopChange {
                    camp: l.camp,
                    before: Some(b.points),
                    after: Some(l.points),
                }),
                Some(_) => {}
            }
        }
        for b in before.loops() {
            if !after.loops().iter().any(|l| same(l, b)) {
                out.push(LoopChange {
                    camp: b.camp,
                    before: Some(b.points),
                    after: None,
                });
            }
        }
        out
    }
}

/// A card laid and what it did to its park's loops.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Laid {
    /// The placement, as the action notation writes it.
    pub placement: Placement,
    /// The loops it closed, changed or broke.
    pub changes: Vec<LoopChange>,
    /// The park's loop points before it.
    pub loops_before: u16,
    /// The park's loop points after it.
    pub loops_after: u16,
}

impl Laid {
    /// Laying `placement` on `park` (the park before it).
    #[must_use]
    pub fn on(cat: &Catalogue, park: &Park, placement: Placement) -> Laid {
        let before = find_loops(park, cat);
        let mut after_park = park.clone();
        after_park.place(cat, &placement);
        let after = find_loops(&after_park, cat);
        Laid {
            placement,
            changes: LoopChange::between(&before, &after),
            loops_before: before.points(),
            loops_after: after.points(),
        }
    }
}

/// How the hands moved at the end of a turn (L20, L64).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum HandsMove {
    /// Each hand passed to the left (rounds 1 and 3).
    Left,
    /// Each hand passed to the right (rounds 2 and 4).
    Right,
    /// Solo: the rest of the hand discarded and as many cards drawn.
    Refilled,
}

/// One thing that happened in a game of Trailblazers. Cards are named by
/// their number in the deck (`#1` is 1), as positions name them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum TrailblazersEvent {
    /// Setup: the goals revealed (multiplayer) or the challenge's (solo),
    /// by key.
    GoalsRevealed {
        /// The In-Game goals.
        in_game: Vec<String>,
        /// The End-Game goals.
        end_game: Vec<String>,
    },
    /// A round's hand dealt (multiplayer) or drawn (solo) to a seat: only
    /// that seat learns the cards.
    Dealt {
        /// The seat.
        seat: Seat,
        /// The cards.
        cards: Vec<u16>,
    },
    /// What the others learn of a deal: how many cards.
    DealtCount {
        /// The seat.
        seat: Seat,
        /// How many cards.
        count: u8,
    },
    /// A seat placed a card in secret; only it learns which until the
    /// step's placements are revealed.
    Placed {
        /// The seat.
        seat: Seat,
        /// The card and what it did.
        laid: Laid,
    },
    /// What the others learn of a secret placement: that the seat placed
    /// (a camp in the camp step, a trail card in a turn).
    PlacedInSecret {
        /// The seat.
        seat: Seat,
        /// Whether it was a camp.
        camp: bool,
    },
    /// Every seat has placed: one of the step's placements, shown to all
    /// (L18–20), in the order it was laid.
    Revealed {
        /// The seat.
        seat: Seat,
        /// The card and what it did.
        laid: Laid,
    },
    /// At the end of a turn a seat meets an In-Game goal and puts a player
    /// card in its highest unclaimed slot (L33, TB-13, TB-14).
    GoalMet {
        /// The seat.
        seat: Seat,
        /// The goal's key.
        goal: String,
        /// The slot, from 1.
        slot: u8,
        /// Its points.
        points: u16,
    },
    /// The end of a turn of a round: the hands move (L20, L64).
    TurnEnded {
        /// The turn, 1 or 2.
        turn: u8,
        /// How the hands moved.
        hands: HandsMove,
    },
    /// A seat's hand after the hands moved: only that seat learns it.
    Hand {
        /// The seat.
        seat: Seat,
        /// The cards.
        cards: Vec<u16>,
    },
    /// Cards a seat discarded, out of the game (L20, L64): only that seat
    /// learns which.
    Discarded {
        /// The seat.
        seat: Seat,
        /// The cards.
        cards: Vec<u16>,
    },
    /// Cards drawn and discarded at once, unseen (solo, under the
    /// `every_turn` refill, the cards drawn after the last turn of a
    /// round): nobody at the table learns which.
    DiscardedUnseen {
        /// The seat.
        seat: Seat,
        /// The cards.
        cards: Vec<u16>,
    },
    /// What the others learn of a discard: how many cards.
    DiscardedCount {
        /// The seat.
        seat: Seat,
        /// How many cards.
        count: u8,
    },
    /// A round is over (its last cards discarded next), with each seat's
    /// loop points.
    RoundEnded {
        /// The round, 1–4.
        round: u8,
        /// Each seat's loop points, from seat 0.
        loop_points: Vec<u16>,
    },
    /// A new round begins (L17–18).
    RoundStarted {
        /// The round, 2–4.
        round: u8,
        /// Whether it opens with a camp (rounds 1–3).
        camp: bool,
    },
    /// Solo: the In-Game goal resolved at the start of round 4, after the
    /// draw (L62–63, TB-22).
    SoloGoalResolved {
        /// The goal's key.
        goal: String,
        /// Whether it is met (if not, the game ends).
        met: bool,
    },
    /// The game is over, with each seat's final score.
    GameOver {
        /// How it ended.
        ending: Ending,
        /// Each seat's score, from seat 0.
        scores: Vec<i64>,
    },
}

/// Card ids as card numbers.
pub(crate) fn numbers(cards: &[u8]) -> Vec<u16> {
    cards.iter().map(|&c| u16::from(c) + 1).collect()
}

impl GameEvent for TrailblazersEvent {
    fn visibility(&self) -> Visibility {
        match self {
            TrailblazersEvent::Dealt { seat, .. }
            | TrailblazersEvent::Placed { seat, .. }
            | TrailblazersEvent::Hand { seat, .. }
            | TrailblazersEvent::Discarded { seat, .. } => Visibility::only(*seat),
            TrailblazersEvent::DiscardedUnseen { .. } => Visibility::Nobody,
            _ => Visibility::Public,
        }
    }

    fn public_form(&self) -> Option<Self> {
        let count = |cards: &[u16]| u8::try_from(cards.len()).unwrap_or(u8::MAX);
        match self {
            TrailblazersEvent::Dealt { seat, cards } => Some(TrailblazersEvent::DealtCount {
                seat: *seat,
                count: count(cards),
            }),
            TrailblazersEvent::Discarded { seat, cards }
            | TrailblazersEvent::DiscardedUnseen { seat, cards } => {
                Some(TrailblazersEvent::DiscardedCount {
                    seat: *seat,
                    count: count(cards),
                })
            }
            TrailblazersEvent::Placed { seat, laid } => Some(TrailblazersEvent::PlacedInSecret {
                seat: *seat,
                camp: matches!(laid.placement.piece, Piece::Camp(_)),
            }),
            _ => None,
        }
    }
}
