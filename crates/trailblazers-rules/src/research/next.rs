//! The legal steps that may follow the steps chosen so far, read from the
//! seat's hand (or its camps) and the footprints of its park — without
//! listing its placements, some eight hundred in a turn (see
//! [`Research::next_steps`](tabletop_core::Research::next_steps)).
//!
//! A turn's placement is a trail card of the hand on a footprint of the
//! park ([`Park::trail_footprint_rows`](crate::park::Park)): an upright
//! footprint (1 wide, 2 tall) takes r0, and r180 when the card looks
//! different half turned; a wide one takes r90, and r270 likewise — as
//! [`Game::legal_actions`](tabletop_core::Game::legal_actions) lists them
//! (the research kit checks that both agree, step by step).
//!
//! A camp's placement is a camp not yet laid on a 2×2 footprint of the park
//! ([`Park::for_each_camp_footprint`](crate::park::Park)) in each rotation
//! the rules let it take that looks different; the first camp goes at the
//! origin, as printed.

use super::steps::{IdSpace, Step};
use crate::cards::TrailType;
use crate::geometry::{Cell, Rotation};
use crate::park::{Park, Piece, column, column_bit};
use crate::state::{self, Trailblazers};
use tabletop_core::{ActionId, Seat};

impl Trailblazers {
    /// The legal ids after `prefix` of `seat`'s placement, ascending, into
    /// `out` (cleared first); `false` for a seat that owes no card.
    pub(crate) fn placement_next_steps(
        &self,
        seat: Seat,
        prefix: &[ActionId],
        out: &mut Vec<ActionId>,
    ) -> bool {
        out.clear();
        if !self.owes(seat) {
            return false;
        }
        match self.step {
            state::Step::Camps => self.camp_next_steps(seat, prefix, out),
            state::Step::Turn(_) => self.turn_next_steps(seat, prefix, out),
            state::Step::Over => return false,
        }
        sorted(out)
    }

    /// The legal ids after `prefix` of `seat`'s camp, into `out`, as
    /// [`push_legal`](Self::push_legal) lists the camps.
    fn camp_next_steps(&self, seat: Seat, prefix: &[ActionId], out: &mut Vec<ActionId>) {
        let ids = IdSpace::new(self.catalogue().trail_count());
        let park = &self.parks[seat.index()];
        let footprints = |f: &mut dyn FnMut(Cell)| {
            if park.is_empty() {
                f(Cell::default());
            } else {
                park.for_each_camp_footprint(self.camps_cover_trails(), f);
            }
        };
        let Some((&first, rest)) = prefix.split_first() else {
            let mut any = false;
            footprints(&mut |_| any = true);
            for t in TrailType::ALL {
                if any && self.camp_turns(park, t).next().is_some() {
                    out.push(ids.piece_id(Piece::Camp(t)));
                }
            }
            return;
        };
        let t = match ids.step(first) {
            Some(Step::Piece(Piece::Camp(t))) => t,
            _ => return,
        };
        if self.camp_turns(park, t).next().is_none() {
            return;
        }
        match *rest {
            [] => footprints(&mut |at| out.push(ids.x_id(at.x))),
            [x] => footprints(&mut |at| {
                if ids.x_id(at.x) == x {
                    out.push(ids.y_id(at.y));
                }
            }),
            [x, y] => {
                let mut found = false;
                footprints(&mut |at| found |= ids.x_id(at.x) == x && ids.y_id(at.y) == y);
                if found {
                    out.extend(self.camp_turns(park, t).map(|r| ids.rotation_id(r)));
                }
            }
            _ => {}
        }
    }

    /// The rotations camp `t` may take in `park`: none once it is laid; as
    /// printed for the first camp; else each the rules allow that looks
    /// different.
    fn camp_turns(&self, park: &Park, t: TrailType) -> impl Iterator<Item = Rotation> {
        let laid = park.camp(t).is_some();
        let first = park.is_empty();
        let cat = self.catalogue();
        Rotation::ALL.into_iter().filter(move |&r| {
            !laid
                && if first {
                    r == Rotation::R0
                } else {
                    self.config.camp_may_turn(r) && cat.is_distinct_camp_rotation(t, r)
                }
        })
    }

    /// The legal ids after `prefix` of `seat`'s trail card during a turn,
    /// into `out`.
    fn turn_next_steps(&self, seat: Seat, prefix: &[ActionId], out: &mut Vec<ActionId>) {
        let ids = IdSpace::new(self.catalogue().trail_count());
        let park = &self.parks[seat.index()];
        let hand = self.hand(seat);
        let Some((&first, rest)) = prefix.split_first() else {
            let mut any = false;
            park.trail_footprint_rows(|_, upright, wide| any |= upright | wide != 0);
            if any {
                out.extend(hand.iter().map(|&c| ids.piece_id(Piece::Trail(c))));
            }
            return;
        };
        let card = match ids.step(first) {
            Some(Step::Piece(Piece::Trail(card))) if hand.contains(&card) => card,
            _ => return,
        };
        let x0 = park.footprint_origin();
        match rest {
            [] => {
                let mut all = 0u64;
                park.trail_footprint_rows(|_, upright, wide| all |= upright | wide);
                while all != 0 {
                    let bit = all.trailing_zeros() as u8;
                    all &= all - 1;
                    out.push(ids.x_id(column(bit, x0)));
                }
            }
            [x] => {
                let Some(bit) = footprint_bit(ids, *x, x0) else {
                    return;
                };
                park.trail_footprint_rows(|y, upright, wide| {
                    if (upright | wide) >> bit & 1 == 1 {
                        out.push(ids.y_id(y));
                    }
                });
            }
            [x, y] => {
                let (Some(bit), Some(Step::Y(y))) = (footprint_bit(ids, *x, x0), ids.step(*y))
                else {
                    return;
                };
                let cat = self.catalogue();
                park.trail_footprint_rows(|row, upright, wide| {
                    if row != y {
                        return;
                    }
                    for (mask, turns) in [
                        (upright, [Rotation::R0, Rotation::R180]),
                        (wide, [Rotation::R90, Rotation::R270]),
                    ] {
                        if mask >> bit & 1 == 1 {
                            out.push(ids.rotation_id(turns[0]));
                            if cat.is_distinct_trail_rotation(card, turns[1]) {
                                out.push(ids.rotation_id(turns[1]));
                            }
                        }
                    }
                });
            }
            _ => {}
        }
    }
}

/// The footprint mask bit of column id `x`, if it is a column id whose
/// column the masks of a park with origin `x0` can hold.
fn footprint_bit(ids: IdSpace, x: ActionId, x0: i8) -> Option<u8> {
    match ids.step(x) {
        Some(Step::X(x)) if column(column_bit(x), x0) == x => Some(column_bit(x)),
        _ => None,
    }
}

/// Sorts `out` and drops repeats; `true` (the ids are answered).
fn sorted(out: &mut Vec<ActionId>) -> bool {
    out.sort_unstable();
    out.dedup();
    true
}
