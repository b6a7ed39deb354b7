//! The search bot (ISMCTS) finds the move a person would call clear.

use crate::rulebook::{load, table};
use seoul_rules::Seoul;
use serde_json::json;
use tabletop_core::{Budget, Game, Ismcts, IsmctsConfig, RandomBot, Seat};

/// The last turn of a two-Day Journey. Seat 1 has played its ninth card
/// (L43) and earned the Nightlife token (L56); seat 0 takes the final turn
/// (L62), and then the Day is scored and the Journey ends (L80).
///
/// Seat 0 scored 25 on Day 1 and seat 1 scored 20. Today seat 0 has 9:
/// Jongmyo Shrine is its first Highlight (4), Myeongdong Cathedral its last
/// (4), one purple Festival (1) and one Food, not yet a pair (0). Seat 1
/// has 16: Seokchon Lake first (4), Haneul Park last (4), four Festivals of
/// four colours (4), one Food (0) and the green Trend (4: the only green
/// card is its Haneul Park). With its Nightlife token (2) seat 1 ends on
/// 20 + 16 + 2 = 38; seat 0 stands at 25 + 9 = 34.
///
/// Seat 0 holds Chuseok Moon & Naengmyeon (white Festival, white Food) and
/// Hanbok. Linked as a Food under Myeongdong Cathedral (white: free, L29)
/// it makes the pair, 6 points (L30): 40, a win. Every other move gains at
/// most 2 — as a Festival 1, Hanbok or a City pile's Shopping card 2 (L75)
/// — and loses, 36 at best against 38.
fn food_pair_wins() -> Seoul {
    let mut t = table(2, 2);
    t["day"] = json!(2);
    t["active"] = json!(0);
    t["trigger"] = json!(1);
    t["nightlife_earned"] = json!(1);
    t["nightlife_supply"] = json!(2);
    t["seats"][0] = json!({
        "hand": ["Chuseok Moon & Naengmyeon", "Hanbok"],
        "highlights": [
            {"card": "Jongmyo Shrine", "festival": "Royal Parade & Surasang",
             "food": "Palace Nights & Japchae"},
            {"card": "Myeongdong Cathedral"}
        ],
        "scores": [25]
    });
    t["seats"][1] = json!({
        "hand": ["Light Stick"],
        "highlights": [
            {"card": "Seokchon Lake", "festival": "Fireworks & Grilled Mackerel",
             "food": "Drone Light Show & Sannakji"},
            {"card": "Dongdaemun Design Plaza", "festival": "Drum Festival & Tteokbokki"},
            {"card": "Starfield Library", "festival": "Street Arts & Gyeranppang"},
            {"card": "Haneul Park", "festival": "Lantern Festival & Makgeolli"}
        ],
        "nightlife": 1,
        "scores": [20]
    });
    load(t)
}

/// Whether seat 0 wins in every way `game` can be played to the end
/// (`Some(true)`), loses in every way (`Some(false)`), or either.
fn seat_0_always_wins(game: &Seoul) -> Option<bool> {
    let Some(outcome) = game.outcome() else {
        let tabletop_core::ToAct::Seat(seat) = game.to_act() else {
            return None;
        };
        let mut legal = Vec::new();
        game.legal_actions(seat, &mut legal);
        let mut verdict = None;
        for action in &legal {
            let mut next = game.clone();
            next.apply_mut(seat, action).unwrap();
            let this = seat_0_always_wins(&next)?;
            if verdict.is_some_and(|v| v != this) {
                return None;
            }
            verdict = Some(this);
        }
        return verdict;
    };
    Some(outcome.ranks[0] == 1 && outcome.ranks[1] == 2)
}

#[test]
fn the_search_completes_the_food_pair_that_wins_the_journey() {
    let game = food_pair_wins();
    let seat = Seat(0);
    assert_eq!(game.final_score(Seat(0)), 25);
    assert_eq!(game.final_score(Seat(1)), 22);
    assert_eq!(
        game.day_table().scores()[..2],
        [9, 16],
        "today's points before the move"
    );
    let mut legal = Vec::new();
    game.legal_actions(seat, &mut legal);
    let right = game
        .parse_action("book Chuseok Moon & Naengmyeon as food")
        .unwrap();
    assert!(legal.contains(&right));
    assert!(legal.len() >= 5, "{} legal actions", legal.len());
    // The premise, played out to the end in every way: the Food wins
    // whatever follows, every other first move loses whatever follows.
    for action in &legal {
        let mut next = game.clone();
        next.apply_mut(seat, action).unwrap();
        let text = game.action_text(action);
        assert_eq!(seat_0_always_wins(&next), Some(*action == right), "{text}");
    }
    for seed in 0..3 {
        let config = IsmctsConfig {
            budget: Budget::Iterations(200),
            ..IsmctsConfig::default()
        };
        let mut bot = Ismcts::<Seoul>::new(config, seed, Box::new(RandomBot::new(seed)));
        let result = bot.search(&game, seat, &legal);
        let text = game.action_text(&legal[result.best]);
        assert_eq!(
            legal[result.best], right,
            "seed {seed}: the search chose {text}"
        );
        // And it has learnt why: in every world it dealt, the Food won and
        // every other move it tried lost.
        for visit in result.visits.iter().filter(|v| v.visits > 0) {
            let expected = if visit.action == right { 1.0 } else { 0.0 };
            let text = game.action_text(&visit.action);
            assert_eq!(visit.value, expected, "seed {seed}: {text}");
        }
    }
}
