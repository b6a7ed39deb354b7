//! Ending a Day (L43, L62-63; SJ-28, SJ-32) and scoring it (L64-75): each
//! kind of Highlight condition, Festivals, Food, Trends, Shopping sets.

use super::*;
use seoul_rules::{Colour, Detail, Part};

/// The parts of seat 0's Day score in a two-player position (seat 0 has
/// ended the Day if it holds 9 cards or more, and seat 1 is to play).
fn parts(seat0: Value, seat1: Value, most: Option<&str>) -> Vec<Part> {
    let mut t = table(2, 1);
    t["seats"][0] = seat0;
    t["seats"][1] = seat1;
    if let Some(most) = most {
        t["config"]["most"] = json!(most);
    }
    load(ended_by_seat_0(t)).day_table().breakdown(Seat(0))
}

/// The position with seat 0 as the first to 9 cards, if it has them.
fn ended_by_seat_0(mut t: Value) -> Value {
    let seat = &t["seats"][0];
    let links: usize = seat["highlights"].as_array().map_or(0, |hs| {
        hs.iter()
            .map(|h| {
                1 + usize::from(h.get("festival").is_some()) + usize::from(h.get("food").is_some())
            })
            .sum()
    });
    let cards = links + seat["shopping"].as_array().map_or(0, Vec::len);
    if cards >= 9 {
        t["trigger"] = json!(0);
        t["active"] = json!(1);
    }
    t
}

