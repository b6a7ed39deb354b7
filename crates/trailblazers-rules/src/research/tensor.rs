//! The observation and information-state tensors (layouts in the
//! [module documentation](super)).

use super::picture::{self, PICTURE};
use super::steps::REACH;
use crate::cards::{GoalKind, TrailType};
use crate::config::TrailblazersConfig;
use crate::park::{MAX_CELLS, MAX_PLACEMENTS, MAX_TRAILS, Park, Piece, Placement};
use crate::state::{Ending, GOALS_REVEALED, HAND_SIZE, ROUNDS, Step, TURNS, Trailblazers};
use tabletop_core::{GameConfig, Seat};

/// Values before the hand: round (4), step (5), deck, discards, solo
/// target, ending.
pub const HEADER: usize = 13;
/// Values per seat before its picture.
pub const SEAT_VALUES: usize = 16;
/// A seat's block: its values, then its picture.
pub const SEAT_BLOCK: usize = SEAT_VALUES + PICTURE;
/// Loop points are divided by this.
const POINTS_SCALE: f32 = 100.0;
/// Values saying where a laid card lies, in the information state: its
/// place in its park's order, its column and row, its rotation (4).
pub const PLACE_VALUES: usize = 7;

/// Where each part of the tensors lies, for one configuration.
#[derive(Copy, Clone, Debug)]
pub struct Layout {
    /// Trail cards in the deck.
    pub cards: usize,
    /// Players.
    pub players: usize,
    /// In-Game goals in the catalogue.
    pub in_game: usize,
    /// End-Game goals in the catalogue.
    pub end_game: usize,
}

impl Layout {
    /// The layout of `config`.
    pub fn of(config: &TrailblazersConfig) -> Self {
        let cat = config.catalogue();
        Layout {
            cards: cat.trail_count(),
            players: config.players(),
            in_game: cat.goals(GoalKind::InGame).len(),
            end_game: cat.goals(GoalKind::EndGame).len(),
        }
    }

    /// The first value of the hand.
    pub fn hand(self) -> usize {
        HEADER
    }

    /// The first value of the In-Game goals in play.
    pub fn goals(self) -> usize {
        HEADER + self.cards
    }

    /// The first value of the first seat's block.
    pub fn seats(self) -> usize {
        self.goals() + self.in_game + self.end_game
    }

    /// The size of the observation tensor.
    pub fn observation(self) -> usize {
        self.seats() + self.players * SEAT_BLOCK
    }

    /// The first value of the information state's hands held (after the
    /// table values and every seat's values, without the pictures).
    pub fn held(self) -> usize {
        self.seats() + self.players * SEAT_VALUES
    }

    /// The first value of the information state's camps (after the 12
    /// hands held).
    pub fn camps(self) -> usize {
        self.held() + usize::from(ROUNDS) * usize::from(TURNS) * self.cards
    }

    /// The first value of the information state's trail cards (after
    /// every seat's camps).
    pub fn trails(self) -> usize {
        self.camps() + self.players * 3 * PLACE_VALUES
    }

    /// Values per trail card in the information state: the park it lies in
    /// (one per seat), then where ([`PLACE_VALUES`]).
    pub fn trail_values(self) -> usize {
        self.players + PLACE_VALUES
    }

    /// The size of the information-state tensor: the table values, every
    /// seat's values, the hands held, the camps, the trail cards.
    pub fn information_state(self) -> usize {
        self.trails() + self.cards * self.trail_values()
    }
}

fn one_hot(out: &mut [f32], index: usize) {
    if let Some(v) = out.get_mut(index) {
        *v = 1.0;
    }
}

impl Trailblazers {
    /// The seat `k` places clockwise from `seat`.
    pub(crate) fn relative(&self, seat: Seat, k: usize) -> Seat {
        self.seating.clockwise(seat, k)
    }

    /// Writes `seat`'s observation tensor (`out` of the layout's size).
    pub(crate) fn observation_tensor(&self, seat: Seat, out: &mut [f32]) {
        out.fill(0.0);
        if !self.seating.contains(seat) {
            return;
        }
        let layout = Layout::of(&self.config);
        let (table, blocks) = out.split_at_mut(layout.seats());
        self.table_values(seat, layout, table);
        for (k, block) in blocks.chunks_exact_mut(SEAT_BLOCK).enumerate() {
            let s = self.relative(seat, k);
            let (values, picture) = block.split_at_mut(SEAT_VALUES);
            self.with_visible_park(seat, s, |park| {
                let outside = picture::draw(park, self.catalogue(), picture);
                self.seat_values(s, park, outside, values);
            });
        }
    }

    /// The values before the seats' (all 0 on entry): round, step, deck,
    /// discards, solo target, ending, `seat`'s hand, the goals in play.
    fn table_values(&self, seat: Seat, layout: Layout, out: &mut [f32]) {
        let cards = layout.cards as f32;
        one_hot(out, usize::from(self.round) - 1);
        let step = match self.step {
            Step::Camps => 0,
            Step::Turn(t) => usize::from(t),
            Step::Over => 4,
        };
        one_hot(out, 4 + step);
        out[9] = self.deck.len() as f32 / cards;
        out[10] = self.discards.len() as f32 / cards;
        out[11] = self
            .config
            .challenge()
            .map_or(0.0, |c| f32::from(c.target()) / POINTS_SCALE);
        out[12] = f32::from(u8::from(self.ending == Some(Ending::InGameGoalMissed)));
        for &c in self.hands[seat.index()].as_slice() {
            one_hot(out, layout.hand() + usize::from(c));
        }
        for (list, base) in [
            (&self.in_game, layout.goals()),
            (&self.end_game, layout.goals() + layout.in_game),
        ] {
            for &g in list.iter().flatten() {
                one_hot(out, base + usize::from(g));
            }
        }
    }

