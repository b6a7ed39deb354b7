//! The card catalogue: card faces, multisets of faces, view counts and the
//! player-count marks.
//!
//! Equal cards (same type and value) are interchangeable, so every zone of the
//! table is a [`Cards`] multiset: one 4-bit count per card face, packed in a
//! `u128`. A card face is a [`Card`]: a Post card (type and value 1–9), the
//! Stamp ("0") or the Souvenir ("00").
//!
//! The printed counts and the player-count marks are in [`crate::catalogue`].
//!
//! Text form (positions and actions): a Post card is its type letter and
//! value (`F4` Food 4, `S2` Scenery 2, `A9` Architecture 9), the Stamp is
//! `0`, the Souvenir `00` (the words `stamp` and `souvenir` are read too).
//! A multiset joins groups with `+`: `F149+S2+0+0+00` is Food 1, 4 and 9,
//! Scenery 2, two Stamps and a Souvenir. Spaces and commas separate groups
//! too when reading.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;
use tabletop_core::ParseActionError;

/// The three Post card types (L8).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum PostType {
    /// Food (`F`).
    Food,
    /// Scenery (`S`).
    Scenery,
    /// Architecture (`A`).
    Architecture,
}

impl PostType {
    /// All three types, in catalogue order.
    pub const ALL: [PostType; 3] = [PostType::Food, PostType::Scenery, PostType::Architecture];

    /// The type's index 0..3.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The type of index `i` (0..3).
    #[inline]
    pub const fn from_index(i: usize) -> PostType {
        match i {
            0 => PostType::Food,
            1 => PostType::Scenery,
            _ => PostType::Architecture,
        }
    }

    /// The letter used in text: `F`, `S` or `A`.
    pub const fn letter(self) -> char {
        match self {
            PostType::Food => 'F',
            PostType::Scenery => 'S',
            PostType::Architecture => 'A',
        }
    }

    /// The type of a letter (either case).
    pub fn from_letter(c: char) -> Option<PostType> {
        match c.to_ascii_uppercase() {
            'F' => Some(PostType::Food),
            'S' => Some(PostType::Scenery),
            'A' => Some(PostType::Architecture),
            _ => None,
        }
    }

    /// The type's name ("Food").
    pub const fn name(self) -> &'static str {
        match self {
            PostType::Food => "Food",
            PostType::Scenery => "Scenery",
            PostType::Architecture => "Architecture",
        }
    }
}

tabletop_core::display_by_name!(PostType);

impl Serialize for PostType {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for PostType {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        PostType::ALL
            .into_iter()
            .find(|t| {
                t.name().eq_ignore_ascii_case(&s)
                    || s.len() == 1 && s.starts_with(|c: char| PostType::from_letter(c) == Some(*t))
            })
            .ok_or_else(|| serde::de::Error::custom(format!("unknown post type {s:?}")))
    }
}

#[cfg(feature = "schema")]
tabletop_core::impl_json_schema!(PostType, "PostType", {
    "description": "A post type.",
    "enum": ["Food", "Scenery", "Architecture"]
});

/// Number of distinct card faces: 27 Post faces, the Stamp and the Souvenir.
pub const FACES: usize = 29;

/// A card face: a Post card (type and value), the Stamp or the Souvenir.
/// Ids: `type * 9 + value - 1` for Post cards (0..27), 27 the Stamp, 28 the
/// Souvenir.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Card(u8);

impl Card {
    /// The Stamp card ("0", L9).
    pub const STAMP: Card = Card(27);
    /// The Souvenir card ("00", L10).
    pub const SOUVENIR: Card = Card(28);

    /// The Post card of `kind` and `value`; `None` unless `value` is 1..=9.
    #[inline]
    pub const fn post(kind: PostType, value: u8) -> Option<Card> {
        if value >= 1 && value <= 9 {
            Some(Card(kind as u8 * 9 + value - 1))
        } else {
            None
        }
    }

