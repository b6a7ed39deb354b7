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
fn a_u_turn_over_two_exits_is_a_loop_of_two_bends_worth_4() {
    let p = park(&[
        camp('k', 0, 0, 0),
        trail(card("u-turn", 'k', 'h'), 0, -1, 90),
    ]);
    let loops = find_loops(&p, deck());
    assert_eq!(loops.loops().len(), 1);
    let l = loops.loops()[0];
    assert_eq!(
        (l.camp, l.exits, l.points, l.segments),
        (TrailType::Kayaking, (0, 1), 4, 2)
    );
    // Each kayak bend carries two rapids.
    assert_eq!(l.markers.get(MarkerKind::Rapids), 4);
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
    // The crossing's straight (2 mud, 2 bridges), then the top straight (2 mud).
    assert_eq!((w.points, w.segments), (6, 2));
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
    // 5 bends (2 rapids each), 4 straights (2 mud each) and the
    // kayak×kayak intersection's 2 bridges passed twice: 10 + 8 + 2 × 2.
    assert_eq!((l.points, l.self_crossings, l.exits), (22, 1, (0, 3)));
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

#[test]
fn a_loop_through_more_than_32_intersections_still_counts_its_second_passes() {
    // A kayak loop from the camp's exit s1 east along row 2 through 17
    // intersections, a u-turn, back west along row 3 through 17 more, then
    // north through the first column's two again, into exit s0: 34 distinct
    // intersections, the 34th and the 1st passed twice. Double crossings
    // (both halves an intersection) make it fit in 21 trail cards.
    let mut data = crate::common::lab_data();
    data.trails.clear();
    // The loop finder walks from the first exit listed: s1, so that the
    // second passes come after the 32nd intersection.
    data.camps[2] = serde_json::from_value(serde_json::json!(
        {"type": "kayaking", "exits": ["s1", "s0", "n0", "n1"]}
    ))
    .unwrap();
    let faces = [
        ("double crossing", "ns:k ew:k *bridge / ns:k ew:k *bridge"),
        ("u-turn", "sw:k+rapids / nw:k+rapids"),
        ("corners apart", "ne:k+rapids / es:k+rapids"),
        ("piece", "ne:k+rapids / -"),
        ("piece", "nw:k+rapids / -"),
    ];
    for (shape, face) in faces {
        for _ in 0..17 {
            data.trails.push(trailblazers_rules::cards::TrailCardData {
                shape: shape.into(),
                face: face.parse().unwrap(),
            });
        }
    }
    let lab = trailblazers_rules::Deck::custom(data).unwrap();
    let cat = lab.catalogue();
    let kind = |k: u8, n: u8| 17 * k + n;
    let mut placements = vec![camp('k', 0, 0, 0), trail(kind(2, 0), 0, 2, 0)];
    for x in 1..=17i8 {
        placements.push(trail(kind(0, x as u8 - 1), x, 2, 0));
    }
    placements.push(trail(kind(1, 0), 18, 2, 0));
    placements.push(trail(kind(3, 0), 0, 4, 0));
    placements.push(trail(kind(4, 0), 1, 4, 0));
    let park = trailblazers_rules::Park::build(cat, &placements, true).unwrap();
    let set = find_loops(&park, cat);
    let [kayak] = set.loops() else {
        panic!("one loop expected: {:?}", set.loops());
    };
    assert_eq!(kayak.camp, TrailType::Kayaking);
    // 1 + 17 + 2 + 17 + 3 cells, and the two intersections passed again.
    assert_eq!(kayak.segments, 42);
    assert_eq!(kayak.self_crossings, 2);
}
