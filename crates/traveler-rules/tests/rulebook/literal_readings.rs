//! The literal readings (each default follows the rulebook's words, a flag
//! gives the other reading), the positions that cannot arise, and narration
//! a table can follow.

use super::*;
use tabletop_core::Audience;

fn bad(v: serde_json::Value, why: &str) {
    let err = serde_json::from_value::<Traveler>(v)
        .unwrap_err()
        .to_string();
    assert!(err.contains(why), "{err} (expected {why:?})");
}

/// Plays `text` by `seat` and returns what `audience` hears.
fn told(g: &mut Traveler, seat: u8, text: &str, audience: Audience) -> Vec<String> {
    let before = g.clone();
    act(g, seat, text);
    let action = g.parse_action(text).unwrap();
    g.narrate(&before, Seat(seat), &action, audience)
}

/// Four players; seat 0 works in Berlin (pay 2) and seat 1, in Paris, is
/// its only rival; the deck holds `deck`, the Shelf `shelf`; every other card
/// lies on the trips and in the hands of seats 1-3.
fn berlin(config: serde_json::Value, deck: &[&str], shelf: &[&str], run_outs: u8) -> Traveler {
    let mut position = json!({
        "config": config,
        "seats": [
            {"trip": ["Berlin"], "hand": []},
            {"trip": ["Paris"], "hand": []},
            {"trip": ["Seoul"], "hand": []},
            {"trip": ["Cusco"], "hand": []}
        ],
        "deck": deck,
        "shelf": shelf,
        "run_outs": run_outs,
        "reshuffles": u8::from(run_outs > 0 && !deck.is_empty())
    });
    position["config"]["players"] = json!(4);
    load_parked(position, &[0, 1, 2, 3])
}

/// L22 "Deck and Shelf both empty? Last call.": the moment both are empty
/// it is Last call, even when every take found a card. Flag `last_call =
/// take_fails`: only the second run-out or a take that finds nothing.
#[test]
fn l22_deck_and_shelf_both_empty_is_last_call() {
    for (flag, called) in [("both_empty", true), ("take_fails", false)] {
        let mut g = berlin(json!({"last_call": flag}), &["Tokyo"], &["Petra"], 0);
        assert_eq!(g.work_pay(Seat(0)), Some(2));
        act(&mut g, 0, "work");
        // Seat 1's cut empties the deck (the first run-out); Seat 0 keeps 1
        // and takes Petra, the Shelf's last card.
        assert_eq!(g.run_outs(), 1);
        assert!(!g.last_call());
        act(&mut g, 0, "take shelf");
        assert_eq!((g.deck_len(), g.shelf().len()), (0, 0));
        assert_eq!(g.last_call(), called, "{flag}");
    }
}

