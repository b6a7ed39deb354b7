//! One named test per rule flag of `TraveluencerConfig` (and per reading of
//! each many-valued flag): each builds a table where the readings differ and
//! asserts what the default allows and forbids there, then what the flag
//! does. The flags and their rulings are listed in
//! `docs/rulings/traveluencer.md`.

use super::*;
use traveluencer_rules::{CardMarks, EventDeck};

/// Seat 0 posts `post` and wins trick 1 against seats 1 and 2; returns the
/// tokens awarded.
fn award_for(post: &str, hand: &str, config: TraveluencerConfig) -> u8 {
    let mut g = load(pos_with(
        config,
        &[hand, "F1+A9", "F2+A8"],
        "S1 S2 S4 S6 S8 S9 A1",
    ));
    play(&mut g, 0, post);
    play(&mut g, 1, "post F1");
    play(&mut g, 2, "post F2");
    let t = last_trick(&g, 1);
    assert_eq!(t.winner, Some(Seat(0)));
    t.tokens
}

/// TV-5 (L49-L54): every card of the winning post counts, Stamps and
/// Souvenirs included; under `tokens_count_post_cards_only` only Post cards
/// do.
#[test]
fn flag_tokens_count_post_cards_only_tv_5() {
    let hand = "F69+0+00+A7";
    // 4 cards, 2 of them Post cards: 4 tokens, or 3 under the flag.
    assert_eq!(award_for("post F69+0+00", hand, cfg(3)), 4);
    let flag = cfg(3).with_tokens_count_post_cards_only(true);
    assert_eq!(award_for("post F69+0+00", hand, flag), 3);
    // Posts without Stamps or Souvenirs score alike under both readings.
    assert_eq!(award_for("post F69", hand, cfg(3)), 3);
    assert_eq!(award_for("post F69", hand, flag), 3);
}

/// Four players, seat 0 starts trick 3; seat 3 holds nothing at all (and 3
/// tokens) and seat 2 holds a Stamp.
fn empty_last_seat(config: TraveluencerConfig) -> Traveluencer {
    let mut p = pos_with(
        config,
        &["F5+A9", "F2+A6", "F3+0+A4", ""],
        "A1 A2 A3 A7 S1 S2 S3",
    );
    p.trick = 3;
    p.round_tokens = vec![4, 0, 0, 3];
    p.tricks_this_round = vec![1, 0, 0, 1];
    p.stacks = vec![c("A5+A8"), Cards::EMPTY, Cards::EMPTY, c("S9")];
    load(p)
}

/// TV-7 (L42) `last_poster = seat_before_start`: the seat to the starting
/// player's right is barred from Stamps, whoever posts last. Seat 3 holds
/// nothing, so seat 2 posts last: barred by default and under `holds_a_card`,
/// free under this reading. Seat 3 itself stays barred when it posts.
#[test]
fn flag_last_poster_seat_before_start_tv_7() {
    for reading in [LastPoster::PostsLast, LastPoster::HoldsACard] {
        let mut g = empty_last_seat(cfg(4).with_last_poster(reading));
        assert_eq!(g.last_poster(), Some(Seat(2)), "{reading:?}");
        play(&mut g, 0, "post F5");
        play(&mut g, 1, "post F2");
        assert_eq!(
            refuse(&g, 2, "post F3+0"),
            Violation::StampByLastPoster { reading }
        );
    }
    let flag = cfg(4).with_last_poster(LastPoster::SeatBeforeStart);
    let mut g = empty_last_seat(flag);
    assert_eq!(g.last_poster(), Some(Seat(3)));
    play(&mut g, 0, "post F5");
    play(&mut g, 1, "post F2");
    assert!(legal(&g, 2).contains(&act("post F3+0")));
    play(&mut g, 2, "post F3+0");
    let t = last_trick(&g, 1);
    assert_eq!((t.winner, t.tokens), (Some(Seat(2)), 3), "30 beats 5");
    assert_eq!(t.dried_up, [0, 0, 0, 2], "seat 3 holds nothing (TV-13)");

    // When the seat before the start posts, it may not add a Stamp.
    let mut g = load(pos_with(
        flag,
        &["F5+A9", "F2+A6", "F3+A4", "F4+0+A5"],
        "A1 A2 A3 A7 S1 S2 S3",
    ));
    for (s, a) in [(0, "post F5"), (1, "post F2"), (2, "post F3")] {
        play(&mut g, s, a);
    }
    assert_eq!(
        refuse(&g, 3, "post F4+0"),
        Violation::StampByLastPoster {
            reading: LastPoster::SeatBeforeStart
        }
    );
    play(&mut g, 3, "post F4");
}

