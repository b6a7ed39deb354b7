//! Events: what an action tells, in order, and to whom. The events kit
//! proves at every player count, with and without Unexpected Events and
//! under each rule flag alone, that applying with events leaves the same
//! state as without and that a seat's events never depend on what it
//! cannot see; the named scenarios show who learns a secret card.

use crate::configs::{flags_alone, standard};
use tabletop_core::events::{Events, redact_all};
use tabletop_core::testing::check_events;
use tabletop_core::{Audience, Game, Seat, SeatSet};
use traveluencer_rules::{Action, Card, Cards, Phase, Traveluencer, TraveluencerEvent as Ev};

fn kit(players: usize, events: bool, games: u64) {
    let config = standard(players, events);
    let seed = 90_000 + 1000 * players as u64 + u64::from(events) * 100;
    let report = check_events::<Traveluencer>(&config, games, seed);
    assert!(
        report.actions > 0 && report.events > report.actions,
        "{report:?}"
    );
    assert!(report.blind_comparisons > 0, "{report:?}");
    println!("{players} players, events {events}: {report:?}");
}

#[test]
fn two_players_tell_their_events_to_whom_they_may() {
    kit(2, false, 60);
    kit(2, true, 60);
}

#[test]
fn three_players_tell_their_events_to_whom_they_may() {
    kit(3, false, 50);
    kit(3, true, 50);
}

#[test]
fn four_players_tell_their_events_to_whom_they_may() {
    kit(4, false, 50);
    kit(4, true, 50);
}

#[test]
fn every_rule_flag_alone_tells_its_events_to_whom_it_may() {
    for players in 2..=4 {
        for events in [false, true] {
            for (flag, config) in flags_alone(&standard(players, events)) {
                let report = check_events::<Traveluencer>(&config, 8, 91_000 + players as u64);
                assert!(report.blind_comparisons > 0, "{flag}: {report:?}");
            }
        }
    }
}

/// What `audience` is told of `events`.
fn told(events: &[Ev], audience: Audience) -> Vec<Ev> {
    let mut out = Vec::new();
    redact_all(events, audience, &mut out);
    out
}

/// Plays the round-start picks of a three-player game (each seat its
/// first legal pick, three times) and returns the events of the last pick.
fn last_pick_events(g: &mut Traveluencer) -> Vec<Ev> {
    let mut events = Vec::new();
    for seat in 0..3u8 {
        for _ in 0..3 {
            let mut legal = Vec::new();
            g.legal_actions(Seat(seat), &mut legal);
            events.clear();
            g.apply_with_events(Seat(seat), &legal[0], &mut events)
                .unwrap();
        }
    }
    events
}

/// L34: the passes are told as cards to the giver and the receiver, and
/// to everyone else as the bare fact that a seat passed to its left.
#[test]
fn l34_a_secret_pass_is_told_as_cards_to_giver_and_receiver_only() {
    let mut g = Traveluencer::setup(standard(3, false), 11).unwrap();
    let events = last_pick_events(&mut g);
    let pass_of_seat_0 = |e: &Ev| matches!(e, Ev::Passed { from: Seat(0), .. });
    let to_seat_1: Vec<Ev> = told(&events, Audience::Seat(Seat(1)));
    let to_seat_2: Vec<Ev> = told(&events, Audience::Seat(Seat(2)));
    let spectator: Vec<Ev> = told(&events, Audience::Spectator);
    let cards_of = |list: &[Ev]| {
        list.iter().find(|e| pass_of_seat_0(e)).map(|e| match e {
            Ev::Passed { cards, .. } => *cards,
            _ => None,
        })
    };
    // Seat 0 passes to seat 1: seat 1 sees the 3 cards, seat 2 and a
    // spectator only that seat 0 passed.
    let cards = cards_of(&to_seat_1)
        .flatten()
        .expect("seat 1 is told the cards");
    assert_eq!(cards.len(), 3);
    assert_eq!(cards_of(&to_seat_2), Some(None));
    assert_eq!(cards_of(&spectator), Some(None));
    assert_eq!(told(&events, Audience::Omniscient), events);
    // The topics are turned face up for everyone, then trick 1 begins.
    assert!(
        spectator
            .iter()
            .any(|e| matches!(e, Ev::TopicsRevealed { .. }))
    );
    assert!(matches!(
        spectator.last(),
        Some(Ev::TrickStarted { trick: 1, .. })
    ));
}

/// L34: a pick is told to the picker; the others learn that it picked.
#[test]
fn l34_a_pick_is_told_as_a_card_to_the_picker_only() {
    let mut g = Traveluencer::setup(standard(4, false), 3).unwrap();
    let mut legal = Vec::new();
    g.legal_actions(Seat(2), &mut legal);
    let Action::Pass(cards) = legal[0] else {
        panic!("a pick is owed");
    };
    let card = cards.iter().next();
    let mut events = Vec::new();
    g.apply_with_events(Seat(2), &legal[0], &mut events)
        .unwrap();
    assert_eq!(
        told(&events, Audience::Seat(Seat(2))),
        vec![Ev::PassPicked {
            seat: Seat(2),
            card
        }]
    );
    assert_eq!(
        told(&events, Audience::Seat(Seat(3))),
        vec![Ev::PassPicked {
            seat: Seat(2),
            card: None
        }]
    );
}

/// A refused action tells nothing and changes nothing.
#[test]
fn a_refused_action_tells_nothing() {
    let mut g = Traveluencer::setup(standard(3, false), 5).unwrap();
    let before = g.clone();
    let mut events = Vec::new();
    let refused = g.apply_with_events(Seat(0), &Action::Flight(Card::STAMP), &mut events);
    assert!(refused.is_err());
    assert!(events.is_empty());
    assert_eq!(g, before);
}

/// The deal at setup: each seat is told its own hand, the others its size;
/// the cards out of play are told to nobody at the table.
#[test]
fn the_deal_is_told_to_each_seat_as_its_own_hand() {
    let g = Traveluencer::setup(standard(3, true), 8).unwrap();
    let mut events = Vec::new();
    g.setup_events(&mut events);
    let seat_1 = told(&events, Audience::Seat(Seat(1)));
    for e in &seat_1 {
        if let Ev::Dealt { seat, hand, .. } = e {
            assert_eq!(hand.is_some(), *seat == Seat(1), "{e:?}");
            if *seat == Seat(1) {
                assert_eq!(*hand, Some(g.hand(Seat(1))));
            }
        }
    }
    assert!(!seat_1.iter().any(|e| matches!(e, Ev::OutOfPlay { .. })));
    assert!(
        told(&events, Audience::Omniscient)
            .iter()
            .any(|e| matches!(e, Ev::OutOfPlay { .. }))
    );
    assert!(matches!(
        events.first(),
        Some(Ev::RoundStarted { round: 1, .. })
    ));
    assert!(matches!(g.phase(), Phase::Pass { .. }));
    let _ = (Cards::EMPTY, SeatSet::EMPTY);
}
