//! The statistics of `simulate`, gathered so that they do not depend on
//! how the games were split between threads: integer sums, minima, maxima,
//! counts and histograms of scores, merged in any order.

use crate::drive::Simulation;
use crate::lineup::Lineup;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use tabletop_core::Outcome;

/// What one game produced: its outcome (`None` if it was stopped by the
/// action cap) and its length.
pub(crate) struct GameResult {
    pub(crate) outcome: Option<Outcome>,
    pub(crate) actions: u64,
    /// How far the lineup was turned for this game.
    pub(crate) turn: usize,
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

/// Where a series of scores lies: the values below which 10 %, 25 %, 50 %,
/// 75 % and 90 % of the scores fall (nearest rank: each is a score that
/// occurred).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Quantiles {
    /// The 10th percentile.
    pub p10: i64,
    /// The first quartile.
    pub p25: i64,
    /// The median.
    pub median: i64,
    /// The third quartile.
    pub p75: i64,
    /// The 90th percentile.
    pub p90: i64,
}

/// How often each score occurred: an exact histogram, merged by adding.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
struct Histogram(BTreeMap<i64, u64>);

impl Histogram {
    fn add(&mut self, v: i64) {
        *self.0.entry(v).or_default() += 1;
    }

    fn merge(&mut self, other: &Histogram) {
        for (&v, &n) in &other.0 {
            *self.0.entry(v).or_default() += n;
        }
    }

    /// The smallest score with at least `percent` % of the scores at or
    /// below it (nearest rank; 0 for an empty series).
    fn percentile(&self, percent: u64) -> i64 {
        let count: u64 = self.0.values().sum();
        // Nearest rank: ceil(percent × count / 100), at least 1.
        let rank = (u128::from(percent) * u128::from(count))
            .div_ceil(100)
            .max(1);
        let mut seen = 0u128;
        for (&v, &n) in &self.0 {
            seen += u128::from(n);
            if seen >= rank {
                return v;
            }
        }
        0
    }

    fn quantiles(&self) -> Quantiles {
        Quantiles {
            p10: self.percentile(10),
            p25: self.percentile(25),
            median: self.percentile(50),
            p75: self.percentile(75),
            p90: self.percentile(90),
        }
    }
}

/// Exact running totals of a series of integers.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
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

/// Totals of many games, merged across threads (and, as JSON, across
/// machines: [`SimulationPart`]).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct Accumulator {
    games: u64,
    wins: Vec<u64>,
    shared: u64,
    scores: Vec<Totals>,
    all_scores: Totals,
    histograms: Vec<Histogram>,
    all_histogram: Histogram,
    actions: Totals,
    endings: BTreeMap<String, u64>,
    lineup: Lineup,
    /// Per bot kind (as written): seat-games played and victories won, in
    /// [`WIN_UNITS`] per victory (a victory shared by k seats counts 1/k to
    /// each, exactly).
    by_bot: BTreeMap<String, (u64, u64)>,
}

impl Accumulator {
    pub(crate) fn new(players: usize, lineup: &Lineup) -> Self {
        Accumulator {
            lineup: lineup.clone(),
            by_bot: BTreeMap::new(),
            games: 0,
            wins: vec![0; players],
            shared: 0,
            scores: vec![Totals::EMPTY; players],
            all_scores: Totals::EMPTY,
            histograms: vec![Histogram::default(); players],
            all_histogram: Histogram::default(),
            actions: Totals::EMPTY,
            endings: BTreeMap::new(),
        }
    }

    /// Games added.
    pub(crate) fn games(&self) -> u64 {
        self.games
    }

    /// Seats counted.
    pub(crate) fn players(&self) -> usize {
        self.wins.len()
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
        let share = WIN_UNITS / outcome.winners.len().max(1) as u64;
        for seat in 0..self.wins.len() {
            let kind = self.lineup.kind_of(seat, game.turn).to_string();
            let entry = self.by_bot.entry(kind).or_default();
            entry.0 += 1;
            if outcome.winners.contains(tabletop_core::Seat(seat as u8)) {
                entry.1 += share;
            }
        }
        for seat in outcome.winners.iter() {
            if let Some(w) = self.wins.get_mut(seat.index()) {
                *w += 1;
            }
        }
        for (seat, &score) in outcome.scores.iter().enumerate() {
            if let Some(t) = self.scores.get_mut(seat) {
                t.add(score);
            }
            if let Some(h) = self.histograms.get_mut(seat) {
                h.add(score);
            }
            self.all_scores.add(score);
            self.all_histogram.add(score);
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
        for (a, b) in self.histograms.iter_mut().zip(&other.histograms) {
            a.merge(b);
        }
        self.all_histogram.merge(&other.all_histogram);
        self.actions.merge(&other.actions);
        for (ending, n) in &other.endings {
            *self.endings.entry(ending.clone()).or_default() += n;
        }
        for (kind, (seats, wins)) in &other.by_bot {
            let entry = self.by_bot.entry(kind.clone()).or_default();
            entry.0 += seats;
            entry.1 += wins;
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
            bot: run.bot.to_string(),
            rotated: run.rotate,
            threads,
            win_rate_by_seat: self.wins.iter().map(|&w| w as f64 / n).collect(),
            win_rate_by_bot: self
                .by_bot
                .iter()
                .map(|(bot, &(seats, units))| {
                    BotRate::new(bot, seats, units as f64 / WIN_UNITS as f64)
                })
                .collect(),
            shared_victories: self.shared,
            score_by_seat: self.scores.iter().map(Totals::spread).collect(),
            score_all_seats: self.all_scores.spread(),
            score_quantiles_by_seat: self.histograms.iter().map(Histogram::quantiles).collect(),
            score_quantiles_all_seats: self.all_histogram.quantiles(),
            actions_per_game: self.actions.spread(),
            endings: self.endings.iter().map(|(e, c)| (e.clone(), *c)).collect(),
            seconds,
            games_per_second: self.games as f64 / seconds.max(1e-9),
        }
    }
}

/// The totals of a part of a simulation (games `first..first + count` of
/// it), to be merged with the other parts into the simulation's statistics
/// ([`crate::Configured::merge_simulation`]): how a simulation is spread
/// over machines. Its JSON form ([`to_json`](Self::to_json)) crosses
/// process boundaries.
#[derive(Clone, Debug)]
pub struct SimulationPart(pub(crate) Accumulator);

impl SimulationPart {
    /// The part as JSON text.
    pub fn to_json(&self) -> Result<String, crate::Error> {
        serde_json::to_string(&self.0).map_err(|e| crate::Error::Internal {
            reason: e.to_string(),
        })
    }

