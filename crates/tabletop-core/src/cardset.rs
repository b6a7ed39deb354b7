//! A compact set of card ids (0..128) as a bitset: hands, seen cards, masks.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A set of card ids in `0..128`, one bit each. `Copy`, allocation-free, and
/// iterated in ascending id order (so iteration is deterministic).
///
/// Ids from 128 up do not fit: [`single`](Self::single),
/// [`insert`](Self::insert) and collecting such an id panic, and
/// [`checked_single`](Self::checked_single) and
/// [`checked_with`](Self::checked_with) return `None` instead. Asking about
/// or removing such an id is allowed (the set never holds one).
///
/// ```
/// use tabletop_core::CardSet;
///
/// let hand: CardSet = [3u8, 17, 40].into_iter().collect();
/// assert_eq!(hand.len(), 3);
/// assert!(hand.contains(17) && !hand.contains(200));
/// let played = CardSet::single(17);
/// assert_eq!(hand.difference(played).iter().collect::<Vec<_>>(), [3, 40]);
/// assert_eq!(CardSet::checked_single(200), None);
/// ```
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardSet(u128);

impl CardSet {
    /// The largest id plus one.
    pub const CAPACITY: usize = 128;
    /// The empty set.
    pub const EMPTY: CardSet = CardSet(0);

    /// A set from its raw bits (bit `i` = card `i`).
    #[inline]
    #[must_use]
    pub const fn from_bits(bits: u128) -> Self {
        CardSet(bits)
    }

    /// The raw bits.
    #[inline]
    #[must_use]
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// The set of ids `0..n`.
    #[inline]
    #[must_use]
    pub const fn first(n: usize) -> Self {
        if n >= 128 {
            CardSet(u128::MAX)
        } else {
            CardSet((1u128 << n) - 1)
        }
    }

    /// A set with exactly `id`.
    ///
    /// # Panics
    /// If `id` is 128 or more; see [`checked_single`](Self::checked_single).
    #[inline]
    #[must_use]
    pub const fn single(id: u8) -> Self {
        match Self::checked_single(id) {
            Some(set) => set,
            None => panic!("a CardSet holds card ids 0 to 127 only"),
        }
    }

    /// A set with exactly `id`, or `None` if `id` is 128 or more.
    #[inline]
    #[must_use]
    pub const fn checked_single(id: u8) -> Option<Self> {
        if (id as usize) < Self::CAPACITY {
            Some(CardSet(1u128 << id))
        } else {
            None
        }
    }

    /// The set with `id` added, or `None` if `id` is 128 or more.
    #[inline]
    #[must_use]
    pub const fn checked_with(self, id: u8) -> Option<Self> {
        match Self::checked_single(id) {
            Some(one) => Some(self.union(one)),
            None => None,
        }
    }

    /// Whether `id` is in the set (ids of 128 or more never are).
    #[inline]
    #[must_use]
    pub const fn contains(self, id: u8) -> bool {
        id < 128 && self.0 & (1u128 << id) != 0
    }

    /// Adds `id`.
    ///
    /// # Panics
    /// If `id` is 128 or more; see [`checked_with`](Self::checked_with).
    #[inline]
    pub fn insert(&mut self, id: u8) {
        *self = self.union(CardSet::single(id));
    }

    /// Removes `id`; returns whether it was present (an id of 128 or more
    /// never is).
    #[inline]
    pub fn remove(&mut self, id: u8) -> bool {
        let had = self.contains(id);
        if had {
            self.0 &= !(1u128 << id);
        }
        had
    }

    /// How many ids are in the set.
    ///
    /// Counted by halves side by side, added once each 4-bit field holds
    /// the count of both halves (at most 8): the release target (baseline
    /// x86-64) has no bit-count instruction, and this takes some 30
    /// instructions where counting each half alone takes some 40.
    #[inline]
    #[must_use]
    pub const fn len(self) -> usize {
        const PAIRS: u64 = 0x5555_5555_5555_5555;
        const NIBBLES: u64 = 0x3333_3333_3333_3333;
        const BYTES: u64 = 0x0f0f_0f0f_0f0f_0f0f;
        const ONES: u64 = 0x0101_0101_0101_0101;
        let (low, high) = (self.0 as u64, (self.0 >> 64) as u64);
        // Each 2-bit field counts its bits (at most 2), then each 4-bit
        // field (at most 4), in both halves.
        let low = low - ((low >> 1) & PAIRS);
        let high = high - ((high >> 1) & PAIRS);
        let low = (low & NIBBLES) + ((low >> 2) & NIBBLES);
        let high = (high & NIBBLES) + ((high >> 2) & NIBBLES);
        // Both halves in one word: each 4-bit field at most 8, each byte
        // then at most 16, and the bytes' sum lands in the top byte.
        let both = low + high;
        let bytes = (both & BYTES) + ((both >> 4) & BYTES);
        (bytes.wrapping_mul(ONES) >> 56) as usize
    }

