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

/// The figure-eight kayak loop of TB-T1, from exit n0 to exit w1 of the
/// kayak camp at the origin: 5 bends (2 rapids each), 4 straights (2 mud
/// each; two of them cross at a kayak×kayak intersection) and the
/// intersection's 2 bridges passed twice = 10 + 8 + 4 = 22 points.
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

// ---------------------------------------------------------------------
// The lab deck: one-cell trail pieces (the other half of the card is
// blank) of every segment, type and marker count, so a scenario can lay
// any trail cell by cell with exactly the markers it wants.
// ---------------------------------------------------------------------

use serde_json::{Value, json};
use std::collections::BTreeSet;
use tabletop_core::GameConfig;
use trailblazers_rules::cards::{DeckData, TrailCardData, TrailFace};
use trailblazers_rules::geometry::Port;
use trailblazers_rules::{Deck, TrailblazersConfig};

fn bend_kind(t: char) -> &'static str {
    match t {
        'h' => "rock",
        'b' => "berm",
        _ => "rapids",
    }
}

/// The lab deck's data: 2 copies of each piece, crossings of every pair of
/// types, 30 blank cards; camps with exits n0 n1 s0 s1 (hiking, kayaking)
/// and n0 n1 e0 w1 (biking); goals easy to aim at.
pub fn lab_data() -> DeckData {
    let mut trails = Vec::new();
    let mut push = |shape: &str, face: String| {
        for _ in 0..2 {
            trails.push(TrailCardData {
                shape: shape.to_string(),
                face: face.parse::<TrailFace>().unwrap(),
            });
        }
    };
    // A piece's trail never reaches the blank half (the inner edge must
    // line up): straights are printed east–west, bends north-east and
    // north-west, and turned as they are laid.
    for t in ['h', 'b', 'k'] {
        for (ports, bend) in [("ew", false), ("ne", true), ("nw", true)] {
            let kind = if bend { bend_kind(t) } else { "mud" };
            for m in usize::from(bend)..=3 {
                let marks: String = (0..m).map(|_| format!("+{kind}")).collect();
                // The plainest pieces are the most used.
                let copies = if m == usize::from(bend) { 3 } else { 2 };
                for _ in 0..copies {
                    push("piece", format!("{ports}:{t}{marks} / -"));
                }
            }
        }
    }
    // An intersection with the straight below it: the north–south trail
    // runs on across the inner edge.
    for p in ['h', 'b', 'k'] {
        for q in ['h', 'b', 'k'] {
            push("crossing", format!("ns:{p} ew:{q} *bridge / ns:{p}"));
        }
    }
    for _ in 0..30 {
        push("blank", "- / -".into());
    }
    let mut data = deck().data().clone();
    data.name = "lab".into();
    data.summary = None;
    data.trails = trails;
    data.camps = serde_json::from_value(json!([
        {"type": "hiking", "exits": ["n0", "n1", "s0", "s1"]},
        {"type": "biking", "exits": ["n0", "n1", "e0", "w1"]},
        {"type": "kayaking", "exits": ["n0", "n1", "s0", "s1"]}
    ]))
    .unwrap();
    data.in_game_goals = serde_json::from_value(json!([
        {"key": "one-loop", "name": "One Loop", "text": "Complete a loop.", "metric": "loops", "requirement": 1},
        {"key": "figure-eight", "name": "Figure Eight", "text": "A loop that crosses itself.", "metric": "self_crossings", "requirement": 1},
        {"key": "bridges", "name": "Bridges", "text": "Loops pass 2 bridges.", "metric": {"markers": ["bridge"]}, "requirement": 2}
    ]))
    .unwrap();
    data.end_game_goals = serde_json::from_value(json!([
        {"key": "long", "name": "Long", "text": "The best loop; at least 6.", "metric": "longest_loop", "requirement": 6},
        {"key": "metro-park", "name": "Metro Park", "text": "The smallest area; 32 cells or fewer.", "metric": "area", "requirement": 32, "better": "lower"},
        {"key": "most-loops", "name": "Most Loops", "text": "The most loops; at least 1.", "metric": "loops", "requirement": 1}
    ]))
    .unwrap();
    data.solo_card = [
        "tenderfoot-30",
        "tenderfoot-6",
        "voyager:one-loop",
        "voyager:long",
        "blazer:one-loop+long",
        "voyager:metro-park",
    ]
    .iter()
    .map(|c| c.parse().unwrap())
    .collect();
    data
}

