//! The Unexpected Events (TV-T8) and when they are revealed.

use super::*;

// ---------------------------------------------------------------- TV-T8

#[test]
fn tv_t8_rescheduled_permutes_remaining_topics_only() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..20 {
        let mut p = event_position(
            3,
            &["F9+F8", "", ""],
            3,
            &[EventKind::Flight, EventKind::Rescheduled, EventKind::Thief],
            0,
        );
        p.rng = tabletop_core::GameRng::new(seed);
        let mut g = load(p);
        play(&mut g, 0, "post F9");
        assert_eq!(
            g.revealed_events(),
            &[EventKind::Flight, EventKind::Rescheduled]
        );
        let spaces: Vec<Card> = (1..=7).map(|s| g.trending_card(s).unwrap()).collect();
        assert_eq!(&spaces[..3], &topics("S1 S2 S3")[..]);
        let mut rest = spaces[3..].to_vec();
        seen.insert(format!("{rest:?}"));
        rest.sort();
        assert_eq!(rest, topics("A4 A5 A6 A7"));
    }
    assert!(seen.len() > 1, "the shuffle moves the remaining topics");
}

#[test]
fn tv_t8_wind_shift_goes_to_the_fewest_tokens_clockwise_from_start() {
    let mut p = event_position(
        3,
        &["F9+F8", "A8+A9", "A1+S9"],
        3,
        &[EventKind::Flight, EventKind::WindShift, EventKind::Thief],
        1,
    );
    p.posts = vec![Cards::EMPTY, c("F2"), c("F3")];
    p.phase = PhaseText::Post { seat: 0 };
    let mut g = load(p);
    play(&mut g, 0, "post F9");
    // Round tokens (S, S+1, S+2) = (3, 0, 0): S+1 (seat 1) decides.
    assert_eq!(g.starting_player(), Seat(0));
    assert_eq!(g.phase(), Phase::WindShift { seat: Seat(1) });
    let e = refuse(&g, 1, "swap 3 A8");
    assert_eq!(e, Violation::SpaceNotRemaining { space: 3, first: 4 });
    assert!(legal(&g, 1).contains(&act("decline")));
    play(&mut g, 1, "swap 4 A8");
    assert_eq!(g.trending_card(4), Some(card("A8")));
    assert_eq!(g.hand(Seat(1)), c("A4+A9"));
    assert_eq!(g.to_act(), ToAct::Seat(Seat(0)));
}

#[test]
fn tv_t8_thief_skips_the_draw_from_an_empty_hand() {
    // Seat 0 posts its last card and wins trick 1; then the Thief.
    let mut p = event_position(
        3,
        &["F9", "A1+A2+A3", "S5+S6"],
        1,
        &[EventKind::Thief, EventKind::Flight, EventKind::Flight],
        1,
    );
    p.posts = vec![Cards::EMPTY, c("F2"), c("F3")];
    p.phase = PhaseText::Post { seat: 0 };
    let mut g = load(p);
    play(&mut g, 0, "post F9");
    // Seat 1's right (seat 0) is empty: seat 1 draws nothing but is drawn from
    // by seat 2; seat 0 draws from seat 2.
    assert_eq!(g.hand(Seat(0)).len(), 1);
    assert_eq!(g.hand(Seat(1)).len(), 2);
    assert_eq!(g.hand(Seat(2)).len(), 2);
    assert!(c("S5+S6").contains(g.hand(Seat(0))));
    assert_eq!(g.hand(Seat(2)).of_type(PostType::Architecture).len(), 1);
}

