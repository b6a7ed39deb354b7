//! `tabletop serve` end to end: the real binary driven over its standard
//! input and output, one request and one response at a time.

use crate::common::*;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// A running `tabletop serve`.
struct Served {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Served {
    fn start(args: &[&str]) -> Self {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tabletop"))
            .arg("serve")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        Served {
            child,
            input,
            output,
        }
    }

    /// Sends one raw line and reads the one response line.
    fn line(&mut self, line: &[u8]) -> Value {
        self.input.write_all(line).unwrap();
        self.input.write_all(b"\n").unwrap();
        self.input.flush().unwrap();
        let mut response = String::new();
        self.output.read_line(&mut response).unwrap();
        assert!(response.ends_with('\n'), "a whole line: {response:?}");
        serde_json::from_str(&response).unwrap_or_else(|e| panic!("{e}: {response}"))
    }

    fn send(&mut self, request: Value) -> Value {
        let response = self.line(request.to_string().as_bytes());
        assert_eq!(response["id"], request["id"]);
        response
    }

    fn ok(&mut self, request: Value) -> Value {
        let response = self.send(request.clone());
        assert_eq!(response["ok"], true, "{request} -> {response}");
        response
    }

    /// Closes standard input and waits for a clean exit.
    fn finish(mut self) {
        drop(self.input);
        let status = self.child.wait().unwrap();
        let mut err = String::new();
        std::io::Read::read_to_string(self.child.stderr.as_mut().unwrap(), &mut err).unwrap();
        assert!(status.success() && err.is_empty(), "{status}: {err}");
    }
}

#[test]
fn a_whole_game_a_refusal_a_bad_line_and_a_position_round_trip() {
    let mut s = Served::start(&[]);
    let hello = s.ok(json!({"id": "hello", "cmd": "hello"}));
    assert_eq!(hello["protocol"], 1);
    assert_eq!(
        hello["games"],
        json!(["traveluencer", "traveler", "trailblazers", "seoul-journey"])
    );

    let game =
        s.ok(json!({"id": 1, "cmd": "new", "game": "traveluencer", "players": 3, "seed": 11}));
    let handle = game["handle"].clone();
    assert_eq!(game["simultaneous"], true);

    // A refused action: seat 1 posts while everyone must pick cards to pass.
    let before = s.ok(json!({"id": 2, "cmd": "position", "handle": handle}));
    let refused =
        s.send(json!({"id": 3, "cmd": "apply", "handle": handle, "seat": 1, "action": "post 00"}));
    assert_eq!(refused["ok"], false);
    assert_eq!(refused["error"]["code"], "illegal_action");
    assert!(
        refused["error"]["rule"]
            .as_str()
            .is_some_and(|r| !r.is_empty())
    );
    assert!(
        refused["error"]["reason"]
            .as_str()
            .is_some_and(|r| !r.is_empty())
    );
    let after = s.ok(json!({"id": 4, "cmd": "position", "handle": handle}));
    assert_eq!(
        before["position"], after["position"],
        "a refusal changes nothing"
    );

    // A bad line: an error response, and the server goes on.
    let bad = s.line(b"{\"id\": 5, \"cmd\": ");
    assert_eq!(bad["ok"], false);
    assert_eq!(bad["error"]["code"], "bad_json");
    assert_eq!(bad["id"], Value::Null);

    // The whole game, always the first legal action, by code.
    let mut state = game;
    let mut id = 100;
    while state["over"] == false {
        let seat = state["to_act"][0].clone();
        let legal = s.ok(json!({"id": id, "cmd": "legal", "handle": handle, "seat": seat}));
        let code = legal["actions"][0]["code"].clone();
        state = s.ok(
            json!({"id": id + 1, "cmd": "apply", "handle": handle, "seat": seat, "action": code}),
        );
        id += 2;
    }
    let end = s.ok(json!({"id": "end", "cmd": "state", "handle": handle}));
    let outcome = &end["outcome"];
    assert_eq!(outcome["scores"].as_array().unwrap().len(), 3);
    assert!(!outcome["winners"].as_array().unwrap().is_empty());

    // The position round trip: the final position loads as a new game with
    // the same position and outcome.
    let position =
        s.ok(json!({"id": "p", "cmd": "position", "handle": handle}))["position"].clone();
    let loaded = s.ok(json!({"id": "l", "cmd": "load_position", "position": position}));
    assert_ne!(loaded["handle"], handle);
    assert_eq!(loaded["over"], true);
    let again = s.ok(json!({"id": "p2", "cmd": "position", "handle": loaded["handle"]}));
    assert_eq!(again["position"], position);
    let again_end = s.ok(json!({"id": "s2", "cmd": "state", "handle": loaded["handle"]}));
    assert_eq!(again_end["outcome"], end["outcome"]);

    // The replay plays back to the same position.
    let replay = s.ok(json!({"id": "r", "cmd": "replay", "handle": handle}))["replay"].clone();
    let replayed = s.ok(json!({"id": "lr", "cmd": "load_replay", "replay": replay}));
    let replayed_position =
        s.ok(json!({"id": "p3", "cmd": "position", "handle": replayed["handle"]}));
    assert_eq!(replayed_position["position"], position);

    let bye = s.ok(json!({"id": "bye", "cmd": "quit"}));
    assert_eq!(bye["ok"], true);
    s.finish();
}

#[test]
fn oversized_lines_and_too_many_games_are_refused_and_the_server_goes_on() {
    let mut s = Served::start(&["--max-games", "1", "--max-line-bytes", "1024"]);
    let hello = s.ok(json!({"id": 0, "cmd": "hello"}));
    assert_eq!(
        hello["limits"],
        json!({"max_games": 1, "max_line_bytes": 1024})
    );
    let long = format!(
        "{{\"id\": 1, \"cmd\": \"hello\", \"pad\": \"{}\"}}",
        "x".repeat(5000)
    );
    let refused = s.line(long.as_bytes());
    assert_eq!(refused["error"]["code"], "too_large");
    s.ok(json!({"id": 2, "cmd": "new", "game": "traveler"}));
    let full = s.send(json!({"id": 3, "cmd": "new", "game": "traveler"}));
    assert_eq!(full["error"]["code"], "too_many_games");
    s.ok(json!({"id": 4, "cmd": "close", "handle": 1}));
    s.ok(json!({"id": 5, "cmd": "new", "game": "traveler"}));
    s.finish();
}

#[test]
fn serve_prints_its_schema_and_refuses_absurd_limits() {
    let o = tabletop(&["serve", "--schema"]);
    assert!(o.status.success());
    let schema: Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(schema["$id"], "urn:tabletop:protocol:1");
    assert!(schema["$defs"]["request_apply"].is_object());
    assert_refused(
        &tabletop(&["serve", "--max-games", "0"]),
        "--max-games must be from 1 to 1,000,000, not 0",
    );
    assert_refused(
        &tabletop(&["serve", "--max-line-bytes", "10"]),
        "--max-line-bytes must be from 1,024 to 67,108,864, not 10",
    );
}
