//! The integer codes of a seat's legal actions as an immutable, indexable
//! list ([`LegalCodes`]): written out for most games, counted for the games
//! that offer hundreds of actions a decision (Trailblazers' placements), so
//! a caller that picks one of them does not pay for listing them all.

use tabletop_core::{Game, Seat};

/// What a counted list of legal codes offers; each game that counts its
/// legal actions implements it.
trait CodeList: Send + Sync {
    fn len(&self) -> usize;
    fn code(&self, index: usize) -> Option<u128>;
    fn position(&self, code: u128) -> Option<usize>;
    fn for_each(&self, f: &mut dyn FnMut(u128));
}

impl CodeList for trailblazers_rules::LegalPlacements {
    fn len(&self) -> usize {
        trailblazers_rules::LegalPlacements::len(self)
    }

    fn code(&self, index: usize) -> Option<u128> {
        self.get(index).map(|p| trailblazers_rules::encode(&p))
    }

    fn position(&self, code: u128) -> Option<usize> {
        let placement = trailblazers_rules::decode(code).ok()?;
        if trailblazers_rules::encode(&placement) != code {
            return None;
        }
        trailblazers_rules::LegalPlacements::position(self, &placement)
    }

    fn for_each(&self, f: &mut dyn FnMut(u128)) {
        trailblazers_rules::LegalPlacements::for_each(self, |p| f(trailblazers_rules::encode(&p)));
    }
}

/// The integer codes of one seat's legal actions at one moment, in the
/// order the game enumerates them: a snapshot, unchanged when the game
/// moves on. [`len`](Self::len), [`get`](Self::get) and
/// [`position`](Self::position) do not depend on how the list is held.
pub struct LegalCodes(Codes);

enum Codes {
    /// Written out.
    Listed(Vec<u128>),
    /// Counted by the game.
    Counted(Box<dyn CodeList>),
}

impl LegalCodes {
    /// The codes of `seat`'s legal actions in `state`, written out
    /// (`buffer` is scratch space for the actions).
    pub(crate) fn listed<G: Game>(state: &G, seat: Seat, buffer: &mut Vec<G::Action>) -> Self {
        buffer.clear();
        state.legal_actions(seat, buffer);
        let codes: Vec<u128> = buffer.iter().map(|a| state.encode_action(a)).collect();
        LegalCodes(Codes::Listed(codes))
    }

    /// Trailblazers' placements, counted.
    pub(crate) fn trailblazers(state: &trailblazers_rules::Trailblazers, seat: Seat) -> Self {
        LegalCodes(Codes::Counted(Box::new(state.legal_placements(seat))))
    }

    /// How many legal actions there are.
    pub fn len(&self) -> usize {
        match &self.0 {
            Codes::Listed(codes) => codes.len(),
            Codes::Counted(list) => list.len(),
        }
    }

    /// Whether there are none (the seat owes no decision).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The code at `index`, if there are that many.
    pub fn get(&self, index: usize) -> Option<u128> {
        match &self.0 {
            Codes::Listed(codes) => codes.get(index).copied(),
            Codes::Counted(list) => list.code(index),
        }
    }

    /// The index of `code`, if it is the code of a legal action.
    pub fn position(&self, code: u128) -> Option<usize> {
        match &self.0 {
            Codes::Listed(codes) => codes.iter().position(|&c| c == code),
            Codes::Counted(list) => list.position(code),
        }
    }

    /// Whether `code` is the code of a legal action.
    pub fn contains(&self, code: u128) -> bool {
        self.position(code).is_some()
    }

    /// Every code, in order (each found by [`get`](Self::get);
    /// [`for_each`](Self::for_each) is faster).
    pub fn iter(&self) -> impl Iterator<Item = u128> + '_ {
        (0..self.len()).filter_map(|i| self.get(i))
    }

    /// Calls `f` with every code, in order.
    pub fn for_each(&self, mut f: impl FnMut(u128)) {
        match &self.0 {
            Codes::Listed(codes) => codes.iter().copied().for_each(f),
            Codes::Counted(list) => list.for_each(&mut f),
        }
    }
}

impl std::fmt::Debug for LegalCodes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
