//! The components as data: trail types, trail markers, the printed faces
//! of trail cards and camps, the goal cards and the Solo Card.
//!
//! The reference components live in `data/reference-deck.json` (embedded
//! at compile time); a different set can be supplied through the
//! configuration and is validated the same way ([`Catalogue::new`]).

mod catalogue;
mod faces;
mod goals;
mod notation;

pub use catalogue::{
    Catalogue, DeckData, DeckError, DeckSummary, TrailCardData, camp_offsets, trail_offsets,
};
pub use faces::{CellFace, MarkerCounts};
pub use goals::{Better, Goal, GoalKind, Metric, SoloChallenge};
pub use notation::{CellSpec, Segment, TrailFace};

use serde::{Deserialize, Serialize};

/// A card's number in its deck, from 0 (printed and typed as 1-based:
/// card `#1` is id 0).
pub type CardId = u8;

/// The most trail cards a deck may hold (ids are one byte).
pub const MAX_TRAIL_CARDS: usize = 255;

/// The three trail types, which are also the camp types (L11, L12).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum TrailType {
    /// Hiking.
    Hiking = 0,
    /// Biking.
    Biking = 1,
    /// Kayaking.
    Kayaking = 2,
}

impl TrailType {
    /// All three, in camp order.
    pub const ALL: [TrailType; 3] = [TrailType::Hiking, TrailType::Biking, TrailType::Kayaking];

    /// The index, 0..3.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The type with index `i` (0..3).
    #[inline]
    pub const fn from_index(i: usize) -> Option<TrailType> {
        match i {
            0 => Some(TrailType::Hiking),
            1 => Some(TrailType::Biking),
            2 => Some(TrailType::Kayaking),
            _ => None,
        }
    }

    /// The lower-case name (`hiking`).
    pub const fn name(self) -> &'static str {
        match self {
            TrailType::Hiking => "hiking",
            TrailType::Biking => "biking",
            TrailType::Kayaking => "kayaking",
        }
    }

    /// The one-letter code used in card faces and maps (`h`, `b`, `k`).
    pub const fn letter(self) -> char {
        match self {
            TrailType::Hiking => 'h',
            TrailType::Biking => 'b',
            TrailType::Kayaking => 'k',
        }
    }

    /// The type named by its letter or its name (any case).
    pub fn parse(text: &str) -> Option<TrailType> {
        let t = text.trim().to_ascii_lowercase();
        TrailType::ALL
            .into_iter()
            .find(|k| t == k.name() || t.len() == 1 && t.starts_with(k.letter()))
    }
}

tabletop_core::display_by_name!(TrailType);

/// The kinds of trail marker (L40), each worth one point when a loop
/// passes it (TB-8).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MarkerKind {
    /// A bridge (the reference deck puts them on crossings with a kayak trail).
    Bridge = 0,
    /// A berm (the reference deck's biking bends).
    Berm = 1,
    /// Rapids (the reference deck's kayaking bends).
    Rapids = 2,
    /// Mud (the reference deck's marked straights).
    Mud = 3,
    /// Rocks (the reference deck's hiking bends).
    Rock = 4,
    /// A tunnel (the reference deck's crossings of two land trails).
    Tunnel = 5,
}

impl MarkerKind {
    /// All six.
    pub const ALL: [MarkerKind; 6] = [
        MarkerKind::Bridge,
        MarkerKind::Berm,
        MarkerKind::Rapids,
        MarkerKind::Mud,
        MarkerKind::Rock,
        MarkerKind::Tunnel,
    ];

