//! The other rules, part one: components, setup, the pass, what a post may
//! hold, whose turn it is, the token award, leaders and last posters.

use super::*;

// ---------------------------------------------------------------- other rules

#[test]
fn components_sixty_post_cards_twenty_per_type() {
    let m = traveluencer_rules::CardMarks::default();
    let all = m.post_cards(4);
    assert_eq!(all.len(), 60);
    for t in PostType::ALL {
        let of = all.of_type(t);
        assert_eq!(of.len(), 20);
        let counts: Vec<u8> = (1..=9)
            .map(|v| Card::post(t, v).map_or(0, |c| of.count(c)))
            .collect();
        assert_eq!(counts, [3, 3, 2, 2, 2, 2, 2, 2, 2], "TV-1");
    }
}

#[test]
fn player_count_marks_satisfy_the_dealing_arithmetic() {
    let m = traveluencer_rules::CardMarks::default();
    // 4 players: 64 cards, 63 dealt. 3 players: 49 needed. 2 players: 41 needed.
    assert_eq!(m.post_cards(4).len() + 4, 64);
    assert!(m.post_cards(3).len() + 4 >= 49);
    assert_eq!(m.post_cards(2).len() + 2, 41);
    let mut bad = m;
    bad.four[0][8] = 3;
    assert!(bad.validate().is_err());
    // TV-2: the two-player setup (L87-L91) leaves no card over, so exactly
    // 21 cards carry a mark; fewer would leave two-player cards unexplained.
    let mut fewer = m;
    fewer.three[0][3] = 0;
    assert_eq!(fewer.totals(), (15, 5));
    assert!(fewer.validate().unwrap_err().contains("exactly"));
    let mut moved = m;
    moved.three[0][3] = 0;
    moved.three[0][5] = 1;
    assert!(moved.validate().is_ok(), "which values are marked is free");
}

#[test]
fn setup_three_and_four_players() {
    for players in [3, 4] {
        let g = Traveluencer::setup(cfg(players), 9).unwrap();
        for s in 0..players as u8 {
            let hand = g.hand(Seat(s));
            assert_eq!(hand.len(), 15, "14 cards and a Souvenir");
            assert_eq!(hand.souvenirs(), 1, "a Souvenir each; the deck has none");
        }
        assert!(!g.topics_revealed());
        assert!(g.view(Seat(0)).trending.is_none(), "topics are face down");
        assert_eq!(
            g.to_act(),
            ToAct::Simultaneous(tabletop_core::SeatSet::all(players))
        );
    }
}

#[test]
fn setup_two_players() {
    let g = Traveluencer::setup(cfg(2), 5).unwrap();
    for s in 0..2 {
        assert_eq!(g.display(Seat(s)).len(), 5);
        assert_eq!(g.display(Seat(s)).souvenirs(), 0);
        assert_eq!(g.hand(Seat(s)).len(), 11, "10 cards and a Souvenir (TV-23)");
    }
    let stamps_on_map = (1..=7)
        .filter(|&s| g.trending_card(s) == Some(Card::STAMP))
        .count();
    assert!(stamps_on_map >= 2);
    let mut config = cfg(2);
    config = config.with_two_player_souvenirs(false);
    let g = Traveluencer::setup(config, 5).unwrap();
    assert_eq!(g.hand(Seat(0)).len(), 10);
}

#[test]
fn the_pass_moves_three_cards_left_at_once() {
    let g0 = Traveluencer::setup(cfg(3), 11).unwrap();
    let mut g = g0.clone();
    let picks: Vec<Cards> = (0..3)
        .map(|s| {
            g.hand(Seat(s))
                .iter()
                .take(3)
                .fold(Cards::EMPTY, |mut acc, c| {
                    acc.add(c, 1);
                    acc
                })
        })
        .collect();
    // The three cards are picked one at a time.
    assert!(matches!(
        refuse(&g, 0, &format!("pass {}", picks[0])),
        Violation::PassSize { got: 3 }
    ));
    let pick_all = |g: &mut Traveluencer, s: u8| {
        for card in picks[s as usize].iter() {
            play(g, s, &format!("pass {card}"));
        }
    };
    pick_all(&mut g, 1);
    assert_eq!(
        g.hand(Seat(1)),
        g0.hand(Seat(1)),
        "nothing moves until all passed"
    );
    let first = picks[1].iter().next().unwrap();
    assert!(matches!(
        refuse(&g, 1, &format!("pass {first}")),
        Violation::Turn(TurnViolation::AlreadyDecided { .. })
    ));
    // A card already picked cannot be picked again (unless a second copy is held).
    let card0 = picks[0].iter().next().unwrap();
    play(&mut g, 0, &format!("pass {card0}"));
    if g0.hand(Seat(0)).count(card0) == 1 {
        assert!(matches!(
            refuse(&g, 0, &format!("pass {card0}")),
            Violation::NotHeld { .. }
        ));
    }
    for card in picks[0].iter().skip(1) {
        play(&mut g, 0, &format!("pass {card}"));
    }
    assert_eq!(g.hand(Seat(0)), g0.hand(Seat(0)), "still nothing moves");
    pick_all(&mut g, 2);
    for s in 0..3usize {
        let from = (s + 2) % 3;
        let expect = g0.hand(Seat(s as u8)).minus(picks[s]).plus(picks[from]);
        assert_eq!(g.hand(Seat(s as u8)), expect);
    }
    assert!(g.topics_revealed(), "topics turn face up after the pass");
    assert_eq!(g.to_act(), ToAct::Seat(Seat(0)));
}

