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
                if l.starts_with("Now in ") || l.to_lowercase().contains("dealt to ") {
                    assert!(
                        l.contains(&format!("in seat {s}'s hand:"))
                            || l.contains(&format!("to seat {s}:")),
                        "{l}"
                    );
                }
            }
            let spectator = after.narrate(&before, seat, &action, Audience::Spectator);
            assert!(
                spectator
                    .iter()
                    .all(|l| !l.starts_with("Now in ") && !l.to_lowercase().contains("dealt to "))
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

#[test]
fn a_placed_card_is_described_as_it_lies_not_as_printed() {
    // The s-curve printed `sw:b+berm+berm ne:h+rock+rock / ne:b+berm+berm
    // sw:h+rock+rock`,
    // turned a quarter clockwise, lies across two cells: its printed top
    // cell to the east, every port turned (south → west, west → north, …).
    let card = crate::common::card("s-curve", 'b', 'h');
    let config = TrailblazersConfig::for_players(1).unwrap();
    let g = crate::common::load(&crate::common::position(
        &config,
        1,
        "turn 1",
        &[crate::common::SeatSpec {
            hand: vec![card],
            ..crate::common::SeatSpec::park(vec![crate::common::camp('h', 0, 0, 0)])
        }],
        (&[], &[]),
    ));
    let p = crate::common::trail(card, 0, -1, 90);
    let mut after = g.clone();
    after.apply_mut(Seat(0), &p).unwrap();
    let line = &after.narrate(&g, Seat(0), &p, Audience::Seat(Seat(0)))[0];
    assert!(
        line.contains(&format!(
            "trail {} at 0,-1 r90 [s-curve: 0,-1 nw:h+rock+rock es:b+berm+berm | 1,-1 nw:b+berm+berm es:h+rock+rock]",
            u16::from(card) + 1
        )),
        "{line}"
    );
    assert!(!line.contains(" / "), "{line}");
}

/// The narration of a solo game played by the greedy bot, the outcome's
/// breakdown last.
fn solo_story(challenge: &str, seed: u64) -> (Vec<String>, trailblazers_rules::SoloResult) {
    use tabletop_core::{Bot, play_out};
    let config = TrailblazersConfig::for_players(1)
        .unwrap()
        .with_challenge(challenge.parse().unwrap())
        .unwrap();
    let mut g = Trailblazers::setup(config, seed).unwrap();
    let mut lines = g.describe_setup(Audience::Omniscient);
    let mut bots: Vec<Box<dyn Bot<Trailblazers>>> =
        vec![Box::new(trailblazers_rules::GreedyBot::new(seed))];
    play_out(&mut g, &mut bots, 200, &mut Vec::new(), |b, s, a, after| {
        lines.extend(after.narrate(b, s, a, Audience::Omniscient));
    })
    .unwrap();
    lines.extend(g.outcome().unwrap().breakdown);
    (lines, g.solo_result().unwrap())
}

#[test]
fn solo_narration_speaks_of_one_player_and_never_contradicts_its_goals() {
    // An In-Game goal that is met at the start of round 4 is reported met
    // there and in the breakdown; nothing says "each", "Everyone" or
    // "unclaimed" at a table of one.
    let (lines, result) = solo_story("voyager:trail-network", 1);
    let text = lines.join("\n");
    for never in [
        "8 cards each",
        "Everyone",
        "unclaimed",
        "dealt to",
        "Dealt to",
    ] {
        assert!(!text.contains(never), "{never}:\n{text}");
    }
    assert!(
        text.contains("Round 2: 8 cards drawn; seat 0 places a camp."),
        "{text}"
    );
    if result.reason.contains("was not met") {
        assert!(text.contains("In-Game goal Trail Network: not met at the start of round 4"));
    } else {
        // The goal is resolved after round 4's draw (L62).
        let round_4 =
            "Round 4: 8 cards drawn; all camps are out, so no camp this round.\nDrawn by seat 0: ";
        assert!(text.contains(round_4), "{text}");
        let resolved = text.find("Trail Network is met at the start of round 4: play on.");
        assert!(resolved > text.find(round_4), "{text}");
        assert!(text.contains("In-Game goal Trail Network: met at the start of round 4"));
    }
    // Tenderfoot has no goal: round 4 mentions none.
    let (lines, _) = solo_story("tenderfoot-30", 1);
    let text = lines.join("\n");
    assert!(text.contains("Round 4: 8 cards drawn; all camps are out, so no camp this round."));
    assert!(!text.contains("goal"), "{text}");
}

#[test]
fn a_solo_game_lost_on_points_still_reports_its_end_game_goal() {
    let (lines, result) = (0..40)
        .map(|seed| solo_story("voyager:loop-de-loop", seed))
        .find(|(_, r)| !r.won && r.reason.contains("fall short"))
        .expect("a game that meets Loop de Loop and falls short of 50");
    assert!(
        result.reason.starts_with("Loop de Loop is met ("),
        "{}",
        result.reason
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("End-Game goal Loop de Loop: met (")),
        "{lines:?}"
    );
}
