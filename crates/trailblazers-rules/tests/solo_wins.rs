//! Every challenge of the Solo Card can be won (L47–55, L74): for each one
//! a winning game is committed as a replay in `fixtures/solo-wins/` (found
//! by `examples/solo_search.rs`), and the test replays it under the rules
//! and checks that it wins that challenge with the reference deck.

use tabletop_core::{Game, GameConfig, Replay};
use trailblazers_rules::{Trailblazers, TrailblazersConfig};

fn replay_of(challenge: &str) -> Replay<Trailblazers> {
    let name = challenge.replace([':', '+'], "-");
    let path = format!(
        "{}/tests/fixtures/solo-wins/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("no winning game for {challenge} ({path}): {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn every_solo_card_challenge_has_a_committed_winning_game() {
    let solo_card = TrailblazersConfig::for_players(1)
        .unwrap()
        .catalogue()
        .solo_card()
        .to_vec();
    assert_eq!(solo_card.len(), 21);
    for challenge in solo_card {
        let replay = replay_of(&challenge.to_string());
        let config: &TrailblazersConfig = &replay.config;
        assert_eq!(config.challenge(), Some(&challenge));
        assert!(config.catalogue().is_reference(), "{challenge}");
        assert_eq!(config.players(), 1);
        let game = replay.play().unwrap_or_else(|e| panic!("{challenge}: {e}"));
        let result = game.solo_result().expect("the game is over");
        assert!(result.won, "{challenge}: {}", result.reason);
        assert!(result.points >= challenge.target(), "{challenge}");
        assert!(
            game.outcome()
                .unwrap()
                .winners
                .contains(tabletop_core::Seat(0))
        );
    }
}