    /// The card with face id `id` (0..29).
    #[inline]
    pub const fn from_id(id: u8) -> Option<Card> {
        if (id as usize) < FACES {
            Some(Card(id))
        } else {
            None
        }
    }

    /// The face id 0..29.
    #[inline]
    pub const fn id(self) -> usize {
        self.0 as usize
    }

    /// The Post type, or `None` for the Stamp and the Souvenir.
    #[inline]
    pub const fn post_type(self) -> Option<PostType> {
        if self.0 < 27 {
            Some(PostType::from_index(self.0 as usize / 9))
        } else {
            None
        }
    }

    /// The value of a Post card (1..=9); 0 for the Stamp and the Souvenir.
    #[inline]
    pub const fn value(self) -> u8 {
        if self.0 < 27 { self.0 % 9 + 1 } else { 0 }
    }

    /// Whether this is a Post card.
    #[inline]
    pub const fn is_post(self) -> bool {
        self.0 < 27
    }

    /// A long name: "Food 4", "Stamp", "Souvenir".
    pub fn long_name(self) -> String {
        match self.post_type() {
            Some(t) => format!("{} {}", t.name(), self.value()),
            None if self == Card::STAMP => "Stamp".into(),
            None => "Souvenir".into(),
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.post_type() {
            Some(t) => write!(f, "{}{}", t.letter(), self.value()),
            None if *self == Card::STAMP => f.write_str("0"),
            None => f.write_str("00"),
        }
    }
}

impl FromStr for Card {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<Self, ParseActionError> {
        let cards: Cards = s.parse()?;
        match cards.iter().next() {
            Some(card) if cards.len() == 1 => Ok(card),
            _ => Err(ParseActionError::new(
                s,
                "is not exactly one card",
                Cards::NOTATION,
            )),
        }
    }
}

tabletop_core::serde_as_text!(Card, "Card", {
    "description": "One card: a type letter (F Food, S Scenery, A Architecture) and its view value, 0 a Stamp, 00 a Souvenir.",
    "pattern": "^([FSA][1-9]|0|00)$"
});

const NIBBLES: u128 = (1u128 << (4 * FACES)) - 1;
const LOW: u128 = 0x1111_1111_1111_1111_1111_1111_1111_1111 & NIBBLES;
const HIGH: u128 = LOW << 3;
const TYPE_MASK: u128 = (1u128 << 36) - 1;
const POST_MASK: u128 = (1u128 << 108) - 1;

/// A multiset of card faces: a count (0..=15, in play never above 4) per face,
/// packed four bits each. `Copy`, allocation-free, compared and hashed by
/// content, so two equal posts are one post.
///
/// ```
/// use traveluencer_rules::Cards;
///
/// let post: Cards = "F941+0+00".parse().unwrap();
/// assert_eq!(post.to_string(), "F149+0+00"); // values in order, one text per post
/// assert_eq!(post.view_count().to_string(), "149,000"); // 149, a Stamp x10, a Souvenir x100
/// assert_eq!(post.len(), 5);
/// assert!("F0".parse::<Cards>().is_err()); // Post values are 1 to 9
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cards([u64; 2]);

impl Cards {
    /// No cards.
    pub const EMPTY: Cards = Cards([0, 0]);

    #[inline(always)]
    const fn mk(bits: u128) -> Cards {
        Cards([bits as u64, (bits >> 64) as u64])
    }

    #[inline(always)]
    const fn b(self) -> u128 {
        (self.0[1] as u128) << 64 | self.0[0] as u128
    }

    /// A multiset from raw packed counts (crate use: enumeration builds
    /// sub-multisets of valid ones).
    #[inline]
    pub(crate) const fn from_bits(bits: u128) -> Cards {
        Cards::mk(bits)
    }

    /// The raw packed counts.
    #[inline]
    pub const fn bits(self) -> u128 {
        self.b()
    }

    /// One card.
    #[inline]
    pub const fn one(card: Card) -> Cards {
        Cards::mk(1u128 << (4 * card.0))
    }

