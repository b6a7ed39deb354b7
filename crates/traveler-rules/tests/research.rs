//! The research surface: the research kit over every player count and rule
//! flag, and named tests of the action ids, the tensor layouts and the
//! sampling of hidden cards.

use crate::common::{act, id, load};
use crate::configs::each_flag;
use serde_json::json;
use tabletop_core::testing::check_research;
use tabletop_core::{Game, GameConfig, GameRng, Research, Seat, Stepper, Steps};
use traveler_rules::{Action, Phase, Traveler, TravelerConfig};

#[test]
fn the_research_kit_passes_for_every_player_count_and_flag() {
    for (k, (name, config)) in each_flag().into_iter().enumerate() {
        let report = check_research::<Traveler>(&config, 3, 40_000 + 100 * k as u64, 9);
        assert_eq!(report.games, 3, "{name}");
        assert!(
            report.resamples_redistributing > 0,
            "{name}: no resample moved a hidden card: {report:?}"
        );
    }
}

#[test]
fn the_action_space_has_318_ids_and_the_tensors_their_sizes_for_every_configuration() {
    for (name, config) in each_flag() {
        let p = config.players();
        // 6 actions without a card, 6 card actions on each of 52 cards.
        assert_eq!(Traveler::num_distinct_actions(&config), 318, "{name}");
        // 52 × (5 + P) card values, 8 per seat, 9 steps, 4 step details, 6
        // table values.
        assert_eq!(
            Traveler::observation_size(&config),
            52 * (5 + p) + 8 * p + 19,
            "{name}"
        );
        // Then 52 × 2P shown and played, 52 unseen, 64 deck ages per seat.
        assert_eq!(
            Traveler::information_state_size(&config),
            Traveler::observation_size(&config) + 52 * (2 * p + 1) + 64 * p,
            "{name}"
        );
    }
    let sizes: Vec<(usize, usize)> = (2..=4)
        .map(|p| {
            let c = TravelerConfig::for_players(p).unwrap();
            (
                Traveler::observation_size(&c),
                Traveler::information_state_size(&c),
            )
        })
        .collect();
    assert_eq!(sizes, [(399, 787), (459, 1015), (519, 1243)]);
}

#[test]
fn tr_27_a_game_is_bounded_only_under_a_round_limit() {
    let config = TravelerConfig::for_players(4).unwrap();
    assert_eq!(Traveler::max_game_length(&config), usize::MAX);
    // 4 first stops, 10 rounds of 4 turns of at most 31 steps, 4 flights
    // home of at most 6 steps.
    let limited = config.with_round_limit(Some(10));
    assert_eq!(Traveler::max_game_length(&limited), 4 + 10 * 4 * 31 + 4 * 6);
    assert!(
        limited
            .clone()
            .with_round_limit(Some(0))
            .validate()
            .is_err()
    );
}

#[test]
fn tr_27_the_round_limit_ends_the_game_at_the_end_of_its_round() {
    let config = TravelerConfig::for_players(2)
        .unwrap()
        .with_round_limit(Some(1));
    let mut g = Traveler::setup(config, 7).unwrap();
    for seat in [0, 1] {
        let mut legal = Vec::new();
        g.legal_actions(Seat(seat), &mut legal);
        g.apply_mut(Seat(seat), &legal[0]).unwrap();
    }
    // Seat 0's turn: the round goes on.
    scrounge_a_turn(&mut g, 0);
    assert_eq!(g.phase(), Phase::Earn);
    assert_eq!(g.active(), Seat(1));
    scrounge_a_turn(&mut g, 1);
    // The end of round 1: everyone flies home although nobody has 8 stops
    // and it is not Last call.
    assert!(
        matches!(g.phase(), Phase::FlyHome { .. }),
        "{:?}",
        g.phase()
    );
    assert!(!g.last_call());
    assert_eq!(g.ending(), traveler_rules::ENDING_ROUND_LIMIT);
}

/// `seat` scrounges from the deck, shelves its first card and stays.
fn scrounge_a_turn(g: &mut Traveler, seat: u8) {
    act(g, seat, "scrounge");
    act(g, seat, "take deck");
    act(g, seat, "take deck");
    let card = g.hand(Seat(seat)).iter().next().expect("a card in hand");
    let shelve = format!("shelve {}", g.catalogue().name(card));
    act(g, seat, &shelve);
    if g.phase() == Phase::Travel {
        act(g, seat, "stay");
    }
}

