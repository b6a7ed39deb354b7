//! The one error type of the command line: each prints as one line.

use std::path::PathBuf;

/// Why a command failed.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// No such game.
    #[error("unknown game `{0}` (try `tabletop games`)")]
    UnknownGame(String),
    /// A file could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// A file is not what it should be (bad JSON, invalid position, …).
    #[error("{path}: {reason}")]
    BadFile {
        /// The file.
        path: PathBuf,
        /// Why.
        reason: String,
    },
    /// The configuration cannot be played.
    #[error(transparent)]
    Config(#[from] tabletop_core::ConfigError),
    /// Any other bad input, with its reason.
    #[error("{0}")]
    Input(String),
    /// An engine broke its own contract (a bug to report).
    #[error("engine fault: {0}")]
    Engine(#[from] tabletop_core::EngineFault),
}

impl CliError {
    /// The process exit code: 2 for bad input, 3 for an engine fault.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Engine(_) => 3,
            _ => 2,
        }
    }
}

/// Reads a whole file, naming it in the error.
pub fn read_file(path: &std::path::Path) -> Result<String, CliError> {
    std::fs::read_to_string(path).map_err(|source| CliError::Io {
        path: path.to_path_buf(),
        source,
    })
}

/// Writes a whole file, naming it in the error.
pub fn write_file(path: &std::path::Path, text: &str) -> Result<(), CliError> {
    std::fs::write(path, text).map_err(|source| CliError::Io {
        path: path.to_path_buf(),
        source,
    })
}
