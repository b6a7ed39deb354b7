//! Property tests: a park's loop score does not depend on where the park
//! lies or which way it faces; covering cells no loop uses leaves every
//! loop's score; legality agrees with enumeration; the random draw is the
//! pick from the legal list; the legal ids the research surface names
//! directly are those of the legal actions; positions round-trip.
//! The last three draw their configuration from [`crate::configs::every_flag`].

use proptest::prelude::*;
use std::collections::{BTreeMap, BTreeSet};
use tabletop_core::bot::next_seat;
use tabletop_core::testing::check_random_draws;
use tabletop_core::{
    ActionId, Bot, Game, GameConfig, GameRng, RandomBot, Research, Seat, Steps, play_silently,
};
use trailblazers_rules::geometry::{Cell, Rotation};
use trailblazers_rules::loops::{find_loops, trace};
use trailblazers_rules::{Park, Piece, Placement, Trailblazers, TrailblazersConfig};

/// Plays `steps` random legal actions (fewer if the game ends first).
fn random_prefix(players: usize, seed: u64, steps: usize) -> Trailblazers {
    random_prefix_of(
        TrailblazersConfig::for_players(players).unwrap(),
        seed,
        steps,
    )
}

/// Configuration `which` of [`crate::configs::every_flag`] (modulo): 2-4
/// players under every flag combination, every solo challenge, each solo
/// flag alone.
fn config(which: usize) -> TrailblazersConfig {
    let all = crate::configs::every_flag();
    all[which % all.len()].1.clone()
}

/// Plays `steps` random legal actions of a game of `config`.
fn random_prefix_of(config: TrailblazersConfig, seed: u64, steps: usize) -> Trailblazers {
    let mut g = Trailblazers::setup(config, seed).unwrap();
    let mut rng = GameRng::new(seed ^ 0xABCD);
    let mut legal = Vec::new();
    for _ in 0..steps {
        let Some(seat) = next_seat(&g) else { break };
        legal.clear();
        g.legal_actions(seat, &mut legal);
        let a = legal[rng.index(legal.len())];
        g.apply_mut(seat, &a).unwrap();
    }
    g
}

