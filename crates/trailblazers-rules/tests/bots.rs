//! Bots: the greedy bot beats the random bot; its solo win rates. The long
//! measurements are `#[ignore]`d: run them in release with
//! `cargo test --release -p trailblazers-rules -- --ignored --nocapture measure_`.

use tabletop_core::{Bot, Game, GameConfig, RandomBot, Seat, play_out};
use trailblazers_rules::{GreedyBot, SUGGESTED_ACTION_CAP, Trailblazers, TrailblazersConfig};

/// Two-player games of greedy against random, alternating seats: (greedy
/// wins outright, shared, games).
pub fn greedy_vs_random(games: u64) -> (u64, u64, u64) {
    let config = TrailblazersConfig::for_players(2).unwrap();
    let (mut wins, mut shared) = (0, 0);
    let mut buffer = Vec::new();
    for game in 0..games {
        let mut g = Trailblazers::setup(config.clone(), game).unwrap();
        let greedy = (game % 2) as usize;
        let mut bots: Vec<Box<dyn Bot<Trailblazers>>> = (0..2)
            .map(|s| -> Box<dyn Bot<Trailblazers>> {
                if s == greedy {
                    Box::new(GreedyBot::new(game * 2 + 1))
                } else {
                    Box::new(RandomBot::new(game * 2 + 2))
                }
            })
            .collect();
        play_out(
            &mut g,
            &mut bots,
            SUGGESTED_ACTION_CAP,
            &mut buffer,
            |_, _, _, _| {},
        )
        .unwrap();
        let outcome = g.outcome().unwrap();
        if outcome.winners.contains(Seat(greedy as u8)) {
            if outcome.is_shared() {
                shared += 1;
            } else {
                wins += 1;
            }
        }
    }
    (wins, shared, games)
}

/// Solo games of the greedy bot on `challenge`: (won, games, mean points,
/// games in which the challenge's goals were met).
pub fn greedy_solo(challenge: &str, games: u64) -> (u64, u64, f64, u64) {
    let config = TrailblazersConfig::for_players(1)
        .unwrap()
        .with_challenge(challenge.parse().unwrap())
        .unwrap();
    let (mut won, mut points, mut goals_met) = (0, 0i64, 0);
    let mut buffer = Vec::new();
    for game in 0..games {
        let mut g = Trailblazers::setup(config.clone(), 50_000 + game).unwrap();
        let mut bots: Vec<Box<dyn Bot<Trailblazers>>> = vec![Box::new(GreedyBot::new(game))];
        play_out(
            &mut g,
            &mut bots,
            SUGGESTED_ACTION_CAP,
            &mut buffer,
            |_, _, _, _| {},
        )
        .unwrap();
        let outcome = g.outcome().unwrap();
        points += outcome.scores[0];
        if !outcome.winners.is_empty() {
            won += 1;
        }
        if !g.solo_result().unwrap().reason.contains("was not met") {
            goals_met += 1;
        }
    }
    (won, games, points as f64 / games as f64, goals_met)
}

#[test]
fn the_greedy_bot_clearly_beats_the_random_bot() {
    let (wins, shared, games) = greedy_vs_random(12);
    assert!(
        wins * 100 >= games * 80,
        "greedy won only {wins} (+{shared} shared) of {games}"
    );
}

#[test]
#[ignore = "measurement: run in release"]
fn measure_greedy_against_random_over_1000_games() {
    let (wins, shared, games) = greedy_vs_random(1_000);
    println!(
        "greedy vs random, 2 players: {wins} wins, {shared} shared, of {games} games ({:.1}% outright)",
        100.0 * wins as f64 / games as f64
    );
}

#[test]
#[ignore = "measurement: run in release"]
fn measure_greedy_solo_win_rates() {
    let config = TrailblazersConfig::for_players(1).unwrap();
    for challenge in config.catalogue().solo_card() {
        let (won, games, mean, met) = greedy_solo(&challenge.to_string(), 300);
        println!(
            "greedy solo {challenge}: {won} of {games} won ({:.1}%), goals met in {met}, mean {mean:.1} loop points",
            100.0 * won as f64 / games as f64
        );
    }
}
