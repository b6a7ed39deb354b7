//! `--svg DIR` and the text drawings `check` prints: pictures of the table
//! for a person to compare with a real one.

use crate::output::say;
use std::path::{Path, PathBuf};
use tabletop::{Error, Table, input};

/// Makes sure `dir` exists (creating it), before any work is done.
pub fn prepare(dir: Option<&PathBuf>) -> Result<(), Error> {
    if let Some(dir) = dir {
        std::fs::create_dir_all(dir).map_err(|e| Error::Io {
            path: dir.display().to_string(),
            reason: e.to_string(),
        })?;
    }
    Ok(())
}

/// Writes one SVG file per drawing of `table` into `dir`, and says so.
pub fn write_svgs(table: &dyn Table, dir: &Path) -> Result<(), Error> {
    let drawings = table.drawings();
    if drawings.is_empty() {
        say!("{} draws no pictures", table.game());
    }
    for d in drawings {
        let path = dir.join(format!("{}.svg", d.file_stem()));
        input::write_file(&path, &d.svg)?;
        say!("{} drawn in {}", d.title, path.display());
    }
    Ok(())
}

/// Prints each text drawing of `table` under its title.
pub fn print_texts(table: &dyn Table) {
    for d in table.drawings() {
        say!("{}:", d.title);
        for line in d.text.lines() {
            say!("  {line}");
        }
    }
}
