//! The validated set of components a game is played with, and the tables
//! the engine derives from it (turned cell faces, distinct rotations).

use super::faces::CellFace;
use super::goals::{Goal, GoalKind, Metric, SoloChallenge};
use super::notation::TrailFace;
use super::{CampFace, CardId, MAX_TRAIL_CARDS, MarkerKind, TrailType};
use crate::geometry::Rotation;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

/// The reference components (PROVISIONAL: the project's design, not the
/// printed cards; see `docs/rulings/trailblazers.md`).
const REFERENCE_JSON: &str = include_str!("../../data/reference-deck.json");

/// One trail card as written in a deck file.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TrailCardData {
    /// The shape's name (for people; the reference deck's recipe groups by it).
    #[serde(default)]
    pub shape: String,
    /// The printed face.
    pub face: TrailFace,
}

/// Totals of a deck, computed from its cards; a deck file may declare them
/// and they are then checked ("counts add up").
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckSummary {
    /// Trail cards.
    pub cards: usize,
    /// Trail segments by type.
    pub segments: BTreeMap<TrailType, usize>,
    /// Segments that run straight across a cell.
    pub straights: usize,
    /// Segments that turn.
    pub bends: usize,
    /// Cells where two straights cross.
    pub intersections: usize,
    /// Markers by kind (an intersection's once).
    pub markers: BTreeMap<MarkerKind, usize>,
}

/// A whole set of components, as written in a deck file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckData {
    /// The deck's name (`reference` for the shipped one).
    pub name: String,
    /// A note on where the data comes from.
    #[serde(default)]
    pub note: String,
    /// The three camp faces, one per type.
    pub camps: Vec<CampFace>,
    /// The trail cards; card `#1` is the first.
    pub trails: Vec<TrailCardData>,
    /// The In-Game goal cards.
    pub in_game_goals: Vec<Goal>,
    /// The End-Game goal cards.
    pub end_game_goals: Vec<Goal>,
    /// The Solo Card's challenges, easiest first.
    pub solo_card: Vec<SoloChallenge>,
    /// Declared totals, checked against the cards if given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub summary: Option<DeckSummary>,
}

/// Why a deck cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{part}: {reason}")]
pub struct DeckError {
    /// The part of the deck at fault (`trail card #17`, `camp 2`, `goal metro-park`).
    pub part: String,
    /// What is wrong.
    pub reason: String,
}

fn fault(part: impl Into<String>, reason: impl Into<String>) -> DeckError {
    DeckError {
        part: part.into(),
        reason: reason.into(),
    }
}

/// A validated deck with the tables derived from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Catalogue {
    data: DeckData,
    /// Turned cell faces: trail card `c`, half `h`, rotation `r` at
    /// `(c * 2 + h) * 4 + r`; then camp type `t`, printed quadrant `q`,
    /// rotation `r` at `camp_base + (t * 4 + q) * 4 + r`.
    faces: Vec<CellFace>,
    camp_base: usize,
    /// Per trail card: a bit per rotation that shows a face no smaller
    /// rotation shows.
    trail_rotations: Vec<u8>,
    /// The same per camp type.
    camp_rotations: [u8; 3],
    /// Index into `data.camps` of each type's camp.
    camp_of_type: [usize; 3],
    is_reference: bool,
}

/// Where the printed cells of a trail card lie after a rotation, as
/// offsets from the footprint's north-west cell: `[top, bottom]`.
pub fn trail_offsets(rotation: Rotation) -> [(u8, u8); 2] {
    [rotation.place(0, 0, 1, 2), rotation.place(0, 1, 1, 2)]
}

/// Where the printed quadrants of a camp lie after a rotation (quadrant
/// `q` is printed at `(q % 2, q / 2)`).
pub fn camp_offsets(rotation: Rotation) -> [(u8, u8); 4] {
    let q = |i: u8| rotation.place(i % 2, i / 2, 2, 2);
    [q(0), q(1), q(2), q(3)]
}

impl Catalogue {
    /// The reference deck.
    pub fn reference() -> Self {
        let data: DeckData =
            serde_json::from_str(REFERENCE_JSON).expect("the reference deck file is valid JSON");
        let mut cat = Catalogue::new(data).expect("the reference deck passes validation");
        cat.is_reference = true;
        cat
    }

