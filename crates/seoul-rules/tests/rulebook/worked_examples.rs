//! The rulebook's worked examples and the analysis's scenarios SJ-T1 …
//! SJ-T9.

use super::*;
use seoul_rules::{Mode, Part};
use tabletop_core::{PositionFile, ToAct};

const DASOM: &str = include_str!("../fixtures/seoul-dasom-scoring.json");

fn dasom() -> Seoul {
    PositionFile::parse(DASOM)
        .expect("a position file")
        .load::<Seoul>()
        .expect("Dasom's position is valid")
}

#[test]
fn sj_t1_dasom_scores_26_line_by_line() {
    let g = dasom();
    let cat = cat();
    let t = g.tableau(Seat(0));
    // L82: 7 cards, 1 Guardian and 1 Shopping; with the Shopping card 8
    // count towards 9 (SJ-30), the Guardian never.
    assert_eq!(
        (t.highlights().len(), t.delights(), t.shopping().len()),
        (3, 4, 1)
    );
    assert_eq!(t.count(), 8);
    assert_eq!(g.guardians(Seat(0)).len(), 1);
    let parts = g.day_table().breakdown(Seat(0));
    let lines: Vec<String> = parts.iter().map(|p| p.explain(&cat)).collect();
    assert_eq!(
        lines,
        [
            "Cheonggyecheon Stream: 4 if you have the most blue cards today; 3, the most (others at most 1): 4",
            "Ttukseom Hangang Park: 2 per adjacent blue or green Highlight; 1 such neighbour: 2",
            "Changing of the Guard: 2 per adjacent purple or yellow Highlight; 0 such neighbours: 0",
            "2 green Festivals: 5",
            "2 Foods (1 pair): 6",
            "Trend green: 3 green cards, the most: 4",
            "Bonghwang nests on Changing of the Guard: 3",
            "Plushes set of 1 card: 2",
        ]
    );
    let total: i32 = parts.iter().map(Part::points).sum();
    assert_eq!(total, 26);
    assert_eq!(g.day_table().score(Seat(0)), 26);
}

#[test]
fn sj_t1_the_position_file_of_the_examples_is_the_one_tested_here() {
    // `tabletop check examples/positions/seoul-dasom-scoring.json end` is
    // what the rulings and the guide for disputes show; it must be this
    // test's position (the crate keeps its own copy to stay self-contained).
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/positions/seoul-dasom-scoring.json"
    );
    let example = std::fs::read_to_string(path).expect("the example position is readable");
    assert_eq!(example, DASOM);
}

