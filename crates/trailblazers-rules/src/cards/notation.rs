//! The printed face of a trail card, and the short notation the deck file
//! writes it in.
//!
//! A face is its top cell, `/`, and its bottom cell (the card as printed
//! stands upright: 1 cell wide, 2 tall). A cell is `-` (no trail) or a list
//! of segments separated by spaces; a segment is its two ports, a colon,
//! the trail type's letter and its markers: `ns:h` (a hiking straight),
//! `sw:k+rapids` (a kayaking bend with rapids), `ew:b+mud`. Two straights
//! that cross (`ns` and `ew`) make an intersection, whose marker is written
//! `*bridge`. For example the face `ns:h+mud / ns:h ew:k *bridge`.

use super::{MarkerKind, TrailType};
use crate::geometry::{Port, Rotation};
use std::fmt;

/// The most markers one segment (or one intersection) may carry.
pub const MAX_MARKERS_PER_SEGMENT: usize = 3;

/// One trail segment of a cell: it joins two ports and has a type and
/// markers.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Segment {
    /// The two ports it joins, the lower index first.
    pub ports: (Port, Port),
    /// Its trail type.
    pub trail: TrailType,
    /// Its markers (an intersection's marker is the cell's, not the segment's).
    pub markers: Vec<MarkerKind>,
}

impl Segment {
    /// Whether the segment runs straight across the cell.
    pub fn is_straight(&self) -> bool {
        self.ports.0.opposite() == self.ports.1
    }

    /// Whether the segment touches `port`.
    pub fn touches(&self, port: Port) -> bool {
        self.ports.0 == port || self.ports.1 == port
    }
}

/// One printed cell of a card: up to two segments, and the marker of the
/// intersection if its two segments cross.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CellSpec {
    /// The segments (at most 2, no port used twice).
    pub segments: Vec<Segment>,
    /// The markers on the intersection (only for a cell whose two straights cross).
    pub crossing: Vec<MarkerKind>,
}

impl CellSpec {
    /// Whether the cell's two segments cross (a north–south and an
    /// east–west straight).
    pub fn is_crossing(&self) -> bool {
        self.segments.len() == 2 && self.segments.iter().all(Segment::is_straight)
    }

    /// The segment at `port`, if any.
    pub fn at(&self, port: Port) -> Option<&Segment> {
        self.segments.iter().find(|s| s.touches(port))
    }

    /// The cell as it shows once the card is turned by `rotation`: every
    /// port turned, each segment written lower port first and the segments
    /// in port order, so the text reads like a printed cell.
    pub fn turned(&self, rotation: Rotation) -> CellSpec {
        let mut segments: Vec<Segment> = self
            .segments
            .iter()
            .map(|s| {
                let (a, b) = (s.ports.0.rotated(rotation), s.ports.1.rotated(rotation));
                Segment {
                    ports: if a.index() <= b.index() {
                        (a, b)
                    } else {
                        (b, a)
                    },
                    trail: s.trail,
                    markers: s.markers.clone(),
                }
            })
            .collect();
        segments.sort_by_key(|s| s.ports.0.index());
        CellSpec {
            segments,
            crossing: self.crossing.clone(),
        }
    }

    /// Checks the cell against the rulebook and the model: two distinct
    /// ports per segment, no port used twice, at most two segments, a
    /// marker on every bend and every intersection (L40), and an
    /// intersection marker only where two trails cross.
    pub fn check(&self) -> Result<(), String> {
        if self.segments.len() > 2 {
            return Err(format!(
                "a cell holds at most 2 segments, not {}",
                self.segments.len()
            ));
        }
        let mut used = [false; 4];
        for s in &self.segments {
            if s.ports.0 == s.ports.1 {
                return Err(format!(
                    "a segment must join two different ports ({})",
                    SegmentText(s)
                ));
            }
            for p in [s.ports.0, s.ports.1] {
                if std::mem::replace(&mut used[p.index()], true) {
                    return Err(format!("port {} is used by two segments", p.letter()));
                }
            }
            if !s.is_straight() && s.markers.is_empty() {
                return Err(format!(
                    "the bend {} carries no marker (every bend carries one, L40)",
                    SegmentText(s)
                ));
            }
            if s.markers.len() > MAX_MARKERS_PER_SEGMENT {
                return Err(format!(
                    "the segment {} carries {} markers, at most {MAX_MARKERS_PER_SEGMENT}",
                    SegmentText(s),
                    s.markers.len()
                ));
            }
        }
        if self.is_crossing() {
            if self.crossing.is_empty() {
                return Err(
                    "the intersection carries no marker (every intersection carries one, L40)"
                        .into(),
                );
            }
            if self.crossing.len() > MAX_MARKERS_PER_SEGMENT {
                return Err(format!(
                    "the intersection carries {} markers, at most {MAX_MARKERS_PER_SEGMENT}",
                    self.crossing.len()
                ));
            }
        } else if !self.crossing.is_empty() {
            return Err("an intersection marker (*) needs two straights that cross".into());
        }
        Ok(())
    }
}

/// A trail card's printed face: its top and bottom cell.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TrailFace {
    /// The top cell (as printed) and the bottom cell.
    pub cells: [CellSpec; 2],
}

impl TrailFace {
    /// Checks both cells, and that the trails meeting at the card's inner
    /// edge line up: the top cell has a segment at its south port exactly
    /// when the bottom cell has one at its north port, of the same type.
    pub fn check(&self) -> Result<(), String> {
        for (i, cell) in self.cells.iter().enumerate() {
            cell.check()
                .map_err(|e| format!("{} cell: {e}", ["top", "bottom"][i]))?;
        }
        let top = self.cells[0].at(Port::S).map(|s| s.trail);
        let bottom = self.cells[1].at(Port::N).map(|s| s.trail);
        if top != bottom {
            let side = |t: Option<TrailType>| t.map_or("no trail", TrailType::name);
            return Err(format!(
                "the trails at the inner edge do not line up: {} above, {} below",
                side(top),
                side(bottom)
            ));
        }
        Ok(())
    }

