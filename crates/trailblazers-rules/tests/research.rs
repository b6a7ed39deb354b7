//! The research surface: the research kit over every player count, every
//! solo challenge and every rule flag, and named checks of the action
//! ids, the tensors' layout and what each seat may see.

use crate::configs::solo;
use tabletop_core::testing::check_research;
use tabletop_core::{
    ActionId, Game, GameConfig, GameRng, Research, Seat, Stepper, Steps, bot::next_seat,
};
use trailblazers_rules::research::steps::IdSpace;
use trailblazers_rules::research::{Layout, SEAT_BLOCK, SEAT_VALUES, WINDOW};
use trailblazers_rules::{
    CampCover, CampRotation, Placement, SoloRefill, Trailblazers, TrailblazersConfig, encode,
};

fn config(players: usize) -> TrailblazersConfig {
    TrailblazersConfig::for_players(players).unwrap()
}

fn kit(config: &TrailblazersConfig, games: u64, first_seed: u64) {
    let report = check_research::<Trailblazers>(config, games, first_seed, 37);
    assert_eq!(report.games, games);
    // Every seat lays 27 cards of 4 steps, unless a solo game stops early.
    if !config.is_solo() {
        assert_eq!(report.longest, 108 * config.players() as u64);
    }
}

#[test]
fn the_research_kit_passes_for_every_player_count() {
    for players in 1..=4 {
        kit(&config(players), 2, 100 * players as u64);
    }
}

#[test]
fn the_research_kit_passes_for_every_solo_challenge() {
    let challenges = config(1).catalogue().solo_card().to_vec();
    for (i, challenge) in challenges.iter().enumerate() {
        kit(&solo(&challenge.to_string()), 1, 700 + i as u64);
    }
}

#[test]
fn the_research_kit_passes_under_the_rule_flags() {
    for players in 1..=4 {
        let flagged = config(players)
            .with_camp_rotation(CampRotation::Fixed)
            .with_camp_cover(CampCover::Nothing)
            .with_solo_refill(SoloRefill::EveryTurn);
        kit(&flagged, 1, 900 + players as u64);
    }
}

#[test]
fn the_action_space_is_the_deck_plus_217_ids() {
    for players in 1..=4 {
        let c = config(players);
        // 3 camps + 135 cards + 105 columns + 105 rows + 4 rotations.
        assert_eq!(Trailblazers::num_distinct_actions(&c), 352);
        assert_eq!(Trailblazers::max_game_length(&c), 108 * players);
    }
    // Another deck: its cards plus the same 217.
    let lab = crate::common::lab_config(2);
    let cards = lab.catalogue().trail_count();
    assert_ne!(cards, 135);
    assert_eq!(Trailblazers::num_distinct_actions(&lab), cards + 217);
}

fn steps_of(game: &Trailblazers, text: &str) -> Vec<ActionId> {
    let p: Placement = text.parse().unwrap();
    let mut steps = Steps::EMPTY;
    game.action_steps(Seat(0), &p, &mut steps);
    steps.as_slice().to_vec()
}

#[test]
fn a_placement_is_its_piece_column_row_and_rotation() {
    let game = Trailblazers::setup(config(2), 1).unwrap();
    // Piece ids 0-2 are the camps and 3 + id the cards (138 in all);
    // columns -52..=52 are ids 138..243, rows 243..348, rotations 348..352.
    assert_eq!(steps_of(&game, "trail 17 at 3,-1 r90"), [19, 193, 294, 349]);
    assert_eq!(steps_of(&game, "camp kayaking at 0,0"), [2, 190, 295, 348]);
    assert_eq!(
        steps_of(&game, "trail 135 at -52,52 r270"),
        [137, 138, 347, 351]
    );
    let words: Vec<String> = [19, 193, 294, 349]
        .iter()
        .map(|&id| game.step_text(Seat(0), id))
        .collect();
    assert_eq!(
        words,
        ["trail card 17", "column 3", "row -1", "turned 90 degrees"]
    );
    assert_eq!(game.step_text(Seat(0), 352), "no step has id 352");
}

#[test]
fn the_steps_are_the_digits_of_the_wire_code() {
    let game = Trailblazers::setup(config(3), 5).unwrap();
    let ids = IdSpace::new(135);
    for text in [
        "trail 17 at 3,-1 r90",
        "camp biking at -4,7 r180",
        "trail 1 at 0,0",
    ] {
        let p: Placement = text.parse().unwrap();
        let code = encode(&p);
        let (trail, rest) = (code & 1, code >> 1);
        let rotation = rest % 4;
        let y = (rest / 4) % 256;
        let x = (rest / 1024) % 256;
        let index = rest / (1024 * 256);
        let piece = if trail == 1 { 3 + index } else { index };
        let expected = [
            piece as u32,
            (138 + x - 76) as u32,
            (243 + y - 76) as u32,
            (348 + rotation) as u32,
        ];
        assert_eq!(steps_of(&game, text), expected, "{text}");
        assert_eq!(ids.placement(&expected), Some(p));
    }
}

