//! One player's area (a park): the cards laid in it, the top card of each
//! cell, and the placement rule (L22–31, TB-1, TB-9, TB-10).
//!
//! Built for speed: occupancy is 64 rows of 64-bit masks over coordinates
//! taken modulo 64, and the faces of the occupied cells sit in one small
//! array in row order, found by a rank (a popcount). No park can alias on
//! that torus: a park holds at most 27 cards, and each card laid against
//! the park widens it by at most 2 cells, so a park spans at most 54 cells
//! in each direction; every placement is first checked to lie within 2
//! cells of the park, and nothing ever looks further than one cell beyond
//! that (60 cells in all, under 64).

use crate::cards::{CardId, Catalogue, TrailType, camp_offsets, trail_offsets};
use crate::geometry::{Cell, Rotation};
use serde::{Deserialize, Serialize};
use tabletop_core::Pile;

mod placing;

pub use placing::PlacementFault;
pub(crate) use placing::{column, column_bit};

/// Camps per park (L14).
pub const MAX_CAMPS: usize = 3;
/// Trail cards per park in a game: 4 rounds × 3 turns × 2 (L17).
pub const MAX_TRAILS: usize = 24;
/// Cards per park.
pub const MAX_PLACEMENTS: usize = MAX_CAMPS + MAX_TRAILS;
/// The most occupied cells: 3 camps of 4 cells and 24 trails of 2.
pub const MAX_CELLS: usize = MAX_CAMPS * 4 + MAX_TRAILS * 2;

/// What is laid: a camp of a type, or a trail card.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Piece {
    /// The camp of this type from the player's supply.
    Camp(TrailType),
    /// This trail card from the player's hand.
    Trail(CardId),
}

/// A card laid in a park: which card, the north-west cell of its
/// footprint, and its rotation. This is also the game's action.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Placement {
    /// The card.
    pub piece: Piece,
    /// The north-west cell of the footprint the card covers once turned.
    pub at: Cell,
    /// The card's rotation.
    pub rotation: Rotation,
}

impl Default for Placement {
    fn default() -> Self {
        Placement {
            piece: Piece::Camp(TrailType::Hiking),
            at: Cell::default(),
            rotation: Rotation::R0,
        }
    }
}

/// Up to four cells a card covers, each with the face it shows there.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Footprint {
    cells: [(Cell, u16); 4],
    len: u8,
}

impl Footprint {
    /// The covered cells and their face indices.
    pub fn cells(&self) -> &[(Cell, u16)] {
        &self.cells[..usize::from(self.len)]
    }
}

impl Placement {
    /// The cells the card covers and the faces it shows there, or `None`
    /// if the card would leave the grid (or is not in the deck).
    pub fn footprint(&self, cat: &Catalogue) -> Option<Footprint> {
        let mut fp = Footprint {
            cells: [(Cell::default(), 0); 4],
            len: 0,
        };
        let mut push = |dx: u8, dy: u8, face: u16| -> Option<()> {
            let cell = self.at.offset(dx as i8, dy as i8)?;
            fp.cells[usize::from(fp.len)] = (cell, face);
            fp.len += 1;
            Some(())
        };
        match self.piece {
            Piece::Trail(card) => {
                if usize::from(card) >= cat.trail_count() {
                    return None;
                }
                for (half, (dx, dy)) in trail_offsets(self.rotation).into_iter().enumerate() {
                    push(
                        dx,
                        dy,
                        cat.trail_face_index(card, half as u8, self.rotation),
                    )?;
                }
            }
            Piece::Camp(t) => {
                for (q, (dx, dy)) in camp_offsets(self.rotation).into_iter().enumerate() {
                    push(dx, dy, cat.camp_face_index(t, q as u8, self.rotation))?;
                }
            }
        }
        Some(fp)
    }
}

/// The occupied cells and top faces of one park.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Park {
    occ: [u64; 64],
    /// Rank of each row's first occupied cell among all occupied cells.
    row_start: [u8; 64],
    faces: [u16; MAX_CELLS],
    cells: u8,
    min: Cell,
    max: Cell,
    /// Each camp type's anchor and rotation, if laid.
    camps: [Option<(Cell, Rotation)>; MAX_CAMPS],
    placements: Pile<Placement, MAX_PLACEMENTS>,
}

impl Default for Park {
    fn default() -> Self {
        Park::new()
    }
}

#[inline]
fn wrap(v: i8) -> usize {
    (v as u8 & 63) as usize
}

impl Park {
    /// An empty park.
    pub fn new() -> Self {
        Park {
            occ: [0; 64],
            row_start: [0; 64],
            faces: [0; MAX_CELLS],
            cells: 0,
            min: Cell::default(),
            max: Cell::default(),
            camps: [None; MAX_CAMPS],
            placements: Pile::new(),
        }
    }

    /// A park built by laying `placements` in order, each checked.
    pub fn build(
        cat: &Catalogue,
        placements: &[Placement],
        camps_cover_trails: bool,
    ) -> Result<Park, (usize, PlacementFault)> {
        let mut park = Park::new();
        for (i, p) in placements.iter().enumerate() {
            park.check(cat, p, camps_cover_trails).map_err(|f| (i, f))?;
            park.place(cat, p);
        }
        Ok(park)
    }

