//! Positions that can arise: what a hand-written table must satisfy beyond
//! card conservation — the end of the game (L16), the piles and Last call
//! (L14, L16, L22), and how many cards a hand can hold (L12, L14).

use crate::config::{FinalHandLimit, HandLimit, LastCall, Reshuffle};
use crate::state::{FLY_HOME_CARDS, HAND_LIMIT, Phase, TRIP_GOAL, Traveler, TripFacts};
use tabletop_core::words::plural;
use tabletop_core::{InvariantError, Seat};

/// The most cards a Work pay can bring: 1 + the 7 other stops of a trip
/// that is not yet over (L12, L16).
const MOST_PAY: usize = TRIP_GOAL;

impl Traveler {
    /// The end (L16, TR-11, TR-13) as a position may show it: a trip of 8
    /// stops ends the game at the end of the round it was made in, so during
    /// a turn only seats that have already played this round can hold one;
    /// flying home happens only once the game has ended, in seat order from
    /// the first player, each seat either calling home or paying exactly 3
    /// cards.
    pub(crate) fn end_consistency(&self) -> Result<(), InvariantError> {
        let n = self.players();
        let first = self.first_player();
        let order = |k: usize| self.seating.clockwise(first, k);
        let eight = |s: Seat| self.trip_complete(s);
        let played = match self.phase {
            Phase::FirstStops => return Ok(()),
            // The active seat may have just arrived at its 8th stop.
            Phase::Discard => self.seating.distance(first, self.active) + 1,
            Phase::Earn
            | Phase::Take { .. }
            | Phase::PutBack
            | Phase::Travel
            | Phase::Pay { .. } => self.seating.distance(first, self.active),
            Phase::FlyHome { .. } | Phase::Over => {
                if !self.last_call
                    && !self.round_limit_reached()
                    && !(0..n).any(|k| eight(order(k)))
                {
                    return Err(InvariantError::new(
                        "flying home",
                        "flying home, but no trip has 8 stops, it is not Last call and the round limit is not reached",
                    ));
                }
                let (decided, paying) = match self.phase {
                    Phase::FlyHome { seat, paid } => {
                        let Some(decided) = self.seating.checked_distance(first, seat) else {
                            return Err(InvariantError::new(
                                "flying home",
                                format!("seat {} flies home but is not at the table", seat.0),
                            ));
                        };
                        (decided, paid)
                    }
                    _ => (n, 0),
                };
                if let Some(early) = (decided..n)
                    .map(order)
                    .find(|&s| self.called_home.contains(s))
                {
                    return Err(InvariantError::new(
                        "flying home",
                        format!("{early} called home before its turn to fly home"),
                    ));
                }
                let paid_in_full = (0..decided)
                    .filter(|&k| !self.called_home.contains(order(k)))
                    .count();
                let expected = paid_in_full * usize::from(FLY_HOME_CARDS) + usize::from(paying);
                if self.gone.len() != expected {
                    return Err(InvariantError::new(
                        "flying home",
                        format!(
                            "{} flown home with, but the seats that have flown home paid {expected} \
                         (3 each unless they called home)",
                            plural(self.gone.len(), "card")
                        ),
                    ));
                }
                return Ok(());
            }
        };
        if self.round_limit_reached() {
            return Err(InvariantError::new(
                "end of the game",
                format!(
                    "{} played, the round limit: the game ended at the end of the last one (TR-27)",
                    plural(self.rounds as usize, "round")
                ),
            ));
        }
        if let Some(s) = (played..n).map(order).find(|&s| eight(s)) {
            return Err(InvariantError::new(
                "end of the game",
                format!(
                    "{s}'s trip has 8 stops, but {s} has not played this round: \
                 the game would have ended before this turn"
                ),
            ));
        }
        Ok(())
    }

    /// The deck and the Shelf as play leaves them (L14, L16, L22, TR-10,
    /// TR-25): an empty deck has run out; a deck that ran out and has cards
    /// again was refilled by a reshuffle; the eager reshuffle leaves no card
    /// under the Shelf's top while the deck is empty; an empty deck and
    /// Shelf is Last call; and Last call needs the deck to have run out.
    pub(crate) fn pile_consistency(&self) -> Result<(), InvariantError> {
        let pile = |detail: String| Err(InvariantError::new("the deck and the Shelf", detail));
        if self.phase == Phase::FirstStops {
            // Only the deal has happened: nothing has been taken since.
            if self.run_outs > 0 || self.reshuffles > 0 || self.last_call {
                return pile(
                    "the first stops are still being chosen, so no card has been taken since \
                     the deal: the deck has not run out, been reshuffled or reached Last call \
                     (L7, L16)"
                        .into(),
                );
            }
            return Ok(());
        }
        let (deck, shelf) = (self.deck.len(), self.shelf.len());
        if deck == 0 && self.run_outs == 0 {
            return pile("the deck is empty, so it has run out (set run_outs): L16".into());
        }
        if self.last_call && self.run_outs == 0 {
            return pile(
                "Last call, but the deck never ran out: Last call comes from a run-out, an \
                 empty deck and Shelf, or a take that finds nothing, all after the deck ran out \
                 (L16, L22)"
                    .into(),
            );
        }
        if deck > 0 && self.run_outs > 0 && self.reshuffles == 0 {
            return pile(format!(
                "the deck ran out yet holds {}: only a reshuffle of the Shelf refills it (L14; \
                 set reshuffles)",
                plural(deck, "card")
            ));
        }
        if self.config.reshuffle == Reshuffle::Eager && deck == 0 && shelf >= 2 {
            return pile(format!(
                "the deck is empty and the Shelf holds {}: the eager reshuffle (L14, TR-10) \
                 would have shuffled all but its top into a new deck",
                plural(shelf, "card")
            ));
        }
        if self.config.last_call == LastCall::BothEmpty
            && deck == 0
            && shelf == 0
            && !self.last_call
        {
            return pile(
                "the deck and the Shelf are both empty, so it is Last call (L22, TR-25)".into(),
            );
        }
        Ok(())
    }

