//! Engine benchmarks of Trailblazers (`cd benches && cargo bench --bench trailblazers`):
//! setup, enumeration, apply, clone, view and full random playouts (the
//! shared set), the counted list of legal placements, and scoring a
//! finished park.
#![allow(missing_docs)]

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use tabletop_bench::{engine_benches, sample_positions};
use tabletop_core::{Game, GameConfig, GameRng, Seat, random_playout};
use trailblazers_rules::loops::find_loops;
use trailblazers_rules::{GreedyBot, SUGGESTED_ACTION_CAP, Trailblazers, TrailblazersConfig};

fn trailblazers(c: &mut Criterion) {
    for players in [1, 2, 4] {
        let config = TrailblazersConfig::for_players(players).expect("a standard game");
        engine_benches::<Trailblazers>(
            c,
            &format!("trailblazers {players}p"),
            &config,
            SUGGESTED_ACTION_CAP,
        );
    }
    let config = TrailblazersConfig::for_players(4).expect("a standard game");
    // The counted list of legal placements (what the Python package hands
    // out), in the positions the shared `legal_actions` bench samples: made,
    // then its length and one placement read, as a uniformly random player
    // reads it.
    let positions = sample_positions::<Trailblazers>(&config, 20, 7, SUGGESTED_ACTION_CAP);
    let mut p = 0usize;
    c.bench_function(
        "trailblazers 4p: legal_placements, len and one get (sampled positions)",
        |b| {
            b.iter(|| {
                let (state, seat) = &positions[p % positions.len()];
                p += 1;
                let list = state.legal_placements(*seat);
                black_box(list.get(p % list.len().max(1)))
            })
        },
    );
    // Scoring finished parks of random 4-player games.
    let mut rng = GameRng::new(1);
    let finished: Vec<Trailblazers> = (0..16)
        .map(|seed| {
            let mut g = Trailblazers::setup(config.clone(), seed).expect("setup");
            random_playout(&mut g, &mut rng, SUGGESTED_ACTION_CAP, &mut Vec::new())
                .expect("a game");
            g
        })
        .collect();
    let mut i = 0usize;
    c.bench_function(
        "trailblazers: find and score the loops of a finished park",
        |b| {
            b.iter(|| {
                let g = &finished[i % finished.len()];
                i += 1;
                let park = g.park(Seat((i % 4) as u8)).expect("a seat");
                black_box(find_loops(park, g.catalogue()).points())
            })
        },
    );
    // Parks built by the greedy bot: more and longer loops to walk.
    let greedy: Vec<Trailblazers> = (0..4)
        .map(|seed| {
            let mut g = Trailblazers::setup(config.clone(), seed).expect("setup");
            let mut bots: Vec<Box<dyn tabletop_core::Bot<Trailblazers>>> = (0..4)
                .map(|s| {
                    Box::new(GreedyBot::new(seed * 4 + s))
                        as Box<dyn tabletop_core::Bot<Trailblazers>>
                })
                .collect();
            tabletop_core::play_silently(&mut g, &mut bots, SUGGESTED_ACTION_CAP, &mut Vec::new())
                .expect("a game");
            g
        })
        .collect();
    let mut k = 0usize;
    c.bench_function(
        "trailblazers: find and score the loops of a greedy bot's park",
        |b| {
            b.iter(|| {
                let g = &greedy[k % greedy.len()];
                k += 1;
                let park = g.park(Seat((k % 4) as u8)).expect("a seat");
                black_box(find_loops(park, g.catalogue()).points())
            })
        },
    );
    let mut j = 0usize;
    c.bench_function("trailblazers: outcome of a finished 4-player game", |b| {
        b.iter(|| {
            j += 1;
            black_box(finished[j % finished.len()].outcome())
        })
    });
}

criterion_group!(benches, trailblazers);
criterion_main!(benches);
