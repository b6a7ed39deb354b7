//! A second referee for The Traveler's scoring and pay, written from the
//! rulebook text and deliberately simple: it reads only the card data
//! (region, skill, stamps, fare) and what lies on the table, and shares no
//! rule code with the engine. At every action it works out what the rules
//! say must happen and compares:
//!
//! * Work (L12, TR-4, TR-5, TR-6, TR-7, TR-9): pay = 1 + the trip cards with
//!   the current City's skill; every rival whose last stop is in the worker's
//!   region takes a cut from the deck, clockwise from the worker's left, while
//!   the deck (and a reshuffle of the Shelf under its top) lasts — under
//!   `cut = from_pay` at most pay − 1 of them, under `hand_limit = hard_cap`
//!   none holding 8; the worker keeps max(1, pay − cuts);
//! * Scrounge (L12): 2 to take, then one card back on the Shelf;
//! * fares (L13, TR-2, TR-3): the fare, plus 2 for a new region (from the
//!   last stop, or under `new_region = not_on_trip` not yet on the trip),
//!   paid card by card onto the Shelf's top; the destination then ends the
//!   trip;
//! * the hand limit (L14, TR-9): at the end of one's own turn no more than 8
//!   (under `hard_cap`, never more than 8);
//! * the end (L16, TR-11): checked at the end of each round only, when a trip
//!   has 8 stops or Last call was called;
//! * flying home (L16, TR-13): first down to 8 cards (L14, unless
//!   `final_hand_limit = keep`), then 3 cards paid, or called home for −3
//!   (forced with fewer than 3 cards);
//! * scoring (L18, TR-14, TR-24): the trip's stamps, +3 for all four regions
//!   (Grand Tour), −3 if called home; most stamps wins, then most cards left,
//!   then a shared victory.

use tabletop_core::{Game, GameConfig, Seat, SeatSet};
use traveler_rules::{
    Action, CardData, CardId, Cut, FinalHandLimit, HandLimit, NewRegion, Phase, Traveler,
    TravelerConfig,
};

/// What the referee decided for one Work, fare or arrival, for the
/// snapshot cross-check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fact {
    /// A Work: the pay, the rivals who took a cut, what the worker keeps.
    Work {
        pay: usize,
        cuts: Vec<Seat>,
        keep: usize,
    },
    /// A trip set off: the cards to pay and whether 2 of them are the
    /// new-region surcharge.
    Fare { cards: usize, new_region: bool },
    /// An arrival: the trip's stops and stamps.
    Arrival { stops: usize, stamps: i64 },
}

/// Counts of the cases the referee met.
#[derive(Clone, Debug, Default)]
pub struct Seen {
    pub works: u64,
    pub cuts: u64,
    pub keep_one: u64,
    pub cuts_lost_to_the_deck: u64,
    pub new_regions: u64,
    pub arrivals: u64,
    pub grand_tours: u64,
    pub called_home: u64,
    pub paid_home: u64,
    pub ties_on_stamps: u64,
}

impl Seen {
    pub fn add(&mut self, o: &Seen) {
        self.works += o.works;
        self.cuts += o.cuts;
        self.keep_one += o.keep_one;
        self.cuts_lost_to_the_deck += o.cuts_lost_to_the_deck;
        self.new_regions += o.new_regions;
        self.arrivals += o.arrivals;
        self.grand_tours += o.grand_tours;
        self.called_home += o.called_home;
        self.paid_home += o.paid_home;
        self.ties_on_stamps += o.ties_on_stamps;
    }
}

pub struct Referee {
    players: usize,
    cards: Vec<CardData>,
    from_pay: bool,
    hard_cap: bool,
    not_on_trip: bool,
    final_discard: bool,
    first: Seat,
    /// Seats that paid a card home (they pay all three).
    paid_home: SeatSet,
    /// Every fact decided, with the index of its action.
    pub facts: Vec<(u64, Fact)>,
    pub seen: Seen,
}

