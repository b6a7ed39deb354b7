//! The independent referee ([`referee`]) against the engine: every Day of
//! random Journeys under every configuration of [`crate::configs`], scored
//! from the tableaux the engine recorded, and every Journey's result.

mod referee;

use crate::configs::every_flag;
use referee::{Referee, Seen};
use seoul_rules::{GreedyBot, SUGGESTED_ACTION_CAP, Seoul, SeoulConfig};
use tabletop_core::testing::referee_play_out;
use tabletop_core::{Bot, Game, GameConfig, RandomBot};

/// Plays one Journey of `config` with `bots` and referees every Day.
fn referee_game(
    config: &SeoulConfig,
    seed: u64,
    bots: &mut [Box<dyn Bot<Seoul>>],
) -> Result<Referee, String> {
    let mut game = Seoul::setup(config.clone(), seed).map_err(|e| e.to_string())?;
    let mut referee = Referee::new(config);
    referee_play_out(
        &mut game,
        bots,
        SUGGESTED_ACTION_CAP,
        |before, seat, action, after| referee.observe(before, seat, action, after),
    )?;
    referee.finish(&game)?;
    Ok(referee)
}

/// Greedy players (who score) and random ones.
fn bots(players: usize, seed: u64) -> Vec<Box<dyn Bot<Seoul>>> {
    (0..players as u64)
        .map(|s| -> Box<dyn Bot<Seoul>> {
            if !(seed + s).is_multiple_of(3) {
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
fn the_referee_agrees_with_the_engine_in_random_journeys_under_every_flag() {
    let seen = referee_every_flag(10, 0);
    println!("{seen:?}");
    for (what, n) in [
        ("Days", seen.days),
        ("shared Trends", seen.trend_ties),
        ("nests", seen.nests),
        ("ties for the most", seen.most_ties),
        ("Nightlife tokens earned", seen.nightlife_earned),
    ] {
        assert!(n > 0, "no {what} in {seen:?}");
    }
}

#[test]
#[ignore = "about 5,000 Journeys; run on demand"]
fn the_referee_agrees_with_the_engine_in_many_random_journeys() {
    let seen = referee_every_flag(100, 1_000_000);
    println!("{seen:?}");
}
