//! One named test per rule flag of `TravelerConfig`: each builds one table
//! where the readings differ and asserts what the default allows and
//! forbids there, then what the flag does. The flags and their rulings are
//! listed in `docs/rulings/traveler.md`. (The reshuffle flag's test is
//! `tr_10_flag_eager_reshuffles_the_moment_the_deck_empties`, the deck's
//! `tr_1_a_custom_deck_is_validated_and_played_by_its_own_names`.)

use super::*;

/// Seat 0 stands in Rome (Europe) with Seoul (Asia & Pacific) earlier on its
/// trip, holding Bangkok (Asia & Pacific, fare 2) and two more cards.
fn back_to_asia(new_region: &str) -> Traveler {
    load(json!({
        "config": {"players": 2, "new_region": new_region},
        "seats": [
            {"trip": ["Seoul", "Rome"], "hand": ["Bangkok", "Dublin", "Hanoi"]},
            {"trip": ["Cairo"], "hand": []}
        ],
        "phase": "travel"
    }))
}

/// TR-3 (L13) `new_region = not_on_trip`: by default Bangkok costs 2 more,
/// since it is not in the last stop's region: 4 cards, and two are not
/// enough. Under the flag Asia is already on the trip: 2 cards, and the trip
/// is made.
#[test]
fn tr_3_flag_new_region_decides_whether_two_cards_reach_bangkok() {
    let mut g = back_to_asia("from_last_stop");
    assert!(!legal(&g, 0).contains(&"travel Bangkok".to_string()));
    assert!(matches!(
        refuse(&mut g, 0, "travel Bangkok"),
        Violation::FareNotCovered {
            need: 4,
            have: 2,
            ..
        }
    ));
    let mut g = back_to_asia("not_on_trip");
    assert!(legal(&g, 0).contains(&"travel Bangkok".to_string()));
    act(&mut g, 0, "travel Bangkok");
    act(&mut g, 0, "pay Dublin");
    act(&mut g, 0, "pay Hanoi");
    assert_eq!(trip(&g, 0), ["Seoul", "Rome", "Bangkok"]);
}

/// TR-4 (L12) `cut = from_pay`: seat 0 works in Berlin for 2 with two rivals
/// in Europe. By default both take a cut and seat 0 still keeps 1 (three
/// cards leave the deck); under the flag the cuts come
/// out of the pay (at most pay − 1 = 1 rival), so only the left rival takes
/// one and seat 0 keeps 1.
#[test]
fn tr_4_flag_cut_decides_how_many_rivals_take_from_a_pay_of_two() {
    let table = |cut: &str| {
        load(json!({
            "config": {"players": 3, "cut": cut},
            "seats": [
                {"trip": ["Berlin"], "hand": ["Hanoi"]},
                {"trip": ["Paris"], "hand": []},
                {"trip": ["Rome"], "hand": []}
            ],
            "deck": ["Dublin", "Cairo", "Tokyo", "Seoul"],
            "shelf": ["Petra"],
            "phase": "earn"
        }))
    };
    for (cut, rivals) in [("every_rival", 2), ("from_pay", 1)] {
        let mut g = table(cut);
        let deck = g.deck_len();
        assert_eq!(g.work_pay(Seat(0)), Some(2));
        act(&mut g, 0, "work");
        assert_eq!(hand(&g, 1), ["Dublin"], "{cut}: the left rival first");
        assert_eq!(hand(&g, 2).len(), rivals - 1, "{cut}");
        assert_eq!(
            g.phase(),
            Phase::Take {
                left: 1,
                scrounge: false
            },
            "{cut}: the worker keeps at least 1"
        );
        act(&mut g, 0, "take deck");
        assert_eq!(g.deck_len(), deck - rivals - 1, "{cut}");
    }
}

