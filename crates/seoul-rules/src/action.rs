//! Actions: one small decision each, readable by a person and by a program.
//!
//! Text forms (cards by name, ignoring case, or `#N` for card id `N`;
//! spaces 1-5 left to right; Highlights by their place in the tableau, 1 =
//! leftmost). `Display` and `FromStr` round-trip exactly.
//!
//! | decision | text |
//! |---|---|
//! | spend a Nightlife token, at the start of a turn | `nightlife` |
//! | Book a card from hand (a Delight names its half) | `book Seoul Forest`, `book Fireworks & Eomuk as food` |
//! | Experience: take a City pile | `experience 3` |
//! | Experience: play a card of the pile | `play Insadong`, `play Kimjang & Pajeon as festival` |
//! | Experience: nothing in the pile can be played (SJ-13) | `keep` |
//! | pay a card's cost into a space | `pay Hanbok to 2` |
//! | place a refill card | `refill 4` |
//! | a free link | `link Kimjang & Pajeon as food on 1` |
//! | Awaken a Guardian | `awaken Haechi` |
//! | Scout a face-up City card | `scout Hotteok & Chimaek` |
//! | decline a free link, a Scout or an Encore | `skip` |
//! | end the turn | `end` |
//! | no Book and no pile to take (SJ-11) | `pass` |
//!
//! Card names are those of the reference deck;
//! [`CardText::text_with`] and [`CardText::parse_with`] use another deck's. Every action also has a
//! small integer code ([`Action::code`]), stable across versions.

use crate::catalogue::{CardId, Catalogue, MAX_CARDS};
use crate::colour::Mode;
use crate::state::{MAX_HIGHLIGHTS, SPACES};
use std::fmt;
use tabletop_core::deck::CardText;

/// The notation, for error messages.
pub const NOTATION: &str = "nightlife, book CARD [as festival|food], experience SPACE, play CARD [as festival|food], keep, pay CARD to SPACE, refill SPACE, link CARD as festival|food on HIGHLIGHT, awaken GUARDIAN, scout CARD, skip, end, pass";

/// Where the integer codes of the actions are documented.
pub const ENCODING: &str = "the integer codes of seoul_rules::Action::code (version 1)";

/// Why a text is not an action.
pub type ParseError = tabletop_core::ParseActionError;

fn parse_error(token: &str, reason: impl Into<String>) -> ParseError {
    tabletop_core::ParseActionError::new(token, reason, NOTATION)
}

/// One decision of one seat.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// At the start of a turn: spend a Nightlife token to draw 2 (L59).
    Nightlife,
    /// Book (L45): play this card from hand; a Delight names the half shown.
    Book {
        /// The card.
        card: CardId,
        /// A Delight's half (none for other cards).
        mode: Option<Mode>,
    },
    /// Experience (L50): take the pile of this space (0-based).
    Experience {
        /// The space, `0..5`.
        space: u8,
    },
    /// Experience: play this card of the taken pile.
    Play {
        /// The card.
        card: CardId,
        /// A Delight's half.
        mode: Option<Mode>,
    },
    /// Experience: no card of the pile can be played; keep them all (SJ-13).
    Keep,
    /// Pay the cost of the card being played with this card, face up into
    /// this space.
    Pay {
        /// The card discarded.
        card: CardId,
        /// The space, `0..5`.
        space: u8,
    },
    /// Place the next refill card face down into this space (L54-55).
    Refill {
        /// The space, `0..5`.
        space: u8,
    },
    /// A free link: this Delight from hand, showing `mode`, under the
    /// Highlight at this place (0 = leftmost).
    Link {
        /// The Delight.
        card: CardId,
        /// The half shown.
        mode: Mode,
        /// The Highlight's place in the tableau.
        highlight: u8,
    },
    /// Decline a free link, a Scout or an Encore.
    Skip,
    /// Flip this Guardian's token to use its ability (L38).
    Awaken {
        /// The Guardian.
        guardian: CardId,
    },
    /// Scout: take this face-up City card into your hand.
    Scout {
        /// The card.
        card: CardId,
    },
    /// End the turn.
    End,
    /// No Book is possible and every City space is empty (SJ-11).
    Pass,
}

/// An action written with the card names of a given deck
/// ([`CardText::text_with`]).
pub type ActionText<'a> = tabletop_core::deck::NamedBy<'a, Action>;

tabletop_core::text_by_reference_deck!(Action);

/// Splits `text` at its last `word` (e.g. `" to "`) into what comes before
/// and after it.
fn split_last<'t>(text: &'t str, word: &str) -> Option<(&'t str, &'t str)> {
    let lower = text.to_ascii_lowercase();
    let at = lower.rfind(word)?;
    Some((text[..at].trim(), text[at + word.len()..].trim()))
}

