//! The search bot (ISMCTS) finds the move a person would call clear.

use crate::common::load;
use serde_json::json;
use tabletop_core::{Budget, Game, Ismcts, IsmctsConfig, RandomBot, Seat};
use traveler_rules::Traveler;

#[test]
fn the_search_pays_its_way_home_when_calling_home_would_lose() {
    // Last call: everyone flies home, paying 3 cards or calling home for
    // -3 stamps. Seat 1 flew first and called home: 2 stamps - 3 = -1.
    // Seat 0 has 1 stamp and 3 cards: paying keeps 1 and wins; calling home
    // leaves -2 and loses.
    let game = load(json!({
        "config": {"players": 2, "first_player": 1},
        "seats": [{"trip": ["Lisbon"], "hand": ["Rome", "Dublin", "Hanoi"]},
                  {"trip": ["Seoul", "Tokyo"], "called_home": true}],
        "phase": {"fly_home": {"seat": 0}},
        "last_call": true, "run_outs": 1, "reshuffles": 1
    }));
    let seat = Seat(0);
    let mut legal = Vec::new();
    game.legal_actions(seat, &mut legal);
    let texts: Vec<String> = legal.iter().map(|a| game.action_text(a)).collect();
    assert!(texts.iter().any(|t| t == "call home"), "{texts:?}");
    let config = IsmctsConfig {
        budget: Budget::Iterations(100),
        ..IsmctsConfig::default()
    };
    let mut bot = Ismcts::<Traveler>::new(config, 3, Box::new(RandomBot::new(3)));
    let result = bot.search(&game, seat, &legal);
    assert!(
        texts[result.best].starts_with("pay home"),
        "{}",
        texts[result.best]
    );
    for visit in &result.visits {
        let expected = if game.action_text(&visit.action) == "call home" {
            0.0
        } else {
            1.0
        };
        assert_eq!(visit.value, expected, "{}", game.action_text(&visit.action));
    }
}
