//! Engine benchmarks of Seoul Journey (`cargo bench -p seoul-rules`):
//! setup, enumeration, apply, clone, view and full random playouts.
#![allow(missing_docs)]

use criterion::{Criterion, criterion_group, criterion_main};
use seoul_rules::{SUGGESTED_ACTION_CAP, Seoul, SeoulConfig};
use tabletop_core::GameConfig;
use tabletop_core::testing::bench::engine_benches;

fn seoul(c: &mut Criterion) {
    for players in [2, 4, 5] {
        let config = SeoulConfig::for_players(players).expect("a standard game");
        engine_benches::<Seoul>(
            c,
            &format!("seoul {players}p"),
            &config,
            SUGGESTED_ACTION_CAP,
        );
    }
}

criterion_group!(benches, seoul);
criterion_main!(benches);
