//! Applying actions: [`Traveluencer::perform`] changes the state for a
//! checked action and tells what happened, then the automatic steps between
//! decisions run (the tricks in [`crate::trick`], the Unexpected Events in
//! [`crate::unexpected`], the round's end here).

use crate::action::Action;
use crate::cards::{Card, Cards};
use crate::config::EventKind;
use crate::event::{SeatRound, TraveluencerEvent as Ev};
use crate::play::Play;
use crate::state::{Phase, RoundScore, Traveluencer};
use tabletop_core::events::EventSink;
use tabletop_core::{Seat, SeatSet};

/// Kept here for the greedy bot, which reads the award from this module.
pub(crate) use crate::trick::tokens_for;

impl Traveluencer {
    /// Applies an action already known to be legal, telling `events` what
    /// happened: the one function that changes the state in play.
    pub(crate) fn perform_action<S: EventSink<Ev>>(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut S,
    ) {
        self.actions = self.actions.saturating_add(1);
        match (*action, self.phase) {
            (Action::Pass(cards), Phase::Pass { pending, chosen }) => {
                self.pick_pass(seat, cards, pending, chosen, events);
            }
            (Action::Post(play), Phase::Post { .. }) => self.post(seat, play, events),
            (Action::Modify(play), Phase::Modify { second, .. }) => {
                self.modify(seat, play, second, events);
            }
            (Action::Decline, Phase::Modify { .. }) => {
                events.emit(|| Ev::DeclinedModify { seat });
                self.resolve_trick(events);
            }
            (Action::Decline, Phase::WindShift { .. }) => {
                events.emit(|| Ev::DeclinedSwap { seat });
                self.begin_trick(events);
            }
            (Action::Flight(card), Phase::Flight { pending, chosen }) => {
                self.pick_card(seat, card, EventKind::Flight, (pending, chosen), events);
            }
            (Action::Discard(card), Phase::LostPassport { pending, chosen }) => {
                let event = EventKind::LostPassport;
                self.pick_card(seat, card, event, (pending, chosen), events);
            }
            (Action::Swap { space, card }, Phase::WindShift { .. }) => {
                self.swap_topic(seat, space, card, events);
            }
            (Action::Give { card, to }, Phase::Crossover { seat: target, owed }) => {
                self.give_back(seat, card, to, target, owed, events);
            }
            _ => {}
        }
    }

    /// A secret pick of a card to pass (L34); the last pick delivers them all.
    fn pick_pass<S: EventSink<Ev>>(
        &mut self,
        seat: Seat,
        cards: Cards,
        mut pending: SeatSet,
        mut chosen: [Cards; 4],
        events: &mut S,
    ) {
        let i = seat.index();
        events.emit(|| Ev::PassPicked {
            seat,
            card: cards.iter().next(),
        });
        chosen[i] = chosen[i].plus(cards);
        if chosen[i].len() == 3 {
            pending.remove(seat);
        }
        if pending.is_empty() {
            self.finish_pass(chosen, events);
        } else {
            self.phase = Phase::Pass { pending, chosen };
        }
    }

    /// A post (L37): its cards leave the hand (and display) for the table.
    fn post<S: EventSink<Ev>>(&mut self, seat: Seat, play: Play, events: &mut S) {
        self.take_played(seat, play);
        self.table[seat.index()] = play.cards();
        self.record_play(seat, play, false);
        events.emit(|| Ev::Posted {
            seat,
            cards: play.cards(),
            from_display: play.display(),
        });
        if self.leader.is_none() {
            self.leader = Some(seat);
        }
        self.order_pos += 1;
        self.advance_posts(events);
    }

    /// A modification (L96-L100): the other side may answer once while its
    /// post has fewer views.
    fn modify<S: EventSink<Ev>>(&mut self, seat: Seat, play: Play, second: bool, events: &mut S) {
        let i = seat.index();
        self.take_played(seat, play);
        self.table[i] = self.table[i].plus(play.cards());
        self.record_play(seat, play, true);
        events.emit(|| Ev::Modified {
            seat,
            cards: play.cards(),
            from_display: play.display(),
            post: self.table[i],
        });
        let other = self.seating().left(seat);
        if !second && self.may_modify(other) {
            self.phase = Phase::Modify {
                seat: other,
                second: true,
            };
            events.emit(|| Ev::MayModify { seat: other });
        } else {
            self.resolve_trick(events);
        }
    }

    /// Flight and Lost Passport (L105, L108): a secret one-card pick; the
    /// last one carries them all out at once.
    fn pick_card<S: EventSink<Ev>>(
        &mut self,
        seat: Seat,
        card: Card,
        event: EventKind,
        (mut pending, mut chosen): (SeatSet, [Card; 4]),
        events: &mut S,
    ) {
        let flight = event == EventKind::Flight;
        events.emit(|| {
            let card = Some(card);
            if flight {
                Ev::FlightPicked { seat, card }
            } else {
                Ev::DiscardPicked { seat, card }
            }
        });
        chosen[seat.index()] = card;
        pending.remove(seat);
        if !pending.is_empty() {
            self.phase = if flight {
                Phase::Flight { pending, chosen }
            } else {
                Phase::LostPassport { pending, chosen }
            };
            return;
        }
        if flight {
            self.send_flight(chosen, events);
        } else {
            self.discard_chosen(chosen, events);
        }
        self.begin_trick(events);
    }

