//! Narration a table can follow, told to an audience: one seat, a
//! spectator, or the all-seeing narrator — each hears only what it may know.

use super::*;
use tabletop_core::Audience;

const SPECTATOR: Audience = Audience::Spectator;
const ALL: Audience = Audience::Omniscient;

fn seat(s: u8) -> Audience {
    Audience::Seat(Seat(s))
}

/// Plays `a` by `s` and returns what `audience` hears.
fn told(g: &mut Traveluencer, s: u8, a: &str, audience: Audience) -> Vec<String> {
    let before = g.clone();
    play(g, s, a);
    g.narrate(&before, Seat(s), &act(a), audience)
}

/// The lines `audience` hears for `a` by `s`, without playing it.
fn hear(g: &Traveluencer, s: u8, a: &str, audience: Audience) -> String {
    let mut copy = g.clone();
    told(&mut copy, s, a, audience).join("\n")
}

/// L34 "passes them face down": a pass is told to the passer, to whom it is
/// passed and to the all-seeing narrator, never to a spectator or a third
/// player.
#[test]
fn l34_a_secret_pass_is_told_only_to_who_sees_it() {
    let mut g = Traveluencer::setup(cfg(3), 11).unwrap();
    let picks: Vec<Vec<Action>> = (0..3).map(|s| legal(&g, s)).collect();
    let pick = picks[0][0].to_string();
    let card_text = pick.trim_start_matches("pass ");
    assert!(hear(&g, 0, &pick, seat(0)).contains(card_text));
    assert!(hear(&g, 0, &pick, ALL).contains(card_text));
    assert_eq!(
        hear(&g, 0, &pick, SPECTATOR),
        "seat 0 picks a card to pass to the left"
    );
    assert_eq!(hear(&g, 0, &pick, seat(1)), hear(&g, 0, &pick, SPECTATOR));
    // Everyone picks; the last pick delivers the passes.
    let mut delivered = false;
    for s in 0..3u8 {
        for _ in 0..3 {
            let a = legal(&g, s)[0].to_string();
            if s == 2
                && g.to_act() == ToAct::Simultaneous(tabletop_core::SeatSet::only(Seat(2)))
                && let Phase::Pass { chosen, .. } = g.phase()
                && chosen[2].len() == 2
            {
                let spectator = hear(&g, s, &a, SPECTATOR);
                let one = hear(&g, s, &a, seat(1));
                let all = hear(&g, s, &a, ALL);
                assert!(spectator.contains("Passes delivered"));
                assert!(!spectator.contains(" passes "), "{spectator}");
                // Seat 1 hears what it passed (to seat 2) and got
                // (from seat 0), not seat 2's pass to seat 0.
                assert!(one.contains("seat 0 passes ") && one.contains("seat 1 passes "));
                assert!(!one.contains("seat 2 passes "), "{one}");
                assert_eq!(all.matches(" passes ").count(), 3, "{all}");
                delivered = true;
            }
            play(&mut g, s, &a);
        }
    }
    assert!(delivered, "the last pick was checked");
}

