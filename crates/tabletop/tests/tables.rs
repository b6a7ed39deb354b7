//! Tables of every registered game: whole games through integer codes,
//! the three forms of an action agreeing, refusals that change nothing,
//! views, positions and replays.

use proptest::prelude::*;
use serde_json::json;
use tabletop::{ActionInput, Error, GameInfo, Seat, Table};
use tabletop_core::GameRng;

fn every_configuration() -> Vec<(GameInfo, Box<dyn tabletop::Configured>)> {
    let mut all = Vec::new();
    for engine in tabletop::games() {
        let info = engine.info();
        for players in info.min_players..=info.max_players {
            all.push((info.clone(), engine.configure(Some(players), None).unwrap()));
        }
    }
    all
}

/// Plays `table` to the end with uniformly random legal codes, checking at
/// every decision that the three forms of each legal action agree.
fn play_randomly(table: &mut dyn Table, rng: &mut GameRng, cap: u64) {
    let mut codes = Vec::new();
    while let Some(seat) = table.to_act().seats().iter().next() {
        assert!(table.actions_taken() < cap, "{}: no end", table.game());
        let legal = table.legal_actions(seat).unwrap();
        codes.clear();
        table.legal_codes(seat, &mut codes).unwrap();
        assert!(!legal.is_empty());
        assert_eq!(codes, legal.iter().map(|a| a.code).collect::<Vec<_>>());
        let list = table.legal_list(seat).unwrap();
        assert_eq!(list.len(), codes.len());
        let mut written = Vec::new();
        list.for_each(|c| written.push(c));
        assert_eq!(written, codes);
        assert_eq!(list.get(codes.len()), None);
        assert!(!list.contains(&u128::MAX));
        let index = rng.index(legal.len());
        let pick = &legal[index];
        assert_eq!(list.get(index), Some(pick.code));
        assert_eq!(list.position(&pick.code), Some(index), "{}", pick.text);
        assert_eq!(
            table.code_of(ActionInput::Text(&pick.text)).unwrap(),
            pick.code
        );
        assert_eq!(
            table.code_of(ActionInput::Json(&pick.json)).unwrap(),
            pick.code
        );
        assert_eq!(
            table.text_of(ActionInput::Code(pick.code)).unwrap(),
            pick.text
        );
        table.validate(seat, ActionInput::Code(pick.code)).unwrap();
        table.apply(seat, ActionInput::Code(pick.code)).unwrap();
        // The list is a snapshot: the move changes it not.
        assert_eq!(list.iter().collect::<Vec<_>>(), codes, "{}", table.game());
    }
}

#[test]
fn whole_games_play_through_codes_and_replay_exactly() {
    for (info, game) in every_configuration() {
        for seed in 0..3 {
            let mut table = game.new_table(seed).unwrap();
            let mut rng = GameRng::new(seed);
            play_randomly(table.as_mut(), &mut rng, info.action_cap);
            let outcome = table.outcome().expect("the game is over");
            assert_eq!(outcome.scores.len(), game.players());
            let replay = table.replay().unwrap();
            let back = tabletop::load_replay(&replay).unwrap();
            assert_eq!(back.position().unwrap(), table.position().unwrap());
            let again = tabletop::load_position(&table.position().unwrap()).unwrap();
            assert_eq!(again.outcome(), Some(outcome));
        }
    }
}

#[test]
fn a_refused_action_names_its_rule_and_changes_nothing() {
    // A solo game has no other seat to offer the action.
    for (_, game) in every_configuration()
        .into_iter()
        .filter(|(_, g)| g.players() > 1)
    {
        let mut table = game.new_table(11).unwrap();
        let mut rng = GameRng::new(3);
        let mut refused = 0;
        for _ in 0..40 {
            let Some(seat) = table.to_act().seats().iter().next() else {
                break;
            };
            // An action legal for the seat to act, offered by every other seat.
            let legal = table.legal_actions(seat).unwrap();
            let pick = legal[rng.index(legal.len())].code;
            for other in 0..game.players() as u8 {
                let other = Seat(other);
                if table.to_act().includes(other) {
                    continue;
                }
                let before = table.position().unwrap();
                let replay = table.replay().unwrap();
                match table.apply(other, ActionInput::Code(pick)) {
                    Err(Error::Illegal { rule, reason }) => {
                        assert!(!rule.is_empty() && !reason.is_empty());
                        refused += 1;
                    }
                    other => panic!("expected a refusal, got {other:?}"),
                }
                assert_eq!(table.position().unwrap(), before);
                assert_eq!(table.replay().unwrap(), replay);
            }
            table.apply(seat, ActionInput::Code(pick)).unwrap();
        }
        assert!(refused > 0);
    }
}

