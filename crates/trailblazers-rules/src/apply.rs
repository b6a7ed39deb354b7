//! Applying a placement, and what happens when everyone has placed: the
//! reveal, In-Game goals, passing or discarding, the next round, the end.
//! Each step tells its events as it changes the state.

use crate::cards::GoalKind;
use crate::config::SoloRefill;
use crate::event::{HandsMove, Laid, TrailblazersEvent as Ev, numbers};
use crate::park::{Park, Piece, Placement};
use crate::state::{Ending, MAX_PLAYERS, ROUNDS, Step, TURNS, Trailblazers};
use tabletop_core::events::EventSink;
use tabletop_core::{Pile, Seat};

impl Trailblazers {
    /// Lays `p` in `seat`'s park (already checked), and ends the step once
    /// every seat has placed.
    pub(crate) fn lay<S: EventSink<Ev>>(&mut self, seat: Seat, p: Placement, events: &mut S) {
        let i = seat.index();
        events.emit(|| Ev::Placed {
            seat,
            laid: Laid::on(self.catalogue(), &self.parks[i], p),
        });
        self.parks[i].place(self.config.catalogue(), &p);
        if let Piece::Trail(card) = p.piece {
            self.hands[i].remove(card);
        }
        self.placed[i] += 1;
        self.actions = self.actions.saturating_add(1);
        if self.step.is_complete(&self.placed[..self.players()]) {
            self.end_step(events);
        }
    }

    /// Everyone has placed: the placements are revealed (views stop hiding
    /// them), then the end of the turn.
    fn end_step<S: EventSink<Ev>>(&mut self, events: &mut S) {
        self.reveal(events);
        self.placed = [0; MAX_PLAYERS];
        match self.step {
            Step::Camps => self.step = Step::Turn(1),
            Step::Turn(turn) => {
                if !self.is_solo() {
                    self.claim_in_game_goals(events);
                }
                if turn < TURNS {
                    self.pass_hands(turn, events);
                    self.step = Step::Turn(turn + 1);
                } else {
                    self.end_round(events);
                }
            }
            Step::Over => {}
        }
    }

    /// Tells the step's placements, seat by seat in the order laid, with
    /// what each did to its park.
    fn reveal<S: EventSink<Ev>>(&self, events: &mut S) {
        let cat = self.catalogue();
        for seat in self.seating.seats() {
            let all = self.parks[seat.index()].placements();
            let start = all
                .len()
                .saturating_sub(usize::from(self.placed[seat.index()]));
            for (k, p) in all.iter().enumerate().skip(start) {
                // Built only when the sink keeps events: playouts pay nothing.
                events.emit(|| Ev::Revealed {
                    seat,
                    laid: Laid::on(cat, &Park::replay(cat, &all[..k]), *p),
                });
            }
        }
    }

    /// L33, TB-13, TB-14: at the end of every turn, each In-Game goal with
    /// a slot left goes to every player who meets it now and has not
    /// claimed it — all of them into the highest unclaimed slot.
    fn claim_in_game_goals<S: EventSink<Ev>>(&mut self, events: &mut S) {
        let goals = self.config.catalogue().goals(GoalKind::InGame);
        // Each park's loops are found once, for both goals.
        let mut loops = [None; MAX_PLAYERS];
        for g in 0..self.in_game.len() {
            let Some(goal) = self.in_game[g].and_then(|i| goals.get(usize::from(i))) else {
                continue;
            };
            let used = self.claims[g].iter().copied().max().unwrap_or(0);
            let Some(&points) = goal.slots.get(usize::from(used)) else {
                continue;
            };
            let mut winners = [false; MAX_PLAYERS];
            for (s, won) in winners.iter_mut().enumerate().take(self.players()) {
                *won = self.claims[g][s] == 0
                    && goal.meets(self.goal_value_with(s, goal, &mut loops[s]));
            }
            for seat in self.seating.seats().filter(|s| winners[s.index()]) {
                self.claims[g][seat.index()] = used + 1;
                events.emit(|| Ev::GoalMet {
                    seat,
                    goal: goal.key.clone(),
                    slot: used + 1,
                    points: u16::from(points),
                });
            }
        }
    }

