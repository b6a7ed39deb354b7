//! Round setup (R1): gathering, shuffling and dealing, the starting player,
//! and the event deck.
//!
//! The generator is used in this fixed order each round:
//! 1. rounds 2-3 only, if several players tie for the fewest tokens: one
//!    draw `below(number tied)` picks among them (in seat order);
//! 2. the main shuffle (Fisher–Yates) of the Post cards in play plus the
//!    Stamps (all 4 with 3-4 players, 2 in the two-player deck), listed
//!    face by face in catalogue order (F1…F9, S1…S9, A1…A9, Stamps);
//! 3. two players only: the shuffle of the 7 topic cards (5 from the deck,
//!    then the 2 Stamps), then for seat 0 and then seat 1 a shuffle of the
//!    15 cards dealt whose first 5 go face up;
//! 4. with events: the shuffle of the event manifest; its first 3 cards
//!    are revealed before tricks 2, 4 and 6 in that order.
//!
//! Dealing: with 3-4 players the first 7 shuffled cards go to trending
//! spaces 1..7, then 14 cards to seat 0, 14 to seat 1, and so on; the rest
//! is out of play for the round. With 2 players the first 6 are set aside,
//! the next 5 go (with 2 Stamps) to the topics, then 15 to seat 0 and 15 to
//! seat 1; nothing is left over (TV-2: exactly 21 cards carry a mark).

use crate::cards::{Card, Cards};
use crate::config::EventKind;
use crate::event::{StartReason, TraveluencerEvent as Ev};
use crate::state::{Phase, Traveluencer};
use tabletop_core::events::EventSink;
use tabletop_core::{Seat, SeatSet};

impl Traveluencer {
    /// Sets up the round `self.round` (R1), tells the deal, and waits for
    /// the passes.
    pub(crate) fn start_round<S: EventSink<Ev>>(&mut self, events: &mut S) {
        let n = self.players();
        let reason = self.pick_starting_player();
        let trailing = n == 2 && self.config.two_player_trailing_starts;
        self.start = if self.round == 0 || trailing {
            reason.picked
        } else {
            self.seating().left(reason.picked)
        };
        // Gather every card (TV-3, TV-4).
        self.hands = [Cards::EMPTY; 4];
        self.displays = [Cards::EMPTY; 4];
        self.table = [Cards::EMPTY; 4];
        self.stacks = [Cards::EMPTY; 4];
        self.discard = Cards::EMPTY;
        self.out = Cards::EMPTY;
        let posts = self.config.marks.post_cards(n);
        let mut deck = [Card::STAMP; 64];
        let mut len = 0;
        for card in posts.iter() {
            deck[len] = card;
            len += 1;
        }
        let stamps_in_deck = if n == 2 {
            2
        } else {
            crate::catalogue::STAMPS as usize
        };
        len += stamps_in_deck; // the array is filled with Stamps already
        let deck = &mut deck[..len];
        self.rng.shuffle(deck);
        if n >= 3 {
            self.trending.copy_from_slice(&deck[..7]);
            for p in 0..n {
                for &c in &deck[7 + 14 * p..7 + 14 * (p + 1)] {
                    self.hands[p].add(c, 1);
                }
                self.hands[p].add(Card::SOUVENIR, 1);
            }
            for &c in &deck[7 + 14 * n..] {
                self.out.add(c, 1);
            }
        } else {
            for &c in &deck[..6] {
                self.out.add(c, 1);
            }
            let mut topics = [Card::STAMP; 7];
            topics[..5].copy_from_slice(&deck[6..11]);
            self.rng.shuffle(&mut topics);
            self.trending = topics;
            for p in 0..2 {
                let mut dealt = [Card::STAMP; 15];
                dealt.copy_from_slice(&deck[11 + 15 * p..11 + 15 * (p + 1)]);
                self.rng.shuffle(&mut dealt);
                for &c in &dealt[..5] {
                    self.displays[p].add(c, 1);
                }
                for &c in &dealt[5..] {
                    self.hands[p].add(c, 1);
                }
                if self.config.two_player_souvenirs {
                    self.hands[p].add(Card::SOUVENIR, 1);
                }
            }
            for &c in &deck[41..] {
                self.out.add(c, 1);
            }
        }
        self.revealed = false;
        self.recall.clear_round(self.round);
        // Events (L30).
        self.events.clear();
        self.events_revealed = 0;
        if self.config.events {
            let mut manifest = [EventKind::Flight; 10];
            let m = self.config.event_deck.len().min(10);
            manifest[..m].copy_from_slice(self.config.event_deck.as_slice());
            self.rng.shuffle(&mut manifest[..m]);
            for &e in &manifest[..m.min(3)] {
                let _ = self.events.push(e);
            }
        }
        self.round_tokens = [0; 4];
        self.tricks_round = [0; 4];
        self.trick = 0;
        self.leader = None;
        self.last_poster = None;
        self.order_pos = 0;
        self.dried = [0; 4];
        self.phase = Phase::Pass {
            pending: SeatSet::all(n),
            chosen: [Cards::EMPTY; 4],
        };
        self.tell_deal(reason, events);
    }

