//! The other rules, part two: the game's end, views, configurations,
//! positions, the two-player game's details and the rule each refusal names.

use super::*;

#[test]
fn game_end_ties_break_on_tricks_then_share() {
    // Seat 0 wins the last trick: 23 tokens each; tricks decide, then share.
    for (tricks, shared) in [([5, 5], false), ([4, 5], true)] {
        let p = last_post_of_the_game(tricks);
        let mut g = load(p);
        play(&mut g, 0, "post F5");
        let o = g.outcome().unwrap();
        assert_eq!(o.scores, vec![23, 23]);
        assert_eq!(o.is_shared(), shared);
        assert!(o.winners.contains(Seat(0)));
        assert_eq!(g.to_act(), ToAct::GameOver);
    }
}

#[test]
fn a_game_is_three_rounds_of_seven_tricks() {
    let mut g = Traveluencer::setup(cfg(3), 4).unwrap();
    let mut bots: Vec<Box<dyn tabletop_core::Bot<Traveluencer>>> = (0..3)
        .map(|s| Box::new(tabletop_core::RandomBot::new(s)) as Box<_>)
        .collect();
    let mut buf = Vec::new();
    tabletop_core::play_out(&mut g, &mut bots, 10_000, &mut buf, |_, _, _, _| {}).unwrap();
    for r in 1..=3 {
        assert_eq!(g.trick_log(r).count(), 7);
        assert!(g.round_record(r).is_some());
    }
    let o = g.outcome().unwrap();
    let sum: i64 = o.scores.iter().sum();
    let recorded: i64 = (1..=3)
        .flat_map(|r| {
            g.round_record(r)
                .unwrap()
                .iter()
                .map(|s| s.tokens as i64)
                .collect::<Vec<_>>()
        })
        .sum();
    assert_eq!(sum, recorded);
}

#[test]
fn a_view_shows_only_what_the_seat_may_see() {
    let g = Traveluencer::setup(cfg(4), 8).unwrap();
    let v = g.view(Seat(1));
    assert_eq!(v.hand, Some(g.hand(Seat(1))));
    assert_eq!(v.seats[2].hand_size, 15);
    let json = serde_json::to_string(&v).unwrap();
    assert!(!json.contains("rng"));
    assert!(!json.contains(&g.hand(Seat(2)).to_string()) || g.hand(Seat(2)) == g.hand(Seat(1)));
    assert_eq!(g.public_view().hand, None);
}

