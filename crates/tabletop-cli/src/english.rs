//! Numbers and counts as an English reader expects them: "1 thread",
//! "2 cards", "3,968/s".

/// `n` with thousands separators: `3968` → `"3,968"`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `n` and the noun in the right number: `count(1, "thread")` →
/// `"1 thread"`, `count(2, "thread")` → `"2 threads"`. Nouns whose plural
/// is not `noun + "s"` pass it with [`count_irregular`].
pub fn count(n: u64, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{} {noun}s", thousands(n))
    }
}

/// [`count`] for a noun with an irregular plural.
pub fn count_irregular(n: u64, singular: &str, plural: &str) -> String {
    if n == 1 {
        format!("1 {singular}")
    } else {
        format!("{} {plural}", thousands(n))
    }
}

/// A rate per second of `what`, with the precision it deserves: whole
/// numbers with separators from 100 up (`"3,968 games/s"`), one decimal
/// below (`"12.5 games/s"`).
pub fn rate(per_second: f64, what: &str) -> String {
    if !per_second.is_finite() || per_second < 0.0 {
        return format!("- {what}/s");
    }
    if per_second >= 100.0 {
        format!("{} {what}/s", thousands(per_second.round() as u64))
    } else {
        format!("{per_second:.1} {what}/s")
    }
}

/// The bots of a lineup in words: "greedy bots", or "bots by seat: ismcts,
/// greedy, random and random".
pub fn bots(lineup: &tabletop::Lineup) -> String {
    match lineup.kinds() {
        [one] => format!("{one} bots"),
        kinds => {
            let names: Vec<String> = kinds.iter().map(ToString::to_string).collect();
            match names.split_last() {
                Some((last, rest)) => format!("bots by seat: {} and {last}", rest.join(", ")),
                None => "no bots".to_string(),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_rates_and_separators_read_as_english() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1,000");
        assert_eq!(thousands(1234567), "1,234,567");
        assert_eq!(count(1, "thread"), "1 thread");
        assert_eq!(count(0, "card"), "0 cards");
        assert_eq!(count(40000, "game"), "40,000 games");
        assert_eq!(count_irregular(2, "victory", "victories"), "2 victories");
        assert_eq!(rate(3967.8693, "games"), "3,968 games/s");
        assert_eq!(rate(12.46, "games"), "12.5 games/s");
    }
}
