//! The research surface: the research kit over every player count with and
//! without events, the action space spelled out, tensor slices of a known
//! position, and what resampling keeps.

use crate::configs::standard;
use tabletop_core::research::{Research, Stepper, Steps};
use tabletop_core::testing::check_research;
use tabletop_core::{Game, GameRng, PositionFile, Seat};
use traveluencer_rules::position::Position;
use traveluencer_rules::research::{CARD, DECLINE, DONE, SHOWN, SPACE};
use traveluencer_rules::{Action, Cards, Phase, Traveluencer};

fn kit(players: usize, events: bool, games: u64) {
    let config = standard(players, events);
    let seed = 70_000 + 1000 * players as u64 + u64::from(events) * 100;
    let report = check_research::<Traveluencer>(&config, games, seed, 7);
    assert_eq!(report.games, games);
    assert!(report.longest <= Traveluencer::max_game_length(&config) as u64);
    println!("{players} players, events {events}: {report:?}");
}

#[test]
fn the_research_kit_passes_for_every_player_count_with_and_without_events() {
    for (players, games) in [(2, 12), (3, 10), (4, 8)] {
        for events in [false, true] {
            kit(players, events, games);
        }
    }
}

#[test]
fn the_action_space_is_faces_done_decline_spaces_and_display_faces() {
    // 29 faces, done, decline, 7 spaces; with two players 29 display faces.
    assert_eq!(Traveluencer::num_distinct_actions(&standard(2, false)), 67);
    assert_eq!(Traveluencer::num_distinct_actions(&standard(3, true)), 38);
    assert_eq!(Traveluencer::num_distinct_actions(&standard(4, false)), 38);
    assert_eq!((CARD, DONE, DECLINE, SPACE, SHOWN), (0, 29, 30, 31, 38));
}

#[test]
fn the_tensor_sizes_follow_the_layout_tables() {
    let sizes = |n: usize| {
        let c = standard(n, false);
        (
            Traveluencer::observation_size(&c),
            Traveluencer::information_state_size(&c),
        )
    };
    // 4 players: 58 own + 116 posts + 20 seats + 203 topics + 9 + 8 + 3 +
    // 7 + 12 + 3 + 30 + 1 + 36 results; then 2436 posts + 84 starts + 2784
    // exchanges + 90 events + 36 picked + 2436 topics + 87 kept.
    assert_eq!(sizes(4), (506, 8459));
    assert_eq!(sizes(3), (458, 7076));
    // 2 players add the displays (58) and the display and modification
    // parts of the posts (2 × 1218) and the displays kept (174).
    assert_eq!(sizes(2), (468, 8361));
}

#[test]
fn max_game_length_counts_every_step_a_round_can_take() {
    // 4 players, no events: per round 12 passes, 28 posts closed, 60 cards.
    assert_eq!(Traveluencer::max_game_length(&standard(4, false)), 3 * 100);
    // 3 players with events: 9 + 21 + 45 + 9 event steps.
    assert_eq!(Traveluencer::max_game_length(&standard(3, true)), 3 * 84);
    // 2 players: 6 + 14 + 32 (15 dealt and the Souvenir each) + 14 modification closes.
    assert_eq!(Traveluencer::max_game_length(&standard(2, false)), 3 * 66);
}

fn steps_of(g: &Traveluencer, seat: u8, action: &str) -> Vec<u32> {
    let mut steps = Steps::EMPTY;
    g.action_steps(Seat(seat), &action.parse::<Action>().unwrap(), &mut steps);
    steps.as_slice().to_vec()
}