#[test]
fn seats_off_the_table_are_refused_everywhere() {
    for (_, game) in every_configuration() {
        let mut table = game.new_table(1).unwrap();
        let n = game.players() as u64;
        let expected = Error::NoSuchSeat {
            seat: n,
            players: game.players(),
        };
        assert_eq!(table.seat(n).err(), Some(expected.clone()));
        assert_eq!(table.seat(1000).err().unwrap().code(), "no_such_seat");
        let off = Seat(n as u8);
        assert_eq!(table.legal_actions(off).err(), Some(expected.clone()));
        assert_eq!(
            table.legal_list(off).err().map(|e| e.code()),
            Some("no_such_seat")
        );
        assert_eq!(table.view(Some(off)).err(), Some(expected.clone()));
        let any = ActionInput::Code(0);
        assert_eq!(table.apply(off, any).err(), Some(expected.clone()));
        assert_eq!(table.validate(off, any).err(), Some(expected));
    }
}

#[test]
fn a_seat_sees_its_own_hand_and_a_spectator_sees_no_hand() {
    for (_, game) in every_configuration() {
        let table = game.new_table(2).unwrap();
        let spectator = table.view(None).unwrap().to_string();
        for s in 0..game.players() as u8 {
            let own = table.view(Some(Seat(s))).unwrap();
            assert_ne!(
                own.to_string(),
                spectator,
                "seat {s} sees only the public table"
            );
        }
    }
}

#[test]
fn unreadable_actions_are_refused_in_every_form() {
    for (_, game) in every_configuration() {
        let mut table = game.new_table(2).unwrap();
        let seat = table.to_act().seats().iter().next().unwrap();
        let before = table.position().unwrap();
        for bad in [
            ActionInput::Text("dance the tango"),
            ActionInput::Text(""),
            ActionInput::Json(&json!({"dance": 1})),
            ActionInput::Json(&json!(12)),
            ActionInput::Code(u128::MAX),
        ] {
            let e = table.apply(seat, bad).err().unwrap();
            assert_eq!(e.code(), "unreadable_action", "{bad:?}: {e}");
        }
        assert_eq!(table.position().unwrap(), before);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Any number is either refused as unreadable or is an action whose code
    /// it is; nothing panics, and a refused action changes nothing.
    #[test]
    fn any_code_is_read_exactly_or_refused(code: u128, small in 0u128..20_000, game in 0usize..2) {
        let engine = tabletop::games().nth(game).unwrap();
        let mut table = engine.configure(None, None).unwrap().new_table(5).unwrap();
        let seat = table.to_act().seats().iter().next().unwrap();
        for code in [code, small] {
            match table.code_of(ActionInput::Code(code)) {
                Ok(back) => prop_assert_eq!(back, code),
                Err(e) => prop_assert_eq!(e.code(), "unreadable_action"),
            }
            let before = table.position().unwrap();
            if table.apply(seat, ActionInput::Code(code)).is_err() {
                prop_assert_eq!(table.position().unwrap(), before);
            }
        }
    }

    /// Arbitrary text never panics the reader.
    #[test]
    fn any_text_is_read_or_refused(text in "\\PC{0,40}", game in 0usize..2) {
        let engine = tabletop::games().nth(game).unwrap();
        let table = engine.configure(None, None).unwrap().new_table(5).unwrap();
        if let Err(e) = table.code_of(ActionInput::Text(&text)) {
            prop_assert_eq!(e.code(), "unreadable_action");
        }
    }
}
