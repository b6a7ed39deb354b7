//! Narration for a person watching: what each placement did (the loops it
//! closed, broke or changed, the points gained or lost), goal claims as
//! they happen, passing and discarding, and a map of every park at the end
//! of each round. Lines say only what the audience may know: a secret
//! placement is described to its own seat (and the omniscient narrator)
//! when it is made, and to everyone else when the step's placements are
//! revealed.

use crate::cards::{Catalogue, GoalKind, trail_offsets};
use crate::explain::ordinal;
use crate::geometry::Cell;
use crate::loops::{LoopSet, find_loops};
use crate::map::{LEGEND, text_map};
use crate::park::{Park, Piece, Placement};
use crate::state::{Step, Trailblazers};
use tabletop_core::{Audience, Seat};

fn cards(list: &[u8]) -> String {
    let numbers: Vec<String> = list
        .iter()
        .map(|&c| format!("#{}", u16::from(c) + 1))
        .collect();
    numbers.join(" ")
}

fn points(n: u16) -> String {
    format!("{n} point{}", if n == 1 { "" } else { "s" })
}

/// What laying a card did to a park's loops, in words ("closes a kayaking
/// loop worth 8 points (+8)").
pub fn loop_changes(before: &LoopSet, after: &LoopSet) -> Vec<String> {
    let mut out = Vec::new();
    for l in after.loops() {
        match before
            .loops()
            .iter()
            .find(|b| b.camp == l.camp && b.exits == l.exits)
        {
            None => out.push(format!(
                "closes a {} loop worth {}",
                l.camp,
                points(l.points)
            )),
            Some(b) if b.points != l.points => out.push(format!(
                "changes a {} loop from {} to {}",
                l.camp,
                points(b.points),
                points(l.points)
            )),
            Some(_) => {}
        }
    }
    for b in before.loops() {
        if !after
            .loops()
            .iter()
            .any(|l| l.camp == b.camp && l.exits == b.exits)
        {
            out.push(format!(
                "breaks a {} loop worth {}",
                b.camp,
                points(b.points)
            ));
        }
    }
    out
}

