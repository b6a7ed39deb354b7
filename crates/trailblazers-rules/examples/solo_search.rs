//! Finds a winning game for a Solo Card challenge and writes it as a
//! replay: first the greedy bot over a range of seeds, then a beam search
//! over the placements of each seed (the search sees the deck order of the
//! seed it plays, which is fine: it only has to show the challenge can be
//! won with legal placements).
//!
//! Run (release): `cargo run --release -p trailblazers-rules --example
//! solo_search -- CHALLENGE [FIRST_SEED] [SEEDS] [BEAM] [OUT_DIR] [DECK_JSON]`,
//! e.g. `-- voyager:metro-park 0 20 64 crates/trailblazers-rules/tests/fixtures/solo-wins`.
//! The replays in `tests/fixtures/solo-wins/` were found this way; the test
//! `solo_wins` replays every one and checks it wins its challenge.

use std::collections::HashSet;
use std::hash::{DefaultHasher, Hash, Hasher};
use tabletop_core::{Bot, Game, GameConfig, Replay, Seat, next_seat, play_out};
use trailblazers_rules::cards::{Better, DeckData, GoalKind, SoloChallenge};
use trailblazers_rules::loops::find_loops;
use trailblazers_rules::measure::measure;
use trailblazers_rules::park::{Park, Placement};
use trailblazers_rules::{
    Deck, GreedyBot, ROUNDS, SUGGESTED_ACTION_CAP, Trailblazers, TrailblazersConfig, park_value,
};

struct Node {
    game: Trailblazers,
    actions: Vec<(Seat, Placement)>,
}

/// The search's worth of a park: the greedy bot's park value, the
/// challenge's goals (a big reward when met, progress otherwise), and a
/// wall for an area goal the park already exceeds.
fn value(game: &Trailblazers, park: &Park) -> Option<f32> {
    let cat = game.catalogue();
    let area = game.config().area();
    let loops = find_loops(park, cat);
    let last_round = game.round() >= ROUNDS;
    // Open trails count more early on, when there is time to close them.
    let laid = park.placements().len() as f32;
    let closed = f32::from(loops.points());
    let mut v = closed + (1.0 + 2.0 * (1.0 - laid / 27.0)) * (park_value(park, cat) - closed);
    for kind in [GoalKind::InGame, GoalKind::EndGame] {
        for goal in game.goals(kind) {
            let m = measure(&goal.metric, park, &loops, area);
            if goal.better == Better::Lower {
                if !goal.meets(m) {
                    return None; // the area only grows
                }
                v -= 0.05 * f32::from(m);
                continue;
            }
            if kind == GoalKind::InGame && last_round {
                continue; // resolved at the start of round 4
            }
            let req = f32::from(goal.requirement.max(1));
            v += if goal.meets(m) {
                15.0
            } else {
                12.0 * f32::from(m) / req
            };
        }
    }
    Some(v)
}

fn fingerprint(game: &Trailblazers) -> u64 {
    let mut h = DefaultHasher::new();
    let mut hand = game.hand(Seat(0)).to_vec();
    hand.sort_unstable();
    hand.hash(&mut h);
    game.round().hash(&mut h);
    if let Some(park) = game.park(Seat(0))
        && let Some((a, b)) = park.bounds()
    {
        for y in a.y..=b.y {
            for x in a.x..=b.x {
                park.face_at(trailblazers_rules::geometry::Cell::new(x, y))
                    .hash(&mut h);
            }
        }
    }
    h.finish()
}

fn won(game: &Trailblazers) -> bool {
    game.solo_result().is_some_and(|r| r.won)
}

fn greedy(config: &TrailblazersConfig, seed: u64) -> Option<Vec<(Seat, Placement)>> {
    let mut g = Trailblazers::setup(config.clone(), seed).ok()?;
    let mut bots: Vec<Box<dyn Bot<Trailblazers>>> = vec![Box::new(GreedyBot::new(seed))];
    let mut actions = Vec::new();
    play_out(
        &mut g,
        &mut bots,
        SUGGESTED_ACTION_CAP,
        &mut Vec::new(),
        |_, s, a, _| actions.push((s, *a)),
    )
    .ok()?;
    won(&g).then_some(actions)
}

