//! Counts in English, for narration and error messages: "1 card",
//! "2 cards", never "card(s)".

use std::fmt::Display;

/// `n` and the noun in the right number: `count(1, "card", "cards")` is
/// `"1 card"`, `count(3, "card", "cards")` is `"3 cards"`. Any integer type.
///
/// ```
/// use tabletop_core::text::count;
///
/// assert_eq!(count(1u8, "stop", "stops"), "1 stop");
/// assert_eq!(count(0i64, "stamp", "stamps"), "0 stamps");
/// assert_eq!(count(2usize, "other card", "other cards"), "2 other cards");
/// ```
pub fn count<N: TryInto<i128> + Copy + Display>(n: N, singular: &str, plural: &str) -> String {
    let one = matches!(n.try_into(), Ok(1));
    format!("{n} {}", if one { singular } else { plural })
}
