//! Narration: readable lines for a person watching, saying only what the
//! audience may know. Played, revealed and discarded cards are public; a
//! face-down card shows only its type (SJ-14); cards drawn into a hand are
//! named only to their owner (and to the omniscient audience).

use crate::action::Action;
use crate::cards::Kind;
use crate::catalogue::CardId;
use crate::colour::Mode;
use crate::scoring::DayTable;
use crate::state::{DayRecord, Phase, SPACES, Seoul};
use tabletop_core::words::plural;
use tabletop_core::{Audience, CardSet, Seat};

/// Names as English lists them ("a, b and c"), or "nothing".
fn list(names: impl IntoIterator<Item = String>) -> String {
    let names: Vec<String> = names.into_iter().collect();
    if names.is_empty() {
        "nothing".into()
    } else {
        tabletop_core::words::list(&names)
    }
}

impl Seoul {
    fn names(&self, cards: CardSet) -> String {
        let cat = self.catalogue();
        list(cards.iter().map(|c| cat.name(c)))
    }

    /// What `audience` may be told of cards `owner` drew: their names to
    /// the owner, how many to everyone else.
    fn drawn(&self, owner: Seat, cards: CardSet, audience: Audience) -> String {
        let count = plural(cards.len(), "card");
        if audience.sees_hidden_of(owner) && !cards.is_empty() {
            format!("{count} ({})", self.names(cards))
        } else {
            count
        }
    }

    /// The lines of a new Day: the City, the Trends, the start player and
    /// (to those who may see them) the hands.
    fn day_setup_lines(&self, audience: Audience) -> Vec<String> {
        let cat = self.catalogue();
        let mut lines = vec![format!(
            "Day {} of {}: {} plays first. Trending: {}.",
            self.day,
            self.config.days(),
            self.start_player,
            list(self.trends.iter().map(|c| c.to_string()))
        )];
        for (s, pile) in self.city.iter().enumerate() {
            // Face-up cards by name, then the backs of the face-down ones
            // (by type, in a fixed order, unless the audience sees all).
            let down = pile.intersection(self.face_down);
            let mut cards: Vec<String> = if audience.is_omniscient() {
                pile.iter().map(|c| cat.describe(c)).collect()
            } else {
                pile.difference(down)
                    .iter()
                    .map(|c| cat.describe(c))
                    .collect()
            };
            if !audience.is_omniscient() {
                for kind in Kind::ALL {
                    let n = down.iter().filter(|&c| cat.kind(c) == kind).count();
                    cards.extend((0..n).map(|_| format!("a face-down {kind}")));
                }
            }
            lines.push(format!("City space {}: {}", s + 1, list(cards)));
        }
        let mut hands = Vec::new();
        for seat in self.seating.seats() {
            let hand = self.hands[seat.index()];
            if audience.sees_hidden_of(seat) {
                hands.push(format!("{seat} holds {}", self.names(hand)));
            }
        }
        lines.push(format!(
            "Everyone draws 3 cards; the deck has {} left.{}",
            self.deck.len(),
            if hands.is_empty() {
                String::new()
            } else {
                format!(" {}.", hands.join("; "))
            }
        ));
        lines
    }

    pub(crate) fn setup_lines(&self, audience: Audience) -> Vec<String> {
        let mut lines = vec![format!(
            "Seoul Journey: {} players, a Journey of {} Day{}.",
            self.players(),
            self.config.days(),
            if self.config.days() == 1 { "" } else { "s" }
        )];
        lines.extend(self.day_setup_lines(audience));
        lines
    }

    /// A Day's breakdown, seat by seat and line by line (as the rulebook's
    /// example for Dasom, L82-92).
    pub fn explain_day(&self, record: &DayRecord) -> Vec<String> {
        let cat = self.catalogue();
        let n = self.players();
        let table = DayTable {
            catalogue: cat,
            most: self.config.most(),
            tableaux: &record.tableaux[..n],
            guardians: &record.guardians[..n],
            flipped: record.flipped,
            trends: record.trends,
        };
        let mut lines = Vec::new();
        for seat in self.seating.seats() {
            let parts = table.breakdown(seat);
            let total: i32 = parts.iter().map(|p| p.points()).sum();
            let t = &record.tableaux[seat.index()];
            let guardians = record.guardians[seat.index()].len();
            lines.push(format!(
                "{seat} scores {total} for Day {}: {} ({}, {}, {} Shopping) and {}:",
                record.day,
                plural(t.count(), "card"),
                plural(t.highlights.len(), "Highlight"),
                plural(t.delights(), "Delight"),
                t.shopping.len(),
                plural(guardians, "Guardian"),
            ));
            for part in &parts {
                lines.push(format!("  {}", part.explain(cat)));
            }
            lines.push(format!("  {}", Self::nightlife_line(record, seat)));
        }
        lines
    }

