//! A greedy bot: a cheap one-step heuristic, no search. It looks only at
//! what its seat may see (its hand, the trips, the Shelf, the counts).

use crate::action::Action;
use crate::cards::CardId;
use crate::state::Traveler;
use tabletop_core::greedy::best_index;
use tabletop_core::{GameRng, Greedy, Seat};

/// Scores each legal action with a simple heuristic and plays the best
/// (ties broken by its own generator): work when the pay is worth it, take
/// a good Shelf card, travel to the most stamps for the fare, pay and
/// discard the least useful cards, and pay to fly home rather than call.
pub type GreedyBot = tabletop_core::GreedyBot<Traveler>;

/// How much `seat` wants to keep `card` in hand: its worth as a future
/// destination.
fn keep_value(state: &Traveler, seat: Seat, card: CardId) -> f32 {
    let cat = state.catalogue();
    let mut v = f32::from(cat.stamps(card)) * 2.0 - f32::from(state.travel_cost(seat, card));
    if state.trip_regions(seat) & (1 << cat.region_index(card)) == 0 {
        v += 1.5;
    }
    if let Some(stop) = state.last_stop(seat)
        && cat.skill_code(card) != 0
        && cat.skill_code(card) == cat.skill_code(stop)
    {
        v += 1.0;
    }
    v
}

/// The value of travelling to `card` now.
fn travel_value(state: &Traveler, seat: Seat, card: CardId) -> f32 {
    let cat = state.catalogue();
    let mut v = f32::from(cat.stamps(card));
    let regions = state.trip_regions(seat);
    let with = regions | 1 << cat.region_index(card);
    if with != regions {
        v += if with == 0b1111 { 3.0 } else { 1.0 };
    }
    let skill = cat.skill_code(card);
    if skill == 0 {
        v -= 0.5; // no work on a Wonder
    } else {
        let matching = state
            .trip(seat)
            .iter()
            .filter(|&&c| cat.skill_code(c) == skill)
            .count();
        v += 0.5 * matching as f32;
    }
    v - 0.35 * f32::from(state.travel_cost(seat, card))
}

fn score(state: &Traveler, seat: Seat, action: Action) -> f32 {
    let cat = state.catalogue();
    match action {
        Action::Start(c) => {
            let hand = state.hand(seat);
            let same = hand
                .iter()
                .filter(|&x| x != c && cat.skill_code(x) == cat.skill_code(c))
                .count();
            same as f32 - 0.1 * f32::from(cat.fare(c))
        }
        Action::Work => {
            let pay = state.work_pay(seat).unwrap_or(0);
            let rivals = state.rivals(seat).count() as u8;
            let keep = pay.saturating_sub(rivals).max(1);
            f32::from(keep) - 0.5
        }
        Action::Scrounge => 1.0,
        Action::TakeDeck => 2.0,
        Action::TakeShelf => state
            .shelf()
            .last()
            .map_or(0.0, |&c| keep_value(state, seat, c)),
        Action::Stay => 0.5,
        Action::Travel(c) => travel_value(state, seat, c),
        Action::PutBack(c) | Action::Discard(c) | Action::Pay(c) | Action::PayHome(c) => {
            -keep_value(state, seat, c)
        }
        Action::CallHome => -100.0,
    }
}

impl Greedy for Traveler {
    fn greedy_choice(&self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> usize {
        best_index(legal, 1e-6, rng, |&a| score(self, seat, a))
    }
}

/// The search bot's playout policy (`ismcts`, [`tabletop_core::search`]):
/// uniformly random actions to the end of the game. Random playouts are
/// cheap here and guide the search well enough to beat the greedy bot
/// (docs/bots.md).
pub type PlayoutBot = tabletop_core::RandomBot;
