//! Engine benchmarks of Seoul Journey (`cd benches && cargo bench --bench seoul`):
//! setup, enumeration, apply, clone, view and full random playouts.
#![allow(missing_docs)]

use criterion::{Criterion, criterion_group, criterion_main};
use seoul_rules::{SUGGESTED_ACTION_CAP, Seoul, SeoulConfig};
use tabletop_bench::engine_benches;
use tabletop_core::GameConfig;

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