    /// Whether `seat` earned the Day's Nightlife token, and why not (L58,
    /// L61: a token is earned by the first to 9 cards unless Tired, and
    /// only while the supply has one; SJ-21).
    fn nightlife_line(record: &DayRecord, seat: Seat) -> String {
        match (record.trigger, record.earned) {
            (_, Some(e)) if e == seat => "first to 9 cards: a Nightlife token".into(),
            (Some(t), _) if t == seat && record.supply == 0 => {
                "first to 9 cards, but no Nightlife token was left to earn".into()
            }
            (Some(t), _) if t == seat => {
                "first to 9 cards while Tired: no Nightlife token (L61)".into()
            }
            (Some(t), _) => format!("not first to 9 cards ({t} was): no Nightlife token"),
            (None, _) => "no Nightlife token".into(),
        }
    }

    pub(crate) fn narration(
        &self,
        before: &Seoul,
        seat: Seat,
        action: &Action,
        audience: Audience,
    ) -> Vec<String> {
        let cat = self.catalogue();
        if !self.seating.contains(seat) || before.players() != self.players() {
            return Vec::new();
        }
        let i = seat.index();
        let mut lines = Vec::new();
        match *action {
            Action::Nightlife => {
                let drawn = self.hands[i].difference(before.hands[i]);
                lines.push(format!(
                    "{seat} spends a Nightlife token and draws {}.",
                    self.drawn(seat, drawn, audience)
                ));
            }
            Action::Book { card, mode } => lines.push(format!(
                "{seat} books {}{}.",
                cat.describe(card),
                mode.map_or_else(String::new, |m| format!(" as a {m}"))
            )),
            Action::Experience { space } => {
                lines.push(format!(
                    "{seat} takes the pile of space {} and reveals {}.",
                    space + 1,
                    self.names(before.space(usize::from(space)))
                ));
                if !matches!(self.phase, Phase::Choose { .. }) && self.resume.is_none() {
                    lines.push(format!(
                        "None of them can be played: {seat} keeps them all (SJ-13)."
                    ));
                }
            }
            Action::Play { card, mode } => {
                let mut rest = before.taken;
                rest.remove(card);
                let rest = if rest.is_empty() {
                    String::new()
                } else {
                    let verb = if rest.len() == 1 { "joins" } else { "join" };
                    format!("; {} {verb} the hand", self.names(rest))
                };
                lines.push(format!(
                    "{seat} plays {}{} from the pile{rest}.",
                    cat.describe(card),
                    mode.map_or_else(String::new, |m| format!(" as a {m}"))
                ));
            }
            Action::Keep => lines.push(format!("{seat} keeps the whole pile.")),
            Action::Pay { card, space } => lines.push(format!(
                "{seat} pays with {}, face up into space {}.",
                cat.name(card),
                space + 1
            )),
            Action::Refill { .. } => {}
            Action::Link {
                card,
                mode,
                highlight,
            } => {
                let under = before.tableaux[i]
                    .highlights()
                    .get(usize::from(highlight))
                    .map_or_else(|| format!("Highlight {}", highlight + 1), |&h| cat.name(h));
                lines.push(format!(
                    "{seat} links {} as a {mode} under {under}, for free.",
                    cat.name(card)
                ));
            }
            Action::Skip => lines.push(format!("{seat} lets it pass.")),
            Action::Awaken { guardian } => lines.push(format!(
                "{seat} awakens {}: {}.",
                cat.name(guardian),
                cat.effect(guardian)
                    .map_or_else(String::new, |e| e.to_string())
            )),
            Action::Scout { card } => lines.push(format!(
                "{seat} takes {} from the City into the hand.",
                cat.name(card)
            )),
            Action::End => lines.push(format!("{seat} ends the turn.")),
            Action::Pass => lines.push(format!(
                "{seat} can book nothing and the City is empty: {seat} passes."
            )),
        }
        self.consequences(before, seat, action, audience, &mut lines);
        lines
    }

