//! Setup (L14-20), a new Day (L77-78) and the End of the Journey (L79-80).

use super::*;
use seoul_rules::{Kind, SeoulConfig};
use tabletop_core::{ConfigError, GameConfig, ToAct};

fn setup(players: usize, days: u8, seed: u64) -> Seoul {
    Seoul::setup(
        SeoulConfig::for_players(players).unwrap().with_days(days),
        seed,
    )
    .unwrap()
}

#[test]
fn sj_2_the_city_opens_with_a_highlight_per_player_then_any_cards() {
    // L15, SJ-2.
    let cat = cat();
    for players in 2..=5 {
        for seed in 0..30 {
            let g = setup(players, 1, seed);
            for s in 0..5 {
                assert_eq!(g.space(s).len(), 1, "one card per space");
            }
            for s in 0..players {
                let card = g.space(s).min().unwrap();
                assert_eq!(
                    cat.kind(card),
                    Kind::Highlight,
                    "{players} players, space {}",
                    s + 1
                );
            }
            assert!(g.face_down().is_empty(), "face up (L15)");
        }
    }
}

#[test]
fn one_trend_for_two_or_three_players_two_for_four_or_five() {
    for (players, trends) in [(2, 1), (3, 1), (4, 2), (5, 2)] {
        for seed in 0..10 {
            assert_eq!(setup(players, 1, seed).trends().len(), trends, "L16");
        }
    }
}

#[test]
fn everyone_draws_three_and_the_rest_is_the_deck() {
    for players in 2..=5 {
        let g = setup(players, 1, 4);
        for s in 0..players as u8 {
            assert_eq!(g.hand(Seat(s)).len(), 3, "L18");
        }
        assert_eq!(g.deck_len(), 120 - 5 - 3 * players);
    }
}

#[test]
fn sj_3_two_to_five_players_and_a_journey_of_one_to_three_days() {
    // SJ-3: L16 and L54 cover 2-3 and 4-5 players; L20: 1, 2 or 3 Days.
    for players in [0, 1, 6, 9] {
        let err = SeoulConfig::for_players(players).unwrap_err();
        assert!(
            matches!(
                err,
                ConfigError::PlayerCount { got, min: 2, max: 5, .. } if got == players
            ),
            "{players} players: {err}"
        );
    }
    for players in 2..=5 {
        let config = SeoulConfig::for_players(players).unwrap();
        assert_eq!(config.days(), 3, "the whole Journey by default");
        for days in 1..=3 {
            assert!(config.clone().with_days(days).validate().is_ok());
        }
        for days in [0, 4] {
            let err = config.clone().with_days(days).validate().unwrap_err();
            assert!(err.to_string().contains("days"), "{err}");
        }
    }
}

#[test]
fn the_first_player_and_the_days_come_from_the_configuration() {
    let config = SeoulConfig::for_players(4)
        .unwrap()
        .with_first_player(2)
        .with_days(2);
    let g = Seoul::setup(config, 1).unwrap();
    assert_eq!(g.to_act(), ToAct::Seat(Seat(2)), "L19, C4");
    assert_eq!(g.start_player(), Seat(2));
    assert_eq!(g.config().days(), 2, "L20");
}

#[test]
fn setup_is_deterministic_per_seed() {
    assert_eq!(setup(3, 2, 99), setup(3, 2, 99));
    assert_ne!(setup(3, 2, 99), setup(3, 2, 100));
}

/// The last turn of Day 1 of 2: seat 1 reached 9 cards; seat 0 ends.
fn last_turn_of_day_one(players: usize, start: u8) -> Seoul {
    let mut t = table(players, 2);
    t["seats"][1] = json!({
        "highlights": [
            {"card": "Gwangjang Market", "festival": "Drum Festival & Dakgalbi", "food": "K-Pop Concert & Budae Jjigae"},
            {"card": "Lotte World", "festival": "Drum Festival & Tteokbokki", "food": "Drum Festival & Kimbap"},
            {"card": "Itaewon"}
        ],
        "shopping": ["K-Pop Album", "Light Stick"],
        "nightlife": 1
    });
    t["seats"][0] = json!({"hand": ["Hanbok"], "guardians": [{"card": "Haechi"}]});
    t["trigger"] = json!(1);
    t["nightlife_earned"] = json!(1);
    t["nightlife_supply"] = json!(2);
    t["start_player"] = json!(start);
    t["active"] = json!(0);
    t["fresh"] = json!(false);
    t["phase"] = json!("end");
    load(t)
}

