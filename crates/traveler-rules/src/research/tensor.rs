//! The observation and information-state tensors (layouts in the
//! [module documentation](super)).

use super::CARDS;
use crate::cards::CardId;
use crate::state::{Phase, TRIP_GOAL, Traveler};
use tabletop_core::research::TensorWriter;
use tabletop_core::{CardSet, Seat};

/// Card planes of the observation: hand, my first stop, the trips (one per
/// seat), Shelf, destination, flown home with.
pub const OBS_CARD_PLANES: usize = 5;
/// Values per seat in the observation.
pub const SEAT_FEATURES: usize = 8;
/// The steps of the game, one-hot.
pub const PHASES: usize = 9;
/// Step details: cards to take, a Scrounge, fare left, cards paid home.
pub const STEP_FEATURES: usize = 4;
/// Table values: deck size, run-outs, Last call, turns, rounds, reshuffles.
pub const TABLE_FEATURES: usize = 6;
/// Card planes the information state adds besides the per-seat ones: the
/// unseen cards.
pub const INFO_CARD_PLANES: usize = 1;
/// Deck ages counted per seat in the information state.
pub const AGES: usize = 64;

/// The length of the observation tensor with `players` players.
#[must_use]
pub const fn observation_len(players: usize) -> usize {
    CARDS * (OBS_CARD_PLANES + players)
        + SEAT_FEATURES * players
        + PHASES
        + STEP_FEATURES
        + TABLE_FEATURES
}

/// The length of the information-state tensor with `players` players.
#[must_use]
pub const fn information_state_len(players: usize) -> usize {
    observation_len(players) + CARDS * (2 * players + INFO_CARD_PLANES) + AGES * players
}

fn count(n: impl TryInto<u32>) -> f32 {
    n.try_into().map_or(f32::MAX, |n: u32| n as f32)
}

impl Traveler {
    /// Seat `k` places to the left of `seat`.
    pub(crate) fn relative(&self, seat: Seat, k: usize) -> Seat {
        self.seating.clockwise(seat, k)
    }

    /// The cards of the Shelf.
    pub(crate) fn shelf_set(&self) -> CardSet {
        self.shelf.iter().collect()
    }

    /// The card being travelled to, while its fare is paid (face up).
    pub(crate) fn destination(&self) -> Option<CardId> {
        match self.phase {
            Phase::Pay { destination, .. } => Some(destination),
            _ => None,
        }
    }

    /// The cards of `seat`'s hand (and secret first stop) that the other
    /// seats have not seen.
    pub(crate) fn unseen_part(&self, seat: Seat) -> CardSet {
        let i = seat.index();
        let mut cards = self.hands[i].difference(self.record[i].shown);
        if seat == self.active
            && let Some(d) = self.destination()
        {
            cards.remove(d);
        }
        if let Some(c) = self.first_stops[i] {
            cards.insert(c);
        }
        cards
    }

    /// Every card `seat` cannot see now.
    pub(crate) fn unseen_by(&self, seat: Seat) -> CardSet {
        let mut seen = self.shelf_set().union(self.gone);
        for s in self.seating.seats() {
            let i = s.index();
            seen = seen.union(self.trips[i].iter().collect());
            seen = seen.union(self.record[i].shown);
        }
        if let Some(d) = self.destination() {
            seen.insert(d);
        }
        seen = seen.union(self.hand(seat));
        if let Some(c) = self.first_stops.get(seat.index()).copied().flatten() {
            seen.insert(c);
        }
        Traveler::all_cards().difference(seen)
    }

    /// How many reshuffles ago the deck `card` was last shuffled into was
    /// made.
    pub(crate) fn deck_age(&self, card: CardId) -> usize {
        let deck = self.deck_of.get(usize::from(card)).copied().unwrap_or(0);
        usize::from(self.reshuffles.saturating_sub(deck))
    }

    /// Writes `seat`'s observation (all zeros for a seat not at the table).
    pub(crate) fn write_observation_tensor(&self, seat: Seat, out: &mut [f32]) {
        out.fill(0.0);
        if !self.seating.contains(seat) {
            return;
        }
        let mut w = TensorWriter::new(out);
        self.write_observed(seat, &mut w);
    }

