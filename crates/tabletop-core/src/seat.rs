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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat number as an index into per-seat arrays.
    #[inline]
    #[must_use]
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
///
/// Seats `0..MAX_SEATS` fit; [`only`](Self::only), [`all`](Self::all) and
/// [`insert`](Self::insert) panic on a seat (or count) beyond that, and their
/// `checked_` variants return `None` instead. Asking about or removing a seat
/// beyond it is allowed (the set never holds one).
///
/// ```
/// use tabletop_core::{Seat, SeatSet};
///
/// let mut set = SeatSet::only(Seat(2));
/// set.insert(Seat(0));
/// assert_eq!(set.iter().collect::<Vec<_>>(), [Seat(0), Seat(2)]);
/// assert!(set.contains(Seat(2)) && !set.contains(Seat(200)));
/// assert_eq!(SeatSet::checked_only(Seat(200)), None);
/// assert_eq!(SeatSet::all(3).len(), 3);
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(transparent)]
pub struct SeatSet(pub u8);

impl SeatSet {
    /// The empty set.
    pub const EMPTY: SeatSet = SeatSet(0);

    /// A set holding exactly `seat`.
    ///
    /// # Panics
    /// If `seat` is not below [`MAX_SEATS`]; see [`checked_only`](Self::checked_only).
    #[inline]
    #[must_use]
    pub const fn only(seat: Seat) -> Self {
        match Self::checked_only(seat) {
            Some(set) => set,
            None => panic!("a SeatSet holds seats 0 to 7 only"),
        }
    }

    /// A set holding exactly `seat`, or `None` if `seat` is not below
    /// [`MAX_SEATS`].
    #[inline]
    #[must_use]
    pub const fn checked_only(seat: Seat) -> Option<Self> {
        if (seat.0 as usize) < MAX_SEATS {
            Some(SeatSet(1 << seat.0))
        } else {
            None
        }
    }

    /// All seats `0..players`.
    ///
    /// # Panics
    /// If `players` exceeds [`MAX_SEATS`]; see [`checked_all`](Self::checked_all).
    #[inline]
    #[must_use]
    pub const fn all(players: usize) -> Self {
        match Self::checked_all(players) {
            Some(set) => set,
            None => panic!("a SeatSet holds at most 8 seats"),
        }
    }

    /// All seats `0..players`, or `None` if `players` exceeds [`MAX_SEATS`].
    #[inline]
    #[must_use]
    pub const fn checked_all(players: usize) -> Option<Self> {
        if players <= MAX_SEATS {
            Some(SeatSet(((1u16 << players) - 1) as u8))
        } else {
            None
        }
    }

    /// Whether `seat` is in the set.
    #[inline]
    #[must_use]
    pub const fn contains(self, seat: Seat) -> bool {
        (seat.0 as usize) < MAX_SEATS && self.0 & (1 << seat.0) != 0
    }

    /// Adds `seat`.
    ///
    /// # Panics
    /// If `seat` is not below [`MAX_SEATS`]; see [`checked_with`](Self::checked_with).
    #[inline]
    pub fn insert(&mut self, seat: Seat) {
        *self = self.union(SeatSet::only(seat));
    }

    /// The set with `seat` added, or `None` if `seat` is not below
    /// [`MAX_SEATS`].
    #[inline]
    #[must_use]
    pub const fn checked_with(self, seat: Seat) -> Option<Self> {
        match Self::checked_only(seat) {
            Some(one) => Some(self.union(one)),
            None => None,
        }
    }

    /// Removes `seat` (nothing happens for a seat the set cannot hold).
    #[inline]
    pub fn remove(&mut self, seat: Seat) {
        if let Some(one) = SeatSet::checked_only(seat) {
            self.0 &= !one.0;
        }
    }

    /// The seats in either set.
    #[inline]
    #[must_use]
    pub const fn union(self, other: SeatSet) -> SeatSet {
        SeatSet(self.0 | other.0)
    }

    /// Whether the set is empty.
    #[inline]
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many seats are in the set.
    #[inline]
    #[must_use]
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
///
/// The seat arithmetic ([`left`](Self::left), [`right`](Self::right),
/// [`clockwise`](Self::clockwise), [`distance`](Self::distance)) is defined
/// for the table's own seats: it panics on a seat that is not at the table
/// (it never wraps one silently onto another seat), and each has a
/// `checked_` variant that returns `None` instead.
///
/// ```
/// use tabletop_core::{Seat, Seating};
///
/// let table = Seating::new(4).unwrap();
/// assert_eq!(table.left(Seat(3)), Seat(0));
/// assert_eq!(table.right(Seat(0)), Seat(3));
/// assert_eq!(table.clockwise(Seat(1), 6), Seat(3));
/// assert_eq!(table.distance(Seat(3), Seat(1)), 2);
/// assert_eq!(table.checked_left(Seat(9)), None);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seating {
    players: u8,
}

impl Seating {
    /// Seating for `players` seats; `None` unless `1 <= players <= MAX_SEATS`.
    #[must_use]
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
    #[must_use]
    pub const fn players(self) -> usize {
        self.players as usize
    }

    /// Whether `seat` is one of this table's seats.
    #[inline]
    #[must_use]
    pub const fn contains(self, seat: Seat) -> bool {
        seat.0 < self.players
    }

