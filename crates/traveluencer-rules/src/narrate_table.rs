//! Narration of what follows an action at the table, trick by trick: the
//! seats that pay Inspiration Dried Up when their turn comes, each trick's
//! result (with its tie explained), the event revealed before the next trick
//! (and whether it was skipped), the next trick's start (and who cannot post
//! in it), the round's end and the game's end.
//!
//! Trick numbers come from the position (the trick log's slots), never from
//! how many tricks the log holds.

use crate::action::Action;
use crate::cards::Cards;
use crate::config::EventKind;
use crate::narrate::{cards_text, seat_name};
use crate::state::{Phase, Traveluencer};
use tabletop_core::words::{list, plural};
use tabletop_core::{Audience, Seat};

impl Traveluencer {
    /// Whether trick `t` (0-based) of round `r` has been played out.
    fn finished(&self, r: u8, t: u8) -> bool {
        (r, t) < (self.round, self.trick)
    }

    /// Whether the current trick is being played (posts or a modification).
    fn in_trick(&self) -> bool {
        matches!(self.phase, Phase::Post { .. } | Phase::Modify { .. })
    }

    pub(crate) fn table_lines(
        &self,
        before: &Traveluencer,
        seat: Seat,
        action: &Action,
        audience: Audience,
        lines: &mut Vec<String>,
    ) {
        let n = self.players();
        let begun_before = before.in_trick();
        // Events revealed by this action; the cards an event moved are told
        // only when it is the action's only event (the hands before it are
        // then known).
        let mut reveals = 0;
        let (mut r, mut t) = (before.round, before.trick);
        let mut first = true;
        while r < 3 && t < 7 {
            let current = (r, t) == (self.round, self.trick);
            let finished = self.finished(r, t);
            if !finished && !current {
                break;
            }
            // The event revealed before this trick (L66).
            let revealed_before = first && before.events_revealed as usize > (t / 2) as usize;
            if self.config.events && t % 2 == 1 && !revealed_before {
                let events = if r == before.round {
                    before.events.as_slice()
                } else {
                    self.events.as_slice()
                };
                let reached = finished || self.events_revealed as usize > (t / 2) as usize;
                if let (true, Some(&event)) = (reached, events.get((t / 2) as usize)) {
                    reveals += 1;
                    lines.push(format!("Unexpected event before trick {}: {event}", t + 1));
                    if current && reveals == 1 {
                        self.event_lines(before, seat, action, event, audience, lines);
                    }
                }
            }
            let begun = finished || (current && self.in_trick());
            if begun && !(first && begun_before) {
                let start = if finished {
                    self.log[r as usize][t as usize].map_or(self.start, |rec| rec.start)
                } else {
                    self.start
                };
                lines.push(format!("Trick {}: {} starts.", t + 1, seat_name(start)));
                // A trick played out within the action had nobody to post
                // (its result says so); the current one names who will not.
                let idle = if current {
                    self.cannot_post()
                } else {
                    tabletop_core::SeatSet::EMPTY
                };
                if !idle.is_empty() {
                    let names: Vec<String> = idle.iter().map(seat_name).collect();
                    lines.push(format!(
                        "  {} {} cards but no Post card and will not post this trick",
                        list(&names),
                        if idle.len() == 1 { "holds" } else { "hold" }
                    ));
                }
            }
            // Inspiration Dried Up, said at the seats' turns (L73).
            let earlier = |p: usize| {
                if first && begun_before {
                    before.dried[p]
                } else {
                    0
                }
            };
            let paid: Vec<u8> = (0..n)
                .map(|p| {
                    let now = if finished {
                        self.log[r as usize][t as usize].map_or(0, |rec| rec.dried_up[p])
                    } else {
                        self.dried[p]
                    };
                    now.saturating_sub(earlier(p))
                })
                .collect();
            let order = (0..n).map(|k| {
                let start = if finished {
                    self.log[r as usize][t as usize].map_or(self.start, |rec| rec.start)
                } else {
                    self.start
                };
                self.seating().clockwise(start, k)
            });
            for s in order {
                let loss = paid[s.index()];
                if loss > 0 {
                    lines.push(format!(
                        "  {} has no cards: Inspiration Dried Up, -{}",
                        seat_name(s),
                        plural(loss as usize, "token")
                    ));
                }
            }
            if !finished {
                break;
            }
            self.trick_result(before, seat, action, r, t, first, lines);
            first = false;
            t += 1;
            if t == 7 {
                self.round_end_lines(r, audience, lines);
                r += 1;
                t = 0;
            }
        }
        if let Phase::Modify { seat: s, .. } = self.phase
            && (!matches!(before.phase, Phase::Modify { .. }) || s != seat)
        {
            lines.push(format!("{} may modify the post", seat_name(s)));
        }
    }

