//! No heap allocation inside the playout loop: random playouts of every
//! player count over three Days (new Days are set up inside the loop),
//! counted by a counting global allocator (the first setup excluded).

use seoul_rules::{SUGGESTED_ACTION_CAP, Seoul, SeoulConfig};
use tabletop_core::testing::{CountingAllocator, allocations_in_playouts};
use tabletop_core::{Game, GameConfig};

#[global_allocator]
static ALLOC: CountingAllocator = CountingAllocator;

#[test]
fn random_playouts_allocate_nothing() {
    for players in 2..=5 {
        let config = SeoulConfig::for_players(players).unwrap().with_days(3);
        let count = allocations_in_playouts::<Seoul>(&config, 40, SUGGESTED_ACTION_CAP);
        assert_eq!(
            count, 0,
            "{players} players: {count} allocations in 40 playouts"
        );
    }
}

#[test]
fn a_clone_is_a_copy_and_a_reference_count() {
    // The state holds no heap data of its own; the deck is shared.
    let g = Seoul::setup(SeoulConfig::for_players(5).unwrap(), 3).unwrap();
    let before = tabletop_core::testing::allocations();
    let copy = g.clone();
    assert_eq!(tabletop_core::testing::allocations(), before);
    assert_eq!(copy, g);
}

#[test]
fn tensors_and_resamples_allocate_nothing() {
    use tabletop_core::{GameRng, Research, Seat};
    let config = SeoulConfig::for_players(4).unwrap().with_days(2);
    let mut g = Seoul::setup(config.clone(), 9).unwrap();
    let mut obs = vec![0.0; Seoul::observation_size(&config)];
    let mut info = vec![0.0; Seoul::information_state_size(&config)];
    let (mut rng, mut legal) = (GameRng::new(9), Vec::with_capacity(256));
    let mut worlds = 0;
    while let Some(seat) = tabletop_core::bot::next_seat(&g) {
        let before = tabletop_core::testing::allocations();
        for s in (0..4).map(Seat) {
            g.write_observation(s, &mut obs);
            g.write_information_state(s, &mut info);
            let mut world = g.resample_hidden(s, &mut rng);
            world.resample_future(&mut rng);
            worlds += usize::from(world != g);
        }
        assert_eq!(tabletop_core::testing::allocations(), before);
        legal.clear();
        g.legal_actions(seat, &mut legal);
        g.apply_mut(seat, &legal[rng.index(legal.len())]).unwrap();
    }
    assert!(worlds > 100, "{worlds} resamples changed the state");
}
