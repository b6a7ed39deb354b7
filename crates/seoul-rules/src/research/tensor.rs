//! Writing the observation and information-state tensors (layouts in the
//! [module documentation](super)).

use crate::cards::Kind;
use crate::colour::{Colour, Mode};
use crate::config::SeoulConfig;
use crate::state::{After, MAX_DAYS, Phase, SPACES, Seoul};
use tabletop_core::research::TensorWriter;
use tabletop_core::{CardSet, GameConfig, Seat};

/// Values before the per-seat rows.
pub(crate) const GLOBAL: usize = 80;
/// Values in each seat's row of counts and flags.
pub(crate) const SEAT_VALUES: usize = 12;
/// Card planes not per seat: the hand, the pile taken, the pile revealed,
/// the card being paid for, and the five City spaces' face-up cards.
pub(crate) const TABLE_PLANES: usize = 4 + SPACES;
/// Card planes per seat.
pub(crate) const SEAT_PLANES: usize = 7;
/// The steps, in the order of their one-hot slots.
const STEPS: usize = 9;

/// The observation's size for `config`.
pub(crate) fn observation_size(config: &SeoulConfig) -> usize {
    let (n, p) = (config.catalogue().len(), config.players());
    GLOBAL + SEAT_VALUES * p + (TABLE_PLANES + SEAT_PLANES * p) * n
}

/// The information state's size for `config`.
pub(crate) fn information_state_size(config: &SeoulConfig) -> usize {
    let (n, p) = (config.catalogue().len(), config.players());
    observation_size(config) + p * (n + Kind::ALL.len())
}

/// The slot of a step in the one-hot of the steps.
fn step_index(phase: Phase) -> usize {
    match phase {
        Phase::Main => 0,
        Phase::Choose { .. } => 1,
        Phase::Pay { .. } => 2,
        Phase::Link { .. } => 3,
        Phase::Scout => 4,
        Phase::Encore => 5,
        Phase::Refill { .. } => 6,
        Phase::End => 7,
        Phase::Over => 8,
    }
}

