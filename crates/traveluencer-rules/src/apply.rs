//! Applying actions and the automatic steps between decisions: revealing the
//! topics, skipping players who cannot post (Inspiration Dried Up), resolving
//! tricks, events, round end (Poor Planning) and game end.

use crate::action::Action;
use crate::cards::{Card, Cards};
use crate::config::EventKind;
use crate::error::Violation;
use crate::play::Play;
use crate::state::{Phase, RoundScore, Traveluencer, TrickRecord};
use tabletop_core::{Seat, SeatSet};

/// Tokens for a winning post of `cards` cards (L50-L54).
pub fn tokens_for(cards: usize) -> u8 {
    match cards {
        0 => 0,
        1..=2 => 3,
        3..=4 => 4,
        _ => 5,
    }
}

/// Records `seat`'s secret one-card choice (Flight, Lost Passport) and
/// whether nobody owes one any more, so that all choices take effect together.
fn everyone_chose(pending: &mut SeatSet, chosen: &mut [Card; 4], seat: Seat, card: Card) -> bool {
    chosen[seat.index()] = card;
    pending.remove(seat);
    pending.is_empty()
}

impl Traveluencer {
    /// Validates, then applies (the state is untouched on error).
    pub(crate) fn play(&mut self, seat: Seat, action: &Action) -> Result<(), Violation> {
        self.check(seat, action)?;
        self.perform(seat, action);
        Ok(())
    }

    /// Applies an action already known to be legal.
    pub(crate) fn perform(&mut self, seat: Seat, action: &Action) {
        self.actions = self.actions.saturating_add(1);
        let i = seat.index();
        match (*action, self.phase) {
            (
                Action::Pass(cards),
                Phase::Pass {
                    mut pending,
                    mut chosen,
                },
            ) => {
                chosen[i] = chosen[i].plus(cards);
                if chosen[i].len() == 3 {
                    pending.remove(seat);
                }
                if pending.is_empty() {
                    self.finish_pass(chosen);
                } else {
                    self.phase = Phase::Pass { pending, chosen };
                }
            }
            (Action::Post(play), Phase::Post { .. }) => {
                self.take_played(seat, play);
                self.table[i] = play.cards();
                self.record_play(seat, play, false);
                if self.leader.is_none() {
                    self.leader = Some(seat);
                }
                self.order_pos += 1;
                self.advance_posts();
            }
            (Action::Modify(play), Phase::Modify { second, .. }) => {
                self.take_played(seat, play);
                self.table[i] = self.table[i].plus(play.cards());
                self.record_play(seat, play, true);
                let other = self.seating().left(seat);
                if !second && self.table[i].view_count() > self.table[other.index()].view_count() {
                    self.phase = Phase::Modify {
                        seat: other,
                        second: true,
                    };
                } else {
                    self.resolve_trick();
                }
            }
            (Action::Decline, Phase::Modify { .. }) => self.resolve_trick(),
            (Action::Decline, Phase::WindShift { .. }) => self.begin_trick(),
            (
                Action::Flight(card),
                Phase::Flight {
                    mut pending,
                    mut chosen,
                },
            ) => {
                if everyone_chose(&mut pending, &mut chosen, seat, card) {
                    let seating = self.seating();
                    let givers = self.hand_holders();
                    for s in givers.iter() {
                        self.hands[s.index()].remove_one(chosen[s.index()]);
                    }
                    for s in givers.iter() {
                        let (card, to) = (chosen[s.index()], seating.left(s));
                        self.hands[to.index()].add(card, 1);
                        self.record_move(Some(s), Some(to), Cards::one(card));
                    }
                    self.begin_trick();
                } else {
                    self.phase = Phase::Flight { pending, chosen };
                }
            }
            (
                Action::Discard(card),
                Phase::LostPassport {
                    mut pending,
                    mut chosen,
                },
            ) => {
                if everyone_chose(&mut pending, &mut chosen, seat, card) {
                    for s in self.hand_holders().iter() {
                        let c = chosen[s.index()];
                        self.hands[s.index()].remove_one(c);
                        self.discard.add(c, 1);
                        self.record_move(Some(s), None, Cards::one(c));
                    }
                    self.begin_trick();
                } else {
                    self.phase = Phase::LostPassport { pending, chosen };
                }
            }
            (Action::Swap { space, card }, Phase::WindShift { .. }) => {
                let slot = space as usize - 1;
                let old = self.trending[slot];
                self.hands[i].remove_one(card);
                self.hands[i].add(old, 1);
                self.trending[slot] = card;
                self.record_move(Some(seat), None, Cards::one(card));
                self.record_move(None, Some(seat), Cards::one(old));
                self.begin_trick();
            }
            (
                Action::Give { card, to },
                Phase::Crossover {
                    seat: target,
                    mut owed,
                },
            ) => {
                self.hands[i].remove_one(card);
                self.hands[to.index()].add(card, 1);
                self.record_move(Some(seat), Some(to), Cards::one(card));
                owed.remove(to);
                if owed.is_empty() {
                    self.begin_trick();
                } else {
                    self.phase = Phase::Crossover { seat: target, owed };
                }
            }
            _ => {}
        }
    }

