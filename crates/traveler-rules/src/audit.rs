//! Invariants: what every state reached in play and every loaded position
//! satisfies (each card in exactly one place, counts and bounds, a step
//! that fits the table).

use crate::cards::{CardId, DECK_SIZE};
use crate::state::{FLY_HOME_CARDS, MAX_PLAYERS, Phase, Traveler};
use tabletop_core::{CardSet, InvariantError};

impl Traveler {
    /// Checks everything a real table guarantees: each card in exactly one
    /// place, counts and bounds, and a step that fits the table.
    pub(crate) fn consistency(&self) -> Result<(), InvariantError> {
        let n = self.players();
        let cat = self.catalogue();
        let mut seen = CardSet::EMPTY;
        let mut count = 0;
        let mut add = |card: CardId, where_: &str| -> Result<(), InvariantError> {
            if usize::from(card) >= DECK_SIZE || seen.contains(card) {
                return Err(InvariantError::new(
                    "card conservation",
                    format!("card {card} is out of range or twice (in {where_})"),
                ));
            }
            seen.insert(card);
            count += 1;
            Ok(())
        };
        for &c in self.deck.as_slice() {
            add(c, "the deck")?;
        }
        for &c in self.shelf.as_slice() {
            add(c, "the Shelf")?;
        }
        for c in self.gone {
            add(c, "the cards flown home with")?;
        }
        for i in 0..MAX_PLAYERS {
            let seated = i < n;
            if !seated
                && (!self.hands[i].is_empty()
                    || !self.trips[i].is_empty()
                    || self.first_stops[i].is_some())
            {
                return Err(InvariantError::new(
                    "seating",
                    format!("seat {i} is not at the table but holds cards"),
                ));
            }
            for c in self.hands[i] {
                add(c, "a hand")?;
            }
            for &c in self.trips[i].as_slice() {
                add(c, "a trip")?;
            }
            if let Some(c) = self.first_stops[i] {
                add(c, "a first stop")?;
                if !cat.is_city(c) {
                    return Err(InvariantError::new(
                        "first stops",
                        format!("seat {i}'s first stop {} is not a City", cat.name(c)),
                    ));
                }
            }
            if let Some(&first) = self.trips[i].as_slice().first()
                && !cat.is_city(first)
            {
                return Err(InvariantError::new(
                    "first stops",
                    format!("seat {i}'s first stop {} is not a City", cat.name(first)),
                ));
            }
        }
        if count != DECK_SIZE {
            return Err(InvariantError::new(
                "card conservation",
                format!("{count} cards are placed, not {DECK_SIZE}"),
            ));
        }
        if !self.seating.contains(self.active) {
            return Err(InvariantError::new(
                "seating",
                format!("active seat {} is not at the table", self.active.0),
            ));
        }
        if self.run_outs > 2 || (self.run_outs == 2 && !self.last_call) {
            return Err(InvariantError::new(
                "Last call",
                "the deck ran out twice, so it is Last call",
            ));
        }
        if self.called_home.0 >> n != 0 {
            return Err(InvariantError::new(
                "seating",
                "a seat not at the table called home",
            ));
        }
        let setup = self.phase == Phase::FirstStops;
        let flying = matches!(self.phase, Phase::FlyHome { .. } | Phase::Over);
        if !flying && (!self.gone.is_empty() || !self.called_home.is_empty()) {
            return Err(InvariantError::new(
                "flying home",
                "cards flown home or calls home before the game ends",
            ));
        }
        self.end_consistency()?;
        self.pile_consistency()?;
        self.record_consistency()?;
        self.hand_bounds()?;
        let hand = self.hands[self.active.index()];
        for i in 0..n {
            if setup {
                if !self.trips[i].is_empty() {
                    return Err(InvariantError::new(
                        "setup",
                        format!("seat {i} has a trip before the first stops"),
                    ));
                }
                let cities = CardSet::from_bits(u128::from(cat.city_bits()));
                if self.first_stops[i].is_none() && self.hands[i].intersection(cities).is_empty() {
                    return Err(InvariantError::new(
                        "setup",
                        format!("seat {i} has no City to start with"),
                    ));
                }
            } else {
                if self.trips[i].is_empty() {
                    return Err(InvariantError::new(
                        "setup",
                        format!("seat {i} has no first stop"),
                    ));
                }
                if self.first_stops[i].is_some() {
                    return Err(InvariantError::new(
                        "setup",
                        format!("seat {i} has a hidden first stop after setup"),
                    ));
                }
            }
        }
        if setup && (!self.shelf.is_empty() || self.first_stops[..n].iter().all(Option::is_some)) {
            return Err(InvariantError::new(
                "setup",
                "during setup the Shelf is empty and someone is still choosing",
            ));
        }
        match self.phase {
            Phase::Take { left, scrounge } => {
                // A Scrounge takes 2; a Work pay is at most the pay (L12).
                let most = if scrounge {
                    Some(2)
                } else {
                    self.work_pay(self.active)
                };
                if left == 0 || most.is_none_or(|most| left > most) {
                    return Err(InvariantError::new(
                        "taking cards",
                        format!(
                            "{left} cards to take is impossible (at most {} for this {})",
                            most.unwrap_or(0),
                            if scrounge { "Scrounge" } else { "Work" }
                        ),
                    ));
                }
                if self.nothing_to_take() {
                    return Err(InvariantError::new(
                        "taking cards",
                        "cards to take but nothing to take them from",
                    ));
                }
                if self.hand_full(self.active) {
                    return Err(InvariantError::new(
                        "taking cards",
                        "cards to take with a full hand under the hard cap",
                    ));
                }
            }
            Phase::PutBack if hand.is_empty() => {
                return Err(InvariantError::new(
                    "putting back",
                    "a card to put back from an empty hand",
                ));
            }
            Phase::Pay { destination, left } => {
                if !hand.contains(destination) {
                    return Err(InvariantError::new(
                        "paying a fare",
                        "the destination is not in the active player's hand",
                    ));
                }
                if left == 0 || usize::from(left) > hand.len() - 1 {
                    return Err(InvariantError::new(
                        "paying a fare",
                        format!("{left} cards to pay is impossible with this hand"),
                    ));
                }
                let cost = self.travel_cost(self.active, destination);
                if left > cost {
                    return Err(InvariantError::new(
                        "paying a fare",
                        format!(
                            "{left} cards to pay is impossible: the fare to {} costs {cost}",
                            cat.name(destination)
                        ),
                    ));
                }
                if self.trip_complete(self.active) {
                    return Err(InvariantError::new(
                        "paying a fare",
                        "travelling with a full trip",
                    ));
                }
            }
            Phase::Discard if !self.over_hand_limit(self.active) => {
                return Err(InvariantError::new(
                    "hand limit",
                    "discarding without being over the hand limit",
                ));
            }
            Phase::FlyHome { seat, paid } => {
                if !self.seating.contains(seat) {
                    return Err(InvariantError::new(
                        "flying home",
                        format!("seat {} flies home but is not at the table", seat.0),
                    ));
                }
                let held = self.hands[seat.index()].len();
                if paid >= FLY_HOME_CARDS || held + usize::from(paid) < usize::from(FLY_HOME_CARDS)
                {
                    return Err(InvariantError::new(
                        "flying home",
                        format!("seat {} cannot pay {paid} of 3 cards", seat.0),
                    ));
                }
            }
            _ => {}
        }
        Ok(())
    }
}
