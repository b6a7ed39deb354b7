//! A second referee for Seoul Journey's Day scoring, written from the
//! rulebook (L64-L75, L80) and the card data (the deck's JSON, read here),
//! sharing no scoring code with the engine. At the end of every Day it
//! scores each tableau as the engine recorded it:
//!
//! * each Highlight's condition (L66; the conditions of
//!   `docs/rulings/seoul.md`): the most cards of colours (more than any
//!   other player, L84; ties count under `most = ties_count`; at least one,
//!   SJ-24, SJ-25), per adjacent Highlight of
//!   colours, per card of colours, per colour shown, first / last Highlight,
//!   per Delight linked, per Shopping card;
//! * Festivals by colour from the deck's Festival table, Foods per pair (L68,
//!   L30);
//! * each Trend (L71): the most cards of the colour, at least one, ⌈4 / k⌉
//!   each for k tied;
//! * nests (L40, L73): 3 per face-up token with a Highlight of its colour;
//! * Shopping sets by type from the deck's tables (L75);
//!
//! and at the End of the Journey (L80) adds 2 per Nightlife token and names
//! the highest totals the winners. What counts towards a colour (SJ-24):
//! Highlights by their colour, Delights by the half shown.

use seoul_rules::{Action, Mode, Most, Seoul, SeoulConfig, Tableau};
use serde_json::Value;
use tabletop_core::{Game, GameConfig, Seat, SeatSet};

/// Counts of the cases the referee met.
#[derive(Clone, Debug, Default)]
pub struct Seen {
    pub days: u64,
    pub trend_ties: u64,
    pub nests: u64,
    pub most_ties: u64,
    pub nightlife_earned: u64,
}

impl Seen {
    pub fn add(&mut self, o: &Seen) {
        self.days += o.days;
        self.trend_ties += o.trend_ties;
        self.nests += o.nests;
        self.most_ties += o.most_ties;
        self.nightlife_earned += o.nightlife_earned;
    }
}

/// One card of the deck, as data.
struct Card(Value);

impl Card {
    fn colour(&self) -> Option<&str> {
        self.0["colour"].as_str()
    }
}

pub struct Referee {
    cards: Vec<Card>,
    festival_points: Vec<i64>,
    food_pair_points: i64,
    shopping_points: Value,
    strictly: bool,
    players: usize,
    /// "The most" ties met (counted while scoring, through `&self`).
    seen_tie: std::cell::Cell<u64>,
    pub seen: Seen,
}

/// The deck data of `config`: the reference file, or the configuration's own.
fn deck_data(config: &SeoulConfig) -> Value {
    let json = serde_json::to_value(config).expect("a configuration serialises");
    match &json["deck"] {
        Value::Object(_) => json["deck"].clone(),
        _ => {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/travel-deck.json");
            serde_json::from_str(&std::fs::read_to_string(path).expect("the reference deck"))
                .expect("JSON")
        }
    }
}

fn numbers(v: &Value) -> Vec<i64> {
    v.as_array()
        .map(|a| a.iter().filter_map(Value::as_i64).collect())
        .unwrap_or_default()
}

/// `table[n - 1]`, the last entry for larger `n`, 0 for none.
fn from_table(table: &[i64], n: usize) -> i64 {
    match n {
        0 => 0,
        n => table[(n - 1).min(table.len() - 1)],
    }
}