#[test]
fn the_id_of_an_action_is_its_code_spelled_out() {
    let g = Traveler::setup(TravelerConfig::for_players(2).unwrap(), 1).unwrap();
    let id_of = |action: Action| {
        let mut steps = Steps::EMPTY;
        g.action_steps(Seat(0), &action, &mut steps);
        assert_eq!(steps.len(), 1, "every action is one step");
        steps.as_slice()[0]
    };
    assert_eq!(id_of(Action::Work), 0);
    assert_eq!(id_of(Action::CallHome), 5);
    // 6 + 52 × kind + card: Lisbon is card 13, Zion Canyon 8, the Great
    // Wall of China 51; kinds start 0, shelve 1, travel 2, pay 3, discard
    // 4, pay home 5.
    assert_eq!(id_of(Action::Start(id("Lisbon"))), 6 + 13);
    assert_eq!(id_of(Action::Pay(id("Zion Canyon"))), 6 + 52 * 3 + 8);
    assert_eq!(id_of(Action::PayHome(id("Great Wall of China"))), 317);
    assert_eq!(g.step_text(Seat(0), 170), "pay Zion Canyon");
    assert_eq!(g.step_text(Seat(0), 318), "no action (id 318)");
}

#[test]
fn every_legal_action_round_trips_through_its_id_in_many_positions() {
    let mut checked = 0;
    for players in 2..=4 {
        let config = TravelerConfig::for_players(players).unwrap();
        for seed in 0..20 {
            let mut stepper = Stepper::new(Traveler::setup(config.clone(), seed).unwrap());
            let mut rng = GameRng::new(seed);
            let mut legal = Vec::new();
            while let Some(seat) = stepper.current_player() {
                let state = stepper.state();
                state.legal_actions(seat, &mut legal);
                for action in &legal {
                    let mut steps = Steps::EMPTY;
                    state.action_steps(seat, action, &mut steps);
                    let [id] = steps.as_slice() else {
                        panic!("{action} is not one step: {steps:?}");
                    };
                    assert_eq!(u128::from(*id), state.encode_action(action));
                    assert_eq!(state.decode_action(u128::from(*id)).as_ref(), Ok(action));
                    assert_eq!(state.step_text(seat, *id), state.action_text(action));
                    checked += 1;
                }
                let mut ids = Vec::new();
                stepper.legal_ids(&mut ids);
                let pick = ids[rng.index(ids.len())];
                stepper.apply_id(i64::from(pick)).unwrap();
            }
        }
    }
    assert!(checked > 10_000, "{checked}");
}

/// Ana (seat 0) on her way through Europe, Bo (seat 1) in Paris holding
/// Tokyo, which everyone saw him take from the Shelf, and Rome, drawn from
/// the deck made by the first reshuffle.
fn two_travelers() -> Traveler {
    load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon", "Prague"], "hand": ["Barcelona", "Hanoi"]},
            {"trip": ["Paris"], "hand": ["Rome", "Tokyo"], "shown": ["Tokyo"], "played": ["Cairo"]}
        ],
        "shelf": ["Cairo", "Dublin"],
        "run_outs": 1, "reshuffles": 1, "decks": {"Rome": 1},
        "active": 0, "phase": "earn"
    }))
}

