//! Traceable test names: every scenario id a test name uses (`tv_t3a_…` is
//! TV-T3a, `tr_9_…` is TR-9) must be defined in the game's rulings, on a
//! line that names its rulebook line, so a person settling a dispute can go
//! from a rule to its test and back.

use std::path::Path;

/// The scenario ids used in the names of the functions under `tests_dir`
/// (recursively, `.rs` files) whose names start with `prefix_` (e.g. `tv`),
/// upper-cased as the rulings write them (`TV-T3a`, `TV-13`), sorted and
/// without repeats.
///
/// An id is the prefix, an optional `t`, digits, and an optional lower-case
/// letter written right after the digits: `tr_t5b_…` is TR-T5b, while
/// `tr_1_a_custom_deck` is TR-1.
pub fn scenario_ids_in_tests(tests_dir: &Path, prefix: &str) -> Vec<String> {
    let mut ids = Vec::new();
    let mut stack = vec![tests_dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                ids.extend(ids_in_source(&text, prefix));
            }
        }
    }
    ids.sort();
    ids.dedup();
    ids
}

/// The scenario ids in the function names of one source file.
fn ids_in_source(text: &str, prefix: &str) -> Vec<String> {
    let head = format!("fn {prefix}_");
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find(&head) {
        rest = &rest[at + head.len()..];
        if let Some(id) = scenario_id(rest, prefix) {
            out.push(id);
        }
    }
    out
}

/// Reads `t3a_…`, `13_…` after the prefix; `None` if no digits follow.
fn scenario_id(name: &str, prefix: &str) -> Option<String> {
    let bytes = name.as_bytes();
    let mut i = 0;
    let worked = bytes.first() == Some(&b't');
    if worked {
        i += 1;
    }
    let digits_start = i;
    while i < bytes.len() && bytes[i].is_ascii_digit() {
        i += 1;
    }
    if i == digits_start {
        return None;
    }
    let mut end = i;
    if i < bytes.len() && bytes[i].is_ascii_lowercase() {
        let after = bytes.get(i + 1).copied();
        if after.is_none_or(|b| b == b'_' || b == b'(') {
            end = i + 1;
        }
    }
    match bytes.get(end) {
        None | Some(b'_') | Some(b'(') => {}
        _ => return None,
    }
    let number = &name[digits_start..i];
    let letter = &name[i..end];
    let t = if worked { "T" } else { "" };
    Some(format!("{}-{t}{number}{letter}", prefix.to_uppercase()))
}

/// Whether `rulings` defines `id`: a line that is a heading naming it
/// (`## TR-1 …`), names it in bold (`**TV-13**`) or starts a table row with
/// it (`| SJ-T4 …`), and that cites a rulebook line (`L73`).
pub fn defines(rulings: &str, id: &str) -> bool {
    rulings.lines().any(|line| {
        let row = line.strip_prefix('|').is_some_and(|cell| {
            let cell = cell.trim_start();
            cell.starts_with(id) && has_word(cell, id)
        });
        let named = row
            || line.contains(&format!("**{id}**"))
            || (line.starts_with('#') && has_word(line, id));
        named && cites_a_line(line)
    })
}

/// Whether `line` contains `word` not followed by a letter or digit.
fn has_word(line: &str, word: &str) -> bool {
    line.match_indices(word).any(|(at, _)| {
        line[at + word.len()..]
            .chars()
            .next()
            .is_none_or(|c| !c.is_ascii_alphanumeric())
    })
}

/// Whether `line` cites a rulebook line: an `L` followed by a digit, not in
/// the middle of a word.
fn cites_a_line(line: &str) -> bool {
    let b = line.as_bytes();
    (0..b.len().saturating_sub(1)).any(|i| {
        b[i] == b'L' && b[i + 1].is_ascii_digit() && (i == 0 || !b[i - 1].is_ascii_alphanumeric())
    })
}

/// The scenario ids the tests under `tests_dir` use (see
/// [`scenario_ids_in_tests`]) that `rulings` does not define (see
/// [`defines`]). A game's tests assert this is empty.
pub fn untraced_scenario_ids(tests_dir: &Path, prefix: &str, rulings: &str) -> Vec<String> {
    scenario_ids_in_tests(tests_dir, prefix)
        .into_iter()
        .filter(|id| !defines(rulings, id))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_read_from_function_names() {
        let src = "fn tv_t3a_off_type() {}\nfn tr_1_a_custom_deck() {}\n\
                   fn tr_t5b_lazy() {}\nfn tv_13() {}\nfn tv_helper() {}\nfn tvx_1() {}";
        assert_eq!(ids_in_source(src, "tv"), ["TV-T3a", "TV-13"]);
        assert_eq!(ids_in_source(src, "tr"), ["TR-1", "TR-T5b"]);
    }

    #[test]
    fn a_definition_names_the_id_and_a_rulebook_line() {
        let doc = "* **TV-13** (L73) Dried Up.\n## TR-1 The cards (L5)\n* **TV-9** no line\n\
                   TV-T1 is mentioned (L38)\n| SJ-T4 (L71) split | `sj_t4_…` |\n| SJ-T5 | none |";
        assert!(defines(doc, "SJ-T4"));
        assert!(!defines(doc, "SJ-T5"), "a row without a rulebook line");
        assert!(defines(doc, "TV-13"));
        assert!(defines(doc, "TR-1"));
        assert!(!defines(doc, "TR-10"), "TR-1 is not TR-10");
        assert!(!defines(doc, "TV-9"), "no rulebook line");
        assert!(!defines(doc, "TV-T1"), "mentioned, not defined");
    }
}
