//! The greedy bot against the random bot (a short check in every run), and
//! measurements, run on demand in release:
//! `cargo test --release -p traveluencer-rules --test tests measure:: -- --ignored --nocapture`.

use std::time::Instant;
use tabletop_core::{Bot, Game, GameConfig, GameRng, RandomBot, Seat, play_out, random_playout};
use traveluencer_rules::{GreedyBot, Traveluencer, TraveluencerConfig};

/// Greedy against random over `games` two-player games, seats alternating:
/// (outright wins, shared victories, losses) of the greedy bot.
fn greedy_vs_random(games: u64) -> (u64, u64, u64) {
    let (mut wins, mut shared, mut losses) = (0, 0, 0);
    let mut buffer = Vec::new();
    for g in 0..games {
        let config = TraveluencerConfig::for_players(2).unwrap();
        let mut state = Traveluencer::setup(config, g).unwrap();
        let greedy_seat = (g % 2) as usize;
        let mut bots: Vec<Box<dyn Bot<Traveluencer>>> = Vec::new();
        for s in 0..2 {
            if s == greedy_seat {
                bots.push(Box::new(GreedyBot::new(g)));
            } else {
                bots.push(Box::new(RandomBot::new(g + 77)));
            }
        }
        play_out(&mut state, &mut bots, 10_000, &mut buffer, |_, _, _, _| {}).unwrap();
        let o = state.outcome().unwrap();
        let me = Seat(greedy_seat as u8);
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

/// The greedy bot clearly beats the random bot (checked in every test run).
#[test]
fn greedy_wins_most_two_player_games_against_random() {
    let (wins, _, losses) = greedy_vs_random(200);
    assert!(wins > losses * 3, "greedy won {wins}, lost {losses} of 200");
}

/// Greedy against random over 2,000 two-player games, seats alternating.
#[test]
#[ignore]
fn greedy_beats_random_two_players() {
    let games = 2_000u64;
    let (wins, shared, losses) = greedy_vs_random(games);
    println!(
        "greedy vs random, 2 players, {games} games: {wins} wins, {shared} shared, {losses} losses ({:.1}% won outright)",
        100.0 * wins as f64 / games as f64
    );
    assert!(wins > losses * 3);
}

/// Random-playout throughput, 4 players, no events.
#[test]
#[ignore]
fn random_playout_throughput_four_players() {
    let config = TraveluencerConfig::for_players(4).unwrap();
    let mut rng = GameRng::new(1);
    let mut buffer = Vec::with_capacity(4096);
    let (mut decisions, mut legal) = (0u64, 0u64);
    let games = 20_000u64;
    let start = Instant::now();
    for g in 0..games {
        let mut state = Traveluencer::setup(config, g).unwrap();
        let p = random_playout(&mut state, &mut rng, 10_000, &mut buffer).unwrap();
        decisions += p.decisions;
        legal += p.legal_actions;
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "4 players, no events: {games} games in {secs:.2} s = {:.0} games/s, {:.0} decisions/s, mean branching {:.1}",
        games as f64 / secs,
        decisions as f64 / secs,
        legal as f64 / decisions as f64
    );
}