    /// How many copies of `card`.
    #[inline]
    pub const fn count(self, card: Card) -> u8 {
        ((self.b() >> (4 * card.0)) & 0xF) as u8
    }

    /// Whether it holds at least one `card`.
    #[inline]
    pub const fn has(self, card: Card) -> bool {
        self.count(card) > 0
    }

    /// Adds `n` copies of `card`. Counts are capped by the caller (at most 15).
    #[inline]
    pub fn add(&mut self, card: Card, n: u8) {
        debug_assert!(self.count(card) as u32 + n as u32 <= 15);
        *self = Cards::mk(self.b() + ((n as u128) << (4 * card.0)));
    }

    /// Removes one copy of `card`; returns whether there was one.
    #[inline]
    pub fn remove_one(&mut self, card: Card) -> bool {
        if self.has(card) {
            *self = Cards::mk(self.b() - (1u128 << (4 * card.0)));
            true
        } else {
            false
        }
    }

    /// How many cards in all.
    #[inline]
    pub fn len(self) -> usize {
        const BYTES: u128 = 0x0F0F_0F0F_0F0F_0F0F_0F0F_0F0F_0F0F_0F0F;
        let pairs = (self.b() & BYTES) + ((self.b() >> 4) & BYTES);
        (pairs.wrapping_mul(0x0101_0101_0101_0101_0101_0101_0101_0101) >> 120) as usize
    }

    /// Whether there are no cards.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.b() == 0
    }

    /// Whether every count of `other` is at most the count here. Counts here
    /// must be at most 7 (they are never above 4 in a valid table); an
    /// `other` with a count above 7 is never contained.
    #[inline]
    pub const fn contains(self, other: Cards) -> bool {
        other.b() & HIGH == 0 && ((self.b() | HIGH).wrapping_sub(other.b())) & HIGH == HIGH
    }

    /// Both multisets together (counts must stay at most 15).
    #[inline]
    pub const fn plus(self, other: Cards) -> Cards {
        Cards::mk(self.b() + other.b())
    }

    /// `self` less `other`, face by face; a face never goes below zero (so
    /// taking away cards that are not there takes away nothing).
    #[inline]
    pub const fn minus(self, other: Cards) -> Cards {
        if self.contains(other) {
            return Cards::mk(self.b() - other.b());
        }
        let (a, b) = (self.b(), other.b());
        let mut rest = 0u128;
        let mut face = 0;
        while face < 32 {
            let (x, y) = ((a >> (4 * face)) & 0xF, (b >> (4 * face)) & 0xF);
            if x > y {
                rest |= (x - y) << (4 * face);
            }
            face += 1;
        }
        Cards::mk(rest)
    }

    /// The Post cards of `kind` only.
    #[inline]
    pub const fn of_type(self, kind: PostType) -> Cards {
        Cards::mk(self.b() & (TYPE_MASK << (36 * kind as u32)))
    }

    /// The Post cards only (no Stamps or Souvenirs).
    #[inline]
    pub const fn posts(self) -> Cards {
        Cards::mk(self.b() & POST_MASK)
    }

    /// Whether it holds any Post card.
    #[inline]
    pub const fn has_post(self) -> bool {
        self.b() & POST_MASK != 0
    }

    /// Whether it holds any Post card of `kind`.
    #[inline]
    pub const fn has_type(self, kind: PostType) -> bool {
        self.b() & (TYPE_MASK << (36 * kind as u32)) != 0
    }

    /// How many Stamps.
    #[inline]
    pub const fn stamps(self) -> u8 {
        self.count(Card::STAMP)
    }

    /// How many Souvenirs.
    #[inline]
    pub const fn souvenirs(self) -> u8 {
        self.count(Card::SOUVENIR)
    }

    /// The single Post type of the Post cards, if they are all one type.
    /// `None` if there is no Post card or there are several types.
    #[inline]
    pub fn single_type(self) -> Option<PostType> {
        let mut found = None;
        for t in PostType::ALL {
            if self.has_type(t) {
                if found.is_some() {
                    return None;
                }
                found = Some(t);
            }
        }
        found
    }

