//! Narration: readable lines for a person following a game, told to an
//! audience — one seat, a spectator, or the all-seeing narrator — and saying
//! only what that audience may know. A seat hears its own secret choices
//! and the cards that reach or leave its hand; a spectator hears the public
//! table (posts, topics, events, tokens); the all-seeing narrator hears
//! everything, every pass and every random draw included.
//!
//! The lines of one action come in the order things happen at the table:
//! the action; what it completed (the passes delivered, the event choices
//! carried out); then each trick it finished, the event revealed before the
//! next trick, that trick's start, and the round's end.

use crate::action::Action;
use crate::cards::Cards;
use crate::state::{Phase, Traveluencer};
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

fn card_text(card: crate::cards::Card) -> String {
    cards_text(Cards::one(card))
}

impl Traveluencer {
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
        lines.extend(self.round_intro(audience));
        lines
    }

    /// Why the current round's starting player starts (L32, L70, TV-27).
    fn start_reason(&self) -> String {
        let start = seat_name(self.start);
        if self.round == 0 {
            return format!("{start} starts");
        }
        let n = self.players();
        let fewest = (0..n).map(|p| self.total_tokens[p]).min().unwrap_or(0);
        let tied: Vec<String> = (0..n)
            .filter(|&p| self.total_tokens[p] == fewest)
            .map(|p| seat_name(Seat(p as u8)))
            .collect();
        let trailing = n == 2 && self.config.two_player_trailing_starts;
        let picked = if trailing {
            self.start
        } else {
            self.seating().right(self.start)
        };
        let who = if tied.len() > 1 {
            format!(
                "{} tie for the fewest tokens ({fewest}) and the draw picks {}",
                list(&tied),
                seat_name(picked)
            )
        } else {
            format!("{} has the fewest tokens ({fewest})", seat_name(picked))
        };
        if trailing {
            format!("{who}, so it starts (two_player_trailing_starts)")
        } else {
            format!("{who}, so {start}, to its left, starts")
        }
    }

    /// The start of the current round: who starts and why, and the deal as
    /// `audience` may know it.
    pub(crate) fn round_intro(&self, audience: Audience) -> Vec<String> {
        let n = self.players();
        let mut lines = vec![format!(
            "Round {}: {}; 7 trending topics lie face down{}.",
            self.round + 1,
            self.start_reason(),
            if self.config.events {
                ", 3 event cards beside them"
            } else {
                ""
            }
        )];
        for p in 0..n {
            let seat = Seat(p as u8);
            let hand = self.hands[p];
            let mut line = if n == 2 {
                // Each player's Souvenir goes into the hand and is not one of
                // the 10 (TV-23).
                let make_up = if self.config.souvenirs_in_play() > 0 {
                    format!(" ({} and a Souvenir)", hand.len().saturating_sub(1))
                } else {
                    String::new()
                };
                format!(
                    "  {}: {} in hand{make_up}, face up: {}",
                    seat_name(seat),
                    plural(hand.len(), "card"),
                    self.displays[p]
                )
            } else {
                format!(
                    "  {} holds {} (14 and a Souvenir)",
                    seat_name(seat),
                    plural(hand.len(), "card")
                )
            };
            if audience.sees_hidden_of(seat) {
                line += &format!("; in hand: {hand}");
            }
            lines.push(line);
        }
        if audience.is_omniscient() && !self.out.is_empty() {
            lines.push(format!("  out of play: {}", self.out));
        }
        lines
    }

    pub(crate) fn narration(
        &self,
        before: &Traveluencer,
        seat: Seat,
        action: &Action,
        audience: Audience,
    ) -> Vec<String> {
        let mut lines = vec![before.action_line(seat, action, audience)];
        self.completion_lines(before, seat, action, audience, &mut lines);
        self.table_lines(before, seat, action, audience, &mut lines);
        lines
    }

    /// What the action itself was, as `audience` may know it.
    fn action_line(&self, seat: Seat, action: &Action, audience: Audience) -> String {
        let who = seat_name(seat);
        let sees = audience.sees_hidden_of(seat);
        match *action {
            Action::Pass(c) if sees => {
                format!("{who} picks {} to pass to the left", cards_text(c))
            }
            Action::Pass(_) => format!("{who} picks a card to pass to the left"),
            Action::Post(p) => {
                let c = p.cards();
                let kind = c.single_type().map_or("?", |t| t.name());
                format!(
                    "{who} posts {c} ({kind}, view {}{})",
                    c.view_count(),
                    from_display(p.display())
                )
            }
            Action::Modify(p) => {
                let now = self.table[seat.index()].plus(p.cards());
                format!(
                    "{who} modifies the post with {}{}: now {now}, view {}",
                    cards_text(p.cards()),
                    match (p.hand().is_empty(), p.display().is_empty()) {
                        (_, true) => String::new(),
                        (true, false) => " from the display".to_string(),
                        (false, false) => format!(" ({} from the display)", p.display()),
                    },
                    now.view_count()
                )
            }
            Action::Decline if matches!(self.phase, Phase::Modify { .. }) => {
                format!("{who} does not modify the post")
            }
            Action::Decline => format!("{who} does not swap a topic"),
            Action::Flight(c) if sees => {
                format!("{who} picks {} to send on the flight", card_text(c))
            }
            Action::Flight(_) => format!("{who} picks a card for the flight"),
            Action::Discard(c) if sees => {
                format!("{who} picks {} to lose with the passport", card_text(c))
            }
            Action::Discard(_) => format!("{who} picks a card to discard face down"),
            Action::Swap { space, card } => format!(
                "{who} puts {} on topic {space} and takes {} into the hand",
                card_text(card),
                self.trending_card(space).map_or("?".to_string(), card_text)
            ),
            Action::Give { card, to } if sees || audience.sees_hidden_of(to) => {
                format!("{who} gives {} to {}", card_text(card), seat_name(to))
            }
            Action::Give { to, .. } => format!("{who} gives a card to {}", seat_name(to)),
        }
    }

    /// The secret choices the action completed, carried out together: the
    /// round-start passes (L34), Flight (L105), Lost Passport (L108).
    fn completion_lines(
        &self,
        before: &Traveluencer,
        seat: Seat,
        action: &Action,
        audience: Audience,
        lines: &mut Vec<String>,
    ) {
        let n = self.players();
        let seating = self.seating();
        let i = seat.index();
        match (before.phase, *action) {
            (Phase::Pass { mut chosen, .. }, Action::Pass(c))
                if !matches!(self.phase, Phase::Pass { .. }) =>
            {
                chosen[i] = chosen[i].plus(c);
                for p in (0..n).map(|p| Seat(p as u8)) {
                    let to = seating.left(p);
                    if audience.sees_hidden_of(p) || audience.sees_hidden_of(to) {
                        lines.push(format!(
                            "{} passes {} to {}",
                            seat_name(p),
                            chosen[p.index()],
                            seat_name(to)
                        ));
                    }
                }
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
            (Phase::Flight { mut chosen, .. }, Action::Flight(c))
                if !matches!(self.phase, Phase::Flight { .. }) =>
            {
                chosen[i] = c;
                for p in before.hand_holders().iter() {
                    let to = seating.left(p);
                    if audience.sees_hidden_of(p) || audience.sees_hidden_of(to) {
                        lines.push(format!(
                            "{} sends {} to {}",
                            seat_name(p),
                            card_text(chosen[p.index()]),
                            seat_name(to)
                        ));
                    }
                }
                lines.push("The flight cards move left.".into());
            }
            (Phase::LostPassport { mut chosen, .. }, Action::Discard(c))
                if !matches!(self.phase, Phase::LostPassport { .. }) =>
            {
                chosen[i] = c;
                for p in before.hand_holders().iter() {
                    if audience.sees_hidden_of(p) {
                        lines.push(format!(
                            "{} discards {} face down",
                            seat_name(p),
                            card_text(chosen[p.index()])
                        ));
                    }
                }
                lines.push("The lost cards are discarded face down.".into());
            }
            _ => {}
        }
    }

    /// The cards `seat` held before this action, less what it posted in it:
    /// its hand when an event after the action's trick begins.
    pub(crate) fn hand_before_events(&self, seat: Seat, actor: Seat, action: &Action) -> Cards {
        let hand = self.hands[seat.index()];
        match *action {
            Action::Post(p) | Action::Modify(p) if seat == actor => hand.minus(p.hand()),
            _ => hand,
        }
    }
}

/// "; F9 from the display" when a post takes face-up cards.
fn from_display(display: Cards) -> String {
    if display.is_empty() {
        String::new()
    } else {
        format!("; {display} from the display")
    }
}
