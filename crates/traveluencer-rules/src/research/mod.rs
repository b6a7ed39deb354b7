//! The research surface of Traveluencer ([`tabletop_core::Research`]): a
//! dense action space, observation and information-state tensors and
//! strings, and resampling of what a seat cannot see.
//!
//! # Action ids
//!
//! A post (or a two-player modification) is a multiset of cards chosen from
//! a hand of 15 (and, with two players, a face-up display of 5): thousands
//! of sets, and millions over all hands. So a post is *factored*: one step
//! per card added, then a closing step. Every other decision is one card,
//! or declining, or (Wind Shift) a space and then a card. The ids:
//!
//! | ids | step |
//! |---|---|
//! | 0 to 28 | a card of face *f* from the hand: a card of a post or modification, the card picked to pass, the Flight card, the Lost Passport discard, the Crossover gift, or the card of a Wind Shift swap |
//! | 29 | done: closes a post or a modification |
//! | 30 | decline (a modification, a Wind Shift swap) |
//! | 31 to 37 | Wind Shift: trending space 1 to 7 (then the card) |
//! | 38 to 66 | two players: a card of face *f* from the face-up display |
//!
//! Face *f* is the card's face id: `type × 9 + value − 1` for Post cards
//! (Food 0, Scenery 1, Architecture 2), 27 the Stamp, 28 the Souvenir. So
//! there are **38 ids with 3 or 4 players and 67 with 2** (the display
//! ids): the 29 faces, done, decline, the 7 spaces, and the 29 display
//! faces. A post's steps list its cards in ascending face id — the order
//! the post is read, its view count left to right — hand cards first, then
//! display cards, each copy once, then *done*: `post F149+0` is
//! `[0, 3, 8, 27, 29]`. A closed action is never the start of another
//! (only *done*, *decline* or a single card ends one, each in its own kind
//! of decision), so the steps name exactly one action.
//!
//! **One encoding.** The steps are the factorization of the wire code of
//! [`crate::encoding`] (version 1, unchanged): the code's kind is the
//! decision owed (a *decline* step is kind 3, a space step kind 6), and its
//! payload's digits are the counts the steps spell out — the multiset code
//! counts each face's copies, and a post's steps name each face that many
//! times (display faces for the display part of a two-player play); the
//! one-card kinds' payload is the card's face id, which is the step; a
//! swap's payload `space × 29 + face` is its two steps; a gift's seat is
//! the one owed next (L111), so its payload's seat is not a step.
//!
//! # Game length
//!
//! [`max_game_length`](tabletop_core::Research::max_game_length) bounds the
//! steps of a game, round by round (three rounds):
//! * passes: 3 steps per seat;
//! * posts: one *done* per seat per trick (7 tricks), plus one card step
//!   per card posted — no more than the cards the seats hold when the
//!   round is dealt (15 each with 3-4 players: 14 and the Souvenir; with 2,
//!   10 in hand, 5 on display and the Souvenir when in play), since events
//!   only move cards between hands and topics, never add to the hands;
//! * two players: at most 2 modification decisions per trick (their cards
//!   are counted above), each closed by one *done* or *decline*;
//! * events (3 per round): at most one step per seat (Flight, Lost
//!   Passport; Crossover gives one card to each other seat; a Wind Shift
//!   swap is 2 steps, at most the 2 seats of the smallest table).
//!
//! During a post from the hand the game names the legal ids after each
//! step itself (module `next`), so that a decision does not list its thousands
//! of posts; every other decision lists its legal actions.
//!
//! # Tensors
//!
//! The layouts are in [`tensor`]; the strings ([`text`]) state the same
//! facts in words. Resampling is in [`resample`].

mod knowledge;
mod next;
pub mod resample;
pub mod tensor;
pub mod text;

use crate::action::Action;
use crate::cards::{Card, Cards, FACES};
use crate::config::TraveluencerConfig;
use crate::state::{Phase, Traveluencer};
use tabletop_core::research::{ActionId, Research, Standing, Steps};
use tabletop_core::{GameRng, Seat};

/// The first id of a hand card step: `CARD + face id`.
pub const CARD: ActionId = 0;
/// The step that closes a post or a modification.
pub const DONE: ActionId = FACES as ActionId;
/// The step that declines (a modification, a Wind Shift swap).
pub const DECLINE: ActionId = DONE + 1;
/// The first Wind Shift space step: `SPACE + space − 1`.
pub const SPACE: ActionId = DECLINE + 1;
/// The first display card step (two players): `SHOWN + face id`.
pub const SHOWN: ActionId = SPACE + 7;

/// The number of action ids of a table of `players`.
pub const fn action_count(players: usize) -> usize {
    if players == 2 {
        SHOWN as usize + FACES
    } else {
        SHOWN as usize
    }
}

/// The most cards one seat holds when a round is dealt.
fn cards_dealt(config: &TraveluencerConfig) -> usize {
    if config.players == 2 {
        15 + usize::from(config.two_player_souvenirs)
    } else {
        15
    }
}