#[test]
fn a_post_is_its_cards_in_reading_order_then_done() {
    let g = Traveluencer::setup(standard(4, false), 1).unwrap();
    // Food 1, 4, 9 (face ids 0, 3, 8), a Stamp (27), then done.
    assert_eq!(steps_of(&g, 0, "post F149+0"), [0, 3, 8, 27, 29]);
    assert_eq!(steps_of(&g, 0, "post S22+00"), [10, 10, 28, 29]);
    assert_eq!(steps_of(&g, 0, "decline"), [30]);
    // Space 5, then Food 4.
    assert_eq!(steps_of(&g, 0, "swap 5 F4"), [35, 3]);
    assert_eq!(steps_of(&g, 0, "pass A9"), [26]);
    assert_eq!(steps_of(&g, 0, "give S1 to 2"), [9]);
    // Two players: Food 1 and 4 from the hand, Food 9 from the display.
    let g2 = Traveluencer::setup(standard(2, false), 1).unwrap();
    assert_eq!(steps_of(&g2, 0, "post F14+F9*"), [0, 3, 38 + 8, 29]);
    assert_eq!(steps_of(&g2, 0, "modify 0*"), [38 + 27, 29]);
}

/// Plays `games` random games; at every decision, walks each legal action's
/// steps through a stepper and checks it completes that action.
fn round_trip(players: usize, events: bool, games: u64) -> usize {
    let mut checked = 0;
    for seed in 0..games {
        let g = Traveluencer::setup(standard(players, events), 900 + seed).unwrap();
        let mut stepper = Stepper::new(g);
        let mut rng = GameRng::new(seed);
        let mut legal = Vec::new();
        let mut steps = Steps::EMPTY;
        while let Some(seat) = stepper.current_player() {
            let state = stepper.state().clone();
            legal.clear();
            state.legal_actions(seat, &mut legal);
            for action in legal.iter().step_by(1 + legal.len() / 40) {
                state.action_steps(seat, action, &mut steps);
                let mut walk = Stepper::new(state.clone());
                let (last, init) = steps.as_slice().split_last().unwrap();
                for &id in init {
                    assert_eq!(walk.apply_id(i64::from(id)).unwrap(), None, "{action}");
                }
                let done = walk.apply_id(i64::from(*last)).unwrap();
                assert_eq!(done, Some((seat, *action)));
                checked += 1;
            }
            let pick = legal[rng.index(legal.len())];
            state.action_steps(seat, &pick, &mut steps);
            for &id in steps.as_slice() {
                stepper.apply_id(i64::from(id)).unwrap();
            }
        }
    }
    checked
}

#[test]
fn every_legal_action_round_trips_through_its_steps() {
    let mut checked = 0;
    for (players, events) in [(2, true), (3, true), (4, true), (4, false)] {
        checked += round_trip(players, events, 2);
    }
    assert!(checked > 1000, "{checked}");
}

fn example() -> Traveluencer {
    let text = include_str!("fixtures/traveluencer-trending-example.json");
    PositionFile::parse(text).unwrap().load().unwrap()
}

#[test]
fn the_observation_of_the_rulebook_example_reads_as_laid_out() {
    let g = example();
    let mut obs = vec![f32::NAN; Traveluencer::observation_size(g.config())];
    assert_eq!(obs.len(), 506);
    g.write_observation(Seat(3), &mut obs);
    // Hand (0..29): S11223468+A23569+0+00. Scenery 1 is face 9, Scenery 2
    // face 10, Architecture 2 face 19, the Stamp 27, the Souvenir 28.
    assert_eq!(obs[9], 2.0);
    assert_eq!(obs[10], 2.0);
    assert_eq!(obs[19], 1.0);
    assert_eq!((obs[27], obs[28]), (1.0, 1.0));
    assert_eq!(
        obs[..9].iter().sum::<f32>(),
        0.0,
        "no Food in seat 3's hand"
    );
    assert_eq!(obs[..29].iter().sum::<f32>(), 15.0);
    // Posts (58 + 29 × seat): seat 1 posted F56 (faces 4, 5), seat 2 F9+0.
    assert_eq!((obs[58 + 29 + 4], obs[58 + 29 + 5]), (1.0, 1.0));
    assert_eq!((obs[58 + 58 + 8], obs[58 + 58 + 27]), (1.0, 1.0));
    assert_eq!(
        obs[58 + 87..58 + 116].iter().sum::<f32>(),
        0.0,
        "seat 3 has not posted"
    );
    // Seats (174 + 5 × seat): seat 3 holds 15 cards.
    assert_eq!(obs[174 + 15], 15.0);
    // Topics (194 + 29 × space): space 1 Scenery 7 (face 15), space 2
    // Architecture 1 (face 18).
    assert_eq!(obs[194 + 15], 1.0);
    assert_eq!(obs[194 + 29 + 18], 1.0);
    // Decision: post (397 + 1); seat 3 to act (406 + 3); round 1 (414),
    // trick 1 (417), start seat 0 (424), leader seat 0 (428), seat 3 posts
    // last (432 + 3), Food led (436).
    for at in [398, 409, 414, 417, 424, 428, 435, 436] {
        assert_eq!(obs[at], 1.0, "index {at}");
    }
    assert_eq!(obs.iter().filter(|v| v.is_nan()).count(), 0);
}

