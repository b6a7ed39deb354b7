//! Setup (L7) and the deck as data (TR-1).

use super::*;

// ---------------------------------------------------------------------------
// Setup (L7, TR-15, TR-16)

#[test]
fn setup_deals_four_each_and_waits_for_secret_first_stops() {
    use tabletop_core::GameConfig;
    let config = traveler_rules::TravelerConfig::for_players(3).unwrap();
    let mut g = Traveler::setup(config, 11).unwrap();
    assert_eq!(
        g.to_act(),
        ToAct::Simultaneous(tabletop_core::SeatSet::all(3))
    );
    for s in 0..3u8 {
        assert_eq!(g.hand(Seat(s)).len(), 4);
        // One first stop per City in hand (L7), nothing else.
        let cards = g.catalogue().cards();
        let mut cities: Vec<String> = g
            .hand(Seat(s))
            .iter()
            .filter(|&id| cards[id as usize].skill.is_some())
            .map(|id| format!("start {}", cards[id as usize].name))
            .collect();
        assert!(!cities.is_empty(), "a hand without a City is reshuffled");
        let mut offered = legal(&g, s);
        cities.sort();
        offered.sort();
        assert_eq!(offered, cities);
    }
    assert!(
        g.shelf().is_empty(),
        "the Shelf is turned after the first stops"
    );
    let before_view = g.view(Seat(1));
    let choice = legal(&g, 0)[0].clone();
    act(&mut g, 0, &choice);
    // Seat 1 sees that seat 0 has chosen, but not what.
    let view = g.view(Seat(1));
    assert!(view.seats[0].chosen_first_stop);
    assert!(view.seats[0].trip.is_empty());
    assert_eq!(view.my_first_stop, None);
    assert_ne!(view, before_view);
    assert_eq!(
        g.view(Seat(0)).my_first_stop.as_deref(),
        Some(&choice["start ".len()..])
    );
    assert!(legal(&g, 0).is_empty(), "seat 0 owes nothing now");
    let err = refuse(&mut g, 0, &choice);
    assert!(
        matches!(err, Violation::Turn(TurnViolation::AlreadyDecided { .. })),
        "{err}"
    );
    assert_eq!(err.rule(), Rule::FirstStopsTogether.text());
    for s in 1..3u8 {
        let c = legal(&g, s)[0].clone();
        act(&mut g, s, &c);
    }
    assert_eq!(g.to_act(), ToAct::Seat(Seat(0)));
    assert_eq!(g.shelf().len(), 1, "the first Shelf card");
    assert_eq!(g.deck_len(), 52 - 12 - 1);
    for s in 0..3u8 {
        assert_eq!(trip(&g, s).len(), 1);
        assert_eq!(g.hand(Seat(s)).len(), 3);
    }
}

#[test]
fn setup_a_first_stop_must_be_a_city_from_the_hand() {
    let mut g = first_stops();
    assert_eq!(legal(&g, 0), ["start Lisbon", "start Hanoi"]);
    let err = refuse(&mut g, 0, "start Santorini");
    assert_eq!(err.rule(), Rule::FirstStop.text());
    let err = refuse(&mut g, 0, "start Cairo");
    assert!(matches!(err, Violation::NotInHand { .. }));
}

#[test]
fn tr_15_a_hand_without_a_city_is_reshuffled_until_it_has_one() {
    use tabletop_core::GameConfig;
    let config = traveler_rules::TravelerConfig::for_players(4).unwrap();
    let cat = traveler_rules::Catalogue::reference();
    let mut found = 0;
    for seed in 0..400 {
        let g = Traveler::setup(config.clone(), seed).unwrap();
        let mulligans: u32 = (0..4).map(|s| u32::from(g.mulligans(Seat(s)))).sum();
        for s in 0..4 {
            assert!(
                g.hand(Seat(s)).iter().any(|c| cat.is_city(c)),
                "seed {seed}"
            );
            assert_eq!(g.hand(Seat(s)).len(), 4);
        }
        assert_eq!(g.deck_len(), 52 - 16);
        found += mulligans;
    }
    assert!(found > 0, "some deal among 400 needs a mulligan");
}

// ---------------------------------------------------------------------------
// TR-1: the deck is data

#[test]
fn tr_1_a_custom_deck_is_validated_and_played_by_its_own_names() {
    use tabletop_core::GameConfig;
    use tabletop_core::testing::{KitOptions, check_conformance};
    let mut cards = traveler_rules::cards::reference_deck();
    cards.reverse();
    let santorini = cards.iter().position(|c| c.name == "Santorini").unwrap();
    cards[santorini].name = "Oia".into();
    let deck = traveler_rules::Deck::custom(cards.clone()).unwrap();
    let config = traveler_rules::TravelerConfig::for_players(3)
        .unwrap()
        .with_deck(deck);
    // The config file form: the deck as a list of cards.
    let json = serde_json::to_string(&config).unwrap();
    assert!(json.contains("\"Oia\""));
    let back: traveler_rules::TravelerConfig = serde_json::from_str(&json).unwrap();
    assert_eq!(back, config);
    let report = check_conformance::<Traveler>(
        &config,
        &KitOptions {
            games: 20,
            allow_cap: true,
            max_actions: traveler_rules::SUGGESTED_ACTION_CAP,
            ..KitOptions::default()
        },
    );
    assert_eq!(report.finished, 20);
    let g = Traveler::setup(config, 1).unwrap();
    let oia = g.parse_action("travel Oia").unwrap();
    assert_eq!(g.action_text(&oia), "travel Oia");
    assert!(g.parse_action("travel Santorini").is_err());
    // Refusals name the deck's own cards too.
    let err = g.clone().apply_mut(Seat(0), &oia).unwrap_err();
    assert_eq!(
        err.to_string(),
        "cannot travel Oia now: choose a City from your hand as your first stop (\"start CITY\")"
    );
    // A deck that breaks the constraints is refused with a reason.
    cards[0].fare = 0;
    let err = traveler_rules::Deck::custom(cards).unwrap_err();
    assert!(err.contains("fare 0"), "{err}");
}
