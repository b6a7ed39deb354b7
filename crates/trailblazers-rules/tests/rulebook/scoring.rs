//! Scoring loops (L39–43): TB-T1, TB-T2, TB-T3 and the loop rules (TB-4 …
//! TB-7).

use crate::common::{
    Lab, SeatSpec, camp, card, figure_eight, lab_config, load, park, position, trail,
};
use tabletop_core::{Audience, Game, GameConfig, Seat};
use trailblazers_rules::TrailblazersConfig;
use trailblazers_rules::cards::{MarkerKind, TrailType};
use trailblazers_rules::loops::find_loops;

fn reference(players: usize) -> TrailblazersConfig {
    TrailblazersConfig::for_players(players).unwrap()
}

/// A second park for a two-player position: a hiking camp and `n` trail
/// cards in a row, using reference cards #1 … (none of the figure eight's).
fn bystander(n: usize) -> Vec<trailblazers_rules::Placement> {
    let mut p = vec![camp('h', 0, 0, 0)];
    for i in 0..n {
        p.push(trail(i as u8, 2 + i as i8, 0, 0));
    }
    p
}

#[test]
fn tb_t1_a_kayak_loop_that_crosses_itself_counts_the_intersection_twice() {
    // Round 1, turn 3: seat 0 has laid 4 of the figure eight's cards and
    // places the fifth, which closes the loop.
    let mut cards = figure_eight();
    let closing = cards.pop().unwrap();
    let trailblazers_rules::Piece::Trail(id) = closing.piece else {
        unreachable!()
    };
    let p = position(
        &reference(2),
        1,
        "turn 3",
        &[
            SeatSpec {
                hand: vec![id],
                ..SeatSpec::park(cards)
            },
            SeatSpec::park(bystander(4)),
        ],
        (
            &["triple-crown", "long-haul"],
            &["metro-park", "grand-loop"],
        ),
    );
    let before = load(&p);
    assert!(before.loops(Seat(0)).loops().is_empty());
    let mut g = before.clone();
    g.apply_mut(Seat(0), &closing).unwrap();
    let loops = g.loops(Seat(0));
    assert_eq!(loops.loops().len(), 1);
    let l = loops.loops()[0];
    assert_eq!(
        (l.camp, l.points, l.self_crossings),
        (TrailType::Kayaking, 22, 1)
    );
    // 5 bends with 2 rapids each, 4 straights with 2 mud each, and the
    // intersection's 2 bridges passed twice (L41).
    assert_eq!(l.markers.get(MarkerKind::Rapids), 10);
    assert_eq!(l.markers.get(MarkerKind::Mud), 8);
    assert_eq!(l.markers.get(MarkerKind::Bridge), 4);
    assert_eq!(g.score_line(Seat(0)).loops, [0, 0, 22]);
    let said = g
        .narrate(&before, Seat(0), &closing, Audience::Seat(Seat(0)))
        .join("\n");
    assert!(
        said.contains("closes a kayaking loop worth 22 points"),
        "{said}"
    );
    let explained = g.explain_loops(Seat(0)).join("\n");
    assert!(explained.contains("crosses itself at 0,-2"), "{explained}");
}

#[test]
fn tb_t1_the_kayak_loop_worth_8_points() {
    // L42's example: a kayak loop from exit n0 up two cells, across and
    // back down to exit n1 — 2 straights and 2 bends, each carrying two
    // markers: 2 + 2 mud and 2 + 2 rapids.
    let p = park(&[
        camp('k', 0, 0, 0),
        // (0,-1) a straight, (0,-2) a south-east bend.
        trail(card("hook left", 'k', 'h'), 0, -2, 180),
        // (1,-1) a straight, (1,-2) a south-west bend.
        trail(card("hook right", 'k', 'h'), 1, -2, 180),
    ]);
    let loops = find_loops(&p, crate::common::deck());
    assert_eq!(loops.loops().len(), 1);
    let l = loops.loops()[0];
    assert_eq!((l.points, l.segments, l.self_crossings), (8, 4, 0));
    assert_eq!(l.markers.get(MarkerKind::Mud), 4);
    assert_eq!(l.markers.get(MarkerKind::Rapids), 4);
}

#[test]
fn tb_t1_covering_one_cell_of_the_loop_scores_nothing() {
    let mut cards = figure_eight();
    // A hiking straight now lies on the kayak loop's mud straight.
    cards.push(trail(card("two lanes", 'h', 'h'), 0, -1, 90));
    let p = park(&cards);
    assert_eq!(find_loops(&p, crate::common::deck()).points(), 0);
}

/// TB-T2: a hiking camp with two loops (9 and 7), a biking loop of 10, a
/// kayak trail that dead-ends: 16 / 10 / 0.
pub fn sixteen_ten_zero(lab: &mut Lab) -> Vec<trailblazers_rules::Placement> {
    lab.camp('h', 0, 0, 0)
        .path('h', (0, -1), 's', "n3 n3 e s s1 s")
        .path('h', (1, 2), 'n', "s2 w n n3")
        .camp('b', 2, 0, 0)
        .path('b', (2, -1), 's', "n3 n2 e s s0 s3")
        .camp('k', -2, 0, 0)
        .path('k', (-2, -1), 's', "n2");
    lab.next_park()
}

