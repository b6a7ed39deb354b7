//! Positions: a hand-written table loads only if it could arise at a real
//! table, and lists only what matters (the rest goes where the rulings say).

use super::*;

fn refused(p: Position) -> String {
    match Traveluencer::try_from(p) {
        Ok(g) => panic!("loaded a position that cannot arise: {:?}", g.phase()),
        Err(e) => e,
    }
}

/// An event position before trick 4: `event` just revealed, seat 0 starts.
fn event_decision(event: EventKind, phase: PhaseText, tokens: [u8; 4]) -> Position {
    let mut p = event_position(
        4,
        &["F5+A9+S4", "F2+A6", "F3+A7", "F4+A8"],
        4,
        &[EventKind::Thief, event, EventKind::Flight],
        0,
    );
    p.events_revealed = 2;
    p.round_tokens = tokens.to_vec();
    p.tricks_this_round = tokens.iter().map(|&t| t.div_ceil(5)).collect();
    p.stacks = tokens
        .iter()
        .zip(["S9", "S8", "S6", "S5"])
        .map(|(&t, stack)| if t > 0 { c(stack) } else { Cards::EMPTY })
        .collect();
    p.phase = phase;
    p
}

/// L110 and L115: Wind Shift goes to the player with the fewest tokens this
/// round, ties to the first clockwise from the starting player.
#[test]
fn l110_l115_wind_shift_is_owed_by_the_fewest_tokens() {
    let wind = |seat| PhaseText::WindShift { seat };
    // Seats 1 and 2 tie with 0 tokens; seat 1 comes first from seat 0.
    let ok = event_decision(EventKind::WindShift, wind(1), [3, 0, 0, 0]);
    loads(ok.clone());
    let e = refused(event_decision(EventKind::WindShift, wind(2), [3, 0, 0, 0]));
    assert!(e.contains("fewest tokens") && e.contains("L115"), "{e}");
    assert!(e.contains("seat 1, not seat 2"), "{e}");
    let e = refused(event_decision(EventKind::WindShift, wind(0), [3, 0, 0, 0]));
    assert!(e.contains("seat 1, not seat 0"), "{e}");
}

/// L111 and L115: Crossover goes to the fewest tokens too, and the seats
/// still owed a gift match the hands: gifts go clockwise from the giver's
/// left, so a later seat owed nothing had no card to draw and has none.
#[test]
fn l111_crossover_is_owed_by_the_fewest_tokens_and_matches_the_hands() {
    let cross = |seat, owed: &[u8]| PhaseText::Crossover {
        seat,
        owed: owed.to_vec(),
    };
    let tokens = [0, 3, 3, 3];
    loads(event_decision(
        EventKind::Crossover,
        cross(0, &[1, 2, 3]),
        tokens,
    ));
    // Seat 1 has had its gift; seats 2 and 3 are owed theirs.
    loads(event_decision(
        EventKind::Crossover,
        cross(0, &[2, 3]),
        tokens,
    ));
    let e = refused(event_decision(
        EventKind::Crossover,
        cross(1, &[2, 3]),
        tokens,
    ));
    assert!(e.contains("fewest tokens"), "{e}");
    // Seat 2 holds cards but is owed nothing while seat 3 still is.
    let e = refused(event_decision(
        EventKind::Crossover,
        cross(0, &[1, 3]),
        tokens,
    ));
    assert!(e.contains("seat 2 holds cards but is owed no card"), "{e}");
    // With seat 2's hand empty (nothing to draw), that is what happened.
    let mut p = event_decision(EventKind::Crossover, cross(0, &[1, 3]), tokens);
    p.hands[2] = Cards::EMPTY;
    loads(p);
}

/// L73 "must discard 2 Buzz Tokens each turn": a starting player with an
/// empty hand whose place in the trick has passed has paid them.
#[test]
fn l73_a_passed_empty_handed_player_has_paid_dried_up() {
    let position = |dried: u8, tokens: u8| {
        let mut p = pos(3, &["", "F2+A6", "F3+A7"], "A1 A2 A3 A4 S1 S2 S3");
        p.trick = 3;
        p.phase = PhaseText::Post { seat: 1 };
        p.round_tokens = vec![tokens, 0, 0];
        p.tricks_this_round = vec![1, 0, 0];
        p.stacks = vec![c("S9"), Cards::EMPTY, Cards::EMPTY];
        p.dried_up = vec![dried, 0, 0];
        p
    };
    // Seat 0 had 5 tokens and paid 2, leaving 3.
    loads(position(2, 3));
    let e = refused(position(0, 5));
    assert!(
        e.contains("Inspiration Dried Up (L73)") && e.contains("paid 2"),
        "{e}"
    );
    // Holding 1 token, it paid that one.
    loads(position(1, 0));
    assert!(refused(position(0, 1)).contains("paid 1"));
}

