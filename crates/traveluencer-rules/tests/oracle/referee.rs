//! A second referee for Traveluencer's scoring, written from the rulebook
//! text and deliberately simple: it shares no scoring code with the engine.
//! It follows a game action by action and, at every trick the engine
//! finishes, works out the trick's result itself and compares it with the
//! engine's record:
//!
//! * the view count (L38, L45): the Post values in ascending order, then a
//!   0 per Stamp and 00 per Souvenir, compared as decimal numbers;
//! * the trick winner (L48, L58-L61): off-type posts matching the topic beat
//!   every led-type post, the highest view count wins, a tie goes to the
//!   player who posted first;
//! * the token award (L49-L54): 1-2 cards 3, 3-4 cards 4, 5 or more 5
//!   (counting Post cards only under `tokens_count_post_cards_only`, TV-5);
//! * Inspiration Dried Up (L73, TV-13): 3-4 players, 2 tokens (or what is
//!   left) per trick for a player holding no card, never with 2 players
//!   (L101);
//! * Poor Planning (L76, TV-14): after trick 7's award, 1 token per held card
//!   (or what is left);
//! * the round record, the next round's starting player (L70, TV-27), the
//!   next trick's (L65), the player Wind Shift and Crossover go to (L115)
//!   and the final result (L79-L80).
//!
//! The engine's clock (round and trick) tells the referee when a trick ends;
//! what is on the table (posts, topics, hands) is read from the positions.

use serde_json::Value;
use tabletop_core::{Game, GameConfig, Seat, SeatSet};
use traveluencer_rules::{Action, Cards, Phase, Traveluencer, TraveluencerConfig};

/// What the referee decided for one trick.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub round: u8,
    pub trick: u8,
    /// The winner, the winning view count (digits) and the tokens awarded.
    pub won: Option<(Seat, String, u8)>,
}

pub struct Referee {
    players: usize,
    post_cards_only: bool,
    trailing_starts: bool,
    start: Seat,
    posts: Vec<(Seat, Vec<String>)>,
    tokens: [i64; 4],
    tricks: [i64; 4],
    totals: [i64; 4],
    tricks_total: [i64; 4],
    /// Every trick refereed, in order.
    pub verdicts: Vec<Verdict>,
    /// Tricks that nobody won, Dried-Up charges and Poor-Planning charges
    /// seen (so a test can show the rare cases were reached).
    pub seen: Seen,
}

/// Counts of the cases the referee met.
#[derive(Clone, Debug, Default)]
pub struct Seen {
    pub tricks: u64,
    pub trending_wins: u64,
    pub ties_to_the_earlier: u64,
    pub dried_up: u64,
    pub poor_planning: u64,
    pub unwon: u64,
    pub fewest_checks: u64,
}

impl Seen {
    pub fn add(&mut self, o: &Seen) {
        self.tricks += o.tricks;
        self.trending_wins += o.trending_wins;
        self.ties_to_the_earlier += o.ties_to_the_earlier;
        self.dried_up += o.dried_up;
        self.poor_planning += o.poor_planning;
        self.unwon += o.unwon;
        self.fewest_checks += o.fewest_checks;
    }
}

/// A card as the rulebook prints it: `F4`, `0` (Stamp), `00` (Souvenir).
fn texts(cards: Cards) -> Vec<String> {
    cards.iter().map(|c| c.to_string()).collect()
}

/// The type letter of a post: that of its Post cards (`None`: none, or two
/// types).
fn type_of(post: &[String]) -> Option<char> {
    let mut letters = post
        .iter()
        .filter_map(|c| c.chars().next().filter(char::is_ascii_alphabetic));
    let first = letters.next()?;
    letters.all(|l| l == first).then_some(first)
}

/// The view count's digits (L38, L45): Post values ascending, then the
/// zeros of Stamps and Souvenirs on the right.
pub fn digits(post: &[String]) -> String {
    let mut values: Vec<char> = post
        .iter()
        .filter(|c| c.len() == 2 && c.as_bytes()[0].is_ascii_alphabetic())
        .map(|c| c.as_bytes()[1] as char)
        .collect();
    values.sort_unstable();
    let mut out: String = values.into_iter().collect();
    for c in post {
        match c.as_str() {
            "0" => out.push('0'),
            "00" => out.push_str("00"),
            _ => {}
        }
    }
    out
}

/// Compares two view counts written without leading zeros, as numbers.
fn greater(a: &str, b: &str) -> bool {
    (a.len(), a) > (b.len(), b)
}

