//! The game state: piles, hands, trips, whose turn and which step of it.
//!
//! The state holds no heap data of its own (hands are [`CardSet`]s of card
//! ids, piles are fixed-capacity [`Pile`]s); the configuration shares the
//! card catalogue through an `Arc`, so cloning a state is a copy plus one
//! reference count.

use crate::cards::{CardId, Catalogue, DECK_SIZE};
use crate::config::{NewRegion, TravelerConfig};
use crate::event::NoTravelReason;
use tabletop_core::{CardSet, GameRng, Pile, Seat, SeatSet, Seating};

/// The most players (L3).
pub const MAX_PLAYERS: usize = 4;
/// Cards dealt to each player (L7).
pub const DEAL: usize = 4;
/// The hand limit (L14).
pub const HAND_LIMIT: usize = 8;
/// A trip with this many stops ends the game at the end of the round (L16).
pub const TRIP_GOAL: usize = 8;
/// Cards paid to fly home (L16).
pub const FLY_HOME_CARDS: u8 = 3;
/// Stamps lost by calling home (L16).
pub const CALL_HOME_PENALTY: i64 = 3;
/// Stamps added for a Grand Tour (L18).
pub const GRAND_TOUR_BONUS: i64 = 3;
/// The surcharge for a new region (L13).
pub const NEW_REGION_SURCHARGE: u8 = 2;

/// Where in the game, or in the active player's turn, the table is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Phase {
    /// Setup: every player secretly chooses a City as first stop (TR-16).
    FirstStops,
    /// The active player chooses Work or Scrounge (L12).
    Earn,
    /// The active player takes `left` more cards, each from the deck or the
    /// Shelf top (TR-8); a Scrounge then puts one back.
    Take {
        /// Cards still to take.
        left: u8,
        /// Whether this is a Scrounge (a card goes back on the Shelf after).
        scrounge: bool,
    },
    /// Scrounge: the active player puts one card on the Shelf (L12).
    PutBack,
    /// The active player may travel (L13).
    Travel,
    /// The active player pays the fare to `destination`, card by card.
    Pay {
        /// The card being travelled to (still in hand until paid for).
        destination: CardId,
        /// Cards still to pay.
        left: u8,
    },
    /// The active player holds more than 8 cards and puts cards on the Shelf
    /// (TR-9).
    Discard,
    /// Flying home (L16): `seat` pays 3 cards (has paid `paid`) or calls home.
    FlyHome {
        /// The seat deciding.
        seat: Seat,
        /// Cards already paid.
        paid: u8,
    },
    /// The game is over.
    Over,
}

/// What everyone at the table has seen of one seat's hand since the deal:
/// the cards it took from the Shelf face up and still holds, and every card
/// it has put down from its hand (on the Shelf, its trip or home). Cards
/// drawn from the deck or taken as a cut are seen by the seat alone.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct HandRecord {
    /// Cards in the hand that everyone saw it take from the Shelf.
    pub(crate) shown: CardSet,
    /// Cards the seat has put down from its hand since the deal (its trip
    /// among them).
    pub(crate) played: CardSet,
}

/// The state of one game of The Traveler.
///
/// Written and read as its position ([`crate::position::Position`]);
/// reading validates it.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(
    into = "crate::position::Position",
    try_from = "crate::position::Position"
)]
pub struct Traveler {
    pub(crate) config: TravelerConfig,
    pub(crate) seating: Seating,
    /// The deck; the last card is the top.
    pub(crate) deck: Pile<CardId, DECK_SIZE>,
    /// The Shelf; the last card is the top.
    pub(crate) shelf: Pile<CardId, DECK_SIZE>,
    pub(crate) hands: [CardSet; MAX_PLAYERS],
    pub(crate) trips: [Pile<CardId, TRIP_GOAL>; MAX_PLAYERS],
    /// What the rules ask of each trip, kept with it ([`Traveler::add_stop`]).
    pub(crate) trip_facts: [TripFacts; MAX_PLAYERS],
    /// Hidden first-stop commitments not yet revealed.
    pub(crate) first_stops: [Option<CardId>; MAX_PLAYERS],
    /// Cards paid to fly home: out of the game.
    pub(crate) gone: CardSet,
    pub(crate) called_home: SeatSet,
    pub(crate) mulligans: [u8; MAX_PLAYERS],
    /// The public record of each hand: what everyone has seen go in and
    /// out of it (see [`HandRecord`]).
    pub(crate) record: [HandRecord; MAX_PLAYERS],
    /// For each card, the deck it was last shuffled into: the value of
    /// `reshuffles` when it went in (0 for the first deck). Everyone knows
    /// it; a card drawn unseen from the deck carries it into a hand, so it
    /// tells which cards a hidden card can be.
    pub(crate) deck_of: [u16; DECK_SIZE],
    pub(crate) active: Seat,
    pub(crate) phase: Phase,
    pub(crate) run_outs: u8,
    pub(crate) reshuffles: u16,
    pub(crate) last_call: bool,
    pub(crate) turns: u32,
    pub(crate) rounds: u32,
    pub(crate) actions: u64,
    pub(crate) rng: GameRng,
}

