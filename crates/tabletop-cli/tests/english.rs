//! Plain English in everything the command line prints, for all four games:
//! the narration of `play`, the reports of `check`, `legal`, `replay` and
//! `simulate`, and the refusals of bad positions and actions. No "(s)"
//! plural, and every count agrees with its noun (and its "is"/"are").

use crate::common::{fixture, stderr, stdout, tabletop, temp_file};
use serde_json::Value;

/// The nouns the programs count, singular and plural.
const NOUNS: &[(&str, &str)] = &[
    ("action", "actions"),
    ("bridge", "bridges"),
    ("camp", "camps"),
    ("card", "cards"),
    ("cell", "cells"),
    ("colour", "colours"),
    ("Day", "Days"),
    ("Delight", "Delights"),
    ("game", "games"),
    ("Guardian", "Guardians"),
    ("Highlight", "Highlights"),
    ("loop", "loops"),
    ("marker", "markers"),
    ("player", "players"),
    ("point", "points"),
    ("round", "rounds"),
    ("seat", "seats"),
    ("stamp", "stamps"),
    ("stop", "stops"),
    ("thread", "threads"),
    ("token", "tokens"),
    ("trick", "tricks"),
    ("turn", "turns"),
];

/// A word without the punctuation around it.
fn bare(word: &str) -> &str {
    word.trim_matches(|c: char| !c.is_alphanumeric())
}