/// Tokens for a winning post of `cards` counted cards (L50-L54).
fn award(cards: usize) -> u8 {
    match cards {
        0 => 0,
        1 | 2 => 3,
        3 | 4 => 4,
        _ => 5,
    }
}

/// Tricks the engine has finished (its clock).
fn finished(g: &Traveluencer) -> usize {
    if g.phase() == Phase::GameOver {
        21
    } else {
        (g.round() as usize - 1) * 7 + g.trick() as usize - 1
    }
}

impl Referee {
    pub fn new(config: &TraveluencerConfig, first: &Traveluencer) -> Self {
        Referee {
            players: config.players(),
            post_cards_only: config.tokens_count_post_cards_only(),
            trailing_starts: config.two_player_trailing_starts(),
            start: first.starting_player(),
            posts: Vec::new(),
            tokens: [0; 4],
            tricks: [0; 4],
            totals: [0; 4],
            tricks_total: [0; 4],
            verdicts: Vec::new(),
            seen: Seen::default(),
        }
    }

    fn left(&self, s: Seat) -> Seat {
        Seat(((s.index() + 1) % self.players) as u8)
    }

    fn right(&self, s: Seat) -> Seat {
        Seat(((s.index() + self.players - 1) % self.players) as u8)
    }

    /// The trick's winner among `posts` (in posting order) with `topic`.
    fn winner(&mut self, topic: Option<char>) -> Option<(Seat, String, usize)> {
        let led = type_of(&self.posts.first()?.1)?;
        let on_trend = |t: Option<char>| t != Some(led) && t.is_some() && t == topic;
        let trending = self.posts.iter().any(|(_, p)| on_trend(type_of(p)));
        let mut best: Option<(Seat, String, usize)> = None;
        let mut tied = false;
        for (seat, post) in &self.posts {
            let t = type_of(post);
            let eligible = if trending {
                on_trend(t)
            } else {
                t == Some(led)
            };
            if !eligible {
                continue;
            }
            let view = digits(post);
            let counted = if self.post_cards_only {
                post.iter()
                    .filter(|c| c.starts_with(|l: char| l.is_ascii_alphabetic()))
                    .count()
            } else {
                post.len()
            };
            match &best {
                Some((_, b, _)) if !greater(&view, b) => tied |= view == *b,
                _ => {
                    best = Some((*seat, view, counted));
                    tied = false;
                }
            }
        }
        self.seen.trending_wins += u64::from(trending);
        self.seen.ties_to_the_earlier += u64::from(tied);
        best
    }

    /// Follows one action; returns the first disagreement with the engine.
    pub fn observe(
        &mut self,
        before: &Traveluencer,
        seat: Seat,
        action: &Action,
        after: &Traveluencer,
    ) -> Result<(), String> {
        match action {
            Action::Post(p) => self.posts.push((seat, texts(p.cards()))),
            Action::Modify(p) => {
                let entry = self.posts.iter_mut().find(|(s, _)| *s == seat);
                let entry = entry.ok_or("a modification without a post")?;
                entry.1.extend(texts(p.cards()));
            }
            _ => {}
        }
        let (from, to) = (finished(before), finished(after));
        if to < from || to > from + 7 {
            return Err(format!("the clock went from {from} to {to} tricks"));
        }
        // Cards held at the end of the first trick finished here, by source.
        let n = self.players;
        let mut hand = [0usize; 4];
        let mut display = [0usize; 4];
        for p in 0..n {
            hand[p] = before.hand(Seat(p as u8)).len();
            display[p] = before.display(Seat(p as u8)).len();
        }
        // The action's own card moves (a trick can end right after an
        // event's last choice, when nobody can post).
        let old = hand;
        match action {
            Action::Post(p) | Action::Modify(p) => {
                hand[seat.index()] -= p.hand().len();
                display[seat.index()] -= p.display().len();
            }
            // Lost Passport: every player holding a card discards one at once.
            Action::Discard(_) => {
                for h in hand.iter_mut().take(n) {
                    *h = h.saturating_sub(1);
                }
            }
            // Flight: every player holding a card passes one left at once.
            Action::Flight(_) => {
                for p in 0..n {
                    let me = Seat(p as u8);
                    hand[p] = old[p] - usize::from(old[p] > 0)
                        + usize::from(old[self.right(me).index()] > 0);
                }
            }
            Action::Give { to, .. } => {
                hand[seat.index()] -= 1;
                hand[to.index()] += 1;
            }
            _ => {}
        }
        for k in from..to {
            let (round, trick) = ((k / 7) as u8 + 1, (k % 7) as u8 + 1);
            if k > from && before.config().events() && trick % 2 == 0 {
                self.event_moves(before, trick, &mut hand)?;
            }
            let topic = if k == from {
                before
                    .trending_card(trick)
                    .map(|c| c.to_string())
                    .and_then(|c| type_of(&[c]))
            } else {
                self.posts.clear();
                None
            };
            self.trick(after, round, trick, topic, &hand)?;
            if trick == 7 {
                let held: Vec<usize> = (0..n).map(|p| hand[p] + display[p]).collect();
                self.round_end(after, round, &held)?;
            }
        }
        if to < 21 && after.round() as usize == to / 7 + 1 && after.starting_player() != self.start
        {
            return Err(format!(
                "the engine's starting player is {}, the referee's {}",
                after.starting_player(),
                self.start
            ));
        }
        self.check_event_target(before, after)
    }

