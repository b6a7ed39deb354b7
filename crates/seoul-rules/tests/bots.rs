//! The greedy bot against the random bot.

use seoul_rules::{GreedyBot, SUGGESTED_ACTION_CAP, Seoul, SeoulConfig};
use tabletop_core::{Bot, Game, GameConfig, RandomBot, Seat, play_out};

/// Greedy against random over `games` two-player games, seats alternating:
/// (outright wins, shared victories, losses) of the greedy bot.
pub fn greedy_vs_random(games: u64, days: u8) -> (u64, u64, u64) {
    let (mut wins, mut shared, mut losses) = (0, 0, 0);
    let mut buffer = Vec::new();
    for g in 0..games {
        let config = SeoulConfig::for_players(2).unwrap().with_days(days);
        let mut state = Seoul::setup(config, g).unwrap();
        let greedy = (g % 2) as usize;
        let mut bots: Vec<Box<dyn Bot<Seoul>>> = (0..2)
            .map(|s| -> Box<dyn Bot<Seoul>> {
                if s == greedy {
                    Box::new(GreedyBot::new(g))
                } else {
                    Box::new(RandomBot::new(g + 77))
                }
            })
            .collect();
        play_out(
            &mut state,
            &mut bots,
            SUGGESTED_ACTION_CAP,
            &mut buffer,
            |_, _, _, _| {},
        )
        .unwrap();
        let o = state.outcome().expect("the Journey ends");
        let me = Seat(greedy as u8);
        if o.winners.contains(me) && o.is_shared() {
            shared += 1;
        } else if o.winners.contains(me) {
            wins += 1;
        } else {
            losses += 1;
        }
    }
    (wins, shared, losses)
}

#[test]
fn the_greedy_bot_clearly_beats_the_random_bot() {
    let (wins, shared, losses) = greedy_vs_random(200, 3);
    eprintln!("greedy {wins} wins, {shared} shared, {losses} losses");
    assert!(
        wins >= losses * 4,
        "greedy won {wins}, lost {losses} of 200"
    );
}
