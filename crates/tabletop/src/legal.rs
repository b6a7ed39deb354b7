//! The integer codes of a seat's legal actions as an immutable, indexable
//! list ([`LegalCodes`]): written out for most games, counted for the games
//! that offer hundreds of actions a decision (Trailblazers' placements), so
//! a caller that picks one of them does not pay for listing them all.

use tabletop_core::{CountedList, Game, Listing, Seat};

/// The integer codes of one seat's legal actions at one moment, in the
/// order the game enumerates them: a snapshot, unchanged when the game
/// moves on. [`len`](Listing::len), [`get`](Listing::get) and
/// [`position`](Listing::position) do not depend on how the list is held:
/// written out, or counted by the game.
pub type LegalCodes = Listing<u128, CountedCodes>;

/// The codes of `seat`'s legal actions in `state`, written out (`buffer`
/// is scratch space for the actions).
pub(crate) fn listed<G: Game>(state: &G, seat: Seat, buffer: &mut Vec<G::Action>) -> LegalCodes {
    buffer.clear();
    state.legal_actions(seat, buffer);
    Listing::Listed(buffer.iter().map(|a| state.encode_action(a)).collect())
}

/// Trailblazers' placements, counted.
pub(crate) fn trailblazers(state: &trailblazers_rules::Trailblazers, seat: Seat) -> LegalCodes {
    Listing::Counted(CountedCodes(state.legal_placements(seat)))
}

/// The codes of the legal actions of a game that counts them: today
/// Trailblazers' placements, the one game that does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountedCodes(trailblazers_rules::LegalPlacements);

impl CountedList<u128> for CountedCodes {
    fn len(&self) -> usize {
        self.0.len()
    }

    fn get(&self, index: usize) -> Option<u128> {
        self.0.get(index).map(|p| trailblazers_rules::encode(&p))
    }

    fn position(&self, code: &u128) -> Option<usize> {
        let placement = trailblazers_rules::decode(*code).ok()?;
        if trailblazers_rules::encode(&placement) != *code {
            return None;
        }
        self.0.position(&placement)
    }

    fn for_each(&self, mut f: impl FnMut(u128)) {
        self.0.for_each(|p| f(trailblazers_rules::encode(&p)));
    }
}