    /// Records a play of `seat` in the current trick (a modification adds
    /// to the post).
    fn record_play(&mut self, seat: Seat, play: Play, modify: bool) {
        let (r, t, i) = (self.round as usize, self.trick as usize % 7, seat.index());
        let post = &mut self.recall.posts[r][t][i];
        *post = post.plus(play.cards());
        if i < 2 && self.players() == 2 {
            let shown = &mut self.recall.shown[r][t][i];
            *shown = shown.plus(play.display());
            if modify {
                self.recall.added[r][t][i] = play.cards();
            }
        }
    }

    /// Records cards leaving `from`'s hand in the current event for `to`'s
    /// hand (`None`: the discard pile or a topic space).
    fn record_move(&mut self, from: Option<Seat>, to: Option<Seat>, cards: Cards) {
        let slot = self.events_revealed as usize;
        self.recall.moved(self.round, slot, from, to, cards);
    }

    /// Seats whose hidden hand is not empty.
    pub(crate) fn hand_holders(&self) -> SeatSet {
        let mut set = SeatSet::EMPTY;
        for p in 0..self.players() {
            if !self.hands[p].is_empty() {
                set.insert(Seat(p as u8));
            }
        }
        set
    }

    /// Removes a play's cards from where it says they come from (L95).
    fn take_played(&mut self, seat: Seat, play: Play) {
        let i = seat.index();
        self.hands[i] = self.hands[i].minus(play.hand());
        self.displays[i] = self.displays[i].minus(play.display());
    }

    /// All passes are in: move them left at once (R2), reveal the topics (R3)
    /// and begin trick 1.
    fn finish_pass(&mut self, chosen: [Cards; 4]) {
        let n = self.players();
        let seating = self.seating();
        for p in 0..n {
            self.hands[p] = self.hands[p].minus(chosen[p]);
        }
        for p in 0..n {
            let to = seating.left(Seat(p as u8));
            self.hands[to.index()] = self.hands[to.index()].plus(chosen[p]);
            self.recall
                .moved(self.round, 0, Some(Seat(p as u8)), Some(to), chosen[p]);
        }
        self.revealed = true;
        self.before_trick();
    }

    /// Begins the current trick (R4b): fixes the last poster (TV-7) and asks
    /// the first player who can post.
    pub(crate) fn begin_trick(&mut self) {
        if self.trick == 0 || self.trick % 2 == 1 {
            let stage = (self.trick as usize).div_ceil(2);
            self.recall.topics[self.round as usize][stage] = Some(self.trending);
        }
        self.table = [Cards::EMPTY; 4];
        self.leader = None;
        self.order_pos = 0;
        self.dried = [0; 4];
        self.last_poster = self.derive_last_poster();
        self.advance_posts();
    }

