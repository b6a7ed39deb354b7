//! Engine benchmarks of The Traveler (`cd benches && cargo bench --bench traveler`):
//! setup, enumeration, apply, clone, view and full random playouts.
#![allow(missing_docs)]

use criterion::{Criterion, criterion_group, criterion_main};
use tabletop_bench::engine_benches;
use tabletop_core::GameConfig;
use traveler_rules::{SUGGESTED_ACTION_CAP, Traveler, TravelerConfig};

fn traveler(c: &mut Criterion) {
    for players in [2, 4] {
        let config = TravelerConfig::for_players(players).expect("a standard game");
        engine_benches::<Traveler>(
            c,
            &format!("traveler {players}p"),
            &config,
            SUGGESTED_ACTION_CAP,
        );
    }
}

criterion_group!(benches, traveler);
criterion_main!(benches);
