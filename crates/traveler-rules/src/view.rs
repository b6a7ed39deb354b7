//! What one seat (or a spectator) may see: own hand, every trip, the Shelf
//! in order, hand sizes and the deck size; never the deck order, another
//! seat's hand or secret first stop, or the generator.

use crate::position::PhaseRepr;
use crate::state::Traveler;
use serde::Serialize;
use tabletop_core::{Seat, ToAct};

/// One seat as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SeatView {
    /// The trip, first stop first.
    pub trip: Vec<String>,
    /// Stamps on the trip.
    pub stamps: i64,
    /// Cards in hand.
    pub hand_size: usize,
    /// During setup: whether the seat has chosen its first stop.
    pub chosen_first_stop: bool,
    /// Whether the seat called home.
    pub called_home: bool,
}

/// A view of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct TravelerView {
    /// The seat this view is for (`None` for a spectator).
    pub viewer: Option<Seat>,
    /// Who must decide next (the fields `to_act`, `simultaneous` and
    /// `over`, as in every answer of the protocol).
    #[serde(flatten)]
    pub to_act: ToAct,
    /// Whose turn it is.
    pub active: Seat,
    /// The seat that went first.
    pub first_player: Seat,
    /// The step (a destination being paid for is public).
    pub phase: PhaseRepr,
    /// The viewer's hand (empty for a spectator).
    pub hand: Vec<String>,
    /// The viewer's secret first stop, during setup.
    pub my_first_stop: Option<String>,
    /// Every seat, from seat 0.
    pub seats: Vec<SeatView>,
    /// The Shelf, top first.
    pub shelf: Vec<String>,
    /// Cards in the deck.
    pub deck_size: usize,
    /// Times the deck has run out.
    pub run_outs: u8,
    /// Whether Last call has been called.
    pub last_call: bool,
    /// Turns completed.
    pub turns: u32,
    /// Rounds completed.
    pub rounds: u32,
    /// Actions applied so far.
    pub actions_taken: u64,
    /// Cards paid to fly home.
    pub flown_home_with: Vec<String>,
}

impl Traveler {
    pub(crate) fn make_view(&self, viewer: Option<Seat>) -> TravelerView {
        let cat = self.catalogue();
        let names = |it: &mut dyn Iterator<Item = u8>| -> Vec<String> {
            it.map(|c| cat.name(c).to_string()).collect()
        };
        let viewer = viewer.filter(|&s| self.seating.contains(s));
        let phase = self.phase_repr();
        TravelerView {
            viewer,
            to_act: self.who_acts(),
            active: self.active,
            first_player: self.first_player(),
            phase,
            hand: viewer.map_or_else(Vec::new, |s| names(&mut self.hand(s).iter())),
            my_first_stop: viewer
                .and_then(|s| self.first_stops[s.index()])
                .map(|c| cat.name(c).to_string()),
            seats: self
                .seating
                .seats()
                .map(|s| {
                    let i = s.index();
                    SeatView {
                        trip: names(&mut self.trips[i].iter()),
                        stamps: self.stamps(s),
                        hand_size: self.hands[i].len(),
                        chosen_first_stop: self.first_stops[i].is_some(),
                        called_home: self.called_home.contains(s),
                    }
                })
                .collect(),
            shelf: names(&mut self.shelf.iter().rev()),
            deck_size: self.deck.len(),
            run_outs: self.run_outs,
            last_call: self.last_call,
            turns: self.turns,
            rounds: self.rounds,
            actions_taken: self.actions,
            flown_home_with: names(&mut self.gone.iter()),
        }
    }
}
