//! Narration says what each placement did, and only what its audience may
//! know: a secret placement is described to its own seat at once and to
//! everyone else when the step's placements are revealed; hands are named
//! only to their owner (and the omniscient narrator).

use tabletop_core::{Audience, Game, GameConfig, GameRng, Seat};
use trailblazers_rules::{Step, Trailblazers, TrailblazersConfig};

/// Every (before, seat, action, after) of a random game.
fn random_game(
    players: usize,
    seed: u64,
) -> Vec<(
    Trailblazers,
    Seat,
    trailblazers_rules::Placement,
    Trailblazers,
)> {
    let config = TrailblazersConfig::for_players(players).unwrap();
    let mut g = Trailblazers::setup(config, seed).unwrap();
    let mut rng = GameRng::new(seed);
    let mut legal = Vec::new();
    let mut steps = Vec::new();
    while let Some(seat) = tabletop_core::next_seat(&g) {
        legal.clear();
        g.legal_actions(seat, &mut legal);
        let a = legal[rng.index(legal.len())];
        let before = g.clone();
        g.apply_mut(seat, &a).unwrap();
        steps.push((before, seat, a, g.clone()));
    }
    steps
}

#[test]
fn a_secret_placement_is_named_to_its_seat_only_until_the_reveal() {
    for (before, seat, action, after) in random_game(3, 7) {
        let revealed = before.step() != after.step() || before.round() != after.round();
        let own = after.narrate(&before, seat, &action, Audience::Seat(seat));
        assert!(
            own[0].starts_with(&format!("{seat} places {action}")),
            "{own:?}"
        );
        for audience in [Audience::Spectator, Audience::Seat(Seat((seat.0 + 1) % 3))] {
            let lines = after.narrate(&before, seat, &action, audience);
            assert!(lines[0].ends_with("in secret."), "{lines:?}");
            if !revealed {
                assert_eq!(lines.len(), 1, "{lines:?}");
                assert!(!lines[0].contains(&action.to_string()));
            } else {
                // Now everyone sees the step's placements.
                assert!(
                    lines
                        .iter()
                        .any(|l| l.contains(&format!("Revealed: {seat} places {action}")))
                );
            }
        }
    }
}

#[test]
fn hands_are_named_only_to_their_owner() {
    for (before, seat, action, after) in random_game(2, 9) {
        for s in 0..2u8 {
            let lines = after.narrate(&before, seat, &action, Audience::Seat(Seat(s)));
            for l in &lines {
                if l.contains(" in hand to ") || l.starts_with("Dealt to ") {
                    assert!(l.contains(&format!("to seat {s}:")), "{l}");
                }
            }
            let spectator = after.narrate(&before, seat, &action, Audience::Spectator);
            assert!(
                spectator
                    .iter()
                    .all(|l| !l.contains(" in hand to ") && !l.starts_with("Dealt to "))
            );
        }
        let all = after.narrate(&before, seat, &action, Audience::Omniscient);
        if before.round() != after.round() && after.step() != Step::Over {
            assert_eq!(
                all.iter().filter(|l| l.starts_with("Dealt to ")).count(),
                2,
                "{all:?}"
            );
        }
    }
}

#[test]
fn the_end_of_a_round_draws_every_park_and_explains_its_loops() {
    let game = random_game(2, 4);
    let (before, seat, action, after) = game
        .iter()
        .find(|(b, _, _, a)| b.round() == 1 && a.round() == 2)
        .unwrap();
    let lines = after.narrate(before, *seat, action, Audience::Spectator);
    assert!(lines.iter().any(|l| l == "seat 0's park after round 1:"));
    assert!(lines.iter().any(|l| l == "seat 1's park after round 1:"));
    assert!(lines.iter().any(|l| l.starts_with("Map legend:")));
    assert!(
        lines
            .iter()
            .any(|l| l.contains("loops ") && l.starts_with("seat 0: "))
    );
}

#[test]
fn setup_narration_names_hands_to_their_owner_only() {
    let g = Trailblazers::setup(TrailblazersConfig::for_players(3).unwrap(), 1).unwrap();
    let spectator = g.describe_setup(Audience::Spectator).join("\n");
    assert!(!spectator.contains("dealt to"), "{spectator}");
    let mine = g.describe_setup(Audience::Seat(Seat(1))).join("\n");
    assert!(
        mine.contains("Round 1: dealt to seat 1:") && !mine.contains("dealt to seat 0"),
        "{mine}"
    );
    let all = g.describe_setup(Audience::Omniscient).join("\n");
    assert_eq!(all.matches("Round 1: dealt to").count(), 3);
    assert!(all.contains("In-Game goals"));
}