/// The colours a condition names.
fn colours(v: &Value) -> Vec<String> {
    v["colours"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|c| c.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

impl Referee {
    pub fn new(config: &SeoulConfig) -> Self {
        let data = deck_data(config);
        Referee {
            cards: data["cards"]
                .as_array()
                .expect("cards")
                .iter()
                .cloned()
                .map(Card)
                .collect(),
            festival_points: numbers(&data["festival_points"]),
            food_pair_points: data["food_pair_points"].as_i64().unwrap_or(0),
            shopping_points: data["shopping_points"].clone(),
            strictly: config.most() == Most::Strictly,
            players: config.players(),
            seen_tie: std::cell::Cell::new(0),
            seen: Seen::default(),
        }
    }

    fn card(&self, id: impl Into<usize>) -> &Card {
        &self.cards[id.into()]
    }

    /// Every card of a tableau that has a colour, with the colour it counts
    /// as (SJ-24).
    fn coloured(&self, t: &Tableau) -> Vec<String> {
        let mut out = Vec::new();
        for (i, &h) in t.highlights().iter().enumerate() {
            out.extend(self.card(h).colour().map(str::to_string));
            for (mode, half) in [(Mode::Festival, "festival"), (Mode::Food, "food")] {
                if let Some(d) = t.linked(i, mode) {
                    out.extend(self.card(d).0[half].as_str().map(str::to_string));
                }
            }
        }
        out
    }

    fn count_of(&self, t: &Tableau, wanted: &[String]) -> usize {
        self.coloured(t)
            .iter()
            .filter(|c| wanted.contains(c))
            .count()
    }

    /// One Highlight's points (L66).
    fn highlight(&self, tableaux: &[&Tableau], seat: usize, i: usize) -> i64 {
        let t = tableaux[seat];
        let h = t.highlights()[i];
        let score = &self.card(h).0["score"];
        let (kind, c) = match score.as_object().and_then(|o| o.iter().next()) {
            Some((k, v)) => (k.as_str(), v),
            None => return 0,
        };
        let points = c["points"].as_i64().unwrap_or(0);
        match kind {
            "most" => {
                let wanted = colours(c);
                let mine = self.count_of(t, &wanted);
                let best_other = (0..tableaux.len())
                    .filter(|&s| s != seat)
                    .map(|s| self.count_of(tableaux[s], &wanted))
                    .max()
                    .unwrap_or(0);
                let most = if self.strictly {
                    mine > best_other
                } else {
                    mine >= best_other
                };
                self.seen_tie
                    .set(self.seen_tie.get() + u64::from(mine >= 1 && mine == best_other));
                if mine >= 1 && most { points } else { 0 }
            }
            "each_adjacent" => {
                let wanted = colours(c);
                let hs = t.highlights();
                [i.checked_sub(1), Some(i + 1)]
                    .into_iter()
                    .flatten()
                    .filter(|&j| j < hs.len())
                    .filter(|&j| {
                        self.card(hs[j])
                            .colour()
                            .is_some_and(|col| wanted.iter().any(|w| w == col))
                    })
                    .count() as i64
                    * points
            }
            "each_card" => self.count_of(t, &colours(c)) as i64 * points,
            "each_colour" => {
                let mut shown = self.coloured(t);
                shown.sort();
                shown.dedup();
                shown.len() as i64 * points
            }
            "first" => {
                if i == 0 {
                    points
                } else {
                    0
                }
            }
            "last" => {
                if i + 1 == t.highlights().len() {
                    points
                } else {
                    0
                }
            }
            "each_link" => {
                let modes = c["modes"].as_str().unwrap_or("either");
                let fest = t.linked(i, Mode::Festival).is_some() as i64;
                let food = t.linked(i, Mode::Food).is_some() as i64;
                points
                    * match modes {
                        "festival" => fest,
                        "food" => food,
                        _ => fest + food,
                    }
            }
            "each_shopping" => {
                let set = c["set"].as_str();
                t.shopping()
                    .iter()
                    .filter(|&s| set.is_none_or(|k| self.card(s).0["set"].as_str() == Some(k)))
                    .count() as i64
                    * points
            }
            other => panic!("the referee does not know the condition {other}"),
        }
    }

    /// A seat's Day score (L64-L75).
    fn day_score(
        &mut self,
        tableaux: &[&Tableau],
        seat: usize,
        trends: &[String],
        nesting: &[usize],
    ) -> i64 {
        let t = tableaux[seat];
        let mut total = 0;
        for i in 0..t.highlights().len() {
            total += self.highlight(tableaux, seat, i);
        }
        // Festivals by colour; Foods by pairs.
        let mut festivals: Vec<String> = Vec::new();
        let mut foods = 0;
        for i in 0..t.highlights().len() {
            if let Some(d) = t.linked(i, Mode::Festival) {
                festivals.extend(self.card(d).0["festival"].as_str().map(str::to_string));
            }
            foods += usize::from(t.linked(i, Mode::Food).is_some());
        }
        festivals.sort();
        let mut k = 0;
        while k < festivals.len() {
            let n = festivals[k..]
                .iter()
                .take_while(|c| **c == festivals[k])
                .count();
            total += from_table(&self.festival_points, n);
            k += n;
        }
        total += (foods / 2) as i64 * self.food_pair_points;
        // Trends: 4 split among the most, rounded up.
        for colour in trends {
            let wanted = [colour.clone()];
            let counts: Vec<usize> = tableaux.iter().map(|t| self.count_of(t, &wanted)).collect();
            let best = counts.iter().copied().max().unwrap_or(0);
            let tied = counts.iter().filter(|&&c| c == best).count() as i64;
            if best >= 1 && counts[seat] == best {
                total += (4 + tied - 1) / tied;
                self.seen.trend_ties += u64::from(tied > 1);
            }
        }
        // Nests.
        for &g in nesting {
            let colour = self.card(g).colour();
            if t.highlights()
                .iter()
                .any(|&h| self.card(h).colour() == colour)
            {
                total += 3;
                self.seen.nests += 1;
            }
        }
        // Shopping sets by type.
        let mut sets: Vec<String> = t
            .shopping()
            .iter()
            .filter_map(|s| self.card(s).0["set"].as_str().map(str::to_string))
            .collect();
        sets.sort();
        let mut k = 0;
        while k < sets.len() {
            let n = sets[k..].iter().take_while(|c| **c == sets[k]).count();
            total += from_table(&numbers(&self.shopping_points[&sets[k]]), n);
            k += n;
        }
        total
    }

    /// Follows one action; at a Day's end, scores it and compares.
    pub fn observe(
        &mut self,
        before: &Seoul,
        _seat: Seat,
        action: &Action,
        after: &Seoul,
    ) -> Result<(), String> {
        // L58, L61: the first to reach 9 cards earns a Nightlife token at
        // once, unless Tired (then nobody does).
        if before.trigger().is_none()
            && let Some(first) = after.trigger().filter(|_| after.day() == before.day())
        {
            let tired = after.tableau(first).is_tired();
            let got = after.nightlife(first) - before.nightlife(first);
            if got != u8::from(!tired) {
                return Err(format!(
                    "{first} reached 9 (Tired: {tired}) and got {got} tokens"
                ));
            }
            self.seen.nightlife_earned += u64::from(!tired);
        }
        let over = after.outcome().is_some();
        if after.day() == before.day() && !over {
            return Ok(());
        }
        let day = before.day();
        let record = after.last_day().ok_or("a Day ended without a record")?;
        if record.day() != day {
            return Err(format!("the record is of Day {}, not {day}", record.day()));
        }
        let n = self.players;
        let tableaux: Vec<&Tableau> = (0..n)
            .map(|s| record.tableau(Seat(s as u8)).expect("a tableau"))
            .collect();
        let trends: Vec<String> = record.trends().iter().map(|c| c.to_string()).collect();
        let mut flipped = before.flipped();
        if let Action::Awaken { guardian } = action {
            flipped.insert(*guardian);
        }
        for s in 0..n {
            let seat = Seat(s as u8);
            let nesting: Vec<usize> = after
                .guardians(seat)
                .iter()
                .filter(|g| !flipped.contains(*g))
                .map(usize::from)
                .collect();
            let mine = self.day_score(&tableaux, s, &trends, &nesting);
            let engine = i64::from(after.day_scores(seat)[usize::from(day) - 1]);
            if mine != engine {
                return Err(format!(
                    "Day {day}, seat {s}: the engine scores {engine}, the rulebook {mine}"
                ));
            }
        }
        // The token went to the first to 9, if anyone earned it.
        if let Some(e) = record.earned()
            && record.trigger() != Some(e)
        {
            return Err(format!(
                "the token went to {e}; {:?} reached 9 first",
                record.trigger()
            ));
        }
        self.seen.days += 1;
        self.seen.most_ties = self.seen_tie.get();
        Ok(())
    }

    /// The End of the Journey (L80): the Days plus 2 per Nightlife token; the
    /// highest totals win.
    pub fn finish(&self, game: &Seoul) -> Result<(), String> {
        let outcome = game.outcome().ok_or("the game has no outcome")?;
        let n = self.players;
        let totals: Vec<i64> = (0..n)
            .map(|s| {
                let seat = Seat(s as u8);
                game.day_scores(seat)
                    .iter()
                    .map(|&d| i64::from(d))
                    .sum::<i64>()
                    + 2 * i64::from(game.nightlife(seat))
            })
            .collect();
        if outcome.scores != totals {
            return Err(format!(
                "final {:?}, the rulebook {totals:?}",
                outcome.scores
            ));
        }
        let top = *totals.iter().max().unwrap_or(&0);
        let mut winners = SeatSet::EMPTY;
        for s in (0..n).filter(|&s| totals[s] == top) {
            winners.insert(Seat(s as u8));
        }
        if outcome.winners != winners {
            return Err(format!(
                "winners {}, the rulebook {winners}",
                outcome.winners
            ));
        }
        Ok(())
    }
}