/// The lab deck.
pub fn lab() -> &'static Deck {
    static LAB: OnceLock<Deck> = OnceLock::new();
    LAB.get_or_init(|| Deck::custom(lab_data()).expect("the lab deck is valid"))
}

/// The lab deck's trail cards of one piece (1 wide and 2 tall unturned),
/// for parks built by hand.
pub fn pieces() -> Vec<u8> {
    let cat = lab().catalogue();
    (0..cat.trail_count() as u8)
        .filter(|&c| cat.data().trails[usize::from(c)].shape == "piece")
        .collect()
}

/// A configuration on the lab deck.
pub fn lab_config(players: usize) -> TrailblazersConfig {
    TrailblazersConfig::for_players(players)
        .unwrap()
        .with_deck(lab().clone())
        .unwrap()
}

/// Lays parks card by card on the lab deck, never using a card twice
/// across all the parks it builds.
pub struct Lab {
    used: Vec<bool>,
    /// The park being built, as placements.
    pub park: Vec<Placement>,
    cells: BTreeSet<(i8, i8)>,
    camps: BTreeSet<(i8, i8)>,
    crossings: BTreeSet<(i8, i8)>,
}

fn port_of(c: char) -> Port {
    Port::from_letter(c).unwrap_or_else(|| panic!("{c:?} is not n, e, s or w"))
}

impl Default for Lab {
    fn default() -> Self {
        Lab::new()
    }
}

impl Lab {
    /// A builder with no card used.
    pub fn new() -> Self {
        Lab {
            used: vec![false; lab().catalogue().trail_count()],
            park: Vec::new(),
            cells: BTreeSet::new(),
            camps: BTreeSet::new(),
            crossings: BTreeSet::new(),
        }
    }

    /// Starts the next park (cards stay used).
    pub fn next_park(&mut self) -> Vec<Placement> {
        self.cells.clear();
        self.camps.clear();
        self.crossings.clear();
        std::mem::take(&mut self.park)
    }

    /// Takes an unused card with this face.
    pub fn take(&mut self, face: &str) -> u8 {
        let canon = |f: &TrailFace| {
            let mut f = f.clone();
            for cell in &mut f.cells {
                cell.segments.sort_by_key(|s| s.ports);
            }
            f
        };
        let want = canon(&face.parse().unwrap());
        let trails = &lab().catalogue().data().trails;
        let id = (0..trails.len())
            .find(|&i| !self.used[i] && canon(&trails[i].face) == want)
            .unwrap_or_else(|| panic!("no unused lab card {face}"));
        self.used[id] = true;
        id as u8
    }

    /// An unused card number (for hands).
    pub fn spare(&mut self) -> u16 {
        let id = self.used.iter().position(|u| !u).expect("a spare card");
        self.used[id] = true;
        id as u16 + 1
    }

    /// Lays a camp.
    pub fn camp(&mut self, t: char, x: i8, y: i8, degrees: u16) -> &mut Self {
        self.park.push(camp(t, x, y, degrees));
        for dx in 0..2 {
            for dy in 0..2 {
                self.camps.insert((x + dx, y + dy));
                self.cells.insert((x + dx, y + dy));
            }
        }
        self
    }

    fn free(&self, c: (i8, i8), planned: &[(i8, i8)]) -> bool {
        !self.cells.contains(&c) && !planned.contains(&c)
    }

    /// Lays a one-cell piece showing `face_top` (segments as they lie in
    /// the park) at `c`, its blank half on `d`.
    fn lay(&mut self, c: (i8, i8), d: (i8, i8), segments: &[(Port, Port, char, usize)]) {
        let (dx, dy) = (d.0 - c.0, d.1 - c.1);
        let (degrees, anchor) = match (dx, dy) {
            (0, 1) => (0, c),
            (-1, 0) => (90, d),
            (0, -1) => (180, d),
            (1, 0) => (270, c),
            _ => panic!("{d:?} is not next to {c:?}"),
        };
        let undo = Rotation::from_quarters(((4 - degrees / 90) % 4) as u8);
        let mut text = String::new();
        for &(a, b, t, m) in segments {
            let (a, b) = (a.rotated(undo), b.rotated(undo));
            let kind = if a.opposite() == b {
                "mud"
            } else {
                bend_kind(t)
            };
            let marks: String = (0..m).map(|_| format!("+{kind}")).collect();
            text.push_str(&format!("{}{}:{t}{marks} ", a.letter(), b.letter()));
        }
        let id = self.take(&format!("{text}/ -"));
        self.park.push(trail(id, anchor.0, anchor.1, degrees));
        self.cells.insert(c);
        self.cells.insert(d);
    }

