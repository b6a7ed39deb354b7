//! The promises the fuzz harness checks that the conformance kit does not
//! phrase the same way: consistent outcomes, messages and narration safe to
//! print, exact saves through the same paths the tools use.

use crate::game::{Audit, Game, GameConfig};
use crate::outcome::Outcome;
use crate::position::PositionFile;
use crate::replay::Replay;
use crate::research::Research;
use crate::seat::Seat;
use crate::text::{is_printable, names_internal_type};

/// The most characters a message about input may have.
const MESSAGE_CHARS: usize = 1_000;

/// A message (an error's `Display`) that may be shown to a person: every
/// character printed as itself, at most 1,000 characters, no internal type
/// name.
pub(super) fn check_message(what: &str, msg: &str, ctx: &impl Fn(String) -> String) {
    if !is_printable(msg) {
        panic!(
            "{}",
            ctx(format!("{what} prints unescaped characters: {msg:?}"))
        );
    }
    let chars = msg.chars().count();
    if chars > MESSAGE_CHARS {
        let head: String = msg.chars().take(120).collect();
        panic!(
            "{}",
            ctx(format!("{what} is {chars} characters long: {head}…"))
        );
    }
    if names_internal_type(msg) {
        panic!("{}", ctx(format!("{what} names an internal type: {msg}")));
    }
}

/// Narration lines: each printable (their length is the game's: a line may
/// list a whole table).
pub(super) fn check_lines(what: &str, lines: &[String], ctx: &impl Fn(String) -> String) {
    for line in lines {
        if !is_printable(line) {
            panic!(
                "{}",
                ctx(format!(
                    "{what} has a line that cannot be printed: {line:?}"
                ))
            );
        }
    }
}

/// The outcome agrees with the game being over, and its ranks with its
/// scores and tie-breaks: a seat's rank is one more than the number of
/// seats ahead of it on (score, tie-break), the winners are the seats
/// ranked first (in a solo game the one seat may also have lost, with no
/// winner).
pub(super) fn check_outcome<G: Game>(state: &G, ctx: &impl Fn(String) -> String) {
    let over = state.to_act().is_over();
    let outcome = state.outcome();
    match (&outcome, over) {
        (None, true) => panic!("{}", ctx("the game is over without an outcome".into())),
        (Some(_), false) => panic!("{}", ctx("an outcome before the game is over".into())),
        _ => {}
    }
    if let Some(outcome) = outcome {
        check_ranks(&outcome, state.config().players(), ctx);
    }
}

fn check_ranks(o: &Outcome, players: usize, ctx: &impl Fn(String) -> String) {
    let fail =
        |why: String| -> ! { panic!("{}", ctx(format!("inconsistent outcome: {why}: {o:?}"))) };
    if o.scores.len() != players || o.ranks.len() != players {
        fail(format!(
            "{players} seats but {} scores and {} ranks",
            o.scores.len(),
            o.ranks.len()
        ));
    }
    if !o.tiebreaks.is_empty() && o.tiebreaks.len() != players {
        fail(format!(
            "{players} seats but {} tie-breaks",
            o.tiebreaks.len()
        ));
    }
    let key = |i: usize| (o.scores[i], o.tiebreaks.get(i).copied().unwrap_or(0));
    for i in 0..players {
        let ahead = (0..players).filter(|&j| key(j) > key(i)).count();
        if usize::from(o.ranks[i]) != ahead + 1 {
            fail(format!(
                "seat {i} is ranked {} with {ahead} seats ahead of it",
                o.ranks[i]
            ));
        }
    }
    for seat in o.winners.iter() {
        if seat.index() >= players || o.ranks[seat.index()] != 1 {
            fail(format!("{seat} wins without being ranked first"));
        }
    }
    let first = (0..players).filter(|&i| o.ranks[i] == 1).count();
    if players > 1 && o.winners.len() != first {
        fail(format!(
            "{first} seats ranked first but {} winners",
            o.winners.len()
        ));
    }
    for line in &o.breakdown {
        check_lines("the scoring breakdown", std::slice::from_ref(line), ctx);
    }
    check_lines("the ending", std::slice::from_ref(&o.ending), ctx);
}

/// The state saves as a position file and reads back (through
/// [`PositionFile::read`], the path of every tool) as exactly the same
/// state, and saves again as the same text.
pub(super) fn check_position_round_trip<G: Game>(state: &G, ctx: &impl Fn(String) -> String) {
    if state.clone() != *state {
        panic!("{}", ctx("a clone differs from its original".into()));
    }
    let file = PositionFile::of(state)
        .unwrap_or_else(|e| panic!("{}", ctx(format!("the state does not save: {e}"))));
    let text = serde_json::to_string(&file).expect("a position file serialises");
    let back: G = PositionFile::read(&text).unwrap_or_else(|e| {
        panic!(
            "{}",
            ctx(format!("the saved position does not load: {e}\n{text}"))
        )
    });
    if back != *state {
        panic!(
            "{}",
            ctx(format!(
                "the saved position loads as another state:\n{text}"
            ))
        );
    }
    let again = PositionFile::of(&back).expect("it saved once");
    if again != file {
        panic!(
            "{}",
            ctx(format!(
                "the position saves differently once loaded:\n{text}"
            ))
        );
    }
}

/// The replay plays back to `state`, and its text reads back (through
/// [`Replay::read`]) as the same replay.
pub(super) fn check_replay<G: Game>(
    replay: &Replay<G>,
    state: &G,
    ctx: &impl Fn(String) -> String,
) {
    match replay.play() {
        Ok(replayed) if replayed == *state => {}
        Ok(_) => panic!("{}", ctx("the replay does not reproduce the game".into())),
        Err(e) => panic!(
            "{}",
            ctx(format!("the replay of the game does not play: {e}"))
        ),
    }
    let text = serde_json::to_string(replay).expect("a replay serialises");
    match Replay::<G>::read(&text, replay.actions.len()) {
        Ok(back) if back == *replay => {}
        Ok(_) => panic!("{}", ctx("the replay reads back as another replay".into())),
        Err(e) => panic!("{}", ctx(format!("the replay does not read back: {e}"))),
    }
}

/// Every audience's setup description and every seat's view can be asked
/// for (also of seats that are not at the table) and printed.
pub(super) fn exercise_views<G: Audit + Research>(state: &G, ctx: &impl Fn(String) -> String) {
    use crate::audience::Audience;
    let players = state.config().players() as u8;
    for s in 0..players.saturating_add(2) {
        let _ = state.view(Seat(s));
        check_lines(
            "the setup description",
            &state.describe_setup(Audience::Seat(Seat(s))),
            ctx,
        );
    }
    let _ = state.view(Seat(u8::MAX));
    let _ = state.public_view();
    for audience in [Audience::Omniscient, Audience::Spectator] {
        check_lines(
            "the setup description",
            &state.describe_setup(audience),
            ctx,
        );
    }
}
