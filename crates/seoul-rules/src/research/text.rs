//! The observation and information-state strings: the tensors' facts in
//! words, one fact a line where it helps.

use crate::cards::Kind;
use crate::colour::Mode;
use crate::state::{After, Phase, SPACES, Seoul};
use std::fmt::Write;
use tabletop_core::words::{joined_or, list, list_or, plural};
use tabletop_core::{CardSet, Seat};

/// A card of `kind`, as a noun: "Highlight", "Shopping card".
fn kind_noun(kind: Kind) -> &'static str {
    match kind {
        Kind::Shopping => "Shopping card",
        other => other.name(),
    }
}

/// "2 Highlights and 1 Shopping card", or "none", from counts per type.
fn kinds_text(counts: [usize; 4]) -> String {
    let parts: Vec<String> = Kind::ALL
        .iter()
        .filter(|k| counts[k.index()] > 0)
        .map(|&k| plural(counts[k.index()], kind_noun(k)))
        .collect();
    list_or(&parts, "none")
}

impl Seoul {
    fn names_text(&self, set: CardSet) -> String {
        let names: Vec<String> = set.iter().map(|c| self.catalogue().name(c)).collect();
        list_or(&names, "none")
    }

    /// The step in words.
    fn phase_text(&self, phase: Phase) -> String {
        let cat = self.catalogue();
        match phase {
            Phase::Main => "the main action".into(),
            Phase::Choose { space } => format!("choosing from the pile of space {}", space + 1),
            Phase::Pay {
                card,
                mode,
                exclude,
            } => {
                let mut text = format!("paying for {}", cat.name(card));
                if let Some(mode) = mode {
                    let _ = write!(text, " as a {mode}");
                }
                if let Some(s) = exclude {
                    let _ = write!(text, ", not into space {}", s + 1);
                }
                text
            }
            Phase::Link { modes } => format!("a free link: {modes} from hand"),
            Phase::Scout => "a Scout: one face-up City card".into(),
            Phase::Encore => "an Encore: one more card from hand".into(),
            Phase::Refill { left, filled } => {
                let spaces: Vec<String> = (0..SPACES)
                    .filter(|s| filled & (1 << s) != 0)
                    .map(|s| (s + 1).to_string())
                    .collect();
                let mut text = format!(
                    "refilling the City, {} to place",
                    plural(usize::from(left), "card")
                );
                if !spaces.is_empty() {
                    let _ = write!(text, " (filled so far: space {})", list(&spaces));
                }
                text
            }
            Phase::End => "the end of the turn".into(),
            Phase::Over => "the Journey is over".into(),
        }
    }

    /// What `seat` knows of every hand beyond what it sees now.
    pub(crate) fn write_recall_text(&self, seat: Seat, text: &mut String) {
        for s in self.relative(seat) {
            let drawn = self.drawn_kinds(s).map(usize::from);
            let _ = writeln!(
                text,
                "{s}'s hand is known to hold: {}; besides, drawn in view of all: {}.",
                self.names_text(self.known_hand(s)),
                kinds_text(drawn)
            );
        }
    }

    /// The table's public facts and `seat`'s own, in words.
    pub(crate) fn write_table_text(&self, seat: Seat, text: &mut String) {
        let cat = self.catalogue();
        let trends: Vec<String> = self.trends.iter().map(|c| c.to_string()).collect();
        let _ = writeln!(
            text,
            "Day {} of {}; Trending: {}.",
            self.day,
            self.config.days(),
            list(&trends)
        );
        let fresh = if self.fresh { " (not begun)" } else { "" };
        let _ = writeln!(
            text,
            "{}'s turn{fresh}: {}.",
            self.active,
            self.phase_text(self.phase)
        );
        if let Some(resume) = self.resume {
            let _ = writeln!(text, "After the ability: {}.", self.phase_text(resume));
        }
        let then = match self.after {
            After::End => "the end of the turn",
            After::Refill => "the refill",
            After::Resume => "the step the ability was Awakened in",
        };
        let _ = writeln!(text, "After the card being played: {then}.");
        let _ = writeln!(
            text,
            "You are {seat}; your hand: {}.",
            self.names_text(self.hand(seat))
        );
        let _ = writeln!(text, "The pile taken: {}.", self.names_text(self.taken));
        let _ = writeln!(
            text,
            "The pile last revealed today: {}.",
            self.names_text(self.revealed)
        );
        for (s, pile) in self.city.iter().enumerate() {
            let down = pile.intersection(self.face_down);
            let mut counts = [0; 4];
            for card in down {
                counts[cat.kind(card).index()] += 1;
            }
            let _ = writeln!(
                text,
                "City space {}: face up {}; face down {}.",
                s + 1,
                self.names_text(pile.difference(self.face_down)),
                kinds_text(counts)
            );
        }
        let top = match self.deck_top_kind() {
            Some(kind) => format!("the top card is a {}", kind_noun(kind)),
            None => "no top card".into(),
        };
        let _ = writeln!(
            text,
            "The deck: {}, {top}. Nightlife tokens in the supply: {}.",
            plural(self.deck.len(), "card"),
            self.nightlife_supply
        );
    }

    /// What `seat` sees of seat `s`, in words.
    pub(crate) fn write_seat_text(&self, seat: Seat, s: Seat, text: &mut String) {
        let cat = self.catalogue();
        let i = s.index();
        let t = &self.tableaux[i];
        let mut marks = Vec::new();
        if s == seat {
            marks.push("you".to_string());
        }
        if self.start_player == s {
            marks.push("started the Day".into());
        }
        if self.trigger == Some(s) {
            marks.push("first to 9 cards today".into());
        }
        if self.earned == Some(s) {
            marks.push("earned today's Nightlife token".into());
        }
        let marks = if marks.is_empty() {
            String::new()
        } else {
            format!(" ({})", marks.join(", "))
        };
        let tired = if t.is_tired() { ", Tired" } else { "" };
        let days = usize::from(self.config.days());
        let scores: Vec<String> = self.scores[i]
            .iter()
            .take(days)
            .map(|p| p.to_string())
            .collect();
        let _ = writeln!(
            text,
            "{s}{marks}: {} in hand, {} towards 9, {} counted{tired}, {}; Day points {}.",
            plural(self.hands[i].len(), "card"),
            plural(t.count(), "card"),
            plural(usize::from(t.tiring), "Tiring card"),
            plural(usize::from(self.nightlife[i]), "Nightlife token"),
            scores.join(", ")
        );
        let highlights: Vec<String> = t
            .highlights()
            .iter()
            .enumerate()
            .map(|(h, &card)| {
                let mut item = format!("{}. {}", h + 1, cat.name(card));
                for mode in Mode::BOTH {
                    if let Some(d) = t.linked(h, mode) {
                        let _ = write!(item, ", {mode} {}", cat.name(d));
                    }
                }
                item
            })
            .collect();
        let highlights = joined_or(&highlights, "; ", "none");
        let guardians = self.guardians[i];
        let _ = writeln!(
            text,
            "  Highlights: {highlights}. Shopping: {}. Guardians face up: {}; flipped: {}.",
            self.names_text(t.shopping()),
            self.names_text(guardians.difference(self.flipped)),
            self.names_text(guardians.intersection(self.flipped))
        );
    }
}
