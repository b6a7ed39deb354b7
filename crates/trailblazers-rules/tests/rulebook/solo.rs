//! The solo game (L44–75): TB-T9, TB-11, TB-21, TB-22.

use crate::common::{Lab, SeatSpec, lab, load, position};
use tabletop_core::{Game, GameConfig, RandomBot, Seat, ToAct};
use trailblazers_rules::{Ending, SoloRefill, Step, Trailblazers, TrailblazersConfig};

fn solo_on(deck: Option<&trailblazers_rules::Deck>, challenge: &str) -> TrailblazersConfig {
    let mut c = TrailblazersConfig::for_players(1).unwrap();
    if let Some(d) = deck {
        c = c.with_deck(d.clone()).unwrap();
    }
    c.with_challenge(challenge.parse().unwrap()).unwrap()
}

/// Plays a solo game with a random bot; returns the hand size at the
/// start of each turn.
fn hand_sizes(config: TrailblazersConfig, seed: u64) -> (Trailblazers, Vec<usize>) {
    let mut g = Trailblazers::setup(config, seed).unwrap();
    let mut bot = RandomBot::new(seed);
    let mut legal = Vec::new();
    let mut sizes = Vec::new();
    let mut seen = (0, Step::Over);
    while let Some(seat) = tabletop_core::next_seat(&g) {
        assert_eq!(g.to_act(), ToAct::Seat(Seat(0)));
        if matches!(g.step(), Step::Turn(_)) && (g.round(), g.step()) != seen {
            seen = (g.round(), g.step());
            sizes.push(g.hand(seat).len());
        }
        legal.clear();
        g.legal_actions(seat, &mut legal);
        let pick = tabletop_core::Bot::choose(&mut bot, &g, seat, &legal);
        g.apply_mut(seat, &legal[pick]).unwrap();
    }
    (g, sizes)
}

#[test]
fn tb_t9_solo_hands_are_8_6_4_with_6_and_4_drawn_and_72_cards_in_all() {
    let (g, sizes) = hand_sizes(solo_on(None, "tenderfoot-30"), 3);
    assert_eq!(sizes, [8, 6, 4].repeat(4));
    // 8 + 6 + 4 drawn per round; no draw after turn 3 (TB-11).
    assert_eq!(g.deck_len(), 135 - 72);
    assert_eq!(g.discards().len(), 72 - 24);
}

#[test]
fn tb_11_the_flag_draws_2_more_after_turn_3() {
    let config = solo_on(None, "tenderfoot-30").with_solo_refill(SoloRefill::EveryTurn);
    let (g, sizes) = hand_sizes(config, 3);
    assert_eq!(sizes, [8, 6, 4].repeat(4));
    assert_eq!(g.deck_len(), 135 - 80);
}

/// Round 3, turn 3, one card placed: 3 camps and 17 trail cards, the 18th
/// in hand; `moves` lays a hiking trail from exit n0 (a loop or not).
fn before_round_4(challenge: &str, moves: &str) -> Trailblazers {
    let mut lab_ = Lab::new();
    lab_.camp('h', 0, 0, 0).path('h', (0, -1), 's', moves);
    let n = 17 - lab_.trails();
    lab_.camp('b', 2, 0, 0)
        .camp('k', -2, 0, 0)
        .blanks((-3, 0), n);
    let park = lab_.next_park();
    let filler = lab_.take("- / -");
    load(&position(
        &solo_on(Some(lab()), challenge),
        3,
        "turn 3",
        &[SeatSpec {
            placed: 1,
            hand: vec![filler],
            ..SeatSpec::park(park)
        }],
        (&[], &[]),
    ))
}

fn finish_round(g: &mut Trailblazers) {
    // The blank card, laid south of the camps where it touches nothing.
    let blank = g.hand(Seat(0))[0];
    let p = format!("trail {} at 0,2 r90", blank + 1).parse().unwrap();
    g.apply_mut(Seat(0), &p).unwrap();
}

#[test]
fn tb_t9_an_in_game_goal_missed_at_the_start_of_round_4_loses_at_once() {
    let mut g = before_round_4("voyager:one-loop", "n e");
    finish_round(&mut g);
    // Round 4's 8 cards are drawn, then the goal is resolved (L62-63).
    assert_eq!((g.round(), g.step()), (4, Step::Over));
    assert_eq!(g.ending(), Some(Ending::InGameGoalMissed));
    assert_eq!(g.hand(Seat(0)).len(), 8);
    let outcome = g.outcome().unwrap();
    assert!(outcome.winners.is_empty());
    let result = g.solo_result().unwrap();
    assert!(!result.won);
    assert!(
        result
            .reason
            .contains("One Loop was not met at the start of round 4"),
        "{}",
        result.reason
    );
}

