//! The statistics of `simulate`, gathered so that they do not depend on
//! how the games were split between threads: integer sums, minima, maxima
//! and counts, merged in any order.

use crate::drive::Simulation;
use serde::Serialize;
use std::collections::BTreeMap;
use tabletop_core::Outcome;

/// What one game produced: its outcome (`None` if it was stopped by the
/// action cap) and its length.
pub(crate) struct GameResult {
    pub(crate) outcome: Option<Outcome>,
    pub(crate) actions: u64,
}

/// Minimum, mean and maximum of a series.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Spread {
    /// The smallest value.
    pub min: f64,
    /// The mean.
    pub mean: f64,
    /// The largest value.
    pub max: f64,
}

/// Exact running totals of a series of integers.
#[derive(Clone, Copy, Debug)]
struct Totals {
    count: u64,
    sum: i128,
    min: i64,
    max: i64,
}

impl Totals {
    const EMPTY: Totals = Totals {
        count: 0,
        sum: 0,
        min: i64::MAX,
        max: i64::MIN,
    };

    fn add(&mut self, v: i64) {
        self.count += 1;
        self.sum += i128::from(v);
        self.min = self.min.min(v);
        self.max = self.max.max(v);
    }

    fn merge(&mut self, other: &Totals) {
        self.count += other.count;
        self.sum += other.sum;
        self.min = self.min.min(other.min);
        self.max = self.max.max(other.max);
    }

    fn spread(&self) -> Spread {
        if self.count == 0 {
            return Spread::default();
        }
        Spread {
            min: self.min as f64,
            mean: self.sum as f64 / self.count as f64,
            max: self.max as f64,
        }
    }
}

/// Totals of many games, merged across threads.
pub(crate) struct Accumulator {
    games: u64,
    wins: Vec<u64>,
    shared: u64,
    scores: Vec<Totals>,
    all_scores: Totals,
    actions: Totals,
    endings: BTreeMap<String, u64>,
}

impl Accumulator {
    pub(crate) fn new(players: usize) -> Self {
        Accumulator {
            games: 0,
            wins: vec![0; players],
            shared: 0,
            scores: vec![Totals::EMPTY; players],
            all_scores: Totals::EMPTY,
            actions: Totals::EMPTY,
            endings: BTreeMap::new(),
        }
    }

    pub(crate) fn add(&mut self, game: &GameResult) {
        self.games += 1;
        self.actions
            .add(i64::try_from(game.actions).unwrap_or(i64::MAX));
        let Some(outcome) = &game.outcome else {
            *self.endings.entry("cap".into()).or_default() += 1;
            return;
        };
        *self.endings.entry(outcome.ending.clone()).or_default() += 1;
        self.shared += u64::from(outcome.is_shared());
        for seat in outcome.winners.iter() {
            if let Some(w) = self.wins.get_mut(seat.index()) {
                *w += 1;
            }
        }
        for (seat, &score) in outcome.scores.iter().enumerate() {
            if let Some(t) = self.scores.get_mut(seat) {
                t.add(score);
            }
            self.all_scores.add(score);
        }
    }

    pub(crate) fn merge(&mut self, other: &Accumulator) {
        self.games += other.games;
        for (a, b) in self.wins.iter_mut().zip(&other.wins) {
            *a += b;
        }
        self.shared += other.shared;
        for (a, b) in self.scores.iter_mut().zip(&other.scores) {
            a.merge(b);
        }
        self.all_scores.merge(&other.all_scores);
        self.actions.merge(&other.actions);
        for (ending, n) in &other.endings {
            *self.endings.entry(ending.clone()).or_default() += n;
        }
    }

    pub(crate) fn stats(
        &self,
        game: &'static str,
        run: &Simulation,
        threads: usize,
        seconds: f64,
    ) -> SimulationStats {
        let n = self.games.max(1) as f64;
        SimulationStats {
            game,
            players: self.wins.len(),
            games: self.games,
            seed: run.seed,
            bot: run.bot.name(),
            threads,
            win_rate_by_seat: self.wins.iter().map(|&w| w as f64 / n).collect(),
            shared_victories: self.shared,
            score_by_seat: self.scores.iter().map(Totals::spread).collect(),
            score_all_seats: self.all_scores.spread(),
            actions_per_game: self.actions.spread(),
            endings: self.endings.iter().map(|(e, c)| (e.clone(), *c)).collect(),
            seconds,
            games_per_second: self.games as f64 / seconds.max(1e-9),
        }
    }
}

/// The statistics of a simulation. Everything but `seconds` and
/// `games_per_second` depends only on the game, its configuration, the
/// number of games, the seed and the bot.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SimulationStats {
    /// The game.
    pub game: &'static str,
    /// Players.
    pub players: usize,
    /// Games played.
    pub games: u64,
    /// The master seed.
    pub seed: u64,
    /// The bot on every seat.
    pub bot: &'static str,
    /// Worker threads used.
    pub threads: usize,
    /// Share of games each seat won (a shared victory counts for each winner).
    pub win_rate_by_seat: Vec<f64>,
    /// Games with more than one winner.
    pub shared_victories: u64,
    /// Scores per seat, over the games that ended.
    pub score_by_seat: Vec<Spread>,
    /// Scores of every seat together.
    pub score_all_seats: Spread,
    /// Actions per game.
    pub actions_per_game: Spread,
    /// How games ended, sorted by name, e.g. `[["8 stops", 6000], ["cap", 10]]`.
    pub endings: Vec<(String, u64)>,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// Games per second.
    pub games_per_second: f64,
}
