use seoul_rules::*;
use tabletop_core::{Bot, Game, GameConfig, RandomBot, Seat, play_out};
#[test]
fn show() {
    let config = SeoulConfig::for_players(2).unwrap().with_days(1);
    let mut g = Seoul::setup(config, 3).unwrap();
    let mut bots: Vec<Box<dyn Bot<Seoul>>> = vec![Box::new(GreedyBot::new(1)), Box::new(RandomBot::new(2))];
    play_out(&mut g, &mut bots, 5000, &mut Vec::new(), |b, s, a, after| {
        println!("{s}: {}   [cards {} {} hand {} {} deck {} phase {:?}]", b.action_text(a), after.tableau(Seat(0)).count(), after.tableau(Seat(1)).count(), after.hand(Seat(0)).len(), after.hand(Seat(1)).len(), after.deck_len(), after.phase());
    }).unwrap();
    println!("{:?}", g.outcome());
}