/// L50-L54: a trick awards at most 5 tokens, so 30 round tokens at trick 1
/// with no trick won cannot be; neither can totals the recorded tricks
/// could not give, nor a trick log that disagrees with the table.
#[test]
fn l50_l54_tokens_come_from_tricks_won() {
    let mut p = pos(
        4,
        &["F5+A9", "F2+A6", "F3+A7", "F4+A8"],
        "A1 A2 A3 A4 S1 S2 S3",
    );
    p.round_tokens = vec![30, 0, 0, 0];
    let e = refused(p.clone());
    assert!(e.contains("30 tokens this round from 0 tricks"), "{e}");
    p.trick = 7;
    p.tricks_this_round = vec![6, 0, 0, 0];
    p.stacks = vec![c("F667788"), Cards::EMPTY, Cards::EMPTY, Cards::EMPTY];
    loads(p.clone());
    // Six tricks need six stacks, each with a Post card.
    p.stacks[0] = c("S11");
    assert!(refused(p.clone()).contains("stacks hold 2 Post cards"));
    // A complete trick log gives the exact tally.
    let mut p = pos(
        4,
        &["F5+A9", "F2+A6", "F3+A7", "F4+A8"],
        "A1 A2 A3 A4 S1 S2 S3",
    );
    p.trick = 2;
    p.tricks_this_round = vec![1, 0, 0, 0];
    p.stacks = vec![c("S9"), Cards::EMPTY, Cards::EMPTY, Cards::EMPTY];
    p.round_tokens = vec![4, 0, 0, 0];
    let won = TrickRecord {
        start: Seat(0),
        led: Some(PostType::Scenery),
        trend: Some(PostType::Architecture),
        winner: Some(Seat(0)),
        post: c("S9"),
        tokens: 3,
        dried_up: [0; 4],
    };
    p.trick_log = vec![vec![Some(won)]];
    let e = refused(p.clone());
    assert!(
        e.contains("the trick log gives 1 trick and 3 tokens"),
        "{e}"
    );
    p.round_tokens = vec![3, 0, 0, 0];
    loads(p.clone());
    // The log has one entry per finished trick (null when not recorded).
    p.trick = 3;
    let e = refused(p.clone());
    assert!(
        e.contains("lists 1 tricks; 2 are finished") || e.contains("lists 1 trick"),
        "{e}"
    );
    p.trick_log = vec![vec![None, Some(won)]];
    let g = loads(p);
    assert_eq!(g.trick_log(1).count(), 1);
}

/// L25 "Any remaining card will be returned to the box" and L55 "Other
/// players discard their played cards face down": a position lists only the
/// cards that matter; the rest go out of play (as many as the deal leaves
/// out: 1 with four players, 6 set aside with two), then to the discard pile.
#[test]
fn l25_l55_unlisted_cards_go_out_of_play_then_to_the_discard_pile() {
    let mut p = pos(
        4,
        &["F5+A9", "F2+A6", "F3+A7", "F4+A8"],
        "A1 A2 A3 A4 S1 S2 S3",
    );
    assert_eq!(p.out_of_play, None);
    let g = loads(p.clone());
    let p2: Position = serde_json::from_value(serde_json::to_value(&g).unwrap()).unwrap();
    let out = p2.out_of_play.unwrap();
    assert_eq!(out.len(), 1, "four players leave 1 card out");
    // 68 cards (60 Post, 4 Stamps, 4 Souvenirs): 15 listed, 1 out of play.
    assert_eq!(g.discard_pile().len(), 52);
    assert_eq!(g.public_view().discard_size, 52);
    // The same file loads the same way (the position's generator decides).
    assert_eq!(loads(p.clone()), g);
    // Listing out_of_play puts every other card on the pile; it must hold
    // what the deal leaves out.
    p.out_of_play = Some(c("S9"));
    let g = loads(p.clone());
    assert_eq!(g.discard_pile().len(), 52);
    assert_eq!(g.discard_pile().count(card("S9")), 1, "the other S9");
    p.out_of_play = Some(Cards::EMPTY);
    assert!(refused(p).contains("0 cards out of play; the deal leaves 1"));
    // Two players: the 6 set aside.
    let g = load_unlisted(pos(2, &["F5+A9", "F2+A6"], "A1 A2 A3 A4 S1 S2 0"));
    let p: Position = serde_json::from_value(serde_json::to_value(&g).unwrap()).unwrap();
    assert_eq!(p.out_of_play.unwrap().len(), 6);
    // Three players (default marks): the deal leaves nothing out.
    let g = load_unlisted(pos(3, &["F5+A9", "F2+A6", "F3"], "A1 A2 A3 A4 S1 S2 0"));
    let p: Position = serde_json::from_value(serde_json::to_value(&g).unwrap()).unwrap();
    assert_eq!(p.out_of_play.unwrap(), Cards::EMPTY);
    // Too many copies listed is still refused, naming the card.
    let mut p = pos(4, &["F555", "F2", "F3", "F4"], "A1 A2 A3 A4 S1 S2 S3");
    p.trick = 1;
    assert!(refused(p).contains("copies of F5"));
}

fn load_unlisted(p: Position) -> Traveluencer {
    loads(p)
}

fn loads(p: Position) -> Traveluencer {
    Traveluencer::try_from(p).unwrap_or_else(|e| panic!("position rejected: {e}"))
}
