//! Finding games, configuring them, and driving bots through the registry.

use serde_json::json;
use tabletop::{BotKind, Error, Simulation};

#[test]
fn every_game_is_found_by_name_and_unknown_names_are_refused() {
    let names: Vec<&str> = tabletop::games().map(|g| g.name()).collect();
    assert_eq!(
        names,
        ["traveluencer", "traveler", "trailblazers", "seoul-journey"]
    );
    for name in &names {
        let info = tabletop::find(name).unwrap().info();
        assert_eq!(info.name, *name);
        assert!(info.min_players <= info.default_players);
        assert!(info.default_players <= info.max_players);
    }
    match tabletop::find("chess\u{1b}[2J") {
        Err(Error::UnknownGame { name, known }) => {
            assert_eq!(name, "\"chess\\u{1b}[2J\"");
            assert_eq!(known, "traveluencer, traveler, trailblazers, seoul-journey");
        }
        other => panic!("expected an unknown game, got {:?}", other.err()),
    }
}

#[test]
fn the_names_people_use_find_the_game() {
    for (typed, game) in [
        ("seoul", "seoul-journey"),
        ("Seoul Journey", "seoul-journey"),
        ("seoul_journey", "seoul-journey"),
        ("The Traveler", "traveler"),
        ("Trailblazers: Travel Edition", "trailblazers"),
        ("TRAVELUENCER", "traveluencer"),
    ] {
        let found = tabletop::find(typed).map(|g| g.name());
        assert_eq!(found.ok(), Some(game), "{typed}");
    }
    assert_eq!(
        tabletop::find("seoul-journey").unwrap().info().aliases,
        ["seoul"]
    );
    for typed in ["", "-", "seo", "traveller journey"] {
        assert!(tabletop::find(typed).is_err(), "{typed:?}");
    }
}

#[test]
fn every_game_has_a_one_line_notation_legend_and_its_action_forms() {
    for engine in tabletop::games() {
        let info = engine.info();
        assert!(!info.notation.is_empty() && !info.notation.contains('\n'));
        assert!(!info.action_notation.is_empty());
    }
    let legend = tabletop::find("traveluencer").unwrap().info().notation;
    assert!(legend.contains("F Food") && legend.contains("00 a Souvenir") && legend.contains('*'));
    let legend = tabletop::find("trailblazers").unwrap().info().notation;
    assert!(legend.contains("#79 is trail card 79"), "{legend}");
}

#[test]
fn a_configuration_is_the_standard_game_with_fields_on_top_and_validated() {
    let engine = tabletop::find("traveluencer").unwrap();
    let standard = engine.configure(None, None).unwrap();
    assert_eq!(standard.players(), 4);
    assert!(standard.non_default().is_empty());
    let events = engine
        .configure(Some(3), Some(&json!({"events": true, "players": 2})))
        .unwrap();
    assert_eq!(events.players(), 3, "the argument overrides the field");
    assert_eq!(events.config()["events"], true);
    assert_eq!(events.non_default(), ["events=true"]);
    let from_field = engine
        .configure(None, Some(&json!({"players": 2})))
        .unwrap();
    assert_eq!(from_field.players(), 2);
    let refusals = [
        (Some(9), json!({})),
        (None, json!({"no_such_flag": true})),
        (None, json!({"events": "yes"})),
        (None, json!({"players": "four"})),
        (None, json!([1, 2])),
    ];
    for (players, fields) in refusals {
        let e = engine.configure(players, Some(&fields)).err().unwrap();
        assert_eq!(e.code(), "bad_config", "{fields}: {e}");
    }
}

#[test]
fn simulate_does_not_depend_on_the_threads_and_counts_every_game() {
    for engine in tabletop::games() {
        let game = engine.configure(None, None).unwrap();
        let run = |threads| {
            let done = std::sync::atomic::AtomicU64::new(0);
            let mut stats = game
                .simulate(
                    &Simulation {
                        games: 150,
                        seed: 9,
                        threads: Some(threads),
                        bot: BotKind::Random.into(),
                        rotate: false,
                    },
                    &|n| {
                        done.fetch_add(n, std::sync::atomic::Ordering::Relaxed);
                    },
                )
                .unwrap();
            assert_eq!(done.into_inner(), 150);
            stats.seconds = 0.0;
            stats.games_per_second = 0.0;
            stats.threads = 0;
            stats
        };
        let one = run(1);
        assert_eq!(one, run(3), "{}", engine.name());
        assert_eq!(one.games, 150);
        assert_eq!(one.endings.iter().map(|(_, n)| n).sum::<u64>(), 150);
        let wins: f64 = one.win_rate_by_seat.iter().sum();
        assert!(wins >= 1.0 - 1e-9, "every game has a winner: {wins}");
    }
}

