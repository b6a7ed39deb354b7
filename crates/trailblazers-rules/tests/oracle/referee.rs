//! A second referee for Trailblazers' scoring, from the rulebook and the
//! rulings' card data, sharing no rule code with the engine: its own parks
//! ([`super::park`]), loop points (L39-L41), the goal measures of the goal
//! cards (`docs/rulings/trailblazers.md`, TB-15, TB-2), In-Game claims at
//! the end of every turn (L33-L34, TB-13, TB-14), End-Game slots with dense
//! ranks (L36, TB-15), the final scores and tie-break (L38), and the solo
//! challenges (L44-L75, TB-21, TB-22).

use super::park::{Deck, Loop, Park, Piece};
use serde_json::Value;
use tabletop_core::{Game, GameConfig, Seat, SeatSet};
use trailblazers_rules::cards::GoalKind;
use trailblazers_rules::{Placement, Step, Trailblazers, TrailblazersConfig};

/// A goal card as data: its measure, requirement, direction and slots.
#[derive(Clone, Debug)]
struct Goal {
    key: String,
    metric: Value,
    requirement: u32,
    lower: bool,
    slots: Vec<u32>,
}

impl Goal {
    fn of(goal: &trailblazers_rules::cards::Goal) -> Goal {
        let json = serde_json::to_value(goal).expect("a goal serialises");
        Goal {
            key: json["key"].as_str().unwrap_or_default().to_string(),
            metric: json["metric"].clone(),
            requirement: json["requirement"].as_u64().unwrap_or(0) as u32,
            lower: json["better"].as_str() == Some("lower"),
            slots: json["slots"]
                .as_array()
                .map(|s| s.iter().map(|v| v.as_u64().unwrap_or(0) as u32).collect())
                .unwrap_or_else(|| vec![6, 3, 1]),
        }
    }

    fn meets(&self, v: u32) -> bool {
        if self.lower {
            v <= self.requirement
        } else {
            v >= self.requirement
        }
    }

    fn better(&self, a: u32, b: u32) -> bool {
        if self.lower { a < b } else { a > b }
    }
}

/// Counts of the cases the referee met.
#[derive(Clone, Debug, Default)]
pub struct Seen {
    pub loops: u64,
    pub self_crossings: u64,
    pub in_game_claims: u64,
    pub shared_claims: u64,
    pub end_game_slots: u64,
    pub ties_on_points: u64,
    pub solo_wins: u64,
}

impl Seen {
    pub fn add(&mut self, o: &Seen) {
        self.loops += o.loops;
        self.self_crossings += o.self_crossings;
        self.in_game_claims += o.in_game_claims;
        self.shared_claims += o.shared_claims;
        self.end_game_slots += o.end_game_slots;
        self.ties_on_points += o.ties_on_points;
        self.solo_wins += o.solo_wins;
    }
}

pub struct Referee {
    deck: Deck,
    bounding_box: bool,
    players: usize,
    parks: Vec<Park>,
    in_game: Vec<Goal>,
    end_game: Vec<Goal>,
    /// Per In-Game goal: the slot (1-based) each seat holds, and the next
    /// free slot.
    claims: Vec<Vec<u32>>,
    next_slot: Vec<u32>,
    /// Solo: whether the In-Game goal was met at the start of round 4.
    solo_in_game_met: Option<bool>,
    pub seen: Seen,
}

/// The deck data of `config`: the reference file, or the configuration's own.
fn deck_data(config: &TrailblazersConfig) -> Value {
    let json = serde_json::to_value(config).expect("a configuration serialises");
    match &json["deck"] {
        Value::Object(_) => json["deck"].clone(),
        _ => {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/reference-deck.json");
            serde_json::from_str(&std::fs::read_to_string(path).expect("the reference deck"))
                .expect("JSON")
        }
    }
}

/// The measure `metric` of a park with `loops` (the goal cards' metrics).
fn measure(metric: &Value, park: &Park, loops: &[(char, Loop)], bounding_box: bool) -> u32 {
    let points_of = |k: char| {
        loops
            .iter()
            .filter(|(c, _)| *c == k)
            .map(|(_, l)| l.points)
            .sum::<u32>()
    };
    let count_of = |k: char| loops.iter().filter(|(c, _)| *c == k).count() as u32;
    if let Some(kinds) = metric.get("markers").and_then(Value::as_array) {
        return loops
            .iter()
            .map(|(_, l)| {
                kinds
                    .iter()
                    .filter_map(Value::as_str)
                    .map(|k| l.markers.get(k).copied().unwrap_or(0))
                    .sum::<u32>()
            })
            .sum();
    }
    match metric.as_str().unwrap_or_default() {
        "loops" => loops.len() as u32,
        "loop_types" => ['h', 'b', 'k'].iter().filter(|&&k| count_of(k) > 0).count() as u32,
        "self_crossings" => loops.iter().map(|(_, l)| l.self_crossings).sum(),
        "busiest_camp" => ['h', 'b', 'k']
            .iter()
            .map(|&k| count_of(k))
            .max()
            .unwrap_or(0),
        "longest_loop" => loops.iter().map(|(_, l)| l.points).max().unwrap_or(0),
        "weakest_type" => ['h', 'b', 'k']
            .iter()
            .map(|&k| points_of(k))
            .min()
            .unwrap_or(0),
        "best_camp" => ['h', 'b', 'k']
            .iter()
            .map(|&k| points_of(k))
            .max()
            .unwrap_or(0),
        "area" if bounding_box => park.bounding_box(),
        "area" => park.covered_cells(),
        other => panic!("the referee does not know the measure {other}"),
    }
}