    /// Moves through the trick order: empty-handed players pay Inspiration
    /// Dried Up (3-4 players, TV-13), players without a Post card are skipped
    /// (TV-11); stops at the next player who must post.
    fn advance_posts(&mut self) {
        let n = self.players();
        let seating = self.seating();
        while (self.order_pos as usize) < n {
            let seat = seating.clockwise(self.start, self.order_pos as usize);
            let held = self.held(seat);
            if held.has_post() {
                self.phase = Phase::Post { seat };
                return;
            }
            if held.is_empty() && n >= 3 {
                let i = seat.index();
                let loss = self.round_tokens[i].min(2);
                self.round_tokens[i] -= loss;
                self.dried[i] += loss;
            }
            self.order_pos += 1;
        }
        // Every player has posted or been skipped.
        if n == 2
            && let Some(first) = self.leader
        {
            let second = seating.left(first);
            let (a, b) = (self.table[first.index()], self.table[second.index()]);
            if !b.is_empty() && b.view_count() > a.view_count() {
                self.phase = Phase::Modify {
                    seat: first,
                    second: false,
                };
                return;
            }
        }
        self.resolve_trick();
    }

    /// The winner of the current trick (R4d, L48, L58-L61).
    pub fn trick_winner(&self) -> Option<Seat> {
        let led = self.led_type()?;
        let trend = self.current_trend();
        let seating = self.seating();
        let mut best: Option<(u8, u128, Seat)> = None;
        for k in 0..self.players() {
            let seat = seating.clockwise(self.start, k);
            let post = self.table[seat.index()];
            let Some(kind) = post.single_type() else {
                continue;
            };
            let class = if kind != led && Some(kind) == trend {
                2
            } else if kind == led {
                1
            } else {
                continue;
            };
            let view = post.view_count().0;
            if best.is_none_or(|(c, v, _)| (class, view) > (c, v)) {
                best = Some((class, view, seat));
            }
        }
        best.map(|(_, _, s)| s)
    }

    /// Resolves the trick, awards tokens, and moves on (to the next trick,
    /// its event, or the round end).
    fn resolve_trick(&mut self) {
        let winner = self.trick_winner();
        let mut record = TrickRecord {
            start: self.start,
            led: self.led_type(),
            trend: self.current_trend(),
            dried_up: self.dried,
            ..TrickRecord::default()
        };
        if let Some(w) = winner {
            let post = self.table[w.index()];
            let counted = if self.config.tokens_count_post_cards_only {
                post.posts().len()
            } else {
                post.len()
            };
            let tokens = tokens_for(counted);
            let wi = w.index();
            self.round_tokens[wi] = self.round_tokens[wi].saturating_add(tokens);
            self.tricks_round[wi] += 1;
            self.stacks[wi] = self.stacks[wi].plus(post);
            self.table[wi] = Cards::EMPTY;
            record.winner = Some(w);
            record.post = post;
            record.tokens = tokens;
            self.start = w;
        }
        for p in 0..self.players() {
            self.discard = self.discard.plus(self.table[p]);
            self.table[p] = Cards::EMPTY;
        }
        self.log[self.round as usize][self.trick as usize] = Some(record);
        self.leader = None;
        self.last_poster = None;
        self.order_pos = 0;
        self.dried = [0; 4];
        self.trick += 1;
        if self.trick == 7 {
            self.end_round();
        } else {
            self.before_trick();
        }
    }