#[test]
fn two_player_pass_comes_from_the_hand_only() {
    let g = Traveluencer::setup(cfg(2), 21).unwrap();
    let display = g.display(Seat(0));
    let hand = g.hand(Seat(0));
    let only_display = display.faces().find(|&(c, _)| !hand.has(c)).map(|(c, _)| c);
    if let Some(d) = only_display {
        assert!(matches!(
            refuse(&g, 0, &format!("pass {d}")),
            Violation::NotHeld { .. }
        ));
    }
    assert!(
        legal(&g, 0)
            .iter()
            .all(|a| matches!(a, Action::Pass(p) if p.len() == 1 && hand.contains(*p)))
    );
}

#[test]
fn stamps_and_souvenirs_need_a_post_card() {
    let g = load(pos(
        4,
        &["F5+0+00", "F2+A6", "F3+A7", "F4+A8"],
        "A1 A2 A3 A4 S1 S2 S3",
    ));
    assert_eq!(refuse(&g, 0, "post 0"), Violation::NoPostCard);
    assert_eq!(refuse(&g, 0, "post 00"), Violation::NoPostCard);
    assert_eq!(refuse(&g, 0, "post 0+00"), Violation::NoPostCard);
    assert!(g.validate(Seat(0), &act("post F5+0+00")).is_ok());
    assert!(
        Violation::NoPostCard
            .to_string()
            .contains("no Post card in the post")
    );
}

#[test]
fn a_post_is_one_type() {
    let g = load(pos(
        4,
        &["F5+S5", "F2+A6", "F3+A7", "F4+A8"],
        "A1 A2 A3 A4 S1 S2 S3",
    ));
    assert!(matches!(
        refuse(&g, 0, "post F5+S5"),
        Violation::MixedTypes { .. }
    ));
}

/// L43: "can only be played by the starting player of the turn".
#[test]
fn souvenir_only_from_the_starting_player() {
    let mut g = load(pos(
        4,
        &["F5", "F2+00+A6", "F3+A7", "F4+A8"],
        "A1 A2 A3 A4 S1 S2 S3",
    ));
    play(&mut g, 0, "post F5");
    let e = refuse(&g, 1, "post F2+00");
    assert_eq!(e, Violation::SouvenirByNonStarter { starter: Seat(0) });
    assert_eq!(
        e.to_string(),
        "Souvenir by a player other than the starting player: only seat 0, who starts this \
         trick, may play Souvenirs"
    );
    assert_eq!(e.rule(), Rule::SouvenirByStarter.citation());
}

#[test]
fn not_your_turn_and_unknown_seats() {
    let g = load(pos(
        4,
        &["F5", "F2+A6", "F3+A7", "F4+A8"],
        "A1 A2 A3 A4 S1 S2 S3",
    ));
    let e = refuse(&g, 1, "post F2");
    assert!(matches!(
        e,
        Violation::Turn(TurnViolation::NotYourTurn { seat: Seat(1), .. })
    ));
    assert_eq!(
        e.to_string(),
        "it is not seat 1's decision: waiting for seat 0"
    );
    assert_eq!(e.rule(), Rule::TurnOrder.citation());
    let e = g.validate(Seat(200), &act("post F2")).unwrap_err();
    assert!(matches!(
        e,
        Violation::Turn(TurnViolation::NoSuchSeat {
            seat: Seat(200),
            players: 4,
            ..
        })
    ));
    assert_eq!(e.rule(), Rule::Seats.citation());
    let e = refuse(&g, 0, "pass F5");
    assert_eq!(
        e,
        Violation::WrongDecision {
            action: "a pass",
            expected: "publish a post (post ...)"
        }
    );
    assert_eq!(
        e.to_string(),
        "a pass is not possible now: publish a post (post ...)"
    );
    assert!(matches!(
        refuse(&g, 0, "post F6"),
        Violation::NotHeld { .. }
    ));
}

