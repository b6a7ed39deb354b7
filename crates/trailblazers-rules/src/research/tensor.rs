//! The observation and information-state tensors (layouts in the
//! [module documentation](super)).

use super::picture::{self, PICTURE};
use super::steps::REACH;
use crate::cards::{GoalKind, TrailType};
use crate::config::TrailblazersConfig;
use crate::park::{MAX_CELLS, MAX_PLACEMENTS, MAX_TRAILS, Piece};
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

    /// Values per placement of the history: the piece (3 + cards), the
    /// column and the row, the rotation (4).
    pub fn placement_values(self) -> usize {
        3 + self.cards + 2 + 4
    }

    /// The size of the information-state tensor: the observation, the
    /// hands held, the parks' histories.
    pub fn information_state(self) -> usize {
        self.observation()
            + usize::from(ROUNDS) * usize::from(TURNS) * self.cards
            + self.players * MAX_PLACEMENTS * self.placement_values()
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
        for (kind, base) in [
            (GoalKind::InGame, layout.goals()),
            (GoalKind::EndGame, layout.goals() + layout.in_game),
        ] {
            let list = match kind {
                GoalKind::InGame => &self.in_game,
                GoalKind::EndGame => &self.end_game,
            };
            for &g in list.iter().flatten() {
                one_hot(out, base + usize::from(g));
            }
        }
        for k in 0..layout.players {
            let start = layout.seats() + k * SEAT_BLOCK;
            let block = &mut out[start..start + SEAT_BLOCK];
            self.seat_block(seat, self.relative(seat, k), block);
        }
    }

    /// One seat's values and picture, as `viewer` sees them.
    fn seat_block(&self, viewer: Seat, s: Seat, out: &mut [f32]) {
        let i = s.index();
        // A park with no card hidden from the viewer is drawn as it lies
        // (not copied).
        let built;
        let park = if self.hidden_from(s, viewer) == 0 {
            &self.parks[i]
        } else {
            built = self.visible_park(s, Some(viewer));
            &built
        };
        let (values, picture) = out.split_at_mut(SEAT_VALUES);
        let outside = picture::draw(park, self.catalogue(), picture);
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
        let layout = Layout::of(&self.config);
        let (observation, rest) = out.split_at_mut(layout.observation());
        self.observation_tensor(seat, observation);
        rest.fill(0.0);
        if !self.seating.contains(seat) {
            return;
        }
        let (held, history) =
            rest.split_at_mut(usize::from(ROUNDS) * usize::from(TURNS) * layout.cards);
        for round in 1..=ROUNDS {
            for turn in 1..=TURNS {
                let Some(hand) = self.hand_held(seat, round, turn) else {
                    continue;
                };
                let base = (usize::from(round - 1) * usize::from(TURNS) + usize::from(turn - 1))
                    * layout.cards;
                for c in hand.iter() {
                    one_hot(held, base + usize::from(c));
                }
            }
        }
        let per = layout.placement_values();
        for k in 0..layout.players {
            let s = self.relative(seat, k);
            let park = &self.parks[s.index()];
            let shown = park.placements().len() - self.hidden_from(s, seat);
            for (j, p) in park.placements()[..shown].iter().enumerate() {
                let slot = &mut history[(k * MAX_PLACEMENTS + j) * per..][..per];
                placement_values(p, layout.cards, slot);
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

/// One placement of a park's history: piece one-hot, column and row, rotation.
fn placement_values(p: &crate::park::Placement, cards: usize, out: &mut [f32]) {
    let piece = match p.piece {
        Piece::Camp(t) => t.index(),
        Piece::Trail(c) => 3 + usize::from(c),
    };
    one_hot(out, piece);
    let reach = f32::from(REACH);
    out[3 + cards] = f32::from(p.at.x) / reach;
    out[4 + cards] = f32::from(p.at.y) / reach;
    one_hot(out, 5 + cards + usize::from(p.rotation.quarters()));
}