fn parse_mode(text: &str) -> Result<Mode, ParseError> {
    match text.to_ascii_lowercase().as_str() {
        "festival" => Ok(Mode::Festival),
        "food" => Ok(Mode::Food),
        _ => Err(parse_error(text, "a Delight is played as festival or food")),
    }
}

/// A card name with an optional ` as festival|food` at its end.
fn parse_card_mode(text: &str, cat: &Catalogue) -> Result<(CardId, Option<Mode>), ParseError> {
    if let Some((card, mode)) = split_last(text, " as ")
        && let Ok(mode) = parse_mode(mode)
    {
        return Ok((parse_card(card, cat)?, Some(mode)));
    }
    Ok((parse_card(text, cat)?, None))
}

fn parse_card(text: &str, cat: &Catalogue) -> Result<CardId, ParseError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(parse_error(text, "a card is missing"));
    }
    if let Some(num) = text.strip_prefix('#') {
        return num
            .parse::<CardId>()
            .ok()
            .filter(|&id| usize::from(id) < MAX_CARDS)
            .ok_or_else(|| parse_error(text, "not a card number (#0 to #127)"));
    }
    cat.find(text)
        .ok_or_else(|| parse_error(text, "no card of the deck is called so"))
}

/// A number from 1 to `most`, as a 0-based index.
fn parse_place(text: &str, most: usize, what: &str) -> Result<u8, ParseError> {
    text.trim()
        .parse::<usize>()
        .ok()
        .filter(|n| (1..=most).contains(n))
        .map(|n| (n - 1) as u8)
        .ok_or_else(|| parse_error(text, format!("{what} is a number from 1 to {most}")))
}

struct CardName<'a>(CardId, &'a Catalogue);

impl fmt::Display for CardName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.1.card(self.0) {
            Some(card) => f.write_str(card.name()),
            None => write!(f, "#{}", self.0),
        }
    }
}

/// The bases of the integer codes: each kind of action takes a block.
const CODE_EXPERIENCE: u128 = 5;
const CODE_REFILL: u128 = CODE_EXPERIENCE + SPACES as u128;
const CODE_BOOK: u128 = CODE_REFILL + SPACES as u128;
const CODE_PLAY: u128 = CODE_BOOK + 3 * MAX_CARDS as u128;
const CODE_PAY: u128 = CODE_PLAY + 3 * MAX_CARDS as u128;
const CODE_LINK: u128 = CODE_PAY + (SPACES * MAX_CARDS) as u128;
const CODE_AWAKEN: u128 = CODE_LINK + (2 * MAX_HIGHLIGHTS * MAX_CARDS) as u128;
const CODE_SCOUT: u128 = CODE_AWAKEN + MAX_CARDS as u128;
/// One past the largest action code.
pub const ACTION_CODES: u128 = CODE_SCOUT + MAX_CARDS as u128;

fn mode_code(mode: Option<Mode>) -> u128 {
    match mode {
        None => 0,
        Some(Mode::Festival) => 1,
        Some(Mode::Food) => 2,
    }
}

fn code_mode(code: u128) -> Option<Mode> {
    match code {
        1 => Some(Mode::Festival),
        2 => Some(Mode::Food),
        _ => None,
    }
}

impl CardText for Action {
    type Catalogue = Catalogue;