    /// A part from the JSON text [`to_json`](Self::to_json) wrote.
    pub fn from_json(text: &str) -> Result<Self, crate::Error> {
        serde_json::from_str(text)
            .map(SimulationPart)
            .map_err(|e| crate::Error::BadJson {
                reason: format!("not a part of a simulation: {e}"),
            })
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
    pub bot: String,
    /// Whether the lineup turned one seat per game.
    pub rotated: bool,
    /// Worker threads used.
    pub threads: usize,
    /// Share of games each seat won (a shared victory counts for each winner).
    pub win_rate_by_seat: Vec<f64>,
    /// Per bot kind: its share of the victories over the seats it played,
    /// with a 95 % confidence interval.
    pub win_rate_by_bot: Vec<BotRate>,
    /// Games with more than one winner.
    pub shared_victories: u64,
    /// Scores per seat, over the games that ended.
    pub score_by_seat: Vec<Spread>,
    /// Scores of every seat together.
    pub score_all_seats: Spread,
    /// The distribution of each seat's scores, over the games that ended.
    pub score_quantiles_by_seat: Vec<Quantiles>,
    /// The distribution of every seat's scores together.
    pub score_quantiles_all_seats: Quantiles,
    /// Actions per game.
    pub actions_per_game: Spread,
    /// How games ended, sorted by name, e.g. `[["8 stops", 6000], ["cap", 10]]`.
    pub endings: Vec<(String, u64)>,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// Games per second.
    pub games_per_second: f64,
}

#[cfg(test)]
mod tests {
    use super::Histogram;

    fn of(values: &[i64]) -> Histogram {
        let mut h = Histogram::default();
        for &v in values {
            h.add(v);
        }
        h
    }

    #[test]
    fn percentiles_are_nearest_rank_scores() {
        let h = of(&[5, 1, 4, 2, 3, 10, 9, 8, 7, 6]);
        let q = h.quantiles();
        assert_eq!((q.p10, q.p25, q.median, q.p75, q.p90), (1, 3, 5, 8, 9));
        assert_eq!(of(&[7]).quantiles().p10, 7);
        assert_eq!(of(&[]).quantiles().median, 0);
        let skewed = of(&[0, 0, 0, 0, 0, 0, 0, 0, 0, 6]);
        assert_eq!((skewed.percentile(90), skewed.percentile(100)), (0, 6));
    }

    #[test]
    fn merging_histograms_is_the_histogram_of_both() {
        let mut a = of(&[1, 2, 2]);
        a.merge(&of(&[2, 3, 9]));
        assert_eq!(a.0, of(&[1, 2, 2, 2, 3, 9]).0);
    }
}

/// One victory in the exact units the statistics count: divisible by every
/// number of seats that can share it (1 to 8).
const WIN_UNITS: u64 = 840;

/// One bot kind's victories in a simulation.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BotRate {
    /// The bot kind, as written (`"ismcts:200"`).
    pub bot: String,
    /// Seats it played, summed over the games (games that ended).
    pub seats: u64,
    /// Victories (one shared by k seats counts 1/k).
    pub wins: f64,
    /// `wins / seats`.
    pub rate: f64,
    /// The 95 % Wilson score interval of the rate: lower bound.
    pub low: f64,
    /// The 95 % Wilson score interval of the rate: upper bound.
    pub high: f64,
}

impl BotRate {
    fn new(bot: &str, seats: u64, wins: f64) -> Self {
        let (low, high) = wilson(wins, seats);
        BotRate {
            bot: bot.to_string(),
            seats,
            wins,
            rate: wins / seats.max(1) as f64,
            low,
            high,
        }
    }
}

/// The 95 % Wilson score interval of `successes` out of `n`.
fn wilson(successes: f64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    const Z: f64 = 1.959_963_984_540_054;
    let n = n as f64;
    let p = successes / n;
    let centre = p + Z * Z / (2.0 * n);
    let margin = Z * (p * (1.0 - p) / n + Z * Z / (4.0 * n * n)).sqrt();
    let scale = 1.0 + Z * Z / n;
    (
        ((centre - margin) / scale).max(0.0),
        ((centre + margin) / scale).min(1.0),
    )
}

#[cfg(test)]
mod wilson_tests {
    use super::wilson;

    #[test]
    fn the_wilson_interval_matches_a_worked_value() {
        // 50 of 100: the interval is 0.5 ± 0.0962 (to four places).
        let (low, high) = wilson(50.0, 100);
        assert!(
            (low - 0.4038).abs() < 1e-4 && (high - 0.5962).abs() < 1e-4,
            "{low} {high}"
        );
        // None of 10: the lower bound is 0 and the upper 0.2775.
        let (low, high) = wilson(0.0, 10);
        assert_eq!(low, 0.0);
        assert!((high - 0.2775).abs() < 1e-4, "{high}");
    }
}
