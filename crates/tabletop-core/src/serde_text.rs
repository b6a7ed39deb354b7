//! Values whose JSON form is their text: [`serde_as_text!`](crate::serde_as_text).
//!
//! An action, a card or a set of cards is written in JSON as the very text
//! a person types (`"travel Paris"`, `"3F"`), so that saved positions,
//! replays and the protocol read as the rulebook does. Such a type is
//! written by its `Display` and read by its `FromStr`, whose refusal
//! becomes the JSON reader's message.

/// The `serde` crate, for [`serde_as_text!`](crate::serde_as_text).
#[doc(hidden)]
pub use serde as __serde;

/// Implements `Serialize` and `Deserialize` for each type named: a value is
/// written as the string its `Display` gives, and read from a string by its
/// `FromStr` (whose error, shown by `Display`, is the reader's message).
///
/// ```
/// use std::fmt;
/// use std::str::FromStr;
///
/// #[derive(Debug, PartialEq)]
/// struct Stamps(u8);
/// impl fmt::Display for Stamps {
///     fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
///         write!(f, "{} stamps", self.0)
///     }
/// }
/// impl FromStr for Stamps {
///     type Err = String;
///     fn from_str(s: &str) -> Result<Self, String> {
///         let n = s.strip_suffix(" stamps").ok_or("not a stamp count")?;
///         n.parse().map(Stamps).map_err(|_| "not a number".to_string())
///     }
/// }
/// tabletop_core::serde_as_text!(Stamps);
///
/// assert_eq!(serde_json::to_string(&Stamps(3)).unwrap(), r#""3 stamps""#);
/// assert_eq!(serde_json::from_str::<Stamps>(r#""4 stamps""#).unwrap(), Stamps(4));
/// let err = serde_json::from_str::<Stamps>(r#""four""#).unwrap_err();
/// assert_eq!(err.to_string(), "not a stamp count");
/// ```
///
/// Given a name and a schema (JSON properties), it also says the type's JSON
/// Schema: a string with those properties, implemented under the calling
/// crate's `schema` feature (by `impl_json_schema!`, feature `schema`;
/// the calling crate then depends on `schemars`):
///
/// ```
/// # use std::fmt;
/// # use std::str::FromStr;
/// # #[derive(Debug, PartialEq)]
/// # struct Card(char);
/// # impl fmt::Display for Card {
/// #     fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
/// #         write!(f, "{}", self.0)
/// #     }
/// # }
/// # impl FromStr for Card {
/// #     type Err = String;
/// #     fn from_str(s: &str) -> Result<Self, String> {
/// #         s.parse().map(Card).map_err(|_| "one letter".to_string())
/// #     }
/// # }
/// tabletop_core::serde_as_text!(Card, "Card", {
///     "description": "One card: its suit letter.",
///     "pattern": "^[HSDC]$"
/// });
///
/// assert_eq!(serde_json::to_string(&Card('H')).unwrap(), r#""H""#);
/// ```
#[macro_export]
macro_rules! serde_as_text {
    ($ty:ty, $name:literal, { $($schema:tt)* }) => {
        $crate::serde_as_text!($ty);

        #[cfg(feature = "schema")]
        $crate::impl_json_schema!($ty, $name, { "type": "string", $($schema)* });
    };
    ($($ty:ty),+ $(,)?) => {$(
        impl $crate::serde_text::__serde::Serialize for $ty {
            fn serialize<S: $crate::serde_text::__serde::Serializer>(
                &self,
                serializer: S,
            ) -> ::std::result::Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> $crate::serde_text::__serde::Deserialize<'de> for $ty {
            fn deserialize<D: $crate::serde_text::__serde::Deserializer<'de>>(
                deserializer: D,
            ) -> ::std::result::Result<Self, D::Error> {
                let text = <::std::string::String as $crate::serde_text::__serde::Deserialize>::deserialize(deserializer)?;
                text.parse().map_err(<D::Error as $crate::serde_text::__serde::de::Error>::custom)
            }
        }
    )+};
}
