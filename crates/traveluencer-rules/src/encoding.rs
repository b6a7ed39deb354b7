//! The integer encoding of actions: canonical, documented and stable across
//! versions of this crate (encoding version 1), so a program in another
//! language can hold actions as numbers.
//!
//! `code = payload × 8 + kind`:
//!
//! | kind | action | payload |
//! |---:|---|---|
//! | 0 | `pass CARDS` | the multiset code of the cards |
//! | 1 | `post CARDS` | the play code |
//! | 2 | `modify CARDS` | the play code |
//! | 3 | `decline` | 0 |
//! | 4 | `flight CARD` | the card's face id (0..29) |
//! | 5 | `discard CARD` | the face id |
//! | 6 | `swap SPACE CARD` | `space × 29 + face id` |
//! | 7 | `give CARD to SEAT` | `seat × 29 + face id` |
//!
//! Face ids: `type × 9 + value − 1` for Post cards (Food 0, Scenery 1,
//! Architecture 2), 27 the Stamp, 28 the Souvenir.
//!
//! The **multiset code** of a set of cards is small for every set that can
//! be played (Post cards of at most one type, at most 3 of a face, at most 4
//! Stamps and 4 Souvenirs):
//! `((type × 4⁹ + Σ count(type, v) × 4^(v−1)) × 5 + stamps) × 5 + souvenirs`,
//! with `type` 0 when there is no Post card; these codes are below
//! 19,660,800. Any other set (several types, or more copies) is
//! `19,660,800 + bits`, where `bits` packs the 29 face counts four bits
//! each (face `f` at bits `4f..4f+4`). So every post that can be legal has a
//! code below 2²⁸, and every action has exactly one code.
//!
//! The **play code** of a post or a modification (its cards and where they
//! come from, L95) is, for a play from the hand alone, the multiset code of
//! its cards as above (below 19,660,800 for every play that can be legal).
//! A two-player play that takes cards from the face-up display is
//! `P + h × (C − 1) + (d − 1)` when both its hand part and its display part
//! have compact multiset codes `h` and `d` (`C` = 19,660,800, the number of
//! compact codes; `P` = 19,660,800 + 2¹¹⁶, the first code above the wide
//! ones; `d` ≥ 1 since the display part is not empty), and otherwise
//! `P + C × (C − 1) + Σ pair(face) × 15^face` with `pair = t(t+1)/2 + d` for
//! the face's hand count `h`, display count `d` and `t = h + d` ≤ 4 (a play
//! from the display names at most 4 copies of a card, [`crate::Play::new`]).
//!
//! Decoding a number that is not the code of an action (a kind with a
//! payload out of range, or a non-canonical form) is an error.

use crate::action::Action;

/// Where the codes are documented, for the error of an unknown code.
pub const ENCODING: &str = "the integer codes of traveluencer_rules::encoding (version 1)";
use crate::cards::{Card, Cards, FACES, PostType};
use crate::play::Play;
use tabletop_core::Seat;

const KINDS: u128 = 8;
const VALUES: u32 = 9;
/// Base of a Post face's count in the compact multiset code.
const POST_BASE: u128 = 4;
/// Base of the Stamp and Souvenir counts in the compact multiset code.
const TOKEN_BASE: u128 = 5;
/// Number of compact multiset codes: 3 types × 4⁹ × 5 × 5.
const COMPACT: u128 = 3 * 262_144 * 25;
/// Packed counts use 4 bits for each of the 29 faces.
const WIDE_LIMIT: u128 = 1 << (4 * FACES);
const FACE_IDS: u128 = FACES as u128;

fn multiset_code(cards: Cards) -> u128 {
    compact_code(cards).unwrap_or(COMPACT + cards.bits())
}

fn compact_code(cards: Cards) -> Option<u128> {
    let (stamps, souvenirs) = (cards.stamps(), cards.souvenirs());
    if u128::from(stamps) >= TOKEN_BASE || u128::from(souvenirs) >= TOKEN_BASE {
        return None;
    }
    let kind = match cards.posts().is_empty() {
        true => PostType::Food,
        false => cards.single_type()?,
    };
    let digits = u128::from(base_four_digits(cards.of_type(kind), kind)?);
    let typed = kind.index() as u128 * POST_BASE.pow(VALUES) + digits;
    Some((typed * TOKEN_BASE + u128::from(stamps)) * TOKEN_BASE + u128::from(souvenirs))
}

/// The counts of the Post cards of `kind` in `cards` as the base-4 number
/// whose digit `v − 1` is the count of value `v`; `None` if a count is 4 or
/// more. The nine 4-bit counts are squeezed to 2 bits each by shifts.
fn base_four_digits(cards: Cards, kind: PostType) -> Option<u64> {
    let nibbles = (cards.bits() >> (36 * kind.index() as u32)) as u64 & 0xF_FFFF_FFFF;
    if nibbles & 0xC_CCCC_CCCC != 0 {
        return None;
    }
    let bytes = (nibbles | nibbles >> 2) & 0x0F_0F0F_0F0F;
    let pairs = (bytes | bytes >> 4) & 0x00_00FF_00FF_00FF;
    let quads = (pairs | pairs >> 8) & 0x0000_FFFF_0000_FFFF;
    Some((quads | quads >> 16) & 0x3_FFFF)
}

