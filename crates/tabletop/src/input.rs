//! Every byte the registry reads from outside comes in here: files, request
//! lines and JSON text. Size limits are enforced in this one place, and so
//! is the quoting of input that an error message repeats; both follow the
//! shared rules of `tabletop_core::json` and `tabletop_core::text`, which
//! the engines themselves use.
//!
//! | input | cap |
//! |---|---|
//! | a configuration file (`--config`) | [`MAX_CONFIG_BYTES`] (1 MiB) |
//! | a position file | [`MAX_POSITION_BYTES`] (1 MiB) |
//! | a replay file | [`MAX_REPLAY_BYTES`] (8 MiB), and at most the game's action cap of actions |
//! | a request line of the engine protocol | the server's line limit |
//!
//! JSON is read strictly everywhere: a key twice in one object and a field a
//! type does not know are refused, never silently resolved.

use crate::error::Error;
use serde_json::Value;
use std::io::{BufRead, Read};
use std::path::Path;
use tabletop_core::json::JsonError;
pub use tabletop_core::json::{MAX_CONFIG_BYTES, MAX_POSITION_BYTES, MAX_REPLAY_BYTES};

/// `text` as an error message may repeat it: quoted, with control and
/// format characters and quotes escaped, and shortened to a few dozen
/// characters (`tabletop_core::text::echo`).
pub fn echo(text: &str) -> String {
    tabletop_core::text::echo(text)
}

/// A refusal of JSON input as a registry error: too large, not JSON (or a
/// key twice), or — through `invalid` — not the value expected.
pub(crate) fn json_error(e: JsonError, what: &str, invalid: impl FnOnce(String) -> Error) -> Error {
    match e {
        JsonError::TooLarge { limit, .. } => Error::TooLarge {
            what: what.to_string(),
            limit: limit as u64,
        },
        JsonError::Malformed(reason) => Error::BadJson { reason },
        other => invalid(other.reason()),
    }
}

/// Reads a whole text file of at most `limit` bytes (never holding more
/// than `limit + 1`), naming the file in the error. A UTF-8 byte-order mark
/// at its start is dropped.
pub fn read_file(path: &Path, limit: usize) -> Result<String, Error> {
    let io = |e: std::io::Error| Error::Io {
        path: path.display().to_string(),
        reason: e.to_string(),
    };
    let file = std::fs::File::open(path).map_err(io)?;
    let mut bytes = Vec::new();
    file.take(limit as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() > limit {
        return Err(Error::TooLarge {
            what: format!("the file {}", path.display()),
            limit: limit as u64,
        });
    }
    let text = String::from_utf8(bytes).map_err(|_| Error::Io {
        path: path.display().to_string(),
        reason: "not UTF-8 text".into(),
    })?;
    Ok(without_bom(text))
}

/// `text` without the UTF-8 byte-order mark some editors write at the start
/// of a file (it is not part of the JSON).
fn without_bom(text: String) -> String {
    match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    }
}

/// Writes a whole text file, naming it in the error.
pub fn write_file(path: &Path, text: &str) -> Result<(), Error> {
    std::fs::write(path, text).map_err(|e| Error::Io {
        path: path.display().to_string(),
        reason: e.to_string(),
    })
}

/// Parses JSON text strictly (no key twice in one object; nesting bounded
/// by the JSON reader's recursion limit). The caller bounds the text: a
/// file is read with its cap, a request line with the protocol's.
pub fn parse_json(text: &str) -> Result<Value, Error> {
    tabletop_core::json::parse_value(text, usize::MAX)
        .map_err(|e| json_error(e, "the JSON text", |reason| Error::BadJson { reason }))
}

/// Reads a configuration file (at most [`MAX_CONFIG_BYTES`]) as a JSON
/// value, naming the file in the error.
pub fn read_config_file(path: &Path) -> Result<Value, Error> {
    let text = read_file(path, MAX_CONFIG_BYTES)?;
    parse_json(&text).map_err(|e| match e {
        Error::BadJson { reason } => Error::BadJson {
            reason: format!("{}: {reason}", path.display()),
        },
        other => other,
    })
}

