//! English for narration and messages: plurals and lists (and a word such
//! as "nothing" for an empty one).
//!
//! ```
//! use tabletop_core::words::{list, plural, plural_is};
//!
//! assert_eq!(plural(1, "trick"), "1 trick");
//! assert_eq!(plural(0, "card"), "0 cards");
//! assert_eq!(plural_is(1, "seat"), "1 seat is");
//! assert_eq!(plural_is(3, "seat"), "3 seats are");
//! assert_eq!(list(&["seat 1", "seat 2", "seat 3"]), "seat 1, seat 2 and seat 3");
//! ```

/// `n` and `noun`, in the singular for 1 and the plural (an added `s`)
/// otherwise: "1 trick", "2 tricks", "0 cards".
pub fn plural(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// [`plural`] with the verb "to be" agreeing: "1 seat is", "3 seats are",
/// "0 seats are".
pub fn plural_is(n: usize, noun: &str) -> String {
    let verb = if n == 1 { "is" } else { "are" };
    format!("{} {verb}", plural(n, noun))
}

/// Items joined as English lists them: "a", "a and b", "a, b and c".
pub fn list<S: AsRef<str>>(items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => {
            let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            format!("{} and {}", rest.join(", "), last.as_ref())
        }
    }
}

/// [`list`], or `none` when there are no items: "a, b and c", "nothing".
///
/// ```
/// use tabletop_core::words::list_or;
///
/// assert_eq!(list_or(&["Lisbon", "Hanoi"], "nothing"), "Lisbon and Hanoi");
/// assert_eq!(list_or::<&str>(&[], "nothing"), "nothing");
/// ```
pub fn list_or<S: AsRef<str>>(items: &[S], none: &str) -> String {
    if items.is_empty() {
        none.to_string()
    } else {
        list(items)
    }
}

/// Items joined by `separator`, or `none` when there are no items, for a
/// line that lists things rather than speaking of them: "F1; S2", "empty".
///
/// ```
/// use tabletop_core::words::joined_or;
///
/// assert_eq!(joined_or(&["F1", "S2"], "; ", "empty"), "F1; S2");
/// assert_eq!(joined_or::<String>(&[], "; ", "empty"), "empty");
/// ```
pub fn joined_or<S: AsRef<str>>(items: &[S], separator: &str, none: &str) -> String {
    let Some((first, rest)) = items.split_first() else {
        return none.to_string();
    };
    let mut text = first.as_ref().to_string();
    for item in rest {
        text.push_str(separator);
        text.push_str(item.as_ref());
    }
    text
}

/// Implements `Display` for each type named as its name: `f.write_str(self.name())`,
/// for the small `Copy` enums (a colour, a card type, an event) whose
/// `name(self) -> &'static str` is how every message and narration line
/// writes them.
///
/// ```
/// #[derive(Clone, Copy)]
/// enum Suit { Hearts, Spades }
///
/// impl Suit {
///     fn name(self) -> &'static str {
///         match self {
///             Suit::Hearts => "hearts",
///             Suit::Spades => "spades",
///         }
///     }
/// }
/// tabletop_core::display_by_name!(Suit);
///
/// assert_eq!(format!("{} and {}", Suit::Hearts, Suit::Spades), "hearts and spades");
/// ```
#[macro_export]
macro_rules! display_by_name {
    ($($ty:ty),+ $(,)?) => {$(
        impl ::std::fmt::Display for $ty {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.name())
            }
        }
    )+};
}
