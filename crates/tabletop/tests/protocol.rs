//! The engine protocol in-process: every command of every game, each
//! request and response checked against the published schema; bad lines,
//! limits, and arbitrary input answered without a panic.

use crate::schema_check::check_def;
use proptest::prelude::*;
use serde_json::{Value, json};
use tabletop::protocol::{Limits, Server, serve};
use tabletop_core::GameRng;

/// A session that checks every message against the schema.
struct Session {
    server: Server,
}

impl Session {
    fn new(limits: Limits) -> Self {
        Session {
            server: Server::new(limits),
        }
    }

    /// Sends `request`; checks it and the response against the schema.
    fn send(&mut self, request: Value) -> Value {
        let cmd = request["cmd"].as_str().unwrap().to_string();
        check_def(&format!("request_{cmd}"), &request).unwrap();
        check_def("request", &request).unwrap();
        let line = self.server.answer_line(request.to_string().as_bytes());
        assert!(!line.contains('\n'), "one line per response");
        let response: Value = serde_json::from_str(&line).unwrap();
        assert_eq!(
            response["id"],
            request.get("id").cloned().unwrap_or(Value::Null)
        );
        let shape = match response["ok"].as_bool().unwrap() {
            true => format!("response_{cmd}"),
            false => "response_error".to_string(),
        };
        check_def(&shape, &response).unwrap_or_else(|e| panic!("{e}\n{response}"));
        check_def("response", &response).unwrap();
        response
    }

    fn ok(&mut self, request: Value) -> Value {
        let r = self.send(request.clone());
        assert_eq!(r["ok"], true, "{request} -> {r}");
        r
    }

    fn refused(&mut self, request: Value, code: &str) -> Value {
        let r = self.send(request.clone());
        assert_eq!(r["error"]["code"], code, "{request} -> {r}");
        r["error"].clone()
    }
}

#[test]
fn every_command_of_every_game_matches_the_schema() {
    let mut s = Session::new(Limits::default());
    let hello = s.ok(json!({"id": "hi", "cmd": "hello"}));
    assert_eq!(hello["protocol"], 1);
    let schema = s.ok(json!({"id": 0, "cmd": "schema"}));
    assert_eq!(schema["schema"]["$id"], "urn:tabletop:protocol:1");
    let games = s.ok(json!({"id": 1, "cmd": "games"}));
    for (i, info) in games["games"].as_array().unwrap().iter().enumerate() {
        let name = info["name"].as_str().unwrap();
        let opened = s.ok(json!({"id": [i, "new"], "cmd": "new", "game": name, "seed": i}));
        let handle = opened["handle"].clone();
        for audience in [json!("omniscient"), json!("spectator"), json!({"seat": 1})] {
            s.ok(json!({"cmd": "describe_setup", "handle": handle, "audience": audience}));
        }
        s.refused(
            json!({"cmd": "describe_setup", "handle": handle, "audience": {"seat": 9}}),
            "no_such_seat",
        );
        s.ok(json!({"cmd": "view", "handle": handle}));
        s.ok(json!({"cmd": "view", "handle": handle, "seat": 0}));
        let mut rng = GameRng::new(i as u64);
        let mut state = opened;
        let mut moves = 0;
        while state["over"] == false {
            let seat = state["to_act"][0].clone();
            let legal = s.ok(json!({"cmd": "legal", "handle": handle, "seat": seat}));
            let actions = legal["actions"].as_array().unwrap();
            let pick = &actions[rng.index(actions.len())];
            // Each form of the action in turn: code, text, JSON, object forms.
            let action = match moves % 5 {
                0 => pick["code"].clone(),
                1 => pick["text"].clone(),
                2 => json!({"json": pick["json"]}),
                3 => json!({"code": pick["code"]}),
                _ => json!({"text": pick["text"]}),
            };
            let valid =
                s.ok(json!({"cmd": "validate", "handle": handle, "seat": seat, "action": action}));
            assert_eq!(valid["legal"], true);
            let mut apply =
                json!({"cmd": "apply", "handle": handle, "seat": seat, "action": action});
            let narrate = [
                json!("omniscient"),
                json!("spectator"),
                json!({"seat": seat}),
            ];
            if moves % 3 == 0 {
                apply["narrate"] = narrate[moves / 3 % 3].clone();
            }
            state = s.ok(apply);
            assert_eq!(state["code"], pick["code"]);
            assert_eq!(state["narration"].is_array(), moves % 3 == 0);
            moves += 1;
        }
        let end = s.ok(json!({"cmd": "state", "handle": handle}));
        assert!(end["outcome"]["winners"].is_array());
        let position = s.ok(json!({"cmd": "position", "handle": handle}))["position"].clone();
        let replay = s.ok(json!({"cmd": "replay", "handle": handle}))["replay"].clone();
        let from_position =
            s.ok(json!({"cmd": "load_position", "position": position}))["handle"].clone();
        let from_replay = s.ok(json!({"cmd": "load_replay", "replay": replay}))["handle"].clone();
        let copy = s.ok(json!({"cmd": "clone", "handle": from_replay}))["handle"].clone();
        for h in [&from_position, &from_replay, &copy] {
            let p = s.ok(json!({"cmd": "position", "handle": h}))["position"].clone();
            assert_eq!(p, position);
        }
        s.refused(
            json!({"cmd": "replay", "handle": from_position}),
            "no_history",
        );
        let list = s.ok(json!({"cmd": "list"}));
        assert!(list["games"].as_array().unwrap().len() >= 4);
        for h in [handle, from_position, from_replay, copy] {
            s.ok(json!({"cmd": "close", "handle": h}));
        }
    }
    s.ok(json!({"cmd": "quit"}));
    assert!(s.server.is_done());
}

