//! Engine benchmarks of Traveluencer (`cd benches && cargo bench --bench traveluencer`):
//! setup, enumeration, apply, clone, view and full random playouts.
#![allow(missing_docs)]

use criterion::{Criterion, criterion_group, criterion_main};
use tabletop_bench::engine_benches;
use tabletop_core::GameConfig;
use traveluencer_rules::{Traveluencer, TraveluencerConfig};

fn traveluencer(c: &mut Criterion) {
    for players in [2, 4] {
        let config = TraveluencerConfig::for_players(players).expect("a standard game");
        engine_benches::<Traveluencer>(c, &format!("traveluencer {players}p"), &config, 100_000);
    }
    let events: TraveluencerConfig =
        serde_json::from_str(r#"{"players": 4, "events": true}"#).expect("a valid configuration");
    engine_benches::<Traveluencer>(c, "traveluencer 4p events", &events, 100_000);
}

criterion_group!(benches, traveluencer);
criterion_main!(benches);
