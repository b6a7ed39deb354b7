//! Record a game as a replay, save it as JSON, load it back and replay it:
//! the same seed and actions give the same final state.
//!
//! Run: `cargo run -p tabletop-examples --example replay_log`

use tabletop_core::{Bot, Game, GameConfig, RandomBot, Replay, play_out};
use traveluencer_rules::{Traveluencer, TraveluencerConfig};

/// Plays a 3-player game, returns its replay as JSON and its final state.
fn record(seed: u64) -> (String, Traveluencer) {
    let config = TraveluencerConfig::for_players(3).expect("3 players is a standard game");
    let mut state = Traveluencer::setup(config, seed).expect("sets up");
    let mut replay = Replay::<Traveluencer>::new(config, seed);
    let mut bots: Vec<Box<dyn Bot<Traveluencer>>> = (0..3)
        .map(|s| Box::new(RandomBot::new(seed * 10 + s)) as Box<dyn Bot<Traveluencer>>)
        .collect();
    play_out(
        &mut state,
        &mut bots,
        100_000,
        &mut Vec::new(),
        |before, seat, action, _| replay.push(before, seat, action),
    )
    .expect("the engine keeps its contract");
    (
        serde_json::to_string(&replay).expect("replays serialise"),
        state,
    )
}

fn main() {
    let (json, state) = record(3);
    let replay: Replay<Traveluencer> = serde_json::from_str(&json).expect("the replay loads");
    let replayed = replay.play().expect("every recorded action is legal");
    println!(
        "{} actions replayed; same final state: {}",
        replay.actions.len(),
        replayed == state
    );
    if let Some(outcome) = replayed.outcome() {
        println!("scores {:?}, winners {}", outcome.scores, outcome.winners);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_saved_replay_reproduces_the_game() {
        let (json, state) = record(3);
        let replay: Replay<Traveluencer> = serde_json::from_str(&json).unwrap();
        assert_eq!(replay.play().unwrap(), state);
        assert!(state.outcome().is_some());
    }
}
