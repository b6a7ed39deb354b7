//! What one seat (or a spectator) may see.

use crate::cards::{Card, Cards, PostType};
use crate::config::EventKind;
use crate::state::{Phase, RoundScore, Traveluencer, TrickRecord};
use serde::Serialize;
use tabletop_core::{Game, Seat, SeatSet, ToAct};

/// The decision owed now, as the table sees it (never a pending choice).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case", tag = "decision")]
#[non_exhaustive]
pub enum Owed {
    /// Seats still choosing their 3 cards to pass.
    Pass {
        /// Seats still choosing.
        pending: SeatSet,
    },
    /// A seat must post.
    Post {
        /// The seat.
        seat: Seat,
    },
    /// A seat may modify its post (two players).
    Modify {
        /// The seat.
        seat: Seat,
    },
    /// Seats still choosing their Flight card.
    Flight {
        /// Seats still choosing.
        pending: SeatSet,
    },
    /// Seats still choosing their Lost Passport discard.
    LostPassport {
        /// Seats still choosing.
        pending: SeatSet,
    },
    /// A seat may swap a topic (Wind Shift).
    WindShift {
        /// The seat.
        seat: Seat,
    },
    /// A seat gives cards back (Crossover).
    Crossover {
        /// The giver.
        seat: Seat,
        /// Seats still owed a card.
        owed: SeatSet,
    },
    /// The game is over.
    GameOver,
}

/// One seat's public situation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SeatInfo {
    /// Cards in the hidden hand.
    pub hand_size: usize,
    /// The face-up display (two players).
    pub display: Cards,
    /// The post on the table in the current trick.
    pub post: Cards,
    /// Tokens from the current round.
    pub round_tokens: u8,
    /// Tokens recorded in finished rounds.
    pub total_tokens: u16,
    /// Tricks won in the game so far.
    pub tricks_won: u8,
}

/// What a seat may see: its own hand, the public table and the scores;
/// never another hand, the out-of-play cards, the event order or the generator.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct TraveluencerView {
    /// Whose view this is (`None`: a spectator).
    pub seat: Option<Seat>,
    /// Players at the table.
    pub players: usize,
    /// Round 1..=3.
    pub round: u8,
    /// Trick 1..=7 (8 once the round's tricks are done).
    pub trick: u8,
    /// The starting player of the current trick.
    pub start: Seat,
    /// The leader of the current trick, once someone posted.
    pub leader: Option<Seat>,
    /// The led type.
    pub led: Option<PostType>,
    /// The player barred from Stamps this trick (TV-7).
    pub last_poster: Option<Seat>,
    /// The seats that hold cards but no Post card this trick, and so will
    /// not post in it: they say so when the trick begins (TV-11, L42).
    pub cannot_post: SeatSet,
    /// Who must decide next (the fields `to_act`, `simultaneous` and
    /// `over`, as in every answer of the protocol).
    #[serde(flatten)]
    pub to_act: ToAct,
    /// The decision owed now.
    pub owed: Owed,
    /// The seat's own hand (`None` for a spectator).
    pub hand: Option<Cards>,
    /// The seat's own secret choice not yet carried out: the cards picked so
    /// far to pass at the round start, or the card chosen for Flight or Lost
    /// Passport (still in the hand). Never another seat's; empty for a
    /// spectator.
    pub my_choice: Cards,
    /// Each seat's public situation.
    pub seats: Vec<SeatInfo>,
    /// The trending topics, once revealed (space 1 first).
    pub trending: Option<[Card; 7]>,
    /// How many cards the face-down discard pile holds (L55; Lost Passport
    /// discards are never shown).
    pub discard_size: usize,
    /// The events revealed this round.
    pub events: Vec<EventKind>,
    /// The tricks finished this round.
    pub tricks: Vec<TrickRecord>,
    /// The recorded round results, per round, per seat.
    pub records: Vec<Vec<RoundScore>>,
}

impl Traveluencer {
    pub(crate) fn make_view(&self, seat: Option<Seat>) -> TraveluencerView {
        let n = self.players();
        let seat = seat.filter(|s| s.index() < n);
        let owed = match self.phase {
            Phase::Pass { pending, .. } => Owed::Pass { pending },
            Phase::Post { seat } => Owed::Post { seat },
            Phase::Modify { seat, .. } => Owed::Modify { seat },
            Phase::Flight { pending, .. } => Owed::Flight { pending },
            Phase::LostPassport { pending, .. } => Owed::LostPassport { pending },
            Phase::WindShift { seat } => Owed::WindShift { seat },
            Phase::Crossover { seat, owed } => Owed::Crossover { seat, owed },
            Phase::GameOver => Owed::GameOver,
        };
        let my_choice = match (seat, self.phase) {
            (Some(s), Phase::Pass { chosen, .. }) => chosen[s.index()],
            (
                Some(s),
                Phase::Flight { pending, chosen } | Phase::LostPassport { pending, chosen },
            ) if !pending.contains(s) && !self.hands[s.index()].is_empty() => {
                Cards::one(chosen[s.index()])
            }
            _ => Cards::EMPTY,
        };
        let finished_rounds = if self.phase == Phase::GameOver {
            3
        } else {
            self.round as usize
        };
        TraveluencerView {
            seat,
            players: n,
            round: self.round + 1,
            trick: self.trick + 1,
            start: self.start,
            leader: self.leader,
            led: self.led_type(),
            last_poster: self.last_poster,
            cannot_post: self.cannot_post(),
            to_act: self.to_act(),
            owed,
            hand: seat.map(|s| self.hands[s.index()]),
            my_choice,
            seats: (0..n)
                .map(|p| SeatInfo {
                    hand_size: self.hands[p].len(),
                    display: self.displays[p],
                    post: self.table[p],
                    round_tokens: self.round_tokens[p],
                    total_tokens: self.total_tokens[p],
                    tricks_won: self.tricks_total[p] + self.tricks_round[p],
                })
                .collect(),
            trending: self.revealed.then_some(self.trending),
            discard_size: self.discard.len(),
            events: self.revealed_events().to_vec(),
            tricks: self.log[self.round as usize]
                .iter()
                .flatten()
                .copied()
                .collect(),
            records: self.records[..finished_rounds]
                .iter()
                .map(|r| r[..n].to_vec())
                .collect(),
        }
    }
}
