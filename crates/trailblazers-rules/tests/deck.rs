//! The reference deck is the recipe the rulings state, and the validator
//! refuses decks that break the rulebook's constraints.

use crate::common::{card, deck};
use trailblazers_rules::cards::{
    Catalogue, DeckData, GoalKind, MarkerKind, SoloChallenge, TrailFace, TrailType,
};
use trailblazers_rules::geometry::Rotation;

/// The recipe: 15 shapes, each printed in all 9 ordered pairs of trail
/// types (P, Q). `P`/`Q` stand for the types' letters; `BP`/`BQ` for the
/// two bend markers of the type (rocks, berms, rapids); `M` for the two mud
/// markers of a straight; `X` for the intersection's two markers (bridges
/// where a kayak trail crosses, else tunnels).
const RECIPE: [(&str, &str); 15] = [
    ("crossroads", "ns:P+M / ns:P+M ew:Q+M *X"),
    ("double crossing", "ns:P+M ew:Q+M *X / ns:P+M ew:Q+M *X"),
    ("s-curve", "sw:P+BP ne:Q+BQ / ne:P+BP sw:Q+BQ"),
    ("z-curve", "es:P+BP nw:Q+BQ / nw:P+BP es:Q+BQ"),
    ("u-turn", "es:P+BP nw:Q+BQ / ne:P+BP sw:Q+BQ"),
    ("hook right", "ns:P+M / ne:P+BP sw:Q+BQ"),
    ("hook left", "ns:P+M / nw:P+BP es:Q+BQ"),
    ("crossing hook right", "ns:P+M ew:Q+M *X / ne:P+BP sw:Q+BQ"),
    ("crossing hook left", "ns:P+M ew:Q+M *X / nw:P+BP es:Q+BQ"),
    ("corners apart", "ne:P+BP / sw:Q+BQ"),
    ("corners facing", "nw:P+BP / es:Q+BQ"),
    ("corners east", "ne:P+BP / es:Q+BQ"),
    ("bend and lane", "ne:P+BP / ew:Q+M"),
    ("bend and lane left", "nw:P+BP / ew:Q+M"),
    ("two lanes", "ew:P+M / ew:Q+M"),
];

#[test]
fn the_reference_deck_is_15_shapes_in_all_9_pairs_of_types() {
    let cat = deck();
    assert!(cat.is_reference());
    assert_eq!(cat.trail_count(), 135);
    let bend = |t: char| match t {
        'h' => "rock+rock",
        'b' => "berm+berm",
        _ => "rapids+rapids",
    };
    let mut i = 0;
    for (shape, pattern) in RECIPE {
        for p in ['h', 'b', 'k'] {
            for q in ['h', 'b', 'k'] {
                let x = if p == 'k' || q == 'k' {
                    "bridge+bridge"
                } else {
                    "tunnel+tunnel"
                };
                let text = pattern
                    .replace("+M", "+mud+mud")
                    .replace("BP", bend(p))
                    .replace("BQ", bend(q))
                    .replace("*X", &format!("*{x}"))
                    .replace(":P", &format!(":{p}"))
                    .replace(":Q", &format!(":{q}"));
                let expected: TrailFace = text.parse().unwrap();
                let card = &cat.data().trails[i];
                assert_eq!(card.shape, shape, "card #{}", i + 1);
                assert_eq!(card.face, expected, "card #{} ({shape}, {p}{q})", i + 1);
                i += 1;
            }
        }
    }
    assert_eq!(i, 135);
}

#[test]
fn the_deck_is_balanced_by_type_and_states_its_totals() {
    let s = deck().summary();
    assert_eq!(s.cards, 135);
    for t in TrailType::ALL {
        assert_eq!(s.segments[&t], 135, "{t}");
    }
    assert_eq!(s.bends, 252);
    assert_eq!(s.straights, 153);
    assert_eq!(s.intersections, 45);
    let m = |k| s.markers[&k];
    // Two markers per bend, by the bend's type: 252 bends, 84 of each type.
    assert_eq!(m(MarkerKind::Rock), 2 * 84);
    assert_eq!(m(MarkerKind::Berm), 2 * 84);
    assert_eq!(m(MarkerKind::Rapids), 2 * 84);
    // Intersections: two bridges where a kayak trail crosses (25 of the 45:
    // 5 of the 9 type pairs on 5 of the 9 intersections per pair), else two
    // tunnels.
    assert_eq!(m(MarkerKind::Bridge) + m(MarkerKind::Tunnel), 2 * 45);
    assert_eq!(m(MarkerKind::Bridge), 2 * 25);
    // Two mud on every straight.
    assert_eq!(m(MarkerKind::Mud), 2 * 153);
    assert_eq!(deck().data().summary.as_ref(), Some(&s));
}

