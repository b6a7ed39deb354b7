//! Card placement (L21–31): TB-T5, and the placement rules (TB-1, TB-3,
//! TB-9, TB-10, TB-25).

use crate::common::{SeatSpec, camp, card, load, position, trail};
use tabletop_core::events::TurnViolation;
use tabletop_core::{Game, GameConfig, RuleViolation, Seat};
use trailblazers_rules::geometry::Cell;
use trailblazers_rules::{
    CampCover, CampRotation, Placement, Rule, Trailblazers, TrailblazersConfig, Violation,
};

const GOALS: (&[&str], &[&str]) = (
    &["triple-crown", "long-haul"],
    &["metro-park", "grand-loop"],
);

fn config() -> TrailblazersConfig {
    TrailblazersConfig::for_players(2).unwrap()
}

/// Round 1, turn 1: seat 0 has its kayak camp at the origin and holds
/// `hand` (then other cards); seat 1 its hiking camp.
fn turn_one(config: &TrailblazersConfig, hand: &[u8]) -> Trailblazers {
    load(&position(
        config,
        1,
        "turn 1",
        &[
            SeatSpec {
                hand: hand.to_vec(),
                ..SeatSpec::park(vec![camp('k', 0, 0, 0)])
            },
            SeatSpec::park(vec![camp('h', 0, 0, 0)]),
        ],
        GOALS,
    ))
}

