//! The cards of a post or a modification, with where each comes from.
//!
//! In the two-player game a player posts "from the hand or cards publicly
//! displayed in front of oneself (or a mix of both)" (L95, and L97 for a
//! modification). Which copy of a card is played matters: events touch only
//! the hidden hand (TV-24), and the copy left face up is what the opponent
//! keeps seeing. So a play names the source of every card: as text, the
//! groups taken from the display carry a `*`.
//!
//! ```
//! use traveluencer_rules::Play;
//!
//! let play: Play = "F14+F9*+0".parse().unwrap();
//! assert_eq!(play.hand().to_string(), "F14+0");
//! assert_eq!(play.display().to_string(), "F9");
//! assert_eq!(play.cards().to_string(), "F149+0");
//! assert_eq!(play.to_string(), "F14+F9*+0");
//! ```

use crate::cards::{Cards, PostType};
use std::fmt;
use std::str::FromStr;
use tabletop_core::ParseActionError;

impl Play {
    /// The notation of a play, for a [`ParseActionError`].
    pub const NOTATION: &'static str = "cards joined by +, e.g. F149+0+00; two players: a * after each group taken from the face-up display, e.g. F14+F9*";
}

/// The cards a post or a modification adds, by source: the hidden hand, and
/// (two players only) the face-up display. With 3-4 players every play comes
/// from the hand. A play that takes cards from the display names at most 4
/// copies of a card in all (more than any game has), which keeps every play
/// one integer code ([`crate::encoding`]).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Play {
    hand: Cards,
    display: Cards,
}

impl Play {
    /// Cards from the hand only.
    #[inline]
    pub const fn from_hand(hand: Cards) -> Play {
        Play {
            hand,
            display: Cards::EMPTY,
        }
    }

    /// Cards from the hand and from the display; `None` if the display part
    /// is not empty and some card is named more than 4 times in all.
    #[inline]
    pub fn new(hand: Cards, display: Cards) -> Option<Play> {
        let play = Play { hand, display };
        (display.is_empty() || play.cards().max_count() <= 4).then_some(play)
    }

    /// A play the enumeration built from held cards (counts never above 4).
    #[inline]
    pub(crate) const fn from_parts(hand: Cards, display: Cards) -> Play {
        Play { hand, display }
    }

    /// The cards taken from the hidden hand.
    #[inline]
    pub const fn hand(self) -> Cards {
        self.hand
    }

    /// The cards taken from the face-up display.
    #[inline]
    pub const fn display(self) -> Cards {
        self.display
    }

    /// All the cards, whatever their source.
    #[inline]
    pub const fn cards(self) -> Cards {
        self.hand.plus(self.display)
    }

    /// This play, with each card written without a `*` that `hand` lacks
    /// moved to the display when `display` holds it (the two-player game's
    /// only reading of such a card, L95, L97). A card the hand holds stays
    /// a hand card; a card neither holds stays where it was written, for
    /// the refusal to name.
    #[must_use]
    pub fn infer_display(self, hand: Cards, display: Cards) -> Play {
        let mut play = self;
        for (card, named) in self.hand.faces() {
            let lacking = named.saturating_sub(hand.count(card));
            let spare = display.count(card).saturating_sub(self.display.count(card));
            if lacking == 0 || lacking > spare {
                continue;
            }
            for _ in 0..lacking {
                play.hand.remove_one(card);
            }
            play.display.add(card, lacking);
        }
        play
    }

    /// Whether no card is played.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.hand.is_empty() && self.display.is_empty()
    }
}

impl fmt::Display for Play {
    /// Writes the cards in the order of [`Cards`] (Food, Scenery,
    /// Architecture, Stamps, Souvenirs), each type's hand cards before its
    /// display cards: `F14+F9*+0`, `F9*+00`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        let mut group = |f: &mut fmt::Formatter<'_>, text: &dyn fmt::Display, star: &str| {
            if !std::mem::take(&mut first) {
                f.write_str("+")?;
            }
            write!(f, "{text}{star}")
        };
        for t in PostType::ALL {
            for (cards, star) in [(self.hand, ""), (self.display, "*")] {
                let of = cards.of_type(t);
                if !of.is_empty() {
                    group(f, &of, star)?;
                }
            }
        }
        for (face, count) in [
            ("0", [self.hand.stamps(), self.display.stamps()]),
            ("00", [self.hand.souvenirs(), self.display.souvenirs()]),
        ] {
            for (n, star) in count.into_iter().zip(["", "*"]) {
                for _ in 0..n {
                    group(f, &face, star)?;
                }
            }
        }
        Ok(())
    }
}

impl FromStr for Play {
    type Err = ParseActionError;

    /// Reads `F14+F9*+0`: groups ending in `*` come from the display.
    fn from_str(s: &str) -> Result<Self, ParseActionError> {
        let mut hand = String::new();
        let mut display = String::new();
        for token in s
            .split(|c: char| c == '+' || c == ',' || c.is_whitespace())
            .filter(|t| !t.is_empty())
        {
            let (to, text) = match token.strip_suffix('*') {
                Some(text) => (&mut display, text),
                None => (&mut hand, token),
            };
            if text.is_empty() || text.contains('*') {
                return Err(ParseActionError::new(
                    token,
                    "a * follows a group of cards taken from the display, e.g. F9*",
                    Play::NOTATION,
                ));
            }
            to.push('+');
            to.push_str(text);
        }
        let play = Play {
            hand: hand.parse()?,
            display: display.parse()?,
        };
        if play.cards().max_count() > 4 {
            return Err(ParseActionError::new(
                s,
                "names more copies of a card than the game has",
                Play::NOTATION,
            ));
        }
        Ok(play)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop_core::testing::check_reads_back;

    #[test]
    fn text_round_trips_with_sources() {
        check_reads_back::<Play>(&[
            "F149",
            "F14+F9*",
            "S2+A37*+0+0*",
            "F1*",
            "F5+0+00",
            "F9*+00",
        ]);
        let p: Play = "F9* F41".parse().unwrap();
        assert_eq!(p.to_string(), "F14+F9*");
        assert!("F9**".parse::<Play>().is_err());
        assert!("*".parse::<Play>().is_err());
        assert!("F1111*".parse::<Play>().is_ok());
        assert!("F111+F11*".parse::<Play>().is_err(), "five copies");
    }
}
