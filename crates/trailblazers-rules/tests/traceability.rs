//! Traceable names: every scenario id a test name uses (`tb_t3a_…`,
//! `tb_13_…`) is defined, with its rulebook line, in
//! `docs/rulings/trailblazers.md`, so a person settling a dispute can go from a rule
//! to its test and back.

use std::path::Path;
use tabletop_core::testing::{scenario_ids_in_tests, untraced_scenario_ids};

#[test]
fn every_scenario_id_in_a_test_name_is_defined_in_the_rulings() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let rulings = std::fs::read_to_string(root.join("../../docs/rulings/trailblazers.md"))
        .unwrap_or_default();
    let used = scenario_ids_in_tests(&root.join("tests"), "tb");
    // Every worked example of the rules analysis has a named test.
    for n in 1..=10 {
        let id = format!("TB-T{n}");
        assert!(used.contains(&id), "no test is named for {id}: {used:?}");
    }
    let missing = untraced_scenario_ids(&root.join("tests"), "tb", &rulings);
    assert!(
        missing.is_empty(),
        "test names use ids that docs/rulings/trailblazers.md does not define on a line \
         citing the rulebook: {missing:?}"
    );
}
