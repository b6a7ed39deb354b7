//! `tabletop simulate`: many games on all cores, then statistics.

use crate::config::{GameChoice, header};
use crate::english::{count, count_irregular, rate};
use crate::output::{say, say_json};
use indicatif::{ProgressBar, ProgressStyle};
use tabletop::{Error, Lineup, Simulation, SimulationStats};

/// The options of `tabletop simulate`.
pub struct SimOptions {
    pub game: GameChoice,
    pub games: u64,
    pub seed: u64,
    pub threads: Option<usize>,
    pub bot: Lineup,
    pub rotate: bool,
    pub json: bool,
}

/// Runs the simulation and prints the statistics.
pub fn run(opts: &SimOptions) -> Result<(), Error> {
    let game = opts.game.configure()?;
    let run = Simulation {
        games: opts.games,
        seed: opts.seed,
        threads: opts.threads,
        bot: opts.bot.clone(),
        rotate: opts.rotate,
    };
    let bar = ProgressBar::new(opts.games);
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {pos}/{len} games {per_sec} eta {eta}")
    {
        bar.set_style(style);
    }
    let stats = game.simulate(&run, &|done| bar.inc(done));
    bar.finish_and_clear();
    let stats = stats?;
    if opts.json {
        say_json(&stats)
    } else {
        say!(
            "{}",
            header(
                game.as_ref(),
                &format!(
                    "{}, {}, seed {}, {}{}, {}",
                    count(stats.games, "game"),
                    count(stats.players as u64, "player"),
                    stats.seed,
                    crate::english::bots(&opts.bot),
                    if stats.rotated {
                        ", turned one seat per game"
                    } else {
                        ""
                    },
                    count(stats.threads as u64, "thread")
                )
            )
        );
        print_stats(&stats);
        Ok(())
    }
}

fn print_stats(s: &SimulationStats) {
    if s.win_rate_by_bot.len() > 1 || s.rotated {
        say!(
            "win rate by bot (its share of the victories over the seats it played; 95 % interval):"
        );
        for b in &s.win_rate_by_bot {
            say!(
                "  {:<14} {:5.1}%  ({:.1}% to {:.1}%) over {}",
                b.bot,
                b.rate * 100.0,
                b.low * 100.0,
                b.high * 100.0,
                count(b.seats, "seat")
            );
        }
    }
    say!("win rate by seat (a shared victory counts for each winner):");
    for (seat, rate) in s.win_rate_by_seat.iter().enumerate() {
        let sc = &s.score_by_seat[seat];
        let q = &s.score_quantiles_by_seat[seat];
        say!(
            "  seat {seat}: {:5.1}%   score mean {:.2} (min {}, median {}, max {})",
            rate * 100.0,
            sc.mean,
            sc.min,
            q.median,
            sc.max
        );
    }
    let q = &s.score_quantiles_all_seats;
    say!(
        "score distribution, all seats: 10% at or below {}, 25% {}, median {}, 75% {}, 90% {}",
        q.p10,
        q.p25,
        q.median,
        q.p75,
        q.p90
    );
    say!(
        "shared victories: {}",
        count_irregular(s.shared_victories, "game", "games")
    );
    let a = &s.actions_per_game;
    say!(
        "actions per game: mean {:.1} (min {}, max {})",
        a.mean,
        a.min,
        a.max
    );
    let endings: Vec<String> = s
        .endings
        .iter()
        .map(|(e, c)| format!("{e}: {}", crate::english::thousands(*c)))
        .collect();
    say!("endings: {}", endings.join(", "));
    say!("{:.2} s, {}", s.seconds, rate(s.games_per_second, "games"));
}
