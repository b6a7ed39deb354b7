//! Text that comes from outside the program (files, command lines, card
//! data): how a message repeats it, and which names from data are accepted.
//!
//! Everything that repeats input goes through here, so that no error and no
//! narration line ever prints a terminal escape sequence, a carriage return,
//! an invisible character or a megabyte of someone else's text:
//!
//! * [`echo`] quotes a value for a message: every character that is not
//!   shown as itself (control, format, separator, private-use and unassigned
//!   characters — exactly those Rust's `Debug` escapes) is written as an
//!   escape like `\u{1b}`, and the value is cut to [`ECHO_CHARS`]
//!   characters, ending in `…`;
//! * [`clean_message`] does the same to a whole message that embeds foreign
//!   text (a JSON reader's error), and names no internal type;
//! * [`check_name`] and [`name_key`] decide which names from data (custom
//!   cards) a game accepts, and when two of them are the same name.
//!
//! ```
//! use tabletop_core::text::{clean_message, echo};
//!
//! assert_eq!(echo("Paris"), "\"Paris\"");
//! assert_eq!(echo("\u{1b}[2J\r"), "\"\\u{1b}[2J\\r\"");
//! assert!(echo(&"x".repeat(1_000_000)).chars().count() < 60);
//! assert_eq!(
//!     clean_message("invalid type: map, expected struct Envelope"),
//!     "invalid type: map, expected an object"
//! );
//! ```

/// The most characters of one input value that a message repeats.
pub const ECHO_CHARS: usize = 48;

/// The most characters of a message about input ([`clean_message`]).
pub const MESSAGE_CHARS: usize = 400;

/// The most characters of a name from data ([`check_name`]).
pub const MAX_NAME_CHARS: usize = 40;

/// Whether `c` is shown as itself. `first` says whether it begins the text
/// (where a combining mark would attach to whatever precedes the text).
fn shown(c: char, first: bool) -> bool {
    if c.is_ascii() {
        return !c.is_ascii_control();
    }
    if first {
        return c.escape_debug().next() == Some(c);
    }
    // `str::escape_debug` escapes a combining mark only at the start of a
    // string: ask it about `c` after a letter.
    let mut buf = [0u8; 5];
    buf[0] = b'x';
    let len = c.encode_utf8(&mut buf[1..]).len();
    std::str::from_utf8(&buf[..=len]).is_ok_and(|s| s.escape_debug().nth(1) == Some(c))
}

/// Appends `c` to `out`, escaped unless it is shown as itself.
fn push_char(out: &mut String, c: char, first: bool) {
    if shown(c, first) {
        out.push(c);
    } else {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            _ => out.extend(c.escape_unicode()),
        }
    }
}

/// `text` with every character that is not shown as itself escaped, and
/// cut to `max_chars` characters of input (then `…`). Quotes and
/// backslashes are escaped too, so the result can stand between quotes.
pub fn escape(text: &str, max_chars: usize) -> String {
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == max_chars {
            out.push('…');
            break;
        }
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            _ => push_char(&mut out, c, i == 0),
        }
    }
    out
}

/// `text` as a message may repeat it: quoted, escaped and shortened (see
/// the [module](self) documentation).
pub fn echo(text: &str) -> String {
    format!("\"{}\"", escape(text, ECHO_CHARS))
}

/// Internal type names a derived reader puts in its messages, and what a
/// reader of the message is told instead.
const TYPE_WORDS: [(&str, &str); 18] = [
    ("expected u8", "expected a whole number from 0 to 255"),
    ("expected u16", "expected a whole number from 0 to 65535"),
    (
        "expected u32",
        "expected a whole number from 0 to 4294967295",
    ),
    (
        "expected u64",
        "expected a whole number from 0 to 18446744073709551615",
    ),
    (
        "expected usize",
        "expected a whole number from 0 to 18446744073709551615",
    ),
    ("expected u128", "expected a whole number"),
    ("expected i8", "expected a whole number from -128 to 127"),
    (
        "expected i16",
        "expected a whole number from -32768 to 32767",
    ),
    (
        "expected i32",
        "expected a whole number from -2147483648 to 2147483647",
    ),
    ("expected i64", "expected a whole number"),
    ("expected f64", "expected a number"),
    (
        "data did not match any variant of untagged enum ",
        "a value of an accepted form",
    ),
    ("internally tagged enum ", "an object with a known tag"),
    ("adjacently tagged enum ", "an object with a known tag"),
    ("tuple struct ", "a list"),
    ("unit struct ", "null"),
    ("struct ", "an object"),
    ("enum ", "one of the accepted values"),
];

