//! The literal readings: where the rulebook's words settle a case, the
//! default follows them, and a flag replays the other reading.

use super::*;

/// L95 "from the hand or cards publicly displayed in front of oneself (or a
/// mix of both)" and L97 for a modification: the player chooses which copy
/// of an equal card to play, and the choice changes what stays face up.
#[test]
fn l95_two_player_post_chooses_hand_or_display_copy() {
    let mut p = pos(2, &["F6+A5", "F89+A6"], "A1 A2 A3 A4 S3 S4 0");
    p.displays = vec![c("F6+F1"), c("S6")];
    let g = load(p);
    // Two posts of one Food 6: from the hand, or the face-up copy.
    let mut from_hand = g.clone();
    play(&mut from_hand, 0, "post F6");
    assert_eq!(from_hand.display(Seat(0)), c("F16"));
    assert_eq!(from_hand.hand(Seat(0)), c("A5"));
    let mut from_display = g.clone();
    play(&mut from_display, 0, "post F6*");
    assert_eq!(from_display.display(Seat(0)), c("F1"));
    assert_eq!(from_display.hand(Seat(0)), c("F6+A5"));
    assert_eq!(
        from_display.view(Seat(1)).seats[0].display,
        c("F1"),
        "the opponent sees which copy is left face up"
    );
    // Seat 1 answers 89 > 6; seat 0 may modify from either place (L97).
    play(&mut from_display, 1, "post F89");
    let mods: Vec<String> = legal(&from_display, 0)
        .iter()
        .map(|a| a.to_string())
        .collect();
    assert!(mods.contains(&"modify F6".to_string()), "{mods:?}");
    assert!(mods.contains(&"modify F1*".to_string()), "{mods:?}");
    assert!(mods.contains(&"modify F6+F1*".to_string()), "{mods:?}");
    play(&mut from_display, 0, "modify F1*");
    assert_eq!(from_display.display(Seat(0)), Cards::EMPTY);
    assert_eq!(
        last_trick(&from_display, 1).winner,
        Some(Seat(1)),
        "89 > 16"
    );
    // Refused sources leave the table as it was.
    let e = refuse(&g, 0, "post F1");
    assert!(
        e.to_string().contains("mark it with *"),
        "F1 lies face up only: {e}"
    );
    assert!(matches!(
        refuse(&g, 0, "post A5*"),
        Violation::NotHeld { place, .. } if place.contains("display")
    ));
}

/// With 3-4 players there is no display: a starred card is never held.
#[test]
fn l95_display_cards_exist_only_in_the_two_player_game() {
    let g = load(pos(
        4,
        &["F5+A9", "F2+A6", "F3+A7", "F4+A8"],
        "A1 A2 A3 A4 S1 S2 S3",
    ));
    assert!(matches!(
        refuse(&g, 0, "post F5*"),
        Violation::NotHeld { .. }
    ));
    assert!(legal(&g, 0).iter().all(|a| !a.to_string().contains('*')));
}

