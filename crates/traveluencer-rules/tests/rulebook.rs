//! The rulebook as named scenarios: the worked examples TV-T1 … TV-T8 of the
//! rules analysis, each built from a hand-written position, and a named test
//! for every other rule.
//!
//! Card values are chosen to exist in the player count's deck under the
//! default (provisional) marks; no test depends on which values are marked
//! beyond that.

use tabletop_core::{Game, GameConfig, PositionFile, RuleViolation, Seat, ToAct, TurnViolation};
use traveluencer_rules::position::{PhaseText, Position};
use traveluencer_rules::{
    Action, Card, Cards, EventKind, LastPoster, Owed, Phase, PostType, RoundScore, Rule,
    Traveluencer, TraveluencerConfig, TrickRecord, ViewCount, Violation,
};

fn c(s: &str) -> Cards {
    s.parse().unwrap()
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn act(s: &str) -> Action {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

fn topics(s: &str) -> Vec<Card> {
    s.split_whitespace().map(card).collect()
}

fn cfg(players: usize) -> TraveluencerConfig {
    TraveluencerConfig::for_players(players).unwrap()
}

/// A blank position: round 1, trick 1, seat 0 to post.
fn pos(players: usize, hands: &[&str], trending: &str) -> Position {
    pos_with(cfg(players), hands, trending)
}

fn pos_with(config: TraveluencerConfig, hands: &[&str], trending: &str) -> Position {
    let mut p = Position::new(config);
    p.hands = hands.iter().map(|h| c(h)).collect();
    p.trending = topics(trending);
    p
}

fn load(mut p: Position) -> Traveluencer {
    p.fill_out_of_play().unwrap();
    Traveluencer::try_from(p).unwrap_or_else(|e| panic!("position rejected: {e}"))
}

fn play(g: &mut Traveluencer, seat: u8, a: &str) {
    g.apply_mut(Seat(seat), &act(a))
        .unwrap_or_else(|e| panic!("seat {seat} {a}: {e}"));
}

fn refuse(g: &Traveluencer, seat: u8, a: &str) -> Violation {
    let before = g.clone();
    let mut copy = g.clone();
    let e = copy.apply_mut(Seat(seat), &act(a)).unwrap_err();
    assert_eq!(copy, before, "a refused action changed the state");
    assert_eq!(g.validate(Seat(seat), &act(a)), Err(e.clone()));
    e
}

fn legal(g: &Traveluencer, seat: u8) -> Vec<Action> {
    let mut v = Vec::new();
    g.legal_actions(Seat(seat), &mut v);
    v
}

fn last_trick(g: &Traveluencer, round: u8) -> traveluencer_rules::TrickRecord {
    *g.trick_log(round).last().expect("a finished trick")
}

/// Two players before the game's last post: seat 0 holds F5 (it wins the
/// trick, 3 tokens); the totals are 20 and 23 from round 1, with `tricks`
/// won then.
fn last_post_of_the_game(tricks: [u8; 2]) -> Position {
    let mut p = pos(2, &["F5", ""], "A1 A2 A3 A4 S1 S2 0");
    p.round = 3;
    p.trick = 7;
    p.total_tokens = vec![20, 23];
    p.tricks_before = tricks.to_vec();
    p.records = vec![
        (0..2)
            .map(|i| RoundScore {
                tokens: [20, 23][i],
                tricks: tricks[i],
                poor_planning: 0,
            })
            .collect(),
        vec![RoundScore::default(); 2],
    ];
    p
}

/// Trick `trick` with `events` drawn; seat `start` posts last and wins.
fn event_position(
    players: usize,
    hands: &[&str],
    trick: u8,
    events: &[EventKind],
    start: u8,
) -> Position {
    let mut config = cfg(players);
    config = config.with_events(true);
    let mut p = pos_with(config, hands, "S1 S2 S3 A4 A5 A6 A7");
    p.trick = trick;
    p.events = events.to_vec();
    p.events_revealed = (trick / 2).min(events.len() as u8);
    p.start = start;
    p.phase = PhaseText::Post { seat: start };
    p
}

mod events;
mod flags;
mod game_views_positions;
mod literal_readings;
mod narration;
mod orders;
mod reachable_positions;
mod setup_and_posting;
mod worked_examples_posts;
mod worked_examples_rounds;
