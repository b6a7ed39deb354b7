//! Setup and the effects of each action, with the automatic consequences
//! they trigger (cuts, reshuffles, Last call, the end-of-round check, flying
//! home). Actions reach [`Traveler::perform`] only after [`Traveler::check`]
//! accepted them, so nothing here can fail half-way.
//!
//! Randomness, in order of use: the setup shuffle of the 52 cards; one
//! reshuffle of the deck per mulligan (seats in order from 0, TR-15); one
//! shuffle of the Shelf (all but its top) per reshuffle (TR-10). Nothing
//! else draws from the generator.

use crate::action::Action;
use crate::cards::{CardId, DECK_SIZE};
use crate::config::{Cut, HandLimit, LastCall, Reshuffle, TravelerConfig};
use crate::state::{DEAL, FLY_HOME_CARDS, HAND_LIMIT, MAX_PLAYERS, Phase, TRIP_GOAL, Traveler};
use tabletop_core::{CardSet, ConfigError, GameConfig, GameRng, Pile, Seat, SeatSet, Seating};

/// Mulligans per seat after which setup gives up (never reached with a deck
/// of 32 Cities; a guard against endless loops only).
const MAX_MULLIGANS: u8 = 200;

impl Traveler {
    /// Sets up a game: shuffle, deal 4 each, mulligan hands without a City
    /// (TR-15); then every player chooses a first stop.
    pub(crate) fn new_game(config: TravelerConfig, seed: u64) -> Result<Self, ConfigError> {
        config.validate()?;
        let seating = Seating::new(config.players).ok_or_else(|| {
            ConfigError::player_count("traveler", config.players, TravelerConfig::PLAYER_COUNTS)
        })?;
        let mut rng = GameRng::new(seed);
        let mut deck = Pile::new();
        for id in 0..DECK_SIZE as CardId {
            deck.push(id)
                .map_err(|e| ConfigError::invalid("deck", e.to_string()))?;
        }
        deck.shuffle(&mut rng);
        let mut hands = [CardSet::EMPTY; MAX_PLAYERS];
        for _ in 0..DEAL {
            for seat in seating.seats() {
                if let Some(card) = deck.draw() {
                    hands[seat.index()].insert(card);
                }
            }
        }
        let cities = CardSet::from_bits(u128::from(config.catalogue().city_bits()));
        let mut mulligans = [0u8; MAX_PLAYERS];
        for seat in seating.seats() {
            let i = seat.index();
            while hands[i].intersection(cities).is_empty() {
                if mulligans[i] >= MAX_MULLIGANS {
                    return Err(ConfigError::invalid(
                        "deck",
                        "no hand with a City could be dealt",
                    ));
                }
                mulligans[i] += 1;
                for card in hands[i] {
                    deck.push(card)
                        .map_err(|e| ConfigError::invalid("deck", e.to_string()))?;
                }
                hands[i] = CardSet::EMPTY;
                deck.shuffle(&mut rng);
                for _ in 0..DEAL {
                    if let Some(card) = deck.draw() {
                        hands[i].insert(card);
                    }
                }
            }
        }
        Ok(Traveler {
            active: Seat(config.first_player),
            config,
            seating,
            deck,
            shelf: Pile::new(),
            hands,
            trips: [Pile::new(); MAX_PLAYERS],
            first_stops: [None; MAX_PLAYERS],
            gone: CardSet::EMPTY,
            called_home: SeatSet::EMPTY,
            mulligans,
            record: [crate::state::HandRecord::default(); MAX_PLAYERS],
            deck_of: [0; DECK_SIZE],
            phase: Phase::FirstStops,
            run_outs: 0,
            reshuffles: 0,
            last_call: false,
            turns: 0,
            rounds: 0,
            actions: 0,
            rng,
        })
    }

