//! A park drawn as an SVG picture at the cards' real size (one cell is 35
//! mm): every card in the order it was laid (later cards cover earlier
//! ones, as on the table), each outlined whole and labelled with its
//! number, trails coloured by type, markers, camp exits, and each completed
//! loop outlined with its points; the columns and rows carry the
//! coordinates the notation uses (`trail 22 at 3,-1`), and a legend names
//! the colours and symbols — so a person at a real table can compare the
//! picture with the cards in front of them.

use crate::cards::{Catalogue, CellFace, MarkerKind, TrailType};
use crate::geometry::{Cell, Port};
use crate::loops::{camp_exits, find_loops, trace};
use crate::park::{Park, Piece};
use std::fmt::Write;
use tabletop_core::drawing::xml_escape as escape;
use tabletop_core::words::plural;

/// Millimetres per cell.
const CELL: f32 = 35.0;
/// The margin right of and below the cards.
const MARGIN: f32 = 12.0;
/// Left of the cards: the margin and the row numbers (y).
const LEFT: f32 = 14.0;
/// Above the cards: the title and the column numbers (x).
const TOP: f32 = 22.0;
/// The legend's height below the cards.
const LEGEND_HEIGHT: f32 = 58.0;
/// The legend's width: the picture is at least this wide.
const LEGEND_WIDTH: f32 = 120.0;

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
            r#"<rect x="{x:.1}" y="{y:.1}" width="{CELL}" height="{CELL}" fill="{}"/>"#,
            camp_fill(t)
        );
        return;
    }
    let _ = write!(
        out,
        r##"<rect x="{x:.1}" y="{y:.1}" width="{CELL}" height="{CELL}" fill="#f4efe1"/>"##
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
    for (at, symbol, t) in marks {
        marker_badge(out, at, &symbol, colour(t));
    }
}

/// The marker symbol drawn in a circle, as the legend and the cells show it.
fn marker_badge(out: &mut String, (mx, my): (f32, f32), symbol: &str, stroke: &str) {
    let _ = write!(
        out,
        r##"<circle cx="{mx:.1}" cy="{my:.1}" r="4" fill="#fff" stroke="{stroke}" stroke-width="1"/><text x="{mx:.1}" y="{:.1}" font-size="5" text-anchor="middle" font-family="monospace">{}</text>"##,
        my + 1.8,
        escape(symbol)
    );
}

/// The column numbers (x) above the cards and the row numbers (y) left of
/// them: the coordinates of `trail 22 at x,y`.
fn draw_coordinates(out: &mut String, min: Cell, max: Cell) {
    for x in min.x..=max.x {
        let cx = (f32::from(x) - f32::from(min.x)) * CELL + LEFT + CELL / 2.0;
        let _ = write!(
            out,
            r##"<text class="coordinate" x="{cx:.1}" y="{:.1}" font-size="5" text-anchor="middle" font-family="sans-serif" fill="#555">{x}</text>"##,
            TOP - 3.0
        );
    }
    for y in min.y..=max.y {
        let cy = (f32::from(y) - f32::from(min.y)) * CELL + TOP + CELL / 2.0 + 1.8;
        let _ = write!(
            out,
            r##"<text class="coordinate" x="{:.1}" y="{cy:.1}" font-size="5" text-anchor="end" font-family="sans-serif" fill="#555">{y}</text>"##,
            LEFT - 2.0
        );
    }
}