fn p(text: &str) -> Placement {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Refuses `text` for `seat`, checks the state is unchanged and that
/// `validate` agrees, and returns the violation.
fn refuse(g: &mut Trailblazers, seat: u8, text: &str) -> Violation {
    let before = g.clone();
    let err = g.apply_mut(Seat(seat), &p(text)).expect_err(text);
    assert_eq!(*g, before, "a refused {text} changed the state");
    assert_eq!(g.validate(Seat(seat), &p(text)), Err(err.clone()));
    let mut legal = Vec::new();
    g.legal_actions(Seat(seat), &mut legal);
    assert!(
        !legal.contains(&p(text)),
        "{text} is refused but enumerated"
    );
    err
}

fn accept(g: &mut Trailblazers, seat: u8, text: &str) {
    let mut legal = Vec::new();
    g.legal_actions(Seat(seat), &mut legal);
    assert!(
        legal.contains(&p(text)),
        "{text} is legal but not enumerated"
    );
    g.apply_mut(Seat(seat), &p(text))
        .unwrap_or_else(|e| panic!("{text} refused: {e}"));
}

fn number(id: u8) -> u16 {
    u16::from(id) + 1
}

#[test]
fn tb_t5_covering_a_camp_cell_is_illegal() {
    let c = card("crossroads", 'h', 'b');
    let mut g = turn_one(&config(), &[c]);
    // Upright at 0,-1: the lower cell would lie on the camp.
    let e = refuse(&mut g, 0, &format!("trail {} at 0,-1", number(c)));
    assert!(matches!(e, Violation::CoversCamp { .. }), "{e}");
    assert_eq!(e.rule(), Rule::CampsUncovered.text());
    let e = refuse(&mut g, 0, &format!("trail {} at 1,1 r90", number(c)));
    assert!(matches!(e, Violation::CoversCamp { .. }), "{e}");
}

#[test]
fn tb_t5_touching_only_at_a_corner_is_not_adjacent() {
    let c = card("crossroads", 'h', 'b');
    let mut g = turn_one(&config(), &[c]);
    // (2,2) meets the camp's south-east cell (1,1) at a corner only.
    let e = refuse(&mut g, 0, &format!("trail {} at 2,2", number(c)));
    assert!(matches!(e, Violation::NotTouching { .. }), "{e}");
    assert_eq!(e.rule(), Rule::Touching.text());
    // Far away: not adjacent either.
    let e = refuse(&mut g, 0, &format!("trail {} at 40,-40", number(c)));
    assert!(matches!(e, Violation::NotTouching { .. }), "{e}");
    // Sharing an edge with (1,1): legal.
    accept(&mut g, 0, &format!("trail {} at 2,1", number(c)));
}

#[test]
fn tb_t5_the_first_camp_starts_the_park_at_the_origin() {
    let mut g = Trailblazers::setup(config(), 3).unwrap();
    assert!(matches!(
        refuse(&mut g, 0, "camp hiking at 5,5"),
        Violation::FirstCampAtOrigin
    ));
    assert!(matches!(
        refuse(&mut g, 0, "camp hiking at 0,0 r90"),
        Violation::FirstCampAtOrigin
    ));
    let id = g.hand(Seat(0))[0];
    assert!(matches!(
        refuse(&mut g, 0, &format!("trail {} at 0,0", number(id))),
        Violation::CampFirst
    ));
    let mut legal = Vec::new();
    g.legal_actions(Seat(0), &mut legal);
    let texts: Vec<String> = legal.iter().map(ToString::to_string).collect();
    assert_eq!(
        texts,
        [
            "camp hiking at 0,0",
            "camp biking at 0,0",
            "camp kayaking at 0,0"
        ]
    );
    accept(&mut g, 0, "camp biking at 0,0");
}

/// Round 2's camp step: seat 0's park has its kayak camp and 6 trail
/// cards, one of them at 2,0 (cells 2,0 and 2,1).
fn round_two(config: &TrailblazersConfig) -> Trailblazers {
    let mut park = vec![camp('k', 0, 0, 0)];
    for (id, x) in (100..106).zip(2..) {
        park.push(trail(id, x, 0, 0));
    }
    let mut other = vec![camp('h', 0, 0, 0)];
    for (id, x) in (110..116).zip(2..) {
        other.push(trail(id, x, 0, 0));
    }
    load(&position(
        config,
        2,
        "camps",
        &[SeatSpec::park(park), SeatSpec::park(other)],
        GOALS,
    ))
}

#[test]
fn tb_t5_a_camp_in_round_2_may_cover_trails() {
    // TB-10, the literal text (L22-24): only camps are protected.
    let mut g = round_two(&config());
    accept(&mut g, 0, "camp hiking at 2,0");
    let park = g.park(Seat(0)).unwrap();
    assert!(park.is_camp_cell(Cell::new(2, 1)));
    assert_eq!(park.covered_cells(), 4 + 12);
}

#[test]
fn tb_10_a_camp_may_not_cover_trails_under_the_flag() {
    let mut g = round_two(&config().with_camp_cover(CampCover::Nothing));
    let e = refuse(&mut g, 0, "camp hiking at 2,0");
    assert!(matches!(e, Violation::CampCoversTrail { .. }), "{e}");
    assert_eq!(e.rule(), Rule::CampsCoverNothing.text());
    // Beside the trails it is fine.
    accept(&mut g, 0, "camp hiking at 2,2");
}

#[test]
fn tb_10_a_camp_never_covers_another_camp() {
    let mut g = round_two(&config());
    let e = refuse(&mut g, 0, "camp hiking at 1,1");
    assert!(matches!(e, Violation::CoversCamp { .. }), "{e}");
}

#[test]
fn tb_9_cards_may_overlap_trail_cards_partly_or_fully() {
    let (a, b, c) = (
        card("crossroads", 'h', 'b'),
        card("s-curve", 'b', 'b'),
        card("u-turn", 'k', 'k'),
    );
    let mut g = turn_one(&config(), &[a, b, c]);
    accept(&mut g, 0, &format!("trail {} at 2,0", number(a)));
    // The second card of the turn may cover the first (L20): fully here.
    accept(&mut g, 0, &format!("trail {} at 2,0", number(b)));
    let park = g.park(Seat(0)).unwrap();
    assert_eq!(park.covered_cells(), 6);
    assert_eq!(park.placements().len(), 3);
}

#[test]
fn tb_9_trails_need_not_connect_matching_types() {
    // L28: a kayak camp's exit may face a hiking trail.
    let a = card("two lanes", 'h', 'h');
    let mut g = turn_one(&config(), &[a]);
    accept(&mut g, 0, &format!("trail {} at 0,-1 r90", number(a)));
}

#[test]
fn cards_come_from_the_hand_and_camps_from_the_supply() {
    let a = card("crossroads", 'h', 'b');
    let mut g = turn_one(&config(), &[a]);
    let missing = (0..135u8)
        .find(|c| !g.hand(Seat(0)).contains(c) && *c != a)
        .unwrap();
    let e = refuse(&mut g, 0, &format!("trail {} at 2,0", number(missing)));
    assert_eq!(
        e,
        Violation::NotInHand {
            number: u16::from(missing) + 1
        }
    );
    let e = refuse(&mut g, 0, "trail 200 at 2,0");
    assert!(
        matches!(
            e,
            Violation::UnknownCard {
                number: 200,
                cards: 135
            }
        ),
        "{e}"
    );
    let e = refuse(&mut g, 0, "camp biking at 2,0");
    assert!(matches!(e, Violation::TrailsNow), "{e}");
    let mut r2 = round_two(&config());
    let e = refuse(&mut r2, 0, "camp kayaking at 2,2");
    assert!(matches!(e, Violation::CampNotInSupply { .. }), "{e}");
}

#[test]
fn tb_24_each_seat_places_two_cards_a_turn_then_waits() {
    let (a, b, c) = (
        card("crossroads", 'h', 'b'),
        card("s-curve", 'b', 'b'),
        card("u-turn", 'k', 'k'),
    );
    let mut g = turn_one(&config(), &[a, b, c]);
    accept(&mut g, 0, &format!("trail {} at 2,0", number(a)));
    accept(&mut g, 0, &format!("trail {} at 3,0", number(b)));
    let e = refuse(&mut g, 0, &format!("trail {} at 4,0", number(c)));
    assert!(
        matches!(e, Violation::Turn(TurnViolation::AlreadyDecided { .. })),
        "{e}"
    );
    assert!(e.to_string().contains("waiting for seat 1"));
    assert_eq!(e.rule(), Rule::Simultaneous.text());
    let e = refuse(&mut g, 5, &format!("trail {} at 4,0", number(c)));
    assert!(
        matches!(e, Violation::Turn(TurnViolation::NoSuchSeat { .. })),
        "{e}"
    );
    assert_eq!(e.rule(), Rule::Players.text());
}

#[test]
fn tb_24_other_parks_are_seen_as_they_stood_until_everyone_has_placed() {
    let (a, b) = (card("crossroads", 'h', 'b'), card("s-curve", 'b', 'b'));
    let mut g = turn_one(&config(), &[a, b]);
    let start = g.park(Seat(0)).unwrap().placements().to_vec();
    accept(&mut g, 0, &format!("trail {} at 2,0", number(a)));
    accept(&mut g, 0, &format!("trail {} at 3,0", number(b)));
    let own = g.view(Seat(0)).parks[0].clone();
    let rival = g.view(Seat(1)).parks[0].clone();
    let spectator = g.public_view().parks[0].clone();
    // Seat 0 sees its two secret cards; seat 1 and a spectator see the
    // park as it stood at the start of the turn, and that 2 cards lie
    // face down.
    assert_eq!(own.placements.len(), start.len() + 2);
    assert_eq!(rival.placements, start);
    assert_eq!(spectator, rival);
    assert_eq!(rival.placed_this_step, 2);
    // Seat 1 places its two cards: the turn ends and every view shows all.
    let mut legal = Vec::new();
    for _ in 0..2 {
        legal.clear();
        g.legal_actions(Seat(1), &mut legal);
        let first = legal[0];
        g.apply_mut(Seat(1), &first).unwrap();
    }
    let revealed = g.view(Seat(1)).parks[0].clone();
    assert_eq!(revealed.placements, own.placements);
    assert_eq!(revealed.placed_this_step, 0);
    assert_eq!(g.public_view().parks[1], g.view(Seat(0)).parks[1]);
}

#[test]
fn tb_3_a_rotation_that_shows_the_same_face_is_the_same_placement() {
    // TB-3, TB-25: an S-curve turned half way looks the same.
    let s = card("s-curve", 'h', 'k');
    let mut g = turn_one(&config(), &[s]);
    let e = refuse(&mut g, 0, &format!("trail {} at 2,0 r180", number(s)));
    match &e {
        Violation::SameFace { canonical, .. } => {
            assert_eq!(*canonical, format!("trail {} at 2,0", number(s)))
        }
        other => panic!("{other}"),
    }
    let mut legal = Vec::new();
    g.legal_actions(Seat(0), &mut legal);
    let at = |r: u16| {
        legal
            .iter()
            .filter(|a| {
                a.to_string()
                    .starts_with(&format!("trail {} at 2,0", number(s)))
            })
            .filter(|a| a.rotation.degrees() == r)
            .count()
    };
    assert_eq!((at(0), at(180)), (1, 0));
    // Camps: the hiking pinwheel has one face, biking two, kayaking four.
    let mut r2 = round_two(&config());
    for (turned, canonical) in [
        ("camp hiking at 2,2 r90", "camp hiking at 2,2"),
        ("camp biking at 2,2 r180", "camp biking at 2,2"),
        ("camp biking at 2,2 r270", "camp biking at 2,2 r90"),
    ] {
        assert_eq!(
            refuse(&mut r2, 0, turned),
            Violation::SameFace {
                placement: turned.into(),
                canonical: canonical.into()
            }
        );
    }
    accept(&mut r2, 0, "camp biking at 2,2 r90");
}

#[test]
fn tb_3_camps_keep_their_orientation_under_the_flag() {
    let mut g = round_two(&config().with_camp_rotation(CampRotation::Fixed));
    let e = refuse(&mut g, 0, "camp biking at 2,2 r90");
    assert!(matches!(e, Violation::CampTurned), "{e}");
    let mut legal = Vec::new();
    g.legal_actions(Seat(0), &mut legal);
    assert!(legal.iter().all(|a| a.rotation.degrees() == 0));
    accept(&mut g, 0, "camp biking at 2,2");
}

#[test]
fn tb_1_a_card_off_the_grid_is_refused_without_a_panic() {
    let a = card("crossroads", 'h', 'b');
    let mut g = turn_one(&config(), &[a]);
    let e = refuse(&mut g, 0, &format!("trail {} at 127,0 r90", number(a)));
    assert!(matches!(e, Violation::OffGrid { .. }), "{e}");
}

#[test]
fn tb_25_enumeration_lists_every_legal_placement_once() {
    let a = card("crossroads", 'h', 'b');
    let g = turn_one(&config(), &[a]);
    let mut legal = Vec::new();
    g.legal_actions(Seat(0), &mut legal);
    let mut sorted = legal.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), legal.len(), "no placement twice");
    // Every placement of a hand card on a box around the park, every
    // rotation: legal exactly when enumerated.
    let mut checked = 0;
    for &c in g.hand(Seat(0)) {
        for x in -4..=5 {
            for y in -4..=5 {
                for r in [0, 90, 180, 270] {
                    let q = p(&format!("trail {} at {x},{y} r{r}", number(c)));
                    assert_eq!(g.validate(Seat(0), &q).is_ok(), legal.contains(&q), "{q}");
                    checked += 1;
                }
            }
        }
    }
    assert_eq!(checked, 8 * 100 * 4);
    // A kayak camp alone: 12 cells touch it; 2-cell footprints over them.
    assert!(legal.len() > 8 * 20, "{}", legal.len());
}

