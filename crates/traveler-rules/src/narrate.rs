//! Narration: readable lines for a person following a game, told to an
//! audience — one seat, a spectator, or the all-seeing narrator. Cards face
//! up at the table (first stops once revealed, the Shelf, destinations,
//! cards paid) are named to everyone; a card drawn from the deck, a cut and
//! a secret first stop are named only to the seat that holds it and to the
//! all-seeing narrator.
//!
//! Lines come in the order things happen: a reshuffle before the take it
//! serves, a run-out at the cut or take that caused it, a failed take with
//! what was left, a rival who gets no cut with the reason, a skipped travel
//! step, the end of a round with the standings.

use crate::action::Action;
use crate::cards::CardId;
use crate::config::{Cut, FinalHandLimit, HandLimit, Reshuffle};
use crate::state::{HAND_LIMIT, Phase, TRIP_GOAL, Traveler};
use tabletop_core::words::{list, plural};
use tabletop_core::{Audience, CardSet, Seat};

/// The deck and the Shelf as a narration follows them through an action.
struct Piles {
    deck: usize,
    shelf: usize,
    run_outs: u8,
}

impl Traveler {
    pub(crate) fn setup_lines(&self, audience: Audience) -> Vec<String> {
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
        for seat in self.seating.seats() {
            if audience.sees_hidden_of(seat) {
                lines.push(format!("{seat} holds {}.", self.names(self.hand(seat))));
            }
        }
        if self.phase == Phase::FirstStops {
            lines.push("Everyone secretly chooses a City from hand as their first stop.".into());
        }
        lines
    }

    /// Card names joined as English lists them.
    pub(crate) fn names(&self, cards: CardSet) -> String {
        let names: Vec<&str> = cards.iter().map(|c| self.catalogue().name(c)).collect();
        if names.is_empty() {
            "nothing".into()
        } else {
            list(&names)
        }
    }

    /// The card that `seat`'s hand gained from `before` to `self`, if one.
    fn gained(&self, before: &Traveler, seat: Seat) -> Option<CardId> {
        self.hand(seat).difference(before.hand(seat)).iter().next()
    }

