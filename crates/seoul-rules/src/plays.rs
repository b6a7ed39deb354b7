//! The cards a seat may play now, and how: the enumeration form of
//! [`Seoul::playable`] and [`Seoul::payable`] (SJ-10, L22, L24-L29), as
//! three sets of cards. The property test
//! `legality_agrees_with_enumeration` proves it equal to them.

use crate::cards::Kind;
use crate::catalogue::CardId;
use crate::colour::Mode;
use crate::state::Seoul;
use tabletop_core::{CardSet, Seat};

/// The plays of some cards: the cards played without a half (any card but
/// a Delight), and the Delights that may show their Festival and their
/// Food. In enumeration order, card by card ascending, a Delight's
/// Festival before its Food.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Plays {
    /// Cards played as they are (no half shown).
    plain: CardSet,
    /// Delights that may be played showing each half, by [`Mode`].
    halves: [CardSet; 2],
}

impl Plays {
    /// How many plays there are. Sets are often empty, and a Delight
    /// often shows either half: the counts skip what they can. The plain
    /// cards are no Delights, so they and the Festivals are counted as one
    /// set.
    #[inline(always)]
    pub(crate) fn len(self) -> usize {
        let count = |set: CardSet| if set.is_empty() { 0 } else { set.len() };
        let [festival, food] = self.halves;
        if festival == food {
            count(self.plain) + 2 * count(festival)
        } else {
            count(self.plain.union(festival)) + count(food)
        }
    }

    /// The card of the first play, if there is one.
    #[inline]
    pub(crate) fn first(self) -> Option<CardId> {
        self.plain.union(self.halves[0]).union(self.halves[1]).min()
    }

    /// Calls `visit` with every play in enumeration order, card by card
    /// ascending, a Delight's Festival before its Food; stops as soon as
    /// `visit` returns `true`.
    #[inline]
    fn visit(self, mut visit: impl FnMut(CardId, Option<Mode>) -> bool) {
        let [plain, festival, food] =
            [self.plain, self.halves[0], self.halves[1]].map(|s| s.bits());
        let mut cards = plain | festival | food;
        while cards != 0 {
            let card = cards.trailing_zeros() as CardId;
            let bit = cards & cards.wrapping_neg();
            cards ^= bit;
            let stop = if plain & bit != 0 {
                visit(card, None)
            } else {
                (festival & bit != 0 && visit(card, Some(Mode::Festival)))
                    || (food & bit != 0 && visit(card, Some(Mode::Food)))
            };
            if stop {
                return;
            }
        }
    }

    /// The `k`-th play in enumeration order, if there are more than `k`.
    /// A card shows one play but a Delight with both halves allowed, which
    /// shows two; when no card shows two, the play is the `k`-th card.
    #[inline]
    pub(crate) fn nth(self, k: usize) -> Option<(CardId, Option<Mode>)> {
        let [plain, festival, food] =
            [self.plain, self.halves[0], self.halves[1]].map(|s| s.bits());
        let both = festival & food;
        let mut cards = plain | festival | food;
        let mut left = k;
        if both == 0 {
            for _ in 0..left {
                cards &= cards.wrapping_sub(1);
            }
            left = 0;
        }
        while cards != 0 {
            let card = cards.trailing_zeros() as CardId;
            let bit = cards & cards.wrapping_neg();
            let shown = if both & bit != 0 { 2 } else { 1 };
            if left < shown {
                let mode = if plain & bit != 0 {
                    None
                } else if festival & bit != 0 && left == 0 {
                    Some(Mode::Festival)
                } else {
                    Some(Mode::Food)
                };
                return Some((card, mode));
            }
            left -= shown;
            cards ^= bit;
        }
        None
    }
}

impl Seoul {
    /// The cards of `from` that `seat` may play now, and how, the cost
    /// paid from `payers` (L22: one discard, any card of `payers` but the
    /// card played) unless a Delight links for free (L29): a Delight shows
    /// a half the rightmost Highlight has room for (L24, L27); a Highlight
    /// is not played once the tableau is tired (L25); any other card is.
    #[inline(always)]
    pub(crate) fn plays(&self, seat: Seat, from: CardSet, payers: CardSet) -> Plays {
        let cat = self.catalogue();
        // A card is paid for when `payers` holds another card: always with
        // two or more, never with none, and with one unless it is that one.
        let bits = payers.bits();
        let paid = if bits & bits.wrapping_sub(1) != 0 {
            from
        } else if bits != 0 {
            from.difference(payers)
        } else {
            CardSet::EMPTY
        };
        let delights = from.intersection(cat.of_kind(Kind::Delight));
        let mut plain = from.difference(delights);
        if self.tableaux[seat.index()].is_tired() {
            plain = plain.difference(cat.of_kind(Kind::Highlight));
        }
        let mut plays = Plays {
            plain: plain.intersection(paid),
            halves: [CardSet::EMPTY; 2],
        };
        if delights.is_empty() {
            return plays;
        }
        let right = self.rightmost(seat);
        for mode in Mode::BOTH {
            if !right.has_room(mode) {
                continue;
            }
            let mut may = delights.intersection(paid);
            for card in delights.difference(paid) {
                if right.frees(cat, card, mode) {
                    may.insert(card);
                }
            }
            plays.halves[mode as usize] = may;
        }
        plays
    }

    /// Calls `visit` with every play of `from` ([`plays`](Seoul::plays)),
    /// in enumeration order; stops as soon as `visit` returns `true`.
    /// Allocates nothing.
    pub(crate) fn each_play(
        &self,
        seat: Seat,
        from: CardSet,
        payers: CardSet,
        visit: impl FnMut(CardId, Option<Mode>) -> bool,
    ) {
        self.plays(seat, from, payers).visit(visit);
    }
}
