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
            },
        );
        eprintln!("{players}: {report:?}");
    }
}
