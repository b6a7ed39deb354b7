//! Goal cards (L32–36): TB-T4, TB-T6, TB-T7 and the goal rulings (TB-13 …
//! TB-15, TB-2).

use crate::common::{Lab, SeatSpec, lab_config, load, position};
use tabletop_core::{Game, Seat};
use trailblazers_rules::cards::Metric;
use trailblazers_rules::measure::{AreaMeasure, measure};
use trailblazers_rules::{Piece, Placement, Step, Trailblazers};

const ONE_LOOP: (&[&str], &[&str]) = (&["one-loop", "bridges"], &["long", "metro-park"]);

fn blanks(lab: &mut Lab, n: usize) -> Vec<Placement> {
    lab.camp('h', 0, 0, 0).blanks((0, 2), n);
    lab.next_park()
}

/// Splits off the last placement of a park (the card still to place) and
/// returns it with its card id.
fn last(park: &mut Vec<Placement>) -> (Placement, u8) {
    let p = park.pop().unwrap();
    match p.piece {
        Piece::Trail(id) => (p, id),
        Piece::Camp(_) => panic!("a camp"),
    }
}

/// Places a blank card of `seat`'s hand next to its park: somewhere legal
/// that touches no loop (west of the camps, in a fresh row).
fn place_anything(g: &mut Trailblazers, seat: u8) {
    let mut legal = Vec::new();
    g.legal_actions(Seat(seat), &mut legal);
    let cat = g.catalogue();
    let blank = legal
        .iter()
        .filter(|p| {
            matches!(p.piece, Piece::Trail(c) if cat.trail(c).is_some_and(|t| t.shape == "blank"))
        })
        .max_by_key(|p| (p.at.y, -i16::from(p.at.x)))
        .copied()
        .unwrap_or(legal[0]);
    g.apply_mut(Seat(seat), &blank).unwrap();
}

#[test]
fn tb_t4_breaking_a_loop_keeps_its_in_game_claim() {
    let mut lab = Lab::new();
    lab.camp('h', 0, 0, 0).path('h', (0, -1), 's', "n e s s");
    let mine = lab.next_park();
    let other = blanks(&mut lab, 4);
    let p = position(
        &lab_config(2),
        1,
        "turn 3",
        &[
            SeatSpec {
                claims: vec![("one-loop", 1)],
                hand: vec![lab.take("- / -")],
                ..SeatSpec::park(mine)
            },
            SeatSpec::park(other),
        ],
        ONE_LOOP,
    );
    let mut g = load(&p);
    assert_eq!(g.loops(Seat(0)).points(), 2);
    assert_eq!(g.score_line(Seat(0)).in_game[0], 6);
    // A blank card laid over (0,-1) (and (-1,-1)) breaks the loop.
    let blank = g.hand(Seat(0))[0];
    let cover: Placement = format!("trail {} at -1,-1 r90", blank + 1).parse().unwrap();
    let before = g.clone();
    g.apply_mut(Seat(0), &cover).unwrap();
    assert!(g.loops(Seat(0)).loops().is_empty());
    let said = g.narrate(
        &before,
        Seat(0),
        &cover,
        tabletop_core::Audience::Omniscient,
    );
    assert!(
        said[0].contains("breaks a hiking loop worth 2 points"),
        "{said:?}"
    );
    place_anything(&mut g, 0);
    place_anything(&mut g, 1);
    place_anything(&mut g, 1);
    // The turn is over: the player card stays (L34).
    assert_eq!(g.round(), 2);
    assert_eq!(g.in_game_claim(0, Seat(0)), Some(1));
    assert_eq!(g.score_line(Seat(0)).in_game[0], 6);
    assert_eq!(g.score_line(Seat(0)).loop_points(), 0);
}

