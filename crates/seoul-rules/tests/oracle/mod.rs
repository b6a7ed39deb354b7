//! The independent referees against the engine: every Day of random
//! Journeys under every configuration of [`crate::configs`], scored from
//! the tableaux the engine recorded, and every Journey's result
//! ([`referee`]); the Nightlife tokens and the Awaken before a refill card
//! of every turn ([`turns`]).

mod referee;
mod turns;

use crate::configs::every_flag;
use referee::{Referee, Seen};
use seoul_rules::{GreedyBot, Nightlife, SUGGESTED_ACTION_CAP, Seoul, SeoulConfig};
use tabletop_core::testing::referee_play_out;
use tabletop_core::{Bot, Game, GameConfig, RandomBot};
use turns::{TurnReferee, TurnsSeen};

/// Plays one Journey of `config` with `bots` and referees every Day.
fn referee_game(
    config: &SeoulConfig,
    seed: u64,
    bots: &mut [Box<dyn Bot<Seoul>>],
) -> Result<(Referee, TurnReferee), String> {
    let mut game = Seoul::setup(config.clone(), seed).map_err(|e| e.to_string())?;
    let mut referee = Referee::new(config);
    let mut turns = TurnReferee::new(config);
    referee_play_out(
        &mut game,
        bots,
        SUGGESTED_ACTION_CAP,
        |before, seat, action, after| {
            turns.observe(before, seat, action, after)?;
            referee.observe(before, seat, action, after)
        },
    )?;
    referee.finish(&game)?;
    Ok((referee, turns))
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

fn referee_every_flag(games: u64, first_seed: u64) -> (Seen, TurnsSeen) {
    let mut seen = Seen::default();
    let mut turns_seen = TurnsSeen::default();
    for (name, config) in every_flag() {
        for seed in first_seed..first_seed + games {
            let mut bots = bots(config.players(), seed);
            match referee_game(&config, seed, &mut bots) {
                Ok((referee, turns)) => {
                    seen.add(&referee.seen);
                    turns_seen.add(&turns.seen);
                }
                Err(e) => panic!("{name}, seed {seed}: {e}"),
            }
        }
    }
    (seen, turns_seen)
}

#[test]
fn the_referee_agrees_with_the_engine_in_random_journeys_under_every_flag() {
    let (seen, turns) = referee_every_flag(10, 0);
    println!("{seen:?} {turns:?}");
    for (what, n) in [
        ("Days", seen.days),
        ("shared Trends", seen.trend_ties),
        ("nests", seen.nests),
        ("ties for the most", seen.most_ties),
        ("Nightlife tokens earned", seen.nightlife_earned),
        (
            "refill cards held for an Awaken",
            turns.refills_held_for_awaken,
        ),
    ] {
        assert!(n > 0, "no {what} in {seen:?} {turns:?}");
    }
}

#[test]
#[ignore = "about 10,000 Journeys; run on demand"]
fn the_referee_agrees_with_the_engine_in_many_random_journeys() {
    let (seen, turns) = referee_every_flag(100, 1_000_000);
    println!("{seen:?} {turns:?}");
}

#[test]
fn the_turn_referee_agrees_on_two_nightlife_tokens_under_both_readings() {
    // Random Journeys from Day 2 of 2, seat 0 holding two Nightlife tokens:
    // two are spent in one turn only under the default (SJ-36), and the
    // engine offers a token exactly when the referee's rules allow one.
    for (flag, name) in [
        (Nightlife::AnyNumber, "any_number"),
        (Nightlife::OnePerTurn, "one_per_turn"),
    ] {
        let mut twice = 0;
        for seed in 0..200u64 {
            let mut t = crate::rulebook::table(3, 2);
            t["config"]["nightlife"] = serde_json::json!(name);
            t["day"] = serde_json::json!(2);
            t["seats"][0] = serde_json::json!({"nightlife": 2, "scores": [10]});
            t["seats"][1] = serde_json::json!({"scores": [12]});
            t["seats"][2] = serde_json::json!({"scores": [14]});
            t["nightlife_supply"] = serde_json::json!(1);
            t["rng"] = serde_json::json!({"seed": seed});
            let mut game = crate::rulebook::load(t);
            let mut turns = TurnReferee::new(game.config());
            let mut bots: Vec<Box<dyn Bot<Seoul>>> = (0..3)
                .map(|s| -> Box<dyn Bot<Seoul>> { Box::new(RandomBot::new(seed * 7 + s)) })
                .collect();
            referee_play_out(
                &mut game,
                &mut bots,
                SUGGESTED_ACTION_CAP,
                |before, seat, action, after| turns.observe(before, seat, action, after),
            )
            .unwrap_or_else(|e| panic!("{name}, seed {seed}: {e}"));
            twice += turns.seen.nightlife_twice;
        }
        println!("{name}: {twice} turns with two tokens spent");
        match flag {
            Nightlife::OnePerTurn => assert_eq!(twice, 0),
            _ => assert!(twice > 0, "{name}: never two tokens in one turn"),
        }
    }
}