#[test]
fn refusals_name_the_rule_and_change_nothing() {
    let mut s = Session::new(Limits::default());
    let h =
        s.ok(json!({"cmd": "new", "game": "traveler", "players": 2, "seed": 4}))["handle"].clone();
    let before = s.ok(json!({"cmd": "position", "handle": h}));
    let e = s.refused(
        json!({"id": 7, "cmd": "apply", "handle": h, "seat": 0, "action": "work"}),
        "illegal_action",
    );
    assert!(e["rule"].as_str().unwrap().contains("L7"), "{e}");
    let v = s.ok(json!({"cmd": "validate", "handle": h, "seat": 0, "action": "work"}));
    assert_eq!(v["legal"], false);
    assert_eq!(v["rule"], e["rule"]);
    s.refused(
        json!({"cmd": "apply", "handle": h, "seat": 0, "action": "fly"}),
        "unreadable_action",
    );
    s.refused(json!({"cmd": "apply", "handle": h, "seat": 0, "action": {"code": "99999999999999999999999"}}), "unreadable_action");
    s.refused(
        json!({"cmd": "apply", "handle": h, "seat": 5, "action": "work"}),
        "no_such_seat",
    );
    s.refused(
        json!({"cmd": "apply", "handle": 99, "seat": 0, "action": "work"}),
        "no_such_handle",
    );
    s.refused(json!({"cmd": "new", "game": "chess"}), "unknown_game");
    s.refused(
        json!({"cmd": "new", "game": "traveler", "players": 9}),
        "bad_config",
    );
    s.refused(
        json!({"cmd": "new", "game": "traveler", "config": {"cut": "all"}}),
        "bad_config",
    );
    s.refused(
        json!({"cmd": "load_position", "position": {"game": "traveler", "position": {}}}),
        "bad_position",
    );
    let after = s.ok(json!({"cmd": "position", "handle": h}));
    assert_eq!(before["position"], after["position"]);
}

#[test]
fn bad_lines_get_an_error_response_and_the_server_goes_on() {
    let mut server = Server::new(Limits::default());
    for (line, code) in [
        (&b"not json"[..], "bad_json"),
        (b"[1, 2]", "bad_request"),
        (b"{\"cmd\": \"dance\", \"id\": 3}", "bad_request"),
        (b"{\"cmd\": \"legal\", \"handle\": 1}", "bad_request"),
        (b"{\"cmd\": \"hello\", \"extra\": true}", "bad_request"),
        (b"\xff\xfe", "bad_json"),
        (
            b"{\"cmd\": \"new\", \"game\": \"traveler\", \"seed\": -1}",
            "bad_request",
        ),
    ] {
        let response: Value = serde_json::from_str(&server.answer_line(line)).unwrap();
        check_def("response_error", &response).unwrap();
        assert_eq!(
            response["error"]["code"],
            code,
            "{}",
            String::from_utf8_lossy(line)
        );
    }
    let dance: Value =
        serde_json::from_str(&server.answer_line(b"{\"cmd\": \"dance\", \"id\": 3}")).unwrap();
    assert_eq!(dance["id"], 3, "the id of a readable line is echoed");
    let hello: Value = serde_json::from_str(&server.answer_line(b"{\"cmd\": \"hello\"}")).unwrap();
    assert_eq!(hello["ok"], true);
}

