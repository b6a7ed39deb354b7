//! Research tables of every game that offers the research surface: whole
//! games one action id at a time, the mask against the legal ids,
//! serialization, joint actions, resampling, and refusals that change
//! nothing. A game without the surface is refused by name.

use tabletop::{Error, ResearchTable, Seat};
use tabletop_core::GameRng;

/// Every configuration (every game, every player count) that offers the
/// research surface; the others must refuse it as not offered.
fn research_tables(seed: u64) -> Vec<Box<dyn ResearchTable>> {
    let mut all = Vec::new();
    for engine in tabletop::games() {
        let info = engine.info();
        for players in info.min_players..=info.max_players {
            let game = engine.configure(Some(players), None).unwrap();
            match game.new_research_table(seed) {
                Ok(table) => all.push(table),
                Err(e) => assert_eq!(e, Error::NoResearch { game: info.name }),
            }
        }
    }
    all
}

fn position_and_pending(table: &dyn ResearchTable) -> (serde_json::Value, Vec<u32>) {
    (table.position().unwrap(), table.pending())
}

/// Plays `table` to its end with random legal ids, checking the mask, the
/// serialization round trip and that a refused id changes nothing.
fn play_by_ids(table: &mut dyn ResearchTable, rng: &mut GameRng) -> u64 {
    let info = table.research_info();
    let mut ids = Vec::new();
    let mut mask = vec![0u8; info.num_distinct_actions];
    let mut steps = 0u64;
    while let Some(seat) = table.current_player() {
        assert!(
            steps < info.max_game_length as u64,
            "{}: too long",
            table.game()
        );
        table.legal_ids(seat, &mut ids).unwrap();
        assert!(!ids.is_empty());
        table.legal_mask(seat, &mut mask).unwrap();
        let from_mask: Vec<u32> = (0..mask.len() as u32)
            .filter(|&i| mask[i as usize] == 1)
            .collect();
        assert_eq!(from_mask, ids);
        for other in 0..table.players() as u8 {
            if Seat(other) != seat {
                table.legal_ids(Seat(other), &mut ids).unwrap();
                assert!(ids.is_empty(), "a seat not to act has legal ids");
            }
        }
        table.legal_ids(seat, &mut ids).unwrap();
        if steps.is_multiple_of(7) {
            let text = table.serialize().unwrap();
            let back = tabletop::deserialize_research(&text).unwrap();
            assert_eq!(
                position_and_pending(back.as_ref()),
                position_and_pending(table)
            );
            assert_eq!(back.replay().ok(), table.replay().ok());
            let before = position_and_pending(table);
            let outside = info.num_distinct_actions as i64;
            assert_eq!(
                table.apply_id(outside).unwrap_err().code(),
                "action_out_of_range"
            );
            assert_eq!(
                table.apply_id(-1).unwrap_err().code(),
                "action_out_of_range"
            );
            if let Some(illegal) = (0..outside as u32).find(|i| !ids.contains(i)) {
                assert_eq!(
                    table.apply_id(i64::from(illegal)).unwrap_err().code(),
                    "illegal_action"
                );
            }
            assert_eq!(position_and_pending(table), before);
        }
        let id = ids[rng.index(ids.len())];
        table.apply_id(i64::from(id)).unwrap();
        steps += 1;
    }
    assert!(table.outcome().is_some());
    assert_eq!(table.apply_id(0).unwrap_err().code(), "game_over");
    steps
}

#[test]
fn every_research_table_plays_to_its_end_one_id_at_a_time() {
    for (k, mut table) in research_tables(11).into_iter().enumerate() {
        let mut rng = GameRng::new(k as u64);
        let steps = play_by_ids(table.as_mut(), &mut rng);
        assert!(steps > 0);
        // The whole actions taken are the replay's, and it plays back.
        let replay = table.replay().unwrap();
        assert_eq!(
            tabletop::load_replay(&replay).unwrap().position().unwrap(),
            table.position().unwrap()
        );
    }
}

