//! Days: setting up the Journey and each Day (L14-20, L77-78), and the end
//! of a Day (scoring, L64-75; the next Day or the End of the Journey,
//! L76-80).
//!
//! Randomness, in order of use, once per Day: the shuffle of every card but
//! the Guardians already played, then the Trend colours (one draw for 2-3
//! players, two for 4-5). Every other card movement follows from the
//! shuffled order (the City, the hands, refills and draws).

use crate::cards::Kind;
use crate::catalogue::{CardId, MAX_CARDS};
use crate::colour::{Colour, ColourSet};
use crate::config::SeoulConfig;
use crate::event::SeoulEvent;
use crate::knowledge::Knowledge;
use crate::scoring::DayTable;
use crate::state::{
    After, DEAL, DayRecord, MAX_PLAYERS, NIGHTLIFE_POINTS, NIGHTLIFE_TOKENS, Phase, SPACES, Seoul,
    Tableau,
};
use tabletop_core::events::{EventSink, NoEvents};
use tabletop_core::words::plural;
use tabletop_core::{CardSet, ConfigError, GameConfig, GameRng, Outcome, Pile, Seat, Seating};

impl Seoul {
    /// Sets up a Journey: Day 1 with the configured first player.
    pub(crate) fn new_game(config: SeoulConfig, seed: u64) -> Result<Self, ConfigError> {
        config.validate()?;
        let seating = Seating::new(config.players())
            .ok_or_else(|| crate::config::invalid("players", "no such table"))?;
        let first = Seat(config.first_player());
        let mut game = Seoul {
            config,
            seating,
            day: 1,
            deck: Pile::new(),
            city: [CardSet::EMPTY; SPACES],
            empty: crate::legal::empty_of(&[CardSet::EMPTY; SPACES]),
            face_down: CardSet::EMPTY,
            taken: CardSet::EMPTY,
            revealed: CardSet::EMPTY,
            hands: [CardSet::EMPTY; MAX_PLAYERS],
            tableaux: [Tableau::default(); MAX_PLAYERS],
            guardians: [CardSet::EMPTY; MAX_PLAYERS],
            flipped: CardSet::EMPTY,
            nightlife: [0; MAX_PLAYERS],
            nightlife_supply: NIGHTLIFE_TOKENS,
            trends: ColourSet::EMPTY,
            start_player: first,
            active: first,
            phase: Phase::Main,
            after: After::End,
            resume: None,
            fresh: true,
            trigger: None,
            earned: None,
            scores: [[0; crate::state::MAX_DAYS]; MAX_PLAYERS],
            record: None,
            knowledge: crate::knowledge::Knowledge::default(),
            turns: 0,
            actions: 0,
            rng: GameRng::new(seed),
        };
        game.start_day(first, &mut NoEvents);
        Ok(game)
    }

    /// The cards of a new Day: all but the Guardians already played (L78).
    pub(crate) fn day_cards(&self) -> CardSet {
        self.guardians
            .iter()
            .fold(self.catalogue().all(), |cards, g| cards.difference(*g))
    }

    /// The cards of `set` as a pile, lowest id at the bottom: written into
    /// an array word by word, then laid down at once.
    fn pile_of(set: CardSet) -> Pile<CardId, MAX_CARDS> {
        let mut ids = [0; MAX_CARDS];
        let mut n = 0;
        let bits = set.bits();
        for (base, mut word) in [(0, bits as u64), (64, (bits >> 64) as u64)] {
            while word != 0 && n < MAX_CARDS {
                ids[n] = base + word.trailing_zeros() as CardId;
                word &= word - 1;
                n += 1;
            }
        }
        Pile::from_slice(&ids[..n]).unwrap_or_default()
    }

    /// Sets up a Day with `start` playing first (L15-18, L78; SJ-2, SJ-34).
    fn start_day<S: EventSink<SeoulEvent>>(&mut self, start: Seat, ev: &mut S) {
        self.deck = Self::pile_of(self.day_cards());
        self.deck.shuffle(&mut self.rng);
        // SJ-2: the first N Highlights from the top, then any 5 - N cards;
        // the skipped cards keep their order.
        let cat = self.config.catalogue();
        let players = self.players();
        let mut city = [CardSet::EMPTY; SPACES];
        let mut pulled = 0;
        let mut depth = 0;
        while pulled < players {
            let Some(card) = self.deck.peek(depth) else {
                break;
            };
            if cat.kind(card) == Kind::Highlight {
                self.deck.remove(card);
                city[pulled].insert(card);
                pulled += 1;
            } else {
                depth += 1;
            }
        }
        for pile in city.iter_mut().skip(pulled) {
            if let Some(card) = self.deck.draw() {
                pile.insert(card);
            }
        }
        self.city = city;
        self.empty = crate::legal::empty_of(&city);
        self.face_down = CardSet::EMPTY;
        self.taken = CardSet::EMPTY;
        self.revealed = CardSet::EMPTY;
        self.trends = self.draw_trends();
        self.hands = [CardSet::EMPTY; MAX_PLAYERS];
        self.tableaux = [Tableau::default(); MAX_PLAYERS];
        for seat in self.seating.clockwise_from(start) {
            self.draw(seat, DEAL, &mut NoEvents);
        }
        // New hands: what the table knows of them starts afresh.
        self.knowledge = Knowledge::default();
        self.flipped = CardSet::EMPTY;
        self.trigger = None;
        self.earned = None;
        self.start_player = start;
        self.active = start;
        self.phase = Phase::Main;
        self.after = After::End;
        self.resume = None;
        self.fresh = true;
        self.day_events(ev);
    }

