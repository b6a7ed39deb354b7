//! `tabletop serve`: the engine protocol on standard input and output.

use crate::output::say;
use tabletop::Error;
use tabletop::protocol::{self, Limits};

/// The most games `--max-games` allows.
const MAX_GAMES: usize = 1_000_000;
/// The longest line `--max-line-bytes` allows: 64 MiB.
const MAX_LINE_BYTES: usize = 64 << 20;
/// The shortest line `--max-line-bytes` allows: 1 KiB.
const MIN_LINE_BYTES: usize = 1 << 10;

/// Serves until standard input ends or a `quit` request; `--schema` prints
/// the protocol's JSON Schema instead.
pub fn run(max_games: usize, max_line_bytes: usize, schema: bool) -> Result<(), Error> {
    if schema {
        say!("{}", protocol::SCHEMA.trim_end());
        return Ok(());
    }
    if !(1..=MAX_GAMES).contains(&max_games) {
        return Err(Error::OutOfRange {
            name: "--max-games",
            expected: "from 1 to 1,000,000",
            got: max_games.to_string(),
        });
    }
    if !(MIN_LINE_BYTES..=MAX_LINE_BYTES).contains(&max_line_bytes) {
        return Err(Error::OutOfRange {
            name: "--max-line-bytes",
            expected: "from 1,024 to 67,108,864",
            got: max_line_bytes.to_string(),
        });
    }
    let limits = Limits {
        max_games,
        max_line_bytes,
    };
    let stdin = std::io::stdin().lock();
    let stdout = std::io::stdout().lock();
    match protocol::serve(stdin, stdout, limits) {
        Ok(()) => Ok(()),
        // The client went away: nothing more to answer.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        Err(e) => Err(Error::Io {
            path: "standard input/output".into(),
            reason: e.to_string(),
        }),
    }
}
