//! The search bot (ISMCTS, with this game's playout policy) finds the move
//! a person would call clear.

use crate::common::{
    Lab, SeatSpec, camp, card, deck, figure_eight, lab_config, load, position, trail,
};
use tabletop_core::{Bot, Budget, Game, GameConfig, Ismcts, IsmctsConfig, Seat};
use trailblazers_rules::cards::TrailType;
use trailblazers_rules::geometry::Cell;
use trailblazers_rules::loops::{WalkEnd, camp_exits, find_loops, walk};
use trailblazers_rules::{
    GreedyBot, Park, Piece, Placement, PlayoutBot, Step, Trailblazers, TrailblazersConfig,
    park_value,
};

#[test]
fn the_search_closes_the_figure_eight_worth_22_points() {
    // Round 1, turn 3. Seat 0's kayak trail leaves its camp's north exit,
    // crosses itself and comes back down its west side, one bend short of
    // the camp's west exit; the corners-apart card in its hand is that
    // bend. Laying it closes the rulebook's figure eight, a loop of 22
    // points; nothing else in the hand closes a loop of more than a few.
    let mut park = figure_eight();
    let closer = park.pop().unwrap();
    let closing_card = match closer.piece {
        trailblazers_rules::Piece::Trail(c) => c,
        trailblazers_rules::Piece::Camp(_) => {
            unreachable!("the figure eight ends with a trail card")
        }
    };
    let config = TrailblazersConfig::for_players(2).unwrap();
    let game = load(&position(
        &config,
        1,
        "turn 3",
        &[
            SeatSpec {
                hand: vec![closing_card],
                ..SeatSpec::park(park)
            },
            // Seat 1 has laid the same shapes, of biking and hiking trails.
            SeatSpec::park(vec![
                camp('k', 0, 0, 0),
                trail(card("crossroads", 'b', 'b'), 0, -2, 180),
                trail(card("u-turn", 'b', 'h'), 0, -3, 90),
                trail(card("corners facing", 'b', 'h'), 1, -2, 0),
                trail(card("hook left", 'b', 'h'), -1, -2, 180),
            ]),
        ],
        (
            &["triple-crown", "long-haul"],
            &["metro-park", "grand-loop"],
        ),
    ));
    let seat = Seat(0);
    let mut legal = Vec::new();
    game.legal_actions(seat, &mut legal);
    // The claim above, checked: the closer makes 22 loop points, every
    // other placement at most a third of that.
    let points = |p| {
        let mut after: Trailblazers = game.clone();
        after.apply_mut(seat, p).unwrap();
        find_loops(after.park(seat).unwrap(), deck()).points()
    };
    assert_eq!(points(&closer), 22);
    let others = legal.iter().filter(|&p| *p != closer).map(points).max();
    assert!(others.unwrap() <= 7, "another placement makes {others:?}");
    let config = IsmctsConfig {
        budget: Budget::Iterations(40),
        ..IsmctsConfig::default()
    };
    let mut bot = Ismcts::<Trailblazers>::new(config, 5, Box::new(PlayoutBot::new(5)));
    let result = bot.search(&game, seat, &legal);
    assert_eq!(legal[result.best], closer, "{:?}", result.visits);
}

// ---------------------------------------------------------------------
// A long open trail or a small sure loop: the same park, a round from the
// end and at the game's last card.
//
// Seat 0's hiking camp (lab deck: two exits on its north side, two on its
// south side) sits at the origin, its biking and kayaking camps east of
// it. A bend of 1 marker at (0,-1) leaves the north-west exit and turns
// east towards (1,-1). From the north-east exit a long trail runs north
// to (1,-2), west across the top to (-1,-2) and down the camp's west side
// to (-1,1): seven cells, 19 markers, open at (-1,2), two cells from the
// south-west exit. The seat has laid the first card of its pair this turn
// (turn 3) and holds three: a hiking bend of 2 markers and two blank
// cards.
//
// Laid over (1,-1), joining the bend from the north-west exit to the
// north-east one, that bend closes a small loop of 3 points — and cuts
// the long trail off at its first cell. Laid anywhere else it closes
// nothing.
// ---------------------------------------------------------------------

