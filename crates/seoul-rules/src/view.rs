//! What one seat (or a spectator) may see: its own hand, every tableau,
//! the face-up City cards and the type (card back) of the face-down ones
//! and of the deck's top card (SJ-14), the pile being chosen from, tokens
//! and scores; never another hand, the face of a face-down card, the deck
//! order or the generator.

use crate::cards::Kind;
use crate::colour::Colour;
use crate::position::{GuardianRepr, HighlightRepr, PhaseRepr, guardians_repr, highlights_repr};
use crate::state::{Phase, Seoul};
use serde::Serialize;
use tabletop_core::{Seat, ToAct};

/// One City space as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SpaceView {
    /// The face-up cards.
    pub face_up: Vec<String>,
    /// The types of the face-down cards, as their backs show.
    pub face_down: Vec<Kind>,
}

/// One seat as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SeatView {
    /// Cards in hand.
    pub hand_size: usize,
    /// The Highlights, left to right, with their links.
    pub highlights: Vec<HighlightRepr>,
    /// The Shopping cards.
    pub shopping: Vec<String>,
    /// The Guardians and their tokens.
    pub guardians: Vec<GuardianRepr>,
    /// Cards counting towards 9.
    pub cards: usize,
    /// Tiring cards counted today.
    pub tiring: u8,
    /// Whether Tired.
    pub tired: bool,
    /// Nightlife tokens held.
    pub nightlife: u8,
    /// Discovery Points of each Day scored.
    pub scores: Vec<i32>,
    /// The total so far.
    pub total: i64,
    /// What the Day would score if it ended now.
    pub today: i32,
}

/// A view of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SeoulView {
    /// The seat this view is for (`None` for a spectator).
    pub viewer: Option<Seat>,
    /// Who must decide next (the fields `to_act`, `simultaneous` and
    /// `over`, as in every answer of the protocol).
    #[serde(flatten)]
    pub to_act: ToAct,
    /// The Day, from 1.
    pub day: u8,
    /// Days in the Journey.
    pub days: u8,
    /// Whose turn it is.
    pub active: Seat,
    /// Who started the Day.
    pub start_player: Seat,
    /// The step (the card being paid for is public).
    pub phase: PhaseRepr,
    /// The Trending colours.
    pub trends: Vec<Colour>,
    /// The viewer's hand (empty for a spectator).
    pub hand: Vec<String>,
    /// The revealed pile being chosen from.
    pub taken: Vec<String>,
    /// The pile the last Experience of the Day revealed.
    pub revealed: Vec<String>,
    /// The City, spaces 1 to 5.
    pub city: Vec<SpaceView>,
    /// Cards in the deck.
    pub deck_size: usize,
    /// The type of the deck's top card (its back).
    pub deck_top: Option<Kind>,
    /// Every seat, from seat 0.
    pub seats: Vec<SeatView>,
    /// Nightlife tokens still to be earned.
    pub nightlife_supply: u8,
    /// The first player to reach 9 cards today.
    pub trigger: Option<Seat>,
    /// Turns completed.
    pub turns: u32,
    /// Actions applied so far.
    pub actions_taken: u64,
}

impl Seoul {
    pub(crate) fn make_view(&self, viewer: Option<Seat>) -> SeoulView {
        let cat = self.catalogue();
        let names = |set: tabletop_core::CardSet| -> Vec<String> {
            set.iter().map(|c| cat.name(c)).collect()
        };
        let viewer = viewer.filter(|&s| self.seating.contains(s));
        let scored = usize::from(self.day) - usize::from(self.phase != Phase::Over);
        let table = self.day_table();
        SeoulView {
            viewer,
            to_act: self.who_acts(),
            day: self.day,
            days: self.config.days(),
            active: self.active,
            start_player: self.start_player,
            phase: self.phase_repr(self.phase),
            trends: self.trends.iter().collect(),
            hand: viewer.map_or_else(Vec::new, |s| names(self.hands[s.index()])),
            taken: names(self.taken),
            revealed: names(self.revealed),
            city: self
                .city
                .iter()
                .map(|pile| SpaceView {
                    face_up: names(pile.difference(self.face_down)),
                    face_down: {
                        let mut kinds: Vec<Kind> = pile
                            .intersection(self.face_down)
                            .iter()
                            .map(|c| cat.kind(c))
                            .collect();
                        kinds.sort_by_key(|k| k.index());
                        kinds
                    },
                })
                .collect(),
            deck_size: self.deck.len(),
            deck_top: self.deck_top_kind(),
            seats: self
                .seating
                .seats()
                .map(|s| {
                    let t = &self.tableaux[s.index()];
                    SeatView {
                        hand_size: self.hands[s.index()].len(),
                        highlights: highlights_repr(cat, t),
                        shopping: names(t.shopping),
                        guardians: guardians_repr(cat, self.guardians[s.index()], self.flipped),
                        cards: t.count(),
                        tiring: t.tiring,
                        tired: t.is_tired(),
                        nightlife: self.nightlife[s.index()],
                        scores: self.scores[s.index()][..scored].to_vec(),
                        total: self.total(s),
                        today: if self.phase == Phase::Over {
                            0
                        } else {
                            table.score(s)
                        },
                    }
                })
                .collect(),
            nightlife_supply: self.nightlife_supply,
            trigger: self.trigger,
            turns: self.turns,
            actions_taken: self.actions,
        }
    }
}
