//! The fuzz harness on the toy game: a correct game passes every input, and
//! for each promise the harness checks, a game with that promise broken is
//! caught (the panic names what broke).

use crate::faulty::{Fault, Faulty, FaultyConfig};
use crate::toy::{ActionBug, Bug, plant_action_bug};
use serde_json::{Value, json};
use tabletop_core::testing::{
    fuzz_actions, fuzz_config, fuzz_game, fuzz_position, fuzz_replay, seed_positions, seed_replays,
    standard_fuzz_inputs,
};
use tabletop_core::{Game, GameConfig, PositionFile, Seat};

/// A step reading `text` in the game's notation, by `seat`.
fn text_step(seat: u8, text: &str) -> Vec<u8> {
    [&[3, seat, text.len() as u8][..], text.as_bytes()].concat()
}

/// The inputs every check below is run on: the standard ones, and raw
/// actions of every card by every seat between legal picks.
fn inputs() -> Vec<Vec<u8>> {
    let mut all = standard_fuzz_inputs();
    let mut raw = vec![3u8; 8];
    for card in 0..14u8 {
        for seat in 0..3 {
            raw.extend(text_step(seat, &format!("play {card}")));
        }
        raw.extend_from_slice(&[0, card, 0, card, 6, 0]);
    }
    all.push(raw);
    all
}

fn message(payload: Box<dyn std::any::Any + Send>) -> String {
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default()
}

/// The harness's verdict on `run`: `None` if it passed, else the panic.
fn verdict(run: impl FnOnce() + std::panic::UnwindSafe) -> Option<String> {
    std::panic::catch_unwind(run).err().map(message)
}

/// Runs `fuzz_actions` on every input until one is caught.
fn caught_in_play(config: FaultyConfig) -> String {
    inputs()
        .into_iter()
        .find_map(|data| verdict(|| fuzz_actions::<Faulty>(&config, &data)))
        .unwrap_or_else(|| panic!("the harness missed {config:?}"))
}

fn assert_caught(config: FaultyConfig, says: &[&str]) {
    let msg = caught_in_play(config.clone());
    assert!(
        says.iter().any(|s| msg.contains(s)),
        "{config:?} was caught as: {msg}"
    );
}

#[test]
fn a_correct_game_passes_every_input_of_every_kind() {
    for players in 2..=3 {
        let config = FaultyConfig {
            players,
            ..Default::default()
        };
        for data in inputs() {
            fuzz_actions::<Faulty>(&config, &data);
            fuzz_game::<Faulty>(&[json!({"flag": true}), json!({"hand": 4})], &data);
        }
        for text in seed_positions::<Faulty>(std::slice::from_ref(&config), 0..3, 2) {
            fuzz_position::<Faulty>(text.as_bytes());
        }
        for text in seed_replays::<Faulty>(std::slice::from_ref(&config), 0..3) {
            fuzz_replay::<Faulty>(text.as_bytes(), 100);
        }
    }
    for text in [
        "{}",
        r#"{"players": 3, "flag": true}"#,
        r#"{"hand": 9}"#,
        r#"{"x": 1}"#,
        "[]",
        "{",
    ] {
        fuzz_config::<Faulty>(text.as_bytes(), 2);
    }
}

#[test]
fn invariants_are_checked_after_every_action() {
    assert_caught(
        FaultyConfig::with_bug(Bug::LosesACard),
        &["invariant broken"],
    );
}

#[test]
fn the_outcome_is_given_exactly_when_the_game_is_over() {
    assert_caught(
        FaultyConfig::with_bug(Bug::NoOutcome),
        &["over without an outcome"],
    );
    assert_caught(
        FaultyConfig::with_bug(Bug::EarlyOutcome),
        &["an outcome before"],
    );
}

#[test]
fn the_outcome_ranks_agree_with_the_scores() {
    assert_caught(
        FaultyConfig::with_fault(Fault::WrongRanks),
        &["inconsistent outcome"],
    );
}

