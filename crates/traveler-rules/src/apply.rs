//! The effects of each action, with the automatic consequences they trigger
//! (cuts, Last call, the end-of-round check, flying home), told as events
//! in the order they happen. Actions reach [`Traveler::act`] only after the
//! check accepted them, so nothing here can fail half-way.
//!
//! Randomness during play: one shuffle of the Shelf (all but its top) per
//! reshuffle (TR-10, in `deck.rs`). Nothing else draws from the generator.

use crate::action::Action;
use crate::config::{Cut, FinalHandLimit};
use crate::event::{ForfeitReason, NoCutReason, Standing, TravelerEvent};
use crate::state::{FLY_HOME_CARDS, MAX_PLAYERS, Phase, Traveler};
use tabletop_core::Seat;
use tabletop_core::events::EventSink;

impl Traveler {
    /// Applies an action that the check accepted, telling `events` what
    /// happened.
    #[inline]
    pub(crate) fn act<S: EventSink<TravelerEvent>>(
        &mut self,
        seat: Seat,
        action: Action,
        events: &mut S,
    ) {
        let i = seat.index();
        match action {
            Action::Start(card) => {
                self.hands[i].remove(card);
                self.first_stops[i] = Some(card);
                events.emit(|| TravelerEvent::FirstStopChosen {
                    seat,
                    card: Some(self.card_name(card)),
                });
                if self.first_stops[..self.players()]
                    .iter()
                    .all(Option::is_some)
                {
                    self.reveal_first_stops(events);
                }
            }
            Action::Work => self.work(seat, events),
            Action::Scrounge => {
                events.emit(|| TravelerEvent::Scrounged { seat });
                self.phase = Phase::Take {
                    left: 2,
                    scrounge: true,
                };
                self.settle_takes(events);
            }
            Action::TakeDeck => {
                self.draw_deck(seat, false, events);
                self.took_one(events);
            }
            Action::TakeShelf => {
                if let Some(card) = self.shelf.draw() {
                    self.hands[i].insert(card);
                    self.record[i].shown.insert(card);
                    events.emit(|| TravelerEvent::TookFromShelf {
                        seat,
                        card: self.card_name(card),
                    });
                }
                self.note_empty_table(events);
                self.took_one(events);
            }
            Action::PutBack(card) => {
                events.emit(|| TravelerEvent::PutBack {
                    seat,
                    card: self.card_name(card),
                });
                self.shelve_card(seat, card, events);
                self.enter_travel(events);
            }
            Action::Travel(card) => {
                let cost = self.travel_cost(seat, card);
                events.emit(|| TravelerEvent::SetOff {
                    seat,
                    destination: self.card_name(card),
                    fare: self.catalogue().fare(card),
                    cost,
                });
                self.phase = Phase::Pay {
                    destination: card,
                    left: cost,
                };
            }
            Action::Stay => {
                events.emit(|| TravelerEvent::Stayed { seat });
                self.end_turn(events);
            }
            Action::Pay(card) => self.pay(seat, card, events),
            Action::Discard(card) => {
                events.emit(|| TravelerEvent::Discarded {
                    seat,
                    card: self.card_name(card),
                });
                self.shelve_card(seat, card, events);
                if !self.over_hand_limit(seat) {
                    if matches!(self.phase, Phase::FlyHome { .. }) {
                        self.settle_flyers(events);
                    } else {
                        self.finish_turn(events);
                    }
                }
            }
            Action::PayHome(card) => self.pay_home(seat, card, events),
            Action::CallHome => {
                self.called_home.insert(seat);
                events.emit(|| TravelerEvent::CalledHome {
                    seat,
                    forced: false,
                });
                self.next_flyer(seat, events);
            }
        }
        self.actions = self.actions.saturating_add(1);
    }

    /// Every first stop is chosen: reveal them, turn the first Shelf card
    /// (TR-15) and start the first turn.
    fn reveal_first_stops<S: EventSink<TravelerEvent>>(&mut self, events: &mut S) {
        for i in 0..self.players() {
            if let Some(card) = self.first_stops[i].take() {
                self.record[i].played.insert(card);
                self.add_stop(Seat(i as u8), card);
            }
        }
        events.emit(|| TravelerEvent::FirstStopsRevealed {
            stops: (0..self.players())
                .filter_map(|i| self.trips[i].as_slice().first().map(|&c| self.card_name(c)))
                .collect(),
        });
        if let Some(card) = self.deck.draw() {
            let _ = self.shelf.push(card);
            events.emit(|| TravelerEvent::ShelfStarted {
                card: self.card_name(card),
            });
        }
        self.active = self.first_player();
        self.phase = Phase::Earn;
    }

