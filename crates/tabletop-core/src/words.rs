//! English for narration and messages: plurals and lists.
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
