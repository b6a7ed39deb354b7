//! The rulebook as named scenarios: the worked examples TV-T1 … TV-T8 of the
//! rules analysis, each built from a hand-written position, and a named test
//! for every other rule.
//!
//! Card values are chosen to exist in the player count's deck under the
//! default (provisional) marks; no test depends on which values are marked
//! beyond that.

use tabletop_core::{Game, GameConfig, PositionFile, RuleViolation, Seat, ToAct};
use traveluencer_rules::position::{PhaseText, Position};
use traveluencer_rules::{
    Action, Card, Cards, EventKind, Owed, Phase, PostType, RoundScore, Traveluencer,
    TraveluencerConfig, ViewCount, Violation,
};

fn c(s: &str) -> Cards {
    s.parse().unwrap()
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn act(s: &str) -> Action {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn topics(s: &str) -> Vec<Card> {
    s.split_whitespace().map(card).collect()
}

fn cfg(players: usize) -> TraveluencerConfig {
    TraveluencerConfig::for_players(players).unwrap()
}

/// A blank position: round 1, trick 1, seat 0 to post.
fn pos(players: usize, hands: &[&str], trending: &str) -> Position {
    pos_with(cfg(players), hands, trending)
}

fn pos_with(config: TraveluencerConfig, hands: &[&str], trending: &str) -> Position {
    let mut p = Position::new(config);
    p.hands = hands.iter().map(|h| c(h)).collect();
    p.trending = topics(trending);
    p
}

fn load(mut p: Position) -> Traveluencer {
    p.fill_out_of_play().unwrap();
    Traveluencer::try_from(p).unwrap_or_else(|e| panic!("position rejected: {e}"))
}

fn play(g: &mut Traveluencer, seat: u8, a: &str) {
    g.apply_mut(Seat(seat), &act(a))
        .unwrap_or_else(|e| panic!("seat {seat} {a}: {e}"));
}

fn refuse(g: &Traveluencer, seat: u8, a: &str) -> Violation {
    let before = g.clone();
    let mut copy = g.clone();
    let e = copy.apply_mut(Seat(seat), &act(a)).unwrap_err();
    assert_eq!(copy, before, "a refused action changed the state");
    assert_eq!(g.validate(Seat(seat), &act(a)), Err(e.clone()));
    e
}

fn legal(g: &Traveluencer, seat: u8) -> Vec<Action> {
    let mut v = Vec::new();
    g.legal_actions(Seat(seat), &mut v);
    v
}

fn last_trick(g: &Traveluencer, round: u8) -> traveluencer_rules::TrickRecord {
    *g.trick_log(round).last().expect("a finished trick")
}

// ---------------------------------------------------------------- TV-T1, TV-T2

#[test]
fn tv_t1_view_count_149() {
    assert_eq!(c("F914").view_count(), ViewCount(149));
    assert_eq!(c("F941"), c("F149"));
    let mut g = load(pos(
        4,
        &["F149+A5", "F2+A6", "F3+A7", "F4+A8"],
        "A1 A2 A3 A4 S1 S2 S3",
    ));
    play(&mut g, 0, "post F914");
    assert_eq!(g.post_of(Seat(0)).view_count(), ViewCount(149));
    for (s, a) in [(1, "post F2"), (2, "post F3"), (3, "post F4")] {
        play(&mut g, s, a);
    }
    let t = last_trick(&g, 1);
    assert_eq!(
        (t.winner, t.view(), t.tokens),
        (Some(Seat(0)), ViewCount(149), 4)
    );
}

fn tv_t2_position(config: TraveluencerConfig) -> Traveluencer {
    load(pos_with(
        config,
        &["F149+0+0+00+A5", "F2+A6", "F3+A7", "F5+A8"],
        "A1 A2 A3 A4 S1 S2 S3",
    ))
}

#[test]
fn tv_t2_view_count_1490000_and_five_tokens() {
    let mut g = tv_t2_position(cfg(4));
    assert_eq!(c("F149+0+0+00").view_count(), ViewCount(1_490_000));
    play(&mut g, 0, "post F149+0+0+00");
    for (s, a) in [(1, "post F2"), (2, "post F3"), (3, "post F5")] {
        play(&mut g, s, a);
    }
    let t = last_trick(&g, 1);
    assert_eq!(t.winner, Some(Seat(0)));
    assert_eq!(t.view().to_string(), "1,490,000");
    assert_eq!(t.tokens, 5, "6 cards in the winning post (TV-5 default)");
    assert_eq!(g.round_tokens(Seat(0)), 5);
}

#[test]
fn tv_t2_post_cards_only_flag_gives_four_tokens() {
    let mut config = cfg(4);
    config.tokens_count_post_cards_only = true;
    let mut g = tv_t2_position(config);
    play(&mut g, 0, "post F149+0+0+00");
    for (s, a) in [(1, "post F2"), (2, "post F3"), (3, "post F5")] {
        play(&mut g, s, a);
    }
    assert_eq!(last_trick(&g, 1).tokens, 4);
}

#[test]
fn tv_t2_same_post_illegal_from_non_leader_and_last_poster() {
    // A non-leader may not add the Souvenir.
    let mut g = load(pos(
        4,
        &["F5+A5", "F149+0+0+00", "F3+A7", "F2+A8"],
        "A1 A2 A3 A4 S1 S2 S3",
    ));
    play(&mut g, 0, "post F5");
    assert_eq!(
        refuse(&g, 1, "post F149+0+0+00"),
        Violation::SouvenirByNonLeader
    );
    assert!(g.validate(Seat(1), &act("post F149+0+0")).is_ok());
    // The last poster may not add Stamps.
    let mut g = load(pos(
        4,
        &["F5+A5", "F2+A6", "F3+A7", "F149+0+0"],
        "A1 A2 A3 A4 S1 S2 S3",
    ));
    for (s, a) in [(0, "post F5"), (1, "post F2"), (2, "post F3")] {
        play(&mut g, s, a);
    }
    assert_eq!(g.last_poster(), Some(Seat(3)));
    let e = refuse(&g, 3, "post F149+0+0");
    assert_eq!(e, Violation::StampByLastPoster);
    assert!(e.to_string().contains("Stamp by the last poster"));
    assert!(e.rule().contains("L42"));
    assert!(g.validate(Seat(3), &act("post F149")).is_ok());
}

// ---------------------------------------------------------------- TV-T3

/// P1..P4 are seats 0..3; P1 starts; trick 1's topic is Scenery (S7).
fn trending_example(trend: &str, p2: &str, p4: &str) -> Traveluencer {
    let trending = format!("{trend} A1 A2 A3 A4 A5 S1");
    load(pos(4, &["F8+A9", p2, "F9+0+A7", p4], &trending))
}

#[test]
fn tv_t3_trending_post_wins_the_trick() {
    let mut g = trending_example("S7", "F56+A8", "S2+A6");
    play(&mut g, 0, "post F8");
    play(&mut g, 1, "post F65");
    play(&mut g, 2, "post F9+0");
    assert_eq!(g.post_of(Seat(1)).view_count(), ViewCount(56));
    assert_eq!(g.post_of(Seat(2)).view_count(), ViewCount(90));
    play(&mut g, 3, "post S2");
    let t = last_trick(&g, 1);
    assert_eq!(t.winner, Some(Seat(3)));
    assert_eq!(t.view(), ViewCount(2));
    assert_eq!(t.tokens, 3);
    assert_eq!(g.round_tokens(Seat(3)), 3);
    assert_eq!(g.stacks(Seat(3)), c("S2"));
    assert_eq!(g.tricks_won(Seat(3)), 1);
    assert_eq!(g.discard_pile(), c("F5689+0"));
    assert_eq!(g.discard_pile().len(), 5);
    assert_eq!(g.starting_player(), Seat(3));
    assert_eq!(g.to_act(), ToAct::Seat(Seat(3)));
}

fn winner_of(mut g: Traveluencer, posts: [&str; 4]) -> (Seat, u8) {
    for (s, a) in posts.iter().enumerate() {
        play(&mut g, s as u8, a);
    }
    let t = last_trick(&g, 1);
    (t.winner.unwrap(), t.tokens)
}

#[test]
fn tv_t3a_off_type_not_trending_cannot_win() {
    let g = trending_example("S7", "F56+A8", "A2+A6");
    assert_eq!(
        winner_of(g, ["post F8", "post F56", "post F9+0", "post A2"]),
        (Seat(2), 3)
    );
}

#[test]
fn tv_t3b_no_topic_on_a_stamp() {
    let g = trending_example("0", "F56+A8", "S2+A6");
    assert_eq!(
        winner_of(g, ["post F8", "post F56", "post F9+0", "post S2"]),
        (Seat(2), 3)
    );
}

#[test]
fn tv_t3c_trend_equal_to_led_type_changes_nothing() {
    let g = trending_example("F1", "F56+A8", "S2+A6");
    assert_eq!(
        winner_of(g, ["post F8", "post F56", "post F9+0", "post S2"]),
        (Seat(2), 3)
    );
}

#[test]
fn tv_t3d_last_poster_cannot_add_a_stamp() {
    let mut g = trending_example("S7", "F56+A8", "S2+0+A6");
    for (s, a) in [(0, "post F8"), (1, "post F56"), (2, "post F9")] {
        play(&mut g, s, a);
    }
    assert_eq!(refuse(&g, 3, "post S2+0"), Violation::StampByLastPoster);
    assert!(!legal(&g, 3).contains(&act("post S2+0")));
}

#[test]
fn tv_t3e_highest_trending_post_wins() {
    let g = trending_example("S9", "S7+A8", "S2+A6");
    assert_eq!(
        winner_of(g, ["post F8", "post S7", "post F9+0", "post S2"]),
        (Seat(1), 3)
    );
}

#[test]
fn tv_t3f_equal_trending_posts_go_to_the_earlier() {
    let g = trending_example("S9", "S2+A8", "S2+A6");
    assert_eq!(
        winner_of(g, ["post F8", "post S2", "post F9+0", "post S2"]),
        (Seat(1), 3)
    );
}

#[test]
fn tv_t3g_must_follow_the_led_type() {
    let mut g = trending_example("S7", "F56+S3", "S2+A6");
    play(&mut g, 0, "post F8");
    let e = refuse(&g, 1, "post S3");
    assert_eq!(
        e,
        Violation::MustFollow {
            led: PostType::Food,
            held: card("F5")
        }
    );
    assert_eq!(e.to_string(), "must follow Food: you hold Food 5");
    assert!(e.rule().contains("L40"));
    // Void in the led type: any single type may be posted, even a losing one.
    play(&mut g, 1, "post F5");
    play(&mut g, 2, "post F9");
    assert!(g.validate(Seat(3), &act("post A6")).is_ok());
}

#[test]
fn trending_example_position_file() {
    let text = include_str!("../../../examples/positions/traveluencer-trending-example.json");
    let file = PositionFile::parse(text).unwrap();
    let mut g: Traveluencer = file.load().unwrap();
    assert_eq!(g.to_act(), ToAct::Seat(Seat(3)));
    assert_eq!(g.current_trend(), Some(PostType::Scenery));
    assert_eq!(g.led_type(), Some(PostType::Food));
    let views: Vec<u128> = (0..3).map(|s| g.post_of(Seat(s)).view_count().0).collect();
    assert_eq!(views, [8, 56, 90]);
    let action: Action = "post S2".parse().unwrap();
    g.apply_mut(Seat(3), &action).unwrap();
    let t = last_trick(&g, g.round());
    assert_eq!((t.winner, t.tokens), (Some(Seat(3)), 3));
    // The file round-trips through the engine's own position format.
    let again: Traveluencer = PositionFile::of(&g).unwrap().load().unwrap();
    assert_eq!(again, g);
}

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
    p.tricks_this_round = if players == 3 {
        vec![0, 1, 0]
    } else {
        vec![0, 1]
    };
    p.stacks = if players == 3 {
        vec![Cards::EMPTY, c("A9"), Cards::EMPTY]
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
    assert_eq!(refuse(&g, 2, "post A2+0"), Violation::StampByLastPoster);
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
            .any(|a| matches!(a, Action::Modify(m) if m.stamps() > 0))
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
        Violation::NotYourTurn { .. }
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
    p.rng = tabletop_core::GameRng::new(seed);
    p.records = vec![
        totals
            .iter()
            .map(|&t| RoundScore {
                tokens: t as u8,
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
    config.two_player_trailing_starts = true;
    let mut g = last_trick_of_round(2, &[12, 9], 1, Some(config));
    play(&mut g, 0, "post F5");
    assert_eq!(g.starting_player(), Seat(1));
}

// ---------------------------------------------------------------- TV-T8

/// Trick `trick` with `events` drawn; seat `start` posts last and wins.
fn event_position(
    players: usize,
    hands: &[&str],
    trick: u8,
    events: &[EventKind],
    start: u8,
) -> Position {
    let mut config = cfg(players);
    config.events = true;
    let mut p = pos_with(config, hands, "S1 S2 S3 A4 A5 A6 A7");
    p.trick = trick;
    p.events = events.to_vec();
    p.events_revealed = (trick / 2).min(events.len() as u8);
    p.start = start;
    p.phase = PhaseText::Post { seat: start };
    p
}

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
    assert!(!TraveluencerConfig::default().events);
    let mut g = Traveluencer::setup(TraveluencerConfig::with_events(4).unwrap(), 3).unwrap();
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
            assert!(hand.souvenirs() >= 1);
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
    config.two_player_souvenirs = false;
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
        Violation::NotYourTurn { .. }
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

#[test]
fn souvenir_only_from_the_leader() {
    let mut g = load(pos(
        4,
        &["F5", "F2+00+A6", "F3+A7", "F4+A8"],
        "A1 A2 A3 A4 S1 S2 S3",
    ));
    play(&mut g, 0, "post F5");
    let e = refuse(&g, 1, "post F2+00");
    assert_eq!(e, Violation::SouvenirByNonLeader);
    assert_eq!(
        e.to_string(),
        "Souvenir by a non-leader: only the starting player of the trick may play Souvenirs"
    );
    assert!(e.rule().contains("L43"));
}

#[test]
fn not_your_turn_and_unknown_seats() {
    let g = load(pos(
        4,
        &["F5", "F2+A6", "F3+A7", "F4+A8"],
        "A1 A2 A3 A4 S1 S2 S3",
    ));
    let e = refuse(&g, 1, "post F2");
    assert_eq!(e, Violation::NotYourTurn { seat: Seat(1) });
    assert!(e.to_string().starts_with("not your turn"));
    assert_eq!(
        g.validate(Seat(200), &act("post F2")),
        Err(Violation::NoSuchSeat { seat: Seat(200) })
    );
    assert!(matches!(
        refuse(&g, 0, "pass F5"),
        Violation::WrongDecision { .. }
    ));
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
    // seat 1 leads and may add a Souvenir.
    let mut p = pos(4, &["0", "F2+00", "F3+A7", "F4+A8"], "A1 A2 A3 A4 S1 S2 S3");
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
    assert_eq!(refuse(&g, 2, "post F3+0"), Violation::StampByLastPoster);
    // Flag: the seat to the starting player's right (seat 3) is barred instead.
    let mut config = cfg(4);
    config.last_poster_is_seat_before_start = true;
    let mut g = load(pos_with(
        config,
        &["F5+A9", "F2+A6", "F3+0", ""],
        "A1 A2 A3 A4 S1 S2 S3",
    ));
    play(&mut g, 0, "post F5");
    play(&mut g, 1, "post F2");
    assert!(g.validate(Seat(2), &act("post F3+0")).is_ok());
}

#[test]
fn two_player_posts_use_hand_and_display_display_first() {
    let mut p = pos(2, &["F1+A5", "S1+S2"], "A1 A2 A3 A4 S3 S4 0");
    p.displays = vec![c("F1+F9"), c("S6")];
    let mut g = load(p);
    assert!(
        g.validate(Seat(0), &act("post F119")).is_ok(),
        "hand and display mixed"
    );
    play(&mut g, 0, "post F1");
    assert_eq!(
        g.display(Seat(0)),
        c("F9"),
        "the display card is used first"
    );
    assert_eq!(g.hand(Seat(0)), c("F1+A5"));
    let v = g.view(Seat(1));
    assert_eq!(v.seats[0].display, c("F9"));
    assert_eq!(v.seats[0].hand_size, 2);
}

#[test]
fn game_end_ties_break_on_tricks_then_share() {
    // Seat 0 wins the last trick: 23 tokens each; tricks decide, then share.
    for (tricks, shared) in [(vec![2, 2], false), (vec![1, 2], true)] {
        let mut p = pos(2, &["F5", ""], "A1 A2 A3 A4 S1 S2 0");
        p.round = 3;
        p.trick = 7;
        p.total_tokens = vec![20, 23];
        p.tricks_before = tricks.clone();
        // Everything was won in round 1; round 2 gave nobody anything.
        p.records = vec![
            (0..2)
                .map(|i| RoundScore {
                    tokens: [20, 23][i],
                    tricks: tricks[i],
                    poor_planning: 0,
                })
                .collect(),
            vec![RoundScore::default(); 2],
        ];
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
    assert!(c.events);
    assert_eq!(c.players, 4);
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
    let mut missing = p.clone();
    missing.out_of_play = missing.out_of_play.minus(c("A9"));
    assert!(
        Traveluencer::try_from(missing)
            .unwrap_err()
            .contains("card conservation")
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
    assert_eq!(p.out_of_play.len(), 6);
    assert_eq!(p.out_of_play.souvenirs(), 0);
    // 39 Post cards + 4 Stamps + 2 Souvenirs: 6 aside, 7 topics, 2 x 16 held.
    let held: usize = (0..2).map(|s| g.held(Seat(s)).len()).sum();
    assert_eq!(held, 32);
    assert!(g.view(Seat(1)).seats[0].display.len() == 5);
}

#[test]
fn default_event_deck_is_the_seven_known_events() {
    let c = TraveluencerConfig::default();
    assert_eq!(c.event_deck.as_slice(), &EventKind::KNOWN);
    let mut short = TraveluencerConfig::with_events(3).unwrap();
    short.event_deck =
        traveluencer_rules::EventDeck::from_slice(&[EventKind::Flight, EventKind::Thief]).unwrap();
    assert!(short.validate().is_err(), "a round draws 3 events");
    let g = Traveluencer::setup(TraveluencerConfig::with_events(3).unwrap(), 1).unwrap();
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
    assert_eq!(legal(&g, 1), vec![act("post F9")]);
    play(&mut g, 1, "post F9");
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
        now.owed = before[k].owed.clone();
        assert_eq!(now, before[k], "seat {s} sees nothing of the choice");
    }
    let json = serde_json::to_string(&g.view(Seat(1))).unwrap();
    assert!(!json.contains("F8"), "{json}");
}

#[test]
fn every_violation_names_its_rulebook_line() {
    let all = [
        Violation::NoSuchSeat { seat: Seat(7) },
        Violation::GameOver,
        Violation::NotYourTurn { seat: Seat(1) },
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
        Violation::StampByLastPoster,
        Violation::SouvenirByNonLeader,
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
    for v in all {
        assert!(v.rule().contains("(L"), "{v:?}: {}", v.rule());
        assert!(!v.to_string().is_empty());
    }
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
        assert_eq!(refuse(&g, s, "post F5"), Violation::GameOver);
    }
}