/// Plays random games and calls `f` at every decision.
fn random_positions(players: usize, seed: u64, mut f: impl FnMut(&Trailblazers, Seat)) {
    let mut game = Trailblazers::setup(config(players), seed).unwrap();
    let mut rng = GameRng::new(seed);
    let mut legal = Vec::new();
    while let Some(seat) = next_seat(&game) {
        f(&game, seat);
        legal.clear();
        game.legal_actions(seat, &mut legal);
        let p = legal[rng.index(legal.len())];
        game.apply_mut(seat, &p).unwrap();
    }
}

#[test]
fn every_legal_placement_round_trips_through_its_steps() {
    let ids = IdSpace::new(135);
    let mut checked = 0;
    for players in 1..=4 {
        let mut n = 0;
        random_positions(players, 40 + players as u64, |game, seat| {
            n += 1;
            if n % 9 != 0 {
                return;
            }
            let mut legal = Vec::new();
            game.legal_actions(seat, &mut legal);
            let mut steps = Steps::EMPTY;
            for p in &legal {
                game.action_steps(seat, p, &mut steps);
                assert_eq!(ids.placement(steps.as_slice()), Some(*p));
                checked += 1;
            }
        });
    }
    assert!(checked > 10_000, "{checked}");
}

#[test]
fn a_stepper_lays_a_card_in_four_steps() {
    let game = Trailblazers::setup(config(2), 3).unwrap();
    let mut stepper = Stepper::new(game);
    let mut ids = Vec::new();
    stepper.legal_ids(&mut ids);
    // Round 1 opens with a camp at 0,0 as printed: 3 camps to choose.
    assert_eq!(ids, [0, 1, 2]);
    assert_eq!(stepper.apply_id(2).unwrap(), None);
    stepper.legal_ids(&mut ids);
    assert_eq!(ids, [190]);
    assert_eq!(stepper.apply_id(190).unwrap(), None);
    assert_eq!(stepper.apply_id(295).unwrap(), None);
    let (seat, p) = stepper.apply_id(348).unwrap().unwrap();
    assert_eq!(
        (seat, p.to_string()),
        (Seat(0), "camp kayaking at 0,0".into())
    );
    assert_eq!(stepper.current_player(), Some(Seat(1)));
}

fn observation(game: &Trailblazers, seat: Seat) -> Vec<f32> {
    let mut out = vec![f32::NAN; Trailblazers::observation_size(game.config())];
    game.write_observation(seat, &mut out);
    out
}

fn information_state(game: &Trailblazers, seat: Seat) -> Vec<f32> {
    let mut out = vec![f32::NAN; Trailblazers::information_state_size(game.config())];
    game.write_information_state(seat, &mut out);
    out
}