/// The searches' budget: modest, as in a quick game.
fn quick_search() -> IsmctsConfig {
    IsmctsConfig {
        budget: Budget::Iterations(40),
        ..IsmctsConfig::default()
    }
}

/// The seeds each choice is checked with.
const SEEDS: std::ops::RangeInclusive<u64> = 1..=5;

/// The position above at `round`, turn 3, and the placement of the bend
/// that closes the small loop (over (1,-1), its blank half on (2,-1)).
fn long_trail_or_small_loop(round: u8) -> (Trailblazers, Placement, Lab) {
    // Trail cards in a park by now: the 6 of each earlier round, the pair
    // of turns 1 and 2, and this turn's first card.
    let laid = 6 * usize::from(round - 1) + 4 + 1;
    let mut lab = Lab::new();
    lab.camp('h', 0, 0, 0)
        .camp('b', 2, 0, 0)
        .camp('k', 4, 0, 0)
        .piece((0, -1), 'n', 'h', "se", 1)
        .path('h', (1, -1), 's', "n3 w3 w3 s3 s3 s2 s2");
    // The rest of the seat's cards: blank cards in a row going west from
    // the long trail, away from its open end.
    let rest = laid - lab.trails();
    lab.blanks((-3, 0), rest);
    let mine = lab.next_park();
    lab.piece((1, -1), 'e', 'h', "ws", 2);
    let closer = lab.next_park()[0];
    let Piece::Trail(bend) = closer.piece else {
        unreachable!("the closer is a trail card")
    };
    // Seat 1: three camps and blank cards; no trails.
    lab.camp('h', 0, 0, 0)
        .camp('b', 2, 0, 0)
        .camp('k', 4, 0, 0)
        .stack((0, 2), laid);
    let other = lab.next_park();
    let hand = vec![bend, lab.take("- / -"), lab.take("- / -")];
    let game = load(&position(
        &lab_config(2),
        round,
        "turn 3",
        &[
            SeatSpec {
                placed: 1,
                hand,
                ..SeatSpec::park(mine)
            },
            SeatSpec {
                placed: 1,
                ..SeatSpec::park(other)
            },
        ],
        // Goals neither choice can meet: no loop here crosses itself or
        // passes a bridge, none is 6 long, and seat 0's park spans far
        // more than 32 cells.
        (&["figure-eight", "bridges"], &["long", "metro-park"]),
    ));
    (game, closer, lab)
}

/// The trail from the hiking camp's north-east exit: how it ends and its
/// markers.
fn long_trail(park: &Park) -> (WalkEnd, u16) {
    let cat = crate::common::lab().catalogue();
    let (anchor, rotation) = park.camp(TrailType::Hiking).expect("a hiking camp");
    let (cell, port) = camp_exits(cat, TrailType::Hiking, anchor, rotation)
        .nth(1)
        .expect("the north-east exit (n1)");
    let w = walk(park, cat, TrailType::Hiking, cell, port, |_, _, _| {});
    (w.end, w.points)
}

/// Seat 0's park after laying `p`.
fn after(game: &Trailblazers, p: &Placement) -> Park {
    let mut park = game.park(Seat(0)).expect("seat 0 plays").clone();
    park.place(game.catalogue(), p);
    park
}

/// What the search (its own seed `seed`) lays for seat 0.
fn search_choice(game: &Trailblazers, seed: u64) -> Placement {
    let mut legal = Vec::new();
    game.legal_actions(Seat(0), &mut legal);
    let mut bot =
        Ismcts::<Trailblazers>::new(quick_search(), seed, Box::new(PlayoutBot::new(seed)));
    legal[bot.search(game, Seat(0), &legal).best]
}

