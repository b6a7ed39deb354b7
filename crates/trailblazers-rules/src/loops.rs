//! Finding and scoring loops (L11–12, L39–42, TB-5, TB-6, TB-7).
//!
//! Every port of a visible cell belongs to at most one segment and an
//! intersection passes straight through, so a trail is an unbranched path
//! and stepping along it is reversible. A walk that starts at a camp exit
//! therefore ends — at an empty cell, a port with no segment, a change of
//! type, or a camp's edge — without ever needing a visited set: it passes
//! each segment at most once. A loop is a walk of the camp's type that ends
//! at another exit of the same camp; each pair of exits is walked once.
//! A loop scores the markers of every segment it passes; an intersection's
//! marker counts with either of its segments, so a loop that crosses itself
//! counts it twice (L41) and two loops sharing it count it once each.

use crate::cards::{Catalogue, MarkerCounts, TrailType};
use crate::geometry::{Cell, Port, Rotation};
use crate::park::{MAX_CELLS, Park};

/// The most loops a park can hold: 3 camps of at most 8 exits.
pub const MAX_LOOPS: usize = 12;

/// One completed loop.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Loop {
    /// The camp it leaves and returns to (and its trail type).
    pub camp: TrailType,
    /// The exits it joins, as indices into the camp card's exit list (the
    /// lower first).
    pub exits: (u8, u8),
    /// Its points: the markers it passes, repeats counted (L40–41).
    pub points: u16,
    /// The same markers by kind.
    pub markers: MarkerCounts,
    /// How many intersections it passes twice.
    pub self_crossings: u8,
    /// How many segments it passes.
    pub segments: u8,
}

/// How a walk from a camp exit ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WalkEnd {
    /// At the exit with this index of the camp it started from: a loop.
    Closed(u8),
    /// At an empty cell: the trail could still be extended there.
    Open(Cell),
    /// At a port with no segment of the type, or a camp's closed edge.
    Blocked,
}

/// What one walk found.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Walk {
    /// How it ended.
    pub end: WalkEnd,
    /// Markers passed, repeats counted.
    pub points: u16,
    /// The markers by kind.
    pub markers: MarkerCounts,
    /// Segments passed.
    pub segments: u8,
    /// Intersections passed twice.
    pub self_crossings: u8,
}

/// The completed loops of a park.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LoopSet {
    loops: [Loop; MAX_LOOPS],
    len: u8,
}

impl LoopSet {
    /// The loops, by camp (hiking, biking, kayaking) then exit.
    #[inline]
    pub fn loops(&self) -> &[Loop] {
        &self.loops[..usize::from(self.len)]
    }

    /// All loop points.
    pub fn points(&self) -> u16 {
        self.loops().iter().map(|l| l.points).sum()
    }

    /// Loop points of one type.
    pub fn points_of(&self, t: TrailType) -> u16 {
        self.loops()
            .iter()
            .filter(|l| l.camp == t)
            .map(|l| l.points)
            .sum()
    }

    /// How many loops one camp has.
    pub fn count_of(&self, t: TrailType) -> usize {
        self.loops().iter().filter(|l| l.camp == t).count()
    }

    /// Every loop's markers, together.
    pub fn markers(&self) -> MarkerCounts {
        self.loops()
            .iter()
            .fold(MarkerCounts::ZERO, |m, l| m.plus(l.markers))
    }
}

/// Where the exits of a laid camp are: each exit's camp cell and port.
pub fn camp_exits(
    cat: &Catalogue,
    t: TrailType,
    anchor: Cell,
    rotation: Rotation,
) -> impl Iterator<Item = (Cell, Port)> + '_ {
    cat.camp(t).exits.iter().filter_map(move |e| {
        let ((cx, cy), port) = e.cell_and_port();
        let (dx, dy) = rotation.place(cx, cy, 2, 2);
        Some((anchor.offset(dx as i8, dy as i8)?, port.rotated(rotation)))
    })
}

