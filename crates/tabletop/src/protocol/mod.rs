//! The engine protocol of `tabletop serve`: JSON lines on a byte stream, so
//! a program in any language can drive the engines as chess programs drive
//! engines over UCI.
//!
//! One request per line, one response per line, in order. A request is a
//! JSON object with a `cmd` and, optionally, an `id` (any JSON value) that
//! the response echoes. A response is `{"id": …, "ok": true, …}` or
//! `{"id": …, "ok": false, "error": {"code", "reason", "rule"?, "index"?}}`.
//! Many games are open at once, each by the `handle` that opened it.
//! `docs/protocol.md` describes every command; [`SCHEMA`] is the JSON
//! Schema of every request and response.
//!
//! ```
//! use tabletop::protocol::{Limits, serve};
//!
//! let requests = br#"{"id": 1, "cmd": "new", "game": "traveler", "players": 2, "seed": 7}
//! {"id": 2, "cmd": "legal", "handle": 1, "seat": 0}
//! "#;
//! let mut responses = Vec::new();
//! serve(&requests[..], &mut responses, Limits::default()).unwrap();
//! let lines: Vec<serde_json::Value> = responses
//!     .split(|&b| b == b'\n')
//!     .filter(|l| !l.is_empty())
//!     .map(|l| serde_json::from_slice(l).unwrap())
//!     .collect();
//! assert_eq!(lines[0]["handle"], 1);
//! assert!(lines[1]["actions"][0]["text"].as_str().unwrap().starts_with("start "));
//! ```

mod request;
mod server;

pub use server::Server;

use crate::input::{Line, read_line};
use std::io::{BufRead, Write};

/// The version of the protocol: requests and responses as described by
/// [`SCHEMA`]. A change that could break a client raises it.
pub const PROTOCOL_VERSION: u32 = 1;

/// The JSON Schema (draft 2020-12) of every request and response of
/// protocol version [`PROTOCOL_VERSION`].
pub const SCHEMA: &str = include_str!("schema.json");

/// The bounds that keep a server's memory bounded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The most games open at once; `new` beyond it is refused.
    pub max_games: usize,
    /// The longest request line in bytes; a longer line is dropped whole
    /// and answered with a `too_large` error.
    pub max_line_bytes: usize,
}

/// The default number of open games.
pub const DEFAULT_MAX_GAMES: usize = 1024;
/// The default longest request line: 1 MiB.
pub const DEFAULT_MAX_LINE_BYTES: usize = 1 << 20;

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_games: DEFAULT_MAX_GAMES,
            max_line_bytes: DEFAULT_MAX_LINE_BYTES,
        }
    }
}

/// Answers every request line of `input` on `output` until the input ends
/// or a `quit` is answered. Blank lines are skipped. Returns only on an
/// input or output error or at the end.
pub fn serve(
    mut input: impl BufRead,
    mut output: impl Write,
    limits: Limits,
) -> std::io::Result<()> {
    let mut server = Server::new(limits);
    let mut line = Vec::new();
    loop {
        let response = match read_line(&mut input, &mut line, limits.max_line_bytes)? {
            Line::End => return Ok(()),
            Line::TooLong => server.answer_too_long(),
            Line::Text if line.iter().all(u8::is_ascii_whitespace) => continue,
            Line::Text => server.answer_line(&line),
        };
        output.write_all(response.as_bytes())?;
        output.write_all(b"\n")?;
        output.flush()?;
        if server.is_done() {
            return Ok(());
        }
    }
}