/// TV-7 (L42) `last_poster = holds_a_card`: the last player in trick order
/// holding any card. Seat 2 holds only a Souvenir and never posts, so seat 1
/// posts last: barred by default, free under this reading (seat 2 is the
/// one "barred").
#[test]
fn flag_last_poster_holds_a_card_tv_7() {
    let table = |reading| {
        load(pos_with(
            cfg(3).with_last_poster(reading),
            &["F5+A9", "F2+0+A6", "00"],
            "A1 A2 A3 A7 S1 S2 S3",
        ))
    };
    let mut g = table(LastPoster::PostsLast);
    assert_eq!(g.last_poster(), Some(Seat(1)));
    play(&mut g, 0, "post F5");
    assert_eq!(
        refuse(&g, 1, "post F2+0"),
        Violation::StampByLastPoster {
            reading: LastPoster::PostsLast
        }
    );
    let mut g = table(LastPoster::HoldsACard);
    assert_eq!(g.last_poster(), Some(Seat(2)));
    play(&mut g, 0, "post F5");
    play(&mut g, 1, "post F2+0");
    assert_eq!(last_trick(&g, 1).winner, Some(Seat(1)), "20 beats 5");
}

/// Seat 0 starts trick 2 holding only a Stamp; seat 1 leads.
fn leader_is_not_the_starter(config: TraveluencerConfig) -> Traveluencer {
    let mut p = pos_with(
        config,
        &["0", "F2+00+A6", "F3+00+A7", "F4+A8"],
        "A1 A2 A3 A4 S1 S2 S3",
    );
    p.trick = 2;
    p.phase = PhaseText::Post { seat: 1 };
    p.round_tokens = vec![3, 0, 0, 0];
    p.tricks_this_round = vec![1, 0, 0, 0];
    p.stacks = vec![c("A9"), Cards::EMPTY, Cards::EMPTY, Cards::EMPTY];
    load(p)
}

/// L43, TV-8 `souvenir_by_leader`: by default only the starting player plays
/// Souvenirs, so when it cannot post nobody does; under the flag the leader
/// (the first to post) may, and still nobody else.
#[test]
fn flag_souvenir_by_leader_tv_8() {
    let g = leader_is_not_the_starter(cfg(4));
    assert_eq!(
        refuse(&g, 1, "post F2+00"),
        Violation::SouvenirByNonStarter { starter: Seat(0) }
    );
    let mut g = leader_is_not_the_starter(cfg(4).with_souvenir_by_leader(true));
    assert!(legal(&g, 1).contains(&act("post F2+00")));
    play(&mut g, 1, "post F2+00");
    assert_eq!(
        refuse(&g, 2, "post F3+00"),
        Violation::SouvenirByNonLeader { leader: Seat(1) }
    );
    play(&mut g, 2, "post F3");
    play(&mut g, 3, "post F4");
    let t = last_trick(&g, 1);
    assert_eq!(
        (t.winner, t.view()),
        (Some(Seat(1)), ViewCount(200)),
        "F2 with a Souvenir reads 200"
    );
}

