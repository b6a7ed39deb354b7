//! Positions: the readable JSON form of a game, validated on load, and the
//! hidden-information scramble used by the conformance tests.
//!
//! A position names every zone of the table with the card text of
//! [`crate::cards`] (`"F149+S2+0+00"`). Fields with a default may be left
//! out of a hand-written file. Loading checks card conservation (every card
//! in play in exactly one place), the counts, and that the decision owed is
//! one that can arise (the seat to post holds a Post card, and so on).
//!
//! The rulebook's trending example, just before the fourth player's post
//! (`examples/positions/traveluencer-trending-example.json`, abridged):
//!
//! ```text
//! { "game": "traveluencer",
//!   "position": {
//!     "config": {"players": 4}, "rng": {"seed": 2024},
//!     "round": 1, "trick": 1, "start": 0,
//!     "trending": ["S7", "A1", "F1", "S5", "A8", "F3", "S9"],
//!     "hands": ["F12479+S369+A1368+0+00", "...", "...", "S11223468+A23569+0+00"],
//!     "posts": ["F8", "F56", "F9+0", ""],
//!     "out_of_play": "A4",
//!     "phase": {"post": {"seat": 3}} } }
//! ```
//!
//! [`Position::new`] and [`Position::fill_out_of_play`] help build one in code.

use crate::cards::{Card, Cards, FACES};
use crate::config::{EventKind, TraveluencerConfig};
use crate::recall::Recall;
use crate::state::{Phase, RoundScore, Traveluencer, TrickRecord};
use serde::{Deserialize, Serialize};
use tabletop_core::{GameRng, Seat, SeatSet};

/// The decision owed, as written in a position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
#[non_exhaustive]
pub enum PhaseText {
    /// Round-start passes: seats still choosing, and the secret choices made.
    Pass {
        /// Seats still choosing.
        pending: Vec<u8>,
        /// Per seat, the cards picked so far: 3 once done, fewer (or absent)
        /// for seats still picking.
        #[serde(default)]
        chosen: Vec<Option<Cards>>,
    },
    /// `seat` must post.
    Post {
        /// The seat.
        seat: u8,
    },
    /// `seat` may modify its post (two players).
    Modify {
        /// The seat.
        seat: u8,
        /// Whether it is the second poster's answer.
        #[serde(default)]
        second: bool,
    },
    /// Flight choices.
    Flight {
        /// Seats still choosing.
        pending: Vec<u8>,
        /// Per seat, the card chosen.
        #[serde(default)]
        chosen: Vec<Option<Card>>,
    },
    /// Lost Passport choices.
    LostPassport {
        /// Seats still choosing.
        pending: Vec<u8>,
        /// Per seat, the card chosen.
        #[serde(default)]
        chosen: Vec<Option<Card>>,
    },
    /// Wind Shift: `seat` may swap.
    WindShift {
        /// The seat.
        seat: u8,
    },
    /// Crossover: `seat` gives back to `owed`.
    Crossover {
        /// The giver.
        seat: u8,
        /// Seats still owed a card.
        owed: Vec<u8>,
    },
    /// The game is over.
    GameOver,
}

fn yes() -> bool {
    true
}

