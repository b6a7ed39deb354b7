//! Events: what an action tells, in order, and to whom. The events kit at
//! every player count and under the rule flags (what is told agrees with
//! the state, and a seat is never told what it cannot see), and named
//! scenarios a person can check against a real table.

use crate::rulebook::{load, norigae_to_pay_for_the_ninth_card, table};
use seoul_rules::event::{Place, Token};
use seoul_rules::{Kind, Nightlife, Refill, Seoul, SeoulEvent};
use serde_json::json;
use tabletop_core::bot::next_seat;
use tabletop_core::events::{Events, narrate_events, redact_all};
use tabletop_core::testing::{EventsReport, check_events};
use tabletop_core::{Audience, Game, GameRng, Seat};

/// Asserts the kit told events and compared worlds a seat cannot tell apart.
fn assert_told(report: EventsReport, games: u64) {
    assert!(report.actions > games * 50, "{report:?}");
    assert!(report.events >= report.actions, "{report:?}");
    assert!(report.blind_comparisons > report.actions, "{report:?}");
}

#[test]
fn the_events_kit_passes_at_every_player_count() {
    for players in 2..=5 {
        let config = crate::configs::standard(players, 2);
        assert_told(check_events::<Seoul>(&config, 20, 100 * players as u64), 20);
    }
}

#[test]
fn the_events_kit_passes_under_the_rule_flags() {
    for players in [2, 4] {
        let config = crate::configs::standard(players, 1)
            .with_refill(Refill::OtherSpaces)
            .with_nightlife(Nightlife::OnePerTurn);
        assert_told(check_events::<Seoul>(&config, 20, 7_000), 20);
    }
}

/// Applies `text` for `seat`, returning the events it told.
fn told(game: &mut Seoul, seat: u8, text: &str) -> Vec<SeoulEvent> {
    let action = game.parse_action(text).expect("parses");
    let mut events = Vec::new();
    game.apply_with_events(Seat(seat), &action, &mut events)
        .unwrap_or_else(|e| panic!("{text} refused: {e}"));
    events
}

/// What `audience` may learn of `events`.
fn for_audience(events: &[SeoulEvent], audience: Audience) -> Vec<SeoulEvent> {
    let mut out = Vec::new();
    redact_all(events, audience, &mut out);
    out
}

#[test]
fn sj_14_a_draw_is_told_by_name_to_the_drawer_and_as_a_count_to_the_others() {
    // L59: a Nightlife token spent draws 2 cards. Seat 0 learns which; seat
    // 1 and a spectator learn that seat 0 drew 2 cards.
    let mut t = table(2, 2);
    t["seats"][0] = json!({"hand": ["Hanbok"], "nightlife": 1});
    t["nightlife_supply"] = json!(2);
    let mut g = load(t);
    let before = g.clone();
    let events = told(&mut g, 0, "nightlife");
    let drawn: Vec<u8> = g
        .hand(Seat(0))
        .difference(before.hand(Seat(0)))
        .iter()
        .collect();
    assert_eq!(drawn.len(), 2);
    let spent = SeoulEvent::NightlifeSpent { seat: Seat(0) };
    let mine = for_audience(&events, Audience::Seat(Seat(0)));
    assert_eq!(
        mine,
        vec![
            spent.clone(),
            SeoulEvent::Drew {
                seat: Seat(0),
                cards: drawn
            }
        ]
    );
    let counted = vec![
        spent,
        SeoulEvent::DrewCount {
            seat: Seat(0),
            count: 2,
        },
    ];
    for other in [Audience::Seat(Seat(1)), Audience::Spectator] {
        assert_eq!(for_audience(&events, other), counted);
        assert_eq!(
            narrate_events(&before, &g, &events, other),
            vec!["seat 0 spends a Nightlife token.", "seat 0 draws 2 cards."]
        );
    }
}

#[test]
fn sj_28_the_ninth_card_and_its_token_are_told_before_the_refill_card_which_only_its_back_shows() {
    // L43: seat 0 has 8 cards, takes Norigae from space 1, plays it and
    // pays: the 9th card lands, the Day's end is triggered and seat 0
    // earns a Nightlife token (L58); then the first refill card goes face
    // down into the empty space 1 — the table sees its type (SJ-14), the
    // card itself nobody at the table.
    let mut g = norigae_to_pay_for_the_ninth_card();
    let events = told(&mut g, 0, "pay Hahoe Mask to 2");
    let cat = g.catalogue().clone();
    let refill = g.space(0).iter().next().expect("space 1 was refilled");
    let kind = cat.kind(refill);
    let seat = Seat(0);
    let norigae = cat.find("Norigae").unwrap();
    let hahoe = cat.find("Hahoe Mask").unwrap();
    let head = [
        SeoulEvent::Paid {
            seat,
            card: hahoe,
            space: 1,
        },
        SeoulEvent::Placed {
            seat,
            card: norigae,
            place: Place::Shopping,
            cards: 9,
        },
        SeoulEvent::NinthCard {
            seat,
            token: Token::Earned,
        },
    ];
    assert_eq!(events[..3], head, "{events:#?}");
    let omniscient = SeoulEvent::Refilled {
        seat,
        space: 0,
        card: refill,
        kind,
    };
    let seen = SeoulEvent::RefilledFaceDown {
        seat,
        space: 0,
        kind,
    };
    assert_eq!(events[3], omniscient);
    assert_eq!(for_audience(&events, Audience::Seat(seat))[3], seen);
    assert_eq!(for_audience(&events, Audience::Spectator)[3], seen);
    assert_eq!(g.nightlife(seat), 1);
    assert!(matches!(
        kind,
        Kind::Highlight | Kind::Delight | Kind::Shopping
    ));
}

#[test]
fn a_day_ends_with_its_scores_and_a_journey_with_the_final_ones() {
    // L63-80: the action that ends the last Day tells the Day's scores,
    // then the Journey's end with each seat's final score (L80).
    let config = crate::configs::standard(3, 1);
    let mut g = Seoul::setup(config, 5).unwrap();
    let mut rng = GameRng::new(5);
    let mut legal = Vec::new();
    let mut last = Vec::new();
    while let Some(seat) = next_seat(&g) {
        legal.clear();
        g.legal_actions(seat, &mut legal);
        let action = legal[rng.index(legal.len())];
        last.clear();
        g.apply_with_events(seat, &action, &mut last).unwrap();
    }
    let n = last.len();
    assert!(n >= 2, "{last:#?}");
    let scores: Vec<i32> = (0..3).map(|s| g.day_scores(Seat(s))[0]).collect();
    assert_eq!(last[n - 2], SeoulEvent::DayScored { day: 1, scores });
    let finals: Vec<i64> = (0..3).map(|s| g.final_score(Seat(s))).collect();
    assert_eq!(last[n - 1], SeoulEvent::JourneyOver { scores: finals });
}
