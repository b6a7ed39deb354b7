//! Scoring a Day (L64-75), in one evaluator: every part of a seat's Day
//! score — each Highlight's condition, Festivals by colour, Food pairs,
//! Trends, nested Guardians, Shopping sets — is a [`Part`] that says what
//! it counted, and the Day's score is their sum. The narration explains a
//! Day line by line from the same parts, as the rulebook's example does
//! for Dasom (L82-92).

use crate::cards::Condition;
use crate::catalogue::{CardId, Catalogue};
use crate::colour::{Colour, ColourSet, Mode, ShopKind};
use crate::config::Most;
use crate::state::{MAX_PLAYERS, NEST_POINTS, TREND_POINTS, Tableau};
use serde::Serialize;
use tabletop_core::{CardSet, Seat};

/// What a Highlight's condition counted.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Detail {
    /// "The most": the seat's count, and the highest count of any other seat.
    Most {
        /// The seat's cards of the colours.
        count: u8,
        /// The highest count among the other seats.
        best_other: u8,
    },
    /// How many things the condition counted (neighbours, cards, colours,
    /// links, Shopping cards).
    Count {
        /// The count.
        count: u8,
    },
    /// Whether the Highlight is where the condition asks (first or last).
    Position {
        /// Whether it is.
        holds: bool,
    },
}

/// One line of a Day's score.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum Part {
    /// A Highlight's condition (L66).
    Highlight {
        /// The Highlight.
        card: CardId,
        /// Its place in the tableau, 0 = leftmost.
        position: u8,
        /// Its condition.
        condition: Condition,
        /// What the condition counted.
        detail: Detail,
        /// The points.
        points: i32,
    },
    /// The Festivals of one colour (L30, SJ-4).
    Festivals {
        /// The colour.
        colour: Colour,
        /// How many.
        count: u8,
        /// The points.
        points: i32,
    },
    /// The Foods (L30: per pair of any colour).
    Foods {
        /// How many.
        count: u8,
        /// The points.
        points: i32,
    },
    /// A Trending colour (L70-71).
    Trend {
        /// The colour.
        colour: Colour,
        /// The seat's cards of it.
        count: u8,
        /// How many seats share the most (0 if the seat does not have it).
        sharing: u8,
        /// The points.
        points: i32,
    },
    /// A nested Guardian token (L40, SJ-20).
    Nest {
        /// The Guardian.
        guardian: CardId,
        /// The Highlight of its colour it nests on.
        highlight: CardId,
        /// The points.
        points: i32,
    },
    /// A Shopping set (L74-75).
    Shopping {
        /// The type.
        set: ShopKind,
        /// How many cards.
        count: u8,
        /// The points.
        points: i32,
    },
}

impl Part {
    /// The points of this part.
    pub fn points(&self) -> i32 {
        match *self {
            Part::Highlight { points, .. }
            | Part::Festivals { points, .. }
            | Part::Foods { points, .. }
            | Part::Trend { points, .. }
            | Part::Nest { points, .. }
            | Part::Shopping { points, .. } => points,
        }
    }

    /// The part as a line of the breakdown, e.g. `Cheonggyecheon Stream: 4
    /// if you have the most blue cards today; 3, the most (others at most
    /// 2): 4`.
    pub fn explain(&self, cat: &Catalogue) -> String {
        let plural = |n: u8, one: &str, many: &str| {
            if n == 1 {
                format!("1 {one}")
            } else {
                format!("{n} {many}")
            }
        };
        match *self {
            Part::Highlight {
                card,
                condition,
                detail,
                points,
                ..
            } => {
                let counted = match (condition, detail) {
                    (Condition::Most { .. }, Detail::Most { count, best_other }) => {
                        // SJ-25: a tie is the most only under `ties_count`.
                        let verdict = match (points > 0, count > 0 && count == best_other) {
                            (true, true) => "tied for the most",
                            (true, false) => "the most",
                            (false, true) => "tied, not more than every other player",
                            (false, false) => "not the most",
                        };
                        format!("{count}, {verdict} (others at most {best_other})")
                    }
                    (Condition::EachAdjacent { .. }, Detail::Count { count }) => {
                        plural(count, "such neighbour", "such neighbours")
                    }
                    (Condition::EachColour { .. }, Detail::Count { count }) => {
                        plural(count, "colour", "colours")
                    }
                    (Condition::EachLink { .. }, Detail::Count { count }) => {
                        plural(count, "linked", "linked")
                    }
                    (_, Detail::Count { count }) => plural(count, "card", "cards"),
                    (_, Detail::Position { holds: true }) => "it is".into(),
                    (_, Detail::Position { holds: false }) => "it is not".into(),
                    (_, Detail::Most { count, .. }) => format!("{count}"),
                };
                format!("{}: {condition}; {counted}: {points}", cat.name(card))
            }
            Part::Festivals {
                colour,
                count,
                points,
            } => format!(
                "{}: {points}",
                plural(
                    count,
                    &format!("{colour} Festival"),
                    &format!("{colour} Festivals")
                )
            ),
            Part::Foods { count, points } => {
                let pairs = plural(count / 2, "pair", "pairs");
                format!("{} ({pairs}): {points}", plural(count, "Food", "Foods"))
            }
            Part::Trend {
                colour,
                count,
                sharing,
                points,
            } => {
                let verdict = match sharing {
                    0 => "not the most".to_string(),
                    1 => "the most".to_string(),
                    k => format!(
                        "tied for the most with {}, 4 shared",
                        plural(k - 1, "other", "others")
                    ),
                };
                format!(
                    "Trend {colour}: {}, {verdict}: {points}",
                    plural(count, &format!("{colour} card"), &format!("{colour} cards"))
                )
            }
            Part::Nest {
                guardian,
                highlight,
                points,
            } => format!(
                "{} nests on {}: {points}",
                cat.name(guardian),
                cat.name(highlight)
            ),
            Part::Shopping { set, count, points } => {
                format!("{set} set of {}: {points}", plural(count, "card", "cards"))
            }
        }
    }
}