    /// Applies an action that [`Traveler::check`] accepted.
    pub(crate) fn perform(&mut self, seat: Seat, action: Action) {
        let i = seat.index();
        match action {
            Action::Start(card) => {
                self.hands[i].remove(card);
                self.first_stops[i] = Some(card);
                if self.first_stops[..self.players()]
                    .iter()
                    .all(Option::is_some)
                {
                    self.reveal_first_stops();
                }
            }
            Action::Work => self.work(seat),
            Action::Scrounge => {
                self.phase = Phase::Take {
                    left: 2,
                    scrounge: true,
                };
                self.settle_takes();
            }
            Action::TakeDeck => {
                if let Some(card) = self.draw_deck() {
                    self.hands[i].insert(card);
                }
                self.took_one();
            }
            Action::TakeShelf => {
                if let Some(card) = self.shelf.draw() {
                    self.hands[i].insert(card);
                    self.record[i].shown.insert(card);
                }
                self.note_empty_table();
                self.took_one();
            }
            Action::PutBack(card) => {
                self.shelve_card(seat, card);
                self.enter_travel();
            }
            Action::Travel(card) => {
                self.phase = Phase::Pay {
                    destination: card,
                    left: self.travel_cost(seat, card),
                };
            }
            Action::Stay => self.end_turn(),
            Action::Pay(card) => {
                self.shelve_card(seat, card);
                if let Phase::Pay { destination, left } = self.phase {
                    if left <= 1 {
                        self.play_from_hand(seat, destination);
                        // The trip has room: Travel was checked against it.
                        let _ = self.trips[i].push(destination);
                        self.end_turn();
                    } else {
                        self.phase = Phase::Pay {
                            destination,
                            left: left - 1,
                        };
                    }
                }
            }
            Action::Discard(card) => {
                self.shelve_card(seat, card);
                if self.hands[i].len() <= HAND_LIMIT {
                    if matches!(self.phase, Phase::FlyHome { .. }) {
                        self.settle_flyers();
                    } else {
                        self.finish_turn();
                    }
                }
            }
            Action::PayHome(card) => {
                self.play_from_hand(seat, card);
                self.gone.insert(card);
                if let Phase::FlyHome { seat, paid } = self.phase {
                    if paid + 1 >= FLY_HOME_CARDS {
                        self.next_flyer(seat);
                    } else {
                        self.phase = Phase::FlyHome {
                            seat,
                            paid: paid + 1,
                        };
                    }
                }
            }
            Action::CallHome => {
                self.called_home.insert(seat);
                self.next_flyer(seat);
            }
        }
    }

    /// Every first stop is chosen: reveal them, turn the first Shelf card
    /// (TR-15) and start the first turn.
    fn reveal_first_stops(&mut self) {
        for i in 0..self.players() {
            if let Some(card) = self.first_stops[i].take() {
                self.record[i].played.insert(card);
                let _ = self.trips[i].push(card);
            }
        }
        if let Some(card) = self.deck.draw() {
            let _ = self.shelf.push(card);
        }
        self.active = self.first_player();
        self.phase = Phase::Earn;
    }

    /// Work (L12, TR-4 to TR-7): the cuts first, then the worker's takes.
    fn work(&mut self, seat: Seat) {
        let pay = self.work_pay(seat).unwrap_or(0);
        let mut rivals = [Seat(0); MAX_PLAYERS];
        let mut count = 0;
        for r in self.rivals(seat) {
            rivals[count] = r;
            count += 1;
        }
        let mut cuts = 0u8;
        for &rival in &rivals[..count] {
            if self.config.cut == Cut::FromPay && cuts + 1 >= pay {
                break;
            }
            if self.cut(rival) {
                cuts += 1;
            }
        }
        let keep = pay.saturating_sub(cuts).max(1);
        self.phase = Phase::Take {
            left: keep,
            scrounge: false,
        };
        self.settle_takes();
    }

    /// A rival takes their cut from the deck (TR-6). Returns whether they got
    /// a card.
    fn cut(&mut self, rival: Seat) -> bool {
        let r = rival.index();
        if self.config.hand_limit == HandLimit::HardCap && self.hands[r].len() >= HAND_LIMIT {
            return false;
        }
        match self.draw_deck() {
            Some(card) => {
                self.hands[r].insert(card);
                true
            }
            None => {
                self.last_call = true;
                false
            }
        }
    }

    /// Takes the deck's top card, shuffling the Shelf in first if the deck is
    /// empty (TR-10). Counts run-outs; the second sets Last call.
    fn draw_deck(&mut self) -> Option<CardId> {
        if self.deck.is_empty() {
            self.reshuffle();
        }
        let card = self.deck.draw()?;
        if self.deck.is_empty() {
            self.run_outs = self.run_outs.saturating_add(1).min(2);
            if self.run_outs >= 2 {
                self.last_call = true;
            }
            if self.config.reshuffle == Reshuffle::Eager {
                self.reshuffle();
            }
            self.note_empty_table();
        }
        Some(card)
    }

