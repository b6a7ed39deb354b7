//! [`TensorWriter`]: writing a tensor's values front to back into a
//! caller's buffer, block after block, as each game's layout table lists
//! them.

use crate::cardset::CardSet;
use crate::seat::{Seat, SeatSet};

/// A cursor that writes a tensor's values one after another into a
/// caller's buffer, without allocating.
///
/// Writes past the buffer's end are dropped, so a buffer of the wrong size
/// never panics (the callers of [`Research`](super::Research) give buffers
/// of the shape's size); [`written`](Self::written) counts every value
/// written, dropped or not, so that a game can check its layout against its
/// shape.
///
/// ```
/// use tabletop_core::research::TensorWriter;
/// use tabletop_core::CardSet;
///
/// let mut out = [9.0; 8];
/// let mut w = TensorWriter::new(&mut out);
/// w.count(3);
/// w.one_hot(3, Some(1));
/// w.plane(4, CardSet::single(2));
/// assert_eq!(w.written(), 8);
/// assert_eq!(out, [3.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0, 0.0]);
/// ```
#[derive(Debug)]
pub struct TensorWriter<'a> {
    out: &'a mut [f32],
    at: usize,
}

impl<'a> TensorWriter<'a> {
    /// A writer at the start of `out`.
    #[inline]
    pub fn new(out: &'a mut [f32]) -> Self {
        TensorWriter { out, at: 0 }
    }

    /// How many values have been written so far (including any dropped past
    /// the buffer's end).
    #[inline]
    #[must_use]
    pub fn written(&self) -> usize {
        self.at
    }

    /// The next `len` values as a slice to fill, as they are in the buffer
    /// (shorter where the buffer ends).
    #[inline]
    pub fn take(&mut self, len: usize) -> &mut [f32] {
        let start = self.at.min(self.out.len());
        let end = self.at.saturating_add(len).min(self.out.len());
        self.at = self.at.saturating_add(len);
        &mut self.out[start..end]
    }

    /// Sets every value of the buffer not yet written to 0 (for a buffer
    /// longer than the layout); [`written`](Self::written) is unchanged.
    pub fn zero_rest(&mut self) {
        let start = self.at.min(self.out.len());
        self.out[start..].fill(0.0);
    }

    /// One value.
    #[inline]
    pub fn put(&mut self, value: f32) {
        if let Some(slot) = self.out.get_mut(self.at) {
            *slot = value;
        }
        self.at += 1;
    }

    /// 1 if `on`, else 0.
    #[inline]
    pub fn flag(&mut self, on: bool) {
        self.put(if on { 1.0 } else { 0.0 });
    }

    /// A count, as a number.
    #[inline]
    pub fn count(&mut self, n: usize) {
        self.put(n as f32);
    }

    /// `len` values, all 0 but a 1 at `which` (all 0 for `None`, or for an
    /// index not below `len`).
    #[inline]
    pub fn one_hot(&mut self, len: usize, which: Option<usize>) {
        for i in 0..len {
            self.flag(which == Some(i));
        }
    }

    /// One value for each of the seats `0..players`: 1 for those in `set`.
    #[inline]
    pub fn seats(&mut self, set: SeatSet, players: usize) {
        for p in 0..players {
            self.flag(u8::try_from(p).is_ok_and(|p| set.contains(Seat(p))));
        }
    }

    /// A plane of `len` card ids (`0..len`): 1 for the cards of `set`, else 0.
    #[inline]
    pub fn plane(&mut self, len: usize, set: CardSet) {
        self.plane_with(len, set, |_| 1.0);
    }

    /// A plane of `len` card ids (`0..len`): `value(card)` for the cards of
    /// `set`, else 0.
    #[inline]
    pub fn plane_with(&mut self, len: usize, set: CardSet, value: impl Fn(u8) -> f32) {
        let plane = self.take(len);
        plane.fill(0.0);
        for card in set {
            if let Some(slot) = plane.get_mut(usize::from(card)) {
                *slot = value(card);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_past_the_end_are_dropped_and_counted() {
        let mut out = [0.0; 3];
        let mut w = TensorWriter::new(&mut out);
        w.one_hot(5, Some(4));
        w.plane(4, CardSet::single(0));
        assert_eq!(w.written(), 9);
        assert!(w.take(2).is_empty());
        assert_eq!(out, [0.0; 3]);
    }

    #[test]
    fn seats_marks_the_seats_of_the_set_among_the_players() {
        let mut out = [9.0; 4];
        let mut set = SeatSet::EMPTY;
        set.insert(Seat(1));
        set.insert(Seat(5));
        TensorWriter::new(&mut out).seats(set, 4);
        assert_eq!(out, [0.0, 1.0, 0.0, 0.0]);
    }

    #[test]
    fn plane_with_writes_each_card_its_value_and_zero_elsewhere() {
        let mut out = [9.0; 5];
        let set: CardSet = [1, 3].into_iter().collect();
        TensorWriter::new(&mut out).plane_with(5, set, |c| f32::from(c) * 2.0);
        assert_eq!(out, [0.0, 2.0, 0.0, 6.0, 0.0]);
    }
}