/// The position file format of a Traveluencer game (the `position` of a
/// [`tabletop_core::PositionFile`]). Rounds, tricks and trending spaces are
/// numbered from 1; seats from 0.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// The configuration (defaults: 4 players, no events).
    #[serde(default)]
    pub config: TraveluencerConfig,
    /// The generator (a seed alone is enough by hand).
    #[serde(default)]
    pub rng: GameRng,
    /// Actions applied so far.
    #[serde(default)]
    pub actions_taken: u64,
    /// Round 1..=3.
    pub round: u8,
    /// Trick 1..=7 (8 once the game is over).
    pub trick: u8,
    /// The starting player of the current trick.
    pub start: u8,
    /// Each seat's hidden hand.
    pub hands: Vec<Cards>,
    /// Each seat's face-up display (two players only).
    #[serde(default)]
    pub displays: Vec<Cards>,
    /// Cards out of play this round (leftover, two-player set-aside). When
    /// absent, the cards no zone lists fill it (as many as the deal leaves
    /// out), and the rest go to the discard pile.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub out_of_play: Option<Cards>,
    /// The 7 trending spaces, space 1 first.
    pub trending: Vec<Card>,
    /// Whether the topics are face up (false only before the passes end).
    #[serde(default = "yes")]
    pub topics_revealed: bool,
    /// Each seat's post in the current trick.
    #[serde(default)]
    pub posts: Vec<Cards>,
    /// The cards of each seat's trick stacks this round.
    #[serde(default)]
    pub stacks: Vec<Cards>,
    /// The discard pile.
    #[serde(default)]
    pub discard: Cards,
    /// Tokens each seat holds from this round.
    #[serde(default)]
    pub round_tokens: Vec<u8>,
    /// Tokens each seat recorded in finished rounds.
    #[serde(default)]
    pub total_tokens: Vec<u16>,
    /// Tricks each seat won this round.
    #[serde(default)]
    pub tricks_this_round: Vec<u8>,
    /// Tricks each seat won in finished rounds.
    #[serde(default)]
    pub tricks_before: Vec<u8>,
    /// Recorded results of finished rounds.
    #[serde(default)]
    pub records: Vec<Vec<RoundScore>>,
    /// Finished tricks, per round: none, or one entry per finished trick
    /// (`null` for a trick not recorded).
    #[serde(default)]
    pub trick_log: Vec<Vec<Option<TrickRecord>>>,
    /// This round's event deck, in reveal order (hidden until revealed).
    #[serde(default)]
    pub events: Vec<EventKind>,
    /// How many of this round's events have been revealed.
    #[serde(default)]
    pub events_revealed: u8,
    /// Tokens lost to Inspiration Dried Up so far in the current trick.
    #[serde(default)]
    pub dried_up: Vec<u8>,
    /// The player barred from Stamps this trick (derived by TV-7 if absent).
    #[serde(default)]
    pub last_poster: Option<u8>,
    /// The decision owed.
    pub phase: PhaseText,
    /// The history the zones no longer show (every post, the private
    /// exchanges, the topics as they lay): what the information states
    /// recall. Absent from a position written by hand; not checked against
    /// the zones beyond its seats.
    #[serde(default, skip_serializing_if = "Recall::is_empty")]
    pub history: Recall,
}

impl Position {
    /// A blank position for `config`: round 1, trick 1, seat 0 to post,
    /// empty hands (trending spaces hold Stamps until set). Fill in the
    /// zones; cards not placed go out of play, then to the discard pile, on
    /// load — or call [`fill_out_of_play`](Self::fill_out_of_play) to put
    /// every card not placed elsewhere out of play.
    pub fn new(config: TraveluencerConfig) -> Position {
        let n = config.players;
        Position {
            config,
            rng: GameRng::new(0),
            actions_taken: 0,
            round: 1,
            trick: 1,
            start: 0,
            hands: vec![Cards::EMPTY; n],
            displays: Vec::new(),
            out_of_play: None,
            trending: vec![Card::STAMP; 7],
            topics_revealed: true,
            posts: Vec::new(),
            stacks: Vec::new(),
            discard: Cards::EMPTY,
            round_tokens: Vec::new(),
            total_tokens: Vec::new(),
            tricks_this_round: Vec::new(),
            tricks_before: Vec::new(),
            records: Vec::new(),
            trick_log: Vec::new(),
            events: Vec::new(),
            events_revealed: 0,
            dried_up: Vec::new(),
            last_poster: None,
            phase: PhaseText::Post { seat: 0 },
            history: Recall::default(),
        }
    }

    /// Places the cards no zone lists, as loading does: when `out_of_play`
    /// is absent, it gets as many of them as the deal leaves out (L25, L87:
    /// 1 card with four players, the 6 set aside with two); the rest go on
    /// the discard pile (L55). Which go where is shuffled by the position's
    /// generator. Fails if some zone holds more copies of a card than the
    /// game has.
    pub fn fill_out_of_play(&mut self) -> Result<(), String> {
        let rest = self.unplaced()?;
        let mut cards = [Card::STAMP; 68];
        let mut len = 0;
        for card in rest.iter() {
            cards[len] = card;
            len += 1;
        }
        let cards = &mut cards[..len];
        let quota = match self.out_of_play {
            Some(_) => 0,
            None => self.config.out_of_play_per_round().min(len),
        };
        if quota > 0 && quota < len {
            self.rng.shuffle(cards);
        }
        let mut out = self.out_of_play.unwrap_or_default();
        for &card in &cards[..quota] {
            out.add(card, 1);
        }
        for &card in &cards[quota..] {
            self.discard.add(card, 1);
        }
        self.out_of_play = Some(out);
        Ok(())
    }