    /// What the table is told as a Day begins: the Day, its start player,
    /// Trends and City, and each hand dealt (to its owner).
    pub(crate) fn day_events<S: EventSink<SeoulEvent>>(&self, ev: &mut S) {
        ev.emit(|| SeoulEvent::DayStarted {
            day: self.day,
            start: self.start_player,
            trends: self.trends.iter().collect(),
            city: (self.city.iter())
                .map(|pile| pile.difference(self.face_down).iter().collect())
                .collect(),
            face_down: self.face_down_kinds(),
            deck: u8::try_from(self.deck.len()).unwrap_or(u8::MAX),
        });
        for seat in self.seating.seats() {
            let hand = self.hands[seat.index()];
            ev.emit(|| SeoulEvent::Dealt {
                seat,
                cards: hand.iter().collect(),
            });
        }
    }

    /// The face-down City cards as the table sees them: by space, and by
    /// type in a fixed order (SJ-14).
    fn face_down_kinds(&self) -> Vec<(u8, Kind)> {
        let cat = self.config.catalogue();
        let mut backs = Vec::new();
        for (s, pile) in self.city.iter().enumerate() {
            let down = pile.intersection(self.face_down);
            for kind in Kind::ALL {
                let n = down.iter().filter(|&c| cat.kind(c) == kind).count();
                backs.extend(std::iter::repeat_n((s as u8, kind), n));
            }
        }
        backs
    }

    /// How many Trending colours a Day has (L16): 1 with 2-3 players, 2
    /// with 4-5.
    pub(crate) fn trend_count(&self) -> usize {
        if self.players() <= 3 { 1 } else { 2 }
    }

    /// The Day's Trending colours (L16), as many as [`trend_count`](Self::trend_count).
    fn draw_trends(&mut self) -> ColourSet {
        let first = self.rng.index(Colour::ALL.len());
        let mut trends = ColourSet::only(Colour::ALL[first]);
        if self.trend_count() == 2 {
            // The second colour is one of the five others.
            let other = self.rng.index(Colour::ALL.len() - 1);
            trends = trends.with(Colour::ALL[if other >= first { other + 1 } else { other }]);
        }
        trends
    }

    /// The Day's scoring inputs as they stand now.
    pub fn day_table(&self) -> DayTable<'_> {
        let n = self.players();
        DayTable {
            catalogue: self.catalogue(),
            most: self.config.most(),
            tableaux: &self.tableaux[..n],
            guardians: &self.guardians[..n],
            flipped: self.flipped,
            trends: self.trends,
        }
    }

    /// The Day is over (L63-75): score it, then start the next Day or end
    /// the Journey. Rare next to the turns, so kept out of line: the end of
    /// a turn that calls it then stays small.
    #[cold]
    #[inline(never)]
    pub(crate) fn end_day<S: EventSink<SeoulEvent>>(&mut self, ev: &mut S) {
        let d = usize::from(self.day - 1).min(crate::state::MAX_DAYS - 1);
        let scores = self.day_table().scores();
        for seat in self.seating.seats() {
            self.scores[seat.index()][d] = scores[seat.index()];
        }
        self.record = Some(DayRecord {
            day: self.day,
            trends: self.trends,
            tableaux: self.tableaux,
            guardians: self.guardians,
            flipped: self.flipped,
            earned: self.earned,
            trigger: self.trigger,
            supply: self.nightlife_supply,
        });
        ev.emit(|| SeoulEvent::DayScored {
            day: self.day,
            scores: self
                .seating
                .seats()
                .map(|s| self.scores[s.index()][d])
                .collect(),
        });
        if self.day >= self.config.days() {
            self.phase = Phase::Over;
            ev.emit(|| SeoulEvent::JourneyOver {
                scores: self.seating.seats().map(|s| self.final_score(s)).collect(),
            });
            return;
        }
        self.day += 1;
        let start = self.next_start_player();
        self.start_day(start, ev);
    }

    /// The player with the lowest total starts the new Day (L78); ties go
    /// to the first of them clockwise from the last Day's start player
    /// (SJ-22).
    fn next_start_player(&self) -> Seat {
        let mut best = self.start_player;
        for seat in self.seating.clockwise_from(self.start_player) {
            if self.total(seat) < self.total(best) {
                best = seat;
            }
        }
        best
    }
}

impl Seoul {
    /// A seat's final score (L80): every Day's Discovery Points, plus 2 per
    /// Nightlife token still held.
    pub fn final_score(&self, seat: Seat) -> i64 {
        self.total(seat) + NIGHTLIFE_POINTS * i64::from(self.nightlife(seat))
    }

    /// The result once the Journey is over; ties are shared (SJ-23).
    pub(crate) fn final_outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let scores: Vec<i64> = self.seating.seats().map(|s| self.final_score(s)).collect();
        let days = self.config.days();
        let mut outcome = Outcome::ranked(
            scores,
            vec![0; self.players()],
            format!("after {days} Day{}", if days == 1 { "" } else { "s" }),
        );
        outcome.breakdown = self
            .seating
            .seats()
            .map(|seat| {
                let mut text = format!("{seat}:");
                for (d, points) in self.day_scores(seat)[..usize::from(days)]
                    .iter()
                    .enumerate()
                {
                    let plus = if d == 0 { "" } else { " +" };
                    text += &format!("{plus} Day {} {points}", d + 1);
                }
                let tokens = self.nightlife(seat);
                if tokens > 0 {
                    text += &format!(
                        " + {} {}",
                        plural(usize::from(tokens), "Nightlife token"),
                        NIGHTLIFE_POINTS * i64::from(tokens)
                    );
                }
                text + &format!(
                    " = {}; rank {}",
                    self.final_score(seat),
                    outcome.ranks[seat.index()]
                )
            })
            .collect();
        Some(outcome)
    }
}
