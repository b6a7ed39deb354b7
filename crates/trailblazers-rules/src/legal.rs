//! Who acts, which placements are legal, and every legal placement once
//! (TB-24, TB-25).

use crate::error::Violation;
use crate::geometry::{Cell, Rotation};
use crate::park::{Park, Piece, Placement, PlacementFault};
use crate::state::{Step, Trailblazers};
use tabletop_core::{Seat, SeatSet, ToAct};

/// The most distinct trail footprints one park can offer: every footprint
/// has a cell covered by or next to the park's at most 60 cells (a few
/// hundred in practice).
const MAX_FOOTPRINTS: usize = 2048;

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
            Step::Turn(_) => self.push_trails(seat, park, out),
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

    fn push_trails(&self, seat: Seat, park: &Park, out: &mut Vec<Placement>) {
        let cat = self.catalogue();
        let mut anchors = [(Cell::default(), false); MAX_FOOTPRINTS];
        let mut n = 0usize;
        park.for_each_trail_footprint(|at, upright| {
            if n < MAX_FOOTPRINTS {
                anchors[n] = (at, upright);
                n += 1;
            }
        });
        let anchors = &anchors[..n];
        for &card in self.hands[seat.index()].as_slice() {
            let rotations: &[Rotation] = match (
                cat.is_distinct_trail_rotation(card, Rotation::R180),
                cat.is_distinct_trail_rotation(card, Rotation::R270),
            ) {
                (true, true) => &[Rotation::R0, Rotation::R180, Rotation::R90, Rotation::R270],
                (false, false) => &[Rotation::R0, Rotation::R90],
                (true, false) => &[Rotation::R0, Rotation::R180, Rotation::R90],
                (false, true) => &[Rotation::R0, Rotation::R90, Rotation::R270],
            };
            for &(at, upright) in anchors {
                for &rotation in rotations {
                    // Upright footprints take r0 and r180; wide ones r90 and r270.
                    if (rotation.quarters() & 1 == 0) == upright {
                        out.push(Placement {
                            piece: Piece::Trail(card),
                            at,
                            rotation,
                        });
                    }
                }
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
