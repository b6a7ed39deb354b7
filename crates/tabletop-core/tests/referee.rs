//! The driver of the independent referees, on the toy game.

use crate::toy::{Duel, DuelConfig};
use tabletop_core::testing::referee_play_out;
use tabletop_core::{Bot, Game, RandomBot};

fn table() -> (Duel, Vec<Box<dyn Bot<Duel>>>) {
    let game = Duel::setup(DuelConfig::default(), 7).unwrap();
    let bots: Vec<Box<dyn Bot<Duel>>> = (0..2)
        .map(|s| Box::new(RandomBot::new(s)) as Box<dyn Bot<Duel>>)
        .collect();
    (game, bots)
}

#[test]
fn a_referee_that_agrees_sees_every_action_of_the_game() {
    let (mut game, mut bots) = table();
    let mut seen = 0u64;
    referee_play_out(&mut game, &mut bots, 1_000, |before, _, _, after| {
        seen += 1;
        assert_eq!(after.actions_taken(), before.actions_taken() + 1);
        Ok(())
    })
    .unwrap();
    assert!(game.outcome().is_some());
    assert_eq!(seen, game.actions_taken());
    assert!(seen > 2);
}

#[test]
fn the_first_objection_is_reported_with_the_action_it_came_at() {
    let (mut game, mut bots) = table();
    let mut third = None;
    let err = referee_play_out(&mut game, &mut bots, 1_000, |before, seat, action, _| {
        if before.actions_taken() >= 2 {
            third.get_or_insert_with(|| format!("{seat}: {}", before.action_text(action)));
            return Err(format!("objection {}", before.actions_taken()));
        }
        Ok(())
    })
    .unwrap_err();
    let third = third.unwrap();
    assert_eq!(err, format!("action 2 ({third}): objection 2"));
}

#[test]
fn a_game_that_does_not_end_within_the_cap_is_an_error() {
    let (mut game, mut bots) = table();
    let err = referee_play_out(&mut game, &mut bots, 2, |_, _, _, _| Ok(())).unwrap_err();
    assert_eq!(err, "the game did not end within 2 actions");
}