#[test]
fn tb_22_an_in_game_goal_met_at_the_start_of_round_4_lets_play_go_on() {
    let mut g = before_round_4("voyager:one-loop", "n e s s");
    finish_round(&mut g);
    assert_eq!((g.round(), g.step()), (4, Step::Turn(1)));
    assert_eq!(g.hand(Seat(0)).len(), 8);
}

/// A finished solo park: a hiking loop and a kayak loop of 14 each and a
/// biking loop of 2 (30), or one mud fewer (29).
fn finished_solo(challenge: &str, short: bool) -> Trailblazers {
    let mut lab_ = Lab::new();
    let last = if short { "n2" } else { "n3" };
    lab_.camp('h', 0, 0, 0)
        .camp('b', -2, 0, 0)
        .path('b', (-2, -1), 's', "e s")
        .path('h', (0, -1), 's', "n3 n3 e s s3 s3")
        .camp('k', 2, 0, 0)
        .path('k', (3, 2), 'n', &format!("s3 s3 w n n3 {last}"));
    let n = 24 - lab_.trails();
    lab_.blanks((-3, 0), n);
    load(&position(
        &solo_on(Some(lab()), challenge),
        4,
        "over",
        &[SeatSpec::park(lab_.next_park())],
        (&[], &[]),
    ))
}

#[test]
fn tb_t9_tenderfoot_30_is_won_with_30_and_lost_with_29() {
    let g = finished_solo("tenderfoot-30", false);
    assert_eq!(g.score_line(Seat(0)).loops, [14, 2, 14]);
    let won = g.solo_result().unwrap();
    assert!(won.won && won.points == 30, "{won:?}");
    assert_eq!(
        g.outcome().unwrap().winners,
        tabletop_core::SeatSet::only(Seat(0))
    );
    let g = finished_solo("tenderfoot-30", true);
    let lost = g.solo_result().unwrap();
    assert!(!lost.won && lost.points == 29, "{lost:?}");
    assert!(g.outcome().unwrap().winners.is_empty());
}

#[test]
fn solo_scores_loops_only_even_with_goals_met() {
    // L73: Voyager with One Loop met; the score is the loop points.
    let g = finished_solo("voyager:one-loop", false);
    assert_eq!(g.outcome().unwrap().scores, vec![30]);
    let r = g.solo_result().unwrap();
    // 30 is short of Voyager's 50 (L50).
    assert!(!r.won && r.target == 50, "{r:?}");
}

/// A finished solo park covering `cells` cells (32 or 33) with no loop.
fn metro(cells: usize) -> Trailblazers {
    let mut lab_ = Lab::new();
    lab_.camp('h', 0, 0, 0)
        .camp('b', 2, 0, 0)
        .camp('k', -2, 0, 0)
        .blanks((-3, 0), 10);
    // 12 camp cells and 20 trail cells so far; one card half over the row's
    // end adds a 33rd cell, the rest lie on cells already covered.
    if cells == 33 {
        lab_.stack((-23, 0), 14);
    } else {
        lab_.stack((-22, 0), 14);
    }
    load(&position(
        &solo_on(Some(lab()), "voyager:metro-park"),
        4,
        "over",
        &[SeatSpec::park(lab_.next_park())],
        (&[], &[]),
    ))
}

#[test]
fn tb_t9_metro_park_passes_at_8_squares_and_fails_at_more() {
    // L71, TB-2: 8 squares of 70 mm = 32 cells of 35 mm.
    let ok = metro(32);
    assert_eq!(ok.park(Seat(0)).unwrap().covered_cells(), 32);
    let r = ok.solo_result().unwrap();
    assert!(
        r.reason
            .starts_with("Metro Park is met (32, at most 32 needed), but ")
            && r.reason.contains("fall short"),
        "the goal is met: {}",
        r.reason
    );
    let too_big = metro(33);
    assert_eq!(too_big.park(Seat(0)).unwrap().covered_cells(), 33);
    let r = too_big.solo_result().unwrap();
    assert!(
        r.reason
            .contains("Metro Park was not met (33, at most 32 needed)"),
        "{}",
        r.reason
    );
}

#[test]
fn tb_21_a_solo_challenge_must_be_on_the_solo_card() {
    let c = TrailblazersConfig::for_players(1).unwrap();
    let e = c
        .clone()
        .with_challenge("tenderfoot-35".parse().unwrap())
        .unwrap_err();
    assert!(e.to_string().contains("not on the Solo Card"), "{e}");
    let e = TrailblazersConfig::for_players(2)
        .unwrap()
        .with_challenge("tenderfoot-30".parse().unwrap())
        .unwrap_err();
    assert!(e.to_string().contains("a game of 2 has none"), "{e}");
    assert!(
        c.with_challenge("blazer:bridge-builder+metro-park".parse().unwrap())
            .is_ok()
    );
}
