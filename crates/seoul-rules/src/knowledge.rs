//! What the whole table knows of each hand beyond its size: the record a
//! seat's information state needs and the view no longer shows.
//!
//! See [`Knowledge`].

use crate::action::Action;
use crate::cards::Kind;
use crate::catalogue::CardId;
use crate::state::{MAX_PLAYERS, Seoul};
use tabletop_core::words::plural;
use tabletop_core::{CardSet, Seat};

/// What the table knows of each hand beyond its size.
///
/// Every card that leaves a hand is seen (it goes into a tableau, or face
/// up into the City), so the only secret of a hand is what came into it
/// from the deck. Two facts about a hand outlive the moment they were seen:
///
/// * **Cards known to be in it**: cards that joined it in view of all (the
///   rest of an Experience pile, revealed, L50; a Scouted face-up card) and
///   have not left it since.
/// * **Types drawn**: when a card is drawn from the deck, its back (SJ-14)
///   showed its type. For each type, the record holds how many cards of it
///   are certainly still among the hand's other cards: one more for each
///   card drawn while its back showed, one fewer (never below 0) for each
///   card of that type that leaves the hand without having been known.
///   A draw of several cards shows only the first one's back (the view
///   shows the deck's top card between actions, not during one).
///
/// The record is kept after every action, from the hands, the public cards
/// and the deck's top card before it (read it with [`Seoul::known_hand`]
/// and [`Seoul::drawn_kinds`]); a new Day
/// deals new hands and starts it afresh. A position written by hand that
/// leaves it out knows nothing beyond the view (`known` and `drawn` of a
/// seat in the position format).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Knowledge {
    /// Per seat: the cards known to be in its hand.
    pub(crate) known: [CardSet; MAX_PLAYERS],
    /// Per seat and type ([`Kind::index`]): cards of that type certainly
    /// among the hand's cards that are not known.
    pub(crate) drawn: [[u8; 4]; MAX_PLAYERS],
}

/// The table just before an action by one seat: what [`Seoul::learn`]
/// compares with. Only the acting seat's hand changes in an action (a new
/// Day deals every hand, and starts the record afresh).
pub(crate) struct Before {
    seat: usize,
    hand: CardSet,
    top: Option<CardId>,
    day: u8,
}

impl Seoul {
    /// The table as [`Seoul::learn`] needs it, taken before `seat` acts.
    #[inline]
    pub(crate) fn before_action(&self, seat: Seat) -> Before {
        let i = seat.index().min(MAX_PLAYERS - 1);
        Before {
            seat: i,
            hand: self.hands[i],
            top: self.deck.top(),
            day: self.day,
        }
    }

    /// Updates the record after `action` (see [`Knowledge`]). A card that
    /// joined the hand in view of all came from the pile last revealed
    /// (`revealed`: the rest of an Experience pile, face-down cards
    /// revealed, L51) or was Scouted; a card from the deck is in neither
    /// (nothing goes back into the deck during a Day), and the first one
    /// drawn showed its type.
    #[inline]
    pub(crate) fn learn(&mut self, before: &Before, action: Action) {
        if self.day != before.day {
            self.knowledge = Knowledge::default();
            return;
        }
        let i = before.seat;
        let (was, now) = (before.hand, self.hands[i]);
        if was != now {
            let mut public = self.revealed;
            if let Action::Scout { card } = action {
                public.insert(card);
            }
            self.learn_hand(i, was, now, before, public);
        }
    }

    fn learn_hand(
        &mut self,
        i: usize,
        was: CardSet,
        now: CardSet,
        before: &Before,
        public: CardSet,
    ) {
        let (joined, left) = (now.difference(was), was.difference(now));
        let known = self.knowledge.known[i];
        let seen = joined.intersection(public);
        self.knowledge.known[i] = known.union(seen).difference(left);
        let drawn = joined.difference(seen);
        if let Some(top) = before.top
            && drawn.contains(top)
        {
            let k = self.catalogue().kind(top).index();
            self.knowledge.drawn[i][k] = self.knowledge.drawn[i][k].saturating_add(1);
        }
        // Cards that leave unannounced lower the types promised, if any.
        let unannounced = left.difference(known);
        if !unannounced.is_empty() && self.knowledge.drawn[i] != [0; 4] {
            for card in unannounced {
                let k = self.catalogue().kind(card).index();
                self.knowledge.drawn[i][k] = self.knowledge.drawn[i][k].saturating_sub(1);
            }
        }
    }

    /// The cards the whole table knows are in `seat`'s hand: taken from the
    /// City or a revealed pile in view of all, and not played or paid since.
    pub fn known_hand(&self, seat: Seat) -> CardSet {
        self.knowledge
            .known
            .get(seat.index())
            .copied()
            .unwrap_or_default()
    }

    /// Per card type (in the order of [`Kind::ALL`]): how many cards of it
    /// are certainly in `seat`'s hand besides [`known_hand`](Self::known_hand),
    /// because their backs showed when they were drawn (SJ-14).
    pub fn drawn_kinds(&self, seat: Seat) -> [u8; 4] {
        self.knowledge
            .drawn
            .get(seat.index())
            .copied()
            .unwrap_or_default()
    }

    /// The record fits the hands: known cards are in the hand, and each
    /// hand holds at least the cards of each type the record promises.
    pub(crate) fn knowledge_consistency(&self) -> Result<(), tabletop_core::InvariantError> {
        let cat = self.catalogue();
        for i in 0..MAX_PLAYERS {
            let hand = self.hands[i];
            let known = self.knowledge.known[i];
            if !known.is_subset(hand) {
                return Err(broken(format!(
                    "seat {i}: a card known to be in the hand is not there"
                )));
            }
            let unknown = hand.difference(known);
            for kind in Kind::ALL {
                let promised = usize::from(self.knowledge.drawn[i][kind.index()]);
                let held = unknown.intersection(cat.of_kind(kind)).len();
                if promised > held {
                    return Err(broken(format!(
                        "seat {i}: {} drawn in view of all, {held} in the hand",
                        plural(promised, &format!("{kind} card"))
                    )));
                }
            }
        }
        Ok(())
    }
}

fn broken(detail: String) -> tabletop_core::InvariantError {
    tabletop_core::InvariantError::new("what the table knows of each hand", detail)
}