/// Replaces `struct Name`, `enum Name` and the like by plain words.
fn without_type_names(msg: &str) -> String {
    let mut out = String::with_capacity(msg.len());
    let mut rest = msg;
    'outer: while !rest.is_empty() {
        for (phrase, plain) in TYPE_WORDS {
            let Some(after) = rest.strip_prefix(phrase) else {
                continue;
            };
            if !out.is_empty() && out.ends_with(|c: char| c.is_ascii_alphanumeric()) {
                continue;
            }
            if phrase.starts_with("expected ") {
                // A primitive type: the whole word, nothing glued after it.
                if after.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_') {
                    continue;
                }
                out.push_str(plain);
                rest = after;
                continue 'outer;
            }
            let name_len = after
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(after.len());
            if after.starts_with(|c: char| c.is_ascii_uppercase()) {
                if phrase.starts_with("data did not match") {
                    out.push_str("the value is not ");
                }
                out.push_str(plain);
                rest = &after[name_len..];
                continue 'outer;
            }
        }
        let mut chars = rest.chars();
        if let Some(c) = chars.next() {
            out.push(c);
        }
        rest = chars.as_str();
    }
    out
}

/// Whether every character of `text` is shown as itself (see [`echo`]):
/// what a line printed to a person must satisfy.
///
/// ```
/// use tabletop_core::text::is_printable;
///
/// assert!(is_printable("seat 2 posts S11 (11 views)"));
/// assert!(!is_printable("\u{1b}[2J"));
/// assert!(!is_printable("a\u{202e}b"));
/// ```
pub fn is_printable(text: &str) -> bool {
    text.chars().enumerate().all(|(i, c)| shown(c, i == 0))
}

/// Whether `msg` names an internal type (`struct Name`, `untagged enum
/// Name`, `expected u8`, …) that [`clean_message`] would replace.
///
/// Text between quotes (`"…"`, as [`echo`] writes a value, and `` `…` ``,
/// as a JSON reader names a field) is the input's, not the program's, and
/// is not looked at.
///
/// ```
/// use tabletop_core::text::names_internal_type;
///
/// assert!(names_internal_type("invalid type: map, expected struct Envelope"));
/// assert!(!names_internal_type("this position is for \"expected u128\", not traveler"));
/// assert!(!names_internal_type("unknown field `struct Foo`"));
/// ```
pub fn names_internal_type(msg: &str) -> bool {
    let mut own = String::with_capacity(msg.len());
    let mut quote = None;
    let mut escaped = false;
    for c in msg.chars() {
        match quote {
            Some(_) if escaped => escaped = false,
            Some(q) if c == '\\' && q == '"' => escaped = true,
            Some(q) if c == q => {
                quote = None;
                own.push(c);
            }
            Some(_) => {}
            None if c == '"' || c == '`' => {
                quote = Some(c);
                own.push(c);
            }
            None => own.push(c),
        }
    }
    without_type_names(&own) != own
}

/// A message that may embed foreign text, made safe to print: internal type
/// names replaced by plain words, characters that are not shown as
/// themselves escaped, each run of more than [`ECHO_CHARS`] characters
/// without a space shortened, and the whole cut to [`MESSAGE_CHARS`]
/// characters.
///
/// ```
/// use tabletop_core::text::clean_message;
///
/// let long = format!("unknown variant `{}`, expected `a`", "\u{1b}".repeat(10_000));
/// let clean = clean_message(&long);
/// assert!(!clean.contains('\u{1b}') && clean.len() < 400, "{clean}");
/// assert!(clean.ends_with("expected `a`"));
/// ```
pub fn clean_message(msg: &str) -> String {
    let mut out = String::new();
    let mut piece = String::new();
    let (mut run, mut total) = (0usize, 0usize);
    let mut rest = msg;
    let mut first = true;
    while let Some(c) = rest.chars().next() {
        rest = &rest[c.len_utf8()..];
        piece.clear();
        push_char(&mut piece, c, first);
        first = false;
        let len = piece.chars().count();
        run = if c == ' ' { 0 } else { run + len };
        if run > ECHO_CHARS {
            // Skip the rest of the run at once: it may be megabytes long.
            out.push('…');
            total += 1;
            rest = rest.find(' ').map_or("", |at| &rest[at..]);
            continue;
        }
        if total + len > MESSAGE_CHARS {
            out.push('…');
            break;
        }
        out.push_str(&piece);
        total += len;
    }
    without_type_names(&out)
}

