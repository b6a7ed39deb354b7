//! The independent referee ([`referee`]) against the engine: thousands of
//! random games under every configuration of [`crate::configs`], and the
//! golden playthroughs, whose committed `.snap` files must state what the
//! referee decides.

mod referee;

use crate::configs::every_flag;
use referee::{Referee, Seen, Verdict, digits};
use tabletop_core::testing::referee_play_out;
use tabletop_core::{Bot, Game, GameConfig, RandomBot};
use traveluencer_rules::{GreedyBot, Traveluencer, TraveluencerConfig};

/// Plays one game of `config` with `bots` and referees every action;
/// returns the referee, or the first disagreement.
fn referee_game(
    config: &TraveluencerConfig,
    seed: u64,
    bots: &mut [Box<dyn Bot<Traveluencer>>],
) -> Result<Referee, String> {
    let mut game = Traveluencer::setup(*config, seed).map_err(|e| e.to_string())?;
    let mut referee = Referee::new(config, &game);
    referee_play_out(&mut game, bots, 10_000, |before, seat, action, after| {
        referee.observe(before, seat, action, after)
    })?;
    referee.finish(&game)?;
    Ok(referee)
}

/// Random players, one of them greedy in every other game.
fn bots(players: usize, seed: u64) -> Vec<Box<dyn Bot<Traveluencer>>> {
    (0..players as u64)
        .map(|s| -> Box<dyn Bot<Traveluencer>> {
            if seed % 2 == 1 && s == seed % players as u64 {
                Box::new(GreedyBot::new(seed ^ s))
            } else {
                Box::new(RandomBot::new(seed.wrapping_mul(31) ^ s))
            }
        })
        .collect()
}

/// Referees `games` games of every configuration; returns what was seen.
fn referee_every_flag(games: u64, first_seed: u64) -> Seen {
    let mut seen = Seen::default();
    for (name, config) in every_flag() {
        for seed in first_seed..first_seed + games {
            let mut bots = bots(config.players(), seed);
            match referee_game(&config, seed, &mut bots) {
                Ok(referee) => seen.add(&referee.seen),
                Err(e) => panic!("{name}, seed {seed}: {e}"),
            }
        }
    }
    seen
}

#[test]
fn the_referee_agrees_with_the_engine_in_random_games_under_every_flag() {
    let configs = every_flag().len() as u64;
    let seen = referee_every_flag(100, 0);
    println!("{seen:?}");
    assert_eq!(seen.tricks, configs * 100 * 21);
    // The rare cases were reached, so the comparison tested them.
    for (what, n) in [
        ("trending wins", seen.trending_wins),
        ("ties to the earlier poster", seen.ties_to_the_earlier),
        ("Dried Up charges", seen.dried_up),
        ("Poor Planning charges", seen.poor_planning),
        ("tricks nobody won", seen.unwon),
        ("Wind Shift / Crossover targets", seen.fewest_checks),
    ] {
        assert!(n > 0, "no {what} in {seen:?}");
    }
}

#[test]
#[ignore = "about 90,000 games; run on demand"]
fn the_referee_agrees_with_the_engine_in_many_random_games() {
    let seen = referee_every_flag(2_000, 1_000_000);
    println!("{seen:?}");
}

/// A view count as the snapshots print it: digits grouped by commas.
fn grouped(digits: &str) -> String {
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn verdict_text(v: &Verdict) -> String {
    match &v.won {
        Some((w, view, tokens)) => format!(
            "r{}t{} seat {} {} {tokens}tk",
            v.round,
            v.trick,
            w.0,
            grouped(view)
        ),
        None => format!("r{}t{} no winner", v.round, v.trick),
    }
}

/// Referees the golden playthrough of `players` (the bots and seed of
/// `snapshots.rs`) and checks the committed snapshot states the referee's
/// result for every trick and for the game.
fn check_snapshot(players: usize, events: bool, name: &str) {
    let seed = 42;
    let config = crate::configs::standard(players, events);
    let mut bots: Vec<Box<dyn Bot<Traveluencer>>> = (0..players as u64)
        .map(|s| Box::new(GreedyBot::new(seed + s)) as Box<dyn Bot<Traveluencer>>)
        .collect();
    let referee = referee_game(&config, seed, &mut bots).unwrap_or_else(|e| panic!("{e}"));
    let path = format!(
        "{}/tests/snapshots/tests__snapshots__{name}.snap",
        env!("CARGO_MANIFEST_DIR")
    );
    let snap = std::fs::read_to_string(&path).expect("the snapshot is committed");
    let stated: Vec<&str> = snap
        .lines()
        .flat_map(|line| line.split(" => ").skip(1))
        .map(|s| s.split(" [").next().unwrap_or(s).trim())
        .collect();
    let decided: Vec<String> = referee.verdicts.iter().map(verdict_text).collect();
    assert_eq!(stated, decided, "{path}");
    let (totals, tricks) = referee.totals();
    let last = format!("scores {totals:?} tricks {tricks:?}");
    assert!(
        snap.lines().any(|l| l.starts_with(&last)),
        "{path} does not end with {last}"
    );
}

#[test]
fn the_two_player_playthrough_snapshot_states_the_rulebook_results() {
    check_snapshot(2, false, "playthrough_two_players");
}

#[test]
fn the_three_player_playthrough_snapshot_states_the_rulebook_results() {
    check_snapshot(3, true, "playthrough_three_players_with_events");
}

#[test]
fn the_four_player_playthrough_snapshot_states_the_rulebook_results() {
    check_snapshot(4, true, "playthrough_four_players_with_events");
}

#[test]
fn view_counts_are_read_as_the_rulebook_examples() {
    let cards = |s: &[&str]| s.iter().map(|c| c.to_string()).collect::<Vec<_>>();
    // L39: 1, 4 and 9 read 149; L46: with two Stamps and a Souvenir, 1,490,000.
    assert_eq!(digits(&cards(&["F9", "F1", "F4"])), "149");
    assert_eq!(
        digits(&cards(&["00", "F9", "0", "F1", "0", "F4"])),
        "1490000"
    );
    assert_eq!(grouped("1490000"), "1,490,000");
    assert_eq!(grouped("149"), "149");
}