    /// A park built by laying `placements` in order, unchecked (they were
    /// checked when they were laid).
    pub fn replay(cat: &Catalogue, placements: &[Placement]) -> Park {
        let mut park = Park::new();
        for p in placements {
            park.place(cat, p);
        }
        park
    }

    /// Whether nothing has been laid.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.cells == 0
    }

    /// The cards laid, first laid first (later cards lie on top).
    #[inline]
    pub fn placements(&self) -> &[Placement] {
        self.placements.as_slice()
    }

    /// How many cells are covered.
    #[inline]
    pub fn covered_cells(&self) -> usize {
        usize::from(self.cells)
    }

    /// The north-west and south-east corners of the smallest rectangle
    /// holding every covered cell (`None` for an empty park).
    pub fn bounds(&self) -> Option<(Cell, Cell)> {
        (!self.is_empty()).then_some((self.min, self.max))
    }

    /// The area of that rectangle, in cells.
    pub fn bounding_box_cells(&self) -> usize {
        self.bounds().map_or(0, |(a, b)| {
            (usize::from((b.x - a.x) as u8) + 1) * (usize::from((b.y - a.y) as u8) + 1)
        })
    }

    /// Where the camp of type `t` lies, if laid: its anchor and rotation.
    #[inline]
    pub fn camp(&self, t: TrailType) -> Option<(Cell, Rotation)> {
        self.camps[t.index()]
    }

    /// How many camps are laid.
    pub fn camp_count(&self) -> usize {
        self.camps.iter().filter(|c| c.is_some()).count()
    }

    /// How many trail cards are laid (covered ones included).
    pub fn trail_count(&self) -> usize {
        self.placements.len() - self.camp_count()
    }

    #[inline]
    fn in_reach(&self, cell: Cell) -> bool {
        !self.is_empty()
            && i16::from(cell.x) >= i16::from(self.min.x) - 3
            && i16::from(cell.x) <= i16::from(self.max.x) + 3
            && i16::from(cell.y) >= i16::from(self.min.y) - 3
            && i16::from(cell.y) <= i16::from(self.max.y) + 3
    }

    #[inline]
    fn rank(&self, rx: usize, ry: usize) -> usize {
        usize::from(self.row_start[ry]) + (self.occ[ry] & ((1u64 << rx) - 1)).count_ones() as usize
    }

    /// Whether `cell` is covered by a card.
    #[inline]
    pub fn is_occupied(&self, cell: Cell) -> bool {
        self.in_reach(cell) && self.occ[wrap(cell.y)] >> wrap(cell.x) & 1 == 1
    }

    /// The index of the face on top at `cell`, if covered.
    #[inline]
    pub fn face_at(&self, cell: Cell) -> Option<u16> {
        if !self.is_occupied(cell) {
            return None;
        }
        Some(self.faces[self.rank(wrap(cell.x), wrap(cell.y))])
    }

    /// The face at a cell already known to be within one cell of the park
    /// (the loop finder's step): no reach check.
    #[inline]
    pub(crate) fn face_near(&self, cell: Cell) -> Option<u16> {
        let (rx, ry) = (wrap(cell.x), wrap(cell.y));
        (self.occ[ry] >> rx & 1 == 1).then(|| self.faces[self.rank(rx, ry)])
    }

    /// The covered cells with their top faces, in no particular order.
    pub fn cells(&self) -> impl Iterator<Item = (Cell, u16)> + '_ {
        let (x0, y0) = (i16::from(self.min.x), i16::from(self.min.y));
        (y0..=i16::from(self.max.y)).flat_map(move |y| {
            (x0..=i16::from(self.max.x)).filter_map(move |x| {
                let cell = Cell::new(x as i8, y as i8);
                self.face_at(cell).map(|f| (cell, f))
            })
        })
    }

    /// Lays `p` (which must have passed [`check`](Self::check)).
    pub fn place(&mut self, cat: &Catalogue, p: &Placement) {
        let Some(fp) = p.footprint(cat) else { return };
        if self.placements.push(*p).is_err() {
            return;
        }
        if self.is_empty() {
            self.min = fp.cells()[0].0;
            self.max = self.min;
        }
        for &(cell, face) in fp.cells() {
            let (rx, ry) = (wrap(cell.x), wrap(cell.y));
            let rank = self.rank(rx, ry);
            if self.occ[ry] >> rx & 1 == 1 {
                self.faces[rank] = face;
                continue;
            }
            let n = usize::from(self.cells);
            if n >= MAX_CELLS {
                continue;
            }
            self.faces.copy_within(rank..n, rank + 1);
            self.faces[rank] = face;
            self.occ[ry] |= 1 << rx;
            for r in &mut self.row_start[ry + 1..] {
                *r += 1;
            }
            self.cells += 1;
            self.min = Cell::new(self.min.x.min(cell.x), self.min.y.min(cell.y));
            self.max = Cell::new(self.max.x.max(cell.x), self.max.y.max(cell.y));
        }
        if let Piece::Camp(t) = p.piece {
            self.camps[t.index()] = Some((p.at, p.rotation));
        }
    }
}