impl Referee {
    pub fn new(config: &TravelerConfig, game: &Traveler) -> Self {
        Referee {
            players: config.players(),
            cards: game.catalogue().cards().to_vec(),
            from_pay: config.cut() == Cut::FromPay,
            hard_cap: config.hand_limit() == HandLimit::HardCap,
            not_on_trip: config.new_region() == NewRegion::NotOnTrip,
            final_discard: config.final_hand_limit() == FinalHandLimit::Discard,
            first: game.first_player(),
            paid_home: SeatSet::EMPTY,
            facts: Vec::new(),
            seen: Seen::default(),
        }
    }

    fn card(&self, id: CardId) -> &CardData {
        &self.cards[id as usize]
    }

    /// A card's stamps: 1 for a City, the printed number for a Wonder (L5).
    fn stamps_of(&self, id: CardId) -> i64 {
        match (self.card(id).skill, self.card(id).stamps) {
            (Some(_), _) => 1,
            (None, Some(s)) => i64::from(s),
            (None, None) => 0,
        }
    }

    fn trip_stamps(&self, trip: &[CardId]) -> i64 {
        trip.iter().map(|&c| self.stamps_of(c)).sum()
    }

    fn grand_tour(&self, trip: &[CardId]) -> bool {
        let mut regions: Vec<_> = trip.iter().map(|&c| self.card(c).region).collect();
        regions.sort();
        regions.dedup();
        regions.len() == 4
    }

    fn clockwise(&self, from: Seat, k: usize) -> Seat {
        Seat(((from.index() + k) % self.players) as u8)
    }

    /// Follows one action; returns the first disagreement with the engine.
    pub fn observe(
        &mut self,
        before: &Traveler,
        seat: Seat,
        action: &Action,
        after: &Traveler,
    ) -> Result<(), String> {
        let index = before.actions_taken();
        match *action {
            Action::Work => self.work(before, seat, after, index)?,
            Action::Scrounge => {
                if let Phase::Take { left, scrounge } = after.phase()
                    && (left, scrounge) != (2, true)
                {
                    return Err(format!("a Scrounge takes {left} (scrounge {scrounge})"));
                }
            }
            Action::Travel(dest) => self.travel(before, seat, dest, after, index)?,
            Action::Pay(card) | Action::PutBack(card) | Action::Discard(card) => {
                if after.shelf().last() != Some(&card) {
                    return Err(format!(
                        "{} is not on top of the Shelf",
                        self.card(card).name
                    ));
                }
                if let (Action::Discard(_), true) = (action, before.hand(seat).len() <= 8) {
                    return Err("a discard with 8 cards or fewer".into());
                }
                if let (
                    Action::Pay(_),
                    Phase::Pay {
                        destination,
                        left: 1,
                    },
                ) = (action, before.phase())
                {
                    let mut trip = before.trip(seat).to_vec();
                    trip.push(destination);
                    if after.trip(seat) != trip {
                        return Err("the destination does not end the trip".into());
                    }
                    self.seen.arrivals += 1;
                    let fact = Fact::Arrival {
                        stops: trip.len(),
                        stamps: self.trip_stamps(&trip),
                    };
                    self.facts.push((index, fact));
                }
            }
            Action::PayHome(_) => {
                self.paid_home.insert(seat);
            }
            _ => {}
        }
        self.hand_limit(before, after)?;
        self.round_end(before, after)
    }

