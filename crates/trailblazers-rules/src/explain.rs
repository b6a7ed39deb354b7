//! Scores in words: each seat's total and each loop — its camp, its type,
//! the cells it passes and the markers it counts — so a person can check
//! the score against the cards in front of them.

use crate::cards::{CampPort, Catalogue, GoalKind, TrailType};
use crate::loops::{Loop, trace};
use crate::park::Park;
use crate::state::{Step, Trailblazers};
use tabletop_core::Seat;

/// "1st", "2nd", "3rd", "4th" …
pub fn ordinal(n: u8) -> String {
    let suffix = match n {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// One line about a loop: camp, exits, points, the cells in order, where
/// it crosses itself, and the markers by kind.
pub fn describe_loop(park: &Park, cat: &Catalogue, lp: &Loop) -> String {
    let exits = &cat.camp(lp.camp).exits;
    let exit = |i: u8| {
        exits
            .get(usize::from(i))
            .map_or_else(|| "?".to_string(), |e: &CampPort| e.name())
    };
    let steps = trace(park, cat, lp);
    let cells: Vec<String> = steps.iter().map(|(c, _, _)| c.to_string()).collect();
    let mut crossings: Vec<String> = Vec::new();
    for (i, (c, f, _)) in steps.iter().enumerate() {
        if cat.face(*f).is_crossing() && steps[..i].iter().any(|(d, _, _)| d == c) {
            crossings.push(c.to_string());
        }
    }
    let mut line = format!(
        "{} loop from the {} camp's exit {} to exit {}: {} point{}, through {} cell{} ({})",
        lp.camp,
        lp.camp,
        exit(lp.exits.0),
        exit(lp.exits.1),
        lp.points,
        if lp.points == 1 { "" } else { "s" },
        cells.len(),
        if cells.len() == 1 { "" } else { "s" },
        cells.join(" ")
    );
    if !crossings.is_empty() {
        line.push_str(&format!(
            "; crosses itself at {} (its markers count twice)",
            crossings.join(", ")
        ));
    }
    line.push_str(&format!("; markers: {}", lp.markers));
    line
}

impl Trailblazers {
    /// A seat's park as a text map ([`crate::map`]), as it stands.
    pub fn park_map(&self, seat: Seat) -> String {
        self.park(seat)
            .map_or_else(String::new, |p| crate::map::text_map(p, self.catalogue()))
    }

    /// A seat's park as an SVG picture ([`crate::svg`]), as it stands.
    pub fn park_svg(&self, seat: Seat) -> String {
        self.park(seat).map_or_else(String::new, |p| {
            crate::svg::park_svg(p, self.catalogue(), &format!("{seat}'s park"))
        })
    }

    /// Every completed loop of a seat's park, explained.
    pub fn explain_loops(&self, seat: Seat) -> Vec<String> {
        let Some(park) = self.park(seat) else {
            return Vec::new();
        };
        let set = self.loops(seat);
        if set.loops().is_empty() {
            return vec!["no completed loop".into()];
        }
        set.loops()
            .iter()
            .map(|lp| describe_loop(park, self.catalogue(), lp))
            .collect()
    }

    /// A seat's score in one line: loops by type, each goal's points.
    pub fn explain_score(&self, seat: Seat) -> String {
        let line = self.score_line(seat);
        let by_type: Vec<String> = TrailType::ALL
            .iter()
            .map(|t| format!("{t} {}", line.loops[t.index()]))
            .collect();
        let mut parts = vec![format!(
            "loops {} ({})",
            line.loop_points(),
            by_type.join(", ")
        )];
        let cat = self.catalogue();
        for (kind, list, points) in [
            (GoalKind::InGame, &self.in_game, &line.in_game),
            (GoalKind::EndGame, &self.end_game, &line.end_game),
        ] {
            for (g, goal) in list.iter().enumerate() {
                if let Some(goal) = goal.and_then(|i| cat.goals(kind).get(usize::from(i)))
                    && points[g] > 0
                {
                    parts.push(format!("{} {}", goal.name, points[g]));
                }
            }
        }
        if self.is_solo() {
            format!("{seat}: {} loop points", line.loop_points())
        } else {
            format!(
                "{seat}: {} = {}; {} player card{} placed",
                line.total(),
                parts.join(" + "),
                line.player_cards,
                if line.player_cards == 1 { "" } else { "s" }
            )
        }
    }

    /// Goal claims in words (In-Game as they stand; End-Game once over);
    /// in the solo game, where each goal of the challenge stands.
    pub fn explain_goals(&self) -> Vec<String> {
        if self.is_solo() {
            return self.solo_goal_lines();
        }
        let cat = self.catalogue();
        let mut lines = Vec::new();
        for (g, goal) in self.in_game.iter().enumerate() {
            let Some(goal) = goal.and_then(|i| cat.goals(GoalKind::InGame).get(usize::from(i)))
            else {
                continue;
            };
            let claims: Vec<String> = self
                .seating
                .seats()
                .filter_map(|s| {
                    let slot = self.in_game_claim(g, s)?;
                    let pts = goal.slots.get(usize::from(slot) - 1).copied().unwrap_or(0);
                    Some(format!("{s} {} ({pts})", ordinal(slot)))
                })
                .collect();
            lines.push(format!(
                "In-Game goal {}: {}",
                goal.name,
                if claims.is_empty() {
                    "unclaimed".to_string()
                } else {
                    claims.join(", ")
                }
            ));
        }
        if self.step == Step::Over {
            let slots = self.end_game_slots();
            for (g, goal) in self.end_game.iter().enumerate() {
                let Some(goal) =
                    goal.and_then(|i| cat.goals(GoalKind::EndGame).get(usize::from(i)))
                else {
                    continue;
                };
                let claims: Vec<String> = self
                    .seating
                    .seats()
                    .filter(|s| slots[g][s.index()] > 0)
                    .map(|s| {
                        let slot = slots[g][s.index()];
                        let pts = goal.slots.get(usize::from(slot) - 1).copied().unwrap_or(0);
                        format!("{s} {} ({pts})", ordinal(slot))
                    })
                    .collect();
                lines.push(format!(
                    "End-Game goal {}: {}",
                    goal.name,
                    if claims.is_empty() {
                        "nobody qualifies".to_string()
                    } else {
                        claims.join(", ")
                    }
                ));
            }
        }
        lines
    }

    /// The outcome's breakdown: goals, then each seat's score and loops.
    pub(crate) fn breakdown_lines(&self) -> Vec<String> {
        let mut lines = self.explain_goals();
        for seat in self.seating.seats() {
            lines.push(self.explain_score(seat));
            for l in self.explain_loops(seat) {
                lines.push(format!("  {l}"));
            }
        }
        lines
    }
}
