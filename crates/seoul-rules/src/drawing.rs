//! Drawings of each seat's tableau, for a person to compare with the cards
//! on a real table (`tabletop check`, `tabletop play --svg`): the
//! Highlights left to right with the Delights linked under them, the
//! Shopping cards and Guardians beside them, and what the Day scores, line
//! by line — as it would if the Day ended now, or as it was scored once the
//! Journey is over.

use crate::colour::{Colour, Mode};
use crate::state::{Phase, Seoul};
use std::fmt::Write;
use tabletop_core::drawing::xml_escape;
use tabletop_core::words::{joined_or, plural};
use tabletop_core::{CardSet, Drawing, Seat};

/// Width of a Highlight's column in the picture.
const COLUMN: usize = 180;
/// Height of a card's box in the picture.
const CARD: usize = 44;
/// The margin around the picture.
const MARGIN: usize = 10;

/// The half's name as a card prints it.
fn half_name(mode: Mode) -> &'static str {
    match mode {
        Mode::Festival => "Festival",
        Mode::Food => "Food",
    }
}

/// The fill of a card of `colour` in the picture.
fn fill(colour: Colour) -> &'static str {
    match colour {
        Colour::Blue => "#7fa7e6",
        Colour::Green => "#86c98a",
        Colour::Red => "#e58b86",
        Colour::Purple => "#b59ad9",
        Colour::White => "#f7f7f7",
        Colour::Yellow => "#f3d77a",
    }
}

impl Seoul {
    /// One drawing per seat: its tableau as text lines and as an SVG picture.
    pub(crate) fn tableau_drawings(&self) -> Vec<Drawing> {
        self.seating
            .seats()
            .map(|s| {
                Drawing::new(
                    format!("seoul-journey-seat-{}", s.0),
                    format!("{s}'s tableau"),
                    self.tableau_text(s),
                    self.tableau_svg(s),
                )
            })
            .collect()
    }

    /// The Day's score for `seat` and its explanation, from the tableaux as
    /// they stand (once the Journey is over, the last Day's, as scored).
    fn score_lines(&self, seat: Seat) -> Vec<String> {
        let cat = self.catalogue();
        let parts = self.day_table().breakdown(seat);
        let total: i32 = parts.iter().map(|p| p.points()).sum();
        let head = if self.phase == Phase::Over {
            format!("Day {} scored {total}:", self.day)
        } else {
            format!("Day {} so far, if it ended now: {total}", self.day)
        };
        let mut lines = vec![head];
        lines.extend(parts.iter().map(|p| format!("  {}", p.explain(cat))));
        lines
    }

    /// `seat`'s tableau as text lines.
    pub fn tableau_text(&self, seat: Seat) -> String {
        let cat = self.catalogue();
        let t = self.tableau(seat);
        let names = |set: CardSet| -> Vec<String> { set.iter().map(|c| cat.describe(c)).collect() };
        let mut out = format!(
            "{} ({}, {}, {} Shopping); Tiring cards today: {}{}\n",
            plural(t.count(), "card"),
            plural(t.highlights().len(), "Highlight"),
            plural(t.delights(), "Delight"),
            t.shopping().len(),
            t.tiring(),
            if t.is_tired() { " (Tired)" } else { "" }
        );
        for (i, &h) in t.highlights().iter().enumerate() {
            let _ = writeln!(out, "{}. {}", i + 1, cat.describe(h));
            for mode in [Mode::Festival, Mode::Food] {
                if let Some(d) = t.linked(i, mode) {
                    let (half, colour) = (half_name(mode), cat.half(d, mode));
                    let _ = writeln!(out, "     {half}: {} ({colour})", cat.name(d));
                }
            }
        }
        if t.highlights().is_empty() {
            out.push_str("no Highlight yet\n");
        }
        for card in names(t.shopping()) {
            let _ = writeln!(out, "beside it: {card}");
        }
        for g in self.guardians(seat).iter() {
            let token = if self.flipped().contains(g) {
                "token flipped"
            } else {
                "token face up"
            };
            let _ = writeln!(out, "beside it: {}, {token}", cat.describe(g));
        }
        let hand: Vec<String> = self.hand(seat).iter().map(|c| cat.name(c)).collect();
        let _ = writeln!(
            out,
            "hand: {}; {}",
            joined_or(&hand, ", ", "empty"),
            plural(usize::from(self.nightlife(seat)), "Nightlife token")
        );
        for line in self.score_lines(seat) {
            let _ = writeln!(out, "{line}");
        }
        out
    }