#[test]
fn config_files_may_give_some_fields() {
    let c: TraveluencerConfig = serde_json::from_str(r#"{"players": 4, "events": true}"#).unwrap();
    assert!(c.events());
    assert_eq!(c.players(), 4);
    assert!(c.validate().is_ok());
    assert!(
        serde_json::from_str::<TraveluencerConfig>(r#"{"players": 5}"#)
            .unwrap()
            .validate()
            .is_err()
    );
    let names: Vec<&str> = TraveluencerConfig::rule_flags()
        .iter()
        .map(|f| f.ruling)
        .collect();
    for id in ["TV-2", "TV-5", "TV-7", "TV-20", "TV-23", "TV-27"] {
        assert!(names.contains(&id), "{id}");
    }
    assert_eq!(TraveluencerConfig::variants(), vec!["events"]);
}

#[test]
fn positions_reject_broken_conservation() {
    let mut p = pos(
        4,
        &["F5", "F2+A6", "F3+A7", "F4+A8"],
        "A1 A2 A3 A4 S1 S2 S3",
    );
    p.fill_out_of_play().unwrap();
    let mut extra = p.clone();
    extra.hands[0] = c("F55");
    let e = Traveluencer::try_from(extra).unwrap_err();
    assert!(e.contains("card conservation"), "{e}");
    // A card no zone lists goes out of play or on the discard pile, and the
    // deal leaves exactly one card out with four players (L25).
    let mut two_out = pos(
        4,
        &["F5", "F2+A6", "F3+A7", "F4+A8"],
        "A1 A2 A3 A4 S1 S2 S3",
    );
    two_out.out_of_play = Some(c("A9+S9"));
    assert!(
        Traveluencer::try_from(two_out)
            .unwrap_err()
            .contains("the deal leaves 1 out")
    );
    let mut three_f5 = p.clone();
    three_f5.hands[0] = c("F555");
    assert!(three_f5.fill_out_of_play().is_err());
    assert!(serde_json::from_str::<Traveluencer>("{\"round\": 1}").is_err());
}

#[test]
fn view_counts_exceed_u64() {
    // A whole type (20 cards), 4 Stamps and 4 Souvenirs: 32 digits (TV-33).
    let post = c("F11122233445566778899+0+0+0+0+00+00+00+00");
    let view = post.view_count();
    assert!(view.0 > u64::MAX as u128);
    assert_eq!(view.0.to_string(), "11122233445566778899000000000000");
    assert_eq!(view.0.to_string().len(), 32);
    let json = serde_json::to_string(&view).unwrap();
    assert_eq!(json, "\"11122233445566778899000000000000\"");
}

#[test]
fn two_player_setup_sets_six_cards_aside() {
    let g = Traveluencer::setup(cfg(2), 17).unwrap();
    let p: Position = serde_json::from_value(serde_json::to_value(&g).unwrap()).unwrap();
    let out = p.out_of_play.unwrap();
    assert_eq!(out.len(), 6);
    assert_eq!(out.souvenirs(), 0);
    // 39 Post cards + 4 Stamps + 2 Souvenirs: 6 aside, 7 topics, 2 x 16 held.
    let held: usize = (0..2).map(|s| g.held(Seat(s)).len()).sum();
    assert_eq!(held, 32);
    assert!(g.view(Seat(1)).seats[0].display.len() == 5);
}

#[test]
fn default_event_deck_is_the_seven_known_events() {
    let c = TraveluencerConfig::default();
    assert_eq!(c.event_deck().as_slice(), &EventKind::KNOWN);
    let mut short = TraveluencerConfig::for_players(3)
        .unwrap()
        .with_events(true);
    short = short.with_event_deck(
        traveluencer_rules::EventDeck::from_slice(&[EventKind::Flight, EventKind::Thief]).unwrap(),
    );
    assert!(short.validate().is_err(), "a round draws 3 events");
    let g = Traveluencer::setup(
        TraveluencerConfig::for_players(3)
            .unwrap()
            .with_events(true),
        1,
    )
    .unwrap();
    assert!(g.revealed_events().is_empty(), "no event before trick 2");
}

#[test]
fn wind_shift_is_skipped_for_an_empty_hand() {
    // Seat 0 wins trick 3: round tokens become (3, 0, 3), and seat 1, the
    // fewest, holds no card.
    let mut p = event_position(
        3,
        &["F9+F8", "", "A1+S9"],
        3,
        &[EventKind::Flight, EventKind::WindShift, EventKind::Thief],
        2,
    );
    p.posts = vec![Cards::EMPTY, Cards::EMPTY, c("F3")];
    p.round_tokens = vec![0, 0, 3];
    p.tricks_this_round = vec![0, 0, 1];
    p.stacks = vec![Cards::EMPTY, Cards::EMPTY, c("A9")];
    p.phase = PhaseText::Post { seat: 0 };
    let mut g = load(p);
    play(&mut g, 0, "post F9");
    // Tokens now (3, 0, 3) with seat 0 starting: seat 1 is fewest but empty.
    assert_eq!(g.revealed_events().last(), Some(&EventKind::WindShift));
    assert_eq!(g.to_act(), ToAct::Seat(Seat(0)), "no Wind Shift decision");
}

#[test]
fn two_player_wrong_luggage_swaps_hands_and_keeps_displays() {
    let mut p = event_position(
        2,
        &["F9+F8", "A1+A2"],
        1,
        &[EventKind::WrongLuggage, EventKind::Thief, EventKind::Thief],
        1,
    );
    p.displays = vec![c("S5"), c("S6")];
    p.posts = vec![Cards::EMPTY, c("F2")];
    p.phase = PhaseText::Post { seat: 0 };
    let mut g = load(p);
    play(&mut g, 0, "post F9");
    play(&mut g, 1, "decline");
    assert_eq!(g.hand(Seat(0)), c("A12"));
    assert_eq!(g.hand(Seat(1)), c("F8"));
    assert_eq!(g.display(Seat(0)), c("S5"));
    assert_eq!(g.display(Seat(1)), c("S6"));
}

#[test]
fn wind_shift_can_leave_a_trick_without_topic() {
    let mut p = event_position(
        3,
        &["F9+F8", "A8+0", "A1+S9"],
        3,
        &[EventKind::Flight, EventKind::WindShift, EventKind::Thief],
        1,
    );
    p.posts = vec![Cards::EMPTY, c("F2"), c("F3")];
    p.phase = PhaseText::Post { seat: 0 };
    let mut g = load(p);
    play(&mut g, 0, "post F9");
    assert_eq!(g.phase(), Phase::WindShift { seat: Seat(1) });
    assert_eq!(g.current_trend(), Some(PostType::Architecture));
    play(&mut g, 1, "swap 4 0");
    assert_eq!(g.current_trend(), None, "a Stamp on the space: no topic");
    assert_eq!(g.hand(Seat(1)), c("A48"));
}

#[test]
fn two_player_follow_obligation_counts_the_display() {
    // L40 with L95 (TV-10, TV-24): seat 1's only Food card lies face up in
    // its display, so it must follow Food.
    let mut p = pos(2, &["F2+A5", "S1+S2"], "A1 A2 A3 A4 S3 S4 0");
    p.displays = vec![Cards::EMPTY, c("F9")];
    let mut g = load(p);
    play(&mut g, 0, "post F2");
    assert_eq!(
        refuse(&g, 1, "post S1"),
        Violation::MustFollow {
            led: PostType::Food,
            held: card("F9")
        }
    );
    assert_eq!(legal(&g, 1), vec![act("post F9*")]);
    play(&mut g, 1, "post F9*");
    assert_eq!(g.display(Seat(1)), Cards::EMPTY);
}

#[test]
fn two_player_poor_planning_counts_the_display() {
    // L76 with TV-24: cards left face up at the end of the round cost a token
    // each, like cards in the hand.
    let mut p = pos(2, &["F9", "F2"], "A1 A2 A3 A4 S3 S4 0");
    p.displays = vec![Cards::EMPTY, c("S5+S6")];
    p.trick = 7;
    p.round_tokens = vec![0, 3];
    p.tricks_this_round = vec![0, 1];
    p.stacks = vec![Cards::EMPTY, c("A9")];
    let mut g = load(p);
    play(&mut g, 0, "post F9");
    play(&mut g, 1, "post F2");
    let rec = g.round_record(1).unwrap();
    assert_eq!(rec[0].tokens, 3, "seat 0 wins the last trick");
    assert_eq!(
        (rec[1].tokens, rec[1].poor_planning),
        (1, 2),
        "two display cards left: 2 tokens lost"
    );
}

#[test]
fn two_player_lost_passport_discards_from_the_hand_only() {
    // L108 with TV-24: events handle the hidden hand; the display stays.
    let mut p = event_position(
        2,
        &["F9+F1", "A1+A2"],
        1,
        &[
            EventKind::LostPassport,
            EventKind::Flight,
            EventKind::Flight,
        ],
        0,
    );
    p.displays = vec![Cards::EMPTY, c("S6")];
    let mut g = load(p);
    play(&mut g, 0, "post F9");
    play(&mut g, 1, "post A1");
    assert!(matches!(g.phase(), Phase::LostPassport { .. }));
    assert_eq!(legal(&g, 1), vec![act("discard A2")]);
    assert!(matches!(
        refuse(&g, 1, "discard S6"),
        Violation::NotHeld { .. }
    ));
    play(&mut g, 1, "discard A2");
    play(&mut g, 0, "discard F1");
    assert_eq!(g.display(Seat(1)), c("S6"));
    assert_eq!(g.hand(Seat(0)), Cards::EMPTY);
    // Seat 0 starts trick 2 with nothing: no Dried Up in two-player (L101);
    // seat 1 posts from its display.
    assert_eq!(g.to_act(), ToAct::Seat(Seat(1)));
    assert_eq!(g.round_tokens(Seat(0)), 3);
}

#[test]
fn secret_choices_show_only_to_the_chooser() {
    // L34 and L105: passes and Flight cards are chosen face down; another
    // seat's view does not change while a choice waits, the chooser's own
    // view shows it.
    let mut g = Traveluencer::setup(cfg(3), 11).unwrap();
    let others: Vec<_> = [1, 2].iter().map(|&s| g.view(Seat(s))).collect();
    let pick = legal(&g, 0)[0];
    let Action::Pass(picked) = pick else {
        panic!("{pick}")
    };
    g.apply_mut(Seat(0), &pick).unwrap();
    assert_eq!(g.view(Seat(0)).my_choice, picked);
    for (k, s) in [1u8, 2].into_iter().enumerate() {
        assert_eq!(g.view(Seat(s)), others[k], "seat {s} sees nothing new");
        assert_eq!(g.view(Seat(s)).my_choice, Cards::EMPTY);
    }
    assert_eq!(g.public_view().my_choice, Cards::EMPTY);

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
    let before: Vec<_> = [1, 2].iter().map(|&s| g.view(Seat(s))).collect();
    play(&mut g, 0, "flight F8");
    assert_eq!(g.view(Seat(0)).my_choice, c("F8"));
    for (k, s) in [1u8, 2].into_iter().enumerate() {
        // Only who is still choosing changes, never what was chosen.
        let mut now = g.view(Seat(s));
        assert!(matches!(now.owed, Owed::Flight { pending } if !pending.contains(Seat(0))));
        assert!(!now.to_act.includes(Seat(0)));
        now.owed = before[k].owed.clone();
        now.to_act = before[k].to_act;
        assert_eq!(now, before[k], "seat {s} sees nothing of the choice");
    }
    let json = serde_json::to_string(&g.view(Seat(1))).unwrap();
    assert!(!json.contains("F8"), "{json}");
}

#[test]
fn every_violation_names_its_rulebook_line() {
    let all = [
        Violation::WrongDecision {
            action: "a post",
            expected: "pass",
        },
        Violation::NotHeld {
            card: card("F4"),
            place: "hand",
        },
        Violation::PassSize { got: 2 },
        Violation::NoPostCard,
        Violation::MixedTypes {
            first: PostType::Food,
            second: PostType::Scenery,
        },
        Violation::MustFollow {
            led: PostType::Food,
            held: card("F4"),
        },
        Violation::StampByLastPoster {
            reading: LastPoster::PostsLast,
        },
        Violation::StampByLastPoster {
            reading: LastPoster::HoldsACard,
        },
        Violation::StampByLastPoster {
            reading: LastPoster::SeatBeforeStart,
        },
        Violation::SouvenirByNonStarter { starter: Seat(0) },
        Violation::SouvenirByNonLeader { leader: Seat(1) },
        Violation::ModifyType {
            kind: PostType::Food,
        },
        Violation::EmptyModification,
        Violation::ModifyStampBySecond,
        Violation::SpaceNotRemaining { space: 1, first: 2 },
        Violation::WrongRecipient {
            expected: 1,
            got: 2,
        },
    ];
    let mut messages = std::collections::BTreeSet::new();
    for v in &all {
        let rule = v.broken_rule().expect("a rule of the game");
        assert_eq!(v.rule(), rule.citation());
        assert!(rule.citation().contains("(L"), "{v:?}: {rule:?}");
        // Each message says what is wrong in words of its own.
        let text = v.to_string();
        assert!(text.split_whitespace().count() >= 3, "{v:?}: {text}");
        assert!(
            messages.insert(text.clone()),
            "{v:?} says what another says: {text}"
        );
    }
    assert_eq!(messages.len(), all.len());
}

#[test]
fn nothing_is_legal_after_the_game() {
    // L79: after the third round the game is over.
    let mut p = pos(3, &["F5", "", ""], "A1 A2 A3 A4 S1 S2 0");
    p.round = 3;
    p.trick = 7;
    let mut g = load(p);
    play(&mut g, 0, "post F5");
    assert_eq!(g.to_act(), ToAct::GameOver);
    assert!(g.outcome().is_some());
    for s in 0..3 {
        assert!(legal(&g, s).is_empty());
        let e = refuse(&g, s, "post F5");
        assert!(matches!(e, Violation::Turn(TurnViolation::GameOver { .. })));
        assert_eq!(e.rule(), Rule::GameEnd.citation());
    }
}
