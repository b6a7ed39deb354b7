//! The independent referee ([`referee`], over its own parks [`park`])
//! against the engine: random games under every configuration of
//! [`crate::configs`], compared turn by turn (loop points, In-Game claims)
//! and at the end (End-Game slots, scores, tie-break, the solo result).

mod park;
mod referee;

use crate::configs::every_flag;
use referee::{Referee, Seen};
use tabletop_core::testing::referee_play_out;
use tabletop_core::{Bot, Game, GameConfig, RandomBot};
use trailblazers_rules::{GreedyBot, SUGGESTED_ACTION_CAP, Trailblazers, TrailblazersConfig};

/// Plays one game of `config` with `bots` and referees every placement.
fn referee_game(
    config: &TrailblazersConfig,
    seed: u64,
    bots: &mut [Box<dyn Bot<Trailblazers>>],
) -> Result<Referee, String> {
    let mut game = Trailblazers::setup(config.clone(), seed).map_err(|e| e.to_string())?;
    let mut referee = Referee::new(config, &game);
    referee_play_out(
        &mut game,
        bots,
        SUGGESTED_ACTION_CAP,
        |before, seat, action, after| referee.observe(before, seat, action, after),
    )?;
    referee.finish(&game, config)?;
    Ok(referee)
}

/// One greedy player (who builds loops), the others random; two greedy
/// players in every other game (so that claims can be shared).
fn bots(players: usize, seed: u64) -> Vec<Box<dyn Bot<Trailblazers>>> {
    let greedy = 1 + (seed % 2);
    (0..players as u64)
        .map(|s| -> Box<dyn Bot<Trailblazers>> {
            if (s + seed) % (players as u64) < greedy {
                Box::new(GreedyBot::new(seed ^ s))
            } else {
                Box::new(RandomBot::new(seed.wrapping_mul(31) ^ s))
            }
        })
        .collect()
}

fn referee_every_flag(games: u64, first_seed: u64) -> Seen {
    let mut seen = Seen::default();
    for (name, config) in every_flag() {
        for seed in first_seed..first_seed + games {
            let mut bots = bots(config.players(), seed);
            match referee_game(&config, seed, &mut bots) {
                Ok(referee) => seen.add(&referee.seen),
                Err(e) => panic!("{name}, seed {seed}: {e}"),
            }
        }
    }
    seen
}

#[test]
fn the_referee_agrees_with_the_engine_in_random_games_under_every_flag() {
    let mut seen = referee_every_flag(2, 0);
    // The easiest challenge, with seeds the greedy player wins (about 1 in
    // 40) and loses, so the referee decides both outcomes.
    let easy = crate::configs::solo("tenderfoot-30");
    for seed in 114..118 {
        let referee =
            referee_game(&easy, seed, &mut bots(1, seed)).unwrap_or_else(|e| panic!("{e}"));
        seen.add(&referee.seen);
    }
    println!("{seen:?}");
    for (what, n) in [
        ("loops", seen.loops),
        ("In-Game claims", seen.in_game_claims),
        ("End-Game slots", seen.end_game_slots),
        ("solo wins", seen.solo_wins),
    ] {
        assert!(n > 0, "no {what} in {seen:?}");
    }
}

#[test]
#[ignore = "about 2,500 games; run on demand"]
fn the_referee_agrees_with_the_engine_in_many_random_games() {
    let seen = referee_every_flag(50, 1_000_000);
    println!("{seen:?}");
    assert!(
        seen.self_crossings > 0 && seen.shared_claims > 0,
        "{seen:?}"
    );
}