#[test]
fn a_secret_camp_shows_in_its_own_seats_picture_only() {
    let mut game = Trailblazers::setup(config(2), 11).unwrap();
    game.apply_mut(Seat(0), &"camp kayaking at 0,0".parse().unwrap())
        .unwrap();
    let layout = Layout::of(game.config());
    // Reference deck: 135 cards, 6 + 6 goals; seat blocks start at 160.
    assert_eq!(layout.seats(), 160);
    assert_eq!(layout.observation(), 160 + 2 * (16 + 31 * 20 * 20));
    let mine = observation(&game, Seat(0));
    // Round 1, the camps step; 16 of 135 cards dealt.
    assert_eq!(&mine[0..9], &[1., 0., 0., 0., 1., 0., 0., 0., 0.]);
    assert_eq!(mine[9], 119.0 / 135.0);
    for &c in game.hand(Seat(0)) {
        assert_eq!(mine[13 + usize::from(c)], 1.0);
    }
    assert_eq!(mine[13..148].iter().sum::<f32>(), 8.0);
    // Seat 0's block: 1 of 2 cards laid this step, its kayaking camp laid,
    // 4 cells covered; then its picture.
    let block = &mine[160..160 + SEAT_BLOCK];
    assert_eq!(block[0], 0.5);
    assert_eq!(&block[2..5], &[0., 0., 1.]);
    assert_eq!(block[11], 4.0 / 60.0);
    let cell = |channel: usize, x: usize, y: usize| {
        block[SEAT_VALUES + (channel * WINDOW + y) * WINDOW + x]
    };
    for (x, y) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
        assert_eq!(cell(2, x, y), 1.0, "kayaking camp cell {x},{y}");
        assert_eq!(cell(0, x, y), 0.0);
    }
    // The kayaking camp's exits n0, n1, e0, w1: kayaking (type 2) at the
    // north edge (port 0) of both top cells, the east edge (1) of the
    // north-east cell, the west edge (3) of the north-west cell.
    assert_eq!(cell(3 + 2, 0, 0), 1.0);
    assert_eq!(cell(3 + 2, 1, 0), 1.0);
    assert_eq!(cell(3 + 3 + 2, 1, 0), 1.0);
    assert_eq!(cell(3 + 9 + 2, 0, 0), 1.0);
    let picture = &block[SEAT_VALUES..];
    assert_eq!(picture.iter().sum::<f32>(), 8.0);
    // Seat 1 sees that seat 0 laid a card, not which or where.
    let theirs = observation(&game, Seat(1));
    let seen = &theirs[160 + SEAT_BLOCK..160 + 2 * SEAT_BLOCK];
    assert_eq!(seen[0], 0.5);
    assert_eq!(&seen[2..5], &[0., 0., 0.]);
    assert!(seen[SEAT_VALUES..].iter().all(|&v| v == 0.0));
    let mut other = Trailblazers::setup(config(2), 11).unwrap();
    other
        .apply_mut(Seat(0), &"camp hiking at 0,0".parse().unwrap())
        .unwrap();
    assert_eq!(
        information_state(&other, Seat(1)),
        information_state(&game, Seat(1))
    );
    assert_ne!(
        information_state(&other, Seat(0)),
        information_state(&game, Seat(0))
    );
}

#[test]
fn a_hidden_hand_never_shows_in_another_seats_tensors() {
    // Two deals that differ in seat 0's hand only: seat 1's tensors and
    // strings are the same, seat 0's are not.
    let a = Trailblazers::setup(config(3), 21).unwrap();
    let mut rng = GameRng::new(9);
    let b = a.resample_hidden(Seat(1), &mut rng);
    assert_ne!(a.hand(Seat(0)), b.hand(Seat(0)));
    assert_eq!(a.hand(Seat(1)), b.hand(Seat(1)));
    assert_eq!(observation(&a, Seat(1)), observation(&b, Seat(1)));
    assert_eq!(
        information_state(&a, Seat(1)),
        information_state(&b, Seat(1))
    );
    assert_eq!(
        a.information_state_string(Seat(1)),
        b.information_state_string(Seat(1))
    );
    assert_ne!(observation(&a, Seat(0)), observation(&b, Seat(0)));
}

/// Plays the camps and the first turn of a 2-player game, every seat
/// taking its first legal placement.
fn after_first_turn(players: usize, seed: u64) -> Trailblazers {
    let mut game = Trailblazers::setup(config(players), seed).unwrap();
    let mut legal = Vec::new();
    while game.step() != trailblazers_rules::Step::Turn(2) {
        let seat = next_seat(&game).unwrap();
        legal.clear();
        game.legal_actions(seat, &mut legal);
        game.apply_mut(seat, &legal[0]).unwrap();
    }
    game
}

/// The cards of `seat`'s hand, in card order.
fn cards_of(game: &Trailblazers, seat: Seat) -> Vec<u8> {
    let mut cards = game.hand(seat).to_vec();
    cards.sort_unstable();
    cards
}

#[test]
fn a_seat_remembers_the_hand_it_passed_on() {
    let game = after_first_turn(2, 4);
    let layout = Layout::of(game.config());
    // Round 1 passes left: seat 1 now holds what seat 0 kept of its deal.
    let passed: Vec<u8> = game.hand(Seat(1)).to_vec();
    let held = game.hand_held(Seat(0), 1, 1).unwrap();
    assert!(passed.iter().all(|&c| held.contains(c)));
    let info = information_state(&game, Seat(0));
    let turn = |r: usize, t: usize| {
        let base = layout.held() + ((r - 1) * 3 + (t - 1)) * 135;
        info[base..base + 135].to_vec()
    };
    for &c in &passed {
        assert_eq!(turn(1, 1)[usize::from(c)], 1.0);
    }
    assert_eq!(turn(1, 1).iter().sum::<f32>(), 8.0);
    assert_eq!(turn(1, 2).iter().sum::<f32>(), 6.0);
    assert_eq!(turn(1, 3).iter().sum::<f32>(), 0.0);
    // In a 2-player game both hands are then known to both seats: a
    // resample for seat 0 leaves seat 1's hand (its cards; a rival's hand is
    // rebuilt in card order), and moves only the deck.
    let mut rng = GameRng::new(3);
    let sample = game.resample_hidden(Seat(0), &mut rng);
    assert_eq!(cards_of(&sample, Seat(1)), cards_of(&game, Seat(1)));
    assert_eq!(sample.hand(Seat(0)), game.hand(Seat(0)));
    let text = game.information_state_string(Seat(0));
    assert!(text.contains("round 1, turn 2: trail cards"), "{text}");
}

