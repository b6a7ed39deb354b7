//! The command line as a user meets it: every subcommand, the files it reads
//! and writes, and one-line errors with a non-zero exit for bad input.

use crate::common::*;

#[test]
fn help_documents_every_subcommand() {
    let text = stdout(&tabletop(&["--help"]));
    for sub in [
        "games", "play", "simulate", "replay", "legal", "check", "bench",
    ] {
        assert!(text.contains(sub), "--help does not mention {sub}:\n{text}");
    }
}

#[test]
fn games_lists_each_game_with_counts_and_rule_flags() {
    let text = stdout(&tabletop(&["games"]));
    assert!(text.contains("traveluencer  (2-4 players"), "{text}");
    assert!(text.contains("traveler  (2-4 players"), "{text}");
    assert!(text.contains("[TV-5]") && text.contains("[TR-4]"), "{text}");
    assert!(text.contains("seoul-journey  (2-5 players"), "{text}");
    assert!(
        text.contains("[SJ-19]") && text.contains("[SJ-25]"),
        "{text}"
    );
}

#[test]
fn play_narrates_a_full_game_for_every_player_count() {
    for game in ["traveluencer", "traveler"] {
        for players in ["2", "3", "4"] {
            let o = tabletop(&["play", game, "--players", players, "--seed", "7"]);
            assert!(o.status.success(), "{game} {players}: {}", stderr(&o));
            let text = stdout(&o);
            assert!(
                text.starts_with(&format!("{game} — {players} players, seed 7")),
                "{text}"
            );
            assert!(text.contains("final scores ("), "{game} {players}: no end");
            assert!(text.contains("winner: seat") || text.contains("shared victory:"));
        }
    }
}

