//! Actions: one small decision each, readable by a person and by a program.
//!
//! Text forms (cards by name; `Display` and `FromStr` round-trip exactly):
//!
//! | action | text |
//! |---|---|
//! | choose a first stop (setup) | `start Lisbon` |
//! | Earn | `work`, `scrounge` |
//! | take one card | `take deck`, `take shelf` |
//! | Scrounge: put a card back | `shelve Barcelona` |
//! | Travel, or not | `travel Santorini`, `stay` |
//! | pay one card of the fare | `pay Zion Canyon` |
//! | over the hand limit | `discard Hanoi` |
//! | fly home | `pay home Lisbon` (three times), `call home` |
//!
//! Card names in action text are those of the reference deck; `#N` names
//! card id `N` of whatever deck is in play (and is how ids outside the
//! reference deck print). Names are matched exactly, then ignoring case.

use crate::cards::{CardId, Catalogue, DECK_SIZE};
use std::fmt;
use tabletop_core::ParseActionError;
use tabletop_core::deck::CardText;

/// One decision of one seat.
///
/// ```
/// use traveler_rules::Action;
///
/// let pay: Action = "pay Zion Canyon".parse().unwrap();
/// assert_eq!(pay.to_string(), "pay Zion Canyon");
/// assert_eq!("WORK".parse::<Action>(), Ok(Action::Work));
/// let err = "travel Atlantis".parse::<Action>().unwrap_err();
/// assert_eq!(err.token(), "Atlantis");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// Setup: secretly choose this City as your first stop (L7).
    Start(CardId),
    /// Earn by working at your last stop (L12).
    Work,
    /// Earn by scrounging: take 2, put 1 back (L12).
    Scrounge,
    /// Take one card from the deck.
    TakeDeck,
    /// Take the top card of the Shelf.
    TakeShelf,
    /// Scrounge: put this card from your hand on top of the Shelf.
    PutBack(CardId),
    /// Travel to this card from your hand (L13).
    Travel(CardId),
    /// Do not travel this turn.
    Stay,
    /// Pay this card towards the fare (onto the Shelf).
    Pay(CardId),
    /// Over the hand limit: put this card on the Shelf (L14).
    Discard(CardId),
    /// Fly home: pay this card (one of three; L16).
    PayHome(CardId),
    /// Fly home by calling home: lose 3 stamps (L16).
    CallHome,
}

struct CardName<'a>(CardId, &'a Catalogue);

impl fmt::Display for CardName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if usize::from(self.0) < DECK_SIZE {
            f.write_str(self.1.name(self.0))
        } else {
            write!(f, "#{}", self.0)
        }
    }
}

fn parse_card(text: &str, cat: &Catalogue) -> Result<CardId, ParseActionError> {
    let text = text.trim();
    if let Some(num) = text.strip_prefix('#') {
        return num
            .parse::<u8>()
            .map_err(|_| ParseActionError::new(text, "is not a card number", Action::NOTATION));
    }
    cat.find(text)
        .ok_or_else(|| ParseActionError::new(text, "is not the name of a card", Action::NOTATION))
}

/// An action written with the card names of a given deck
/// ([`CardText::text_with`]).
pub type ActionText<'a> = tabletop_core::deck::NamedBy<'a, Action>;

tabletop_core::text_by_reference_deck!(Action);

impl Action {
    /// The action notation: what a [`ParseActionError`] from reading an
    /// action names.
    pub const NOTATION: &'static str = "work, scrounge, take deck, take shelf, shelve CARD, travel CARD, stay, pay CARD, discard CARD, pay home CARD, call home, start CARD (a card by name, e.g. Santorini, or as #N)";
}

/// Text naming cards of a deck's catalogue ([`CardText::text_with`] and
/// [`CardText::parse_with`], for a custom deck); `Display` and `FromStr` use
/// the reference deck's names.
impl CardText for Action {
    type Catalogue = Catalogue;

