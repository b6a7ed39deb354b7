//! A trick from its start to its result: the last poster fixed (TV-7), the
//! players who cannot post skipped and the empty-handed paying Inspiration
//! Dried Up (TV-11, TV-13), the two-player modifications (L96-L100), the
//! winner and the award (R4d, L48-L61).

use crate::cards::{Cards, PostType};
use crate::event::TraveluencerEvent as Ev;
use crate::state::{Phase, Traveluencer, TrickRecord};
use tabletop_core::events::EventSink;
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

impl Traveluencer {
    /// Begins the current trick (R4b): fixes the last poster (TV-7) and asks
    /// the first player who can post.
    pub(crate) fn begin_trick<S: EventSink<Ev>>(&mut self, events: &mut S) {
        if self.trick == 0 || self.trick % 2 == 1 {
            let stage = (self.trick as usize).div_ceil(2);
            self.recall.topics[self.round as usize][stage] = Some(self.trending);
        }
        self.table = [Cards::EMPTY; 4];
        self.leader = None;
        self.order_pos = 0;
        self.dried = [0; 4];
        self.last_poster = self.derive_last_poster();
        events.emit(|| Ev::TrickStarted {
            trick: self.trick + 1,
            start: self.start,
            cannot_post: self.holding_no_post_card(),
        });
        self.advance_posts(events);
    }

    /// The seats that hold cards but no Post card and have not posted in the
    /// current trick, so will not post in it (TV-11).
    pub(crate) fn holding_no_post_card(&self) -> SeatSet {
        let mut set = SeatSet::EMPTY;
        for p in 0..self.players() {
            let held = self.held(Seat(p as u8));
            if !held.is_empty() && !held.has_post() && self.table[p].is_empty() {
                set.insert(Seat(p as u8));
            }
        }
        set
    }

    /// Inspiration Dried Up (L73, TV-13): what `seat` pays when its place in
    /// the trick comes with no card at all — 2 tokens, or all it has, in a
    /// three- or four-player game; nothing otherwise.
    pub(crate) fn dried_up_cost(&self, seat: Seat) -> u8 {
        if self.players() >= 3 && self.held(seat).is_empty() {
            self.round_tokens[seat.index()].min(2)
        } else {
            0
        }
    }

    /// Moves through the trick order: empty-handed players pay Inspiration
    /// Dried Up (3-4 players, TV-13), players without a Post card are skipped
    /// (TV-11); stops at the next player who must post.
    pub(crate) fn advance_posts<S: EventSink<Ev>>(&mut self, events: &mut S) {
        let n = self.players();
        let seating = self.seating();
        while (self.order_pos as usize) < n {
            let seat = seating.clockwise(self.start, self.order_pos as usize);
            if self.held(seat).has_post() {
                self.phase = Phase::Post { seat };
                return;
            }
            let loss = self.dried_up_cost(seat);
            if loss > 0 {
                self.round_tokens[seat.index()] -= loss;
                self.dried[seat.index()] += loss;
                events.emit(|| Ev::DriedUp { seat, tokens: loss });
            }
            self.order_pos += 1;
        }
        // Every player has posted or been skipped.
        if n == 2
            && let Some(first) = self.leader
            && self.may_modify(first)
        {
            self.phase = Phase::Modify {
                seat: first,
                second: false,
            };
            events.emit(|| Ev::MayModify { seat: first });
            return;
        }
        self.resolve_trick(events);
    }

    /// Two players (L97-L98): `seat` may modify its post while the other
    /// post has strictly more views.
    pub(crate) fn may_modify(&self, seat: Seat) -> bool {
        let other = self.seating().left(seat);
        let (mine, theirs) = (self.table[seat.index()], self.table[other.index()]);
        !theirs.is_empty() && theirs.view_count() > mine.view_count()
    }

    /// How `post` ranks in the current trick (L58-L61): a post of the
    /// trending type other than the led type beats the led type, then more
    /// views beat fewer; `None` for a post that cannot win.
    pub(crate) fn rank(&self, post: Cards) -> Option<(u8, u128)> {
        self.rank_led_by(post, self.led_type()?)
    }

    /// How `post` would rank were `led` the led type (see [`Self::rank`]).
    pub(crate) fn rank_led_by(&self, post: Cards, led: PostType) -> Option<(u8, u128)> {
        let kind = post.single_type()?;
        let class = if kind != led && Some(kind) == self.current_trend() {
            2
        } else if kind == led {
            1
        } else {
            return None;
        };
        Some((class, post.view_count().0))
    }

    /// The winner of the current trick (R4d, L48, L58-L61): the best rank,
    /// the earlier post in trick order on a tie.
    pub fn trick_winner(&self) -> Option<Seat> {
        let seating = self.seating();
        let mut best: Option<((u8, u128), Seat)> = None;
        for k in 0..self.players() {
            let seat = seating.clockwise(self.start, k);
            let Some(rank) = self.rank(self.table[seat.index()]) else {
                continue;
            };
            if best.is_none_or(|(b, _)| rank > b) {
                best = Some((rank, seat));
            }
        }
        best.map(|(_, s)| s)
    }

    /// The seats other than `winner` whose posts rank equal to its post: the
    /// earlier post won (L48).
    fn tied_with(&self, winner: Seat) -> SeatSet {
        let best = self.rank(self.table[winner.index()]);
        let mut set = SeatSet::EMPTY;
        for p in (0..self.players()).map(|p| Seat(p as u8)) {
            if p != winner && best.is_some() && self.rank(self.table[p.index()]) == best {
                set.insert(p);
            }
        }
        set
    }

    /// The tokens a winning `post` earns (L50-L54): by its number of cards,
    /// or of Post cards under `tokens_count_post_cards_only`.
    pub(crate) fn award(&self, post: Cards) -> u8 {
        let counted = if self.config.tokens_count_post_cards_only {
            post.posts().len()
        } else {
            post.len()
        };
        tokens_for(counted)
    }

    /// Resolves the trick, awards tokens, and moves on (to the next trick,
    /// its event, or the round end).
    pub(crate) fn resolve_trick<S: EventSink<Ev>>(&mut self, events: &mut S) {
        let winner = self.trick_winner();
        let mut record = TrickRecord {
            start: self.start,
            led: self.led_type(),
            trend: self.current_trend(),
            dried_up: self.dried,
            ..TrickRecord::default()
        };
        if let Some(w) = winner {
            let wi = w.index();
            let post = self.table[wi];
            let tokens = self.award(post);
            events.emit(|| Ev::TrickWon {
                trick: self.trick + 1,
                winner,
                post,
                trend: record.trend,
                tokens,
                tied: self.tied_with(w),
            });
            self.round_tokens[wi] = self.round_tokens[wi].saturating_add(tokens);
            self.tricks_round[wi] += 1;
            self.stacks[wi] = self.stacks[wi].plus(post);
            self.table[wi] = Cards::EMPTY;
            record.winner = Some(w);
            record.post = post;
            record.tokens = tokens;
            self.start = w;
        } else {
            events.emit(|| Ev::TrickWon {
                trick: self.trick + 1,
                winner: None,
                post: Cards::EMPTY,
                trend: record.trend,
                tokens: 0,
                tied: SeatSet::EMPTY,
            });
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
            self.end_round(events);
        } else {
            self.before_trick(events);
        }
    }
}