    /// The result of trick `t` of round `r`, with a tie explained (L48, L60).
    #[allow(clippy::too_many_arguments)]
    fn trick_result(
        &self,
        before: &Traveluencer,
        seat: Seat,
        action: &Action,
        r: u8,
        t: u8,
        played_now: bool,
        lines: &mut Vec<String>,
    ) {
        let Some(rec) = self.log[r as usize][t as usize] else {
            return;
        };
        let Some(w) = rec.winner else {
            lines.push(format!("Trick {}: nobody could post; no winner", t + 1));
            return;
        };
        let trend = rec
            .trend
            .map_or("no topic".to_string(), |k| format!("trending {}", k.name()));
        lines.push(format!(
            "Trick {}: {} wins with {} (view {}, {trend}) for {}",
            t + 1,
            seat_name(w),
            rec.post,
            rec.view(),
            plural(rec.tokens as usize, "token")
        ));
        if !played_now {
            return;
        }
        // The trick this action finished: its posts are before's table and
        // this action's cards.
        let mut posts: [Cards; 4] = before.table;
        if let Action::Post(p) | Action::Modify(p) = *action {
            posts[seat.index()] = posts[seat.index()].plus(p.cards());
        }
        let rank = |post: Cards| -> Option<(u8, u128)> {
            let kind = post.single_type()?;
            let led = rec.led?;
            let class = if kind != led && Some(kind) == rec.trend {
                2
            } else if kind == led {
                1
            } else {
                return None;
            };
            Some((class, post.view_count().0))
        };
        let best = rank(posts[w.index()]);
        let tied: Vec<String> = (0..self.players())
            .map(|p| Seat(p as u8))
            .filter(|&s| s != w && best.is_some() && rank(posts[s.index()]) == best)
            .map(seat_name)
            .collect();
        if !tied.is_empty() {
            lines.push(format!(
                "  {} {} the same view; the earlier post wins (L48)",
                list(&tied),
                if tied.len() == 1 { "has" } else { "have" }
            ));
        }
    }

    /// What the event revealed before the current trick did, as `audience`
    /// may know it; a skipped Wind Shift or Crossover is said to be skipped.
    fn event_lines(
        &self,
        before: &Traveluencer,
        seat: Seat,
        action: &Action,
        event: EventKind,
        audience: Audience,
        lines: &mut Vec<String>,
    ) {
        let n = self.players();
        let seating = self.seating();
        // The hands when the event began, and what each seat lost in it.
        let pre = |p: Seat| before.hand_before_events(p, seat, action);
        let lost = |p: Seat| pre(p).minus(self.hands[p.index()]);
        let seats = (0..n).map(|p| Seat(p as u8));
        match event {
            EventKind::Flight | EventKind::LostPassport => {
                let phase_open = matches!(self.phase, Phase::Flight { .. })
                    || matches!(self.phase, Phase::LostPassport { .. });
                lines.push(if phase_open && event == EventKind::Flight {
                    "  everyone with a hand card chooses one in secret to pass to the left".into()
                } else if phase_open {
                    "  everyone with a hand card chooses one in secret to discard".into()
                } else {
                    "  nobody holds a hand card: no effect".into()
                });
            }
            EventKind::Rescheduled => {
                let t = self.trick as usize;
                let rest: Vec<String> = (t..7)
                    .map(|s| format!("{}:{}", s + 1, self.trending[s]))
                    .collect();
                lines.push(format!("  the remaining topics are now {}", rest.join(" ")));
            }
            EventKind::WrongLuggage => {
                lines.push("  every hand moves to the left".into());
                for p in seats.filter(|&p| audience.sees_hidden_of(p)) {
                    lines.push(format!(
                        "  {} now holds {}",
                        seat_name(p),
                        self.hands[p.index()]
                    ));
                }
            }
            EventKind::Thief => {
                lines.push("  everyone draws a random card from the player on the right".into());
                for p in seats {
                    let thief = seating.left(p);
                    let card = lost(p);
                    if !card.is_empty()
                        && (audience.sees_hidden_of(p) || audience.sees_hidden_of(thief))
                    {
                        lines.push(format!(
                            "  {} draws {} from {}",
                            seat_name(thief),
                            cards_text(card),
                            seat_name(p)
                        ));
                    }
                }
            }
            EventKind::WindShift => {
                let target = seat_name(self.fewest_tokens());
                lines.push(if matches!(self.phase, Phase::WindShift { .. }) {
                    format!("  {target}, with the fewest tokens, may swap a remaining topic")
                } else {
                    format!(
                        "  {target}, with the fewest tokens, holds no hand card: Wind Shift is skipped"
                    )
                });
            }
            EventKind::Crossover => {
                let target = self.fewest_tokens();
                let Phase::Crossover { owed, .. } = self.phase else {
                    lines.push(format!(
                        "  {}, with the fewest tokens, has nobody to draw from: Crossover is skipped",
                        seat_name(target)
                    ));
                    return;
                };
                let from: Vec<String> = (1..n)
                    .map(|k| seating.clockwise(target, k))
                    .filter(|&s| owed.contains(s))
                    .map(seat_name)
                    .collect();
                lines.push(format!(
                    "  {}, with the fewest tokens, draws a random card from {}, then gives one back to each",
                    seat_name(target),
                    list(&from)
                ));
                for p in owed.iter() {
                    if audience.sees_hidden_of(p) || audience.sees_hidden_of(target) {
                        lines.push(format!(
                            "  {} draws {} from {}",
                            seat_name(target),
                            cards_text(lost(p)),
                            seat_name(p)
                        ));
                    }
                }
            }
            EventKind::NetworkDisconnection | EventKind::Live | EventKind::Unnamed => {
                lines.push("  the rulebook gives no text for this card: it has no effect".into());
            }
        }
    }

