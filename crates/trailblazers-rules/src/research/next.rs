//! The legal steps that may follow the steps chosen so far during a turn,
//! read from the seat's hand and the footprints of its park — without
//! listing its placements, some eight hundred (see
//! [`Research::next_steps`](tabletop_core::Research::next_steps)).
//!
//! A turn's placement is a trail card of the hand on a footprint of the
//! park ([`Park::trail_footprint_rows`](crate::park::Park)): an upright
//! footprint (1 wide, 2 tall) takes r0, and r180 when the card looks
//! different half turned; a wide one takes r90, and r270 likewise — as
//! [`Game::legal_actions`](tabletop_core::Game::legal_actions) lists them
//! (the research kit checks that both agree, step by step).

use super::steps::{IdSpace, Step};
use crate::geometry::Rotation;
use crate::park::{Piece, column, column_bit};
use crate::state::{self, Trailblazers};
use tabletop_core::{ActionId, Seat};

impl Trailblazers {
    /// The legal ids after `prefix` of `seat`'s placement during a turn,
    /// ascending, into `out` (cleared first); `false` outside a turn or for
    /// a seat that owes no card.
    pub(crate) fn turn_next_steps(
        &self,
        seat: Seat,
        prefix: &[ActionId],
        out: &mut Vec<ActionId>,
    ) -> bool {
        out.clear();
        if !matches!(self.step, state::Step::Turn(_)) || !self.owes(seat) {
            return false;
        }
        let ids = IdSpace::new(self.catalogue().trail_count());
        let park = &self.parks[seat.index()];
        let hand = self.hand(seat);
        let Some((&first, rest)) = prefix.split_first() else {
            let mut any = false;
            park.trail_footprint_rows(|_, upright, wide| any |= upright | wide != 0);
            if any {
                out.extend(hand.iter().map(|&c| ids.piece_id(Piece::Trail(c))));
            }
            return sorted(out);
        };
        let card = match ids.step(first) {
            Some(Step::Piece(Piece::Trail(card))) if hand.contains(&card) => card,
            _ => return true,
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
                    return true;
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
                    return true;
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
        sorted(out)
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
