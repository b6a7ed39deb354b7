//! Bots: the greedy bot beats the random bot; its solo win rates. The long
//! measurements are `#[ignore]`d: run them in release with
//! `cargo test --release -p trailblazers-rules -- --ignored --nocapture measure_`.

use tabletop_core::{Bot, Game, GameConfig, RandomBot, Seat, play_out};
use trailblazers_rules::{GreedyBot, SUGGESTED_ACTION_CAP, Trailblazers, TrailblazersConfig};

/// Plays a game to its end with these bots.
fn finish(
    g: &mut Trailblazers,
    bots: &mut [Box<dyn Bot<Trailblazers>>],
    buffer: &mut Vec<trailblazers_rules::Placement>,
) {
    play_out(g, bots, SUGGESTED_ACTION_CAP, buffer, |_, _, _, _| {}).unwrap();
}

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
        finish(&mut g, &mut bots, &mut buffer);
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
        finish(&mut g, &mut bots, &mut buffer);
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

/// Multiplayer games of greedy bots: every completed loop's points at the
/// end, and every seat's final score.
pub fn greedy_multiplayer(players: usize, games: u64) -> (Vec<u16>, Vec<i64>) {
    let config = TrailblazersConfig::for_players(players).unwrap();
    let (mut loops, mut scores) = (Vec::new(), Vec::new());
    let mut buffer = Vec::new();
    for game in 0..games {
        let mut g = Trailblazers::setup(config.clone(), 70_000 + game).unwrap();
        let mut bots: Vec<Box<dyn Bot<Trailblazers>>> = (0..players as u64)
            .map(|s| Box::new(GreedyBot::new(game * 8 + s)) as Box<dyn Bot<Trailblazers>>)
            .collect();
        finish(&mut g, &mut bots, &mut buffer);
        for s in 0..players {
            loops.extend(g.loops(Seat(s as u8)).loops().iter().map(|l| l.points));
        }
        scores.extend(g.outcome().unwrap().scores);
    }
    (loops, scores)
}

#[test]
#[ignore = "measurement: run in release"]
fn measure_greedy_multiplayer_loops() {
    for players in [2, 4] {
        let (mut loops, mut scores) = greedy_multiplayer(players, 100);
        loops.sort_unstable();
        scores.sort_unstable();
        let q = |v: &[u16], f: f64| v[((v.len() - 1) as f64 * f) as usize];
        let in_range = loops.iter().filter(|&&p| (8..=16).contains(&p)).count();
        println!(
            "greedy, {players} players, 100 games: {} loops, points min {} / quartiles {} {} {} / max {}; {in_range} ({:.0}%) of 8-16 points; scores median {}",
            loops.len(),
            loops[0],
            q(&loops, 0.25),
            q(&loops, 0.5),
            q(&loops, 0.75),
            loops[loops.len() - 1],
            100.0 * in_range as f64 / loops.len() as f64,
            scores[scores.len() / 2]
        );
    }
}