    /// The card moves of an event revealed before an automatic trick (no
    /// one holds a Post card, so only Wrong Luggage and Thief move cards
    /// without a decision; Flight and Lost Passport ask one of every player
    /// holding a card).
    fn event_moves(
        &self,
        before: &Traveluencer,
        trick: u8,
        hand: &mut [usize; 4],
    ) -> Result<(), String> {
        let json: Value = serde_json::to_value(before).map_err(|e| e.to_string())?;
        let event = json["events"][(trick / 2 - 1) as usize]
            .as_str()
            .unwrap_or("")
            .to_string();
        let n = self.players;
        let old = *hand;
        match event.as_str() {
            "wrong-luggage" => {
                for p in 0..n {
                    hand[self.left(Seat(p as u8)).index()] = old[p];
                }
            }
            "thief" => {
                for p in 0..n {
                    let me = Seat(p as u8);
                    let robbed = usize::from(old[p] > 0);
                    let robs = usize::from(old[self.right(me).index()] > 0);
                    hand[p] = old[p] - robbed + robs;
                }
            }
            // No card moves: a Wind Shift or Crossover that would move one
            // asks for a decision, so it cannot come before an automatic trick.
            "rescheduled"
            | "network-disconnection"
            | "live"
            | "unnamed"
            | "wind-shift"
            | "crossover" => {}
            _ if old.iter().all(|&h| h == 0) => {}
            other => {
                return Err(format!(
                    "{other} before trick {trick} resolved with no decision though a hand holds cards"
                ));
            }
        }
        Ok(())
    }

    /// Referees one trick and compares it with the engine's record.
    fn trick(
        &mut self,
        after: &Traveluencer,
        round: u8,
        trick: u8,
        topic: Option<char>,
        hand: &[usize; 4],
    ) -> Result<(), String> {
        let n = self.players;
        self.seen.tricks += 1;
        let mut posted = SeatSet::EMPTY;
        for (s, _) in &self.posts {
            posted.insert(*s);
        }
        let mut dried = [0u8; 4];
        if n >= 3 {
            for p in 0..n {
                if hand[p] == 0 && !posted.contains(Seat(p as u8)) {
                    let loss = self.tokens[p].min(2);
                    self.tokens[p] -= loss;
                    dried[p] = loss as u8;
                    self.seen.dried_up += u64::from(loss > 0);
                }
            }
        }
        let won = self.winner(topic).map(|(w, view, counted)| {
            let tokens = award(counted);
            self.tokens[w.index()] += i64::from(tokens);
            self.tricks[w.index()] += 1;
            (w, view, tokens)
        });
        self.seen.unwon += u64::from(won.is_none());
        let record = after
            .trick_log(round)
            .nth(trick as usize - 1)
            .ok_or_else(|| format!("round {round} trick {trick} has no record"))?;
        let ctx = format!("round {round} trick {trick}");
        if record.start != self.start {
            return Err(format!(
                "{ctx}: started by {}, not {}",
                record.start, self.start
            ));
        }
        let engine_won = record
            .winner
            .map(|w| (w, record.view().0.to_string(), record.tokens));
        if engine_won != won.clone() {
            return Err(format!(
                "{ctx}: the engine says {engine_won:?}, the rulebook {won:?} (posts {:?}, topic {topic:?})",
                self.posts
            ));
        }
        if record.dried_up[..n] != dried[..n] {
            return Err(format!(
                "{ctx}: Dried Up {:?}, the rulebook {:?}",
                &record.dried_up[..n],
                &dried[..n]
            ));
        }
        if let Some((w, _, _)) = &won {
            self.start = *w;
        }
        self.verdicts.push(Verdict { round, trick, won });
        self.posts.clear();
        Ok(())
    }

