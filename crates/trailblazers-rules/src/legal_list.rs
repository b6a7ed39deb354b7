//! Every legal placement of a seat as a compact list ([`LegalPlacements`]):
//! the trail footprints of the park once, row by row, and the cards of the
//! hand. Its length and the placement at any index are counted, not
//! written out, so a caller that picks one placement of some eight hundred
//! (a uniformly random player) does not pay for listing them all.

use crate::cards::{CardId, Catalogue};
use crate::geometry::{Cell, Rotation};
use crate::park::{Park, Piece, Placement, column, column_bit};
use crate::state::{HAND_SIZE, Step, Trailblazers};
use tabletop_core::{CountedList, GameRng, Listing, Seat};

/// Rows of footprints a list holds: a park spans at most 54 rows, and its
/// footprints two more on either side.
const ROWS: usize = 64;

/// Every legal placement of one seat at one moment — the placements
/// [`Game::legal_actions`](tabletop_core::Game::legal_actions) lists, in
/// the same order — held compactly: [`len`](Listing::len),
/// [`get`](Listing::get) and [`position`](Listing::position) take a few
/// operations each, whatever the number of placements. A snapshot: it does
/// not change when the game moves on. Built by
/// [`Trailblazers::legal_placements`].
///
/// Written out ([`Listing::Listed`]) for the camps of a Camps step (a few
/// dozen), or none for a seat with no decision to make; counted
/// ([`Listing::Counted`]) for the trail cards of a hand over the
/// footprints of a park (a kilobyte and a half, so boxed).
pub type LegalPlacements = Listing<Placement, Box<Trails>>;

/// A card of the hand and the rotations that show a distinct face: r0 and
/// r90 always, r180 and r270 unless the card looks the same half turned.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
struct Card {
    id: CardId,
    r180: bool,
    r270: bool,
}

impl Card {
    /// Placements per upright footprint (r0, r180) and per wide one (r90,
    /// r270).
    fn per_footprint(self) -> (u32, u32) {
        (1 + u32::from(self.r180), 1 + u32::from(self.r270))
    }
}

/// The order of the legal list: card by card; within a card, row by row;
/// within a row, the upright footprints (bit order) with r0 then r180, then
/// the wide ones with r90 then r270.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trails {
    /// The westmost column the masks may hold.
    x0: i8,
    /// The northmost row.
    y0: i8,
    rows: usize,
    upright: [u64; ROWS],
    wide: [u64; ROWS],
    /// Upright and wide footprints in the rows north of each row; at
    /// `rows`, in all rows.
    before: [(u16, u16); ROWS + 1],
    cards: [Card; HAND_SIZE],
    hand: usize,
    /// The index of each card's first placement; `starts[hand]` is the
    /// length.
    starts: [u32; HAND_SIZE + 1],
}

impl Trails {
    #[inline]
    fn new(park: &Park, hand: &[CardId], cat: &Catalogue) -> Self {
        let mut t = Trails {
            x0: park.footprint_origin(),
            y0: 0,
            rows: 0,
            upright: [0; ROWS],
            wide: [0; ROWS],
            before: [(0, 0); ROWS + 1],
            cards: [Card::default(); HAND_SIZE],
            hand: 0,
            starts: [0; HAND_SIZE + 1],
        };
        park.trail_footprint_rows(|y, upright, wide| {
            let r = t.rows;
            if r == 0 {
                t.y0 = y;
            }
            if r < ROWS {
                t.upright[r] = upright;
                t.wide[r] = wide;
                let (u, w) = t.before[r];
                t.before[r + 1] = (
                    u + upright.count_ones() as u16,
                    w + wide.count_ones() as u16,
                );
                t.rows = r + 1;
            }
        });
        let (upright, wide) = t.before[t.rows];
        for (slot, &id) in hand.iter().take(HAND_SIZE).enumerate() {
            let card = Card {
                id,
                r180: cat.is_distinct_trail_rotation(id, Rotation::R180),
                r270: cat.is_distinct_trail_rotation(id, Rotation::R270),
            };
            let (u, w) = card.per_footprint();
            t.cards[slot] = card;
            t.starts[slot + 1] = t.starts[slot] + u * u32::from(upright) + w * u32::from(wide);
            t.hand = slot + 1;
        }
        t
    }

    fn len(&self) -> usize {
        self.starts[self.hand] as usize
    }

    /// A card's placements in the rows north of row `r`.
    fn offset(&self, card: Card, r: usize) -> u32 {
        let (u, w) = card.per_footprint();
        let (upright, wide) = self.before[r];
        u * u32::from(upright) + w * u32::from(wide)
    }

