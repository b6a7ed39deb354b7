//! The loop finder on its own: walks from camp exits, loops closed and
//! broken, markers counted (the rulebook's scoring scenarios are in
//! `rulebook::scoring`).

use crate::common::{camp, card, deck, figure_eight, park, trail};
use trailblazers_rules::cards::{MarkerKind, TrailType};
use trailblazers_rules::geometry::{Cell, Port};
use trailblazers_rules::loops::{WalkEnd, camp_exits, find_loops, trace, walk};

#[test]
fn a_lone_camp_has_no_loop() {
    let p = park(&[camp('k', 0, 0, 0)]);
    assert!(find_loops(&p, deck()).loops().is_empty());
    let exits: Vec<_> = camp_exits(
        deck(),
        TrailType::Kayaking,
        Cell::new(0, 0),
        Default::default(),
    )
    .collect();
    assert_eq!(
        exits,
        vec![
            (Cell::new(0, 0), Port::N),
            (Cell::new(1, 0), Port::N),
            (Cell::new(1, 0), Port::E),
            (Cell::new(0, 0), Port::W),
        ]
    );
}

#[test]
fn a_u_turn_over_two_exits_is_a_two_point_loop() {
    let p = park(&[
        camp('k', 0, 0, 0),
        trail(card("u-turn", 'k', 'h'), 0, -1, 90),
    ]);
    let loops = find_loops(&p, deck());
    assert_eq!(loops.loops().len(), 1);
    let l = loops.loops()[0];
    assert_eq!(
        (l.camp, l.exits, l.points, l.segments),
        (TrailType::Kayaking, (0, 1), 2, 2)
    );
    assert_eq!(l.markers.get(MarkerKind::Rapids), 2);
}

#[test]
fn the_same_card_of_another_type_closes_nothing() {
    let p = park(&[
        camp('k', 0, 0, 0),
        trail(card("u-turn", 'h', 'k'), 0, -1, 90),
    ]);
    assert!(find_loops(&p, deck()).loops().is_empty());
}

#[test]
fn a_walk_reports_an_open_end_and_a_blocked_end() {
    // A kayak straight north of exit n0, open at its far end.
    let p = park(&[
        camp('k', 0, 0, 0),
        trail(card("crossroads", 'k', 'h'), 0, -2, 0),
    ]);
    let w = walk(
        &p,
        deck(),
        TrailType::Kayaking,
        Cell::new(0, 0),
        Port::N,
        |_, _, _| {},
    );
    assert_eq!(w.end, WalkEnd::Open(Cell::new(0, -3)));
    assert_eq!((w.points, w.segments), (2, 2));
    // The hiking camp's exit meets the kayak trail: blocked at once.
    let p = park(&[
        camp('h', 0, 0, 0),
        trail(card("crossroads", 'k', 'h'), 0, -2, 0),
    ]);
    let w = walk(
        &p,
        deck(),
        TrailType::Hiking,
        Cell::new(0, 0),
        Port::N,
        |_, _, _| {},
    );
    assert_eq!((w.end, w.points), (WalkEnd::Blocked, 0));
}

#[test]
fn the_figure_eight_is_traced_cell_by_cell() {
    let p = park(&figure_eight());
    let loops = find_loops(&p, deck());
    assert_eq!(loops.loops().len(), 1);
    let l = &loops.loops()[0];
    assert_eq!((l.points, l.self_crossings, l.exits), (8, 1, (0, 3)));
    let cells: Vec<(i8, i8)> = trace(&p, deck(), l)
        .iter()
        .map(|(c, _, _)| (c.x, c.y))
        .collect();
    assert_eq!(
        cells,
        vec![
            (0, -1),
            (0, -2),
            (0, -3),
            (1, -3),
            (1, -2),
            (0, -2),
            (-1, -2),
            (-1, -1),
            (-1, 0)
        ]
    );
}