    /// Poor Planning, the round record and the next round's start.
    fn round_end(&mut self, after: &Traveluencer, round: u8, held: &[usize]) -> Result<(), String> {
        let n = self.players;
        let record = after
            .round_record(round)
            .ok_or_else(|| format!("round {round} is not recorded"))?;
        for p in 0..n {
            let loss = self.tokens[p].min(held[p] as i64);
            self.tokens[p] -= loss;
            self.seen.poor_planning += u64::from(loss > 0);
            let r = record[p];
            let expected = (self.tokens[p], self.tricks[p], loss);
            let got = (
                i64::from(r.tokens),
                i64::from(r.tricks),
                i64::from(r.poor_planning),
            );
            if got != expected {
                return Err(format!(
                    "round {round} seat {p}: recorded (tokens, tricks, Poor Planning) {got:?}, the rulebook {expected:?}"
                ));
            }
            self.totals[p] += self.tokens[p];
            self.tricks_total[p] += self.tricks[p];
        }
        self.tokens = [0; 4];
        self.tricks = [0; 4];
        if round == 3 {
            return Ok(());
        }
        // L70: left of the fewest accumulated tokens, a tie drawn at random;
        // two players under the flag: the one with fewer tokens (TV-27).
        let fewest = (0..n).map(|p| self.totals[p]).min().unwrap_or(0);
        let start = after.starting_player();
        let ok = (0..n).any(|p| {
            let seat = Seat(p as u8);
            let pick = if n == 2 && self.trailing_starts {
                seat
            } else {
                self.left(seat)
            };
            self.totals[p] == fewest && pick == start
        });
        if !ok {
            return Err(format!(
                "round {} starts with {start}; totals {:?}",
                round + 1,
                &self.totals[..n]
            ));
        }
        self.start = start;
        Ok(())
    }

    /// Wind Shift and Crossover go to the player with the fewest tokens this
    /// round, ties to the first clockwise from the starting player (L115).
    fn check_event_target(
        &mut self,
        before: &Traveluencer,
        after: &Traveluencer,
    ) -> Result<(), String> {
        let (Phase::WindShift { seat } | Phase::Crossover { seat, .. }) = after.phase() else {
            return Ok(());
        };
        if matches!(before.phase(), Phase::Crossover { .. }) && before.trick() == after.trick() {
            return Ok(());
        }
        let n = self.players;
        let mut best = self.start;
        for k in 1..n {
            let s = Seat(((self.start.index() + k) % n) as u8);
            if self.tokens[s.index()] < self.tokens[best.index()] {
                best = s;
            }
        }
        self.seen.fewest_checks += 1;
        if seat != best {
            return Err(format!(
                "the event goes to {seat}, the fewest tokens ({:?}) clockwise from {} is {best}",
                &self.tokens[..n],
                self.start
            ));
        }
        Ok(())
    }

    /// Each seat's recorded tokens and tricks won over the finished rounds.
    pub fn totals(&self) -> (Vec<i64>, Vec<i64>) {
        let n = self.players;
        (self.totals[..n].to_vec(), self.tricks_total[..n].to_vec())
    }

    /// The final result (L79-L80): most tokens, then most tricks, then a
    /// shared victory.
    pub fn finish(&self, game: &Traveluencer) -> Result<(), String> {
        let n = self.players;
        let outcome = game.outcome().ok_or("the game has no outcome")?;
        let totals = &self.totals[..n];
        let tricks = &self.tricks_total[..n];
        if outcome.scores != totals || outcome.tiebreaks != tricks {
            return Err(format!(
                "final {:?} / {:?}, the rulebook {totals:?} / {tricks:?}",
                outcome.scores, outcome.tiebreaks
            ));
        }
        let top = totals.iter().max().copied().unwrap_or(0);
        let best_tricks = (0..n)
            .filter(|&p| totals[p] == top)
            .map(|p| tricks[p])
            .max()
            .unwrap_or(0);
        let mut winners = SeatSet::EMPTY;
        for p in (0..n).filter(|&p| totals[p] == top && tricks[p] == best_tricks) {
            winners.insert(Seat(p as u8));
        }
        if outcome.winners != winners {
            return Err(format!(
                "winners {}, the rulebook {winners}",
                outcome.winners
            ));
        }
        if self.verdicts.len() != 21 {
            return Err(format!("{} tricks refereed, not 21", self.verdicts.len()));
        }
        Ok(())
    }
}
