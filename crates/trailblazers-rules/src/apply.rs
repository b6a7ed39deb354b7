//! Applying a placement, and what happens when everyone has placed: the
//! reveal, In-Game goals, passing or discarding, the next round, the end.

use crate::cards::GoalKind;
use crate::config::SoloRefill;
use crate::measure::measure;
use crate::park::{Piece, Placement};
use crate::state::{Ending, MAX_PLAYERS, ROUNDS, Step, TURNS, Trailblazers};
use tabletop_core::{Pile, Seat};

impl Trailblazers {
    /// Lays `p` in `seat`'s park (already checked), and ends the step once
    /// every seat has placed.
    pub(crate) fn perform(&mut self, seat: Seat, p: Placement) {
        let i = seat.index();
        self.parks[i].place(self.config.catalogue(), &p);
        if let Piece::Trail(card) = p.piece {
            self.hands[i].remove(card);
        }
        self.placed[i] += 1;
        if !self.seating.seats().any(|s| self.owes(s)) {
            self.end_step();
        }
    }

    /// Everyone has placed: the placements are revealed (nothing to do —
    /// views stop hiding them), then the end of the turn.
    fn end_step(&mut self) {
        self.placed = [0; MAX_PLAYERS];
        match self.step {
            Step::Camps => self.step = Step::Turn(1),
            Step::Turn(turn) => {
                if !self.is_solo() {
                    self.claim_in_game_goals();
                }
                if turn < TURNS {
                    self.pass_hands();
                    self.step = Step::Turn(turn + 1);
                } else {
                    self.end_round();
                }
            }
            Step::Over => {}
        }
    }

    /// L33, TB-13, TB-14: at the end of every turn, each In-Game goal with
    /// a slot left goes to every player who meets it now and has not
    /// claimed it — all of them into the highest unclaimed slot.
    pub(crate) fn claim_in_game_goals(&mut self) {
        let cat = self.config.catalogue();
        let goals = cat.goals(GoalKind::InGame);
        for (g, goal) in self.in_game.iter().enumerate() {
            let Some(goal) = goal.and_then(|i| goals.get(usize::from(i))) else {
                continue;
            };
            let used = self.claims[g].iter().copied().max().unwrap_or(0);
            if usize::from(used) >= goal.slots.len() {
                continue;
            }
            let mut winners = [false; MAX_PLAYERS];
            for (s, won) in winners.iter_mut().enumerate().take(self.players()) {
                if self.claims[g][s] == 0 {
                    let park = &self.parks[s];
                    let loops = crate::loops::find_loops(park, cat);
                    *won = goal.meets(measure(&goal.metric, park, &loops, self.config.area()));
                }
            }
            for (s, won) in winners.iter().enumerate() {
                if *won {
                    self.claims[g][s] = used + 1;
                }
            }
        }
    }

    /// After turns 1 and 2 (TB-11): multiplayer hands pass left in rounds 1
    /// and 3 and right in rounds 2 and 4 (L20); the solo player discards
    /// the rest of the hand and draws as many (L64).
    fn pass_hands(&mut self) {
        if self.is_solo() {
            let n = self.hands[0].len();
            self.discard_hand(0);
            self.draw_into(0, n);
            return;
        }
        let mut next = [Pile::new(); MAX_PLAYERS];
        for seat in self.seating.seats() {
            let to = if self.round % 2 == 1 {
                self.seating.left(seat)
            } else {
                self.seating.right(seat)
            };
            next[to.index()] = self.hands[seat.index()];
        }
        self.hands = next;
    }

    fn discard_hand(&mut self, i: usize) {
        for &card in self.hands[i].as_slice() {
            let _ = self.discards.push(card);
        }
        self.hands[i].clear();
    }

    /// After turn 3: the 2 cards left are discarded (L20), then the next
    /// round is dealt, or the game ends after round 4 (L35).
    fn end_round(&mut self) {
        if self.is_solo() && self.config.solo_refill() == SoloRefill::EveryTurn {
            let n = self.hands[0].len();
            self.discard_hand(0);
            self.draw_into(0, n);
        }
        for i in 0..self.players() {
            self.discard_hand(i);
        }
        if self.round >= ROUNDS {
            self.finish(Ending::Completed);
            return;
        }
        self.round += 1;
        self.deal_round();
        if self.round < ROUNDS {
            self.step = Step::Camps;
        } else if self.is_solo() && !self.solo_in_game_goal_met() {
            // L62–63, TB-22: the solo In-Game goal is resolved at the start
            // of round 4, after the draw; a failure ends the game at once.
            self.finish(Ending::InGameGoalMissed);
        } else {
            self.step = Step::Turn(1);
        }
    }

    /// Whether the solo player's In-Game goal (if any) is met now.
    pub fn solo_in_game_goal_met(&self) -> bool {
        let cat = self.config.catalogue();
        self.goals(GoalKind::InGame).all(|goal| {
            let park = &self.parks[0];
            let loops = crate::loops::find_loops(park, cat);
            goal.meets(measure(&goal.metric, park, &loops, self.config.area()))
        })
    }

    fn finish(&mut self, ending: Ending) {
        self.step = Step::Over;
        self.ending = Some(ending);
    }
}
