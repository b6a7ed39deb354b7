//! The referee's own park: the deck read from its JSON data, cards laid by
//! their placements, and loops walked from the camps' exits — written from
//! the rulebook (L12, L22-L24, L39-L41) and the geometry of
//! `docs/rulings/trailblazers.md` (TB-1 … TB-8), sharing no code with the
//! engine.

use serde_json::Value;
use std::collections::BTreeMap;

/// North, east, south, west: index 0..4, clockwise.
type Port = u8;

/// A cell: x east, y south.
type Xy = (i32, i32);

fn port(c: char) -> Port {
    match c {
        'n' => 0,
        'e' => 1,
        's' => 2,
        'w' => 3,
        other => panic!("no port {other}"),
    }
}

fn step((x, y): (i32, i32), p: Port) -> (i32, i32) {
    match p {
        0 => (x, y - 1),
        1 => (x + 1, y),
        2 => (x, y + 1),
        _ => (x - 1, y),
    }
}

/// One trail segment of a cell: its two ports, its type letter (`h`, `b`,
/// `k`) and the kinds of its own markers.
#[derive(Clone, Debug)]
struct Segment {
    ports: [Port; 2],
    kind: char,
    markers: Vec<String>,
}

/// What a card shows on one cell: up to two segments and, where two
/// straights cross, the intersection's markers.
#[derive(Clone, Debug, Default)]
struct Face {
    segments: Vec<Segment>,
    crossing: Vec<String>,
}

impl Face {
    /// Reads `ns:h+mud ew:b *tunnel` (or `*tunnel+tunnel`: two markers).
    fn parse(text: &str) -> Face {
        let mut face = Face::default();
        for token in text.split_whitespace() {
            if let Some(kind) = token.strip_prefix('*') {
                face.crossing = kind.split('+').map(str::to_string).collect();
                continue;
            }
            let (ports, rest) = token.split_once(':').expect("ports:type");
            let mut parts = rest.split('+');
            let kind = parts.next().and_then(|k| k.chars().next()).expect("a type");
            let p: Vec<Port> = ports.chars().map(port).collect();
            face.segments.push(Segment {
                ports: [p[0], p[1]],
                kind,
                markers: parts.map(str::to_string).collect(),
            });
        }
        face
    }

    fn rotated(&self, quarters: u8) -> Face {
        let mut f = self.clone();
        for s in &mut f.segments {
            s.ports = s.ports.map(|p| (p + quarters) % 4);
        }
        f
    }
}

/// Where cell `(x, y)` of a `w` × `h` block lies after `quarters` quarter
/// turns clockwise, from the turned block's north-west cell: a quarter turn
/// takes `(x, y)` to `(h - 1 - y, x)`.
fn turn(mut x: i32, mut y: i32, mut w: i32, mut h: i32, quarters: u8) -> (i32, i32) {
    for _ in 0..quarters {
        (x, y) = (h - 1 - y, x);
        (w, h) = (h, w);
    }
    (x, y)
}

/// A camp's exits, by their names `n0 n1 e0 e1 s0 s1 w0 w1`: the cell of the
/// printed 2×2 block and the port.
fn exit_place(name: &str) -> ((i32, i32), Port) {
    match name {
        "n0" => ((0, 0), 0),
        "n1" => ((1, 0), 0),
        "e0" => ((1, 0), 1),
        "e1" => ((1, 1), 1),
        "s0" => ((1, 1), 2),
        "s1" => ((0, 1), 2),
        "w0" => ((0, 1), 3),
        "w1" => ((0, 0), 3),
        other => panic!("no camp edge {other}"),
    }
}

/// The deck as data: trail cards (top cell, bottom cell) and the camps.
pub struct Deck {
    trails: Vec<[Face; 2]>,
    /// Type letter → exits.
    camps: BTreeMap<char, Vec<String>>,
}

impl Deck {
    /// Reads the deck's JSON (the layout of `data/reference-deck.json`).
    pub fn from_json(data: &Value) -> Deck {
        let trails = data["trails"]
            .as_array()
            .expect("trails")
            .iter()
            .map(|t| {
                let face = t["face"].as_str().expect("a face");
                let (top, bottom) = face.split_once('/').expect("two cells");
                [Face::parse(top), Face::parse(bottom)]
            })
            .collect();
        let camps = data["camps"]
            .as_array()
            .expect("camps")
            .iter()
            .map(|c| {
                let kind = c["type"]
                    .as_str()
                    .and_then(|t| t.chars().next())
                    .expect("type");
                let exits = c["exits"]
                    .as_array()
                    .expect("exits")
                    .iter()
                    .map(|e| e.as_str().expect("exit").to_string())
                    .collect();
                (kind, exits)
            })
            .collect();
        Deck { trails, camps }
    }
}

/// What lies on a cell: the top card's face, or a camp's cell.
#[derive(Clone, Debug)]
enum Top {
    Trail(Face),
    /// A cell of the camp of this type.
    Camp(char),
}

/// One completed loop.
#[derive(Clone, Debug)]
pub struct Loop {
    pub points: u32,
    /// Markers passed, by kind, repeats counted.
    pub markers: BTreeMap<String, u32>,
    /// Intersections the loop passes on both of their segments.
    pub self_crossings: u32,
}