    /// Work (L12, TR-4 to TR-7): the cuts first, then the worker's takes.
    fn work<S: EventSink<TravelerEvent>>(&mut self, seat: Seat, events: &mut S) {
        let pay = self.work_pay(seat).unwrap_or(0);
        events.emit(|| TravelerEvent::Worked {
            seat,
            stop: self
                .last_stop(seat)
                .map(|c| self.card_name(c))
                .unwrap_or_default(),
            pay,
        });
        let mut rivals = [Seat(0); MAX_PLAYERS];
        let mut count = 0;
        for r in self.rivals(seat) {
            rivals[count] = r;
            count += 1;
        }
        let mut cuts = 0u8;
        for &rival in &rivals[..count] {
            if self.config.cut == Cut::FromPay && cuts + 1 >= pay {
                events.emit(|| TravelerEvent::NoCut {
                    seat: rival,
                    why: NoCutReason::FromPay { pay },
                });
            } else if self.cut(rival, events) {
                cuts += 1;
            }
        }
        let keep = pay.saturating_sub(cuts).max(1);
        events.emit(|| TravelerEvent::Kept { seat, cards: keep });
        self.phase = Phase::Take {
            left: keep,
            scrounge: false,
        };
        self.settle_takes(events);
    }

    /// A rival takes their cut from the deck (TR-6). Returns whether they got
    /// a card.
    fn cut<S: EventSink<TravelerEvent>>(&mut self, rival: Seat, events: &mut S) -> bool {
        if self.hand_full(rival) {
            events.emit(|| TravelerEvent::NoCut {
                seat: rival,
                why: NoCutReason::HardCap,
            });
            return false;
        }
        if self.draw_deck(rival, true, events) {
            return true;
        }
        events.emit(|| TravelerEvent::NoCut {
            seat: rival,
            why: if self.shelf.is_empty() {
                NoCutReason::NothingLeft
            } else {
                NoCutReason::DeckEmpty
            },
        });
        self.call_last(events);
        false
    }

    /// One card of the fare onto the Shelf; the last one lands the traveller
    /// on its destination (L13).
    fn pay<S: EventSink<TravelerEvent>>(&mut self, seat: Seat, card: u8, events: &mut S) {
        events.emit(|| TravelerEvent::Paid {
            seat,
            card: self.card_name(card),
        });
        self.shelve_card(seat, card, events);
        let Phase::Pay { destination, left } = self.phase else {
            return;
        };
        if left > 1 {
            self.phase = Phase::Pay {
                destination,
                left: left - 1,
            };
            return;
        }
        self.play_from_hand(seat, destination);
        // The trip has room: Travel was checked against it.
        self.add_stop(seat, destination);
        events.emit(|| TravelerEvent::Arrived {
            seat,
            destination: self.card_name(destination),
            stops: self.trip(seat).len(),
            stamps: self.stamps(seat),
        });
        self.end_turn(events);
    }

    fn took_one<S: EventSink<TravelerEvent>>(&mut self, events: &mut S) {
        if let Phase::Take { left, scrounge } = self.phase {
            self.phase = Phase::Take {
                left: left.saturating_sub(1),
                scrounge,
            };
        }
        self.settle_takes(events);
    }

    /// Ends the taking when nothing is owed, under the hard cap the hand is
    /// full (TR-9), or nothing can be taken (Last call, TR-10 c).
    fn settle_takes<S: EventSink<TravelerEvent>>(&mut self, events: &mut S) {
        let Phase::Take { left, scrounge } = self.phase else {
            return;
        };
        let seat = self.active;
        if left > 0 {
            let why = if self.hand_full(seat) {
                ForfeitReason::HardCap
            } else if self.nothing_to_take() {
                ForfeitReason::NothingLeft
            } else {
                return;
            };
            events.emit(|| TravelerEvent::Forfeited {
                seat,
                cards: left,
                why,
            });
            if why == ForfeitReason::NothingLeft {
                self.call_last(events);
            }
        }
        if scrounge && !self.hands[seat.index()].is_empty() {
            self.phase = Phase::PutBack;
        } else {
            self.enter_travel(events);
        }
    }

    /// The travel step, skipped when no card in hand is affordable.
    fn enter_travel<S: EventSink<TravelerEvent>>(&mut self, events: &mut S) {
        let seat = self.active;
        match self.no_travel(seat) {
            None => self.phase = Phase::Travel,
            Some(why) => {
                events.emit(|| TravelerEvent::NoTravel { seat, why });
                self.end_turn(events);
            }
        }
    }