#[test]
fn a_rivals_unseen_hand_is_dealt_anew() {
    // Four players after one pass: seat 0 has seen its deal (now with seat
    // 1) and holds seat 3's; seat 2's and seat 3's present hands are
    // unknown to it.
    let game = after_first_turn(4, 8);
    let mut rng = GameRng::new(5);
    let sample = game.resample_hidden(Seat(0), &mut rng);
    assert_eq!(cards_of(&sample, Seat(1)), cards_of(&game, Seat(1)));
    assert_eq!(sample.hand(Seat(0)), game.hand(Seat(0)));
    assert_ne!(cards_of(&sample, Seat(2)), cards_of(&game, Seat(2)));
    assert_eq!(
        information_state(&sample, Seat(0)),
        information_state(&game, Seat(0))
    );
}

/// Plays a random game of `config`, noting every seat's hand at its first
/// decision of each turn (the hand as dealt during the camps), and checks
/// that the table reads back the same hands — at every decision for the
/// hands so far, and at the end for all.
fn hands_read_back(config: &TrailblazersConfig, seed: u64) -> usize {
    use std::collections::BTreeMap;
    use trailblazers_rules::Step;
    let mut game = Trailblazers::setup(config.clone(), seed).unwrap();
    let mut rng = GameRng::new(seed);
    let mut noted: BTreeMap<(u8, u8, u8), Vec<u8>> = BTreeMap::new();
    let mut legal = Vec::new();
    let sorted = |cards: &[u8]| {
        let mut v = cards.to_vec();
        v.sort_unstable();
        v
    };
    let read = |game: &Trailblazers, s: u8, r: u8, t: u8| -> Vec<u8> {
        game.hand_held(Seat(s), r, t).unwrap().iter().collect()
    };
    while let Some(seat) = next_seat(&game) {
        let turn = match game.step() {
            Step::Turn(t) => t,
            _ => 1,
        };
        if game.placed_this_step(seat) == 0 {
            noted
                .entry((seat.0, game.round(), turn))
                .or_insert_with(|| sorted(game.hand(seat)));
        }
        for (&(s, r, t), hand) in &noted {
            assert_eq!(&read(&game, s, r, t), hand, "seat {s} round {r} turn {t}");
        }
        legal.clear();
        game.legal_actions(seat, &mut legal);
        let p = legal[rng.index(legal.len())];
        game.apply_mut(seat, &p).unwrap();
    }
    if game.ending() == Some(trailblazers_rules::Ending::InGameGoalMissed) {
        noted.insert((0, 4, 1), sorted(game.hand(Seat(0))));
    }
    for (&(s, r, t), hand) in &noted {
        assert_eq!(&read(&game, s, r, t), hand, "seat {s} round {r} turn {t}");
    }
    noted.len()
}

#[test]
fn the_hands_held_are_read_back_from_the_table() {
    for players in 1..=4 {
        let n = hands_read_back(&config(players), 60 + players as u64);
        assert!(n >= 12 * players - 2, "{n}");
    }
    let every_turn = config(1).with_solo_refill(SoloRefill::EveryTurn);
    for seed in 0..4 {
        hands_read_back(&every_turn, seed);
    }
}

#[test]
fn writing_the_tensors_allocates_nothing() {
    use tabletop_core::testing::allocations;
    for players in 1..=4 {
        let c = config(players);
        let mut states = Vec::new();
        let mut n = 0;
        random_positions(players, 80 + players as u64, |game, seat| {
            n += 1;
            if n % 7 == 0 {
                states.push((game.clone(), seat));
            }
        });
        let mut obs = vec![0.0; Trailblazers::observation_size(&c)];
        let mut info = vec![0.0; Trailblazers::information_state_size(&c)];
        let before = allocations();
        for (game, _) in &states {
            for s in (0..players as u8).map(Seat) {
                game.write_observation(s, &mut obs);
                game.write_information_state(s, &mut info);
            }
        }
        assert_eq!(allocations() - before, 0, "{players} players");
    }
}