#[test]
fn tb_t6_players_meeting_a_goal_on_the_same_turn_share_the_highest_slot() {
    // Round 1, turn 2: seats 0 and 1 each close a loop with their second
    // card; seat 2 does not.
    let mut lab = Lab::new();
    let mut closing = Vec::new();
    let mut seats = Vec::new();
    for _ in 0..2 {
        lab.camp('h', 0, 0, 0).path('h', (0, -1), 's', "n e s s");
        let mut park = lab.next_park();
        let (p, id) = last(&mut park);
        closing.push(p);
        seats.push(SeatSpec {
            placed: 1,
            hand: vec![id],
            ..SeatSpec::park(park)
        });
    }
    seats.push(SeatSpec {
        placed: 1,
        ..SeatSpec::park(blanks(&mut lab, 3))
    });
    let mut g = load(&position(&lab_config(3), 1, "turn 2", &seats, ONE_LOOP));
    g.apply_mut(Seat(0), &closing[0]).unwrap();
    g.apply_mut(Seat(1), &closing[1]).unwrap();
    // Not yet: goals are checked at the end of the turn.
    assert_eq!(g.in_game_claim(0, Seat(0)), None);
    place_anything(&mut g, 2);
    assert_eq!(g.step(), Step::Turn(3));
    assert_eq!(g.in_game_claim(0, Seat(0)), Some(1));
    assert_eq!(g.in_game_claim(0, Seat(1)), Some(1));
    assert_eq!(g.in_game_claim(0, Seat(2)), None);
    assert_eq!(g.score_line(Seat(0)).in_game[0], 6);
    assert_eq!(g.score_line(Seat(1)).in_game[0], 6);
    assert!(g.explain_goals()[0].contains("seat 0 1st (6), seat 1 1st (6)"));

    // Round 2, turn 1: seat 2 meets the goal too and takes the 2nd slot.
    let mut lab = Lab::new();
    let mut seats = Vec::new();
    for _ in 0..2 {
        lab.camp('h', 0, 0, 0)
            .path('h', (0, -1), 's', "n e s s")
            .camp('b', 2, 0, 0)
            .blanks((-1, 0), 2);
        seats.push(SeatSpec {
            claims: vec![("one-loop", 1)],
            ..SeatSpec::park(lab.next_park())
        });
    }
    lab.camp('h', 0, 0, 0)
        .camp('b', 2, 0, 0)
        .blanks((-1, 0), 4)
        .path('h', (0, -1), 's', "n e s s");
    let mut park = lab.next_park();
    let (p, id) = last(&mut park);
    seats.push(SeatSpec {
        placed: 1,
        hand: vec![id],
        ..SeatSpec::park(park)
    });
    let mut g = load(&position(&lab_config(3), 2, "turn 1", &seats, ONE_LOOP));
    g.apply_mut(Seat(2), &p).unwrap();
    for s in [0, 0, 1, 1] {
        place_anything(&mut g, s);
    }
    assert_eq!(g.step(), Step::Turn(2));
    assert_eq!(g.in_game_claim(0, Seat(2)), Some(2));
    assert_eq!(g.score_line(Seat(2)).in_game[0], 3);
    // The 3rd slot is still open.
    assert_eq!(g.in_game_claim(0, Seat(0)), Some(1));
}

#[test]
fn tb_14_no_one_claims_a_goal_whose_slots_are_full() {
    let mut lab = Lab::new();
    let mut seats = Vec::new();
    for slot in 1..=3 {
        lab.camp('h', 0, 0, 0)
            .path(
                'h',
                (0, -1),
                's',
                ["n e s s", "n1 e s s1", "n2 e s s2"][usize::from(slot) - 1],
            )
            .camp('b', 2, 0, 0)
            .blanks((-1, 0), 2);
        seats.push(SeatSpec {
            claims: vec![("one-loop", slot)],
            ..SeatSpec::park(lab.next_park())
        });
    }
    lab.camp('h', 0, 0, 0)
        .camp('b', 2, 0, 0)
        .blanks((-1, 0), 4)
        .path('h', (0, -1), 's', "n e s s");
    let mut park = lab.next_park();
    let (p, id) = last(&mut park);
    seats.push(SeatSpec {
        placed: 1,
        hand: vec![id],
        ..SeatSpec::park(park)
    });
    let mut g = load(&position(&lab_config(4), 2, "turn 1", &seats, ONE_LOOP));
    g.apply_mut(Seat(3), &p).unwrap();
    for s in [0, 0, 1, 1, 2, 2] {
        place_anything(&mut g, s);
    }
    assert_eq!(g.loops(Seat(3)).loops().len(), 1);
    assert_eq!(g.in_game_claim(0, Seat(3)), None);
}

#[test]
fn tb_13_one_turn_can_claim_both_in_game_goals() {
    // TB-13: a loop through two bridges meets One Loop and Bridges.
    let mut lab = Lab::new();
    lab.camp('h', 0, 0, 0)
        .crossing((0, -2), 'h', 'b', 's')
        .crossing((1, -2), 'h', 'b', 's')
        .path('h', (0, -1), 's', "n n e s s s");
    let mut park = lab.next_park();
    let (p, id) = last(&mut park);
    let other = blanks(&mut lab, 3);
    let mut g = load(&position(
        &lab_config(2),
        1,
        "turn 2",
        &[
            SeatSpec {
                placed: 1,
                hand: vec![id],
                ..SeatSpec::park(park)
            },
            SeatSpec {
                placed: 1,
                ..SeatSpec::park(other)
            },
        ],
        ONE_LOOP,
    ));
    g.apply_mut(Seat(0), &p).unwrap();
    place_anything(&mut g, 1);
    assert_eq!(g.in_game_claim(0, Seat(0)), Some(1));
    assert_eq!(g.in_game_claim(1, Seat(0)), Some(1));
    assert_eq!(g.score_line(Seat(0)).player_cards, 2);
}

