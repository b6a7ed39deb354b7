//! The greedy bot against the random bot (a short check in every run), and
//! measurements run on demand.

use seoul_rules::{GreedyBot, SUGGESTED_ACTION_CAP, Seoul, SeoulConfig};
use tabletop_core::{Bot, Game, GameConfig, RandomBot, Seat, play_out};

/// Greedy against random over `games` two-player games, seats alternating:
/// (outright wins, shared victories, losses) of the greedy bot.
pub fn greedy_vs_random(games: u64, days: u8) -> (u64, u64, u64) {
    let (mut wins, mut shared, mut losses) = (0, 0, 0);
    let mut buffer = Vec::new();
    for g in 0..games {
        let config = SeoulConfig::for_players(2).unwrap().with_days(days);
        let mut state = Seoul::setup(config, g).unwrap();
        let greedy = (g % 2) as usize;
        let mut bots: Vec<Box<dyn Bot<Seoul>>> = (0..2)
            .map(|s| -> Box<dyn Bot<Seoul>> {
                if s == greedy {
                    Box::new(GreedyBot::new(g))
                } else {
                    Box::new(RandomBot::new(g + 77))
                }
            })
            .collect();
        play_out(
            &mut state,
            &mut bots,
            SUGGESTED_ACTION_CAP,
            &mut buffer,
            |_, _, _, _| {},
        )
        .unwrap();
        let o = state.outcome().expect("the Journey ends");
        let me = Seat(greedy as u8);
        if o.winners.contains(me) && o.is_shared() {
            shared += 1;
        } else if o.winners.contains(me) {
            wins += 1;
        } else {
            losses += 1;
        }
    }
    (wins, shared, losses)
}

#[test]
fn the_greedy_bot_clearly_beats_the_random_bot() {
    let (wins, shared, losses) = greedy_vs_random(200, 3);
    eprintln!("greedy {wins} wins, {shared} shared, {losses} losses");
    assert!(
        wins >= losses * 4,
        "greedy won {wins}, lost {losses} of 200"
    );
}

/// Greedy against random over 2,000 two-player games, seats alternating,
/// for each Journey length: `cargo test --release -p seoul-rules --test
/// tests measure_ -- --ignored --nocapture`.
#[test]
#[ignore = "measurement: run in release"]
fn measure_greedy_against_random_over_2000_two_player_games() {
    for days in 1..=3 {
        let games = 2_000u64;
        let (wins, shared, losses) = greedy_vs_random(games, days);
        println!(
            "greedy vs random, 2 players, {days} Day(s), {games} games: {wins} wins, {shared} shared, {losses} losses ({:.1}% won outright)",
            100.0 * wins as f64 / games as f64
        );
    }
}

/// Random playouts: how Journeys end, how long they are, how fast.
#[test]
#[ignore = "measurement: run in release"]
fn measure_random_playouts() {
    use tabletop_core::{Finish, GameRng, random_playout};
    for players in 2..=5 {
        let config = SeoulConfig::for_players(players).unwrap();
        let games = 5_000u64;
        let mut rng = GameRng::new(7);
        let mut buffer = Vec::with_capacity(256);
        let (mut decisions, mut legal, mut capped, mut longest, mut empty_decks) = (0, 0, 0, 0, 0);
        let start = std::time::Instant::now();
        for game in 0..games {
            let mut g = Seoul::setup(config.clone(), game).unwrap();
            let p = random_playout(&mut g, &mut rng, SUGGESTED_ACTION_CAP, &mut buffer).unwrap();
            decisions += p.decisions;
            legal += p.legal_actions;
            longest = longest.max(g.actions_taken());
            capped += u64::from(p.finish == Finish::Capped);
            empty_decks += u64::from(g.deck_len() == 0);
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{players} players, 3 Days: {games} random Journeys, {capped} capped, longest {longest} actions, {empty_decks} ended with an empty deck, {:.0} games/s, {:.2} M decisions/s, mean branching {:.2}, mean length {:.0}",
            games as f64 / secs,
            decisions as f64 / secs / 1e6,
            legal as f64 / decisions as f64,
            decisions as f64 / games as f64
        );
    }
}