    fn consequences(
        &self,
        before: &Seoul,
        seat: Seat,
        action: &Action,
        audience: Audience,
        lines: &mut Vec<String>,
    ) {
        let cat = self.catalogue();
        let i = seat.index();
        let same_day = self.day == before.day && before.phase != Phase::Over;
        if same_day {
            let (b, a) = (&before.tableaux[i], &self.tableaux[i]);
            let new_card = a.cards().difference(b.cards()).iter().next();
            if let Some(card) = new_card
                && !matches!(action, Action::Link { .. })
            {
                let placed = match (0..a.highlights.len()).find_map(|h| {
                    Mode::BOTH
                        .iter()
                        .find(|&&m| a.linked(h, m) == Some(card))
                        .map(|&m| (h, m))
                }) {
                    Some((h, m)) => format!(
                        "{} is linked as a {m} under {}{}",
                        cat.name(card),
                        cat.name(a.highlights[h]),
                        if before.is_free(seat, card, Some(m))
                            && matches!(before.phase, Phase::Main | Phase::Choose { .. })
                        {
                            " (free: the colours match)"
                        } else {
                            ""
                        }
                    ),
                    None => format!("{} joins the tableau", cat.name(card)),
                };
                lines.push(format!(
                    "{placed}: {seat} has {}.",
                    plural(a.count(), "card")
                ));
            }
            if self.guardians[i].len() > before.guardians[i].len() {
                lines.push(format!("{seat} gains the Guardian's token."));
            }
            if a.is_tired() && !b.is_tired() {
                lines.push(format!("{seat} is Tired: no more Highlights today."));
            }
            if !a.is_tired() && b.is_tired() {
                lines.push(format!("{seat} is rested: Highlights may be played again."));
            }
            // L43, L63: the Day's end is announced as the 9th card lands,
            // before what follows in the same turn (draws, the refill).
            if self.trigger.is_some() && before.trigger.is_none() {
                lines.push(self.trigger_line(before, seat));
            }
            let city = before
                .city
                .iter()
                .fold(before.taken, |all, pile| all.union(*pile));
            let drew = self.hands[i].difference(before.hands[i]).difference(city);
            let scouted = matches!(action, Action::Scout { .. } | Action::Nightlife);
            if !drew.is_empty() && !scouted && self.deck.len() < before.deck.len() {
                lines.push(format!(
                    "{seat} draws {}.",
                    self.drawn(seat, drew, audience)
                ));
            }
            for s in 0..SPACES {
                let new = self.city[s]
                    .intersection(self.face_down)
                    .difference(before.city[s]);
                for card in new {
                    let face = if audience.is_omniscient() {
                        format!(" ({})", cat.name(card))
                    } else {
                        String::new()
                    };
                    lines.push(format!(
                        "{seat} puts a face-down {}{face} into space {}.",
                        cat.kind(card),
                        s + 1
                    ));
                }
            }
            match self.phase {
                Phase::Link { modes } if before.phase != self.phase => lines.push(format!(
                    "{}{seat} may link {modes} from the hand to any Highlight, for free.",
                    self.link_source(seat, action, new_card)
                )),
                Phase::Scout if before.phase != Phase::Scout => {
                    lines.push(format!("{seat} may take a face-up City card."))
                }
                Phase::Encore if before.phase != Phase::Encore => {
                    lines.push(format!("{seat} may book one more card."))
                }
                _ => {}
            }
        }
        if self.day != before.day || (self.phase == Phase::Over && before.phase != Phase::Over) {
            lines.push(format!("Day {} is over.", before.day));
            if let Some(record) = &self.record {
                lines.extend(self.explain_day(record));
            }
            if self.phase == Phase::Over {
                lines.push("The Journey is over.".into());
            } else {
                lines.push(format!(
                    "Totals so far: {}.",
                    list(
                        self.seating
                            .seats()
                            .map(|s| format!("{s} {}", self.total(s)))
                    )
                ));
                lines.extend(self.day_setup_lines(audience));
            }
        } else if self.active != before.active {
            lines.push(format!("{}'s turn.", self.active));
        }
    }
}

impl Seoul {
    /// The announcement of the Day's end as the 9th card lands (L43, L63),
    /// with the Nightlife token it earns or why it earns none (L58, L61).
    fn trigger_line(&self, before: &Seoul, seat: Seat) -> String {
        let earned = if self.earned == Some(seat) {
            format!("{seat} earns a Nightlife token")
        } else if before.nightlife_supply == 0 {
            "no Nightlife token is left to earn".into()
        } else {
            format!("{seat} is Tired and earns no Nightlife token")
        };
        format!(
            "{seat} has 9 cards: everyone else takes one more turn, then the Day ends; {earned}."
        )
    }

    /// What gives a free link, said before it is offered: the Shopping
    /// card that earned the bonus (its type's 2nd or 5th, L33) or the
    /// Highlight whose Immediate Effect it is; an ability has been named by
    /// its Awaken.
    fn link_source(&self, seat: Seat, action: &Action, new_card: Option<CardId>) -> String {
        let cat = self.catalogue();
        let Some(card) = new_card.filter(|_| !matches!(action, Action::Awaken { .. })) else {
            return String::new();
        };
        match cat.kind(card) {
            Kind::Shopping => {
                let set = cat.shop(card);
                let count = self.tableaux[seat.index()].shopping_of(cat, set);
                format!(
                    "{} brings {seat}'s {set} cards to {count}, a Shopping bonus (L33): ",
                    cat.name(card)
                )
            }
            Kind::Highlight => format!("{}'s Immediate Effect: ", cat.name(card)),
            _ => String::new(),
        }
    }
}
