//! The observation and information-state strings: the facts of the
//! tensors ([`super::tensor`]) in plain English, one line each.

use super::tensor::{own_choice, sees_exchange, trick_start};
use crate::cards::{Card, Cards};
use crate::recall::SLOTS;
use crate::state::{Phase, Traveluencer};
use std::fmt::Write;
use tabletop_core::words::{list, plural};
use tabletop_core::{Seat, SeatSet};

fn cards(c: Cards) -> String {
    if c.is_empty() {
        "nothing".into()
    } else {
        c.to_string()
    }
}

fn seats(set: SeatSet) -> String {
    let names: Vec<String> = set.iter().map(|s| format!("seat {}", s.0)).collect();
    list(&names)
}

fn topics(t: [Card; 7]) -> String {
    let faces: Vec<String> = t.iter().map(Card::to_string).collect();
    faces.join(" ")
}

fn decision(g: &Traveluencer) -> String {
    match g.phase {
        Phase::Pass { pending, .. } => format!("{} still to pick cards to pass", seats(pending)),
        Phase::Post { seat } => format!("seat {} to post", seat.0),
        Phase::Modify { seat, second } => format!(
            "seat {} may modify its post ({} poster)",
            seat.0,
            if second { "second" } else { "first" }
        ),
        Phase::Flight { pending, .. } => format!("{} still to pick a Flight card", seats(pending)),
        Phase::LostPassport { pending, .. } => {
            format!("{} still to pick a card to discard", seats(pending))
        }
        Phase::WindShift { seat } => format!("seat {} may swap a topic (Wind Shift)", seat.0),
        Phase::Crossover { seat, owed } => {
            format!(
                "seat {} to give a card to {} (Crossover)",
                seat.0,
                seats(owed)
            )
        }
        Phase::GameOver => "the game is over".into(),
    }
}

/// `seat`'s observation as text.
pub fn observation(g: &Traveluencer, seat: Seat) -> String {
    let n = g.players();
    let mut s = String::new();
    let over = g.phase == Phase::GameOver;
    let _ = write!(
        s,
        "You are seat {} of {n}. Round {} of 3",
        seat.0,
        g.round + 1
    );
    if !over {
        let _ = write!(s, ", trick {} of 7", g.trick + 1);
    }
    let _ = writeln!(s, ".");
    let _ = writeln!(s, "Your hand: {}.", cards(g.hand(seat)));
    let choice = own_choice(g, seat);
    if !choice.is_empty() {
        let _ = writeln!(s, "Your choice so far: {choice}.");
    }
    let _ = writeln!(s, "Decision: {}.", decision(g));
    if g.revealed {
        let _ = writeln!(s, "Topics, space 1 to 7: {}.", topics(g.trending));
    } else {
        let _ = writeln!(s, "Topics: face down.");
    }
    let mut trick = format!("Starting player: seat {}", g.start.0);
    if let Some(l) = g.leader {
        let _ = write!(trick, "; leader: seat {}", l.0);
    }
    if let Some(led) = g.led_type() {
        let _ = write!(trick, "; led: {}", led.name());
    }
    if let Some(l) = g.last_poster {
        let _ = write!(trick, "; barred from Stamps: seat {}", l.0);
    }
    let _ = writeln!(s, "{trick}.");
    let cannot = g.cannot_post();
    for p in 0..n {
        let seat_p = Seat(p as u8);
        let _ = write!(s, "Seat {p}: {} in hand", plural(g.hands[p].len(), "card"));
        if n == 2 {
            let _ = write!(s, ", display {}", cards(g.displays[p]));
        }
        let _ = write!(
            s,
            ", post {}, {} this round, {} recorded, {} won",
            cards(g.table[p]),
            plural(usize::from(g.round_tokens[p]), "token"),
            plural(usize::from(g.total_tokens[p]), "token"),
            plural(usize::from(g.tricks_total[p] + g.tricks_round[p]), "trick"),
        );
        if cannot.contains(seat_p) {
            s.push_str(", holds no Post card");
        }
        let _ = writeln!(s, ".");
    }
    let events: Vec<&str> = g.revealed_events().iter().map(|e| e.name()).collect();
    if !events.is_empty() {
        let _ = writeln!(s, "Events this round: {}.", list(&events));
    }
    let _ = writeln!(s, "Discard pile: {}.", plural(g.discard.len(), "card"));
    let finished = if over { 3 } else { g.round as usize };
    for r in 0..finished {
        let parts: Vec<String> = (0..n)
            .map(|p| {
                let rec = g.records[r][p];
                format!(
                    "seat {p} {}, {}, {} lost to Poor Planning",
                    plural(usize::from(rec.tokens), "token"),
                    plural(usize::from(rec.tricks), "trick"),
                    rec.poor_planning
                )
            })
            .collect();
        let _ = writeln!(s, "Round {} results: {}.", r + 1, parts.join("; "));
    }
    s
}

