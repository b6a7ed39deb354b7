//! A park as a stack of grid planes: the picture in the observation tensor
//! (see the [module documentation](super) for the channels and the window).

use crate::cards::Catalogue;
use crate::geometry::{Cell, Port};
use crate::park::Park;

/// The side of the window, in cells (see the [module documentation](super)).
pub const WINDOW: usize = 20;

/// Channels per cell.
pub const CHANNELS: usize = 31;

/// The first channel of each group.
const CAMP: usize = 0;
const PORT_TYPE: usize = 3;
const PAIR: usize = 15;
const PORT_POINTS: usize = 21;
const MARKER: usize = 25;

/// The values of one park's picture.
pub const PICTURE: usize = CHANNELS * WINDOW * WINDOW;

/// The channel of a segment joining ports `a` and `b` (`a` < `b`): NE, NS,
/// NW, ES, EW, SW.
fn pair(a: Port, b: Port) -> usize {
    let (a, b) = (a.index().min(b.index()), a.index().max(b.index()));
    match (a, b) {
        (0, 1) => 0,
        (0, 2) => 1,
        (0, 3) => 2,
        (1, 2) => 3,
        (1, 3) => 4,
        _ => 5,
    }
}

/// The cell's column and row in the window of a park whose north-west
/// corner is `min`, if it falls inside.
fn in_window(cell: Cell, min: Cell) -> Option<(usize, usize)> {
    let dx = usize::from((cell.x as i16 - min.x as i16) as u8);
    let dy = usize::from((cell.y as i16 - min.y as i16) as u8);
    (dx < WINDOW && dy < WINDOW).then_some((dx, dy))
}

/// How many covered cells of `park` fall outside the window (what
/// [`draw`] returns), without drawing it.
pub fn outside(park: &Park) -> usize {
    let Some((min, max)) = park.bounds() else {
        return 0;
    };
    if in_window(max, min).is_some() {
        return 0;
    }
    park.cells()
        .filter(|&(cell, _)| in_window(cell, min).is_none())
        .count()
}

/// Draws `park` into `out` (of [`PICTURE`] values, all 0 on entry: the
/// caller has cleared the whole tensor once): the window starts at the
/// park's north-west corner. Returns how many covered cells fall outside
/// the window.
pub fn draw(park: &Park, cat: &Catalogue, out: &mut [f32]) -> usize {
    let Some((min, _)) = park.bounds() else {
        return 0;
    };
    let mut outside = 0;
    for (cell, index) in park.cells() {
        let Some((dx, dy)) = in_window(cell, min) else {
            outside += 1;
            continue;
        };
        let at = dy * WINDOW + dx;
        let mut set = |channel: usize, value: f32| {
            if let Some(v) = out.get_mut(channel * WINDOW * WINDOW + at) {
                *v += value;
            }
        };
        let face = cat.face(index);
        if let Some(t) = face.camp_type() {
            set(CAMP + t.index(), 1.0);
            for p in Port::ALL.into_iter().filter(|&p| face.is_exit(p)) {
                set(PORT_TYPE + 3 * p.index() + t.index(), 1.0);
            }
            continue;
        }
        for (a, b, t, segment) in face.segments() {
            let points = f32::from(face.points(segment));
            for p in [a, b] {
                set(PORT_TYPE + 3 * p.index() + t.index(), 1.0);
                set(PORT_POINTS + p.index(), points);
            }
            set(PAIR + pair(a, b), 1.0);
        }
        if let Some((card, half, _)) = cat.trail_face_parts(index)
            && let Some(spec) = cat
                .trail(card)
                .and_then(|d| d.face.cells.get(usize::from(half)))
        {
            let kinds = spec
                .segments
                .iter()
                .flat_map(|s| s.markers.iter())
                .chain(spec.crossing.iter());
            for &k in kinds {
                set(MARKER + k.index(), 1.0);
            }
        }
    }
    outside
}