    /// Calls `f` with seat `s`'s park as `viewer` sees it: as it lies (not
    /// copied) when nothing in it is hidden from the viewer.
    fn with_visible_park<R>(&self, viewer: Seat, s: Seat, f: impl FnOnce(&Park) -> R) -> R {
        if self.hidden_from(s, viewer) == 0 {
            f(&self.parks[s.index()])
        } else {
            f(&self.visible_park(s, Some(viewer)))
        }
    }

    /// Seat `s`'s 16 values, its park as seen being `park`, with `outside`
    /// covered cells outside the picture's window.
    fn seat_values(&self, s: Seat, park: &Park, outside: usize, values: &mut [f32]) {
        let i = s.index();
        values[0] = f32::from(self.placed[i]) / 2.0;
        values[1] = self.hands[i].len() as f32 / HAND_SIZE as f32;
        for t in TrailType::ALL {
            values[2 + t.index()] = f32::from(u8::from(park.camp(t).is_some()));
        }
        values[5] = park.trail_count() as f32 / MAX_TRAILS as f32;
        values[6] =
            f32::from(crate::loops::find_loops(park, self.catalogue()).points()) / POINTS_SCALE;
        if let Some((min, max)) = park.bounds() {
            let reach = f32::from(REACH);
            values[7] = f32::from(min.x) / reach;
            values[8] = f32::from(min.y) / reach;
            values[9] = (i16::from(max.x) - i16::from(min.x) + 1) as f32 / reach;
            values[10] = (i16::from(max.y) - i16::from(min.y) + 1) as f32 / reach;
        }
        values[11] = park.covered_cells() as f32 / MAX_CELLS as f32;
        values[12] = outside as f32 / MAX_CELLS as f32;
        for g in 0..GOALS_REVEALED {
            values[13 + g] = f32::from(self.claims[g][i]) / 3.0;
        }
        values[15] = f32::from(u8::from(self.owes(s)));
    }

    /// Writes `seat`'s information-state tensor (`out` of the layout's size).
    pub(crate) fn information_state_tensor(&self, seat: Seat, out: &mut [f32]) {
        out.fill(0.0);
        if !self.seating.contains(seat) {
            return;
        }
        let layout = Layout::of(&self.config);
        let (table, rest) = out.split_at_mut(layout.seats());
        self.table_values(seat, layout, table);
        let (seats, rest) = rest.split_at_mut(layout.players * SEAT_VALUES);
        for (k, values) in seats.chunks_exact_mut(SEAT_VALUES).enumerate() {
            let s = self.relative(seat, k);
            self.with_visible_park(seat, s, |park| {
                self.seat_values(s, park, picture::outside(park), values);
            });
        }
        let (held, rest) = rest.split_at_mut(layout.camps() - layout.held());
        self.hands_held(seat, layout, held);
        let (camps, trails) = rest.split_at_mut(layout.trails() - layout.camps());
        self.cards_laid(seat, layout, camps, trails);
    }

    /// The hand `seat` held at the start of each turn, 12 blocks of one
    /// value per card (all 0 on entry).
    fn hands_held(&self, seat: Seat, layout: Layout, out: &mut [f32]) {
        for (n, block) in out.chunks_exact_mut(layout.cards).enumerate() {
            let (round, turn) = (
                (n / usize::from(TURNS)) as u8 + 1,
                (n % usize::from(TURNS)) as u8 + 1,
            );
            if let Some(hand) = self.hand_held(seat, round, turn) {
                for c in hand.iter() {
                    one_hot(block, usize::from(c));
                }
            }
        }
    }

    /// Where every card `seat` has seen laid lies: each seat's camps, then
    /// each trail card (all 0 on entry).
    fn cards_laid(&self, seat: Seat, layout: Layout, camps: &mut [f32], trails: &mut [f32]) {
        let per = layout.trail_values();
        for k in 0..layout.players {
            let s = self.relative(seat, k);
            let park = &self.parks[s.index()];
            let shown = park.placements().len() - self.hidden_from(s, seat);
            for (j, p) in park.placements()[..shown].iter().enumerate() {
                let place = match p.piece {
                    Piece::Camp(t) => &mut camps[(3 * k + t.index()) * PLACE_VALUES..],
                    Piece::Trail(c) => {
                        let slot = &mut trails[usize::from(c) * per..];
                        slot[k] = 1.0;
                        &mut slot[layout.players..]
                    }
                };
                place_values(j, p, &mut place[..PLACE_VALUES]);
            }
        }
    }

    /// How many of `s`'s last placements `viewer` cannot see.
    pub(crate) fn hidden_from(&self, s: Seat, viewer: Seat) -> usize {
        if s == viewer {
            0
        } else {
            usize::from(self.placed[s.index()])
        }
    }
}

/// Where the `j`-th card of a park lies: its place in the order ((j + 1) ÷
/// 27), its column and row, its rotation one-hot.
fn place_values(j: usize, p: &Placement, out: &mut [f32]) {
    let reach = f32::from(REACH);
    out[0] = (j + 1) as f32 / MAX_PLACEMENTS as f32;
    out[1] = f32::from(p.at.x) / reach;
    out[2] = f32::from(p.at.y) / reach;
    one_hot(out, 3 + usize::from(p.rotation.quarters()));
}