#[test]
fn a_replay_written_by_play_verifies_and_gives_the_same_winner() {
    let config = temp_file("events.json", r#"{"players": 3, "events": true}"#);
    let replay = std::env::temp_dir().join(format!("tabletop-replay-{}.json", std::process::id()));
    let replay = replay.to_string_lossy().into_owned();
    let o = tabletop(&[
        "play",
        "traveluencer",
        "--config",
        &config,
        "--seed",
        "5",
        "--replay-out",
        &replay,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let played = stdout(&o);
    assert!(
        played.contains("Unexpected event"),
        "events were configured"
    );
    let winner = played
        .lines()
        .rev()
        .find(|l| l.starts_with("winner") || l.starts_with("shared"))
        .unwrap();
    let o = tabletop(&["replay", &replay]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.starts_with("replay valid:"), "{text}");
    assert!(text.contains(winner), "replayed outcome differs:\n{text}");
}

#[test]
fn check_settles_the_trending_example() {
    let file = fixture("traveluencer-trending-example.json");
    let o = tabletop(&["check", &file, "post S2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("legal: seat 3: post S2"), "{text}");
    assert!(text.contains("seat 3 wins with S2"), "{text}");
    assert!(text.contains("resulting position:"));
}

#[test]
fn check_plays_the_traveler_sample_turn() {
    let file = fixture("traveler-sample-turn.json");
    let turn = [
        "work",
        "take deck",
        "take deck",
        "travel Santorini",
        "pay Barcelona",
        "pay Hanoi",
        "pay Zion Canyon",
    ];
    let mut args = vec!["check", file.as_str()];
    args.extend(turn);
    let o = tabletop(&args);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert_eq!(text.matches("legal: seat 0:").count(), 7, "{text}");
    assert!(
        text.contains("seat 1, also in ■ Europe, takes a cut"),
        "{text}"
    );
    assert!(
        text.contains("arrives in Santorini: 3 stops, 5 stamps"),
        "{text}"
    );
}

#[test]
fn check_scores_a_hand_written_trailblazers_park_and_draws_it() {
    let file = fixture("trailblazers-finished-game.json");
    let dir = temp_dir().join("check-svg");
    let o = tabletop(&["check", &file, "--svg", &dir.to_string_lossy()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("seat 0: 121 = loops 100"), "{text}");
    assert!(text.contains("through 14 cells"), "{text}");
    assert!(
        text.contains("seat 1's park:") && text.contains("HoH"),
        "{text}"
    );
    for seat in 0..2 {
        let svg =
            std::fs::read_to_string(dir.join(format!("trailblazers-seat-{seat}.svg"))).unwrap();
        assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
        assert_eq!(svg.matches(r#"<g class="card""#).count(), 27);
    }
    let eight = fixture("trailblazers-figure-eight.json");
    let o = tabletop(&["check", &eight, "@0 trail 88 at -1,0"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("closes a kayaking loop worth 22 points"));
}

#[test]
fn play_narrates_trailblazers_for_every_player_count_and_the_solo_game() {
    for players in ["1", "2", "4"] {
        let o = tabletop(&["play", "trailblazers", "--players", players, "--seed", "2"]);
        assert!(o.status.success(), "{players}: {}", stderr(&o));
        let text = stdout(&o);
        assert!(text.contains("'s park after round 4:"), "{players}: {text}");
        assert!(text.contains("Map legend:"));
        if players == "1" {
            assert!(text.contains("final scores (solo "), "{text}");
            assert!(text.contains("no winner") || text.contains("winner: seat 0"));
        } else {
            assert!(text.contains("final scores (4 rounds)"), "{text}");
        }
    }
}

#[test]
fn play_draws_every_park_with_svg() {
    let dir = temp_dir().join("play-svg");
    let o = tabletop(&[
        "play",
        "trailblazers",
        "--players",
        "3",
        "--seed",
        "4",
        "--svg",
        &dir.to_string_lossy(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("seat 2's park after round 4:"), "{text}");
    for seat in 0..3 {
        assert!(dir.join(format!("trailblazers-seat-{seat}.svg")).exists());
    }
    // A game that draws nothing says so.
    let o = tabletop(&["play", "traveler", "--svg", &dir.to_string_lossy()]);
    assert!(stdout(&o).contains("traveler draws no pictures"));
}

#[test]
fn play_narrates_a_seoul_journey_with_each_days_scoring() {
    for players in ["2", "3", "4", "5"] {
        let o = tabletop(&["play", "seoul-journey", "--players", players, "--seed", "3"]);
        assert!(o.status.success(), "{players}: {}", stderr(&o));
        let text = stdout(&o);
        for day in 1..=3 {
            assert!(
                text.contains(&format!("Day {day} is over.")),
                "{players}: {text}"
            );
        }
        assert!(
            text.contains("final scores (after 3 Days)"),
            "{players}: {text}"
        );
    }
}

#[test]
fn check_scores_dasoms_day_of_the_seoul_journey_scoring_example() {
    let file = fixture("seoul-dasom-scoring.json");
    let o = tabletop(&["check", &file, "end"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("seat 0 scores 26 for Day 1"), "{text}");
    assert!(
        text.contains("Bonghwang nests on Changing of the Guard: 3"),
        "{text}"
    );
    assert!(text.contains("seat 0: Day 1 26 = 26; rank 1"), "{text}");
    // With no action: each tableau drawn, and the Day as it would score now.
    let dir = temp_dir().join("check-seoul-svg");
    let o = tabletop(&["check", &file, "--svg", &dir.to_string_lossy()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("seat 0's tableau:"), "{text}");
    assert!(text.contains("Day 1 so far, if it ended now: 26"), "{text}");
    for (seat, cards) in [(0, 9), (1, 9), (2, 3)] {
        let svg =
            std::fs::read_to_string(dir.join(format!("seoul-journey-seat-{seat}.svg"))).unwrap();
        assert_eq!(
            svg.matches(r#"<g class="card">"#).count(),
            cards,
            "seat {seat}"
        );
    }
}

#[test]
fn check_names_the_rule_an_illegal_action_breaks_and_exits_1() {
    let file = fixture("traveler-sample-turn.json");
    let o = tabletop(&["check", &file, "travel Santorini", "dance"]);
    assert_eq!(o.status.code(), Some(1));
    let text = stdout(&o);
    assert!(
        text.contains("illegal: seat 0: travel Santorini:") && text.contains("[rule: "),
        "{text}"
    );
    assert!(
        text.contains("unreadable: \"dance\": unknown action (accepted: work,")
            && !text.contains("cannot read \"dance\""),
        "{text}"
    );
}

#[test]
fn legal_lists_the_actions_of_the_seat_to_act() {
    let file = fixture("traveler-sample-turn.json");
    let text = stdout(&tabletop(&["legal", &file]));
    assert!(text.contains("to act: seat 0"), "{text}");
    assert!(
        text.contains("  work\n") && text.contains("  scrounge\n"),
        "{text}"
    );
}

#[test]
fn simulate_gives_the_same_statistics_whatever_the_thread_count() {
    let run = |threads: &str| {
        let o = tabletop(&[
            "simulate",
            "traveler",
            "-n",
            "300",
            "--seed",
            "3",
            "--threads",
            threads,
            "--json",
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        let mut v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
        for volatile in ["seconds", "games_per_second", "threads"] {
            v.as_object_mut().unwrap().remove(volatile);
        }
        v
    };
    let one = run("1");
    assert_eq!(one, run("2"));
    assert_eq!(one["games"], 300);
    let ended: u64 = one["endings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e[1].as_u64().unwrap())
        .sum();
    assert_eq!(ended, 300);
    // The score distribution lies in order within the spread.
    let q = &one["score_quantiles_all_seats"];
    let spread = &one["score_all_seats"];
    let mut last = spread["min"].as_f64().unwrap();
    for key in ["p10", "p25", "median", "p75", "p90"] {
        let v = q[key].as_f64().unwrap();
        assert!(v >= last, "{key} = {v} below {last}: {q}");
        last = v;
    }
    assert!(last <= spread["max"].as_f64().unwrap(), "{q} {spread}");
    assert_eq!(one["score_quantiles_by_seat"].as_array().unwrap().len(), 4);
}

#[test]
fn bench_reports_throughput() {
    let o = tabletop(&[
        "bench",
        "traveluencer",
        "--players",
        "4",
        "--seconds",
        "0.2",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert!(v["games"].as_u64().unwrap() > 0);
    assert!(v["decisions_per_second"].as_f64().unwrap() > 0.0);
}

#[test]
fn bad_input_gets_a_one_line_reason_and_a_non_zero_exit() {
    assert_refused(
        &tabletop(&["play", "chess"]),
        "unknown game \"chess\" (the games are traveluencer, traveler",
    );
    assert_refused(
        &tabletop(&["play", "traveler", "--players", "9"]),
        "2 to 4 players, not 9",
    );
    let bad = temp_file("bad.json", "{not json");
    assert_refused(&tabletop(&["legal", &bad]), "not JSON");
    assert_refused(&tabletop(&["replay", &bad]), "not JSON");
    let other = temp_file("other.json", r#"{"game": "chess"}"#);
    assert_refused(&tabletop(&["replay", &other]), "unknown game \"chess\"");
    assert_refused(
        &tabletop(&["play", "traveler", "--config", &bad]),
        "not JSON",
    );
    let invalid = temp_file(
        "invalid.json",
        r#"{"game": "traveler", "position": {"players": 2}}"#,
    );
    assert_refused(&tabletop(&["check", &invalid, "work"]), "invalid position");
    assert_refused(
        &tabletop(&["legal", "/no/such/file.json"]),
        "/no/such/file.json",
    );
    assert_refused(
        &tabletop(&["bench", "traveler", "--seconds=-1"]),
        "seconds must be more than 0 and at most 3600, not -1",
    );
    assert_usage_error(
        &tabletop(&["bench", "traveler", "--seconds", "-1"]),
        &["unexpected argument", "Usage: tabletop bench"],
    );
}

#[test]
fn play_narrates_to_the_all_seeing_narrator_a_seat_or_a_spectator() {
    let run = |extra: &[&str]| {
        let mut args = vec!["play", "traveler", "--players", "2", "--seed", "3"];
        args.extend(extra);
        let o = tabletop(&args);
        assert!(o.status.success(), "{}", stderr(&o));
        stdout(&o)
    };
    let all = run(&[]);
    assert!(all.contains("narrated by the all-seeing narrator"), "{all}");
    // The opening hands, as the all-seeing narrator tells them.
    let dealt = |seat: u8| {
        let start = format!("seat {seat} holds ");
        all.lines()
            .find(|l| l.starts_with(&start))
            .unwrap_or_else(|| panic!("{all}"))
            .to_string()
    };
    let one = run(&["--as", "1"]);
    assert!(one.contains("narrated to seat 1"), "{one}");
    assert!(one.contains(&dealt(1)) && !one.contains(&dealt(0)), "{one}");
    let spectator = run(&["--spectator"]);
    assert!(spectator.contains("narrated to a spectator"), "{spectator}");
    assert!(!spectator.contains(&dealt(0)) && !spectator.contains(&dealt(1)));
    assert!(all.contains("from the deck."), "{all}");
    assert!(
        !spectator.lines().any(|l| l.contains(" takes ")
            && l.contains(" from the deck.")
            && !l.contains("a card")),
        "no drawn card is named to a spectator"
    );
    assert!(
        spectator.contains("seat 0's trip: "),
        "the trips are read out"
    );
    assert_refused(
        &tabletop(&["play", "traveler", "--players", "2", "--as", "5"]),
        "no seat 5",
    );
    assert_usage_error(
        &tabletop(&["play", "traveler", "--as", "1", "--spectator"]),
        &["cannot be used with"],
    );
}

#[test]
fn check_gives_every_action_a_verdict_even_after_the_game_is_over() {
    let over = temp_file(
        "over.json",
        r#"{"game": "traveler", "position": {
            "config": {"players": 2},
            "seats": [{"trip": ["Lisbon"], "hand": ["Rome"], "called_home": true},
                      {"trip": ["Cairo"], "hand": [], "called_home": true}],
            "phase": "over", "last_call": true, "run_outs": 1, "reshuffles": 1}}"#,
    );
    let o = tabletop(&["check", &over, "scrounge", "@1 work", "@7 work", "flibber"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains("illegal: scrounge: the game is over [rule: How it ends (L16)]"),
        "{text}"
    );
    assert!(
        text.contains("illegal: seat 1: work: the game is over"),
        "{text}"
    );
    assert!(
        text.contains("unreadable: \"@7 work\": there is no seat 7"),
        "{text}"
    );
    assert!(text.contains("unreadable: \"flibber\""), "{text}");
    // The report is finished: the scores, each trip and the position.
    assert!(text.contains("final scores (last call)"), "{text}");
    assert!(text.contains("seat 0's trip: Lisbon"), "{text}");
    assert!(text.contains("resulting position:"), "{text}");
    // A simultaneous step without a seat named is a verdict too.
    let file = fixture("traveluencer-trending-example.json");
    let o = tabletop(&["check", &file, "post S2", "@x post S2"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("legal: seat 3: post S2"), "{text}");
    assert!(text.contains("unreadable: \"@x post S2\""), "{text}");
    assert!(text.contains("resulting position:"), "{text}");
}
