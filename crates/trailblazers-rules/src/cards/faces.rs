//! Cell faces as the loop finder reads them: one small `Copy` record per
//! (card, cell, rotation), precomputed once per deck.

use super::notation::CellSpec;
use super::{MarkerKind, TrailType};
use crate::geometry::{Port, Rotation};
use std::fmt;

/// Counts of markers by kind, packed in one word (10 bits per kind), so a
/// walk adds a segment's markers with one addition.
#[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
pub struct MarkerCounts(u64);

impl MarkerCounts {
    const BITS: u32 = 10;
    const MASK: u64 = (1 << Self::BITS) - 1;

    /// No markers.
    pub const ZERO: MarkerCounts = MarkerCounts(0);

    /// The counts of `kinds`.
    pub fn of(kinds: impl IntoIterator<Item = MarkerKind>) -> Self {
        kinds
            .into_iter()
            .fold(MarkerCounts::ZERO, |m, k| m.plus(MarkerCounts::one(k)))
    }

    /// One marker of `kind`.
    #[inline]
    pub const fn one(kind: MarkerKind) -> Self {
        MarkerCounts(1 << (kind as u32 * Self::BITS))
    }

    /// Both counts together. A walk passes at most a few hundred markers,
    /// far below a field's 1,023.
    #[inline]
    pub const fn plus(self, other: MarkerCounts) -> MarkerCounts {
        MarkerCounts(self.0 + other.0)
    }

    /// How many markers of `kind`.
    #[inline]
    pub const fn get(self, kind: MarkerKind) -> u16 {
        ((self.0 >> (kind as u32 * Self::BITS)) & Self::MASK) as u16
    }

    /// How many markers in all.
    pub fn total(self) -> u16 {
        MarkerKind::ALL.iter().map(|&k| self.get(k)).sum()
    }

    /// The non-zero counts, in kind order.
    pub fn iter(self) -> impl Iterator<Item = (MarkerKind, u16)> {
        MarkerKind::ALL
            .into_iter()
            .map(move |k| (k, self.get(k)))
            .filter(|&(_, n)| n > 0)
    }
}

impl fmt::Debug for MarkerCounts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl fmt::Display for MarkerCounts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self
            .iter()
            .map(|(k, n)| {
                format!(
                    "{n} {}",
                    if n == 1 && k != MarkerKind::Mud {
                        k.name()
                    } else {
                        k.plural()
                    }
                )
            })
            .collect();
        if parts.is_empty() {
            f.write_str("no markers")
        } else {
            f.write_str(&parts.join(", "))
        }
    }
}

const NO_LINK: u8 = 0xFF;

/// A visible cell as the park sees it, already turned: for each port, the
/// segment there (its other port, type and markers), or a camp's cell and
/// which of its edges are exits.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CellFace {
    /// Per port: `NO_LINK`, or the other port (bits 0–1), the segment index
    /// (bit 2) and the trail type (bits 3–4).
    link: [u8; 4],
    /// Markers counted by passing segment 0 or 1 (an intersection's
    /// marker counts with either segment).
    points: [u8; 2],
    /// The same markers by kind.
    marks: [MarkerCounts; 2],
    /// 0 for a trail cell; 1 + the camp's type for a camp cell.
    camp: u8,
    /// For a camp cell: the ports (bit per port) that are exits.
    exits: u8,
    /// Whether the cell is an intersection.
    crossing: bool,
}

/// What a trail finds at a port of a cell.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The port the segment leads to.
    pub other: Port,
    /// The segment's trail type.
    pub trail: TrailType,
    /// The segment's index in the cell (0 or 1).
    pub segment: u8,
}

impl CellFace {
    /// The face of a printed trail cell turned by `rotation`.
    pub fn trail(spec: &CellSpec, rotation: Rotation) -> Self {
        let mut face = CellFace {
            link: [NO_LINK; 4],
            points: [0; 2],
            marks: [MarkerCounts::ZERO; 2],
            camp: 0,
            exits: 0,
            crossing: spec.is_crossing(),
        };
        let crossing = MarkerCounts::of(spec.crossing.iter().copied());
        for (i, seg) in spec.segments.iter().enumerate().take(2) {
            let a = seg.ports.0.rotated(rotation);
            let b = seg.ports.1.rotated(rotation);
            let code = |other: Port| other as u8 | (i as u8) << 2 | (seg.trail as u8) << 3;
            face.link[a.index()] = code(b);
            face.link[b.index()] = code(a);
            face.points[i] = (seg.markers.len() + spec.crossing.len()) as u8;
            face.marks[i] = MarkerCounts::of(seg.markers.iter().copied()).plus(crossing);
        }
        face
    }

    /// The face of a camp's cell of type `trail` whose exits (already
    /// turned) are the ports in `exits` (bit per port).
    pub fn camp(trail: TrailType, exits: u8) -> Self {
        CellFace {
            link: [NO_LINK; 4],
            points: [0; 2],
            marks: [MarkerCounts::ZERO; 2],
            camp: 1 + trail as u8,
            exits: exits & 0xF,
            crossing: false,
        }
    }

    /// The segment at `port`, if any.
    #[inline]
    pub fn link(&self, port: Port) -> Option<Link> {
        let l = self.link[port.index()];
        (l != NO_LINK).then(|| Link {
            other: Port::from_index(l & 3),
            trail: TrailType::from_index(usize::from(l >> 3 & 3)).unwrap_or(TrailType::Hiking),
            segment: l >> 2 & 1,
        })
    }

    /// The raw link code of `port` (hot path of the loop finder): `0xFF`
    /// for none, else other port | segment << 2 | type << 3.
    #[inline]
    pub(crate) fn raw_link(&self, port: Port) -> u8 {
        self.link[port.index()]
    }

    /// Markers counted by passing segment `segment`.
    #[inline]
    pub fn points(&self, segment: u8) -> u8 {
        self.points[usize::from(segment & 1)]
    }

    /// The markers of segment `segment`, by kind.
    #[inline]
    pub fn marks(&self, segment: u8) -> MarkerCounts {
        self.marks[usize::from(segment & 1)]
    }

    /// The camp's type, for a camp cell.
    #[inline]
    pub fn camp_type(&self) -> Option<TrailType> {
        self.camp
            .checked_sub(1)
            .and_then(|t| TrailType::from_index(usize::from(t)))
    }

    /// Whether `port` is an exit of this camp cell.
    #[inline]
    pub fn is_exit(&self, port: Port) -> bool {
        self.exits & (1 << port.index()) != 0
    }

    /// Whether the cell is an intersection of two straights.
    #[inline]
    pub fn is_crossing(&self) -> bool {
        self.crossing
    }

    /// How many segments the cell shows.
    pub fn segment_count(&self) -> usize {
        if self.camp != 0 {
            return 0;
        }
        self.link.iter().filter(|&&l| l != NO_LINK).count() / 2
    }

    /// The segments as `(port, port, type, segment index)`, each once.
    pub fn segments(&self) -> impl Iterator<Item = (Port, Port, TrailType, u8)> + '_ {
        Port::ALL.into_iter().filter_map(move |p| {
            let l = self.link(p)?;
            (p < l.other).then_some((p, l.other, l.trail, l.segment))
        })
    }
}
