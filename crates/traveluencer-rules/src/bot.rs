//! A greedy bot: one cheap score per legal action, no search.
//!
//! It posts to win when a post beats everything on the table (preferring
//! longer, safer view counts when others still post after it), and
//! otherwise sheds its lowest cards, pacing the cards it plays to the
//! tricks left so it neither runs dry (Inspiration Dried Up) nor keeps
//! cards to the end (Poor Planning). It passes and gives away its lowest
//! cards, modifies only when that wins, and declines Wind Shift. In the
//! two-player game it plays face-up cards before equal hidden ones.

use crate::action::Action;
use crate::apply::tokens_for;
use crate::cards::{Card, Cards};
use crate::state::{Phase, Traveluencer};
use tabletop_core::{GameRng, Greedy, Seat};

/// The greedy bot. Decides from what its seat may see; its seed breaks ties
/// between equally scored actions (independently of the order the actions
/// are listed in).
pub type GreedyBot = tabletop_core::GreedyBot<Traveluencer>;

/// How much a card is worth keeping: its value; Stamps and Souvenirs more.
fn keep_value(cards: Cards) -> i64 {
    cards
        .iter()
        .map(|c| match c {
            Card::STAMP => 12,
            Card::SOUVENIR => 15,
            c => c.value() as i64,
        })
        .sum()
}

impl Traveluencer {
    /// The (class, view) a post would rank with in the current trick (the
    /// trick's own rule, its type led if nobody has posted yet): class 2
    /// trending off-type, 1 led type; (0, 0) when it cannot win.
    fn rank_of(&self, post: Cards) -> (u8, u128) {
        post.single_type()
            .and_then(|kind| self.rank_led_by(post, self.led_type().unwrap_or(kind)))
            .unwrap_or((0, 0))
    }

    /// The best (class, view) already on the table.
    fn best_on_table(&self) -> (u8, u128) {
        (0..self.players())
            .map(|p| self.table[p])
            .filter(|c| !c.is_empty())
            .map(|c| self.rank_of(c))
            .max()
            .unwrap_or((0, 0))
    }

    /// Whether someone after `seat` in this trick may still post.
    fn others_to_come(&self, seat: Seat) -> bool {
        let seating = self.seating();
        let pos = seating.distance(self.start, seat);
        (pos + 1..self.players())
            .map(|k| seating.clockwise(self.start, k))
            .any(|s| !self.held(s).is_empty())
    }
}

/// The greedy bot's score of `action` for `seat`.
fn score(state: &Traveluencer, seat: Seat, action: &Action) -> i64 {
    match *action {
        Action::Pass(c) => -keep_value(c),
        Action::Flight(c) | Action::Discard(c) | Action::Give { card: c, .. } => {
            -keep_value(Cards::one(c))
        }
        Action::Decline => 0,
        Action::Swap { .. } => -1,
        Action::Modify(play) => {
            let add = play.cards();
            let mine = state.table[seat.index()].plus(add).view_count();
            let other = state.table[state.seating().left(seat).index()].view_count();
            if mine > other {
                100 - add.len() as i64 * 5 - keep_value(add)
            } else {
                -100
            }
        }
        Action::Post(play) => {
            let post = play.cards();
            let tricks_left = (7 - state.trick as i64).max(1);
            let held = state.held(seat).len() as i64;
            let ideal = (held + tricks_left - 1) / tricks_left;
            let n = post.len() as i64;
            let pace = (n - ideal).abs();
            let (class, view) = state.rank_of(post);
            let wins_now = class > 0 && (class, view) > state.best_on_table();
            if wins_now {
                let later = state.others_to_come(seat);
                let digits = view.checked_ilog10().unwrap_or(0) as i64 + 1;
                let safety = if later { digits * 6 } else { 0 };
                1000 + tokens_for(post.len()) as i64 * 20 + safety - pace * 8 - keep_value(post)
            } else {
                -pace * 10 - keep_value(post) * 2
            }
        }
    }
}

/// A number mixed from the seed and the action alone, so ties are broken
/// the same way whatever order the actions are listed in.
fn tie_key(seed: u64, action: &Action) -> u64 {
    let (tag, bits): (u64, u128) = match *action {
        Action::Pass(c) => (1, c.bits()),
        Action::Post(p) => (2, p.hand().bits() ^ p.display().bits().rotate_left(64)),
        Action::Modify(p) => (3, p.hand().bits() ^ p.display().bits().rotate_left(64)),
        Action::Decline => (4, 0),
        Action::Flight(c) => (5, c.id() as u128),
        Action::Discard(c) => (6, c.id() as u128),
        Action::Swap { space, card } => (7, (space as u128) << 8 | card.id() as u128),
        Action::Give { card, to } => (8, (to.0 as u128) << 8 | card.id() as u128),
    };
    let mut x = seed
        ^ tag.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ (bits as u64)
        ^ ((bits >> 64) as u64).rotate_left(17);
    // splitmix64 finaliser
    x ^= x >> 30;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^= x >> 27;
    x = x.wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

impl Greedy for Traveluencer {
    fn greedy_choice(&self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> usize {
        if matches!(self.phase, Phase::GameOver) || legal.is_empty() {
            return 0;
        }
        let salt = rng.next_u64();
        let mut best = (i64::MIN, 0u64);
        let mut pick = 0;
        for (i, a) in legal.iter().enumerate() {
            // Between plays of the same cards, the one taking more from the
            // face-up display keeps more of the hand hidden.
            let shown = match a {
                Action::Post(p) | Action::Modify(p) => p.display().len() as i64,
                _ => 0,
            };
            let key = (score(self, seat, a) * 16 + shown, tie_key(salt, a));
            if key > best {
                best = key;
                pick = i;
            }
        }
        pick
    }
}

/// The search bot's playout policy (`ismcts`, [`tabletop_core::search`]):
/// uniformly random actions to the end of the game. Random playouts are
/// cheap here and guide the search well enough to beat the greedy bot
/// (docs/bots.md).
pub type PlayoutBot = tabletop_core::RandomBot;
