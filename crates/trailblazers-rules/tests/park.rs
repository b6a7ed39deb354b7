//! The park on its own: the cells it reports and the footprints it offers,
//! against deliberately simple recomputations from the placements and the
//! placement rule.

use crate::common::{camp, lab, pieces, trail};
use std::collections::{BTreeMap, BTreeSet};
use trailblazers_rules::geometry::Cell;
use trailblazers_rules::{Park, Placement};

/// Parks of different shapes: a column of 24 cards south of the camp (the
/// tallest a park can grow), a row of 24 west of it, and a small park
/// whose cards cover one another and a camp beside.
fn parks() -> Vec<Vec<Placement>> {
    let ids = pieces();
    let column = std::iter::once(camp('h', 0, 0, 0))
        .chain((0..24).map(|i| trail(ids[i], 0, 2 + 2 * i as i8, 0)))
        .collect();
    let row = std::iter::once(camp('k', 0, 0, 0))
        .chain((0..24).map(|i| trail(ids[i], -2 - 2 * i as i8, 0, 90)))
        .collect();
    let covered = vec![
        camp('b', 0, 0, 0),
        trail(ids[0], 2, 0, 0),
        trail(ids[1], 2, 1, 90),
        trail(ids[2], 3, 0, 0),
        camp('h', 4, 1, 0),
        trail(ids[3], 0, -1, 90),
    ];
    vec![column, row, covered]
}

#[test]
fn cells_lists_every_covered_cell_with_the_face_on_top() {
    let cat = lab().catalogue();
    for placements in parks() {
        let park = Park::build(cat, &placements, true).unwrap();
        // Later cards lie on top: lay the faces in order.
        let mut expected = BTreeMap::new();
        for p in &placements {
            for &(cell, face) in p.footprint(cat).unwrap().cells() {
                expected.insert((cell.y, cell.x), face);
            }
        }
        let listed: BTreeMap<(i8, i8), u16> = park.cells().map(|(c, f)| ((c.y, c.x), f)).collect();
        assert_eq!(listed, expected);
        assert_eq!(park.cells().count(), park.covered_cells());
    }
}

#[test]
fn the_footprints_offered_are_exactly_the_placements_the_rule_allows() {
    // Every anchor within three cells of the park, upright and lying,
    // tried against the placement rule.
    let cat = lab().catalogue();
    let card = pieces()[30];
    for placements in parks() {
        let park = Park::build(cat, &placements, true).unwrap();
        let (lo, hi) = park.bounds().unwrap();
        let mut allowed = BTreeSet::new();
        for y in i16::from(lo.y) - 3..=i16::from(hi.y) + 3 {
            for x in i16::from(lo.x) - 3..=i16::from(hi.x) + 3 {
                for upright in [true, false] {
                    let at = Cell::new(x as i8, y as i8);
                    let p = trail(card, at.x, at.y, if upright { 0 } else { 90 });
                    if park.check(cat, &p, true).is_ok() {
                        allowed.insert((y, x, upright));
                    }
                }
            }
        }
        let mut offered = BTreeSet::new();
        park.for_each_trail_footprint(|at, upright| {
            assert!(
                offered.insert((i16::from(at.y), i16::from(at.x), upright)),
                "{at:?} offered twice"
            );
        });
        assert_eq!(offered, allowed, "{} cards", placements.len());
        assert!(allowed.len() > 20);
    }
}
