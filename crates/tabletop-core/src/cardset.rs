//! A compact set of card ids (0..128) as a bitset: hands, seen cards, masks.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A set of card ids in `0..128`, one bit each. `Copy`, allocation-free, and
/// iterated in ascending id order (so iteration is deterministic).
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardSet(u128);

impl CardSet {
    /// The largest id plus one.
    pub const CAPACITY: usize = 128;
    /// The empty set.
    pub const EMPTY: CardSet = CardSet(0);

    /// A set from its raw bits (bit `i` = card `i`).
    #[inline]
    pub const fn from_bits(bits: u128) -> Self {
        CardSet(bits)
    }

    /// The raw bits.
    #[inline]
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// The set of ids `0..n`.
    #[inline]
    pub const fn first(n: usize) -> Self {
        if n >= 128 {
            CardSet(u128::MAX)
        } else {
            CardSet((1u128 << n) - 1)
        }
    }

    /// A set with exactly `id`.
    #[inline]
    pub const fn single(id: u8) -> Self {
        CardSet(1u128 << (id & 127))
    }

    /// Whether `id` is in the set (ids of 128 or more never are).
    #[inline]
    pub const fn contains(self, id: u8) -> bool {
        id < 128 && self.0 & (1u128 << id) != 0
    }

    /// Adds `id` (ids must be below 128).
    #[inline]
    pub fn insert(&mut self, id: u8) {
        debug_assert!(id < 128);
        self.0 |= 1u128 << (id & 127);
    }

    /// Removes `id`; returns whether it was present.
    #[inline]
    pub fn remove(&mut self, id: u8) -> bool {
        let had = self.contains(id);
        self.0 &= !(1u128 << (id & 127));
        had
    }

    /// How many ids are in the set.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The union of both sets.
    #[inline]
    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// The ids in both sets.
    #[inline]
    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// The ids of `self` that are not in `other`.
    #[inline]
    pub const fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// Whether every id of `self` is in `other`.
    #[inline]
    pub const fn is_subset(self, other: CardSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The smallest id, if any.
    #[inline]
    pub const fn min(self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as u8)
        }
    }

    /// The `n`-th smallest id (0-based), if the set has more than `n` ids.
    pub fn nth(self, n: usize) -> Option<u8> {
        self.iter().nth(n)
    }

    /// The ids in ascending order.
    #[inline]
    pub fn iter(self) -> CardSetIter {
        CardSetIter(self.0)
    }
}

/// Ascending iterator over a [`CardSet`].
#[derive(Clone, Debug)]
pub struct CardSetIter(u128);

impl Iterator for CardSetIter {
    type Item = u8;
    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let id = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(id)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for CardSetIter {}

impl IntoIterator for CardSet {
    type Item = u8;
    type IntoIter = CardSetIter;
    fn into_iter(self) -> CardSetIter {
        self.iter()
    }
}

impl FromIterator<u8> for CardSet {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Self {
        let mut set = CardSet::EMPTY;
        for id in iter {
            set.insert(id);
        }
        set
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let ids = Vec::<u8>::deserialize(deserializer)?;
        let mut set = CardSet::EMPTY;
        for id in ids {
            if id >= 128 {
                return Err(D::Error::custom(format!(
                    "card id {id} is out of range 0..128"
                )));
            }
            if !set.contains(id) {
                set.insert(id);
            } else {
                return Err(D::Error::custom(format!("card id {id} is listed twice")));
            }
        }
        Ok(set)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations() {
        let a: CardSet = [1u8, 5, 127].into_iter().collect();
        let b: CardSet = [5u8, 6].into_iter().collect();
        assert_eq!(a.len(), 3);
        assert!(a.contains(127) && !a.contains(128) && !a.contains(2));
        assert_eq!(a.intersection(b).iter().collect::<Vec<_>>(), vec![5]);
        assert_eq!(a.union(b).len(), 4);
        assert_eq!(a.difference(b).iter().collect::<Vec<_>>(), vec![1, 127]);
        assert_eq!(a.min(), Some(1));
        assert_eq!(a.nth(2), Some(127));
        assert!(CardSet::single(5).is_subset(b));
        assert_eq!(CardSet::first(3).len(), 3);
        assert_eq!(CardSet::first(200).len(), 128);
    }

    #[test]
    fn serde_rejects_duplicates_and_out_of_range_ids() {
        let a: CardSet = [3u8, 9].into_iter().collect();
        let json = serde_json::to_string(&a).unwrap();
        assert_eq!(json, "[3,9]");
        assert_eq!(serde_json::from_str::<CardSet>(&json).unwrap(), a);
        assert!(serde_json::from_str::<CardSet>("[3,3]").is_err());
        assert!(serde_json::from_str::<CardSet>("[200]").is_err());
    }
}
