//! Who decides, what they may do, and why anything else is refused. Every
//! rule that restricts a decision is checked here, once: [`Traveler::check`]
//! validates, and enumeration lists exactly what it accepts.

use crate::action::Action;
use crate::cards::CardId;
use crate::error::Violation;
use crate::rule::Rule;
use crate::state::{Phase, Traveler};
use tabletop_core::deck::CardText;
use tabletop_core::events::{TurnRules, TurnViolation};
use tabletop_core::{CardSet, GameRng, Seat, ToAct};

impl Traveler {
    /// Who must decide next.
    #[inline]
    pub(crate) fn who_acts(&self) -> ToAct {
        match self.phase {
            Phase::FirstStops => {
                let mut owing = tabletop_core::SeatSet::EMPTY;
                for seat in self.seating.seats() {
                    if self.owes(seat) {
                        owing.insert(seat);
                    }
                }
                ToAct::Simultaneous(owing)
            }
            Phase::Over => ToAct::GameOver,
            Phase::FlyHome { seat, .. } => ToAct::Seat(seat),
            _ => ToAct::Seat(self.active),
        }
    }

    /// Whether `seat` owes a decision now: whether [`who_acts`](Self::who_acts)
    /// includes it, answered without building the set of seats.
    #[inline]
    fn owes(&self, seat: Seat) -> bool {
        match self.phase {
            Phase::FirstStops => {
                self.seating.contains(seat) && self.first_stops[seat.index()].is_none()
            }
            Phase::Over => false,
            Phase::FlyHome { seat: flying, .. } => seat == flying,
            _ => seat == self.active,
        }
    }

    /// Appends every legal action of `seat` to `out`.
    pub(crate) fn push_legal(&self, seat: Seat, out: &mut Vec<Action>) {
        self.choices(seat).push_all(out);
    }

    /// One of `seat`'s legal actions drawn uniformly with `rng`, and how
    /// many are legal: the action at index `rng.index(n)` of the list
    /// [`push_legal`](Self::push_legal) writes, found without writing it.
    #[inline(always)]
    pub(crate) fn draw_legal(&self, seat: Seat, rng: &mut GameRng) -> Option<(Action, usize)> {
        let choices = self.choices(seat);
        let n = choices.len();
        if n == 0 {
            return None;
        }
        choices.get(rng.index(n)).map(|action| (action, n))
    }

    /// The legal actions of `seat` now (none for a seat that owes no
    /// decision).
    #[inline(always)]
    fn choices(&self, seat: Seat) -> Choices {
        let none = Choices::NONE;
        if !self.owes(seat) {
            return none;
        }
        let hand = self.hands[seat.index()];
        match self.phase {
            Phase::FirstStops => {
                let cities = CardSet::from_bits(u128::from(self.catalogue().city_bits()));
                none.cards(hand.intersection(cities), Action::Start)
            }
            Phase::Earn => {
                let earn = if self.work_pay(seat).is_some() {
                    none.plain(Action::Work)
                } else {
                    none
                };
                earn.plain(Action::Scrounge)
            }
            Phase::Take { .. } => {
                let take = if self.deck_available() {
                    none.plain(Action::TakeDeck)
                } else {
                    none
                };
                if self.shelf.is_empty() {
                    take
                } else {
                    take.plain(Action::TakeShelf)
                }
            }
            Phase::PutBack => none.cards(hand, Action::PutBack),
            Phase::Travel => {
                let stay = none.plain(Action::Stay);
                if self.trip_complete(seat) {
                    stay
                } else {
                    stay.cards(self.affordable_cards(seat), Action::Travel)
                }
            }
            Phase::Pay { destination, .. } => {
                let mut fare = hand;
                fare.remove(destination);
                none.cards(fare, Action::Pay)
            }
            Phase::Discard => none.cards(hand, Action::Discard),
            Phase::FlyHome { .. } if self.over_limit_at_end(seat) => {
                none.cards(hand, Action::Discard)
            }
            Phase::FlyHome { paid, .. } => {
                let home = if paid == 0 {
                    none.plain(Action::CallHome)
                } else {
                    none
                };
                home.cards(hand, Action::PayHome)
            }
            Phase::Over => none,
        }
    }

    fn in_hand(&self, seat: Seat, card: u8) -> Result<(), Violation> {
        if self.hands[seat.index()].contains(card) {
            Ok(())
        } else {
            // The card must come from the hand by the rule of this step.
            let rule = match self.phase {
                Phase::FirstStops => Rule::FirstStopFromHand,
                Phase::PutBack => Rule::ScroungePutBack,
                Phase::Travel => Rule::TravelFromHand,
                Phase::Pay { .. } => Rule::FareFromHand,
                Phase::Discard => Rule::HandLimit,
                Phase::FlyHome { .. } if self.over_limit_at_end(seat) => {
                    Rule::HandLimitBeforeFlying
                }
                Phase::FlyHome { .. } => Rule::PayThreeCards,
                _ => Rule::YourTurn,
            };
            Err(Violation::NotInHand {
                card: self.card_name(card),
                rule,
            })
        }
    }