impl Seoul {
    /// The seats in relative order: `seat` first, then clockwise.
    pub(crate) fn relative(&self, seat: Seat) -> impl Iterator<Item = Seat> + '_ {
        let seat = if self.seating.contains(seat) {
            seat
        } else {
            Seat(0)
        };
        self.seating.clockwise_from(seat)
    }

    pub(crate) fn write_observation_tensor(&self, seat: Seat, out: &mut [f32]) {
        let mut w = TensorWriter::new(out);
        self.write_global(&mut w);
        self.write_seat_values(seat, &mut w);
        self.write_planes(seat, &mut w);
        debug_assert_eq!(
            w.written(),
            observation_size(&self.config),
            "the layout's size"
        );
    }

    pub(crate) fn write_information_tensor(&self, seat: Seat, out: &mut [f32]) {
        let split = observation_size(&self.config).min(out.len());
        let (obs, rest) = out.split_at_mut(split);
        self.write_observation_tensor(seat, obs);
        let mut w = TensorWriter::new(rest);
        let n = self.catalogue().len();
        for s in self.relative(seat) {
            w.plane(n, self.known_hand(s));
            for count in self.drawn_kinds(s) {
                w.count(usize::from(count));
            }
        }
        debug_assert_eq!(
            split + w.written(),
            information_state_size(&self.config),
            "the layout's size"
        );
    }

    fn write_global(&self, w: &mut TensorWriter<'_>) {
        w.one_hot(MAX_DAYS, usize::from(self.day).checked_sub(1));
        w.one_hot(MAX_DAYS, usize::from(self.config.days()).checked_sub(1));
        for c in Colour::ALL {
            w.flag(self.trends.contains(c));
        }
        w.one_hot(STEPS, Some(step_index(self.phase)));
        let detail = |f: fn(Phase) -> Option<u8>| f(self.phase).or(self.resume.and_then(f));
        let choose = detail(|p| match p {
            Phase::Choose { space } => Some(space),
            _ => None,
        });
        w.one_hot(SPACES, choose.map(usize::from));
        let (mode, exclude) = match self.phase {
            Phase::Pay { mode, exclude, .. } => (mode, exclude),
            _ => (None, None),
        };
        w.flag(mode == Some(Mode::Festival));
        w.flag(mode == Some(Mode::Food));
        w.one_hot(SPACES, exclude.map(usize::from));
        let modes = match self.phase {
            Phase::Link { modes } => Some(modes),
            _ => None,
        };
        w.flag(modes.is_some_and(|m| m.allows(Mode::Festival)));
        w.flag(modes.is_some_and(|m| m.allows(Mode::Food)));
        let (left, filled) = match (self.phase, self.resume) {
            (Phase::Refill { left, filled }, _) | (_, Some(Phase::Refill { left, filled })) => {
                (left, filled)
            }
            _ => (0, 0),
        };
        w.count(usize::from(left));
        for space in 0..SPACES {
            w.flag(filled & (1 << space) != 0);
        }
        let after = match self.after {
            After::End => 0,
            After::Refill => 1,
            After::Resume => 2,
        };
        w.one_hot(3, Some(after));
        w.one_hot(STEPS, self.resume.map(step_index));
        w.flag(self.fresh);
        w.count(usize::from(self.nightlife_supply));
        w.count(self.deck.len());
        w.one_hot(Kind::ALL.len(), self.deck_top_kind().map(Kind::index));
        let cat = self.catalogue();
        for pile in self.city {
            let down = pile.intersection(self.face_down);
            for kind in Kind::ALL {
                w.count(down.intersection(cat.of_kind(kind)).len());
            }
        }
    }

    fn write_seat_values(&self, seat: Seat, w: &mut TensorWriter<'_>) {
        for s in self.relative(seat) {
            let i = s.index();
            let t = &self.tableaux[i];
            w.flag(self.active == s && self.phase != Phase::Over);
            w.flag(self.start_player == s);
            w.flag(self.trigger == Some(s));
            w.flag(self.earned == Some(s));
            w.count(self.hands[i].len());
            w.count(t.count());
            w.count(usize::from(t.tiring));
            w.flag(t.is_tired());
            w.count(usize::from(self.nightlife[i]));
            for points in self.scores[i] {
                w.put(points as f32);
            }
        }
    }

    fn write_planes(&self, seat: Seat, w: &mut TensorWriter<'_>) {
        let n = self.catalogue().len();
        w.plane(n, self.hand(seat));
        w.plane(n, self.taken);
        w.plane(n, self.revealed);
        let paying = match self.phase {
            Phase::Pay { card, .. } => CardSet::single(card),
            _ => CardSet::EMPTY,
        };
        w.plane(n, paying);
        for pile in self.city {
            w.plane(n, pile.difference(self.face_down));
        }
        for s in self.relative(seat) {
            self.write_tableau(s, n, w);
        }
    }

    /// One seat's seven planes.
    fn write_tableau(&self, s: Seat, n: usize, w: &mut TensorWriter<'_>) {
        let t = &self.tableaux[s.index()];
        let highlights: CardSet = t.highlights().iter().copied().collect();
        let linked = |mode| -> CardSet {
            (0..t.highlights().len())
                .filter_map(|h| t.linked(h, mode))
                .collect()
        };
        w.plane(n, highlights);
        w.plane(n, linked(Mode::Festival));
        w.plane(n, linked(Mode::Food));
        w.plane(n, t.shopping());
        let guardians = self.guardians[s.index()];
        w.plane(n, guardians.difference(self.flipped));
        w.plane(n, guardians.intersection(self.flipped));
        let places = w.take(n);
        places.fill(0.0);
        for (h, &card) in t.highlights().iter().enumerate() {
            let place = (h + 1) as f32;
            let cards = Mode::BOTH.map(|mode| t.linked(h, mode));
            for c in cards.into_iter().flatten().chain([card]) {
                if let Some(slot) = places.get_mut(usize::from(c)) {
                    *slot = place;
                }
            }
        }
    }
}