#[test]
fn every_bend_and_intersection_carries_a_marker() {
    for (i, c) in deck().data().trails.iter().enumerate() {
        for cell in &c.face.cells {
            for seg in &cell.segments {
                assert!(
                    seg.is_straight() || !seg.markers.is_empty(),
                    "card #{}",
                    i + 1
                );
            }
            assert_eq!(
                cell.is_crossing(),
                !cell.crossing.is_empty(),
                "card #{}",
                i + 1
            );
        }
    }
}

#[test]
fn symmetric_faces_have_fewer_distinct_rotations() {
    let cat = deck();
    let distinct = |id| {
        Rotation::ALL
            .iter()
            .filter(|&&r| cat.is_distinct_trail_rotation(id, r))
            .count()
    };
    // An S-curve looks the same turned half way round, whatever its types.
    assert_eq!(distinct(card("s-curve", 'h', 'k')), 2);
    assert_eq!(distinct(card("double crossing", 'b', 'k')), 2);
    // Corners apart only when both trails have one type.
    assert_eq!(distinct(card("corners apart", 'k', 'k')), 2);
    assert_eq!(distinct(card("corners apart", 'k', 'h')), 4);
    assert_eq!(distinct(card("u-turn", 'h', 'h')), 4);
    assert_eq!(
        cat.canonical_trail_rotation(card("s-curve", 'h', 'k'), Rotation::R270),
        Rotation::R90
    );
    // Camps: the hiking pinwheel has one face, biking two, kayaking four.
    let camp = |t| {
        Rotation::ALL
            .iter()
            .filter(|&&r| cat.is_distinct_camp_rotation(t, r))
            .count()
    };
    assert_eq!(camp(TrailType::Hiking), 1);
    assert_eq!(camp(TrailType::Biking), 2);
    assert_eq!(camp(TrailType::Kayaking), 4);
    assert_eq!(
        cat.canonical_camp_rotation(TrailType::Biking, Rotation::R270),
        Rotation::R90
    );
}

#[test]
fn goals_and_the_solo_card_are_complete() {
    let cat = deck();
    assert_eq!(cat.goals(GoalKind::InGame).len(), 6);
    assert_eq!(cat.goals(GoalKind::EndGame).len(), 6);
    let metro = &cat.goals(GoalKind::EndGame)[cat.find_goal("metro-park").unwrap().1];
    assert_eq!(metro.name, "Metro Park");
    assert!(metro.meets(32) && !metro.meets(33));
    let solo = cat.solo_card();
    assert_eq!(solo.len(), 21);
    for target in [30, 40, 50] {
        assert!(solo.contains(&SoloChallenge::Tenderfoot { target }));
    }
    for kind in [GoalKind::InGame, GoalKind::EndGame] {
        for g in cat.goals(kind) {
            assert!(
                solo.contains(&SoloChallenge::Voyager {
                    goal: g.key.clone()
                }),
                "{}",
                g.key
            );
            assert_eq!(g.slots, vec![6, 3, 1]);
        }
    }
}

fn reference_data() -> DeckData {
    deck().data().clone()
}

fn refused(data: DeckData) -> String {
    Catalogue::new(data).unwrap_err().to_string()
}

#[test]
fn the_validator_refuses_broken_decks() {
    let mut d = reference_data();
    d.trails[4].face = "ne:h / -".parse().unwrap();
    let e = refused(d);
    assert!(
        e.contains("trail card #5") && e.contains("no marker"),
        "{e}"
    );

    let mut d = reference_data();
    d.trails[0].face = "ns:h+mud / ns:k".parse().unwrap();
    assert!(refused(d).contains("do not line up"));

    let mut d = reference_data();
    d.camps[1].trail = TrailType::Hiking;
    assert!(refused(d).contains("two camps have this type"));

    let mut d = reference_data();
    d.camps[0].exits.truncate(1);
    assert!(refused(d).contains("at least 2"));

    let mut d = reference_data();
    d.end_game_goals[2].key = "triple-crown".into();
    assert!(refused(d).contains("two goals have this key"));

    let mut d = reference_data();
    d.solo_card.push("voyager:nowhere".parse().unwrap());
    assert!(refused(d).contains("no goal has the key"));

    let mut d = reference_data();
    d.solo_card
        .push("blazer:metro-park+long-haul".parse().unwrap());
    assert!(refused(d).contains("not an In-Game goal"));

    let mut d = reference_data();
    d.trails.pop();
    assert!(refused(d).contains("declared totals do not match"));

    let mut d = reference_data();
    d.summary = None;
    d.trails.truncate(100);
    assert_eq!(Catalogue::new(d).unwrap().trail_count(), 100);

    let mut d = reference_data();
    d.trails.clear();
    d.summary = None;
    assert!(refused(d).contains("1 to 255"));
}

#[test]
fn a_deck_file_round_trips_through_json() {
    let d = reference_data();
    let json = serde_json::to_string(&d).unwrap();
    let back: DeckData = serde_json::from_str(&json).unwrap();
    assert_eq!(back, d);
    assert!(serde_json::from_str::<DeckData>(r#"{"name": "x"}"#).is_err());
}