    /// The faces present, ascending by id, with their counts.
    #[inline]
    pub fn faces(self) -> impl Iterator<Item = (Card, u8)> {
        // Each 64-bit half on its own: 16 faces a half, no 128-bit shifts.
        let [mut low, mut high] = self.0;
        std::iter::from_fn(move || {
            let (half, base) = if low != 0 {
                (&mut low, 0)
            } else if high != 0 {
                (&mut high, 16)
            } else {
                return None;
            };
            let nib = half.trailing_zeros() / 4;
            let count = ((*half >> (4 * nib)) & 0xF) as u8;
            *half &= !(0xFu64 << (4 * nib));
            Some((Card(base + nib as u8), count))
        })
    }

    /// One bit per face present (the lowest bit of its count), per 64-bit half.
    #[inline]
    fn present(self) -> [u64; 2] {
        const LOW_HALF: u64 = 0x1111_1111_1111_1111;
        self.0.map(|h| (h | h >> 1 | h >> 2 | h >> 3) & LOW_HALF)
    }

    /// How many faces are present: the length of [`faces`](Self::faces).
    #[inline]
    pub(crate) fn face_count(self) -> usize {
        let [low, high] = self.present();
        (low.count_ones() + high.count_ones()) as usize
    }

    /// The `k`-th face present, ascending by id: the card of
    /// `faces().nth(k)`.
    #[inline]
    pub(crate) fn nth_face(self, k: usize) -> Option<Card> {
        let [low, high] = self.present();
        let below = low.count_ones() as usize;
        let (mut half, base, k) = if k < below {
            (low, 0, k)
        } else {
            (high, 16, k - below)
        };
        for _ in 0..k {
            half &= half.wrapping_sub(1);
        }
        (half != 0).then(|| Card(base + (half.trailing_zeros() / 4) as u8))
    }

    /// Every card, one item per copy, ascending by face id.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        self.faces()
            .flat_map(|(c, n)| std::iter::repeat_n(c, n as usize))
    }

    /// The `index`-th card (0-based) in [`iter`](Self::iter) order.
    pub fn nth(self, index: usize) -> Option<Card> {
        let mut left = index;
        for (card, n) in self.faces() {
            if left < n as usize {
                return Some(card);
            }
            left -= n as usize;
        }
        None
    }

    /// The largest count of any face.
    pub fn max_count(self) -> u8 {
        self.faces().map(|(_, n)| n).max().unwrap_or(0)
    }

    /// The view count of these cards as a post (L38, L45): the Post values in
    /// ascending order, then a "0" per Stamp and "00" per Souvenir. Meaningful
    /// for a post of one type; at most 32 digits, so it fits a `u128` (TV-33).
    pub fn view_count(self) -> ViewCount {
        let mut n: u128 = 0;
        for (card, count) in self.posts().faces() {
            for _ in 0..count {
                n = n.saturating_mul(10).saturating_add(card.value() as u128);
            }
        }
        for _ in 0..self.stamps() {
            n = n.saturating_mul(10);
        }
        for _ in 0..self.souvenirs() {
            n = n.saturating_mul(100);
        }
        ViewCount(n)
    }
}

impl fmt::Display for Cards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        let mut sep = |f: &mut fmt::Formatter<'_>| {
            if !std::mem::take(&mut first) {
                f.write_str("+")
            } else {
                Ok(())
            }
        };
        for t in PostType::ALL {
            let group = self.of_type(t);
            if group.is_empty() {
                continue;
            }
            sep(f)?;
            write!(f, "{}", t.letter())?;
            for c in group.iter() {
                write!(f, "{}", c.value())?;
            }
        }
        for _ in 0..self.stamps() {
            sep(f)?;
            f.write_str("0")?;
        }
        for _ in 0..self.souvenirs() {
            sep(f)?;
            f.write_str("00")?;
        }
        Ok(())
    }
}

