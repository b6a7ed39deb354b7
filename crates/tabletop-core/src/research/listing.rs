//! [`Listing`]: what [`Stepper`](super::Stepper) knows of the seat to act's
//! legal actions, kept from call to call until the state or the steps
//! chosen so far change.

use super::{ActionId, Research, Steps};
use crate::seat::Seat;

/// The legal ids that may follow the steps chosen so far, and how the
/// stepper finds the action they complete: from the game itself when it
/// answers [`Research::next_steps`], else from the seat's legal actions,
/// listed once per decision with their steps end to end.
#[derive(Clone, Debug)]
pub(super) struct Listing<A> {
    /// Whether the fields below are for the present state and seat.
    fresh: bool,
    /// Whether the game answers the next steps itself.
    by_game: bool,
    /// The legal actions (when the game does not answer).
    legal: Vec<A>,
    /// Action `i`'s steps are `ids[starts[i]..starts[i + 1]]`.
    starts: Vec<u32>,
    ids: Vec<ActionId>,
    /// The actions whose steps begin with the steps chosen so far.
    live: Vec<u32>,
    /// The legal ids after the steps chosen so far, ascending.
    next: Vec<ActionId>,
    /// Whether `next` is for the steps chosen so far.
    next_fresh: bool,
    /// One bit per action id, all clear between calls.
    seen: Vec<u64>,
}

impl<A: Clone> Listing<A> {
    /// An empty listing of a space of `actions` ids.
    pub(super) fn new(actions: usize) -> Self {
        Listing {
            fresh: false,
            by_game: false,
            legal: Vec::new(),
            starts: Vec::new(),
            ids: Vec::new(),
            live: Vec::new(),
            next: Vec::new(),
            next_fresh: false,
            seen: vec![0; actions.div_ceil(64)],
        }
    }

    /// Forgets everything: the state has changed.
    pub(super) fn invalidate(&mut self) {
        self.fresh = false;
        self.next_fresh = false;
    }

    /// The steps of listed action `i`.
    fn steps_of(&self, i: u32) -> &[ActionId] {
        let i = i as usize;
        &self.ids[self.starts[i] as usize..self.starts[i + 1] as usize]
    }

    /// The legal ids of `seat` (the seat to act) after `prefix`, ascending.
    pub(super) fn next_ids<G: Research<Action = A>>(
        &mut self,
        state: &G,
        seat: Seat,
        prefix: &[ActionId],
    ) -> &[ActionId] {
        if !self.fresh {
            self.refresh(state, seat, prefix);
        }
        if !self.next_fresh {
            if self.by_game {
                state.next_steps(seat, prefix, &mut self.next);
            } else {
                self.collect_next(prefix.len());
            }
            self.next_fresh = true;
        }
        &self.next
    }

    fn refresh<G: Research<Action = A>>(&mut self, state: &G, seat: Seat, prefix: &[ActionId]) {
        self.fresh = true;
        self.by_game = state.next_steps(seat, prefix, &mut self.next);
        self.next_fresh = self.by_game;
        self.legal.clear();
        self.starts.clear();
        self.ids.clear();
        self.live.clear();
        if self.by_game {
            return;
        }
        state.legal_actions(seat, &mut self.legal);
        let mut steps = Steps::EMPTY;
        self.starts.push(0);
        for (i, action) in self.legal.iter().enumerate() {
            state.action_steps(seat, action, &mut steps);
            self.ids.extend_from_slice(steps.as_slice());
            self.starts.push(self.ids.len() as u32);
            if steps.starts_with(prefix) {
                self.live.push(i as u32);
            }
        }
    }

    /// The distinct ids at `depth` of the live actions, ascending.
    fn collect_next(&mut self, depth: usize) {
        self.next.clear();
        for &i in &self.live {
            if let Some(&id) = self.steps_of(i).get(depth)
                && let Some(word) = self.seen.get_mut(id as usize / 64)
            {
                *word |= 1 << (id % 64);
            }
        }
        for (w, word) in self.seen.iter_mut().enumerate() {
            while *word != 0 {
                let bit = word.trailing_zeros();
                *word &= *word - 1;
                self.next.push((w * 64) as ActionId + bit);
            }
        }
    }

    /// The action `steps` complete, if they name a whole one (each step
    /// already found among the legal ids).
    pub(super) fn complete<G: Research<Action = A>>(
        &self,
        state: &G,
        seat: Seat,
        steps: &[ActionId],
    ) -> Option<A> {
        if self.by_game {
            return state.action_of_steps(seat, steps);
        }
        self.live
            .iter()
            .find(|&&i| self.steps_of(i) == steps)
            .map(|&i| self.legal[i as usize].clone())
    }

    /// Step `id` was chosen at `depth` without completing an action.
    pub(super) fn advance(&mut self, depth: usize, id: ActionId) {
        if !self.by_game {
            let (starts, ids) = (&self.starts, &self.ids);
            self.live.retain(|&i| {
                let i = i as usize;
                ids[starts[i] as usize..starts[i + 1] as usize].get(depth) == Some(&id)
            });
        }
        self.next_fresh = false;
    }
}