/// L42 "cannot be played by the player who posted the last entry in the
/// turn": seat 3 holds only a Stamp and a Souvenir and never posts (TV-11),
/// so seat 2 posts last and may not add a Stamp. Seat 3 says so when the
/// trick begins, so every seat can tell.
#[test]
fn l42_the_player_who_actually_posts_last_is_barred_from_stamps() {
    let hands = ["F5+A9", "F2+A6", "F3+0+A4", "0+00"];
    let mut g = load(pos(4, &hands, "A1 A2 A3 A7 S1 S2 S3"));
    assert_eq!(g.last_poster(), Some(Seat(2)));
    let view = g.view(Seat(0));
    assert_eq!(view.cannot_post, tabletop_core::SeatSet::only(Seat(3)));
    assert_eq!(view.last_poster, Some(Seat(2)));
    assert_eq!(g.public_view().cannot_post, view.cannot_post);
    play(&mut g, 0, "post F5");
    play(&mut g, 1, "post F2");
    let e = refuse(&g, 2, "post F3+0");
    assert_eq!(
        e,
        Violation::StampByLastPoster {
            reading: LastPoster::PostsLast
        }
    );
    assert!(e.to_string().contains("you post last"), "{e}");
    assert!(
        legal(&g, 2).iter().all(|a| a.to_string() != "post F3+0"),
        "enumeration agrees"
    );
    play(&mut g, 2, "post F3");
    assert_eq!(last_trick(&g, 1).winner, Some(Seat(0)));

    // The earlier reading (TV-7 as first ruled): the last seat holding any
    // card — seat 3, who cannot post — so seat 2 may add the Stamp.
    let mut config = cfg(4);
    config = config.with_last_poster(LastPoster::HoldsACard);
    let mut g = load(pos_with(config, &hands, "A1 A2 A3 A7 S1 S2 S3"));
    assert_eq!(g.last_poster(), Some(Seat(3)));
    play(&mut g, 0, "post F5");
    play(&mut g, 1, "post F2");
    play(&mut g, 2, "post F3+0");
    assert_eq!(last_trick(&g, 1).winner, Some(Seat(2)), "30 beats 5");
}

/// L42 in the two-player game: when the second player holds no Post card,
/// the first player posts the only entry, so it is also the last and may not
/// add a Stamp, in the post or in a modification.
#[test]
fn l42_a_lone_poster_posts_last() {
    let g = load(pos(2, &["F5+0+A9", "0"], "A1 A2 A3 A4 S3 S4 0"));
    assert_eq!(g.last_poster(), Some(Seat(0)));
    assert_eq!(g.cannot_post(), tabletop_core::SeatSet::only(Seat(1)));
    assert!(matches!(
        refuse(&g, 0, "post F5+0"),
        Violation::StampByLastPoster { .. }
    ));
}

/// L43 "can only be played by the starting player of the turn": when the
/// starting player cannot post, the first player who does leads the trick
/// (TV-8) but is not the starting player, so nobody may play a Souvenir.
#[test]
fn l43_only_the_starting_player_plays_souvenirs() {
    let position = |config: TraveluencerConfig| {
        let mut p = pos_with(
            config,
            &["0", "F2+00", "F3+A7", "F4+A8"],
            "A1 A2 A3 A4 S1 S2 S3",
        );
        p.trick = 2;
        p.phase = PhaseText::Post { seat: 1 };
        p.round_tokens = vec![3, 0, 0, 0];
        p.tricks_this_round = vec![1, 0, 0, 0];
        p.stacks = vec![c("A9"), Cards::EMPTY, Cards::EMPTY, Cards::EMPTY];
        load(p)
    };
    let g = position(cfg(4));
    let e = refuse(&g, 1, "post F2+00");
    assert_eq!(e, Violation::SouvenirByNonStarter { starter: Seat(0) });
    assert!(e.to_string().contains("only seat 0, who starts this trick"));
    assert_eq!(e.rule(), Rule::SouvenirByStarter.citation());
    assert_eq!(
        legal(&g, 1),
        vec![act("post F2")],
        "seat 1 leads, no Souvenir"
    );

    // Flag souvenir_by_leader (TV-8 as first ruled): the leader may.
    let mut config = cfg(4);
    config = config.with_souvenir_by_leader(true);
    let mut g = position(config);
    play(&mut g, 1, "post F2+00");
    assert_eq!(g.leader(), Some(Seat(1)));
    let e = refuse(&g, 2, "post F3+00");
    assert!(matches!(e, Violation::NotHeld { .. }), "{e}");
}

/// L43 under the flag: the refusal names the leader, not the starting
/// player, because that is the rule enforced.
#[test]
fn l43_flag_refusal_names_the_leader() {
    let mut config = cfg(4);
    config = config.with_souvenir_by_leader(true);
    let mut g = load(pos_with(
        config,
        &["F5", "F2+00+A6", "F3+A7", "F4+A8"],
        "A1 A2 A3 A4 S1 S2 S3",
    ));
    play(&mut g, 0, "post F5");
    let e = refuse(&g, 1, "post F2+00");
    assert_eq!(e, Violation::SouvenirByNonLeader { leader: Seat(0) });
    assert!(e.to_string().contains("only the trick's leader, seat 0"));
    assert_eq!(e.rule(), Rule::SouvenirByLeader.citation());
}

