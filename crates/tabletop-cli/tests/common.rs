//! Running the real binary, and temporary files for it.

use std::path::PathBuf;
use std::process::{Command, Output};

/// Runs `tabletop` with `args`.
pub fn tabletop(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tabletop"))
        .args(args)
        .output()
        .expect("the binary runs")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A file of `tests/fixtures/` (copies of the repository's example
/// positions, so that the packaged crate tests on its own).
pub fn fixture(name: &str) -> String {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    dir.join(name).to_string_lossy().into_owned()
}

/// A fresh directory of this test process.
pub fn temp_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tabletop-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub fn temp_file(name: &str, text: &str) -> String {
    let path = temp_dir().join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

/// Bad input: exit code 2, one line on standard error, no panic.
pub fn assert_refused(o: &Output, needle: &str) {
    assert_eq!(o.status.code(), Some(2), "stderr: {}", stderr(o));
    let err = stderr(o);
    assert_eq!(
        err.trim_end().lines().count(),
        1,
        "one line expected: {err}"
    );
    assert!(err.starts_with("error: ") && err.contains(needle), "{err}");
    assert!(!err.contains("panicked"));
}

/// A usage error: clap's whole message on standard error, exit code 2.
pub fn assert_usage_error(o: &Output, needles: &[&str]) {
    assert_eq!(o.status.code(), Some(2), "stderr: {}", stderr(o));
    let err = stderr(o);
    for needle in needles {
        assert!(err.contains(needle), "{needle:?} missing from:\n{err}");
    }
    assert!(!err.contains("panicked"));
}
