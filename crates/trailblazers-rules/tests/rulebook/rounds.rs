//! Setup and the round structure (L13–20): TB-T8, TB-11, TB-12, TB-14,
//! TB-19, and the generator's documented order.

use tabletop_core::{Game, GameConfig, GameRng, RandomBot, Seat, ToAct};
use trailblazers_rules::cards::{GoalKind, TrailType};
use trailblazers_rules::{Piece, Placement, Step, Trailblazers, TrailblazersConfig};

fn config(players: usize) -> TrailblazersConfig {
    TrailblazersConfig::for_players(players).unwrap()
}

#[test]
fn setup_reveals_two_goals_of_each_kind_and_deals_8_cards_each() {
    for players in 2..=4 {
        let g = Trailblazers::setup(config(players), 11).unwrap();
        for kind in [GoalKind::InGame, GoalKind::EndGame] {
            let keys: Vec<&str> = g.goals(kind).map(|goal| goal.key.as_str()).collect();
            assert_eq!(keys.len(), 2);
            assert_ne!(keys[0], keys[1]);
        }
        for s in 0..players as u8 {
            assert_eq!(g.hand(Seat(s)).len(), 8);
            assert!(g.park(Seat(s)).unwrap().is_empty());
        }
        assert_eq!(g.deck_len(), 135 - 8 * players);
        assert_eq!((g.round(), g.step()), (1, Step::Camps));
        assert_eq!(
            g.to_act(),
            ToAct::Simultaneous(tabletop_core::SeatSet::all(players))
        );
    }
}

#[test]
fn tb_12_the_generator_shuffles_goals_then_the_deck_and_deals_from_the_top() {
    let g = Trailblazers::setup(config(3), 2026).unwrap();
    let mut rng = GameRng::new(2026);
    let mut in_game: Vec<u8> = (0..6).collect();
    rng.shuffle(&mut in_game);
    let mut end_game: Vec<u8> = (0..6).collect();
    rng.shuffle(&mut end_game);
    let mut deck: Vec<u8> = (0..135).collect();
    rng.shuffle(&mut deck);
    let cat = g.catalogue();
    let keys = |kind, order: &[u8]| -> Vec<String> {
        order[..2]
            .iter()
            .map(|&i| cat.goals(kind)[usize::from(i)].key.clone())
            .collect()
    };
    let revealed = |kind| -> Vec<String> { g.goals(kind).map(|x| x.key.clone()).collect() };
    assert_eq!(revealed(GoalKind::InGame), keys(GoalKind::InGame, &in_game));
    assert_eq!(
        revealed(GoalKind::EndGame),
        keys(GoalKind::EndGame, &end_game)
    );
    // The last card of the shuffled list is the top; seat 0 takes 8, then seat 1 …
    let mut top = deck.iter().rev();
    for s in 0..3 {
        let dealt: Vec<u8> = top.by_ref().take(8).copied().collect();
        assert_eq!(g.hand(Seat(s)), dealt.as_slice(), "seat {s}");
    }
}

/// One seat's turn: (round, turn, seat, hand at the start of the turn,
/// cards placed).
type TurnRecord = (u8, u8, usize, Vec<u8>, Vec<u8>);

/// Plays to the end with random bots, recording each seat's hand at the
/// start of every turn and what it placed in that turn.
struct Log {
    turns: Vec<TurnRecord>,
}

fn play_logged(g: &mut Trailblazers, seed: u64) -> Log {
    let mut log = Log { turns: Vec::new() };
    let mut bot = RandomBot::new(seed);
    let mut legal = Vec::new();
    let players = g.players();
    let mut at_start: Vec<Vec<u8>> = Vec::new();
    let mut placed: Vec<Vec<u8>> = vec![Vec::new(); players];
    let mut current = (0, Step::Over);
    while let Some(seat) = tabletop_core::next_seat(g) {
        if (g.round(), g.step()) != current {
            current = (g.round(), g.step());
            at_start = (0..players)
                .map(|s| g.hand(Seat(s as u8)).to_vec())
                .collect();
            placed = vec![Vec::new(); players];
        }
        legal.clear();
        g.legal_actions(seat, &mut legal);
        let pick = tabletop_core::Bot::choose(&mut bot, g, seat, &legal);
        let action: Placement = legal[pick];
        if let Piece::Trail(c) = action.piece {
            placed[seat.index()].push(c);
        }
        let (round, step) = (g.round(), g.step());
        g.apply_mut(seat, &action).unwrap();
        if let Step::Turn(t) = step
            && placed[seat.index()].len() == 2
        {
            log.turns.push((
                round,
                t,
                seat.index(),
                at_start[seat.index()].clone(),
                placed[seat.index()].clone(),
            ));
        }
    }
    log
}

