//! Narration: readable lines for a person following a game, told to an
//! audience — one seat, a spectator, or the all-seeing narrator — rendered
//! from the events an action tells (already redacted for the audience), so
//! a card drawn unseen is named only to its holder and the all-seeing
//! narrator. Nothing here decides a rule: the events say what happened.

use crate::cards::CardId;
use crate::event::{ForfeitReason, NoCutReason, NoTravelReason, Standing, TravelerEvent};
use crate::state::{CALL_HOME_PENALTY, DEAL, HAND_LIMIT, Phase, Traveler};
use tabletop_core::events::narrate_events;
use tabletop_core::words::{list_or, plural};
use tabletop_core::{Audience, CardSet, Seat};

impl Traveler {
    /// What `audience` is told of the setup: the deal and the mulligans,
    /// the hands it may see, and what everyone does first.
    pub(crate) fn setup_lines(&self, audience: Audience) -> Vec<String> {
        let mut events = Vec::new();
        self.setup_events(&mut events);
        let mut lines = narrate_events(self, self, &events, audience);
        if self.phase == Phase::FirstStops {
            lines.push("Everyone secretly chooses a City from hand as their first stop.".into());
        }
        lines
    }

    /// Card names joined as English lists them.
    pub(crate) fn names(&self, cards: CardSet) -> String {
        let names: Vec<&str> = cards.iter().map(|c| self.catalogue().name(c)).collect();
        list_or(&names, "nothing")
    }

    /// The card an event names, looked up in the deck in play.
    fn card_named(&self, name: &str) -> Option<CardId> {
        self.catalogue().find(name)
    }

    /// A card an event names, with its region, kind and fare.
    fn described(&self, name: &str) -> String {
        self.card_named(name)
            .map_or_else(|| name.to_string(), |c| self.catalogue().describe(c))
    }

    /// The line(s) for one event (already redacted for the audience), given
    /// the state `before` the action and `self` after it.
    pub(crate) fn event_lines(
        &self,
        before: &Traveler,
        event: &TravelerEvent,
        out: &mut Vec<String>,
    ) {
        use TravelerEvent as E;
        let line = match event {
            E::Dealing { players, first } => format!(
                "The Traveler: {players} players; {first} goes first. The {} cards are shuffled and each player is dealt {DEAL}.",
                crate::cards::DECK_SIZE
            ),
            E::Mulligan { seat, times } => format!(
                "{seat} had no City and reshuffled the hand into the deck ({}).",
                plural(usize::from(*times), "time")
            ),
            E::Dealt {
                seat,
                cards: Some(cards),
                ..
            } => format!("{seat} holds {}.", list_or(cards, "nothing")),
            E::Dealt { cards: None, .. } => return,
            E::FirstStopChosen {
                seat,
                card: Some(card),
            } => format!("{seat} chooses {card} as a first stop, in secret."),
            E::FirstStopChosen { seat, card: None } => {
                format!("{seat} chooses a first stop in secret.")
            }
            E::FirstStopsRevealed { stops } => {
                let stops: Vec<String> = stops
                    .iter()
                    .enumerate()
                    .map(|(i, c)| format!("{} in {}", Seat(i as u8), self.described(c)))
                    .collect();
                format!("First stops revealed: {}.", stops.join("; "))
            }
            E::ShelfStarted { card } => format!("The Shelf starts with {card}."),
            E::Worked { seat, stop, pay } => {
                let skill = self
                    .card_named(stop)
                    .and_then(|c| self.catalogue().skill(c))
                    .map_or_else(String::new, |s| s.to_string());
                format!("{seat} works in {stop} ({skill}) for {pay}.")
            }
            E::Cut { seat, card } => {
                let region = before
                    .last_stop(before.active)
                    .map(|s| self.catalogue().region(s).to_string())
                    .unwrap_or_default();
                let card = card.as_ref().map_or(String::new(), |c| format!(": {c}"));
                format!("{seat}, also in {region}, takes a cut from the deck{card}.")
            }
            E::NoCut { seat, why } => no_cut_line(*seat, *why),
            E::Kept { seat, cards } => format!("{seat} keeps {cards}."),
            E::Scrounged { seat } => format!("{seat} scrounges: takes 2, then puts 1 back."),
            E::TookFromDeck {
                seat,
                card: Some(card),
            } => format!("{seat} takes {card} from the deck."),
            E::TookFromDeck { seat, card: None } => format!("{seat} takes a card from the deck."),
            E::TookFromShelf { seat, card } => format!("{seat} takes {card} from the Shelf."),
            E::PutBack { seat, card } => format!("{seat} puts {card} on top of the Shelf."),
            E::Reshuffled { cards } => format!(
                "The deck is empty: the Shelf, all but its top card, is shuffled into a new deck of {}.",
                plural(*cards, "card")
            ),
            E::DeckRanOut { times } => format!(
                "The deck runs out (the {} time).",
                if *times >= 2 { "second" } else { "first" }
            ),
            E::Forfeited { seat, cards, why } => forfeit_line(*seat, *cards, *why),
            E::NoTravel { seat, why } => {
                format!("{seat} does not travel: {}.", no_travel_why(*why))
            }
            E::SetOff {
                seat,
                destination,
                fare,
                cost,
            } => {
                let extra = if cost > fare {
                    format!(" (+{} new region)", cost - fare)
                } else {
                    String::new()
                };
                format!(
                    "{seat} sets off for {}: fare {fare}{extra}, {} to pay.",
                    self.described(destination),
                    plural(usize::from(*cost), "card")
                )
            }
            E::Stayed { seat } => format!("{seat} stays put."),
            E::Paid { seat, card } => format!("{seat} pays {card} onto the Shelf."),
            E::Arrived {
                seat,
                destination,
                stops,
                stamps,
            } => format!(
                "{seat} arrives in {destination}: {}, {}.",
                plural(*stops, "stop"),
                plural((*stamps).max(0) as usize, "stamp")
            ),
            E::OverHandLimit { seat, holding } => {
                format!("{seat} holds {holding} cards, over the hand limit of {HAND_LIMIT}.")
            }
            E::Discarded { seat, card } => {
                format!("{seat} is over the hand limit and puts {card} on the Shelf.")
            }
            E::LastCall => "Last call! The game ends at the end of this round.".into(),
            E::RoundEnded { round, standings } => {
                format!("End of round {round}. {}", standings_line(standings))
            }
            E::GameEnds { ending } => format!(
                "The game ends ({ending}): everyone flies home, paying 3 cards or calling home."
            ),
            E::MustComeDown { seat, holding } => format!(
                "{seat} holds {holding} cards, over the hand limit of {HAND_LIMIT}: before flying home it puts {} on the Shelf (TR-26).",
                plural(holding.saturating_sub(HAND_LIMIT), "card")
            ),
            E::PaidHome { seat, card } => format!("{seat} pays {card} to fly home."),
            E::CalledHome { seat, forced } => {
                if *forced {
                    format!(
                        "{seat} holds fewer than 3 cards and must call home: -{CALL_HOME_PENALTY} stamps."
                    )
                } else {
                    format!("{seat} calls home: -{CALL_HOME_PENALTY} stamps.")
                }
            }
            // The scores and each trip are the outcome's breakdown.
            E::GameOver { .. } => "Everyone has flown home: the game is over.".into(),
        };
        out.push(line);
    }
}