#[test]
fn token_award_by_cards_in_the_winning_post() {
    assert_eq!(
        (1..=7)
            .map(traveluencer_rules::tokens_for)
            .collect::<Vec<_>>(),
        [3, 3, 4, 4, 5, 5, 5]
    );
    // No card, no award (the function is public; play never asks for 0).
    assert_eq!(traveluencer_rules::tokens_for(0), 0);
    let mut g = load(pos(
        4,
        &["F12345+A9", "F2+A6", "F3+A7", "F4+A8"],
        "A1 A2 A3 A4 S1 S2 S3",
    ));
    play(&mut g, 0, "post F12345");
    for (s, a) in [(1, "post F2"), (2, "post F3"), (3, "post F4")] {
        play(&mut g, s, a);
    }
    assert_eq!(last_trick(&g, 1).tokens, 5);
}

#[test]
fn enumeration_lists_each_post_once() {
    let g = load(pos(
        4,
        &["F112", "F2+A6", "F3+A7", "F4+A8"],
        "A1 A2 A3 A4 S1 S2 S3",
    ));
    let mut posts: Vec<String> = legal(&g, 0).iter().map(|a| a.to_string()).collect();
    posts.sort();
    assert_eq!(
        posts,
        ["post F1", "post F11", "post F112", "post F12", "post F2"]
    );
}

#[test]
fn leader_when_the_starting_player_cannot_post() {
    // TV-8 and TV-11: seat 0 holds only a Stamp: skipped without penalty;
    // seat 1 leads, and under the souvenir_by_leader flag may add a
    // Souvenir (by default it may not: see literal_readings).
    let mut config = cfg(4);
    config = config.with_souvenir_by_leader(true);
    let mut p = pos_with(
        config,
        &["0", "F2+00", "F3+A7", "F4+A8"],
        "A1 A2 A3 A4 S1 S2 S3",
    );
    p.round_tokens = vec![3, 0, 0, 0];
    p.tricks_this_round = vec![0, 0, 0, 0];
    p.trick = 2;
    p.phase = PhaseText::Post { seat: 1 };
    p.tricks_this_round = vec![1, 0, 0, 0];
    p.stacks = vec![c("A9"), Cards::EMPTY, Cards::EMPTY, Cards::EMPTY];
    let mut g = load(p);
    play(&mut g, 1, "post F2+00");
    assert_eq!(g.leader(), Some(Seat(1)));
    play(&mut g, 2, "post F3");
    play(&mut g, 3, "post F4");
    let t = last_trick(&g, 1);
    assert_eq!(t.winner, Some(Seat(1)), "F2+00 = 200");
    assert_eq!(
        g.round_tokens(Seat(0)),
        3,
        "no Dried Up for a non-empty hand"
    );
}

#[test]
fn nobody_can_post_means_no_winner() {
    let mut p = pos(4, &["0", "0", "0", "0+00"], "A1 A2 A3 A4 S1 S2 S3");
    p.trick = 7;
    p.start = 2;
    p.phase = PhaseText::Post { seat: 2 };
    // A position where nobody can post owes no decision, so it cannot be
    // loaded: the seat to post must hold a Post card.
    p.fill_out_of_play().unwrap();
    assert!(
        Traveluencer::try_from(p)
            .unwrap_err()
            .contains("holds no Post card")
    );
    // Seat 1 wins trick 6 with its last Post card; in trick 7 nobody holds one.
    let mut p = pos(4, &["0", "F9", "0", "0+00"], "A1 A2 A3 A4 S1 S2 S3");
    p.trick = 6;
    p.start = 1;
    p.phase = PhaseText::Post { seat: 1 };
    p.round_tokens = vec![4, 0, 0, 0];
    p.tricks_this_round = vec![1, 0, 0, 0];
    p.stacks = vec![c("A9"), Cards::EMPTY, Cards::EMPTY, Cards::EMPTY];
    let mut g = load(p);
    play(&mut g, 1, "post F9");
    assert_eq!(g.round(), 2);
    let log: Vec<_> = g.trick_log(1).copied().collect();
    // The hand-written position starts at trick 6: the log holds 6 and 7.
    assert_eq!(log.len(), 2);
    assert_eq!(log[0].winner, Some(Seat(1)));
    assert_eq!(log[1].winner, None, "TV-12: no winner");
    assert_eq!(log[1].start, Seat(1), "the starting player stays");
    assert_eq!(log[1].dried_up, [0, 2, 0, 0], "seat 1 had no cards");
}

