//! Reading JSON that comes from outside: one rule for every file and every
//! request.
//!
//! * **A size cap per kind of input**, checked before anything is parsed:
//!   [`MAX_CONFIG_BYTES`], [`MAX_POSITION_BYTES`], [`MAX_REPLAY_BYTES`].
//!   Nesting is bounded by the JSON reader's recursion limit (128).
//! * **No key twice in one object**, at any depth: `{"players": 2,
//!   "players": 3}` is refused, never read as 3.
//! * **No unknown field**: every type read from input refuses fields it does
//!   not know (`#[serde(deny_unknown_fields)]` on each), so a misspelt flag
//!   is an error, not a silent default.
//! * **Messages safe to print**: the reader's message goes through
//!   [`clean_message`], so it never prints raw
//!   control characters, a huge value or an internal type name.
//!
//! ```
//! use tabletop_core::json;
//!
//! let err = json::parse_value(r#"{"players": 2, "players": 3}"#, 100).unwrap_err();
//! assert_eq!(err.to_string(), "not valid JSON: the key \"players\" appears twice in one object at line 1 column 24");
//! assert!(matches!(json::parse_value("[1, 2]", 3), Err(json::JsonError::TooLarge { .. })));
//! ```

use crate::error::ConfigError;
use crate::game::GameConfig;
use crate::text::{clean_message, echo};
use serde::Deserialize;
use serde::de::{self, DeserializeOwned, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::Value;
use std::collections::BTreeSet;
use std::fmt;

/// The largest configuration (a file of configuration fields, custom card
/// data included) read: 1 MiB. A custom Traveler deck is about 5 KiB.
pub const MAX_CONFIG_BYTES: usize = 1 << 20;

/// The largest position file read: 1 MiB. A position of a four-player game
/// is about 3 KiB.
pub const MAX_POSITION_BYTES: usize = 1 << 20;

/// The largest replay read: 8 MiB. A replay of a whole four-player game is
/// about 5 KiB; its number of actions is bounded separately by what the
/// game can take (see [`Replay::read`](crate::Replay::read)).
pub const MAX_REPLAY_BYTES: usize = 8 << 20;

/// Why JSON input was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum JsonError {
    /// The input is longer than its cap; nothing of it was parsed.
    #[error("the input is too large: {len} bytes, at most {limit} are read")]
    TooLarge {
        /// The input's length in bytes.
        len: usize,
        /// The cap in bytes.
        limit: usize,
    },
    /// The text is not JSON, or is JSON with one key twice in an object.
    #[error("not valid JSON: {0}")]
    Malformed(String),
    /// The JSON is not the value expected (a wrong type, a missing or an
    /// unknown field, a value out of range); the message says which.
    #[error("{0}")]
    Invalid(String),
}

impl JsonError {
    /// The reason alone, without the `not valid JSON:` of a malformed text.
    pub fn reason(&self) -> String {
        match self {
            JsonError::Malformed(reason) | JsonError::Invalid(reason) => reason.clone(),
            other => other.to_string(),
        }
    }
}

/// The message of a JSON reader's error, made safe to print.
pub fn message(e: &serde_json::Error) -> String {
    clean_message(&e.to_string())
}

/// A JSON reader's error on input text: syntax and duplicate keys are
/// [`JsonError::Malformed`], the rest [`JsonError::Invalid`].
fn classify(e: &serde_json::Error) -> JsonError {
    match e.classify() {
        serde_json::error::Category::Data => JsonError::Invalid(message(e)),
        _ => JsonError::Malformed(message(e)),
    }
}

/// Refuses text longer than `limit` bytes.
pub fn check_size(text: &str, limit: usize) -> Result<(), JsonError> {
    if text.len() > limit {
        return Err(JsonError::TooLarge {
            len: text.len(),
            limit,
        });
    }
    Ok(())
}

/// Walks a JSON value without keeping it, refusing any object that has a
/// key twice.
struct NoDuplicateKeys;

impl<'de> Deserialize<'de> for NoDuplicateKeys {
    fn deserialize<D: de::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(NoDuplicateKeys)
    }
}