/// What a Day's score is computed from: every tableau, the Guardians and
/// which tokens were flipped, the Trends.
#[derive(Copy, Clone, Debug)]
pub struct DayTable<'a> {
    /// The deck in play.
    pub catalogue: &'a Catalogue,
    /// SJ-25: whether a tie is "the most".
    pub most: Most,
    /// Each seat's tableau.
    pub tableaux: &'a [Tableau],
    /// Each seat's Guardians.
    pub guardians: &'a [CardSet],
    /// The tokens flipped that Day.
    pub flipped: CardSet,
    /// The Trending colours.
    pub trends: ColourSet,
}

fn count_u8(n: usize) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}

/// Each seat's cards by colour (SJ-24), counted once for a whole scoring.
struct Counts {
    by_colour: [[u8; 6]; MAX_PLAYERS],
    seats: usize,
}

impl Counts {
    /// Seat `s`'s cards of `colours`.
    #[inline]
    fn of(&self, s: usize, colours: ColourSet) -> usize {
        let Some(row) = self.by_colour.get(s) else {
            return 0;
        };
        let mut bits = colours.bits();
        let mut count = 0;
        while bits != 0 {
            count += usize::from(row[bits.trailing_zeros() as usize]);
            bits &= bits - 1;
        }
        count
    }

    /// How many colours seat `s` shows.
    #[inline]
    fn colours(&self, s: usize) -> usize {
        self.by_colour
            .get(s)
            .map_or(0, |row| row.iter().filter(|&&n| n > 0).count())
    }

    /// Each seat's count of `colours`, with the seat's index.
    fn each(&self, colours: ColourSet) -> impl Iterator<Item = (usize, usize)> + '_ {
        (0..self.seats).map(move |s| (s, self.of(s, colours)))
    }
}

