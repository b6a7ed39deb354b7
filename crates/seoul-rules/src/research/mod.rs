//! The research surface ([`tabletop_core::Research`]) of Seoul Journey.
//!
//! # Action ids
//!
//! **The id of an action is its integer code** ([`Action::code`], the wire
//! code of the protocol, version 1): one encoding, and every action is one
//! step. There are [`ACTION_CODES`] = 5,775 ids for every configuration and
//! every deck, because the code gives each kind of decision a block sized by
//! what it names — a City space (5), a card id (a deck holds at most 128
//! cards), a Delight's half (2) and a Highlight's place (at most 16):
//!
//! | ids | decision | size |
//! |---|---|---:|
//! | 0-4 | `nightlife`, `keep`, `skip`, `end`, `pass` | 5 |
//! | 5-9 | `experience SPACE` | 5 |
//! | 10-14 | `refill SPACE` | 5 |
//! | 15-398 | `book CARD [as festival\|food]` (card × 3) | 384 |
//! | 399-782 | `play CARD [as festival\|food]` (card × 3) | 384 |
//! | 783-1422 | `pay CARD to SPACE` (card × 5) | 640 |
//! | 1423-5518 | `link CARD as festival\|food on HIGHLIGHT` (card × 2 × 16) | 4,096 |
//! | 5519-5646 | `awaken GUARDIAN` | 128 |
//! | 5647-5774 | `scout CARD` | 128 |
//!
//! No decision names more than a card, a half and a place, so no action
//! needs factoring: the largest block, the free link, is 4,096 ids, and the
//! whole space stays a policy head of a few thousand. Ids of cards beyond
//! the deck in play (the reference deck has 120) are never legal.
//!
//! # The longest game
//!
//! [`max_game_length`](tabletop_core::Research::max_game_length) counts
//! actions (one step each). With `N` cards in the deck, `P` players and 6
//! Guardians, a Day takes at most:
//!
//! * `N` plays (Book, Play, an Encore's Book): each puts a card of the
//!   Day's deck into a tableau or beside it, where it stays for the Day;
//!   each is at most 3 actions (the play, its payment, the free link or
//!   `skip` it may open);
//! * 6 Awakens (each token once a Day), each at most 2 actions (`awaken`,
//!   then the link, Scout or `skip` it may ask for);
//! * `2N` Experiences: each takes a pile that is not empty, and no more
//!   than `2N` cards enter the City in a Day (5 at setup and the refills,
//!   at most the deck, plus one discard per play); each is at most 5
//!   actions of its own (`experience`, `keep`, 3 refill cards);
//! * so at most `3N` turns without a pass, each with at most one `end`;
//! * passes (SJ-11): a pass turn is at most 2 actions (`pass`, `end`).
//!   While some player can still act, no round passes with every player
//!   passing, so a run of passes is at most `P − 1` turns, between turns
//!   that are not passes: at most `(P − 1)(3N + 1)` pass turns.
//!
//! That is `16N + 12 + 2(P − 1)(3N + 1)` a Day; the game is `Days` times
//! that, plus the 3 Nightlife tokens spent. A Day in which every player
//! passes in turn has stalled (SJ-27): the table is then exactly as it was
//! a round before, and play can go round forever — the only way to exceed
//! the bound; drivers cap such a game ([`crate::SUGGESTED_ACTION_CAP`]).
//!
//! The legal ids of a decision are the codes of its legal actions, written
//! by the same listing as [`Game::legal_actions`](tabletop_core::Game::legal_actions)
//! straight into the id list ([`Research::next_steps`], module `next`):
//! no list of actions is built to find them.
//!
//! # Tensors
//!
//! Seats are written in **relative order**: row 0 is the seat observing,
//! row `r` the seat `r` places to its left (clockwise). `N` is the number of
//! cards in the deck in play (120 for the reference deck), `P` the number of
//! players. Counts are plain numbers; every other value is 0 or 1.
//!
//! The **observation** (shape `[80 + 12P + (9 + 7P)N]`):
//!
//! | offset | length | meaning |
//! |---:|---:|---|
//! | 0 | 3 | the Day (one-hot, Day 1 first) |
//! | 3 | 3 | the Journey's length in Days (one-hot, 1 first) |
//! | 6 | 6 | the Trending colours (blue, green, red, purple, white, yellow) |
//! | 12 | 9 | the step (one-hot): main action, choosing from a pile, paying, free link, Scout, Encore, refill, end of turn, Journey over |
//! | 21 | 5 | the space the pile was taken from (while it is chosen from, or an ability Awakened then is resolving) |
//! | 26 | 2 | paying for a Delight: as a Festival, as a Food |
//! | 28 | 5 | paying: the space the discard may not go into |
//! | 33 | 2 | a free link: a Festival allowed, a Food allowed |
//! | 35 | 1 | refilling: cards still to place (count) |
//! | 36 | 5 | refilling: the spaces this refill has filled |
//! | 41 | 3 | what follows the card being played: the end of the turn, the refill, the step an ability was Awakened in |
//! | 44 | 9 | the step an ability was Awakened in, to return to (one-hot as at 12; all 0 when none) |
//! | 53 | 1 | the turn has not begun (no action yet) |
//! | 54 | 1 | Nightlife tokens in the supply (count) |
//! | 55 | 1 | cards in the deck (count) |
//! | 56 | 4 | the type of the deck's top card (Highlight, Delight, Shopping, Guardian; all 0 for an empty deck) |
//! | 60 | 20 | face-down City cards by type: space 1's four counts, then space 2's, … |
//! | 80 | 12P | per seat (row after row, 12 values each): its turn; started the Day; first to 9 cards today; earned today's Nightlife token; cards in hand; cards towards 9; Tiring cards counted; Tired; Nightlife tokens held; the points of Days 1, 2, 3 (0 until scored) |
//! | 80 + 12P | N | the observing seat's hand |
//! | + N | N | the pile taken, being chosen from |
//! | + 2N | N | the pile the last Experience of the Day revealed |
//! | + 3N | N | the card being paid for |
//! | + 4N | 5N | the face-up cards of City spaces 1 to 5 (one plane each) |
//! | + 9N | 7PN | per seat (row after row, 7 planes each): its Highlights; Delights linked as Festivals; linked as Foods; Shopping cards; Guardians with the token face up; with the token flipped; the place (1 = leftmost) of the Highlight each card is, or is linked to |
//!
//! The **information state** (shape `[80 + 12P + (9 + 7P)N + P(N + 4)]`)
//! is the observation followed by what the seat remembers that the table
//! no longer shows (see [`Knowledge`](crate::Knowledge)), per seat in
//! relative order:
//!
//! | offset (after the observation) | length | meaning |
//! |---:|---:|---|
//! | 0 | P(N + 4) | per seat (row after row): a plane of the cards known to be in its hand (taken in view of all), then four counts, per type, of the cards of its hand that showed their backs when drawn |
//!
//! The information state summarises what a seat knows; it does not keep
//! the order of past actions (two histories that teach a seat the same
//! facts give the same tensor), nor the tableaux of past Days (their
//! points are kept; the cards all go back into the deck, L78).
//!
//! The **strings** say the same facts in words, seats by number.

