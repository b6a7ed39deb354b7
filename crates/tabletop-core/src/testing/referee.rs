//! Driving a game for a second referee: every action is shown to it, and
//! the first disagreement is reported with where it happened.

use crate::{Bot, Finish, Game, Seat, play_out};

/// Plays `game` to its end with `bots` (at most `cap` actions), showing
/// every action to a second referee as `observe(before, seat, action,
/// after)`. Returns the referee's first objection with where it happened —
/// the action's number, the seat and the action in the game's notation —
/// or an error if an engine fault occurs or the game does not end within
/// `cap` actions.
pub fn referee_play_out<G: Game>(
    game: &mut G,
    bots: &mut [Box<dyn Bot<G> + '_>],
    cap: u64,
    mut observe: impl FnMut(&G, Seat, &G::Action, &G) -> Result<(), String>,
) -> Result<(), String> {
    let mut objection: Option<String> = None;
    let finish = play_out(
        game,
        bots,
        cap,
        &mut Vec::new(),
        |before, seat, action, after| {
            if objection.is_none()
                && let Err(e) = observe(before, seat, action, after)
            {
                objection = Some(format!(
                    "action {} ({seat}: {}): {e}",
                    before.actions_taken(),
                    before.action_text(action)
                ));
            }
        },
    )
    .map_err(|e| format!("{e:?}"))?;
    if let Some(e) = objection {
        return Err(e);
    }
    match finish {
        Finish::Natural => Ok(()),
        Finish::Capped => Err(format!("the game did not end within {cap} actions")),
    }
}