/// L105, L108, L111: the Flight card, the Lost Passport discard and the
/// Crossover gift are secret; only who handles them hears which card.
#[test]
fn l105_l108_l111_secret_event_cards_are_told_only_to_who_handles_them() {
    let mut p = event_position(
        3,
        &["F9+F8+A3", "A8+A9+S1", "A1+S9+S4"],
        3,
        &[EventKind::Flight, EventKind::LostPassport, EventKind::Thief],
        1,
    );
    p.posts = vec![Cards::EMPTY, c("F2"), c("F3")];
    p.phase = PhaseText::Post { seat: 0 };
    let mut g = load(p);
    play(&mut g, 0, "post F9");
    assert!(matches!(g.phase(), Phase::LostPassport { .. }));
    assert_eq!(
        hear(&g, 1, "discard A8", SPECTATOR),
        "seat 1 picks a card to discard face down"
    );
    assert!(hear(&g, 1, "discard A8", seat(1)).contains("A8"));
    assert!(!hear(&g, 1, "discard A8", seat(0)).contains("A8"));
    play(&mut g, 1, "discard A8");
    play(&mut g, 2, "discard S4");
    let last = hear(&g, 0, "discard A3", seat(0));
    assert!(last.contains("seat 0 discards A3 face down"), "{last}");
    assert!(!last.contains("A8") && !last.contains("S4"), "{last}");
    let all = hear(&g, 0, "discard A3", ALL);
    assert!(
        all.contains("A8") && all.contains("S4") && all.contains("A3"),
        "{all}"
    );

    // Crossover: the gift is told to the giver, the receiver and the
    // all-seeing narrator.
    let mut p = event_position(
        3,
        &["F9+F8", "A8+A9", "A1+S9"],
        3,
        &[EventKind::Flight, EventKind::Crossover, EventKind::Thief],
        1,
    );
    p.posts = vec![Cards::EMPTY, c("F2"), c("F3")];
    p.phase = PhaseText::Post { seat: 0 };
    let mut g = load(p);
    let reveal = hear(&g, 0, "post F9", SPECTATOR);
    assert!(
        reveal.contains("draws a random card from seat 2 and seat 0"),
        "{reveal}"
    );
    assert!(
        !reveal.contains("draws A") && !reveal.contains("draws F"),
        "{reveal}"
    );
    play(&mut g, 0, "post F9");
    let Phase::Crossover { seat: giver, .. } = g.phase() else {
        panic!("Crossover is owed");
    };
    assert_eq!(giver, Seat(1));
    let give = legal(&g, 1)[0].to_string();
    let card = give.split_whitespace().nth(1).unwrap().to_string();
    assert_eq!(
        hear(&g, 1, &give, SPECTATOR),
        "seat 1 gives a card to seat 2"
    );
    assert_eq!(hear(&g, 1, &give, seat(0)), "seat 1 gives a card to seat 2");
    assert!(hear(&g, 1, &give, seat(2)).contains(&card));
    assert!(hear(&g, 1, &give, ALL).contains(&card));
}

/// The narrator numbers tricks from the position: a position at trick 5
/// says "Trick 5", not "Trick 1".
#[test]
fn trick_numbers_come_from_the_position() {
    let mut p = pos(3, &["F9+A1", "F2+A2", "F3+A3"], "S1 S2 S3 S4 S5 S6 S7");
    p.trick = 5;
    let mut g = load(p);
    play(&mut g, 0, "post F9");
    play(&mut g, 1, "post F2");
    let lines = told(&mut g, 2, "post F3", SPECTATOR).join("\n");
    assert!(lines.contains("Trick 5: seat 0 wins with F9"), "{lines}");
    assert!(lines.contains("Trick 6: seat 0 starts."), "{lines}");
    assert!(!lines.contains("Trick 1"), "{lines}");
}

/// L58-L61: a post of the trending topic beats the led type, and the
/// trick's record and its narration name that topic.
#[test]
fn l58_the_trick_result_names_its_trending_topic() {
    let mut g = load(pos(3, &["F9+A1", "F2+A2", "S3+A3"], "S1 S2 S4 S5 S6 S7 S9"));
    play(&mut g, 0, "post F9");
    play(&mut g, 1, "post F2");
    let lines = told(&mut g, 2, "post S3", SPECTATOR).join("\n");
    let record = last_trick(&g, 1);
    assert_eq!(record.trend, Some(PostType::Scenery));
    assert_eq!(record.winner, Some(Seat(2)));
    assert!(
        lines.contains("Trick 1: seat 2 wins with S3 (view 3, trending Scenery) for 3 tokens"),
        "{lines}"
    );
}

