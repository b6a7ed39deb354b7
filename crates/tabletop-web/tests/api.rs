//! The JSON API, scenario by scenario, against a server on the loopback
//! interface: the verdicts are the registry's, refusals have the
//! protocol's shape, the bounds hold.

use crate::client::{Client, start};
use serde_json::{Value, json};
use std::time::Duration;
use tabletop::{ActionInput, Audience, Seat};
use tabletop_web::Limits;

const TRENDING: &str = include_str!("../positions/traveluencer-trending-example.json");
const FIGURE_EIGHT: &str = include_str!("../positions/trailblazers-figure-eight.json");

async fn load(client: &mut Client, text: &str) -> Value {
    let answer = client
        .send("POST", "/api/disputes/position", Some(text.as_bytes()))
        .await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    answer.json()
}

/// A fresh deal from `request`: its id and its state.
async fn deal(client: &mut Client, request: Value) -> (String, Value) {
    let answer = client.post("/api/disputes", &request).await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    let state = answer.json();
    (state["id"].as_str().unwrap().to_string(), state)
}

/// Applies `action` for `seat` on dispute `id`; the answer, checked legal.
async fn apply(client: &mut Client, id: &str, seat: u64, action: &str) -> Value {
    let answer = client
        .post(
            &format!("/api/disputes/{id}/apply"),
            &json!({"action": action, "seat": seat}),
        )
        .await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    answer.json()
}

