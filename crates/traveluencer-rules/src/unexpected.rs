//! The Unexpected Events (L66, L102-L115): the card revealed before tricks
//! 2, 4 and 6 and what it does at once; the decisions it asks for are
//! applied in [`crate::apply`].

use crate::cards::{Card, Cards};
use crate::config::EventKind;
use crate::event::TraveluencerEvent as Ev;
use crate::state::{Phase, Traveluencer};
use tabletop_core::events::EventSink;
use tabletop_core::{Seat, SeatSet};

impl Traveluencer {
    /// Reveals and resolves the event before tricks 2, 4 and 6 (L66), then
    /// begins the trick unless a player must decide first.
    pub(crate) fn before_trick<S: EventSink<Ev>>(&mut self, events: &mut S) {
        if !(self.config.events && self.trick % 2 == 1) {
            self.begin_trick(events);
            return;
        }
        let index = (self.trick / 2) as usize;
        let Some(&event) = self.events.as_slice().get(index) else {
            self.begin_trick(events);
            return;
        };
        self.events_revealed = index as u8 + 1;
        self.recall.events[self.round as usize][index + 1] = Some(event);
        events.emit(|| Ev::EventRevealed {
            trick: self.trick + 1,
            event,
        });
        match event {
            EventKind::Flight | EventKind::LostPassport => self.ask_choices(event, events),
            // TV-20: the cards whose text the rulebook does not give have no
            // effect (physical ten-card deck only).
            EventKind::NetworkDisconnection | EventKind::Live | EventKind::Unnamed => {
                events.emit(|| Ev::EventSkipped { event, seat: None });
                self.begin_trick(events);
            }
            EventKind::Rescheduled => {
                let t = self.trick as usize;
                self.rng.shuffle(&mut self.trending[t..]);
                events.emit(|| Ev::TopicsReshuffled {
                    first: self.trick + 1,
                    topics: self.trending,
                });
                self.begin_trick(events);
            }
            EventKind::WrongLuggage => self.wrong_luggage(events),
            EventKind::Thief => self.thief(events),
            EventKind::WindShift => {
                let seat = self.fewest_tokens();
                self.recall.actor[self.round as usize][index + 1] = Some(seat);
                if self.hands[seat.index()].is_empty() {
                    events.emit(|| Ev::EventSkipped {
                        event,
                        seat: Some(seat),
                    });
                    self.begin_trick(events);
                } else {
                    events.emit(|| Ev::WindShiftOwed { seat });
                    self.phase = Phase::WindShift { seat };
                }
            }
            EventKind::Crossover => self.crossover(index, events),
        }
    }

    /// Flight and Lost Passport (L105, L108): every seat with a hand card
    /// chooses one in secret; nobody with one, no effect.
    fn ask_choices<S: EventSink<Ev>>(&mut self, event: EventKind, events: &mut S) {
        let pending = self.hand_holders();
        if pending.is_empty() {
            events.emit(|| Ev::EventSkipped { event, seat: None });
            self.begin_trick(events);
            return;
        }
        events.emit(|| Ev::ChoicesOwed {
            event,
            seats: pending,
        });
        let chosen = [Card::STAMP; 4];
        self.phase = if event == EventKind::Flight {
            Phase::Flight { pending, chosen }
        } else {
            Phase::LostPassport { pending, chosen }
        };
    }

    /// Wrong Luggage (L107): every hand moves to the left at once.
    fn wrong_luggage<S: EventSink<Ev>>(&mut self, events: &mut S) {
        let seating = self.seating();
        let old = self.hands;
        events.emit(|| Ev::HandsMovedLeft);
        for p in 0..self.players() {
            let (from, to) = (Seat(p as u8), seating.left(Seat(p as u8)));
            self.hands[to.index()] = old[p];
            self.record_move(Some(from), Some(to), old[p]);
        }
        // Told by the receiver, in seat order.
        for p in 0..self.players() {
            let (from, to) = (seating.right(Seat(p as u8)), Seat(p as u8));
            events.emit(|| Ev::HandMoved {
                from,
                to,
                cards: Some(old[from.index()]),
            });
        }
        self.begin_trick(events);
    }

    /// Encountered a Thief (L109): everyone draws a random card from the
    /// player on the right, all at once.
    fn thief<S: EventSink<Ev>>(&mut self, events: &mut S) {
        let n = self.players();
        let seating = self.seating();
        let old = self.hands;
        let mut taken = [None; 4];
        for (p, slot) in taken.iter_mut().enumerate().take(n) {
            let right = seating.right(Seat(p as u8)).index();
            let from = old[right];
            if !from.is_empty() {
                let k = self.rng.index(from.len());
                *slot = from.nth(k).map(|c| (right, c));
            }
        }
        events.emit(|| Ev::ThievesDraw);
        for (p, t) in taken.iter().enumerate() {
            if let Some((right, card)) = *t {
                self.hands[right].remove_one(card);
                self.hands[p].add(card, 1);
                self.record_move(
                    Some(Seat(right as u8)),
                    Some(Seat(p as u8)),
                    Cards::one(card),
                );
            }
        }
        // Told by the seat drawn from, in seat order.
        for victim in 0..n {
            let thief = seating.left(Seat(victim as u8));
            if let Some((_, card)) = taken[thief.index()] {
                events.emit(|| Ev::CardDrawn {
                    by: thief,
                    from: Seat(victim as u8),
                    card: Some(card),
                });
            }
        }
        self.begin_trick(events);
    }

    /// Crossover (L111): the player with the fewest tokens draws a random
    /// card from each other player holding one, clockwise, then owes each a
    /// card back; with nobody to draw from, no effect.
    fn crossover<S: EventSink<Ev>>(&mut self, index: usize, events: &mut S) {
        let n = self.players();
        let seating = self.seating();
        let target = self.fewest_tokens();
        self.recall.actor[self.round as usize][index + 1] = Some(target);
        let mut owed = SeatSet::EMPTY;
        for k in 1..n {
            let other = seating.clockwise(target, k);
            if !self.hands[other.index()].is_empty() {
                owed.insert(other);
            }
        }
        if owed.is_empty() {
            events.emit(|| Ev::EventSkipped {
                event: EventKind::Crossover,
                seat: Some(target),
            });
            self.begin_trick(events);
            return;
        }
        events.emit(|| Ev::CrossoverOwed {
            seat: target,
            from: (1..n)
                .map(|k| seating.clockwise(target, k))
                .filter(|&s| owed.contains(s))
                .collect(),
        });
        for k in 1..n {
            let other = seating.clockwise(target, k);
            let from = self.hands[other.index()];
            if from.is_empty() {
                continue;
            }
            let pick = self.rng.index(from.len());
            if let Some(card) = from.nth(pick) {
                self.hands[other.index()].remove_one(card);
                self.hands[target.index()].add(card, 1);
                self.record_move(Some(other), Some(target), Cards::one(card));
                events.emit(|| Ev::CardDrawn {
                    by: target,
                    from: other,
                    card: Some(card),
                });
            }
        }
        self.phase = Phase::Crossover { seat: target, owed };
    }

    /// The player with the fewest tokens this round; ties go to the first
    /// clockwise from the starting player, included (L115, TV-21).
    pub(crate) fn fewest_tokens(&self) -> Seat {
        let seating = self.seating();
        let mut best = self.start;
        for k in 1..self.players() {
            let s = seating.clockwise(self.start, k);
            if self.round_tokens[s.index()] < self.round_tokens[best.index()] {
                best = s;
            }
        }
        best
    }
}