#[test]
fn a_simulation_in_parts_through_json_has_the_statistics_of_the_whole() {
    for engine in tabletop::games() {
        let game = engine.configure(None, None).unwrap();
        let run = Simulation {
            games: 40,
            seed: 5,
            threads: Some(1),
            bot: BotKind::Greedy.into(),
            rotate: false,
        };
        let mut whole = game.simulate(&run, &|_| ()).unwrap();
        let parts: Vec<tabletop::SimulationPart> = [(0, 15), (15, 1), (16, 24)]
            .into_iter()
            .map(|(first, count)| {
                let json = game
                    .simulate_part(&run, first, count)
                    .unwrap()
                    .to_json()
                    .unwrap();
                tabletop::SimulationPart::from_json(&json).unwrap()
            })
            .collect();
        let mut merged = game.merge_simulation(&run, &parts, 3, 0.0).unwrap();
        for stats in [&mut whole, &mut merged] {
            stats.seconds = 0.0;
            stats.games_per_second = 0.0;
            stats.threads = 0;
        }
        assert_eq!(merged, whole, "{}", engine.name());
        // Parts that miss a game, or run past the end, are refused.
        assert!(game.merge_simulation(&run, &parts[..2], 2, 0.0).is_err());
        assert!(game.simulate_part(&run, 30, 11).is_err());
    }
}

#[test]
fn drivers_refuse_out_of_range_options() {
    let game = tabletop::find("traveler")
        .unwrap()
        .configure(None, None)
        .unwrap();
    let run = |games, threads| Simulation {
        games,
        seed: 1,
        threads,
        bot: BotKind::Greedy.into(),
        rotate: false,
    };
    for bad in [run(0, None), run(10, Some(0)), run(10, Some(257))] {
        let e = game.simulate(&bad, &|_| ()).err().unwrap();
        assert_eq!(e.code(), "out_of_range", "{bad:?}");
    }
    for seconds in [0.0, -1.0, f64::NAN, 3601.0] {
        assert_eq!(game.bench(seconds).err().unwrap().code(), "out_of_range");
    }
    assert_eq!(
        "smart".parse::<BotKind>().err().unwrap().code(),
        "out_of_range"
    );
    assert_eq!("greedy".parse::<BotKind>().unwrap(), BotKind::Greedy);
}

#[test]
fn a_played_game_narrates_and_its_replay_reproduces_it() {
    for engine in tabletop::games() {
        let game = engine.configure(Some(3), None).unwrap();
        let mut lines = Vec::new();
        let table = game
            .play(4, &BotKind::Greedy.into(), &mut |l| {
                lines.push(l.to_string())
            })
            .unwrap();
        assert!(table.outcome().is_some(), "{}", engine.name());
        assert!(lines.len() as u64 > table.actions_taken() / 2);
        let replay = table.replay().unwrap();
        let back = tabletop::load_replay(&replay).unwrap();
        assert_eq!(back.position().unwrap(), table.position().unwrap());
        assert_eq!(back.replay().unwrap(), replay);
    }
}

/// A Traveler deck with every card renamed.
fn renamed_deck() -> serde_json::Value {
    let cards = traveler_rules::Catalogue::reference().cards().to_vec();
    let mut deck = serde_json::to_value(cards).unwrap();
    for card in deck.as_array_mut().unwrap() {
        let name = card["name"].as_str().unwrap().to_string();
        card["name"] = format!("New {name}").into();
    }
    deck
}

#[test]
fn a_replay_of_a_custom_deck_names_the_custom_cards() {
    let game = tabletop::find("traveler")
        .unwrap()
        .configure(Some(2), Some(&json!({ "deck": renamed_deck() })))
        .unwrap();
    let table = game.play(3, &BotKind::Greedy.into(), &mut |_| ()).unwrap();
    let replay = table.replay().unwrap();
    let texts: Vec<&str> = replay["actions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a[1].as_str().unwrap())
        .collect();
    let with_cards: Vec<&&str> = texts
        .iter()
        .filter(|t| t.starts_with("start ") || t.starts_with("travel ") || t.starts_with("pay "))
        .collect();
    assert!(!with_cards.is_empty());
    for text in with_cards {
        assert!(text.contains(" New "), "{text} names a reference card");
    }
    let back = tabletop::load_replay(&replay).unwrap();
    assert_eq!(back.position().unwrap(), table.position().unwrap());
}

#[test]
fn replays_and_positions_that_cannot_be_loaded_say_why() {
    let table = tabletop::find("traveler")
        .unwrap()
        .configure(Some(2), None)
        .unwrap()
        .play(5, &BotKind::Random.into(), &mut |_| ())
        .unwrap();
    let mut replay = table.replay().unwrap();
    replay["actions"][2][1] = "work".into();
    replay["actions"][2][0] = 1.into();
    match tabletop::load_replay(&replay) {
        Err(Error::BadReplay {
            index: Some(2),
            rule: Some(_),
            ..
        }) => {}
        other => panic!("expected an illegal action at 2, got {:?}", other.err()),
    }
    replay["format_version"] = 1.into();
    assert_eq!(
        tabletop::load_replay(&replay).err().unwrap().code(),
        "bad_replay"
    );
    assert_eq!(
        tabletop::load_replay(&json!({"seed": 1}))
            .err()
            .unwrap()
            .code(),
        "bad_json"
    );
    let position = table.position().unwrap();
    let mut broken = position.clone();
    broken["position"]["seats"] = json!([]);
    assert_eq!(
        tabletop::load_position(&broken).err().unwrap().code(),
        "bad_position"
    );
    let loaded = tabletop::load_position(&position).unwrap();
    assert_eq!(loaded.replay().err().unwrap(), Error::NoHistory);
}