/// L110, L111: a Wind Shift or Crossover that cannot happen is said to be
/// skipped.
#[test]
fn l110_l111_a_skipped_wind_shift_or_crossover_is_said() {
    let mut p = event_position(
        3,
        &["F9+F8", "", "A1+S9"],
        3,
        &[EventKind::Flight, EventKind::WindShift, EventKind::Thief],
        2,
    );
    p.posts = vec![Cards::EMPTY, Cards::EMPTY, c("F3")];
    p.round_tokens = vec![0, 0, 3];
    p.tricks_this_round = vec![0, 0, 1];
    p.stacks = vec![Cards::EMPTY, Cards::EMPTY, c("A9")];
    p.phase = PhaseText::Post { seat: 0 };
    let mut g = load(p.clone());
    let lines = told(&mut g, 0, "post F9", SPECTATOR).join("\n");
    assert!(
        lines.contains("seat 1, with the fewest tokens, holds no hand card: Wind Shift is skipped"),
        "{lines}"
    );
    // Crossover: seat 1 has the fewest tokens, and seats 0 and 2 post
    // their last cards in trick 3, so there is nobody to draw from.
    p.events = vec![EventKind::Flight, EventKind::Crossover, EventKind::Thief];
    p.start = 1;
    p.hands = vec![c("F9"), c("A4"), Cards::EMPTY];
    p.posts = vec![Cards::EMPTY, c("F2"), c("F3")];
    let mut g = load(p);
    let lines = told(&mut g, 0, "post F9", SPECTATOR).join("\n");
    assert!(
        lines.contains("has nobody to draw from: Crossover is skipped"),
        "{lines}"
    );
}

/// L73 and TV-11: players who hold cards but no Post card are named when
/// the trick begins; the Inspiration Dried Up loss is said at that
/// player's turn, before the trick's result.
#[test]
fn l73_idle_seats_are_named_and_dried_up_is_said_at_its_turn() {
    let mut p = pos(4, &["F9+A1", "F2+A2", "", "0+00"], "S1 S2 S3 S4 S5 S6 S7");
    p.trick = 3;
    p.round_tokens = vec![0, 0, 3, 0];
    p.tricks_this_round = vec![0, 0, 1, 0];
    p.stacks = vec![Cards::EMPTY, Cards::EMPTY, c("S9"), Cards::EMPTY];
    let g = load(p);
    assert_eq!(g.cannot_post(), tabletop_core::SeatSet::only(Seat(3)));
    let mut g2 = g.clone();
    let first = told(&mut g2, 0, "post F9", SPECTATOR);
    assert_eq!(first, ["seat 0 posts F9 (Food, view 9)"]);
    let lines = told(&mut g2, 1, "post F2", SPECTATOR);
    let dried = lines
        .iter()
        .position(|l| l.contains("seat 2 has no cards: Inspiration Dried Up, -2 tokens"))
        .unwrap_or_else(|| panic!("{lines:?}"));
    let result = lines
        .iter()
        .position(|l| l.starts_with("Trick 3:"))
        .unwrap();
    assert!(dried < result, "{lines:?}");
    let next = lines
        .iter()
        .position(|l| l.starts_with("Trick 4: seat 0 starts"))
        .unwrap();
    assert!(
        lines[next + 1].contains("seat 3 holds cards but no Post card and will not post"),
        "{lines:?}"
    );
    // Seat 2's turn in trick 4 comes after seat 1's: it pays its last token.
    let lines = told(&mut g2, 0, "post A1", SPECTATOR).join("\n");
    assert!(
        !lines.contains("Dried Up"),
        "seat 2's turn is not reached yet"
    );
    let lines = told(&mut g2, 1, "post A2", SPECTATOR).join("\n");
    assert!(
        lines.contains("seat 2 has no cards: Inspiration Dried Up, -1 token\n"),
        "{lines}"
    );
}