#[test]
fn l17_a_park_holds_three_camps_and_twenty_four_trail_cards() {
    // L17: 4 rounds × 3 turns × 2 cards; play never offers a 28th card,
    // and a park built from a list of placements refuses it.
    let cat = crate::common::lab().catalogue();
    let mut lab = crate::common::Lab::new();
    lab.camp('h', 0, 0, 0)
        .camp('b', 2, 0, 0)
        .camp('k', -2, 0, 0)
        .blanks((-3, 0), 25);
    let placements = lab.next_park();
    assert_eq!(placements.len(), 28);
    let full = trailblazers_rules::Park::build(cat, &placements[..27], true).unwrap();
    assert_eq!(full.placements().len(), 27);
    assert_eq!(
        trailblazers_rules::Park::build(cat, &placements, true).unwrap_err(),
        (27, trailblazers_rules::park::PlacementFault::ParkFull)
    );
}

#[test]
fn tb_1_a_cell_far_beyond_the_park_is_never_taken_for_one_inside_it() {
    // The park is unbounded (TB-1); a cell 64 rows or columns away from a
    // covered one is empty, however far the park has grown: two parks of
    // a camp and two arms of 11 or 12 cards, reaching 23 cells south and
    // east of the camp, or 24 north and west.
    let cat = crate::common::lab().catalogue();
    let pieces = crate::common::pieces();
    let mut cards = pieces.iter().copied();
    let mut next = || cards.next().unwrap();
    let mut south_east = vec![camp('h', 0, 0, 0)];
    let mut north_west = south_east.clone();
    for i in 0..11i8 {
        south_east.push(trail(next(), 0, 2 + 2 * i, 0));
        south_east.push(trail(next(), 2 + 2 * i, 0, 90));
    }
    for i in 0..12i8 {
        north_west.push(trail(next(), 0, -2 - 2 * i, 0));
        north_west.push(trail(next(), -2 - 2 * i, 0, 90));
    }
    for (placements, ends) in [
        (south_east, [Cell::new(0, 23), Cell::new(23, 0)]),
        (north_west, [Cell::new(0, -24), Cell::new(-24, 0)]),
    ] {
        let park = trailblazers_rules::Park::build(cat, &placements, true).unwrap();
        for covered in [Cell::new(0, 0), Cell::new(1, 1), ends[0], ends[1]] {
            assert!(park.is_occupied(covered), "{covered:?}");
            for (dx, dy) in [(64, 0), (-64, 0), (0, 64), (0, -64)] {
                let (Some(x), Some(y)) = (covered.x.checked_add(dx), covered.y.checked_add(dy))
                else {
                    continue;
                };
                assert!(!park.is_occupied(Cell::new(x, y)), "({x}, {y})");
            }
        }
    }
}
