//! Named tests for the orders the rulebook fixes between two steps, where
//! the other order would change the result.

use super::*;

/// TV-14 (L69, L76): Poor Planning is charged after trick 7's award, before
/// recording. Seat 0 has no token, wins trick 7 with one card (3 tokens) and
/// still holds one card: it keeps 2 and loses 1. Charged before the award it
/// would lose nothing (it had nothing) and keep 3.
#[test]
fn tv_14_poor_planning_comes_after_the_trick_7_award() {
    let mut p = pos(3, &["F9+A5", "F2+S4", "F3+S6"], "S1 S2 S4 S6 S8 S9 A1");
    p.trick = 7;
    p.round_tokens = vec![0, 9, 8];
    p.tricks_this_round = vec![0, 2, 2];
    p.stacks = vec![Cards::EMPTY, c("A6+A7+A8"), c("S5+S7")];
    let mut g = load(p);
    play(&mut g, 0, "post F9");
    play(&mut g, 1, "post F2");
    play(&mut g, 2, "post F3");
    let t7 = last_trick(&g, 1);
    assert_eq!((t7.winner, t7.tokens), (Some(Seat(0)), 3));
    let rec = g.round_record(1).unwrap();
    assert_eq!(
        rec[0],
        RoundScore {
            tokens: 2,
            tricks: 1,
            poor_planning: 1
        }
    );
    // The others pay for their one card each, from what they had.
    assert_eq!((rec[1].tokens, rec[1].poor_planning), (8, 1));
    assert_eq!((rec[2].tokens, rec[2].poor_planning), (7, 1));
    assert_eq!(g.total_tokens(Seat(0)), 2);
}

/// TV-13 (L73): Inspiration Dried Up is charged when the player's place in
/// the trick order is reached, so a player who runs out in trick 6 pays in
/// trick 7, after trick 6's award and before trick 7's — from the tokens it
/// won in trick 6.
#[test]
fn tv_13_dried_up_is_paid_from_the_previous_tricks_award() {
    let mut p = pos(3, &["F9", "F2+A5", "F3+S6"], "S1 S2 S4 S6 S8 S9 A1");
    p.trick = 6;
    p.round_tokens = vec![0, 9, 8];
    p.tricks_this_round = vec![0, 2, 2];
    p.stacks = vec![Cards::EMPTY, c("A6+A7+A8"), c("S5+S7")];
    let mut g = load(p);
    play(&mut g, 0, "post F9");
    play(&mut g, 1, "post F2");
    play(&mut g, 2, "post F3");
    let t6 = last_trick(&g, 1);
    assert_eq!(
        (t6.winner, t6.tokens, t6.dried_up),
        (Some(Seat(0)), 3, [0; 4])
    );
    // Trick 7 begins with seat 0, who holds nothing: it pays 2 of its 3
    // tokens at once, before anyone posts.
    assert_eq!(g.round_tokens(Seat(0)), 1);
    assert_eq!(g.to_act(), ToAct::Seat(Seat(1)));
    play(&mut g, 1, "post A5");
    play(&mut g, 2, "post S6");
    let t7 = last_trick(&g, 1);
    assert_eq!(t7.dried_up, [2, 0, 0, 0]);
    assert_eq!(t7.winner, Some(Seat(1)));
    let rec = g.round_record(1).unwrap();
    assert_eq!((rec[0].tokens, rec[0].poor_planning), (1, 0));
}

/// A two-player trick 1 with these hands (no display), seat 0 to post.
fn two_players(first: &str, second: &str) -> Traveluencer {
    let mut p = pos(2, &[first, second], "A1 A2 A3 A4 S1 S2 0");
    p.displays = vec![Cards::EMPTY, Cards::EMPTY];
    load(p)
}

/// TV-25 (L97): the first player may modify only when the second post has
/// strictly more views. Equal views offer no modification: the trick is
/// decided at once, and the tie goes to the earlier post (L48).
#[test]
fn tv_25_no_modification_when_the_view_counts_are_equal() {
    let mut g = two_players("F16+A5", "F16+A6");
    play(&mut g, 0, "post F16");
    play(&mut g, 1, "post F16");
    assert!(
        !matches!(g.phase(), Phase::Modify { .. }),
        "{:?}",
        g.phase()
    );
    assert!(
        legal(&g, 0)
            .iter()
            .all(|a| !matches!(a, Action::Modify(_) | Action::Decline))
    );
    let t = last_trick(&g, 1);
    assert_eq!((t.winner, t.view()), (Some(Seat(0)), ViewCount(16)));
    // One more view is enough.
    let mut g = two_players("F16+A5", "F19+A6");
    play(&mut g, 0, "post F16");
    play(&mut g, 1, "post F19");
    assert_eq!(
        g.phase(),
        Phase::Modify {
            seat: Seat(0),
            second: false
        }
    );
}

/// TV-25 (L98): the second player may answer only when the first player's
/// modified post has strictly more views than the second's. A modification
/// that only draws level ends the trick, and the tie goes to the earlier
/// post.
#[test]
fn tv_25_no_answer_when_a_modification_only_draws_level() {
    let mut g = two_players("F2+F6+A5", "F26+F9");
    play(&mut g, 0, "post F2");
    play(&mut g, 1, "post F26");
    play(&mut g, 0, "modify F6");
    assert!(!matches!(g.phase(), Phase::Modify { .. }));
    let t = last_trick(&g, 1);
    assert_eq!(
        (t.winner, t.view(), t.tokens),
        (Some(Seat(0)), ViewCount(26), 3)
    );
}
