//! Actions: every decision a player makes, as text a person can type.
//!
//! | text | decision |
//! |---|---|
//! | `pass F4` | one of the three cards passed left at the start of a round, picked one at a time (L34) |
//! | `post F149+0+0+00` | a post: a multiset of cards (L37-L46) |
//! | `modify F9+0` | add cards to one's post (two players, L96-L100) |
//! | `decline` | do not modify, or do not swap a topic (Wind Shift) |
//! | `flight F4` | the card passed left by the Flight event (L105) |
//! | `discard F4` | the card discarded by Lost Passport (L108) |
//! | `swap 5 F4` | Wind Shift: put F4 on trending space 5, take that card (L110) |
//! | `give F4 to 2` | Crossover: give F4 to seat 2 (L111) |
//!
//! A post is a set of card faces, not a sequence: equal cards are
//! interchangeable, so `post F941` and `post F149` are the same action and
//! print as `post F149`. In the two-player game a post or a modification
//! names where each card comes from: groups taken from the face-up display
//! carry a `*` (`post F14+F9*`: Food 1 and 4 from the hand, Food 9 from the
//! display; L95, L97). See [`Play`].

use crate::cards::{Card, Cards};
use crate::play::Play;
use std::fmt;
use std::str::FromStr;
use tabletop_core::{ParseActionError, Seat};

/// One decision of one seat.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Pick this hand card (exactly one) as one of the 3 passed to the left
    /// at the round start (L34); nothing moves until every seat has picked 3.
    Pass(Cards),
    /// Publish a post made of these cards (from the hand, and in the
    /// two-player game from the display too).
    Post(Play),
    /// Two-player "Modifying the Post": add these cards to one's post.
    Modify(Play),
    /// Decline a modification or a Wind Shift swap.
    Decline,
    /// Flight: pass this hand card to the left.
    Flight(Card),
    /// Lost Passport: discard this hand card.
    Discard(Card),
    /// Wind Shift: put `card` from the hand on trending space `space` (1..=7)
    /// and take the card that was there.
    Swap {
        /// The trending space, 1 to 7 (space t is trick t's topic).
        space: u8,
        /// The hand card placed there.
        card: Card,
    },
    /// Crossover: give `card` to seat `to`.
    Give {
        /// The card given.
        card: Card,
        /// The player who receives it.
        to: Seat,
    },
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Pass(c) => write!(f, "pass {c}"),
            Action::Post(c) => write!(f, "post {c}"),
            Action::Modify(c) => write!(f, "modify {c}"),
            Action::Decline => f.write_str("decline"),
            Action::Flight(c) => write!(f, "flight {c}"),
            Action::Discard(c) => write!(f, "discard {c}"),
            Action::Swap { space, card } => write!(f, "swap {space} {card}"),
            Action::Give { card, to } => write!(f, "give {card} to {}", to.0),
        }
    }
}

impl Action {
    /// The action notation: what a [`ParseActionError`] from reading an
    /// action names.
    pub const NOTATION: &'static str = "pass CARD, post CARDS, modify CARDS, decline, flight CARD, discard CARD, swap SPACE CARD, give CARD to SEAT (a card: F4, S2, A9, 0 or 00; cards joined by +; two players: a * after cards from the display, F14+F9*, needed only when the hand holds that card too)";
}

impl FromStr for Action {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<Self, ParseActionError> {
        let s = s.trim();
        let refuse =
            |token: &str, reason: &str| ParseActionError::new(token, reason, Self::NOTATION);
        let (verb, rest) = s.split_once(char::is_whitespace).unwrap_or((s, ""));
        let rest = rest.trim();
        let cards = |what: &str| -> Result<Cards, ParseActionError> {
            let c: Cards = rest.parse()?;
            if c.is_empty() {
                Err(refuse(s, &format!("{what} names no card")))
            } else {
                Ok(c)
            }
        };
        let play = |what: &str| -> Result<Play, ParseActionError> {
            let p: Play = rest.parse()?;
            if p.is_empty() {
                Err(refuse(s, &format!("{what} names no card")))
            } else {
                Ok(p)
            }
        };
        match verb.to_ascii_lowercase().as_str() {
            "" => Err(refuse(s, "no action given")),
            "pass" => Ok(Action::Pass(cards("a pass")?)),
            "post" => Ok(Action::Post(play("a post")?)),
            "modify" => Ok(Action::Modify(play("a modification")?)),
            "decline" if rest.is_empty() => Ok(Action::Decline),
            "decline" => Err(refuse(rest, "decline takes nothing after it")),
            "flight" => Ok(Action::Flight(rest.parse()?)),
            "discard" => Ok(Action::Discard(rest.parse()?)),
            "swap" => {
                let (space, card) = rest
                    .split_once(char::is_whitespace)
                    .ok_or_else(|| refuse(s, "a swap names a space and a card, e.g. swap 5 F4"))?;
                let space: u8 = space
                    .parse()
                    .map_err(|_| refuse(space, "is not a trending space 1-7"))?;
                Ok(Action::Swap {
                    space,
                    card: card.trim().parse()?,
                })
            }
            "give" => {
                let (card, to) = rest.split_once(" to ").ok_or_else(|| {
                    refuse(s, "a gift names a card and a seat, e.g. give F4 to 2")
                })?;
                let to = to.trim();
                let to: u8 = to.parse().map_err(|_| refuse(to, "is not a seat number"))?;
                Ok(Action::Give {
                    card: card.trim().parse()?,
                    to: Seat(to),
                })
            }
            _ => Err(refuse(verb, "unknown action")),
        }
    }
}

tabletop_core::serde_as_text!(Action);

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop_core::testing::check_reads_back;

    #[test]
    fn text_round_trips() {
        check_reads_back::<Action>(&[
            "pass F14+S2",
            "post F149+0+0+00",
            "modify F9+0",
            "post F14+F9*",
            "modify 0*",
            "decline",
            "flight 00",
            "discard A3",
            "swap 5 F4",
            "give S7 to 2",
        ]);
        assert_eq!(
            "post F941".parse::<Action>().unwrap().to_string(),
            "post F149"
        );
        assert!("post".parse::<Action>().is_err());
        assert!("decline now".parse::<Action>().is_err());
        assert!("swap 5".parse::<Action>().is_err());
        assert!("flight F4+F5".parse::<Action>().is_err());
    }

    #[test]
    fn a_parse_error_names_the_token_and_the_notation() {
        let err = "post F149+X2".parse::<Action>().unwrap_err();
        assert_eq!(err.token(), "X2");
        assert_eq!(err.notation(), Cards::NOTATION);
        let err = "jump F4".parse::<Action>().unwrap_err();
        assert_eq!(err.token(), "jump");
        assert_eq!(err.reason(), "unknown action");
        assert_eq!(err.notation(), Action::NOTATION);
        let err = "give F4 to x".parse::<Action>().unwrap_err();
        assert_eq!(err.token(), "x");
        // Long or control-laden input is never echoed whole.
        let huge = format!("post F{}", "1".repeat(5_000));
        let err = huge.parse::<Action>().unwrap_err();
        assert!(err.to_string().len() < 300, "{err}");
        let err = "po\u{7}st".parse::<Action>().unwrap_err();
        assert!(!err.to_string().contains('\u{7}'), "{err}");
    }
}