#[test]
fn validate_agrees_with_the_legal_list() {
    assert_caught(
        FaultyConfig::with_bug(Bug::ValidateRefusesListed),
        &["fails validate", "validate refuses"],
    );
    assert_caught(
        FaultyConfig::with_bug(Bug::LooseValidate),
        &["validate accepts"],
    );
}

#[test]
fn apply_mut_agrees_with_validate() {
    assert_caught(
        FaultyConfig::with_bug(Bug::LooseApply),
        &["apply_mut accepts"],
    );
    assert_caught(
        FaultyConfig::with_bug(Bug::ApplyRefusesListed),
        &["apply_mut refuses"],
    );
}

#[test]
fn a_refused_action_leaves_the_state_as_it_was() {
    assert_caught(
        FaultyConfig::with_bug(Bug::HalfApplied),
        &["changed the state"],
    );
}

#[test]
fn apply_agrees_with_apply_mut() {
    assert_caught(
        FaultyConfig::with_bug(Bug::ApplyDiffers),
        &["apply and apply_mut disagree"],
    );
}

#[test]
fn legal_actions_are_listed_once_for_exactly_the_seats_that_owe() {
    assert_caught(FaultyConfig::with_bug(Bug::ListedTwice), &["listed twice"]);
    assert_caught(
        FaultyConfig::with_bug(Bug::NoLegalAction),
        &["no legal action"],
    );
    assert_caught(
        FaultyConfig::with_bug(Bug::ListedWhenNotOwed),
        &["owes nothing yet"],
    );
}

#[test]
fn views_and_legal_actions_do_not_depend_on_hidden_cards() {
    assert_caught(FaultyConfig::with_bug(Bug::LeakyView), &["cannot see"]);
    assert_caught(
        FaultyConfig::with_bug(Bug::LeakyPublicView),
        &["public view"],
    );
    assert_caught(
        FaultyConfig::with_bug(Bug::LegalPeeks),
        &["legal actions depend"],
    );
}

#[test]
fn positions_save_and_load_exactly() {
    assert_caught(
        FaultyConfig::with_bug(Bug::LossyJson),
        &["loads as another state", "does not load"],
    );
    assert_caught(
        FaultyConfig::with_bug(Bug::CloneDiffers),
        &["clone differs", "disagree"],
    );
    assert_caught(FaultyConfig::with_bug(Bug::Unloadable), &["does not load"]);
}

#[test]
fn the_replay_plays_back_to_the_same_game() {
    assert_caught(FaultyConfig::with_bug(Bug::GeneratorVaries), &["replay"]);
    assert_caught(FaultyConfig::with_bug(Bug::DealVaries), &["replay"]);
}

#[test]
fn action_text_json_and_codes_read_back() {
    assert_caught(FaultyConfig::with_bug(Bug::NotationWrong), &["reads as"]);
    assert_caught(FaultyConfig::with_bug(Bug::DecodesWrong), &["decodes to"]);
    plant_action_bug(ActionBug::TextReadsNext);
    let msg = caught_in_play(FaultyConfig::default());
    plant_action_bug(ActionBug::None);
    assert!(msg.contains("parses back"), "{msg}");
}

#[test]
fn configurations_are_fuzzed_too() {
    let breaks = json!({"fault": "FlagBreaks", "flag": true});
    // The standard game never sets the flag...
    let config = FaultyConfig::with_fault(Fault::FlagBreaks);
    for data in inputs() {
        fuzz_actions::<Faulty>(&config, &data);
    }
    // ...the configurations recombined from samples do.
    let samples = [
        json!({"fault": "FlagBreaks"}),
        json!({"flag": true}),
        json!({"hand": 2}),
    ];
    let msg = inputs()
        .into_iter()
        .find_map(|data| verdict(|| fuzz_game::<Faulty>(&samples, &data)))
        .expect("a recombined configuration sets the flag");
    assert!(msg.contains("the rule flag"), "{msg}");
    let msg = verdict(|| fuzz_config::<Faulty>(breaks.to_string().as_bytes(), 3)).unwrap();
    assert!(msg.contains("the rule flag"), "{msg}");
}

