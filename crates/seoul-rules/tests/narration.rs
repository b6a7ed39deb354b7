//! Narration: every audience hears every action of random games without
//! a failure, and a watched Journey tells its Days.

use seoul_rules::{GreedyBot, SUGGESTED_ACTION_CAP, Seoul, SeoulConfig};
use tabletop_core::{Audience, Bot, Game, GameConfig, RandomBot, Seat, play_out};

fn narrated(players: usize, days: u8, seed: u64, audience: Audience) -> Vec<String> {
    let config = SeoulConfig::for_players(players).unwrap().with_days(days);
    let mut g = Seoul::setup(config, seed).unwrap();
    let mut lines = g.describe_setup(audience);
    let mut bots: Vec<Box<dyn Bot<Seoul>>> = (0..players as u64)
        .map(|s| -> Box<dyn Bot<Seoul>> {
            if s % 2 == 0 {
                Box::new(GreedyBot::new(seed + s))
            } else {
                Box::new(RandomBot::new(seed + s))
            }
        })
        .collect();
    play_out(
        &mut g,
        &mut bots,
        SUGGESTED_ACTION_CAP,
        &mut Vec::new(),
        |before, seat, action, after| lines.extend(after.narrate(before, seat, action, audience)),
    )
    .unwrap();
    lines
}

#[test]
fn every_audience_hears_whole_journeys() {
    for seed in 0..12u64 {
        let players = 2 + (seed % 4) as usize;
        for audience in [
            Audience::Omniscient,
            Audience::Spectator,
            Audience::Seat(Seat(0)),
        ] {
            let text = narrated(players, 1 + (seed % 3) as u8, seed, audience).join("\n");
            assert!(text.starts_with("Seoul Journey: "), "{text}");
            assert!(text.contains("The Journey is over."), "{text}");
        }
    }
}

#[test]
fn a_journey_of_two_days_scores_each_day_line_by_line() {
    let text = narrated(3, 2, 7, Audience::Spectator).join("\n");
    assert_eq!(text.matches("Day 1 is over.").count(), 1);
    assert_eq!(text.matches("Day 2 is over.").count(), 1);
    let scored = text
        .lines()
        .filter(|l| l.contains(" scores ") && l.contains(" for Day "))
        .count();
    assert_eq!(scored, 6, "{text}");
    assert!(text.contains("Day 2 of 2: "), "{text}");
}