#[test]
fn sj_17_a_new_day_deals_every_card_but_the_played_guardians_again() {
    // L78, SJ-17, SJ-34: tableaux cleared, hands dealt again, the City and
    // the Trends set out again; Guardians and Nightlife tokens kept.
    let mut g = last_turn_of_day_one(2, 0);
    act(&mut g, 0, "end");
    assert_eq!(g.day(), 2);
    for s in 0..2u8 {
        assert_eq!(g.tableau(Seat(s)).count(), 0);
        assert_eq!(g.hand(Seat(s)).len(), 3);
    }
    assert_eq!(g.nightlife(Seat(1)), 1);
    assert!(g.guardians(Seat(0)).contains(id("Haechi")));
    assert_eq!(g.deck_len(), 120 - 1 - 5 - 6);
    assert!(g.last_day().is_some());
}

#[test]
fn sj_22_the_lowest_total_starts_the_new_day_ties_go_clockwise_from_the_last_start() {
    // L78, SJ-22. Seat 1 scored 4 + 4 + 6 + 1 (and more); seat 0 and
    // seat 2 nothing: a tie, broken from the last start player (seat 2).
    let mut g = last_turn_of_day_one(3, 2);
    act(&mut g, 0, "end");
    assert_eq!((g.day_scores(Seat(0))[0], g.day_scores(Seat(2))[0]), (0, 0));
    assert!(g.day_scores(Seat(1))[0] > 0);
    assert_eq!(g.start_player(), Seat(2));
    assert_eq!(g.active(), Seat(2));
    let mut g = last_turn_of_day_one(3, 1);
    act(&mut g, 0, "end");
    assert_eq!(
        g.start_player(),
        Seat(2),
        "clockwise from seat 1: seat 2 before seat 0"
    );
}

#[test]
fn sj_23_the_journey_ends_with_two_points_per_nightlife_token_and_shared_ties() {
    // L80, SJ-23: the last turn of Day 2; seat 0 ended the Day with 9
    // cards and holds a Nightlife token from Day 1.
    let position = |seat1_day1: i32| {
        let mut t = table(2, 2);
        t["day"] = json!(2);
        t["seats"][0] = json!({
            "scores": [12],
            "nightlife": 1,
            "highlights": [
                {"card": "Cheonggyecheon Stream", "festival": "Drone Light Show & Kimbap"},
                {"card": "Seokchon Lake", "festival": "Fireworks & Tteokbokki"},
                {"card": "COEX Aquarium"}
            ],
            "shopping": ["Sheet Masks", "Tiger Plush", "Magpie Plush", "Celadon Vase"]
        });
        t["seats"][1] = json!({"scores": [seat1_day1], "hand": ["Hahoe Mask"], "guardians": [{"card": "Haechi"}]});
        t["nightlife_supply"] = json!(2);
        t["trigger"] = json!(0);
        t["active"] = json!(1);
        t["fresh"] = json!(false);
        t["phase"] = json!("end");
        load(t)
    };
    let probe = position(0);
    let (day2, other) = (
        probe.day_table().score(Seat(0)),
        probe.day_table().score(Seat(1)),
    );
    let mut g = position(12 + day2 + 2 - other);
    act(&mut g, 1, "end");
    let o = g.outcome().unwrap();
    assert_eq!(o.scores[0], i64::from(12 + day2 + 2));
    assert_eq!(o.scores[0], o.scores[1]);
    assert!(o.is_shared(), "a shared victory");
    assert_eq!(o.ending, "after 2 Days");
}