/// Checks that a name from data (a custom card's name) can be printed and
/// typed: 1 to [`MAX_NAME_CHARS`] characters, each shown as itself (no
/// control, format, separator, private-use or unassigned character, no
/// tab, no combining mark at the start), at least one letter or digit,
/// words separated by single plain spaces, no space at either end. The
/// reason says what is wrong, quoting the name with [`echo`].
///
/// ```
/// use tabletop_core::text::check_name;
///
/// assert!(check_name("Mont-Saint-Michel").is_ok());
/// assert!(check_name("Hà Nội").is_ok());
/// assert!(check_name("Paris\r").is_err());
/// assert!(check_name("\u{200b}").is_err());
/// assert!(check_name("Rome  Italy").is_err());
/// assert!(check_name(&"x".repeat(41)).is_err());
/// ```
pub fn check_name(name: &str) -> Result<(), String> {
    let chars = name.chars().count();
    if chars == 0 {
        return Err("a name cannot be empty".into());
    }
    if chars > MAX_NAME_CHARS {
        return Err(format!(
            "the name {} has {chars} characters; at most {MAX_NAME_CHARS} are allowed",
            echo(name)
        ));
    }
    if let Some(c) = name
        .chars()
        .enumerate()
        .find(|&(i, c)| !shown(c, i == 0) || (c.is_whitespace() && c != ' '))
        .map(|(_, c)| c)
    {
        return Err(format!(
            "the name {} contains {}, which does not print as itself",
            echo(name),
            c.escape_unicode()
        ));
    }
    if name.starts_with(' ') || name.ends_with(' ') || name.contains("  ") {
        return Err(format!(
            "the name {} has a space at an end or two spaces in a row",
            echo(name)
        ));
    }
    if name_key(name).is_empty() {
        return Err(format!("the name {} has no letter or digit", echo(name)));
    }
    Ok(())
}

/// Base letters of U+00E0..=U+00FF (lowercase Latin-1 letters), `.` where
/// the character is not a letter with a base.
const LATIN1: &str = "aaaaaaaceeeeiiiidnooooo.ouuuuy.y";

/// Base letters of U+0100..=U+017F (Latin Extended-A).
const LATIN_EXT_A: &str = "aaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiiiijjkkkllllllllllnnnnnnnnnoooooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs";

/// Cyrillic and Greek lowercase letters that look like a Latin letter.
const LOOK_ALIKES: [(char, char); 34] = [
    ('а', 'a'),
    ('в', 'b'),
    ('е', 'e'),
    ('ё', 'e'),
    ('к', 'k'),
    ('м', 'm'),
    ('н', 'h'),
    ('о', 'o'),
    ('р', 'p'),
    ('с', 'c'),
    ('т', 't'),
    ('у', 'y'),
    ('х', 'x'),
    ('ѕ', 's'),
    ('і', 'l'),
    ('ї', 'l'),
    ('ј', 'j'),
    ('ԁ', 'd'),
    ('ԛ', 'q'),
    ('ԝ', 'w'),
    ('ӏ', 'l'),
    ('α', 'a'),
    ('β', 'b'),
    ('ε', 'e'),
    ('ζ', 'z'),
    ('η', 'h'),
    ('ι', 'l'),
    ('κ', 'k'),
    ('μ', 'm'),
    ('ν', 'v'),
    ('ο', 'o'),
    ('ρ', 'p'),
    ('τ', 't'),
    ('χ', 'x'),
];

/// The Latin letter (or digit) a lowercase character is read as.
fn fold(c: char) -> char {
    let code = c as u32;
    let table = |letters: &str, first: u32| match letters.as_bytes()[(code - first) as usize] {
        b'.' => c,
        base => char::from(base),
    };
    let base = match c {
        '\u{FF10}'..='\u{FF5A}' => char::from_u32(code - 0xFEE0).unwrap_or(c),
        'ß' => 's',
        '\u{E0}'..='\u{FF}' => table(LATIN1, 0xE0),
        '\u{100}'..='\u{17F}' => table(LATIN_EXT_A, 0x100),
        'ℓ' => 'l',
        _ => LOOK_ALIKES
            .iter()
            .find(|&&(from, _)| from == c)
            .map_or(c, |&(_, to)| to),
    };
    match base {
        '0' => 'o',
        '1' | 'i' => 'l',
        other => other,
    }
}

