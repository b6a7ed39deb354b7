//! The uniformly random legal action ([`Game::random_legal_action`]) drawn
//! without listing: the legal actions are counted in the order
//! [`Traveluencer::enumerate`] writes them and only the one drawn is built.
//! The draw is exactly the action at index `rng.index(n)` of that list, so
//! a random player's games are the same whichever way it is made.
//!
//! Posts and modifications taken from the hand alone (3-4 players, and a
//! two-player seat whose display is empty) are counted block by block: a
//! block per Post type, then per number of Stamps and of Souvenirs, each
//! block the sub-multisets of the type's cards in odometer order
//! ([`Submultisets`]). A play that may take cards from a display is drawn
//! from the written list.
//!
//! [`Game::random_legal_action`]: tabletop_core::Game::random_legal_action

use crate::action::Action;
use crate::cards::{Card, Cards, PostType};
use crate::legal::Submultisets;
use crate::play::Play;
use crate::state::{Phase, Traveluencer};
use tabletop_core::{GameRng, Seat};

/// The cards of the `k`-th play in a list of combinations written as
/// `push_combinations` writes them (Stamps outermost, then Souvenirs, then
/// the sub-multisets of `group`), counting the skipped empty sub-multiset
/// of the first block as index 0 when `allow_no_post`, and every block's
/// when not: `k` is the index in the written list.
fn nth_combination(group: Submultisets, souvenirs: u8, allow_no_post: bool, k: usize) -> Cards {
    let per = group.count() - usize::from(!allow_no_post);
    // With the empty sub-multiset skipped in every block, index `k` is the
    // `k % per + 1`-th of its block; with it skipped in the first block
    // only, index `k` is the `k + 1`-th of the unskipped sequence.
    let (block, sub) = if allow_no_post {
        ((k + 1) / per, (k + 1) % per)
    } else {
        (k / per, k % per + 1)
    };
    let per_stamp = usize::from(souvenirs) + 1;
    let (s, u) = ((block / per_stamp) as u8, (block % per_stamp) as u8);
    let mut cards = Cards::from_bits(group.nth(sub));
    cards.add(Card::STAMP, s);
    cards.add(Card::SOUVENIR, u);
    cards
}

/// How many plays `push_combinations` writes for `group` with up to
/// `stamps` Stamps and `souvenirs` Souvenirs.
fn combinations(group: Submultisets, stamps: u8, souvenirs: u8, allow_no_post: bool) -> usize {
    let blocks = (usize::from(stamps) + 1) * (usize::from(souvenirs) + 1);
    if allow_no_post {
        group.count() * blocks - 1
    } else {
        (group.count() - 1) * blocks
    }
}

impl Traveluencer {
    /// [`Game::random_legal_action`](tabletop_core::Game::random_legal_action):
    /// the action at index `rng.index(n)` of the `n` legal actions
    /// [`enumerate`](Traveluencer::enumerate) lists, and nothing else
    /// taken from `rng`; built without the list where the count is known.
    pub(crate) fn draw_legal(
        &self,
        seat: Seat,
        rng: &mut GameRng,
        buffer: &mut Vec<Action>,
    ) -> Option<(Action, usize)> {
        if seat.index() >= self.players() || !self.owes(seat) {
            return None;
        }
        let i = seat.index();
        let faces = |cards: Cards, rng: &mut GameRng| {
            let n = cards.face_count();
            let k = (n > 0).then(|| rng.index(n))?;
            Some((cards.nth_face(k)?, n))
        };
        let from_hand = self.displays[i].is_empty();
        match self.phase {
            Phase::Pass { chosen, .. } => faces(self.unpicked(seat, chosen), rng)
                .map(|(c, n)| (Action::Pass(Cards::one(c)), n)),
            Phase::Post { .. } if from_hand => self.draw_post(seat, rng),
            Phase::Modify { second, .. } if from_hand => self.draw_modify(seat, second, rng),
            Phase::Flight { .. } => faces(self.hands[i], rng).map(|(c, n)| (Action::Flight(c), n)),
            Phase::LostPassport { .. } => {
                faces(self.hands[i], rng).map(|(c, n)| (Action::Discard(c), n))
            }
            Phase::WindShift { .. } => Some(self.draw_swap(seat, rng)),
            Phase::Crossover { seat: target, owed } => {
                let to = self.next_recipient(target, owed)?;
                faces(self.hands[i], rng).map(|(card, n)| (Action::Give { card, to }, n))
            }
            Phase::Post { .. } | Phase::Modify { .. } | Phase::GameOver => {
                buffer.clear();
                self.enumerate(seat, buffer);
                let n = buffer.len();
                (n > 0).then(|| (buffer[rng.index(n)], n))
            }
        }
    }

    /// A post from the hand alone: the types in order (only the led type
    /// when the seat must follow), each a block of
    /// [`combinations`] without the empty play and without plays lacking a
    /// Post card.
    fn draw_post(&self, seat: Seat, rng: &mut GameRng) -> Option<(Action, usize)> {
        let hand = self.hands[seat.index()];
        let stamps = self.may_play_stamps(seat, false).is_ok() as u8 * hand.stamps();
        let souvenirs = self.may_play_souvenirs(seat) as u8 * hand.souvenirs();
        let led = self.must_follow(seat);
        let mut blocks = [(Submultisets::of(Cards::EMPTY), 0usize); 3];
        let mut n = 0;
        for t in PostType::ALL {
            if led.is_some_and(|l| l != t) || !hand.has_type(t) {
                continue;
            }
            let group = Submultisets::of(hand.of_type(t));
            let size = combinations(group, stamps, souvenirs, false);
            blocks[t.index()] = (group, size);
            n += size;
        }
        if n == 0 {
            return None;
        }
        let mut k = rng.index(n);
        for (group, size) in blocks {
            if k < size {
                let cards = nth_combination(group, souvenirs, false, k);
                return Some((Action::Post(Play::from_hand(cards)), n));
            }
            k -= size;
        }
        None
    }

    /// Declining, then (when the post has one type) the additions from the
    /// hand alone: one block of [`combinations`] with plays lacking a Post
    /// card allowed.
    fn draw_modify(&self, seat: Seat, second: bool, rng: &mut GameRng) -> Option<(Action, usize)> {
        let i = seat.index();
        let Some(kind) = self.table[i].single_type() else {
            return Some((Action::Decline, 1));
        };
        let hand = self.hands[i];
        let stamps = self.may_play_stamps(seat, second).is_ok() as u8 * hand.stamps();
        let souvenirs = (!second && self.may_play_souvenirs(seat)) as u8 * hand.souvenirs();
        let group = Submultisets::of(hand.of_type(kind));
        let n = 1 + combinations(group, stamps, souvenirs, true);
        let k = rng.index(n);
        if k == 0 {
            return Some((Action::Decline, n));
        }
        let cards = nth_combination(group, souvenirs, true, k - 1);
        Some((Action::Modify(Play::from_hand(cards)), n))
    }

    /// Declining, then each remaining trending space with each hand face.
    fn draw_swap(&self, seat: Seat, rng: &mut GameRng) -> (Action, usize) {
        let hand = self.hands[seat.index()];
        let faces = hand.face_count();
        let n = 1 + self.remaining_spaces().len() * faces;
        let k = rng.index(n);
        if k == 0 {
            return (Action::Decline, n);
        }
        let space = self.trick + 1 + ((k - 1) / faces) as u8;
        let card = hand.nth_face((k - 1) % faces).unwrap_or(Card::STAMP);
        (Action::Swap { space, card }, n)
    }
}
