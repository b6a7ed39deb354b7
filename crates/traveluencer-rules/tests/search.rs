//! The search bot (ISMCTS) finds the move a person would call clear.

use tabletop_core::{Budget, Game, Ismcts, IsmctsConfig, PositionFile, RandomBot, Seat};
use traveluencer_rules::Traveluencer;

/// The rulebook's trending-topic example (L63): Food was led; seat 3 holds
/// no Food, and the first trick's trending topic is Scenery (`S7`).
fn example() -> Traveluencer {
    let text = include_str!("fixtures/traveluencer-trending-example.json");
    PositionFile::parse(text).unwrap().load().unwrap()
}

#[test]
fn the_search_posts_the_trending_topic_when_only_it_can_win_the_trick() {
    // Off the led type, only a card of the trending topic can win (L58-61):
    // a Scenery post takes the trick, an Architecture post cannot.
    let game = example();
    let seat = Seat(3);
    let mut legal = Vec::new();
    game.legal_actions(seat, &mut legal);
    let scenery = |text: &str| text.starts_with("post S");
    assert!(legal.iter().any(|a| scenery(&game.action_text(a))));
    assert!(legal.iter().any(|a| !scenery(&game.action_text(a))));
    for seed in 0..3 {
        let config = IsmctsConfig {
            budget: Budget::Iterations(400),
            ..IsmctsConfig::default()
        };
        let mut bot = Ismcts::<Traveluencer>::new(config, seed, Box::new(RandomBot::new(seed)));
        let result = bot.search(&game, seat, &legal);
        let text = game.action_text(&legal[result.best]);
        assert!(scenery(&text), "seed {seed}: the search posted {text}");
        // And it has learnt why: the Scenery posts it tried are worth
        // clearly more to seat 3 than the Architecture posts it tried.
        let mean = |pick: bool| {
            let (mut reward, mut visits) = (0.0, 0u32);
            for v in &result.visits {
                if scenery(&game.action_text(&v.action)) == pick {
                    reward += v.value * f64::from(v.visits);
                    visits += v.visits;
                }
            }
            reward / f64::from(visits.max(1))
        };
        let (wins, loses) = (mean(true), mean(false));
        assert!(wins > loses + 0.1, "seed {seed}: {wins} against {loses}");
    }
}