/// TR-9 (L14) `hand_limit = hard_cap`: seat 0 holds 7 and works for 3; seat 1
/// (a rival in Europe) holds 8. By default the rival takes its cut (9 cards,
/// kept until its own turn ends), seat 0 takes its 2 and ends its turn
/// putting cards back to 8. Under the hard cap the full rival takes no cut,
/// seat 0 takes 1 card and forfeits the rest, and no discard is owed.
#[test]
fn tr_9_flag_hand_limit_decides_when_eight_cards_stop_taking() {
    let table = |limit: &str| {
        load(json!({
            "config": {"players": 2, "hand_limit": limit},
            "seats": [
                {"trip": ["Lisbon", "Prague"], "hand": ["Rome", "Dublin", "Cairo", "Tokyo", "Seoul", "Dakar", "Petra"]},
                {"trip": ["Paris"], "hand": ["Hanoi", "Sydney", "Bangkok", "Mumbai", "Kathmandu", "Auckland", "Havana", "Cusco"]}
            ],
            "phase": "earn"
        }))
    };
    let mut g = table("end_of_turn");
    act(&mut g, 0, "work");
    assert_eq!(hand(&g, 1).len(), 9, "a full rival still takes its cut");
    act(&mut g, 0, "take deck");
    act(&mut g, 0, "take deck");
    assert_eq!(hand(&g, 0).len(), 9);
    act(&mut g, 0, "stay");
    assert_eq!(g.phase(), Phase::Discard, "9 cards at the end of the turn");
    assert!(legal(&g, 0).iter().all(|a| a.starts_with("discard ")));
    act(&mut g, 0, "discard Rome");
    assert_eq!(hand(&g, 0).len(), 8);
    assert_eq!(g.active(), Seat(1), "the rival keeps 9 until its own turn");
    assert_eq!(hand(&g, 1).len(), 9);

    let mut g = table("hard_cap");
    act(&mut g, 0, "work");
    assert_eq!(hand(&g, 1).len(), 8, "a full rival takes no cut");
    assert_eq!(
        g.phase(),
        Phase::Take {
            left: 3,
            scrounge: false
        }
    );
    act(&mut g, 0, "take deck");
    assert_eq!(hand(&g, 0).len(), 8);
    assert_eq!(g.phase(), Phase::Travel, "the rest of the pay is forfeited");
    act(&mut g, 0, "stay");
    assert_eq!(g.active(), Seat(1), "no discard is owed");
}

/// C4 (L7) `first_player`: the configured seat takes the first turn, and
/// the round ends after the seat to its right.
#[test]
fn first_player_flag_decides_who_opens_and_closes_each_round() {
    use tabletop_core::GameConfig;
    for first in 0..3u8 {
        let config = traveler_rules::TravelerConfig::for_players(3)
            .unwrap()
            .with_first_player(first);
        let mut g = Traveler::setup(config, 4).unwrap();
        for s in 0..3 {
            let pick = legal(&g, s)[0].clone();
            act(&mut g, s, &pick);
        }
        assert_eq!(g.to_act(), ToAct::Seat(Seat(first)));
        assert_eq!(g.first_player(), Seat(first));
        let other = (first + 1) % 3;
        assert!(matches!(
            refuse(&mut g, other, "scrounge"),
            Violation::Turn(TurnViolation::NotYourTurn { .. })
        ));
        // Play three turns: the round count moves after the third.
        let mut legal_now = Vec::new();
        while g.rounds() == 0 {
            let seat = tabletop_core::bot::next_seat(&g).unwrap();
            legal_now.clear();
            g.legal_actions(seat, &mut legal_now);
            let a = legal_now[0];
            g.apply_mut(seat, &a).unwrap();
        }
        assert_eq!(
            g.active(),
            Seat(first),
            "round 2 opens with the first player"
        );
    }
    let too_far = traveler_rules::TravelerConfig::for_players(3)
        .unwrap()
        .with_first_player(3);
    assert!(too_far.validate().is_err());
}