fn highlight_points(parts: &[Part], name: &str) -> (i32, Detail) {
    parts
        .iter()
        .find_map(|p| match *p {
            Part::Highlight {
                card,
                points,
                detail,
                ..
            } if card == id(name) => Some((points, detail)),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no part for {name}"))
}

#[test]
fn sj_25_a_tie_is_not_the_most_by_default_and_is_under_the_ties_count_flag() {
    // SJ-25 (L84: "the most blue cards today … 3, more than any other
    // player"): seat 0 and seat 1 have two blue cards each. By default
    // Cheonggyecheon Stream needs more blue cards than any other player
    // has, so the tie scores nothing; under `most = ties_count` the tied
    // players each have the most and score the full 4.
    let seat0 =
        json!({"highlights": [{"card": "Cheonggyecheon Stream", "food": "Fireworks & Eomuk"}]});
    let seat1 =
        json!({"highlights": [{"card": "Seokchon Lake", "food": "Drone Light Show & Sannakji"}]});
    let tie = Detail::Most {
        count: 2,
        best_other: 2,
    };
    let literal = parts(seat0.clone(), seat1.clone(), None);
    assert_eq!(
        highlight_points(&literal, "Cheonggyecheon Stream"),
        (0, tie)
    );
    assert_eq!(
        literal[0].explain(&cat()),
        "Cheonggyecheon Stream: 4 if you have the most blue cards today; \
         2, tied, not more than every other player (others at most 2): 0"
    );
    let ties_count = parts(seat0.clone(), seat1, Some("ties_count"));
    assert_eq!(
        highlight_points(&ties_count, "Cheonggyecheon Stream"),
        (4, tie)
    );
    assert_eq!(
        ties_count[0].explain(&cat()),
        "Cheonggyecheon Stream: 4 if you have the most blue cards today; \
         2, tied for the most (others at most 2): 4"
    );
    // Alone with the most, both readings score it.
    let alone = parts(seat0, json!({}), None);
    assert_eq!(highlight_points(&alone, "Cheonggyecheon Stream").0, 4);
}

#[test]
fn sj_31_each_condition_counts_what_its_icon_says() {
    let seat0 = json!({
        "highlights": [
            {"card": "Seokchon Lake", "festival": "Fireworks & Eomuk", "food": "Picnic Concert & Kalguksu"},
            {"card": "Banpo Rainbow Fountain"},
            {"card": "Bukchon Hanok Village", "festival": "Lantern Festival & Seolleongtang"},
            {"card": "COEX Aquarium"},
            {"card": "Yeouido Hangang Park"},
            {"card": "Haneul Park"}
        ],
        "shopping": ["Sheet Masks", "K-Pop Album", "Tiger Plush"]
    });
    let p = parts(seat0, json!({}), None);
    // First Highlight: 4; neighbours of Banpo: Seokchon (blue) and Bukchon (white).
    assert_eq!(
        highlight_points(&p, "Seokchon Lake"),
        (4, Detail::Position { holds: true })
    );
    assert_eq!(
        highlight_points(&p, "Banpo Rainbow Fountain"),
        (4, Detail::Count { count: 2 })
    );
    // Blue cards: Seokchon, Banpo, COEX, Yeouido, the blue Festival and the
    // blue Food: 6.
    assert_eq!(
        highlight_points(&p, "COEX Aquarium"),
        (6, Detail::Count { count: 6 })
    );
    // Colours shown: blue, white and green (Haneul Park): 3.
    assert_eq!(
        highlight_points(&p, "Yeouido Hangang Park"),
        (3, Detail::Count { count: 3 })
    );
    assert_eq!(
        highlight_points(&p, "Haneul Park"),
        (4, Detail::Position { holds: true })
    );
    // White: Bukchon and its white Festival; the most, others have none.
    assert_eq!(highlight_points(&p, "Bukchon Hanok Village").0, 4);
}

#[test]
fn sj_31_link_and_shopping_conditions() {
    let seat0 = json!({
        "highlights": [
            {"card": "Hangang River Cruise", "festival": "Fireworks & Eomuk", "food": "Picnic Concert & Kalguksu"},
            {"card": "Itaewon"},
            {"card": "Ihwa Mural Village", "food": "Kimjang & Pajeon"}
        ],
        "shopping": ["Sheet Masks", "K-Pop Album", "Tiger Plush"]
    });
    let p = parts(seat0, json!({}), None);
    assert_eq!(
        highlight_points(&p, "Hangang River Cruise").0,
        4,
        "2 per Delight linked"
    );
    assert_eq!(
        highlight_points(&p, "Itaewon").0,
        4,
        "2 per Modern Shopping card"
    );
    assert_eq!(
        highlight_points(&p, "Ihwa Mural Village").0,
        3,
        "1 per Shopping card"
    );
}

#[test]
fn sj_4_festivals_score_by_colour_foods_by_pairs_shopping_by_sets() {
    // L30, L75, SJ-4, SJ-5: Festivals 1, 5, 10, …; 6 per pair of Foods;
    // Shopping 2, 5, 9, 14, 20, 27.
    let seat0 = json!({
        "highlights": [
            {"card": "Seoul Forest", "festival": "Kimjang & Pajeon", "food": "Fireworks & Eomuk"},
            {"card": "Haneul Park", "festival": "Picnic Concert & Ssambap", "food": "Drone Light Show & Sannakji"},
            {"card": "Namsan Park", "festival": "Kimjang & Mugwort Tteok", "food": "Royal Parade & Surasang"},
            {"card": "Insadong", "festival": "Fireworks & Grilled Mackerel"}
        ],
        "shopping": ["Hanbok", "Celadon Vase", "Buchae Fan", "Norigae", "Hanji Lamp", "Bojagi Cloth", "Red Ginseng", "Sheet Masks"]
    });
    let mut t = table(2, 1);
    t["city"] = json!([]);
    t["seats"][0] = seat0;
    let g = load(ended_by_seat_0(t));
    let p = g.day_table().breakdown(Seat(0));
    assert!(p.contains(&Part::Festivals {
        colour: Colour::Green,
        count: 3,
        points: 10
    }));
    assert!(p.contains(&Part::Festivals {
        colour: Colour::Blue,
        count: 1,
        points: 1
    }));
    assert!(
        p.contains(&Part::Foods {
            count: 3,
            points: 6
        }),
        "one pair, one left over"
    );
    assert!(
        p.contains(&Part::Shopping {
            set: seoul_rules::ShopKind::Traditional,
            count: 7,
            points: 27
        }),
        "more than 6 score 27"
    );
    assert!(p.contains(&Part::Shopping {
        set: seoul_rules::ShopKind::Modern,
        count: 1,
        points: 2
    }));
}

#[test]
fn sj_24_colours_count_highlights_and_the_half_a_delight_shows_only() {
    // SJ-6, SJ-24: the Food half of Kimjang & Kimchi Jjigae is red; a
    // Shopping card and a green Guardian count for no colour.
    let seat0 = json!({
        "highlights": [{"card": "Insadong", "food": "Kimjang & Kimchi Jjigae"}],
        "shopping": ["Tiger Plush"],
        "guardians": [{"card": "Dokkaebi"}]
    });
    let p = parts(seat0, json!({}), None);
    let trend = p.iter().find_map(|x| match *x {
        Part::Trend {
            colour: Colour::Green,
            count,
            ..
        } => Some(count),
        _ => None,
    });
    assert_eq!(trend, Some(0), "nothing green shows");
}

#[test]
fn sj_29_one_player_may_win_both_trends() {
    let mut t = table(4, 1);
    t["seats"][2] =
        json!({"highlights": [{"card": "Seoul Forest", "food": "Drum Festival & Dakgalbi"}]});
    let g = load(t);
    let trends: i32 = g
        .day_table()
        .breakdown(Seat(2))
        .iter()
        .filter(|p| matches!(p, Part::Trend { .. }))
        .map(Part::points)
        .sum();
    assert_eq!(trends, 8, "green and red, 4 each (SJ-29)");
}

#[test]
fn sj_32_a_card_that_enters_by_a_free_link_can_end_the_day() {
    // SJ-32: 7 cards, the 8th a second Plush whose bonus links the 9th.
    let mut g = load(seven_cards_and_a_plush(table(2, 1)));
    act(&mut g, 0, "book Magpie Plush");
    act(&mut g, 0, "pay Hanbok to 1");
    assert_eq!(g.trigger(), None);
    act(&mut g, 0, "link Kimjang & Pajeon as food on 1");
    assert_eq!(g.trigger(), Some(Seat(0)));
    assert_eq!(g.nightlife(Seat(0)), 1);
}

#[test]
fn sj_28_reaching_nine_again_in_the_last_turns_changes_nothing() {
    // SJ-28 (the Day-end order itself is SJ-T5): the trigger stays with
    // the first player to reach 9.
    let mut t = table(2, 1);
    let nine = json!([
        {"card": "Gwangjang Market", "festival": "Drum Festival & Dakgalbi", "food": "K-Pop Concert & Budae Jjigae"},
        {"card": "Lotte World", "festival": "Drum Festival & Tteokbokki", "food": "Drum Festival & Kimbap"},
        {"card": "Itaewon"}
    ]);
    t["seats"][0] =
        json!({"highlights": nine, "shopping": ["K-Pop Album", "Light Stick"], "nightlife": 1});
    t["seats"][1] = json!({
        "hand": ["Sheet Masks", "Hanbok"],
        "highlights": [
            {"card": "Seoul Forest", "festival": "Kimjang & Pajeon", "food": "Picnic Concert & Ssambap"},
            {"card": "Haneul Park", "festival": "Kimjang & Mugwort Tteok", "food": "Picnic Concert & Kalguksu"},
            {"card": "Insadong"}
        ],
        "shopping": ["Tiger Plush"]
    });
    t["trigger"] = json!(0);
    t["nightlife_earned"] = json!(0);
    t["nightlife_supply"] = json!(2);
    t["active"] = json!(1);
    let mut g = load(t);
    act(&mut g, 1, "book Sheet Masks");
    act(&mut g, 1, "pay Hanbok to 1");
    assert_eq!(g.phase(), Phase::Over);
    assert_eq!(g.last_day().unwrap().trigger(), Some(Seat(0)));
    assert_eq!(g.nightlife(Seat(1)), 0);
}