    /// A deck from data, validated: every card's face is well formed (every
    /// bend and intersection has a marker, the trails at the inner edge
    /// line up), one camp of each type with at least two exits, goals with
    /// unique keys and sensible slots, Solo Card challenges that name goals
    /// of the right kind, and declared totals that add up.
    pub fn new(data: DeckData) -> Result<Self, DeckError> {
        check_trails(&data)?;
        let camp_of_type = check_camps(&data)?;
        check_goals(&data)?;
        check_solo_card(&data)?;
        let summary = summarise(&data.trails);
        if let Some(declared) = &data.summary
            && *declared != summary
        {
            return Err(fault(
                "summary",
                format!(
                    "the declared totals do not match the cards: the cards give {}",
                    serde_json::to_string(&summary).unwrap_or_default()
                ),
            ));
        }
        let mut faces = Vec::with_capacity(data.trails.len() * 8 + 48);
        for card in &data.trails {
            for cell in &card.face.cells {
                for r in Rotation::ALL {
                    faces.push(CellFace::trail(cell, r));
                }
            }
        }
        let camp_base = faces.len();
        for &ci in &camp_of_type {
            let camp = &data.camps[ci];
            for q in 0..4u8 {
                for r in Rotation::ALL {
                    let mut exits = 0u8;
                    for e in &camp.exits {
                        let ((cx, cy), port) = e.cell_and_port();
                        if cx + 2 * cy == q {
                            exits |= 1 << port.rotated(r).index();
                        }
                    }
                    faces.push(CellFace::camp(camp.trail, exits));
                }
            }
        }
        let mut cat = Catalogue {
            data,
            faces,
            camp_base,
            trail_rotations: Vec::new(),
            camp_rotations: [0; 3],
            camp_of_type,
            is_reference: false,
        };
        cat.trail_rotations = (0..cat.trail_count())
            .map(|c| cat.distinct_trail_rotations(c as CardId))
            .collect();
        for t in TrailType::ALL {
            cat.camp_rotations[t.index()] = cat.distinct_camp_rotations(t);
        }
        Ok(cat)
    }

    fn distinct_trail_rotations(&self, card: CardId) -> u8 {
        let look = |r: Rotation| {
            let mut cells: Vec<((u8, u8), CellFace)> = trail_offsets(r)
                .into_iter()
                .enumerate()
                .map(|(h, at)| (at, *self.trail_face(card, h as u8, r)))
                .collect();
            cells.sort_by_key(|c| c.0);
            cells
        };
        let mut mask = 0b0011;
        if look(Rotation::R180) != look(Rotation::R0) {
            mask |= 0b0100;
        }
        if look(Rotation::R270) != look(Rotation::R90) {
            mask |= 0b1000;
        }
        mask
    }

    fn distinct_camp_rotations(&self, trail: TrailType) -> u8 {
        let look = |r: Rotation| {
            let mut cells: Vec<((u8, u8), CellFace)> = camp_offsets(r)
                .into_iter()
                .enumerate()
                .map(|(q, at)| (at, *self.camp_face(trail, q as u8, r)))
                .collect();
            cells.sort_by_key(|c| c.0);
            cells
        };
        let mut mask = 0;
        for (i, r) in Rotation::ALL.into_iter().enumerate() {
            if Rotation::ALL[..i].iter().all(|&s| look(s) != look(r)) {
                mask |= 1 << i;
            }
        }
        mask
    }

    /// The data the catalogue was built from.
    pub fn data(&self) -> &DeckData {
        &self.data
    }

    /// Whether this is the shipped reference deck.
    pub fn is_reference(&self) -> bool {
        self.is_reference
    }

    /// How many trail cards the deck holds.
    #[inline]
    pub fn trail_count(&self) -> usize {
        self.data.trails.len()
    }

    /// A trail card's data (`None` for an id outside the deck).
    pub fn trail(&self, card: CardId) -> Option<&TrailCardData> {
        self.data.trails.get(usize::from(card))
    }

    /// The index of a turned trail cell face (card and half must exist).
    #[inline]
    pub fn trail_face_index(&self, card: CardId, half: u8, rotation: Rotation) -> u16 {
        ((usize::from(card) * 2 + usize::from(half & 1)) * 4 + rotation as usize) as u16
    }

    /// A turned trail cell face.
    #[inline]
    pub fn trail_face(&self, card: CardId, half: u8, rotation: Rotation) -> &CellFace {
        &self.faces[usize::from(self.trail_face_index(card, half, rotation))]
    }

    /// The index of a turned camp cell face.
    #[inline]
    pub fn camp_face_index(&self, trail: TrailType, quadrant: u8, rotation: Rotation) -> u16 {
        (self.camp_base + (trail.index() * 4 + usize::from(quadrant & 3)) * 4 + rotation as usize)
            as u16
    }