/// L48 and L79-L80: a tie is explained — the earlier post wins a trick;
/// at the end the most tricks, then a shared victory.
#[test]
fn l48_l80_ties_are_explained() {
    let mut g = load(pos(3, &["F9+A1", "F9+A2", "F4+A6"], "A1 A2 A3 A4 S1 S2 S3"));
    play(&mut g, 0, "post F9");
    play(&mut g, 1, "post F9");
    let lines = told(&mut g, 2, "post F4", SPECTATOR).join("\n");
    assert!(lines.contains("Trick 1: seat 0 wins with F9"), "{lines}");
    assert!(
        lines.contains("seat 1 has the same view; the earlier post wins (L48)"),
        "{lines}"
    );
    // The game's end: 23 tokens each; tricks decide, then a shared victory.
    for (tricks, expected) in [
        (
            [5, 5],
            "seat 0 and seat 1 tie on 23 tokens; seat 0 won the most tricks (6 to 5) and wins.",
        ),
        (
            [4, 5],
            "seat 0 and seat 1 tie on 23 tokens and 5 tricks: a shared victory.",
        ),
    ] {
        let p = last_post_of_the_game(tricks);
        let mut g = load(p);
        let lines = told(&mut g, 0, "post F5", SPECTATOR).join("\n");
        assert!(lines.contains(expected), "{lines}");
    }
}

/// L70 "randomly select one of the tied players": the draw for the next
/// starting player is said.
#[test]
fn l70_the_draw_for_the_next_starting_player_is_said() {
    let mut p = pos(4, &["F5", "", "", ""], "A1 A2 A3 A4 S1 S2 0");
    p.round = 2;
    p.trick = 7;
    p.total_tokens = vec![10, 4, 4, 7];
    p.tricks_before = vec![2, 1, 1, 2];
    p.records = vec![
        [10u8, 4, 4, 7]
            .iter()
            .zip([2u8, 1, 1, 2])
            .map(|(&tokens, tricks)| RoundScore {
                tokens,
                tricks,
                poor_planning: 0,
            })
            .collect(),
    ];
    let mut g = load(p);
    let lines = told(&mut g, 0, "post F5", SPECTATOR).join("\n");
    let start = g.starting_player().0;
    let picked = (start + 3) % 4;
    let said = format!(
        "Round 3: seat 1 and seat 2 tie for the fewest tokens (4) and the draw picks seat \
         {picked}, so seat {start}, to its left, starts"
    );
    assert!(lines.contains(&said), "{lines}");
}

/// L91 and TV-23: the two-player setup explains the 11 cards in hand —
/// 10 and a Souvenir — and shows the face-up cards to everyone.
#[test]
fn l91_two_player_setup_explains_the_souvenir() {
    let g = Traveluencer::setup(cfg(2), 5).unwrap();
    let lines = g.describe_setup(SPECTATOR).join("\n");
    assert!(lines.contains("seat 0: 11 cards in hand (10 and a Souvenir), face up: "));
    assert!(
        !lines.contains("in hand: "),
        "a spectator sees no hand: {lines}"
    );
    let mine = g.describe_setup(seat(1)).join("\n");
    assert!(mine.contains(&format!("in hand: {}", g.hand(Seat(1)))));
    assert_eq!(
        mine.matches("in hand: ").count(),
        1,
        "only its own hand: {mine}"
    );
}

/// English plurals: "1 trick", "1 token", never "1 tricks" or "token(s)".
#[test]
fn narration_speaks_english_plurals() {
    let mut p = pos(3, &["F9", "", ""], "S1 S2 S3 S4 S5 S6 S7");
    p.trick = 7;
    p.round_tokens = vec![0, 3, 3];
    p.tricks_this_round = vec![0, 1, 1];
    p.stacks = vec![Cards::EMPTY, c("S8"), c("S9")];
    let mut g = load(p);
    let lines = told(&mut g, 0, "post F9", SPECTATOR).join("\n");
    assert!(lines.contains("seat 0: 3 tokens (1 trick)"), "{lines}");
    assert!(lines.contains("for 3 tokens"), "{lines}");
    assert!(
        !lines.contains("1 tricks") && !lines.contains("(s)"),
        "{lines}"
    );
}