/// Pushes one step per card of `cards`, ascending by face, from `base`.
fn push_cards(cards: Cards, base: ActionId, out: &mut Steps) {
    for (card, n) in cards.faces() {
        for _ in 0..n {
            out.push(base + card.id() as ActionId);
        }
    }
}

impl Traveluencer {
    /// A step in words, in the decision owed now.
    fn step_words(&self, id: ActionId) -> String {
        let face = |base: ActionId| {
            Card::from_id((id - base) as u8).map_or_else(|| "?".into(), |c| c.to_string())
        };
        match id {
            i if i < DONE => {
                let card = face(CARD);
                match self.phase {
                    Phase::Pass { .. } => format!("pass {card}"),
                    Phase::Post { .. } | Phase::Modify { .. } if self.players() == 2 => {
                        format!("add {card} from the hand")
                    }
                    Phase::Post { .. } | Phase::Modify { .. } => format!("add {card}"),
                    Phase::Flight { .. } => format!("flight {card}"),
                    Phase::LostPassport { .. } => format!("discard {card}"),
                    Phase::WindShift { .. } => format!("swap in {card}"),
                    Phase::Crossover { .. } => format!("give {card}"),
                    Phase::GameOver => format!("card {card}"),
                }
            }
            DONE if matches!(self.phase, Phase::Modify { .. }) => "modify with these cards".into(),
            DONE => "post these cards".into(),
            DECLINE => "decline".into(),
            i if i < SHOWN => format!("swap trending space {}", i - SPACE + 1),
            i if (i as usize) < action_count(self.players()) => {
                format!("add {} from the display", face(SHOWN))
            }
            i => format!("step {i}, which is no step of this game"),
        }
    }
}

impl Research for Traveluencer {
    fn num_distinct_actions(config: &TraveluencerConfig) -> usize {
        action_count(config.players)
    }

    fn max_game_length(config: &TraveluencerConfig) -> usize {
        let n = config.players;
        let passes = 3 * n;
        let posts = 7 * n + n * cards_dealt(config);
        let modifications = if n == 2 { 2 * 7 } else { 0 };
        let events = if config.events { 3 * n } else { 0 };
        3 * (passes + posts + modifications + events)
    }

    fn action_steps(&self, _seat: Seat, action: &Action, out: &mut Steps) {
        out.clear();
        let card = |c: Card| CARD + c.id() as ActionId;
        match *action {
            Action::Pass(cards) => push_cards(cards, CARD, out),
            Action::Post(play) | Action::Modify(play) => {
                push_cards(play.hand(), CARD, out);
                push_cards(play.display(), SHOWN, out);
                out.push(DONE);
            }
            Action::Decline => out.push(DECLINE),
            Action::Flight(c) | Action::Discard(c) | Action::Give { card: c, .. } => {
                out.push(card(c));
            }
            Action::Swap { space, card: c } => {
                out.push(SPACE + ActionId::from(space.clamp(1, 7)) - 1);
                out.push(card(c));
            }
        }
    }

    fn next_steps(&self, seat: Seat, prefix: &[ActionId], out: &mut Vec<ActionId>) -> bool {
        out.clear();
        let Some(mut ids) = self.post_next_ids(seat, prefix) else {
            return false;
        };
        while ids != 0 {
            out.push(ids.trailing_zeros());
            ids &= ids - 1;
        }
        true
    }

    fn action_of_steps(&self, _seat: Seat, steps: &[ActionId]) -> Option<Action> {
        self.post_of_steps(steps)
    }

    fn step_text(&self, _seat: Seat, id: ActionId) -> String {
        self.step_words(id)
    }

    fn observation_shape(config: &TraveluencerConfig) -> Vec<usize> {
        vec![tensor::observation_size(config.players)]
    }

    fn write_observation(&self, seat: Seat, out: &mut [f32]) {
        tensor::write_observation(self, seat, out);
    }

    fn information_state_shape(config: &TraveluencerConfig) -> Vec<usize> {
        vec![tensor::information_state_size(config.players)]
    }

    fn write_information_state(&self, seat: Seat, out: &mut [f32]) {
        tensor::write_information_state(self, seat, out);
    }

    fn observation_string(&self, seat: Seat) -> String {
        text::observation(self, seat)
    }

    fn write_recall_string(&self, seat: Seat, out: &mut String) {
        text::write_history(self, seat, out);
    }

    fn resample_hidden(&self, observer: Seat, rng: &mut GameRng) -> Self {
        resample::resample_hidden(self, observer, rng)
    }

    fn standing(&self) -> Option<Standing> {
        (self.phase == Phase::GameOver).then(|| {
            Standing::from_seats(self.players(), |p| {
                (
                    i64::from(self.total_tokens[p]),
                    i64::from(self.tricks_total[p]),
                )
            })
        })
    }

    fn resample_future(&mut self, rng: &mut GameRng) {
        resample::resample_future(self, rng);
    }
}
