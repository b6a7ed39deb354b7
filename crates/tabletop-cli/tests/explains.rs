//! Output that explains itself: the notation legend of `play` and `check`,
//! `tabletop notation`, `tabletop schema` (the published JSON Schemas), the
//! game names people type, files as editors save them, endings told once,
//! and the documents that say how to begin.

use crate::common::{assert_refused, fixture, stderr, stdout, tabletop, temp_file};

const GAMES: [&str; 4] = ["traveluencer", "traveler", "trailblazers", "seoul-journey"];

/// The legend line `tabletop notation GAME` prints.
fn legend(game: &str) -> String {
    let o = tabletop(&["notation", game]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let line = text
        .lines()
        .find(|l| l.trim_start().starts_with("notation: "))
        .unwrap_or_else(|| panic!("{game}: no legend in {text}"));
    line.trim().to_string()
}

#[test]
fn play_and_check_print_the_notation_legend_that_notation_and_games_explain() {
    let games = stdout(&tabletop(&["games"]));
    for game in GAMES {
        let legend = legend(game);
        let notation = stdout(&tabletop(&["notation", game]));
        assert!(notation.contains("  actions: "), "{notation}");
        for line in notation.lines().skip(1) {
            assert!(games.contains(line), "{game}: {line:?} not in `games`");
        }
        let played = stdout(&tabletop(&["play", game, "--seed", "2", "--bot", "random"]));
        assert_eq!(played.lines().nth(1), Some(legend.as_str()), "{game}");
    }
    let checked = stdout(&tabletop(&[
        "check",
        &fixture("traveluencer-trending-example.json"),
    ]));
    assert_eq!(
        checked.lines().next(),
        Some(legend("traveluencer").as_str())
    );
    let legend = legend("traveluencer");
    assert!(
        legend.contains("F135 is Food 1, 3 and 5") && legend.contains("00 a Souvenir"),
        "{legend}"
    );
    assert!(self::legend("trailblazers").contains("#79 is trail card 79"));
}

#[test]
fn traveluencer_round_totals_itemise_inspiration_dried_up() {
    // The game of the report: seat 1 won 10 tokens in round 1 and paid 8
    // of them for having no card when its turn came.
    let o = tabletop(&["play", "traveluencer", "--players", "4", "--seed", "7"]);
    let text = stdout(&o);
    assert!(
        text.contains("seat 1: 2 tokens (2 tricks worth 10, Inspiration Dried Up -8), total 2"),
        "{text}"
    );
    assert!(text.contains(
        "seat 1: 13 tokens (rounds 2 + 9 + 2; Poor Planning -3; Inspiration Dried Up -8), 5 tricks"
    ));
}

#[test]
fn each_ending_is_told_once() {
    for (game, players) in [
        ("traveluencer", "4"),
        ("traveler", "3"),
        ("trailblazers", "4"),
        ("trailblazers", "1"),
        ("seoul-journey", "3"),
    ] {
        let o = tabletop(&["play", game, "--players", players, "--seed", "3"]);
        let text = stdout(&o);
        assert!(!text.to_lowercase().contains("game over ("), "{text}");
        assert_eq!(text.matches("final scores (").count(), 1, "{text}");
        // No line of the final report repeats one the narration said.
        let lines: Vec<&str> = text.lines().collect();
        let report = lines
            .iter()
            .position(|l| l.starts_with("final scores ("))
            .unwrap();
        for line in &lines[report + 1..] {
            let said = lines[..report]
                .iter()
                .filter(|l| l.trim() == line.trim())
                .count();
            assert_eq!(said, 0, "{game} {players}: {line:?} told twice");
        }
        for goal in ["In-Game goal ", "End-Game goal "] {
            for l in lines.iter().filter(|l| l.trim_start().starts_with(goal)) {
                assert_eq!(text.matches(l.trim()).count(), 1, "{l:?} told twice");
            }
        }
    }
}

#[test]
fn a_position_saved_with_a_byte_order_mark_is_read() {
    for name in [
        "traveler-sample-turn.json",
        "seoul-dasom-scoring.json",
        "trailblazers-figure-eight.json",
    ] {
        let text = std::fs::read_to_string(fixture(name)).unwrap();
        let marked = temp_file(&format!("bom-{name}"), &format!("\u{feff}{text}"));
        let with = tabletop(&["legal", &marked]);
        assert!(with.status.success(), "{name}: {}", stderr(&with));
        assert_eq!(stdout(&with), stdout(&tabletop(&["legal", &fixture(name)])));
    }
}

#[test]
fn the_names_people_use_name_the_game() {
    let o = tabletop(&["play", "seoul", "--seed", "2", "--bot", "random"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).starts_with("seoul-journey — 3 players"));
    for typed in [
        "Seoul Journey",
        "seoul_journey",
        "The Traveler",
        "TRAILBLAZERS",
    ] {
        let o = tabletop(&["notation", typed]);
        assert!(o.status.success(), "{typed}: {}", stderr(&o));
    }
    assert!(stdout(&tabletop(&["games"])).contains("  also called: seoul\n"));
    assert_refused(&tabletop(&["play", "seol"]), "unknown game \"seol\"");
}

#[test]
fn refusals_and_hands_count_in_english() {
    for (name, players) in [
        ("seoul-dasom-scoring.json", 3),
        ("trailblazers-figure-eight.json", 2),
    ] {
        let text = std::fs::read_to_string(fixture(name)).unwrap();
        let mut file: serde_json::Value = serde_json::from_str(&text).unwrap();
        file["position"]["seats"]
            .as_array_mut()
            .unwrap()
            .truncate(1);
        let cut = temp_file(&format!("one-seat-{name}"), &file.to_string());
        assert_refused(
            &tabletop(&["check", &cut]),
            &format!("the config seats {players} players but 1 seat is described"),
        );
    }
    let text = stdout(&tabletop(&[
        "play",
        "trailblazers",
        "--players",
        "2",
        "--seed",
        "1",
    ]));
    assert!(!text.contains("Now in hand to"), "{text}");
    assert!(text.contains("Now in seat 0's hand: #"), "{text}");
    let solo = stdout(&tabletop(&[
        "play",
        "trailblazers",
        "--players",
        "1",
        "--seed",
        "1",
    ]));
    assert!(solo.contains("drawn by seat 0: #"), "{solo}");
}

#[test]
fn the_readme_says_how_to_get_the_binary_and_the_docs_name_every_game() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let read = |path: &str| std::fs::read_to_string(root.join(path)).unwrap();
    let readme = read("README.md");
    for how in [
        "cargo install --path crates/tabletop-cli",
        "target/release/tabletop",
    ] {
        assert!(readme.contains(how), "README.md does not say {how:?}");
    }
    let protocol = read("docs/protocol.md");
    let python = read("crates/tabletop-py/README.md");
    let cap_row = protocol
        .lines()
        .find(|l| l.starts_with("| actions per game |"))
        .unwrap();
    for engine in tabletop::games() {
        let info = engine.info();
        // The documents write "100,000 for Traveluencer"; the digits are
        // what must match.
        let cap = format!(" {} for ", info.action_cap);
        let digits = |text: &str| text.replace(',', "").replace('\n', " ");
        assert!(
            digits(cap_row).contains(&cap),
            "{}:{cap}not in {cap_row}",
            info.name
        );
        assert!(
            digits(&python).contains(&cap),
            "{}:{cap}not in the Python README",
            info.name
        );
        let krate = format!("{}-rules", info.name.split('-').next().unwrap());
        let encoding = |doc: &str| {
            let krate_path = krate.replace('-', "_");
            doc.split("encoding").skip(1).any(|after| {
                let near: String = after.chars().take(400).collect();
                near.contains(&krate) || near.contains(&krate_path)
            })
        };
        assert!(
            encoding(&protocol),
            "docs/protocol.md: no encoding of {krate}"
        );
        assert!(encoding(&python), "Python README: no encoding of {krate}");
    }
}

#[test]
fn schema_prints_the_published_json_schemas_of_events_and_views() {
    for game in GAMES {
        for what in ["events", "view"] {
            let o = tabletop(&["schema", game, what]);
            assert!(o.status.success(), "{}", stderr(&o));
            let path = format!(
                "{}/../../docs/schemas/{game}/{what}.json",
                env!("CARGO_MANIFEST_DIR")
            );
            let published = std::fs::read_to_string(&path).unwrap();
            assert_eq!(stdout(&o), published, "{path}");
        }
    }
    assert_refused(&tabletop(&["schema", "chess", "view"]), "chess");
}