    /// "Deck and Shelf both empty? Last call." (L22, TR-25).
    fn note_empty_table(&mut self) {
        if self.config.last_call == LastCall::BothEmpty
            && self.deck.is_empty()
            && self.shelf.is_empty()
        {
            self.last_call = true;
        }
    }

    /// Shuffles every Shelf card but the top into the (empty) deck (L14).
    fn reshuffle(&mut self) {
        if !self.deck.is_empty() || self.shelf.len() < 2 {
            return;
        }
        let Some(top) = self.shelf.draw() else {
            return;
        };
        self.reshuffles = self.reshuffles.saturating_add(1);
        for &card in self.shelf.as_slice() {
            let _ = self.deck.push(card);
            if let Some(deck) = self.deck_of.get_mut(usize::from(card)) {
                *deck = self.reshuffles;
            }
        }
        self.shelf.clear();
        let _ = self.shelf.push(top);
        self.deck.shuffle(&mut self.rng);
    }

    /// Puts a card from `seat`'s hand on top of the Shelf; with the eager
    /// reshuffle, an empty deck takes the Shelf's cards under the top at once
    /// (L14, TR-10).
    fn shelve_card(&mut self, seat: Seat, card: CardId) {
        self.play_from_hand(seat, card);
        let _ = self.shelf.push(card);
        if self.config.reshuffle == Reshuffle::Eager {
            self.reshuffle();
        }
    }

    fn took_one(&mut self) {
        if let Phase::Take { left, scrounge } = self.phase {
            self.phase = Phase::Take {
                left: left.saturating_sub(1),
                scrounge,
            };
        }
        self.settle_takes();
    }

    /// Ends the taking when nothing is owed, nothing can be taken (Last call,
    /// TR-10 c) or, under the hard cap, the hand is full.
    fn settle_takes(&mut self) {
        let Phase::Take { left, scrounge } = self.phase else {
            return;
        };
        let hand = self.hands[self.active.index()];
        let full = self.config.hand_limit == HandLimit::HardCap && hand.len() >= HAND_LIMIT;
        let done = if left == 0 || full {
            true
        } else if !self.deck_available() && self.shelf.is_empty() {
            self.last_call = true;
            true
        } else {
            false
        };
        if done {
            if scrounge && !hand.is_empty() {
                self.phase = Phase::PutBack;
            } else {
                self.enter_travel();
            }
        }
    }

    /// The travel step, skipped when no card in hand is affordable.
    fn enter_travel(&mut self) {
        if self.can_travel(self.active) {
            self.phase = Phase::Travel;
        } else {
            self.end_turn();
        }
    }

    /// The hand limit (TR-9), then the end of the turn.
    fn end_turn(&mut self) {
        if self.hands[self.active.index()].len() > HAND_LIMIT {
            self.phase = Phase::Discard;
        } else {
            self.finish_turn();
        }
    }

    /// The turn is over; at the end of a round, check for the end (L16).
    fn finish_turn(&mut self) {
        self.turns = self.turns.saturating_add(1);
        let last_of_round = self.seating.left(self.active) == self.first_player();
        if last_of_round {
            self.rounds = self.rounds.saturating_add(1);
            let eight = (0..self.players()).any(|i| self.trips[i].len() >= TRIP_GOAL);
            if eight || self.last_call || self.round_limit_reached() {
                self.phase = Phase::FlyHome {
                    seat: self.first_player(),
                    paid: 0,
                };
                self.settle_flyers();
                return;
            }
        }
        self.active = self.seating.left(self.active);
        self.phase = Phase::Earn;
    }

    fn next_flyer(&mut self, seat: Seat) {
        let next = self.seating.left(seat);
        if next == self.first_player() {
            self.phase = Phase::Over;
        } else {
            self.phase = Phase::FlyHome {
                seat: next,
                paid: 0,
            };
            self.settle_flyers();
        }
    }

    /// Before flying home a player over the hand limit puts cards on the
    /// Shelf (TR-26); a player with fewer than 3 cards cannot pay and calls
    /// home (TR-13).
    pub(crate) fn settle_flyers(&mut self) {
        while let Phase::FlyHome { seat, paid: 0 } = self.phase {
            let held = self.hands[seat.index()].len();
            if held >= usize::from(FLY_HOME_CARDS) {
                return;
            }
            self.called_home.insert(seat);
            let next = self.seating.left(seat);
            self.phase = if next == self.first_player() {
                Phase::Over
            } else {
                Phase::FlyHome {
                    seat: next,
                    paid: 0,
                }
            };
        }
    }
}