impl Traveler {
    /// The card catalogue in play.
    #[inline]
    pub fn catalogue(&self) -> &Catalogue {
        self.config.catalogue()
    }

    /// How many players sit at the table.
    #[inline]
    pub fn players(&self) -> usize {
        self.seating.players()
    }

    /// The clockwise seating.
    pub fn seating(&self) -> Seating {
        self.seating
    }

    /// The current step.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whose turn it is (the seat that earns and travels).
    pub fn active(&self) -> Seat {
        self.active
    }

    /// The seat that went first.
    pub fn first_player(&self) -> Seat {
        Seat(self.config.first_player)
    }

    /// A seat's hand (empty for seats not at the table).
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands.get(seat.index()).copied().unwrap_or_default()
    }

    /// A seat's trip, first stop first (empty for seats not at the table).
    pub fn trip(&self, seat: Seat) -> &[CardId] {
        self.trips.get(seat.index()).map_or(&[], |t| t.as_slice())
    }

    /// A seat's last stop.
    pub fn last_stop(&self, seat: Seat) -> Option<CardId> {
        self.trip(seat).last().copied()
    }

    /// The Shelf, bottom first (the last card is the top).
    pub fn shelf(&self) -> &[CardId] {
        self.shelf.as_slice()
    }

    /// How many cards are in the deck.
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// How many times the deck has run out (TR-10).
    pub fn run_outs(&self) -> u8 {
        self.run_outs
    }

    /// How many times the Shelf was shuffled into a new deck.
    pub fn reshuffles(&self) -> u16 {
        self.reshuffles
    }

    /// Whether Last call has been called (L16).
    pub fn last_call(&self) -> bool {
        self.last_call
    }

    /// Turns completed so far (all players).
    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// Rounds completed so far.
    pub fn rounds(&self) -> u32 {
        self.rounds
    }

    /// Cards paid to fly home (out of the game).
    pub fn flown_home_with(&self) -> CardSet {
        self.gone
    }

    /// The seats that called home.
    pub fn called_home(&self) -> SeatSet {
        self.called_home
    }

    /// How many times a seat's opening hand was reshuffled (TR-15).
    pub fn mulligans(&self, seat: Seat) -> u8 {
        self.mulligans.get(seat.index()).copied().unwrap_or(0)
    }

    /// The stamps on a seat's trip (L18).
    pub fn stamps(&self, seat: Seat) -> i64 {
        let cat = self.catalogue();
        self.trip(seat)
            .iter()
            .map(|&c| i64::from(cat.stamps(c)))
            .sum()
    }

    /// The regions on a seat's trip, as a 4-bit mask.
    #[inline]
    pub fn trip_regions(&self, seat: Seat) -> u8 {
        self.trip_facts.get(seat.index()).map_or(0, |f| f.regions)
    }

    /// What travelling to `destination` costs `seat` (L13, TR-2, TR-3): the
    /// fare, plus 2 for a new region.
    #[inline]
    pub fn travel_cost(&self, seat: Seat, destination: CardId) -> u8 {
        self.fares(seat).cost(destination)
    }

    /// What travelling costs `seat` now, card by card (L13, TR-2, TR-3):
    /// which regions are new to it is worked out once, for a whole hand.
    #[inline]
    pub(crate) fn fares(&self, seat: Seat) -> Fares<'_> {
        let cat = self.catalogue();
        let known = match self.config.new_region {
            NewRegion::FromLastStop => self
                .last_stop(seat)
                .map_or(0b1111, |s| 1 << cat.region_index(s)),
            NewRegion::NotOnTrip => self.trip_regions(seat),
        };
        Fares { cat, known }
    }

    /// What Work would pay `seat` before cuts (L12, TR-7): 1 plus every trip
    /// card with the last stop's skill (the last stop included). `None` on a
    /// Wonder.
    #[inline]
    pub fn work_pay(&self, seat: Seat) -> Option<u8> {
        let pay = self.trip_facts.get(seat.index()).map_or(0, |f| f.work_pay);
        (pay > 0).then_some(pay)
    }

    /// Adds `card` to the end of `seat`'s trip (which has room) and brings
    /// the trip's facts up to date.
    pub(crate) fn add_stop(&mut self, seat: Seat, card: CardId) {
        let i = seat.index();
        if self.trips[i].push(card).is_ok() {
            self.trip_facts[i] = self.trip_facts[i].then(self.config.catalogue(), card);
        }
    }

    /// The rivals who would take a cut if `seat` worked now (L12, TR-4,
    /// TR-5): seats whose last stop is in the region of `seat`'s last stop,
    /// clockwise from `seat`'s left.
    pub fn rivals(&self, seat: Seat) -> impl Iterator<Item = Seat> + '_ {
        let cat = self.catalogue();
        let region = self.last_stop(seat).map(|s| cat.region_index(s));
        (1..self.players())
            .map(move |k| self.seating.clockwise(seat, k))
            .filter(move |&r| {
                region.is_some() && self.last_stop(r).map(|s| cat.region_index(s)) == region
            })
    }

    /// Whether `seat`'s trip has 8 stops: it travels no more, and the game
    /// ends at the end of the round (L16).
    #[inline]
    pub fn trip_complete(&self, seat: Seat) -> bool {
        self.trips.get(seat.index()).map_or(0, Pile::len) >= TRIP_GOAL
    }

    /// Whether `seat` can pay for travelling to `card` with the other cards
    /// in its hand (L13).
    #[inline]
    pub(crate) fn affordable(&self, seat: Seat, card: CardId) -> bool {
        self.affordable_cards(seat).contains(card)
    }

    /// The cards in `seat`'s hand it can pay for travelling to with the
    /// other cards in its hand (L13).
    pub(crate) fn affordable_cards(&self, seat: Seat) -> CardSet {
        self.affordable_holding(seat, self.held(seat))
    }

    /// [`affordable_cards`](Self::affordable_cards) of `seat`, which holds
    /// `holding` cards.
    #[inline]
    fn affordable_holding(&self, seat: Seat, holding: usize) -> CardSet {
        let others = holding.saturating_sub(1);
        self.hand(seat)
            .intersection(self.fares(seat).within(others))
    }

    /// How many cards `seat` holds (`hand(seat).len()`). Card ids are below
    /// 64, so one 64-bit count does: the release target counts bits without
    /// a dedicated instruction, and half the width is half the work.
    #[inline]
    pub(crate) fn held(&self, seat: Seat) -> usize {
        let bits = self.hand(seat).bits();
        debug_assert!(bits >> 64 == 0, "card ids are below {DECK_SIZE}");
        (bits as u64).count_ones() as usize
    }

    /// Why `seat` could not travel now (ignoring whose turn it is), or
    /// `None` if some card in hand can be travelled to (L13, L16).
    pub(crate) fn no_travel(&self, seat: Seat) -> Option<NoTravelReason> {
        let holding = self.held(seat);
        if self.trip_complete(seat) {
            Some(NoTravelReason::TripFull)
        } else if holding == 0 {
            Some(NoTravelReason::EmptyHand)
        } else if !self.affordable_holding(seat, holding).is_empty() {
            None
        } else if holding == 1 {
            Some(NoTravelReason::OneCard)
        } else {
            Some(NoTravelReason::Unaffordable { holding })
        }
    }

    /// Whether `seat` holds the 3 cards flying home costs (L16); if not, it
    /// must call home (TR-13).
    #[inline]
    pub(crate) fn can_pay_home(&self, seat: Seat) -> bool {
        self.held(seat) >= usize::from(FLY_HOME_CARDS)
    }

    /// A card's name in the deck in play (`#N` for an id outside it).
    pub(crate) fn card_name(&self, card: CardId) -> String {
        if usize::from(card) < DECK_SIZE {
            self.catalogue().name(card).to_string()
        } else {
            format!("#{card}")
        }
    }

    /// Takes `card` out of `seat`'s hand face up: it leaves the record of
    /// the hand and joins the cards the seat has played.
    pub(crate) fn play_from_hand(&mut self, seat: Seat, card: CardId) {
        let i = seat.index();
        let one = CardSet::single(card);
        self.hands[i] = self.hands[i].difference(one);
        let record = &mut self.record[i];
        record.shown = record.shown.difference(one);
        record.played = record.played.union(one);
    }

    /// Whether the rounds played have reached the round limit (TR-27): the
    /// game ends at the end of the round that reaches it.
    pub fn round_limit_reached(&self) -> bool {
        self.config
            .round_limit()
            .is_some_and(|limit| self.rounds >= limit)
    }

    /// Every card id of the deck in play.
    pub(crate) fn all_cards() -> CardSet {
        CardSet::first(DECK_SIZE)
    }
}

