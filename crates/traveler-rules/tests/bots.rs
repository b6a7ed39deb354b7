//! Bots: the greedy bot beats the random bot; random play finishes
//! naturally; playout throughput. The long measurements are `#[ignore]`d:
//! run them in release with
//! `cargo test --release -p traveler-rules --test tests bots:: -- --ignored --nocapture`.

use std::time::Instant;
use tabletop_core::{
    Bot, Finish, Game, GameConfig, GameRng, RandomBot, Seat, play_out, random_playout,
};
use traveler_rules::{GreedyBot, SUGGESTED_ACTION_CAP, Traveler, TravelerConfig};

/// Plays `games` two-player games of greedy against random, alternating
/// seats; returns (greedy wins, shared, games, capped).
fn greedy_vs_random(games: u64) -> (u64, u64, u64, u64) {
    let config = TravelerConfig::for_players(2).unwrap();
    let (mut wins, mut shared, mut capped) = (0, 0, 0);
    let mut buffer = Vec::new();
    for game in 0..games {
        let mut g = Traveler::setup(config.clone(), game).unwrap();
        let greedy_seat = (game % 2) as usize;
        let mut bots: Vec<Box<dyn Bot<Traveler>>> = Vec::new();
        for s in 0..2 {
            if s == greedy_seat {
                bots.push(Box::new(GreedyBot::new(game * 2 + 1)));
            } else {
                bots.push(Box::new(RandomBot::new(game * 2 + 2)));
            }
        }
        let finish = play_out(
            &mut g,
            &mut bots,
            SUGGESTED_ACTION_CAP,
            &mut buffer,
            |_, _, _, _| {},
        )
        .unwrap();
        if finish == Finish::Capped {
            capped += 1;
            continue;
        }
        let outcome = g.outcome().unwrap();
        if outcome.winners.contains(Seat(greedy_seat as u8)) {
            if outcome.is_shared() {
                shared += 1;
            } else {
                wins += 1;
            }
        }
    }
    (wins, shared, games, capped)
}

#[test]
fn the_greedy_bot_clearly_beats_the_random_bot() {
    let (wins, _, games, capped) = greedy_vs_random(200);
    assert_eq!(capped, 0);
    assert!(
        wins * 100 >= games * 75,
        "greedy won only {wins} of {games}"
    );
}

#[test]
#[ignore = "measurement: run in release"]
fn measure_greedy_against_random_over_2000_games() {
    let (wins, shared, games, capped) = greedy_vs_random(2_000);
    println!(
        "greedy vs random, 2 players: {wins} wins, {shared} shared, of {games} games ({:.1}% outright), {capped} capped",
        100.0 * wins as f64 / games as f64
    );
}

#[test]
#[ignore = "measurement: run in release"]
fn measure_random_natural_finish_and_throughput() {
    for players in 2..=4 {
        let config = TravelerConfig::for_players(players).unwrap();
        let games = 10_000u64;
        let mut rng = GameRng::new(7);
        let mut buffer = Vec::with_capacity(64);
        let (mut decisions, mut legal, mut capped, mut longest) = (0u64, 0u64, 0u64, 0u64);
        let mut eight = 0u64;
        let start = Instant::now();
        for game in 0..games {
            let mut g = Traveler::setup(config.clone(), game).unwrap();
            let p = random_playout(&mut g, &mut rng, SUGGESTED_ACTION_CAP, &mut buffer).unwrap();
            decisions += p.decisions;
            legal += p.legal_actions;
            longest = longest.max(g.actions_taken());
            if p.finish == Finish::Capped {
                capped += 1;
            }
            if g.outcome().is_some_and(|o| o.ending == "8 stops") {
                eight += 1;
            }
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{players} players: {games} random games, {:.2}% natural, {eight} ended by 8 stops, {capped} capped, longest {longest} actions, {:.0} games/s, {:.2} M decisions/s, mean branching {:.2}, mean length {:.0}",
            100.0 * (games - capped) as f64 / games as f64,
            games as f64 / secs,
            decisions as f64 / secs / 1e6,
            legal as f64 / decisions as f64,
            decisions as f64 / games as f64
        );
    }
}

#[test]
#[ignore = "measurement: run in release"]
fn measure_how_greedy_play_uses_wonders() {
    let config = TravelerConfig::for_players(3).unwrap();
    let (mut to_wonder, mut to_city, mut wonder_stamps, mut games_8) = (0u64, 0u64, 0u64, 0u64);
    let games = 1_000u64;
    for game in 0..games {
        let mut g = Traveler::setup(config.clone(), game).unwrap();
        let mut bots: Vec<Box<dyn Bot<Traveler>>> = (0..3)
            .map(|s| Box::new(GreedyBot::new(game * 3 + s)) as Box<dyn Bot<Traveler>>)
            .collect();
        play_out(
            &mut g,
            &mut bots,
            SUGGESTED_ACTION_CAP,
            &mut Vec::new(),
            |b, _, a, _| {
                if let traveler_rules::Action::Travel(c) = a {
                    if b.catalogue().is_city(*c) {
                        to_city += 1;
                    } else {
                        to_wonder += 1;
                        wonder_stamps += u64::from(b.catalogue().stamps(*c));
                    }
                }
            },
        )
        .unwrap();
        if g.outcome().is_some_and(|o| o.ending == "8 stops") {
            games_8 += 1;
        }
    }
    println!(
        "greedy self-play, 3 players, {games} games: {to_city} trips to Cities, {to_wonder} to Wonders (mean value {:.2}), {games_8} ended by 8 stops",
        wonder_stamps as f64 / to_wonder as f64
    );
}
