//! The research surface ([`tabletop_core::Research`]): action ids,
//! observation and information-state tensors and strings, and sampling the
//! worlds a seat cannot tell apart.
//!
//! # Action ids
//!
//! An action id **is** the action's integer code ([`crate::encoding`],
//! version 1): one encoding, and every action is one step. The ids are
//! `0..num_distinct_actions`, with `num_distinct_actions = 6 + 6 × 52 =
//! 318`: the six actions without a card (`work`, `scrounge`, `take deck`,
//! `take shelf`, `stay`, `call home`), then each of the six card actions
//! (`start`, `shelve`, `travel`, `pay`, `discard`, `pay home`) on each card
//! of the deck (`6 + 52 × kind + card`). Every deck has 52 cards (L5), so
//! every configuration has 318 ids; codes of card ids of 52 and above are
//! never legal and lie outside the space.
//!
//! # Game length
//!
//! The rules let a game stall for ever (TR-20: Scrounge from the Shelf and
//! put the same card back), so a game is bounded only under a round limit
//! ([`TravelerConfig::with_round_limit`](crate::TravelerConfig::with_round_limit)):
//! without one, [`max_game_length`](tabletop_core::Research::max_game_length)
//! is `usize::MAX`. The bound with a limit of `R` rounds and `P` players is
//! derived in [`max_game_length`](tabletop_core::Research::max_game_length)'s
//! source.
//!
//! # Tensors
//!
//! Both tensors are flat (`[len]`). Seats are *relative*: "seat `k`" below is
//! the seat `k` places to the left of the seat observing (`k = 0` is that
//! seat), for `k` in `0..P` with `P` players. A card plane has one value per
//! card id (52). Counts are plain numbers, not scaled.
//!
//! The **observation** (what the seat sees now; `52 × (5 + P) + 8 × P + 19`
//! values: 335, 395 or 455 for 2, 3 or 4 players):
//!
//! | slice | size | value |
//! |---|---:|---|
//! | hand | 52 | 1 for each card in the seat's hand |
//! | my first stop | 52 | 1 for the seat's secret first stop (setup only) |
//! | trips | 52 × P | seat `k`'s trip: stop number ÷ 8 (the first stop 0.125, the 8th 1) |
//! | Shelf | 52 | 1 for the top card, then 1 − d ÷ 52 for the card `d` below the top |
//! | destination | 52 | 1 for the card the active seat is paying the fare to |
//! | flown home with | 52 | 1 for each card paid to fly home |
//! | seats | 8 × P | for seat `k`: cards in hand, stamps on the trip, has chosen a first stop (0/1), called home (0/1), opening hands reshuffled (mulligans), is the active seat (0/1), must decide now (0/1), went first (0/1) |
//! | step | 9 | one-hot: first stops, earn, take, shelve (Scrounge), travel, pay, discard, fly home, over |
//! | step details | 4 | cards still to take, the take is a Scrounge (0/1), cards of the fare still to pay, cards paid to fly home |
//! | table | 6 | cards in the deck, run-outs (0–2), Last call (0/1), turns, rounds, reshuffles |
//!
//! The **information state** is the observation followed by the public
//! record since the deal (`+ 52 × (2P + 1) + 64 × P` values: 787, 1,015 or
//! 1,243 in all for 2, 3 or 4 players):
//!
//! | slice | size | value |
//! |---|---:|---|
//! | shown | 52 × P | 1 for each card in seat `k`'s hand that everyone saw it take from the Shelf |
//! | played | 52 × P | 1 for each card seat `k` has put down from its hand since the deal (on the Shelf, its trip or home) |
//! | unseen | 52 | for each card the seat cannot see now: 1 + how many reshuffles ago the deck it was last shuffled into was made (1: the current deck); 0 for a card it sees |
//! | unseen by deck | 64 × P | for seat `k`: how many cards of its hand (and secret first stop) the others have not seen, by how many reshuffles ago the deck they came from was made (index 63: 63 or more) |
//!
//! Cards drawn from the deck are drawn unseen, but everyone knows which
//! deck they came from; that, with the cards each seat was seen to take and
//! put down, is what a seat can know of another's hand. A seat's own
//! earlier opening hands (reshuffled away at setup, TR-15) are not
//! recalled; their number is in the observation. A position written by
//! hand without the record (`shown`, `played`, `decks`) holds no history:
//! its information state has no shown or played cards besides the trips,
//! and every unseen card from one deck.
//!
//! # Strings
//!
//! [`observation_string`](tabletop_core::Research::observation_string) and
//! [`information_state_string`](tabletop_core::Research::information_state_string)
//! state the same facts in English, one line each.
//!
//! # Sampling
//!
//! [`resample_hidden`](tabletop_core::Research::resample_hidden) deals anew
//! every card the observer cannot see — the deck's order, the others'
//! unseen hand cards and, during setup, their secret first stops — as a
//! real deal could have: each card goes where a card from the same deck
//! was (so each hand keeps its cards shown face up and how many unseen
//! cards it drew from each deck), during setup every undecided hand keeps
//! a City and every secret first stop is a City, and the generator is
//! reseeded. [`resample_future`](tabletop_core::Research::resample_future)
//! shuffles the deck and reseeds the generator; the hands stay.

