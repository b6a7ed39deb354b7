//! The load test: 200 disputes at once, each a whole game played through
//! the API by a client that picks among the legal actions it is shown,
//! while a stream of hostile requests runs beside them. Every game must
//! finish, every hostile request get a 4xx refusal, and the process's peak
//! memory stay bounded. Loopback only, bounded in count and time; the
//! figures are printed (`docs/web.md` records them).

use crate::client::{Client, start};
use serde_json::json;
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use tabletop_web::Limits;

/// Disputes played at once.
const GAMES: usize = 200;
/// The longest the whole test may take.
const TIME_LIMIT: Duration = Duration::from_secs(600);
/// The most the process's peak resident memory may grow, in KiB.
const MEMORY_BOUND_KIB: u64 = 1 << 20;

/// The process's peak resident memory so far (`VmHWM`), in KiB.
fn peak_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

/// Plays game `n` to its end: each decision taken among the legal actions
/// the state shows, chosen by a fixed stride. Returns the requests made.
async fn play(addr: SocketAddr, n: usize) -> u64 {
    let games = ["traveluencer", "traveler", "trailblazers", "seoul"];
    let mut client = Client::new(addr);
    let opened = client
        .post("/api/disputes", &json!({"game": games[n % 4], "seed": n}))
        .await;
    assert_eq!(opened.status, 200, "{}", opened.body);
    let mut state = opened.json();
    let id = state["id"].as_str().unwrap().to_string();
    let mut requests = 1;
    let mut step = 0usize;
    while state["over"] == false {
        let legal = &state["legal"][0];
        let seat = legal["seat"].as_u64().unwrap();
        let actions = legal["actions"].as_array().unwrap();
        let action = &actions[(n * 7 + step * 13) % actions.len()];
        let answer = client
            .post(
                &format!("/api/disputes/{id}/apply"),
                &json!({"action": action, "seat": seat}),
            )
            .await;
        requests += 1;
        assert_eq!(answer.status, 200, "game {n}: {}", answer.body);
        state = answer.json()["state"].take();
        step += 1;
    }
    assert!(state["outcome"]["winners"].is_array(), "game {n}: {state}");
    let closed = client
        .send("DELETE", &format!("/api/disputes/{id}"), None)
        .await;
    assert_eq!(closed.status, 200);
    requests + 1
}

/// Hostile requests, round after round, until `stop`: each must be
/// refused with a 4xx and the protocol's error shape. Returns how many.
async fn hostile(addr: SocketAddr, live: String, rounds: usize) -> u64 {
    let mut client = Client::new(addr);
    let huge = vec![b'['; 9 << 20];
    let deep = "[".repeat(100_000);
    let cases: Vec<(&str, String, Vec<u8>)> = vec![
        ("POST", "/api/disputes".into(), b"{\"game\":".to_vec()),
        ("POST", "/api/disputes".into(), b"\xff\xfe".to_vec()),
        ("POST", "/api/disputes".into(), deep.clone().into_bytes()),
        (
            "POST",
            "/api/disputes".into(),
            br#"{"game":"<script>alert(1)</script>"}"#.to_vec(),
        ),
        (
            "POST",
            "/api/disputes".into(),
            br#"{"game":"seoul","players":1000000}"#.to_vec(),
        ),
        (
            "POST",
            "/api/disputes".into(),
            br#"{"game":"seoul","seed":-1}"#.to_vec(),
        ),
        (
            "POST",
            "/api/disputes/position".into(),
            br#"{"game":"traveluencer","position":{"round":99}}"#.to_vec(),
        ),
        (
            "POST",
            "/api/disputes/replay".into(),
            br#"{"game":"seoul","actions":[[0,"nonsense"]]}"#.to_vec(),
        ),
        (
            "POST",
            format!("/api/disputes/{live}/apply"),
            br#"{"action":"post F999999"}"#.to_vec(),
        ),
        (
            "POST",
            format!("/api/disputes/{live}/apply"),
            br#"{"action":"post S2","seat":18446744073709551615}"#.to_vec(),
        ),
        (
            "POST",
            format!("/api/disputes/{live}/apply"),
            br#"{"action":{"text":1}}"#.to_vec(),
        ),
        (
            "POST",
            format!("/api/disputes/{live}/suggest"),
            br#"{"bot":"ismcts:999999999999"}"#.to_vec(),
        ),
        ("GET", format!("/api/disputes/{live}?view=-1"), Vec::new()),
        (
            "GET",
            "/api/disputes/ffffffffffffffffffffffffffffffff".into(),
            Vec::new(),
        ),
        (
            "GET",
            "/api/examples/..%2F..%2Fetc%2Fpasswd".into(),
            Vec::new(),
        ),
        ("DELETE", "/api/disputes/../../".into(), Vec::new()),
    ];
    let mut sent = 0;
    for round in 0..rounds {
        for (method, path, body) in &cases {
            let answer = client.send(method, path, Some(body)).await;
            sent += 1;
            assert!(
                (400..500).contains(&answer.status),
                "{method} {path}: {} {}",
                answer.status,
                answer.body
            );
            assert_eq!(answer.json()["ok"], false, "{method} {path}");
        }
        if round % 10 == 0 {
            let answer = client.send("POST", "/api/disputes", Some(&huge)).await;
            sent += 1;
            assert_eq!(answer.status, 413, "{}", answer.body);
            assert_eq!(answer.json()["error"]["code"], "too_large");
        }
    }
    sent
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_games_at_once_beside_hostile_requests() {
    let before = peak_kib();
    let limits = Limits {
        max_disputes: GAMES + 16,
        ..Limits::default()
    };
    let addr = start(limits).await;
    let mut client = Client::new(addr);
    let live = client
        .send(
            "POST",
            "/api/disputes/position",
            Some(include_str!("../positions/traveluencer-trending-example.json").as_bytes()),
        )
        .await
        .json()["id"]
        .as_str()
        .unwrap()
        .to_string();
    let started = Instant::now();
    let games: Vec<_> = (0..GAMES).map(|n| tokio::spawn(play(addr, n))).collect();
    let hostile = tokio::spawn(hostile(addr, live, 60));
    let mut requests = 0;
    for game in games {
        requests += tokio::time::timeout(TIME_LIMIT, game)
            .await
            .expect("the games finish in time")
            .expect("a game's client does not fail");
    }
    let bad = hostile.await.expect("the hostile stream does not fail");
    let seconds = started.elapsed().as_secs_f64();
    let peak = peak_kib();
    println!(
        "load: {GAMES} games finished, {requests} game requests and {bad} hostile requests in {seconds:.1} s: {:.0} requests/s; peak resident memory {} MiB (before: {} MiB)",
        (requests + bad) as f64 / seconds,
        peak / 1024,
        before / 1024
    );
    assert!(
        peak.saturating_sub(before) < MEMORY_BOUND_KIB,
        "peak memory grew by {} KiB",
        peak - before
    );
}
