//! What a person looks at: the text map and the SVG picture of a park.

use crate::common::{deck, figure_eight, park};
use trailblazers_rules::map::text_map;
use trailblazers_rules::svg::park_svg;

/// A small well-formedness check: every tag closes in order, attributes are
/// quoted, and the document is one `<svg>` element.
fn well_formed(svg: &str) -> Result<usize, String> {
    let mut stack: Vec<String> = Vec::new();
    let mut elements = 0;
    let mut rest = svg.trim();
    if !rest.starts_with("<svg") {
        return Err("does not start with <svg".into());
    }
    while let Some(start) = rest.find('<') {
        let end = rest[start..].find('>').ok_or("an unclosed tag")? + start;
        let tag = &rest[start + 1..end];
        if let Some(name) = tag.strip_prefix('/') {
            let open = stack.pop().ok_or(format!("</{name}> closes nothing"))?;
            if open != name {
                return Err(format!("</{name}> closes <{open}>"));
            }
        } else {
            elements += 1;
            let name: String = tag
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric())
                .collect();
            if name.is_empty() {
                return Err(format!("a tag without a name: <{tag}>"));
            }
            if !tag.matches('"').count().is_multiple_of(2) {
                return Err(format!("unbalanced quotes in <{tag}>"));
            }
            if !tag.ends_with('/') {
                stack.push(name);
            }
        }
        let text = &rest[end + 1..];
        let next = text.find('<').unwrap_or(text.len());
        if text[..next].contains(['<', '>'])
            || (text[..next].contains('&') && !text[..next].contains(';'))
        {
            return Err("unescaped text".into());
        }
        rest = text;
        if stack.is_empty() && !rest.trim().is_empty() {
            return Err("content after the root element".into());
        }
    }
    if stack.is_empty() {
        Ok(elements)
    } else {
        Err(format!("unclosed: {stack:?}"))
    }
}

#[test]
fn the_svg_is_well_formed_and_shows_every_placed_card() {
    let p = park(&figure_eight());
    let svg = park_svg(&p, deck(), "seat 0's park");
    well_formed(&svg).unwrap_or_else(|e| panic!("{e}\n{svg}"));
    assert_eq!(
        svg.matches(r#"<g class="card""#).count(),
        p.placements().len()
    );
    for placement in p.placements() {
        assert!(
            svg.contains(&format!(r#"data-placement="{placement}""#)),
            "{placement}"
        );
    }
    // The loop is outlined with its points; the kayak camp's 4 exits shown.
    assert_eq!(svg.matches(r#"<g class="loop""#).count(), 1);
    assert!(svg.contains(">22 points</text>"));
    assert_eq!(svg.matches(r#"class="exit""#).count(), 4);
    // Cells are 35 mm: 3 columns (105 mm) and the margins are narrower than
    // the legend (120 mm and the 14-mm row numbers).
    assert!(svg.contains("width=\"134mm\""));
}

#[test]
fn the_svg_can_be_matched_with_the_cards_on_the_table() {
    let p = park(&figure_eight());
    let svg = park_svg(&p, deck(), "seat 0's park");
    // Every card is outlined whole (a trail card's two cells, a camp's 2×2)
    // and a trail card shows its number.
    assert_eq!(
        svg.matches(r#"class="outline""#).count(),
        p.placements().len()
    );
    for placement in p.placements() {
        if let trailblazers_rules::Piece::Trail(c) = placement.piece {
            assert!(svg.contains(r#"class="number""#));
            assert!(
                svg.contains(&format!(">#{}</text>", u16::from(c) + 1)),
                "{placement}"
            );
        }
    }
    // The columns and rows carry the notation's coordinates.
    let (min, max) = p.bounds().unwrap();
    for x in min.x..=max.x {
        assert!(svg.contains(&format!(
            r##"text-anchor="middle" font-family="sans-serif" fill="#555">{x}</text>"##
        )));
    }
    for y in min.y..=max.y {
        assert!(svg.contains(&format!(
            r##"text-anchor="end" font-family="sans-serif" fill="#555">{y}</text>"##
        )));
    }
    // A legend names the trail types and every marker symbol.
    assert!(svg.contains(r#"<g class="legend">"#));
    for words in [
        "hiking trail",
        "biking trail",
        "kayaking trail",
        "camp exit",
    ] {
        assert!(svg.contains(words), "{words}");
    }
    for k in trailblazers_rules::cards::MarkerKind::ALL {
        assert!(svg.contains(&format!(">{k} (1 point)</text>")), "{k}");
    }
    // Real plurals: "22 loop points", never "point(s)".
    assert!(svg.contains("— 22 loop points</text>"));
    assert!(!svg.contains("(s)"));
}

#[test]
fn the_checker_refuses_broken_documents() {
    assert!(well_formed("<svg><g></svg>").is_err());
    assert!(well_formed("<svg a=\"1></svg>").is_err());
    assert!(well_formed("<svg></svg><svg></svg>").is_err());
    assert!(well_formed("<svg><text>a < b</text></svg>").is_err());
    assert_eq!(well_formed("<svg><g><rect/></g></svg>"), Ok(3));
}

#[test]
fn the_text_map_of_the_figure_eight() {
    let p = park(&figure_eight());
    insta::assert_snapshot!(text_map(&p, deck()));
}

#[test]
fn an_empty_park_draws_as_empty() {
    let p = park(&[]);
    assert_eq!(text_map(&p, deck()), "(empty park)\n");
    assert!(well_formed(&park_svg(&p, deck(), "empty")).is_ok());
}