#[test]
fn a_value_of_the_wrong_type_names_its_field_and_a_huge_code_is_not_echoed_as_a_double() {
    let mut server = Server::new(Limits::default());
    let mut answer = |line: &str| -> Value {
        serde_json::from_str(&server.answer_line(line.as_bytes())).unwrap()
    };
    for (line, field) in [
        (
            r#"{"cmd": "new", "game": "traveler", "seed": "seven"}"#,
            "seed: ",
        ),
        (
            r#"{"cmd": "new", "game": "traveler", "players": -2}"#,
            "players: ",
        ),
        (r#"{"cmd": "legal", "handle": 1, "seat": "zero"}"#, "seat: "),
        (r#"{"cmd": "state", "handle": [1]}"#, "handle: "),
        (r#"{"cmd": "new", "game": 4}"#, "game: "),
        (
            r#"{"cmd": "describe_setup", "handle": 1, "audience": "all"}"#,
            "audience: ",
        ),
        (
            r#"{"cmd": "new", "game": "traveluencer", "config": {"events": "yes"}}"#,
            "events: ",
        ),
    ] {
        let reason = answer(line)["error"]["reason"]
            .as_str()
            .unwrap()
            .to_string();
        assert!(
            reason.contains(field)
                && (reason.contains("invalid ") || reason.contains("unknown variant")),
            "{line} -> {reason}"
        );
    }
    // A missing field is not blamed on another one.
    let reason = answer(r#"{"cmd": "legal", "handle": 1}"#)["error"]["reason"].to_string();
    assert!(
        reason.contains("missing field `seat`") && !reason.contains("handle:"),
        "{reason}"
    );

    let new = answer(r#"{"cmd": "new", "game": "traveler", "players": 2, "seed": 7}"#);
    let handle = new["handle"].clone();
    let huge = format!(
        r#"{{"cmd": "apply", "handle": {handle}, "seat": 0, "action": 1000000000000000000000000000000}}"#
    );
    let error = answer(&huge)["error"].clone();
    assert_eq!(error["code"], "unreadable_action");
    let reason = error["reason"].as_str().unwrap();
    assert!(
        !reason.contains("e+30") && !reason.contains("e30"),
        "{reason}"
    );
    assert!(reason.contains("decimal digits in a string"), "{reason}");
}

#[test]
fn open_games_and_line_length_are_limited() {
    let limits = Limits {
        max_games: 2,
        max_line_bytes: 100,
    };
    let mut s = Session::new(limits);
    let first = s.ok(json!({"cmd": "new", "game": "traveler"}))["handle"].clone();
    s.ok(json!({"cmd": "clone", "handle": first}));
    s.refused(json!({"cmd": "new", "game": "traveler"}), "too_many_games");
    s.refused(json!({"cmd": "clone", "handle": first}), "too_many_games");
    s.ok(json!({"cmd": "close", "handle": first}));
    s.ok(json!({"cmd": "new", "game": "traveler"}));

    let long = format!("{{\"cmd\": \"hello\", \"id\": \"{}\"}}\n", "x".repeat(200));
    let input = format!(
        "{long}{{\"cmd\": \"hello\", \"id\": 2}}\n\n{{\"cmd\": \"quit\"}}\n{{\"cmd\": \"hello\"}}\n"
    );
    let mut output = Vec::new();
    serve(input.as_bytes(), &mut output, limits).unwrap();
    let responses: Vec<Value> = String::from_utf8(output)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(
        responses.len(),
        3,
        "nothing is answered after quit: {responses:?}"
    );
    assert_eq!(responses[0]["error"]["code"], "too_large");
    assert_eq!(responses[1]["id"], 2);
    assert_eq!(responses[2]["ok"], true);
}

#[test]
fn a_stalled_game_is_stopped_at_its_action_cap() {
    let mut s = Session::new(Limits::default());
    let cap = s.ok(json!({"cmd": "games"}))["games"][1]["action_cap"]
        .as_u64()
        .unwrap();
    let h =
        s.ok(json!({"cmd": "new", "game": "traveler", "players": 2, "seed": 1}))["handle"].clone();
    let mut rng = GameRng::new(8);
    let mut applied = 0;
    loop {
        let state = s.ok(json!({"cmd": "state", "handle": h}));
        if state["over"] == true {
            break;
        }
        let seat = state["to_act"][0].clone();
        let legal = s.ok(json!({"cmd": "legal", "handle": h, "seat": seat}));
        let actions = legal["actions"].as_array().unwrap();
        let code = actions[rng.index(actions.len())]["code"].clone();
        s.ok(json!({"cmd": "apply", "handle": h, "seat": seat, "action": code}));
        applied += 1;
    }
    assert!(
        applied < cap,
        "random play ends below the cap ({applied} of {cap})"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Arbitrary bytes, and arbitrary JSON objects with a known command, are
    /// answered with one line of JSON that fits the schema.
    #[test]
    fn any_line_is_answered(
        bytes in proptest::collection::vec(any::<u8>(), 0..80),
        cmd in proptest::sample::select(vec![
            "new", "legal", "apply", "validate", "view", "state", "close", "clone", "load_position", "load_replay",
        ]),
        handle in 0i64..4,
        seat in -1i64..6,
        action in proptest::sample::select(vec![json!("work"), json!(3), json!({"code": "7"}), json!({"json": 1}), json!(null), json!(-4)]),
    ) {
        let mut server = Server::new(Limits::default());
        server.answer_line(br#"{"cmd": "new", "game": "traveluencer", "players": 3}"#);
        for line in [bytes, json!({"cmd": cmd, "handle": handle, "seat": seat, "action": action, "game": "traveler"}).to_string().into_bytes()] {
            let response = server.answer_line(&line);
            let value: Value = serde_json::from_str(&response).unwrap();
            prop_assert!(check_def("response", &value).is_ok(), "{}", response);
        }
    }
}
