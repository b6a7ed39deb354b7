//! No heap allocation inside the playout loop: random playouts of every
//! player count and of the solo game, counted by the counting global
//! allocator installed in `main.rs` (setup excluded).

use tabletop_core::GameConfig;
use tabletop_core::testing::allocations_in_playouts;
use trailblazers_rules::{SUGGESTED_ACTION_CAP, Trailblazers, TrailblazersConfig};

#[test]
fn random_playouts_allocate_nothing() {
    for players in 1..=4 {
        let config = TrailblazersConfig::for_players(players).unwrap();
        let count = allocations_in_playouts::<Trailblazers>(&config, 40, SUGGESTED_ACTION_CAP);
        assert_eq!(
            count, 0,
            "{players} players: {count} allocations in 40 playouts"
        );
    }
    let solo = TrailblazersConfig::for_players(1)
        .unwrap()
        .with_challenge("blazer:bridge-builder+metro-park".parse().unwrap())
        .unwrap();
    assert_eq!(
        allocations_in_playouts::<Trailblazers>(&solo, 40, SUGGESTED_ACTION_CAP),
        0
    );
}