#[test]
fn last_poster_is_the_last_seat_holding_cards() {
    // TV-7: seat 3 is empty, so seat 2 is the last poster.
    let mut g = load(pos(
        4,
        &["F5+A9", "F2+A6", "F3+0", ""],
        "A1 A2 A3 A4 S1 S2 S3",
    ));
    assert_eq!(g.last_poster(), Some(Seat(2)));
    play(&mut g, 0, "post F5");
    play(&mut g, 1, "post F2");
    assert_eq!(
        refuse(&g, 2, "post F3+0"),
        Violation::StampByLastPoster {
            reading: LastPoster::PostsLast
        }
    );
    // Flag: the seat to the starting player's right (seat 3) is barred instead.
    let mut config = cfg(4);
    config = config.with_last_poster(LastPoster::SeatBeforeStart);
    let mut g = load(pos_with(
        config,
        &["F5+A9", "F2+A6", "F3+0", ""],
        "A1 A2 A3 A4 S1 S2 S3",
    ));
    play(&mut g, 0, "post F5");
    play(&mut g, 1, "post F2");
    assert!(g.validate(Seat(2), &act("post F3+0")).is_ok());
}

/// L95: "use cards from the hand or cards publicly displayed in front of
/// oneself (or a mix of both)": the post names where each card comes from.
#[test]
fn two_player_posts_name_hand_and_display_cards() {
    let mut p = pos(2, &["F1+A5", "S1+S2"], "A1 A2 A3 A4 S3 S4 0");
    p.displays = vec![c("F1+F9"), c("S6")];
    let mut g = load(p);
    assert!(
        g.validate(Seat(0), &act("post F1+F19*")).is_ok(),
        "hand and display mixed"
    );
    // F9 is only face up: naming it from the hand is refused, with a hint.
    let e = refuse(&g, 0, "post F19");
    assert!(e.to_string().contains("mark it with *"), "{e}");
    // The same cards from different places are different posts.
    let posts: Vec<String> = legal(&g, 0).iter().map(|a| a.to_string()).collect();
    for text in [
        "post F1",
        "post F1*",
        "post F1+F1*",
        "post F1+F19*",
        "post F19*",
    ] {
        assert!(posts.iter().any(|p| p == text), "{text} in {posts:?}");
    }
    // Food: hand F1 (0-1) x display F1 (0-1) x display F9 (0-1), less the
    // empty post; and A5.
    assert_eq!(
        posts.len(),
        8,
        "each (hand, display) choice once: {posts:?}"
    );
    play(&mut g, 0, "post F1");
    assert_eq!(g.display(Seat(0)), c("F1+F9"), "the hand's F1 was played");
    assert_eq!(g.hand(Seat(0)), c("A5"));
    let v = g.view(Seat(1));
    assert_eq!(v.seats[0].display, c("F1+F9"));
    assert_eq!(v.seats[0].hand_size, 1);
}

/// A card typed without its `*` that the hand lacks and the display holds
/// can only come from the display: the action is read so (L95, L97). Where
/// the hand holds the card, no `*` means the hand's. Posts are written in
/// one order: by type, the hand's cards before the display's.
#[test]
fn two_player_posts_infer_the_display_where_the_hand_lacks_the_card() {
    let mut p = pos(2, &["F1+A5", "S1+S2"], "A1 A2 A3 A4 S3 S4 0");
    p.displays = vec![c("F1+F9"), c("S6")];
    let g = load(p);
    let read = |text: &str| g.parse_action(text).unwrap();
    assert_eq!(read("post F19"), act("post F1+F9*"), "F9 is only face up");
    assert_eq!(read("post F1"), act("post F1"), "F1 is in the hand");
    assert_eq!(read("post F11"), act("post F1+F1*"), "one of each");
    assert_eq!(read("post F19*"), act("post F19*"), "as marked");
    assert_eq!(
        read("post F2"),
        act("post F2"),
        "held nowhere: refused as typed"
    );
    assert!(g.validate(Seat(0), &read("post F19")).is_ok());
    assert_eq!(read("post F19").to_string(), "post F1+F9*");
    for (typed, written) in [
        ("post 00+F9*", "post F9*+00"),
        ("post 0*+S2+F1*", "post F1*+S2+0*"),
        ("modify 0+F9*+F1", "modify F1+F9*+0"),
    ] {
        assert_eq!(act(typed).to_string(), written);
    }
}