#[test]
fn tensors_strings_and_buffers_of_the_wrong_size() {
    for table in research_tables(3) {
        let info = table.research_info();
        let game_size: usize = info.game_observation_shape.iter().product();
        assert_eq!(info.observation_size, game_size + info.num_distinct_actions);
        let mut obs = vec![f32::NAN; info.observation_size];
        let mut state = vec![f32::NAN; info.information_state_size];
        for s in 0..table.players() as u8 {
            table.observation(Seat(s), &mut obs).unwrap();
            table.information_state(Seat(s), &mut state).unwrap();
            assert!(
                obs.iter().chain(&state).all(|v| v.is_finite()),
                "every value written"
            );
            table.observation_string(Seat(s)).unwrap();
        }
        let mut short = vec![0.0; info.observation_size - 1];
        let e = table.observation(Seat(0), &mut short).unwrap_err();
        assert_eq!(e.code(), "buffer_size", "{e}");
        let seat = Seat(table.players() as u8);
        assert_eq!(
            table.observation(seat, &mut obs).unwrap_err().code(),
            "no_such_seat"
        );
        assert_eq!(
            table.observation_string(seat).unwrap_err().code(),
            "no_such_seat"
        );
        assert_eq!(
            table.step_text(Seat(0), -3).unwrap_err().code(),
            "action_out_of_range"
        );
    }
}

#[test]
fn a_joint_action_applies_whole_or_not_at_all() {
    let (mut tested_whole, mut tested_partly) = (0, 0);
    for mut table in research_tables(5) {
        let players = table.players();
        let owing = table.to_act().seats();
        let before = table.position().unwrap();
        // One seat too few.
        let e = table
            .apply_joint(&vec![Vec::new(); players - 1])
            .unwrap_err();
        assert_eq!(e.code(), "bad_joint_action");
        // The right seats, but the last one's action left unfinished or
        // missing: nothing is applied.
        let mut joint = vec![Vec::new(); players];
        let mut probe = table.clone_research();
        let mut ids = Vec::new();
        let mut one_each = true;
        for seat in owing.iter() {
            let mut steps = Vec::new();
            while probe.current_player() == Some(seat) {
                probe.legal_ids(seat, &mut ids).unwrap();
                steps.push(i64::from(ids[0]));
                probe.apply_id(i64::from(ids[0])).unwrap();
                if probe.pending().is_empty() {
                    break;
                }
            }
            // A Trailblazers turn asks two cards of each seat: the probe's
            // seat still owes one, so the next seat's steps cannot be
            // probed this way; such a table is checked for the refusals
            // above only.
            one_each &= !probe.to_act().includes(seat);
            joint[seat.index()] = steps;
        }
        if !one_each {
            tested_partly += 1;
            continue;
        }
        tested_whole += 1;
        let mut broken = joint.clone();
        let last = owing.iter().last().unwrap();
        broken[last.index()].clear();
        assert_eq!(
            table.apply_joint(&broken).unwrap_err().code(),
            "bad_joint_action"
        );
        assert_eq!(table.position().unwrap(), before);
        table.apply_joint(&joint).unwrap();
        assert_eq!(table.position().unwrap(), probe.position().unwrap());
    }
    assert!(
        tested_whole > 0,
        "{tested_whole} whole, {tested_partly} in part"
    );
}

#[test]
fn a_resampled_table_looks_the_same_to_its_seat_and_has_no_replay() {
    for table in research_tables(9) {
        let seat = table.current_player().unwrap();
        let sample = table.resample_hidden(seat, 77).unwrap();
        assert_eq!(
            sample.view(Some(seat)).unwrap(),
            table.view(Some(seat)).unwrap()
        );
        assert_eq!(
            sample.information_state_string(seat).unwrap(),
            table.information_state_string(seat).unwrap()
        );
        assert_eq!(sample.replay().unwrap_err(), Error::NoHistory);
        // Its serialization has no replay, and reads back.
        let back = tabletop::deserialize_research(&sample.serialize().unwrap()).unwrap();
        assert_eq!(back.position().unwrap(), sample.position().unwrap());
    }
}

#[test]
fn text_that_is_not_a_serialized_state_is_refused() {
    for text in [
        "",
        "{}",
        "[1]",
        "not json",
        r#"{"format":"tabletop-research","game":"traveler"}"#,
    ] {
        let Err(e) = tabletop::deserialize_research(text) else {
            panic!("{text} read as a state");
        };
        assert_eq!(e.code(), "bad_serialized", "{text}: {e}");
    }
    let Err(e) = tabletop::deserialize_research(
        r#"{"format":"tabletop-research","game":"chess","position":{},"pending":[]}"#,
    ) else {
        panic!("an unknown game read as a state");
    };
    assert_eq!(e.code(), "unknown_game");
}