#[test]
fn tv_t8_lost_passport_skips_empty_hands() {
    let mut p = event_position(
        3,
        &["F9", "A1+A2+A3", "S5+S6"],
        1,
        &[
            EventKind::LostPassport,
            EventKind::Flight,
            EventKind::Flight,
        ],
        1,
    );
    p.posts = vec![Cards::EMPTY, c("F2"), c("F3")];
    p.phase = PhaseText::Post { seat: 0 };
    let mut g = load(p);
    play(&mut g, 0, "post F9");
    let pending = match g.to_act() {
        ToAct::Simultaneous(s) => s,
        other => panic!("{other:?}"),
    };
    assert_eq!(pending.iter().collect::<Vec<_>>(), vec![Seat(1), Seat(2)]);
    assert!(legal(&g, 0).is_empty());
    let before = g.discard_pile().len();
    play(&mut g, 2, "discard S5");
    assert_eq!(
        g.hand(Seat(2)).len(),
        2,
        "nothing happens until all have chosen"
    );
    play(&mut g, 1, "discard A3");
    assert_eq!(g.discard_pile().len(), before + 2);
    assert_eq!(g.hand(Seat(1)), c("A12"));
    assert_eq!(g.hand(Seat(2)), c("S6"));
}

#[test]
fn tv_t8_crossover_with_an_empty_opponent() {
    // Seat 0 wins trick 1 (3 tokens); fewest is seat 1 (first clockwise
    // from the new start among the tied). Seat 2 is empty.
    let mut p = event_position(
        4,
        &["F9+F1", "A1", "", "S5+S6"],
        1,
        &[EventKind::Crossover, EventKind::Flight, EventKind::Flight],
        1,
    );
    p.posts = vec![Cards::EMPTY, c("F2"), c("F3"), c("F4")];
    p.phase = PhaseText::Post { seat: 0 };
    let mut g = load(p);
    play(&mut g, 0, "post F9");
    assert_eq!(g.hand(Seat(1)).len(), 3, "drew from seats 3 and 0");
    let Phase::Crossover { seat, owed } = g.phase() else {
        panic!("{:?}", g.phase())
    };
    assert_eq!(seat, Seat(1));
    assert_eq!(owed.iter().collect::<Vec<_>>(), vec![Seat(0), Seat(3)]);
    // Gifts go clockwise from the target's left: seat 3 first, then seat 0.
    assert_eq!(
        refuse(&g, 1, "give A1 to 0"),
        Violation::WrongRecipient {
            expected: 3,
            got: 0
        }
    );
    play(&mut g, 1, "give A1 to 3");
    let give_back = g.hand(Seat(1)).iter().next().unwrap();
    play(&mut g, 1, &format!("give {give_back} to 0"));
    assert_eq!(g.hand(Seat(1)).len(), 1);
    assert_eq!(g.hand(Seat(0)).len(), 1);
    assert_eq!(g.hand(Seat(3)).len(), 2);
    assert_eq!(g.to_act(), ToAct::Seat(Seat(0)));
}

#[test]
fn tv_t8_flight_passes_one_card_left() {
    let mut p = event_position(
        3,
        &["F9+F8", "A1+A2", "S5+S6"],
        1,
        &[EventKind::Flight, EventKind::Thief, EventKind::Thief],
        1,
    );
    p.posts = vec![Cards::EMPTY, c("F2"), c("F3")];
    p.phase = PhaseText::Post { seat: 0 };
    let mut g = load(p);
    play(&mut g, 0, "post F9");
    play(&mut g, 0, "flight F8");
    play(&mut g, 1, "flight A1");
    play(&mut g, 2, "flight S6");
    assert_eq!(g.hand(Seat(0)), c("S6"));
    assert_eq!(g.hand(Seat(1)), c("F8+A2"));
    assert_eq!(g.hand(Seat(2)), c("A1+S5"));
}

#[test]
fn tv_t8_wrong_luggage_moves_whole_hands_left() {
    let mut p = event_position(
        3,
        &["F9+F8", "A1+A2", "S5"],
        1,
        &[EventKind::WrongLuggage, EventKind::Thief, EventKind::Thief],
        1,
    );
    p.posts = vec![Cards::EMPTY, c("F2"), c("F3")];
    p.phase = PhaseText::Post { seat: 0 };
    let mut g = load(p);
    play(&mut g, 0, "post F9");
    assert_eq!(g.hand(Seat(0)), c("S5"));
    assert_eq!(g.hand(Seat(1)), c("F8"));
    assert_eq!(g.hand(Seat(2)), c("A12"));
}

