//! The game state: the City, the deck, hands, tableaux, tokens, whose turn
//! and which step of it.
//!
//! The state holds no heap data of its own (hands and City piles are
//! [`CardSet`]s, the deck a fixed-capacity [`Pile`]); the configuration
//! shares the card catalogue behind an `Arc`, so cloning a state is a copy
//! plus one reference count.

use crate::cards::{Effect, Kind};
use crate::catalogue::{CardId, Catalogue, MAX_CARDS};
use crate::colour::{Colour, ColourSet, Mode, Modes, ShopKind};
use crate::config::SeoulConfig;
use tabletop_core::{CardSet, GameRng, Pile, Seat, Seating};

/// The most players (SJ-3).
pub const MAX_PLAYERS: usize = 5;
/// The City's spaces (L15).
pub const SPACES: usize = 5;
/// Cards each player draws at the start of a Day (L18).
pub const DEAL: usize = 3;
/// The tableau size that ends the Day (L43).
pub const DAY_GOAL: usize = 9;
/// Tiring cards that make a player Tired (L25).
pub const TIRED_AT: u8 = 3;
/// Nightlife tokens in the box (L13).
pub const NIGHTLIFE_TOKENS: u8 = 3;
/// Cards a spent Nightlife token draws (L59).
pub const NIGHTLIFE_DRAW: usize = 2;
/// Discovery Points per Nightlife token kept to the end (L60).
pub const NIGHTLIFE_POINTS: i64 = 2;
/// Discovery Points for a Trend (L71), shared between ties (rounded up).
pub const TREND_POINTS: i32 = 4;
/// Discovery Points per nested Guardian token (L40).
pub const NEST_POINTS: i32 = 3;
/// The most Days in a Journey (L20).
pub const MAX_DAYS: usize = 3;
/// Room for Highlights in one tableau: at most 8 cards before a player's
/// last turn of a Day, plus one card played and one per Encore (a Guardian
/// ability, of which there are six), so 15 at most.
pub const MAX_HIGHLIGHTS: usize = 16;

/// No card (an empty Festival or Food slot).
pub(crate) const NO_CARD: CardId = u8::MAX;

/// One player's tableau for the current Day: Highlights left to right with
/// the Delight linked under each as a Festival and as a Food, and the
/// Shopping cards beside it (L22-34). Guardians are kept apart (L36).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Tableau {
    pub(crate) highlights: Pile<CardId, MAX_HIGHLIGHTS>,
    pub(crate) festival: [CardId; MAX_HIGHLIGHTS],
    pub(crate) food: [CardId; MAX_HIGHLIGHTS],
    pub(crate) shopping: CardSet,
    /// Tiring cards played today, less those rested off (L25; Rest).
    pub(crate) tiring: u8,
}

impl Default for Tableau {
    fn default() -> Self {
        Tableau {
            highlights: Pile::new(),
            festival: [NO_CARD; MAX_HIGHLIGHTS],
            food: [NO_CARD; MAX_HIGHLIGHTS],
            shopping: CardSet::EMPTY,
            tiring: 0,
        }
    }
}

impl Tableau {
    /// The Highlights, left to right.
    #[inline]
    pub fn highlights(&self) -> &[CardId] {
        self.highlights.as_slice()
    }

    /// The Delight linked to Highlight `i` (0 = leftmost) in `mode`.
    #[inline]
    pub fn linked(&self, i: usize, mode: Mode) -> Option<CardId> {
        if i >= self.highlights.len() {
            return None;
        }
        let card = match mode {
            Mode::Festival => self.festival[i],
            Mode::Food => self.food[i],
        };
        (card != NO_CARD).then_some(card)
    }

    /// Whether Highlight `i` has room for a Delight in `mode` (SJ-7).
    #[inline]
    pub fn has_room(&self, i: usize, mode: Mode) -> bool {
        i < self.highlights.len() && self.linked(i, mode).is_none()
    }

    /// The Shopping cards.
    #[inline]
    pub fn shopping(&self) -> CardSet {
        self.shopping
    }

    /// Tiring cards counted today (L25).
    #[inline]
    pub fn tiring(&self) -> u8 {
        self.tiring
    }

    /// Whether the player is Tired (L25: no more Highlights today).
    #[inline]
    pub fn is_tired(&self) -> bool {
        self.tiring >= TIRED_AT
    }

    /// How many Delights are linked. The slots right of the last
    /// Highlight hold no card (the audit checks it), so both rows are
    /// counted whole: a fixed length, counted at once.
    pub fn delights(&self) -> usize {
        let linked = |row: &[CardId; MAX_HIGHLIGHTS]| {
            row.iter().map(|&c| u8::from(c != NO_CARD)).sum::<u8>()
        };
        usize::from(linked(&self.festival) + linked(&self.food))
    }

