//! Tampered positions made from reachable states: each field a person might
//! edit by hand (the step, the active seat, Last call, run-outs, a card moved
//! between places, calls home, the first player, emptied piles) is changed
//! at random. A tampered position either is refused with a reason or loads;
//! once loaded, no action panics, every action is either accepted (and the
//! table stays consistent) or refused leaving the state unchanged, and play
//! goes on with a legal action for whoever is to act.

use crate::common;
use common::every_action;

use serde_json::{Value, json};
use tabletop_core::bot::next_seat;
use tabletop_core::{Audit, Game, GameConfig, GameRng, Seat};
use traveler_rules::{
    Action, Catalogue, Cut, HandLimit, NewRegion, Reshuffle, Traveler, TravelerConfig,
};

/// Tries every action of every seat (and two seats not at the table).
fn exercise(g: &Traveler, all: &[Action]) {
    let mut legal = Vec::new();
    for s in 0..6u8 {
        legal.clear();
        g.legal_actions(Seat(s), &mut legal);
        let _ = g.view(Seat(s));
        for a in all {
            let mut next = g.clone();
            match next.apply_mut(Seat(s), a) {
                Ok(()) => {
                    assert!(legal.contains(a), "{a} accepted but not listed");
                    next.check_invariants()
                        .unwrap_or_else(|e| panic!("after {a}: {e}"));
                    let _ = next.narrate(g, Seat(s), a, tabletop_core::Audience::Omniscient);
                    let _ = next.outcome();
                }
                Err(_) => {
                    assert_eq!(&next, g, "a refused {a} changed the state");
                    assert!(!legal.contains(a), "{a} listed but refused");
                }
            }
        }
    }
    let _ = g.public_view();
    let _ = g.outcome();
    let _ = g.describe_setup(tabletop_core::Audience::Omniscient);
}

fn tamper(v: &mut Value, players: usize, names: &[String], rng: &mut GameRng) {
    let phases = [
        json!("first_stops"),
        json!("earn"),
        json!({"take": {"left": 1}}),
        json!({"take": {"left": 3, "scrounge": true}}),
        json!("put_back"),
        json!("travel"),
        json!({"pay": {"destination": "Hanoi", "left": 1}}),
        json!({"pay": {"destination": "Rome", "left": 2}}),
        json!("discard"),
        json!({"fly_home": {"seat": 0, "paid": 0}}),
        json!({"fly_home": {"seat": 1, "paid": 2}}),
        json!({"fly_home": {"seat": 3, "paid": 1}}),
        json!("over"),
    ];
    match rng.index(9) {
        0 => v["phase"] = phases[rng.index(phases.len())].clone(),
        1 => v["active"] = json!(rng.index(5)),
        2 => v["last_call"] = json!(rng.index(2) == 1),
        3 => v["run_outs"] = json!(rng.index(3)),
        4 => {
            let name = &names[rng.index(names.len())];
            let is_it = |x: &Value| x.as_str() == Some(name);
            for key in ["deck", "shelf", "flown_home_with"] {
                if let Some(list) = v[key].as_array_mut() {
                    list.retain(|x| !is_it(x));
                }
            }
            for i in 0..players {
                for key in ["hand", "trip"] {
                    if let Some(list) = v["seats"][i][key].as_array_mut() {
                        list.retain(|x| !is_it(x));
                    }
                }
            }
            let key = ["hand", "trip", "hand"][rng.index(3)];
            if let Some(list) = v["seats"][rng.index(players)][key].as_array_mut() {
                list.push(json!(name));
            }
        }
        5 => v["seats"][rng.index(players)]["called_home"] = json!(rng.index(2) == 1),
        6 => v["deck"] = json!([]),
        7 => v["config"]["first_player"] = json!(rng.index(players)),
        _ => v["shelf"] = json!([]),
    }
}

#[test]
fn tampered_positions_load_consistently_or_are_refused_and_never_panic() {
    let all = every_action();
    let names: Vec<String> = Catalogue::reference()
        .cards()
        .iter()
        .map(|c| c.name.clone())
        .collect();
    let mut rng = GameRng::new(7);
    let mut legal = Vec::new();
    let mut loaded = 0;
    for game in 0..60u64 {
        let players = 2 + (game % 3) as usize;
        let mut config = TravelerConfig::for_players(players).unwrap();
        if game % 4 == 0 {
            config = config.with_hand_limit(HandLimit::HardCap);
            config = config.with_cut(Cut::FromPay);
            config = config.with_reshuffle(Reshuffle::Eager);
            config = config.with_new_region(NewRegion::NotOnTrip);
        }
        let mut g = Traveler::setup(config, game).unwrap();
        for _ in 0..rng.index(400) {
            let Some(seat) = next_seat(&g) else { break };
            legal.clear();
            g.legal_actions(seat, &mut legal);
            let a = legal[rng.index(legal.len())];
            g.apply_mut(seat, &a).unwrap();
        }
        let base = serde_json::to_value(&g).unwrap();
        for _ in 0..25 {
            let mut v = base.clone();
            for _ in 0..=rng.index(3) {
                tamper(&mut v, players, &names, &mut rng);
            }
            let Ok(mut t) = serde_json::from_value::<Traveler>(v) else {
                continue;
            };
            loaded += 1;
            exercise(&t, &all);
            for _ in 0..40 {
                let Some(seat) = next_seat(&t) else { break };
                legal.clear();
                t.legal_actions(seat, &mut legal);
                assert!(!legal.is_empty(), "{seat} is to act with no legal action");
                let a = legal[rng.index(legal.len())];
                t.apply_mut(seat, &a).unwrap();
                t.check_invariants().unwrap();
            }
        }
    }
    assert!(loaded > 200, "only {loaded} tampered positions loaded");
}