    fn write_with(&self, f: &mut fmt::Formatter<'_>, cat: &Catalogue) -> fmt::Result {
        let name = |c| CardName(c, cat);
        match *self {
            Action::Start(c) => write!(f, "start {}", name(c)),
            Action::Work => f.write_str("work"),
            Action::Scrounge => f.write_str("scrounge"),
            Action::TakeDeck => f.write_str("take deck"),
            Action::TakeShelf => f.write_str("take shelf"),
            Action::PutBack(c) => write!(f, "shelve {}", name(c)),
            Action::Travel(c) => write!(f, "travel {}", name(c)),
            Action::Stay => f.write_str("stay"),
            Action::Pay(c) => write!(f, "pay {}", name(c)),
            Action::Discard(c) => write!(f, "discard {}", name(c)),
            Action::PayHome(c) => write!(f, "pay home {}", name(c)),
            Action::CallHome => f.write_str("call home"),
        }
    }

    fn parse_with(s: &str, cat: &Catalogue) -> Result<Self, ParseActionError> {
        let s = s.trim();
        let refuse =
            |token: &str, reason: &str| ParseActionError::new(token, reason, Self::NOTATION);
        let (verb, rest) = match s.split_once(char::is_whitespace) {
            Some((v, r)) => (v, r.trim()),
            None => (s, ""),
        };
        let verb = verb.to_ascii_lowercase();
        let lower_rest = rest.to_ascii_lowercase();
        let card = || {
            if rest.is_empty() {
                Err(refuse(s, "names no card, e.g. travel Santorini"))
            } else {
                parse_card(rest, cat)
            }
        };
        match (verb.as_str(), lower_rest.as_str()) {
            ("work", "") => Ok(Action::Work),
            ("scrounge", "") => Ok(Action::Scrounge),
            ("stay", "") => Ok(Action::Stay),
            ("take", "deck") => Ok(Action::TakeDeck),
            ("take", "shelf") => Ok(Action::TakeShelf),
            ("take", _) => Err(refuse(
                rest,
                "is not where to take from: take deck, or take shelf (its top card)",
            )),
            ("call", "home") => Ok(Action::CallHome),
            ("start", _) => card().map(Action::Start),
            ("shelve", _) => card().map(Action::PutBack),
            ("travel", _) => card().map(Action::Travel),
            ("discard", _) => card().map(Action::Discard),
            ("pay", r) if r.starts_with("home ") => {
                parse_card(&rest[5..], cat).map(Action::PayHome)
            }
            ("pay", _) => card().map(Action::Pay),
            ("", _) => Err(refuse(s, "no action given")),
            ("work" | "scrounge" | "stay", _) => Err(refuse(rest, "takes nothing after it")),
            _ => Err(refuse(s, "unknown action")),
        }
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

    #[test]
    fn text_round_trips_and_names_cards() {
        let santorini = reference().find("Santorini").unwrap();
        let zion = reference().find("Zion Canyon").unwrap();
        let all = [
            Action::Start(0),
            Action::Work,
            Action::Scrounge,
            Action::TakeDeck,
            Action::TakeShelf,
            Action::PutBack(5),
            Action::Travel(santorini),
            Action::Stay,
            Action::Pay(zion),
            Action::Discard(51),
            Action::PayHome(7),
            Action::CallHome,
            Action::Pay(200),
        ];
        for a in all {
            let text = a.to_string();
            assert_eq!(text.parse::<Action>(), Ok(a), "{text}");
            let json = serde_json::to_string(&a).unwrap();
            assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), a);
        }
        assert_eq!(Action::Travel(santorini).to_string(), "travel Santorini");
        assert_eq!(Action::Pay(zion).to_string(), "pay Zion Canyon");
        assert_eq!(Action::Pay(200).to_string(), "pay #200");
        assert_eq!("PAY zion canyon".parse::<Action>(), Ok(Action::Pay(zion)));
        assert!("travel Atlantis".parse::<Action>().is_err());
        assert!("take Hanoi".parse::<Action>().is_err());
        assert!("fly".parse::<Action>().is_err());
        assert!("".parse::<Action>().is_err());
        assert!("pay".parse::<Action>().is_err());
        let err = "travel Atlantis".parse::<Action>().unwrap_err();
        assert_eq!(err.token(), "Atlantis");
        assert_eq!(err.notation(), Action::NOTATION);
        let err = "work hard".parse::<Action>().unwrap_err();
        assert_eq!(err.token(), "hard");
        let err = "fly to the moon".parse::<Action>().unwrap_err();
        assert_eq!(err.reason(), "unknown action");
    }
}
