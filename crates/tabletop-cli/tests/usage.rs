//! A command line that explains itself: usage errors keep clap's whole
//! message, out-of-range options are refused up front, and what it prints
//! reads as English.

use crate::common::*;

#[test]
fn a_missing_argument_is_named_with_the_usage() {
    let o = tabletop(&["play"]);
    assert_usage_error(&o, &["<GAME>", "Usage: tabletop play", "--help"]);
    assert!(stdout(&o).is_empty());
}

#[test]
fn a_bad_value_lists_the_accepted_values() {
    let o = tabletop(&["play", "traveler", "--bot", "smart"]);
    assert_usage_error(&o, &["'smart'", "--bot", "random, greedy, ismcts"]);
}

#[test]
fn a_seat_that_is_not_at_the_table_is_an_error() {
    let file = fixture("traveler-sample-turn.json");
    let o = tabletop(&["legal", &file, "--seat", "7"]);
    assert_refused(&o, "there is no seat 7 at a table of 2 (seats are 0 to 1)");
    assert!(stdout(&o).is_empty(), "nothing listed: {}", stdout(&o));
    let o = tabletop(&["legal", &file, "--seat", "1"]);
    assert!(o.status.success());
    assert!(stdout(&o).contains("seat 1: 0 legal actions"));
}

#[test]
fn a_replay_that_cannot_be_written_fails_before_the_game() {
    let missing = temp_dir().join("no-such-dir").join("replay.json");
    let o = tabletop(&[
        "play",
        "traveler",
        "--replay-out",
        &missing.to_string_lossy(),
    ]);
    assert_refused(&o, "no-such-dir");
    assert!(stdout(&o).is_empty(), "the game was played: {}", stdout(&o));
}

#[test]
fn threads_games_and_seconds_are_bounded() {
    for (args, message) in [
        (
            &["simulate", "traveler", "--threads", "0"][..],
            "threads must be from 1 to 256, not 0",
        ),
        (
            &["simulate", "traveler", "--threads", "100000"],
            "threads must be from 1 to 256, not 100000",
        ),
        (
            &["simulate", "traveler", "-n", "0"],
            "the number of games must be from 1 to 1,000,000,000, not 0",
        ),
        (
            &["bench", "traveler", "--seconds", "86400"],
            "seconds must be more than 0 and at most 3600, not 86400",
        ),
        (
            &["bench", "traveler", "--seconds", "NaN"],
            "seconds must be more than 0 and at most 3600, not NaN",
        ),
    ] {
        assert_refused(&tabletop(args), message);
    }
}

#[test]
fn an_unreadable_action_in_a_replay_names_its_index() {
    let path = temp_dir().join("garbled-replay.json");
    let path = path.to_string_lossy().into_owned();
    let o = tabletop(&["play", "traveler", "--players", "2", "--replay-out", &path]);
    assert!(o.status.success(), "{}", stderr(&o));
    let mut replay: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let seat = replay["actions"][3][0].as_u64().unwrap();
    replay["actions"][3][1] = "fly to the moon".into();
    std::fs::write(&path, replay.to_string()).unwrap();
    assert_refused(
        &tabletop(&["replay", &path]),
        &format!("action 3 (seat {seat}: \"fly to the moon\") is unreadable"),
    );
    replay["actions"][3][1] = "call home".into();
    std::fs::write(&path, replay.to_string()).unwrap();
    assert_refused(
        &tabletop(&["replay", &path]),
        &format!("action 3 (seat {seat}: \"call home\") is illegal"),
    );
}

#[test]
fn games_lists_exactly_the_games_that_can_be_played() {
    let listed = stdout(&tabletop(&["games"]));
    let names: Vec<&str> = listed
        .lines()
        .filter(|l| !l.starts_with(' '))
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(
        names,
        ["traveluencer", "traveler", "trailblazers", "seoul-journey"],
        "{listed}"
    );
    assert!(!listed.contains("not yet"), "{listed}");
    for name in names {
        let o = tabletop(&["play", name, "--seed", "2"]);
        assert!(o.status.success(), "{name}: {}", stderr(&o));
        assert!(stdout(&o).contains("final scores ("), "{name}");
    }
}

#[test]
fn headers_name_the_bots_and_any_non_default_configuration() {
    let events = temp_file("events-only.json", r#"{"events": true}"#);
    let o = tabletop(&[
        "simulate",
        "traveluencer",
        "-n",
        "20",
        "--threads",
        "1",
        "--config",
        &events,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let header = text.lines().next().unwrap();
    assert_eq!(
        header,
        "traveluencer — 20 games, 4 players, seed 1, random bots, 1 thread; events=true"
    );
    let o = tabletop(&["play", "traveler", "--players", "3", "--bot", "random"]);
    let header = stdout(&o).lines().next().unwrap().to_string();
    assert_eq!(header, "traveler — 3 players, seed 1, random bots");
}

#[test]
fn counts_are_in_the_right_number_and_rates_are_whole() {
    let file = fixture("traveler-sample-turn.json");
    let o = tabletop(&["check", &file, "work", "take deck", "take deck"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let o = tabletop(&["simulate", "traveler", "-n", "100", "--threads", "1"]);
    let text = stdout(&o);
    let last = text.lines().last().unwrap();
    // "0.05 s, 3,968 games/s": the rate has no decimals.
    let rate = last.split(", ").nth(1).unwrap();
    assert!(rate.ends_with(" games/s") && !rate.contains('.'), "{last}");
    for wrong in ["(s)", " 1 games", " 1 threads", " 1 players"] {
        assert!(!text.contains(wrong), "{wrong:?} in:\n{text}");
    }
    let o = tabletop(&["bench", "traveler", "--seconds", "0.1"]);
    let text = stdout(&o);
    let rates = text.lines().nth(1).unwrap();
    assert!(
        rates.contains(" games/s, ") && rates.ends_with(" decisions/s") && !rates.contains('.'),
        "{rates}"
    );
}