/// The form under which two names from data count as the same name: the
/// name in lowercase; fullwidth forms, accented Latin letters (Latin-1 and
/// Latin Extended-A) and the Cyrillic and Greek letters that look like a
/// Latin letter read as that Latin letter; `0` read as `o` and `1`, `i` and
/// `l` as one letter; combining marks, spaces and punctuation left out.
/// So `"Mont-Saint-Michel"`, `"MONT SAINT MICHEL"` and `"Mönt Saint
/// Michel"` are one name, and so are `"Paris"` and `"Pаris"` (with a
/// Cyrillic `а`).
///
/// ```
/// use tabletop_core::text::name_key;
///
/// assert_eq!(name_key("Mont-Saint-Michel"), name_key("mönt saint michel"));
/// assert_eq!(name_key("Paris"), name_key("P\u{430}ris"));
/// assert_eq!(name_key("Lisbon"), name_key("L1SB0N"));
/// assert_ne!(name_key("Rome"), name_key("Roma"));
/// ```
pub fn name_key(name: &str) -> String {
    name.chars()
        .flat_map(char::to_lowercase)
        .map(fold)
        .filter(|c| c.is_alphanumeric() && !('\u{300}'..='\u{36F}').contains(c))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn echo_escapes_and_shortens() {
        assert_eq!(echo("chess"), "\"chess\"");
        assert_eq!(echo("a\u{1b}[2J\n"), "\"a\\u{1b}[2J\\n\"");
        assert_eq!(echo("say \"hi\""), "\"say \\\"hi\\\"\"");
        assert_eq!(echo("\u{202e}abc"), "\"\\u{202e}abc\"");
        assert_eq!(echo("a\u{200b}b"), "\"a\\u{200b}b\"");
        assert_eq!(echo("Hà Nội"), "\"Hà Nội\"");
        assert_eq!(echo("\u{301}e"), "\"\\u{301}e\"");
        let shown = echo(&"x".repeat(500));
        assert_eq!(shown.chars().count(), ECHO_CHARS + 3, "{shown}");
        assert!(shown.ends_with("…\""));
    }

    #[test]
    fn messages_lose_control_characters_long_runs_and_type_names() {
        assert_eq!(
            clean_message("data did not match any variant of untagged enum Raw"),
            "the value is not a value of an accepted form"
        );
        assert_eq!(
            clean_message("invalid type: string \"x\", expected struct CardMarks at line 1"),
            "invalid type: string \"x\", expected an object at line 1"
        );
        assert_eq!(
            clean_message("expected tuple struct Seat"),
            "expected a list"
        );
        assert_eq!(
            clean_message("invalid value: integer `300`, expected u8"),
            "invalid value: integer `300`, expected a whole number from 0 to 255"
        );
        assert_eq!(clean_message("expected u8s"), "expected u8s");
        // Lower-case words after "struct" are not type names.
        assert_eq!(clean_message("a struct of cards"), "a struct of cards");
        let msg = clean_message(&format!("bad `{}` at line 3", "y".repeat(100_000)));
        assert!(msg.ends_with("… at line 3"), "{msg}");
        assert!(msg.chars().count() < 70, "{msg}");
        let spaced = clean_message(&"a ".repeat(100_000));
        assert_eq!(spaced.chars().count(), MESSAGE_CHARS + 1);
        let escapes = clean_message(&format!("`{}` at line 1", "\u{1b}".repeat(1000)));
        assert!(escapes.chars().count() <= ECHO_CHARS + 14, "{escapes}");
        assert_eq!(clean_message("x\r\ny\u{7}"), "x\\r\\ny\\u{7}");
    }

    #[test]
    fn names_must_print_as_themselves() {
        for bad in [
            "",
            " Rome",
            "Rome ",
            "Ro  me",
            "Ro\tme",
            "Paris\r",
            "\u{1b}[31mRed",
            "\u{1b}]0;title\u{7}",
            "\u{200b}",
            "\u{200b}\u{200d}",
            "Pa\u{200b}ris",
            "\u{202e}siraP",
            "\u{301}Paris",
            "Paris\u{a0}Nord",
            "\u{e000}",
            "--",
        ] {
            assert!(check_name(bad).is_err(), "{bad:?} was accepted");
        }
        let long = "Ab".repeat(500_000);
        let err = check_name(&long).unwrap_err();
        assert!(err.len() < 200, "{err}");
        for good in [
            "Paris",
            "Hà Nội",
            "Ōsaka",
            "São Paulo",
            "東京",
            "Cliffs of Moher",
            "K2",
        ] {
            assert!(check_name(good).is_ok(), "{good:?} was refused");
        }
    }

    #[test]
    fn look_alike_names_share_a_key() {
        let same = [
            ("Paris", "PARIS"),
            ("Paris", "P\u{430}ris"),
            ("Paris", "Ｐａｒｉｓ"),
            ("Zürich", "Zurich"),
            ("Mont-Saint-Michel", "Mont Saint Michel"),
            ("Kraków", "Krakow"),
            ("Oslo", "0slo"),
            ("Ilha", "1lha"),
            ("Αθήνα", "αθήνα"),
        ];
        for (a, b) in same {
            assert_eq!(name_key(a), name_key(b), "{a} / {b}");
        }
        for (a, b) in [("Rome", "Roma"), ("Paris", "Parish"), ("Lima", "Lim")] {
            assert_ne!(name_key(a), name_key(b), "{a} / {b}");
        }
        assert_eq!(LATIN1.chars().count(), 32);
        assert_eq!(LATIN_EXT_A.chars().count(), 128);
    }
}