    /// The hand limit (L14), then the end of the turn.
    fn end_turn<S: EventSink<TravelerEvent>>(&mut self, events: &mut S) {
        let seat = self.active;
        if self.over_hand_limit(seat) {
            self.phase = Phase::Discard;
            events.emit(|| TravelerEvent::OverHandLimit {
                seat,
                holding: self.hand(seat).len(),
            });
        } else {
            self.finish_turn(events);
        }
    }

    /// The turn is over; at the end of a round, check for the end (L16).
    fn finish_turn<S: EventSink<TravelerEvent>>(&mut self, events: &mut S) {
        self.turns = self.turns.saturating_add(1);
        let last_of_round = self.seating.left(self.active) == self.first_player();
        if last_of_round {
            self.rounds = self.rounds.saturating_add(1);
            events.emit(|| TravelerEvent::RoundEnded {
                round: self.rounds,
                standings: self.standings(),
            });
            if self.game_ends() {
                self.fly_home(events);
                return;
            }
        }
        self.active = self.seating.left(self.active);
        self.phase = Phase::Earn;
    }

    /// Whether the game ends at the end of this round (L16, TR-27): a trip
    /// of 8 stops, Last call, or the round limit.
    fn game_ends(&self) -> bool {
        self.seating.seats().any(|s| self.trip_complete(s))
            || self.last_call
            || self.round_limit_reached()
    }

    /// The game ends: everyone flies home, from the first player (L16);
    /// under the final hand limit, who is over it is told so (TR-26).
    fn fly_home<S: EventSink<TravelerEvent>>(&mut self, events: &mut S) {
        self.phase = Phase::FlyHome {
            seat: self.first_player(),
            paid: 0,
        };
        events.emit(|| TravelerEvent::GameEnds {
            ending: self.ending().to_string(),
        });
        if self.config.final_hand_limit == FinalHandLimit::Discard {
            for seat in self.seating.seats() {
                if self.over_hand_limit(seat) {
                    events.emit(|| TravelerEvent::MustComeDown {
                        seat,
                        holding: self.hand(seat).len(),
                    });
                }
            }
        }
        self.settle_flyers(events);
    }

    /// Every seat's stamps, stops and cards in hand (L18).
    fn standings(&self) -> Vec<Standing> {
        self.seating
            .seats()
            .map(|s| Standing {
                stamps: self.stamps(s),
                stops: self.trip(s).len(),
                cards: self.hand(s).len(),
            })
            .collect()
    }

    /// Flying home: one of the three cards paid (L16).
    fn pay_home<S: EventSink<TravelerEvent>>(&mut self, seat: Seat, card: u8, events: &mut S) {
        events.emit(|| TravelerEvent::PaidHome {
            seat,
            card: self.card_name(card),
        });
        self.play_from_hand(seat, card);
        self.gone.insert(card);
        if let Phase::FlyHome { seat, paid } = self.phase {
            if paid + 1 >= FLY_HOME_CARDS {
                self.next_flyer(seat, events);
            } else {
                self.phase = Phase::FlyHome {
                    seat,
                    paid: paid + 1,
                };
            }
        }
    }

    fn next_flyer<S: EventSink<TravelerEvent>>(&mut self, seat: Seat, events: &mut S) {
        let next = self.seating.left(seat);
        if next == self.first_player() {
            self.game_over(events);
        } else {
            self.phase = Phase::FlyHome {
                seat: next,
                paid: 0,
            };
            self.settle_flyers(events);
        }
    }

    /// Before flying home a player over the hand limit puts cards on the
    /// Shelf (TR-26); a player with fewer than 3 cards cannot pay and calls
    /// home (TR-13).
    fn settle_flyers<S: EventSink<TravelerEvent>>(&mut self, events: &mut S) {
        while let Phase::FlyHome { seat, paid: 0 } = self.phase {
            if self.can_pay_home(seat) {
                return;
            }
            self.called_home.insert(seat);
            events.emit(|| TravelerEvent::CalledHome { seat, forced: true });
            let next = self.seating.left(seat);
            if next == self.first_player() {
                self.game_over(events);
            } else {
                self.phase = Phase::FlyHome {
                    seat: next,
                    paid: 0,
                };
            }
        }
    }

    /// Everyone has flown home (L18).
    fn game_over<S: EventSink<TravelerEvent>>(&mut self, events: &mut S) {
        self.phase = Phase::Over;
        events.emit(|| TravelerEvent::GameOver {
            scores: self
                .seating
                .seats()
                .map(|s| self.score_line(s).total())
                .collect(),
        });
    }
}
