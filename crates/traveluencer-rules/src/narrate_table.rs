//! Narration of what the table does between decisions, rendered from its
//! events: each trick's start (and who cannot post in it), the seats that
//! pay Inspiration Dried Up, each trick's result (with its tie explained),
//! the Unexpected Events and what they did, the round's end and the game's
//! end.

use crate::config::EventKind;
use crate::event::{SeatRound, TraveluencerEvent as Ev};
use crate::narrate::{card_text, seat_name};
use crate::state::Traveluencer;
use tabletop_core::words::{list, plural};
use tabletop_core::{Audience, Seat, SeatSet};

/// The names of `seats`, in seat order.
fn names(seats: SeatSet) -> Vec<String> {
    seats.iter().map(seat_name).collect()
}

/// "holds" for one seat, "hold" for several.
fn verb(seats: SeatSet, one: &'static str, many: &'static str) -> &'static str {
    if seats.len() == 1 { one } else { many }
}

impl Traveluencer {
    /// The lines of a table event (redacted for `audience`).
    pub(crate) fn table_lines(&self, event: &Ev, audience: Audience, lines: &mut Vec<String>) {
        match event {
            Ev::TopicsRevealed { topics } => {
                let topics: Vec<String> = topics
                    .iter()
                    .enumerate()
                    .map(|(i, c)| format!("{}:{}", i + 1, c))
                    .collect();
                lines.push(format!(
                    "Passes delivered. Trending topics: {}",
                    topics.join(" ")
                ));
            }
            Ev::TrickStarted {
                trick,
                start,
                cannot_post,
            } => {
                lines.push(format!("Trick {trick}: {} starts.", seat_name(*start)));
                if !cannot_post.is_empty() {
                    lines.push(format!(
                        "  {} {} cards but no Post card and will not post this trick",
                        list(&names(*cannot_post)),
                        verb(*cannot_post, "holds", "hold")
                    ));
                }
            }
            Ev::DriedUp { seat, tokens } => lines.push(format!(
                "  {} has no cards: Inspiration Dried Up, -{}",
                seat_name(*seat),
                plural(*tokens as usize, "token")
            )),
            Ev::TrickWon { .. } => self.trick_result(event, lines),
            Ev::EventRevealed { trick, event } => {
                lines.push(format!("Unexpected event before trick {trick}: {event}"));
            }
            Ev::RoundEnded { round, scores } => round_end_lines(*round, scores, lines),
            Ev::GameEnded { .. } => lines.push(self.game_over_line()),
            _ => self.unexpected_lines(event, audience, lines),
        }
    }

    /// The result of a trick, with a tie explained (L48, L60).
    fn trick_result(&self, event: &Ev, lines: &mut Vec<String>) {
        let Ev::TrickWon {
            trick,
            winner,
            post,
            trend,
            tokens,
            tied,
        } = *event
        else {
            return;
        };
        let Some(w) = winner else {
            lines.push(format!("Trick {trick}: nobody could post; no winner"));
            return;
        };
        let trend = trend.map_or("no topic".to_string(), |k| format!("trending {}", k.name()));
        lines.push(format!(
            "Trick {trick}: {} wins with {post} (view {}, {trend}) for {}",
            seat_name(w),
            post.view_count(),
            plural(tokens as usize, "token")
        ));
        if !tied.is_empty() {
            lines.push(format!(
                "  {} {} the same view; the earlier post wins (L48)",
                list(&names(tied)),
                verb(tied, "has", "have")
            ));
        }
    }

