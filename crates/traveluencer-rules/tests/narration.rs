//! Narration: a watched game tells its story.

use tabletop_core::{Audience, Bot, Game, GameConfig, play_out};
use traveluencer_rules::{GreedyBot, Traveluencer, TraveluencerConfig};

fn narrate(players: usize, events: bool, seed: u64) -> Vec<String> {
    let mut config = TraveluencerConfig::for_players(players).unwrap();
    config = config.with_events(events);
    let mut g = Traveluencer::setup(config, seed).unwrap();
    let mut lines = g.describe_setup(Audience::Omniscient);
    let mut bots: Vec<Box<dyn Bot<Traveluencer>>> = (0..players as u64)
        .map(|s| Box::new(GreedyBot::new(s)) as Box<dyn Bot<Traveluencer>>)
        .collect();
    let mut buf = Vec::new();
    play_out(
        &mut g,
        &mut bots,
        10_000,
        &mut buf,
        |before, seat, action, after| {
            lines.extend(after.narrate(before, seat, action, Audience::Omniscient));
        },
    )
    .unwrap();
    lines.extend(g.outcome().unwrap().breakdown);
    lines
}

#[test]
fn a_narrated_game_names_tricks_events_rounds_and_the_winner() {
    let lines = narrate(4, true, 5);
    if std::env::var("SHOW_NARRATION_2P").is_ok() {
        println!("{}", narrate(2, true, 9).join("\n"));
    }
    if std::env::var("SHOW_NARRATION").is_ok() {
        println!("{}", lines.join("\n"));
    }
    let text = lines.join("\n");
    assert!(text.starts_with("Traveluencer for 4 players with Unexpected Events"));
    assert_eq!(text.matches("Trending topics:").count(), 3);
    assert_eq!(text.matches("Unexpected event before trick").count(), 9);
    assert_eq!(text.matches("Round 3 over.").count(), 1);
    let results = lines
        .iter()
        .filter(|l| l.starts_with("Trick ") && !l.ends_with(" starts."))
        .count();
    assert_eq!(results, 21);
    assert!(text.contains("Game over:"));
    assert!(text.contains(" wins with "));
}