/// One line on a placement laid on `park` (the park before it).
fn placement_line(cat: &Catalogue, who: Seat, park: &Park, p: &Placement) -> String {
    let before = find_loops(park, cat);
    let mut after_park = park.clone();
    after_park.place(cat, p);
    let after = find_loops(&after_park, cat);
    let mut changes = loop_changes(&before, &after);
    let delta = i32::from(after.points()) - i32::from(before.points());
    let mut line = format!("{who} places {}", PlacementText(cat, p));
    if changes.is_empty() {
        line.push_str(&format!(" ({} in loops)", points(after.points())));
    } else {
        changes.push(format!(
            "{}{delta} → {} in loops",
            if delta >= 0 { "+" } else { "" },
            after.points()
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
        lines.extend(self.hand_lines(audience, "Round 1: "));
        lines.push(if self.is_solo() {
            format!("{} places a first camp.", Seat(0))
        } else {
            "Everyone places a first camp in secret.".into()
        });
        lines
    }

    /// The hands `audience` may see, one line each: `Dealt to seat 2: #…`
    /// (`Drawn by` in the solo game, where there is no dealer, L61), after
    /// `prefix` (`Round 1: `).
    fn hand_lines(&self, audience: Audience, prefix: &str) -> Vec<String> {
        let how = match (self.is_solo(), prefix.is_empty()) {
            (true, true) => "Drawn by",
            (true, false) => "drawn by",
            (false, true) => "Dealt to",
            (false, false) => "dealt to",
        };
        self.seating
            .seats()
            .filter(|&s| audience.sees_hidden_of(s))
            .map(|s| format!("{prefix}{how} {s}: {}", cards(self.hand(s))))
            .collect()
    }

    /// In a solo game, the cards in hand after a turn's discard and draw.
    fn hand_now_lines(&self, audience: Audience) -> Vec<String> {
        self.seating
            .seats()
            .filter(|&s| audience.sees_hidden_of(s))
            .map(|s| format!("Now in {s}'s hand: {}", cards(self.hand(s))))
            .collect()
    }

    /// The line that opens a new round: the deal (the draw, solo) and the
    /// camp step, or in round 4 the solo In-Game goal's resolution (L62).
    fn round_start_line(&self) -> String {
        if !self.is_solo() {
            return format!(
                "Round {}: 8 cards each.{}",
                self.round,
                if self.step == Step::Camps {
                    " Everyone places a camp in secret."
                } else {
                    ""
                }
            );
        }
        let then = if self.step == Step::Camps {
            format!("{} places a camp.", Seat(0))
        } else if let Some(goal) = self.goals(GoalKind::InGame).next() {
            format!("{} is met at the start of round 4: play on.", goal.name)
        } else {
            "all camps are out, so no camp this round.".into()
        };
        format!("Round {}: 8 cards drawn; {then}", self.round)
    }

    pub(crate) fn narration(
        &self,
        before: &Trailblazers,
        seat: Seat,
        action: &Placement,
        audience: Audience,
    ) -> Vec<String> {
        let cat = self.catalogue();
        let mut lines = Vec::new();
        let i = seat.index();
        if audience.sees_hidden_of(seat) {
            lines.push(placement_line(cat, seat, &before.parks[i], action));
        } else {
            let what = match action.piece {
                Piece::Camp(_) => "a camp",
                Piece::Trail(_) => "a trail card",
            };
            lines.push(format!("{seat} places {what} in secret."));
        }
        let revealed = before.step != self.step || before.round != self.round;
        if !revealed {
            return lines;
        }
        // Everyone has placed: the step's placements are revealed.
        let k = usize::from(before.owed());
        for s in self.seating.seats() {
            if audience.sees_hidden_of(s) {
                continue;
            }
            let all = self.parks[s.index()].placements();
            let start = all.len().saturating_sub(k);
            let mut park = Park::build(cat, &all[..start], true).unwrap_or_default();
            for p in &all[start..] {
                lines.push(format!("Revealed: {}", placement_line(cat, s, &park, p)));
                park.place(cat, p);
            }
        }
        lines.extend(self.claim_lines(before));
        match (before.step, self.step) {
            (Step::Camps, _) => {}
            (Step::Turn(t), Step::Turn(_)) if self.round == before.round => {
                let moved = if self.is_solo() {
                    format!(
                        "End of turn {t}: the rest of the hand is discarded and as many cards drawn."
                    )
                } else if before.round % 2 == 1 {
                    format!("End of turn {t}: hands pass to the left.")
                } else {
                    format!("End of turn {t}: hands pass to the right.")
                };
                lines.push(moved);
                lines.extend(self.hand_now_lines(audience));
            }
            _ => lines.extend(self.round_end_lines(before, audience)),
        }
        lines
    }

    fn claim_lines(&self, before: &Trailblazers) -> Vec<String> {
        let cat = self.catalogue();
        let mut lines = Vec::new();
        for (g, goal) in self.in_game.iter().enumerate() {
            let Some(goal) = goal.and_then(|i| cat.goals(GoalKind::InGame).get(usize::from(i)))
            else {
                continue;
            };
            for s in self.seating.seats() {
                let (was, now) = (before.claims[g][s.index()], self.claims[g][s.index()]);
                if was == 0 && now > 0 {
                    let pts = goal.slots.get(usize::from(now) - 1).copied().unwrap_or(0);
                    lines.push(format!(
                        "{s} meets {} and places a player card in its {} slot ({}).",
                        goal.name,
                        ordinal(now),
                        tabletop_core::words::plural(usize::from(pts), "point")
                    ));
                }
            }
        }
        lines
    }

    fn round_end_lines(&self, before: &Trailblazers, audience: Audience) -> Vec<String> {
        let mut lines = vec![format!(
            "End of round {}: the last cards in hand are discarded.",
            before.round
        )];
        for s in self.seating.seats() {
            lines.push(format!("{s}'s park after round {}:", before.round));
            lines.extend(
                text_map(&self.parks[s.index()], self.catalogue())
                    .lines()
                    .map(String::from),
            );
            lines.push(self.explain_score(s));
            lines.extend(self.explain_loops(s).into_iter().map(|l| format!("  {l}")));
        }
        lines.push(format!("Map legend: {LEGEND}"));
        match self.step {
            Step::Over => {
                lines.push("The game is over.".into());
                if let Some(solo) = self.solo_result() {
                    lines.push(format!(
                        "Solo challenge {}: {}.",
                        if solo.won { "won" } else { "lost" },
                        solo.reason
                    ));
                } else {
                    lines.extend(self.explain_goals());
                }
            }
            _ => {
                lines.push(self.round_start_line());
                lines.extend(self.hand_lines(audience, ""));
            }
        }
        lines
    }
}
