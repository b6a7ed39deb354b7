//! The observation and information-state strings: the facts of the
//! tensors, in English.

use super::AGES;
use crate::state::{Phase, Traveler};
use std::fmt::Write;
use tabletop_core::words::{joined_or, plural};
use tabletop_core::{CardSet, Seat};

impl Traveler {
    /// What `seat` remembers beyond its observation, in words: the cards
    /// each seat showed and put down, and the cards it has not seen (nothing
    /// for a seat not at the table).
    pub(crate) fn write_recall_text(&self, seat: Seat, text: &mut String) {
        if !self.seating.contains(seat) {
            return;
        }
        for s in self.seating.seats() {
            let record = self.record[s.index()];
            let _ = writeln!(
                text,
                "{}: shown (taken from the Shelf, still held): {}; put down since the deal: {}.",
                capitalised(&self.who(s, seat)),
                self.names(record.shown),
                self.names(record.played)
            );
        }
        let _ = writeln!(
            text,
            "Cards you cannot see: {}.",
            self.by_deck(self.unseen_by(seat), |cards, deck| format!(
                "{deck}: {}",
                self.names(cards)
            ))
        );
        for s in self.seating.seats() {
            let _ = writeln!(
                text,
                "Cards of {} the others have not seen: {}.",
                self.who(s, seat),
                self.by_deck(self.unseen_part(s), |cards, deck| format!(
                    "{} {deck}",
                    cards.len()
                ))
            );
        }
    }

    /// The observation of a seat not at the table.
    pub(crate) fn no_such_seat(&self, seat: Seat) -> String {
        format!(
            "There is no {seat} at this table of {}.",
            plural(self.players(), "player")
        )
    }

    /// `cards` grouped by the deck they were last shuffled into (youngest
    /// first), each group written by `write`; "none" for no cards.
    fn by_deck(&self, cards: CardSet, write: impl Fn(CardSet, &str) -> String) -> String {
        let mut groups = Vec::new();
        for age in 0..AGES {
            let group: CardSet = cards
                .iter()
                .filter(|&c| self.deck_age(c).min(AGES - 1) == age)
                .collect();
            if !group.is_empty() {
                groups.push(write(group, &deck_name(age)));
            }
        }
        joined_or(&groups, "; ", "none")
    }

    /// `s` as `seat` calls it.
    fn who(&self, s: Seat, seat: Seat) -> String {
        if s == seat {
            format!("{s} (you)")
        } else {
            s.to_string()
        }
    }

    /// What `seat` observes now, in words.
    pub(crate) fn write_observed_text(&self, seat: Seat, text: &mut String) {
        let _ = writeln!(
            text,
            "The Traveler, {} players; you are {seat}; {} went first. Turns played: {}; rounds played: {}.",
            self.players(),
            self.first_player(),
            self.turns,
            self.rounds
        );
        let _ = writeln!(text, "{}", capitalised(&self.step_line()));
        let _ = writeln!(
            text,
            "Your hand: {} ({}).",
            self.names(self.hand(seat)),
            plural(self.hand(seat).len(), "card")
        );
        if let Some(card) = self.first_stops.get(seat.index()).copied().flatten() {
            let _ = writeln!(
                text,
                "Your secret first stop: {}.",
                self.catalogue().name(card)
            );
        }
        for s in self.seating.seats() {
            let _ = writeln!(text, "{}", self.seat_line(s, seat));
        }
        let shelf: Vec<&str> = self
            .shelf
            .iter()
            .rev()
            .map(|c| self.catalogue().name(c))
            .collect();
        let _ = writeln!(
            text,
            "Shelf, top first: {}.",
            joined_or(&shelf, ", ", "empty")
        );
        let _ = writeln!(
            text,
            "Deck: {}; it has run out {} and the Shelf has been reshuffled into it {}; {}.",
            plural(self.deck.len(), "card"),
            plural(usize::from(self.run_outs), "time"),
            plural(usize::from(self.reshuffles), "time"),
            if self.last_call {
                "Last call"
            } else {
                "not Last call"
            }
        );
        let _ = writeln!(text, "Flown home with: {}.", self.names(self.gone));
    }

    fn step_line(&self) -> String {
        let active = self.active;
        let name = |c| self.catalogue().name(c).to_string();
        match self.phase {
            Phase::FirstStops => "Setup: every seat chooses a first stop in secret.".into(),
            Phase::Earn => format!("{active}'s turn: earn (work or scrounge)."),
            Phase::Take { left, scrounge } => format!(
                "{active}'s turn: take {} more ({}).",
                plural(usize::from(left), "card"),
                if scrounge { "Scrounge" } else { "Work" }
            ),
            Phase::PutBack => format!("{active}'s turn: put a card on the Shelf (Scrounge)."),
            Phase::Travel => format!("{active}'s turn: travel or stay."),
            Phase::Pay { destination, left } => format!(
                "{active}'s turn: pay {} more of the fare to {}.",
                plural(usize::from(left), "card"),
                name(destination)
            ),
            Phase::Discard => format!("{active}'s turn: put cards on the Shelf down to 8."),
            Phase::FlyHome { seat, paid } => format!(
                "Flying home: {seat} pays 3 cards or calls home ({} paid).",
                plural(usize::from(paid), "card")
            ),
            Phase::Over => "The game is over.".into(),
        }
    }

    fn seat_line(&self, s: Seat, seat: Seat) -> String {
        let i = s.index();
        let trip: Vec<&str> = self.trips[i]
            .iter()
            .map(|c| self.catalogue().name(c))
            .collect();
        let mut notes = Vec::new();
        if s == seat {
            notes.push("you".to_string());
        }
        if s == self.active {
            notes.push("active".to_string());
        }
        if self.who_acts().includes(s) {
            notes.push("to decide".to_string());
        }
        if self.first_stops[i].is_some() {
            notes.push("has chosen a first stop".to_string());
        }
        if self.called_home.contains(s) {
            notes.push("called home".to_string());
        }
        if self.mulligans[i] > 0 {
            notes.push(format!(
                "opening hand reshuffled {}",
                plural(usize::from(self.mulligans[i]), "time")
            ));
        }
        let notes = if notes.is_empty() {
            String::new()
        } else {
            format!(" ({})", notes.join(", "))
        };
        format!(
            "{}{notes}: trip {} ({}); {} in hand.",
            capitalised(&s.to_string()),
            if trip.is_empty() {
                "not begun".to_string()
            } else {
                trip.join(" → ")
            },
            plural(usize::try_from(self.stamps(s)).unwrap_or(0), "stamp"),
            plural(self.hands[i].len(), "card")
        )
    }
}

/// A deck by its age: "the current deck", "the deck of 2 reshuffles ago".
fn deck_name(age: usize) -> String {
    match age {
        0 => "from the current deck".into(),
        a if a + 1 >= AGES => format!("from a deck of {a} or more reshuffles ago"),
        a => format!("from the deck of {} ago", plural(a, "reshuffle")),
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
