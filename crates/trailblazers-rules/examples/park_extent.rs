//! How far parks spread: the width and height of every finished park in
//! random games (each card laid uniformly among the legal placements) and
//! in games of the greedy bot, 1 to 4 players. The figures choose the
//! window of the observation tensor's park pictures (see the `research`
//! module). Run: `cargo run --release -p trailblazers-rules --example park_extent`.

use tabletop_core::{Bot, Game, GameConfig, RandomBot, Seat, bot::next_seat};
use trailblazers_rules::{GreedyBot, Trailblazers, TrailblazersConfig};

/// The span (the larger of width and height, in cells) of every park of
/// `games` games, counted by span.
fn spans(games: u64, greedy: bool) -> [u32; 128] {
    let mut counts = [0u32; 128];
    let mut legal = Vec::new();
    for seed in 0..games {
        let players = 1 + (seed % 4) as usize;
        let config = TrailblazersConfig::for_players(players).expect("1 to 4 players");
        let mut game = Trailblazers::setup(config, seed).expect("a valid configuration");
        let mut random = RandomBot::new(seed);
        let mut bot = GreedyBot::new(seed);
        while let Some(seat) = next_seat(&game) {
            legal.clear();
            game.legal_actions(seat, &mut legal);
            let i = if greedy {
                bot.choose(&game, seat, &legal)
            } else {
                random.choose(&game, seat, &legal)
            };
            game.apply_mut(seat, &legal[i]).expect("a legal placement");
        }
        for s in 0..players {
            if let Some((a, b)) = game.park(Seat(s as u8)).and_then(|p| p.bounds()) {
                let span = (b.x - a.x).max(b.y - a.y) as usize + 1;
                counts[span.min(127)] += 1;
            }
        }
    }
    counts
}

fn main() {
    for (label, games, greedy) in [("random", 3000, false), ("greedy", 300, true)] {
        let counts = spans(games, greedy);
        let parks: u32 = counts.iter().sum();
        println!("{label} play, {games} games, {parks} parks: span (cells), parks, share up to it");
        let mut so_far = 0;
        for (span, &n) in counts.iter().enumerate().filter(|(_, n)| **n > 0) {
            so_far += n;
            println!(
                "  {span:3} {n:6} {:8.4}",
                f64::from(so_far) / f64::from(parks)
            );
        }
    }
}
