//! The state of a game: every zone of the table, the scores, and the
//! decision owed now.

use crate::cards::{Card, Cards, PostType};
use crate::config::{EventKind, LastPoster, TraveluencerConfig};
use serde::{Deserialize, Serialize};
use tabletop_core::{GameRng, Pile, Seat, SeatSet, Seating};

/// The decision the game waits for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Phase {
    /// Round start: every seat in `pending` still picks its 3 cards, one at a
    /// time; `chosen` holds the secret picks made so far (still in the hands).
    Pass {
        /// Seats that have not yet picked all 3 cards.
        pending: SeatSet,
        /// Picks made so far, up to 3 per seat (secret until everyone is done).
        chosen: [Cards; 4],
    },
    /// `seat` must post.
    Post {
        /// The seat to post.
        seat: Seat,
    },
    /// Two-player game: `seat` may modify its post or decline.
    Modify {
        /// The seat that may modify.
        seat: Seat,
        /// Whether this is the second poster's answer.
        second: bool,
    },
    /// Flight: every seat in `pending` owes 1 hand card to pass left.
    Flight {
        /// Seats that still owe a card.
        pending: SeatSet,
        /// Choices made so far (secret).
        chosen: [Card; 4],
    },
    /// Lost Passport: every seat in `pending` owes 1 hand card to discard.
    LostPassport {
        /// Seats that still owe a card.
        pending: SeatSet,
        /// Choices made so far (secret).
        chosen: [Card; 4],
    },
    /// Wind Shift: `seat` may swap a remaining topic with a hand card.
    WindShift {
        /// The player with the fewest tokens.
        seat: Seat,
    },
    /// Crossover: `seat` gives a card back to each seat in `owed`.
    Crossover {
        /// The player with the fewest tokens.
        seat: Seat,
        /// Seats still owed a card.
        owed: SeatSet,
    },
    /// The game is over.
    GameOver,
}

/// One player's recorded result for one round (L69).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct RoundScore {
    /// Tokens kept at the end of the round (after Poor Planning).
    pub tokens: u8,
    /// Tricks won in the round.
    pub tricks: u8,
    /// Tokens lost to Poor Planning at the end of the round.
    pub poor_planning: u8,
}

/// What one trick did. Serialised with its `view` count as well (ignored
/// when read back: it follows from the post).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(with = "TrickRecordJson"))]
pub struct TrickRecord {
    /// The starting player of the trick.
    pub start: Seat,
    /// The led type, if anyone posted.
    pub led: Option<PostType>,
    /// The trick's trending topic (`None`: a Stamp or Souvenir is there).
    pub trend: Option<PostType>,
    /// The winner, if anyone posted (TV-12).
    pub winner: Option<Seat>,
    /// The winning post (its view count is [`TrickRecord::view`]).
    pub post: Cards,
    /// Tokens awarded.
    pub tokens: u8,
    /// Tokens lost to Inspiration Dried Up in this trick, per seat.
    pub dried_up: [u8; 4],
}

/// A [`TrickRecord`] as written: its fields and the winning post's `view`
/// count.
#[derive(Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "TrickRecord"))]
struct TrickRecordJson {
    /// The starting player of the trick.
    start: Seat,
    /// The led type, if anyone posted.
    led: Option<PostType>,
    /// The trick's trending topic (`None`: a Stamp or Souvenir is there).
    trend: Option<PostType>,
    /// The winner, if anyone posted (TV-12).
    winner: Option<Seat>,
    /// The winning post.
    post: Cards,
    /// The winning post's view count.
    view: crate::cards::ViewCount,
    /// Tokens awarded.
    tokens: u8,
    /// Tokens lost to Inspiration Dried Up in this trick, per seat.
    dried_up: [u8; 4],
}

impl Serialize for TrickRecord {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        TrickRecordJson {
            start: self.start,
            led: self.led,
            trend: self.trend,
            winner: self.winner,
            post: self.post,
            view: self.view(),
            tokens: self.tokens,
            dried_up: self.dried_up,
        }
        .serialize(s)
    }
}

impl TrickRecord {
    /// The winning post's view count.
    pub fn view(&self) -> crate::cards::ViewCount {
        self.post.view_count()
    }
}

impl Default for TrickRecord {
    fn default() -> Self {
        TrickRecord {
            start: Seat(0),
            led: None,
            trend: None,
            winner: None,
            post: Cards::EMPTY,
            tokens: 0,
            dried_up: [0; 4],
        }
    }
}

