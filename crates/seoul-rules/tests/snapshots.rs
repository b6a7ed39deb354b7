//! Golden files (insta): the fixed-seed deal, and fixed-seed playthroughs
//! of two Days for 3 and 5 players, narrated to the omniscient audience. A
//! change here is a change of the rules, of the deck or of the generator's
//! use, and must be deliberate.

use seoul_rules::{GreedyBot, SUGGESTED_ACTION_CAP, Seoul, SeoulConfig};
use tabletop_core::{Audience, Bot, Game, GameConfig, PositionFile, RandomBot, play_out};

#[test]
fn the_deal_of_seed_42_for_four_players() {
    let config = SeoulConfig::for_players(4).unwrap();
    let g = Seoul::setup(config, 42).unwrap();
    insta::assert_json_snapshot!(PositionFile::of(&g).unwrap());
}

fn playthrough(players: usize, seed: u64) -> String {
    let config = SeoulConfig::for_players(players).unwrap().with_days(2);
    let mut g = Seoul::setup(config, seed).unwrap();
    let mut lines = g.describe_setup(Audience::Omniscient);
    let mut bots: Vec<Box<dyn Bot<Seoul>>> = (0..players as u64)
        .map(|s| -> Box<dyn Bot<Seoul>> {
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
            lines.push(format!("> {seat}: {}", before.action_text(action)));
            lines.extend(after.narrate(before, seat, action, Audience::Omniscient));
        },
    )
    .unwrap();
    lines.push(format!("{finish:?} after {} actions", g.actions_taken()));
    let outcome = g.outcome().expect("the Journey ends");
    lines.push(format!("Ended {}. Final scores:", outcome.ending));
    lines.extend(outcome.breakdown);
    lines.push(format!("Winners: {}", outcome.winners));
    lines.join("\n")
}

#[test]
fn a_three_player_journey_of_two_days() {
    insta::assert_snapshot!(playthrough(3, 2026));
}

#[test]
fn a_five_player_journey_of_two_days() {
    insta::assert_snapshot!(playthrough(5, 2026));
}