    /// The refusal for an action that does not belong to the current step.
    fn wrong_step(&self, seat: Seat, action: &Action) -> Violation {
        let holding = self.hands[seat.index()].len();
        let (expected, rule) = match self.phase {
            Phase::FirstStops => (
                "choose a City from your hand as your first stop (\"start CITY\")",
                Rule::FirstStop,
            ),
            Phase::Earn => ("earn first: \"work\" or \"scrounge\"", Rule::EarnFirst),
            Phase::Take { left, .. } => return Violation::MustTake { left },
            Phase::PutBack => (
                "Scrounge: put 1 card from your hand on the Shelf (\"shelve CARD\")",
                Rule::Scrounge,
            ),
            Phase::Travel => ("travel (\"travel CARD\") or \"stay\"", Rule::Travel),
            Phase::Pay { destination, left } => {
                return Violation::FareUnpaid {
                    destination: self.card_name(destination),
                    left,
                };
            }
            Phase::Discard if self.over_hand_limit(seat) => {
                return Violation::OverHandLimit { holding };
            }
            Phase::Discard => ("put cards on the Shelf", Rule::HandLimit),
            Phase::FlyHome { .. } if self.over_limit_at_end(seat) => {
                return Violation::OverHandLimit { holding };
            }
            Phase::FlyHome { paid, .. } if paid > 0 => {
                return Violation::AlreadyPaying { paid };
            }
            Phase::FlyHome { .. } => (
                "fly home: \"pay home CARD\" three times, or \"call home\"",
                Rule::FlyHome,
            ),
            Phase::Over => {
                return TurnViolation::GameOver {
                    rule: Rule::HowItEnds.text(),
                }
                .into();
            }
        };
        Violation::WrongStep {
            action: action.text_with(self.catalogue()).to_string(),
            expected,
            rule,
        }
    }

    /// The rulebook lines that say who may act now (for the shared turn
    /// check).
    pub(crate) fn turn_rules(&self) -> TurnRules {
        let turn = match self.phase {
            Phase::FirstStops => Rule::FirstStopsTogether,
            Phase::FlyHome { .. } => Rule::FlyHome,
            _ => Rule::PlayLeft,
        };
        TurnRules {
            seats: Rule::Players.text(),
            game_over: Rule::HowItEnds.text(),
            turn: turn.text(),
        }
    }

    /// Checks whether `seat`, who owes a decision now (the shared turn
    /// check passed), may take `action`.
    pub(crate) fn check(&self, seat: Seat, action: &Action) -> Result<(), Violation> {
        let i = seat.index();
        let cat = self.catalogue();
        match (self.phase, *action) {
            (Phase::FirstStops, Action::Start(card)) => {
                self.in_hand(seat, card)?;
                if !cat.is_city(card) {
                    return Err(Violation::FirstStopNotCity {
                        card: self.card_name(card),
                    });
                }
                Ok(())
            }
            (Phase::Earn, Action::Scrounge) => Ok(()),
            (Phase::Earn, Action::Work) => match self.work_pay(seat) {
                Some(_) => Ok(()),
                None => Err(Violation::WorkOnWonder {
                    stop: self
                        .last_stop(seat)
                        .map_or_else(String::new, |s| self.card_name(s)),
                }),
            },
            (Phase::Take { .. }, Action::TakeDeck) => {
                if self.deck_available() {
                    Ok(())
                } else {
                    Err(Violation::DeckEmpty {
                        shelf: self.shelf.len(),
                    })
                }
            }
            (Phase::Take { .. }, Action::TakeShelf) => {
                if self.shelf.is_empty() {
                    Err(Violation::ShelfEmpty)
                } else {
                    Ok(())
                }
            }
            (Phase::FlyHome { .. }, Action::Discard(card)) if self.over_limit_at_end(seat) => {
                self.in_hand(seat, card)
            }
            (Phase::FlyHome { .. }, Action::PayHome(_) | Action::CallHome)
                if self.over_limit_at_end(seat) =>
            {
                Err(Violation::OverHandLimit {
                    holding: self.hands[i].len(),
                })
            }
            (Phase::PutBack, Action::PutBack(card))
            | (Phase::Discard, Action::Discard(card))
            | (Phase::FlyHome { .. }, Action::PayHome(card)) => self.in_hand(seat, card),
            (Phase::FlyHome { paid, .. }, Action::CallHome) => {
                if paid == 0 {
                    Ok(())
                } else {
                    Err(Violation::AlreadyPaying { paid })
                }
            }
            (Phase::Travel, Action::Stay) => Ok(()),
            (Phase::Travel, Action::Travel(card)) => {
                self.in_hand(seat, card)?;
                if self.trip_complete(seat) {
                    return Err(Violation::TripFull {
                        stops: self.trips[i].len(),
                    });
                }
                if !self.affordable(seat, card) {
                    return Err(Violation::FareNotCovered {
                        card: self.card_name(card),
                        need: self.travel_cost(seat, card),
                        have: self.hands[i].len() - 1,
                    });
                }
                Ok(())
            }
            (Phase::Pay { destination, .. }, Action::Pay(card)) => {
                if card == destination {
                    return Err(Violation::PayWithDestination {
                        card: self.card_name(card),
                    });
                }
                self.in_hand(seat, card)
            }
            _ => Err(self.wrong_step(seat, action)),
        }
    }
}