/// A game of Traveluencer: the whole table, the scores and the generator.
///
/// Serialises to a readable position (see [`crate::position`]); loading
/// validates it (card conservation, counts, whose turn).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(
    into = "crate::position::Position",
    try_from = "crate::position::Position"
)]
pub struct Traveluencer {
    pub(crate) config: TraveluencerConfig,
    pub(crate) rng: GameRng,
    pub(crate) actions: u64,
    /// Round index 0..3.
    pub(crate) round: u8,
    /// Trick index 0..7 of the current (or next) trick.
    pub(crate) trick: u8,
    /// Starting player of the current trick.
    pub(crate) start: Seat,
    pub(crate) hands: [Cards; 4],
    pub(crate) displays: [Cards; 4],
    /// Out of play this round: the leftover card(s) and the two-player set-aside.
    pub(crate) out: Cards,
    pub(crate) trending: [Card; 7],
    pub(crate) revealed: bool,
    /// The current trick's posts.
    pub(crate) table: [Cards; 4],
    pub(crate) leader: Option<Seat>,
    pub(crate) last_poster: Option<Seat>,
    /// How many seats of the trick order have been dealt with.
    pub(crate) order_pos: u8,
    pub(crate) dried: [u8; 4],
    pub(crate) stacks: [Cards; 4],
    pub(crate) discard: Cards,
    pub(crate) round_tokens: [u8; 4],
    pub(crate) total_tokens: [u16; 4],
    pub(crate) tricks_round: [u8; 4],
    pub(crate) tricks_total: [u8; 4],
    pub(crate) records: [[RoundScore; 4]; 3],
    pub(crate) log: [[Option<TrickRecord>; 7]; 3],
    pub(crate) events: Pile<EventKind, 3>,
    pub(crate) events_revealed: u8,
    pub(crate) phase: Phase,
    /// The history the zones no longer show (boxed nowhere: fixed arrays).
    pub(crate) recall: crate::recall::Recall,
}

impl Traveluencer {
    /// The number of players.
    #[inline]
    pub fn players(&self) -> usize {
        self.config.players
    }

    /// The seating.
    #[inline]
    pub(crate) fn seating(&self) -> Seating {
        const FOUR: Seating = match Seating::new(4) {
            Some(s) => s,
            None => panic!("four seats"),
        };
        Seating::new(self.config.players).unwrap_or(FOUR)
    }

    /// The history the zones no longer show (see [`crate::Recall`]).
    pub fn recall(&self) -> &crate::Recall {
        &self.recall
    }

    /// The decision the game waits for.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The round, 1 to 3.
    pub fn round(&self) -> u8 {
        self.round + 1
    }

    /// The current (or next) trick of the round, 1 to 7.
    pub fn trick(&self) -> u8 {
        self.trick + 1
    }

    /// The starting player of the current trick.
    pub fn starting_player(&self) -> Seat {
        self.start
    }

    /// The trick's leader: the first player who posted in it (TV-8).
    pub fn leader(&self) -> Option<Seat> {
        self.leader
    }

    /// The player barred from Stamps in the current trick (TV-7).
    pub fn last_poster(&self) -> Option<Seat> {
        self.last_poster
    }

    /// The led type of the current trick, once someone posted.
    pub fn led_type(&self) -> Option<PostType> {
        self.leader
            .and_then(|l| self.table[l.index()].single_type())
    }

    /// The player barred from Stamps in the current trick (TV-7, L42). No
    /// card moves during a trick, so what a seat held when the trick began
    /// is what it holds now plus what it has posted. By default, the player
    /// who posts last: the last in trick order who holds (or has posted) a
    /// Post card; under the flags, the last who holds any card, or the seat
    /// to the starting player's right.
    pub(crate) fn derive_last_poster(&self) -> Option<Seat> {
        let seating = self.seating();
        let posts_or_holds = |s: Seat, any: bool| {
            let held = self.held(s);
            !self.table[s.index()].is_empty()
                || if any {
                    !held.is_empty()
                } else {
                    held.has_post()
                }
        };
        let last = |any: bool| {
            (0..self.players())
                .rev()
                .map(|k| seating.clockwise(self.start, k))
                .find(|&s| posts_or_holds(s, any))
        };
        match self.config.last_poster {
            LastPoster::PostsLast => last(false),
            LastPoster::HoldsACard => last(true),
            LastPoster::SeatBeforeStart => Some(seating.right(self.start)),
        }
    }

    /// The seats that hold cards but no Post card in the current trick, so
    /// will not post in it (TV-11). They say so when the trick begins: it is
    /// public from then on (it decides who posts last, L42).
    pub fn cannot_post(&self) -> SeatSet {
        if matches!(self.phase, Phase::Post { .. } | Phase::Modify { .. }) {
            self.holding_no_post_card()
        } else {
            SeatSet::EMPTY
        }
    }

    /// Whether `seat` may add Souvenirs to a post now (L43, TV-8): by
    /// default only the trick's starting player; under the
    /// `souvenir_by_leader` flag, the trick's leader (the first to post).
    pub(crate) fn may_play_souvenirs(&self, seat: Seat) -> bool {
        if self.config.souvenir_by_leader {
            self.leader.is_none_or(|l| l == seat)
        } else {
            seat == self.start
        }
    }

