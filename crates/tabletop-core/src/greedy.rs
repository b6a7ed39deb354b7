//! The greedy bots' choice: the best-scored action, ties broken at random.

use crate::rng::GameRng;

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
