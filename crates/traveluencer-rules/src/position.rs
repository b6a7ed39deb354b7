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
use tabletop_core::{GameConfig, GameRng, Pile, Seat, SeatSet};

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

/// Copies `v` (empty = all default) into a per-seat array, checking its length.
fn per_seat<T: Copy + Default>(v: &[T], n: usize, what: &str) -> Result<[T; 4], String> {
    let mut out = [T::default(); 4];
    if v.is_empty() {
        return Ok(out);
    }
    if v.len() != n {
        return Err(format!("{what} lists {} seats, the game has {n}", v.len()));
    }
    out[..n].copy_from_slice(v);
    Ok(out)
}

fn seat_set(v: &[u8], n: usize, what: &str) -> Result<SeatSet, String> {
    let mut set = SeatSet::EMPTY;
    for &s in v {
        if s as usize >= n {
            return Err(format!("{what}: seat {s} is not at the table"));
        }
        set.insert(Seat(s));
    }
    Ok(set)
}

fn seat(s: u8, n: usize, what: &str) -> Result<Seat, String> {
    if (s as usize) < n {
        Ok(Seat(s))
    } else {
        Err(format!("{what}: seat {s} is not at the table"))
    }
}

impl TryFrom<Position> for Traveluencer {
    type Error = String;