    /// Whether the set is empty.
    #[inline]
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The union of both sets.
    #[inline]
    #[must_use]
    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// The ids in both sets.
    #[inline]
    #[must_use]
    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// The ids of `self` that are not in `other`.
    #[inline]
    #[must_use]
    pub const fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// Whether every id of `self` is in `other`.
    #[inline]
    #[must_use]
    pub const fn is_subset(self, other: CardSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The smallest id, if any.
    #[inline]
    #[must_use]
    pub const fn min(self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as u8)
        }
    }

    /// The `n`-th smallest id (0-based), if the set has more than `n` ids.
    /// It counts bits a half, a quarter and so on of a word at a time
    /// rather than stepping through every id before it.
    #[must_use]
    pub fn nth(self, n: usize) -> Option<u8> {
        let low = self.0 as u64;
        let high = (self.0 >> 64) as u64;
        let in_low = low.count_ones() as usize;
        if n < in_low {
            Some(select(low, n as u32) as u8)
        } else if n - in_low < high.count_ones() as usize {
            Some(64 + select(high, (n - in_low) as u32) as u8)
        } else {
            None
        }
    }

    /// The ids in ascending order.
    #[inline]
    #[must_use]
    pub fn iter(self) -> CardSetIter {
        CardSetIter(self.0)
    }
}

/// The position of the `n`-th set bit (0-based) of `word`, which has more
/// than `n` bits set: the half, then the quarter, then the byte holding it
/// is found by counting, and the bits below it in that byte are cleared.
#[inline]
fn select(mut word: u64, mut n: u32) -> u32 {
    let mut base = 0;
    for width in [32u32, 16, 8] {
        let low = word & ((1u64 << width) - 1);
        let count = low.count_ones();
        if n < count {
            word = low;
        } else {
            n -= count;
            word >>= width;
            base += width;
        }
    }
    for _ in 0..n {
        word &= word - 1;
    }
    base + word.trailing_zeros()
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

/// Collects ids into a set.
///
/// # Panics
/// If an id is 128 or more.
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

// A card set in JSON: its card ids, lowest first, each once.
#[cfg(feature = "schema")]
crate::impl_json_schema!(CardSet, "CardSet", {
    "description": "Card ids (0 to 127), lowest first, each once.",
    "type": "array",
    "items": {"type": "integer", "minimum": 0, "maximum": 127},
    "uniqueItems": true
});

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
    fn the_length_is_the_number_of_bits_set() {
        // Empty, full, every single id, and sparse to dense patterns.
        let mut sets = vec![0u128, u128::MAX, u128::MAX >> 1, 1 << 127 | 1];
        sets.extend((0..128).map(|i| 1u128 << i));
        let mut x = 0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C834_u128;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            sets.extend([x, x & (x >> 3), x | (x << 5), x & (x >> 1) & (x >> 9)]);
        }
        for bits in sets {
            assert_eq!(CardSet::from_bits(bits).len(), bits.count_ones() as usize);
        }
    }

    #[test]
    fn the_nth_id_is_the_one_iteration_counts_to() {
        let mut rng = crate::GameRng::new(7);
        for round in 0..300 {
            let bits = u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64());
            // Dense, sparse and one-half-empty sets.
            let set = CardSet::from_bits(match round % 3 {
                0 => bits,
                1 => bits & (bits >> 7) & (bits >> 13),
                _ => bits << 64,
            });
            for n in 0..=set.len() {
                assert_eq!(set.nth(n), set.iter().nth(n), "{n} of {set:?}");
            }
        }
        assert_eq!(CardSet::EMPTY.nth(0), None);
        assert_eq!(CardSet::single(127).nth(0), Some(127));
        assert_eq!(CardSet::single(0).nth(1), None);
        assert_eq!(CardSet::first(128).nth(127), Some(127));
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

    #[test]
    fn out_of_range_ids_are_refused_not_masked() {
        assert_eq!(CardSet::checked_single(200), None);
        assert_eq!(CardSet::checked_single(128), None);
        assert_eq!(CardSet::checked_single(127), Some(CardSet(1 << 127)));
        assert_eq!(CardSet::EMPTY.checked_with(128), None);
        let mut set = CardSet::single(72);
        assert!(!set.remove(200));
        assert_eq!(set, CardSet::single(72));
        assert!(set.remove(72) && set.is_empty());
    }

    #[test]
    #[should_panic(expected = "0 to 127")]
    fn single_panics_on_an_id_it_cannot_hold() {
        let _ = CardSet::single(200);
    }
}
