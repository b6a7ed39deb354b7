//! The research surface on the test game Duel (cards played in two steps):
//! the stepper's ids, masks, refusals and tensors, and the research kit,
//! which must pass a correct game and catch a tensor that leaks.

use crate::toy::{Bug, Duel, DuelConfig};
use std::panic::{AssertUnwindSafe, catch_unwind};
use tabletop_core::testing::{check_canonical_resampling, check_research};
use tabletop_core::{Game, GameRng, Seat, StepError, Stepper};

fn duel(players: usize, seed: u64) -> Stepper<Duel> {
    let config = DuelConfig {
        players,
        bug: Bug::None,
    };
    Stepper::new(Duel::setup(config, seed).expect("a duel sets up"))
}

#[test]
fn a_correct_game_passes_the_research_kit() {
    for players in 2..=3 {
        let config = DuelConfig {
            players,
            bug: Bug::None,
        };
        let report = check_research::<Duel>(&config, 50, 0, 1);
        assert_eq!(report.games, 50);
        // Every card takes two steps: three tricks, each seat one card.
        assert_eq!(report.steps, 50 * 3 * players as u64 * 2);
        assert!(
            report.resamples_redistributing * 2 > report.resamples,
            "{report:?}"
        );
    }
}

/// What the research kit says of Duel with `bug` planted (it must object).
fn kit_objection(players: usize, bug: Bug) -> String {
    let config = DuelConfig { players, bug };
    let caught = catch_unwind(AssertUnwindSafe(|| {
        check_research::<Duel>(&config, 5, 0, 1)
    }));
    let message = caught.expect_err("the kit objects");
    message
        .downcast_ref::<String>()
        .cloned()
        .unwrap_or_default()
}

#[test]
fn the_research_kit_catches_a_tensor_that_shows_another_hand() {
    let text = kit_objection(3, Bug::LeakyView);
    assert!(
        text.contains("observation tensor depends on what"),
        "{text}"
    );
}

#[test]
fn the_research_kit_catches_next_steps_that_leave_out_a_legal_id() {
    let text = kit_objection(2, Bug::NextStepsDropsOne);
    assert!(
        text.contains("but its legal actions continue with"),
        "{text}"
    );
}

#[test]
fn a_card_is_chosen_in_two_steps_and_applied_on_the_second() {
    let mut stepper = duel(2, 7);
    let seat = stepper.current_player().expect("seat 0 acts first");
    assert_eq!(seat, Seat(0));
    let mut hand = Vec::new();
    stepper.state().legal_actions(seat, &mut hand);
    let card = hand[0].0;
    let mut ids = Vec::new();
    stepper.legal_ids(&mut ids);
    // The first step names the card's group of four.
    assert!(ids.contains(&u32::from(card / 4)));
    assert_eq!(stepper.apply_id(i64::from(card / 4)), Ok(None));
    assert_eq!(stepper.prefix(), &[u32::from(card / 4)]);
    // Only seat 0 sees its pending step, as a count after the game's values.
    let mut obs = vec![0f32; stepper.observation_size()];
    stepper.observation(Seat(0), &mut obs).unwrap();
    assert_eq!(obs[17 + usize::from(card / 4)], 1.0);
    stepper.observation(Seat(1), &mut obs).unwrap();
    assert!(obs[17..].iter().all(|&v| v == 0.0));
    let done = stepper.apply_id(i64::from(3 + card % 4)).unwrap();
    assert_eq!(done, Some((Seat(0), crate::toy::Play(card))));
    assert!(stepper.prefix().is_empty());
    assert_eq!(stepper.current_player(), Some(Seat(1)));
}

#[test]
fn refused_ids_name_the_reason_and_change_nothing() {
    let mut stepper = duel(2, 3);
    let before = stepper.state().clone();
    assert_eq!(
        stepper.apply_id(7),
        Err(StepError::OutOfRange { id: 7, count: 7 })
    );
    assert!(matches!(
        stepper.apply_id(-1),
        Err(StepError::OutOfRange { .. })
    ));
    // A second step as the first is no legal beginning.
    match stepper.apply_id(3) {
        Err(StepError::Illegal { reason, .. }) => {
            assert!(reason.contains("begins with"), "{reason}")
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(*stepper.state(), before);
    let mut small = vec![0f32; 3];
    assert_eq!(
        stepper.observation(Seat(0), &mut small),
        Err(StepError::BufferSize {
            expected: 24,
            given: 3
        })
    );
    assert!(matches!(stepper.seat(2), Err(StepError::NoSuchSeat { .. })));
}

#[test]
fn the_mask_marks_exactly_the_legal_ids_of_the_seat_to_act() {
    let mut stepper = duel(3, 11);
    let mut ids = Vec::new();
    stepper.legal_ids(&mut ids);
    let mut mask = [0u8; 7];
    stepper.legal_mask(Seat(0), &mut mask).unwrap();
    for id in 0..7u32 {
        assert_eq!(mask[id as usize] == 1, ids.contains(&id), "id {id}");
    }
    stepper.legal_mask(Seat(1), &mut mask).unwrap();
    assert_eq!(mask, [0; 7], "seat 1 chooses after seat 0");
}

#[test]
fn a_resample_for_another_seat_forgets_the_choosers_pending_step() {
    let mut stepper = duel(2, 5);
    let mut ids = Vec::new();
    stepper.legal_ids(&mut ids);
    stepper.apply_id(i64::from(ids[0])).unwrap();
    let mut rng = GameRng::new(1);
    assert_eq!(
        stepper.resample_hidden(Seat(0), &mut rng).prefix(),
        stepper.prefix()
    );
    assert!(
        stepper
            .resample_hidden(Seat(1), &mut rng)
            .prefix()
            .is_empty()
    );
}

#[test]
fn duel_resamples_canonically() {
    // Duel pools the unseen cards in order before shuffling: two duels a
    // seat cannot tell apart resample alike.
    for players in 2..=3 {
        let config = DuelConfig {
            players,
            bug: Bug::None,
        };
        check_canonical_resampling::<Duel>(&config, 30, 0, 1);
    }
}
