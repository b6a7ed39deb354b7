//! Duel's research surface, for the tests of the stepper, the research kit
//! and the search. A card `c` (0..12) is played in two steps — `c / 4`
//! (ids 0..3), then `3 + c % 4` (ids 3..7) — so that factored actions are
//! exercised. Duel keeps no history, so its information state is its
//! observation.
//!
//! Observation (17 values): the seat's hand (12, one per card), which seats
//! have committed (3), the trick number (1), the seat's score minus the best
//! other score (1).

use super::{Bug, Duel};
use tabletop_core::{ActionId, Game, GameRng, Research, Seat, Steps};

impl Research for Duel {
    fn num_distinct_actions(_: &super::DuelConfig) -> usize {
        7
    }

    fn max_game_length(config: &super::DuelConfig) -> usize {
        3 * config.players * 2
    }

    fn action_steps(&self, _: Seat, action: &super::Play, out: &mut Steps) {
        out.clear();
        out.push(ActionId::from(action.0 / 4));
        out.push(3 + ActionId::from(action.0 % 4));
    }

    /// Answered in the second trick only (from the legal cards), so that
    /// the stepper's two ways — listing the legal actions, or asking the
    /// game — are both exercised.
    fn next_steps(&self, seat: Seat, prefix: &[ActionId], out: &mut Vec<ActionId>) -> bool {
        out.clear();
        if self.trick != 1 {
            return false;
        }
        let mut legal = Vec::new();
        self.legal_actions(seat, &mut legal);
        for super::Play(c) in legal {
            let steps = [ActionId::from(c / 4), 3 + ActionId::from(c % 4)];
            if steps.starts_with(prefix)
                && let Some(&id) = steps.get(prefix.len())
            {
                out.push(id);
            }
        }
        out.sort_unstable();
        out.dedup();
        if self.config.bug == Bug::NextStepsDropsOne && out.len() > 1 {
            out.pop();
        }
        true
    }

    fn action_of_steps(&self, _: Seat, steps: &[ActionId]) -> Option<super::Play> {
        match *steps {
            [group, rest @ 3..7] if group < 3 => Some(super::Play((group * 4 + rest - 3) as u8)),
            _ => None,
        }
    }

    fn step_text(&self, _: Seat, id: ActionId) -> String {
        match id {
            0..3 => format!("a card from {} to {}", id * 4, id * 4 + 3),
            _ => format!("the card ending in {} (of 4)", id - 3),
        }
    }

    fn observation_shape(_: &super::DuelConfig) -> Vec<usize> {
        vec![17]
    }

    fn write_observation(&self, seat: Seat, out: &mut [f32]) {
        out.fill(0.0);
        for c in self.hands[seat.index()].iter() {
            out[c as usize] = 1.0;
        }
        if self.config.bug == Bug::LeakyView {
            // The planted leak reaches the tensor too: the next seat's hand.
            for c in self.hands[self.next_seat(seat)].iter() {
                out[c as usize] = 2.0;
            }
        }
        for s in 0..self.config.players {
            out[12 + s] = f32::from(u8::from(self.committed[s].is_some()));
        }
        out[15] = f32::from(self.trick);
        let mine = self.scores[seat.index()];
        let best_other = (0..self.config.players)
            .filter(|&s| s != seat.index())
            .map(|s| self.scores[s])
            .max()
            .unwrap_or(0);
        out[16] = (mine - best_other) as f32;
    }

    fn information_state_shape(config: &super::DuelConfig) -> Vec<usize> {
        Self::observation_shape(config)
    }

    fn write_information_state(&self, seat: Seat, out: &mut [f32]) {
        self.write_observation(seat, out);
    }

    fn observation_string(&self, seat: Seat) -> String {
        let hand: Vec<String> = self.hands[seat.index()]
            .iter()
            .map(|c| c.to_string())
            .collect();
        format!(
            "trick {}; hand {}; scores {:?}",
            self.trick,
            hand.join(" "),
            self.scores()
        )
    }

    /// The toy keeps no history beyond what a seat sees now.
    fn write_recall_string(&self, _seat: Seat, _out: &mut String) {}

    fn resample_hidden(&self, observer: Seat, rng: &mut GameRng) -> Self {
        let bug = self.config.bug;
        if bug == Bug::ScrambleNothing {
            return self.clone();
        }
        // Pool every card the observer cannot see (other hands, committed
        // cards of others, the deck) and deal it back at random.
        let mut copy = self.clone();
        let sees = |s: usize| s == observer.index() && bug != Bug::ScrambleObserver;
        let mut pool: Vec<u8> = Vec::new();
        for s in 0..self.config.players {
            if !sees(s) {
                pool.extend(self.hands[s].iter());
                pool.extend(self.committed[s]);
            }
        }
        pool.extend(self.deck.iter());
        // In a canonical order first, so that two states the observer
        // cannot tell apart resample alike from the same generator.
        pool.sort_unstable();
        rng.shuffle(&mut pool);
        let mut it = pool.into_iter();
        for s in 0..self.config.players {
            if !sees(s) {
                let n = self.hands[s].len();
                copy.hands[s] = it.by_ref().take(n).collect();
                if self.committed[s].is_some() {
                    copy.committed[s] = it.next();
                }
            }
        }
        let mut rest: Vec<u8> = it.collect();
        if bug == Bug::ScrambleLosesACard {
            rest.pop();
        }
        copy.deck = tabletop_core::Pile::from_slice(&rest).expect("fits");
        copy.rng = GameRng::new(rng.next_u64());
        copy
    }

    fn resample_future(&mut self, rng: &mut GameRng) {
        let mut deck: Vec<u8> = self.deck.iter().collect();
        deck.sort_unstable();
        rng.shuffle(&mut deck);
        self.deck = tabletop_core::Pile::from_slice(&deck).expect("the deck fits");
        self.rng = GameRng::new(rng.next_u64());
    }
}
