//! Narration: readable lines for a person watching a game.

use crate::action::Action;
use crate::config::EventKind;
use crate::state::{Phase, Traveluencer};
use tabletop_core::Seat;
use tabletop_core::text::count;

impl Traveluencer {
    fn round_intro(&self) -> Vec<String> {
        let n = self.players();
        let mut lines = vec![format!(
            "Round {}: seat {} starts; 7 trending topics lie face down{}.",
            self.round + 1,
            self.start.0,
            if self.config.events {
                ", 3 event cards beside them"
            } else {
                ""
            }
        )];
        if n == 2 {
            for p in 0..2 {
                lines.push(format!(
                    "  seat {p}: {} in hand, face up: {}",
                    count(self.hands[p].len(), "card", "cards"),
                    self.displays[p]
                ));
            }
        } else {
            lines.push(format!(
                "  each player holds {} cards (14 and a Souvenir)",
                self.hands[0].len()
            ));
        }
        lines
    }

    pub(crate) fn setup_lines(&self) -> Vec<String> {
        let mut lines = vec![format!(
            "Traveluencer for {} players{}; rules {}.",
            self.players(),
            if self.config.events {
                " with Unexpected Events"
            } else {
                ""
            },
            <Traveluencer as tabletop_core::Game>::RULES_VERSION
        )];
        lines.extend(self.round_intro());
        lines
    }

    pub(crate) fn narration(
        &self,
        before: &Traveluencer,
        seat: Seat,
        action: &Action,
    ) -> Vec<String> {
        let mut lines = Vec::new();
        let who = format!("seat {}", seat.0);
        match action {
            Action::Pass(c) => lines.push(format!("{who} picks {c} to pass to the left")),
            Action::Post(p) => {
                let c = p.cards();
                let kind = c.single_type().map(|t| t.name()).unwrap_or("?");
                lines.push(format!(
                    "{who} posts {c}{} ({kind}, view {})",
                    from_display(p.display()),
                    c.view_count()
                ));
            }
            Action::Modify(p) => {
                let now = before.table[seat.index()].plus(p.cards());
                lines.push(format!(
                    "{who} modifies the post with {}{}: now {now}, view {}",
                    p.cards(),
                    from_display(p.display()),
                    now.view_count()
                ));
            }
            Action::Decline => lines.push(format!("{who} declines")),
            Action::Flight(c) => lines.push(format!("{who} sends {c} on the flight to the left")),
            Action::Discard(c) => lines.push(format!("{who} loses {c} with the passport")),
            Action::Swap { space, card } => lines.push(format!(
                "{who} swaps topic {space} ({}) for {card} from the hand",
                before
                    .trending_card(*space)
                    .map_or("?".to_string(), |c| c.to_string())
            )),
            Action::Give { card, to } => lines.push(format!("{who} gives {card} to seat {}", to.0)),
        }
        if self.revealed && (!before.revealed || before.round != self.round) {
            let topics: Vec<String> = self
                .trending
                .iter()
                .enumerate()
                .map(|(i, c)| format!("{}:{}", i + 1, c))
                .collect();
            lines.push(format!(
                "Passes delivered. Trending topics: {}",
                topics.join(" ")
            ));
        }
        // Finished tricks.
        let last_round = (self.round as usize).min(2);
        for r in before.round as usize..=last_round {
            let from = if r == before.round as usize {
                before.log[r].iter().flatten().count()
            } else {
                0
            };
            for (t, rec) in self.log[r].iter().flatten().enumerate().skip(from) {
                let trend = rec.trend.map(|t| t.name()).unwrap_or("none");
                match rec.winner {
                    Some(w) => lines.push(format!(
                        "Trick {}: seat {} wins with {} (view {}, trending {trend}) for {}",
                        t + 1,
                        w.0,
                        rec.post,
                        rec.view(),
                        count(rec.tokens, "token", "tokens")
                    )),
                    None => lines.push(format!("Trick {}: nobody could post; no winner", t + 1)),
                }
                for (p, &d) in rec.dried_up.iter().enumerate().take(self.players()) {
                    if d > 0 {
                        lines.push(format!(
                            "  seat {p} has no cards: Inspiration Dried Up, -{d} tokens"
                        ));
                    }
                }
            }
        }
        // Events revealed.
        if before.round == self.round && self.events_revealed > before.events_revealed {
            let e = self.events.as_slice()[self.events_revealed as usize - 1];
            lines.push(format!(
                "Unexpected event before trick {}: {e}",
                self.trick + 1
            ));
            match e {
                EventKind::Rescheduled => {
                    let t = self.trick as usize;
                    let rest: Vec<String> = (t..7)
                        .map(|s| format!("{}:{}", s + 1, self.trending[s]))
                        .collect();
                    lines.push(format!("  remaining topics now {}", rest.join(" ")));
                }
                EventKind::WrongLuggage => lines.push("  every hand moves to the left".into()),
                EventKind::Thief => {
                    lines.push("  everyone draws a random card from the right".into())
                }
                EventKind::WindShift => lines.push(format!(
                    "  seat {}, with the fewest tokens, may swap a remaining topic",
                    self.fewest_tokens().0
                )),
                EventKind::Crossover => lines.push(format!(
                    "  seat {}, with the fewest tokens, draws a random card from each other hand",
                    self.fewest_tokens().0
                )),
                e if !e.has_text() => lines
                    .push("  the rulebook gives no text for this card: it has no effect".into()),
                _ => {}
            }
        }
        if let Phase::Modify { seat: s, .. } = self.phase {
            if !matches!(before.phase, Phase::Modify { .. }) || s != seat {
                lines.push(format!("seat {} may modify the post", s.0));
            }
        }
        // Round end.
        if before.round != self.round
            || (self.phase == Phase::GameOver && before.phase != Phase::GameOver)
        {
            let r = before.round as usize;
            lines.push(format!("Round {} over.", r + 1));
            for p in 0..self.players() {
                let rec = self.records[r][p];
                lines.push(format!(
                    "  seat {p}: {} ({}{}), total {}",
                    count(rec.tokens, "token", "tokens"),
                    count(rec.tricks, "trick", "tricks"),
                    if rec.poor_planning > 0 {
                        format!(", Poor Planning -{}", rec.poor_planning)
                    } else {
                        String::new()
                    },
                    self.total_tokens[p]
                ));
            }
            if self.phase == Phase::GameOver {
                if let Some(o) = <Traveluencer as tabletop_core::Game>::outcome(self) {
                    let winners: Vec<String> = o.winners.iter().map(|s| s.0.to_string()).collect();
                    lines.push(format!(
                        "Game over: {} {}",
                        if o.is_shared() {
                            "shared victory for seats"
                        } else {
                            "the winner is seat"
                        },
                        winners.join(", ")
                    ));
                }
            } else {
                lines.extend(self.round_intro());
            }
        }
        lines
    }
}

/// " (F9 from the display)" when a play takes face-up cards.
fn from_display(display: crate::cards::Cards) -> String {
    if display.is_empty() {
        String::new()
    } else {
        format!(" ({display} from the display)")
    }
}