fn beam(
    config: &TrailblazersConfig,
    seed: u64,
    width: usize,
) -> (u16, Option<Vec<(Seat, Placement)>>) {
    let start = Trailblazers::setup(config.clone(), seed).expect("sets up");
    let mut nodes = vec![Node {
        game: start,
        actions: Vec::new(),
    }];
    let mut legal = Vec::new();
    loop {
        let mut candidates: Vec<(f32, usize, Placement)> = Vec::new();
        let mut finished = Vec::new();
        for (i, node) in nodes.iter().enumerate() {
            let Some(seat) = next_seat(&node.game) else {
                finished.push(i);
                continue;
            };
            legal.clear();
            node.game.legal_actions(seat, &mut legal);
            let park = node.game.park(seat).expect("the solo seat");
            for p in &legal {
                let mut next = park.clone();
                next.place(node.game.catalogue(), p);
                if let Some(v) = value(&node.game, &next) {
                    candidates.push((v, i, *p));
                }
            }
        }
        if !finished.is_empty() {
            let best = finished
                .iter()
                .map(|&i| &nodes[i])
                .max_by_key(|n| (won(&n.game), n.game.loops(Seat(0)).points()))
                .expect("one finished");
            let points = best.game.loops(Seat(0)).points();
            return (points, won(&best.game).then(|| best.actions.clone()));
        }
        candidates.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut seen = HashSet::new();
        let mut per_parent = vec![0usize; nodes.len()];
        let cap = (width / 4).max(4);
        let mut next = Vec::with_capacity(width);
        for (_, i, p) in candidates {
            if next.len() >= width {
                break;
            }
            if per_parent[i] >= cap {
                continue;
            }
            let parent = &nodes[i];
            let mut game = parent.game.clone();
            let seat = next_seat(&game).expect("acts");
            game.apply_mut(seat, &p).expect("legal");
            // Before round 4 opens, an In-Game goal that is not met loses.
            if game.solo_result().is_some_and(|r| !r.won) && game.round() < ROUNDS {
                continue;
            }
            if !seen.insert(fingerprint(&game)) {
                continue;
            }
            per_parent[i] += 1;
            let mut actions = parent.actions.clone();
            actions.push((seat, p));
            next.push(Node { game, actions });
        }
        if next.is_empty() {
            return (0, None);
        }
        nodes = next;
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let challenge: SoloChallenge = args
        .first()
        .expect("a challenge")
        .parse()
        .expect("a challenge of the Solo Card");
    let first: u64 = args.get(1).map_or(0, |s| s.parse().expect("a seed"));
    let seeds: u64 = args.get(2).map_or(50, |s| s.parse().expect("a count"));
    let width: usize = args.get(3).map_or(32, |s| s.parse().expect("a width"));
    let out = args
        .get(4)
        .cloned()
        .unwrap_or_else(|| "crates/trailblazers-rules/tests/fixtures/solo-wins".into());
    let mut config = TrailblazersConfig::for_players(1).expect("solo");
    if let Some(path) = args.get(5) {
        let data: DeckData =
            serde_json::from_str(&std::fs::read_to_string(path).expect("reads")).expect("a deck");
        config = config
            .with_deck(Deck::custom(data).expect("valid"))
            .expect("fits");
    }
    let config = config
        .with_challenge(challenge.clone())
        .expect("on the card");
    let mut found = None;
    for seed in first..first + seeds {
        if let Some(actions) = greedy(&config, seed) {
            println!("{challenge}: seed {seed} won by the greedy bot");
            found = Some((seed, actions));
            break;
        }
    }
    if found.is_none() {
        for seed in first..first + seeds {
            let (points, actions) = beam(&config, seed, width);
            println!("{challenge}: seed {seed}, beam {width}: best {points} loop points");
            if let Some(actions) = actions {
                found = Some((seed, actions));
                break;
            }
        }
    }
    let Some((seed, actions)) = found else {
        println!("{challenge}: no win found");
        std::process::exit(1);
    };
    let mut game = Trailblazers::setup(config.clone(), seed).expect("sets up");
    let mut replay = Replay::<Trailblazers>::new(config, seed);
    for (seat, p) in &actions {
        replay.push(&game, *seat, p);
        game.apply_mut(*seat, p).expect("legal");
    }
    let result = game.solo_result().expect("over");
    println!("{challenge}: seed {seed}: {}", result.reason);
    let name = challenge.to_string().replace([':', '+'], "-");
    std::fs::create_dir_all(&out).expect("creates the folder");
    let path = format!("{out}/{name}.json");
    std::fs::write(
        &path,
        serde_json::to_string_pretty(&replay).expect("serialises"),
    )
    .expect("writes");
    println!("written {path}");
}