/// The legal actions of one decision, in the order they are listed: at
/// most two actions that name no card first, then one action for each card
/// of a set, in the order of the card ids. Counting them and building the
/// one at an index needs no list.
#[derive(Copy, Clone)]
struct Choices {
    /// The actions that name no card, in order (`second` only after `first`).
    first: Option<Action>,
    second: Option<Action>,
    /// The cards, as bits of their ids (all below 64), each made into an
    /// action by `per_card`.
    cards: u64,
    per_card: fn(CardId) -> Action,
}

impl Choices {
    /// No legal action.
    const NONE: Choices = Choices {
        first: None,
        second: None,
        cards: 0,
        per_card: Action::Pay,
    };

    /// These choices and then `action` (at most two such).
    #[inline]
    fn plain(self, action: Action) -> Choices {
        match self.first {
            None => Choices {
                first: Some(action),
                ..self
            },
            Some(_) => Choices {
                second: Some(action),
                ..self
            },
        }
    }

    /// These choices and then one action for each card of `cards`.
    #[inline]
    fn cards(self, cards: CardSet, per_card: fn(CardId) -> Action) -> Choices {
        Choices {
            // Card ids are below the deck size, 52.
            cards: cards.bits() as u64,
            per_card,
            ..self
        }
    }

    /// How many actions name no card.
    #[inline]
    fn plain_len(&self) -> usize {
        usize::from(self.first.is_some()) + usize::from(self.second.is_some())
    }

    /// How many actions there are.
    #[inline]
    fn len(&self) -> usize {
        let cards = if self.cards == 0 {
            0
        } else {
            self.cards.count_ones() as usize
        };
        self.plain_len() + cards
    }

    /// The action at `index` of the list.
    #[inline]
    fn get(&self, index: usize) -> Option<Action> {
        match index.checked_sub(self.plain_len()) {
            None if index == 0 => self.first,
            None => self.second,
            Some(k) => {
                // A hand holds a few cards: drop the `k` lowest, take the next.
                let mut cards = self.cards;
                for _ in 0..k {
                    cards &= cards.wrapping_sub(1);
                }
                (cards != 0).then(|| (self.per_card)(cards.trailing_zeros() as CardId))
            }
        }
    }

    /// Appends every action to `out`.
    fn push_all(&self, out: &mut Vec<Action>) {
        out.extend(self.first);
        out.extend(self.second);
        let cards = CardSet::from_bits(u128::from(self.cards));
        out.extend(cards.iter().map(self.per_card));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::TravelerConfig;
    use tabletop_core::{Game, next_seat};

    #[test]
    fn a_seat_owes_a_decision_exactly_when_it_is_among_those_who_act() {
        for players in 2..=4 {
            for seed in 0..30 {
                let config = TravelerConfig::default().with_players(players);
                let Ok(mut game) = Traveler::new_game(config, seed) else {
                    panic!("the default configuration sets up");
                };
                let mut rng = GameRng::new(seed);
                while let Some(seat) = next_seat(&game) {
                    for s in 0..6 {
                        let who = game.who_acts();
                        assert_eq!(game.owes(Seat(s)), who.includes(Seat(s)), "{who:?}");
                    }
                    let Some((action, _)) = game.draw_legal(seat, &mut rng) else {
                        panic!("{seat} must act and has no legal action");
                    };
                    game.apply_unchecked(seat, &action);
                }
                assert!(
                    !(0..6).any(|s| game.owes(Seat(s))),
                    "nobody owes once it is over"
                );
            }
        }
    }
}
