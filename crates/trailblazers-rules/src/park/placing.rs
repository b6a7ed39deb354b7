//! The placement rule (L22–24, L26–31, TB-1, TB-9, TB-10) in its two
//! forms, kept together: [`Park::check`] for one placement, cell by cell,
//! and the row masks the enumeration reads ([`Park::for_each_trail_footprint`],
//! [`Park::for_each_camp_footprint`]). Both are built on the same two
//! sets of cells — the cells a card may not cover ([`Park::is_camp_cell`],
//! and under the TB-10 flag every covered cell for a camp) and the cells
//! that touch the park (covered or orthogonally next to a covered cell) —
//! and the property test at the end of this file proves the two forms
//! accept exactly the same placements.

use super::{MAX_PLACEMENTS, Park, Piece, Placement, wrap};
use crate::cards::Catalogue;
use crate::geometry::{Cell, Port, Rotation};

/// Why a placement breaks the placement rule.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PlacementFault {
    /// The park's first card must be a camp (L23).
    FirstMustBeCamp,
    /// The first camp defines the park's coordinates: it lies at 0,0 as
    /// printed (TB-1).
    FirstCampAtOrigin,
    /// Neither overlapping nor orthogonally adjacent to a card (L22, TB-9).
    NotTouching,
    /// Covers a camp cell (L24).
    CoversCamp,
    /// A camp may not cover trails under the TB-10 flag.
    CampCoversTrail,
    /// The card would leave the grid.
    OffGrid,
    /// The park already holds this camp.
    CampAlreadyPlaced,
    /// The park already holds 27 cards.
    ParkFull,
}

impl Park {
    /// Whether `cell` is one of a camp's cells.
    #[inline]
    pub fn is_camp_cell(&self, cell: Cell) -> bool {
        self.camps.iter().flatten().any(|&(a, _)| {
            let (dx, dy) = (
                i16::from(cell.x) - i16::from(a.x),
                i16::from(cell.y) - i16::from(a.y),
            );
            (0..2).contains(&dx) && (0..2).contains(&dy)
        })
    }

    /// Whether `cell` touches the park: covered, or orthogonally next to a
    /// covered cell (L22, TB-9; corners do not count).
    #[inline]
    pub fn touches(&self, cell: Cell) -> bool {
        self.is_occupied(cell)
            || Port::ALL
                .iter()
                .any(|&d| cell.step(d).is_some_and(|n| self.is_occupied(n)))
    }

    /// Checks `p` against the placement rule (the piece's availability is
    /// the game's concern, except that a park holds each camp once).
    pub fn check(
        &self,
        cat: &Catalogue,
        p: &Placement,
        camps_cover_trails: bool,
    ) -> Result<(), PlacementFault> {
        let fp = p.footprint(cat).ok_or(PlacementFault::OffGrid)?;
        if self.placements.len() >= MAX_PLACEMENTS {
            return Err(PlacementFault::ParkFull);
        }
        if let Piece::Camp(t) = p.piece
            && self.camps[t.index()].is_some()
        {
            return Err(PlacementFault::CampAlreadyPlaced);
        }
        if self.is_empty() {
            return match p.piece {
                Piece::Trail(_) => Err(PlacementFault::FirstMustBeCamp),
                Piece::Camp(_) if p.at != Cell::default() || p.rotation != Rotation::R0 => {
                    Err(PlacementFault::FirstCampAtOrigin)
                }
                Piece::Camp(_) => Ok(()),
            };
        }
        let mut touches = false;
        for &(cell, _) in fp.cells() {
            // Beyond two cells of the park nothing can touch it; checking
            // that first also keeps every look-up within reach.
            if i16::from(cell.x) < i16::from(self.min.x) - 2
                || i16::from(cell.x) > i16::from(self.max.x) + 2
                || i16::from(cell.y) < i16::from(self.min.y) - 2
                || i16::from(cell.y) > i16::from(self.max.y) + 2
            {
                return Err(PlacementFault::NotTouching);
            }
        }
        for &(cell, _) in fp.cells() {
            if self.is_camp_cell(cell) {
                return Err(PlacementFault::CoversCamp);
            }
            let occupied = self.is_occupied(cell);
            if occupied && !camps_cover_trails && matches!(p.piece, Piece::Camp(_)) {
                return Err(PlacementFault::CampCoversTrail);
            }
            touches = touches || self.touches(cell);
        }
        if touches {
            Ok(())
        } else {
            Err(PlacementFault::NotTouching)
        }
    }