    /// A turned camp cell face.
    #[inline]
    pub fn camp_face(&self, trail: TrailType, quadrant: u8, rotation: Rotation) -> &CellFace {
        &self.faces[usize::from(self.camp_face_index(trail, quadrant, rotation))]
    }

    /// The face with index `index`.
    #[inline]
    pub fn face(&self, index: u16) -> &CellFace {
        &self.faces[usize::from(index)]
    }

    /// Whether `index` names a camp cell's face.
    #[inline]
    pub fn is_camp_face(&self, index: u16) -> bool {
        usize::from(index) >= self.camp_base
    }

    /// The card, half and rotation of a trail face index.
    pub fn trail_face_parts(&self, index: u16) -> Option<(CardId, u8, Rotation)> {
        let i = usize::from(index);
        (i < self.camp_base).then(|| {
            (
                (i / 8) as CardId,
                (i / 4 % 2) as u8,
                Rotation::from_quarters((i % 4) as u8),
            )
        })
    }

    /// The camp of a type.
    pub fn camp(&self, trail: TrailType) -> &CampFace {
        &self.data.camps[self.camp_of_type[trail.index()]]
    }

    /// Whether `rotation` of `card` shows a face no smaller rotation shows
    /// (the enumeration offers only those).
    #[inline]
    pub fn is_distinct_trail_rotation(&self, card: CardId, rotation: Rotation) -> bool {
        self.trail_rotations
            .get(usize::from(card))
            .is_some_and(|m| m & (1 << rotation as u8) != 0)
    }

    /// The smallest rotation of `card` that shows the same face as `rotation`.
    pub fn canonical_trail_rotation(&self, card: CardId, rotation: Rotation) -> Rotation {
        if self.is_distinct_trail_rotation(card, rotation) {
            rotation
        } else {
            Rotation::from_quarters(rotation as u8 - 2)
        }
    }

    /// The same for a camp.
    #[inline]
    pub fn is_distinct_camp_rotation(&self, trail: TrailType, rotation: Rotation) -> bool {
        self.camp_rotations[trail.index()] & (1 << rotation as u8) != 0
    }

    /// The smallest rotation of a camp that shows the same face as `rotation`.
    pub fn canonical_camp_rotation(&self, trail: TrailType, rotation: Rotation) -> Rotation {
        let step = match self.camp_rotations[trail.index()].count_ones() {
            1 => 1,
            2 => 2,
            _ => 4,
        };
        Rotation::from_quarters(rotation as u8 % step)
    }

    /// The In-Game (`InGame`) or End-Game goals.
    pub fn goals(&self, kind: GoalKind) -> &[Goal] {
        match kind {
            GoalKind::InGame => &self.data.in_game_goals,
            GoalKind::EndGame => &self.data.end_game_goals,
        }
    }

    /// A goal by key, with its kind and index in its list.
    pub fn find_goal(&self, key: &str) -> Option<(GoalKind, usize)> {
        let key = key.trim();
        for kind in [GoalKind::InGame, GoalKind::EndGame] {
            if let Some(i) = self
                .goals(kind)
                .iter()
                .position(|g| g.key.eq_ignore_ascii_case(key))
            {
                return Some((kind, i));
            }
        }
        None
    }

    /// The Solo Card.
    pub fn solo_card(&self) -> &[SoloChallenge] {
        &self.data.solo_card
    }

    /// The deck's totals.
    pub fn summary(&self) -> DeckSummary {
        summarise(&self.data.trails)
    }
}

fn check_trails(data: &DeckData) -> Result<(), DeckError> {
    if data.trails.is_empty() || data.trails.len() > MAX_TRAIL_CARDS {
        return Err(fault(
            "trails",
            format!(
                "a deck holds 1 to {MAX_TRAIL_CARDS} trail cards, not {}",
                data.trails.len()
            ),
        ));
    }
    for (i, card) in data.trails.iter().enumerate() {
        card.face
            .check()
            .map_err(|e| fault(format!("trail card #{}", i + 1), e))?;
    }
    Ok(())
}