fn no_cut_line(seat: Seat, why: NoCutReason) -> String {
    let why = match why {
        NoCutReason::FromPay { pay } => format!(
            "the cuts come out of the pay of {pay}, and the worker keeps at least 1 (TR-4 flag from_pay)"
        ),
        NoCutReason::HardCap => format!("it holds {HAND_LIMIT} cards (TR-9 hard cap)"),
        NoCutReason::DeckEmpty => {
            "the deck is empty and the Shelf has no card under its top to shuffle in".into()
        }
        NoCutReason::NothingLeft => "the deck is empty and so is the Shelf".into(),
    };
    format!("{seat} is in the region but gets no cut: {why}.")
}

fn forfeit_line(seat: Seat, cards: u8, why: ForfeitReason) -> String {
    let more = plural(usize::from(cards), "more card");
    match why {
        ForfeitReason::HardCap => {
            format!("{seat} holds {HAND_LIMIT} cards: under the hard cap {more} are forfeited.")
        }
        ForfeitReason::NothingLeft => format!(
            "Nothing is left to take: the deck and the Shelf are empty, so {seat} goes without {more}."
        ),
    }
}

fn no_travel_why(why: NoTravelReason) -> String {
    match why {
        NoTravelReason::TripFull => "its trip has 8 stops".into(),
        NoTravelReason::EmptyHand => "its hand is empty".into(),
        NoTravelReason::OneCard => "it holds one card and nothing to pay a fare with".into(),
        NoTravelReason::Unaffordable { holding } => format!(
            "no card in hand can be paid for with the other {}",
            plural(holding.saturating_sub(1), "card")
        ),
    }
}

/// Each seat's stamps, stops and cards in hand (L18).
fn standings_line(standings: &[Standing]) -> String {
    let parts: Vec<String> = standings
        .iter()
        .enumerate()
        .map(|(i, s)| {
            format!(
                "{} {} ({}, {} in hand)",
                Seat(i as u8),
                plural(s.stamps.max(0) as usize, "stamp"),
                plural(s.stops, "stop"),
                plural(s.cards, "card")
            )
        })
        .collect();
    format!("Standings: {}.", parts.join("; "))
}
