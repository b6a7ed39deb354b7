//! The legal ids named without a list of actions
//! ([`Research::next_steps`](tabletop_core::Research::next_steps)).
//!
//! Every action of Seoul Journey is one step, and its id is its code. So the
//! legal ids of a decision are the codes of its legal actions: the listing
//! [`Game::legal_actions`](tabletop_core::Game::legal_actions) makes
//! ([`Seoul::push_legal`]) writes them straight into the caller's list, and
//! they are sorted. Nothing follows a chosen id: it is a whole action.

use crate::action::Action;
use crate::legal_list::ActionSink;
use crate::state::Seoul;
use tabletop_core::Seat;
use tabletop_core::research::ActionId;

/// A sink that keeps the id (the code) of each action listed.
struct Ids<'a>(&'a mut Vec<ActionId>);

impl ActionSink for Ids<'_> {
    #[inline]
    fn push(&mut self, action: Action) {
        // Every code is below ACTION_CODES (5,775), so it fits an id.
        self.0.push(action.code() as ActionId);
    }

    #[inline]
    fn len(&self) -> usize {
        self.0.len()
    }
}

impl Seoul {
    /// The legal ids of `seat` after `prefix`, ascending, into `out`
    /// (cleared first): the codes of its legal actions when no step is
    /// chosen, none after one.
    pub(super) fn next_ids(&self, seat: Seat, prefix: &[ActionId], out: &mut Vec<ActionId>) {
        out.clear();
        if prefix.is_empty() {
            self.push_legal(seat, &mut Ids(out));
            // Codes of different actions differ, so there are no repeats.
            out.sort_unstable();
        }
    }

    /// The action `steps` name: one id, the action's code.
    pub(super) fn action_of_id(steps: &[ActionId]) -> Option<Action> {
        match steps {
            [id] => Action::from_code(u128::from(*id)),
            _ => None,
        }
    }
}
