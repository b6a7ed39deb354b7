//! The worked examples about tricks and rounds: ties (TV-T4), Inspiration
//! Dried Up and Poor Planning (TV-T5), the two-player modification (TV-T6)
//! and the next round's starting player (TV-T7).

use super::*;

// ---------------------------------------------------------------- TV-T4

#[test]
fn tv_t4_ties_go_to_the_earlier_poster() {
    // Three players; F6 has two copies in the three-player deck.
    let g = load(pos(3, &["F6+A9", "F6+A8", "F4+A6"], "S1 S2 S4 S6 S8 S9 A1"));
    let mut g2 = g.clone();
    for (s, a) in [(0, "post F6"), (1, "post F6"), (2, "post F4")] {
        play(&mut g2, s, a);
    }
    assert_eq!(last_trick(&g2, 1).winner, Some(Seat(0)));
    // Tie order counts from the starting player, not from seat 0.
    let mut p = pos(3, &["F6+A9", "F6+A8", "F4+A6"], "S1 S2 S4 S6 S8 S9 A1");
    p.start = 1;
    p.phase = PhaseText::Post { seat: 1 };
    let mut g = load(p);
    for (s, a) in [(1, "post F6"), (2, "post F4"), (0, "post F6")] {
        play(&mut g, s, a);
    }
    assert_eq!(last_trick(&g, 1).winner, Some(Seat(1)));
}

// ---------------------------------------------------------------- TV-T5

fn dried_up_position(players: usize) -> Position {
    let mut p = if players == 3 {
        pos(3, &["F8+F9", "", "A1+A2+0+00"], "S1 S2 S4 S6 S8 S9 S4")
    } else {
        pos(2, &["F8+F9", ""], "S1 S2 S4 S6 S8 S9 0")
    };
    p.trick = 6;
    p.round_tokens = if players == 3 {
        vec![0, 3, 1]
    } else {
        vec![0, 3]
    };
    // Seat 2 won a trick; its 1 token is what TV-T5 asks for.
    p.tricks_this_round = if players == 3 {
        vec![0, 1, 1]
    } else {
        vec![0, 1]
    };
    p.stacks = if players == 3 {
        vec![Cards::EMPTY, c("A9"), c("A3")]
    } else {
        vec![Cards::EMPTY, c("A9")]
    };
    p
}

#[test]
fn tv_t5_inspiration_dried_up_and_poor_planning() {
    let mut g = load(dried_up_position(3));
    play(&mut g, 0, "post F8");
    // P2 (seat 1) has no cards: loses 2 of 3 tokens when the turn reaches them.
    assert_eq!(g.round_tokens(Seat(1)), 1);
    assert_eq!(g.to_act(), ToAct::Seat(Seat(2)));
    play(&mut g, 2, "post A1");
    let t6 = last_trick(&g, 1);
    assert_eq!(t6.winner, Some(Seat(0)));
    assert_eq!(t6.dried_up, [0, 2, 0, 0]);
    // Trick 7: P2 pays what is left (1), P3 keeps a Stamp and a Souvenir.
    play(&mut g, 0, "post F9");
    assert_eq!(
        refuse(&g, 2, "post A2+0"),
        Violation::StampByLastPoster {
            reading: LastPoster::PostsLast
        }
    );
    play(&mut g, 2, "post A2");
    assert_eq!(g.round(), 2, "the round is over");
    let rec = g.round_record(1).unwrap();
    assert_eq!((rec[1].tokens, rec[1].poor_planning), (0, 0));
    assert_eq!(rec[2].tokens, 0, "2 cards left, 1 token: partial payment");
    assert_eq!(rec[2].poor_planning, 1);
    assert_eq!((rec[0].tokens, rec[0].tricks), (6, 2));
    assert_eq!(g.total_tokens(Seat(0)), 6);
    assert_eq!(g.total_tokens(Seat(2)), 0);
}

#[test]
fn tv_t5_no_dried_up_with_two_players() {
    let mut g = load(dried_up_position(2));
    play(&mut g, 0, "post F8");
    assert_eq!(g.round_tokens(Seat(1)), 3);
    let t = last_trick(&g, 1);
    assert_eq!(t.dried_up, [0; 4]);
}

// ---------------------------------------------------------------- TV-T6

fn modification_position(p2: &str) -> Traveluencer {
    let mut p = pos(2, &["F179+0+A5", p2], "A1 A2 A3 A4 S1 S2 0");
    p.displays = vec![Cards::EMPTY, Cards::EMPTY];
    load(p)
}

