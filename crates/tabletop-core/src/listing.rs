//! A list written out, or counted by whoever made it ([`Listing`]): a
//! seat's legal actions where a decision may offer hundreds (Trailblazers'
//! placements), so a caller that picks one does not pay for writing them
//! all out.

/// A list held compactly: its length, the item at an index and the index
/// of an item are found without writing the items out.
pub trait CountedList<T> {
    /// How many items there are.
    fn len(&self) -> usize;

    /// Whether there are none.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The item at `index`, if there are that many.
    fn get(&self, index: usize) -> Option<T>;

    /// The index of `item`, if it is one of them.
    fn position(&self, item: &T) -> Option<usize>;

    /// Calls `f` with every item, in order.
    fn for_each(&self, f: impl FnMut(T));
}

/// The items of a list at one moment, in order: written out, or counted
/// ([`CountedList`]). A snapshot, unchanged when what made it moves on.
/// Every method answers the same whichever way the list is held.
///
/// ```
/// use tabletop_core::{CountedList, Listing};
///
/// /// The numbers below 1,000, counted.
/// struct Below1000;
///
/// impl CountedList<u32> for Below1000 {
///     fn len(&self) -> usize {
///         1000
///     }
///     fn get(&self, index: usize) -> Option<u32> {
///         u32::try_from(index).ok().filter(|&n| n < 1000)
///     }
///     fn position(&self, item: &u32) -> Option<usize> {
///         (*item < 1000).then_some(*item as usize)
///     }
///     fn for_each(&self, f: impl FnMut(u32)) {
///         (0..1000).for_each(f);
///     }
/// }
///
/// let counted: Listing<u32, Below1000> = Listing::Counted(Below1000);
/// let listed: Listing<u32, Below1000> = Listing::Listed(vec![4, 2]);
/// assert_eq!((counted.len(), counted.get(999), counted.position(&7)), (1000, Some(999), Some(7)));
/// assert_eq!((listed.len(), listed.get(1), listed.position(&4)), (2, Some(2), Some(0)));
/// assert!(listed.contains(&2) && !listed.contains(&3));
/// assert_eq!(listed.iter().collect::<Vec<_>>(), [4, 2]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Listing<T, C> {
    /// Written out.
    Listed(Vec<T>),
    /// Counted.
    Counted(C),
}

impl<T: Clone + PartialEq, C: CountedList<T>> Listing<T, C> {
    /// How many items there are.
    pub fn len(&self) -> usize {
        match self {
            Listing::Listed(items) => items.len(),
            Listing::Counted(list) => list.len(),
        }
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The item at `index`, if there are that many.
    pub fn get(&self, index: usize) -> Option<T> {
        match self {
            Listing::Listed(items) => items.get(index).cloned(),
            Listing::Counted(list) => list.get(index),
        }
    }

    /// The index of `item`, if it is one of them.
    pub fn position(&self, item: &T) -> Option<usize> {
        match self {
            Listing::Listed(items) => items.iter().position(|i| i == item),
            Listing::Counted(list) => list.position(item),
        }
    }

    /// Whether `item` is one of them.
    pub fn contains(&self, item: &T) -> bool {
        self.position(item).is_some()
    }

    /// Every item, in order (each found by [`get`](Self::get);
    /// [`for_each`](Self::for_each) is faster).
    pub fn iter(&self) -> impl Iterator<Item = T> + '_ {
        (0..self.len()).filter_map(|i| self.get(i))
    }

    /// Calls `f` with every item, in order.
    pub fn for_each(&self, f: impl FnMut(T)) {
        match self {
            Listing::Listed(items) => items.iter().cloned().for_each(f),
            Listing::Counted(list) => list.for_each(f),
        }
    }
}