fn piece_of(p: &Placement) -> (Piece, (i32, i32), u8) {
    let json = serde_json::to_value(p.piece).expect("a piece serialises");
    let piece = if let Some(card) = json.get("trail").and_then(Value::as_u64) {
        Piece::Trail(card as usize)
    } else {
        let kind = json["camp"]
            .as_str()
            .and_then(|t| t.chars().next())
            .expect("a camp type");
        Piece::Camp(kind)
    };
    (
        piece,
        (i32::from(p.at.x), i32::from(p.at.y)),
        p.rotation.quarters(),
    )
}

impl Referee {
    pub fn new(config: &TrailblazersConfig, game: &Trailblazers) -> Self {
        let in_game: Vec<Goal> = game.goals(GoalKind::InGame).map(Goal::of).collect();
        let end_game: Vec<Goal> = game.goals(GoalKind::EndGame).map(Goal::of).collect();
        let area = serde_json::to_value(config).expect("config")["area"].clone();
        Referee {
            deck: Deck::from_json(&deck_data(config)),
            bounding_box: area.as_str() == Some("bounding_box"),
            players: config.players(),
            parks: vec![Park::default(); config.players()],
            claims: vec![vec![0; config.players()]; in_game.len()],
            next_slot: vec![1; in_game.len()],
            in_game,
            end_game,
            solo_in_game_met: None,
            seen: Seen::default(),
        }
    }

    fn loops(&self, seat: usize) -> Vec<(char, Loop)> {
        self.parks[seat].loops()
    }

    /// Follows one placement; returns the first disagreement with the engine.
    pub fn observe(
        &mut self,
        before: &Trailblazers,
        seat: Seat,
        action: &Placement,
        after: &Trailblazers,
    ) -> Result<(), String> {
        let (piece, at, quarters) = piece_of(action);
        self.parks[seat.index()].lay(&self.deck, piece, at, quarters);
        let Step::Turn(_) = before.step() else {
            return Ok(());
        };
        if after.step() == before.step() && after.round() == before.round() {
            return Ok(());
        }
        // The turn is over: loop points, then In-Game claims (TB-14).
        let loops: Vec<Vec<(char, Loop)>> = (0..self.players).map(|s| self.loops(s)).collect();
        for (s, mine) in loops.iter().enumerate() {
            let mine: u32 = mine.iter().map(|(_, l)| l.points).sum();
            let engine = u32::from(after.loops(Seat(s as u8)).points());
            if mine != engine {
                return Err(format!(
                    "round {} seat {s}: {engine} loop points, the rulebook {mine} ({:?})",
                    before.round(),
                    loops[s]
                ));
            }
        }
        if self.players == 1 {
            return self.solo_round_four(before, after);
        }
        for g in 0..self.in_game.len() {
            let goal = self.in_game[g].clone();
            let claimants: Vec<usize> = (0..self.players)
                .filter(|&s| self.claims[g][s] == 0)
                .filter(|&s| {
                    goal.meets(measure(
                        &goal.metric,
                        &self.parks[s],
                        &loops[s],
                        self.bounding_box,
                    ))
                })
                .collect();
            if !claimants.is_empty() && self.next_slot[g] as usize <= goal.slots.len() {
                for &s in &claimants {
                    self.claims[g][s] = self.next_slot[g];
                }
                self.next_slot[g] += 1;
                self.seen.in_game_claims += claimants.len() as u64;
                self.seen.shared_claims += u64::from(claimants.len() > 1);
            }
            for s in 0..self.players {
                let engine = after.in_game_claim(g, Seat(s as u8)).map_or(0, u32::from);
                if engine != self.claims[g][s] {
                    return Err(format!(
                        "round {} {}: seat {s} holds slot {engine}, the rulebook {}",
                        before.round(),
                        goal.key,
                        self.claims[g][s]
                    ));
                }
            }
        }
        Ok(())
    }