    fn try_from(mut p: Position) -> Result<Self, String> {
        p.config.validate().map_err(|e| e.to_string())?;
        p.fill_out_of_play()?;
        let n = p.config.players();
        if !(1..=3).contains(&p.round) {
            return Err(format!("round {} is not 1 to 3", p.round));
        }
        let game_over = p.phase == PhaseText::GameOver;
        if !((1..=7).contains(&p.trick) || game_over && p.trick == 8) {
            return Err(format!("trick {} is not 1 to 7", p.trick));
        }
        let trending: [Card; 7] =
            p.trending.as_slice().try_into().map_err(|_| {
                format!("{} trending spaces listed, the map has 7", p.trending.len())
            })?;
        if p.hands.len() != n {
            return Err(format!("{} hands listed for {n} players", p.hands.len()));
        }
        if n != 2 && p.displays.iter().any(|d| !d.is_empty()) {
            return Err("face-up displays exist only in the two-player game".into());
        }
        if p.events.len() > 3 || p.events_revealed as usize > p.events.len() {
            return Err("a round uses 3 events at most, revealed in order".into());
        }
        // Each round's log is empty (not recorded) or has one entry per
        // finished trick, so entry t is trick t + 1.
        let rounds_begun = p.round as usize;
        if p.trick_log.len() > rounds_begun {
            return Err(format!(
                "the trick log lists {} rounds; round {} is being played",
                p.trick_log.len(),
                p.round
            ));
        }
        for (r, round) in p.trick_log.iter().enumerate() {
            let finished = if r + 1 < rounds_begun || game_over {
                7
            } else {
                p.trick as usize - 1
            };
            if !round.is_empty() && round.len() != finished {
                return Err(format!(
                    "the trick log of round {} lists {} tricks; {finished} are finished \
                     (write null for a trick not recorded)",
                    r + 1,
                    round.len()
                ));
            }
        }
        if p.records.len() > 3 || p.records.iter().any(|r| r.len() != n) {
            return Err("records hold one entry per seat for each finished round".into());
        }
        for rec in p.trick_log.iter().flatten().flatten() {
            if rec.start.index() >= n || rec.winner.is_some_and(|w| w.index() >= n) {
                return Err("the trick log names a seat that is not at the table".into());
            }
            if rec.tokens > 5 || rec.dried_up.iter().any(|&d| d > 2) {
                return Err("a trick awards at most 5 tokens and Dried Up costs at most 2".into());
            }
        }
        let mut log = [[None; 7]; 3];
        for (r, round) in p.trick_log.iter().enumerate() {
            for (t, rec) in round.iter().enumerate() {
                log[r][t] = *rec;
            }
        }
        // L69: the records, when given, are the finished rounds and add up
        // to the totals.
        if !p.records.is_empty() {
            let finished = if game_over { 3 } else { p.round as usize - 1 };
            if p.records.len() != finished {
                return Err(format!(
                    "{} rounds recorded, {finished} finished",
                    p.records.len()
                ));
            }
            for i in 0..n {
                let rounds = p.records.iter().map(|r| r[i]);
                if rounds
                    .clone()
                    .any(|s| s.tokens > 35 || s.tricks > 7 || s.poor_planning > 35)
                {
                    return Err(format!(
                        "seat {i}: a round records more than 7 tricks can give"
                    ));
                }
                let tokens: u32 = rounds.clone().map(|s| s.tokens as u32).sum();
                let tricks: u32 = rounds.map(|s| s.tricks as u32).sum();
                let total = p.total_tokens.get(i).copied().unwrap_or(0) as u32;
                let before = p.tricks_before.get(i).copied().unwrap_or(0) as u32;
                if tokens != total || tricks != before {
                    return Err(format!(
                        "seat {i}: the recorded rounds add up to {tokens} tokens and {tricks} \
                         tricks, the totals say {total} and {before}"
                    ));
                }
            }
        }
        // Cards no zone lists: out of play first, then the discard pile
        // (placed below, once the generator is set).

        let mut records = [[RoundScore::default(); 4]; 3];
        for (r, round) in p.records.iter().enumerate() {
            records[r][..n].copy_from_slice(round);
        }
        let mut g = Traveluencer {
            config: p.config,
            rng: p.rng,
            actions: p.actions_taken,
            round: p.round - 1,
            trick: p.trick - 1,
            start: seat(p.start, n, "start")?,
            hands: per_seat(&p.hands, n, "hands")?,
            displays: per_seat(&p.displays, n, "displays")?,
            out: p.out_of_play.unwrap_or_default(),
            trending,
            revealed: p.topics_revealed,
            table: per_seat(&p.posts, n, "posts")?,
            leader: None,
            last_poster: None,
            order_pos: 0,
            dried: per_seat(&p.dried_up, n, "dried_up")?,
            stacks: per_seat(&p.stacks, n, "stacks")?,
            discard: p.discard,
            round_tokens: per_seat(&p.round_tokens, n, "round_tokens")?,
            total_tokens: per_seat(&p.total_tokens, n, "total_tokens")?,
            tricks_round: per_seat(&p.tricks_this_round, n, "tricks_this_round")?,
            tricks_total: per_seat(&p.tricks_before, n, "tricks_before")?,
            records,
            log,
            events: Pile::from_slice(&p.events).map_err(|e| e.to_string())?,
            events_revealed: p.events_revealed,
            phase: Phase::GameOver,
            recall: p.history,
        };
        g.recall.check(n)?;
        let is_flight = matches!(p.phase, PhaseText::Flight { .. });
        g.phase = match p.phase {
            PhaseText::Pass { pending, chosen } => {
                let pending = seat_set(&pending, n, "pass pending")?;
                let mut picks = [Cards::EMPTY; 4];
                for (i, c) in chosen.iter().enumerate() {
                    if let Some(c) = c {
                        if i >= n {
                            return Err(format!("seat {i} has no pass to record"));
                        }
                        picks[i] = *c;
                    }
                }
                for i in 0..n {
                    let done = !pending.contains(Seat(i as u8));
                    if !g.hands[i].contains(picks[i]) {
                        return Err(format!(
                            "seat {i} picked cards to pass that it does not hold"
                        ));
                    }
                    if done && picks[i].len() != 3 {
                        return Err(format!("seat {i} has passed, but not 3 cards"));
                    }
                    if !done && picks[i].len() >= 3 {
                        return Err(format!("seat {i} still passing, but has picked 3 cards"));
                    }
                }
                if pending.is_empty() {
                    return Err("a pass phase with nobody left to pass".into());
                }
                Phase::Pass {
                    pending,
                    chosen: picks,
                }
            }
            PhaseText::Post { seat: s } => Phase::Post {
                seat: seat(s, n, "post")?,
            },
            PhaseText::Modify { seat: s, second } => Phase::Modify {
                seat: seat(s, n, "modify")?,
                second,
            },
            PhaseText::Flight { pending, chosen } | PhaseText::LostPassport { pending, chosen } => {
                let pending = seat_set(&pending, n, "pending")?;
                let mut picks = [Card::STAMP; 4];
                for (i, c) in chosen.iter().enumerate() {
                    if let Some(c) = c {
                        if i >= n || pending.contains(Seat(i as u8)) || !g.hands[i].has(*c) {
                            return Err(format!("seat {i}'s recorded event card is not possible"));
                        }
                        picks[i] = *c;
                    }
                }
                let holders = g.hand_holders();
                for s in holders.iter() {
                    if !pending.contains(s) && chosen.get(s.index()).copied().flatten().is_none() {
                        return Err(format!("{s} holds cards but neither chose nor is pending"));
                    }
                }
                if pending.is_empty() || !pending.iter().all(|s| holders.contains(s)) {
                    return Err("the seats still choosing must hold cards".into());
                }
                if is_flight {
                    Phase::Flight {
                        pending,
                        chosen: picks,
                    }
                } else {
                    Phase::LostPassport {
                        pending,
                        chosen: picks,
                    }
                }
            }
            PhaseText::WindShift { seat: s } => Phase::WindShift {
                seat: seat(s, n, "wind shift")?,
            },
            PhaseText::Crossover { seat: s, owed } => Phase::Crossover {
                seat: seat(s, n, "crossover")?,
                owed: seat_set(&owed, n, "crossover owed")?,
            },
            PhaseText::GameOver => Phase::GameOver,
        };
        // Derived trick state.
        let seating = g.seating();
        g.order_pos = match g.phase {
            Phase::Post { seat } => seating.distance(g.start, seat) as u8,
            Phase::Modify { .. } => n as u8,
            _ => 0,
        };
        g.leader = (0..g.order_pos as usize)
            .map(|k| seating.clockwise(g.start, k))
            .find(|s| !g.table[s.index()].is_empty());
        g.last_poster = match p.last_poster {
            Some(s) => Some(seat(s, n, "last_poster")?),
            None if matches!(g.phase, Phase::Post { .. } | Phase::Modify { .. }) => {
                g.derive_last_poster()
            }
            None => None,
        };
        g.check_position().map_err(|e| e.to_string())?;
        // No card moves during a trick: a player who still holds the led
        // type held it when posting another type (L40). (Checked on load;
        // `resample_hidden` keeps it too, as a void the observer saw.)
        if let Some(led) = g.led_type() {
            for s in (0..n).map(|p| Seat(p as u8)) {
                let kind = g.table[s.index()].single_type();
                if kind.is_some_and(|k| k != led) && g.held(s).has_type(led) {
                    return Err(format!(
                        "{s} posted {} while holding {led}, the led type (L40)",
                        kind.map_or("", |k| k.name())
                    ));
                }
            }
        }
        Ok(g)
    }
}