    fn write_with(&self, f: &mut fmt::Formatter<'_>, cat: &Catalogue) -> fmt::Result {
        let name = |c| CardName(c, cat);
        let with_mode = |f: &mut fmt::Formatter<'_>, verb: &str, card, mode: Option<Mode>| {
            write!(f, "{verb} {}", name(card))?;
            match mode {
                Some(mode) => write!(f, " as {mode}"),
                None => Ok(()),
            }
        };
        match *self {
            Action::Nightlife => f.write_str("nightlife"),
            Action::Book { card, mode } => with_mode(f, "book", card, mode),
            Action::Experience { space } => write!(f, "experience {}", u16::from(space) + 1),
            Action::Play { card, mode } => with_mode(f, "play", card, mode),
            Action::Keep => f.write_str("keep"),
            Action::Pay { card, space } => {
                write!(f, "pay {} to {}", name(card), u16::from(space) + 1)
            }
            Action::Refill { space } => write!(f, "refill {}", u16::from(space) + 1),
            Action::Link {
                card,
                mode,
                highlight,
            } => write!(
                f,
                "link {} as {mode} on {}",
                name(card),
                u16::from(highlight) + 1
            ),
            Action::Skip => f.write_str("skip"),
            Action::Awaken { guardian } => write!(f, "awaken {}", name(guardian)),
            Action::Scout { card } => write!(f, "scout {}", name(card)),
            Action::End => f.write_str("end"),
            Action::Pass => f.write_str("pass"),
        }
    }

    fn parse_with(s: &str, cat: &Catalogue) -> Result<Self, ParseError> {
        let s = s.trim();
        let (verb, rest) = match s.split_once(char::is_whitespace) {
            Some((v, r)) => (v, r.trim()),
            None => (s, ""),
        };
        let verb_lower = verb.to_ascii_lowercase();
        let bare = |action: Action| {
            if rest.is_empty() {
                Ok(action)
            } else {
                Err(parse_error(
                    rest,
                    format!("\"{verb_lower}\" takes nothing more"),
                ))
            }
        };
        match verb_lower.as_str() {
            "nightlife" => bare(Action::Nightlife),
            "keep" => bare(Action::Keep),
            "skip" => bare(Action::Skip),
            "end" => bare(Action::End),
            "pass" => bare(Action::Pass),
            "book" => parse_card_mode(rest, cat).map(|(card, mode)| Action::Book { card, mode }),
            "play" => parse_card_mode(rest, cat).map(|(card, mode)| Action::Play { card, mode }),
            "experience" => {
                parse_place(rest, SPACES, "a space").map(|space| Action::Experience { space })
            }
            "refill" => parse_place(rest, SPACES, "a space").map(|space| Action::Refill { space }),
            "pay" => {
                let (card, space) = split_last(rest, " to ")
                    .ok_or_else(|| parse_error(rest, "say where it goes: pay CARD to SPACE"))?;
                Ok(Action::Pay {
                    card: parse_card(card, cat)?,
                    space: parse_place(space, SPACES, "a space")?,
                })
            }
            "link" => {
                let (head, highlight) = split_last(rest, " on ").ok_or_else(|| {
                    parse_error(rest, "say where it goes: link CARD as MODE on HIGHLIGHT")
                })?;
                let (card, mode) = split_last(head, " as ")
                    .ok_or_else(|| parse_error(head, "say the half: link CARD as festival|food"))?;
                Ok(Action::Link {
                    card: parse_card(card, cat)?,
                    mode: parse_mode(mode)?,
                    highlight: parse_place(highlight, MAX_HIGHLIGHTS, "a Highlight's place")?,
                })
            }
            "awaken" => parse_card(rest, cat).map(|guardian| Action::Awaken { guardian }),
            "scout" => parse_card(rest, cat).map(|card| Action::Scout { card }),
            _ => Err(parse_error(verb, "unknown action")),
        }
    }
}

impl Action {
    /// The action's integer code: small, dense and stable across versions
    /// (kinds in blocks, in the order of the variants: the five actions
    /// without data at 0-4, then Experience, Refill, Book, Play, Pay, Link,
    /// Awaken and Scout, each block sized by its spaces, card ids (128),
    /// modes and Highlight places (16)).
    pub fn code(self) -> u128 {
        let card = |c: CardId| u128::from(c);
        match self {
            Action::Nightlife => 0,
            Action::Keep => 1,
            Action::Skip => 2,
            Action::End => 3,
            Action::Pass => 4,
            Action::Experience { space } => CODE_EXPERIENCE + u128::from(space),
            Action::Refill { space } => CODE_REFILL + u128::from(space),
            Action::Book { card: c, mode } => CODE_BOOK + card(c) * 3 + mode_code(mode),
            Action::Play { card: c, mode } => CODE_PLAY + card(c) * 3 + mode_code(mode),
            Action::Pay { card: c, space } => {
                CODE_PAY + card(c) * SPACES as u128 + u128::from(space)
            }
            Action::Link {
                card: c,
                mode,
                highlight,
            } => {
                CODE_LINK
                    + (card(c) * 2 + mode_code(Some(mode)) - 1) * MAX_HIGHLIGHTS as u128
                    + u128::from(highlight)
            }
            Action::Awaken { guardian } => CODE_AWAKEN + card(guardian),
            Action::Scout { card: c } => CODE_SCOUT + card(c),
        }
    }