fn multiset_from_code(code: u128) -> Option<Cards> {
    if code >= COMPACT {
        let bits = code - COMPACT;
        if bits >= WIDE_LIMIT {
            return None;
        }
        return Some(Cards::from_bits(bits));
    }
    let souvenirs = (code % TOKEN_BASE) as u8;
    let stamps = (code / TOKEN_BASE % TOKEN_BASE) as u8;
    let mut typed = code / (TOKEN_BASE * TOKEN_BASE);
    let kind = PostType::from_index((typed / POST_BASE.pow(VALUES)) as usize);
    typed %= POST_BASE.pow(VALUES);
    let mut cards = Cards::EMPTY;
    for value in 1..=VALUES as u8 {
        cards.add(Card::post(kind, value)?, (typed % POST_BASE) as u8);
        typed /= POST_BASE;
    }
    cards.add(Card::STAMP, stamps);
    cards.add(Card::SOUVENIR, souvenirs);
    Some(cards)
}

/// The first play code of a play that takes cards from the display.
const SOURCED: u128 = COMPACT + WIDE_LIMIT;
/// Compact (hand, display) pairs: the display part's code is never 0.
const SOURCED_COMPACT: u128 = COMPACT * (COMPACT - 1);
/// (hand count, display count) pairs with a total of at most 4, per face.
const PAIRS: u128 = 15;

fn play_code(play: Play) -> u128 {
    let (hand, display) = (play.hand(), play.display());
    if display.is_empty() {
        return multiset_code(hand);
    }
    if let (Some(h), Some(d)) = (compact_code(hand), compact_code(display)) {
        return SOURCED + h * (COMPACT - 1) + (d - 1);
    }
    let mut code = 0u128;
    for face in (0..FACES).rev() {
        let card = Card::from_id(face as u8).unwrap_or(Card::STAMP);
        let (h, d) = (hand.count(card) as u128, display.count(card) as u128);
        let t = h + d;
        code = code * PAIRS + t * (t + 1) / 2 + d;
    }
    SOURCED + SOURCED_COMPACT + code
}

fn play_from_code(code: u128) -> Option<Play> {
    if code < SOURCED {
        return multiset_from_code(code).map(Play::from_hand);
    }
    let code = code - SOURCED;
    if code < SOURCED_COMPACT {
        let hand = multiset_from_code(code / (COMPACT - 1))?;
        let display = multiset_from_code(code % (COMPACT - 1) + 1)?;
        return Play::new(hand, display);
    }
    let mut rest = code - SOURCED_COMPACT;
    let (mut hand, mut display) = (Cards::EMPTY, Cards::EMPTY);
    for face in 0..FACES {
        let pair = (rest % PAIRS) as u8;
        rest /= PAIRS;
        let t = (0..=4u8).rev().find(|t| t * (t + 1) / 2 <= pair)?;
        let d = pair - t * (t + 1) / 2;
        let card = Card::from_id(face as u8)?;
        hand.add(card, t - d);
        display.add(card, d);
    }
    if rest != 0 {
        return None;
    }
    Play::new(hand, display)
}

fn card_from_id(id: u128) -> Option<Card> {
    Card::from_id(u8::try_from(id).ok()?)
}

impl Action {
    /// This action's integer code (see the [module documentation](crate::encoding)).
    pub fn code(self) -> u128 {
        let card = |c: Card| c.id() as u128;
        let (payload, kind) = match self {
            Action::Pass(cards) => (multiset_code(cards), 0),
            Action::Post(play) => (play_code(play), 1),
            Action::Modify(play) => (play_code(play), 2),
            Action::Decline => (0, 3),
            Action::Flight(c) => (card(c), 4),
            Action::Discard(c) => (card(c), 5),
            Action::Swap { space, card: c } => (u128::from(space) * FACE_IDS + card(c), 6),
            Action::Give { card: c, to } => (u128::from(to.0) * FACE_IDS + card(c), 7),
        };
        payload * KINDS + kind
    }