#[test]
fn at_the_last_card_the_search_closes_a_small_loop_rather_than_keep_a_long_trail_open() {
    // Round 4, turn 3: this bend is seat 0's last card of the game. The
    // open trail can never close now and scores nothing; the small loop
    // scores 3. The greedy bot, which counts an open trail's markers at a
    // fixed 0.3 (19 markers: 5.7), keeps the trail open; the search, which
    // counts them at nothing after the seat's last placement, closes the
    // loop.
    let (game, closer, _) = long_trail_or_small_loop(4);
    let seat = Seat(0);
    let cat = game.catalogue();
    let now = game.park(seat).unwrap();
    assert_eq!(long_trail(now), (WalkEnd::Open(Cell::new(-1, 2)), 19));
    assert_eq!(find_loops(now, cat).points(), 0);
    let closed = after(&game, &closer);
    assert_eq!(find_loops(&closed, cat).points(), 3);
    assert_eq!(long_trail(&closed).1, 3, "the trail is cut to the loop");

    // The claim checked to the end of the game: seat 1 lays its last card
    // (its first legal one), the game ends, and seat 0 scores 3 points by
    // closing the loop and none by any other card.
    let mut theirs = Vec::new();
    game.legal_actions(Seat(1), &mut theirs);
    let theirs = theirs[0];
    let final_score = |p: &Placement| {
        let mut g = game.clone();
        g.apply_mut(seat, p).unwrap();
        g.apply_mut(Seat(1), &theirs).unwrap();
        assert_eq!(g.step(), Step::Over);
        g.score_line(seat).total()
    };
    assert_eq!(final_score(&closer), 3);
    let mut legal = Vec::new();
    game.legal_actions(seat, &mut legal);
    for p in &legal {
        let score = final_score(p);
        let closes = find_loops(&after(&game, p), cat).points() > 0;
        assert_eq!(score, if closes { 3 } else { 0 }, "{p}");
    }

    // The greedy bot's heuristic rates the closer below keeping the trail
    // (it loses 0.3 × 19 = 5.7 for open markers and gains 3 loop points),
    // so it plays something that scores nothing.
    let loss = park_value(now, cat) - park_value(&closed, cat);
    assert!((loss - 2.7).abs() < 1e-4, "the closer changes it by {loss}");
    for seed in SEEDS {
        let greedy = legal[GreedyBot::new(seed).choose(&game, seat, &legal)];
        assert_eq!(
            final_score(&greedy),
            0,
            "greedy (seed {seed}) plays {greedy}"
        );
    }
    // The search takes the 3 points, whatever its seed.
    for seed in SEEDS {
        let chosen = search_choice(&game, seed);
        assert_eq!(
            final_score(&chosen),
            3,
            "the search (seed {seed}) plays {chosen}"
        );
    }
}

#[test]
fn with_a_round_to_go_the_search_keeps_a_long_trail_open_rather_than_cut_it_for_a_small_loop() {
    // The same park in round 3, turn 3: round 4's six placements are still
    // to come. The open trail is two cells from the south-west exit: two
    // hiking bends, at (-1,2) and (0,2), would close it into a loop of 21
    // points. Closing the small loop now scores 3 and throws that away.
    // The search, which counts an open trail's markers at 0.6 while the
    // seat has six placements or more to come, keeps the trail open.
    let (game, closer, mut lab) = long_trail_or_small_loop(3);
    let seat = Seat(0);
    let cat = game.catalogue();
    let now = game.park(seat).unwrap();
    assert_eq!(long_trail(now), (WalkEnd::Open(Cell::new(-1, 2)), 19));
    let mut legal = Vec::new();
    game.legal_actions(seat, &mut legal);
    assert!(legal.contains(&closer));
    assert_eq!(find_loops(&after(&game, &closer), cat).points(), 3);
    // The loop in the making, checked with two bends of 1 marker: the
    // trail comes back to the south-west exit (s1, the camp's fourth).
    lab.piece((-1, 2), 's', 'h', "ne", 1)
        .piece((0, 2), 's', 'h', "wn", 1);
    let mut closed_later = now.clone();
    for p in lab.next_park() {
        closed_later.place(cat, &p);
    }
    assert_eq!(long_trail(&closed_later).0, WalkEnd::Closed(3));
    assert_eq!(find_loops(&closed_later, cat).points(), 21);

    // The search closes nothing and leaves the long trail whole and open
    // (where it lays its card differs by seed).
    for seed in SEEDS {
        let chosen = search_choice(&game, seed);
        let park = after(&game, &chosen);
        assert_eq!(find_loops(&park, cat).points(), 0, "seed {seed}: {chosen}");
        let (end, markers) = long_trail(&park);
        assert!(
            matches!(end, WalkEnd::Open(_)) && markers >= 19,
            "seed {seed}: {chosen} leaves the trail {end:?} with {markers} markers"
        );
    }
}
