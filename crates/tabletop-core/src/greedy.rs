//! The greedy bots: [`GreedyBot`], a cheap one-step heuristic and no
//! search, for every game that gives its heuristic ([`Greedy`]); and
//! [`best_index`], their usual choice: the best-scored action, ties broken
//! at random.

use crate::bot::Bot;
use crate::game::Game;
use crate::rng::GameRng;
use crate::seat::Seat;
use std::marker::PhantomData;

/// A game's one-step heuristic: how its [`GreedyBot`] picks among the
/// legal actions. It decides from what `seat` may see only.
pub trait Greedy: Game {
    /// The index in `legal` (never empty) of the action the heuristic
    /// rates best for `seat`, ties broken with `rng` (the bot's own
    /// generator). Most games score each action and ask [`best_index`].
    fn greedy_choice(&self, seat: Seat, legal: &[Self::Action], rng: &mut GameRng) -> usize;
}

/// The greedy bot of the game `G`: it plays the action `G`'s heuristic
/// ([`Greedy::greedy_choice`]) rates best, with a generator of its own for
/// ties. Each game names it `GreedyBot` and says what its heuristic does.
///
/// ```
/// use tabletop_core::{Greedy, GreedyBot};
/// # use tabletop_core::{Bot, Seat};
/// # fn first_pick<G: Greedy>(state: &G, seat: Seat, legal: &[G::Action]) -> usize {
/// let mut bot = GreedyBot::<G>::new(7);
/// bot.choose(state, seat, legal)
/// # }
/// ```
#[derive(Clone, Debug)]
pub struct GreedyBot<G> {
    /// Breaks ties between equally rated actions.
    rng: GameRng,
    /// The game played (the bot holds none of its state).
    game: PhantomData<fn() -> G>,
}

impl<G> GreedyBot<G> {
    /// A greedy bot with its own generator (for ties only).
    #[must_use]
    pub fn new(seed: u64) -> Self {
        GreedyBot {
            rng: GameRng::new(seed),
            game: PhantomData,
        }
    }
}

impl<G: Greedy> Bot<G> for GreedyBot<G> {
    fn choose(&mut self, state: &G, seat: Seat, legal: &[G::Action]) -> usize {
        state.greedy_choice(seat, legal, &mut self.rng)
    }
}

/// The index in `legal` of the action `score` rates highest. Scores within
/// `tolerance` of the best so far tie; among tied actions `rng` picks one
/// uniformly, drawing once for each tie after the first (reservoir
/// sampling, in the order `legal` lists them). With one action or none the
/// answer is 0 and nothing is drawn.
///
/// ```
/// use tabletop_core::GameRng;
/// use tabletop_core::greedy::best_index;
///
/// let mut rng = GameRng::new(7);
/// assert_eq!(best_index(&[1.0, 3.0, 2.0], 1e-6, &mut rng, |&s| s), 1);
/// let tied = best_index(&[1.0, 3.0, 3.0], 1e-6, &mut rng, |&s| s);
/// assert!(tied == 1 || tied == 2);
/// assert_eq!(best_index(&[5.0], 1e-6, &mut rng, |&s| s), 0);
/// ```
pub fn best_index<T>(
    legal: &[T],
    tolerance: f32,
    rng: &mut GameRng,
    mut score: impl FnMut(&T) -> f32,
) -> usize {
    if legal.len() <= 1 {
        return 0;
    }
    let mut best = f32::MIN;
    let mut ties = 0usize;
    let mut pick = 0;
    for (i, action) in legal.iter().enumerate() {
        let s = score(action);
        if s > best + tolerance {
            best = s;
            pick = i;
            ties = 1;
        } else if (s - best).abs() <= tolerance {
            ties += 1;
            if rng.index(ties) == 0 {
                pick = i;
            }
        }
    }
    pick
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tied_action_is_picked_and_no_other() {
        let scores = [2.0, 5.0, 1.0, 5.0 + 1e-7, 5.0];
        let mut rng = GameRng::new(1);
        let mut seen = [0usize; 5];
        for _ in 0..300 {
            seen[best_index(&scores, 1e-6, &mut rng, |&s| s)] += 1;
        }
        assert_eq!((seen[0], seen[2]), (0, 0));
        assert!(seen[1] > 50 && seen[3] > 50 && seen[4] > 50, "{seen:?}");
    }
}
