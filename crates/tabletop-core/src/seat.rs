//! Seats around the table and clockwise seating.
//!
//! Seats are numbered `0..N` clockwise. "Left" is the next seat clockwise (the
//! next to act in every game of this workspace), "right" the previous one.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The most seats any game of this workspace seats (Seoul Journey: 5).
pub const MAX_SEATS: usize = 8;

/// One seat at the table, numbered clockwise from 0.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat number as an index into per-seat arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

impl From<u8> for Seat {
    fn from(n: u8) -> Self {
        Seat(n)
    }
}

/// A set of seats (at most [`MAX_SEATS`]), e.g. the seats that still owe a
/// simultaneous decision, or the winners of a shared victory.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SeatSet(pub u8);

impl SeatSet {
    /// The empty set.
    pub const EMPTY: SeatSet = SeatSet(0);

    /// A set holding exactly `seat`.
    #[inline]
    pub const fn only(seat: Seat) -> Self {
        SeatSet(1 << seat.0)
    }

    /// All seats `0..players`.
    #[inline]
    pub const fn all(players: usize) -> Self {
        SeatSet(((1u16 << players) - 1) as u8)
    }

    /// Whether `seat` is in the set.
    #[inline]
    pub const fn contains(self, seat: Seat) -> bool {
        seat.0 < 8 && self.0 & (1 << seat.0) != 0
    }

    /// Adds `seat`.
    #[inline]
    pub fn insert(&mut self, seat: Seat) {
        self.0 |= 1 << seat.0;
    }

    /// Removes `seat`.
    #[inline]
    pub fn remove(&mut self, seat: Seat) {
        self.0 &= !(1 << seat.0);
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many seats are in the set.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The seats in the set, lowest first.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..8u8).filter(move |&s| self.0 & (1 << s) != 0).map(Seat)
    }
}

impl fmt::Display for SeatSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let seats: Vec<String> = self.iter().map(|s| s.0.to_string()).collect();
        write!(f, "seats {{{}}}", seats.join(", "))
    }
}

/// Clockwise seating of `players` seats.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seating {
    players: u8,
}

impl Seating {
    /// Seating for `players` seats; `None` unless `1 <= players <= MAX_SEATS`.
    pub const fn new(players: usize) -> Option<Self> {
        if players >= 1 && players <= MAX_SEATS {
            Some(Seating {
                players: players as u8,
            })
        } else {
            None
        }
    }

    /// How many seats there are.
    #[inline]
    pub const fn players(self) -> usize {
        self.players as usize
    }

    /// Whether `seat` is one of this table's seats.
    #[inline]
    pub const fn contains(self, seat: Seat) -> bool {
        seat.0 < self.players
    }

    /// The seat to the left of `seat`: the next one clockwise.
    #[inline]
    pub const fn left(self, seat: Seat) -> Seat {
        Seat((seat.0 + 1) % self.players)
    }

    /// The seat to the right of `seat`: the previous one clockwise.
    #[inline]
    pub const fn right(self, seat: Seat) -> Seat {
        Seat((seat.0 + self.players - 1) % self.players)
    }

    /// The seat `steps` places clockwise from `seat`.
    #[inline]
    pub const fn clockwise(self, seat: Seat, steps: usize) -> Seat {
        Seat(((seat.0 as usize + steps) % self.players as usize) as u8)
    }

    /// How many steps clockwise it takes to go from `from` to `to` (0 if equal).
    #[inline]
    pub const fn distance(self, from: Seat, to: Seat) -> usize {
        ((to.0 + self.players - from.0) % self.players) as usize
    }

    /// Every seat once, clockwise, starting with `start`.
    pub fn clockwise_from(self, start: Seat) -> impl Iterator<Item = Seat> + Clone {
        (0..self.players()).map(move |k| self.clockwise(start, k))
    }

    /// Every seat, `0..players`.
    pub fn seats(self) -> impl Iterator<Item = Seat> + Clone {
        (0..self.players).map(Seat)
    }
}
