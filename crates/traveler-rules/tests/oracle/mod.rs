//! The independent referee ([`referee`]) against the engine: thousands of
//! random games under every configuration of [`crate::configs`], and the
//! golden playthroughs, whose committed `.snap` files must state what the
//! referee decides for every Work, fare, arrival and final score.

mod referee;

use crate::configs::{every_flag, standard};
use referee::{Fact, Referee, Seen};
use tabletop_core::testing::referee_play_out;
use tabletop_core::{Bot, Game, GameConfig, RandomBot};
use traveler_rules::{GreedyBot, SUGGESTED_ACTION_CAP, Traveler, TravelerConfig};

/// Plays one game of `config` with `bots` and referees every action;
/// returns the referee and the finished game.
fn referee_game(
    config: &TravelerConfig,
    seed: u64,
    bots: &mut [Box<dyn Bot<Traveler>>],
) -> Result<(Referee, Traveler), String> {
    let mut game = Traveler::setup(config.clone(), seed).map_err(|e| e.to_string())?;
    let mut referee = Referee::new(config, &game);
    referee_play_out(
        &mut game,
        bots,
        SUGGESTED_ACTION_CAP,
        |before, seat, action, after| referee.observe(before, seat, action, after),
    )?;
    referee.finish(&game)?;
    Ok((referee, game))
}

/// Random players, one of them greedy in every other game.
fn bots(players: usize, seed: u64) -> Vec<Box<dyn Bot<Traveler>>> {
    (0..players as u64)
        .map(|s| -> Box<dyn Bot<Traveler>> {
            if seed % 2 == 1 && s == seed % players as u64 {
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
                Ok((referee, _)) => seen.add(&referee.seen),
                Err(e) => panic!("{name}, seed {seed}: {e}"),
            }
        }
    }
    seen
}

#[test]
fn the_referee_agrees_with_the_engine_in_random_games_under_every_flag() {
    let seen = referee_every_flag(15, 0);
    println!("{seen:?}");
    for (what, n) in [
        ("works", seen.works),
        ("cuts", seen.cuts),
        ("cuts leaving the worker 1", seen.keep_one),
        ("new-region surcharges", seen.new_regions),
        ("arrivals", seen.arrivals),
        ("Grand Tours", seen.grand_tours),
        ("players called home", seen.called_home),
        ("players paying home", seen.paid_home),
        ("ties on stamps", seen.ties_on_stamps),
    ] {
        assert!(n > 0, "no {what} in {seen:?}");
    }
}

#[test]
#[ignore = "about 60,000 games; run on demand"]
fn the_referee_agrees_with_the_engine_in_many_random_games() {
    let seen = referee_every_flag(300, 1_000_000);
    println!("{seen:?}");
}

/// The narration of each action in a snapshot: the lines after its `> `
/// line, up to the next one.
fn narrated_actions(snap: &str) -> Vec<Vec<&str>> {
    let mut out: Vec<Vec<&str>> = Vec::new();
    for line in snap.lines() {
        if line.starts_with("> ") {
            out.push(Vec::new());
        } else if let Some(block) = out.last_mut() {
            block.push(line);
        }
    }
    out
}

/// Referees the golden playthrough of `players` (the bots and seed of
/// `snapshots.rs`) and checks the committed snapshot states the referee's
/// numbers: each Work's pay, cuts and what is kept, each fare, each
/// arrival's stops and stamps, and every final score.
fn check_snapshot(players: usize, name: &str) {
    let seed = 2026;
    // The players of `snapshots.rs`: greedy in even seats, random in odd.
    let mut bots: Vec<Box<dyn Bot<Traveler>>> = (0..players as u64)
        .map(|s| -> Box<dyn Bot<Traveler>> {
            if s % 2 == 0 {
                Box::new(GreedyBot::new(seed + s))
            } else {
                Box::new(RandomBot::new(seed + s))
            }
        })
        .collect();
    let (referee, game) =
        referee_game(&standard(players), seed, &mut bots).unwrap_or_else(|e| panic!("{e}"));
    let path = format!(
        "{}/tests/snapshots/tests__snapshots__{name}.snap",
        env!("CARGO_MANIFEST_DIR")
    );
    let snap = std::fs::read_to_string(&path).expect("the snapshot is committed");
    let blocks = narrated_actions(&snap);
    let says = |i: u64, text: &str| {
        let block = blocks
            .get(i as usize)
            .map(|b| b.join("\n"))
            .unwrap_or_default();
        assert!(
            block.contains(text),
            "{path}: action {i} should say {text:?}:\n{block}"
        );
        block
    };
    for (i, fact) in &referee.facts {
        match fact {
            Fact::Work { pay, cuts, keep } => {
                says(*i, &format!(") for {pay}."));
                let block = says(*i, &format!("keeps {keep}."));
                assert_eq!(block.matches("takes a cut").count(), cuts.len(), "{block}");
                for r in cuts {
                    says(*i, &format!("{r}, also in"));
                }
            }
            Fact::Fare { cards, new_region } => {
                let block = says(*i, &format!(", {cards} card"));
                assert_eq!(block.contains("(+2 new region)"), *new_region, "{block}");
            }
            Fact::Arrival { stops, stamps } => {
                says(*i, &format!(": {stops} stop"));
                says(*i, &format!(", {stamps} stamp"));
            }
        }
    }
    let outcome = game.outcome().unwrap();
    for (p, score) in outcome.scores.iter().enumerate() {
        let left = outcome.tiebreaks[p];
        let line = format!("seat {p}: ");
        let stated = snap
            .lines()
            .find(|l| l.starts_with(&line) && l.contains(" = "))
            .unwrap_or_else(|| panic!("{path}: no final line for seat {p}"));
        assert!(
            stated.contains(&format!(" = {score}; {left} card")),
            "{stated}"
        );
    }
    assert!(
        snap.contains(&format!("Winners: {}", outcome.winners)),
        "{path}: the winners are {}",
        outcome.winners
    );
    assert!(referee.facts.len() > 20, "the playthrough was refereed");
}

#[test]
fn the_two_player_playthrough_snapshot_states_the_rulebook_results() {
    check_snapshot(2, "a_two_player_playthrough");
}

#[test]
fn the_three_player_playthrough_snapshot_states_the_rulebook_results() {
    check_snapshot(3, "a_three_player_playthrough");
}

#[test]
fn the_four_player_playthrough_snapshot_states_the_rulebook_results() {
    check_snapshot(4, "a_four_player_playthrough");
}