#[test]
fn another_seats_hidden_card_never_reaches_a_tensor() {
    let g = example();
    // Trade seat 0's Food 1 for seat 1's Food 3 (both still hidden).
    let mut p = Position::from(g.clone());
    let (f1, f3): (Cards, Cards) = ("F1".parse().unwrap(), "F3".parse().unwrap());
    p.hands[0] = p.hands[0].minus(f1).plus(f3);
    p.hands[1] = p.hands[1].minus(f3).plus(f1);
    let traded = Traveluencer::try_from(p).unwrap();
    let tensors = |g: &Traveluencer, seat: u8| {
        let mut obs = vec![0.0; Traveluencer::observation_size(g.config())];
        let mut info = vec![0.0; Traveluencer::information_state_size(g.config())];
        g.write_observation(Seat(seat), &mut obs);
        g.write_information_state(Seat(seat), &mut info);
        (obs, info, g.information_state_string(Seat(seat)))
    };
    for seat in [2, 3] {
        assert_eq!(tensors(&g, seat), tensors(&traded, seat), "seat {seat}");
    }
    for seat in [0, 1] {
        assert_ne!(tensors(&g, seat).0, tensors(&traded, seat).0, "seat {seat}");
    }
}

/// A 4-player game played at random until the passes are done.
fn after_the_pass(seed: u64) -> Traveluencer {
    let mut g = Traveluencer::setup(standard(4, false), seed).unwrap();
    let mut rng = GameRng::new(seed);
    let mut legal = Vec::new();
    while let Phase::Pass { pending, .. } = g.phase() {
        let seat = pending.iter().next().unwrap();
        legal.clear();
        g.legal_actions(seat, &mut legal);
        let action = legal[rng.index(legal.len())];
        g = g.apply(seat, &action).unwrap();
    }
    g
}

#[test]
fn the_cards_a_seat_passed_stay_with_its_left_neighbour_in_every_sample() {
    let g = after_the_pass(5);
    let passed = g.recall().sent[0][0][0];
    assert_eq!(passed.len(), 3);
    assert!(g.hand(Seat(1)).contains(passed));
    let mut rng = GameRng::new(1);
    let mut moved = 0;
    for _ in 0..50 {
        let sample = g.resample_hidden(Seat(0), &mut rng);
        assert!(sample.hand(Seat(1)).contains(passed));
        assert_eq!(sample.hand(Seat(0)), g.hand(Seat(0)));
        moved += usize::from(sample.hand(Seat(1)) != g.hand(Seat(1)));
    }
    assert!(
        moved > 40,
        "the rest of seat 1's hand is dealt anew: {moved}"
    );
}

