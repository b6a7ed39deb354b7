//! Build a position by hand and ask what is legal: the rulebook's sample turn
//! of The Traveler, written as a position file.
//!
//! Run: `cargo run -p tabletop-examples --example ask_legal`

use tabletop_core::{Game, PositionFile, RuleViolation, ToAct};
use traveler_rules::{Action, Traveler};

const SAMPLE_TURN: &str = include_str!("positions/traveler-sample-turn.json");

/// The legal actions of the seat to act, as text, and the verdict on an
/// action that is not legal here.
fn ask() -> (Vec<String>, String) {
    let file = PositionFile::parse(SAMPLE_TURN).expect("the file is a position file");
    let state: Traveler = file.load().expect("the position is valid");
    let ToAct::Seat(seat) = state.to_act() else {
        panic!("one seat is to act in the sample turn");
    };
    let mut legal = Vec::new();
    state.legal_actions(seat, &mut legal);
    // Travelling is not allowed before earning.
    let premature: Action = "travel Santorini".parse().expect("the action reads");
    let verdict = match state.validate(seat, &premature) {
        Ok(()) => "legal".to_string(),
        Err(v) => format!("illegal: {v} [rule: {}]", v.rule()),
    };
    (legal.iter().map(ToString::to_string).collect(), verdict)
}

fn main() {
    let (legal, verdict) = ask();
    println!("legal now: {}", legal.join(", "));
    println!("`travel Santorini` now: {verdict}");
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_sample_turn_starts_with_the_choice_of_earning() {
        let (legal, verdict) = super::ask();
        assert!(legal.contains(&"work".to_string()), "{legal:?}");
        assert!(legal.contains(&"scrounge".to_string()), "{legal:?}");
        assert!(verdict.starts_with("illegal"), "{verdict}");
    }
}
