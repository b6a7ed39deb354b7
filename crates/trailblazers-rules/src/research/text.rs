//! The observation and information state as text: the facts of the
//! tensors, in words (parks drawn as the text maps of [`crate::map`]).

use super::recall::Cards;
use crate::cards::GoalKind;
use crate::map::text_map;
use crate::state::{Ending, ROUNDS, Step, TURNS, Trailblazers};
use std::fmt::Write;
use tabletop_core::Seat;
use tabletop_core::words::{joined_or, list, plural};

fn card_list(cards: impl Iterator<Item = u8>) -> String {
    let numbers: Vec<String> = cards.map(|c| (u16::from(c) + 1).to_string()).collect();
    if numbers.is_empty() {
        "no trail card".into()
    } else {
        format!(
            "trail card{} {}",
            if numbers.len() == 1 { "" } else { "s" },
            list(&numbers)
        )
    }
}

impl Trailblazers {
    /// `seat`'s observation in words.
    pub(crate) fn observation_text(&self, seat: Seat) -> String {
        if !self.seating.contains(seat) {
            return String::new();
        }
        let mut out = String::new();
        let _ = match self.step {
            Step::Camps => writeln!(out, "Round {}: everyone lays a camp.", self.round),
            Step::Turn(t) => writeln!(out, "Round {}, turn {t} of {TURNS}.", self.round),
            Step::Over if self.ending == Some(Ending::InGameGoalMissed) => writeln!(
                out,
                "The game is over: the In-Game goal was not met at the start of round {ROUNDS}."
            ),
            Step::Over => writeln!(out, "The game is over."),
        };
        let mut hand: Vec<u8> = self.hand(seat).to_vec();
        hand.sort_unstable();
        let _ = writeln!(out, "Your hand: {}.", card_list(hand.into_iter()));
        let _ = writeln!(
            out,
            "The deck holds {}; {} discarded.",
            plural(self.deck.len(), "card"),
            plural(self.discards.len(), "card")
        );
        if let Some(challenge) = self.config.challenge() {
            let _ = writeln!(
                out,
                "Solo challenge {challenge}: {} loop points to reach.",
                challenge.target()
            );
        }
        self.goal_lines(&mut out);
        for k in 0..self.players() {
            self.seat_lines(seat, self.relative(seat, k), &mut out);
        }
        out
    }

    fn goal_lines(&self, out: &mut String) {
        for (kind, label) in [
            (GoalKind::InGame, "In-Game"),
            (GoalKind::EndGame, "End-Game"),
        ] {
            let names: Vec<String> = self.goals(kind).map(|g| g.name.clone()).collect();
            if !names.is_empty() {
                let _ = writeln!(out, "{label} goals: {}.", list(&names));
            }
        }
    }

    fn seat_lines(&self, viewer: Seat, s: Seat, out: &mut String) {
        let i = s.index();
        let park = self.visible_park(s, Some(viewer));
        let who = if s == viewer {
            format!("{s} (you)")
        } else {
            s.to_string()
        };
        let mut facts = vec![
            plural(self.hands[i].len(), "card") + " in hand",
            plural(
                usize::from(crate::loops::find_loops(&park, self.catalogue()).points()),
                "loop point",
            ),
        ];
        if self.placed[i] > 0 {
            let how = if s == viewer { "" } else { " in secret" };
            facts.push(format!(
                "{} laid{how} this step",
                plural(usize::from(self.placed[i]), "card")
            ));
        }
        if self.owes(s) {
            facts.push("still to place".into());
        }
        for (g, goal) in self.goals(GoalKind::InGame).enumerate() {
            if let Some(slot) = self.in_game_claim(g, s) {
                facts.push(format!("slot {slot} of {}", goal.name));
            }
        }
        let _ = writeln!(out, "{who}: {}.", list(&facts));
        out.push_str(&text_map(&park, self.catalogue()));
    }

    /// What `seat` remembers beyond its observation, in words: the hands it
    /// held, and every park's cards in the order they were laid (nothing
    /// for a seat not at the table).
    pub(crate) fn write_recall_text(&self, seat: Seat, out: &mut String) {
        if !self.seating.contains(seat) {
            return;
        }
        out.push_str("Hands you held:\n");
        for round in 1..=ROUNDS {
            for turn in 1..=TURNS {
                if let Some(hand) = self.hand_held(seat, round, turn) {
                    let _ = writeln!(
                        out,
                        "  round {round}, turn {turn}: {}",
                        card_list(Cards::iter(hand))
                    );
                }
            }
        }
        for k in 0..self.players() {
            let s = self.relative(seat, k);
            let park = &self.parks[s.index()];
            let shown = park.placements().len() - self.hidden_from(s, seat);
            let laid: Vec<String> = park.placements()[..shown]
                .iter()
                .map(ToString::to_string)
                .collect();
            let _ = writeln!(
                out,
                "{s} laid, in order: {}.",
                joined_or(&laid, "; ", "nothing")
            );
        }
    }
}
