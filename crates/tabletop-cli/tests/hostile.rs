//! The hostile inputs of `docs/reliability.md` given to the debug binary
//! itself: each gets one clean line and an exit status of 2 (1 for a
//! `check` whose action is refused), within 256 MiB of address space.

use crate::common::{assert_refused, fixture, stdout, temp_file};
use std::process::{Command, Output};

/// Runs `tabletop` with `args`, its address space limited to 256 MiB, so
/// that reading without bound fails the test instead of the machine.
fn bounded(args: &[&str]) -> Output {
    Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 262144 && exec \"$0\" \"$@\"")
        .arg(env!("CARGO_BIN_EXE_tabletop"))
        .args(args)
        .output()
        .expect("sh runs")
}

const TRAVELUENCER: &str = "traveluencer-trending-example.json";

#[test]
fn endless_and_oversized_files_are_refused_unread() {
    assert_refused(
        &bounded(&["replay", "/dev/zero"]),
        "is too large: more than 8388608 bytes",
    );
    assert_refused(
        &bounded(&["legal", "/dev/zero"]),
        "is too large: more than 1048576 bytes",
    );
    assert_refused(
        &bounded(&["play", "traveler", "--config", "/dev/zero"]),
        "is too large: more than 1048576 bytes",
    );
    let big_deck = format!(
        r#"{{"event_deck": [{}"flight"]}}"#,
        "\"flight\", ".repeat(200_000)
    );
    let path = temp_file("big-event-deck.json", &big_deck);
    assert_refused(
        &bounded(&["play", "traveluencer", "--config", &path]),
        "too large",
    );
}

#[test]
fn card_text_with_hundreds_of_digits_is_one_refused_action() {
    let action = format!("post S{}", "1".repeat(300));
    let o = bounded(&["check", &fixture(TRAVELUENCER), &action]);
    assert_eq!(
        o.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let out = stdout(&o);
    // The verdict follows the notation legend.
    let first = out.lines().nth(1).unwrap();
    assert!(
        first.starts_with("unreadable: ")
            && first.contains("more copies of a card than the game has"),
        "{first}"
    );
    assert!(first.chars().count() < 400, "{first}");
}

#[test]
fn escape_sequences_in_files_are_shown_escaped_on_one_line() {
    let replay = r#"{"game": "trav\u001b[31mel\nuencer", "format_version": 2, "actions": []}"#;
    let path = temp_file("escape-replay.json", replay);
    assert_refused(
        &bounded(&["replay", &path]),
        "\"trav\\u{1b}[31mel\\nuencer\"",
    );
    let deck = format!(
        r#"{{"deck": [{{"name": "\u001b]0;owned\u0007{}", "region": "Europe", "fare": 1}}]}}"#,
        "x".repeat(1 << 19)
    );
    let path = temp_file("escape-deck.json", &deck);
    let o = bounded(&["play", "traveler", "--config", &path]);
    assert_refused(&o, "invalid configuration");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!err.contains('\u{1b}') && err.len() < 400, "{err}");
}

#[test]
fn duplicate_keys_are_refused_in_every_file() {
    let config = temp_file("dup-config.json", r#"{"players": 2, "players": 3}"#);
    assert_refused(
        &bounded(&["play", "traveler", "--config", &config]),
        "the key \"players\" appears twice",
    );
    let text = std::fs::read_to_string(fixture(TRAVELUENCER)).unwrap();
    let dup = text.replacen("\"round\": 1,", "\"round\": 1, \"round\": 2,", 1);
    let position = temp_file("dup-position.json", &dup);
    assert_refused(
        &bounded(&["legal", &position]),
        "the key \"round\" appears twice",
    );
}