    /// Lays a trail of type `t` entering cell `start` by port `entry`,
    /// then leaving each cell by the direction of each move (`n`, `e`, `s`,
    /// `w`), with an optional marker count after it (default: 1 for a
    /// bend, 0 for a straight): `"n n2 e s1"`. Cells laid beforehand by
    /// [`crossing`](Self::crossing) are passed over. Each piece's blank half
    /// goes to a free cell off the trail (or to a cell of the trail laid
    /// later, which covers it).
    pub fn path(&mut self, t: char, start: (i8, i8), entry: char, moves: &str) -> &mut Self {
        let mut planned = vec![start];
        let mut steps = Vec::new();
        let (mut c, mut inp) = (start, port_of(entry));
        for token in moves.split_whitespace() {
            let mut chars = token.chars();
            let out = port_of(chars.next().unwrap());
            let m: Option<usize> = chars.as_str().parse().ok();
            let m = m.unwrap_or(usize::from(inp.opposite() != out));
            steps.push((c, inp, out, m));
            let (dx, dy) = out.delta();
            c = (c.0 + dx, c.1 + dy);
            inp = out.opposite();
            planned.push(c);
        }
        for (i, &(c, a, b, m)) in steps.iter().enumerate() {
            if self.crossings.contains(&c) {
                continue;
            }
            let later = &planned[i + 1..];
            let options: Vec<(i8, i8)> = Port::ALL
                .iter()
                .filter(|&&p| p != a && p != b)
                .map(|p| (c.0 + p.delta().0, c.1 + p.delta().1))
                .filter(|n| !self.camps.contains(n) && !self.crossings.contains(n))
                .collect();
            let d = options
                .iter()
                .copied()
                .find(|&n| self.free(n, &planned))
                .or_else(|| {
                    options
                        .iter()
                        .copied()
                        .find(|n| later.contains(n) && !self.cells.contains(n))
                })
                .unwrap_or_else(|| panic!("no cell for the blank half of the piece at {c:?}"));
            self.lay(c, d, &[(a, b, t, m)]);
        }
        self
    }

    /// Lays one piece at `c` (its blank half in direction `blank`): a
    /// segment of type `t` joining `ports` (as they lie in the park, e.g.
    /// `"ns"`) with `m` markers.
    pub fn piece(&mut self, c: (i8, i8), blank: char, t: char, ports: &str, m: usize) -> &mut Self {
        let (dx, dy) = port_of(blank).delta();
        let mut letters = ports.chars();
        let (a, b) = (
            port_of(letters.next().unwrap()),
            port_of(letters.next().unwrap()),
        );
        self.lay(c, (c.0 + dx, c.1 + dy), &[(a, b, t, m)]);
        self
    }

    /// Lays a crossing at `c` — a north–south trail of type `ns` crossing
    /// an east–west one of type `ew` at one bridge — with the north–south
    /// trail's straight continuing into the cell in direction `tail` (`n`
    /// or `s`). Paths pass over both cells.
    pub fn crossing(&mut self, c: (i8, i8), ns: char, ew: char, tail: char) -> &mut Self {
        let id = self.take(&format!("ns:{ns} ew:{ew} *bridge / ns:{ns}"));
        let (degrees, anchor, d) = match tail {
            's' => (0, c, (c.0, c.1 + 1)),
            'n' => (180, (c.0, c.1 - 1), (c.0, c.1 - 1)),
            _ => panic!("a crossing's tail is n or s"),
        };
        self.park.push(trail(id, anchor.0, anchor.1, degrees));
        for cell in [c, d] {
            self.crossings.insert(cell);
            self.cells.insert(cell);
        }
        self
    }

    /// Lays `n` blank cards on the same two cells: `at` and the cell east
    /// of it.
    pub fn stack(&mut self, at: (i8, i8), n: usize) -> &mut Self {
        for _ in 0..n {
            let id = self.take("- / -");
            self.park.push(trail(id, at.0, at.1, 90));
        }
        self.cells.insert(at);
        self.cells.insert((at.0 + 1, at.1));
        self
    }

