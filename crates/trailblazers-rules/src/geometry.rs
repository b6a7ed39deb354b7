//! The grid a park is laid on: cells, the ports at their edge midpoints,
//! and quarter-turn rotations (TB-1, TB-3, TB-4).
//!
//! Coordinates are whole cells of 35 mm, `x` growing east and `y` growing
//! south (as a map is read). A card is laid on whole cells in one of four
//! rotations, each a quarter turn clockwise from the card as printed.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A cell of a park: `x` east, `y` south, in 35-mm cells from the first
/// camp's north-west cell.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct Cell {
    /// Column, growing east.
    pub x: i8,
    /// Row, growing south.
    pub y: i8,
}

impl Cell {
    /// The cell at `(x, y)`.
    #[inline]
    pub const fn new(x: i8, y: i8) -> Self {
        Cell { x, y }
    }

    /// The neighbouring cell across `port`'s edge, if it is on the grid.
    #[inline]
    pub fn step(self, port: Port) -> Option<Cell> {
        let (dx, dy) = port.delta();
        Some(Cell {
            x: self.x.checked_add(dx)?,
            y: self.y.checked_add(dy)?,
        })
    }

    /// This cell moved by `(dx, dy)`, if it stays on the grid.
    #[inline]
    pub fn offset(self, dx: i8, dy: i8) -> Option<Cell> {
        Some(Cell {
            x: self.x.checked_add(dx)?,
            y: self.y.checked_add(dy)?,
        })
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.x, self.y)
    }
}

/// One of the four edge midpoints of a cell, where a trail may leave it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Port {
    /// The north edge.
    N = 0,
    /// The east edge.
    E = 1,
    /// The south edge.
    S = 2,
    /// The west edge.
    W = 3,
}

impl Port {
    /// All four, clockwise from north.
    pub const ALL: [Port; 4] = [Port::N, Port::E, Port::S, Port::W];

    /// The port with index `i % 4` (0 = north, clockwise).
    #[inline]
    pub const fn from_index(i: u8) -> Port {
        match i & 3 {
            0 => Port::N,
            1 => Port::E,
            2 => Port::S,
            _ => Port::W,
        }
    }

    /// The index, 0 = north, clockwise.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The port on the other side of the same edge, in the neighbour cell.
    #[inline]
    pub const fn opposite(self) -> Port {
        Port::from_index(self as u8 + 2)
    }

    /// This port after the card turns `rotation` clockwise.
    #[inline]
    pub const fn rotated(self, rotation: Rotation) -> Port {
        Port::from_index(self as u8 + rotation as u8)
    }

    /// The step `(dx, dy)` to the neighbour across this edge.
    #[inline]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Port::N => (0, -1),
            Port::E => (1, 0),
            Port::S => (0, 1),
            Port::W => (-1, 0),
        }
    }

    /// The lower-case letter (`n`, `e`, `s`, `w`).
    pub const fn letter(self) -> char {
        match self {
            Port::N => 'n',
            Port::E => 'e',
            Port::S => 's',
            Port::W => 'w',
        }
    }

    /// The port named by a letter (either case).
    pub fn from_letter(c: char) -> Option<Port> {
        match c.to_ascii_lowercase() {
            'n' => Some(Port::N),
            'e' => Some(Port::E),
            's' => Some(Port::S),
            'w' => Some(Port::W),
            _ => None,
        }
    }
}

/// How far a card is turned clockwise from the way it is printed (TB-3).
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Rotation {
    /// As printed.
    #[default]
    R0 = 0,
    /// A quarter turn clockwise.
    R90 = 1,
    /// A half turn.
    R180 = 2,
    /// Three quarter turns clockwise.
    R270 = 3,
}

impl Rotation {
    /// All four, from no turn.
    pub const ALL: [Rotation; 4] = [Rotation::R0, Rotation::R90, Rotation::R180, Rotation::R270];

    /// The rotation of `quarters % 4` quarter turns.
    #[inline]
    pub const fn from_quarters(quarters: u8) -> Rotation {
        match quarters & 3 {
            0 => Rotation::R0,
            1 => Rotation::R90,
            2 => Rotation::R180,
            _ => Rotation::R270,
        }
    }

    /// Quarter turns clockwise, 0..4.
    #[inline]
    pub const fn quarters(self) -> u8 {
        self as u8
    }

    /// Degrees clockwise.
    pub const fn degrees(self) -> u16 {
        self as u16 * 90
    }

    /// This rotation followed by `other`.
    #[inline]
    pub const fn then(self, other: Rotation) -> Rotation {
        Rotation::from_quarters(self as u8 + other as u8)
    }

    /// Where the cell `(x, y)` of a `w` × `h` block (as printed) lies once
    /// the block is turned by this rotation, as an offset from the turned
    /// block's north-west cell.
    pub const fn place(self, x: u8, y: u8, w: u8, h: u8) -> (u8, u8) {
        let (mut x, mut y, mut w, mut h) = (x, y, w, h);
        let mut q = self as u8;
        while q > 0 {
            // A quarter turn clockwise: (x, y) in a w × h block goes to
            // (h - 1 - y, x) in the h × w block.
            let nx = h - 1 - y;
            y = x;
            x = nx;
            let t = w;
            w = h;
            h = t;
            q -= 1;
        }
        (x, y)
    }

    /// The block size `(w, h)` after turning a `w` × `h` block.
    pub const fn turned_size(self, w: u8, h: u8) -> (u8, u8) {
        if self as u8 & 1 == 1 { (h, w) } else { (w, h) }
    }
}

impl fmt::Display for Rotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}", self.degrees())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quarter_turn_moves_north_to_east() {
        assert_eq!(Port::N.rotated(Rotation::R90), Port::E);
        assert_eq!(Port::W.rotated(Rotation::R90), Port::N);
        assert_eq!(Port::E.rotated(Rotation::R270), Port::N);
        assert_eq!(Port::S.opposite(), Port::N);
    }

    #[test]
    fn a_long_card_turns_into_a_wide_one() {
        // The printed 1×2 card: top cell (0,0), bottom cell (0,1).
        assert_eq!(Rotation::R90.place(0, 0, 1, 2), (1, 0));
        assert_eq!(Rotation::R90.place(0, 1, 1, 2), (0, 0));
        assert_eq!(Rotation::R180.place(0, 0, 1, 2), (0, 1));
        assert_eq!(Rotation::R270.place(0, 0, 1, 2), (0, 0));
        assert_eq!(Rotation::R270.place(0, 1, 1, 2), (1, 0));
        assert_eq!(Rotation::R90.turned_size(1, 2), (2, 1));
        // A camp's north-west cell goes to the north-east.
        assert_eq!(Rotation::R90.place(0, 0, 2, 2), (1, 0));
        assert_eq!(Rotation::R90.place(1, 1, 2, 2), (0, 1));
    }

    #[test]
    fn steps_stop_at_the_grid_edge() {
        assert_eq!(Cell::new(3, 4).step(Port::N), Some(Cell::new(3, 3)));
        assert_eq!(Cell::new(i8::MAX, 0).step(Port::E), None);
    }
}