impl Cards {
    /// How cards are written: the notation a [`ParseActionError`] from
    /// reading cards names.
    pub const NOTATION: &'static str = "F4, S2, A9 (type letter, then values 1-9: F149 is Food 1, 4 and 9), 0 or stamp, 00 or souvenir, joined by +";
}

impl FromStr for Cards {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<Self, ParseActionError> {
        let mut counts = [0u8; FACES];
        for token in s
            .split(|c: char| c == '+' || c == ',' || c.is_whitespace())
            .filter(|t| !t.is_empty())
        {
            let refuse = |reason: &str| ParseActionError::new(token, reason, Cards::NOTATION);
            // No card has more than 4 copies in play.
            let mut count = |card: Card| match &mut counts[card.id()] {
                n if *n < 4 => {
                    *n += 1;
                    Ok(())
                }
                _ => Err(refuse("names more copies of a card than the game has")),
            };
            let lower = token.to_ascii_lowercase();
            match lower.as_str() {
                "0" | "stamp" => count(Card::STAMP)?,
                "00" | "souvenir" => count(Card::SOUVENIR)?,
                _ => {
                    let mut chars = token.chars();
                    let kind = chars
                        .next()
                        .and_then(PostType::from_letter)
                        .ok_or_else(|| refuse("is not a card"))?;
                    let digits = chars.as_str();
                    if digits.is_empty() {
                        return Err(refuse("names no value"));
                    }
                    for d in digits.chars() {
                        let card = d.to_digit(10).and_then(|v| Card::post(kind, v as u8));
                        count(card.ok_or_else(|| refuse("Post values are 1 to 9"))?)?;
                    }
                }
            }
        }
        let mut cards = Cards::EMPTY;
        for (id, &n) in counts.iter().enumerate() {
            cards.add(Card(id as u8), n);
        }
        Ok(cards)
    }
}

tabletop_core::serde_as_text!(Cards, "Cards", {
    "description": "Cards (empty: none): per type its letter and view values (F149 is Food 1, 4 and 9), 0 a Stamp, 00 a Souvenir, joined by +.",
    "pattern": "^(|([FSA][1-9]+|00|0)(\\+([FSA][1-9]+|00|0))*)$"
});

/// A post's view count (L38): a decimal number of up to 32 digits (TV-33).
/// Ordered numerically; serialised as a decimal string, since it can exceed
/// what JSON readers hold exactly.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ViewCount(pub u128);

impl fmt::Display for ViewCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let digits = self.0.to_string();
        let mut out = String::with_capacity(digits.len() * 4 / 3);
        for (i, ch) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push(',');
            }
            out.push(ch);
        }
        f.write_str(&out)
    }
}

impl Serialize for ViewCount {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for ViewCount {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.replace(',', "")
            .parse()
            .map(ViewCount)
            .map_err(serde::de::Error::custom)
    }
}

