//! Seating, shuffles (a fixed-seed snapshot locks the deal order), replays
//! and positions.

use crate::toy;

use proptest::prelude::*;
use tabletop_core::{
    Bot, Game, GameRng, Pile, PositionFile, RandomBot, Replay, ReplayError, Seat, Seating, play_out,
};
use toy::{Duel, DuelConfig, Play};

#[test]
fn the_greedy_bot_plays_what_its_games_heuristic_rates_best() {
    let duel = Duel::setup(DuelConfig::default(), 5).unwrap();
    let mut legal = Vec::new();
    duel.legal_actions(Seat(0), &mut legal);
    let highest = legal.iter().map(|play| play.0).max().unwrap();
    let mut bot = tabletop_core::GreedyBot::<Duel>::new(9);
    assert!(legal.len() > 1);
    assert_eq!(legal[bot.choose(&duel, Seat(0), &legal)], Play(highest));
}

#[test]
fn left_is_the_next_seat_clockwise_and_right_the_previous() {
    let table = Seating::new(4).unwrap();
    assert_eq!(table.left(Seat(0)), Seat(1));
    assert_eq!(table.left(Seat(3)), Seat(0));
    assert_eq!(table.right(Seat(0)), Seat(3));
    assert_eq!(table.right(Seat(2)), Seat(1));
    assert_eq!(table.distance(Seat(3), Seat(1)), 2);
    let from_two: Vec<Seat> = table.clockwise_from(Seat(2)).collect();
    assert_eq!(from_two, [Seat(2), Seat(3), Seat(0), Seat(1)]);
    assert!(Seating::new(0).is_none() && Seating::new(9).is_none());
    assert!(!table.contains(Seat(4)));
}

#[test]
fn a_fixed_seed_always_deals_the_same_order() {
    // Locks the ChaCha8 key mapping, the bounded draw and the Fisher–Yates
    // shuffle: any change to them changes every game's deal.
    let mut rng = GameRng::new(2026);
    let mut deck: Vec<u8> = (0..52).collect();
    rng.shuffle(&mut deck);
    let draws: Vec<u32> = (0..10).map(|_| rng.below(6)).collect();
    insta::assert_json_snapshot!("seed_2026_deck_of_52", (deck, draws, rng.words_drawn()));
}

#[test]
fn a_saved_generator_continues_the_same_stream() {
    let mut rng = GameRng::new(11);
    rng.shuffle(&mut [0u8; 30]);
    let saved = serde_json::to_string(&rng).unwrap();
    let mut restored: GameRng = serde_json::from_str(&saved).unwrap();
    let mut a: Vec<u8> = (0..20).collect();
    let mut b = a.clone();
    rng.shuffle(&mut a);
    restored.shuffle(&mut b);
    assert_eq!(a, b);
}

proptest! {
    #[test]
    fn shuffling_a_pile_keeps_every_card(seed: u64, len in 0usize..52) {
        let cards: Vec<u8> = (0..len as u8).collect();
        let mut pile: Pile<u8, 52> = Pile::from_slice(&cards).unwrap();
        pile.shuffle(&mut GameRng::new(seed));
        let mut back = pile.as_slice().to_vec();
        back.sort_unstable();
        prop_assert_eq!(back, cards);
    }

    #[test]
    fn bounded_draws_stay_below_the_bound(seed: u64, bound in 1u32..1000) {
        let mut rng = GameRng::new(seed);
        for _ in 0..50 {
            prop_assert!(rng.below(bound) < bound);
        }
    }
}

fn recorded_game(seed: u64) -> (Duel, Replay<Duel>) {
    let config = DuelConfig {
        players: 3,
        ..Default::default()
    };
    let mut state = Duel::setup(config.clone(), seed).unwrap();
    let mut replay = Replay::<Duel>::new(config, seed);
    let mut bots: Vec<Box<dyn Bot<Duel>>> = (0..3)
        .map(|s| Box::new(RandomBot::new(s)) as Box<dyn Bot<Duel>>)
        .collect();
    play_out(
        &mut state,
        &mut bots,
        100,
        &mut Vec::new(),
        |before, seat, action, _| replay.push(before, seat, action),
    )
    .unwrap();
    (state, replay)
}

#[test]
fn a_replay_round_trips_through_json_and_reproduces_the_game() {
    let (state, replay) = recorded_game(5);
    assert!(state.to_act().is_over());
    assert_eq!(replay.actions.len(), 9);
    let json = serde_json::to_string_pretty(&replay).unwrap();
    let loaded: Replay<Duel> = serde_json::from_str(&json).unwrap();
    assert_eq!(loaded, replay);
    assert_eq!(loaded.play().unwrap(), state);
    assert_eq!(state.outcome().unwrap().scores.iter().sum::<i64>(), 3);
}

#[test]
fn a_tampered_replay_names_the_illegal_action() {
    let (_, mut replay) = recorded_game(6);
    let mut garbled = replay.clone();
    garbled.actions[1].1 = "fold".into();
    match garbled.play() {
        Err(ReplayError::Unreadable {
            index: 1, action, ..
        }) => assert_eq!(action, "fold"),
        other => panic!("expected an unreadable-action error, got {other:?}"),
    }
    let seat = replay.actions[0].0;
    replay.actions[0] = (seat, Play(200).to_string());
    match replay.play() {
        Err(ReplayError::Illegal {
            index: 0, action, ..
        }) => assert_eq!(action, "play 200"),
        other => panic!("expected an illegal-action error, got {other:?}"),
    }
    let mut wrong = replay.clone();
    wrong.game = "chess".into();
    assert!(matches!(wrong.play(), Err(ReplayError::WrongGame { .. })));
    let mut old = replay;
    old.rules_version = "duel-0".into();
    assert!(matches!(old.play(), Err(ReplayError::RulesVersion { .. })));
}

#[test]
fn a_position_file_names_its_game_and_loads_only_as_that_game() {
    let state = Duel::setup(DuelConfig::default(), 3).unwrap();
    let file = PositionFile::of(&state).unwrap();
    let text = serde_json::to_string(&file).unwrap();
    let back: Duel = PositionFile::parse(&text).unwrap().load().unwrap();
    assert_eq!(back, state);
    let mut other = file.clone();
    other.game = "traveler".into();
    assert!(other.load::<Duel>().is_err());
    assert!(PositionFile::parse("{not json").is_err());
}
