//! Events: what each placement tells, and to whom. Every turn is
//! simultaneous (L18–20): the others learn only that a seat placed until
//! the step's placements are revealed together; hands are the owner's.

use tabletop_core::events::{Events, redact};
use tabletop_core::testing::check_events;
use tabletop_core::{Audience, Game, GameConfig, Seat};
use trailblazers_rules::event::HandsMove;
use trailblazers_rules::{
    CampCover, SoloRefill, Trailblazers, TrailblazersConfig, TrailblazersEvent as Ev,
};

fn players(n: usize) -> TrailblazersConfig {
    TrailblazersConfig::for_players(n).unwrap()
}

/// The kit at one configuration: every event reaches only its audience,
/// and what a seat is told never depends on what it cannot see.
fn kit(config: &TrailblazersConfig, games: u64, first_seed: u64) {
    let report = check_events::<Trailblazers>(config, games, first_seed);
    // 27 placements per seat and game (3 camps, 24 trail cards).
    assert_eq!(
        report.actions,
        games * 27 * config.players() as u64,
        "{report:?}"
    );
    assert!(report.events > report.actions, "{report:?}");
    assert!(report.blind_comparisons > report.actions / 2, "{report:?}");
}

#[test]
fn the_events_kit_passes_for_two_players() {
    kit(&players(2), 12, 1);
}

#[test]
fn the_events_kit_passes_for_three_players() {
    kit(&players(3), 8, 100);
}

#[test]
fn the_events_kit_passes_for_four_players() {
    kit(&players(4), 6, 200);
}

#[test]
fn the_events_kit_passes_for_four_players_when_camps_cover_nothing() {
    kit(&players(4).with_camp_cover(CampCover::Nothing), 4, 300);
}

#[test]
fn the_events_kit_passes_for_the_solo_challenges() {
    for (challenge, seed) in [
        ("tenderfoot-30", 400),
        ("voyager:trail-network", 500),
        ("blazer:bridge-builder+metro-park", 600),
    ] {
        let config = players(1)
            .with_challenge(challenge.parse().unwrap())
            .unwrap();
        let report = check_events::<Trailblazers>(&config, 8, seed);
        assert!(report.events > report.actions, "{challenge}: {report:?}");
        assert!(report.blind_comparisons > 0, "{challenge}: {report:?}");
    }
    let refill = players(1).with_solo_refill(SoloRefill::EveryTurn);
    let report = check_events::<Trailblazers>(&refill, 8, 700);
    assert!(report.blind_comparisons > 0, "{report:?}");
}

/// The first legal placement of `seat`, applied with its events.
fn place_first(g: &mut Trailblazers, seat: Seat) -> Vec<Ev> {
    let mut legal = Vec::new();
    g.legal_actions(seat, &mut legal);
    let mut told = Vec::new();
    g.apply_with_events(seat, &legal[0], &mut told).unwrap();
    told
}

fn told_to(events: &[Ev], audience: Audience) -> Vec<Ev> {
    events.iter().filter_map(|e| redact(e, audience)).collect()
}

#[test]
fn a_secret_placement_is_told_to_the_others_only_as_placed_until_the_reveal() {
    let mut g = Trailblazers::setup(players(2), 5).unwrap();
    let told = place_first(&mut g, Seat(0));
    let [Ev::Placed { seat, laid }] = told.as_slice() else {
        panic!("{told:?}")
    };
    assert_eq!(*seat, Seat(0));
    // Its own seat sees the camp; seat 1 and a spectator learn only that
    // seat 0 placed a camp.
    assert_eq!(told_to(&told, Audience::Seat(Seat(0))), told);
    for audience in [Audience::Seat(Seat(1)), Audience::Spectator] {
        assert_eq!(
            told_to(&told, audience),
            vec![Ev::PlacedInSecret {
                seat: Seat(0),
                camp: true
            }]
        );
    }
    // Seat 1 places last: both camps are revealed to everyone, in seat order.
    let told = place_first(&mut g, Seat(1));
    let revealed: Vec<_> = told_to(&told, Audience::Spectator)
        .into_iter()
        .filter_map(|e| match e {
            Ev::Revealed { seat, laid } => Some((seat, laid.placement)),
            _ => None,
        })
        .collect();
    assert_eq!(revealed.len(), 2, "{told:?}");
    assert_eq!(revealed[0], (Seat(0), laid.placement));
    assert_eq!(revealed[1].0, Seat(1));
}

#[test]
fn passed_hands_are_told_to_their_new_owner_and_the_move_to_everyone() {
    let mut g = Trailblazers::setup(players(3), 8).unwrap();
    let mut last = Vec::new();
    // The camps, then turn 1's two cards each.
    for _ in 0..3 {
        for s in 0..3u8 {
            last = place_first(&mut g, Seat(s));
        }
    }
    let spectator = told_to(&last, Audience::Spectator);
    assert!(spectator.contains(&Ev::TurnEnded {
        turn: 1,
        hands: HandsMove::Left
    }));
    assert!(!spectator.iter().any(|e| matches!(e, Ev::Hand { .. })));
    let mine = told_to(&last, Audience::Seat(Seat(1)));
    let hands: Vec<_> = mine
        .iter()
        .filter_map(|e| match e {
            Ev::Hand { seat, cards } => Some((*seat, cards.len())),
            _ => None,
        })
        .collect();
    // Seat 1 now holds seat 0's 6 cards (passed left); it sees only its own.
    assert_eq!(hands, vec![(Seat(1), 6)]);
}

#[test]
fn the_deal_is_told_as_cards_to_the_owner_and_as_a_count_to_the_others() {
    let g = Trailblazers::setup(players(2), 3).unwrap();
    let mut told = Vec::new();
    g.setup_events(&mut told);
    let to_seat_1 = told_to(&told, Audience::Seat(Seat(1)));
    assert!(to_seat_1.contains(&Ev::DealtCount {
        seat: Seat(0),
        count: 8
    }));
    let own: Vec<u16> = g.hand(Seat(1)).iter().map(|&c| u16::from(c) + 1).collect();
    assert!(to_seat_1.contains(&Ev::Dealt {
        seat: Seat(1),
        cards: own
    }));
}