/// The same placement with the whole park turned a quarter clockwise
/// about the origin and moved by (dx, dy).
fn moved(
    p: &Placement,
    cat: &trailblazers_rules::cards::Catalogue,
    quarters: u8,
    dx: i8,
    dy: i8,
) -> Placement {
    let fp = p.footprint(cat).unwrap();
    let turn = |c: Cell| -> (i16, i16) {
        let (mut x, mut y) = (i16::from(c.x), i16::from(c.y));
        for _ in 0..quarters {
            (x, y) = (-y, x);
        }
        (x + i16::from(dx), y + i16::from(dy))
    };
    let cells: Vec<(i16, i16)> = fp.cells().iter().map(|&(c, _)| turn(c)).collect();
    let x = cells.iter().map(|c| c.0).min().unwrap();
    let y = cells.iter().map(|c| c.1).min().unwrap();
    Placement {
        piece: p.piece,
        at: Cell::new(x as i8, y as i8),
        rotation: p.rotation.then(Rotation::from_quarters(quarters)),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn loop_scores_do_not_depend_on_turning_or_moving_the_park(
        seed in any::<u64>(), steps in 0usize..120, quarters in 0u8..4, dx in -9i8..10, dy in -9i8..10,
    ) {
        let g = random_prefix(2, seed, steps);
        let cat = g.catalogue();
        for s in 0..2 {
            let park = g.park(Seat(s)).unwrap();
            let mut other = Park::new();
            for p in park.placements() {
                other.place(cat, &moved(p, cat, quarters, dx, dy));
            }
            let (a, b) = (find_loops(park, cat), find_loops(&other, cat));
            prop_assert_eq!(a.points(), b.points());
            let mut pa: Vec<u16> = a.loops().iter().map(|l| l.points).collect();
            let mut pb: Vec<u16> = b.loops().iter().map(|l| l.points).collect();
            pa.sort_unstable();
            pb.sort_unstable();
            prop_assert_eq!(pa, pb);
            prop_assert_eq!(park.covered_cells(), other.covered_cells());
        }
    }

    #[test]
    fn covering_cells_no_loop_uses_leaves_every_loop(
        seed in any::<u64>(), steps in 40usize..216, card in 0u8..135, pick in any::<u64>(),
    ) {
        let g = random_prefix(1, seed, steps);
        let cat = g.catalogue();
        let park = g.park(Seat(0)).unwrap();
        let before = find_loops(park, cat);
        let mut used: Vec<Cell> = Vec::new();
        for l in before.loops() {
            used.extend(trace(park, cat, l).iter().map(|(c, _, _)| *c));
        }
        // Footprints next to or on the park that avoid loop cells and camps.
        let mut spots = Vec::new();
        park.for_each_trail_footprint(|at, upright| spots.push((at, upright)));
        let fits: Vec<Placement> = spots
            .iter()
            .map(|&(at, upright)| Placement {
                piece: Piece::Trail(card),
                at,
                rotation: if upright { Rotation::R0 } else { Rotation::R90 },
            })
            .filter(|p| p.footprint(cat).unwrap().cells().iter().all(|(c, _)| !used.contains(c)))
            .collect();
        prop_assume!(!fits.is_empty());
        let p = fits[(pick % fits.len() as u64) as usize];
        let mut after = park.clone();
        after.place(cat, &p);
        let now = find_loops(&after, cat);
        for l in before.loops() {
            prop_assert!(
                now.loops().iter().any(|m| m.camp == l.camp && m.exits == l.exits && m.points == l.points),
                "{:?} changed after {}", l, p
            );
        }
    }

    #[test]
    fn legality_agrees_with_enumeration(
        which in 0usize..1000, seed in any::<u64>(), steps in 0usize..110, probes in any::<u64>(),
    ) {
        let config = config(which);
        let players = config.players();
        let g = random_prefix_of(config, seed, steps);
        let cat = g.catalogue();
        let mut rng = GameRng::new(probes);
        let mut legal = Vec::new();
        for s in 0..(players as u8 + 1) {
            let seat = Seat(s);
            legal.clear();
            g.legal_actions(seat, &mut legal);
            for a in &legal {
                prop_assert!(g.validate(seat, a).is_ok(), "{} enumerated but refused", a);
            }
            let hand = g.hand(seat).to_vec();
            for _ in 0..200 {
                let piece = match rng.index(4) {
                    0 => Piece::Camp(trailblazers_rules::cards::TrailType::ALL[rng.index(3)]),
                    1 => Piece::Trail(rng.index(cat.trail_count() + 3) as u8),
                    _ if !hand.is_empty() => Piece::Trail(hand[rng.index(hand.len())]),
                    _ => Piece::Trail(0),
                };
                let a = Placement {
                    piece,
                    at: Cell::new(rng.index(24) as i8 - 12, rng.index(24) as i8 - 12),
                    rotation: Rotation::from_quarters(rng.index(4) as u8),
                };
                let ok = g.validate(seat, &a).is_ok();
                prop_assert_eq!(ok, legal.contains(&a), "seat {} action {}", s, a);
                if !ok {
                    let mut copy = g.clone();
                    prop_assert!(copy.apply_mut(seat, &a).is_err());
                    prop_assert_eq!(&copy, &g);
                }
            }
        }
    }

    #[test]
    fn the_compact_list_is_the_enumeration(
        which in 0usize..1000, seed in any::<u64>(), steps in 0usize..110, probes in any::<u64>(),
    ) {
        let config = config(which);
        let players = config.players();
        let g = random_prefix_of(config, seed, steps);
        let mut rng = GameRng::new(probes);
        let mut legal = Vec::new();
        for s in 0..(players as u8 + 1) {
            let seat = Seat(s);
            legal.clear();
            g.legal_actions(seat, &mut legal);
            let list = g.legal_placements(seat);
            prop_assert_eq!(list.len(), legal.len());
            prop_assert_eq!(list.is_empty(), legal.is_empty());
            prop_assert_eq!(list.iter().collect::<Vec<_>>(), legal.clone());
            let mut written = Vec::new();
            list.for_each(|p| written.push(p));
            prop_assert_eq!(written, legal.clone());
            prop_assert_eq!(list.get(legal.len()), None);
            for (i, a) in legal.iter().enumerate() {
                prop_assert_eq!(list.position(a), Some(i), "seat {} action {}", s, a);
            }
            // Near misses: each legal placement moved a cell or turned.
            for _ in 0..50 {
                if legal.is_empty() {
                    break;
                }
                let a = legal[rng.index(legal.len())];
                let near = Placement {
                    at: Cell::new(
                        a.at.x.saturating_add(rng.index(3) as i8 - 1),
                        a.at.y.saturating_add(rng.index(3) as i8 - 1),
                    ),
                    rotation: Rotation::from_quarters(rng.index(4) as u8),
                    ..a
                };
                prop_assert_eq!(list.contains(&near), legal.contains(&near), "seat {} action {}", s, near);
            }
        }
    }

    /// The random draw ([`Game::random_legal_action`]), which counts the
    /// placements and builds only the one drawn, is the pick from the
    /// written list: the placement at index `rng.index(n)` of the `n`
    /// listed, with the generator left where that pick leaves it. With the
    /// compact list's `get` equal to the list at every index (above), the
    /// draw is uniform over exactly the legal placements.
    #[test]
    fn the_random_draw_is_the_pick_from_the_legal_list(
        which in 0usize..1000, seed in any::<u64>(), steps in 0usize..110, draws in any::<u64>(),
    ) {
        let g = random_prefix_of(config(which), seed, steps);
        prop_assert_eq!(check_random_draws(&g, (0..16).map(|k| draws ^ k)), Ok(()));
    }

    /// After every beginning of a legal placement's steps (none, the piece,
    /// the column, the row), the ids the game names itself
    /// ([`Research::next_steps`]: camps and turns alike) are those the legal
    /// placements continue it with, and the four steps of each name it.
    #[test]
    fn the_legal_ids_named_directly_are_those_of_the_legal_actions(
        which in 0usize..1000, seed in any::<u64>(), steps in prop_oneof![0usize..12, 0usize..110],
    ) {
        let config = config(which);
        let players = config.players();
        let g = random_prefix_of(config, seed, steps);
        let (mut legal, mut ids) = (Vec::new(), Vec::new());
        let mut placement_steps = Steps::EMPTY;
        for s in 0..players as u8 {
            let seat = Seat(s);
            legal.clear();
            g.legal_actions(seat, &mut legal);
            // The slow path: the legal placements' steps, grouped by how
            // they begin.
            let mut listed: BTreeMap<Vec<ActionId>, BTreeSet<ActionId>> = BTreeMap::new();
            for p in &legal {
                g.action_steps(seat, p, &mut placement_steps);
                let whole = placement_steps.as_slice();
                for k in 0..whole.len() {
                    listed.entry(whole[..k].to_vec()).or_default().insert(whole[k]);
                    prop_assert_eq!(g.action_of_steps(seat, &whole[..k]), None);
                }
                prop_assert_eq!(g.action_of_steps(seat, whole), Some(*p));
            }
            if legal.is_empty() {
                g.next_steps(seat, &[], &mut ids);
                prop_assert!(ids.is_empty(), "seat {} owes nothing", s);
            }
            for (prefix, next) in &listed {
                prop_assert!(g.next_steps(seat, prefix, &mut ids));
                let next: Vec<ActionId> = next.iter().copied().collect();
                prop_assert_eq!(&ids, &next, "seat {} after {:?}", s, prefix);
            }
        }
    }

    #[test]
    fn positions_round_trip_through_json(which in 0usize..1000, seed in any::<u64>(), steps in 0usize..200) {
        let g = random_prefix_of(config(which), seed, steps);
        let json = serde_json::to_string(&g).unwrap();
        let back: Trailblazers = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(&back, &g);
    }
}

/// A random bot played by the driver, which draws without listing, plays
/// the same game as one that picks from the written list.
#[test]
fn a_random_bot_plays_the_same_game_drawing_or_listing() {
    for which in [0, 3, 17, 40, 77] {
        let config = config(which);
        let players = config.players();
        let seed = which as u64 * 31 + 5;
        let mut drawn = Trailblazers::setup(config.clone(), seed).unwrap();
        let mut bots: Vec<Box<dyn Bot<Trailblazers>>> = (0..players)
            .map(|s| Box::new(RandomBot::new(s as u64)) as Box<dyn Bot<Trailblazers>>)
            .collect();
        play_silently(&mut drawn, &mut bots, u64::MAX, &mut Vec::new()).unwrap();
        let mut listed = Trailblazers::setup(config, seed).unwrap();
        let mut pickers: Vec<RandomBot> = (0..players as u64).map(RandomBot::new).collect();
        let mut legal = Vec::new();
        while let Some(seat) = next_seat(&listed) {
            legal.clear();
            listed.legal_actions(seat, &mut legal);
            let pick = pickers[seat.index()].choose(&listed, seat, &legal);
            listed.apply_mut(seat, &legal[pick]).unwrap();
        }
        assert!(drawn.outcome().is_some());
        assert_eq!(drawn, listed, "configuration {which}");
    }
}
