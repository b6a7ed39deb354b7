//! Memory that does not grow with the work asked for: `simulate` keeps
//! totals and a histogram of scores (one entry per distinct score), never
//! one record per game, so a billion games need no more memory than a
//! hundred.

use tabletop::{BotKind, Simulation};
use tabletop_core::testing::{CountingAllocator, peak_bytes, reset_peak};

#[global_allocator]
static ALLOC: CountingAllocator = CountingAllocator;

/// The most memory this thread held while simulating `games` games.
fn peak_of(game: &str, games: u64) -> u64 {
    let configured = tabletop::find(game).unwrap().configure(None, None).unwrap();
    let run = Simulation {
        games,
        seed: 4,
        threads: Some(1),
        bot: BotKind::Random.into(),
        rotate: false,
    };
    reset_peak();
    let stats = configured.simulate(&run, &|_| {}).unwrap();
    assert_eq!(stats.games, games);
    peak_bytes()
}

#[test]
fn simulate_holds_the_same_memory_for_ten_times_the_games() {
    for game in ["traveluencer", "traveler"] {
        let small = peak_of(game, 100);
        let large = peak_of(game, 1_000);
        assert!(small > 0, "the counting allocator is installed");
        assert!(
            large <= small + 4096,
            "{game}: {small} bytes for 100 games, {large} for 1,000"
        );
    }
}