    /// What an Unexpected Event did, as `audience` may know it; a skipped
    /// one is said to be skipped.
    fn unexpected_lines(&self, event: &Ev, audience: Audience, lines: &mut Vec<String>) {
        let line = match event {
            Ev::ChoicesOwed {
                event: EventKind::Flight,
                ..
            } => "  everyone with a hand card chooses one in secret to pass to the left".into(),
            Ev::ChoicesOwed { .. } => {
                "  everyone with a hand card chooses one in secret to discard".into()
            }
            Ev::EventSkipped { event, seat } => skipped_line(*event, *seat),
            Ev::FlightSent {
                from,
                to,
                card: Some(c),
            } => format!(
                "{} sends {} to {}",
                seat_name(*from),
                card_text(*c),
                seat_name(*to)
            ),
            Ev::FlightLanded => "The flight cards move left.".into(),
            Ev::Discarded {
                seat,
                card: Some(c),
            } => format!("{} discards {} face down", seat_name(*seat), card_text(*c)),
            Ev::DiscardsDone => "The lost cards are discarded face down.".into(),
            Ev::TopicsReshuffled { first, topics } => {
                let rest: Vec<String> = (*first as usize..=7)
                    .map(|s| format!("{s}:{}", topics[s - 1]))
                    .collect();
                format!("  the remaining topics are now {}", rest.join(" "))
            }
            Ev::HandsMovedLeft => "  every hand moves to the left".into(),
            Ev::HandMoved {
                to, cards: Some(c), ..
            } if audience.sees_hidden_of(*to) => {
                format!("  {} now holds {c}", seat_name(*to))
            }
            Ev::ThievesDraw => "  everyone draws a random card from the player on the right".into(),
            Ev::CardDrawn {
                by,
                from,
                card: Some(c),
            } => format!(
                "  {} draws {} from {}",
                seat_name(*by),
                card_text(*c),
                seat_name(*from)
            ),
            Ev::WindShiftOwed { seat } => format!(
                "  {}, with the fewest tokens, may swap a remaining topic",
                seat_name(*seat)
            ),
            Ev::CrossoverOwed { seat, from } => {
                let from: Vec<String> = from.iter().map(|&s| seat_name(s)).collect();
                format!(
                    "  {}, with the fewest tokens, draws a random card from {}, then gives one \
                     back to each",
                    seat_name(*seat),
                    list(&from)
                )
            }
            _ => return,
        };
        lines.push(line);
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
        let winners = names(o.winners);
        let tokens = plural(top as usize, "token");
        if level.len() == 1 {
            return format!("Game over: {} wins with {tokens}.", list(&winners));
        }
        let level_names: Vec<String> = level.iter().map(|&s| seat_name(s)).collect();
        let tricks = |s: Seat| self.tricks_total[s.index()];
        if o.is_shared() {
            format!(
                "Game over: {} tie on {tokens} and {}: a shared victory.",
                list(&level_names),
                plural(tricks(level[0]) as usize, "trick")
            )
        } else {
            let counts: Vec<String> = level.iter().map(|&s| tricks(s).to_string()).collect();
            format!(
                "Game over: {} tie on {tokens}; {} won the most tricks ({}) and wins.",
                list(&level_names),
                list(&winners),
                counts.join(" to ")
            )
        }
    }
}

/// Why an event had no effect.
fn skipped_line(event: EventKind, seat: Option<Seat>) -> String {
    let who = seat.map_or(String::new(), seat_name);
    match event {
        EventKind::Flight | EventKind::LostPassport => {
            "  nobody holds a hand card: no effect".into()
        }
        EventKind::WindShift => {
            format!("  {who}, with the fewest tokens, holds no hand card: Wind Shift is skipped")
        }
        EventKind::Crossover => format!(
            "  {who}, with the fewest tokens, has nobody to draw from: Crossover is skipped"
        ),
        _ => "  the rulebook gives no text for this card: it has no effect".into(),
    }
}

/// The end of a round (L69, L76): each seat's record, with what its tricks
/// were worth when Inspiration Dried Up took some.
fn round_end_lines(round: u8, scores: &[SeatRound], lines: &mut Vec<String>) {
    lines.push(format!("Round {round} over."));
    for rec in scores {
        let won = match rec.dried_up {
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
            seat_name(rec.seat),
            plural(rec.tokens as usize, "token"),
            plural(rec.tricks as usize, "trick"),
            rec.total
        ));
    }
}