    /// Every marker on the face, intersections once.
    pub fn markers(&self) -> impl Iterator<Item = MarkerKind> + '_ {
        self.cells.iter().flat_map(|c| {
            c.segments
                .iter()
                .flat_map(|s| s.markers.iter().copied())
                .chain(c.crossing.iter().copied())
        })
    }
}

struct SegmentText<'a>(&'a Segment);

impl fmt::Display for SegmentText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.0;
        write!(
            f,
            "{}{}:{}",
            s.ports.0.letter(),
            s.ports.1.letter(),
            s.trail.letter()
        )?;
        for m in &s.markers {
            write!(f, "+{}", m.name())?;
        }
        Ok(())
    }
}

impl fmt::Display for CellSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.segments.is_empty() && self.crossing.is_empty() {
            return f.write_str("-");
        }
        let mut first = true;
        for s in &self.segments {
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            write!(f, "{}", SegmentText(s))?;
        }
        if !self.crossing.is_empty() {
            if !first {
                f.write_str(" ")?;
            }
            let names: Vec<&str> = self.crossing.iter().map(|m| m.name()).collect();
            write!(f, "*{}", names.join("+"))?;
        }
        Ok(())
    }
}

impl fmt::Display for TrailFace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} / {}", self.cells[0], self.cells[1])
    }
}

fn parse_markers(text: &str, whole: &str) -> Result<Vec<MarkerKind>, String> {
    text.split('+')
        .map(|m| {
            MarkerKind::parse(m).ok_or_else(|| {
                format!(
                    "{whole:?}: {m:?} is not a marker (bridge, berm, rapids, mud, rock, tunnel)"
                )
            })
        })
        .collect()
}

fn parse_segment(token: &str) -> Result<Segment, String> {
    let (ports, rest) = token
        .split_once(':')
        .ok_or_else(|| format!("{token:?}: a segment is written like ns:h or sw:k+rapids"))?;
    let mut letters = ports.chars();
    let (Some(a), Some(b), None) = (letters.next(), letters.next(), letters.next()) else {
        return Err(format!("{token:?}: a segment names exactly two ports"));
    };
    let port = |c: char| {
        Port::from_letter(c).ok_or_else(|| format!("{token:?}: {c:?} is not a port (n, e, s, w)"))
    };
    let (a, b) = (port(a)?, port(b)?);
    let (trail, markers) = match rest.split_once('+') {
        Some((t, m)) => (t, parse_markers(m, token)?),
        None => (rest, Vec::new()),
    };
    let trail = TrailType::parse(trail)
        .ok_or_else(|| format!("{token:?}: {trail:?} is not a trail type (h, b, k)"))?;
    Ok(Segment {
        ports: if a <= b { (a, b) } else { (b, a) },
        trail,
        markers,
    })
}

impl std::str::FromStr for CellSpec {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let text = text.trim();
        let mut cell = CellSpec::default();
        if text == "-" {
            return Ok(cell);
        }
        for token in text.split_whitespace() {
            if let Some(markers) = token.strip_prefix('*') {
                if !cell.crossing.is_empty() {
                    return Err(format!(
                        "{text:?}: write the intersection's markers once (*a+b)"
                    ));
                }
                cell.crossing = parse_markers(markers, token)?;
            } else {
                cell.segments.push(parse_segment(token)?);
            }
        }
        if cell.segments.is_empty() && cell.crossing.is_empty() {
            return Err("an empty cell is written -".into());
        }
        Ok(cell)
    }
}

impl std::str::FromStr for TrailFace {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let (top, bottom) = text
            .split_once('/')
            .ok_or_else(|| format!("{text:?}: a face is its top cell, '/', its bottom cell"))?;
        Ok(TrailFace {
            cells: [top.parse()?, bottom.parse()?],
        })
    }
}

tabletop_core::serde_as_text!(TrailFace);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_parse_and_print_back() {
        for text in [
            "ns:h+mud / ew:k ns:h *bridge",
            "nw:h+rock / es:b+berm ",
            "ew:b+mud / ew:k+mud",
        ] {
            let face: TrailFace = text.parse().unwrap();
            let again: TrailFace = face.to_string().parse().unwrap();
            assert_eq!(face, again, "{text}");
            face.check().unwrap_or_else(|e| panic!("{text}: {e}"));
        }
    }

    #[test]
    fn bad_faces_are_explained() {
        let err = |text: &str| -> String {
            match text.parse::<TrailFace>() {
                Ok(face) => face.check().unwrap_err(),
                Err(e) => e,
            }
        };
        assert!(err("ne:h / -").contains("carries no marker"));
        assert!(err("ns:h ew:b / ns:h").contains("intersection carries no marker"));
        assert!(err("ns:h / -").contains("do not line up"));
        assert!(err("ns:h / ns:k").contains("hiking above, kayaking below"));
        assert!(err("ne:h+rock ns:b / ns:b").contains("used by two segments"));
        assert!(err("nn:h / -").contains("two different ports"));
        assert!(err("ew:h *bridge / -").contains("needs two straights"));
        assert!(err("ns:x / ns:h").contains("not a trail type"));
        assert!(err("ns:h+gold / ns:h").contains("not a marker"));
        assert!(err("ns:h").contains("top cell, '/'"));
    }
}
