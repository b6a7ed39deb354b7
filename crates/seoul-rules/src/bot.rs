//! A greedy bot: a cheap one-step heuristic, no search. It looks only at
//! what its seat may see (its hand, the tableaux, the face-up City cards,
//! the counts).

use crate::action::Action;
use crate::cards::{Effect, Kind};
use crate::catalogue::CardId;
use crate::colour::Mode;
use crate::scoring::DayTable;
use crate::state::{DAY_GOAL, MAX_PLAYERS, NO_CARD, Seoul, Tableau};
use tabletop_core::greedy::best_index;
use tabletop_core::{Bot, GameRng, Greedy, MAX_SEATS, Seat, judged_rewards};

/// Scores each legal action with a simple heuristic and plays the best
/// (ties broken by its own generator): play the card that adds most to the
/// Day's score as it would stand now, favour cards that grow the tableau
/// towards 9 and Guardians (a Nest is worth 3), take the City pile with the
/// best face-up card, pay with the card it has least use for, link for
/// free whenever it can, and keep Guardian tokens for the Nest unless an
/// ability is worth more.
pub type GreedyBot = tabletop_core::GreedyBot<Seoul>;

/// Points the Day would give `seat` with `tableau` in place of its own.
fn score_with(state: &Seoul, seat: Seat, tableau: Tableau) -> i32 {
    let mut tableaux: [Tableau; MAX_PLAYERS] = state.tableaux;
    tableaux[seat.index()] = tableau;
    let n = state.players();
    DayTable {
        tableaux: &tableaux[..n],
        ..state.day_table()
    }
    .score(seat)
}

/// What placing `card` as `mode` (a Delight under Highlight `at`, the
/// rightmost when `None`) adds to `seat`'s Day score as it stands.
fn gain(state: &Seoul, seat: Seat, card: CardId, mode: Option<Mode>, at: Option<usize>) -> f32 {
    let cat = state.catalogue();
    let before = *state.tableau(seat);
    let mut after = before;
    match cat.kind(card) {
        Kind::Highlight => {
            let i = after.highlights.len();
            if after.highlights.push(card).is_ok() {
                after.festival[i] = NO_CARD;
                after.food[i] = NO_CARD;
            }
        }
        Kind::Delight => {
            let Some(h) = at.or_else(|| after.highlights.len().checked_sub(1)) else {
                return 0.0;
            };
            match mode {
                Some(Mode::Food) => after.food[h] = card,
                _ => after.festival[h] = card,
            }
        }
        Kind::Shopping => after.shopping.insert(card),
        Kind::Guardian => return 0.0,
    }
    (score_with(state, seat, after) - score_with(state, seat, before)) as f32
}

/// How much `seat` wants to keep `card` in hand.
fn keep_value(state: &Seoul, seat: Seat, card: CardId) -> f32 {
    let cat = state.catalogue();
    let t = state.tableau(seat);
    match cat.kind(card) {
        Kind::Highlight if t.is_tired() => 0.2,
        Kind::Highlight => 2.0,
        Kind::Delight => {
            let matches = t.highlights().last().is_some_and(|&h| {
                Mode::BOTH
                    .iter()
                    .any(|&m| cat.half(card, m) == cat.colour(h))
            });
            if matches { 3.0 } else { 1.5 }
        }
        Kind::Shopping => 1.0 + t.shopping_of(cat, cat.shop(card)) as f32,
        Kind::Guardian => 4.0,
    }
}

/// The value of playing `card` as `mode` now.
fn play_value(state: &Seoul, seat: Seat, card: CardId, mode: Option<Mode>) -> f32 {
    let cat = state.catalogue();
    let t = state.tableau(seat);
    let mut v = gain(state, seat, card, mode, None) + 2.0;
    if state.is_free(seat, card, mode) {
        v += 1.5;
    }
    match cat.kind(card) {
        Kind::Highlight => {
            v += 1.5;
            if cat.is_tiring(card) && t.tiring + 1 >= crate::state::TIRED_AT {
                v -= 1.0;
            }
            if let Some(Effect::Draw(n)) = cat.effect(card) {
                v += 0.5 * f32::from(n);
            }
        }
        Kind::Guardian => v += 2.5,
        Kind::Shopping => v += 0.5 * t.shopping_of(cat, cat.shop(card)) as f32,
        Kind::Delight => {}
    }
    // Reaching 9 first earns a Nightlife token (and ends the Day).
    if t.count() + 1 >= DAY_GOAL && state.trigger().is_none() {
        v += 2.0;
    }
    v
}

/// The value of taking City pile `space`.
fn experience_value(state: &Seoul, seat: Seat, space: usize) -> f32 {
    let pile = state.space(space);
    let up = pile.difference(state.face_down());
    let best = up
        .iter()
        .flat_map(|c| {
            let modes: &[Option<Mode>] = if state.catalogue().kind(c) == Kind::Delight {
                &[Some(Mode::Festival), Some(Mode::Food)]
            } else {
                &[None]
            };
            modes
                .iter()
                .filter(move |&&m| state.playable(seat, c, m).is_ok())
                .map(move |&m| play_value(state, seat, c, m))
        })
        .fold(f32::MIN, f32::max);
    let cards = pile.len() as f32;
    if best > f32::MIN {
        best + 0.6 * (cards - 1.0)
    } else {
        1.5 + 0.6 * (cards - 1.0)
    }
}

