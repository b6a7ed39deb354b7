//! The game and configuration a command runs: a name, `--players` and
//! `--config FILE`, resolved through the registry.

use std::path::PathBuf;
use tabletop::{Configured, Error, input};

/// A game as the command line names it.
pub struct GameChoice {
    /// The game's name.
    pub name: String,
    /// `--players`.
    pub players: Option<usize>,
    /// `--config FILE`: a JSON object of configuration fields.
    pub config: Option<PathBuf>,
}

impl GameChoice {
    /// The configured game: the standard game for the player count, with
    /// the file's fields on top, validated.
    pub fn configure(&self) -> Result<Box<dyn Configured>, Error> {
        let engine = tabletop::find(&self.name)?;
        let fields = match &self.config {
            Some(path) => Some(input::read_config_file(path)?),
            None => None,
        };
        engine
            .configure(self.players, fields.as_ref())
            .map_err(|e| match (&self.config, e) {
                (Some(path), Error::BadConfig { reason }) => Error::BadConfig {
                    reason: format!("{}: {reason}", path.display()),
                },
                (_, e) => e,
            })
    }
}

/// A header line: `game — details`, then any configuration that differs
/// from the standard game.
pub fn header(game: &dyn Configured, details: &str) -> String {
    let changed = game.non_default();
    if changed.is_empty() {
        format!("{} — {details}", game.info().name)
    } else {
        format!("{} — {details}; {}", game.info().name, changed.join(", "))
    }
}