#[test]
fn the_tensor_sizes_follow_the_layout() {
    for (players, observation, information) in [
        (1, 12_576, 2_897),
        (2, 24_992, 3_069),
        (3, 37_408, 3_241),
        (4, 49_824, 3_413),
    ] {
        let c = config(players);
        // 13 + 135 cards + 6 + 6 goals, then per seat 16 values and a
        // 31 × 20 × 20 picture.
        assert_eq!(observation, 160 + players * (16 + 31 * 20 * 20));
        assert_eq!(Trailblazers::observation_shape(&c), [observation]);
        // The same 160, 16 values per seat (no picture), 12 hands of 135
        // cards, 3 camps of 7 values per seat, and per card its park (one
        // per seat) and 7 values.
        assert_eq!(
            information,
            160 + players * 16 + 12 * 135 + players * 21 + 135 * (players + 7)
        );
        assert_eq!(Trailblazers::information_state_shape(&c), [information]);
    }
}

#[test]
fn the_information_state_finds_each_laid_card_under_its_number() {
    // Three players after the camps and the first turn, then seat 1 lays
    // one card of turn 2 (in secret).
    let mut game = after_first_turn(3, 6);
    let layout = Layout::of(game.config());
    let mut legal = Vec::new();
    game.legal_actions(Seat(1), &mut legal);
    let secret = legal[0];
    game.apply_mut(Seat(1), &secret).unwrap();
    let info = information_state(&game, Seat(0));
    // The information state holds the table values and the seats' values
    // of the observation, without the pictures.
    let obs = observation(&game, Seat(0));
    assert_eq!(info[..160], obs[..160]);
    for k in 0..3 {
        let at = 160 + k * SEAT_BLOCK;
        assert_eq!(info[160 + k * 16..][..16], obs[at..at + 16]);
    }
    let card = |c: u8| &info[layout.trails() + usize::from(c) * 10..][..10];
    // Every card seat 0 has seen laid: in the park of its seat (the
    // observer 0, then clockwise), at its place in that park's order.
    let mut seen = 0;
    for k in 0..3 {
        let s = Seat(k as u8);
        for (j, p) in game.park(s).unwrap().placements().iter().enumerate() {
            let trailblazers_rules::Piece::Trail(c) = p.piece else {
                let camp = &info[layout.camps() + k * 21..][..21];
                let t = (0..3).find(|&t| camp[t * 7] > 0.0).unwrap();
                assert_eq!(camp[t * 7], 1.0 / 27.0, "seat {k}'s camp is laid first");
                continue;
            };
            let values = card(c);
            if p == &secret {
                assert!(
                    values.iter().all(|&v| v == 0.0),
                    "a secret card is not shown"
                );
                continue;
            }
            let mut park = [0.0; 3];
            park[k] = 1.0;
            assert_eq!(values[..3], park, "card {c}");
            assert_eq!(values[3], (j + 1) as f32 / 27.0);
            assert_eq!(values[4], f32::from(p.at.x) / 52.0);
            assert_eq!(values[5], f32::from(p.at.y) / 52.0);
            assert_eq!(values[6 + usize::from(p.rotation.quarters())], 1.0);
            assert_eq!(values[6..].iter().sum::<f32>(), 1.0);
            seen += 1;
        }
    }
    // Two trail cards each in the first turn, none shown for another.
    assert_eq!(seen, 6);
    let laid: f32 = (0..135).map(|c| card(c)[..3].iter().sum::<f32>()).sum();
    assert_eq!(laid, 6.0);
    // Seat 1 sees its own secret card.
    let theirs = information_state(&game, Seat(1));
    let trailblazers_rules::Piece::Trail(c) = secret.piece else {
        panic!("a turn lays trail cards")
    };
    let at = layout.trails() + usize::from(c) * 10;
    assert_eq!(theirs[at..at + 3], [1.0, 0.0, 0.0]);
    assert_eq!(theirs[at + 3], 4.0 / 27.0, "the 4th card of its park");
}

#[test]
fn two_tables_a_seat_cannot_tell_apart_resample_alike() {
    // The unseen cards are shuffled in card order and dealt into the places
    // that held unseen cards: the sample reads only what the seat knows.
    for players in [1, 2, 4] {
        tabletop_core::testing::check_canonical_resampling::<Trailblazers>(
            &config(players),
            2,
            900,
            9,
        );
    }
}

#[test]
fn the_search_bot_never_reads_what_its_seat_cannot_see() {
    // The same move and visits from the real table and from a table the
    // seat cannot tell apart from it.
    for players in [1, 3] {
        tabletop_core::testing::check_search_blindness::<Trailblazers>(&config(players), 1, 29, 20);
    }
}