impl<'de> Visitor<'de> for NoDuplicateKeys {
    type Value = NoDuplicateKeys;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E>(self, _: bool) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_i64<E>(self, _: i64) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_u64<E>(self, _: u64) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_f64<E>(self, _: f64) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_str<E>(self, _: &str) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_unit<E>(self) -> Result<Self, E> {
        Ok(self)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self, A::Error> {
        while seq.next_element::<NoDuplicateKeys>()?.is_some() {}
        Ok(self)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self, A::Error> {
        let mut keys = BTreeSet::new();
        while let Some(key) = map.next_key::<String>()? {
            if keys.contains(&key) {
                return Err(de::Error::custom(format!(
                    "the key {} appears twice in one object",
                    echo(&key)
                )));
            }
            map.next_value::<NoDuplicateKeys>()?;
            keys.insert(key);
        }
        Ok(self)
    }
}

/// Checks that `text` is JSON with no key twice in any object.
fn check_syntax(text: &str) -> Result<(), JsonError> {
    let mut reader = serde_json::Deserializer::from_str(text);
    NoDuplicateKeys::deserialize(&mut reader)
        .and_then(|_| reader.end())
        .map_err(|e| JsonError::Malformed(message(&e)))
}

/// Parses `text` (at most `limit` bytes) as a JSON value, refusing
/// duplicate keys.
pub fn parse_value(text: &str, limit: usize) -> Result<Value, JsonError> {
    check_size(text, limit)?;
    check_syntax(text)?;
    serde_json::from_str(text).map_err(|e| classify(&e))
}

/// Reads a `T` from `text` (at most `limit` bytes), refusing duplicate keys;
/// unknown fields are refused by `T` itself.
pub fn from_str<T: DeserializeOwned>(text: &str, limit: usize) -> Result<T, JsonError> {
    check_size(text, limit)?;
    check_syntax(text)?;
    serde_json::from_str(text).map_err(|e| classify(&e))
}

/// Reads a `T` from a JSON value already parsed (by [`parse_value`], which
/// refused duplicate keys), with a message safe to print.
pub fn from_value<T: DeserializeOwned>(value: &Value) -> Result<T, JsonError> {
    T::deserialize(value).map_err(|e| JsonError::Invalid(message(&e)))
}

/// Reads a card-data field that is either the string `"reference"` (read
/// as `None`) or an object read as `T` (read as `Some`). Unlike an untagged
/// enum, a malformed object reports its own error (the field, the value)
/// instead of "no form matched". `what` names the accepted data in
/// messages, e.g. `"a deck's data"`.
///
/// ```
/// use serde::Deserialize;
/// use tabletop_core::json;
///
/// #[derive(Debug, Deserialize)]
/// #[serde(deny_unknown_fields)]
/// struct Data { cards: u8 }
///
/// #[derive(Debug)]
/// struct Deck(Option<Data>);
/// impl<'de> Deserialize<'de> for Deck {
///     fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
///         json::reference_or_object(d, "a deck's data").map(Deck)
///     }
/// }
///
/// assert!(serde_json::from_str::<Deck>(r#""reference""#).unwrap().0.is_none());
/// assert_eq!(serde_json::from_str::<Deck>(r#"{"cards": 3}"#).unwrap().0.unwrap().cards, 3);
/// let err = serde_json::from_str::<Deck>(r#"{"cards": "x"}"#).unwrap_err();
/// assert!(err.to_string().starts_with("invalid type: string \"x\", expected u8"), "{err}");
/// let err = serde_json::from_str::<Deck>(r#""mine""#).unwrap_err();
/// assert!(err.to_string().contains("give \"reference\" or a deck's data"), "{err}");
/// ```
pub fn reference_or_object<'de, D, T>(
    deserializer: D,
    what: &'static str,
) -> Result<Option<T>, D::Error>
where
    D: de::Deserializer<'de>,
    T: Deserialize<'de>,
{
    struct ReferenceOrObject<T> {
        what: &'static str,
        data: std::marker::PhantomData<T>,
    }
    impl<'de, T: Deserialize<'de>> Visitor<'de> for ReferenceOrObject<T> {
        type Value = Option<T>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "\"reference\" or {}", self.what)
        }
        fn visit_str<E: de::Error>(self, name: &str) -> Result<Option<T>, E> {
            reference_named(name, self.what)
        }
        fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Option<T>, A::Error> {
            T::deserialize(de::value::MapAccessDeserializer::new(map)).map(Some)
        }
    }
    deserializer.deserialize_any(ReferenceOrObject {
        what,
        data: std::marker::PhantomData,
    })
}