    pub(crate) fn narration(
        &self,
        before: &Traveler,
        seat: Seat,
        action: &Action,
        audience: Audience,
    ) -> Vec<String> {
        let cat = self.catalogue();
        let name = |c: CardId| cat.name(c).to_string();
        let sees = audience.sees_hidden_of(seat);
        let mut lines = Vec::new();
        let mut piles = Piles {
            deck: before.deck_len(),
            shelf: before.shelf().len(),
            run_outs: before.run_outs,
        };
        // Cards still owed to the active player after this action.
        let mut owed = match (before.phase, *action) {
            (Phase::Take { left, .. }, Action::TakeDeck | Action::TakeShelf) => {
                left.saturating_sub(1)
            }
            _ => 0,
        };
        match *action {
            Action::Start(card) => {
                lines.push(if sees {
                    format!("{seat} chooses {} as a first stop, in secret.", name(card))
                } else {
                    format!("{seat} chooses a first stop in secret.")
                });
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
                let cuts = self.cut_lines(before, seat, pay, audience, &mut piles, &mut lines);
                let keep = pay.saturating_sub(cuts).max(1);
                lines.push(format!("{seat} keeps {keep}."));
                owed = keep;
            }
            Action::Scrounge => {
                lines.push(format!("{seat} scrounges: takes 2, then puts 1 back."));
                owed = 2;
            }
            Action::TakeDeck => {
                // A draw from an empty deck shuffles the Shelf in first.
                self.reshuffle_line(true, &mut piles, &mut lines);
                let card = self.gained(before, seat);
                lines.push(match card {
                    Some(c) if sees => format!("{seat} takes {} from the deck.", name(c)),
                    _ => format!("{seat} takes a card from the deck."),
                });
                self.after_deck_draw(&mut piles, &mut lines);
            }
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
        // A card put on the Shelf of an empty deck: the eager reshuffle.
        if matches!(
            action,
            Action::PutBack(_) | Action::Pay(_) | Action::Discard(_)
        ) && self.reshuffles > before.reshuffles
        {
            piles.shelf += 1;
            self.reshuffle_line(true, &mut piles, &mut lines);
        }
        self.take_lines(seat, action, owed, &mut lines);
        self.consequences(before, &mut lines);
        lines
    }

    /// The rivals' cuts of a Work (L12, TR-4 to TR-6), in order, each with
    /// the reshuffle or run-out it causes; a rival who gets none is told
    /// why. Returns how many cuts were taken.
    fn cut_lines(
        &self,
        before: &Traveler,
        worker: Seat,
        pay: u8,
        audience: Audience,
        piles: &mut Piles,
        lines: &mut Vec<String>,
    ) -> u8 {
        let cat = self.catalogue();
        let region = before
            .last_stop(worker)
            .map(|s| cat.region(s).to_string())
            .unwrap_or_default();
        let mut cuts = 0u8;
        for rival in before.rivals(worker) {
            if self.config.cut == Cut::FromPay && cuts + 1 >= pay {
                lines.push(format!(
                    "{rival} is in the region but gets no cut: the cuts come out of the pay of {pay}, \
                     and the worker keeps at least 1 (TR-4 flag from_pay)."
                ));
                continue;
            }
            if self.config.hand_limit == HandLimit::HardCap
                && before.hand(rival).len() >= HAND_LIMIT
            {
                lines.push(format!(
                    "{rival} is in the region but gets no cut: it holds {HAND_LIMIT} cards (TR-9 hard cap)."
                ));
                continue;
            }
            self.reshuffle_line(true, piles, lines);
            if piles.deck == 0 {
                lines.push(format!(
                    "{rival} is in the region but gets no cut: the deck is empty and {}.",
                    if piles.shelf == 0 {
                        "so is the Shelf".to_string()
                    } else {
                        "the Shelf has no card under its top to shuffle in".to_string()
                    }
                ));
                continue;
            }
            cuts += 1;
            let card = self
                .gained(before, rival)
                .filter(|_| audience.sees_hidden_of(rival))
                .map_or(String::new(), |c| format!(": {}", cat.name(c)));
            lines.push(format!(
                "{rival}, also in {region}, takes a cut from the deck{card}."
            ));
            self.after_deck_draw(piles, lines);
        }
        cuts
    }

    /// The reshuffle of L14 when it happens now: the deck is empty and the
    /// Shelf has a card under its top (`now` = a draw needs it, or the eager
    /// reading).
    fn reshuffle_line(&self, now: bool, piles: &mut Piles, lines: &mut Vec<String>) {
        if now && piles.deck == 0 && piles.shelf >= 2 {
            let new_deck = piles.shelf - 1;
            lines.push(format!(
                "The deck is empty: the Shelf, all but its top card, is shuffled into a new deck of {}.",
                plural(new_deck, "card")
            ));
            piles.deck = new_deck;
            piles.shelf = 1;
        }
    }

    /// After a card is drawn from the deck: a run-out if it was the last
    /// (TR-10), then the eager reshuffle.
    fn after_deck_draw(&self, piles: &mut Piles, lines: &mut Vec<String>) {
        piles.deck = piles.deck.saturating_sub(1);
        if piles.deck > 0 {
            return;
        }
        piles.run_outs = piles.run_outs.saturating_add(1).min(2);
        lines.push(format!(
            "The deck runs out ({}).",
            if piles.run_outs >= 2 {
                "the second time"
            } else {
                "the first time"
            }
        ));
        self.reshuffle_line(self.config.reshuffle == Reshuffle::Eager, piles, lines);
    }

    /// What became of the cards still owed, and of the travel step.
    fn take_lines(&self, seat: Seat, action: &Action, owed: u8, lines: &mut Vec<String>) {
        let taking = matches!(self.phase, Phase::Take { .. });
        if owed > 0 && !taking {
            let held = self.hand(seat).len();
            let more = plural(usize::from(owed), "more card");
            if self.config.hand_limit == HandLimit::HardCap && held >= HAND_LIMIT {
                lines.push(format!(
                    "{seat} holds {HAND_LIMIT} cards: under the hard cap {more} are forfeited."
                ));
            } else if !self.deck_available() && self.shelf().is_empty() {
                lines.push(format!(
                    "Nothing is left to take: the deck and the Shelf are empty, so {seat} goes without {more}."
                ));
            }
        }
        let earning = matches!(
            action,
            Action::Work
                | Action::Scrounge
                | Action::TakeDeck
                | Action::TakeShelf
                | Action::PutBack(_)
        );
        let skipped = earning
            && !matches!(
                self.phase,
                Phase::Take { .. } | Phase::PutBack | Phase::Travel
            );
        if skipped {
            let held = self.hand(seat).len();
            let why = if self.trip(seat).len() >= TRIP_GOAL {
                "its trip has 8 stops".to_string()
            } else if held == 0 {
                "its hand is empty".to_string()
            } else if held == 1 {
                "it holds one card and nothing to pay a fare with".to_string()
            } else {
                format!(
                    "no card in hand can be paid for with the other {}",
                    plural(held - 1, "card")
                )
            };
            lines.push(format!("{seat} does not travel: {why}."));
        }
    }

    fn consequences(&self, before: &Traveler, lines: &mut Vec<String>) {
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
                lines.push(format!(
                    "End of round {}. {}",
                    self.rounds,
                    self.standings()
                ));
            }
            if matches!(self.phase, Phase::FlyHome { .. } | Phase::Over)
                && !matches!(before.phase, Phase::FlyHome { .. })
            {
                lines.push(format!(
                    "The game ends ({}): everyone flies home, paying 3 cards or calling home.",
                    self.ending()
                ));
                if self.config.final_hand_limit == FinalHandLimit::Discard {
                    for s in self.seating.seats() {
                        let held = self.hand(s).len();
                        if held > HAND_LIMIT {
                            lines.push(format!(
                                "{s} holds {held} cards, over the hand limit of 8: before flying home it puts {} on the Shelf (TR-26).",
                                plural(held - HAND_LIMIT, "card")
                            ));
                        }
                    }
                }
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
            // The scores and each trip are the outcome's breakdown.
            lines.push("Everyone has flown home: the game is over.".into());
        }
    }

    /// Each seat's stamps, stops and cards in hand (L18).
    pub(crate) fn standings(&self) -> String {
        let parts: Vec<String> = self
            .seating
            .seats()
            .map(|s| {
                format!(
                    "{s} {} ({}, {} in hand)",
                    plural(self.stamps(s).max(0) as usize, "stamp"),
                    plural(self.trip(s).len(), "stop"),
                    plural(self.hand(s).len(), "card")
                )
            })
            .collect();
        format!("Standings: {}.", parts.join("; "))
    }
}