    fn get(&self, index: usize) -> Option<Placement> {
        let index = u32::try_from(index).ok()?;
        let slot = (0..self.hand).find(|&c| index < self.starts[c + 1])?;
        let card = self.cards[slot];
        let (u, w) = card.per_footprint();
        let k = index - self.starts[slot];
        // The row: the last whose first placement is at or before `k`.
        let (mut lo, mut hi) = (0, self.rows);
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            if self.offset(card, mid) <= k {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        let r = lo;
        let k = k - self.offset(card, r);
        let in_upright = u * self.upright[r].count_ones();
        let (mask, per, turns, k) = if k < in_upright {
            (self.upright[r], u, [Rotation::R0, Rotation::R180], k)
        } else {
            (
                self.wide[r],
                w,
                [Rotation::R90, Rotation::R270],
                k - in_upright,
            )
        };
        let bit = nth_set_bit(mask, k / per)?;
        Some(Placement {
            piece: Piece::Trail(card.id),
            at: Cell::new(column(bit, self.x0), self.row_y(r)),
            rotation: turns[(k % per) as usize],
        })
    }

    /// Calls `f` with every placement, in order.
    fn for_each(&self, mut f: impl FnMut(Placement)) {
        for card in &self.cards[..self.hand] {
            let upright = [Rotation::R0, Rotation::R180];
            let wide = [Rotation::R90, Rotation::R270];
            let upright = &upright[..1 + usize::from(card.r180)];
            let wide = &wide[..1 + usize::from(card.r270)];
            for r in 0..self.rows {
                let y = self.row_y(r);
                for (mut mask, turns) in [(self.upright[r], upright), (self.wide[r], wide)] {
                    while mask != 0 {
                        let at = Cell::new(column(mask.trailing_zeros() as u8, self.x0), y);
                        mask &= mask - 1;
                        for &rotation in turns {
                            f(Placement {
                                piece: Piece::Trail(card.id),
                                at,
                                rotation,
                            });
                        }
                    }
                }
            }
        }
    }

    fn row_y(&self, r: usize) -> i8 {
        (i16::from(self.y0) + r as i16) as i8
    }

    fn position(&self, p: &Placement) -> Option<usize> {
        let Piece::Trail(id) = p.piece else {
            return None;
        };
        let slot = self.cards[..self.hand].iter().position(|c| c.id == id)?;
        let card = self.cards[slot];
        let r = usize::try_from(i16::from(p.at.y) - i16::from(self.y0))
            .ok()
            .filter(|&r| r < self.rows)?;
        let bit = column_bit(p.at.x);
        if column(bit, self.x0) != p.at.x {
            return None;
        }
        let (u, w) = card.per_footprint();
        let (mask, per, turn, skip) = match p.rotation {
            Rotation::R0 => (self.upright[r], u, 0, 0),
            Rotation::R180 if card.r180 => (self.upright[r], u, 1, 0),
            Rotation::R90 => (self.wide[r], w, 0, u * self.upright[r].count_ones()),
            Rotation::R270 if card.r270 => (self.wide[r], w, 1, u * self.upright[r].count_ones()),
            _ => return None,
        };
        if mask & (1u64 << bit) == 0 {
            return None;
        }
        let rank = (mask & ((1u64 << bit) - 1)).count_ones();
        let k = self.starts[slot] + self.offset(card, r) + skip + rank * per + turn;
        Some(k as usize)
    }
}

/// The `n`-th lowest set bit of `mask` (from 0), if it has that many.
fn nth_set_bit(mut mask: u64, n: u32) -> Option<u8> {
    for _ in 0..n {
        mask &= mask.checked_sub(1)?;
    }
    (mask != 0).then(|| mask.trailing_zeros() as u8)
}

/// The trail placements as a list [`LegalPlacements`] counts.
impl CountedList<Placement> for Box<Trails> {
    fn len(&self) -> usize {
        Trails::len(self)
    }

    fn get(&self, index: usize) -> Option<Placement> {
        Trails::get(self, index)
    }

    fn position(&self, placement: &Placement) -> Option<usize> {
        Trails::position(self, placement)
    }

    fn for_each(&self, f: impl FnMut(Placement)) {
        Trails::for_each(self, f);
    }
}

/// Calls `f` with every legal placement of the trail cards `cards` in
/// `park`, in the order [`Game::legal_actions`](tabletop_core::Game::legal_actions)
/// lists a hand's: card by card, the footprints row by row.
pub(crate) fn for_each_trail_placement(
    park: &Park,
    cards: &[CardId],
    cat: &Catalogue,
    f: impl FnMut(Placement),
) {
    Trails::new(park, cards, cat).for_each(f);
}

impl Trailblazers {
    /// Appends every legal placement of `seat` in a turn (which it owes):
    /// card by card, the footprints of its park row by row.
    pub(crate) fn push_trails(&self, seat: Seat, out: &mut Vec<Placement>) {
        let trails = Trails::new(&self.parks[seat.index()], self.hand(seat), self.catalogue());
        out.reserve(trails.len());
        trails.for_each(|p| out.push(p));
    }

    /// [`Game::random_legal_action`](tabletop_core::Game::random_legal_action):
    /// in a turn the placements are counted from the park's footprint
    /// masks and only the one drawn is built; a camp is picked from the
    /// written list (a few dozen).
    pub(crate) fn draw_legal(
        &self,
        seat: Seat,
        rng: &mut GameRng,
        buffer: &mut Vec<Placement>,
    ) -> Option<(Placement, usize)> {
        if matches!(self.step, Step::Turn(_)) && self.owes(seat) {
            let trails = Trails::new(&self.parks[seat.index()], self.hand(seat), self.catalogue());
            let n = trails.len();
            if n == 0 {
                return None;
            }
            return trails.get(rng.index(n)).map(|p| (p, n));
        }
        buffer.clear();
        self.push_legal(seat, buffer);
        let n = buffer.len();
        if n == 0 {
            return None;
        }
        Some((buffer[rng.index(n)], n))
    }

    /// Every legal placement of `seat` now, as a compact list: the
    /// placements [`Game::legal_actions`](tabletop_core::Game::legal_actions)
    /// writes out, in the same order, counted instead of written (none for
    /// a seat that owes no decision).
    pub fn legal_placements(&self, seat: Seat) -> LegalPlacements {
        if self.step == Step::Over || !self.owes(seat) {
            return Listing::Listed(Vec::new());
        }
        match self.step {
            Step::Turn(_) => Listing::Counted(Box::new(Trails::new(
                &self.parks[seat.index()],
                self.hand(seat),
                self.catalogue(),
            ))),
            _ => {
                let mut list = Vec::new();
                self.push_legal(seat, &mut list);
                Listing::Listed(list)
            }
        }
    }
}