/// `None` for the name `"reference"`; any other name is refused.
fn reference_named<T, E: de::Error>(name: &str, what: &str) -> Result<Option<T>, E> {
    match name {
        "reference" => Ok(None),
        _ => Err(E::custom(format!(
            "unknown deck {}: give \"reference\" or {what}",
            echo(name)
        ))),
    }
}

/// Reads a card-data field that is either the string `"reference"` (read
/// as `None`) or a list of at most `most` items read as `T` (read as
/// `Some`); an item that does not read is named by its place (`card 3:
/// …`). `what` names the list in messages, e.g. `"a list of 52 cards"`.
///
/// ```
/// use tabletop_core::json;
///
/// #[derive(Debug)]
/// struct Deck(Option<Vec<u8>>);
/// impl<'de> serde::Deserialize<'de> for Deck {
///     fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
///         json::reference_or_list(d, "a list of 2 cards", 2).map(Deck)
///     }
/// }
///
/// assert!(serde_json::from_str::<Deck>(r#""reference""#).unwrap().0.is_none());
/// assert_eq!(serde_json::from_str::<Deck>("[1, 2]").unwrap().0.unwrap(), [1, 2]);
/// let err = serde_json::from_str::<Deck>(r#"[1, "x"]"#).unwrap_err();
/// assert!(err.to_string().starts_with("card 1: invalid type"), "{err}");
/// let err = serde_json::from_str::<Deck>("[1, 2, 3]").unwrap_err();
/// assert!(err.to_string().starts_with("a deck has 2 cards, this one has more"), "{err}");
/// ```
pub fn reference_or_list<'de, D, T>(
    deserializer: D,
    what: &'static str,
    most: usize,
) -> Result<Option<Vec<T>>, D::Error>
where
    D: de::Deserializer<'de>,
    T: Deserialize<'de>,
{
    struct ReferenceOrList<T> {
        what: &'static str,
        most: usize,
        items: std::marker::PhantomData<T>,
    }
    impl<'de, T: Deserialize<'de>> Visitor<'de> for ReferenceOrList<T> {
        type Value = Option<Vec<T>>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "\"reference\" or {}", self.what)
        }
        fn visit_str<E: de::Error>(self, name: &str) -> Result<Self::Value, E> {
            reference_named(name, self.what)
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
            let mut items = Vec::with_capacity(self.most.min(seq.size_hint().unwrap_or(0)));
            while let Some(item) = seq
                .next_element::<T>()
                .map_err(|e| de::Error::custom(format!("card {}: {e}", items.len())))?
            {
                if items.len() == self.most {
                    return Err(de::Error::custom(format!(
                        "a deck has {} cards, this one has more",
                        self.most
                    )));
                }
                items.push(item);
            }
            Ok(Some(items))
        }
    }
    deserializer.deserialize_any(ReferenceOrList {
        what,
        most,
        items: std::marker::PhantomData,
    })
}

/// Why configuration fields could not be made a configuration.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FieldsError {
    /// The fields are not the game's: not an object, an unknown field, a
    /// value of the wrong type; the message says which.
    #[error("invalid configuration: {0}")]
    NotFields(String),
    /// The fields make a configuration that cannot be played.
    #[error(transparent)]
    Config(#[from] ConfigError),
}

