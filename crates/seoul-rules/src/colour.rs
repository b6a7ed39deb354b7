//! The small words the cards are written in: the six colours (L111), sets
//! of colours, the two halves of a Delight (L28) and the three Shopping
//! types (L32).

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A card colour (L111: Blue, Green, Red, Purple, White, Yellow).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// Blue.
    Blue,
    /// Green.
    Green,
    /// Red.
    Red,
    /// Purple.
    Purple,
    /// White.
    White,
    /// Yellow.
    Yellow,
}

impl Colour {
    /// The six colours, in the glossary's order.
    pub const ALL: [Colour; 6] = [
        Colour::Blue,
        Colour::Green,
        Colour::Red,
        Colour::Purple,
        Colour::White,
        Colour::Yellow,
    ];

    /// The colour's index `0..6`.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour with index `i`, if `i < 6`.
    #[inline]
    pub fn from_index(i: usize) -> Option<Colour> {
        Colour::ALL.get(i).copied()
    }

    /// The colour's name, lower case.
    pub const fn name(self) -> &'static str {
        match self {
            Colour::Blue => "blue",
            Colour::Green => "green",
            Colour::Red => "red",
            Colour::Purple => "purple",
            Colour::White => "white",
            Colour::Yellow => "yellow",
        }
    }
}

tabletop_core::display_by_name!(Colour);

/// A set of colours, one bit each. Written in data as a list of colour
/// names (`["blue", "green"]`).
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
pub struct ColourSet(u8);

impl ColourSet {
    /// No colour.
    pub const EMPTY: ColourSet = ColourSet(0);
    /// Every colour ("Any Color", L113).
    pub const ANY: ColourSet = ColourSet(0b11_1111);

    /// The set of exactly `colour`.
    #[inline]
    pub const fn only(colour: Colour) -> Self {
        ColourSet(1 << colour as u8)
    }

    /// The set of these colours.
    pub fn of(colours: &[Colour]) -> Self {
        colours.iter().fold(ColourSet::EMPTY, |s, &c| s.with(c))
    }

    /// This set with `colour` added.
    #[inline]
    pub const fn with(self, colour: Colour) -> Self {
        ColourSet(self.0 | 1 << colour as u8)
    }

    /// Whether `colour` is in the set.
    #[inline]
    pub const fn contains(self, colour: Colour) -> bool {
        self.0 & (1 << colour as u8) != 0
    }

    /// How many colours are in the set.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The raw bits (bit `i` = colour `i`).
    #[inline]
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// The colours in the set, in the glossary's order.
    pub fn iter(self) -> impl Iterator<Item = Colour> {
        Colour::ALL.into_iter().filter(move |&c| self.contains(c))
    }
}

impl fmt::Debug for ColourSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl fmt::Display for ColourSet {
    /// `blue or green`, `any colour`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self == ColourSet::ANY {
            return f.write_str("any colour");
        }
        for (i, c) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" or ")?;
            }
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

impl Serialize for ColourSet {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for ColourSet {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let colours = Vec::<Colour>::deserialize(deserializer)?;
        let set = ColourSet::of(&colours);
        if set.len() != colours.len() {
            return Err(D::Error::custom("a colour is listed twice"));
        }
        Ok(set)
    }
}

/// How a Delight is played (L28): showing its Festival half or its Food half.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Linked under a Highlight with the Festival showing.
    Festival,
    /// Linked under a Highlight with the Food showing.
    Food,
}

impl Mode {
    /// Both modes, Festival first.
    pub const BOTH: [Mode; 2] = [Mode::Festival, Mode::Food];

    /// The mode's name, lower case.
    pub const fn name(self) -> &'static str {
        match self {
            Mode::Festival => "festival",
            Mode::Food => "food",
        }
    }
}

tabletop_core::display_by_name!(Mode);

/// Which halves a free link may show (L113 "Link Any Color Festival; Link
/// Any Color Food"; the Shopping bonus of L33 allows either).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Modes {
    /// A Festival only.
    Festival,
    /// A Food only.
    Food,
    /// A Festival or a Food.
    Either,
}

impl Modes {
    /// Whether a link showing `mode` is allowed.
    #[inline]
    pub const fn allows(self, mode: Mode) -> bool {
        matches!(
            (self, mode),
            (Modes::Either, _) | (Modes::Festival, Mode::Festival) | (Modes::Food, Mode::Food)
        )
    }
}

impl fmt::Display for Modes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Modes::Festival => "a Festival",
            Modes::Food => "a Food",
            Modes::Either => "a Festival or a Food",
        })
    }
}

/// The three Shopping types (L32).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ShopKind {
    /// Modern.
    Modern,
    /// Traditional.
    Traditional,
    /// Plushes.
    Plushes,
}

impl ShopKind {
    /// The three types.
    pub const ALL: [ShopKind; 3] = [ShopKind::Modern, ShopKind::Traditional, ShopKind::Plushes];

    /// The type's index `0..3`.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The type's name.
    pub const fn name(self) -> &'static str {
        match self {
            ShopKind::Modern => "Modern",
            ShopKind::Traditional => "Traditional",
            ShopKind::Plushes => "Plushes",
        }
    }
}

tabletop_core::display_by_name!(ShopKind);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_sets_read_and_print_as_lists() {
        let set: ColourSet = serde_json::from_str(r#"["green", "blue"]"#).unwrap();
        assert_eq!(set, ColourSet::only(Colour::Blue).with(Colour::Green));
        assert_eq!(set.to_string(), "blue or green");
        assert_eq!(serde_json::to_string(&set).unwrap(), r#"["blue","green"]"#);
        assert!(serde_json::from_str::<ColourSet>(r#"["red", "red"]"#).is_err());
        assert!(serde_json::from_str::<ColourSet>(r#"["pink"]"#).is_err());
        assert_eq!(ColourSet::ANY.len(), 6);
        assert_eq!(ColourSet::ANY.to_string(), "any colour");
    }

    #[test]
    fn link_modes_allow_their_halves() {
        assert!(Modes::Either.allows(Mode::Food) && Modes::Either.allows(Mode::Festival));
        assert!(Modes::Food.allows(Mode::Food) && !Modes::Food.allows(Mode::Festival));
        assert!(!Modes::Festival.allows(Mode::Food));
    }
}
