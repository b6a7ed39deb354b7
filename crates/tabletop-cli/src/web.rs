//! `tabletop web`: the dispute page, served over HTTP.

use crate::output::say;
use tabletop::Error;

/// The most disputes `--max-disputes` allows.
const MAX_DISPUTES: usize = 100_000;

/// Serves the page on `bind` until the process is stopped.
pub fn run(bind: &str, max_disputes: usize) -> Result<(), Error> {
    if !(1..=MAX_DISPUTES).contains(&max_disputes) {
        return Err(Error::OutOfRange {
            name: "--max-disputes",
            expected: "from 1 to 100,000",
            got: max_disputes.to_string(),
        });
    }
    let limits = tabletop_web::Limits {
        max_disputes,
        ..tabletop_web::Limits::default()
    };
    tabletop_web::run(bind, limits, |addr| {
        say!("the dispute page is served on http://{addr}/ (stop with Ctrl-C)");
    })
    .map_err(|e| Error::Io {
        path: bind.to_string(),
        reason: e.to_string(),
    })
}
