//! Narration for a person watching, rendered from the events of an action
//! (and the state after it, for the maps): what each placement did (the
//! loops it closed, broke or changed, the points gained or lost), goal
//! claims as they happen, passing and discarding, and a map of every park
//! at the end of each round. The events are already redacted for the
//! audience: a secret placement is described to its own seat (and the
//! omniscient narrator) when it is made, and to everyone else when the
//! step's placements are revealed.

use crate::cards::{Catalogue, GoalKind, trail_offsets};
use crate::event::{HandsMove, Laid, LoopChange, TrailblazersEvent as Ev};
use crate::explain::ordinal;
use crate::geometry::Cell;
use crate::loops::LoopSet;
use crate::map::{LEGEND, text_map};
use crate::park::{Piece, Placement};
use crate::state::Trailblazers;
use tabletop_core::events::{Events, redact};
use tabletop_core::words::plural;
use tabletop_core::{Audience, Seat};

/// Card numbers as `#3 #17`.
fn cards(numbers: &[u16]) -> String {
    let numbers: Vec<String> = numbers.iter().map(|n| format!("#{n}")).collect();
    numbers.join(" ")
}

fn points(n: u16) -> String {
    plural(usize::from(n), "point")
}

impl std::fmt::Display for LoopChange {
    /// "closes a kayaking loop worth 8 points", "changes a hiking loop
    /// from 3 points to 5 points", "breaks a biking loop worth 4 points".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.before, self.after) {
            (None, Some(a)) => write!(f, "closes a {} loop worth {}", self.camp, points(a)),
            (Some(b), Some(a)) => write!(
                f,
                "changes a {} loop from {} to {}",
                self.camp,
                points(b),
                points(a)
            ),
            (Some(b), None) => write!(f, "breaks a {} loop worth {}", self.camp, points(b)),
            (None, None) => write!(f, "leaves a {} loop as it was", self.camp),
        }
    }
}

/// What laying a card did to a park's loops, in words ("closes a kayaking
/// loop worth 8 points").
pub fn loop_changes(before: &LoopSet, after: &LoopSet) -> Vec<String> {
    LoopChange::between(before, after)
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// One line on a card laid by `who`.
fn placement_line(cat: &Catalogue, who: Seat, laid: &Laid) -> String {
    let mut changes: Vec<String> = laid.changes.iter().map(ToString::to_string).collect();
    let delta = i32::from(laid.loops_after) - i32::from(laid.loops_before);
    let mut line = format!("{who} places {}", PlacementText(cat, &laid.placement));
    if changes.is_empty() {
        line.push_str(&format!(" ({} in loops)", points(laid.loops_after)));
    } else {
        changes.push(format!(
            "{}{delta} → {} in loops",
            if delta >= 0 { "+" } else { "" },
            laid.loops_after
        ));
        line.push_str(": ");
        line.push_str(&changes.join("; "));
    }
    line
}

struct PlacementText<'a>(&'a Catalogue, &'a Placement);

impl std::fmt::Display for PlacementText<'_> {
    /// The placement, then the card as it lies in the park: each covered
    /// cell with its coordinates and its trails turned the way the card
    /// was turned, north-west cell first (`trail 22 at 0,-1 r90 [s-curve:
    /// 0,-1 ne:h+rock sw:b+berm | 1,-1 …]`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (cat, p) = (self.0, self.1);
        write!(f, "{p}")?;
        if let Piece::Trail(c) = p.piece
            && let Some(card) = cat.trail(c)
        {
            let mut laid: Vec<(Cell, String)> = trail_offsets(p.rotation)
                .into_iter()
                .zip(&card.face.cells)
                .filter_map(|((dx, dy), cell)| {
                    let at = p.at.offset(dx as i8, dy as i8)?;
                    Some((at, cell.turned(p.rotation).to_string()))
                })
                .collect();
            laid.sort_by_key(|(at, _)| (at.y, at.x));
            let cells: Vec<String> = laid
                .into_iter()
                .map(|(at, text)| format!("{at} {text}"))
                .collect();
            write!(f, " [{}: {}]", card.shape, cells.join(" | "))?;
        }
        Ok(())
    }
}

impl Trailblazers {
    pub(crate) fn setup_lines(&self, audience: Audience) -> Vec<String> {
        let cat = self.catalogue();
        let mut lines = Vec::new();
        if let Some(challenge) = self.config.challenge() {
            lines.push(format!(
                "Trailblazers, solo: challenge {challenge} — score at least {} loop points.",
                challenge.target()
            ));
            for kind in [GoalKind::InGame, GoalKind::EndGame] {
                for g in self.goals(kind) {
                    let when = match kind {
                        GoalKind::InGame => "must be met at the start of round 4",
                        GoalKind::EndGame => "must be met at the end",
                    };
                    lines.push(format!("{}: {} ({when}).", g.name, g.text));
                }
            }
        } else {
            lines.push(format!(
                "Trailblazers: {} players, 4 rounds. Each has 3 camps and 4 player cards.",
                self.players()
            ));
            for kind in [GoalKind::InGame, GoalKind::EndGame] {
                let names: Vec<String> = self
                    .goals(kind)
                    .map(|g| format!("{} ({})", g.name, g.text))
                    .collect();
                let label = match kind {
                    GoalKind::InGame => "In-Game goals (6/3/1, checked after every turn)",
                    GoalKind::EndGame => "End-Game goals (6/3/1 by rank at the end)",
                };
                lines.push(format!("{label}: {}.", names.join("; ")));
            }
        }
        lines.push(format!(
            "The {} trail cards are shuffled.",
            cat.trail_count()
        ));
        let mut told = Vec::new();
        self.setup_events(&mut told);
        for event in told.iter().filter_map(|e| redact(e, audience)) {
            if let Ev::Dealt { seat, cards } = event {
                lines.push(self.dealt_line("Round 1: ", seat, &cards));
            }
        }
        lines.push(if self.is_solo() {
            format!("{} places a first camp.", Seat(0))
        } else {
            "Everyone places a first camp in secret.".into()
        });
        lines
    }