    /// Flight (L105): every picked card moves to the left together.
    fn send_flight<S: EventSink<Ev>>(&mut self, chosen: [Card; 4], events: &mut S) {
        let seating = self.seating();
        let givers = self.hand_holders();
        for s in givers.iter() {
            self.hands[s.index()].remove_one(chosen[s.index()]);
        }
        for s in givers.iter() {
            let (card, to) = (chosen[s.index()], seating.left(s));
            self.hands[to.index()].add(card, 1);
            self.record_move(Some(s), Some(to), Cards::one(card));
            events.emit(|| Ev::FlightSent {
                from: s,
                to,
                card: Some(card),
            });
        }
        events.emit(|| Ev::FlightLanded);
    }

    /// Lost Passport (L108): every picked card is discarded face down.
    fn discard_chosen<S: EventSink<Ev>>(&mut self, chosen: [Card; 4], events: &mut S) {
        for s in self.hand_holders().iter() {
            let c = chosen[s.index()];
            self.hands[s.index()].remove_one(c);
            self.discard.add(c, 1);
            self.record_move(Some(s), None, Cards::one(c));
            events.emit(|| Ev::Discarded {
                seat: s,
                card: Some(c),
            });
        }
        events.emit(|| Ev::DiscardsDone);
    }

    /// Wind Shift (L110): a hand card goes to a remaining topic space, the
    /// topic card into the hand.
    fn swap_topic<S: EventSink<Ev>>(&mut self, seat: Seat, space: u8, card: Card, events: &mut S) {
        let i = seat.index();
        let slot = space as usize - 1;
        let old = self.trending[slot];
        self.hands[i].remove_one(card);
        self.hands[i].add(old, 1);
        self.trending[slot] = card;
        self.record_move(Some(seat), None, Cards::one(card));
        self.record_move(None, Some(seat), Cards::one(old));
        events.emit(|| Ev::Swapped {
            seat,
            space,
            card,
            took: old,
        });
        self.begin_trick(events);
    }

    /// Crossover (L111): one card back to the next player owed one.
    fn give_back<S: EventSink<Ev>>(
        &mut self,
        seat: Seat,
        card: Card,
        to: Seat,
        target: Seat,
        mut owed: SeatSet,
        events: &mut S,
    ) {
        self.hands[seat.index()].remove_one(card);
        self.hands[to.index()].add(card, 1);
        self.record_move(Some(seat), Some(to), Cards::one(card));
        events.emit(|| Ev::Gave {
            from: seat,
            to,
            card: Some(card),
        });
        owed.remove(to);
        if owed.is_empty() {
            self.begin_trick(events);
        } else {
            self.phase = Phase::Crossover { seat: target, owed };
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
    pub(crate) fn record_move(&mut self, from: Option<Seat>, to: Option<Seat>, cards: Cards) {
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
    fn finish_pass<S: EventSink<Ev>>(&mut self, chosen: [Cards; 4], events: &mut S) {
        let n = self.players();
        let seating = self.seating();
        for p in 0..n {
            self.hands[p] = self.hands[p].minus(chosen[p]);
        }
        for p in 0..n {
            let (from, to) = (Seat(p as u8), seating.left(Seat(p as u8)));
            self.hands[to.index()] = self.hands[to.index()].plus(chosen[p]);
            self.recall
                .moved(self.round, 0, Some(from), Some(to), chosen[p]);
            events.emit(|| Ev::Passed {
                from,
                to,
                cards: Some(chosen[p]),
            });
        }
        self.revealed = true;
        events.emit(|| Ev::TopicsRevealed {
            topics: self.trending,
        });
        self.before_trick(events);
    }

    /// Round end (R5): Poor Planning (TV-14), recording, then the next round
    /// or the game end.
    pub(crate) fn end_round<S: EventSink<Ev>>(&mut self, events: &mut S) {
        let r = self.round as usize;
        for p in 0..self.players() {
            self.recall.kept[r][p] = self.hands[p];
            if p < 2 {
                self.recall.kept_shown[r][p] = self.displays[p];
            }
            let loss = self.poor_planning(Seat(p as u8));
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
        events.emit(|| Ev::RoundEnded {
            round: self.round + 1,
            scores: (0..self.players())
                .map(|p| self.round_result(self.round, Seat(p as u8)))
                .collect(),
        });
        if self.round >= 2 {
            self.phase = Phase::GameOver;
            events.emit(|| Ev::GameEnded {
                winners: tabletop_core::Game::outcome(self).map_or(SeatSet::EMPTY, |o| o.winners),
            });
        } else {
            self.round += 1;
            self.log[self.round as usize] = [None; 7];
            self.start_round(events);
        }
    }

    /// Poor Planning (L69, TV-14): a token lost per card still held at the
    /// round's end, as many as the seat holds.
    pub(crate) fn poor_planning(&self, seat: Seat) -> u8 {
        let held = self.held(seat).len();
        (held.min(255) as u8).min(self.round_tokens[seat.index()])
    }

    /// `seat`'s recorded result of round `r` (0-based), as a round end
    /// tells it.
    fn round_result(&self, r: u8, seat: Seat) -> SeatRound {
        let rec = self.records[r as usize][seat.index()];
        SeatRound {
            seat,
            tokens: rec.tokens,
            tricks: rec.tricks,
            poor_planning: rec.poor_planning,
            dried_up: self.dried_up_in_round(r, seat),
            total: self.total_tokens[seat.index()],
        }
    }
}