/// What the rules ask of a seat's trip on most turns, brought up to date
/// whenever a stop is added ([`Traveler::add_stop`]) rather than worked out
/// from the stops on every question.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct TripFacts {
    /// The regions on the trip, as a 4-bit mask.
    regions: u8,
    /// What Work pays before cuts; 0 on a Wonder or before the first stop.
    work_pay: u8,
    /// How many stops hire each skill (by skill code less 1).
    skills: [u8; 4],
}

impl TripFacts {
    /// The facts of the trip `stops` (first stop first).
    pub(crate) fn of(cat: &Catalogue, stops: &[CardId]) -> TripFacts {
        stops
            .iter()
            .fold(TripFacts::default(), |facts, &stop| facts.then(cat, stop))
    }

    /// The facts once `stop` is added to the end of the trip: its region
    /// joins the trip's, and Work there pays (L12, TR-7) 1 plus every stop
    /// with its skill (itself included), nothing on a Wonder.
    #[inline]
    pub(crate) fn then(mut self, cat: &Catalogue, stop: CardId) -> TripFacts {
        self.regions |= 1 << cat.region_index(stop);
        self.work_pay = match usize::from(cat.skill_code(stop)).checked_sub(1) {
            Some(skill) if skill < self.skills.len() => {
                self.skills[skill] = self.skills[skill].saturating_add(1);
                1 + self.skills[skill]
            }
            _ => 0,
        };
        self
    }

