//! A park drawn as an SVG picture at the cards' real size (one cell is 35
//! mm): every card in the order it was laid (later cards cover earlier
//! ones, as on the table), trails coloured by type, markers, camp exits,
//! and each completed loop outlined with its points — so a person at a real
//! table can compare the picture with the cards in front of them.

use crate::cards::{Catalogue, CellFace, MarkerKind, TrailType};
use crate::geometry::{Cell, Port};
use crate::loops::{camp_exits, find_loops, trace};
use crate::park::{Park, Piece};
use std::fmt::Write;
use tabletop_core::drawing::xml_escape as escape;

/// Millimetres per cell.
const CELL: f32 = 35.0;
const MARGIN: f32 = 12.0;

fn colour(t: TrailType) -> &'static str {
    match t {
        TrailType::Hiking => "#2e7d32",
        TrailType::Biking => "#e65100",
        TrailType::Kayaking => "#1565c0",
    }
}

fn camp_fill(t: TrailType) -> &'static str {
    match t {
        TrailType::Hiking => "#c8e6c9",
        TrailType::Biking => "#ffe0b2",
        TrailType::Kayaking => "#bbdefb",
    }
}

/// The point of a port of the cell whose north-west corner is `(x, y)`.
fn port_point(x: f32, y: f32, p: Port) -> (f32, f32) {
    let h = CELL / 2.0;
    match p {
        Port::N => (x + h, y),
        Port::E => (x + CELL, y + h),
        Port::S => (x + h, y + CELL),
        Port::W => (x, y + h),
    }
}

/// The path of a segment, and the point where its marker is drawn.
fn segment_path(x: f32, y: f32, a: Port, b: Port) -> (String, (f32, f32)) {
    let (p0, p2) = (port_point(x, y, a), port_point(x, y, b));
    let c = (x + CELL / 2.0, y + CELL / 2.0);
    if a.opposite() == b {
        (
            format!("M{:.1} {:.1} L{:.1} {:.1}", p0.0, p0.1, p2.0, p2.1),
            c,
        )
    } else {
        // A quarter bend through the cell, its marker at the curve's middle.
        let mid = (
            0.25 * p0.0 + 0.5 * c.0 + 0.25 * p2.0,
            0.25 * p0.1 + 0.5 * c.1 + 0.25 * p2.1,
        );
        (
            format!(
                "M{:.1} {:.1} Q{:.1} {:.1} {:.1} {:.1}",
                p0.0, p0.1, c.0, c.1, p2.0, p2.1
            ),
            mid,
        )
    }
}

fn draw_cell(out: &mut String, face: &CellFace, x: f32, y: f32) {
    if let Some(t) = face.camp_type() {
        let _ = write!(
            out,
            r##"<rect x="{x:.1}" y="{y:.1}" width="{CELL}" height="{CELL}" fill="{}" stroke="#555" stroke-width="0.5"/>"##,
            camp_fill(t)
        );
        return;
    }
    let _ = write!(
        out,
        r##"<rect x="{x:.1}" y="{y:.1}" width="{CELL}" height="{CELL}" fill="#f4efe1" stroke="#999" stroke-width="0.5"/>"##
    );
    let mut marks = Vec::new();
    for (a, b, t, seg) in face.segments() {
        let (d, at) = segment_path(x, y, a, b);
        let _ = write!(
            out,
            r#"<path d="{d}" fill="none" stroke="{}" stroke-width="4" stroke-linecap="round"/>"#,
            colour(t)
        );
        let kinds = face.marks(seg);
        if kinds.total() > 0 && !(face.is_crossing() && seg == 1) {
            let symbol: String = MarkerKind::ALL
                .iter()
                .filter(|&&k| kinds.get(k) > 0)
                .map(|k| k.symbol())
                .collect();
            marks.push((at, symbol, t));
        }
    }
    for ((mx, my), symbol, t) in marks {
        let _ = write!(
            out,
            r##"<circle cx="{mx:.1}" cy="{my:.1}" r="4" fill="#fff" stroke="{}" stroke-width="1"/><text x="{mx:.1}" y="{:.1}" font-size="5" text-anchor="middle" font-family="monospace">{}</text>"##,
            colour(t),
            my + 1.8,
            escape(&symbol)
        );
    }
}