/// Shuffles the event deck of round 1 for `seeds` games and counts how
/// often each card is drawn.
fn event_draws(config: TraveluencerConfig, seeds: u64) -> std::collections::BTreeMap<String, u64> {
    let mut counts = std::collections::BTreeMap::new();
    for seed in 0..seeds {
        let g = Traveluencer::setup(config, seed).unwrap();
        let p: serde_json::Value = serde_json::to_value(&g).unwrap();
        for e in p["events"].as_array().unwrap() {
            *counts.entry(e.as_str().unwrap().to_string()).or_insert(0) += 1;
        }
    }
    counts
}

/// L11 "10 Unexpected Event Cards" and L30 "Shuffle the 10 Unexpected Event
/// Cards, place 3 of them": the rulebook gives the text of only seven
/// (TV-20). By default the deck is those seven; `event_deck = "physical"`
/// plays all ten, the three without text having no effect, so each known
/// event comes up in 3 rounds of 10, as with the printed cards.
#[test]
fn l11_l30_the_physical_ten_card_event_deck() {
    let physical: TraveluencerConfig =
        serde_json::from_str(r#"{"players": 4, "events": true, "event_deck": "physical"}"#)
            .unwrap();
    assert_eq!(physical.event_deck().as_slice(), EventKind::PHYSICAL);
    assert_eq!(
        EventKind::PHYSICAL.iter().filter(|e| !e.has_text()).count(),
        3
    );
    let known: TraveluencerConfig =
        serde_json::from_str(r#"{"players": 4, "events": true, "event_deck": "known"}"#).unwrap();
    assert_eq!(
        known,
        TraveluencerConfig::for_players(4)
            .unwrap()
            .with_events(true)
    );
    assert!(serde_json::from_str::<TraveluencerConfig>(r#"{"event_deck": "printed"}"#).is_err());
    // The odds: 3/10 per card with the physical deck, 3/7 with the default.
    let draws = event_draws(physical, 1000);
    assert_eq!(draws.len(), 10);
    for (event, n) in &draws {
        assert!((240..=360).contains(n), "{event}: {n} of 1000 rounds");
    }
    let draws = event_draws(known, 1000);
    assert_eq!(draws.len(), 7);
    assert!((370..=490).contains(&draws["flight"]), "{draws:?}");
    // A card without text is revealed and changes nothing.
    let mut p = event_position(4, &["F5+A9", "F2+A6", "F3+A7", "F4+A8"], 1, &[], 0);
    p.config = p
        .config
        .with_event_deck(traveluencer_rules::EventDeck::from_slice(&EventKind::PHYSICAL).unwrap());
    p.events = vec![EventKind::Live, EventKind::Flight, EventKind::Thief];
    p.events_revealed = 0;
    p.phase = PhaseText::Post { seat: 3 };
    p.posts = vec![c("F5"), c("F2"), c("F3"), Cards::EMPTY];
    p.hands = vec![c("A9"), c("A6"), c("A7"), c("F4+A8")];
    let mut g = load(p);
    let before = g.clone();
    play(&mut g, 3, "post F4");
    assert_eq!(g.revealed_events(), [EventKind::Live]);
    assert_eq!(g.trick(), 2);
    for s in 0..4 {
        assert_eq!(g.hand(Seat(s)), before.hand(Seat(s)).minus(c("F4")));
    }
    let lines = g.narrate(
        &before,
        Seat(3),
        &act("post F4"),
        tabletop_core::Audience::Spectator,
    );
    assert!(
        lines.iter().any(|l| l.contains("Live")) && lines.iter().any(|l| l.contains("no effect")),
        "{lines:?}"
    );
}
