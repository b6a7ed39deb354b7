//! Narration: readable lines for a person watching a game. Only public
//! information is named (cards drawn from the deck stay face down).

use crate::action::Action;
use crate::config::HandLimit;
use crate::state::{HAND_LIMIT, Phase, Traveler};
use tabletop_core::Seat;
use tabletop_core::words::plural;

impl Traveler {
    pub(crate) fn setup_lines(&self) -> Vec<String> {
        let mut lines = vec![format!(
            "The Traveler: {} players; {} goes first. The 52 cards are shuffled and each player is dealt 4.",
            self.players(),
            self.first_player()
        )];
        for seat in self.seating.seats() {
            let m = self.mulligans(seat);
            if m > 0 {
                lines.push(format!(
                    "{seat} had no City and reshuffled the hand into the deck ({}).",
                    plural(usize::from(m), "time")
                ));
            }
        }
        if self.phase == Phase::FirstStops {
            lines.push("Everyone secretly chooses a City from hand as their first stop.".into());
        }
        lines
    }

    pub(crate) fn narration(&self, before: &Traveler, seat: Seat, action: &Action) -> Vec<String> {
        let cat = self.catalogue();
        let name = |c: u8| cat.name(c).to_string();
        let mut lines = Vec::new();
        // Cards the active player is owed after this action (TR-9 hard cap).
        let mut owed = match (before.phase, *action) {
            (Phase::Take { left, .. }, Action::TakeDeck | Action::TakeShelf) => {
                left.saturating_sub(1)
            }
            _ => 0,
        };
        match *action {
            Action::Start(_) => {
                lines.push(format!("{seat} chooses a first stop in secret."));
                if before.phase == Phase::FirstStops && self.phase != Phase::FirstStops {
                    let stops: Vec<String> = self
                        .seating
                        .seats()
                        .filter_map(|s| {
                            Some(format!("{s} in {}", cat.describe(*self.trip(s).first()?)))
                        })
                        .collect();
                    lines.push(format!("First stops revealed: {}.", stops.join("; ")));
                    if let Some(&top) = self.shelf().last() {
                        lines.push(format!("The Shelf starts with {}.", name(top)));
                    }
                }
            }
            Action::Work => {
                let stop = before.last_stop(seat).unwrap_or(0);
                let pay = before.work_pay(seat).unwrap_or(0);
                lines.push(format!(
                    "{seat} works in {} ({}) for {pay}.",
                    name(stop),
                    cat.skill(stop).map_or_else(String::new, |s| s.to_string())
                ));
                let mut cuts = 0;
                for r in before.rivals(seat) {
                    if self.hand(r).len() > before.hand(r).len() {
                        cuts += 1;
                        lines.push(format!(
                            "{r}, also in {}, takes a cut from the deck.",
                            cat.region(stop)
                        ));
                    } else {
                        lines.push(format!("{r} is in the region but gets no cut."));
                    }
                }
                if cuts > 0 || pay > 0 {
                    let keep = (pay as i32 - cuts).max(1);
                    lines.push(format!("{seat} keeps {keep}."));
                    owed = keep as u8;
                }
            }
            Action::Scrounge => {
                lines.push(format!("{seat} scrounges: takes 2, then puts 1 back."));
                owed = 2;
            }
            Action::TakeDeck => lines.push(format!("{seat} takes a card from the deck.")),
            Action::TakeShelf => {
                let card = before.shelf().last().copied().unwrap_or(0);
                lines.push(format!("{seat} takes {} from the Shelf.", name(card)));
            }
            Action::PutBack(c) => {
                lines.push(format!("{seat} puts {} on top of the Shelf.", name(c)));
            }
            Action::Travel(c) => {
                let cost = before.travel_cost(seat, c);
                let fare = cat.fare(c);
                let extra = if cost > fare { " (+2 new region)" } else { "" };
                lines.push(format!(
                    "{seat} sets off for {}: fare {fare}{extra}, {} to pay.",
                    cat.describe(c),
                    plural(usize::from(cost), "card")
                ));
            }
            Action::Stay => lines.push(format!("{seat} stays put.")),
            Action::Pay(c) => {
                lines.push(format!("{seat} pays {} onto the Shelf.", name(c)));
                if self.trip(seat).len() > before.trip(seat).len() {
                    let dest = self.last_stop(seat).unwrap_or(0);
                    lines.push(format!(
                        "{seat} arrives in {}: {}, {}.",
                        name(dest),
                        plural(self.trip(seat).len(), "stop"),
                        plural(self.stamps(seat).max(0) as usize, "stamp")
                    ));
                }
            }
            Action::Discard(c) => lines.push(format!(
                "{seat} is over the hand limit and puts {} on the Shelf.",
                name(c)
            )),
            Action::PayHome(c) => lines.push(format!("{seat} pays {} to fly home.", name(c))),
            Action::CallHome => lines.push(format!("{seat} calls home: -3 stamps.")),
        }
        if owed > 0
            && !matches!(self.phase, Phase::Take { .. })
            && self.config.hand_limit == HandLimit::HardCap
            && self.hand(seat).len() >= HAND_LIMIT
        {
            lines.push(format!(
                "{seat} holds {HAND_LIMIT} cards: under the hard cap {} forfeited.",
                match owed {
                    1 => "1 more card is".to_string(),
                    n => format!("{n} more cards are"),
                }
            ));
        }
        self.consequences(before, &mut lines);
        lines
    }

