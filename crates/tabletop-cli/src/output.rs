//! Printing to standard output without panicking when the reader goes away
//! (`tabletop play … | head`): a closed pipe ends the program quietly.

use std::io::{ErrorKind, Write};

/// Writes one line to standard output. If standard output is closed (a
/// broken pipe), exits at once with success; any other write error exits
/// with status 2 after a one-line reason on standard error.
pub fn line(args: std::fmt::Arguments<'_>) {
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_fmt(args).and_then(|()| out.write_all(b"\n")) {
        if e.kind() == ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("error: cannot write to standard output: {e}");
        std::process::exit(2);
    }
}

/// `println!` that never panics: see [`line`].
macro_rules! say {
    ($($arg:tt)*) => {
        $crate::output::line(format_args!($($arg)*))
    };
}
pub(crate) use say;

/// Prints `value` as pretty JSON.
pub fn say_json(value: &impl serde::Serialize) -> Result<(), tabletop::Error> {
    let text = serde_json::to_string_pretty(value).map_err(|e| tabletop::Error::Internal {
        reason: e.to_string(),
    })?;
    say!("{text}");
    Ok(())
}