/// TV-23 `two_player_souvenirs`: by default each player of a two-player
/// game gets a Souvenir in hand (never face up); under `false` nobody has
/// one, and a post with a Souvenir is refused for lack of the card.
#[test]
fn flag_two_player_souvenirs_tv_23() {
    for seed in 0..20 {
        let g = Traveluencer::setup(cfg(2), seed).unwrap();
        for s in 0..2 {
            assert_eq!(g.hand(Seat(s)).count(Card::SOUVENIR), 1, "seed {seed}");
            assert_eq!(g.display(Seat(s)).count(Card::SOUVENIR), 0);
        }
        assert_eq!(g.cards_in_play().count(Card::SOUVENIR), 2);
        let g = Traveluencer::setup(cfg(2).with_two_player_souvenirs(false), seed).unwrap();
        for s in 0..2 {
            assert_eq!(g.held(Seat(s)).count(Card::SOUVENIR), 0, "seed {seed}");
        }
        assert_eq!(g.cards_in_play().count(Card::SOUVENIR), 0);
    }
    let with = load(pos(2, &["F5+00+A9", "F6+A8"], "A1 A2 A3 A4 S3 S4 0"));
    assert!(legal(&with, 0).contains(&act("post F5+00")));
    let mut p = pos_with(
        cfg(2).with_two_player_souvenirs(false),
        &["F5+A9", "F6+A8"],
        "A1 A2 A3 A4 S3 S4 0",
    );
    p.fill_out_of_play().unwrap();
    let without = Traveluencer::try_from(p).unwrap();
    assert!(matches!(
        refuse(&without, 0, "post F5+00"),
        Violation::NotHeld { .. }
    ));
    // A Souvenir in a hand is more cards than the game has.
    let mut p = pos_with(
        cfg(2).with_two_player_souvenirs(false),
        &["F5+00+A9", "F6+A8"],
        "A1 A2 A3 A4 S3 S4 0",
    );
    assert!(p.fill_out_of_play().is_err() || Traveluencer::try_from(p).is_err());
}

/// TV-27 `two_player_trailing_starts` (L70): with two players the next round
/// starts with the player to the left of the one with fewer tokens — the
/// leader; under the flag the trailing player starts. Both ways round.
#[test]
fn flag_two_player_trailing_starts_tv_27() {
    for (totals, literal) in [([12u16, 9], Seat(0)), ([6, 12], Seat(1))] {
        // Seat 0 wins the last trick with 3 tokens (F5 against nothing):
        // totals become totals[0] + 3 and totals[1].
        let first = [totals[0] + 3, totals[1]];
        let leader = if first[0] > first[1] {
            Seat(0)
        } else {
            Seat(1)
        };
        assert_eq!(literal, leader, "the literal reading lets the leader start");
        let end = |config: TraveluencerConfig| {
            let mut p = pos_with(config, &["F5", ""], "A1 A2 A3 A4 S1 S2 0");
            p.round = 2;
            p.trick = 7;
            p.total_tokens = totals.to_vec();
            p.tricks_before = totals.iter().map(|&t| t.div_ceil(5) as u8).collect();
            let mut g = load(p);
            play(&mut g, 0, "post F5");
            assert_eq!(g.round(), 3);
            assert_eq!([g.total_tokens(Seat(0)), g.total_tokens(Seat(1))], first);
            g.starting_player()
        };
        assert_eq!(end(cfg(2)), literal);
        let trailing = Seat(1 - literal.0);
        assert_eq!(end(cfg(2).with_two_player_trailing_starts(true)), trailing);
    }
}

/// L30 `events`: off by default (the book's advice for a first game): no
/// event is ever revealed; on, one is revealed before tricks 2, 4 and 6 of
/// every round (L66), three a round.
#[test]
fn flag_events_l30() {
    use tabletop_core::{RandomBot, play_out};
    for (events, expected) in [
        (false, [0u8, 0, 0, 0, 0, 0, 0]),
        (true, [0, 1, 1, 2, 2, 3, 3]),
    ] {
        for seed in 0..10 {
            let config = cfg(4).with_events(events);
            let mut g = Traveluencer::setup(config, seed).unwrap();
            let mut bots: Vec<Box<dyn tabletop_core::Bot<Traveluencer>>> = (0..4)
                .map(|s| Box::new(RandomBot::new(seed * 4 + s)) as Box<_>)
                .collect();
            let mut seen = [[None::<u8>; 7]; 3];
            play_out(
                &mut g,
                &mut bots,
                10_000,
                &mut Vec::new(),
                |_, _, _, after| {
                    if matches!(after.phase(), Phase::Post { .. }) {
                        let (r, t) = (after.round() as usize - 1, after.trick() as usize - 1);
                        seen[r][t].get_or_insert(after.revealed_events().len() as u8);
                    }
                },
            )
            .unwrap();
            for round in seen {
                for (t, n) in round.iter().enumerate() {
                    if let Some(n) = n {
                        assert_eq!(
                            *n,
                            expected[t],
                            "events {events}, seed {seed}, trick {}",
                            t + 1
                        );
                    }
                }
            }
        }
    }
}