    /// A hand dealt, after `prefix` (`Round 1: `): `Dealt to seat 2: #…`
    /// (`Drawn by` in the solo game, where there is no dealer, L61).
    fn dealt_line(&self, prefix: &str, seat: Seat, dealt: &[u16]) -> String {
        let how = match (self.is_solo(), prefix.is_empty()) {
            (true, true) => "Drawn by",
            (true, false) => "drawn by",
            (false, true) => "Dealt to",
            (false, false) => "dealt to",
        };
        format!("{prefix}{how} {seat}: {}", cards(dealt))
    }

    /// The lines `audience` is told of `event` (already redacted for it),
    /// with `self` the state after the action.
    pub(crate) fn narrate_one(&self, event: &Ev, audience: Audience, out: &mut Vec<String>) {
        let cat = self.catalogue();
        match event {
            Ev::Dealt { seat, cards } => out.push(self.dealt_line("", *seat, cards)),
            Ev::Placed { seat, laid } => out.push(placement_line(cat, *seat, laid)),
            Ev::PlacedInSecret { seat, camp } => {
                let what = if *camp { "a camp" } else { "a trail card" };
                out.push(format!("{seat} places {what} in secret."));
            }
            // A seat that saw the placement when it was made is not told again.
            Ev::Revealed { seat, laid } if !audience.sees_hidden_of(*seat) => {
                out.push(format!("Revealed: {}", placement_line(cat, *seat, laid)));
            }
            Ev::GoalMet {
                seat,
                goal,
                slot,
                points,
            } => out.push(format!(
                "{seat} meets {} and places a player card in its {} slot ({}).",
                self.goal_name(goal),
                ordinal(*slot),
                plural(usize::from(*points), "point")
            )),
            Ev::TurnEnded { turn, hands } => out.push(match hands {
                HandsMove::Left => format!("End of turn {turn}: hands pass to the left."),
                HandsMove::Right => format!("End of turn {turn}: hands pass to the right."),
                HandsMove::Refilled => format!(
                    "End of turn {turn}: the rest of the hand is discarded and as many cards drawn."
                ),
            }),
            Ev::Hand { seat, cards: held } => {
                out.push(format!("Now in {seat}'s hand: {}", cards(held)));
            }
            Ev::RoundEnded { round, .. } => self.round_end_lines(*round, out),
            Ev::RoundStarted { round, camp } => out.push(self.round_start_line(*round, *camp)),
            Ev::SoloGoalResolved { goal, met } => out.push(format!(
                "{} is {} at the start of round 4{}",
                self.goal_name(goal),
                if *met { "met" } else { "not met" },
                if *met { ": play on." } else { "." }
            )),
            Ev::GameOver { .. } => self.game_over_lines(out),
            _ => {}
        }
    }

    /// A goal's name, from its key.
    fn goal_name<'a>(&'a self, key: &'a str) -> &'a str {
        let cat = self.catalogue();
        cat.find_goal(key)
            .and_then(|(kind, i)| cat.goals(kind).get(i))
            .map_or(key, |g| g.name.as_str())
    }

    /// The line that opens a new round: the deal (the draw, solo) and the
    /// camp step.
    fn round_start_line(&self, round: u8, camp: bool) -> String {
        if !self.is_solo() {
            let camps = if camp {
                " Everyone places a camp in secret."
            } else {
                ""
            };
            return format!("Round {round}: 8 cards each.{camps}");
        }
        let then = if camp {
            format!("{} places a camp.", Seat(0))
        } else {
            "all camps are out, so no camp this round.".into()
        };
        format!("Round {round}: 8 cards drawn; {then}")
    }

    /// The end of a round: every park drawn, its score and loops explained.
    fn round_end_lines(&self, round: u8, out: &mut Vec<String>) {
        out.push(format!(
            "End of round {round}: the last cards in hand are discarded."
        ));
        for s in self.seating.seats() {
            out.push(format!("{s}'s park after round {round}:"));
            out.extend(
                text_map(&self.parks[s.index()], self.catalogue())
                    .lines()
                    .map(String::from),
            );
            out.push(self.explain_score(s));
            out.extend(self.explain_loops(s).into_iter().map(|l| format!("  {l}")));
        }
        out.push(format!("Map legend: {LEGEND}"));
    }

    /// The end of the game: the solo result, or every goal's claims.
    fn game_over_lines(&self, out: &mut Vec<String>) {
        out.push("The game is over.".into());
        if let Some(solo) = self.solo_result() {
            out.push(format!(
                "Solo challenge {}: {}.",
                if solo.won { "won" } else { "lost" },
                solo.reason
            ));
        } else {
            out.extend(self.explain_goals());
        }
    }
}
