//! A second referee for two rules of the turn, written from the rulebook
//! and sharing no code with the engine:
//!
//! * Nightlife tokens (L59, SJ-36): a token may be spent at the start of a
//!   turn only — before any other action of that turn — by a player who
//!   holds one; any number of them by default, one a turn under
//!   `nightlife = one_per_turn`. The referee keeps its own count of what
//!   each turn has done and checks that the engine offers `nightlife`
//!   exactly when these rules allow it.
//! * Awaken at any time in your turn (L38, SJ-18): a refill card the
//!   player did not place (one with a single space to go to) may go in by
//!   itself only if the player has no face-up Guardian token left, since
//!   otherwise the player could still Awaken before it is drawn.

use seoul_rules::{Action, Nightlife, Seoul, SeoulConfig};
use tabletop_core::words::plural;
use tabletop_core::{Game, Seat};

/// Counts of the cases the turn referee met.
#[derive(Clone, Debug, Default)]
pub struct TurnsSeen {
    /// Turns in which two or more Nightlife tokens were spent.
    pub nightlife_twice: u64,
    /// Refill steps that waited for a player holding a face-up token,
    /// although the card had one space to go to.
    pub refills_held_for_awaken: u64,
}

impl TurnsSeen {
    pub fn add(&mut self, o: &TurnsSeen) {
        self.nightlife_twice += o.nightlife_twice;
        self.refills_held_for_awaken += o.refills_held_for_awaken;
    }
}

/// The engine's legal actions for `seat`.
fn legal(game: &Seoul, seat: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    game.legal_actions(seat, &mut out);
    out
}

pub struct TurnReferee {
    one_per_turn: bool,
    /// The turn being followed: (Day, turns completed before it).
    turn: (u8, u32),
    /// Nightlife tokens spent this turn.
    spent: u8,
    /// Whether anything but a Nightlife token was done this turn.
    acted: bool,
    pub seen: TurnsSeen,
}

impl TurnReferee {
    pub fn new(config: &SeoulConfig) -> Self {
        TurnReferee {
            one_per_turn: config.nightlife() == Nightlife::OnePerTurn,
            turn: (0, u32::MAX),
            spent: 0,
            acted: false,
            seen: TurnsSeen::default(),
        }
    }

    /// Whether the referee's rules allow `seat` a Nightlife token in
    /// `game` (L59, SJ-36).
    fn nightlife_allowed(&self, game: &Seoul, seat: Seat) -> bool {
        game.nightlife(seat) > 0 && !self.acted && !(self.one_per_turn && self.spent > 0)
    }

    /// Follows one action.
    pub fn observe(
        &mut self,
        before: &Seoul,
        seat: Seat,
        action: &Action,
        after: &Seoul,
    ) -> Result<(), String> {
        if self.turn != (before.day(), before.turns()) {
            self.turn = (before.day(), before.turns());
            self.spent = 0;
            self.acted = false;
        }
        let offered = legal(before, seat).contains(&Action::Nightlife);
        let allowed = self.nightlife_allowed(before, seat);
        if offered != allowed {
            return Err(format!(
                "{seat} holds {}, has spent {} and has{} acted this turn: \
                 the engine {} a token, the rulebook {}",
                plural(usize::from(before.nightlife(seat)), "Nightlife token"),
                self.spent,
                if self.acted { "" } else { " not" },
                if offered { "offers" } else { "refuses" },
                if allowed { "allows one" } else { "does not" },
            ));
        }
        if *action == Action::Nightlife {
            self.spent += 1;
            if self.spent == 2 {
                self.seen.nightlife_twice += 1;
            }
        } else {
            self.acted = true;
        }
        self.check_refill(before, seat, action, after)
    }

    /// L38: no refill card goes in by itself while the player could
    /// still Awaken first.
    fn check_refill(
        &mut self,
        before: &Seoul,
        seat: Seat,
        action: &Action,
        after: &Seoul,
    ) -> Result<(), String> {
        if after.day() != before.day() || after.outcome().is_some() {
            // A Day ends only once the last turn is over, and a turn with
            // a face-up token left ends only by the player's own `end`.
            return Ok(());
        }
        let placed = after.face_down().difference(before.face_down()).len();
        let chosen = usize::from(matches!(action, Action::Refill { .. }));
        let face_up = after.guardians(seat).difference(after.flipped());
        if placed > chosen && !face_up.is_empty() {
            return Err(format!(
                "{} went in by itself while {seat} could still awaken a Guardian",
                plural(placed - chosen, "refill card")
            ));
        }
        let refills = legal(after, seat)
            .iter()
            .filter(|a| matches!(a, Action::Refill { .. }))
            .count();
        if refills == 1 {
            self.seen.refills_held_for_awaken += 1;
        }
        Ok(())
    }
}
