//! A park drawn as text: three characters by three lines per cell.
//!
//! In a trail cell the letter of the trail type (`h`, `b`, `k`) stands at
//! each edge a segment reaches; a bend's marker sits in the corner it
//! turns through, a straight's in the middle (or `|` / `-` without one),
//! an intersection's marker in the middle. A camp's cells are its type's
//! capital letter, with `o` at each exit. Empty cells are blank.
//!
//! ```text
//!      -1   0   1
//!   -3     ^h   h^
//!          h k k h
//!           k~ ~k
//!   -2 ^h   k  ~k
//!      h k k#k k
//!       k~  k
//!   -1  k   k
//!       |   %    h
//!       k   k   h^
//!    0  k~ KoK KoK
//!        k oKK KKo
//!          KKK KKK
//! ```
//!
//! (The rulebook's 8-point kayak loop: it leaves the camp's exit `n0` north
//! through the mud straight `%`, crosses the bridge `#` at 0,-2, bends round
//! by the rapids `~` and crosses the bridge again going west, then returns by
//! the west exit.)

use crate::cards::{Catalogue, CellFace, MarkerKind};
use crate::geometry::{Cell, Port};
use crate::park::Park;

/// The legend printed under a map.
pub const LEGEND: &str = "h/b/k hiking/biking/kayaking trail, H/B/K camp, o camp exit; markers: # bridge, ) berm, ~ rapids, % mud, ^ rock, U tunnel";

fn marker_symbol(face: &CellFace, segment: u8) -> Option<char> {
    // The first kind the segment carries (an intersection's shows in the middle).
    let marks = face.marks(segment);
    MarkerKind::ALL
        .into_iter()
        .find(|&k| marks.get(k) > 0)
        .map(MarkerKind::symbol)
}

/// The 3×3 characters of one cell.
pub fn cell_glyph(cat: &Catalogue, face_index: u16) -> [[char; 3]; 3] {
    let face = cat.face(face_index);
    let mut g = [[' '; 3]; 3];
    let at = |p: Port| match p {
        Port::N => (0, 1),
        Port::E => (1, 2),
        Port::S => (2, 1),
        Port::W => (1, 0),
    };
    if let Some(t) = face.camp_type() {
        let c = t.letter().to_ascii_uppercase();
        g = [[c; 3]; 3];
        for p in Port::ALL {
            if face.is_exit(p) {
                let (r, col) = at(p);
                g[r][col] = 'o';
            }
        }
        return g;
    }
    for (a, b, t, seg) in face.segments() {
        for p in [a, b] {
            let (r, col) = at(p);
            g[r][col] = t.letter();
        }
        let straight = a.opposite() == b;
        let mark = marker_symbol(face, seg);
        if straight {
            if face.is_crossing() {
                // Both segments share the intersection's marker.
                g[1][1] = mark.unwrap_or('+');
            } else {
                g[1][1] = mark.unwrap_or(if a == Port::N { '|' } else { '-' });
            }
        } else {
            // The corner between the two ports.
            let row = if a == Port::N || b == Port::N { 0 } else { 2 };
            let col = if a == Port::E || b == Port::E { 2 } else { 0 };
            g[row][col] = mark.unwrap_or('+');
        }
    }
    g
}

/// The park as a text map, with coordinates along the top and the left.
pub fn text_map(park: &Park, cat: &Catalogue) -> String {
    let Some((min, max)) = park.bounds() else {
        return "(empty park)\n".into();
    };
    let mut out = String::from("     ");
    for x in min.x..=max.x {
        out.push_str(&format!("{x:^3} "));
    }
    out.push('\n');
    for y in min.y..=max.y {
        for line in 0..3 {
            if line == 0 {
                out.push_str(&format!("{y:>4} "));
            } else {
                out.push_str("     ");
            }
            for x in min.x..=max.x {
                let glyph = park.face_at(Cell::new(x, y)).map(|f| cell_glyph(cat, f));
                match glyph {
                    Some(g) => out.extend(g[line].iter()),
                    None => out.push_str("   "),
                }
                out.push(' ');
            }
            while out.ends_with(' ') {
                out.pop();
            }
            out.push('\n');
        }
    }
    out
}
