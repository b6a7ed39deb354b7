//! Every byte the registry reads from outside comes in here: files, request
//! lines and JSON text. Size limits are enforced in this one place, and so
//! is the quoting of input that an error message repeats.

use crate::error::Error;
use serde_json::Value;
use std::io::{BufRead, Read};
use std::path::Path;

/// The largest file the registry reads (a configuration, a position or a
/// replay): 16 MiB. A four-player replay of a whole game is about 5 KiB.
pub const MAX_FILE_BYTES: u64 = 16 << 20;

/// The longest piece of input an error message repeats, in characters.
const ECHO_CHARS: usize = 48;

/// `text` as an error message may repeat it: quoted, with control
/// characters and quotes escaped, and shortened to a few dozen characters.
pub fn echo(text: &str) -> String {
    let mut chars = text.chars();
    let head: String = chars.by_ref().take(ECHO_CHARS).collect();
    let more = chars.next().is_some();
    let quoted = format!("{head:?}");
    if more {
        format!("{}…\"", &quoted[..quoted.len() - 1])
    } else {
        quoted
    }
}

/// Reads a whole text file of at most [`MAX_FILE_BYTES`], naming the file in
/// the error.
pub fn read_file(path: &Path) -> Result<String, Error> {
    let io = |e: std::io::Error| Error::Io {
        path: path.display().to_string(),
        reason: e.to_string(),
    };
    let file = std::fs::File::open(path).map_err(io)?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(Error::TooLarge {
            what: format!("the file {}", path.display()),
            limit: MAX_FILE_BYTES,
        });
    }
    String::from_utf8(bytes).map_err(|_| Error::Io {
        path: path.display().to_string(),
        reason: "not UTF-8 text".into(),
    })
}

/// Writes a whole text file, naming it in the error.
pub fn write_file(path: &Path, text: &str) -> Result<(), Error> {
    std::fs::write(path, text).map_err(|e| Error::Io {
        path: path.display().to_string(),
        reason: e.to_string(),
    })
}

/// Parses JSON text (at most [`MAX_FILE_BYTES`]; nesting is bounded by the
/// JSON reader's own recursion limit).
pub fn parse_json(text: &str) -> Result<Value, Error> {
    if text.len() as u64 > MAX_FILE_BYTES {
        return Err(Error::TooLarge {
            what: "the JSON text".into(),
            limit: MAX_FILE_BYTES,
        });
    }
    serde_json::from_str(text).map_err(|e| Error::BadJson {
        reason: e.to_string(),
    })
}

/// Reads a JSON file: [`read_file`] then [`parse_json`], naming the file.
pub fn read_json_file(path: &Path) -> Result<Value, Error> {
    parse_json(&read_file(path)?).map_err(|e| match e {
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