#[test]
fn tv_t6_two_player_modification() {
    let mut g = modification_position("F1289+0+A6");
    play(&mut g, 0, "post F7");
    play(&mut g, 1, "post F89");
    assert_eq!(
        g.phase(),
        Phase::Modify {
            seat: Seat(0),
            second: false
        }
    );
    let options = legal(&g, 0);
    for a in ["decline", "modify F1", "modify 0", "modify F9+0"] {
        assert!(options.contains(&act(a)), "{a} should be legal");
    }
    assert_eq!(
        refuse(&g, 0, "modify A5"),
        Violation::ModifyType {
            kind: PostType::Food
        }
    );
    assert_eq!(c("F17").view_count(), ViewCount(17));
    play(&mut g, 0, "modify F9+0");
    assert_eq!(g.post_of(Seat(0)).view_count(), ViewCount(790));
    assert_eq!(
        g.phase(),
        Phase::Modify {
            seat: Seat(1),
            second: true
        }
    );
    assert_eq!(refuse(&g, 1, "modify 0"), Violation::ModifyStampBySecond);
    assert_eq!(refuse(&g, 1, "modify F1+0"), Violation::ModifyStampBySecond);
    assert!(
        !legal(&g, 1)
            .iter()
            .any(|a| matches!(a, Action::Modify(m) if m.cards().stamps() > 0))
    );
    play(&mut g, 1, "modify F12");
    let t = last_trick(&g, 1);
    assert_eq!(
        (t.winner, t.view(), t.tokens),
        (Some(Seat(1)), ViewCount(1289), 4)
    );
    // No third modification: the trick is over and seat 1 leads the next.
    assert!(matches!(
        refuse(&g, 0, "modify F1"),
        Violation::Turn(TurnViolation::NotYourTurn { .. })
    ));
    assert_eq!(g.to_act(), ToAct::Seat(Seat(1)));
}

#[test]
fn tv_t6_declining_confirms_the_post() {
    let mut g = modification_position("F1289+0+A6");
    play(&mut g, 0, "post F7");
    play(&mut g, 1, "post F89");
    play(&mut g, 0, "decline");
    assert_eq!(last_trick(&g, 1).winner, Some(Seat(1)));
}

#[test]
fn tv_t6_no_answer_when_the_first_stays_behind() {
    let mut g = modification_position("F1289+0+A6");
    play(&mut g, 0, "post F7");
    play(&mut g, 1, "post F89");
    play(&mut g, 0, "modify F1");
    assert_eq!(
        last_trick(&g, 1).winner,
        Some(Seat(1)),
        "17 < 89: no answer owed"
    );
}

#[test]
fn tv_t6_modification_after_an_off_type_post() {
    let mut g = modification_position("S89+A6");
    play(&mut g, 0, "post F7");
    play(&mut g, 1, "post S89");
    assert_eq!(
        g.phase(),
        Phase::Modify {
            seat: Seat(0),
            second: false
        }
    );
}

// ---------------------------------------------------------------- TV-T7

fn last_trick_of_round(
    players: usize,
    totals: &[u16],
    seed: u64,
    config: Option<TraveluencerConfig>,
) -> Traveluencer {
    let mut hands = vec![""; players];
    hands[0] = "F5";
    let mut p = pos_with(
        config.unwrap_or_else(|| cfg(players)),
        &hands,
        "A1 A2 A3 A4 S1 S2 0",
    );
    p.round = 2;
    p.trick = 7;
    p.total_tokens = totals.to_vec();
    // Round 1's tricks: as few as give these tokens (at most 5 a trick).
    let tricks: Vec<u8> = totals.iter().map(|&t| t.div_ceil(5) as u8).collect();
    p.tricks_before = tricks.clone();
    p.rng = tabletop_core::GameRng::new(seed);
    p.records = vec![
        totals
            .iter()
            .zip(&tricks)
            .map(|(&t, &tricks)| RoundScore {
                tokens: t as u8,
                tricks,
                ..Default::default()
            })
            .collect(),
    ];
    load(p)
}

#[test]
fn tv_t7_next_round_starts_left_of_the_fewest_tokens() {
    let mut starts = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let mut g = last_trick_of_round(4, &[10, 4, 4, 7], seed, None);
        play(&mut g, 0, "post F5");
        assert_eq!(g.round(), 3);
        // A wins the trick: A=13, B=4, C=4, D=7. The RNG picks B or C.
        starts.insert(g.starting_player().0);
    }
    assert_eq!(starts.into_iter().collect::<Vec<_>>(), vec![2, 3]);
}

#[test]
fn tv_t7_two_players_literal_and_flag() {
    let mut g = last_trick_of_round(2, &[12, 9], 1, None);
    play(&mut g, 0, "post F5");
    assert_eq!(g.starting_player(), Seat(0), "left of B (fewest) is A");
    let mut config = cfg(2);
    config = config.with_two_player_trailing_starts(true);
    let mut g = last_trick_of_round(2, &[12, 9], 1, Some(config));
    play(&mut g, 0, "post F5");
    assert_eq!(g.starting_player(), Seat(1));
}
