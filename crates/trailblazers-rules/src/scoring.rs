//! Scoring (L36–43, L66–75): loops, goal slots, the tie-break, and the
//! solo game's win or loss.

use crate::cards::{GoalKind, TrailType};
use crate::loops::{LoopSet, find_loops};
use crate::measure::measure;
use crate::state::{Ending, GOALS_REVEALED, MAX_PLAYERS, ROUNDS, Step, Trailblazers};
use serde::Serialize;
use tabletop_core::{Outcome, Seat};

/// How one seat's score is made up.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScoreLine {
    /// Loop points by camp type (hiking, biking, kayaking).
    pub loops: [u16; 3],
    /// Points from each In-Game goal in play (0 without a claim).
    pub in_game: [u8; GOALS_REVEALED],
    /// Points from each End-Game goal in play (0 until the game is over).
    pub end_game: [u8; GOALS_REVEALED],
    /// Player cards placed on goals (the tie-break, L38).
    pub player_cards: u8,
}

impl ScoreLine {
    /// Loop points.
    pub fn loop_points(&self) -> i64 {
        self.loops.iter().map(|&p| i64::from(p)).sum()
    }

    /// Loop points plus goal points.
    pub fn total(&self) -> i64 {
        self.loop_points()
            + self
                .in_game
                .iter()
                .chain(&self.end_game)
                .map(|&p| i64::from(p))
                .sum::<i64>()
    }
}

/// The result of the solo game (L69–75).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SoloResult {
    /// Whether the challenge is won.
    pub won: bool,
    /// Loop points scored.
    pub points: u16,
    /// The points the challenge asks for.
    pub target: u16,
    /// Why, in words.
    pub reason: String,
}

impl Trailblazers {
    /// End-Game goal slots (TB-15, L36): for each End-Game goal in play,
    /// the slot (1-based; 0 = none) of each seat. A player must meet the
    /// printed requirement to place a card at all; qualifiers are ranked in
    /// the goal's direction, ties sharing a rank, and ranks are dense, so a
    /// qualifier below a tie still takes the next slot.
    pub fn end_game_slots(&self) -> [[u8; MAX_PLAYERS]; GOALS_REVEALED] {
        let mut slots = [[0u8; MAX_PLAYERS]; GOALS_REVEALED];
        if self.is_solo() {
            return slots;
        }
        let cat = self.catalogue();
        let goals = cat.goals(GoalKind::EndGame);
        let mut loops = [None; MAX_PLAYERS];
        for (g, goal) in self.end_game.iter().enumerate() {
            let Some(goal) = goal.and_then(|i| goals.get(usize::from(i))) else {
                continue;
            };
            let mut value = [None; MAX_PLAYERS];
            for (s, value) in value.iter_mut().enumerate().take(self.players()) {
                let v = self.goal_value_with(s, goal, &mut loops[s]);
                *value = goal.meets(v).then_some(v);
            }
            for s in 0..self.players() {
                let Some(v) = value[s] else { continue };
                // Dense rank: 1 + the distinct qualifying values better than v.
                let mut better = [0u16; MAX_PLAYERS];
                let mut n = 0;
                for w in value.iter().flatten() {
                    if goal.better_than(*w, v) && !better[..n].contains(w) {
                        better[n] = *w;
                        n += 1;
                    }
                }
                if n < goal.slots.len() {
                    slots[g][s] = n as u8 + 1;
                }
            }
        }
        slots
    }

    /// A seat's score as it stands (End-Game goals count once the game is
    /// over; the solo game scores loops only, L73).
    pub fn score_line(&self, seat: Seat) -> ScoreLine {
        let i = seat.index() % MAX_PLAYERS;
        let set = self.loops(seat);
        let mut line = ScoreLine {
            loops: TrailType::ALL.map(|t| set.points_of(t)),
            in_game: [0; GOALS_REVEALED],
            end_game: [0; GOALS_REVEALED],
            player_cards: 0,
        };
        if self.is_solo() {
            return line;
        }
        let cat = self.catalogue();
        for (g, goal) in self.in_game.iter().enumerate() {
            let slot = self.claims[g][i];
            if let Some(goal) = goal.and_then(|k| cat.goals(GoalKind::InGame).get(usize::from(k)))
                && slot > 0
            {
                line.in_game[g] = goal.slots.get(usize::from(slot) - 1).copied().unwrap_or(0);
                line.player_cards += 1;
            }
        }
        if self.step == Step::Over {
            let slots = self.end_game_slots();
            for (g, goal) in self.end_game.iter().enumerate() {
                let slot = slots[g][i];
                if let Some(goal) =
                    goal.and_then(|k| cat.goals(GoalKind::EndGame).get(usize::from(k)))
                    && slot > 0
                {
                    line.end_game[g] = goal.slots.get(usize::from(slot) - 1).copied().unwrap_or(0);
                    line.player_cards += 1;
                }
            }
        }
        line
    }

