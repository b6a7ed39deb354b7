//! The search bot's score margin over greedy bots on the same deals: a
//! comparison with less noise than win rates (docs/bots.md, Trailblazers'
//! search bot).
//!
//! Run (release): `cargo run --release -p trailblazers-rules --example
//! search_margin -- PLAYERS GAMES FIRST_SEED ITERATIONS`. Game g is dealt
//! from seed FIRST_SEED·1,000,003 + g, with `ismcts:ITERATIONS` in seat
//! g mod PLAYERS and greedy bots in the others, and once more with a greedy
//! bot in that seat too. It prints the search's margin (its score less the
//! others' mean) with its standard error, the same margin less the greedy
//! seat's on the same deal, and the search's share of the victories.

use std::time::Instant;
use tabletop_core::{
    Bot, Budget, Game, GameConfig, GreedyBot, Ismcts, IsmctsConfig, Research, Seat, Standing,
    play_silently,
};
use trailblazers_rules::{PlayoutBot, SUGGESTED_ACTION_CAP, Trailblazers, TrailblazersConfig};

/// Plays the deal of `seed` with the search (`iterations`, or greedy when
/// `None`) in seat `me` and greedy bots elsewhere.
fn play(config: &TrailblazersConfig, seed: u64, me: usize, iterations: Option<u32>) -> Standing {
    let players = config.players();
    let mut state = Trailblazers::setup(config.clone(), seed).expect("a valid table");
    let mut bots: Vec<Box<dyn Bot<Trailblazers>>> = (0..players)
        .map(|s| -> Box<dyn Bot<Trailblazers>> {
            let bot_seed = seed ^ ((s as u64 + 1) * 0x9E37_79B9);
            match iterations {
                Some(n) if s == me => {
                    let search = IsmctsConfig {
                        budget: Budget::Iterations(n),
                        ..IsmctsConfig::default()
                    };
                    let policy = Box::new(PlayoutBot::new(bot_seed));
                    Box::new(Ismcts::<Trailblazers>::new(search, bot_seed, policy))
                }
                _ => Box::new(GreedyBot::new(bot_seed)),
            }
        })
        .collect();
    let mut buffer = Vec::new();
    play_silently(&mut state, &mut bots, SUGGESTED_ACTION_CAP, &mut buffer).expect("a clean game");
    state.standing().expect("the game is over")
}

/// Seat `me`'s score less the other seats' mean.
fn margin(standing: &Standing, me: usize) -> f64 {
    let n = usize::from(standing.players);
    let others: f64 = (0..n)
        .filter(|&s| s != me)
        .map(|s| standing.scores[s] as f64)
        .sum();
    standing.scores[me] as f64 - others / (n - 1) as f64
}

/// Mean and standard error of `xs`.
fn mean_se(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, (var / n).sqrt())
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|s| s.parse().expect("PLAYERS GAMES FIRST_SEED ITERATIONS"))
        .collect();
    let [players, games, first, iterations] = args[..] else {
        panic!("usage: search_margin PLAYERS GAMES FIRST_SEED ITERATIONS");
    };
    let config = TrailblazersConfig::for_players(players as usize).expect("2 to 4 players");
    let started = Instant::now();
    let (mut margins, mut gains, mut wins) = (Vec::new(), Vec::new(), 0.0);
    for g in 0..games {
        let seed = first * 1_000_003 + g;
        let me = (g % players) as usize;
        let search = play(&config, seed, me, Some(iterations as u32));
        let greedy = play(&config, seed, me, None);
        margins.push(margin(&search, me));
        gains.push(margin(&search, me) - margin(&greedy, me));
        if search.winners.contains(Seat(me as u8)) {
            wins += 1.0 / search.winners.len() as f64;
        }
    }
    let (m, m_se) = mean_se(&margins);
    let (d, d_se) = mean_se(&gains);
    println!(
        "{players} players, {games} games from seed {first}, ismcts:{iterations}: \
         margin {m:+.2} ± {m_se:.2}, over a greedy seat's {d:+.2} ± {d_se:.2}, \
         won {:.1} %, {:.0} s",
        100.0 * wins / games as f64,
        started.elapsed().as_secs_f64()
    );
}