#[test]
fn tb_14_a_loop_closed_by_a_camp_is_claimed_at_the_end_of_the_next_turn() {
    // TB-14: placing a camp is not a turn.
    let mut lab = Lab::new();
    lab.camp('h', 0, 0, 0)
        .stack((2, 0), 1)
        .path('b', (3, -1), 's', "e s")
        .blanks((-1, 0), 3);
    let mine = lab.next_park();
    lab.camp('h', 0, 0, 0).blanks((-1, 0), 6);
    let other = lab.next_park();
    let mut g = load(&position(
        &lab_config(2),
        2,
        "camps",
        &[SeatSpec::park(mine), SeatSpec::park(other)],
        ONE_LOOP,
    ));
    g.apply_mut(Seat(0), &"camp biking at 3,0".parse().unwrap())
        .unwrap();
    g.apply_mut(Seat(1), &"camp biking at 2,0".parse().unwrap())
        .unwrap();
    assert_eq!(g.step(), Step::Turn(1));
    assert_eq!(g.loops(Seat(0)).points(), 2);
    assert_eq!(g.in_game_claim(0, Seat(0)), None);
    for s in [0, 0, 1, 1] {
        place_anything(&mut g, s);
    }
    assert_eq!(g.in_game_claim(0, Seat(0)), Some(1));
}

/// A finished park of T7: a loop of type `t` laid by `moves` from the
/// camp's exit n0, and filler cards to make 24 trail cards.
fn finished(lab: &mut Lab, t: char, moves: &str) -> Vec<Placement> {
    // The loop's camp at the origin, the other two beside it.
    let others: Vec<char> = ['h', 'b', 'k'].into_iter().filter(|&c| c != t).collect();
    lab.camp(t, 0, 0, 0).path(t, (0, -1), 's', moves);
    let n = 24 - lab.trails();
    lab.camp(others[0], 2, 0, 0)
        .camp(others[1], -2, 0, 0)
        .blanks((-3, 0), n);
    lab.next_park()
}

/// A finished four-player game of T7 on the lab deck: each seat's park
/// holds one loop, `(type, moves)` as for [`finished`].
fn four_finished_parks(loops: [(char, &str); 4]) -> Trailblazers {
    let mut lab = Lab::new();
    let seats: Vec<SeatSpec> = loops
        .iter()
        .map(|&(t, m)| SeatSpec::park(finished(&mut lab, t, m)))
        .collect();
    load(&position(&lab_config(4), 4, "over", &seats, ONE_LOOP))
}

/// Each seat's best loop, in points.
fn best_loops(g: &Trailblazers) -> Vec<u16> {
    (0..4)
        .map(|s| {
            let set = g.loops(Seat(s));
            set.loops().iter().map(|l| l.points).max().unwrap_or(0)
        })
        .collect()
}

#[test]
fn tb_t7_end_game_ranks_are_dense_and_need_the_requirement() {
    // Best loops 10, 10, 8, 5 against Long (at least 6): 6, 6, 3, 0.
    let g = four_finished_parks([
        ('h', "n3 n2 e s s1 s2"),
        ('h', "n3 n2 e s s1 s2"),
        ('b', "n3 e s s3"),
        ('k', "n3 e s s0"),
    ]);
    let best = best_loops(&g);
    assert_eq!(best, [10, 10, 8, 5]);
    let slots = g.end_game_slots();
    assert_eq!(slots[0], [1, 1, 2, 0]);
    let points: Vec<u8> = (0..4).map(|s| g.score_line(Seat(s)).end_game[0]).collect();
    assert_eq!(points, [6, 6, 3, 0]);
    // Nobody's park is 32 cells or fewer: Metro Park goes to nobody.
    assert_eq!(slots[1], [0, 0, 0, 0]);
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.scores, vec![16, 16, 11, 5]);
    // Tied on points and on player cards (1 each): a shared victory.
    assert!(outcome.is_shared());
}

#[test]
fn tb_15_a_qualifier_ranked_past_the_last_slot_takes_no_slot() {
    // Best loops 10, 8, 7, 6 against Long (at least 6, three slots 6/3/1):
    // all four qualify, four distinct values, so the fourth has no slot.
    let g = four_finished_parks([
        ('h', "n3 n2 e s s1 s2"),
        ('b', "n3 e s s3"),
        ('k', "n3 e s s2"),
        ('b', "n3 e s s1"),
    ]);
    let best = best_loops(&g);
    assert_eq!(best, [10, 8, 7, 6]);
    assert_eq!(g.end_game_slots()[0], [1, 2, 3, 0]);
    let points: Vec<u8> = (0..4).map(|s| g.score_line(Seat(s)).end_game[0]).collect();
    assert_eq!(points, [6, 3, 1, 0]);
}

#[test]
fn tb_2_metro_park_measures_covered_cells_or_the_bounding_box() {
    // TB-2: an L of cards covers fewer cells than its bounding box.
    let mut lab = Lab::new();
    lab.camp('h', 0, 0, 0).blanks((-1, 0), 1).stack((-3, 1), 1);
    let placements = lab.next_park();
    let cat = crate::common::lab().catalogue();
    let park = trailblazers_rules::Park::build(cat, &placements, true).unwrap();
    let loops = trailblazers_rules::loops::find_loops(&park, cat);
    assert_eq!(
        measure(&Metric::Area, &park, &loops, AreaMeasure::CoveredCells),
        8
    );
    // x from -3 to 1, y from 0 to 1: 5 × 2.
    assert_eq!(
        measure(&Metric::Area, &park, &loops, AreaMeasure::BoundingBox),
        10
    );
}