#[test]
fn a_known_position_s_observation_slices_hold_their_values() {
    let g = two_travelers();
    let mut obs = vec![f32::NAN; Traveler::observation_size(g.config())];
    g.write_observation(Seat(0), &mut obs);
    let card = |plane: usize, name: &str| obs[52 * plane + usize::from(id(name))];
    let ones = |plane: usize| obs[52 * plane..52 * (plane + 1)].iter().sum::<f32>();
    // Plane 0: Ana's hand.
    assert_eq!(
        (card(0, "Barcelona"), card(0, "Hanoi"), ones(0)),
        (1.0, 1.0, 2.0)
    );
    // Plane 1: no secret first stop after setup.
    assert_eq!(ones(1), 0.0);
    // Planes 2 and 3: the trips, hers then Bo's, stop number ÷ 8.
    assert_eq!((card(2, "Lisbon"), card(2, "Prague")), (0.125, 0.25));
    assert_eq!((card(3, "Paris"), ones(3)), (0.125, 0.125));
    // Plane 4: the Shelf, the top 1, the card under it 1 − 1/52.
    assert_eq!(card(4, "Cairo"), 1.0);
    assert_eq!(card(4, "Dublin"), 1.0 - 1.0 / 52.0);
    // Planes 5 and 6: no destination, nothing flown home.
    assert_eq!(ones(5) + ones(6), 0.0);
    // From 364: 8 values per seat, Ana first: 2 cards, 2 stamps, no first
    // stop to choose, not called home, no mulligan, active, to decide,
    // went first; Bo: 2 cards, 1 stamp, nothing else.
    assert_eq!(obs[364..372], [2.0, 2.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0]);
    assert_eq!(obs[372..380], [2.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]);
    // From 380: the step (earn is the second of nine), its 4 details.
    assert_eq!(obs[380..389], [0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]);
    assert_eq!(obs[389..393], [0.0; 4]);
    // From 393: 43 cards in the deck (52 − 9 placed), 1 run-out, no Last
    // call, no turns or rounds yet, 1 reshuffle.
    assert_eq!(obs[393..399], [43.0, 1.0, 0.0, 0.0, 0.0, 1.0]);
    // Bo sees the same table from his seat: his trip first.
    let mut bo = vec![f32::NAN; obs.len()];
    g.write_observation(Seat(1), &mut bo);
    assert_eq!(bo[52 * 2 + usize::from(id("Paris"))], 0.125);
    assert_eq!(bo[52 * 3 + usize::from(id("Prague"))], 0.25);
    assert_eq!(bo[usize::from(id("Rome"))], 1.0, "his hand, plane 0");
}

#[test]
fn a_known_position_s_information_state_slices_hold_their_values() {
    let g = two_travelers();
    let mut info = vec![f32::NAN; Traveler::information_state_size(g.config())];
    g.write_information_state(Seat(0), &mut info);
    let mut obs = vec![0.0; Traveler::observation_size(g.config())];
    g.write_observation(Seat(0), &mut obs);
    assert_eq!(info[..399], obs[..], "the observation comes first");
    let plane = |k: usize| &info[399 + 52 * k..399 + 52 * (k + 1)];
    let at = |k: usize, name: &str| plane(k)[usize::from(id(name))];
    let sum = |k: usize| plane(k).iter().sum::<f32>();
    // Shown: nothing of Ana's hand; Bo's Tokyo.
    assert_eq!((sum(0), at(1, "Tokyo"), sum(1)), (0.0, 1.0, 1.0));
    // Played: Ana's trip; Bo's trip and Cairo.
    assert_eq!((at(2, "Lisbon"), at(2, "Prague"), sum(2)), (1.0, 1.0, 2.0));
    assert_eq!((at(3, "Paris"), at(3, "Cairo"), sum(3)), (1.0, 1.0, 2.0));
    // Unseen by Ana: Rome from the current deck (1 + 0 reshuffles ago) and
    // the 43 deck cards from the first deck (1 + 1); nothing she sees.
    assert_eq!(at(4, "Rome"), 1.0);
    assert_eq!(sum(4), 1.0 + 43.0 * 2.0);
    for seen in ["Barcelona", "Hanoi", "Lisbon", "Cairo", "Dublin", "Tokyo"] {
        assert_eq!(at(4, seen), 0.0, "{seen}");
    }
    // Deck ages, 64 per seat from 659: Ana's 2 unseen cards are from the
    // first deck (1 reshuffle ago); Bo's 1 unseen card (Rome) from the
    // current one. Tokyo was seen.
    let ages = |k: usize| &info[659 + 64 * k..659 + 64 * (k + 1)];
    assert_eq!((ages(0)[1], ages(0).iter().sum::<f32>()), (2.0, 2.0));
    assert_eq!((ages(1)[0], ages(1).iter().sum::<f32>()), (1.0, 1.0));
    assert_eq!(info.len(), 659 + 128);
}

#[test]
fn the_strings_state_the_table_and_the_record() {
    let g = two_travelers();
    let text = g.information_state_string(Seat(0));
    for line in [
        "Your hand: Barcelona and Hanoi (2 cards).",
        "Seat 0 (you, active, to decide): trip Lisbon → Prague (2 stamps); 2 cards in hand.",
        "Seat 1: trip Paris (1 stamp); 2 cards in hand.",
        "Shelf, top first: Cairo, Dublin.",
        "Seat 1: shown (taken from the Shelf, still held): Tokyo; put down since the deal: Paris and Cairo.",
        "Cards of seat 1 the others have not seen: 1 from the current deck.",
        // Rome is the one unseen card of the reshuffled deck: Ana knows that
        // much, not where it is (the hidden-card test below).
        "Cards you cannot see: from the current deck: Rome; from the deck of 1 reshuffle ago: ",
    ] {
        assert!(text.contains(line), "{line:?} is not in:\n{text}");
    }
    assert!(
        g.information_state_string(Seat(1))
            .contains("Your hand: Rome and Tokyo")
    );
}