    /// How many cards each hand can hold (L12, L14, TR-9): a player ends its
    /// own turn with at most 8 and then takes at most one cut in each
    /// rival's turn; during its own turn it may hold a Work pay more; under
    /// the hard cap nobody ever holds more than 8; before flying home a
    /// player over the limit comes down to 8 (TR-26).
    pub(crate) fn hand_bounds(&self) -> Result<(), InvariantError> {
        let n = self.players();
        let first = self.first_player();
        let cuts = n - 1;
        let flying = matches!(self.phase, Phase::FlyHome { .. } | Phase::Over);
        let final_limit = self.config.final_hand_limit == FinalHandLimit::Discard;
        // Seats that have flown home, and the one flying now with its payment.
        let (flown, paying) = match self.phase {
            Phase::FlyHome { seat, paid } => (
                self.seating.checked_distance(first, seat).unwrap_or(n),
                Some((seat, paid)),
            ),
            Phase::Over => (n, None),
            _ => (0, None),
        };
        for k in 0..n {
            let seat = self.seating.clockwise(first, k);
            let held = self.hands[seat.index()].len();
            let in_turn = seat == self.active
                && matches!(
                    self.phase,
                    Phase::Take { .. }
                        | Phase::PutBack
                        | Phase::Travel
                        | Phase::Pay { .. }
                        | Phase::Discard
                );
            let (most, why) = if self.phase == Phase::FirstStops {
                (4, "4 are dealt (L7)".to_string())
            } else if self.config.hand_limit == HandLimit::HardCap {
                (
                    HAND_LIMIT,
                    "nobody takes a card while holding 8 (TR-9 hard cap)".to_string(),
                )
            } else if flying && final_limit && k < flown {
                let called = self.called_home.contains(seat);
                let most = if called {
                    HAND_LIMIT
                } else {
                    HAND_LIMIT - usize::from(FLY_HOME_CARDS)
                };
                (
                    most,
                    "it came down to 8 before flying home (TR-26) and then flew home (L16)"
                        .to_string(),
                )
            } else if let Some((_, paid)) =
                paying.filter(|&(s, paid)| s == seat && paid > 0 && final_limit)
            {
                (
                    HAND_LIMIT - usize::from(paid),
                    format!("it came down to 8 before flying home (TR-26) and has paid {paid}"),
                )
            } else if in_turn {
                (
                    HAND_LIMIT + cuts + MOST_PAY,
                    format!(
                        "8 at the end of its last turn, {} since, and a Work pay of at most {MOST_PAY} (L12, L14)",
                        plural(cuts, "cut")
                    ),
                )
            } else {
                (
                    HAND_LIMIT + cuts,
                    format!(
                        "8 at the end of its last turn and {} since (L12, L14)",
                        plural(cuts, "cut")
                    ),
                )
            };
            if held > most {
                return Err(InvariantError::new(
                    "hand size",
                    format!(
                        "{seat} holds {}; it can hold at most {most}: {why}",
                        plural(held, "card")
                    ),
                ));
            }
        }
        Ok(())
    }
}

impl Traveler {
    /// The public record of the hands and decks fits the table: a hand's
    /// shown cards are in it; a trip was played from its hand; no card was
    /// shuffled into a deck not yet made; nothing is recorded before the
    /// first stops are revealed, or for a seat not at the table.
    pub(crate) fn record_consistency(&self) -> Result<(), InvariantError> {
        let setup = self.phase == Phase::FirstStops;
        for (i, record) in self.record.iter().enumerate() {
            let seated = i < self.players();
            let recorded = !record.shown.is_empty() || !record.played.is_empty();
            if recorded && (setup || !seated) {
                return Err(InvariantError::new(
                    "record of the hands",
                    format!("seat {i} has cards recorded as shown or played before play began"),
                ));
            }
            if !record.shown.is_subset(self.hands[i]) {
                return Err(InvariantError::new(
                    "record of the hands",
                    format!("seat {i} is recorded as showing cards it does not hold"),
                ));
            }
            if self.trip_facts[i] != TripFacts::of(self.catalogue(), self.trips[i].as_slice()) {
                return Err(InvariantError::new(
                    "record of the trips",
                    format!(
                        "seat {i}'s trip is kept with the wrong regions or Work pay for its stops"
                    ),
                ));
            }
            if self.trips[i].iter().any(|c| !record.played.contains(c)) {
                return Err(InvariantError::new(
                    "record of the hands",
                    format!("seat {i}'s trip is not recorded as played from its hand"),
                ));
            }
        }
        if let Some(&deck) = self.deck_of.iter().find(|&&d| d > self.reshuffles) {
            return Err(InvariantError::new(
                "record of the decks",
                format!(
                    "a card is recorded in the deck of reshuffle {deck}, but the Shelf has been reshuffled {}",
                    plural(usize::from(self.reshuffles), "time")
                ),
            ));
        }
        Ok(())
    }
}
