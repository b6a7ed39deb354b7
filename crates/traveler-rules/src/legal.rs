//! Who decides, what they may do, and why anything else is refused. Every
//! rule that restricts a decision is checked here, once: [`Traveler::check`]
//! validates, and enumeration lists exactly what it accepts.

use crate::action::Action;
use crate::error::Violation;
use crate::rule::Rule;
use crate::state::{Phase, Traveler};
use tabletop_core::deck::CardText;
use tabletop_core::events::{TurnRules, TurnViolation};
use tabletop_core::{Seat, ToAct};

impl Traveler {
    /// Who must decide next.
    pub(crate) fn who_acts(&self) -> ToAct {
        match self.phase {
            Phase::FirstStops => {
                let mut owing = tabletop_core::SeatSet::EMPTY;
                for seat in self.seating.seats() {
                    if self.first_stops[seat.index()].is_none() {
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

    /// Appends every legal action of `seat` to `out`.
    pub(crate) fn push_legal(&self, seat: Seat, out: &mut Vec<Action>) {
        if !self.seating.contains(seat) || !self.who_acts().includes(seat) {
            return;
        }
        let hand = self.hands[seat.index()];
        match self.phase {
            Phase::FirstStops => {
                let cat = self.catalogue();
                out.extend(hand.iter().filter(|&c| cat.is_city(c)).map(Action::Start));
            }
            Phase::Earn => {
                if self.work_pay(seat).is_some() {
                    out.push(Action::Work);
                }
                out.push(Action::Scrounge);
            }
            Phase::Take { .. } => {
                if self.deck_available() {
                    out.push(Action::TakeDeck);
                }
                if !self.shelf.is_empty() {
                    out.push(Action::TakeShelf);
                }
            }
            Phase::PutBack => out.extend(hand.iter().map(Action::PutBack)),
            Phase::Travel => {
                out.push(Action::Stay);
                if !self.trip_complete(seat) {
                    out.extend(self.affordable_cards(seat).iter().map(Action::Travel));
                }
            }
            Phase::Pay { destination, .. } => {
                out.extend(hand.iter().filter(|&c| c != destination).map(Action::Pay))
            }
            Phase::Discard => out.extend(hand.iter().map(Action::Discard)),
            Phase::FlyHome { .. } if self.over_limit_at_end(seat) => {
                out.extend(hand.iter().map(Action::Discard));
            }
            Phase::FlyHome { paid, .. } => {
                if paid == 0 {
                    out.push(Action::CallHome);
                }
                out.extend(hand.iter().map(Action::PayHome));
            }
            Phase::Over => {}
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