    /// `seat`'s hidden hand.
    pub fn hand(&self, seat: Seat) -> Cards {
        self.hands.get(seat.index()).copied().unwrap_or_default()
    }

    /// `seat`'s face-up display (two-player game; empty otherwise).
    pub fn display(&self, seat: Seat) -> Cards {
        self.displays.get(seat.index()).copied().unwrap_or_default()
    }

    /// Every card `seat` can post from: the hand, plus the display in the
    /// two-player game (TV-24).
    #[inline]
    pub fn held(&self, seat: Seat) -> Cards {
        let i = seat.index();
        if i < 4 {
            self.hands[i].plus(self.displays[i])
        } else {
            Cards::EMPTY
        }
    }

    /// `seat`'s post in the current trick (empty if none).
    pub fn post_of(&self, seat: Seat) -> Cards {
        self.table.get(seat.index()).copied().unwrap_or_default()
    }

    /// The card on trending space `space` (1..=7).
    pub fn trending_card(&self, space: u8) -> Option<Card> {
        (1..=7)
            .contains(&space)
            .then(|| self.trending[space as usize - 1])
    }

    /// The topic of the current trick (`None`: a Stamp or Souvenir is there).
    pub fn current_trend(&self) -> Option<PostType> {
        self.trending
            .get(self.trick as usize)
            .and_then(|c| c.post_type())
    }

    /// Whether the trending topics have been turned face up this round.
    pub fn topics_revealed(&self) -> bool {
        self.revealed
    }

    /// Tokens `seat` holds from the current round.
    pub fn round_tokens(&self, seat: Seat) -> u8 {
        self.round_tokens.get(seat.index()).copied().unwrap_or(0)
    }

    /// Tokens `seat` has recorded from finished rounds.
    pub fn total_tokens(&self, seat: Seat) -> u16 {
        self.total_tokens.get(seat.index()).copied().unwrap_or(0)
    }

    /// Tricks `seat` has won in finished rounds plus this one.
    pub fn tricks_won(&self, seat: Seat) -> u8 {
        let i = seat.index();
        if i < 4 {
            self.tricks_total[i] + self.tricks_round[i]
        } else {
            0
        }
    }

    /// The recorded results of round `round` (1..=3).
    pub fn round_record(&self, round: u8) -> Option<&[RoundScore]> {
        let r = (round as usize).checked_sub(1)?;
        self.records.get(r).map(|rec| &rec[..self.players()])
    }

    /// The trick log of round `round` (1..=3): one entry per finished trick.
    pub fn trick_log(&self, round: u8) -> impl Iterator<Item = &TrickRecord> {
        let r = (round as usize).saturating_sub(1).min(2);
        self.log[r].iter().flatten()
    }

    /// The tokens `seat` lost to Inspiration Dried Up in round `r`
    /// (0-based), once the round's seven tricks are in the trick log;
    /// `None` while the log lacks a trick (a position may leave it out).
    pub(crate) fn dried_up_in_round(&self, r: u8, seat: Seat) -> Option<u8> {
        let log = self.log.get(r as usize)?;
        log.iter().try_fold(0u8, |sum, rec| {
            rec.map(|rec| sum.saturating_add(rec.dried_up[seat.index()]))
        })
    }

    /// The events revealed so far this round.
    pub fn revealed_events(&self) -> &[EventKind] {
        &self.events.as_slice()[..(self.events_revealed as usize).min(self.events.len())]
    }

    /// The discard pile (face down: views show only its size).
    pub fn discard_pile(&self) -> Cards {
        self.discard
    }

    /// The cards in `seat`'s trick stacks this round.
    pub fn stacks(&self, seat: Seat) -> Cards {
        self.stacks.get(seat.index()).copied().unwrap_or_default()
    }

    /// The cards in play in this game (after removing marked cards and
    /// unused Souvenirs, G0): what card conservation counts against.
    pub fn cards_in_play(&self) -> Cards {
        let mut all = self.config.marks.post_cards(self.players());
        all.add(Card::STAMP, crate::catalogue::STAMPS);
        all.add(Card::SOUVENIR, self.config.souvenirs_in_play());
        all
    }

    /// Every zone of the table, summed face by face (for card conservation).
    pub(crate) fn zone_counts(&self) -> [u32; crate::cards::FACES] {
        let mut counts = [0u32; crate::cards::FACES];
        let mut add = |c: Cards| {
            for (card, n) in c.faces() {
                counts[card.id()] += n as u32;
            }
        };
        for i in 0..4 {
            add(self.hands[i]);
            add(self.displays[i]);
            add(self.table[i]);
            add(self.stacks[i]);
        }
        add(self.out);
        add(self.discard);
        for c in self.trending {
            counts[c.id()] += 1;
        }
        counts
    }
}
