//! The text round trip every notation promises: a value read from its
//! text prints back as that same text (what `serde_as_text!` and a replay
//! file rely on).

use std::fmt::{Debug, Display};
use std::str::FromStr;

/// Checks that each of `texts` reads as a `T` and prints back as exactly
/// itself, and returns the values read, in order, for further checks.
/// Panics naming the first text that does not.
///
/// ```
/// let numbers: Vec<u8> = tabletop_core::testing::check_reads_back(&["0", "17", "255"]);
/// assert_eq!(numbers, [0, 17, 255]);
/// ```
pub fn check_reads_back<T>(texts: &[&str]) -> Vec<T>
where
    T: FromStr + Display,
    T::Err: Debug,
{
    texts
        .iter()
        .map(|&text| {
            let value: T = text
                .parse()
                .unwrap_or_else(|e| panic!("{text:?} does not read: {e:?}"));
            assert_eq!(value.to_string(), text, "{text:?} prints back otherwise");
            value
        })
        .collect()
}