    /// The index, 0..6.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The name as written in card faces (`bridge`, `rapids` …).
    pub const fn name(self) -> &'static str {
        match self {
            MarkerKind::Bridge => "bridge",
            MarkerKind::Berm => "berm",
            MarkerKind::Rapids => "rapids",
            MarkerKind::Mud => "mud",
            MarkerKind::Rock => "rock",
            MarkerKind::Tunnel => "tunnel",
        }
    }

    /// The plural, for sentences ("3 bridges").
    pub const fn plural(self) -> &'static str {
        match self {
            MarkerKind::Bridge => "bridges",
            MarkerKind::Berm => "berms",
            MarkerKind::Rapids => "rapids",
            MarkerKind::Mud => "mud",
            MarkerKind::Rock => "rocks",
            MarkerKind::Tunnel => "tunnels",
        }
    }

    /// The one-character symbol of text maps.
    pub const fn symbol(self) -> char {
        match self {
            MarkerKind::Bridge => '#',
            MarkerKind::Berm => ')',
            MarkerKind::Rapids => '~',
            MarkerKind::Mud => '%',
            MarkerKind::Rock => '^',
            MarkerKind::Tunnel => 'U',
        }
    }

    /// The kind named `text` (singular or plural, any case).
    pub fn parse(text: &str) -> Option<MarkerKind> {
        let t = text.trim().to_ascii_lowercase();
        MarkerKind::ALL
            .into_iter()
            .find(|k| t == k.name() || t == k.plural())
    }
}

tabletop_core::display_by_name!(MarkerKind);

/// One of the eight places on a camp's edge where a trail may leave it,
/// numbered clockwise from the north edge of the north-west cell:
/// `n0 n1` (north edge, west then east cell), `e0 e1` (east edge, north
/// then south), `s0 s1` (south edge, east then west), `w0 w1` (west edge,
/// south then north). A quarter turn adds 2.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CampPort(pub u8);

impl CampPort {
    /// The printed cell `(x, y)` of the 2×2 camp and the port of that cell.
    pub const fn cell_and_port(self) -> ((u8, u8), crate::geometry::Port) {
        use crate::geometry::Port;
        match self.0 & 7 {
            0 => ((0, 0), Port::N),
            1 => ((1, 0), Port::N),
            2 => ((1, 0), Port::E),
            3 => ((1, 1), Port::E),
            4 => ((1, 1), Port::S),
            5 => ((0, 1), Port::S),
            6 => ((0, 1), Port::W),
            _ => ((0, 0), Port::W),
        }
    }

    /// The name (`n0` … `w1`).
    pub fn name(self) -> String {
        let side = ['n', 'e', 's', 'w'][usize::from(self.0 & 7) / 2];
        format!("{side}{}", self.0 & 1)
    }

    /// The position named `n0` … `w1`.
    pub fn parse(text: &str) -> Option<CampPort> {
        let mut chars = text.trim().chars();
        let side = match chars.next()?.to_ascii_lowercase() {
            'n' => 0,
            'e' => 2,
            's' => 4,
            'w' => 6,
            _ => return None,
        };
        let half = match chars.next()? {
            '0' => 0,
            '1' => 1,
            _ => return None,
        };
        chars.next().is_none().then_some(CampPort(side + half))
    }
}

impl Serialize for CampPort {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.name())
    }
}

impl<'de> Deserialize<'de> for CampPort {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        CampPort::parse(&text).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "{text:?} is not a camp port (n0, n1, e0, e1, s0, s1, w0, w1)"
            ))
        })
    }
}

/// A camp card's face: its type and the ports of its edge where trails of
/// that type leave it (TB-6). Its cells carry no trail.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CampFace {
    /// The camp's type.
    #[serde(rename = "type")]
    pub trail: TrailType,
    /// The exits, as printed (before any rotation).
    pub exits: Vec<CampPort>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_back() {
        for t in TrailType::ALL {
            assert_eq!(TrailType::parse(t.name()), Some(t));
            assert_eq!(TrailType::parse(&t.letter().to_string()), Some(t));
        }
        for k in MarkerKind::ALL {
            assert_eq!(MarkerKind::parse(k.name()), Some(k));
            assert_eq!(MarkerKind::parse(k.plural()), Some(k));
        }
        for p in 0..8 {
            assert_eq!(CampPort::parse(&CampPort(p).name()), Some(CampPort(p)));
        }
        assert_eq!(CampPort::parse("x0"), None);
        assert_eq!(CampPort::parse("n2"), None);
        assert_eq!(TrailType::parse("swimming"), None);
    }
}
