//! Play The Traveler with your own bot: seat 0 is a bot written here (it
//! always travels when it can, else takes the first listed action); the
//! other seats play uniformly at random.
//!
//! Run: `cargo run -p tabletop-examples --example own_bot`

use tabletop_core::{Bot, Finish, Game, GameConfig, Outcome, RandomBot, Seat, play_out};
use traveler_rules::{Action, Traveler, TravelerConfig};

/// A bot of your own: any type that implements `Bot<G>`.
struct Wanderer;

impl Bot<Traveler> for Wanderer {
    fn choose(&mut self, _state: &Traveler, _seat: Seat, legal: &[Action]) -> usize {
        legal
            .iter()
            .position(|a| a.to_string().starts_with("travel "))
            .unwrap_or(0)
    }
}

/// Plays one game with `seed` and returns its outcome (if it ended).
fn play(seed: u64) -> Option<Outcome> {
    let config = TravelerConfig::for_players(3).expect("3 players is a standard game");
    let mut state = Traveler::setup(config, seed).expect("the standard game sets up");
    let mut bots: Vec<Box<dyn Bot<Traveler>>> = vec![
        Box::new(Wanderer),
        Box::new(RandomBot::new(seed + 1)),
        Box::new(RandomBot::new(seed + 2)),
    ];
    let finish = play_out(
        &mut state,
        &mut bots,
        traveler_rules::SUGGESTED_ACTION_CAP,
        &mut Vec::new(),
        |_, _, _, _| {},
    )
    .expect("the engine keeps its contract");
    (finish == Finish::Natural)
        .then(|| state.outcome())
        .flatten()
}

fn main() {
    match play(7) {
        Some(outcome) => {
            println!("ended by {}: scores {:?}", outcome.ending, outcome.scores);
            println!("winners: {}", outcome.winners);
        }
        None => println!("the game stalled and was stopped"),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_game_with_a_custom_bot_ends_with_three_scores() {
        let outcome = super::play(7).expect("seed 7 ends naturally");
        assert_eq!(outcome.scores.len(), 3);
        assert!(!outcome.winners.is_empty());
    }
}
