//! The action ids: a placement as four steps — the piece, the column, the
//! row, the rotation — each its own range of ids. The steps are the digits
//! of the wire code ([`crate::encode`]), with the column and row digits
//! limited to the cells a park can reach.

use crate::cards::{CardId, TrailType};
use crate::geometry::{Cell, Rotation};
use crate::park::{MAX_PLACEMENTS, Piece, Placement};
use tabletop_core::ActionId;

/// How far from the first camp's north-west cell a card's north-west cell
/// can lie, in either direction and on either axis.
///
/// The first camp covers columns 0 and 1. A card must overlap or lie next
/// to the park, so its north-west cell is at most 2 columns west of the
/// park's westmost column (a camp or a lying trail card whose east cell
/// touches it) and at most 1 column east of the park's eastmost one; each
/// card thus widens the park by at most 2 columns on either side. After
/// the first camp and `m` more cards the park spans columns `-2m ..= 1 +
/// 2m`, so the `(m + 2)`-th card lies at columns `-2m - 2 ..= 2m + 2`. A
/// park holds 27 cards (`m` = 25 for the last): `-52 ..= 52`. Rows alike.
pub const REACH: i8 = (2 * (MAX_PLACEMENTS - 1)) as i8;

/// Column (or row) ids: one per value in `-REACH ..= REACH`.
pub const COORDINATES: usize = 2 * REACH as usize + 1;

/// The ids of one configuration: `pieces` piece ids, then the column ids,
/// the row ids and the 4 rotation ids.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct IdSpace {
    /// Piece ids: the 3 camps, then one per trail card of the deck.
    pub pieces: usize,
}

impl IdSpace {
    /// The id space of a deck of `cards` trail cards.
    pub const fn new(cards: usize) -> Self {
        IdSpace { pieces: 3 + cards }
    }

    /// The first column id.
    pub const fn x_base(self) -> usize {
        self.pieces
    }

    /// The first row id.
    pub const fn y_base(self) -> usize {
        self.pieces + COORDINATES
    }

    /// The first rotation id.
    pub const fn rotation_base(self) -> usize {
        self.pieces + 2 * COORDINATES
    }

    /// The number of action ids.
    pub const fn count(self) -> usize {
        self.pieces + 2 * COORDINATES + 4
    }

    /// The id of a piece: a camp's type index, or 3 + the card's id.
    pub fn piece_id(self, piece: Piece) -> ActionId {
        match piece {
            Piece::Camp(t) => t.index() as ActionId,
            Piece::Trail(c) => 3 + ActionId::from(c),
        }
    }

    /// The id of column `x`. A column beyond [`REACH`] is never legal; it
    /// gets the id of the nearest column within reach.
    pub fn x_id(self, x: i8) -> ActionId {
        (self.x_base() + coordinate_index(x)) as ActionId
    }

    /// The id of row `y` (as [`x_id`](Self::x_id)).
    pub fn y_id(self, y: i8) -> ActionId {
        (self.y_base() + coordinate_index(y)) as ActionId
    }

    /// The id of a rotation.
    pub fn rotation_id(self, r: Rotation) -> ActionId {
        (self.rotation_base() + usize::from(r.quarters())) as ActionId
    }

    /// The four steps of `p`.
    pub fn steps(self, p: &Placement) -> [ActionId; 4] {
        [
            self.piece_id(p.piece),
            self.x_id(p.at.x),
            self.y_id(p.at.y),
            self.rotation_id(p.rotation),
        ]
    }

    /// What an id means.
    pub fn step(self, id: ActionId) -> Option<Step> {
        let id = id as usize;
        if id < 3 {
            TrailType::from_index(id).map(|t| Step::Piece(Piece::Camp(t)))
        } else if id < self.pieces {
            CardId::try_from(id - 3)
                .ok()
                .map(|c| Step::Piece(Piece::Trail(c)))
        } else if id < self.y_base() {
            Some(Step::X(coordinate(id - self.x_base())))
        } else if id < self.rotation_base() {
            Some(Step::Y(coordinate(id - self.y_base())))
        } else if id < self.count() {
            Some(Step::Rotation(Rotation::from_quarters(
                (id - self.rotation_base()) as u8,
            )))
        } else {
            None
        }
    }

    /// The placement four steps name, if they are a piece, a column, a row
    /// and a rotation in that order.
    pub fn placement(self, steps: &[ActionId]) -> Option<Placement> {
        let [a, b, c, d] = steps else { return None };
        match (
            self.step(*a)?,
            self.step(*b)?,
            self.step(*c)?,
            self.step(*d)?,
        ) {
            (Step::Piece(piece), Step::X(x), Step::Y(y), Step::Rotation(rotation)) => {
                Some(Placement {
                    piece,
                    at: Cell::new(x, y),
                    rotation,
                })
            }
            _ => None,
        }
    }
}

/// One step of a placement.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// The camp or trail card laid.
    Piece(Piece),
    /// The column of its north-west cell.
    X(i8),
    /// The row of its north-west cell.
    Y(i8),
    /// Its rotation.
    Rotation(Rotation),
}

impl Step {
    /// The step in words.
    pub fn text(self) -> String {
        match self {
            Step::Piece(Piece::Camp(t)) => format!("the {t} camp"),
            Step::Piece(Piece::Trail(c)) => format!("trail card {}", u16::from(c) + 1),
            Step::X(x) => format!("column {x}"),
            Step::Y(y) => format!("row {y}"),
            Step::Rotation(Rotation::R0) => "as printed".into(),
            Step::Rotation(r) => format!("turned {} degrees", r.degrees()),
        }
    }
}

fn coordinate_index(v: i8) -> usize {
    let i = (i16::from(v) + i16::from(REACH)).clamp(0, 2 * i16::from(REACH));
    i as usize
}

fn coordinate(index: usize) -> i8 {
    (index as i16 - i16::from(REACH)) as i8
}