    /// Reveals and resolves the event before tricks 2, 4 and 6 (L66), then
    /// begins the trick unless a player must decide first.
    fn before_trick(&mut self) {
        if !(self.config.events && self.trick % 2 == 1) {
            self.begin_trick();
            return;
        }
        let index = (self.trick / 2) as usize;
        let Some(&event) = self.events.as_slice().get(index) else {
            self.begin_trick();
            return;
        };
        self.events_revealed = index as u8 + 1;
        self.recall.events[self.round as usize][index + 1] = Some(event);
        let n = self.players();
        let seating = self.seating();
        match event {
            EventKind::Flight | EventKind::LostPassport => {
                let pending = self.hand_holders();
                if pending.is_empty() {
                    self.begin_trick();
                } else if event == EventKind::Flight {
                    self.phase = Phase::Flight {
                        pending,
                        chosen: [Card::STAMP; 4],
                    };
                } else {
                    self.phase = Phase::LostPassport {
                        pending,
                        chosen: [Card::STAMP; 4],
                    };
                }
            }
            // TV-20: the cards whose text the rulebook does not give have no
            // effect (physical ten-card deck only).
            EventKind::NetworkDisconnection | EventKind::Live | EventKind::Unnamed => {
                self.begin_trick();
            }
            EventKind::Rescheduled => {
                let t = self.trick as usize;
                self.rng.shuffle(&mut self.trending[t..]);
                self.begin_trick();
            }
            EventKind::WrongLuggage => {
                let old = self.hands;
                for p in 0..n {
                    let (from, to) = (Seat(p as u8), seating.left(Seat(p as u8)));
                    self.hands[to.index()] = old[p];
                    self.record_move(Some(from), Some(to), old[p]);
                }
                self.begin_trick();
            }
            EventKind::Thief => {
                let old = self.hands;
                let mut taken = [None; 4];
                for (p, slot) in taken.iter_mut().enumerate().take(n) {
                    let right = seating.right(Seat(p as u8)).index();
                    let from = old[right];
                    if !from.is_empty() {
                        let k = self.rng.index(from.len());
                        *slot = from.nth(k).map(|c| (right, c));
                    }
                }
                for (p, t) in taken.iter().enumerate() {
                    if let Some((right, card)) = *t {
                        self.hands[right].remove_one(card);
                        self.hands[p].add(card, 1);
                        self.record_move(
                            Some(Seat(right as u8)),
                            Some(Seat(p as u8)),
                            Cards::one(card),
                        );
                    }
                }
                self.begin_trick();
            }
            EventKind::WindShift => {
                let seat = self.fewest_tokens();
                self.recall.actor[self.round as usize][index + 1] = Some(seat);
                if self.hands[seat.index()].is_empty() {
                    self.begin_trick();
                } else {
                    self.phase = Phase::WindShift { seat };
                }
            }
            EventKind::Crossover => {
                let target = self.fewest_tokens();
                self.recall.actor[self.round as usize][index + 1] = Some(target);
                let mut owed = SeatSet::EMPTY;
                for k in 1..n {
                    let other = seating.clockwise(target, k);
                    let from = self.hands[other.index()];
                    if from.is_empty() {
                        continue;
                    }
                    let pick = self.rng.index(from.len());
                    if let Some(card) = from.nth(pick) {
                        self.hands[other.index()].remove_one(card);
                        self.hands[target.index()].add(card, 1);
                        self.record_move(Some(other), Some(target), Cards::one(card));
                        owed.insert(other);
                    }
                }
                if owed.is_empty() {
                    self.begin_trick();
                } else {
                    self.phase = Phase::Crossover { seat: target, owed };
                }
            }
        }
    }

    /// The player with the fewest tokens this round; ties go to the first
    /// clockwise from the starting player, included (L115, TV-21).
    pub(crate) fn fewest_tokens(&self) -> Seat {
        let seating = self.seating();
        let mut best = self.start;
        for k in 1..self.players() {
            let s = seating.clockwise(self.start, k);
            if self.round_tokens[s.index()] < self.round_tokens[best.index()] {
                best = s;
            }
        }
        best
    }

    /// Round end (R5): Poor Planning (TV-14), recording, then the next round
    /// or the game end.
    fn end_round(&mut self) {
        let r = self.round as usize;
        for p in 0..self.players() {
            self.recall.kept[r][p] = self.hands[p];
            if p < 2 {
                self.recall.kept_shown[r][p] = self.displays[p];
            }
            let held = self.held(Seat(p as u8)).len();
            let loss = (held.min(255) as u8).min(self.round_tokens[p]);
            self.round_tokens[p] -= loss;
            self.records[r][p] = RoundScore {
                tokens: self.round_tokens[p],
                tricks: self.tricks_round[p],
                poor_planning: loss,
            };
            self.total_tokens[p] += self.round_tokens[p] as u16;
            self.tricks_total[p] += self.tricks_round[p];
            self.round_tokens[p] = 0;
            self.tricks_round[p] = 0;
        }
        if self.round >= 2 {
            self.phase = Phase::GameOver;
        } else {
            self.round += 1;
            self.log[self.round as usize] = [None; 7];
            self.start_round();
        }
    }
}
