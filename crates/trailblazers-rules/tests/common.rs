//! Helpers shared by the test modules: reference cards by shape, parks
//! laid by hand.
#![allow(dead_code)]

use std::sync::OnceLock;
use trailblazers_rules::cards::{CardId, Catalogue, TrailType};
use trailblazers_rules::geometry::{Cell, Rotation};
use trailblazers_rules::park::{Park, Piece, Placement};

/// The reference deck.
pub fn deck() -> &'static Catalogue {
    static DECK: OnceLock<Catalogue> = OnceLock::new();
    DECK.get_or_init(Catalogue::reference)
}

fn letter(c: char) -> TrailType {
    TrailType::parse(&c.to_string()).expect("h, b or k")
}

/// The reference card of `shape` whose first trail is of type `p` and
/// second of type `q` (letters h, b, k).
pub fn card(shape: &str, p: char, q: char) -> CardId {
    let (p, q) = (letter(p), letter(q));
    let start = deck()
        .data()
        .trails
        .iter()
        .position(|c| c.shape == shape)
        .unwrap_or_else(|| panic!("no shape {shape:?}"));
    (start + p.index() * 3 + q.index()) as CardId
}

fn rot(degrees: u16) -> Rotation {
    Rotation::from_quarters((degrees / 90) as u8)
}

/// Lays trail card `card` with its footprint's north-west cell at `(x, y)`.
pub fn trail(card: CardId, x: i8, y: i8, degrees: u16) -> Placement {
    Placement {
        piece: Piece::Trail(card),
        at: Cell::new(x, y),
        rotation: rot(degrees),
    }
}

/// Lays the camp of type `t` (a letter) at `(x, y)`.
pub fn camp(t: char, x: i8, y: i8, degrees: u16) -> Placement {
    Placement {
        piece: Piece::Camp(letter(t)),
        at: Cell::new(x, y),
        rotation: rot(degrees),
    }
}

/// A park laid card by card, each placement checked (camps may cover trails).
pub fn park(placements: &[Placement]) -> Park {
    Park::build(deck(), placements, true).unwrap_or_else(|(i, fault)| {
        panic!("placement {i} ({:?}) refused: {fault:?}", placements[i])
    })
}

/// The figure-eight kayak loop of TB-T1: 5 bends, a mud straight and a
/// kayak×kayak bridge passed twice = 8 points, from exit n0 to exit w1 of
/// the kayak camp at the origin.
pub fn figure_eight() -> Vec<Placement> {
    vec![
        camp('k', 0, 0, 0),
        // (0,-2) the bridge, (0,-1) the mud straight.
        trail(card("crossroads", 'k', 'k'), 0, -2, 180),
        // (0,-3) south-east bend, (1,-3) west-south bend.
        trail(card("u-turn", 'k', 'h'), 0, -3, 90),
        // (1,-2) north-west bend.
        trail(card("corners facing", 'k', 'h'), 1, -2, 0),
        // (-1,-2) east-south bend, (-1,-1) straight.
        trail(card("hook left", 'k', 'h'), -1, -2, 180),
        // (-1,0) north-east bend into the camp's west exit.
        trail(card("corners apart", 'k', 'h'), -1, 0, 0),
    ]
}
