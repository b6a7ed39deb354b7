//! Scoring (L18): stamps, the Grand Tour, calling home; ties by cards left.

use crate::state::{CALL_HOME_PENALTY, GRAND_TOUR_BONUS, Phase, Traveler};
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
/// How the game ended: the round limit (TR-27), without 8 stops or Last call.
pub const ENDING_ROUND_LIMIT: &str = "round limit";

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
    /// stops"` if some trip has 8 stops, else `"last call"`, or `"round
    /// limit"` when the round limit (TR-27) ends a game without Last call.
    pub fn ending(&self) -> &'static str {
        if self.seating.seats().any(|s| self.trip_complete(s)) {
            ENDING_EIGHT_STOPS
        } else if !self.last_call && self.round_limit_reached() {
            ENDING_ROUND_LIMIT
        } else {
            ENDING_LAST_CALL
        }
    }

    /// "Then read your trip out loud — that's your story" (L18): the trip
    /// stop by stop, with each stop's region, kind and stamps.
    pub fn trip_story(&self, seat: Seat) -> String {
        let cat = self.catalogue();
        let stops: Vec<String> = self
            .trip(seat)
            .iter()
            .map(|&c| {
                let kind = match cat.skill(c) {
                    Some(skill) => format!("City, {skill}"),
                    None => "Wonder".to_string(),
                };
                format!(
                    "{} ({}, {kind}, {})",
                    cat.name(c),
                    cat.region(c),
                    plural(usize::from(cat.stamps(c)), "stamp")
                )
            })
            .collect();
        format!("{seat}'s trip: {}", stops.join(" → "))
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
        for (seat, l) in self.seating.seats().zip(&lines) {
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
            outcome.breakdown.push(text);
            outcome
                .breakdown
                .push(format!("  {}", self.trip_story(seat)));
        }
        Some(outcome)
    }
}