fn check_camps(data: &DeckData) -> Result<[usize; 3], DeckError> {
    if data.camps.len() != 3 {
        return Err(fault(
            "camps",
            format!(
                "there are 3 camp faces, one per type, not {}",
                data.camps.len()
            ),
        ));
    }
    let mut of_type = [usize::MAX; 3];
    for (i, camp) in data.camps.iter().enumerate() {
        let part = format!("camp {} ({})", i + 1, camp.trail);
        if of_type[camp.trail.index()] != usize::MAX {
            return Err(fault(part, "two camps have this type"));
        }
        of_type[camp.trail.index()] = i;
        let mut seen = 0u8;
        for e in &camp.exits {
            if seen & 1 << e.0 != 0 {
                return Err(fault(part, format!("exit {} is listed twice", e.name())));
            }
            seen |= 1 << e.0;
        }
        if camp.exits.len() < 2 {
            return Err(fault(
                part,
                "a loop leaves and returns by two different exits: a camp needs at least 2",
            ));
        }
    }
    Ok(of_type)
}

fn check_goals(data: &DeckData) -> Result<(), DeckError> {
    let mut keys: Vec<String> = Vec::new();
    for (kind, goals) in [
        (GoalKind::InGame, &data.in_game_goals),
        (GoalKind::EndGame, &data.end_game_goals),
    ] {
        for g in goals {
            let part = format!("goal {:?}", g.key);
            let key = g.key.to_ascii_lowercase();
            if key.is_empty() || key.contains(['+', ':', ' ']) {
                return Err(fault(
                    part,
                    "a key is a non-empty word without spaces, '+' or ':'",
                ));
            }
            if keys.contains(&key) {
                return Err(fault(part, "two goals have this key"));
            }
            keys.push(key);
            if g.slots.is_empty() || g.slots.len() > 8 {
                return Err(fault(part, "a goal card has 1 to 8 slots"));
            }
            if let Metric::Markers(kinds) = &g.metric
                && kinds.is_empty()
            {
                return Err(fault(part, "a markers goal names at least one kind"));
            }
            if kind == GoalKind::InGame && g.metric == Metric::Area {
                return Err(fault(
                    part,
                    "the area measure is an End-Game goal's (Metro Park)",
                ));
            }
        }
    }
    Ok(())
}

fn check_solo_card(data: &DeckData) -> Result<(), DeckError> {
    let find = |key: &str, want: Option<GoalKind>| -> Result<(), String> {
        let in_game = data.in_game_goals.iter().any(|g| g.key == key);
        let end_game = data.end_game_goals.iter().any(|g| g.key == key);
        match want {
            _ if !in_game && !end_game => Err(format!("no goal has the key {key:?}")),
            Some(GoalKind::InGame) if !in_game => Err(format!("{key:?} is not an In-Game goal")),
            Some(GoalKind::EndGame) if !end_game => Err(format!("{key:?} is not an End-Game goal")),
            _ => Ok(()),
        }
    };
    for (i, c) in data.solo_card.iter().enumerate() {
        let part = format!("Solo Card challenge {} ({c})", i + 1);
        let checked = match c {
            SoloChallenge::Tenderfoot { target } if *target == 0 => {
                Err("a Tenderfoot target is at least 1 point".to_string())
            }
            SoloChallenge::Tenderfoot { .. } => Ok(()),
            SoloChallenge::Voyager { goal } => find(goal, None),
            SoloChallenge::Blazer { in_game, end_game } => find(in_game, Some(GoalKind::InGame))
                .and_then(|()| find(end_game, Some(GoalKind::EndGame))),
        };
        checked.map_err(|e| fault(part, e))?;
    }
    Ok(())
}

fn summarise(trails: &[TrailCardData]) -> DeckSummary {
    let mut s = DeckSummary {
        cards: trails.len(),
        ..DeckSummary::default()
    };
    for card in trails {
        for cell in &card.face.cells {
            if cell.is_crossing() {
                s.intersections += 1;
            }
            for seg in &cell.segments {
                *s.segments.entry(seg.trail).or_default() += 1;
                if seg.is_straight() {
                    s.straights += 1;
                } else {
                    s.bends += 1;
                }
            }
        }
        for m in card.face.markers() {
            *s.markers.entry(m).or_default() += 1;
        }
    }
    s
}

impl tabletop_core::deck::DeckCatalogue for Catalogue {
    type Data = DeckData;
    type Error = DeckError;
    const EXPECTING: &'static str =
        "a deck's data (name, camps, trails, in_game_goals, end_game_goals, solo_card)";

    fn shared_reference() -> &'static Arc<Self> {
        static REFERENCE: OnceLock<Arc<Catalogue>> = OnceLock::new();
        REFERENCE.get_or_init(|| Arc::new(Catalogue::reference()))
    }

    fn from_data(data: DeckData) -> Result<Self, DeckError> {
        Catalogue::new(data)
    }

    fn is_reference(&self) -> bool {
        self.is_reference
    }

    fn data(&self) -> &DeckData {
        &self.data
    }
}
