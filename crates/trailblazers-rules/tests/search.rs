//! The search bot (ISMCTS, with this game's playout policy) finds the move
//! a person would call clear.

use crate::common::{SeatSpec, camp, card, deck, figure_eight, load, position, trail};
use tabletop_core::{Budget, Game, GameConfig, Ismcts, IsmctsConfig, Seat};
use trailblazers_rules::loops::find_loops;
use trailblazers_rules::{PlayoutBot, Trailblazers, TrailblazersConfig};

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