/// A park laid card by card.
#[derive(Clone, Debug, Default)]
pub struct Park {
    cells: BTreeMap<Xy, Top>,
    /// Type letter → exits as (cell, port) in park coordinates.
    camps: BTreeMap<char, Vec<(Xy, Port)>>,
    covered: BTreeMap<Xy, ()>,
}

impl Park {
    /// Lays a trail card (0-based `card`) or a camp (type letter) at `at`
    /// (the turned footprint's north-west cell) turned `quarters` clockwise.
    pub fn lay(&mut self, deck: &Deck, piece: Piece, at: (i32, i32), quarters: u8) {
        match piece {
            Piece::Trail(card) => {
                for (half, face) in deck.trails[card].iter().enumerate() {
                    let (dx, dy) = turn(0, half as i32, 1, 2, quarters);
                    let cell = (at.0 + dx, at.1 + dy);
                    self.cells.insert(cell, Top::Trail(face.rotated(quarters)));
                    self.covered.insert(cell, ());
                }
            }
            Piece::Camp(kind) => {
                for qx in 0..2 {
                    for qy in 0..2 {
                        let (dx, dy) = turn(qx, qy, 2, 2, quarters);
                        let cell = (at.0 + dx, at.1 + dy);
                        self.cells.insert(cell, Top::Camp(kind));
                        self.covered.insert(cell, ());
                    }
                }
                let exits = deck.camps[&kind]
                    .iter()
                    .map(|name| {
                        let ((x, y), p) = exit_place(name);
                        let (dx, dy) = turn(x, y, 2, 2, quarters);
                        ((at.0 + dx, at.1 + dy), (p + quarters) % 4)
                    })
                    .collect();
                self.camps.insert(kind, exits);
            }
        }
    }

    /// Cells covered by any card (TB-2 `covered_cells`).
    pub fn covered_cells(&self) -> u32 {
        self.covered.len() as u32
    }

    /// The smallest rectangle holding the park, in cells (TB-2
    /// `bounding_box`).
    pub fn bounding_box(&self) -> u32 {
        let xs = self.covered.keys().map(|c| c.0);
        let ys = self.covered.keys().map(|c| c.1);
        match (xs.clone().min(), xs.max(), ys.clone().min(), ys.max()) {
            (Some(x0), Some(x1), Some(y0), Some(y1)) => ((x1 - x0 + 1) * (y1 - y0 + 1)) as u32,
            _ => 0,
        }
    }

    /// Walks the trail of type `kind` leaving camp `kind` by `exit`; the loop
    /// (with the exit it returns by) if it comes back to the same camp.
    fn walk(&self, kind: char, exit: usize) -> Option<(usize, Loop)> {
        let exits = &self.camps[&kind];
        let (mut cell, mut out) = exits[exit];
        let mut found = Loop {
            points: 0,
            markers: BTreeMap::new(),
            self_crossings: 0,
        };
        // Crossing cells and which of their segments the walk used.
        let mut crossed: BTreeMap<(i32, i32), Vec<usize>> = BTreeMap::new();
        for _ in 0..10_000 {
            let next = step(cell, out);
            let enter = (out + 2) % 4;
            match self.cells.get(&next)? {
                Top::Camp(c) if *c == kind => {
                    return exits
                        .iter()
                        .position(|&e| e == (next, enter))
                        .map(|back| (back, found));
                }
                Top::Camp(_) => return None,
                Top::Trail(face) => {
                    let (i, seg) = face
                        .segments
                        .iter()
                        .enumerate()
                        .find(|(_, s)| s.kind == kind && s.ports.contains(&enter))?;
                    for m in &seg.markers {
                        *found.markers.entry(m.clone()).or_default() += 1;
                        found.points += 1;
                    }
                    for m in &face.crossing {
                        *found.markers.entry(m.clone()).or_default() += 1;
                        found.points += 1;
                    }
                    if !face.crossing.is_empty() {
                        let used = crossed.entry(next).or_default();
                        if !used.contains(&i) {
                            used.push(i);
                        }
                        if used.len() == 2 {
                            found.self_crossings += 1;
                        }
                    }
                    out = if seg.ports[0] == enter {
                        seg.ports[1]
                    } else {
                        seg.ports[0]
                    };
                    cell = next;
                }
            }
        }
        panic!("a walk that never ends");
    }

    /// Every completed loop (L12): each pair of exits of one camp joined by a
    /// trail of the camp's type, counted once.
    pub fn loops(&self) -> Vec<(char, Loop)> {
        let mut out = Vec::new();
        for (&kind, exits) in &self.camps {
            for e in 0..exits.len() {
                if let Some((back, found)) = self.walk(kind, e)
                    && back > e
                {
                    out.push((kind, found));
                }
            }
        }
        out
    }
}

/// What is laid.
#[derive(Copy, Clone, Debug)]
pub enum Piece {
    /// A trail card, by its 0-based number.
    Trail(usize),
    /// The camp of a type letter.
    Camp(char),
}
