//! Setup (L13–16, L57–60) and dealing (L18, L64).
//!
//! The generator is used in one fixed order: (multiplayer) shuffle the
//! In-Game goals and reveal the first 2, shuffle the End-Game goals and
//! reveal the first 2; then shuffle the trail deck. Nothing after that is
//! random: every hand is dealt from the top of the shuffled deck, 8 cards
//! to seat 0, then 8 to seat 1, and so on.

use crate::cards::GoalKind;
use crate::config::TrailblazersConfig;
use crate::event::{TrailblazersEvent, numbers};
use crate::park::Park;
use crate::state::{GOALS_REVEALED, HAND_SIZE, MAX_PLAYERS, Step, Trailblazers};
use tabletop_core::events::{EventSink, NoEvents};
use tabletop_core::{ConfigError, GameConfig, GameRng, Pile, Seating};

impl Trailblazers {
    /// A new game: validates `config`, shuffles with the generator of
    /// `seed`, deals round 1 and waits for the first camps.
    pub fn new_game(config: TrailblazersConfig, seed: u64) -> Result<Self, ConfigError> {
        config.validate()?;
        let players = config.players();
        let seating = Seating::new(players)
            .ok_or_else(|| ConfigError::player_count("trailblazers", players, 1..=4))?;
        let mut rng = GameRng::new(seed);
        let cat = config.catalogue();
        let mut in_game = [None; GOALS_REVEALED];
        let mut end_game = [None; GOALS_REVEALED];
        match config.challenge() {
            None => {
                for (kind, slots) in [
                    (GoalKind::InGame, &mut in_game),
                    (GoalKind::EndGame, &mut end_game),
                ] {
                    let mut order: Vec<u8> = (0..cat.goals(kind).len() as u8).collect();
                    rng.shuffle(&mut order);
                    for (slot, &g) in slots.iter_mut().zip(&order) {
                        *slot = Some(g);
                    }
                }
            }
            Some(challenge) => {
                for key in challenge.goals() {
                    if let Some((kind, i)) = cat.find_goal(key) {
                        let slot = match kind {
                            GoalKind::InGame => &mut in_game[0],
                            GoalKind::EndGame => &mut end_game[0],
                        };
                        *slot = Some(i as u8);
                    }
                }
            }
        }
        let ids: Vec<u8> = (0..cat.trail_count() as u8).collect();
        let mut deck = Pile::from_slice(&ids)
            .map_err(|_| ConfigError::invalid("deck", "a deck holds at most 255 trail cards"))?;
        deck.shuffle(&mut rng);
        let mut game = Trailblazers {
            seating,
            round: 1,
            step: Step::Camps,
            parks: std::array::from_fn(|_| Park::new()),
            placed: [0; MAX_PLAYERS],
            hands: [Pile::new(); MAX_PLAYERS],
            deck,
            discards: Pile::new(),
            in_game,
            end_game,
            claims: [[0; MAX_PLAYERS]; GOALS_REVEALED],
            ending: None,
            actions: 0,
            rng,
            config,
        };
        game.deal_round(&mut NoEvents);
        Ok(game)
    }

    /// Deals (multiplayer) or draws (solo) a hand of 8 to every seat.
    pub(crate) fn deal_round<S: EventSink<TrailblazersEvent>>(&mut self, events: &mut S) {
        for seat in self.seating.seats() {
            self.draw_into(seat.index(), HAND_SIZE);
            events.emit(|| TrailblazersEvent::Dealt {
                seat,
                cards: numbers(self.hand(seat)),
            });
        }
    }

    /// Moves up to `n` cards from the top of the deck into seat `i`'s hand.
    /// The configuration guarantees the deck never runs out (TB-12).
    pub(crate) fn draw_into(&mut self, i: usize, n: usize) {
        for _ in 0..n {
            let Some(card) = self.deck.draw() else { return };
            if self.hands[i].push(card).is_err() {
                let _ = self.discards.push(card);
            }
        }
    }
}
