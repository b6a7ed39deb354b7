//! scratch
use tabletop_core::{Bot, Game, GameConfig, Seat, play_out};
use trailblazers_rules::{GreedyBot, Trailblazers, TrailblazersConfig};
fn main() {
    let config = TrailblazersConfig::for_players(1).unwrap();
    let mut g = Trailblazers::setup(config.clone(), 3).unwrap();
    let mut bots: Vec<Box<dyn Bot<Trailblazers>>> = vec![Box::new(GreedyBot::new(3))];
    play_out(&mut g, &mut bots, 1000, &mut Vec::new(), |_, _, _, _| {}).unwrap();
    std::fs::write("/tmp/park.svg", g.park_svg(Seat(0))).unwrap();
    println!("{}", g.park_map(Seat(0)));
}