#[test]
fn tb_t2_16_hiking_10_biking_0_kayaking() {
    let mut lab = Lab::new();
    let mine = sixteen_ten_zero(&mut lab);
    assert_eq!(mine.len() - 3, 17);
    lab.camp('h', 0, 0, 0)
        .camp('b', 2, 0, 0)
        .camp('k', -2, 0, 0)
        .blanks((-3, 0), 16);
    let other = lab.next_park();
    let p = position(
        &lab_config(2),
        3,
        "turn 3",
        &[
            SeatSpec {
                placed: 1,
                ..SeatSpec::park(mine)
            },
            SeatSpec::park(other),
        ],
        (&["one-loop", "bridges"], &["long", "metro-park"]),
    );
    let g = load(&p);
    let line = g.score_line(Seat(0));
    assert_eq!(line.loops, [16, 10, 0]);
    assert_eq!(line.loop_points(), 26);
    let loops = g.loops(Seat(0));
    let hiking: Vec<u16> = loops
        .loops()
        .iter()
        .filter(|l| l.camp == TrailType::Hiking)
        .map(|l| l.points)
        .collect();
    assert_eq!(hiking, vec![9, 7], "two loops at one camp");
    assert_eq!(loops.count_of(TrailType::Kayaking), 0);
}

#[test]
fn tb_t3_a_crossing_shared_by_two_loops_counts_once_for_each() {
    let mut lab = Lab::new();
    // The hiking loop runs north–south through two crossings; the biking
    // loop, from a camp beside it, runs east–west through both.
    lab.camp('h', 0, 0, 0)
        .crossing((0, -2), 'h', 'b', 's')
        .crossing((1, -2), 'h', 'b', 's')
        .path('h', (0, -1), 's', "n n e s s s")
        .camp('b', 2, -2, 0)
        .path('b', (1, -2), 'e', "w w n n e e e s s");
    let mine = lab.next_park();
    assert_eq!(mine.len(), 2 + 11);
    lab.camp('h', 0, 0, 0).camp('b', 2, 0, 0).blanks((0, 2), 10);
    let other = lab.next_park();
    let p = position(
        &lab_config(2),
        2,
        "turn 3",
        &[
            SeatSpec {
                placed: 1,
                ..SeatSpec::park(mine)
            },
            SeatSpec::park(other),
        ],
        (&["one-loop", "bridges"], &["long", "metro-park"]),
    );
    let g = load(&p);
    let loops = g.loops(Seat(0));
    assert_eq!(loops.loops().len(), 2);
    for l in loops.loops() {
        // Each loop passes both bridges once.
        assert_eq!(l.markers.get(MarkerKind::Bridge), 2, "{l:?}");
        assert_eq!(l.self_crossings, 0);
    }
    assert_eq!(g.score_line(Seat(0)).loops, [4, 5, 0]);
}

#[test]
fn tb_4_a_loop_needs_one_type_all_the_way() {
    // L12, TB-4: the same U of trail with one hiking piece in a biking run.
    let mut lab = Lab::new();
    lab.camp('b', 0, 0, 0)
        .path('b', (0, -1), 's', "e")
        .path('h', (1, -1), 'w', "s");
    let mixed =
        trailblazers_rules::Park::build(crate::common::lab().catalogue(), &lab.next_park(), true)
            .unwrap();
    assert!(
        find_loops(&mixed, crate::common::lab().catalogue())
            .loops()
            .is_empty()
    );
    lab.camp('b', 0, 0, 0).path('b', (0, -1), 's', "e s");
    let same =
        trailblazers_rules::Park::build(crate::common::lab().catalogue(), &lab.next_park(), true)
            .unwrap();
    assert_eq!(
        find_loops(&same, crate::common::lab().catalogue()).points(),
        2
    );
}

#[test]
fn tb_6_a_trail_between_two_camps_is_no_loop() {
    // TB-6: a hiking trail from the hiking camp to the kayak camp's edge
    // scores nothing, and so does a trail ending at a camp's closed edge.
    let mut lab = Lab::new();
    lab.camp('h', 0, 0, 0)
        .path('h', (0, -1), 's', "e e e s")
        .camp('k', 3, 0, 0);
    let built =
        trailblazers_rules::Park::build(crate::common::lab().catalogue(), &lab.next_park(), true)
            .unwrap();
    assert!(
        find_loops(&built, crate::common::lab().catalogue())
            .loops()
            .is_empty()
    );
}

#[test]
fn tb_4_only_the_top_card_of_a_cell_counts() {
    // L22, TB-4: a loop, then the same cell covered by a card showing the
    // same trail: the loop is back, with the new card's markers.
    let mut lab = Lab::new();
    lab.camp('h', 0, 0, 0).path('h', (0, -1), 's', "n e s s");
    let first = lab.next_park();
    let cat = crate::common::lab().catalogue();
    let open = trailblazers_rules::Park::build(cat, &first, true).unwrap();
    assert_eq!(find_loops(&open, cat).points(), 2);
    let mut covered = first.clone();
    // Cover (0,-1) with a hiking straight carrying 3 mud.
    lab.piece((0, -1), 'w', 'h', "ns", 3);
    covered.extend(lab.next_park());
    let p = trailblazers_rules::Park::build(cat, &covered, true).unwrap();
    assert_eq!(find_loops(&p, cat).points(), 5);
}