/// L14 "Hand limit 8" and L18 "Tie: most cards left in hand": a player
/// pushed over 8 by a cut in the last round comes down to 8 before flying
/// home, so the extra card cannot win the tie. Flag `final_hand_limit =
/// keep`: the extra cards count.
#[test]
fn l14_l18_the_hand_limit_applies_before_flying_home() {
    let nine = [
        "Rome", "Dublin", "Hanoi", "Cairo", "Tokyo", "Dakar", "Sydney", "Mumbai", "Havana",
    ];
    let eight = [
        "Seoul",
        "Petra",
        "Berlin",
        "Bangkok",
        "Nairobi",
        "Quebec City",
        "Cusco",
        "Dubai",
    ];
    let position = |flag: &str| {
        load(json!({
            "config": {"players": 2, "final_hand_limit": flag},
            "seats": [
                {"trip": ["Lisbon", "Santorini"], "hand": nine},
                {"trip": ["Paris", "Chichen Itza"], "hand": eight}
            ],
            "phase": {"fly_home": {"seat": 0}},
            "last_call": true, "run_outs": 1, "reshuffles": 1
        }))
    };
    let mut g = position("discard");
    let err = refuse(&mut g, 0, "call home");
    assert!(
        matches!(err, Violation::OverHandLimit { holding: 9 }),
        "{err}"
    );
    assert_eq!(err.rule(), Rule::HandLimit.text());
    assert_eq!(legal(&g, 0).len(), 9, "only discards");
    assert!(legal(&g, 0).iter().all(|a| a.starts_with("discard ")));
    act(&mut g, 0, "discard Havana");
    assert_eq!(shelf(&g)[0], "Havana", "onto the Shelf");
    act(&mut g, 0, "call home");
    act(&mut g, 1, "call home");
    let o = g.outcome().unwrap();
    assert_eq!(o.scores, [1, 1]);
    assert_eq!(o.tiebreaks, [8, 8]);
    assert!(o.is_shared(), "8 cards each: a shared victory");
    let mut g = position("keep");
    act(&mut g, 0, "call home");
    act(&mut g, 1, "call home");
    let o = g.outcome().unwrap();
    assert_eq!(o.tiebreaks, [9, 8]);
    assert_eq!(o.winners, tabletop_core::SeatSet::only(Seat(0)));
    // The narrator says it when the game ends.
    let mut g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon"], "hand": nine},
            {"trip": ["Paris"], "hand": ["Seoul"]}
        ],
        "active": 1, "phase": "travel",
        "last_call": true, "run_outs": 1, "reshuffles": 1
    }));
    let lines = told(&mut g, 1, "stay", Audience::Spectator).join("\n");
    assert!(
        lines.contains("seat 0 holds 9 cards, over the hand limit of 8: before flying home it puts 1 card on the Shelf"),
        "{lines}"
    );
}

/// L18 "Then read your trip out loud — that's your story": the game's
/// result reads each trip stop by stop; a round's end gives the standings.
#[test]
fn l18_the_end_reads_each_trip_and_a_round_end_gives_the_standings() {
    let mut g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon", "Prague", "Santorini"], "hand": ["Rome"]},
            {"trip": ["Cairo"], "hand": ["Seoul", "Dakar", "Petra"]}
        ],
        "active": 1, "phase": "travel",
        "last_call": true, "run_outs": 1, "reshuffles": 1
    }));
    let lines = told(&mut g, 1, "stay", Audience::Spectator).join("\n");
    assert!(
        lines.contains(
            "End of round 1. Standings: seat 0 5 stamps (3 stops, 1 card in hand); seat 1 1 stamp (1 stop, 3 cards in hand)."
        ),
        "{lines}"
    );
    act(&mut g, 1, "call home");
    let o = g.outcome().unwrap();
    assert!(
        o.breakdown.contains(
            &"  seat 0's trip: Lisbon (■ Europe, City, Photo, 1 stamp) → Prague (■ Europe, City, Photo, 1 stamp) → Santorini (■ Europe, Wonder, 3 stamps)".to_string()
        ),
        "{:?}",
        o.breakdown
    );
    assert!(
        o.breakdown
            .iter()
            .any(|l| l.starts_with("  seat 1's trip: Cairo"))
    );
}

