//! Events through the registry and the protocol: each subscribed audience
//! gets its own stream on every `apply`, the narration of a stream is the
//! narration `apply` gives that audience, and a seat's stream never says
//! what another seat chose in secret.

use serde_json::{Value, json};
use tabletop::protocol::{Limits, Server};
use tabletop_core::GameRng;

fn send(server: &mut Server, request: Value) -> Value {
    let line = server.answer_line(request.to_string().as_bytes());
    let response: Value = serde_json::from_str(&line).unwrap();
    crate::schema_check::check_def("response", &response)
        .unwrap_or_else(|e| panic!("{e}\n{response}"));
    assert_eq!(response["ok"], true, "{request} -> {response}");
    response
}

/// Plays a whole game of `game` through the protocol with every seat, a
/// spectator and the omniscient audience subscribed, and checks each
/// `apply` answer's streams against a twin game narrated audience by
/// audience.
fn play_subscribed(game: &str, players: usize, seed: u64) -> (usize, usize) {
    let mut server = Server::new(Limits::default());
    let opened = send(
        &mut server,
        json!({"cmd": "new", "game": game, "players": players, "seed": seed}),
    );
    let handle = opened["handle"].clone();
    let mut audiences: Vec<Value> = (0..players).map(|s| json!({"seat": s})).collect();
    audiences.push(json!("spectator"));
    audiences.push(json!("omniscient"));
    let subscribed = send(
        &mut server,
        json!({"cmd": "subscribe", "handle": handle, "audiences": audiences}),
    );
    assert_eq!(
        subscribed["setup"].as_array().unwrap().len(),
        audiences.len()
    );
    let mut rng = GameRng::new(seed);
    let mut state = opened;
    let (mut applied, mut events) = (0, 0);
    while state["over"] == false {
        let seat = state["to_act"][0].clone();
        let legal = send(
            &mut server,
            json!({"cmd": "legal", "handle": handle, "seat": seat}),
        );
        let actions = legal["actions"].as_array().unwrap();
        let code = actions[rng.index(actions.len())]["code"].clone();
        // The same action on a copy, narrated to one audience.
        let twin = send(&mut server, json!({"cmd": "clone", "handle": handle}))["handle"].clone();
        let which = applied % audiences.len();
        let narrated = send(
            &mut server,
            json!({"cmd": "apply", "handle": twin, "seat": seat, "action": code,
                   "narrate": audiences[which], "events": audiences[which]}),
        );
        send(&mut server, json!({"cmd": "close", "handle": twin}));
        state = send(
            &mut server,
            json!({"cmd": "apply", "handle": handle, "seat": seat, "action": code}),
        );
        let streams = state["streams"].as_array().unwrap();
        assert_eq!(streams.len(), audiences.len());
        assert_eq!(streams[which]["audience"], audiences[which]);
        assert_eq!(streams[which]["narration"], narrated["narration"]);
        assert_eq!(streams[which]["events"], narrated["events"]);
        let omniscient = streams[audiences.len() - 1]["events"].as_array().unwrap();
        for stream in streams {
            let told = stream["events"].as_array().unwrap();
            assert!(
                told.len() <= omniscient.len(),
                "{game}: {} is told more events than the omniscient audience",
                stream["audience"]
            );
        }
        applied += 1;
        events += omniscient.len();
    }
    (applied, events)
}

#[test]
fn every_game_streams_each_audience_its_own_events_and_their_narration() {
    for (game, players) in [
        ("traveluencer", 3),
        ("traveler", 2),
        ("trailblazers", 2),
        ("seoul-journey", 3),
    ] {
        let (applied, events) = play_subscribed(game, players, 7);
        assert!(
            events >= applied,
            "{game}: {events} events for {applied} actions"
        );
    }
}

#[test]
fn a_secret_choice_reaches_the_other_seats_without_its_cards() {
    // Traveluencer's round starts with a secret pass of three cards, picked
    // one at a time: the picker is told its card, the others are not.
    let mut server = Server::new(Limits::default());
    let opened = send(
        &mut server,
        json!({"cmd": "new", "game": "traveluencer", "players": 3, "seed": 1}),
    );
    let handle = opened["handle"].clone();
    assert_eq!(opened["simultaneous"], true);
    let legal = send(
        &mut server,
        json!({"cmd": "legal", "handle": handle, "seat": 0}),
    );
    let pick = legal["actions"][0].clone();
    let card = pick["text"]
        .as_str()
        .unwrap()
        .trim_start_matches("pass ")
        .to_string();
    let mut told = Vec::new();
    for audience in [json!({"seat": 0}), json!({"seat": 1}), json!("spectator")] {
        let twin = send(&mut server, json!({"cmd": "clone", "handle": handle}))["handle"].clone();
        let answer = send(
            &mut server,
            json!({"cmd": "apply", "handle": twin, "seat": 0, "action": pick["code"],
                   "events": audience}),
        );
        told.push(answer["events"].to_string());
    }
    assert!(
        told[0].contains(&card),
        "the picker is told its card: {}",
        told[0]
    );
    assert!(
        !told[1].contains(&card),
        "another seat is told the card: {}",
        told[1]
    );
    assert_eq!(
        told[1], told[2],
        "another seat learns what a spectator learns"
    );
}