use crate::action::{ACTION_CODES, Action};
use crate::config::SeoulConfig;
use crate::state::{MAX_PLAYERS, Seoul};
use tabletop_core::deck::CardText;
use tabletop_core::research::{ActionId, Research, Standing, Steps};
use tabletop_core::{GameConfig, GameRng, Seat};

mod next;
mod resample;
mod tensor;
mod text;

/// Guardians in every deck: each token is Awakened at most once a Day.
const GUARDIAN_TOKENS: usize = crate::catalogue::GUARDIANS;

/// The most actions one Day can take; see the module documentation.
fn day_bound(cards: usize, players: usize) -> usize {
    let plays = 3 * cards;
    let awakens = 2 * GUARDIAN_TOKENS;
    let experiences = 5 * (2 * cards);
    let turns = 3 * cards;
    let passes = players.saturating_sub(1) * (turns + 1);
    plays + awakens + experiences + turns + 2 * passes
}

impl Research for Seoul {
    fn num_distinct_actions(_config: &SeoulConfig) -> usize {
        ACTION_CODES as usize
    }

    fn max_game_length(config: &SeoulConfig) -> usize {
        let days = usize::from(config.days());
        let players = config.players().min(MAX_PLAYERS);
        days * day_bound(config.catalogue().len(), players)
            + usize::from(crate::state::NIGHTLIFE_TOKENS)
    }

    fn action_steps(&self, _seat: Seat, action: &Action, out: &mut Steps) {
        out.clear();
        // Every code is below ACTION_CODES (5,775), so it fits an id.
        out.push(action.code() as ActionId);
    }

    fn next_steps(&self, seat: Seat, prefix: &[ActionId], out: &mut Vec<ActionId>) -> bool {
        self.next_ids(seat, prefix, out);
        true
    }

    fn action_of_steps(&self, _seat: Seat, steps: &[ActionId]) -> Option<Action> {
        Seoul::action_of_id(steps)
    }

    fn step_text(&self, _seat: Seat, id: ActionId) -> String {
        match Action::from_code(u128::from(id)) {
            Some(action) => action.text_with(self.catalogue()).to_string(),
            None => format!("action {id}, outside the action space"),
        }
    }

    fn observation_shape(config: &SeoulConfig) -> Vec<usize> {
        vec![tensor::observation_size(config)]
    }

    fn write_observation(&self, seat: Seat, out: &mut [f32]) {
        self.write_observation_tensor(seat, out);
    }

    fn information_state_shape(config: &SeoulConfig) -> Vec<usize> {
        vec![tensor::information_state_size(config)]
    }

    fn write_information_state(&self, seat: Seat, out: &mut [f32]) {
        self.write_information_tensor(seat, out);
    }

    fn observation_string(&self, seat: Seat) -> String {
        let mut text = String::new();
        self.write_table_text(seat, &mut text);
        for s in self.relative(seat) {
            self.write_seat_text(seat, s, &mut text);
        }
        text
    }

    fn write_recall_string(&self, seat: Seat, out: &mut String) {
        self.write_recall_text(seat, out);
    }

    fn resample_hidden(&self, observer: Seat, rng: &mut GameRng) -> Self {
        self.resampled(observer, rng)
    }

    fn standing(&self) -> Option<Standing> {
        (self.phase == crate::state::Phase::Over)
            .then(|| Standing::from_seats(self.players(), |i| (self.final_score(Seat(i as u8)), 0)))
    }

    fn resample_future(&mut self, rng: &mut GameRng) {
        self.redraw_future(rng);
    }
}