    /// `seat`'s tableau as an SVG picture: a column per Highlight with its
    /// Festival and Food under it, then the Shopping cards and Guardians,
    /// each card a box in its colour, and the Day's score below.
    pub fn tableau_svg(&self, seat: Seat) -> String {
        let cat = self.catalogue();
        let t = self.tableau(seat);
        let beside: Vec<_> = t
            .shopping()
            .iter()
            .chain(self.guardians(seat).iter())
            .collect();
        let columns = t.highlights().len() + usize::from(!beside.is_empty());
        let score = self.score_lines(seat);
        let rows = 3.max(beside.len());
        // About 6 units a character at this font size.
        let longest = score.iter().map(|l| l.chars().count()).max().unwrap_or(0);
        let width = (2 * MARGIN + COLUMN * columns.max(2)).max(2 * MARGIN + 6 * longest);
        let cards_bottom = 30 + rows * (CARD + 6);
        let height = cards_bottom + 16 * score.len() + MARGIN;
        let title = format!("{seat}'s tableau, Day {}", self.day);
        let mut out = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="10"><title>{}</title><rect width="{width}" height="{height}" fill="white"/><text x="{MARGIN}" y="18" font-size="13">{}</text>"#,
            xml_escape(&title),
            xml_escape(&title)
        );
        let card = |out: &mut String,
                    x: usize,
                    y: usize,
                    colour: Option<Colour>,
                    lines: &[String]| {
            let _ = write!(
                out,
                r##"<g class="card"><rect x="{x}" y="{y}" width="{}" height="{CARD}" rx="4" fill="{}" stroke="#333"/>"##,
                COLUMN - 8,
                colour.map_or("#dddddd", fill)
            );
            for (k, line) in lines.iter().enumerate() {
                let _ = write!(
                    out,
                    r#"<text x="{}" y="{}">{}</text>"#,
                    x + 5,
                    y + 14 + 13 * k,
                    xml_escape(line)
                );
            }
            out.push_str("</g>");
        };
        for (i, &h) in t.highlights().iter().enumerate() {
            let x = MARGIN + COLUMN * i;
            let tiring = if cat.is_tiring(h) { ", Tiring" } else { "" };
            card(
                &mut out,
                x,
                30,
                Some(cat.colour(h)),
                &[
                    format!("{}. {}", i + 1, cat.name(h)),
                    format!("{} Highlight{tiring}", cat.colour(h)),
                ],
            );
            for (row, mode) in [Mode::Festival, Mode::Food].into_iter().enumerate() {
                if let Some(d) = t.linked(i, mode) {
                    let half = cat.half(d, mode);
                    card(
                        &mut out,
                        x,
                        30 + (row + 1) * (CARD + 6),
                        Some(half),
                        &[cat.name(d), format!("{half} {}", half_name(mode))],
                    );
                }
            }
        }
        let x = MARGIN + COLUMN * t.highlights().len();
        for (row, &c) in beside.iter().enumerate() {
            let y = 30 + row * (CARD + 6);
            if self.guardians(seat).contains(c) {
                let token = if self.flipped().contains(c) {
                    "flipped"
                } else {
                    "face up"
                };
                let lines = [cat.name(c), format!("{} Guardian, {token}", cat.colour(c))];
                card(&mut out, x, y, Some(cat.colour(c)), &lines);
            } else {
                let lines = [cat.name(c), format!("{} Shopping", cat.shop(c))];
                card(&mut out, x, y, None, &lines);
            }
        }
        for (k, line) in score.iter().enumerate() {
            let indent = if line.starts_with(' ') { 12 } else { 0 };
            let _ = write!(
                out,
                r#"<text x="{}" y="{}">{}</text>"#,
                MARGIN + indent,
                cards_bottom + 12 + 16 * k,
                xml_escape(line.trim_start())
            );
        }
        out.push_str("</svg>\n");
        out
    }
}
