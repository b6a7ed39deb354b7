//! The integer encoding of actions: canonical, documented and stable across
//! versions of this crate (encoding version 1), so a program in another
//! language can hold actions as numbers.
//!
//! | code | action |
//! |---:|---|
//! | 0 | `work` |
//! | 1 | `scrounge` |
//! | 2 | `take deck` |
//! | 3 | `take shelf` |
//! | 4 | `stay` |
//! | 5 | `call home` |
//! | 6 + 52 × k + id | a card action of kind `k` on card `id` < 52 |
//! | 318 + 204 × k + (id − 52) | a card action on card `id` ≥ 52 (never legal: the deck has 52 cards) |
//!
//! Card action kinds `k`: 0 `start`, 1 `shelve`, 2 `travel`, 3 `pay`,
//! 4 `discard`, 5 `pay home`. Card ids are those of the deck in play
//! ([`crate::Catalogue`]), so a code means the same slot in a custom deck.
//! Every action that can be legal has a code below 318. These codes are
//! also the action ids of the research surface (`traveler_rules::research`):
//! one encoding, 318 ids.

use crate::action::Action;

/// Where the codes are documented, for the error of an unknown code.
pub const ENCODING: &str = "the integer codes of traveler_rules::encoding (version 1)";
use crate::cards::{CardId, DECK_SIZE};

const NULLARY: [Action; 6] = [
    Action::Work,
    Action::Scrounge,
    Action::TakeDeck,
    Action::TakeShelf,
    Action::Stay,
    Action::CallHome,
];
const CARD_KINDS: u128 = 6;
const DECK: u128 = DECK_SIZE as u128;
const IN_DECK_END: u128 = NULLARY.len() as u128 + CARD_KINDS * DECK;
const BEYOND: u128 = 256 - DECK;
const END: u128 = IN_DECK_END + CARD_KINDS * BEYOND;

fn card_action(kind: u128, id: CardId) -> Option<Action> {
    Some(match kind {
        0 => Action::Start(id),
        1 => Action::PutBack(id),
        2 => Action::Travel(id),
        3 => Action::Pay(id),
        4 => Action::Discard(id),
        5 => Action::PayHome(id),
        _ => return None,
    })
}

impl Action {
    /// This action's integer code (see [`crate::encoding`]).
    pub fn code(self) -> u128 {
        let (kind, id) = match self {
            Action::Start(id) => (0, id),
            Action::PutBack(id) => (1, id),
            Action::Travel(id) => (2, id),
            Action::Pay(id) => (3, id),
            Action::Discard(id) => (4, id),
            Action::PayHome(id) => (5, id),
            Action::Work => return 0,
            Action::Scrounge => return 1,
            Action::TakeDeck => return 2,
            Action::TakeShelf => return 3,
            Action::Stay => return 4,
            Action::CallHome => return 5,
        };
        let id = u128::from(id);
        if id < DECK {
            NULLARY.len() as u128 + kind * DECK + id
        } else {
            IN_DECK_END + kind * BEYOND + (id - DECK)
        }
    }

    /// The action whose [`code`](Self::code) is `code`, or `None` if no
    /// action has it.
    pub fn from_code(code: u128) -> Option<Action> {
        let nullary = NULLARY.len() as u128;
        if code < nullary {
            return Some(NULLARY[code as usize]);
        }
        if code < IN_DECK_END {
            let rest = code - nullary;
            return card_action(rest / DECK, (rest % DECK) as CardId);
        }
        if code < END {
            let rest = code - IN_DECK_END;
            return card_action(rest / BEYOND, (DECK + rest % BEYOND) as CardId);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_round_trips_and_codes_are_dense() {
        let mut all: Vec<Action> = NULLARY.to_vec();
        for id in 0..=255u8 {
            for kind in 0..CARD_KINDS {
                all.extend(card_action(kind, id));
            }
        }
        let mut codes: Vec<u128> = all.iter().map(|a| a.code()).collect();
        for (a, c) in all.iter().zip(&codes) {
            assert_eq!(Action::from_code(*c), Some(*a));
        }
        codes.sort();
        assert_eq!(codes, (0..END).collect::<Vec<_>>(), "codes are 0..END");
        assert_eq!(Action::from_code(END), None);
        assert_eq!(Action::from_code(u128::MAX), None);
        assert_eq!(Action::Work.code(), 0);
        assert_eq!(Action::CallHome.code(), 5);
        assert_eq!(Action::Start(0).code(), 6);
        assert_eq!(Action::PayHome(51).code(), 317);
        assert_eq!(Action::Start(52).code(), 318);
    }
}