/// Positions that cannot arise are refused with the reason (L12, L14, L16,
/// L22): Last call with no run-out and a full deck; a 12-card hand under
/// the hard cap; 45-card hands; and the piles play never leaves.
#[test]
fn l12_l14_l16_positions_that_cannot_arise_are_refused() {
    let two = |extra: serde_json::Value| {
        let mut v = json!({
            "config": {"players": 2},
            "seats": [{"trip": ["Lisbon"], "hand": ["Rome"]}, {"trip": ["Cairo"]}]
        });
        for (k, val) in extra.as_object().unwrap() {
            v[k] = val.clone();
        }
        v
    };
    bad(two(json!({"last_call": true})), "the deck never ran out");
    bad(
        two(json!({"run_outs": 1})),
        "only a reshuffle of the Shelf refills it",
    );
    // Eager (the default): an empty deck never waits under a Shelf of 2.
    let rest_on_shelf = |flag: &str| {
        let mut v = two(json!({"deck": [], "run_outs": 1}));
        v["config"]["reshuffle"] = json!(flag);
        let used = ["Lisbon", "Rome", "Cairo"];
        v["shelf"] = json!(
            all_names()
                .into_iter()
                .filter(|n| !used.contains(&n.as_str()))
                .collect::<Vec<_>>()
        );
        v
    };
    bad(rest_on_shelf("eager"), "the eager reshuffle");
    assert!(serde_json::from_value::<Traveler>(rest_on_shelf("lazy")).is_ok());
    let mut never = rest_on_shelf("lazy");
    never["run_outs"] = json!(0);
    bad(never, "the deck is empty, so it has run out");
    // A 12-card hand under the hard cap; 45 cards in a hand.
    let mut twelve: Vec<String> = all_names()
        .into_iter()
        .filter(|n| n != "Lisbon" && n != "Cairo")
        .collect();
    twelve.truncate(12);
    bad(
        json!({"config": {"players": 2, "hand_limit": "hard_cap"},
               "seats": [{"trip": ["Lisbon"], "hand": twelve}, {"trip": ["Cairo"]}]}),
        "it can hold at most 8: nobody takes a card while holding 8 (TR-9 hard cap)",
    );
    let mut many: Vec<String> = all_names()
        .into_iter()
        .filter(|n| n != "Lisbon" && n != "Cairo")
        .collect();
    many.truncate(45);
    bad(
        json!({"config": {"players": 2},
               "seats": [{"trip": ["Lisbon"]}, {"trip": ["Cairo"], "hand": many}]}),
        "seat 1 holds 45 cards; it can hold at most 9",
    );
    // Nine cards in a 2-player hand between turns is possible (8 and a cut).
    let nine: Vec<String> = twelve[..9].to_vec();
    assert!(
        serde_json::from_value::<Traveler>(json!({"config": {"players": 2},
               "seats": [{"trip": ["Lisbon"]}, {"trip": ["Cairo"], "hand": nine}]}))
        .is_ok()
    );
    // Both piles empty: Last call (L22).
    let mut g = berlin(json!({}), &["Tokyo"], &["Petra"], 0);
    act(&mut g, 0, "work");
    act(&mut g, 0, "take shelf");
    let mut v = serde_json::to_value(&g).unwrap();
    assert_eq!(v["last_call"], json!(true));
    v["last_call"] = json!(false);
    bad(v, "both empty, so it is Last call");
}

/// TR-3, L13 "New region? Pay 2 more": the literal reading — a region new
/// to the trip — is the default; flag `new_region = from_last_stop`: any
/// region other than the last stop's.
#[test]
fn l13_new_region_means_a_region_not_yet_on_the_trip() {
    let at = |flag: Option<&str>, trip: &[&str]| {
        let mut config = json!({"players": 2});
        if let Some(flag) = flag {
            config["new_region"] = json!(flag);
        }
        load(json!({
            "config": config,
            "seats": [
                {"trip": trip, "hand": ["Bangkok", "Dublin", "Hanoi", "Dakar", "Tokyo"]},
                {"trip": ["Cairo"], "hand": []}
            ],
            "phase": "travel"
        }))
    };
    // Back to Asia & Pacific after Rome: not new to this trip.
    assert_eq!(
        at(None, &["Seoul", "Rome"]).travel_cost(Seat(0), id("Bangkok")),
        2
    );
    assert_eq!(at(None, &["Rome"]).travel_cost(Seat(0), id("Bangkok")), 4);
    assert_eq!(
        at(Some("from_last_stop"), &["Seoul", "Rome"]).travel_cost(Seat(0), id("Bangkok")),
        4
    );
}

/// TR-10, L14 "Deck empty? Shuffle the Shelf into a new deck; leave its top
/// card where it is": at once — the moment a second card lands on the Shelf
/// of an empty deck, it is shuffled in. Flag `reshuffle = lazy`: only when a
/// card must come from the deck.
#[test]
fn l14_the_reshuffle_happens_at_once() {
    for (flag, deck) in [("eager", 1), ("lazy", 0)] {
        let mut g = load_parked(
            json!({
                "config": {"players": 4, "reshuffle": flag},
                "seats": [
                    {"trip": ["Lisbon"], "hand": ["Rome", "Dublin"]},
                    {"trip": ["Cairo"], "hand": []},
                    {"trip": ["Seoul"], "hand": []},
                    {"trip": ["Cusco"], "hand": []}
                ],
                "deck": [],
                "shelf": ["Petra"],
                "run_outs": 1,
                "last_call": true,
                "phase": "put_back"
            }),
            &[1, 2, 3],
        );
        act(&mut g, 0, "shelve Rome");
        assert_eq!(g.deck_len(), deck, "{flag}");
        assert_eq!(shelf(&g).len(), 2 - deck, "{flag}");
    }
}

