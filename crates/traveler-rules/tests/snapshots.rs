//! Golden files (insta): the fixed-seed deal, and a fixed-seed playthrough
//! per player count, narrated. A change here is a change of the rules or of
//! the generator's use and must be deliberate.

use tabletop_core::{Bot, Game, GameConfig, PositionFile, RandomBot, play_out};
use traveler_rules::{GreedyBot, SUGGESTED_ACTION_CAP, Traveler, TravelerConfig};

#[test]
fn the_deal_of_seed_42_for_four_players() {
    let config = TravelerConfig::for_players(4).unwrap();
    let g = Traveler::setup(config, 42).unwrap();
    let file = PositionFile::of(&g).unwrap();
    insta::assert_json_snapshot!(file);
}

fn playthrough(players: usize, seed: u64) -> String {
    let config = TravelerConfig::for_players(players).unwrap();
    let mut g = Traveler::setup(config, seed).unwrap();
    let mut lines = g.describe_setup(tabletop_core::Audience::Omniscient);
    let mut bots: Vec<Box<dyn Bot<Traveler>>> = (0..players as u64)
        .map(|s| -> Box<dyn Bot<Traveler>> {
            if s % 2 == 0 {
                Box::new(GreedyBot::new(seed + s))
            } else {
                Box::new(RandomBot::new(seed + s))
            }
        })
        .collect();
    let finish = play_out(
        &mut g,
        &mut bots,
        SUGGESTED_ACTION_CAP,
        &mut Vec::new(),
        |before, seat, action, after| {
            lines.push(format!("> {seat}: {action}"));
            lines.extend(after.narrate(before, seat, action, tabletop_core::Audience::Omniscient));
        },
    )
    .unwrap();
    lines.push(format!("{finish:?} after {} actions", g.actions_taken()));
    if let Some(outcome) = g.outcome() {
        lines.push(format!("Ended by {}. Final scores:", outcome.ending));
        lines.extend(outcome.breakdown);
        lines.push(format!("Winners: {}", outcome.winners));
    }
    lines.join("\n")
}

#[test]
fn a_two_player_playthrough() {
    insta::assert_snapshot!(playthrough(2, 2026));
}

#[test]
fn a_three_player_playthrough() {
    insta::assert_snapshot!(playthrough(3, 2026));
}

#[test]
fn a_four_player_playthrough() {
    insta::assert_snapshot!(playthrough(4, 2026));
}
