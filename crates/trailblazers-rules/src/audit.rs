//! Invariants that hold after every action.

use crate::park::{Park, Piece};
use crate::position::{check_claims, expected};
use crate::state::{MAX_PLAYERS, Step, Trailblazers};
use tabletop_core::{InvariantError, Seat};

fn broken(invariant: &'static str, detail: impl Into<String>) -> InvariantError {
    InvariantError::new(invariant, detail)
}

impl Trailblazers {
    /// Card conservation, counts for the point of the game, parks that
    /// could have been laid, claims that fill slots in order.
    pub(crate) fn consistency(&self) -> Result<(), InvariantError> {
        let cat = self.catalogue();
        let players = self.players();
        let total = cat.trail_count();
        let mut seen = vec![false; total];
        let mut mark = |c: u8, where_: &str| -> Result<(), InvariantError> {
            let slot = seen.get_mut(usize::from(c)).ok_or_else(|| {
                broken(
                    "card ids",
                    format!("{where_} holds card id {c}, beyond the deck"),
                )
            })?;
            if std::mem::replace(slot, true) {
                return Err(broken(
                    "card conservation",
                    format!(
                        "card #{} is in two places (again in {where_})",
                        u16::from(c) + 1
                    ),
                ));
            }
            Ok(())
        };
        let mut drawn = 0usize;
        for i in 0..MAX_PLAYERS {
            let seat = Seat(i as u8);
            if i >= players {
                if !self.parks[i].is_empty() || !self.hands[i].is_empty() || self.placed[i] != 0 {
                    return Err(broken(
                        "seats",
                        format!("{seat} is not at the table but has cards"),
                    ));
                }
                continue;
            }
            let e = expected(
                &self.config,
                self.round,
                self.step,
                self.ending,
                self.placed[i],
            )
            .ok_or_else(|| {
                broken(
                    "point of the game",
                    format!(
                        "round {}, {}, {seat} placed {}",
                        self.round, self.step, self.placed[i]
                    ),
                )
            })?;
            let park = &self.parks[i];
            if park.camp_count() != e.camps || park.trail_count() != e.trails {
                return Err(broken(
                    "park size",
                    format!(
                        "{seat}'s park holds {} camps and {} trails, not {} and {}",
                        park.camp_count(),
                        park.trail_count(),
                        e.camps,
                        e.trails
                    ),
                ));
            }
            if self.hands[i].len() != e.hand {
                return Err(broken(
                    "hand size",
                    format!("{seat} holds {}, not {}", self.hands[i].len(), e.hand),
                ));
            }
            let rebuilt = Park::build(cat, park.placements(), self.camps_cover_trails())
                .map_err(|(k, f)| broken("legal park", format!("{seat}'s card {k}: {f:?}")))?;
            if rebuilt != *park {
                return Err(broken(
                    "park index",
                    format!("{seat}'s park disagrees with its cards"),
                ));
            }
            for p in park.placements() {
                if let Piece::Trail(c) = p.piece {
                    mark(c, "a park")?;
                    drawn += 1;
                }
            }
            for &c in self.hands[i].as_slice() {
                mark(c, "a hand")?;
                drawn += 1;
            }
        }
        for &c in self.discards.as_slice() {
            mark(c, "the discards")?;
            drawn += 1;
        }
        for &c in self.deck.as_slice() {
            mark(c, "the deck")?;
        }
        if seen.iter().any(|&s| !s) {
            return Err(broken("card conservation", "a trail card is nowhere"));
        }
        let due =
            expected(&self.config, self.round, self.step, self.ending, 0).map_or(0, |e| e.drawn);
        if drawn != due {
            return Err(broken(
                "cards drawn",
                format!("{drawn} cards are out of the deck; {due} have been drawn"),
            ));
        }
        if self.step.is_complete(&self.placed[..players]) {
            return Err(broken(
                "step",
                "every seat has placed, yet the step goes on",
            ));
        }
        check_claims(&self.claims, players).map_err(|e| broken("goal claims", e))?;
        if (self.step == Step::Over) != self.ending.is_some() {
            return Err(broken(
                "ending",
                "the game is over exactly when it has an ending",
            ));
        }
        Ok(())
    }
}