    /// How many trail cards the park holds.
    pub fn trails(&self) -> usize {
        self.park
            .iter()
            .filter(|p| matches!(p.piece, Piece::Trail(_)))
            .count()
    }

    /// Lays `n` filler cards in a row going west from `from` (free cells):
    /// blank cards while there are any, then any unused card (a row with
    /// no camp in reach closes no loop).
    pub fn blanks(&mut self, from: (i8, i8), n: usize) -> &mut Self {
        for i in 0..n {
            let x = from.0 - 2 * i as i8;
            let blank: TrailFace = "- / -".parse().unwrap();
            let trails = &lab().catalogue().data().trails;
            let id = (0..trails.len())
                .find(|&c| !self.used[c] && trails[c].face == blank)
                .or_else(|| {
                    (0..trails.len())
                        .rev()
                        .find(|&c| !self.used[c] && trails[c].shape == "piece")
                })
                .expect("a filler card") as u8;
            self.used[usize::from(id)] = true;
            self.park.push(trail(id, x - 1, from.1, 90));
            self.cells.insert((x - 1, from.1));
            self.cells.insert((x, from.1));
        }
        self
    }
}

/// One seat of a hand-written position.
#[derive(Clone, Debug, Default)]
pub struct SeatSpec {
    /// The park, first laid first.
    pub park: Vec<Placement>,
    /// How many of the last cards of the park were placed this step.
    pub placed: u8,
    /// Cards that must be in the hand (by id); the rest is filled.
    pub hand: Vec<u8>,
    /// In-Game claims.
    pub claims: Vec<(&'static str, u8)>,
}

impl SeatSpec {
    /// A seat with this park and nothing placed this step.
    pub fn park(park: Vec<Placement>) -> Self {
        SeatSpec {
            park,
            ..SeatSpec::default()
        }
    }
}

/// A position (JSON) on `config` at `round` and `step` ("camps", "turn N",
/// "over"); hands hold the cards asked for, filled to the right size with
/// the lowest-numbered cards in no park.
pub fn position(
    config: &TrailblazersConfig,
    round: u8,
    step: &str,
    seats: &[SeatSpec],
    goals: (&[&str], &[&str]),
) -> Value {
    let (step_json, turn) = match step.split_once(' ') {
        Some(("turn", n)) => (
            json!({"turn": n.parse::<u8>().unwrap()}),
            n.parse::<usize>().unwrap(),
        ),
        _ => (json!(step), 0),
    };
    let mut used: BTreeSet<u8> = BTreeSet::new();
    for s in seats {
        used.extend(s.hand.iter().copied());
        for p in &s.park {
            if let Piece::Trail(c) = p.piece {
                used.insert(c);
            }
        }
    }
    let mut spare = (0..=255u8).filter(move |c| !used.contains(c));
    let seats_json: Vec<Value> = seats
        .iter()
        .map(|s| {
            let size = match step {
                "over" => 0,
                "camps" => 8,
                _ => 8 - 2 * (turn - 1) - usize::from(s.placed),
            };
            let mut hand: Vec<u16> = s.hand.iter().map(|&c| u16::from(c) + 1).collect();
            while hand.len() < size {
                hand.push(u16::from(spare.next().unwrap()) + 1);
            }
            let claims: serde_json::Map<String, Value> = s
                .claims
                .iter()
                .map(|(k, v)| (k.to_string(), json!(v)))
                .collect();
            json!({
                "park": s.park.iter().map(ToString::to_string).collect::<Vec<_>>(),
                "placed_this_step": s.placed,
                "hand": hand,
                "claims": claims,
            })
        })
        .collect();
    let mut p = json!({
        "config": serde_json::to_value(config).unwrap(),
        "round": round,
        "step": step_json,
        "seats": seats_json,
    });
    if !config.is_solo() {
        p["in_game_goals"] = json!(goals.0);
        p["end_game_goals"] = json!(goals.1);
    }
    if step == "over" {
        p["ending"] = json!("completed");
    }
    p
}

/// Loads a position, panicking with the reason if it is refused.
pub fn load(position: &Value) -> trailblazers_rules::Trailblazers {
    serde_json::from_value(position.clone())
        .unwrap_or_else(|e| panic!("position refused: {e}\n{position:#}"))
}