    /// The action whose [`code`](Self::code) is `code`, or `None` if no
    /// action has it.
    pub fn from_code(code: u128) -> Option<Action> {
        let payload = code / KINDS;
        let action = match code % KINDS {
            0 => Action::Pass(multiset_from_code(payload)?),
            1 => Action::Post(play_from_code(payload)?),
            2 => Action::Modify(play_from_code(payload)?),
            3 if payload == 0 => Action::Decline,
            4 => Action::Flight(card_from_id(payload)?),
            5 => Action::Discard(card_from_id(payload)?),
            6 => Action::Swap {
                space: u8::try_from(payload / FACE_IDS).ok()?,
                card: card_from_id(payload % FACE_IDS)?,
            },
            7 => Action::Give {
                card: card_from_id(payload % FACE_IDS)?,
                to: Seat(u8::try_from(payload / FACE_IDS).ok()?),
            },
            _ => return None,
        };
        // A wide multiset code that has a compact form is not canonical.
        (action.code() == code).then_some(action)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn every_set_of_cards_round_trips(bits in 0u128..WIDE_LIMIT, kind in 0u8..3) {
            let cards = Cards::from_bits(bits);
            let action = match kind {
                0 => Action::Pass(cards),
                1 => Action::Post(Play::from_hand(cards)),
                _ => Action::Modify(Play::from_hand(cards)),
            };
            prop_assert_eq!(Action::from_code(action.code()), Some(action));
        }

        #[test]
        fn every_play_from_the_display_round_trips(
            hand in 0u128..WIDE_LIMIT,
            display in 0u128..WIDE_LIMIT,
            modify: bool,
        ) {
            // Counts 0-2 per face in each part: totals of at most 4.
            let two = |bits: u128| Cards::from_bits(bits & (LOW_BITS * 3));
            let Some(play) = Play::new(two(hand), two(display)) else {
                return Ok(());
            };
            let action = if modify { Action::Modify(play) } else { Action::Post(play) };
            prop_assert_eq!(Action::from_code(action.code()), Some(action));
        }

        #[test]
        fn every_one_card_action_round_trips(id in 0u8..29, n: u8) {
            let card = Card::from_id(id).unwrap();
            for action in [
                Action::Flight(card),
                Action::Discard(card),
                Action::Swap { space: n, card },
                Action::Give { card, to: Seat(n) },
                Action::Pass(Cards::one(card)),
            ] {
                prop_assert_eq!(Action::from_code(action.code()), Some(action));
            }
        }

        #[test]
        fn a_code_decodes_only_to_an_action_with_that_code(code: u128) {
            if let Some(action) = Action::from_code(code) {
                prop_assert_eq!(action.code(), code);
            }
        }
    }

    /// A 1 in the lowest bit of every face's count.
    const LOW_BITS: u128 = 0x1111_1111_1111_1111_1111_1111_1111_1111 & (WIDE_LIMIT - 1);

    #[test]
    fn plays_from_the_display_have_their_own_codes() {
        let from_hand = parse("post F14");
        assert_eq!(from_hand.code(), parse("post F14").code());
        let sourced = parse("post F1+F4*");
        assert!(sourced.code() >= SOURCED * 8, "above every hand-only code");
        assert!(sourced.code() < (SOURCED + SOURCED_COMPACT) * 8);
        assert_ne!(sourced.code(), parse("post F4+F1*").code());
        let mixed = parse("post F1+S4+F2*");
        assert!(mixed.code() >= (SOURCED + SOURCED_COMPACT) * 8);
        for a in [
            sourced,
            mixed,
            parse("modify 0*"),
            parse("post F11+F1*+0+0*"),
        ] {
            assert_eq!(Action::from_code(a.code()), Some(a), "{a}");
        }
        // The largest play code still leaves room for the kind.
        assert!((SOURCED + SOURCED_COMPACT + PAIRS.pow(FACES as u32)) < u128::MAX / 8);
    }

    fn parse(text: &str) -> Action {
        text.parse().unwrap()
    }

    #[test]
    fn codes_follow_the_documented_layout() {
        assert_eq!(parse("decline").code(), 3);
        // Food 1 alone: digit 1 at 4^0, times 25, times 8, kind 1.
        assert_eq!(parse("post F1").code(), 25 * 8 + 1);
        assert_eq!(parse("post 0").code(), 5 * 8 + 1);
        assert_eq!(parse("post 00").code(), 8 + 1);
        assert_eq!(parse("flight 00").code(), 28 * 8 + 4);
        assert_eq!(parse("give S1 to 2").code(), (2 * 29 + 9) * 8 + 7);
        let wide = parse("post F1+S1");
        let bits = Cards::one(Card::post(PostType::Food, 1).unwrap())
            .plus(Cards::one(Card::post(PostType::Scenery, 1).unwrap()))
            .bits();
        assert_eq!(wide.code(), (COMPACT + bits) * 8 + 1);
        assert!(parse("post A999+0+0+0+0+00+00+00+00").code() < 1 << 28);
    }

    #[test]
    fn non_codes_are_refused() {
        assert_eq!(Action::from_code(3 + 8), None, "decline has no payload");
        assert_eq!(Action::from_code(29 * 8 + 4), None, "no face 29");
        // The wide form of a set that has a compact form.
        let f1 = Cards::one(Card::post(PostType::Food, 1).unwrap());
        assert_eq!(Action::from_code((COMPACT + f1.bits()) * 8 + 1), None);
        assert_eq!(Action::from_code((COMPACT + WIDE_LIMIT) * 8), None);
        assert_eq!(Action::from_code(u128::MAX), None);
        assert_eq!(Action::from_code((256 * 29) * 8 + 6), None);
    }
}