#[test]
fn the_information_state_recalls_the_pass() {
    let g = after_the_pass(6);
    let (passed, received) = (g.recall().sent[0][0][2], g.recall().got[0][0][2]);
    let text = g.information_state_string(Seat(2));
    let line = format!("seat 2 gave {passed} and got {received}");
    assert!(text.contains(&line), "{text}");
    // Seat 0 does not see seat 2's pass.
    assert!(!g.information_state_string(Seat(0)).contains(&line));
    // In the tensor: after the observation (506) come the posts (3 × 7 × 4
    // × 29), the starts (3 × 7 × 4), then round 1's pass, seat by seat.
    let mut info = vec![0.0; Traveluencer::information_state_size(g.config())];
    g.write_information_state(Seat(2), &mut info);
    let at = 506 + 3 * 7 * 4 * 29 + 3 * 7 * 4 + 2 * 2 * 29;
    let sent: f32 = info[at..at + 29].iter().sum();
    let got: f32 = info[at + 29..at + 58].iter().sum();
    assert_eq!((sent, got), (3.0, 3.0));
    g.write_information_state(Seat(0), &mut info);
    assert_eq!(info[at..at + 58].iter().sum::<f32>(), 0.0);
}

#[test]
fn every_sample_is_a_position_that_could_arise() {
    // Loading a position checks card conservation and that a player who
    // posted off the led type holds none of it: each resample passes.
    let mut loaded = 0;
    for (players, events) in [(2, true), (3, true), (4, true)] {
        let mut g = Traveluencer::setup(standard(players, events), 31).unwrap();
        let mut rng = GameRng::new(31);
        let mut legal = Vec::new();
        let mut step = 0;
        while let Some(seat) = tabletop_core::bot::next_seat(&g) {
            if step % 3 == 0 {
                for observer in (0..players as u8).map(Seat) {
                    let sample = g.resample_hidden(observer, &mut rng);
                    let position = Position::from(sample);
                    Traveluencer::try_from(position).unwrap();
                    loaded += 1;
                }
            }
            legal.clear();
            g.legal_actions(seat, &mut legal);
            let action = legal[rng.index(legal.len())];
            g = g.apply(seat, &action).unwrap();
            step += 1;
        }
    }
    assert!(loaded > 100, "{loaded}");
}

#[test]
fn resample_future_redraws_only_the_cards_nobody_has_seen() {
    // Before the passes, the topics are face down: they and the card out
    // of play are redrawn among themselves; every hand stays.
    let g = Traveluencer::setup(standard(4, true), 8).unwrap();
    let unseen = |g: &Traveluencer| {
        let p = Position::from(g.clone());
        let mut cards = p.out_of_play.unwrap();
        p.trending.iter().for_each(|&c| cards.add(c, 1));
        (cards, p.trending, p.hands)
    };
    let (cards, topics, hands) = unseen(&g);
    let mut rng = GameRng::new(2);
    let mut changed = 0;
    for _ in 0..20 {
        let mut future = g.clone();
        future.resample_future(&mut rng);
        let (c, t, h) = unseen(&future);
        assert_eq!((c, &h), (cards, &hands));
        changed += usize::from(t != topics);
    }
    assert!(changed > 15, "{changed}");
}

#[test]
fn two_tables_a_seat_cannot_tell_apart_resample_alike() {
    // The resample reads only what the seat knows: the unknown cards are
    // pooled in card order before they are dealt.
    for (players, events) in [(2, false), (3, true), (4, true)] {
        tabletop_core::testing::check_canonical_resampling::<Traveluencer>(
            &standard(players, events),
            4,
            300,
            3,
        );
    }
}

#[test]
fn the_search_bot_never_reads_what_its_seat_cannot_see() {
    // The same move and visits from the real table and from a table the
    // seat cannot tell apart from it.
    for (players, events) in [(2, true), (4, true)] {
        tabletop_core::testing::check_search_blindness::<Traveluencer>(
            &standard(players, events),
            2,
            7,
            20,
        );
    }
}