#[test]
fn a_hidden_card_never_shows_in_another_seat_s_tensors() {
    // Bo holds Rome in one world and Berlin in the other (both unseen, from
    // the first deck); Ana's tensors and strings cannot tell them apart,
    // Bo's can.
    let world = |bo: &str, deck: &str| {
        load(json!({
            "config": {"players": 2},
            "seats": [
                {"trip": ["Lisbon"], "hand": ["Hanoi"]},
                {"trip": ["Paris"], "hand": [bo]}
            ],
            "deck": [deck], "shelf": ["Cairo"], "phase": "earn"
        }))
    };
    let (a, b) = (world("Rome", "Berlin"), world("Berlin", "Rome"));
    let tensors = |g: &Traveler, seat: u8| {
        let mut obs = vec![0.0; Traveler::observation_size(g.config())];
        let mut info = vec![0.0; Traveler::information_state_size(g.config())];
        g.write_observation(Seat(seat), &mut obs);
        g.write_information_state(Seat(seat), &mut info);
        (obs, info, g.information_state_string(Seat(seat)))
    };
    assert_eq!(tensors(&a, 0), tensors(&b, 0));
    assert_ne!(tensors(&a, 1), tensors(&b, 1));
}

#[test]
fn resample_hidden_keeps_shown_cards_and_each_deck_s_cards() {
    let g = two_travelers();
    let mut rng = GameRng::new(5);
    let mut decks_differ = false;
    for _ in 0..50 {
        let w = g.resample_hidden(Seat(0), &mut rng);
        // Tokyo was seen going into Bo's hand; Rome is the only card of the
        // reshuffled deck Ana cannot see, so it must be Bo's other card.
        let bo: Vec<u8> = w.hand(Seat(1)).iter().collect();
        assert_eq!(bo, [id("Rome"), id("Tokyo")]);
        assert_eq!(w.hand(Seat(0)), g.hand(Seat(0)));
        decks_differ |= w.view(Seat(1)) == g.view(Seat(1)) && resampled_deck(&w, &g);
    }
    assert!(decks_differ, "the deck is dealt anew");
    // Bo's view of the same table: Ana's two cards come from the first
    // deck, like the 43 of the deck, so they change.
    let moved =
        (0..50).any(|_| g.resample_hidden(Seat(1), &mut rng).hand(Seat(0)) != g.hand(Seat(0)));
    assert!(moved);
}

fn resampled_deck(a: &Traveler, b: &Traveler) -> bool {
    let json = |g: &Traveler| serde_json::to_value(g).unwrap()["deck"].clone();
    json(a) != json(b)
}

#[test]
fn during_setup_resample_hidden_deals_the_others_hands_and_first_stops_anew() {
    let mut g = Traveler::setup(TravelerConfig::for_players(4).unwrap(), 3).unwrap();
    let mut legal = Vec::new();
    g.legal_actions(Seat(2), &mut legal);
    g.apply_mut(Seat(2), &legal[0]).unwrap();
    let cat = g.catalogue().clone();
    let cities = |hand: tabletop_core::CardSet| hand.iter().filter(|&c| cat.is_city(c)).count();
    let mut rng = GameRng::new(9);
    let mut changed = [false; 4];
    for _ in 0..200 {
        let w = g.resample_hidden(Seat(0), &mut rng);
        assert_eq!(w.hand(Seat(0)), g.hand(Seat(0)));
        for seat in 1..4u8 {
            let hand = w.hand(Seat(seat));
            changed[usize::from(seat)] |= hand != g.hand(Seat(seat));
            if seat == 2 {
                // Seat 2 has chosen: 3 cards left and a secret City.
                assert_eq!(hand.len(), 3);
                let mut starts = Vec::new();
                w.legal_actions(Seat(2), &mut starts);
                assert!(starts.is_empty());
                let position = serde_json::to_value(&w).unwrap();
                let first = position["seats"][2]["first_stop"]
                    .as_str()
                    .unwrap()
                    .to_string();
                assert!(cat.is_city(cat.find(&first).unwrap()), "{first}");
            } else {
                assert_eq!(hand.len(), 4);
                assert!(cities(hand) >= 1, "an undecided hand keeps a City");
            }
        }
    }
    assert_eq!(
        changed,
        [false, true, true, true],
        "every other hand is dealt anew"
    );
}