    fn work(
        &mut self,
        before: &Traveler,
        seat: Seat,
        after: &Traveler,
        index: u64,
    ) -> Result<(), String> {
        let trip = before.trip(seat);
        let here = *trip.last().ok_or("work without a trip")?;
        let skill = self.card(here).skill.ok_or("work on a Wonder")?;
        let region = self.card(here).region;
        // L12: 1, plus 1 for every trip card with this City's skill (this
        // City included).
        let pay = 1 + trip
            .iter()
            .filter(|&&c| self.card(c).skill == Some(skill))
            .count();
        // Rivals whose last stop is in the region, clockwise from the left.
        let rivals: Vec<Seat> = (1..self.players)
            .map(|k| self.clockwise(seat, k))
            .filter(|&r| {
                before
                    .trip(r)
                    .last()
                    .is_some_and(|&c| self.card(c).region == region)
            })
            .filter(|&r| !(self.hard_cap && before.hand(r).len() >= 8))
            .collect();
        let shelf = before.shelf().len();
        let available = before.deck_len() + shelf.saturating_sub(1);
        let limit = if self.from_pay { pay - 1 } else { usize::MAX };
        let cuts: Vec<Seat> = rivals.iter().copied().take(available.min(limit)).collect();
        let keep = pay.saturating_sub(cuts.len()).max(1);
        for k in 1..self.players {
            let r = self.clockwise(seat, k);
            let got = after.hand(r).len() as i64 - before.hand(r).len() as i64;
            let expected = i64::from(cuts.contains(&r));
            if got != expected {
                return Err(format!(
                    "{seat} works for {pay} in {}: {r} took {got} as a cut, the rulebook {expected} (cuts {cuts:?})",
                    self.card(here).name
                ));
            }
        }
        match after.phase() {
            Phase::Take {
                left,
                scrounge: false,
            } if left as usize == keep => {}
            Phase::Take { left, .. } => {
                return Err(format!(
                    "{seat} works for {pay} with {} cuts and keeps {left}, not {keep}",
                    cuts.len()
                ));
            }
            _ if after.deck_len() == 0 && after.shelf().is_empty() => {}
            _ if self.hard_cap && after.hand(seat).len() >= 8 => {}
            other => return Err(format!("after Work the phase is {other:?}")),
        }
        self.seen.works += 1;
        self.seen.cuts += cuts.len() as u64;
        self.seen.keep_one += u64::from(pay <= cuts.len() + 1 && !cuts.is_empty());
        let wanted = if self.from_pay {
            rivals.len().min(pay - 1)
        } else {
            rivals.len()
        };
        self.seen.cuts_lost_to_the_deck += u64::from(cuts.len() < wanted);
        self.facts.push((index, Fact::Work { pay, cuts, keep }));
        Ok(())
    }

    fn travel(
        &mut self,
        before: &Traveler,
        seat: Seat,
        dest: CardId,
        after: &Traveler,
        index: u64,
    ) -> Result<(), String> {
        let trip = before.trip(seat);
        let region = self.card(dest).region;
        let new_region = if self.not_on_trip {
            trip.iter().all(|&c| self.card(c).region != region)
        } else {
            trip.last().is_some_and(|&c| self.card(c).region != region)
        };
        let cost = usize::from(self.card(dest).fare) + if new_region { 2 } else { 0 };
        match after.phase() {
            Phase::Pay { destination, left } if destination == dest && left as usize == cost => {}
            other => {
                return Err(format!(
                    "{seat} travels to {} (fare {}, new region {new_region}): the phase is {other:?}, not {cost} to pay",
                    self.card(dest).name,
                    self.card(dest).fare
                ));
            }
        }
        self.seen.new_regions += u64::from(new_region);
        self.facts.push((
            index,
            Fact::Fare {
                cards: cost,
                new_region,
            },
        ));
        Ok(())
    }

    /// L14: at the end of one's own turn no more than 8 cards; under the
    /// hard cap, nobody ever holds more than 8.
    fn hand_limit(&self, before: &Traveler, after: &Traveler) -> Result<(), String> {
        if self.hard_cap {
            for p in 0..self.players {
                if after.hand(Seat(p as u8)).len() > 8 {
                    return Err(format!("seat {p} holds more than 8 under the hard cap"));
                }
            }
        }
        let ended = turn_ended(before, after);
        if ended && after.hand(before.active()).len() > 8 {
            return Err(format!(
                "{}'s turn ends with more than 8 cards",
                before.active()
            ));
        }
        Ok(())
    }