    /// The facts of every seat's trip.
    pub(crate) fn of_all(
        cat: &Catalogue,
        trips: &[Pile<CardId, TRIP_GOAL>; MAX_PLAYERS],
    ) -> [TripFacts; MAX_PLAYERS] {
        trips.map(|trip| TripFacts::of(cat, trip.as_slice()))
    }
}

/// What travelling costs one seat, card by card: the fare, plus 2 for a
/// region new to it (L13, TR-2, TR-3). Made by [`Traveler::fares`].
#[derive(Copy, Clone)]
pub(crate) struct Fares<'a> {
    cat: &'a Catalogue,
    /// The regions that cost no surcharge, as a 4-bit mask.
    known: u8,
}

impl Fares<'_> {
    /// What travelling to `destination` costs.
    #[inline]
    pub(crate) fn cost(&self, destination: CardId) -> u8 {
        let new = self.known & (1 << self.cat.region_index(destination)) == 0;
        self.cat.fare(destination) + if new { NEW_REGION_SURCHARGE } else { 0 }
    }

    /// Every card whose [`cost`](Self::cost) is at most `budget`: a known
    /// region's card with a fare up to the budget, a new region's with a
    /// fare up to the budget less the surcharge.
    #[inline]
    pub(crate) fn within(&self, budget: usize) -> CardSet {
        let known = self.cat.bits_of(self.known, budget);
        let new = match budget.checked_sub(usize::from(NEW_REGION_SURCHARGE)) {
            Some(left) => self.cat.bits_of(!self.known, left),
            None => 0,
        };
        CardSet::from_bits(u128::from(known | new))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_trips_facts_are_its_regions_and_what_work_pays_at_its_last_stop() {
        let cat = Catalogue::reference();
        let mut rng = GameRng::new(7);
        for _ in 0..1_000 {
            let stops: Vec<CardId> = (0..rng.index(TRIP_GOAL + 1))
                .map(|_| rng.index(DECK_SIZE) as CardId)
                .collect();
            let regions = stops.iter().fold(0, |m, &c| m | 1 << cat.region_index(c));
            // L12, TR-7: 1 plus every stop with the last stop's skill.
            let skill = stops.last().map_or(0, |&c| cat.skill_code(c));
            let pay = if skill == 0 {
                0
            } else {
                let matching = stops.iter().filter(|&&c| cat.skill_code(c) == skill);
                1 + matching.count() as u8
            };
            let facts = TripFacts::of(&cat, &stops);
            assert_eq!((facts.regions, facts.work_pay), (regions, pay), "{stops:?}");
        }
    }

    #[test]
    fn the_cards_within_a_budget_are_those_that_cost_no_more() {
        let cat = Catalogue::reference();
        for known in 0..16u8 {
            let fares = Fares { cat: &cat, known };
            for budget in 0..10usize {
                let within = fares.within(budget);
                for card in 0..DECK_SIZE as CardId {
                    let fits = usize::from(fares.cost(card)) <= budget;
                    assert_eq!(within.contains(card), fits, "{known} {budget} {card}");
                }
            }
        }
    }
}
