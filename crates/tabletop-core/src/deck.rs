//! The deck in play: a game's reference deck, or one supplied as data.
//!
//! A game whose configuration names its cards implements [`DeckCatalogue`]
//! for its catalogue (the validated cards with the tables its rules read)
//! and names [`Deck`] over it in its configuration. A `Deck` is cheap to
//! clone (the catalogue is shared), every `Deck` is valid (it is made only
//! by [`Deck::reference`], [`Deck::custom`] or reading, which all check
//! the data), and its JSON form is the same in every game: the string
//! `"reference"` for the reference deck, else the deck's data.

use crate::error::{ConfigError, ParseActionError};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::sync::Arc;

/// A game's validated card catalogue, as a [`Deck`] holds it.
pub trait DeckCatalogue: PartialEq + fmt::Debug + Send + Sync + Sized + 'static {
    /// The data a deck is made from (a deck file, the `deck` field of a
    /// configuration).
    type Data: Serialize + DeserializeOwned;
    /// Why data do not make a deck.
    type Error: fmt::Display;
    /// What a `deck` field holds besides `"reference"`, for messages
    /// (e.g. `"a list of 52 cards"`).
    const EXPECTING: &'static str;

    /// The reference catalogue, built once and shared by every
    /// [`Deck::reference`] (a `static OnceLock` in the game).
    fn shared_reference() -> &'static Arc<Self>;

    /// The catalogue of `data`, checked against the rulebook's constraints.
    fn from_data(data: Self::Data) -> Result<Self, Self::Error>;

    /// Whether this is the reference deck (written as `"reference"`).
    fn is_reference(&self) -> bool;

    /// The data the catalogue was made from (written for a deck other than
    /// the reference).
    fn data(&self) -> &Self::Data;

    /// Reads a `deck` field: `None` for `"reference"`, else the data. By
    /// default the data are an object
    /// ([`json::reference_or_object`](crate::json::reference_or_object)).
    fn read_field<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<Self::Data>, D::Error> {
        crate::json::reference_or_object(deserializer, Self::EXPECTING)
    }
}

/// A value whose text names cards as a deck's catalogue names them, such as
/// an action (`travel Santorini`). Its `Display` and `FromStr` use the
/// reference deck's names ([`text_by_reference_deck!`](crate::text_by_reference_deck));
/// [`text_with`](Self::text_with) and [`parse_with`](Self::parse_with) use
/// those of the deck in play.
pub trait CardText: Copy {
    /// The catalogue whose names the text uses.
    type Catalogue: DeckCatalogue;

    /// Writes the value naming cards of `catalogue`.
    fn write_with(&self, f: &mut fmt::Formatter<'_>, catalogue: &Self::Catalogue) -> fmt::Result;

    /// Reads text naming cards of `catalogue`.
    fn parse_with(text: &str, catalogue: &Self::Catalogue) -> Result<Self, ParseActionError>;

    /// The value as text naming cards of `catalogue` (for a custom deck).
    fn text_with(self, catalogue: &Self::Catalogue) -> NamedBy<'_, Self> {
        NamedBy {
            value: self,
            catalogue,
        }
    }
}

/// A value written with the card names of a given deck: what
/// [`CardText::text_with`] returns, shown by its `Display`.
pub struct NamedBy<'a, T: CardText> {
    value: T,
    catalogue: &'a T::Catalogue,
}

impl<T: CardText> fmt::Display for NamedBy<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.value.write_with(f, self.catalogue)
    }
}

/// Implements `Display` and `FromStr` for each [`CardText`] type named, with
/// the card names of the reference deck (its catalogue's
/// [`shared_reference`](DeckCatalogue::shared_reference)).
#[macro_export]
macro_rules! text_by_reference_deck {
    ($($ty:ty),+ $(,)?) => {$(
        impl ::std::fmt::Display for $ty {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                let catalogue = <<$ty as $crate::deck::CardText>::Catalogue as $crate::deck::DeckCatalogue>::shared_reference();
                $crate::deck::CardText::write_with(self, f, &**catalogue)
            }
        }

        impl ::std::str::FromStr for $ty {
            type Err = $crate::ParseActionError;

            fn from_str(text: &str) -> ::std::result::Result<Self, $crate::ParseActionError> {
                let catalogue = <<$ty as $crate::deck::CardText>::Catalogue as $crate::deck::DeckCatalogue>::shared_reference();
                <$ty as $crate::deck::CardText>::parse_with(text, &**catalogue)
            }
        }
    )+};
}