    /// Who starts the round and why (L32, L70, TV-27): in round 1 the
    /// configured first player; later, the player with the fewest tokens (a
    /// draw among those tied) or the player to its left.
    fn pick_starting_player(&mut self) -> StartReason {
        let first = Seat(self.config.first_player);
        if self.round == 0 {
            return StartReason {
                fewest: None,
                tied: SeatSet::EMPTY,
                picked: first,
            };
        }
        let (fewest, tied) = self.fewest_recorded();
        let mut order = tied.iter();
        let picked = if tied.len() > 1 {
            order.nth(self.rng.index(tied.len()))
        } else {
            order.next()
        };
        StartReason {
            fewest: Some(fewest),
            tied,
            picked: picked.unwrap_or(first),
        }
    }

    /// The fewest tokens recorded over the finished rounds, and the seats
    /// that have them (L70).
    fn fewest_recorded(&self) -> (u16, SeatSet) {
        let n = self.players();
        let fewest = (0..n).map(|i| self.total_tokens[i]).min().unwrap_or(0);
        let mut tied = SeatSet::EMPTY;
        for i in (0..n).filter(|&i| self.total_tokens[i] == fewest) {
            tied.insert(Seat(i as u8));
        }
        (fewest, tied)
    }

    /// Why the current round's starting player starts, read back from the
    /// position (a later round's tie draw picked the seat the start sits
    /// left of): what [`Self::pick_starting_player`] decided.
    pub(crate) fn start_reason(&self) -> StartReason {
        if self.round == 0 {
            return StartReason {
                fewest: None,
                tied: SeatSet::EMPTY,
                picked: self.start,
            };
        }
        let (fewest, tied) = self.fewest_recorded();
        let trailing = self.players() == 2 && self.config.two_player_trailing_starts;
        StartReason {
            fewest: Some(fewest),
            tied,
            picked: if trailing {
                self.start
            } else {
                self.seating().right(self.start)
            },
        }
    }

    /// Tells the round's start and its deal: each hand to its seat, the
    /// displays to everyone, the cards out of play to nobody.
    pub(crate) fn tell_deal<S: EventSink<Ev>>(&self, reason: StartReason, events: &mut S) {
        events.emit(|| Ev::RoundStarted {
            round: self.round + 1,
            start: self.start,
            reason,
        });
        for p in 0..self.players() {
            events.emit(|| Ev::Dealt {
                seat: Seat(p as u8),
                hand: Some(self.hands[p]),
                hand_size: self.hands[p].len() as u8,
                display: self.displays[p],
            });
        }
        events.emit(|| Ev::OutOfPlay { cards: self.out });
    }
}