#[test]
fn sj_t1_the_drawing_of_dasoms_tableau_shows_her_cards_and_her_26() {
    // What `tabletop check` prints for each seat (and `--svg` draws).
    let mut g = dasom();
    let drawings = g.drawings();
    assert_eq!(drawings.len(), 3);
    assert_eq!(drawings[0].title, "seat 0's tableau");
    let text = &drawings[0].text;
    for line in [
        "8 cards (3 Highlights, 4 Delights, 1 Shopping); Tiring cards today: 0",
        "1. Cheonggyecheon Stream (blue Highlight; scores 4 if you have the most blue cards today)",
        "     Festival: Kimjang & Kimchi Jjigae (green)",
        "     Food: Fireworks & Eomuk (blue)",
        "3. Changing of the Guard (purple Highlight; scores 2 per adjacent purple or yellow Highlight)",
        "beside it: Tiger Plush (Plushes Shopping)",
        "Day 1 so far, if it ended now: 26",
        "  Bonghwang nests on Changing of the Guard: 3",
    ] {
        assert!(
            text.lines().any(|l| l == line),
            "no line {line:?} in\n{text}"
        );
    }
    let svg = &drawings[0].svg;
    assert!(svg.starts_with("<svg ") && svg.trim_end().ends_with("</svg>"));
    // 3 Highlights, 4 Delights, 1 Shopping card and 1 Guardian.
    assert_eq!(svg.matches(r#"<g class="card">"#).count(), 9);
    assert!(svg.contains("Kimjang &amp; Kimchi Jjigae"));
    assert!(!svg.contains(" & "), "text is escaped");
    act(&mut g, 0, "end");
    let text = &g.drawings()[0].text;
    assert!(text.contains("\nDay 1 scored 26:\n"), "{text}");
}

#[test]
fn sj_t1_the_day_ends_and_dasom_keeps_26_without_a_nightlife_token() {
    let mut g = dasom();
    assert_eq!(legal(&g, 0), ["awaken Bonghwang", "end"]);
    let before = g.clone();
    act(&mut g, 0, "end");
    assert_eq!(g.to_act(), ToAct::GameOver);
    assert_eq!(g.day_scores(Seat(0))[0], 26);
    // Eun reached 9 first and holds the Nightlife token (L83).
    assert_eq!((g.nightlife(Seat(0)), g.nightlife(Seat(1))), (0, 1));
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.scores[0], 26);
    assert!(outcome.winners.contains(Seat(0)));
    let told = g
        .narrate(
            &before,
            Seat(0),
            &"end".parse().unwrap(),
            tabletop_core::Audience::Spectator,
        )
        .join("\n");
    assert!(told.contains("seat 0 scores 26 for Day 1"), "{told}");
    assert!(
        told.contains("not first to 9 cards (seat 1 was): no Nightlife token"),
        "{told}"
    );
}

#[test]
fn sj_t1_awakening_the_guardian_costs_dasom_the_nest() {
    let mut g = dasom();
    act(&mut g, 0, "awaken Bonghwang");
    // Nothing is left to do in the turn, so it ends, and with it the Day.
    assert_eq!(g.to_act(), ToAct::GameOver);
    assert_eq!(g.day_scores(Seat(0))[0], 23, "26 less the Nest's 3 (L40)");
}

/// Space 2 holds a face-up Highlight and two face-down cards (L51).
fn experience_table(highlight: Option<&str>) -> Seoul {
    let mut t = table(3, 1);
    t["city"][1] =
        json!({"face_up": ["Insadong"], "face_down": ["Fireworks & Tteokbokki", "Seoul Forest"]});
    t["seats"][0] = json!({"hand": ["Hanbok"]});
    if let Some(h) = highlight {
        t["seats"][0]["highlights"] = json!([{"card": h}]);
    }
    t["deck"] = json!(["Hahoe Mask", "Sheet Masks", "Tiger Plush"]);
    load(t)
}

#[test]
fn sj_t2_experience_play_pay_keep_and_refill() {
    let mut g = experience_table(None);
    act(&mut g, 0, "experience 2");
    assert_eq!(
        g.taken(),
        set(&["Insadong", "Fireworks & Tteokbokki", "Seoul Forest"])
    );
    assert!(g.space(1).is_empty());
    // No Highlight yet: the Delight cannot be played (SJ-8).
    assert_eq!(legal(&g, 0), ["play Seoul Forest", "play Insadong"]);
    act(&mut g, 0, "play Insadong");
    // The discard may come from the pile or the hand, never into space 2.
    let err = refuse(&mut g, 0, "pay Fireworks & Tteokbokki to 2");
    assert!(matches!(err, Violation::SameSpace { space: 2 }), "{err}");
    assert!(is_legal(&g, 0, "pay Hanbok to 1"));
    act(&mut g, 0, "pay Fireworks & Tteokbokki to 3");
    assert_eq!(highlights(&g, 0), ["Insadong"]);
    assert_eq!(g.hand(Seat(0)), set(&["Hanbok", "Seoul Forest"]));
    assert!(g.space(2).contains(id("Fireworks & Tteokbokki")));
    assert!(
        !g.face_down().contains(id("Fireworks & Tteokbokki")),
        "discards lie face up"
    );
    // Refill: 2 cards (3 players); the first fills the empty space 2 by
    // itself, the second may go anywhere (SJ-19).
    assert_eq!(g.space(1), set(&["Hahoe Mask"]));
    assert!(g.face_down().contains(id("Hahoe Mask")));
    assert_eq!(
        legal(&g, 0),
        ["refill 1", "refill 2", "refill 3", "refill 4", "refill 5"]
    );
    let deck = g.deck_len();
    act(&mut g, 0, "refill 2");
    assert_eq!(g.space(1), set(&["Hahoe Mask", "Sheet Masks"]));
    assert_eq!(g.deck_len(), deck - 1);
    assert_eq!(g.active(), Seat(1), "the turn is over");
}

#[test]
fn sj_t2_variant_the_delight_of_the_pile_on_the_rightmost_highlight() {
    // A blue Highlight: the blue Festival half is free, the red Food half
    // is paid with a card of the pile or the hand.
    let mut g = experience_table(Some("Seokchon Lake"));
    act(&mut g, 0, "experience 2");
    assert!(is_legal(&g, 0, "play Fireworks & Tteokbokki as festival"));
    assert!(is_legal(&g, 0, "play Fireworks & Tteokbokki as food"));
    let mut free = g.clone();
    act(&mut free, 0, "play Fireworks & Tteokbokki as festival");
    assert!(
        matches!(free.phase(), Phase::Refill { .. }),
        "no discard owed"
    );
    assert_eq!(
        free.tableau(Seat(0)).linked(0, Mode::Festival),
        Some(id("Fireworks & Tteokbokki"))
    );
    act(&mut g, 0, "play Fireworks & Tteokbokki as food");
    assert!(matches!(g.phase(), Phase::Pay { .. }));
    for payer in ["Insadong", "Seoul Forest", "Hanbok"] {
        assert!(is_legal(&g, 0, &format!("pay {payer} to 1")), "{payer}");
    }
}

#[test]
fn sj_t3_the_refill_example_three_and_four_players() {
    for (players, cards, forced) in [(3usize, 2usize, 1usize), (4, 3, 1)] {
        let mut g = insadong_then_refill(players, json!([]));
        // The first card went into the empty space 1 by itself.
        assert_eq!(g.space(0), set(&["Hahoe Mask"]), "{players} players");
        for k in forced..cards {
            assert_eq!(legal(&g, 0).len(), 5, "{players} players, card {}", k + 1);
            act(&mut g, 0, "refill 3");
        }
        assert_eq!(
            g.active(),
            Seat(1),
            "{players} players: {cards} cards placed"
        );
        assert_eq!(g.space(2).len(), 1 + cards - forced);
    }
}

/// Four players, under the refill reading `refill`: seat 0 experiences
/// space 1 (Insadong), plays it paying Hanbok into space 2, and the first
/// of the three refill cards has gone into the emptied space 1.
fn four_player_refill(refill: &str) -> Seoul {
    let mut t = table(4, 1);
    t["config"]["refill"] = json!(refill);
    t["seats"][0] = json!({"hand": ["Hanbok"]});
    t["city"][0] = json!({"face_up": ["Insadong"]});
    t["deck"] = json!(["Hahoe Mask", "Sheet Masks", "Tiger Plush"]);
    let mut g = load(t);
    act(&mut g, 0, "experience 1");
    act(&mut g, 0, "play Insadong");
    act(&mut g, 0, "pay Hanbok to 2");
    g
}

#[test]
fn sj_t3_flag_other_spaces_keeps_the_second_card_out_of_the_space_just_filled() {
    let mut g = four_player_refill("other_spaces");
    assert_eq!(
        legal(&g, 0),
        ["refill 2", "refill 3", "refill 4", "refill 5"]
    );
    let err = refuse(&mut g, 0, "refill 1");
    assert!(
        matches!(err, Violation::FilledThisRefill { space: 1 }),
        "{err}"
    );
    act(&mut g, 0, "refill 2");
    assert_eq!(legal(&g, 0), ["refill 3", "refill 4", "refill 5"]);
}

#[test]
fn sj_t4_trends_are_shared_rounded_up() {
    // k seats with one green Highlight each (and one seat with none when
    // there is room): each tied seat scores ceil(4 / k).
    for (players, tied, each) in [
        (2usize, 2usize, 2),
        (3, 3, 2),
        (4, 4, 1),
        (5, 5, 1),
        (3, 1, 4),
    ] {
        let mut t = table(players, 1);
        let greens = [
            "Seoul Forest",
            "Haneul Park",
            "Namsan Park",
            "Bukhansan National Park",
            "Gyeongui Line Forest Park",
        ];
        for s in 0..tied {
            t["seats"][s]["highlights"] = json!([{"card": greens[s]}]);
        }
        let g = load(t);
        for s in 0..players {
            let trend = g
                .day_table()
                .breakdown(Seat(s as u8))
                .into_iter()
                .find_map(|p| match p {
                    Part::Trend {
                        colour: seoul_rules::Colour::Green,
                        points,
                        ..
                    } => Some(points),
                    _ => None,
                })
                .unwrap();
            let want = if s < tied { each } else { 0 };
            assert_eq!(trend, want, "{players} players, {tied} tied, seat {s}");
        }
    }
    // Nobody with the colour: nobody scores (SJ-24).
    let g = load(table(3, 1));
    for s in 0..3 {
        assert_eq!(g.day_table().score(Seat(s)), 0);
    }
}

/// Seat 1 has 8 cards and may book its 9th; seat 2 has 8 too.
fn day_end_table(tired: bool) -> Seoul {
    let mut t = table(3, 1);
    // Four Highlights, three Delights and a Shopping card: 8 cards.
    let eight = |h: [&str; 4], d: [&str; 3]| {
        json!([
            {"card": h[0], "festival": d[0], "food": d[1]},
            {"card": h[1], "festival": d[2]},
            {"card": h[2]},
            {"card": h[3]}
        ])
    };
    t["seats"][1] = json!({
        "hand": ["Light Stick", "Sneakers"],
        "highlights": eight(
            ["Gwangjang Market", "Lotte World", "Itaewon", "Namdaemun Market"],
            ["Drum Festival & Dakgalbi", "K-Pop Concert & Budae Jjigae", "Drum Festival & Tteokbokki"],
        ),
        "shopping": ["K-Pop Album"],
        "tiring": if tired { 3 } else { 2 }
    });
    t["seats"][2] = json!({
        "hand": ["Celadon Vase", "Buchae Fan"],
        "highlights": eight(
            ["Seoul Forest", "Haneul Park", "Insadong", "Jogyesa Temple"],
            ["Kimjang & Pajeon", "Picnic Concert & Ssambap", "Kimjang & Mugwort Tteok"],
        ),
        "shopping": ["Hanbok"]
    });
    t["seats"][0] = json!({"hand": ["Red Ginseng", "Bojagi Cloth"]});
    t["active"] = json!(1);
    t["start_player"] = json!(0);
    load(t)
}

#[test]
fn sj_t5_the_day_ends_after_everyone_else_has_one_more_turn() {
    let mut g = day_end_table(false);
    act(&mut g, 1, "book Light Stick");
    act(&mut g, 1, "pay Sneakers to 1");
    assert_eq!(g.trigger(), Some(Seat(1)));
    assert_eq!(g.nightlife(Seat(1)), 1, "first to 9, not Tired (L58)");
    assert_eq!(g.nightlife_supply(), 2);
    // Seat 2 reaches 9 on its last turn: no token (SJ-28).
    assert_eq!(g.active(), Seat(2));
    act(&mut g, 2, "book Celadon Vase");
    act(&mut g, 2, "pay Buchae Fan to 1");
    assert_eq!(g.tableau(Seat(2)).count(), 9);
    assert_eq!(g.nightlife(Seat(2)), 0);
    // Seat 0 has its last turn; seat 1 has none: the Day is scored.
    assert_eq!(g.active(), Seat(0));
    act(&mut g, 0, "book Red Ginseng");
    act(&mut g, 0, "pay Bojagi Cloth to 2");
    assert_eq!(g.phase(), Phase::Over);
    assert_eq!(g.last_day().unwrap().trigger(), Some(Seat(1)));
}

#[test]
fn sj_t5_a_tired_player_reaching_9_first_earns_no_token_and_nobody_does() {
    let mut g = day_end_table(true);
    act(&mut g, 1, "book Light Stick");
    act(&mut g, 1, "pay Sneakers to 1");
    assert_eq!(g.trigger(), Some(Seat(1)));
    assert_eq!(
        (g.nightlife(Seat(1)), g.nightlife_supply()),
        (0, 3),
        "L25, L61"
    );
    act(&mut g, 2, "book Celadon Vase");
    act(&mut g, 2, "pay Buchae Fan to 1");
    assert_eq!(
        g.nightlife(Seat(2)),
        0,
        "the token is forfeited for the Day (SJ-21)"
    );
}

#[test]
fn sj_t6_the_second_plush_links_a_food_to_an_earlier_highlight_even_when_tired() {
    let mut t = table(2, 1);
    t["seats"][0] = json!({
        "hand": ["Magpie Plush", "Otter Plush", "Crane Plush", "Dragon Plush", "Kimjang & Pajeon", "Hanbok", "Hahoe Mask", "Tea Set"],
        "highlights": [
            {"card": "COEX Aquarium"},
            {"card": "Lotte World"},
            {"card": "Namdaemun Market", "festival": "Street Arts & Gyeranppang", "food": "Ginkgo Walk & Chimaek"}
        ],
        "shopping": ["Tiger Plush"]
    });
    t["city"] = json!([]);
    let mut g = load(t);
    assert!(g.tableau(Seat(0)).is_tired());
    act(&mut g, 0, "book Magpie Plush");
    act(&mut g, 0, "pay Hanbok to 1");
    // The 2nd Plush: a free link to any Highlight with room (SJ-16).
    assert!(matches!(g.phase(), Phase::Link { .. }));
    assert!(is_legal(&g, 0, "link Kimjang & Pajeon as food on 1"));
    assert!(is_legal(&g, 0, "link Kimjang & Pajeon as festival on 2"));
    assert!(
        !is_legal(&g, 0, "link Kimjang & Pajeon as food on 3"),
        "full"
    );
    act(&mut g, 0, "link Kimjang & Pajeon as food on 1");
    assert_eq!(
        g.tableau(Seat(0)).linked(0, Mode::Food),
        Some(id("Kimjang & Pajeon"))
    );
    // The Plush, its discard and the Delight left the hand: no discard
    // for the free link.
    assert_eq!(g.hand(Seat(0)).len(), 5);
    // The 3rd and 4th Plush give nothing; the 5th a free link again.
    let mut t = table(2, 1);
    t["seats"][0] = json!({
        "hand": ["Otter Plush", "Crane Plush", "Dragon Plush", "Hahoe Mask", "Celadon Vase", "Picnic Concert & Ssambap", "Sheet Masks"],
        "highlights": [{"card": "COEX Aquarium"}],
        "shopping": ["Tiger Plush", "Magpie Plush"]
    });
    let mut g = load(t);
    for (plush, payer, bonus) in [
        ("Otter Plush", "Hahoe Mask", false),
        ("Crane Plush", "Celadon Vase", false),
        ("Dragon Plush", "Sheet Masks", true),
    ] {
        // Back to seat 0's turn between plays.
        let mut t = serde_json::to_value(&g).unwrap();
        t["active"] = json!(0);
        t["fresh"] = json!(true);
        t["phase"] = json!("main");
        g = load(t);
        act(&mut g, 0, &format!("book {plush}"));
        act(&mut g, 0, &format!("pay {payer} to 2"));
        assert_eq!(matches!(g.phase(), Phase::Link { .. }), bonus, "{plush}");
    }
    assert_eq!(g.tableau(Seat(0)).shopping().len(), 5);
}

#[test]
fn sj_t7_a_matching_half_is_free_another_costs_a_discard() {
    let mut t = table(2, 1);
    t["seats"][0] = json!({"hand": ["Fireworks & Tteokbokki", "Hanbok"], "highlights": [{"card": "Seokchon Lake"}]});
    let g = load(t);
    let mut festival = g.clone();
    act(&mut festival, 0, "book Fireworks & Tteokbokki as festival");
    assert_eq!(
        festival.hand(Seat(0)),
        set(&["Hanbok"]),
        "free: no discard (L29)"
    );
    assert_eq!(festival.active(), Seat(1));
    let mut food = g;
    act(&mut food, 0, "book Fireworks & Tteokbokki as food");
    assert!(
        matches!(food.phase(), Phase::Pay { .. }),
        "red Food on a blue Highlight"
    );
    act(&mut food, 0, "pay Hanbok to 1");
    assert!(food.hand(Seat(0)).is_empty());
}

#[test]
fn sj_t8_a_guardian_is_kept_across_days_and_nests_again() {
    let mut t = table(2, 2);
    t["seats"][0] =
        json!({"hand": ["Hanbok"], "guardians": [{"card": "Cheongnyong", "flipped": true}]});
    t["seats"][1] = json!({
        "highlights": [
            {"card": "Gwangjang Market", "festival": "Drum Festival & Dakgalbi", "food": "K-Pop Concert & Budae Jjigae"},
            {"card": "Lotte World", "festival": "Drum Festival & Tteokbokki", "food": "Drum Festival & Kimbap"},
            {"card": "Insadong"}
        ],
        "shopping": ["K-Pop Album", "Light Stick"]
    });
    t["trigger"] = json!(1);
    t["fresh"] = json!(false);
    t["phase"] = json!("end");
    t["nightlife_supply"] = json!(3);
    let mut g = load(t);
    act(&mut g, 0, "end");
    assert_eq!(g.day(), 2);
    let cheongnyong = id("Cheongnyong");
    assert!(g.guardians(Seat(0)).contains(cheongnyong));
    assert!(
        !g.flipped().contains(cheongnyong),
        "the token starts the Day face up"
    );
    let mut elsewhere = g.hand(Seat(0)).union(g.hand(Seat(1)));
    for s in 0..5 {
        elsewhere = elsewhere.union(g.space(s));
    }
    assert!(!elsewhere.contains(cheongnyong));
    assert_eq!(
        g.deck_len() + elsewhere.len() + 1,
        120,
        "every other card is dealt again"
    );
    // On Day 2 it nests on a blue Highlight for 3, and never counts towards 9.
    let mut t = table(2, 2);
    t["day"] = json!(2);
    t["seats"][0] = json!({"highlights": [{"card": "Cheonggyecheon Stream"}], "guardians": [{"card": "Cheongnyong"}], "scores": [0]});
    t["seats"][1]["scores"] = json!([11]);
    let g = load(t);
    assert_eq!(g.tableau(Seat(0)).count(), 1);
    assert!(g.day_table().breakdown(Seat(0)).contains(&Part::Nest {
        guardian: cheongnyong,
        highlight: id("Cheonggyecheon Stream"),
        points: 3
    }));
}

#[test]
fn sj_t9_a_nightlife_token_draws_two_at_the_start_of_a_later_turn_or_scores_2() {
    let mut t = table(2, 2);
    t["day"] = json!(2);
    t["seats"][0] = json!({"hand": ["Hanbok"], "nightlife": 1, "scores": [20]});
    t["seats"][1] = json!({"scores": [25]});
    t["nightlife_supply"] = json!(2);
    t["deck"] = json!(["Celadon Vase", "Hahoe Mask", "Sheet Masks"]);
    let g = load(t);
    let mut used = g.clone();
    assert!(is_legal(&used, 0, "nightlife"));
    act(&mut used, 0, "nightlife");
    assert_eq!(
        used.hand(Seat(0)),
        set(&["Hanbok", "Celadon Vase", "Hahoe Mask"])
    );
    assert_eq!(
        (used.nightlife(Seat(0)), used.nightlife_supply()),
        (0, 2),
        "into the box (L59)"
    );
    assert_eq!(used.phase(), Phase::Main, "the main action still follows");
    assert!(!is_legal(&used, 0, "nightlife"));
    // Kept to the end, it scores 2 (L60).
    assert_eq!(g.final_score(Seat(0)), 22);
}

#[test]
fn sj_t3_a_space_just_filled_may_take_the_next_card_and_stays_recorded_as_filled() {
    // SJ-19's default (any space): with 4 players three cards refill the
    // City; the second may go where the first went. The refill records the
    // spaces it has filled (what the other-spaces reading consults, and
    // what a saved position keeps).
    let mut g = four_player_refill("any_space");
    act(&mut g, 0, "refill 1");
    assert_eq!(
        g.phase(),
        Phase::Refill {
            left: 1,
            filled: 0b1
        }
    );
    assert_eq!(g.space(0).len(), 2);
    let saved = serde_json::to_value(&g).unwrap();
    assert_eq!(saved["phase"]["refill"]["filled"], json!([1]), "{saved:#}");
}
