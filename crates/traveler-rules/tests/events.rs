//! Events: the events kit over random games at each player count and under
//! each rule flag, and named scenarios of what each audience is told.

use crate::common::{act, empty_deck_lazy, load};
use crate::configs::{each_flag, standard};
use serde_json::json;
use tabletop_core::events::{GameEvent, redact_all};
use tabletop_core::testing::check_events;
use tabletop_core::{Audience, Events, Seat};
use traveler_rules::{Action, NoTravelReason, Traveler, TravelerEvent};

fn kit(config: &traveler_rules::TravelerConfig, games: u64, first_seed: u64) {
    let report = check_events::<Traveler>(config, games, first_seed);
    assert!(
        report.actions > 0 && report.events >= report.actions,
        "{report:?}"
    );
    assert!(report.blind_comparisons > 0, "{report:?}");
}

#[test]
fn the_events_kit_passes_with_two_players() {
    kit(&standard(2), 60, 0);
}

#[test]
fn the_events_kit_passes_with_three_players() {
    kit(&standard(3), 60, 1_000);
}

#[test]
fn the_events_kit_passes_with_four_players() {
    kit(&standard(4), 60, 2_000);
}

#[test]
fn the_events_kit_passes_under_each_rule_flag_alone_and_all_together() {
    for (k, (name, config)) in each_flag().into_iter().enumerate() {
        eprintln!("{name}");
        kit(&config, 4, 3_000 + 100 * k as u64);
    }
}

/// What `audience` is told of `action` by `seat` from `g`.
fn told(g: &Traveler, seat: u8, action: &str, audience: Audience) -> Vec<TravelerEvent> {
    let mut after = g.clone();
    let mut events = Vec::new();
    let action: Action = action.parse().unwrap();
    after
        .apply_with_events(Seat(seat), &action, &mut events)
        .unwrap();
    let mut out = Vec::new();
    redact_all(&events, audience, &mut out);
    out
}

/// Ana (seat 0) in Prague after Lisbon, both Photo; Bo (seat 1) in Paris,
/// the same region; the deck's top cards are Dublin, then Santorini.
fn sample() -> Traveler {
    load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon", "Prague"], "hand": ["Barcelona", "Hanoi", "Zion Canyon"]},
            {"trip": ["Paris"], "hand": ["Rome"]}
        ],
        "deck": ["Dublin", "Santorini"], "shelf": ["Cairo"]
    }))
}

/// L12: a rival's cut is a card from the deck, seen by that rival alone.
#[test]
fn l12_a_cut_is_told_as_its_card_to_the_rival_and_as_a_cut_to_the_others() {
    let g = sample();
    let cut = |card: Option<&str>| TravelerEvent::Cut {
        seat: Seat(1),
        card: card.map(String::from),
    };
    let work = [
        TravelerEvent::Worked {
            seat: Seat(0),
            stop: "Prague".into(),
            pay: 3,
        },
        cut(None),
        TravelerEvent::Kept {
            seat: Seat(0),
            cards: 2,
        },
    ];
    assert_eq!(told(&g, 0, "work", Audience::Seat(Seat(0))), work);
    assert_eq!(told(&g, 0, "work", Audience::Spectator), work);
    let bo = told(&g, 0, "work", Audience::Seat(Seat(1)));
    assert_eq!(bo[1], cut(Some("Dublin")));
    assert_eq!(told(&g, 0, "work", Audience::Omniscient), bo);
    assert!(
        !cut(Some("Dublin"))
            .visibility()
            .admits(Audience::Seat(Seat(0)))
    );
}

/// L12: a card taken from the deck is named to its taker; a card taken
/// from the Shelf is face up for everyone.
#[test]
fn l12_a_deck_draw_is_named_to_its_taker_only_and_a_shelf_take_to_everyone() {
    let mut g = sample();
    act(&mut g, 0, "scrounge");
    let mine = told(&g, 0, "take deck", Audience::Seat(Seat(0)));
    assert_eq!(
        mine,
        [TravelerEvent::TookFromDeck {
            seat: Seat(0),
            card: Some("Dublin".into())
        }]
    );
    let theirs = told(&g, 0, "take deck", Audience::Seat(Seat(1)));
    assert_eq!(
        theirs,
        [TravelerEvent::TookFromDeck {
            seat: Seat(0),
            card: None
        }]
    );
    let shelf = TravelerEvent::TookFromShelf {
        seat: Seat(0),
        card: "Cairo".into(),
    };
    for audience in [Audience::Seat(Seat(1)), Audience::Spectator] {
        assert_eq!(
            told(&g, 0, "take shelf", audience),
            std::slice::from_ref(&shelf)
        );
    }
}

/// L7: a first stop is chosen in secret and told as a choice to the
/// others; the last choice reveals every first stop and turns the Shelf.
#[test]
fn l7_first_stops_are_told_in_secret_then_revealed_to_everyone() {
    let g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"hand": ["Lisbon", "Hanoi", "Santorini", "Petra"]},
            {"hand": ["Cairo", "Rome", "Angkor Wat", "Seoul"], "first_stop": "Paris"}
        ],
        "deck": ["Dublin"],
        "phase": "first_stops"
    }));
    let chosen = |card: Option<&str>| TravelerEvent::FirstStopChosen {
        seat: Seat(0),
        card: card.map(String::from),
    };
    let reveal = [
        TravelerEvent::FirstStopsRevealed {
            stops: vec!["Lisbon".into(), "Paris".into()],
        },
        TravelerEvent::ShelfStarted {
            card: "Dublin".into(),
        },
    ];
    let mine = told(&g, 0, "start Lisbon", Audience::Seat(Seat(0)));
    assert_eq!(mine[0], chosen(Some("Lisbon")));
    assert_eq!(mine[1..], reveal);
    let theirs = told(&g, 0, "start Lisbon", Audience::Seat(Seat(1)));
    assert_eq!(theirs[0], chosen(None));
    assert_eq!(theirs[1..], reveal);
}

/// L14, TR-10: an empty deck is rebuilt from the Shelf under its top before
/// the take it serves; a Scrounge that leaves one card skips the travel
/// step, with the reason.
#[test]
fn l14_the_reshuffle_is_told_before_the_take_it_serves() {
    let mut g = empty_deck_lazy();
    act(&mut g, 0, "scrounge");
    let new_deck = g.shelf().len() - 1;
    let events = told(&g, 0, "take deck", Audience::Spectator);
    assert_eq!(
        events[..2],
        [
            TravelerEvent::Reshuffled { cards: new_deck },
            TravelerEvent::TookFromDeck {
                seat: Seat(0),
                card: None
            }
        ]
    );
    act(&mut g, 0, "take deck");
    act(&mut g, 0, "take deck");
    let put_back = g.hand(Seat(0)).iter().next().unwrap();
    let name = g.catalogue().name(put_back).to_string();
    let events = told(&g, 0, &format!("shelve {name}"), Audience::Spectator);
    let skipped = events.iter().find_map(|e| match e {
        TravelerEvent::NoTravel { why, .. } => Some(*why),
        _ => None,
    });
    assert_eq!(skipped, Some(NoTravelReason::OneCard), "{events:?}");
}
