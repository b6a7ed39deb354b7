//! Narration: a watched game tells its story.

use tabletop_core::{Audience, Bot, Game, GameConfig, play_out};
use traveluencer_rules::{GreedyBot, Traveluencer, TraveluencerConfig};

fn narrate(players: usize, events: bool, seed: u64) -> Vec<String> {
    let (g, mut lines) = narrated_game(players, events, seed);
    lines.extend(g.outcome().unwrap().breakdown);
    lines
}

/// A game played by greedy bots to its end, and its narration (without the
/// final breakdown).
fn narrated_game(players: usize, events: bool, seed: u64) -> (Traveluencer, Vec<String>) {
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
    (g, lines)
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

/// Round totals itemise Inspiration Dried Up as they itemise Poor Planning
/// (L73, L76): a seat that paid it is told what its tricks were worth and
/// what it paid, both read from the trick log.
#[test]
fn round_totals_itemise_inspiration_dried_up() {
    let mut itemised = 0;
    for seed in 1..=12 {
        let (g, lines) = narrated_game(4, false, seed);
        for round in 1..=3u8 {
            let at = lines
                .iter()
                .position(|l| l.trim() == format!("Round {round} over."))
                .unwrap();
            for seat in 0..4u8 {
                let log = g.trick_log(round);
                let (mut worth, mut dried) = (0u32, 0u32);
                for trick in log {
                    if trick.winner == Some(tabletop_core::Seat(seat)) {
                        worth += u32::from(trick.tokens);
                    }
                    dried += u32::from(trick.dried_up[usize::from(seat)]);
                }
                let line = &lines[at + 1 + usize::from(seat)];
                assert!(line.trim().starts_with(&format!("seat {seat}: ")), "{line}");
                let told = format!(" worth {worth}, Inspiration Dried Up -{dried}");
                assert_eq!(
                    line.contains(&told),
                    dried > 0,
                    "seed {seed}: {line} / {told}"
                );
                assert_eq!(line.contains("Inspiration Dried Up"), dried > 0, "{line}");
                itemised += usize::from(dried > 0);
            }
        }
    }
    assert!(
        itemised > 0,
        "no seat paid Inspiration Dried Up in these games"
    );
}
