//! Narration: readable lines for a person watching, told from the events
//! of an action ([`SeoulEvent`], already redacted for the audience), never
//! by working out again what the rules did. Played, revealed and discarded
//! cards are public; a face-down card shows only its type (SJ-14); cards
//! dealt or drawn into a hand are named only to their owner (and to the
//! omniscient audience).

use crate::catalogue::CardId;
use crate::event::{Offer, Place, SeoulEvent as E, Source, Token};
use crate::scoring::DayTable;
use crate::state::{DEAL, DayRecord, Seoul};
use tabletop_core::Seat;
use tabletop_core::words::plural;

/// Names as English lists them ("a, b and c"), or "nothing".
fn list(names: impl IntoIterator<Item = String>) -> String {
    let names: Vec<String> = names.into_iter().collect();
    tabletop_core::words::list_or(&names, "nothing")
}

/// " as a Festival", or nothing for a card that is not a Delight.
fn as_mode(mode: Option<crate::colour::Mode>) -> String {
    mode.map_or_else(String::new, |m| format!(" as a {m}"))
}

impl Seoul {
    fn names(&self, cards: &[CardId]) -> String {
        let cat = self.catalogue();
        list(cards.iter().map(|&c| cat.name(c)))
    }

    /// The lines of `event` (already redacted for the audience told), in
    /// the state after the action.
    pub(crate) fn tell(&self, event: &E, out: &mut Vec<String>) {
        let cat = self.catalogue();
        let line = match event {
            E::JourneyStarted { players, days } => format!(
                "Seoul Journey: {players} players, a Journey of {}.",
                plural(usize::from(*days), "Day")
            ),
            E::DayStarted { .. } => return self.tell_day(event, out),
            E::Dealt { seat, cards } => format!("{seat} holds {}.", self.names(cards)),
            E::DealtCount { .. } => return,
            E::NightlifeSpent { seat } => format!("{seat} spends a Nightlife token."),
            E::Drew { seat, cards } if !cards.is_empty() => format!(
                "{seat} draws {} ({}).",
                plural(cards.len(), "card"),
                self.names(cards)
            ),
            E::DrewCount { seat, count } if *count > 0 => {
                format!("{seat} draws {}.", plural(usize::from(*count), "card"))
            }
            E::Booked { seat, card, mode } => {
                format!("{seat} books {}{}.", cat.describe(*card), as_mode(*mode))
            }
            E::Experienced { seat, space, pile } => format!(
                "{seat} takes the pile of space {} and reveals {}.",
                space + 1,
                self.names(pile)
            ),
            E::PlayedFromPile {
                seat,
                card,
                mode,
                rest,
            } => {
                let rest = match rest.len() {
                    0 => String::new(),
                    1 => format!("; {} joins the hand", self.names(rest)),
                    _ => format!("; {} join the hand", self.names(rest)),
                };
                format!(
                    "{seat} plays {}{} from the pile{rest}.",
                    cat.describe(*card),
                    as_mode(*mode)
                )
            }
            E::PileKept { seat, forced, .. } => {
                if *forced {
                    format!("None of them can be played: {seat} keeps them all (SJ-13).")
                } else {
                    format!("{seat} keeps the whole pile.")
                }
            }
            E::Paid { seat, card, space } => format!(
                "{seat} pays with {}, face up into space {}.",
                cat.name(*card),
                space + 1
            ),
            E::Placed {
                seat,
                card,
                place,
                cards,
            } => match place {
                Place::Guardian => format!("{seat} gains the Guardian's token."),
                Place::Delight { mode, under, free } => format!(
                    "{} is linked as a {mode} under {}{}: {seat} has {}.",
                    cat.name(*card),
                    cat.name(*under),
                    if *free {
                        " (free: the colours match)"
                    } else {
                        ""
                    },
                    plural(usize::from(*cards), "card")
                ),
                _ => format!(
                    "{} joins the tableau: {seat} has {}.",
                    cat.name(*card),
                    plural(usize::from(*cards), "card")
                ),
            },
            E::Linked {
                seat,
                card,
                mode,
                under,
            } => format!(
                "{seat} links {} as a {mode} under {}, for free.",
                cat.name(*card),
                cat.name(*under)
            ),
            E::Tired { seat } => format!("{seat} is Tired: no more Highlights today."),
            E::Rested { seat } => format!("{seat} is rested: Highlights may be played again."),
            E::NinthCard { seat, token } => Self::ninth_card_line(*seat, *token),
            E::Offered {
                seat,
                offer,
                source,
            } => self.offer_line(*seat, *offer, *source),
            E::Awakened { seat, guardian } => format!(
                "{seat} awakens {}: {}.",
                cat.name(*guardian),
                cat.effect(*guardian)
                    .map_or_else(String::new, |e| e.to_string())
            ),
            E::Scouted { seat, card } => format!(
                "{seat} takes {} from the City into the hand.",
                cat.name(*card)
            ),
            E::Skipped { seat } => format!("{seat} lets it pass."),
            E::Refilled {
                seat,
                space,
                card,
                kind,
            } => format!(
                "{seat} puts a face-down {kind} ({}) into space {}.",
                cat.name(*card),
                space + 1
            ),
            E::RefilledFaceDown { seat, space, kind } => {
                format!("{seat} puts a face-down {kind} into space {}.", space + 1)
            }
            E::Ended { seat } => format!("{seat} ends the turn."),
            E::Passed { seat } => {
                format!("{seat} can book nothing and the City is empty: {seat} passes.")
            }
            E::TurnStarted { seat } => format!("{seat}'s turn."),
            E::DayScored { day, .. } => return self.tell_day_scored(*day, out),
            E::JourneyOver { .. } => "The Journey is over.".into(),
            _ => return,
        };
        out.push(line);
    }