    /// The cards that count towards 9 (SJ-30): Highlights, Delights and
    /// Shopping; never Guardians (L36).
    #[inline]
    pub fn count(&self) -> usize {
        let shopping = if self.shopping.is_empty() {
            0
        } else {
            self.shopping.len()
        };
        self.highlights.len() + self.delights() + shopping
    }

    /// Whether the tableau has the 9 cards that end the Day (L43, SJ-30).
    #[inline]
    pub fn reaches_day_goal(&self) -> bool {
        self.count() >= DAY_GOAL
    }

    /// Every card in the tableau.
    pub fn cards(&self) -> CardSet {
        let mut set = self.shopping;
        let n = self.highlights.len();
        for i in 0..n {
            set.insert(self.highlights[i]);
            for c in [self.festival[i], self.food[i]] {
                if c != NO_CARD {
                    set.insert(c);
                }
            }
        }
        set
    }

    /// How many cards of `colours` the tableau shows (SJ-24): Highlights by
    /// their colour, Delights by the half shown.
    pub fn colour_count(&self, cat: &Catalogue, colours: ColourSet) -> usize {
        let n = self.highlights.len();
        let mut count = 0;
        for i in 0..n {
            count += usize::from(colours.contains(cat.colour(self.highlights[i])));
            if self.festival[i] != NO_CARD {
                count += usize::from(colours.contains(cat.half(self.festival[i], Mode::Festival)));
            }
            if self.food[i] != NO_CARD {
                count += usize::from(colours.contains(cat.half(self.food[i], Mode::Food)));
            }
        }
        count
    }

    /// How many cards of each colour the tableau shows (by
    /// [`Colour::index`]), counted as [`colour_count`](Self::colour_count)
    /// counts them.
    pub fn colour_histogram(&self, cat: &Catalogue) -> [u8; 6] {
        let mut counts = [0u8; 6];
        for i in 0..self.highlights.len() {
            let h = cat.colour(self.highlights[i]).index();
            counts[h] = counts[h].saturating_add(1);
            if self.festival[i] != NO_CARD {
                let c = cat.half(self.festival[i], Mode::Festival).index();
                counts[c] = counts[c].saturating_add(1);
            }
            if self.food[i] != NO_CARD {
                let c = cat.half(self.food[i], Mode::Food).index();
                counts[c] = counts[c].saturating_add(1);
            }
        }
        counts
    }

    /// The colours the tableau shows.
    pub fn colours(&self, cat: &Catalogue) -> ColourSet {
        let mut set = ColourSet::EMPTY;
        for (i, &h) in self.highlights().iter().enumerate() {
            set = set.with(cat.colour(h));
            for mode in Mode::BOTH {
                if let Some(d) = self.linked(i, mode) {
                    set = set.with(cat.half(d, mode));
                }
            }
        }
        set
    }

    /// Shopping cards of one type.
    #[inline]
    pub fn shopping_of(&self, cat: &Catalogue, set: ShopKind) -> usize {
        self.shopping.intersection(cat.of_shop(set)).len()
    }

    /// Links the Delight `card` under Highlight `h` showing `mode` (room
    /// checked by the caller).
    pub(crate) fn link(&mut self, card: CardId, mode: Mode, h: usize) {
        if h < self.highlights.len() {
            match mode {
                Mode::Festival => self.festival[h] = card,
                Mode::Food => self.food[h] = card,
            }
        }
    }

    /// Whether some Highlight has room for a Delight in a mode `modes` allows.
    pub(crate) fn any_room(&self, modes: Modes) -> bool {
        (0..self.highlights.len()).any(|i| {
            Mode::BOTH
                .iter()
                .any(|&m| modes.allows(m) && self.has_room(i, m))
        })
    }
}

/// Where in a turn (or the Journey) the table is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Phase {
    /// The active player chooses the main action: Book, Experience, or
    /// (SJ-11) pass; a Nightlife token at the start of the turn (L59).
    Main,
    /// Experience (L50): the pile taken from `space` lies revealed; the
    /// player chooses one of its cards to play (or keeps them all, SJ-13).
    Choose {
        /// The space the pile was taken from.
        space: u8,
    },
    /// A card chosen to play waits for its discard (L22).
    Pay {
        /// The card being played.
        card: CardId,
        /// How a Delight is played.
        mode: Option<Mode>,
        /// The space the discard may not go into (L50), if any.
        exclude: Option<u8>,
    },
    /// A free link may be made (L33, or an effect): a Delight from hand to
    /// any Highlight.
    Link {
        /// The halves allowed.
        modes: Modes,
    },
    /// Scout: the player may take one face-up City card.
    Scout,
    /// Encore: the player may play one more card from hand.
    Encore,
    /// After an Experience (L53-55): refill cards are placed one by one.
    Refill {
        /// Cards still to draw and place.
        left: u8,
        /// Spaces this refill has filled, as bits (SJ-19's flag).
        filled: u8,
    },
    /// The end-of-turn window (SJ-18): Awaken, or end the turn.
    End,
    /// The Journey is over.
    Over,
}

