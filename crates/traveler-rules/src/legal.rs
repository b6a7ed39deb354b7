//! Who decides, what they may do, and why anything else is refused. Every
//! rule that restricts a decision is checked here, once: [`Traveler::check`]
//! validates, and enumeration lists exactly what it accepts.

use crate::action::Action;
use crate::config::FinalHandLimit;
use crate::error::Violation;
use crate::state::{HAND_LIMIT, Phase, TRIP_GOAL, Traveler};
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
                if self.trips[seat.index()].len() < TRIP_GOAL && !hand.is_empty() {
                    let spare = hand.len() - 1;
                    out.extend(
                        hand.iter()
                            .filter(|&c| usize::from(self.travel_cost(seat, c)) <= spare)
                            .map(Action::Travel),
                    );
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

    /// Whether `seat`, about to fly home, must first put cards on the Shelf
    /// down to the hand limit (TR-26).
    pub(crate) fn over_limit_at_end(&self, seat: Seat) -> bool {
        matches!(self.phase, Phase::FlyHome { paid: 0, .. })
            && self.config.final_hand_limit == FinalHandLimit::Discard
            && self.hands[seat.index()].len() > HAND_LIMIT
    }

    fn name(&self, card: u8) -> String {
        if usize::from(card) < crate::cards::DECK_SIZE {
            self.catalogue().name(card).to_string()
        } else {
            format!("#{card}")
        }
    }

    fn in_hand(&self, seat: Seat, card: u8) -> Result<(), Violation> {
        if self.hands[seat.index()].contains(card) {
            Ok(())
        } else {
            // The card must come from the hand by the rule of this step.
            let rule = match self.phase {
                Phase::FirstStops => "Setup: one City from their hand (L7)",
                Phase::PutBack => {
                    "Earn: Scrounge puts any 1 card from your hand on the Shelf (L12)"
                }
                Phase::Travel => "Travel: play one place from your hand (L13)",
                Phase::Pay { .. } => "Travel: pay its fare with other cards (L13)",
                Phase::Discard => "Hand limit 8 (L14)",
                Phase::FlyHome { .. } if self.over_limit_at_end(seat) => {
                    "Hand limit 8 (L14), before flying home (TR-26)"
                }
                Phase::FlyHome { .. } => "How it ends: pay 3 cards (L16)",
                _ => "Your turn (L11-L13)",
            };
            Err(Violation::NotInHand {
                card: self.name(card),
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
                "Setup: first stop (L7)",
            ),
            Phase::Earn => (
                "earn first: \"work\" or \"scrounge\"",
                "Your turn: earn, then you may travel (L11-L12)",
            ),
            Phase::Take { left, .. } => return Violation::MustTake { left },
            Phase::PutBack => (
                "Scrounge: put 1 card from your hand on the Shelf (\"shelve CARD\")",
                "Earn: Scrounge (L12)",
            ),
            Phase::Travel => (
                "travel (\"travel CARD\") or \"stay\"",
                "Travel (optional) (L13)",
            ),
            Phase::Pay { destination, left } => {
                return Violation::FareUnpaid {
                    destination: self.name(destination),
                    left,
                };
            }
            Phase::Discard if holding > HAND_LIMIT => {
                return Violation::OverHandLimit { holding };
            }
            Phase::Discard => ("put cards on the Shelf", "Hand limit 8 (L14)"),
            Phase::FlyHome { .. } if self.over_limit_at_end(seat) => {
                return Violation::OverHandLimit { holding };
            }
            Phase::FlyHome { paid, .. } if paid > 0 => {
                return Violation::AlreadyPaying { paid };
            }
            Phase::FlyHome { .. } => (
                "fly home: \"pay home CARD\" three times, or \"call home\"",
                "How it ends: everyone flies home (L16)",
            ),
            Phase::Over => return Violation::GameOver,
        };
        Violation::WrongStep {
            action: action.text_with(self.catalogue()).to_string(),
            expected,
            rule,
        }
    }

    /// Checks whether `seat` may take `action` now.
    pub(crate) fn check(&self, seat: Seat, action: &Action) -> Result<(), Violation> {
        if !self.seating.contains(seat) {
            return Err(Violation::NoSuchSeat {
                seat,
                players: self.players(),
            });
        }
        let to_act = self.who_acts();
        if to_act.is_over() {
            return Err(Violation::GameOver);
        }
        if !to_act.includes(seat) {
            let waiting = match to_act {
                ToAct::Seat(s) => s.to_string(),
                ToAct::Simultaneous(set) => format!("{set} to choose a first stop"),
                ToAct::GameOver => "nobody".into(),
            };
            let rule = match self.phase {
                Phase::FirstStops => "Setup: everyone places one City as their first stop (L7)",
                Phase::FlyHome { .. } => "How it ends: everyone flies home (L16)",
                _ => "Setup: play left (L7)",
            };
            return Err(Violation::NotYourTurn {
                seat,
                waiting,
                rule,
            });
        }
        let i = seat.index();
        let cat = self.catalogue();
        match (self.phase, *action) {
            (Phase::FirstStops, Action::Start(card)) => {
                self.in_hand(seat, card)?;
                if !cat.is_city(card) {
                    return Err(Violation::FirstStopNotCity {
                        card: self.name(card),
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
                        .map_or_else(String::new, |s| self.name(s)),
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
                let stops = self.trips[i].len();
                if stops >= TRIP_GOAL {
                    return Err(Violation::TripFull { stops });
                }
                let need = self.travel_cost(seat, card);
                let have = self.hands[i].len() - 1;
                if usize::from(need) > have {
                    return Err(Violation::FareNotCovered {
                        card: self.name(card),
                        need,
                        have,
                    });
                }
                Ok(())
            }
            (Phase::Pay { destination, .. }, Action::Pay(card)) => {
                if card == destination {
                    return Err(Violation::PayWithDestination {
                        card: self.name(card),
                    });
                }
                self.in_hand(seat, card)
            }
            _ => Err(self.wrong_step(seat, action)),
        }
    }
}