    /// The seat to the left of `seat`: the next one clockwise.
    ///
    /// # Panics
    /// If `seat` is not at the table; see [`checked_left`](Self::checked_left).
    #[inline]
    #[must_use]
    pub const fn left(self, seat: Seat) -> Seat {
        match self.checked_left(seat) {
            Some(s) => s,
            None => panic!("the seat is not at the table"),
        }
    }

    /// The seat to the left of `seat`, or `None` if `seat` is not at the table.
    #[inline]
    #[must_use]
    pub const fn checked_left(self, seat: Seat) -> Option<Seat> {
        if !self.contains(seat) {
            None
        } else if seat.0 + 1 == self.players {
            Some(Seat(0))
        } else {
            Some(Seat(seat.0 + 1))
        }
    }

    /// The seat to the right of `seat`: the previous one clockwise.
    ///
    /// # Panics
    /// If `seat` is not at the table; see [`checked_right`](Self::checked_right).
    #[inline]
    #[must_use]
    pub const fn right(self, seat: Seat) -> Seat {
        match self.checked_right(seat) {
            Some(s) => s,
            None => panic!("the seat is not at the table"),
        }
    }

    /// The seat to the right of `seat`, or `None` if `seat` is not at the table.
    #[inline]
    #[must_use]
    pub const fn checked_right(self, seat: Seat) -> Option<Seat> {
        if !self.contains(seat) {
            None
        } else if seat.0 == 0 {
            Some(Seat(self.players - 1))
        } else {
            Some(Seat(seat.0 - 1))
        }
    }

    /// The seat `steps` places clockwise from `seat`.
    ///
    /// # Panics
    /// If `seat` is not at the table; see [`checked_clockwise`](Self::checked_clockwise).
    #[inline]
    #[must_use]
    pub const fn clockwise(self, seat: Seat, steps: usize) -> Seat {
        match self.checked_clockwise(seat, steps) {
            Some(s) => s,
            None => panic!("the seat is not at the table"),
        }
    }

    /// The seat `steps` places clockwise from `seat`, or `None` if `seat` is
    /// not at the table.
    #[inline]
    #[must_use]
    pub const fn checked_clockwise(self, seat: Seat, steps: usize) -> Option<Seat> {
        if !self.contains(seat) {
            return None;
        }
        let n = self.players as usize;
        Some(Seat(((seat.0 as usize + steps % n) % n) as u8))
    }

    /// How many steps clockwise it takes to go from `from` to `to` (0 if equal).
    ///
    /// # Panics
    /// If either seat is not at the table; see [`checked_distance`](Self::checked_distance).
    #[inline]
    #[must_use]
    pub const fn distance(self, from: Seat, to: Seat) -> usize {
        match self.checked_distance(from, to) {
            Some(d) => d,
            None => panic!("the seat is not at the table"),
        }
    }

    /// How many steps clockwise it takes to go from `from` to `to`, or `None`
    /// if either is not at the table.
    #[inline]
    #[must_use]
    pub const fn checked_distance(self, from: Seat, to: Seat) -> Option<usize> {
        if !self.contains(from) || !self.contains(to) {
            return None;
        }
        Some(((to.0 + self.players - from.0) % self.players) as usize)
    }

    /// Every seat once, clockwise, starting with `start`.
    ///
    /// # Panics
    /// If `start` is not at the table.
    pub fn clockwise_from(self, start: Seat) -> impl Iterator<Item = Seat> + Clone {
        assert!(self.contains(start), "the seat is not at the table");
        (0..self.players()).map(move |k| self.clockwise(start, k))
    }

    /// Every seat, `0..players`.
    pub fn seats(self) -> impl Iterator<Item = Seat> + Clone {
        (0..self.players).map(Seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn out_of_range_seats_are_refused_not_wrapped() {
        assert_eq!(SeatSet::checked_only(Seat(8)), None);
        assert_eq!(SeatSet::checked_only(Seat(7)), Some(SeatSet(0x80)));
        assert_eq!(SeatSet::checked_all(9), None);
        assert_eq!(SeatSet::checked_all(8), Some(SeatSet(0xFF)));
        assert_eq!(SeatSet::all(0), SeatSet::EMPTY);
        assert_eq!(SeatSet::EMPTY.checked_with(Seat(200)), None);
        let mut set = SeatSet::all(4);
        set.remove(Seat(200));
        assert_eq!(set, SeatSet::all(4));
        assert!(!set.contains(Seat(255)));

        let table = Seating::new(4).unwrap();
        assert_eq!(table.checked_left(Seat(9)), None);
        assert_eq!(table.checked_right(Seat(4)), None);
        assert_eq!(table.checked_clockwise(Seat(255), usize::MAX), None);
        assert_eq!(table.checked_clockwise(Seat(3), usize::MAX), Some(Seat(2)));
        assert_eq!(table.checked_distance(Seat(0), Seat(4)), None);
        assert_eq!(Seating::new(1).unwrap().left(Seat(0)), Seat(0));
    }

    #[test]
    #[should_panic(expected = "not at the table")]
    fn seat_arithmetic_panics_on_a_seat_off_the_table() {
        let _ = Seating::new(4).unwrap().left(Seat(9));
    }

    #[test]
    #[should_panic(expected = "seats 0 to 7")]
    fn a_seat_set_panics_on_a_seat_it_cannot_hold() {
        let _ = SeatSet::only(Seat(200));
    }
}
