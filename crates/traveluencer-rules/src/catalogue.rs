//! The card catalogue: printed counts of every card and the player-count
//! marks (card data, apart from the rules logic).

use crate::cards::{Card, Cards, PostType};
use serde::{Deserialize, Serialize};

/// Printed copies of each Post value per type (TV-1: three 1s, three 2s and
/// two each of 3 to 9; 20 per type).
pub const COPIES: [u8; 9] = [3, 3, 2, 2, 2, 2, 2, 2, 2];
/// Stamp cards in the box (L9).
pub const STAMPS: u8 = 4;
/// Souvenir cards in the box (L10).
pub const SOUVENIRS: u8 = 4;

/// The player-count marks of the Post cards (TV-2): how many copies of each
/// (type, value) carry "●●●●" (used with 4 players only) and "●●●" (used with
/// 3 or more players). Index `[type][value - 1]`.
///
/// The rulebook does not say which cards are marked. The default is
/// PROVISIONAL: per type, ●●●● on one 1, one 2, one 3, one 5 and one 7
/// (15 cards in all) and ●●● on one 4 and one 8 (6 in all), so a
/// three-player game uses 15 cards per type and a two-player game 13.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "card marks: an object with \"four\" and \"three\", each 3 lists of 9 counts"
)]
pub struct CardMarks {
    /// Copies marked ●●●● per `[type][value - 1]`.
    pub four: [[u8; 9]; 3],
    /// Copies marked ●●● per `[type][value - 1]`.
    pub three: [[u8; 9]; 3],
}

impl Default for CardMarks {
    fn default() -> Self {
        let four = [1, 1, 1, 0, 1, 0, 1, 0, 0];
        let three = [0, 0, 0, 1, 0, 0, 0, 1, 0];
        CardMarks {
            four: [four; 3],
            three: [three; 3],
        }
    }
}

impl CardMarks {
    /// The number of ●●●● cards (m4) and of ●●● cards (m3).
    pub fn totals(&self) -> (usize, usize) {
        let sum = |m: &[[u8; 9]; 3]| m.iter().flatten().map(|&n| n as usize).sum();
        (sum(&self.four), sum(&self.three))
    }

    /// Checks the marks against the printed counts and the dealing
    /// arithmetic of TV-2: no face has more marks than copies, m4 <= 15 (a
    /// three-player deal needs 49 cards) and m3 + m4 = 21 (the two-player
    /// deal uses exactly 41 cards and leaves none over).
    pub fn validate(&self) -> Result<(), String> {
        for t in 0..3 {
            for v in 0..9 {
                // Summed wide: the marks come from hand-written files.
                let marked = self.four[t][v] as u16 + self.three[t][v] as u16;
                if marked > COPIES[v] as u16 {
                    return Err(format!(
                        "{} {} has {} copies but {marked} marks",
                        PostType::from_index(t),
                        v + 1,
                        COPIES[v],
                    ));
                }
            }
        }
        let (m4, m3) = self.totals();
        if m4 > 15 {
            return Err(format!(
                "{m4} cards marked ●●●● leave too few for three players (at most 15)"
            ));
        }
        // The two-player setup (L87-L91) sets 6 aside, puts 5 on the map and
        // deals 30, and leaves nothing over: 39 Post cards + 2 Stamps.
        if m3 + m4 != 21 {
            return Err(format!(
                "{} cards marked ●●● or ●●●●; the two-player deal of L87-L91 uses exactly \
                 39 Post cards, so 21 must be marked",
                m3 + m4
            ));
        }
        Ok(())
    }

    /// The Post cards in play with `players` players (G0, L26, L85).
    pub fn post_cards(&self, players: usize) -> Cards {
        let mut cards = Cards::EMPTY;
        for t in 0..3 {
            for v in 0..9 {
                let mut n = COPIES[v];
                if players <= 3 {
                    n -= self.four[t][v];
                }
                if players <= 2 {
                    n -= self.three[t][v];
                }
                if let Some(card) = Card::post(PostType::from_index(t), v as u8 + 1) {
                    cards.add(card, n);
                }
            }
        }
        cards
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_marks_fit_the_dealing_arithmetic() {
        let m = CardMarks::default();
        m.validate().unwrap();
        assert_eq!(m.totals(), (15, 6));
        assert_eq!(m.post_cards(4).len(), 60);
        assert_eq!(m.post_cards(3).len(), 45);
        assert_eq!(m.post_cards(2).len(), 39);
    }
}