#[test]
fn narration_and_setup_descriptions_are_printable() {
    assert_caught(
        FaultyConfig::with_fault(Fault::DirtyNarration),
        &["narration has a line"],
    );
    assert_caught(
        FaultyConfig::with_fault(Fault::DirtySetup),
        &["setup description"],
    );
}

#[test]
fn the_parser_is_exercised_and_its_refusals_are_clean() {
    assert_caught(
        FaultyConfig::with_fault(Fault::ParsePanics),
        &["index out of bounds"],
    );
    assert_caught(
        FaultyConfig::with_fault(Fault::EchoingErrors),
        &["prints unescaped"],
    );
}

#[test]
fn a_configuration_that_is_accepted_must_set_up() {
    let weak = json!({"fault": "WeakValidate", "hand": 9}).to_string();
    let msg = verdict(|| fuzz_config::<Faulty>(weak.as_bytes(), 2)).expect("setup panics");
    assert!(msg.contains("index out of bounds"), "{msg}");
    // Without the defect the configuration is refused, cleanly.
    fuzz_config::<Faulty>(json!({"hand": 9}).to_string().as_bytes(), 2);
}

/// A position file of a game of `config` after `actions` random actions.
fn position_after(config: FaultyConfig, actions: usize) -> Value {
    let texts = seed_positions::<Faulty>(&[config], 0..1, 1);
    serde_json::from_str(&texts[actions.min(texts.len() - 1)]).unwrap()
}

#[test]
fn a_loaded_position_keeps_every_promise_for_several_steps() {
    // A position that loads without validation and breaks an invariant.
    let mut file = position_after(FaultyConfig::with_fault(Fault::LoadsAnything), 2);
    file["position"]["duel"]["trick"] = json!(2);
    let msg = verdict(|| fuzz_position::<Faulty>(file.to_string().as_bytes())).unwrap();
    assert!(
        msg.contains("a position that loaded") && msg.contains("invariant"),
        "{msg}"
    );
    // The correct game refuses the same position, cleanly.
    file["position"]["config"]["fault"] = json!("None");
    let text = file.to_string();
    assert!(PositionFile::read::<Faulty>(&text).is_err());
    fuzz_position::<Faulty>(text.as_bytes());
    // A defect that shows only from the second trick on is reached by the
    // steps played from a position in the first.
    let mut file = position_after(FaultyConfig::with_bug(Bug::None), 4);
    for config in ["/position/config", "/position/duel/config"] {
        file.pointer_mut(config).unwrap()["bug"] = json!("ApplyRefusesListed");
    }
    let state: Faulty = PositionFile::read(&file.to_string()).unwrap();
    assert!(state.to_act().includes(Seat(0)));
    let msg = verdict(|| fuzz_position::<Faulty>(file.to_string().as_bytes())).unwrap();
    assert!(msg.contains("apply_mut refuses"), "{msg}");
}

#[test]
fn a_replay_file_plays_and_reads_back() {
    for bug in [Bug::LosesACard, Bug::LossyJson] {
        let texts = seed_replays::<Faulty>(&[FaultyConfig::with_bug(bug)], 0..2);
        let caught = texts
            .iter()
            .find_map(|text| verdict(|| fuzz_replay::<Faulty>(text.as_bytes(), 100)));
        let msg = caught.unwrap_or_else(|| panic!("the harness missed {bug:?} in a replay"));
        assert!(msg.contains("a replay that played"), "{bug:?}: {msg}");
    }
    let _ = Faulty::setup(FaultyConfig::for_players(2).unwrap(), 1).unwrap();
}
