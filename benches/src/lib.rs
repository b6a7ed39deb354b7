//! Criterion benchmarks every game runs the same way: setup, legal-action
//! enumeration and `apply_mut` in positions sampled from random play,
//! `Clone`, `view`, and a full random playout.
//!
//! Each engine has one bench target here (`benches/<game>.rs`), run from
//! this directory with `cargo bench --bench <game>`. The benchmarks live in
//! this unpublished crate outside the workspace, not in the game crates, so
//! that the workspace's `cargo test` never compiles criterion.

use criterion::{BatchSize, Criterion};
use std::hint::black_box;
use tabletop_core::{Game, GameRng, Seat, next_seat};

/// Positions met in random play: every `every`-th decision of `games`
/// seeded games, with the seat to act there.
pub fn sample_positions<G: Game>(
    config: &G::Config,
    games: u64,
    every: u64,
    cap: u64,
) -> Vec<(G, Seat)> {
    let mut rng = GameRng::new(4242);
    let mut buffer = Vec::new();
    let mut positions = Vec::new();
    for seed in 0..games {
        let Ok(mut state) = G::setup(config.clone(), seed) else {
            continue;
        };
        while let Some(seat) = next_seat(&state) {
            if state.actions_taken() >= cap {
                break;
            }
            buffer.clear();
            state.legal_actions(seat, &mut buffer);
            if buffer.is_empty() {
                break;
            }
            if state.actions_taken() % every == 0 {
                positions.push((state.clone(), seat));
            }
            let pick = rng.index(buffer.len());
            if state.apply_mut(seat, &buffer[pick]).is_err() {
                break;
            }
        }
    }
    positions
}

/// Registers the standard engine benchmarks of `G` under `label`.
pub fn engine_benches<G: Game>(c: &mut Criterion, label: &str, config: &G::Config, cap: u64) {
    let positions = sample_positions::<G>(config, 20, 7, cap);
    assert!(!positions.is_empty(), "no positions sampled");
    let mut group = c.benchmark_group(label);

    let mut seed = 0u64;
    group.bench_function("setup", |b| {
        b.iter(|| {
            seed += 1;
            black_box(G::setup(config.clone(), seed).ok())
        })
    });

    let mut buffer = Vec::with_capacity(1 << 12);
    let mut i = 0usize;
    group.bench_function("legal_actions (sampled positions)", |b| {
        b.iter(|| {
            let (state, seat) = &positions[i % positions.len()];
            i += 1;
            buffer.clear();
            state.legal_actions(*seat, &mut buffer);
            black_box(buffer.len())
        })
    });

    let with_action: Vec<(G, Seat, G::Action)> = positions
        .iter()
        .filter_map(|(state, seat)| {
            let mut legal = Vec::new();
            state.legal_actions(*seat, &mut legal);
            legal.first().map(|a| (state.clone(), *seat, a.clone()))
        })
        .collect();
    let mut j = 0usize;
    group.bench_function("apply_mut (clone excluded)", |b| {
        b.iter_batched_ref(
            || {
                j += 1;
                with_action[j % with_action.len()].clone()
            },
            |(state, seat, action)| black_box(state.apply_mut(*seat, action).is_ok()),
            BatchSize::SmallInput,
        )
    });

    let (mid, mid_seat) = &positions[positions.len() / 2];
    group.bench_function("clone (mid-game)", |b| b.iter(|| black_box(mid.clone())));
    group.bench_function("view (mid-game)", |b| {
        b.iter(|| black_box(mid.view(*mid_seat)))
    });

    let mut rng = GameRng::new(9);
    let mut playout_buffer = Vec::with_capacity(1 << 12);
    group.bench_function("random playout (setup included)", |b| {
        b.iter(|| {
            seed += 1;
            let Ok(mut state) = G::setup(config.clone(), seed) else {
                return 0;
            };
            tabletop_core::random_playout(&mut state, &mut rng, cap, &mut playout_buffer)
                .map(|p| p.decisions)
                .unwrap_or(0)
        })
    });
    group.finish();
}
