//! No heap allocation inside the playout loop: random playouts of every
//! player count, counted by a counting global allocator (setup excluded).

use tabletop_core::GameConfig;
use tabletop_core::testing::{CountingAllocator, allocations_in_playouts};
use traveler_rules::{SUGGESTED_ACTION_CAP, Traveler, TravelerConfig};

#[global_allocator]
static ALLOC: CountingAllocator = CountingAllocator;

#[test]
fn random_playouts_allocate_nothing() {
    for players in 2..=4 {
        let config = TravelerConfig::for_players(players).unwrap();
        let count = allocations_in_playouts::<Traveler>(&config, 100, SUGGESTED_ACTION_CAP);
        assert_eq!(
            count, 0,
            "{players} players: {count} allocations in 100 playouts"
        );
    }
}