    /// Legal anchors for a trail card, by row: calls `f(anchor, upright)`
    /// for every footprint of two cells that touches or overlaps the park
    /// and covers no camp cell (`upright`: the footprint is 1 wide, 2 tall).
    #[inline]
    pub fn for_each_trail_footprint(&self, mut f: impl FnMut(Cell, bool)) {
        let x0 = self.footprint_origin();
        self.trail_footprint_rows(|y, upright, wide| {
            visit(upright, x0, |x| f(Cell::new(x, y), true));
            visit(wide, x0, |x| f(Cell::new(x, y), false));
        });
    }

    /// The anchors of [`for_each_trail_footprint`](Self::for_each_trail_footprint)
    /// row by row, north to south: calls `f(y, upright, wide)` with the
    /// anchors of row `y` as masks of columns (bit `x mod 64`; [`column`]
    /// with [`footprint_origin`](Self::footprint_origin) reads them back).
    #[inline]
    pub(crate) fn trail_footprint_rows(&self, mut f: impl FnMut(i8, u64, u64)) {
        if self.is_empty() {
            return;
        }
        let touch = self.touch_rows();
        let camp = self.camp_rows();
        let (y0, y1) = (i16::from(self.min.y) - 2, i16::from(self.max.y) + 2);
        for y in y0..=y1 {
            let r = wrap(y as i8);
            let r1 = (r + 1) & 63;
            let upright = (touch[r] | touch[r1]) & !(camp[r] | camp[r1]);
            let wide = (touch[r] | touch[r].rotate_right(1)) & !(camp[r] | camp[r].rotate_right(1));
            // Both masks hold only columns within two cells of the park.
            f(y as i8, upright, wide);
        }
    }

    /// The westmost column a footprint mask may hold: two west of the park.
    #[inline]
    pub(crate) fn footprint_origin(&self) -> i8 {
        self.min.x.wrapping_sub(2)
    }

    /// Legal anchors for a camp (2×2), calling `f(anchor)`; with
    /// `cover_trails` false, anchors that cover any card are left out.
    pub fn for_each_camp_footprint(&self, cover_trails: bool, mut f: impl FnMut(Cell)) {
        if self.is_empty() {
            return;
        }
        let touch = self.touch_rows();
        let camp = self.camp_rows();
        let x0 = self.min.x.wrapping_sub(2);
        let (y0, y1) = (i16::from(self.min.y) - 2, i16::from(self.max.y) + 1);
        let two = |m: u64| m | m.rotate_right(1);
        for y in y0..=y1 {
            let r = wrap(y as i8);
            let r1 = (r + 1) & 63;
            let mut ok = two(touch[r] | touch[r1]) & !two(camp[r] | camp[r1]);
            if !cover_trails {
                ok &= !two(self.occ[r] | self.occ[r1]);
            }
            visit(ok, x0, |x| f(Cell::new(x, y as i8)));
        }
    }

    /// Per row: the covered cells and their orthogonal neighbours —
    /// [`touches`](Self::touches) as masks (bit `x mod 64` of row `y mod 64`).
    fn touch_rows(&self) -> [u64; 64] {
        let mut t = [0u64; 64];
        if self.is_empty() {
            return t;
        }
        // Only the park's own rows hold covered cells.
        for y in i16::from(self.min.y)..=i16::from(self.max.y) {
            let r = wrap(y as i8);
            let o = self.occ[r];
            t[r] |= o | o.rotate_left(1) | o.rotate_right(1);
            t[(r + 1) & 63] |= o;
            t[(r + 63) & 63] |= o;
        }
        t
    }

    /// Per row: the camp cells — [`is_camp_cell`](Self::is_camp_cell) as
    /// masks.
    fn camp_rows(&self) -> [u64; 64] {
        let mut c = [0u64; 64];
        for &(a, _) in self.camps.iter().flatten() {
            let bits = (1u64 << wrap(a.x)) | (1u64 << wrap(a.x.wrapping_add(1)));
            c[wrap(a.y)] |= bits;
            c[wrap(a.y.wrapping_add(1))] |= bits;
        }
        c
    }
}

/// Calls `f(x)` for each set bit of a row mask, with `x` the coordinate in
/// `x0 .. x0 + 64` that the bit stands for.
#[inline]
fn visit(mut mask: u64, x0: i8, mut f: impl FnMut(i8)) {
    while mask != 0 {
        let bit = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        f(column(bit, x0));
    }
}

/// The column of bit `bit` (`x mod 64`) of a footprint mask whose westmost
/// column is `x0`.
#[inline]
pub(crate) fn column(bit: u8, x0: i8) -> i8 {
    (i16::from(x0) + i16::from(bit.wrapping_sub(x0 as u8) & 63)) as i8
}

