//! What the whole table knows of each hand beyond its size: the record a
//! seat's information state needs and the view no longer shows.
//!
//! See [`Knowledge`].

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
/// The record is kept as the cards move, by the moves themselves (read it
/// with [`Seoul::known_hand`] and [`Seoul::drawn_kinds`]); a new Day deals
/// new hands and starts it afresh. A position written by hand that
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

impl Knowledge {
    /// Cards joined seat `i`'s hand in view of all (the rest of a pile
    /// revealed, L50; a card Scouted from the City).
    #[inline]
    pub(crate) fn seen_joining(&mut self, i: usize, cards: CardSet) {
        self.known[i] = self.known[i].union(cards);
    }

    /// Seat `i` drew cards from the deck: the first one's back, the deck's
    /// top between actions, showed its type (SJ-14). At most one draw
    /// into a hand happens in an action, before any refill, so the first
    /// card drawn is always the top the table saw.
    #[inline]
    pub(crate) fn drew(&mut self, i: usize, first: Kind) {
        let k = &mut self.drawn[i][first.index()];
        *k = k.saturating_add(1);
    }

    /// `card`, of type `kind`, left seat `i`'s hand face up: if it was not
    /// known to be there, one card fewer of its type is promised.
    #[inline]
    pub(crate) fn left(&mut self, i: usize, card: CardId, kind: Kind) {
        if self.known[i].contains(card) {
            self.known[i].remove(card);
        } else {
            let k = &mut self.drawn[i][kind.index()];
            *k = k.saturating_sub(1);
        }
    }
}

impl Seoul {
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