    fn consequences(&self, before: &Traveler, lines: &mut Vec<String>) {
        // At most one reshuffle happens per action (it leaves a Shelf of one
        // card, and no action that draws also adds to the Shelf). The deck
        // runs out before the reshuffle when it held cards at the start of
        // the action (eager, or lazy during a Work's cuts), else after it.
        let run_out = |count: u8| {
            format!(
                "The deck runs out ({}).",
                if count >= 2 {
                    "the second time"
                } else {
                    "the first time"
                }
            )
        };
        let ran_out = self.run_outs > before.run_outs;
        let mut run_out_told = false;
        if self.reshuffles > before.reshuffles {
            if ran_out && before.deck_len() > 0 {
                lines.push(run_out(before.run_outs.saturating_add(1)));
                run_out_told = self.run_outs == before.run_outs.saturating_add(1);
            }
            // Every card that left the Shelf went into the new deck.
            lines.push(format!(
                "The deck is empty: the Shelf, all but its top card, is shuffled into a new deck of {}.",
                plural(before.shelf().len().saturating_sub(self.shelf().len()), "card")
            ));
        }
        if ran_out && !run_out_told {
            lines.push(run_out(self.run_outs));
        }
        if self.last_call && !before.last_call {
            lines.push("Last call! The game ends at the end of this round.".into());
        }
        if self.phase == Phase::Discard && before.phase != Phase::Discard {
            lines.push(format!(
                "{} holds {} cards, over the hand limit of 8.",
                self.active,
                self.hand(self.active).len()
            ));
        }
        if self.turns > before.turns {
            if self.rounds > before.rounds {
                lines.push(format!("End of round {}.", self.rounds));
            }
            if matches!(self.phase, Phase::FlyHome { .. } | Phase::Over)
                && !matches!(before.phase, Phase::FlyHome { .. })
            {
                lines.push(format!(
                    "The game ends ({}): everyone flies home, paying 3 cards or calling home.",
                    self.ending()
                ));
            }
        }
        for s in self.seating.seats() {
            let deciding = matches!(before.phase, Phase::FlyHome { seat, .. } if seat == s);
            if self.called_home.contains(s) && !before.called_home.contains(s) && !deciding {
                // Seats that cannot pay are called home automatically.
                lines.push(format!(
                    "{s} holds fewer than 3 cards and must call home: -3 stamps."
                ));
            }
        }
        if self.phase == Phase::Over && before.phase != Phase::Over {
            // The scores themselves are the outcome's breakdown.
            lines.push("Everyone has flown home: the game is over.".into());
        }
    }
}