    /// After turns 1 and 2 (TB-11): multiplayer hands pass left in rounds 1
    /// and 3 and right in rounds 2 and 4 (L20); the solo player discards
    /// the rest of the hand and draws as many (L64).
    fn pass_hands<S: EventSink<Ev>>(&mut self, turn: u8, events: &mut S) {
        let hands = if self.is_solo() {
            HandsMove::Refilled
        } else if self.round % 2 == 1 {
            HandsMove::Left
        } else {
            HandsMove::Right
        };
        events.emit(|| Ev::TurnEnded { turn, hands });
        if self.is_solo() {
            self.refill_solo_hand(events);
        } else {
            let mut next = [Pile::new(); MAX_PLAYERS];
            for seat in self.seating.seats() {
                let to = match hands {
                    HandsMove::Left => self.seating.left(seat),
                    _ => self.seating.right(seat),
                };
                next[to.index()] = self.hands[seat.index()];
            }
            self.hands = next;
        }
        for seat in self.seating.seats() {
            events.emit(|| Ev::Hand {
                seat,
                cards: numbers(self.hand(seat)),
            });
        }
    }

    /// Solo (L64): the rest of the hand is discarded and as many drawn.
    fn refill_solo_hand<S: EventSink<Ev>>(&mut self, events: &mut S) {
        let n = self.hands[0].len();
        self.discard_hand(0, true, events);
        self.draw_into(0, n);
    }

    /// Seat `i` discards its hand, out of the game; `seen`: the seat has
    /// seen the cards.
    fn discard_hand<S: EventSink<Ev>>(&mut self, i: usize, seen: bool, events: &mut S) {
        events.emit(|| {
            let (seat, cards) = (Seat(i as u8), numbers(self.hands[i].as_slice()));
            if seen {
                Ev::Discarded { seat, cards }
            } else {
                Ev::DiscardedUnseen { seat, cards }
            }
        });
        for &card in self.hands[i].as_slice() {
            let _ = self.discards.push(card);
        }
        self.hands[i].clear();
    }

    /// After turn 3: the 2 cards left are discarded (L20), then the next
    /// round is dealt, or the game ends after round 4 (L35).
    fn end_round<S: EventSink<Ev>>(&mut self, events: &mut S) {
        events.emit(|| Ev::RoundEnded {
            round: self.round,
            loop_points: self
                .seating
                .seats()
                .map(|s| self.loops(s).points())
                .collect(),
        });
        // Under the every-turn refill the solo player refills after turn 3
        // too, and those cards go straight to the discards, unseen.
        let refill = self.is_solo() && self.config.solo_refill() == SoloRefill::EveryTurn;
        if refill {
            self.refill_solo_hand(events);
        }
        for i in 0..self.players() {
            self.discard_hand(i, !refill, events);
        }
        if self.round >= ROUNDS {
            self.finish(Ending::Completed, events);
            return;
        }
        self.round += 1;
        self.step = if self.round < ROUNDS {
            Step::Camps
        } else {
            Step::Turn(1)
        };
        events.emit(|| Ev::RoundStarted {
            round: self.round,
            camp: self.step == Step::Camps,
        });
        self.deal_round(events);
        if self.round == ROUNDS && self.is_solo() {
            self.resolve_solo_in_game_goal(events);
        }
    }

    /// L62–63, TB-22: the solo In-Game goal is resolved at the start of
    /// round 4, after the draw; a failure ends the game at once.
    fn resolve_solo_in_game_goal<S: EventSink<Ev>>(&mut self, events: &mut S) {
        let Some(goal) = self.goals(GoalKind::InGame).next() else {
            return;
        };
        let met = self.meets_goal(0, goal);
        events.emit(|| Ev::SoloGoalResolved {
            goal: goal.key.clone(),
            met,
        });
        if !met {
            self.finish(Ending::InGameGoalMissed, events);
        }
    }

    /// Whether the solo player's In-Game goal (if any) is met now.
    pub fn solo_in_game_goal_met(&self) -> bool {
        self.goals(GoalKind::InGame)
            .all(|goal| self.meets_goal(0, goal))
    }

    fn finish<S: EventSink<Ev>>(&mut self, ending: Ending, events: &mut S) {
        self.step = Step::Over;
        self.ending = Some(ending);
        events.emit(|| Ev::GameOver {
            ending,
            scores: self.final_outcome().map(|o| o.scores).unwrap_or_default(),
        });
    }
}