#[cfg(feature = "schema")]
tabletop_core::impl_json_schema!(ViewCount, "ViewCount", {
    "description": "A view count: a decimal number of up to 32 digits, as a string.",
    "type": "string",
    "pattern": "^[0-9]{1,32}$"
});

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_round_trip_and_view_counts() {
        let c: Cards = "F941+0+0+00".parse().unwrap();
        assert_eq!(c.to_string(), "F149+0+0+00");
        assert_eq!(c.view_count(), ViewCount(1_490_000));
        assert_eq!(c.len(), 6);
        assert_eq!("".parse::<Cards>().unwrap(), Cards::EMPTY);
        assert!("F0".parse::<Cards>().is_err());
        assert!("F11111".parse::<Cards>().is_err());
        assert!("X4".parse::<Cards>().is_err());
        assert_eq!(
            "stamp souvenir S2".parse::<Cards>().unwrap().to_string(),
            "S2+0+00"
        );
    }

    #[test]
    fn containment_and_types() {
        let hand: Cards = "F1149+S2+0".parse().unwrap();
        assert!(hand.contains("F11+0".parse().unwrap()));
        assert!(!hand.contains("F111".parse().unwrap()));
        assert!(!hand.contains("00".parse().unwrap()));
        assert_eq!(hand.single_type(), None);
        assert_eq!(
            hand.of_type(PostType::Scenery).single_type(),
            Some(PostType::Scenery)
        );
        assert_eq!(hand.nth(4), Card::post(PostType::Scenery, 2));
        let mut huge = Cards::EMPTY;
        huge.add(Card::STAMP, 9);
        assert!(!hand.contains(huge));
    }

    #[test]
    fn the_faces_are_counted_and_picked_in_the_order_they_are_walked() {
        for text in [
            "",
            "F1",
            "F1149+S2+0",
            "A99+0+0+00",
            "F123456789+S5+A1234+0+00",
        ] {
            let cards: Cards = text.parse().unwrap();
            let walked: Vec<Card> = cards.faces().map(|(c, _)| c).collect();
            assert_eq!(cards.face_count(), walked.len(), "{text}");
            for k in 0..=walked.len() {
                assert_eq!(cards.nth_face(k), walked.get(k).copied(), "{text} face {k}");
            }
        }
    }

    #[test]
    fn a_post_type_reads_from_json_by_name_or_by_its_letter() {
        let read = |s: &str| serde_json::from_value::<PostType>(serde_json::json!(s));
        for t in PostType::ALL {
            assert_eq!(read(t.name()).unwrap(), t);
            assert_eq!(read(&t.name().to_uppercase()).unwrap(), t);
            assert_eq!(read(&t.letter().to_string()).unwrap(), t);
            assert_eq!(
                read(&t.letter().to_ascii_lowercase().to_string()).unwrap(),
                t
            );
            let longer = format!("{}x", t.letter());
            assert!(read(&longer).is_err(), "{longer:?} is not a post type");
        }
        assert!(read("X").is_err());
        assert!(read("").is_err());
    }

    #[test]
    fn the_stamp_and_the_souvenir_have_no_value_and_their_own_names() {
        assert_eq!((Card::STAMP.value(), Card::SOUVENIR.value()), (0, 0));
        assert_eq!(Card::STAMP.long_name(), "Stamp");
        assert_eq!(Card::SOUVENIR.long_name(), "Souvenir");
        let food4 = Card::post(PostType::Food, 4).unwrap();
        assert_eq!(food4.long_name(), "Food 4");
    }

    #[test]
    fn a_view_count_is_written_as_a_number_in_a_string_and_read_with_or_without_commas() {
        let v = ViewCount(1_490_000);
        assert_eq!(
            serde_json::to_value(v).unwrap(),
            serde_json::json!("1490000")
        );
        for text in ["1490000", "1,490,000"] {
            let read: ViewCount = serde_json::from_value(serde_json::json!(text)).unwrap();
            assert_eq!(read, v);
        }
        assert!(serde_json::from_value::<ViewCount>(serde_json::json!("many")).is_err());
    }

    #[test]
    fn taking_away_missing_cards_takes_away_nothing_and_bad_values_make_no_card() {
        let hand: Cards = "F12+S9".parse().unwrap();
        let other: Cards = "F11+A4".parse().unwrap();
        assert_eq!(hand.minus(other), "F2+S9".parse().unwrap());
        assert_eq!(hand.minus(hand), Cards::EMPTY);
        // Face by face, when some faces of `other` are missing here.
        let hand: Cards = "F112+S99".parse().unwrap();
        let other: Cards = "F12+S9+A4".parse().unwrap();
        assert_eq!(hand.minus(other), "F1+S9".parse().unwrap());
        assert_eq!(Card::post(PostType::Food, 0), None);
        assert_eq!(Card::post(PostType::Food, 10), None);
        assert_eq!(Card::post(PostType::Food, 9).map(|c| c.value()), Some(9));
    }
}