fn sorted(mut v: Vec<u8>) -> Vec<u8> {
    v.sort_unstable();
    v
}

#[test]
fn tb_t8_hands_pass_left_in_rounds_1_and_3_and_right_in_2_and_4() {
    for players in [2, 3, 4] {
        let mut g = Trailblazers::setup(config(players), 8).unwrap();
        let log = play_logged(&mut g, 80);
        let find = |round: u8, turn: u8, seat: usize| {
            log.turns
                .iter()
                .find(|t| (t.0, t.1, t.2) == (round, turn, seat))
                .unwrap()
        };
        for round in 1..=4u8 {
            for turn in 1..=3u8 {
                for seat in 0..players {
                    let (_, _, _, hand, _) = find(round, turn, seat);
                    // Hand sizes 8, 6, 4 at the start of the turns (L20).
                    assert_eq!(hand.len(), 8 - 2 * usize::from(turn - 1));
                    if turn == 1 {
                        continue;
                    }
                    // This hand is what the neighbour kept last turn: the one
                    // on the right passed left (rounds 1, 3), the one on the
                    // left passed right (rounds 2, 4). L20, C1.
                    let from = if round % 2 == 1 {
                        (seat + players - 1) % players
                    } else {
                        (seat + 1) % players
                    };
                    let (_, _, _, before, gone) = find(round, turn - 1, from);
                    let kept: Vec<u8> = before
                        .iter()
                        .filter(|c| !gone.contains(c))
                        .copied()
                        .collect();
                    assert_eq!(
                        sorted(hand.clone()),
                        sorted(kept),
                        "round {round} turn {turn} seat {seat}"
                    );
                }
            }
        }
        // 32 cards per player in all (TB-12), 2 per player per round discarded.
        assert_eq!(g.deck_len(), 135 - 32 * players);
        assert_eq!(g.discards().len(), 8 * players);
        for s in 0..players as u8 {
            assert!(g.hand(Seat(s)).is_empty());
            let park = g.park(Seat(s)).unwrap();
            assert_eq!((park.camp_count(), park.trail_count()), (3, 24));
        }
    }
}

#[test]
fn rounds_1_to_3_open_with_a_camp_and_round_4_does_not() {
    let mut g = Trailblazers::setup(config(2), 4).unwrap();
    let mut bots = [RandomBot::new(1), RandomBot::new(2)];
    let mut legal = Vec::new();
    let mut camp_steps = Vec::new();
    while let Some(seat) = tabletop_core::next_seat(&g) {
        if g.step() == Step::Camps && !camp_steps.contains(&g.round()) {
            camp_steps.push(g.round());
        }
        legal.clear();
        g.legal_actions(seat, &mut legal);
        if g.step() == Step::Camps && g.round() == 3 {
            // Only the last camp of the supply is offered (L18).
            let types: std::collections::BTreeSet<TrailType> = legal
                .iter()
                .map(|p| match p.piece {
                    Piece::Camp(t) => t,
                    Piece::Trail(_) => panic!("a trail card in the camp step"),
                })
                .collect();
            assert_eq!(types.len(), 1);
        }
        let pick = tabletop_core::Bot::choose(&mut bots[seat.index()], &g, seat, &legal);
        g.apply_mut(seat, &legal[pick]).unwrap();
    }
    assert_eq!(camp_steps, [1, 2, 3]);
    assert_eq!(g.outcome().unwrap().ending, "4 rounds");
}

#[test]
fn tb_19_with_two_players_left_and_right_are_the_same_neighbour() {
    // TB-19: the rule has no effect, but both directions must reach seat 1.
    let s = tabletop_core::Seating::new(2).unwrap();
    assert_eq!(s.left(Seat(0)), s.right(Seat(0)));
}