/// What follows when the card being played (and any free link it gives)
/// is resolved.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum After {
    /// A Book: the end-of-turn window.
    #[default]
    End,
    /// An Experience: the refill.
    Refill,
    /// An ability: back to the step it was Awakened in.
    Resume,
}

/// A Day as it stood when it was scored: what its breakdown is explained
/// from (kept until the next Day is scored).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DayRecord {
    pub(crate) day: u8,
    pub(crate) trends: ColourSet,
    pub(crate) tableaux: [Tableau; MAX_PLAYERS],
    pub(crate) guardians: [CardSet; MAX_PLAYERS],
    pub(crate) flipped: CardSet,
    pub(crate) earned: Option<Seat>,
    pub(crate) trigger: Option<Seat>,
    /// Nightlife tokens left to earn when the Day was scored (as many as
    /// when it was triggered: a Day earns one at most).
    pub(crate) supply: u8,
}

/// The state of one game of Seoul Journey.
///
/// Written and read as its position ([`crate::position::Position`]);
/// reading validates it.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(
    into = "crate::position::Position",
    try_from = "crate::position::Position"
)]
pub struct Seoul {
    pub(crate) config: SeoulConfig,
    pub(crate) seating: Seating,
    /// The current Day, from 1.
    pub(crate) day: u8,
    /// The deck; the last card is the top.
    pub(crate) deck: Pile<CardId, MAX_CARDS>,
    /// The City's five piles.
    pub(crate) city: [CardSet; SPACES],
    /// The empty City spaces, as bits: kept with `city` by every move that
    /// empties or fills a space, as [`empty_of`](crate::legal::empty_of)
    /// works it out (the audit checks it).
    pub(crate) empty: u8,
    /// The City cards lying face down.
    pub(crate) face_down: CardSet,
    /// Experience: the revealed pile being chosen from.
    pub(crate) taken: CardSet,
    /// The pile the last Experience of the Day revealed (public: the
    /// whole table saw it).
    pub(crate) revealed: CardSet,
    pub(crate) hands: [CardSet; MAX_PLAYERS],
    pub(crate) tableaux: [Tableau; MAX_PLAYERS],
    /// Guardians played, kept across Days (L78).
    pub(crate) guardians: [CardSet; MAX_PLAYERS],
    /// Guardian tokens flipped today.
    pub(crate) flipped: CardSet,
    pub(crate) nightlife: [u8; MAX_PLAYERS],
    /// Nightlife tokens not yet earned.
    pub(crate) nightlife_supply: u8,
    pub(crate) trends: ColourSet,
    pub(crate) start_player: Seat,
    pub(crate) active: Seat,
    pub(crate) phase: Phase,
    pub(crate) after: After,
    /// The step an ability was Awakened in, to resume.
    pub(crate) resume: Option<Phase>,
    /// Whether the active player's turn is still at its start: nothing
    /// done yet but Nightlife tokens spent (SJ-36).
    pub(crate) fresh: bool,
    /// The first player to reach 9 cards today.
    pub(crate) trigger: Option<Seat>,
    /// Who earned today's Nightlife token.
    pub(crate) earned: Option<Seat>,
    /// Discovery Points per seat and Day.
    pub(crate) scores: [[i32; MAX_DAYS]; MAX_PLAYERS],
    pub(crate) record: Option<DayRecord>,
    /// What the table knows of each hand beyond its size.
    pub(crate) knowledge: crate::knowledge::Knowledge,
    pub(crate) turns: u32,
    pub(crate) actions: u64,
    pub(crate) rng: GameRng,
}

impl Seoul {
    /// The card catalogue in play.
    #[inline]
    pub fn catalogue(&self) -> &Catalogue {
        self.config.catalogue()
    }

    /// How many players sit at the table.
    #[inline]
    pub fn players(&self) -> usize {
        self.seating.players()
    }

    /// The clockwise seating.
    pub fn seating(&self) -> Seating {
        self.seating
    }

    /// The current Day, from 1.
    pub fn day(&self) -> u8 {
        self.day
    }

    /// The current step.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whose turn it is.
    pub fn active(&self) -> Seat {
        self.active
    }

    /// Who started the current Day.
    pub fn start_player(&self) -> Seat {
        self.start_player
    }