/// The value of using `guardian`'s ability now, less the Nest it forgoes.
fn awaken_value(state: &Seoul, seat: Seat, guardian: CardId) -> f32 {
    let cat = state.catalogue();
    let t = state.tableau(seat);
    let hand = state.hand(seat);
    let nest = if t
        .highlights()
        .iter()
        .any(|&h| cat.colour(h) == cat.colour(guardian))
    {
        3.0
    } else {
        1.5
    };
    // After the Day's trigger this is the seat's last turn: only what adds
    // to the tableau now is worth more than the Nest.
    let last_turn = state.trigger().is_some();
    let value = match cat.effect(guardian) {
        Some(Effect::Draw(_) | Effect::Rest | Effect::Scout) if last_turn => 0.0,
        Some(Effect::Draw(_)) if hand.len() <= 2 => 3.0,
        Some(Effect::Link(modes)) if state.can_link(seat, modes) => 4.0,
        Some(Effect::Rest)
            if t.is_tired() && !hand.intersection(cat.of_kind(Kind::Highlight)).is_empty() =>
        {
            4.0
        }
        Some(Effect::Encore) if state.can_book(seat) => 3.5,
        _ => 0.0,
    };
    value - nest
}

fn score(state: &Seoul, seat: Seat, action: Action) -> f32 {
    match action {
        Action::Book { card, mode } | Action::Play { card, mode } => {
            play_value(state, seat, card, mode)
        }
        Action::Experience { space } => experience_value(state, seat, usize::from(space)),
        Action::Pay { card, .. } => -keep_value(state, seat, card),
        Action::Link {
            card,
            mode,
            highlight,
        } => 2.0 + gain(state, seat, card, Some(mode), Some(usize::from(highlight))),
        Action::Scout { card } => keep_value(state, seat, card),
        Action::Awaken { guardian } => awaken_value(state, seat, guardian),
        Action::Nightlife => {
            if state.hand(seat).len() <= 1 {
                1.0
            } else {
                -1.0
            }
        }
        Action::Skip | Action::End | Action::Keep | Action::Pass | Action::Refill { .. } => 0.0,
    }
}

impl Greedy for Seoul {
    fn greedy_choice(&self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> usize {
        best_index(legal, 1e-4, rng, |&a| score(self, seat, a))
    }
}

/// The search bot's playout policy (`ismcts`, [`tabletop_core::search`]):
/// the greedy bot's choice, a random one `PLAYOUT_RANDOM_PERCENT` % of the time
/// (so that playouts differ), for `PLAYOUT_DEPTH` actions; the position
/// is then judged by each seat's Discovery Points — the Days scored plus
/// today's as it stands — compared seat against seat
/// ([`judged_rewards`], `PLAYOUT_SCALE` points for a clear lead).
/// Greedy playouts to the end are about six times dearer than random ones
/// and random ones are a poor guide here; this keeps the greedy guidance
/// and cuts the cost.
#[derive(Clone, Debug)]
pub struct PlayoutBot {
    greedy: GreedyBot,
    rng: GameRng,
}

/// The share of a playout's actions chosen at random, in per cent.
pub const PLAYOUT_RANDOM_PERCENT: u32 = 10;
/// The actions a playout plays before the position is judged.
pub const PLAYOUT_DEPTH: u64 = 40;
/// The lead in Discovery Points worth about three quarters of a comparison.
pub const PLAYOUT_SCALE: f64 = 4.0;

impl PlayoutBot {
    /// A playout policy with its own generator.
    pub fn new(seed: u64) -> Self {
        PlayoutBot {
            greedy: GreedyBot::new(seed ^ 0x5E0u64),
            rng: GameRng::new(seed),
        }
    }
}

impl Bot<Seoul> for PlayoutBot {
    fn choose(&mut self, state: &Seoul, seat: Seat, legal: &[Action]) -> usize {
        if legal.len() <= 1 {
            return 0;
        }
        if self.rng.below(100) < PLAYOUT_RANDOM_PERCENT {
            return self.rng.index(legal.len());
        }
        self.greedy.choose(state, seat, legal)
    }

    fn playout_depth(&self) -> u64 {
        PLAYOUT_DEPTH
    }

    fn evaluate(&mut self, state: &Seoul) -> Option<[f64; MAX_SEATS]> {
        let n = state.players().min(MAX_SEATS);
        let today = state.day_table().scores();
        let mut values = [0.0; MAX_SEATS];
        for (s, v) in values.iter_mut().enumerate().take(n) {
            let seat = Seat(s as u8);
            *v = state.total(seat) as f64 + f64::from(today.get(s).copied().unwrap_or(0));
        }
        Some(judged_rewards(&values[..n], PLAYOUT_SCALE))
    }
}
