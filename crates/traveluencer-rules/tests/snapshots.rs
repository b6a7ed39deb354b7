//! Golden files: the fixed-seed deal and one full fixed-seed playthrough per
//! player count (per action: the seat, the action, and any trick result).

use std::fmt::Write;
use tabletop_core::{Bot, Game, GameConfig, play_out};
use traveluencer_rules::{GreedyBot, Traveluencer, TraveluencerConfig};

fn config(players: usize, events: bool) -> TraveluencerConfig {
    let mut c = TraveluencerConfig::for_players(players).unwrap();
    c = c.with_events(events);
    c
}

fn playthrough(players: usize, events: bool, seed: u64) -> String {
    let mut g = Traveluencer::setup(config(players, events), seed).unwrap();
    let mut bots: Vec<Box<dyn Bot<Traveluencer>>> = (0..players as u64)
        .map(|s| Box::new(GreedyBot::new(seed + s)) as Box<dyn Bot<Traveluencer>>)
        .collect();
    let mut out = String::new();
    let mut buf = Vec::new();
    play_out(
        &mut g,
        &mut bots,
        10_000,
        &mut buf,
        |before, seat, action, after| {
            let _ = write!(out, "{} {action}", seat.0);
            for r in before.round()..=after.round() {
                let skip = if r == before.round() {
                    before.trick_log(r).count()
                } else {
                    0
                };
                for (t, rec) in after.trick_log(r).enumerate().skip(skip) {
                    match rec.winner {
                        Some(w) => {
                            let _ = write!(
                                out,
                                " => r{r}t{} seat {} {} {}tk",
                                t + 1,
                                w.0,
                                rec.view(),
                                rec.tokens
                            );
                        }
                        None => {
                            let _ = write!(out, " => r{r}t{} no winner", t + 1);
                        }
                    }
                }
            }
            if after.revealed_events().len() > before.revealed_events().len()
                && after.round() == before.round()
            {
                let _ = write!(out, " [event {}]", after.revealed_events().last().unwrap());
            }
            out.push('\n');
        },
    )
    .unwrap();
    let o = g.outcome().unwrap();
    let _ = writeln!(
        out,
        "scores {:?} tricks {:?} winners {}",
        o.scores, o.tiebreaks, o.winners
    );
    out
}

#[test]
fn playthrough_two_players() {
    insta::assert_snapshot!(playthrough(2, false, 42));
}

#[test]
fn playthrough_three_players_with_events() {
    insta::assert_snapshot!(playthrough(3, true, 42));
}

#[test]
fn playthrough_four_players_with_events() {
    insta::assert_snapshot!(playthrough(4, true, 42));
}

#[test]
fn fixed_seed_deal_four_players() {
    let g = Traveluencer::setup(config(4, true), 42).unwrap();
    insta::assert_snapshot!(serde_json::to_string_pretty(&g).unwrap());
}

#[test]
fn fixed_seed_deal_two_players() {
    let g = Traveluencer::setup(config(2, false), 42).unwrap();
    insta::assert_snapshot!(serde_json::to_string_pretty(&g).unwrap());
}
