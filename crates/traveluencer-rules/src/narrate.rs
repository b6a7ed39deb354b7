//! Narration: readable lines for a person following a game, told to an
//! audience — one seat, a spectator, or the all-seeing narrator — rendered
//! from the events an action told ([`crate::event`]), already redacted for
//! that audience. A seat hears its own secret choices and the cards that
//! reach or leave its hand; a spectator hears the public table (posts,
//! topics, events, tokens); the all-seeing narrator hears everything.
//!
//! This file renders the round's start and the decisions of the players;
//! [`crate::narrate_table`] renders what the table does between them.

use crate::cards::{Card, Cards};
use crate::event::{StartReason, TraveluencerEvent as Ev};
use crate::state::Traveluencer;
use tabletop_core::events::{Events, redact};
use tabletop_core::words::{list, plural};
use tabletop_core::{Audience, Seat};

/// "seat 2" for seat 2.
pub(crate) fn seat_name(seat: Seat) -> String {
    format!("seat {}", seat.0)
}

/// Cards as narrated: their notation (`F4`, `F149+0`), except that a lone
/// Stamp or Souvenir is "a Stamp", "a Souvenir".
pub(crate) fn cards_text(cards: Cards) -> String {
    match cards.iter().next() {
        Some(card) if cards.len() == 1 && !card.is_post() => {
            format!("a {}", card.long_name())
        }
        _ => cards.to_string(),
    }
}

pub(crate) fn card_text(card: Card) -> String {
    cards_text(Cards::one(card))
}

/// A secret pick: "seat 1 picks F4 to pass to the left" to who sees the
/// card, "seat 1 picks a card to pass to the left" to the others.
fn picks_line(seat: Seat, card: Option<Card>, why: &str, unseen: &str) -> String {
    match card {
        Some(c) => format!("{} picks {} {why}", seat_name(seat), card_text(c)),
        None => format!("{} picks {unseen}", seat_name(seat)),
    }
}

impl Traveluencer {
    /// The game's first lines: its configuration, then the first round's
    /// start and deal as `audience` may know them.
    pub(crate) fn setup_lines(&self, audience: Audience) -> Vec<String> {
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
        let mut told = Vec::new();
        self.setup_events(&mut told);
        for event in told.iter().filter_map(|e| redact(e, audience)) {
            self.narrate_event(self, &event, audience, &mut lines);
        }
        lines
    }

    /// The lines `event` (redacted for `audience`) tells.
    pub(crate) fn event_lines(&self, event: &Ev, audience: Audience, lines: &mut Vec<String>) {
        if !self.decision_lines(event, lines) {
            self.table_lines(event, audience, lines);
        }
    }

    /// The lines of a round's start, a deal or a player's decision; `false`
    /// for the other events.
    fn decision_lines(&self, event: &Ev, lines: &mut Vec<String>) -> bool {
        let line = match *event {
            Ev::RoundStarted {
                round,
                start,
                reason,
            } => format!(
                "Round {round}: {}; 7 trending topics lie face down{}.",
                self.start_reason_text(round, start, reason),
                if self.config.events {
                    ", 3 event cards beside them"
                } else {
                    ""
                }
            ),
            Ev::Dealt {
                seat,
                hand,
                hand_size,
                display,
            } => self.deal_line(seat, hand, hand_size.into(), display),
            Ev::OutOfPlay { cards } if !cards.is_empty() => format!("  out of play: {cards}"),
            Ev::PassPicked { seat, card } => picks_line(
                seat,
                card,
                "to pass to the left",
                "a card to pass to the left",
            ),
            Ev::Passed {
                from,
                to,
                cards: Some(c),
            } => format!("{} passes {c} to {}", seat_name(from), seat_name(to)),
            Ev::Posted {
                seat,
                cards,
                from_display,
            } => format!(
                "{} posts {cards} ({}, view {}{})",
                seat_name(seat),
                cards.single_type().map_or("?", |t| t.name()),
                cards.view_count(),
                if from_display.is_empty() {
                    String::new()
                } else {
                    format!("; {from_display} from the display")
                }
            ),
            Ev::MayModify { seat } => format!("{} may modify the post", seat_name(seat)),
            Ev::Modified {
                seat,
                cards,
                from_display,
                post,
            } => format!(
                "{} modifies the post with {}{}: now {post}, view {}",
                seat_name(seat),
                cards_text(cards),
                match (cards == from_display, from_display.is_empty()) {
                    (_, true) => String::new(),
                    (true, false) => " from the display".to_string(),
                    (false, false) => format!(" ({from_display} from the display)"),
                },
                post.view_count()
            ),
            Ev::DeclinedModify { seat } => format!("{} does not modify the post", seat_name(seat)),
            Ev::FlightPicked { seat, card } => {
                picks_line(seat, card, "to send on the flight", "a card for the flight")
            }
            Ev::DiscardPicked { seat, card } => picks_line(
                seat,
                card,
                "to lose with the passport",
                "a card to discard face down",
            ),
            Ev::Swapped {
                seat,
                space,
                card,
                took,
            } => format!(
                "{} puts {} on topic {space} and takes {} into the hand",
                seat_name(seat),
                card_text(card),
                card_text(took)
            ),
            Ev::DeclinedSwap { seat } => format!("{} does not swap a topic", seat_name(seat)),
            Ev::Gave {
                from,
                to,
                card: Some(c),
            } => format!(
                "{} gives {} to {}",
                seat_name(from),
                card_text(c),
                seat_name(to)
            ),
            Ev::Gave {
                from,
                to,
                card: None,
            } => format!("{} gives a card to {}", seat_name(from), seat_name(to)),
            Ev::OutOfPlay { .. } | Ev::Passed { cards: None, .. } => return true,
            _ => return false,
        };
        lines.push(line);
        true
    }

    /// Why the round's starting player starts (L32, L70, TV-27).
    fn start_reason_text(&self, round: u8, start: Seat, reason: StartReason) -> String {
        let starts = seat_name(start);
        let Some(fewest) = reason.fewest.filter(|_| round > 1) else {
            return format!("{starts} starts");
        };
        let picked = seat_name(reason.picked);
        let who = if reason.tied.len() > 1 {
            let tied: Vec<String> = reason.tied.iter().map(seat_name).collect();
            format!(
                "{} tie for the fewest tokens ({fewest}) and the draw picks {picked}",
                list(&tied)
            )
        } else {
            format!("{picked} has the fewest tokens ({fewest})")
        };
        if start == reason.picked {
            format!("{who}, so it starts (two_player_trailing_starts)")
        } else {
            format!("{who}, so {starts}, to its left, starts")
        }
    }

    /// A seat's deal: its hand size (and display), and its cards when the
    /// audience sees them.
    fn deal_line(&self, seat: Seat, hand: Option<Cards>, size: usize, display: Cards) -> String {
        let mut line = if self.players() == 2 {
            // Each player's Souvenir goes into the hand and is not one of
            // the 10 (TV-23).
            let make_up = if self.config.souvenirs_in_play() > 0 {
                format!(" ({} and a Souvenir)", size.saturating_sub(1))
            } else {
                String::new()
            };
            format!(
                "  {}: {} in hand{make_up}, face up: {display}",
                seat_name(seat),
                plural(size, "card")
            )
        } else {
            format!(
                "  {} holds {} (14 and a Souvenir)",
                seat_name(seat),
                plural(size, "card")
            )
        };
        if let Some(hand) = hand {
            line += &format!("; in hand: {hand}");
        }
        line
    }
}