    /// The solo game's result, once over: a missed In-Game goal, then a
    /// missed End-Game goal, lose at once (L62, L72); otherwise the loop
    /// points against the target (L74). The reason names the End-Game
    /// goal's status too, so a loss on points still says it was met.
    pub fn solo_result(&self) -> Option<SoloResult> {
        if !self.is_solo() || self.step != Step::Over {
            return None;
        }
        let target = self.config.challenge().map_or(0, |c| c.target());
        let points = self.loops(Seat(0)).points();
        let mut result = SoloResult {
            won: false,
            points,
            target,
            reason: String::new(),
        };
        if self.ending == Some(Ending::InGameGoalMissed) {
            let name = self
                .goals(GoalKind::InGame)
                .next()
                .map_or("the In-Game goal", |g| g.name.as_str());
            result.reason = format!("{name} was not met at the start of round 4");
            return Some(result);
        }
        let mut end_goal = String::new();
        if let Some(goal) = self.goals(GoalKind::EndGame).next() {
            let v = self.solo_measure(goal);
            if !goal.meets(v) {
                result.reason = format!(
                    "{} was not met ({v}, {} needed)",
                    goal.name,
                    goal.requirement_text()
                );
                return Some(result);
            }
            end_goal = format!(
                "{} is met ({v}, {} needed)",
                goal.name,
                goal.requirement_text()
            );
        }
        result.won = points >= target;
        let points_text = if result.won {
            format!("{points} loop points reach the target of {target}")
        } else {
            format!("{points} loop points fall short of the target of {target}")
        };
        result.reason = match (end_goal.is_empty(), result.won) {
            (true, _) => points_text,
            (false, true) => format!("{end_goal} and {points_text}"),
            (false, false) => format!("{end_goal}, but {points_text}"),
        };
        Some(result)
    }

    fn solo_measure(&self, goal: &crate::cards::Goal) -> u16 {
        self.goal_value(0, goal)
    }

    /// Seat `i`'s value on `goal`'s measure as its park stands (TB-2,
    /// TB-16): the one place a goal reads a park, for In-Game claims,
    /// End-Game slots and the solo challenge alike.
    pub(crate) fn goal_value(&self, i: usize, goal: &crate::cards::Goal) -> u16 {
        self.goal_value_with(i, goal, &mut None)
    }

    /// [`goal_value`](Self::goal_value) for a caller that judges one park
    /// on several goals: the park's loops are found only if `loops` does
    /// not hold them yet, and are kept there.
    pub(crate) fn goal_value_with(
        &self,
        i: usize,
        goal: &crate::cards::Goal,
        loops: &mut Option<LoopSet>,
    ) -> u16 {
        let park = &self.parks[i % MAX_PLAYERS];
        let loops = loops.get_or_insert_with(|| find_loops(park, self.catalogue()));
        measure(&goal.metric, park, loops, self.config.area())
    }

    /// Whether seat `i` meets `goal` now (its printed requirement, L32).
    pub(crate) fn meets_goal(&self, i: usize, goal: &crate::cards::Goal) -> bool {
        goal.meets(self.goal_value(i, goal))
    }

    /// The solo challenge's goals and where each stands, one line each:
    /// the In-Game goal is resolved at the start of round 4 (L62), the
    /// End-Game goal at the end (L70); before that the line gives the
    /// park's value now. Empty for a multiplayer game or Tenderfoot.
    pub fn solo_goal_lines(&self) -> Vec<String> {
        if !self.is_solo() {
            return Vec::new();
        }
        let missed = self.ending == Some(Ending::InGameGoalMissed);
        let mut lines = Vec::new();
        for goal in self.goals(GoalKind::InGame) {
            let v = self.solo_measure(goal);
            let status = if missed {
                format!(
                    "not met at the start of round 4 ({v}, {} needed)",
                    goal.requirement_text()
                )
            } else if self.round >= ROUNDS {
                "met at the start of round 4".to_string()
            } else {
                format!(
                    "{v} now; {} needed at the start of round 4",
                    goal.requirement_text()
                )
            };
            lines.push(format!("In-Game goal {}: {status}", goal.name));
        }
        for goal in self.goals(GoalKind::EndGame) {
            let v = self.solo_measure(goal);
            let need = goal.requirement_text();
            let status = match self.step {
                Step::Over if missed => {
                    "not resolved: the game ended at the start of round 4".to_string()
                }
                Step::Over if goal.meets(v) => format!("met ({v}, {need} needed)"),
                Step::Over => format!("not met ({v}, {need} needed)"),
                _ => format!("{v} now; {need} needed at the end"),
            };
            lines.push(format!("End-Game goal {}: {status}", goal.name));
        }
        lines
    }

    /// The result once the game is over: the most points wins, ties go to
    /// the most player cards placed, then the victory is shared (L38). The
    /// solo game is won or lost against its target (no winner on a loss).
    pub fn final_outcome(&self) -> Option<Outcome> {
        if self.step != Step::Over {
            return None;
        }
        if let Some(solo) = self.solo_result() {
            let mut outcome = Outcome::ranked(
                vec![i64::from(solo.points)],
                vec![0],
                if solo.won { "solo win" } else { "solo loss" },
            );
            if !solo.won {
                outcome.winners = tabletop_core::SeatSet::EMPTY;
            }
            outcome.breakdown = self.breakdown_lines();
            outcome.breakdown.push(solo.reason);
            return Some(outcome);
        }
        let lines: Vec<ScoreLine> = self.seating.seats().map(|s| self.score_line(s)).collect();
        let mut outcome = Outcome::ranked(
            lines.iter().map(ScoreLine::total).collect(),
            lines.iter().map(|l| i64::from(l.player_cards)).collect(),
            "4 rounds",
        );
        outcome.breakdown = self.breakdown_lines();
        Some(outcome)
    }
}