    /// Writes `seat`'s information state (all zeros for a seat not at the
    /// table).
    pub(crate) fn write_information_tensor(&self, seat: Seat, out: &mut [f32]) {
        out.fill(0.0);
        if !self.seating.contains(seat) {
            return;
        }
        let mut w = TensorWriter::new(out);
        self.write_observed(seat, &mut w);
        let p = self.players();
        for k in 0..p {
            w.plane(CARDS, self.record[self.relative(seat, k).index()].shown);
        }
        for k in 0..p {
            w.plane(CARDS, self.record[self.relative(seat, k).index()].played);
        }
        w.plane_with(CARDS, self.unseen_by(seat), |c| count(1 + self.deck_age(c)));
        for k in 0..p {
            let ages = w.take(super::AGES);
            for card in self.unseen_part(self.relative(seat, k)) {
                let age = self.deck_age(card).min(AGES - 1);
                if let Some(slot) = ages.get_mut(age) {
                    *slot += 1.0;
                }
            }
        }
    }

    fn write_observed(&self, seat: Seat, w: &mut TensorWriter<'_>) {
        let p = self.players();
        w.plane(CARDS, self.hand(seat));
        let mine = self.first_stops.get(seat.index()).copied().flatten();
        w.plane(CARDS, mine.map_or(CardSet::EMPTY, CardSet::single));
        for k in 0..p {
            let trip = &self.trips[self.relative(seat, k).index()];
            let plane = w.take(CARDS);
            for (n, card) in trip.iter().enumerate() {
                if let Some(slot) = plane.get_mut(usize::from(card)) {
                    *slot = count(n + 1) / TRIP_GOAL as f32;
                }
            }
        }
        let plane = w.take(CARDS);
        for (depth, card) in self.shelf.iter().rev().enumerate() {
            if let Some(slot) = plane.get_mut(usize::from(card)) {
                *slot = 1.0 - count(depth) / CARDS as f32;
            }
        }
        let destination = self.destination();
        w.plane(CARDS, destination.map_or(CardSet::EMPTY, CardSet::single));
        w.plane(CARDS, self.gone);
        self.write_seats(seat, w);
        self.write_step(w);
        w.put(count(self.deck.len()));
        w.put(count(self.run_outs));
        w.flag(self.last_call);
        w.put(count(self.turns));
        w.put(count(self.rounds));
        w.put(count(self.reshuffles));
    }

    fn write_seats(&self, seat: Seat, w: &mut TensorWriter<'_>) {
        let to_act = self.who_acts();
        for k in 0..self.players() {
            let s = self.relative(seat, k);
            let i = s.index();
            w.put(count(self.hands[i].len()));
            w.put(self.stamps(s) as f32);
            w.flag(self.first_stops[i].is_some());
            w.flag(self.called_home.contains(s));
            w.put(count(self.mulligans[i]));
            w.flag(s == self.active);
            w.flag(to_act.includes(s));
            w.flag(s == self.first_player());
        }
    }

    fn write_step(&self, w: &mut TensorWriter<'_>) {
        let (index, take, scrounge, pay, paid) = match self.phase {
            Phase::FirstStops => (0, 0, false, 0, 0),
            Phase::Earn => (1, 0, false, 0, 0),
            Phase::Take { left, scrounge } => (2, left, scrounge, 0, 0),
            Phase::PutBack => (3, 0, false, 0, 0),
            Phase::Travel => (4, 0, false, 0, 0),
            Phase::Pay { left, .. } => (5, 0, false, left, 0),
            Phase::Discard => (6, 0, false, 0, 0),
            Phase::FlyHome { paid, .. } => (7, 0, false, 0, paid),
            Phase::Over => (8, 0, false, 0, 0),
        };
        w.one_hot(PHASES, Some(index));
        w.put(count(take));
        w.flag(scrounge);
        w.put(count(pay));
        w.put(count(paid));
    }
}