    /// A new Day: the City, the Trends, the start player and the deal.
    fn tell_day(&self, event: &E, out: &mut Vec<String>) {
        let E::DayStarted {
            day,
            start,
            trends,
            city,
            face_down,
            deck,
        } = event
        else {
            return;
        };
        let cat = self.catalogue();
        out.push(format!(
            "Day {day} of {}: {start} plays first. Trending: {}.",
            self.config.days(),
            list(trends.iter().map(|c| c.to_string()))
        ));
        for (s, pile) in city.iter().enumerate() {
            let backs = face_down
                .iter()
                .filter(|(space, _)| usize::from(*space) == s);
            let cards = (pile.iter().map(|&c| cat.describe(c)))
                .chain(backs.map(|(_, kind)| format!("a face-down {kind}")));
            out.push(format!("City space {}: {}", s + 1, list(cards)));
        }
        out.push(format!(
            "Everyone draws {}; the deck has {deck} left.",
            plural(DEAL, "card")
        ));
    }

    /// A Day scored: its breakdown, then the totals if another Day follows.
    fn tell_day_scored(&self, day: u8, out: &mut Vec<String>) {
        out.push(format!("Day {day} is over."));
        if let Some(record) = &self.record {
            out.extend(self.explain_day(record));
        }
        if day < self.config.days() {
            out.push(format!(
                "Totals so far: {}.",
                list(
                    self.seating
                        .seats()
                        .map(|s| format!("{s} {}", self.total(s)))
                )
            ));
        }
    }

    /// The announcement of the Day's end as the 9th card lands (L43, L63),
    /// with the Nightlife token it earns or why it earns none (L58, L61).
    fn ninth_card_line(seat: Seat, token: Token) -> String {
        let earned = match token {
            Token::Earned => format!("{seat} earns a Nightlife token"),
            Token::NoneLeft => "no Nightlife token is left to earn".into(),
            Token::Tired => format!("{seat} is Tired and earns no Nightlife token"),
        };
        format!(
            "{seat} has 9 cards: everyone else takes one more turn, then the Day ends; {earned}."
        )
    }

    /// A choice an effect offers; a free link says what gave it: the
    /// Shopping card that earned the bonus (its type's 2nd or 5th, L33) or
    /// the Highlight whose Immediate Effect it is (an ability has been
    /// named by its Awaken).
    fn offer_line(&self, seat: Seat, offer: Offer, source: Source) -> String {
        let cat = self.catalogue();
        match offer {
            Offer::Link { modes } => {
                let from = match source {
                    Source::ShoppingBonus { card, count } => format!(
                        "{} brings {seat}'s {} cards to {count}, a Shopping bonus (L33): ",
                        cat.name(card),
                        cat.shop(card)
                    ),
                    Source::Highlight { card } => {
                        format!("{}'s Immediate Effect: ", cat.name(card))
                    }
                    Source::Guardian { .. } => String::new(),
                };
                format!("{from}{seat} may link {modes} from the hand to any Highlight, for free.")
            }
            Offer::Scout => format!("{seat} may take a face-up City card."),
            Offer::Encore => format!("{seat} may book one more card."),
        }
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
    /// L61, SJ-21), as the record of the Day tells it ([`DayRecord::token`]).
    fn nightlife_line(record: &DayRecord, seat: Seat) -> String {
        match (record.trigger, record.token()) {
            (Some(t), Some(token)) if t == seat => match token {
                Token::Earned => "first to 9 cards: a Nightlife token".into(),
                Token::NoneLeft => {
                    "first to 9 cards, but no Nightlife token was left to earn".into()
                }
                Token::Tired => "first to 9 cards while Tired: no Nightlife token (L61)".into(),
            },
            (Some(t), _) => format!("not first to 9 cards ({t} was): no Nightlife token"),
            (None, _) => "no Nightlife token".into(),
        }
    }
}