#[test]
fn resample_future_shuffles_the_deck_and_keeps_every_hand() {
    let g = two_travelers();
    let mut rng = GameRng::new(11);
    let mut w = g.clone();
    w.resample_future(&mut rng);
    for seat in 0..2 {
        assert_eq!(w.hand(Seat(seat)), g.hand(Seat(seat)));
        assert_eq!(w.view(Seat(seat)), g.view(Seat(seat)));
    }
    assert!(resampled_deck(&w, &g));
}

#[test]
fn a_seat_not_at_the_table_gets_zeros_and_a_refusal_in_words() {
    let g = two_travelers();
    let mut obs = vec![f32::NAN; Traveler::observation_size(g.config())];
    let mut info = vec![f32::NAN; Traveler::information_state_size(g.config())];
    g.write_observation(Seat(3), &mut obs);
    g.write_information_state(Seat(3), &mut info);
    assert!(obs.iter().chain(&info).all(|&v| v == 0.0));
    assert_eq!(
        g.observation_string(Seat(3)),
        "There is no seat 3 at this table of 2 players."
    );
    // A sample for no seat deals every hand anew, and breaks nothing.
    let w = g.resample_hidden(Seat(3), &mut GameRng::new(1));
    assert!(tabletop_core::Audit::check_invariants(&w).is_ok());
}

#[test]
fn a_position_keeps_its_public_record_and_refuses_one_that_cannot_be() {
    let g = two_travelers();
    let saved = serde_json::to_value(&g).unwrap();
    assert_eq!(saved["seats"][1]["shown"], json!(["Tokyo"]));
    assert_eq!(
        saved["seats"][1]["played"],
        json!(["Cairo"]),
        "the trip is implied"
    );
    assert_eq!(saved["decks"], json!({"Rome": 1}));
    assert_eq!(
        serde_json::from_value::<Traveler>(saved.clone()).unwrap(),
        g
    );
    let refused = |change: &dyn Fn(&mut serde_json::Value), why: &str| {
        let mut bad = saved.clone();
        change(&mut bad);
        let err = serde_json::from_value::<Traveler>(bad)
            .unwrap_err()
            .to_string();
        assert!(err.contains(why), "{err} (expected {why:?})");
    };
    refused(
        &|p| p["seats"][1]["shown"] = json!(["Seoul"]),
        "seat 1 is recorded as showing cards it does not hold",
    );
    refused(
        &|p| p["decks"] = json!({"Rome": 2}),
        "a card is recorded in the deck of reshuffle 2, but the Shelf has been reshuffled 1 time",
    );
    refused(
        &|p| p["config"]["round_limit"] = json!(0),
        "a game lasts at least 1 round",
    );
    refused(
        &|p| {
            p["config"]["round_limit"] = json!(3);
            p["rounds"] = json!(3);
        },
        "3 rounds played, the round limit",
    );
    let setup = json!({
        "config": {"players": 2},
        "seats": [
            {"hand": ["Lisbon", "Cairo", "Tokyo", "Rome"], "played": ["Dublin"]},
            {"hand": ["Paris", "Seoul", "Hanoi", "Petra"]}
        ],
        "phase": "first_stops"
    });
    let err = serde_json::from_value::<Traveler>(setup)
        .unwrap_err()
        .to_string();
    assert!(err.contains("before play began"), "{err}");
}

#[test]
fn two_states_a_seat_cannot_tell_apart_resample_alike() {
    // A search that determinizes with resample_hidden then depends on what
    // its seat knows only, sample by sample.
    for players in 2..=4 {
        let config =
            <traveler_rules::TravelerConfig as tabletop_core::GameConfig>::for_players(players)
                .unwrap();
        tabletop_core::testing::check_canonical_resampling::<traveler_rules::Traveler>(
            &config, 4, 0, 5,
        );
    }
}

#[test]
fn the_search_bot_never_reads_what_its_seat_cannot_see() {
    // The same move and visits from the real table and from a table the
    // seat cannot tell apart from it.
    for players in [2, 4] {
        let config =
            <traveler_rules::TravelerConfig as tabletop_core::GameConfig>::for_players(players)
                .unwrap();
        tabletop_core::testing::check_search_blindness::<traveler_rules::Traveler>(
            &config, 2, 9, 20,
        );
    }
}