/// The bit of column `x` in a mask of columns.
#[inline]
pub(crate) fn column_bit(x: i8) -> u8 {
    wrap(x) as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::TrailType;
    use proptest::prelude::*;
    use std::collections::BTreeSet;
    use std::sync::OnceLock;
    use tabletop_core::GameRng;

    fn deck() -> &'static Catalogue {
        static DECK: OnceLock<Catalogue> = OnceLock::new();
        DECK.get_or_init(Catalogue::reference)
    }

    /// A park of up to `cards` cards, each a random placement near the park
    /// that the check accepts (camps and trail cards mixed).
    fn random_park(seed: u64, cards: usize, cover: bool) -> Park {
        let cat = deck();
        let mut rng = GameRng::new(seed);
        let first = TrailType::ALL[rng.index(3)];
        let mut park = Park::build(cat, &[camp(first, Cell::default(), Rotation::R0)], cover)
            .expect("the first camp");
        for _ in 1..cards {
            for _ in 0..40 {
                let (lo, hi) = park.bounds().expect("a camp is laid");
                let x =
                    i16::from(lo.x) - 2 + rng.index(usize::from((hi.x - lo.x) as u8) + 5) as i16;
                let y =
                    i16::from(lo.y) - 2 + rng.index(usize::from((hi.y - lo.y) as u8) + 5) as i16;
                let rotation = Rotation::from_quarters(rng.index(4) as u8);
                let at = Cell::new(x as i8, y as i8);
                let p = if rng.index(8) == 0 {
                    camp(TrailType::ALL[rng.index(3)], at, rotation)
                } else {
                    trail(rng.index(cat.trail_count()) as u8, at, rotation)
                };
                if park.check(cat, &p, cover).is_ok() {
                    park.place(cat, &p);
                    break;
                }
            }
        }
        park
    }

    fn camp(t: TrailType, at: Cell, rotation: Rotation) -> Placement {
        Placement {
            piece: Piece::Camp(t),
            at,
            rotation,
        }
    }

    fn trail(card: u8, at: Cell, rotation: Rotation) -> Placement {
        Placement {
            piece: Piece::Trail(card),
            at,
            rotation,
        }
    }

    /// Every cell within three of the park.
    fn window(park: &Park) -> Vec<Cell> {
        let (lo, hi) = park.bounds().expect("not empty");
        let mut cells = Vec::new();
        for y in i16::from(lo.y) - 3..=i16::from(hi.y) + 3 {
            for x in i16::from(lo.x) - 3..=i16::from(hi.x) + 3 {
                cells.push(Cell::new(x as i8, y as i8));
            }
        }
        cells
    }

    fn bit(rows: &[u64; 64], cell: Cell) -> bool {
        rows[wrap(cell.y)] >> wrap(cell.x) & 1 == 1
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

        /// The two forms of the rule are one: the row masks are the cell
        /// predicates, and the footprints the enumeration offers are
        /// exactly those the check accepts — trail cards upright and
        /// lying, camps with and without the TB-10 flag.
        #[test]
        fn the_check_and_the_row_masks_accept_the_same_placements(
            seed in any::<u64>(), cards in 1usize..27, cover in any::<bool>(),
        ) {
            let cat = deck();
            let park = random_park(seed, cards, cover);
            let (touch, camps) = (park.touch_rows(), park.camp_rows());
            for &cell in &window(&park) {
                prop_assert_eq!(bit(&touch, cell), park.touches(cell), "{:?}", cell);
                prop_assert_eq!(bit(&camps, cell), park.is_camp_cell(cell), "{:?}", cell);
            }
            let card = (seed % cat.trail_count() as u64) as u8;
            let mut offered = BTreeSet::new();
            park.for_each_trail_footprint(|at, upright| {
                offered.insert((at.y, at.x, upright));
            });
            let mut allowed = BTreeSet::new();
            for &at in &window(&park) {
                for (upright, rotation) in [(true, Rotation::R0), (false, Rotation::R90)] {
                    if park.check(cat, &trail(card, at, rotation), cover).is_ok() {
                        allowed.insert((at.y, at.x, upright));
                    }
                }
            }
            prop_assert_eq!(&offered, &allowed);
            let Some(free) = TrailType::ALL.into_iter().find(|&t| park.camp(t).is_none()) else {
                return Ok(());
            };
            for cover in [true, false] {
                let mut offered = BTreeSet::new();
                park.for_each_camp_footprint(cover, |at| {
                    offered.insert((at.y, at.x));
                });
                let allowed: BTreeSet<_> = window(&park)
                    .into_iter()
                    .filter(|&at| park.check(cat, &camp(free, at, Rotation::R0), cover).is_ok())
                    .map(|at| (at.y, at.x))
                    .collect();
                prop_assert_eq!(&offered, &allowed, "camps cover trails: {}", cover);
            }
        }
    }
}