mod resample;
mod tensor;
mod text;

use crate::action::Action;
use crate::cards::DECK_SIZE;
use crate::config::TravelerConfig;
use crate::state::{FLY_HOME_CARDS, TRIP_GOAL, Traveler};
use tabletop_core::{ActionId, Game, GameConfig, GameRng, Research, Seat, Standing, Steps};

pub use tensor::{
    AGES, INFO_CARD_PLANES, OBS_CARD_PLANES, PHASES, SEAT_FEATURES, STEP_FEATURES, TABLE_FEATURES,
    information_state_len, observation_len,
};

/// The actions without a card: ids 0 to 5.
const NULLARY: usize = 6;
/// The kinds of card action: ids `6 + 52 × kind + card`.
const CARD_KINDS: usize = 6;

impl Research for Traveler {
    fn num_distinct_actions(config: &TravelerConfig) -> usize {
        NULLARY + CARD_KINDS * config.catalogue().cards().len()
    }

    /// With `R` rounds at most and `P` players, a game takes at most
    /// `P + R·P·(27 + P) + P·(P + 2)` steps:
    /// * the first stops: one step per seat;
    /// * a turn: earn (1); take at most 9 cards (a Work pay is 1 plus at most
    ///   the 8 stops of a trip; a Scrounge takes 2 and shelves 1); travel or
    ///   stay (1); pay a fare of at most 6 + 2 (8); discard down to 8 from at
    ///   most 8 + (P − 1) + 9 cards (8 at the end of the last turn, a cut in
    ///   each rival's turn since, the pay), that is P + 8 discards;
    ///   27 + P in all;
    /// * flying home, per seat: discard down to 8 from at most 8 + (P − 1)
    ///   cards, then pay 3 cards or call home: P + 2.
    fn max_game_length(config: &TravelerConfig) -> usize {
        let Some(rounds) = config.round_limit() else {
            return usize::MAX;
        };
        let p = config.players();
        let most_pay = 1 + TRIP_GOAL;
        let most_fare = 6 + usize::from(crate::state::NEW_REGION_SURCHARGE);
        let most_discards = (p - 1) + most_pay;
        let turn = 1 + most_pay + 1 + most_fare + most_discards;
        let fly_home = (p - 1) + usize::from(FLY_HOME_CARDS);
        p + (rounds as usize) * p * turn + p * fly_home
    }

    fn action_steps(&self, _seat: Seat, action: &Action, out: &mut Steps) {
        out.clear();
        out.push(ActionId::try_from(action.code()).unwrap_or(ActionId::MAX));
    }

    fn step_text(&self, _seat: Seat, id: ActionId) -> String {
        match Action::from_code(u128::from(id)) {
            Some(action) if usize::try_from(id).is_ok_and(|i| i < ids(self)) => {
                self.action_text(&action)
            }
            _ => format!("no action (id {id})"),
        }
    }

    fn observation_shape(config: &TravelerConfig) -> Vec<usize> {
        vec![observation_len(config.players())]
    }

    fn write_observation(&self, seat: Seat, out: &mut [f32]) {
        self.write_observation_tensor(seat, out);
    }

    fn information_state_shape(config: &TravelerConfig) -> Vec<usize> {
        vec![information_state_len(config.players())]
    }

    fn write_information_state(&self, seat: Seat, out: &mut [f32]) {
        self.write_information_tensor(seat, out);
    }

    fn observation_string(&self, seat: Seat) -> String {
        if !self.seating.contains(seat) {
            return self.no_such_seat(seat);
        }
        let mut text = String::new();
        self.write_observed_text(seat, &mut text);
        text
    }

    fn write_recall_string(&self, seat: Seat, out: &mut String) {
        self.write_recall_text(seat, out);
    }

    fn resample_hidden(&self, observer: Seat, rng: &mut GameRng) -> Self {
        self.resampled(observer, rng)
    }

    fn standing(&self) -> Option<Standing> {
        (self.phase == crate::state::Phase::Over).then(|| {
            Standing::from_seats(self.seating.players(), |i| {
                let line = self.score_line(Seat(i as u8));
                (line.total(), line.cards_left)
            })
        })
    }

    fn resample_future(&mut self, rng: &mut GameRng) {
        self.deck.shuffle(rng);
        self.rng = GameRng::new(rng.next_u64());
    }
}

fn ids(state: &Traveler) -> usize {
    <Traveler as Research>::num_distinct_actions(&state.config)
}

/// The number of cards in a deck, as the tensors count them.
pub(crate) const CARDS: usize = DECK_SIZE;