    /// The end of round `r` (L69, L76): each seat's record; then the next
    /// round's start, or the game's end with its tie explained (L79-L80).
    fn round_end_lines(&self, r: u8, audience: Audience, lines: &mut Vec<String>) {
        lines.push(format!("Round {} over.", r + 1));
        let n = self.players();
        for p in 0..n {
            let seat = Seat(p as u8);
            let rec = self.records[r as usize][p];
            // What the tricks were worth, when the round's log says how much
            // Inspiration Dried Up took (a position may leave the log out).
            let won = match self.dried_up_in_round(r, seat) {
                Some(dried) if dried > 0 => format!(
                    " worth {}, Inspiration Dried Up -{dried}",
                    u16::from(rec.tokens) + u16::from(rec.poor_planning) + u16::from(dried)
                ),
                _ => String::new(),
            };
            let poor = if rec.poor_planning > 0 {
                format!(", Poor Planning -{}", rec.poor_planning)
            } else {
                String::new()
            };
            lines.push(format!(
                "  {}: {} ({}{won}{poor}), total {}",
                seat_name(seat),
                plural(rec.tokens as usize, "token"),
                plural(rec.tricks as usize, "trick"),
                self.total_tokens[p]
            ));
        }
        if self.phase == Phase::GameOver {
            lines.push(self.game_over_line());
        } else {
            lines.extend(self.round_intro(audience));
        }
    }

    /// Who won, and how a tie was broken (L79-L80).
    fn game_over_line(&self) -> String {
        let Some(o) = <Traveluencer as tabletop_core::Game>::outcome(self) else {
            return "Game over.".into();
        };
        let n = self.players();
        let top = (0..n).map(|p| self.total_tokens[p]).max().unwrap_or(0);
        let level: Vec<Seat> = (0..n)
            .filter(|&p| self.total_tokens[p] == top)
            .map(|p| Seat(p as u8))
            .collect();
        let winners: Vec<String> = o.winners.iter().map(seat_name).collect();
        let tokens = plural(top as usize, "token");
        if level.len() == 1 {
            return format!("Game over: {} wins with {tokens}.", list(&winners));
        }
        let names: Vec<String> = level.iter().map(|&s| seat_name(s)).collect();
        let tricks = |s: Seat| self.tricks_total[s.index()];
        if o.is_shared() {
            format!(
                "Game over: {} tie on {tokens} and {}: a shared victory.",
                list(&names),
                plural(tricks(level[0]) as usize, "trick")
            )
        } else {
            let counts: Vec<String> = level.iter().map(|&s| tricks(s).to_string()).collect();
            format!(
                "Game over: {} tie on {tokens}; {} won the most tricks ({}) and wins.",
                list(&names),
                list(&winners),
                counts.join(" to ")
            )
        }
    }
}