    /// L16, TR-11: the end is checked only when a round ends (after the turn
    /// of the seat to the first player's right), and then whenever a trip
    /// has 8 stops, Last call was called or the round limit is reached
    /// (TR-27).
    fn round_end(&self, before: &Traveler, after: &Traveler) -> Result<(), String> {
        if !turn_ended(before, after) {
            return Ok(());
        }
        let last_of_round = self.clockwise(self.first, self.players - 1);
        let ending = matches!(after.phase(), Phase::FlyHome { .. } | Phase::Over);
        let due = before.active() == last_of_round
            && ((0..self.players).any(|p| after.trip(Seat(p as u8)).len() >= 8)
                || after.last_call()
                || after
                    .config()
                    .round_limit()
                    .is_some_and(|limit| before.rounds() + 1 >= limit));
        if ending != due {
            return Err(format!(
                "after {}'s turn (round end: {}), the game ends: {ending}, the rulebook: {due}",
                before.active(),
                before.active() == last_of_round
            ));
        }
        Ok(())
    }

    /// The final scores (L18, L16): trip stamps, Grand Tour, calling home;
    /// the winner by stamps, then cards left, then shared.
    pub fn finish(&mut self, game: &Traveler) -> Result<(), String> {
        let outcome = game.outcome().ok_or("the game has no outcome")?;
        let n = self.players;
        let mut scores = Vec::new();
        let mut left = Vec::new();
        for p in 0..n {
            let seat = Seat(p as u8);
            let trip = game.trip(seat);
            let called = !self.paid_home.contains(seat);
            if called && game.hand(seat).len() >= 3 && !game.called_home().contains(seat) {
                return Err(format!("{seat} neither paid 3 cards nor called home"));
            }
            // L14 before flying home (`final_hand_limit = discard`): 8 at
            // most, 5 after paying 3 home.
            let most = if called { 8 } else { 5 };
            if self.final_discard && game.hand(seat).len() > most {
                return Err(format!("{seat} ends with {} cards", game.hand(seat).len()));
            }
            let tour = self.grand_tour(trip);
            self.seen.grand_tours += u64::from(tour);
            self.seen.called_home += u64::from(called);
            self.seen.paid_home += u64::from(!called);
            scores.push(
                self.trip_stamps(trip) + if tour { 3 } else { 0 } - if called { 3 } else { 0 },
            );
            left.push(game.hand(seat).len() as i64);
        }
        if outcome.scores != scores || outcome.tiebreaks != left {
            return Err(format!(
                "final {:?} / {:?}, the rulebook {scores:?} / {left:?}",
                outcome.scores, outcome.tiebreaks
            ));
        }
        let top = *scores.iter().max().unwrap_or(&0);
        let most_left = (0..n)
            .filter(|&p| scores[p] == top)
            .map(|p| left[p])
            .max()
            .unwrap_or(0);
        self.seen.ties_on_stamps += u64::from(scores.iter().filter(|&&s| s == top).count() > 1);
        let mut winners = SeatSet::EMPTY;
        for p in (0..n).filter(|&p| scores[p] == top && left[p] == most_left) {
            winners.insert(Seat(p as u8));
        }
        if outcome.winners != winners {
            return Err(format!(
                "winners {}, the rulebook {winners}",
                outcome.winners
            ));
        }
        Ok(())
    }
}

/// Whether the active player's turn ended with this action.
fn turn_ended(before: &Traveler, after: &Traveler) -> bool {
    let in_turn = |p: Phase| !matches!(p, Phase::FirstStops | Phase::FlyHome { .. } | Phase::Over);
    in_turn(before.phase()) && (!in_turn(after.phase()) || after.active() != before.active())
}