    /// The cards in play that no zone of the position lists.
    fn unplaced(&self) -> Result<Cards, String> {
        let mut all = self.config.marks.post_cards(self.config.players);
        all.add(Card::STAMP, crate::catalogue::STAMPS);
        all.add(Card::SOUVENIR, self.config.souvenirs_in_play());
        let mut placed = [0u32; FACES];
        let zones = self
            .hands
            .iter()
            .chain(&self.displays)
            .chain(&self.posts)
            .chain(&self.stacks)
            .chain([&self.discard])
            .chain(&self.out_of_play)
            .copied()
            .chain(self.trending.iter().map(|&c| Cards::one(c)));
        for z in zones {
            for (card, k) in z.faces() {
                placed[card.id()] += k as u32;
            }
        }
        let mut rest = Cards::EMPTY;
        for (card, total) in all.faces() {
            let have = placed[card.id()];
            if have > total as u32 {
                return Err(format!(
                    "card conservation: {have} copies of {card} placed, the game uses {total}"
                ));
            }
            rest.add(card, total - have as u8);
        }
        for id in 0..FACES {
            if let Some(card) = Card::from_id(id as u8)
                && all.count(card) == 0
                && placed[id] > 0
            {
                return Err(format!("{card} is not in play in this game"));
            }
        }
        Ok(rest)
    }
}

fn seats_of(set: SeatSet) -> Vec<u8> {
    set.iter().map(|s| s.0).collect()
}

impl From<Traveluencer> for Position {
    fn from(g: Traveluencer) -> Position {
        let n = g.players();
        let finished = if g.phase == Phase::GameOver {
            3
        } else {
            g.round as usize
        };
        let phase = match g.phase {
            Phase::Pass { pending, chosen } => PhaseText::Pass {
                pending: seats_of(pending),
                chosen: (0..n)
                    .map(|p| (!chosen[p].is_empty()).then_some(chosen[p]))
                    .collect(),
            },
            Phase::Post { seat } => PhaseText::Post { seat: seat.0 },
            Phase::Modify { seat, second } => PhaseText::Modify {
                seat: seat.0,
                second,
            },
            Phase::Flight { pending, chosen } | Phase::LostPassport { pending, chosen } => {
                let holders = g.hand_holders();
                let chosen = (0..n)
                    .map(|p| {
                        let s = Seat(p as u8);
                        (holders.contains(s) && !pending.contains(s)).then_some(chosen[p])
                    })
                    .collect();
                if matches!(g.phase, Phase::Flight { .. }) {
                    PhaseText::Flight {
                        pending: seats_of(pending),
                        chosen,
                    }
                } else {
                    PhaseText::LostPassport {
                        pending: seats_of(pending),
                        chosen,
                    }
                }
            }
            Phase::WindShift { seat } => PhaseText::WindShift { seat: seat.0 },
            Phase::Crossover { seat, owed } => PhaseText::Crossover {
                seat: seat.0,
                owed: seats_of(owed),
            },
            Phase::GameOver => PhaseText::GameOver,
        };
        Position {
            config: g.config,
            rng: g.rng.clone(),
            actions_taken: g.actions,
            round: g.round + 1,
            trick: g.trick + 1,
            start: g.start.0,
            hands: g.hands[..n].to_vec(),
            displays: if n == 2 {
                g.displays[..n].to_vec()
            } else {
                Vec::new()
            },
            out_of_play: Some(g.out),
            trending: g.trending.to_vec(),
            topics_revealed: g.revealed,
            posts: g.table[..n].to_vec(),
            stacks: g.stacks[..n].to_vec(),
            discard: g.discard,
            round_tokens: g.round_tokens[..n].to_vec(),
            total_tokens: g.total_tokens[..n].to_vec(),
            tricks_this_round: g.tricks_round[..n].to_vec(),
            tricks_before: g.tricks_total[..n].to_vec(),
            records: g.records[..finished]
                .iter()
                .map(|r| r[..n].to_vec())
                .collect(),
            trick_log: (0..=(g.round as usize).min(2))
                .map(|r| {
                    let finished = if r < g.round as usize || g.phase == Phase::GameOver {
                        7
                    } else {
                        g.trick as usize
                    };
                    let log = &g.log[r][..finished];
                    if log.iter().all(Option::is_none) {
                        Vec::new()
                    } else {
                        log.to_vec()
                    }
                })
                .collect(),
            events: g.events.as_slice().to_vec(),
            events_revealed: g.events_revealed,
            dried_up: g.dried[..n].to_vec(),
            last_poster: g.last_poster.map(|s| s.0),
            phase,
            history: g.recall,
        }
    }
}

mod load;