/// The deck in play: the reference deck, or one made from data.
#[derive(Debug)]
pub struct Deck<C>(Arc<C>);

impl<C: DeckCatalogue> Deck<C> {
    /// The reference deck (shared: no catalogue is built).
    pub fn reference() -> Self {
        Deck(Arc::clone(C::shared_reference()))
    }

    /// A deck from data, checked against the rulebook's constraints.
    pub fn custom(data: C::Data) -> Result<Self, C::Error> {
        C::from_data(data).map(|c| Deck(Arc::new(c)))
    }

    /// The validated catalogue.
    #[inline]
    pub fn catalogue(&self) -> &C {
        &self.0
    }
}

impl<C: DeckCatalogue<Error = ConfigError>> Deck<C> {
    /// A deck from the text of a deck file (the JSON form of its data); a
    /// refusal names the field `deck`.
    pub fn from_json(text: &str) -> Result<Self, ConfigError> {
        let data: C::Data =
            serde_json::from_str(text).map_err(|e| ConfigError::invalid("deck", e.to_string()))?;
        Deck::custom(data)
    }
}

impl<C> Clone for Deck<C> {
    fn clone(&self) -> Self {
        Deck(Arc::clone(&self.0))
    }
}

impl<C: DeckCatalogue> Default for Deck<C> {
    fn default() -> Self {
        Deck::reference()
    }
}

impl<C: DeckCatalogue> PartialEq for Deck<C> {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || *self.0 == *other.0
    }
}

impl<C: DeckCatalogue> Serialize for Deck<C> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.0.is_reference() {
            serializer.serialize_str("reference")
        } else {
            self.0.data().serialize(serializer)
        }
    }
}

impl<'de, C: DeckCatalogue> Deserialize<'de> for Deck<C> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        match C::read_field(deserializer)? {
            None => Ok(Deck::reference()),
            Some(data) => Deck::custom(data).map_err(serde::de::Error::custom),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::OnceLock;

    /// A catalogue of card names; the reference holds "a" and "b".
    #[derive(Debug, PartialEq)]
    struct Names(Vec<String>);

    impl DeckCatalogue for Names {
        type Data = Vec<String>;
        type Error = ConfigError;
        const EXPECTING: &'static str = "a list of names";

        fn shared_reference() -> &'static Arc<Self> {
            static REFERENCE: OnceLock<Arc<Names>> = OnceLock::new();
            REFERENCE.get_or_init(|| Arc::new(Names(vec!["a".into(), "b".into()])))
        }

        fn from_data(data: Vec<String>) -> Result<Self, ConfigError> {
            match data.is_empty() {
                true => Err(ConfigError::invalid("deck", "a deck holds a card")),
                false => Ok(Names(data)),
            }
        }

        fn is_reference(&self) -> bool {
            self == &**Self::shared_reference()
        }

        fn data(&self) -> &Vec<String> {
            &self.0
        }

        fn read_field<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Vec<String>>, D::Error> {
            crate::json::reference_or_list(d, Self::EXPECTING, 3)
        }
    }

    #[test]
    fn the_reference_is_written_by_name_and_shared() {
        let deck = Deck::<Names>::reference();
        assert!(Arc::ptr_eq(&deck.0, &Deck::<Names>::default().0));
        assert_eq!(serde_json::to_string(&deck).unwrap(), r#""reference""#);
        let read: Deck<Names> = serde_json::from_str(r#""reference""#).unwrap();
        assert!(Arc::ptr_eq(&read.0, &deck.0));
    }

    #[test]
    fn a_custom_deck_is_written_as_its_data_and_checked_when_read() {
        let deck = Deck::<Names>::custom(vec!["c".into()]).unwrap();
        assert_eq!(serde_json::to_string(&deck).unwrap(), r#"["c"]"#);
        assert_eq!(
            serde_json::from_str::<Deck<Names>>(r#"["c"]"#).unwrap(),
            deck
        );
        assert_ne!(deck, Deck::reference());
        let err = serde_json::from_str::<Deck<Names>>("[]").unwrap_err();
        assert!(err.to_string().contains("a deck holds a card"), "{err}");
        assert!(Deck::<Names>::from_json(r#"["a", 1]"#).is_err());
        assert_eq!(Deck::<Names>::from_json(r#"["c"]"#).unwrap(), deck);
    }
}