/// One line read by [`read_line`].
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    /// A complete line (without its line ending) is in the buffer.
    Text,
    /// The line was longer than the limit: it was read and dropped up to
    /// its end; the buffer is empty.
    TooLong,
    /// The input has ended.
    End,
}

/// Reads one line of at most `max` bytes into `buf` (cleared first; the
/// `\n` and any `\r` before it are removed). A longer line is consumed to
/// its end and reported as [`Line::TooLong`] without ever holding more than
/// `max` bytes. The last line may lack its `\n`.
pub fn read_line(
    reader: &mut impl BufRead,
    buf: &mut Vec<u8>,
    max: usize,
) -> std::io::Result<Line> {
    buf.clear();
    let mut too_long = false;
    let mut read_any = false;
    loop {
        let chunk = reader.fill_buf()?;
        if chunk.is_empty() {
            return Ok(match (read_any, too_long) {
                (false, _) => Line::End,
                (true, true) => Line::TooLong,
                (true, false) => Line::Text,
            });
        }
        read_any = true;
        let (part, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (&chunk[..i], Some(i + 1)),
            None => (chunk, None),
        };
        if !too_long {
            if buf.len() + part.len() > max {
                too_long = true;
                buf.clear();
            } else {
                buf.extend_from_slice(part);
            }
        }
        let used = done.unwrap_or(chunk.len());
        reader.consume(used);
        if done.is_some() {
            if too_long {
                return Ok(Line::TooLong);
            }
            if buf.last() == Some(&b'\r') {
                buf.pop();
            }
            return Ok(Line::Text);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_over_their_cap_are_refused_unread() {
        let err = read_file(Path::new("/dev/zero"), 1000).unwrap_err();
        assert_eq!(err.code(), "too_large");
        assert_eq!(
            err.to_string(),
            "the file /dev/zero is too large: more than 1000 bytes"
        );
    }

    #[test]
    fn a_file_saved_with_a_byte_order_mark_reads_as_without_it() {
        let path = std::env::temp_dir().join(format!("tabletop-bom-{}.json", std::process::id()));
        std::fs::write(&path, "\u{feff}{\"players\": 2}").unwrap();
        let text = read_file(&path, 1000).unwrap();
        std::fs::remove_file(&path).unwrap();
        assert_eq!(text, "{\"players\": 2}");
        assert_eq!(parse_json(&text).unwrap()["players"], 2);
    }

    #[test]
    fn json_is_read_strictly() {
        let err = parse_json(r#"{"players": 2, "players": 3}"#).unwrap_err();
        assert_eq!(err.code(), "bad_json");
        assert!(err.to_string().contains("appears twice"), "{err}");
    }

    #[test]
    fn echo_escapes_and_shortens() {
        assert_eq!(echo("chess"), "\"chess\"");
        assert_eq!(echo("a\u{1b}[2J\n"), "\"a\\u{1b}[2J\\n\"");
        let long = "x".repeat(500);
        let shown = echo(&long);
        assert!(
            shown.chars().count() < 60 && shown.ends_with("…\""),
            "{shown}"
        );
    }

    #[test]
    fn lines_over_the_limit_are_dropped_whole() {
        let text = b"short\r\nthis line is far too long\nok\nlast";
        let mut reader = std::io::BufReader::with_capacity(4, &text[..]);
        let mut buf = Vec::new();
        let mut seen = Vec::new();
        loop {
            match read_line(&mut reader, &mut buf, 10).unwrap() {
                Line::End => break,
                Line::TooLong => seen.push("<too long>".to_string()),
                Line::Text => seen.push(String::from_utf8(buf.clone()).unwrap()),
            }
            assert!(buf.len() <= 10);
        }
        assert_eq!(seen, ["short", "<too long>", "ok", "last"]);
    }
}