/// Whether `word` is a count: digits (with thousands separators), not a
/// coordinate, a card number or a label such as `1st`.
fn count_of(word: &str) -> Option<u64> {
    let word = word.trim_start_matches('(');
    let digits: String = word.chars().filter(|&c| c != ',').collect();
    let digits = digits.trim_end_matches([':', ';', ')']);
    (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
        .then(|| digits.parse().ok())
        .flatten()
}

/// The number a noun is written in: `Some(true)` plural, `Some(false)`
/// singular, `None` not a counted noun.
fn number_of(word: &str) -> Option<bool> {
    let word = bare(word);
    NOUNS.iter().find_map(|&(one, many)| match word {
        w if w == one => Some(false),
        w if w == many => Some(true),
        _ => None,
    })
}

/// Words that stand between a count and its noun: "2 player cards".
const MODIFIERS: &[&str] = &[
    "trail",
    "player",
    "loop",
    "legal",
    "Trending",
    "Post",
    "more",
    "other",
    "face-up",
    "face-down",
];

/// The noun counted by the count `words[i]`: the next word, or the one
/// after it when the next is one of the [`MODIFIERS`] ("2 player cards",
/// "4 trail cards"); not "seat 1 holds cards", "Day 1 8 + Day 2" or
/// "2 per Delight".
fn counted_noun(words: &[&str], i: usize) -> Option<usize> {
    let next = words.get(i + 1)?;
    let joins = MODIFIERS.contains(next);
    let after = words
        .get(i + 2)
        .filter(|w| joins && w.starts_with(char::is_alphabetic))
        .and_then(|w| number_of(w));
    match (number_of(next), after) {
        (_, Some(_)) => Some(i + 2),
        (Some(_), None) => Some(i + 1),
        (None, None) => None,
    }
}

/// What is wrong with the English of `line`: a "(s)" plural, or a count
/// whose noun (the first counted noun in the two words after it, so that
/// "2 player cards" and "4 trail cards" are read whole) or whose "is" or
/// "are" disagrees with it.
fn faults(line: &str) -> Vec<String> {
    let mut found = Vec::new();
    if line.contains("(s)") {
        found.push(format!("\"(s)\" in {line:?}"));
    }
    let words: Vec<&str> = line.split_whitespace().collect();
    for (i, word) in words.iter().enumerate() {
        let Some(n) = count_of(word) else { continue };
        // The count ends its clause ("seat 1: …", "2 + 8") or is a label.
        if word.ends_with([':', ';', ')', ',']) {
            continue;
        }
        let Some(k) = counted_noun(&words, i) else {
            continue;
        };
        let plural = number_of(words[k]) == Some(true);
        if plural != (n != 1) {
            found.push(format!(
                "\"{n} {}\" in {line:?}",
                words[i + 1..=k].join(" ")
            ));
        }
        let verb = words.get(k + 1).map(|w| bare(w));
        let noun_ends_clause = words[k].ends_with([',', ':', ';', '.', ')']);
        if !noun_ends_clause && matches!((plural, verb), (true, Some("is")) | (false, Some("are")))
        {
            found.push(format!(
                "\"{n} {} {}\" in {line:?}",
                words[i + 1..=k].join(" "),
                verb.unwrap_or_default()
            ));
        }
    }
    found
}

/// Every fault of every line of `text`, saying where it was printed.
fn all_faults(what: &str, text: &str) -> Vec<String> {
    text.lines()
        .flat_map(faults)
        .map(|f| format!("{what}: {f}"))
        .collect()
}

/// The checker finds what it is meant to find, and nothing in good English.
#[test]
fn the_english_checker_finds_bad_plurals_and_agreement() {
    for bad in [
        "1 camp(s) and 4 trail card(s)",
        "the config seats 3 players but 1 seats are described",
        "places a player card in its 3rd slot (1 points).",
        "for 1 tokens",
        "it holds 2 card",
        "2 trail card",
        "1 seat are described",
    ] {
        assert!(!faults(bad).is_empty(), "{bad}");
    }
    for good in [
        "the config seats 3 players but 1 seat is described",
        "seat 1: 2 tokens (2 tricks worth 10, Inspiration Dried Up -8), total 2",
        "seat 0: 30 = loops 18 (hiking 4, biking 6, kayaking 8); 2 player cards placed",
        "Round 1: dealt to seat 0: #37 #39 #103",
        "seat 1 has 9 cards, yet the Day's end is not triggered",
        "Day 1 of 3: seat 0 plays first.",
        "0 player cards placed",
        "10,000 games, 4 players, seed 1, 1 thread",
        "trail 22 at 0,-1 r90",
        "through 4 cells (1,-5 1,-4 1,-3 0,-3); markers: 3 rocks, 1 tunnel",
    ] {
        assert_eq!(faults(good), Vec::<String>::new(), "{good}");
    }
}

/// The games and the player counts each is played at here.
const GAMES: &[(&str, &[&str])] = &[
    ("traveluencer", &["2", "3", "4"]),
    ("traveler", &["2", "3", "4"]),
    ("trailblazers", &["1", "2", "4"]),
    ("seoul-journey", &["2", "3", "5"]),
];

/// The example positions, one or more per game.
const POSITIONS: &[&str] = &[
    "traveluencer-trending-example.json",
    "traveler-sample-turn.json",
    "trailblazers-figure-eight.json",
    "trailblazers-finished-game.json",
    "seoul-dasom-scoring.json",
];

/// `position` with its seats (or its hands) cut to one: a refusal that
/// counts seats.
fn one_seat_only(position: &str) -> String {
    let text = std::fs::read_to_string(fixture(position)).unwrap();
    let mut file: Value = serde_json::from_str(&text).unwrap();
    let table = &mut file["position"];
    let key = if table.get("seats").is_some() {
        "seats"
    } else {
        "hands"
    };
    table[key].as_array_mut().unwrap().truncate(1);
    file.to_string()
}

/// A Trailblazers position with the last card of seat 0's park taken
/// away: a refusal that counts camps and trail cards.
fn one_card_short(position: &str) -> Option<String> {
    let text = std::fs::read_to_string(fixture(position)).unwrap();
    let mut file: Value = serde_json::from_str(&text).unwrap();
    let park = file.pointer_mut("/position/seats/0/park")?.as_array_mut()?;
    park.pop();
    Some(file.to_string())
}

#[test]
fn every_narration_report_and_refusal_is_in_plain_english() {
    let mut faults = Vec::new();
    let mut scan = |what: String, out: &std::process::Output| {
        faults.extend(all_faults(&what, &stdout(out)));
        faults.extend(all_faults(&what, &stderr(out)));
    };
    // Narration and the final report of whole games, with each bot.
    for (game, counts) in GAMES {
        for players in *counts {
            for (bot, seed) in [("greedy", "1"), ("random", "2"), ("random", "3")] {
                let args = [
                    "play",
                    game,
                    "--players",
                    players,
                    "--seed",
                    seed,
                    "--bot",
                    bot,
                ];
                let o = tabletop(&args);
                assert!(o.status.success(), "{args:?}: {}", stderr(&o));
                scan(args.join(" "), &o);
            }
        }
        let args = ["simulate", game, "-n", "3", "--threads", "1"];
        scan(args.join(" "), &tabletop(&args));
    }
    // Reports on positions, and refusals of positions and actions.
    for position in POSITIONS {
        let file = fixture(position);
        for args in [
            vec!["check", &file],
            vec!["legal", &file],
            vec![
                "check",
                &file,
                "@0 work",
                "@1 post F1",
                "trail 1 at 0,0",
                "end",
                "pass",
            ],
        ] {
            scan(args.join(" "), &tabletop(&args));
        }
        if let Some(short) = one_card_short(position) {
            let path = temp_file(&format!("short-{position}"), &short);
            scan(
                format!("{position} one card short"),
                &tabletop(&["check", &path]),
            );
        }
        let cut = temp_file(&format!("one-seat-{position}"), &one_seat_only(position));
        let o = tabletop(&["check", &cut]);
        assert_eq!(o.status.code(), Some(2), "{position}: {}", stdout(&o));
        scan(format!("{position} cut to one seat"), &o);
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}