/// Whether `key` reads as a field name (a short run of letters, digits and
/// `_`), so that a message may repeat it as it is.
pub fn is_field_name(key: &str) -> bool {
    !key.is_empty()
        && key.len() <= 64
        && key.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

/// The configuration a file of configuration fields describes (the path of
/// `--config FILE`, the engine protocol and the fuzz harness alike): the
/// standard game for `players` (else the file's `players` field, else
/// `default_players`), with every other field of `fields` on top, read
/// strictly and validated.
pub fn config_from_fields<C: GameConfig>(
    players: Option<usize>,
    default_players: usize,
    fields: Option<&Value>,
) -> Result<C, FieldsError> {
    let not_fields = |reason: String| FieldsError::NotFields(reason);
    let fields = match fields {
        None => None,
        Some(Value::Object(map)) => Some(map),
        Some(_) => {
            return Err(not_fields(
                "a configuration is a JSON object of fields".into(),
            ));
        }
    };
    let named = match fields.and_then(|f| f.get("players")) {
        None => None,
        Some(v) => Some(
            v.as_u64()
                .and_then(|n| usize::try_from(n).ok())
                .ok_or_else(|| {
                    not_fields(format!(
                        "players must be a number, not {}",
                        echo(&v.to_string())
                    ))
                })?,
        ),
    };
    let base = C::for_players(players.or(named).unwrap_or(default_players))?;
    let Some(fields) = fields else {
        return Ok(base);
    };
    let standard = serde_json::to_value(&base).map_err(|e| not_fields(message(&e)))?;
    let Value::Object(standard) = standard else {
        return Err(not_fields(
            "the configuration does not serialise as an object".into(),
        ));
    };
    let with = |given: &mut dyn Iterator<Item = (&String, &Value)>| {
        let mut map = standard.clone();
        for (key, v) in given.filter(|(key, _)| *key != "players") {
            map.insert(key.clone(), v.clone());
        }
        from_value::<C>(&Value::Object(map))
    };
    let config: C = with(&mut fields.iter()).map_err(|e| {
        // serde names the type it expected, not the field: the field is
        // the first that the standard game does not take on its own.
        let reason = e.reason();
        let culprit = fields
            .iter()
            .find(|field| with(&mut std::iter::once(*field)).is_err())
            .map(|(key, _)| key)
            .filter(|key| is_field_name(key) && !reason.contains(&format!("`{key}`")));
        not_fields(match culprit {
            Some(key) => format!("{key}: {reason}"),
            None => reason,
        })
    })?;
    config.validate()?;
    Ok(config)
}

/// Counts the elements of a JSON list without keeping them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Count(pub usize);

impl<'de> Deserialize<'de> for Count {
    fn deserialize<D: de::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Counter;
        impl<'de> Visitor<'de> for Counter {
            type Value = Count;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a list")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Count, A::Error> {
                let mut n = 0usize;
                while seq.next_element::<IgnoredAny>()?.is_some() {
                    n = n.saturating_add(1);
                }
                Ok(Count(n))
            }
        }
        d.deserialize_seq(Counter)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Config {
        players: u8,
        #[serde(default)]
        inner: Option<Value>,
    }

    #[test]
    fn duplicate_keys_are_refused_at_every_depth() {
        assert_eq!(
            from_str::<Config>(r#"{"players": 2}"#, 100).unwrap(),
            Config {
                players: 2,
                inner: None
            }
        );
        for text in [
            r#"{"players": 2, "players": 3}"#,
            r#"{"players": 2, "inner": {"a": 1, "a": 1}}"#,
            r#"{"players": 2, "inner": [{"b": [], "b": {}}]}"#,
        ] {
            let err = from_str::<Config>(text, 100).unwrap_err();
            assert!(matches!(err, JsonError::Malformed(_)), "{text}: {err}");
            assert!(err.to_string().contains("appears twice"), "{err}");
            assert!(parse_value(text, 100).is_err());
        }
        // Equal keys in different objects are fine.
        assert!(parse_value(r#"[{"a": 1}, {"a": 1}]"#, 100).is_ok());
    }

    #[test]
    fn errors_are_classified_and_clean() {
        assert!(matches!(
            from_str::<Config>("{", 100),
            Err(JsonError::Malformed(_))
        ));
        assert!(matches!(
            from_str::<Config>("{} x", 100),
            Err(JsonError::Malformed(_))
        ));
        let err = from_str::<Config>(r#"{"players": 2, "playrs": 3}"#, 100).unwrap_err();
        assert!(matches!(err, JsonError::Invalid(_)));
        assert!(err.to_string().contains("unknown field `playrs`"), "{err}");
        let err = from_str::<Config>("\"x\"", 100).unwrap_err();
        assert!(!err.to_string().contains("struct Config"), "{err}");
        let nasty = format!(r#"{{"players": 2, "{}": 1}}"#, "\\u001b".repeat(20_000));
        let err = from_str::<Config>(&nasty, 1 << 20).unwrap_err();
        assert!(!err.to_string().contains('\u{1b}'), "{err}");
        assert!(err.to_string().len() < 200, "{err}");
        let deep = "[".repeat(10_000);
        assert!(parse_value(&deep, 1 << 20).is_err());
    }

    #[test]
    fn lists_are_counted_without_being_kept() {
        let n: Count = serde_json::from_str(r#"[1, [2, 3], {"x": "y"}, null]"#).unwrap();
        assert_eq!(n, Count(4));
        assert!(serde_json::from_str::<Count>("{}").is_err());
    }
}
