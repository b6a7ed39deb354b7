//! The worked examples about posts: view counts (TV-T1, TV-T2) and the
//! trending-topic trick with its variants (TV-T3).

use super::*;

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
    config = config.with_tokens_count_post_cards_only(true);
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
        Violation::SouvenirByNonStarter { starter: Seat(0) }
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
    assert_eq!(
        e,
        Violation::StampByLastPoster {
            reading: LastPoster::PostsLast
        }
    );
    assert!(e.to_string().contains("Stamp by the last poster"));
    assert_eq!(e.rule(), Rule::StampNotByLastPoster.citation());
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
    // Cards the position leaves unlisted lie on the discard pile already.
    let pile = g.discard_pile();
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
    let won: Vec<u8> = (0..4).map(|s| g.tricks_won(Seat(s))).collect();
    assert_eq!(won, [0, 0, 0, 1]);
    assert_eq!(g.tricks_won(Seat(4)), 0, "there is no fifth seat");
    assert_eq!(g.discard_pile(), pile.plus(c("F5689+0")));
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
    assert_eq!(
        refuse(&g, 3, "post S2+0"),
        Violation::StampByLastPoster {
            reading: LastPoster::PostsLast
        }
    );
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
    assert_eq!(e.rule(), Rule::FollowLedType.citation());
    // Void in the led type: any single type may be posted, even a losing one.
    play(&mut g, 1, "post F5");
    play(&mut g, 2, "post F9");
    assert!(g.validate(Seat(3), &act("post A6")).is_ok());
}

#[test]
fn trending_example_position_file() {
    let text = include_str!("../fixtures/traveluencer-trending-example.json");
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
