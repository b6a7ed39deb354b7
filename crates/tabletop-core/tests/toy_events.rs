//! Duel's events, for the tests of the events kit: a seat commits a card in
//! secret (the others learn only that it committed), then the trick is
//! revealed and won. `Bug::LeakyEvents` tells everyone the committed card.

use super::{Bug, Duel, DuelViolation, Play};
use serde::{Deserialize, Serialize};
use tabletop_core::events::{EventSink, Events, GameEvent, TurnRules, Visibility};
use tabletop_core::{Audience, Game, Seat};

/// What happened in Duel.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum DuelEvent {
    /// A seat committed a card (`None`: told to those who may not see it).
    Committed { seat: Seat, card: Option<u8> },
    /// The trick is won by the highest card (the score shows who).
    TrickWon { seat: Seat },
    /// The planted leak: a committed card told to everyone.
    Shown { card: u8 },
    /// A seat was dealt its hand.
    Dealt { seat: Seat, cards: Vec<u8> },
}

impl GameEvent for DuelEvent {
    fn visibility(&self) -> Visibility {
        match self {
            DuelEvent::Committed {
                seat,
                card: Some(_),
            }
            | DuelEvent::Dealt { seat, .. } => Visibility::only(*seat),
            _ => Visibility::Public,
        }
    }

    fn public_form(&self) -> Option<Self> {
        match self {
            DuelEvent::Committed { seat, .. } => Some(DuelEvent::Committed {
                seat: *seat,
                card: None,
            }),
            _ => None,
        }
    }
}

impl Events for Duel {
    type Event = DuelEvent;

    fn turn_rules(&self) -> TurnRules {
        TurnRules {
            seats: "Duel: 2 or 3 players",
            game_over: "Duel: three tricks",
            turn: "Duel: turn order",
        }
    }

    fn check_action(&self, seat: Seat, action: &Play) -> Result<(), DuelViolation> {
        if !self.hands[seat.index()].contains(action.0) {
            return Err(DuelViolation::NotInHand(action.0));
        }
        if !self.allowed(seat, action.0) {
            return Err(DuelViolation::Barred(action.0));
        }
        Ok(())
    }

    fn perform<S: EventSink<DuelEvent>>(&mut self, seat: Seat, action: &Play, events: &mut S) {
        let s = seat.index();
        self.hands[s].remove(action.0);
        self.committed[s] = Some(action.0);
        self.actions += 1;
        let leaky = self.config.bug == Bug::LeakyEvents;
        events.emit(|| DuelEvent::Committed {
            seat,
            card: Some(action.0),
        });
        if leaky {
            // The planted leak: the card again, in a public event.
            events.emit(|| DuelEvent::Shown { card: action.0 });
        }
        if self.owing().is_empty() {
            let plays: Vec<u8> = self.committed[..self.config.players]
                .iter()
                .map(|c| c.unwrap_or(0))
                .collect();
            let best = (0..plays.len()).max_by_key(|&i| plays[i]).unwrap_or(0);
            self.scores[best] += 1;
            self.committed = [None; 3];
            self.trick += 1;
            events.emit(|| DuelEvent::TrickWon {
                seat: Seat(best as u8),
            });
        }
    }

    fn setup_events(&self, out: &mut Vec<DuelEvent>) {
        for s in 0..self.config.players {
            out.push(DuelEvent::Dealt {
                seat: Seat(s as u8),
                cards: self.hands[s].iter().collect(),
            });
        }
    }

    fn narrate_event(&self, _: &Self, event: &DuelEvent, _: Audience, out: &mut Vec<String>) {
        out.push(match event {
            DuelEvent::Committed {
                seat,
                card: Some(c),
            } => format!("{seat} commits card {c}"),
            DuelEvent::Committed { seat, card: None } => format!("{seat} commits a card"),
            DuelEvent::TrickWon { seat } => format!("{seat} wins the trick"),
            DuelEvent::Shown { card } => format!("card {card} is shown"),
            DuelEvent::Dealt { seat, cards } => format!("{seat} is dealt {cards:?}"),
        });
    }
}

impl Duel {
    /// Duel's `apply_mut` built the way every game's is: the turn checked
    /// once in the core, then the game's checks, then `perform`.
    pub fn apply_through_events(&mut self, seat: Seat, action: &Play) -> Result<(), DuelViolation> {
        tabletop_core::events::apply(self, seat, action, &mut tabletop_core::NoEvents)
    }

    /// Whose decision it is, for the tests.
    pub fn owes(&self, seat: Seat) -> bool {
        self.to_act().includes(seat)
    }
}
