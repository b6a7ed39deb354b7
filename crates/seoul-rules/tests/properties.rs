//! Property tests: legality agrees with enumeration for every action
//! there is; the legal ids the research surface names directly are those of
//! the legal actions; a Day's score equals the sum of its explained parts (and of
//! the numbers its explanation prints); positions round-trip through JSON;
//! the random draw is the pick from the legal list.
//! Each draws its configuration from [`crate::configs::every_flag`]: every
//! player count and Journey length under every flag combination.

use proptest::prelude::*;
use seoul_rules::{ACTION_CODES, Action, Seoul, SeoulConfig};
use tabletop_core::bot::next_seat;
use tabletop_core::testing::check_random_draws;
use tabletop_core::{ActionId, Game, GameConfig, GameRng, Research, Seat, Steps};

/// Configuration `which` of [`crate::configs::every_flag`] (modulo): every
/// player count and Journey length under every flag combination.
fn config(which: usize) -> SeoulConfig {
    let all = crate::configs::every_flag();
    all[which % all.len()].1.clone()
}

/// Plays `steps` random legal actions (fewer if the Journey ends first).
fn random_prefix(config: SeoulConfig, seed: u64, steps: usize) -> Seoul {
    let mut g = Seoul::setup(config, seed).unwrap();
    let mut rng = GameRng::new(seed ^ 0x5E0);
    let mut legal = Vec::new();
    for _ in 0..steps {
        let Some(seat) = next_seat(&g) else { break };
        legal.clear();
        g.legal_actions(seat, &mut legal);
        let a = legal[rng.index(legal.len())];
        g.apply_mut(seat, &a).unwrap();
    }
    g
}