/// L7, L12: a secret first stop and a card drawn from the deck are told
/// only to the seat that holds them (and to the all-seeing narrator).
#[test]
fn l7_l12_secret_first_stops_and_deck_draws_are_told_only_to_their_holder() {
    let g = <Traveler as tabletop_core::Game>::setup(
        <traveler_rules::TravelerConfig as tabletop_core::GameConfig>::for_players(2).unwrap(),
        3,
    )
    .unwrap();
    let pick = legal(&g, 0)[0].clone();
    let city = pick.trim_start_matches("start ").to_string();
    let mut a = g.clone();
    assert!(told(&mut a, 0, &pick, Audience::Seat(Seat(0)))[0].contains(&city));
    let mut a = g.clone();
    assert_eq!(
        told(&mut a, 0, &pick, Audience::Spectator),
        ["seat 0 chooses a first stop in secret."]
    );
    let mut a = g.clone();
    assert!(!told(&mut a, 0, &pick, Audience::Seat(Seat(1)))[0].contains(&city));
    let setup = g.describe_setup(Audience::Seat(Seat(1))).join("\n");
    assert!(setup.contains("seat 1 holds ") && !setup.contains("seat 0 holds "));
    // A take from the deck.
    let mut g = sample();
    act(&mut g, 0, "scrounge");
    let mut a = g.clone();
    let mine = told(&mut a, 0, "take deck", Audience::Seat(Seat(0)));
    assert_eq!(mine, ["seat 0 takes Dublin from the deck."]);
    let mut a = g.clone();
    let theirs = told(&mut a, 0, "take deck", Audience::Seat(Seat(1)));
    assert_eq!(theirs, ["seat 0 takes a card from the deck."]);
}

/// L12, L14, L16: the narrator tells a reshuffle before the take it serves
/// and a run-out at the cut that caused it; a rival who gets no cut is told
/// why; a failed take says what was left; a skipped travel step is said.
#[test]
fn l12_l16_narration_follows_the_deck_card_by_card() {
    // The cut empties the deck: the run-out is told at the cut.
    let mut g = berlin(json!({}), &["Tokyo"], &["Petra"], 0);
    let lines = told(&mut g, 0, "work", Audience::Spectator);
    assert_eq!(
        lines,
        [
            "seat 0 works in Berlin (Deliver) for 2.",
            "seat 1, also in ■ Europe, takes a cut from the deck.",
            "The deck runs out (the first time).",
            "seat 0 keeps 1."
        ]
    );
    // Nothing left for a rival: the reason; nothing left to take: what was
    // left.
    let mut g = two_rivals_and_one_card(&[]);
    let lines = told(&mut g, 0, "work", Audience::Spectator).join("\n");
    assert!(
        lines.contains(
            "seat 2 is in the region but gets no cut: the deck is empty and so is the Shelf."
        ),
        "{lines}"
    );
    assert!(
        lines.contains(
            "Nothing is left to take: the deck and the Shelf are empty, so seat 0 goes without 1 more card."
        ),
        "{lines}"
    );
    assert!(lines.contains("Last call!"), "{lines}");
    // A travel step nobody can take is said to be skipped.
    let mut g = load(json!({
        "config": {"players": 2},
        "seats": [
            {"trip": ["Lisbon"], "hand": []},
            {"trip": ["Cairo"], "hand": []}
        ],
        "shelf": ["Petra"]
    }));
    act(&mut g, 0, "scrounge");
    act(&mut g, 0, "take shelf");
    act(&mut g, 0, "take deck");
    let lines = told(&mut g, 0, "shelve Petra", Audience::Spectator).join("\n");
    assert!(
        lines.contains("seat 0 does not travel: it holds one card and nothing to pay a fare with."),
        "{lines}"
    );
}