impl DayTable<'_> {
    fn counts(&self) -> Counts {
        let mut counts = Counts {
            by_colour: [[0; 6]; MAX_PLAYERS],
            seats: self.tableaux.len().min(MAX_PLAYERS),
        };
        for (row, t) in counts.by_colour.iter_mut().zip(self.tableaux) {
            *row = t.colour_histogram(self.catalogue);
        }
        counts
    }

    fn highlight_part(&self, counts: &Counts, seat: usize, i: usize) -> Option<Part> {
        let cat = self.catalogue;
        let t = &self.tableaux[seat];
        let card = t.highlights[i];
        let condition = cat.condition(card)?;
        let units = |count: usize, points: u8| {
            (
                Detail::Count {
                    count: count_u8(count),
                },
                count as i32 * i32::from(points),
            )
        };
        let (detail, points) = match condition {
            Condition::Most { colours, points } => {
                let count = counts.of(seat, colours);
                let best_other = counts
                    .each(colours)
                    .filter(|&(s, _)| s != seat)
                    .map(|(_, c)| c)
                    .max()
                    .unwrap_or(0);
                let most = count >= 1
                    && match self.most {
                        Most::Strictly => count > best_other,
                        _ => count >= best_other,
                    };
                (
                    Detail::Most {
                        count: count_u8(count),
                        best_other: count_u8(best_other),
                    },
                    if most { i32::from(points) } else { 0 },
                )
            }
            Condition::EachAdjacent { colours, points } => {
                let n = t.highlights.len();
                let neighbours = [i.checked_sub(1), (i + 1 < n).then_some(i + 1)];
                let matching = neighbours
                    .iter()
                    .flatten()
                    .filter(|&&j| colours.contains(cat.colour(t.highlights[j])))
                    .count();
                units(matching, points)
            }
            Condition::EachCard { colours, points } => units(counts.of(seat, colours), points),
            Condition::EachColour { points } => units(counts.colours(seat), points),
            Condition::First { points } => {
                let holds = i == 0;
                (
                    Detail::Position { holds },
                    if holds { i32::from(points) } else { 0 },
                )
            }
            Condition::Last { points } => {
                let holds = i + 1 == t.highlights.len();
                (
                    Detail::Position { holds },
                    if holds { i32::from(points) } else { 0 },
                )
            }
            Condition::EachLink { modes, points } => {
                let linked = Mode::BOTH
                    .iter()
                    .filter(|&&m| modes.allows(m) && t.linked(i, m).is_some())
                    .count();
                units(linked, points)
            }
            Condition::EachShopping { set, points } => {
                let count = match set {
                    Some(set) => t.shopping_of(cat, set),
                    None => t.shopping.len(),
                };
                units(count, points)
            }
        };
        Some(Part::Highlight {
            card,
            position: count_u8(i),
            condition,
            detail,
            points,
        })
    }

    /// Calls `visit` with every part of `seat`'s Day score, in the order of
    /// the rulebook's list (L66-75): Highlights left to right, Festivals by
    /// colour, Foods, Trends, nested Guardians, Shopping sets. Allocates
    /// nothing.
    pub fn parts(&self, seat: Seat, visit: impl FnMut(Part)) {
        self.parts_counted(&self.counts(), seat, visit);
    }

    /// [`parts`](Self::parts) with every seat's colours counted already.
    fn parts_counted(&self, counts: &Counts, seat: Seat, mut visit: impl FnMut(Part)) {
        let s = seat.index();
        let Some(t) = self.tableaux.get(s) else {
            return;
        };
        let cat = self.catalogue;
        for i in 0..t.highlights.len() {
            if let Some(part) = self.highlight_part(counts, s, i) {
                visit(part);
            }
        }
        let mut festivals = [0usize; 6];
        let mut foods = 0usize;
        for i in 0..t.highlights.len() {
            if let Some(d) = t.linked(i, Mode::Festival) {
                festivals[cat.half(d, Mode::Festival).index()] += 1;
            }
            foods += usize::from(t.linked(i, Mode::Food).is_some());
        }
        for colour in Colour::ALL {
            let count = festivals[colour.index()];
            if count > 0 {
                visit(Part::Festivals {
                    colour,
                    count: count_u8(count),
                    points: cat.festival_points().at(count),
                });
            }
        }
        if foods > 0 {
            visit(Part::Foods {
                count: count_u8(foods),
                points: (foods / 2) as i32 * cat.food_pair_points(),
            });
        }
        for colour in self.trends.iter() {
            let only = ColourSet::only(colour);
            let count = counts.of(s, only);
            let best = counts.each(only).map(|(_, c)| c).max().unwrap_or(0);
            let sharing = if count >= 1 && count == best {
                counts.each(only).filter(|&(_, c)| c == best).count()
            } else {
                0
            };
            let points = if sharing == 0 {
                0
            } else {
                (TREND_POINTS + sharing as i32 - 1) / sharing as i32
            };
            visit(Part::Trend {
                colour,
                count: count_u8(count),
                sharing: count_u8(sharing),
                points,
            });
        }
        let unflipped = self
            .guardians
            .get(s)
            .copied()
            .unwrap_or_default()
            .difference(self.flipped);
        for guardian in unflipped {
            let colour = cat.colour(guardian);
            if let Some(&highlight) = t.highlights().iter().find(|&&h| cat.colour(h) == colour) {
                visit(Part::Nest {
                    guardian,
                    highlight,
                    points: NEST_POINTS,
                });
            }
        }
        for set in ShopKind::ALL {
            let count = t.shopping_of(cat, set);
            if count > 0 {
                visit(Part::Shopping {
                    set,
                    count: count_u8(count),
                    points: cat.shopping_points(set).at(count),
                });
            }
        }
    }

    /// `seat`'s Day score: the sum of its parts.
    pub fn score(&self, seat: Seat) -> i32 {
        let mut total = 0;
        self.parts(seat, |p| total += p.points());
        total
    }

    /// Every seat's Day score (index = seat), the colours counted once for
    /// all; seats beyond the table score 0.
    pub fn scores(&self) -> [i32; MAX_PLAYERS] {
        let counts = self.counts();
        let mut scores = [0; MAX_PLAYERS];
        for (s, score) in scores.iter_mut().enumerate().take(counts.seats) {
            self.parts_counted(&counts, Seat(s as u8), |p| *score += p.points());
        }
        scores
    }

    /// The parts of `seat`'s Day score, as a list.
    pub fn breakdown(&self, seat: Seat) -> Vec<Part> {
        let mut parts = Vec::new();
        self.parts(seat, |p| parts.push(p));
        parts
    }
}
