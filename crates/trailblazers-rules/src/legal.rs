//! Who acts, which placements are legal, and every legal placement once
//! (TB-24, TB-25).

use crate::error::Violation;
use crate::geometry::{Cell, Rotation};
use crate::park::{Park, Piece, Placement, PlacementFault};
use crate::state::{Step, Trailblazers};
use tabletop_core::{Seat, SeatSet, ToAct};

impl Trailblazers {
    /// Who must decide next: every seat still placing (one seat alone in
    /// the solo game).
    pub(crate) fn who_acts(&self) -> ToAct {
        if self.step == Step::Over {
            return ToAct::GameOver;
        }
        let mut set = SeatSet::EMPTY;
        for seat in self.seating.seats().filter(|&s| self.owes(s)) {
            set.insert(seat);
        }
        if self.is_solo() {
            ToAct::Seat(Seat(0))
        } else {
            ToAct::Simultaneous(set)
        }
    }

    /// Whether `seat`, which owes a placement now (the turn is checked
    /// first, once, by [`tabletop_core::events::check_turn`]), may make
    /// placement `p`, and if not, why.
    pub(crate) fn check(&self, seat: Seat, p: &Placement) -> Result<(), Violation> {
        let cat = self.catalogue();
        let park = &self.parks[seat.index()];
        match (self.step, p.piece) {
            (step, Piece::Trail(_)) if !step.takes(p.piece) => return Err(Violation::CampFirst),
            (step, Piece::Camp(_)) if !step.takes(p.piece) => return Err(Violation::TrailsNow),
            (_, Piece::Camp(t)) => {
                if park.camp(t).is_some() {
                    return Err(Violation::CampNotInSupply {
                        camp: t.to_string(),
                    });
                }
                if !self.config.camp_may_turn(p.rotation) {
                    return Err(Violation::CampTurned);
                }
                if !park.is_empty() && !cat.is_distinct_camp_rotation(t, p.rotation) {
                    let canonical = Placement {
                        rotation: cat.canonical_camp_rotation(t, p.rotation),
                        ..*p
                    };
                    return Err(same_face(p, &canonical));
                }
            }
            (_, Piece::Trail(card)) => {
                if usize::from(card) >= cat.trail_count() {
                    return Err(Violation::UnknownCard {
                        number: u16::from(card) + 1,
                        cards: cat.trail_count(),
                    });
                }
                if !self.hands[seat.index()].contains(card) {
                    return Err(Violation::NotInHand {
                        number: u16::from(card) + 1,
                    });
                }
                if !cat.is_distinct_trail_rotation(card, p.rotation) {
                    let canonical = Placement {
                        rotation: cat.canonical_trail_rotation(card, p.rotation),
                        ..*p
                    };
                    return Err(same_face(p, &canonical));
                }
            }
        }
        park.check(cat, p, self.camps_cover_trails())
            .map_err(|fault| placement_violation(fault, *p))
    }

    /// Appends every legal placement of `seat`: each camp or card, each
    /// footprint, each rotation that shows a distinct face — once.
    pub(crate) fn push_legal(&self, seat: Seat, out: &mut Vec<Placement>) {
        if self.step == Step::Over || !self.owes(seat) {
            return;
        }
        let park = &self.parks[seat.index()];
        match self.step {
            Step::Camps => self.push_camps(park, out),
            Step::Turn(_) => self.push_trails(seat, out),
            Step::Over => {}
        }
    }

    fn push_camps(&self, park: &Park, out: &mut Vec<Placement>) {
        let cat = self.catalogue();
        for t in crate::cards::TrailType::ALL {
            if park.camp(t).is_some() {
                continue;
            }
            if park.is_empty() {
                out.push(Placement {
                    piece: Piece::Camp(t),
                    at: Cell::default(),
                    rotation: Rotation::R0,
                });
                continue;
            }
            for r in Rotation::ALL {
                if !self.config.camp_may_turn(r) || !cat.is_distinct_camp_rotation(t, r) {
                    continue;
                }
                park.for_each_camp_footprint(self.camps_cover_trails(), |at| {
                    out.push(Placement {
                        piece: Piece::Camp(t),
                        at,
                        rotation: r,
                    })
                });
            }
        }
    }
}

fn same_face(p: &Placement, canonical: &Placement) -> Violation {
    Violation::SameFace {
        placement: p.to_string(),
        canonical: canonical.to_string(),
    }
}

/// The refusal, with its rule, for a placement that breaks the placement
/// rule (shared by actions and by positions read from a file).
pub(crate) fn placement_violation(fault: PlacementFault, placement: Placement) -> Violation {
    match fault {
        PlacementFault::FirstMustBeCamp => Violation::FirstMustBeCamp,
        PlacementFault::FirstCampAtOrigin => Violation::FirstCampAtOrigin,
        PlacementFault::NotTouching => Violation::NotTouching { placement },
        PlacementFault::CoversCamp => Violation::CoversCamp { placement },
        PlacementFault::CampCoversTrail => Violation::CampCoversTrail { placement },
        PlacementFault::OffGrid => Violation::OffGrid { placement },
        PlacementFault::ParkFull => Violation::ParkFull,
        PlacementFault::CampAlreadyPlaced => Violation::CampNotInSupply {
            camp: match placement.piece {
                Piece::Camp(t) => t.to_string(),
                Piece::Trail(_) => "trail".into(),
            },
        },
    }
}