/// Walks the trail of type `t` that leaves the camp cell `from` by `port`,
/// calling `step(cell, face, segment)` for each segment passed.
pub fn walk(
    park: &Park,
    cat: &Catalogue,
    t: TrailType,
    from: Cell,
    port: Port,
    mut step: impl FnMut(Cell, u16, u8),
) -> Walk {
    let mut w = Walk {
        end: WalkEnd::Blocked,
        points: 0,
        markers: MarkerCounts::ZERO,
        segments: 0,
        self_crossings: 0,
    };
    // Intersections passed so far (as packed cells), to spot a second pass:
    // room for every covered cell.
    let mut crossed = [0u16; MAX_CELLS];
    let mut crossed_len = 0usize;
    let (mut cell, mut out) = (from, port);
    // The walk ends: a step is determined by where it is and where it
    // leaves, and can be undone (every face pairs its ports, each port in
    // at most one segment — the catalogue refuses faces that do not), so
    // no position of the walk can come round again without the walk first
    // coming back to where it began, inside a camp, where it stops. It
    // passes each of the park's segments at most once.
    loop {
        let Some(next) = cell.step(out) else {
            return w;
        };
        let Some(fi) = park.face_near(next) else {
            w.end = WalkEnd::Open(next);
            return w;
        };
        let face = cat.face(fi);
        let entry = out.opposite();
        if cat.is_camp_face(fi) {
            if face.camp_type() == Some(t) && face.is_exit(entry) {
                w.end =
                    exit_index(park, cat, t, next, entry).map_or(WalkEnd::Blocked, WalkEnd::Closed);
            }
            return w;
        }
        let link = face.raw_link(entry);
        if link == 0xFF || link >> 3 & 3 != t as u8 {
            return w;
        }
        let seg = link >> 2 & 1;
        w.points += u16::from(face.points(seg));
        w.markers = w.markers.plus(face.marks(seg));
        w.segments = w.segments.saturating_add(1);
        if face.is_crossing() {
            let key = u16::from(next.x as u8) << 8 | u16::from(next.y as u8);
            if crossed[..crossed_len].contains(&key) {
                w.self_crossings += 1;
            } else if crossed_len < crossed.len() {
                crossed[crossed_len] = key;
                crossed_len += 1;
            }
        }
        step(next, fi, seg);
        cell = next;
        out = Port::from_index(link & 3);
    }
}

fn exit_index(park: &Park, cat: &Catalogue, t: TrailType, cell: Cell, port: Port) -> Option<u8> {
    let (anchor, rotation) = park.camp(t)?;
    camp_exits(cat, t, anchor, rotation)
        .position(|e| e == (cell, port))
        .map(|i| i as u8)
}

/// Finds every completed loop of a park.
pub fn find_loops(park: &Park, cat: &Catalogue) -> LoopSet {
    let mut set = LoopSet {
        loops: [Loop {
            camp: TrailType::Hiking,
            exits: (0, 0),
            points: 0,
            markers: MarkerCounts::ZERO,
            self_crossings: 0,
            segments: 0,
        }; MAX_LOOPS],
        len: 0,
    };
    for t in TrailType::ALL {
        let Some((anchor, rotation)) = park.camp(t) else {
            continue;
        };
        let mut done = 0u8;
        for (i, (cell, port)) in camp_exits(cat, t, anchor, rotation).enumerate().take(8) {
            if done & 1 << i != 0 {
                continue;
            }
            let w = walk(park, cat, t, cell, port, |_, _, _| {});
            if let WalkEnd::Closed(j) = w.end
                && usize::from(j) != i
                && j < 8
            {
                done |= 1 << j;
                if usize::from(set.len) < MAX_LOOPS {
                    set.loops[usize::from(set.len)] = Loop {
                        camp: t,
                        exits: (i as u8, j),
                        points: w.points,
                        markers: w.markers,
                        self_crossings: w.self_crossings,
                        segments: w.segments,
                    };
                    set.len += 1;
                }
            }
        }
    }
    set
}

/// The cells a loop passes, in order from its first exit, with the segment
/// passed in each (for explanations and pictures; allocates).
pub fn trace(park: &Park, cat: &Catalogue, lp: &Loop) -> Vec<(Cell, u16, u8)> {
    let mut cells = Vec::new();
    if let Some((anchor, rotation)) = park.camp(lp.camp)
        && let Some((cell, port)) =
            camp_exits(cat, lp.camp, anchor, rotation).nth(usize::from(lp.exits.0))
    {
        walk(park, cat, lp.camp, cell, port, |c, f, s| {
            cells.push((c, f, s))
        });
    }
    cells
}