/// The park as an SVG document titled `title`.
pub fn park_svg(park: &Park, cat: &Catalogue, title: &str) -> String {
    let Some((min, max)) = park.bounds() else {
        return format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="60mm" height="20mm" viewBox="0 0 60 20"><title>{}</title><text x="2" y="12" font-size="6">(empty park)</text></svg>"#,
            escape(title)
        );
    };
    let w = (f32::from(max.x) - f32::from(min.x) + 1.0) * CELL + 2.0 * MARGIN;
    let h = (f32::from(max.y) - f32::from(min.y) + 1.0) * CELL + 2.0 * MARGIN + 10.0;
    let origin = |c: Cell| {
        (
            (f32::from(c.x) - f32::from(min.x)) * CELL + MARGIN,
            (f32::from(c.y) - f32::from(min.y)) * CELL + MARGIN + 10.0,
        )
    };
    let mut out = String::new();
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0}mm" height="{h:.0}mm" viewBox="0 0 {w:.1} {h:.1}"><title>{}</title>"#,
        escape(title)
    );
    let loops = find_loops(park, cat);
    let _ = write!(
        out,
        r#"<text x="{MARGIN}" y="9" font-size="6" font-family="sans-serif">{} — {} loop point(s)</text>"#,
        escape(title),
        loops.points()
    );
    for (i, p) in park.placements().iter().enumerate() {
        let label = match p.piece {
            Piece::Camp(t) => format!("{t} camp"),
            Piece::Trail(c) => format!("trail card #{}", u16::from(c) + 1),
        };
        let _ = write!(
            out,
            r#"<g class="card" data-order="{}" data-placement="{}"><title>{}</title>"#,
            i + 1,
            escape(&p.to_string()),
            escape(&label)
        );
        if let Some(fp) = p.footprint(cat) {
            for &(cell, face) in fp.cells() {
                let (x, y) = origin(cell);
                draw_cell(&mut out, cat.face(face), x, y);
            }
            if let Piece::Camp(t) = p.piece
                && let Some(&(cell, _)) = fp.cells().iter().min_by_key(|(c, _)| (c.y, c.x))
            {
                let (x, y) = origin(cell);
                let _ = write!(
                    out,
                    r#"<text x="{:.1}" y="{:.1}" font-size="14" text-anchor="middle" font-family="sans-serif" fill="{}">{}</text>"#,
                    x + CELL,
                    y + CELL + 5.0,
                    colour(t),
                    t.letter().to_ascii_uppercase()
                );
            }
        }
        out.push_str("</g>");
    }
    // Camp exits on top of everything, so no neighbour hides them.
    for t in TrailType::ALL {
        let Some((anchor, rotation)) = park.camp(t) else {
            continue;
        };
        for (cell, port) in camp_exits(cat, t, anchor, rotation) {
            let (x, y) = origin(cell);
            let (px, py) = port_point(x, y, port);
            let _ = write!(
                out,
                r##"<circle class="exit" cx="{px:.1}" cy="{py:.1}" r="3.5" fill="{}" stroke="#fff" stroke-width="0.8"/>"##,
                colour(t)
            );
        }
    }
    for lp in loops.loops() {
        let steps = trace(park, cat, lp);
        let _ = write!(
            out,
            r#"<g class="loop" data-camp="{}" data-points="{}">"#,
            lp.camp, lp.points
        );
        for (cell, face, seg) in &steps {
            let f = cat.face(*face);
            if let Some((a, b, _, _)) = f.segments().find(|s| s.3 == *seg) {
                let (x, y) = origin(*cell);
                let (d, _) = segment_path(x, y, a, b);
                let _ = write!(
                    out,
                    r#"<path d="{d}" fill="none" stroke="{}" stroke-width="11" stroke-opacity="0.3" stroke-linecap="round"/>"#,
                    colour(lp.camp)
                );
            }
        }
        if let Some((cell, _, _)) = steps.first() {
            let (x, y) = origin(*cell);
            let _ = write!(
                out,
                r##"<text x="{:.1}" y="{:.1}" font-size="7" font-weight="bold" font-family="sans-serif" fill="{}" stroke="#fff" stroke-width="0.4">{} pts</text>"##,
                x + 2.0,
                y + 8.0,
                colour(lp.camp),
                lp.points
            );
        }
        out.push_str("</g>");
    }
    out.push_str("</svg>\n");
    out
}