    /// The Day's Trending colours (L16).
    pub fn trends(&self) -> ColourSet {
        self.trends
    }

    /// A seat's hand (empty for seats not at the table).
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands.get(seat.index()).copied().unwrap_or_default()
    }

    /// A seat's tableau.
    pub fn tableau(&self, seat: Seat) -> &Tableau {
        static EMPTY: std::sync::OnceLock<Tableau> = std::sync::OnceLock::new();
        self.tableaux
            .get(seat.index())
            .unwrap_or_else(|| EMPTY.get_or_init(Tableau::default))
    }

    /// A seat's Guardians (kept across Days).
    pub fn guardians(&self, seat: Seat) -> CardSet {
        self.guardians
            .get(seat.index())
            .copied()
            .unwrap_or_default()
    }

    /// The Guardian tokens flipped today.
    pub fn flipped(&self) -> CardSet {
        self.flipped
    }

    /// Nightlife tokens a seat holds.
    pub fn nightlife(&self, seat: Seat) -> u8 {
        self.nightlife.get(seat.index()).copied().unwrap_or(0)
    }

    /// Nightlife tokens still to be earned.
    pub fn nightlife_supply(&self) -> u8 {
        self.nightlife_supply
    }

    /// The cards of one City space (`space` in `0..5`).
    pub fn space(&self, space: usize) -> CardSet {
        self.city.get(space).copied().unwrap_or_default()
    }

    /// The City cards lying face down.
    pub fn face_down(&self) -> CardSet {
        self.face_down
    }

    /// Experience: the revealed pile being chosen from.
    pub fn taken(&self) -> CardSet {
        self.taken
    }

    /// The pile the last Experience of the Day revealed.
    pub fn revealed(&self) -> CardSet {
        self.revealed
    }

    /// How many cards the deck holds.
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// The type of the deck's top card, which its back shows (SJ-14).
    pub fn deck_top_kind(&self) -> Option<Kind> {
        self.deck.top().map(|c| self.catalogue().kind(c))
    }

    /// The first player to reach 9 cards today, if any.
    pub fn trigger(&self) -> Option<Seat> {
        self.trigger
    }

    /// Discovery Points of a seat on each Day so far.
    pub fn day_scores(&self, seat: Seat) -> [i32; MAX_DAYS] {
        self.scores.get(seat.index()).copied().unwrap_or_default()
    }

    /// A seat's Discovery Points from the Days scored so far.
    pub fn total(&self, seat: Seat) -> i64 {
        self.day_scores(seat).iter().map(|&p| i64::from(p)).sum()
    }

    /// Turns completed so far.
    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// The record of the last Day scored.
    pub fn last_day(&self) -> Option<&DayRecord> {
        self.record.as_ref()
    }

    /// The face-up tokens of `seat`.
    #[inline]
    pub(crate) fn awakenable(&self, seat: Seat) -> CardSet {
        self.guardians[seat.index()].difference(self.flipped)
    }

    /// The ability of Guardian `guardian`.
    pub(crate) fn ability(&self, guardian: CardId) -> Option<Effect> {
        self.catalogue().effect(guardian)
    }

    /// The colour of Highlight `i` of `seat`'s tableau.
    #[inline]
    pub(crate) fn highlight_colour(&self, seat: Seat, i: usize) -> Colour {
        self.catalogue()
            .colour(self.tableaux[seat.index()].highlights[i])
    }
}

impl DayRecord {
    /// The Day this record is of.
    pub fn day(&self) -> u8 {
        self.day
    }

    /// The Day's Trends.
    pub fn trends(&self) -> ColourSet {
        self.trends
    }

    /// A seat's tableau as it was scored.
    pub fn tableau(&self, seat: Seat) -> Option<&Tableau> {
        self.tableaux.get(seat.index())
    }

    /// Who earned the Day's Nightlife token.
    pub fn earned(&self) -> Option<Seat> {
        self.earned
    }

    /// Who first reached 9 cards that Day.
    pub fn trigger(&self) -> Option<Seat> {
        self.trigger
    }

    /// Nightlife tokens left to earn when the Day was scored.
    pub fn nightlife_supply(&self) -> u8 {
        self.supply
    }

    /// What the first to 9 cards got of the Nightlife supply, read back
    /// from the record (`None` if nobody reached 9): the token, or none
    /// because the supply was empty, or else because they were Tired (the
    /// order in which the trigger decides it, L58, L61).
    pub fn token(&self) -> Option<crate::event::Token> {
        use crate::event::Token;
        let trigger = self.trigger?;
        Some(if self.earned == Some(trigger) {
            Token::Earned
        } else if self.supply == 0 {
            Token::NoneLeft
        } else {
            Token::Tired
        })
    }
}
