//! Ordered piles of cards with a fixed capacity: decks, shelves, discard piles,
//! trips, tricks. No heap allocation, so cloning a state is a plain copy.

use crate::rng::GameRng;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// An ordered pile of at most `CAP` cards. Index 0 is the bottom; the last
/// card is the top. Cards are small `Copy` ids chosen by each game.
///
/// ```
/// use tabletop_core::Pile;
///
/// let mut shelf: Pile<u8, 3> = Pile::new();
/// shelf.push(7).unwrap();
/// shelf.push(9).unwrap();
/// assert_eq!(shelf.top(), Some(9));
/// assert_eq!(shelf.draw(), Some(9));
/// assert_eq!(shelf.as_slice(), [7]);
/// assert!(Pile::<u8, 3>::from_slice(&[1, 2, 3, 4]).is_err()); // over capacity
/// ```
#[derive(Copy, Clone)]
pub struct Pile<T: Copy + Default, const CAP: usize> {
    cards: [T; CAP],
    len: u16,
}

/// A pile was asked to hold more cards than its capacity.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a pile holds at most {capacity} cards")]
pub struct PileFull {
    /// The pile's capacity.
    pub capacity: usize,
}

impl<T: Copy + Default, const CAP: usize> Pile<T, CAP> {
    /// An empty pile.
    #[must_use]
    pub fn new() -> Self {
        Pile {
            cards: [T::default(); CAP],
            len: 0,
        }
    }

    /// A pile holding `cards`, the first at the bottom, copied at once.
    pub fn from_slice(cards: &[T]) -> Result<Self, PileFull> {
        let mut pile = Self::new();
        let Some(room) = pile.cards.get_mut(..cards.len()) else {
            return Err(PileFull { capacity: CAP });
        };
        room.copy_from_slice(cards);
        // `cards` fits in `CAP` cards, and a pile's length is kept in 16 bits.
        pile.len = u16::try_from(cards.len()).map_err(|_| PileFull { capacity: CAP })?;
        Ok(pile)
    }

    /// How many cards the pile can hold.
    pub const fn capacity(&self) -> usize {
        CAP
    }

    /// How many cards are in the pile.
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the pile is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The cards, bottom first.
    #[inline]
    pub fn as_slice(&self) -> &[T] {
        &self.cards[..self.len()]
    }

    /// The cards, bottom first, mutable (for in-place reordering).
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        let len = self.len();
        &mut self.cards[..len]
    }

    /// The top card, if any.
    #[inline]
    pub fn top(&self) -> Option<T> {
        self.as_slice().last().copied()
    }

    /// The card `depth` places below the top (0 = the top).
    pub fn peek(&self, depth: usize) -> Option<T> {
        self.len().checked_sub(depth + 1).map(|i| self.cards[i])
    }

    /// Puts `card` on top.
    #[inline]
    pub fn push(&mut self, card: T) -> Result<(), PileFull> {
        if self.len() == CAP {
            return Err(PileFull { capacity: CAP });
        }
        self.cards[self.len()] = card;
        self.len += 1;
        Ok(())
    }

    /// Takes the top card.
    #[inline]
    pub fn draw(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        Some(self.cards[self.len()])
    }

    /// Removes every card.
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps the first `len` cards (bottom first) and drops the rest.
    pub fn truncate(&mut self, len: usize) {
        if len < self.len() {
            self.len = len as u16;
        }
    }

    /// Shuffles the whole pile with the game's generator.
    pub fn shuffle(&mut self, rng: &mut GameRng) {
        rng.shuffle(self.as_mut_slice());
    }

    /// Iterates over the cards, bottom first.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = T> + ExactSizeIterator + '_ {
        self.as_slice().iter().copied()
    }
}

impl<T: Copy + Default + PartialEq, const CAP: usize> Pile<T, CAP> {
    /// Whether the pile holds `card`.
    pub fn contains(&self, card: T) -> bool {
        self.as_slice().contains(&card)
    }

    /// Removes the first copy of `card` from wherever it lies, keeping the
    /// order of the others. Returns whether it was there.
    pub fn remove(&mut self, card: T) -> bool {
        match self.as_slice().iter().position(|&c| c == card) {
            Some(i) => {
                let len = self.len();
                self.cards.copy_within(i + 1..len, i);
                self.len -= 1;
                true
            }
            None => false,
        }
    }
}

impl<T: Copy + Default, const CAP: usize> Default for Pile<T, CAP> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Copy + Default + PartialEq, const CAP: usize> PartialEq for Pile<T, CAP> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Default + Eq, const CAP: usize> Eq for Pile<T, CAP> {}

impl<T: Copy + Default + fmt::Debug, const CAP: usize> fmt::Debug for Pile<T, CAP> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<T: Copy + Default + Serialize, const CAP: usize> Serialize for Pile<T, CAP> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.as_slice().serialize(serializer)
    }
}

impl<'de, T: Copy + Default + Deserialize<'de>, const CAP: usize> Deserialize<'de>
    for Pile<T, CAP>
{
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let cards = Vec::<T>::deserialize(deserializer)?;
        Pile::from_slice(&cards).map_err(D::Error::custom)
    }
}

impl<T: Copy + Default, const CAP: usize> std::ops::Index<usize> for Pile<T, CAP> {
    type Output = T;
    fn index(&self, i: usize) -> &T {
        &self.as_slice()[i]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn push_draw_top_and_order() {
        let mut p: Pile<u8, 4> = Pile::new();
        p.push(1).unwrap();
        p.push(2).unwrap();
        p.push(3).unwrap();
        assert_eq!(p.top(), Some(3));
        assert_eq!(p.peek(1), Some(2));
        assert_eq!(p.peek(3), None);
        assert_eq!(p.draw(), Some(3));
        assert_eq!(p.as_slice(), &[1, 2]);
        p.push(7).unwrap();
        p.push(8).unwrap();
        assert_eq!(p.push(9), Err(PileFull { capacity: 4 }));
        assert!(p.remove(2));
        assert_eq!(p.as_slice(), &[1, 7, 8]);
        assert!(!p.remove(42));
    }

    #[test]
    fn equality_ignores_spare_capacity_and_serde_round_trips() {
        let mut a: Pile<u8, 4> = Pile::from_slice(&[5, 6, 9]).unwrap();
        a.draw();
        let b: Pile<u8, 4> = Pile::from_slice(&[5, 6]).unwrap();
        assert_eq!(a, b);
        let json = serde_json::to_string(&a).unwrap();
        assert_eq!(json, "[5,6]");
        assert_eq!(serde_json::from_str::<Pile<u8, 4>>(&json).unwrap(), a);
        assert!(serde_json::from_str::<Pile<u8, 2>>("[1,2,3]").is_err());
    }
}