fn round_history(g: &Traveluencer, seat: Seat, r: usize, s: &mut String) {
    let n = g.players();
    let h = &g.recall;
    for slot in 0..SLOTS {
        let what = match (slot, h.events[r][slot]) {
            (0, _) => "the pass".to_string(),
            (_, Some(e)) => match h.actor[r][slot] {
                Some(a) => format!("event {slot}, {} (seat {})", e.name(), a.0),
                None => format!("event {slot}, {}", e.name()),
            },
            (_, None) => continue,
        };
        let mut seen = Vec::new();
        for p in 0..n {
            let (out, inn) = (h.sent[r][slot][p], h.got[r][slot][p]);
            if sees_exchange(g, seat, p, r, slot) && !(out.is_empty() && inn.is_empty()) {
                seen.push(format!(
                    "seat {p} gave {} and got {}",
                    cards(out),
                    cards(inn)
                ));
            }
        }
        if !seen.is_empty() || slot > 0 {
            let _ = writeln!(s, "Round {}, {what}: {}.", r + 1, seen.join("; "));
        }
        if let Some(t) = h.topics[r][slot] {
            let when = if slot == 0 { "turned up" } else { "after it" };
            let _ = writeln!(s, "Round {} topics {when}: {}.", r + 1, topics(t));
        }
    }
    for t in 0..7 {
        let start = trick_start(g, r, t);
        let posts: Vec<String> = (0..n)
            .filter(|&p| !h.posts[r][t][p].is_empty())
            .map(|p| {
                let mut text = format!("seat {p} posted {}", h.posts[r][t][p]);
                if n == 2 && !h.shown[r][t][p].is_empty() {
                    let _ = write!(text, " ({} from the display)", h.shown[r][t][p]);
                }
                if n == 2 && !h.added[r][t][p].is_empty() {
                    let _ = write!(text, " (modified with {})", h.added[r][t][p]);
                }
                text
            })
            .collect();
        if start.is_none() && posts.is_empty() {
            continue;
        }
        let by = start.map_or_else(String::new, |s| format!(", started by seat {}", s.0));
        let _ = writeln!(s, "Round {}, trick {}{by}: {}.", r + 1, t + 1, list(&posts));
    }
    let kept = h.kept[r][seat.index() % 4];
    if !kept.is_empty() {
        let _ = writeln!(s, "Round {}: you kept {kept} at the end.", r + 1);
    }
    if n == 2 {
        for p in 0..2 {
            if !h.kept_shown[r][p].is_empty() {
                let _ = writeln!(
                    s,
                    "Round {}: seat {p}'s display kept {} at the end.",
                    r + 1,
                    h.kept_shown[r][p]
                );
            }
        }
    }
}

/// What `seat` remembers beyond its observation, as text: the history of
/// every round so far.
pub fn write_history(g: &Traveluencer, seat: Seat, s: &mut String) {
    s.push_str("History:\n");
    for r in 0..3 {
        round_history(g, seat, r, s);
    }
}