/// TV-20 `event_deck`: any list of events (at least 3 when events are on)
/// replaces the seven known ones. A deck of three Flights reveals Flight
/// before tricks 2, 4 and 6; two cards are too few.
#[test]
fn flag_event_deck_tv_20() {
    let flights = EventDeck::from_slice(&[EventKind::Flight; 3]).unwrap();
    let config = cfg(3).with_events(true).with_event_deck(flights);
    for seed in 0..5 {
        let g = Traveluencer::setup(config, seed).unwrap();
        let p: serde_json::Value = serde_json::to_value(&g).unwrap();
        assert_eq!(
            p["events"],
            serde_json::json!(["flight", "flight", "flight"])
        );
    }
    let two = EventDeck::from_slice(&[EventKind::Flight; 2]).unwrap();
    assert!(
        cfg(3)
            .with_events(true)
            .with_event_deck(two)
            .validate()
            .is_err()
    );
    assert!(cfg(3).with_event_deck(two).validate().is_ok(), "events off");
}

/// L32, TV-35 `first_player`: the first trick of the first round starts
/// with the configured seat; a seat not at the table is refused.
#[test]
fn flag_first_player_tv_35() {
    for first in 0..3u8 {
        let mut g = Traveluencer::setup(cfg(3).with_first_player(first), 5).unwrap();
        assert_eq!(g.starting_player(), Seat(first));
        for s in 0..3 {
            for _ in 0..3 {
                let pick = legal(&g, s)[0];
                g.apply_mut(Seat(s), &pick).unwrap();
            }
        }
        assert_eq!(g.to_act(), ToAct::Seat(Seat(first)));
        let other = (first + 1) % 3;
        let some_post = legal(&g, first)[0];
        assert!(matches!(
            g.validate(Seat(other), &some_post),
            Err(Violation::Turn(TurnViolation::NotYourTurn { .. }))
        ));
    }
    assert!(cfg(3).with_first_player(3).validate().is_err());
}

/// TV-2 `marks`: which Post cards carry the player-count marks is card data.
/// Moving the ●●●● mark (4 players only) from a 1 to a 9 of every type puts
/// all three 1s in a three-player game and takes a 9 out; marks that break
/// the dealing arithmetic are refused.
#[test]
fn flag_marks_tv_2() {
    let default = Traveluencer::setup(cfg(3), 1).unwrap().cards_in_play();
    let mut marks = CardMarks::default();
    for t in 0..3 {
        marks.four[t][0] = 0;
        marks.four[t][8] = 1;
    }
    let config = cfg(3).with_marks(marks);
    assert!(config.validate().is_ok());
    let g = Traveluencer::setup(config, 1).unwrap();
    let moved = g.cards_in_play();
    assert_eq!(moved.len(), default.len());
    for t in ["F", "S", "A"] {
        let one = card(&format!("{t}1"));
        let nine = card(&format!("{t}9"));
        assert_eq!((default.count(one), default.count(nine)), (2, 2));
        assert_eq!((moved.count(one), moved.count(nine)), (3, 1));
    }
    // m3 + m4 must be 21 (the two-player deal uses every marked card).
    let mut short = CardMarks::default();
    short.three[0][3] = 0;
    assert!(cfg(3).with_marks(short).validate().is_err());
}
