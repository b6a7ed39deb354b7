//! Scoring (L18): stamps, the Grand Tour, calling home; ties by cards left.

use crate::state::{CALL_HOME_PENALTY, GRAND_TOUR_BONUS, Phase, TRIP_GOAL, Traveler};
use tabletop_core::words::plural;
use tabletop_core::{Outcome, Seat};

/// How one seat's score is made up.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ScoreLine {
    /// Stamps on the trip.
    pub stamps: i64,
    /// The Grand Tour bonus (3 with all four regions on the trip, else 0).
    pub grand_tour: i64,
    /// The call-home penalty (3 if the seat called home, else 0).
    pub called_home: i64,
    /// Cards left in hand (the tie-break).
    pub cards_left: i64,
}

impl ScoreLine {
    /// Stamps plus bonuses minus penalties.
    pub fn total(&self) -> i64 {
        self.stamps + self.grand_tour - self.called_home
    }
}

/// How the game ended: a trip with 8 stops (named first when both apply).
pub const ENDING_EIGHT_STOPS: &str = "8 stops";
/// How the game ended: Last call.
pub const ENDING_LAST_CALL: &str = "last call";

impl Traveler {
    /// A seat's score as it stands (L18).
    pub fn score_line(&self, seat: Seat) -> ScoreLine {
        ScoreLine {
            stamps: self.stamps(seat),
            grand_tour: if self.trip_regions(seat) == 0b1111 {
                GRAND_TOUR_BONUS
            } else {
                0
            },
            called_home: if self.called_home.contains(seat) {
                CALL_HOME_PENALTY
            } else {
                0
            },
            cards_left: self.hand(seat).len() as i64,
        }
    }

    /// How the game ends (or would end at the end of this round): `"8
    /// stops"` if some trip has 8 stops, else `"last call"`.
    pub fn ending(&self) -> &'static str {
        if (0..self.players()).any(|i| self.trips[i].len() >= TRIP_GOAL) {
            ENDING_EIGHT_STOPS
        } else {
            ENDING_LAST_CALL
        }
    }

    /// The result once the game is over.
    pub(crate) fn final_outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let lines: Vec<ScoreLine> = self.seating.seats().map(|s| self.score_line(s)).collect();
        let mut outcome = Outcome::ranked(
            lines.iter().map(ScoreLine::total).collect(),
            lines.iter().map(|l| l.cards_left).collect(),
            self.ending(),
        );
        outcome.breakdown = self
            .seating
            .seats()
            .zip(&lines)
            .map(|(seat, l)| {
                let mut text = format!("{seat}: {}", plural(l.stamps.max(0) as usize, "stamp"));
                if l.grand_tour > 0 {
                    text += &format!(" + Grand Tour {}", l.grand_tour);
                }
                if l.called_home > 0 {
                    text += &format!(" - called home {}", l.called_home);
                }
                text += &format!(
                    " = {}; {} left; rank {}",
                    l.total(),
                    plural(l.cards_left.max(0) as usize, "card"),
                    outcome.ranks[seat.index()]
                );
                text
            })
            .collect();
        Some(outcome)
    }
}