    /// The action with this code, if it is one ([`Action::code`]).
    pub fn from_code(code: u128) -> Option<Action> {
        let in_block = |base: u128, size: u128| (base..base + size).contains(&code);
        let card = |n: u128| {
            CardId::try_from(n)
                .ok()
                .filter(|&c| usize::from(c) < MAX_CARDS)
        };
        let spaces = SPACES as u128;
        let cards = MAX_CARDS as u128;
        Some(match code {
            0 => Action::Nightlife,
            1 => Action::Keep,
            2 => Action::Skip,
            3 => Action::End,
            4 => Action::Pass,
            _ if in_block(CODE_EXPERIENCE, spaces) => Action::Experience {
                space: (code - CODE_EXPERIENCE) as u8,
            },
            _ if in_block(CODE_REFILL, spaces) => Action::Refill {
                space: (code - CODE_REFILL) as u8,
            },
            _ if in_block(CODE_BOOK, 3 * cards) => Action::Book {
                card: card((code - CODE_BOOK) / 3)?,
                mode: code_mode((code - CODE_BOOK) % 3),
            },
            _ if in_block(CODE_PLAY, 3 * cards) => Action::Play {
                card: card((code - CODE_PLAY) / 3)?,
                mode: code_mode((code - CODE_PLAY) % 3),
            },
            _ if in_block(CODE_PAY, spaces * cards) => Action::Pay {
                card: card((code - CODE_PAY) / spaces)?,
                space: ((code - CODE_PAY) % spaces) as u8,
            },
            _ if in_block(CODE_LINK, 2 * MAX_HIGHLIGHTS as u128 * cards) => {
                let rest = code - CODE_LINK;
                let highlight = (rest % MAX_HIGHLIGHTS as u128) as u8;
                let card_mode = rest / MAX_HIGHLIGHTS as u128;
                Action::Link {
                    card: card(card_mode / 2)?,
                    mode: code_mode(card_mode % 2 + 1)?,
                    highlight,
                }
            }
            _ if in_block(CODE_AWAKEN, cards) => Action::Awaken {
                guardian: card(code - CODE_AWAKEN)?,
            },
            _ if in_block(CODE_SCOUT, cards) => Action::Scout {
                card: card(code - CODE_SCOUT)?,
            },
            _ => return None,
        })
    }
}

tabletop_core::serde_as_text!(Action);

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop_core::deck::DeckCatalogue;

    /// The reference deck's catalogue.
    fn reference() -> &'static Catalogue {
        Catalogue::shared_reference()
    }

    fn samples() -> Vec<Action> {
        let cat = reference();
        let card = |n| cat.find(n).unwrap();
        vec![
            Action::Nightlife,
            Action::Keep,
            Action::Skip,
            Action::End,
            Action::Pass,
            Action::Experience { space: 4 },
            Action::Refill { space: 0 },
            Action::Book {
                card: card("Cheonggyecheon Stream"),
                mode: None,
            },
            Action::Book {
                card: card("Fireworks & Eomuk"),
                mode: Some(Mode::Food),
            },
            Action::Play {
                card: card("Kimjang & Pajeon"),
                mode: Some(Mode::Festival),
            },
            Action::Pay {
                card: card("Hanbok"),
                space: 2,
            },
            Action::Link {
                card: card("Kimjang & Pajeon"),
                mode: Mode::Food,
                highlight: 15,
            },
            Action::Awaken {
                guardian: card("Haechi"),
            },
            Action::Scout { card: 127 },
            Action::Pay {
                card: 127,
                space: 4,
            },
        ]
    }

    #[test]
    fn text_round_trips_and_reads_loosely() {
        for a in samples() {
            let text = a.to_string();
            assert_eq!(text.parse::<Action>(), Ok(a), "{text}");
            let json = serde_json::to_string(&a).unwrap();
            assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), a);
        }
        let cat = reference();
        let eomuk = cat.find("Fireworks & Eomuk").unwrap();
        assert_eq!(
            "BOOK fireworks & EOMUK as Food".parse::<Action>(),
            Ok(Action::Book {
                card: eomuk,
                mode: Some(Mode::Food)
            })
        );
        assert_eq!(
            "pay #3 to 5".parse::<Action>(),
            Ok(Action::Pay { card: 3, space: 4 })
        );
        for bad in [
            "",
            "fly",
            "book",
            "book Atlantis",
            "experience 6",
            "experience 0",
            "pay Hanbok",
            "pay Hanbok to 9",
            "link Hanbok on 1",
            "link Kimjang & Pajeon as soup on 1",
            "end now",
            "scout #200",
        ] {
            assert!(bad.parse::<Action>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn codes_are_dense_exact_and_refuse_the_unknown() {
        for a in samples() {
            assert_eq!(Action::from_code(a.code()), Some(a), "{a}");
        }
        for code in 0..ACTION_CODES {
            let a = Action::from_code(code).expect("every code below the end is an action");
            assert_eq!(a.code(), code);
        }
        assert_eq!(Action::from_code(ACTION_CODES), None);
        assert_eq!(Action::from_code(u128::MAX), None);
    }
}