/// The legend under the cards, its top at `top`: trail colours, camp
/// exits, loops, marker symbols, card numbers and coordinates.
fn draw_legend(out: &mut String, top: f32) {
    let text = |out: &mut String, x: f32, y: f32, words: &str| {
        let _ = write!(
            out,
            r#"<text x="{x:.1}" y="{y:.1}" font-size="4" font-family="sans-serif">{}</text>"#,
            escape(words)
        );
    };
    let _ = write!(out, r#"<g class="legend">"#);
    let mut y = top + 6.0;
    for (i, t) in TrailType::ALL.into_iter().enumerate() {
        let x = LEFT + 36.0 * i as f32;
        let _ = write!(
            out,
            r#"<path d="M{x:.1} {:.1} h8" stroke="{}" stroke-width="4" stroke-linecap="round"/>"#,
            y - 1.4,
            colour(t)
        );
        text(out, x + 11.0, y, &format!("{t} trail"));
    }
    y += 8.0;
    let _ = write!(
        out,
        r##"<circle cx="{:.1}" cy="{:.1}" r="3" fill="#555" stroke="#fff" stroke-width="0.8"/>"##,
        LEFT + 3.0,
        y - 1.4
    );
    text(out, LEFT + 8.0, y, "camp exit");
    let _ = write!(
        out,
        r##"<path d="M{:.1} {:.1} h8" stroke="#555" stroke-width="8" stroke-opacity="0.3" stroke-linecap="round"/>"##,
        LEFT + 40.0,
        y - 1.4
    );
    text(out, LEFT + 52.0, y, "a completed loop and its points");
    y += 9.0;
    for (i, k) in MarkerKind::ALL.into_iter().enumerate() {
        let x = LEFT + 4.0 + 36.0 * (i % 3) as f32;
        let row = y + 9.0 * (i / 3) as f32;
        marker_badge(out, (x, row - 1.4), &k.symbol().to_string(), "#555");
        text(out, x + 6.0, row, &format!("{k} (1 point)"));
    }
    y += 18.0;
    for (i, line) in [
        "#22 is trail card 22; cards are outlined, later ones on top.",
        "Columns are x, rows are y: \"trail 22 at 3,-1\" lies with",
        "its north-west cell in column 3, row -1.",
    ]
    .into_iter()
    .enumerate()
    {
        text(out, LEFT, y + 5.0 * i as f32, line);
    }
    out.push_str("</g>");
}

/// The park as an SVG document titled `title`.
pub fn park_svg(park: &Park, cat: &Catalogue, title: &str) -> String {
    let Some((min, max)) = park.bounds() else {
        return format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="60mm" height="20mm" viewBox="0 0 60 20"><title>{}</title><text x="2" y="12" font-size="6">(empty park)</text></svg>"#,
            escape(title)
        );
    };
    let cards_w = (f32::from(max.x) - f32::from(min.x) + 1.0) * CELL;
    let cards_h = (f32::from(max.y) - f32::from(min.y) + 1.0) * CELL;
    let w = (cards_w + LEFT + MARGIN).max(LEGEND_WIDTH + LEFT);
    let h = cards_h + TOP + MARGIN + LEGEND_HEIGHT;
    let origin = |c: Cell| {
        (
            (f32::from(c.x) - f32::from(min.x)) * CELL + LEFT,
            (f32::from(c.y) - f32::from(min.y)) * CELL + TOP,
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
        r#"<text x="{LEFT}" y="9" font-size="6" font-family="sans-serif">{} — {}</text>"#,
        escape(title),
        escape(&plural(usize::from(loops.points()), "loop point"))
    );
    draw_coordinates(&mut out, min, max);
    for (i, p) in park.placements().iter().enumerate() {
        draw_card(&mut out, cat, p, i, &origin);
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
                r##"<text x="{:.1}" y="{:.1}" font-size="7" font-weight="bold" font-family="sans-serif" fill="{}" stroke="#fff" stroke-width="0.4">{}</text>"##,
                x + 2.0,
                y + 14.0,
                colour(lp.camp),
                plural(usize::from(lp.points), "point")
            );
        }
        out.push_str("</g>");
    }
    draw_legend(&mut out, TOP + cards_h + MARGIN);
    out.push_str("</svg>\n");
    out
}

/// One card as laid: its cells, an outline round the whole card, and its
/// number (a camp: its type's letter) in the north-west corner.
fn draw_card(
    out: &mut String,
    cat: &Catalogue,
    p: &crate::park::Placement,
    i: usize,
    origin: &dyn Fn(Cell) -> (f32, f32),
) {
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
            draw_cell(out, cat.face(face), x, y);
        }
        let nw = fp.cells().iter().map(|c| c.0).min_by_key(|c| (c.y, c.x));
        let se = fp.cells().iter().map(|c| c.0).max_by_key(|c| (c.y, c.x));
        if let (Some(nw), Some(se)) = (nw, se) {
            let (x0, y0) = origin(nw);
            let (x1, y1) = origin(se);
            let _ = write!(
                out,
                r##"<rect class="outline" x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="1.5" fill="none" stroke="#333" stroke-width="0.8"/>"##,
                x0 + 0.4,
                y0 + 0.4,
                x1 - x0 + CELL - 0.8,
                y1 - y0 + CELL - 0.8
            );
            let (number, colour_of) = match p.piece {
                Piece::Trail(c) => (format!("#{}", u16::from(c) + 1), "#333"),
                Piece::Camp(t) => (format!("{t} camp"), colour(t)),
            };
            let _ = write!(
                out,
                r#"<text class="number" x="{:.1}" y="{:.1}" font-size="5" font-family="sans-serif" fill="{colour_of}">{}</text>"#,
                x0 + 2.0,
                y0 + 6.0,
                escape(&number)
            );
            if let Piece::Camp(t) = p.piece {
                let _ = write!(
                    out,
                    r#"<text x="{:.1}" y="{:.1}" font-size="14" text-anchor="middle" font-family="sans-serif" fill="{}">{}</text>"#,
                    x0 + CELL,
                    y0 + CELL + 5.0,
                    colour(t),
                    t.letter().to_ascii_uppercase()
                );
            }
        }
    }
    out.push_str("</g>");
}