/// The number a breakdown line ends with (`…: 4`).
fn trailing_points(line: &str) -> i32 {
    line.rsplit(": ")
        .next()
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("{line}"))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn legality_agrees_with_enumeration(
        which in 0usize..1000, seed in any::<u64>(), steps in 0usize..700
    ) {
        let config = config(which);
        let players = config.players();
        let g = random_prefix(config, seed, steps);
        let mut legal = Vec::new();
        for s in 0..(players as u8 + 1) {
            legal.clear();
            g.legal_actions(Seat(s), &mut legal);
            // Every action for the seat to act; a sample for the others.
            let stride = if g.to_act().includes(Seat(s)) { 1 } else { 7 };
            for code in (0..ACTION_CODES).step_by(stride) {
                let a = Action::from_code(code).unwrap();
                let ok = g.validate(Seat(s), &a).is_ok();
                prop_assert_eq!(ok, legal.contains(&a), "seat {} action {}", s, g.action_text(&a));
                if !ok {
                    let mut copy = g.clone();
                    prop_assert!(copy.apply_mut(Seat(s), &a).is_err());
                    prop_assert_eq!(&copy, &g);
                }
            }
        }
    }

    #[test]
    fn the_legal_ids_named_directly_are_those_of_the_legal_actions(
        which in 0usize..1000, seed in any::<u64>(), steps in 0usize..700
    ) {
        let config = config(which);
        let players = config.players();
        let g = random_prefix(config, seed, steps);
        let (mut legal, mut ids) = (Vec::new(), Vec::new());
        let mut action_steps = Steps::EMPTY;
        for s in 0..players as u8 {
            let seat = Seat(s);
            legal.clear();
            g.legal_actions(seat, &mut legal);
            // The slow path: each legal action's steps, their first ids.
            let mut listed: Vec<ActionId> = Vec::new();
            for action in &legal {
                g.action_steps(seat, action, &mut action_steps);
                prop_assert_eq!(action_steps.len(), 1);
                listed.push(action_steps.as_slice()[0]);
                prop_assert_eq!(g.action_of_steps(seat, action_steps.as_slice()), Some(*action));
            }
            listed.sort_unstable();
            listed.dedup();
            prop_assert!(g.next_steps(seat, &[], &mut ids));
            prop_assert_eq!(&ids, &listed, "{} after {} steps", seat, steps);
            // A chosen id is a whole action: nothing follows it.
            if let Some(&first) = listed.first() {
                prop_assert!(g.next_steps(seat, &[first], &mut ids));
                prop_assert!(ids.is_empty());
            }
        }
    }

    #[test]
    fn a_days_score_is_the_sum_of_its_explained_parts(
        which in 0usize..1000, seed in any::<u64>()
    ) {
        let config = config(which);
        let (players, days) = (config.players(), config.days());
        let mut g = Seoul::setup(config, seed).unwrap();
        let mut rng = GameRng::new(seed);
        let mut legal = Vec::new();
        let mut days_checked = 0;
        while let Some(seat) = next_seat(&g) {
            legal.clear();
            g.legal_actions(seat, &mut legal);
            let a = legal[rng.index(legal.len())];
            let day = g.day();
            g.apply_mut(seat, &a).unwrap();
            if g.day() == day && g.outcome().is_none() {
                continue;
            }
            let record = *g.last_day().expect("a Day was scored");
            prop_assert_eq!(record.day(), day);
            let lines = g.explain_day(&record);
            for s in 0..players as u8 {
                let stored = g.day_scores(Seat(s))[usize::from(day) - 1];
                // The seat's header, its parts, and the Nightlife line.
                let header = format!("seat {s} scores {stored} for Day {day}:");
                let at = lines.iter().position(|l| l.starts_with(&header));
                prop_assert!(at.is_some(), "no line {:?} in {:#?}", header, lines);
                let at = at.unwrap();
                let parts: i32 = lines[at + 1..]
                    .iter()
                    .take_while(|l| l.starts_with("  ") && !l.contains("Nightlife token"))
                    .map(|l| trailing_points(l))
                    .sum();
                prop_assert_eq!(parts, stored);
            }
            days_checked += 1;
        }
        prop_assert_eq!(days_checked, usize::from(days));
        let outcome = g.outcome().unwrap();
        for s in 0..players {
            let seat = Seat(s as u8);
            let sum: i64 = g.day_scores(seat).iter().map(|&p| i64::from(p)).sum();
            prop_assert_eq!(outcome.scores[s], sum + 2 * i64::from(g.nightlife(seat)));
        }
    }

    #[test]
    fn the_drawings_show_every_card_of_every_tableau(
        which in 0usize..1000, seed in any::<u64>(), steps in 0usize..700
    ) {
        let g = random_prefix(config(which), seed, steps);
        let drawings = g.drawings();
        prop_assert_eq!(drawings.len(), g.players());
        for (s, d) in drawings.iter().enumerate() {
            let seat = Seat(s as u8);
            let t = g.tableau(seat);
            let cards = t.count() + g.guardians(seat).len();
            prop_assert_eq!(d.svg.matches(r#"<g class="card">"#).count(), cards);
            prop_assert!(d.svg.trim_end().ends_with("</svg>"));
            let today = g.day_table().score(seat);
            prop_assert!(
                d.text.contains(&format!(": {today}\n")) || d.text.contains(&format!(" {today}:\n")),
                "{}", d.text
            );
        }
    }

    #[test]
    fn positions_round_trip_through_json(
        which in 0usize..1000, seed in any::<u64>(), steps in 0usize..700
    ) {
        let g = random_prefix(config(which), seed, steps);
        let json = serde_json::to_string(&g).unwrap();
        let back: Seoul = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(&back, &g);
        let file = tabletop_core::PositionFile::of(&g).unwrap();
        prop_assert_eq!(file.load::<Seoul>().unwrap(), g);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// The random draw ([`Game::random_legal_action`]), which counts the
    /// legal actions step by step and builds only the one drawn, is the
    /// pick from the written list: the action at index `rng.index(n)` of
    /// the `n` listed, with the generator left where that pick leaves it,
    /// for every seat (one past the table too) and many generators.
    #[test]
    fn the_random_draw_is_the_pick_from_the_legal_list(
        which in 0usize..1000, seed in any::<u64>(), steps in 0usize..700, draws in any::<u64>(),
    ) {
        let g = random_prefix(config(which), seed, steps);
        prop_assert_eq!(check_random_draws(&g, (0..16).map(|k| draws ^ k)), Ok(()));
    }
}