/// The error code of a refusal, after checking its shape.
fn refusal(answer: &crate::client::Answer, status: u16) -> String {
    assert_eq!(answer.status, status, "{}", answer.body);
    let body = answer.json();
    assert_eq!(body["ok"], false, "{body}");
    assert!(body["error"]["reason"].is_string(), "{body}");
    body["error"]["code"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn the_trending_example_is_settled_as_check_settles_it() {
    let mut client = Client::new(start(Limits::default()).await);
    let state = load(&mut client, TRENDING).await;
    assert_eq!(state["to_act"], json!([3]));
    let id = state["id"].as_str().unwrap();
    let answer = client
        .post(
            &format!("/api/disputes/{id}/apply"),
            &json!({"action": "post S2"}),
        )
        .await;
    assert_eq!(answer.status, 200, "{}", answer.body);
    let body = answer.json();
    assert_eq!(body["line"], "legal: seat 3: post S2");
    let lines: Vec<&str> = body["narration"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    assert!(
        lines.iter().any(|l| l.contains("seat 3 wins with S2")),
        "{lines:?}"
    );
    assert_eq!(
        body["state"]["history"],
        json!([{"seat": 3, "action": "post S2"}])
    );
}

#[tokio::test]
async fn an_illegal_action_is_refused_with_the_registry_rule_and_nothing_changes() {
    let mut client = Client::new(start(Limits::default()).await);
    let state = load(&mut client, TRENDING).await;
    let id = state["id"].as_str().unwrap();
    // The registry's own verdict on the same action, for comparison.
    let table = tabletop::read_position(TRENDING).unwrap();
    let seat = table.seat(3).unwrap();
    let expected = table
        .validate(seat, ActionInput::Text("post F1"))
        .unwrap_err();
    let answer = client
        .post(
            &format!("/api/disputes/{id}/apply"),
            &json!({"action": "post F1"}),
        )
        .await;
    assert_eq!(refusal(&answer, 422), "illegal_action");
    let body = answer.json();
    assert_eq!(body["error"]["rule"], expected.rule().unwrap());
    assert_eq!(body["error"]["reason"], expected.reason());
    assert_eq!(
        body["line"],
        format!(
            "illegal: seat 3: post F1: {} [rule: {}]",
            expected.reason(),
            expected.rule().unwrap()
        )
    );
    let after = client.get(&format!("/api/disputes/{id}")).await.json();
    assert_eq!(after["actions_taken"], state["actions_taken"]);
    assert_eq!(after["history"], json!([]));
}

/// The lines the registry's narrator tells `audience` about `actions`
/// (seat, text) taken on a fresh Traveluencer deal of `seed`.
fn registry_narration(seed: u64, actions: &[(u64, String)], audience: Audience) -> Vec<String> {
    let game = tabletop::find("traveluencer").unwrap();
    let mut table = game.configure(None, None).unwrap().new_table(seed).unwrap();
    let mut lines = Vec::new();
    for (seat, text) in actions {
        let seat = table.seat(*seat).unwrap();
        let told = table.apply_narrated(seat, ActionInput::Text(text), audience);
        lines.extend(told.unwrap());
    }
    lines
}

#[tokio::test]
async fn the_narration_is_told_again_to_the_viewer_chosen() {
    let mut client = Client::new(start(Limits::default()).await);
    let (id, state) = deal(&mut client, json!({"game": "traveluencer", "seed": 7})).await;
    assert_eq!(state["narration"], json!([]));
    // Seats 0 and 1 choose their first card to pass, in secret.
    let mut taken = Vec::new();
    let mut current = state;
    for seat in [0u64, 1] {
        let legal = current["legal"].as_array().unwrap();
        let mine = legal.iter().find(|l| l["seat"] == seat).unwrap();
        let action = mine["actions"][0].as_str().unwrap().to_string();
        current = apply(&mut client, &id, seat, &action).await["state"].take();
        assert!(current.get("narration").is_none(), "an apply's state");
        taken.push((seat, action));
    }
    let everything = registry_narration(7, &taken, Audience::Omniscient);
    let seat_1 = registry_narration(7, &taken, Audience::Seat(Seat(1)));
    let spectator = registry_narration(7, &taken, Audience::Spectator);
    // The secret choices are told in full to the all-seeing view only.
    assert_ne!(everything, seat_1);
    assert_ne!(everything, spectator);
    for (view, expected) in [("all", everything), ("1", seat_1), ("spectator", spectator)] {
        let answer = client.get(&format!("/api/disputes/{id}?view={view}")).await;
        assert_eq!(answer.json()["narration"], json!(expected), "{view}");
    }
    // Undo tells the lines again, without the action taken back.
    let undone = client
        .post(&format!("/api/disputes/{id}/undo"), &json!({"view": "1"}))
        .await
        .json();
    let back = registry_narration(7, &taken[..1], Audience::Seat(Seat(1)));
    assert_eq!(undone["state"]["narration"], json!(back));
}

#[tokio::test]
async fn undo_takes_back_the_last_action_exactly() {
    let mut client = Client::new(start(Limits::default()).await);
    let (id, state) = deal(
        &mut client,
        json!({"game": "seoul", "players": 3, "seed": 5}),
    )
    .await;
    let before = client
        .get(&format!("/api/disputes/{id}/position"))
        .await
        .body;
    let first = state["legal"][0]["actions"][0].as_str().unwrap();
    let seat = state["legal"][0]["seat"].as_u64().unwrap();
    apply(&mut client, &id, seat, first).await;
    assert_ne!(
        client
            .get(&format!("/api/disputes/{id}/position"))
            .await
            .body,
        before
    );
    let undone = client
        .post(&format!("/api/disputes/{id}/undo"), &json!({}))
        .await;
    assert_eq!(undone.status, 200, "{}", undone.body);
    assert_eq!(
        client
            .get(&format!("/api/disputes/{id}/position"))
            .await
            .body,
        before
    );
    let again = client
        .post(&format!("/api/disputes/{id}/undo"), &json!({}))
        .await;
    assert_eq!(refusal(&again, 400), "bad_request");
}

#[tokio::test]
async fn a_downloaded_position_and_replay_load_back_to_the_same_table() {
    let mut client = Client::new(start(Limits::default()).await);
    let (id, _) = deal(&mut client, json!({"game": "traveler", "seed": 9})).await;
    for _ in 0..6 {
        let now = client.get(&format!("/api/disputes/{id}")).await.json();
        let seat = now["legal"][0]["seat"].as_u64().unwrap();
        let action = now["legal"][0]["actions"][0].as_str().unwrap();
        apply(&mut client, &id, seat, action).await;
    }
    let position = client.get(&format!("/api/disputes/{id}/position")).await;
    assert!(
        position
            .header("content-disposition")
            .unwrap()
            .contains("attachment")
    );
    let replay = client.get(&format!("/api/disputes/{id}/replay")).await;
    for (kind, file) in [("position", &position.body), ("replay", &replay.body)] {
        let again = client
            .send(
                "POST",
                &format!("/api/disputes/{kind}"),
                Some(file.as_bytes()),
            )
            .await;
        assert_eq!(again.status, 200, "{}", again.body);
        let new_id = again.json()["id"].as_str().unwrap().to_string();
        let reloaded = client
            .get(&format!("/api/disputes/{new_id}/position"))
            .await;
        assert_eq!(reloaded.body, position.body, "{kind}");
    }
    // A dispute begun from a position has no replay to give.
    let from_position = load(&mut client, &position.body).await;
    let no = client
        .get(&format!(
            "/api/disputes/{}/replay",
            from_position["id"].as_str().unwrap()
        ))
        .await;
    assert_eq!(refusal(&no, 422), "no_history");
}

#[tokio::test]
async fn a_trailblazers_position_comes_with_its_drawings() {
    let mut client = Client::new(start(Limits::default()).await);
    let state = load(&mut client, FIGURE_EIGHT).await;
    let table = tabletop::read_position(FIGURE_EIGHT).unwrap();
    let drawings = state["drawings"].as_array().unwrap();
    assert_eq!(drawings.len(), table.drawings().len());
    assert!(!drawings.is_empty());
    for (shown, drawn) in drawings.iter().zip(table.drawings()) {
        assert_eq!(shown["svg"], drawn.svg);
        assert_eq!(shown["title"], drawn.title);
    }
    // The drawings show secret placements: a seat or a spectator gets none.
    let id = state["id"].as_str().unwrap();
    for view in ["spectator", "0"] {
        let seen = client
            .get(&format!("/api/disputes/{id}?view={view}"))
            .await
            .json();
        assert_eq!(seen["drawings"], json!([]), "{view}");
        assert_eq!(seen["views"].as_array().unwrap().len(), 1, "{view}");
    }
}

#[tokio::test]
async fn ids_are_128_random_bits_and_unknown_ones_are_refused() {
    let mut client = Client::new(start(Limits::default()).await);
    let a = load(&mut client, TRENDING).await["id"]
        .as_str()
        .unwrap()
        .to_string();
    let b = load(&mut client, TRENDING).await["id"]
        .as_str()
        .unwrap()
        .to_string();
    for id in [&a, &b] {
        assert_eq!(id.len(), 32);
        assert!(id.chars().all(|c| c.is_ascii_hexdigit()));
    }
    assert_ne!(a, b);
    let guessed = client
        .get(&format!("/api/disputes/{}", "0".repeat(32)))
        .await;
    assert_eq!(refusal(&guessed, 404), "no_such_dispute");
}

#[tokio::test]
async fn a_full_server_refuses_new_disputes_until_one_is_closed() {
    let limits = Limits {
        max_disputes: 3,
        ..Limits::default()
    };
    let mut client = Client::new(start(limits).await);
    let mut ids = Vec::new();
    for _ in 0..3 {
        ids.push(
            load(&mut client, TRENDING).await["id"]
                .as_str()
                .unwrap()
                .to_string(),
        );
    }
    let full = client
        .send("POST", "/api/disputes/position", Some(TRENDING.as_bytes()))
        .await;
    assert_eq!(refusal(&full, 503), "too_many_games");
    let closed = client
        .send("DELETE", &format!("/api/disputes/{}", ids[0]), None)
        .await;
    assert_eq!(closed.status, 200, "{}", closed.body);
    load(&mut client, TRENDING).await;
}

#[tokio::test]
async fn an_unused_dispute_expires() {
    let limits = Limits {
        idle: Duration::from_millis(200),
        ..Limits::default()
    };
    let mut client = Client::new(start(limits).await);
    let id = load(&mut client, TRENDING).await["id"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(client.get(&format!("/api/disputes/{id}")).await.status, 200);
    tokio::time::sleep(Duration::from_millis(400)).await;
    let gone = client.get(&format!("/api/disputes/{id}")).await;
    assert_eq!(refusal(&gone, 404), "no_such_dispute");
}

#[tokio::test]
async fn bodies_over_the_cap_are_refused_as_too_large() {
    let limits = Limits {
        max_body_bytes: 4096,
        ..Limits::default()
    };
    let mut client = Client::new(start(limits).await);
    let big = format!("{{\"game\": \"{}\"}}", "x".repeat(10_000));
    let answer = client
        .send("POST", "/api/disputes", Some(big.as_bytes()))
        .await;
    assert_eq!(refusal(&answer, 413), "too_large");
}

#[tokio::test]
async fn bad_input_gets_the_registry_refusal() {
    let mut client = Client::new(start(Limits::default()).await);
    let cases: [(&str, &str, u16, &str); 6] = [
        ("/api/disputes", "{not json", 400, "bad_json"),
        ("/api/disputes", r#"{"game": "chess"}"#, 400, "unknown_game"),
        (
            "/api/disputes",
            r#"{"game": "seoul", "players": 9}"#,
            422,
            "bad_config",
        ),
        (
            "/api/disputes",
            r#"{"game": "seoul", "colour": 1}"#,
            400,
            "bad_request",
        ),
        (
            "/api/disputes/position",
            r#"{"game": "traveluencer", "position": {}}"#,
            422,
            "bad_position",
        ),
        (
            "/api/disputes/replay",
            r#"{"game": "traveler", "seed": 1}"#,
            422,
            "bad_replay",
        ),
    ];
    for (path, body, status, code) in cases {
        let answer = client.send("POST", path, Some(body.as_bytes())).await;
        assert_eq!(refusal(&answer, status), code, "{body}");
    }
    // The same words as the registry's (and so `tabletop check`'s).
    let answer = client
        .send("POST", "/api/disputes", Some(br#"{"game": "chess"}"#))
        .await;
    let expected = tabletop::find("chess").err().unwrap();
    assert_eq!(answer.json()["error"]["reason"], expected.reason());
}

#[tokio::test]
async fn every_answer_carries_the_content_security_policy() {
    let mut client = Client::new(start(Limits::default()).await);
    for path in [
        "/",
        "/app.js",
        "/layouts.js",
        "/style.css",
        "/api/games",
        "/api/disputes/nothing",
    ] {
        let answer = client.get(path).await;
        let policy = answer.header("content-security-policy").unwrap_or_default();
        assert!(policy.contains("script-src 'self'"), "{path}: {policy}");
        assert!(!policy.contains("unsafe-inline"), "{path}: {policy}");
        assert_eq!(answer.header("x-content-type-options"), Some("nosniff"));
    }
}

#[test]
fn the_page_puts_data_on_the_page_as_text_only() {
    let scripts = [
        ("app.js", include_str!("../assets/app.js")),
        ("layouts.js", include_str!("../assets/layouts.js")),
    ];
    let page = include_str!("../assets/index.html");
    for sink in [
        "innerHTML",
        "outerHTML",
        "insertAdjacentHTML",
        "document.write",
        "eval(",
    ] {
        for (name, script) in scripts {
            assert!(!script.contains(sink), "{name} uses {sink}");
        }
    }
    // No inline script or style, nothing from another host.
    assert!(
        !page.contains("<script>") && !page.contains("style="),
        "inline code in the page"
    );
    for text in [
        scripts[0].1,
        scripts[1].1,
        page,
        include_str!("../assets/style.css"),
    ] {
        assert!(!text.contains("http://") && !text.contains("https://"));
    }
}
