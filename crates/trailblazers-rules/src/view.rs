//! What one seat (or a spectator) may see: its own hand, every park as it
//! stood when the current step began (its own with its secret placements),
//! hand sizes, the deck's size, the goals and their claims; never another
//! hand, another seat's secret placements, the deck order or the generator.

use crate::cards::{GoalKind, SoloChallenge};
use crate::loops::find_loops;
use crate::park::{Park, Placement};
use crate::state::{Ending, Step, Trailblazers};
use serde::Serialize;
use tabletop_core::{Seat, ToAct};

/// One park as the viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ParkView {
    /// The cards laid, first laid first.
    pub placements: Vec<Placement>,
    /// Cards placed in secret this step (not in `placements` unless the
    /// park is the viewer's own).
    pub placed_this_step: u8,
    /// Loop points of the park as shown.
    pub loop_points: u16,
    /// Cards in the seat's hand.
    pub hand_size: usize,
}

/// A goal in play and its claims.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct GoalView {
    /// The goal's key.
    pub key: String,
    /// Its name.
    pub name: String,
    /// The slot (1-based) each seat holds, if any (In-Game goals).
    pub claims: Vec<Option<u8>>,
}

/// A view of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct TrailblazersView {
    /// The seat this view is for (`None` for a spectator).
    pub viewer: Option<Seat>,
    /// Who must decide next (the fields `to_act`, `simultaneous` and
    /// `over`, as in every answer of the protocol).
    #[serde(flatten)]
    pub to_act: ToAct,
    /// The round, 1–4.
    pub round: u8,
    /// The step of the round.
    pub step: Step,
    /// The viewer's hand, by card number (empty for a spectator).
    pub hand: Vec<u16>,
    /// Every park, from seat 0.
    pub parks: Vec<ParkView>,
    /// Cards left in the deck.
    pub deck_size: usize,
    /// Cards discarded.
    pub discards: usize,
    /// The In-Game goals in play, with their claims.
    pub in_game_goals: Vec<GoalView>,
    /// The End-Game goals in play.
    pub end_game_goals: Vec<GoalView>,
    /// The solo challenge.
    pub challenge: Option<SoloChallenge>,
    /// How the game ended, once over.
    pub ending: Option<Ending>,
    /// Actions applied so far.
    pub actions_taken: u64,
}

impl Trailblazers {
    /// Seat `s`'s park as `viewer` sees it: without its secret placements
    /// unless it is the viewer's own.
    pub fn visible_park(&self, s: Seat, viewer: Option<Seat>) -> Park {
        let park = &self.parks[s.index()];
        let hidden = if viewer == Some(s) {
            0
        } else {
            usize::from(self.placed[s.index()])
        };
        if hidden == 0 {
            return park.clone();
        }
        let shown = &park.placements()[..park.placements().len().saturating_sub(hidden)];
        Park::build(self.catalogue(), shown, true).unwrap_or_default()
    }

    pub(crate) fn make_view(&self, viewer: Option<Seat>) -> TrailblazersView {
        let viewer = viewer.filter(|&s| self.seating.contains(s));
        let cat = self.catalogue();
        let goal_views = |kind: GoalKind| -> Vec<GoalView> {
            let list = match kind {
                GoalKind::InGame => &self.in_game,
                GoalKind::EndGame => &self.end_game,
            };
            list.iter()
                .enumerate()
                .filter_map(|(g, i)| {
                    let goal = cat.goals(kind).get(usize::from((*i)?))?;
                    Some(GoalView {
                        key: goal.key.clone(),
                        name: goal.name.clone(),
                        claims: self
                            .seating
                            .seats()
                            .map(|s| match kind {
                                GoalKind::InGame => self.in_game_claim(g, s),
                                GoalKind::EndGame => None,
                            })
                            .collect(),
                    })
                })
                .collect()
        };
        TrailblazersView {
            viewer,
            to_act: self.who_acts(),
            round: self.round,
            step: self.step,
            hand: viewer.map_or_else(Vec::new, |s| {
                self.hand(s).iter().map(|&c| u16::from(c) + 1).collect()
            }),
            parks: self
                .seating
                .seats()
                .map(|s| {
                    let park = self.visible_park(s, viewer);
                    ParkView {
                        placements: park.placements().to_vec(),
                        placed_this_step: self.placed[s.index()],
                        loop_points: find_loops(&park, cat).points(),
                        hand_size: self.hand(s).len(),
                    }
                })
                .collect(),
            deck_size: self.deck.len(),
            discards: self.discards.len(),
            in_game_goals: goal_views(GoalKind::InGame),
            end_game_goals: goal_views(GoalKind::EndGame),
            challenge: self.config.challenge().cloned(),
            ending: self.ending,
            actions_taken: self.actions,
        }
    }
}