#[test]
fn events_are_off_by_default_and_reveal_before_tricks_2_4_6() {
    assert!(!TraveluencerConfig::default().events());
    let mut g = Traveluencer::setup(
        TraveluencerConfig::for_players(4)
            .unwrap()
            .with_events(true),
        3,
    )
    .unwrap();
    let mut bots: Vec<Box<dyn tabletop_core::Bot<Traveluencer>>> = (0..4)
        .map(|s| Box::new(tabletop_core::RandomBot::new(s)) as Box<_>)
        .collect();
    let mut reveals = Vec::new();
    let mut buf = Vec::new();
    tabletop_core::play_out(
        &mut g,
        &mut bots,
        10_000,
        &mut buf,
        |before, _, _, after| {
            if after.round() == before.round()
                && after.revealed_events().len() > before.revealed_events().len()
            {
                reveals.push((after.round(), after.trick()));
            }
        },
    )
    .unwrap();
    assert_eq!(
        reveals,
        vec![
            (1, 2),
            (1, 4),
            (1, 6),
            (2, 2),
            (2, 4),
            (2, 6),
            (3, 2),
            (3, 4),
            (3, 6)
        ]
    );
}

/// L109 (and the events of a trick): a Thief's draw is told as the card to
/// the thief and to the seat drawn from, and to everyone else as a draw; the
/// events come in the order of the table — the post, the trick's result,
/// the event revealed, the draws, the next trick's start.
#[test]
fn l109_a_thief_draw_is_told_as_the_card_to_thief_and_victim_only() {
    use tabletop_core::Audience;
    use tabletop_core::events::{Events, redact_all};
    use traveluencer_rules::TraveluencerEvent as Ev;
    let mut p = event_position(
        3,
        &["F9", "A1+A2+A3", "S5+S6"],
        1,
        &[EventKind::Thief, EventKind::Flight, EventKind::Flight],
        1,
    );
    p.posts = vec![Cards::EMPTY, c("F2"), c("F3")];
    p.phase = PhaseText::Post { seat: 0 };
    let mut g = load(p);
    let mut events = Vec::new();
    g.apply_with_events(Seat(0), &act("post F9"), &mut events)
        .unwrap();
    let kinds: Vec<&str> = events
        .iter()
        .map(|e| match e {
            Ev::Posted { .. } => "post",
            Ev::TrickWon { .. } => "won",
            Ev::EventRevealed { .. } => "revealed",
            Ev::ThievesDraw => "thieves",
            Ev::CardDrawn { .. } => "drawn",
            Ev::TrickStarted { .. } => "started",
            _ => "other",
        })
        .collect();
    assert_eq!(
        kinds,
        [
            "post", "won", "revealed", "thieves", "drawn", "drawn", "started"
        ]
    );
    // Seat 0 draws from seat 2, seat 2 from seat 1; seat 1's right is empty.
    let drawn = |audience| {
        let mut told = Vec::new();
        redact_all(&events, audience, &mut told);
        told.into_iter()
            .filter_map(|e| match e {
                Ev::CardDrawn { by, from, card } => Some((by.0, from.0, card.is_some())),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(
        drawn(Audience::Seat(Seat(1))),
        [(2, 1, true), (0, 2, false)]
    );
    assert_eq!(drawn(Audience::Seat(Seat(2))), [(2, 1, true), (0, 2, true)]);
    assert_eq!(drawn(Audience::Spectator), [(2, 1, false), (0, 2, false)]);
    let Some(Ev::CardDrawn {
        card: Some(card), ..
    }) = events
        .iter()
        .find(|e| matches!(e, Ev::CardDrawn { by: Seat(0), .. }))
    else {
        panic!("seat 0 draws");
    };
    assert_eq!(g.hand(Seat(0)), Cards::one(*card));
}
