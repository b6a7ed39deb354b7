//! Golden files (insta): the fixed-seed deal, and fixed-seed playthroughs
//! (2 and 4 players, solo), narrated with every park drawn at the end of
//! each round. A change here is a change of the rules, the cards or the
//! generator's use, and must be deliberate.

use tabletop_core::{Audience, Bot, Game, GameConfig, PositionFile, RandomBot, play_out};
use trailblazers_rules::{GreedyBot, SUGGESTED_ACTION_CAP, Trailblazers, TrailblazersConfig};

#[test]
fn the_deal_of_seed_42_for_four_players() {
    let config = TrailblazersConfig::for_players(4).unwrap();
    let g = Trailblazers::setup(config, 42).unwrap();
    insta::assert_json_snapshot!(PositionFile::of(&g).unwrap());
}

fn playthrough(config: TrailblazersConfig, seed: u64) -> String {
    let players = config.players();
    let mut g = Trailblazers::setup(config, seed).unwrap();
    let mut lines = g.describe_setup(Audience::Omniscient);
    let mut bots: Vec<Box<dyn Bot<Trailblazers>>> = (0..players as u64)
        .map(|s| -> Box<dyn Bot<Trailblazers>> {
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
        |before, seat, action, after| {
            lines.push(format!("> {seat}: {action}"));
            lines.extend(after.narrate(before, seat, action, Audience::Omniscient));
        },
    )
    .unwrap();
    let outcome = g.outcome().unwrap();
    lines.push(format!(
        "Ended: {}. Scores {:?}",
        outcome.ending, outcome.scores
    ));
    lines.extend(outcome.breakdown);
    lines.push(format!("Winners: {}", outcome.winners));
    lines.join("\n")
}

#[test]
fn a_two_player_playthrough() {
    let config = TrailblazersConfig::for_players(2).unwrap();
    insta::assert_snapshot!(playthrough(config, 2026));
}

#[test]
fn a_four_player_playthrough() {
    let config = TrailblazersConfig::for_players(4).unwrap();
    insta::assert_snapshot!(playthrough(config, 2026));
}

#[test]
fn a_solo_playthrough() {
    let config = TrailblazersConfig::for_players(1)
        .unwrap()
        .with_challenge("blazer:bridge-builder+metro-park".parse().unwrap())
        .unwrap();
    insta::assert_snapshot!(playthrough(config, 2026));
}