    /// L68, TB-22: the solo In-Game goal is resolved at the start of round
    /// 4; not met, the game ends at once.
    fn solo_round_four(
        &mut self,
        before: &Trailblazers,
        after: &Trailblazers,
    ) -> Result<(), String> {
        let into_four = before.round() == 3 && (after.round() == 4 || after.step() == Step::Over);
        let Some(goal) = self.in_game.first().cloned() else {
            return Ok(());
        };
        if !into_four {
            return Ok(());
        }
        let loops = self.loops(0);
        let met = goal.meets(measure(
            &goal.metric,
            &self.parks[0],
            &loops,
            self.bounding_box,
        ));
        self.solo_in_game_met = Some(met);
        if met == (after.step() == Step::Over) {
            return Err(format!(
                "{} met at the start of round 4: {met}, yet the game is over: {}",
                goal.key,
                after.step() == Step::Over
            ));
        }
        Ok(())
    }

    /// The final result: loop points plus goal slots, ties to the most
    /// player cards, then shared (L38); or the solo challenge (L74).
    pub fn finish(
        &mut self,
        game: &Trailblazers,
        config: &TrailblazersConfig,
    ) -> Result<(), String> {
        let outcome = game.outcome().ok_or("the game has no outcome")?;
        let n = self.players;
        let loops: Vec<Vec<(char, Loop)>> = (0..n).map(|s| self.loops(s)).collect();
        for l in &loops {
            self.seen.loops += l.len() as u64;
            self.seen.self_crossings += l
                .iter()
                .map(|(_, x)| u64::from(x.self_crossings))
                .sum::<u64>();
        }
        let points: Vec<u32> = loops
            .iter()
            .map(|l| l.iter().map(|(_, x)| x.points).sum())
            .collect();
        if n == 1 {
            return self.finish_solo(game, config, &loops[0], points[0]);
        }
        let mut scores: Vec<i64> = points.iter().map(|&p| i64::from(p)).collect();
        let mut cards = vec![0i64; n];
        for g in 0..self.in_game.len() {
            for s in 0..n {
                let slot = self.claims[g][s] as usize;
                if slot > 0 {
                    scores[s] += i64::from(self.in_game[g].slots[slot - 1]);
                    cards[s] += 1;
                }
            }
        }
        for goal in &self.end_game {
            let values: Vec<Option<u32>> = (0..n)
                .map(|s| {
                    let v = measure(&goal.metric, &self.parks[s], &loops[s], self.bounding_box);
                    goal.meets(v).then_some(v)
                })
                .collect();
            for s in 0..n {
                let Some(v) = values[s] else { continue };
                let mut better: Vec<u32> = values
                    .iter()
                    .flatten()
                    .copied()
                    .filter(|&w| goal.better(w, v))
                    .collect();
                better.sort_unstable();
                better.dedup();
                if let Some(&p) = goal.slots.get(better.len()) {
                    scores[s] += i64::from(p);
                    cards[s] += 1;
                    self.seen.end_game_slots += 1;
                }
            }
        }
        if outcome.scores != scores || outcome.tiebreaks != cards {
            return Err(format!(
                "final {:?} / {:?}, the rulebook {scores:?} / {cards:?}",
                outcome.scores, outcome.tiebreaks
            ));
        }
        let top = *scores.iter().max().unwrap_or(&0);
        self.seen.ties_on_points += u64::from(scores.iter().filter(|&&s| s == top).count() > 1);
        let most = (0..n)
            .filter(|&s| scores[s] == top)
            .map(|s| cards[s])
            .max()
            .unwrap_or(0);
        let mut winners = SeatSet::EMPTY;
        for s in (0..n).filter(|&s| scores[s] == top && cards[s] == most) {
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

    fn finish_solo(
        &mut self,
        game: &Trailblazers,
        config: &TrailblazersConfig,
        loops: &[(char, Loop)],
        points: u32,
    ) -> Result<(), String> {
        let outcome = game.outcome().ok_or("no outcome")?;
        let challenge = serde_json::to_value(config).expect("config")["challenge"]
            .as_str()
            .unwrap_or("tenderfoot-30")
            .to_string();
        let target = challenge
            .strip_prefix("tenderfoot-")
            .and_then(|t| t.parse().ok())
            .unwrap_or(50);
        let in_game_ok = self.in_game.is_empty() || self.solo_in_game_met == Some(true);
        let end_ok = self
            .end_game
            .iter()
            .all(|g| g.meets(measure(&g.metric, &self.parks[0], loops, self.bounding_box)));
        let won = in_game_ok && end_ok && points >= target;
        self.seen.solo_wins += u64::from(won);
        if outcome.winners.contains(Seat(0)) != won {
            return Err(format!(
                "{challenge}: {points} loop points, round {}: the engine says won {}, the rulebook {won}",
                game.round(),
                outcome.winners.contains(Seat(0))
            ));
        }
        if outcome.scores != [i64::from(points)] {
            return Err(format!(
                "solo score {:?}, the rulebook {points}",
                outcome.scores
            ));
        }
        Ok(())
    }
}
