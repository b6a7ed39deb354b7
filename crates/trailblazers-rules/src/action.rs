//! Actions as text and as integers.
//!
//! Every decision lays one card, so the action is a [`Placement`]:
//!
//! | action | text |
//! |---|---|
//! | lay a camp | `camp kayaking at 2,-1 r90` |
//! | lay a trail card | `trail 17 at 3,4 r180` |
//!
//! A camp is named by its type (`hiking`, `biking`, `kayaking`, or `h`,
//! `b`, `k`); a trail card by its number in the deck (`#1` is the first;
//! the `#` is optional). `at x,y` is the north-west cell of the footprint
//! the card covers once turned (`x` east, `y` south, from the first camp's
//! north-west cell); the rotation is `r0`, `r90`, `r180` or `r270`
//! clockwise, and may be left out for `r0`. `Display` writes exactly this
//! form (without `r0`) and `FromStr` reads it back.
//!
//! The integer encoding ([`encode`], [`decode`]) is dense and stable:
//! `((index × 256 + x + 128) × 256 + y + 128) × 4 + rotation`, doubled,
//! plus 1 for a trail card; `index` is the camp's type (0 hiking, 1
//! biking, 2 kayaking) or the card's id (its number minus 1).

use crate::cards::{CardId, TrailType};
use crate::geometry::{Cell, Rotation};
use crate::park::{Piece, Placement};
use std::fmt;
use tabletop_core::ParseActionError;

/// The action notation, as error messages quote it.
pub const NOTATION: &str = "camp TYPE at X,Y [rDEG], trail N at X,Y [rDEG]";

impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.piece {
            Piece::Camp(t) => write!(f, "camp {t} at {}", self.at)?,
            Piece::Trail(c) => write!(f, "trail {} at {}", u16::from(c) + 1, self.at)?,
        }
        if self.rotation != Rotation::R0 {
            write!(f, " {}", self.rotation)?;
        }
        Ok(())
    }
}

fn refuse(token: &str, reason: impl Into<String>) -> ParseActionError {
    ParseActionError::new(token, reason, NOTATION)
}

fn parse_cell(token: &str) -> Result<Cell, ParseActionError> {
    let (x, y) = token
        .split_once(',')
        .ok_or_else(|| refuse(token, "a cell is written x,y (e.g. 2,-1)"))?;
    let coord = |v: &str| {
        v.trim()
            .parse::<i8>()
            .map_err(|_| refuse(token, "a coordinate is a whole number from -128 to 127"))
    };
    Ok(Cell::new(coord(x)?, coord(y)?))
}

fn parse_rotation(token: &str) -> Result<Rotation, ParseActionError> {
    let degrees = token.strip_prefix(['r', 'R']).unwrap_or(token);
    match degrees {
        "0" => Ok(Rotation::R0),
        "90" => Ok(Rotation::R90),
        "180" => Ok(Rotation::R180),
        "270" => Ok(Rotation::R270),
        _ => Err(refuse(token, "a rotation is r0, r90, r180 or r270")),
    }
}

/// Reads a trail card's number (`17` or `#17`) as its id.
pub fn parse_card_number(token: &str) -> Result<CardId, ParseActionError> {
    let digits = token.strip_prefix('#').unwrap_or(token);
    match digits.parse::<u16>() {
        Ok(n) if (1..=255).contains(&n) => Ok((n - 1) as CardId),
        _ => Err(refuse(
            token,
            "a trail card is named by its number, 1 to 255",
        )),
    }
}

impl std::str::FromStr for Placement {
    type Err = ParseActionError;

    fn from_str(text: &str) -> Result<Self, ParseActionError> {
        let mut words = text.split_whitespace();
        let kind = words.next().ok_or_else(|| refuse(text, "empty action"))?;
        let what = words
            .next()
            .ok_or_else(|| refuse(text, "name the camp's type or the card's number"))?;
        let piece =
            match kind.to_ascii_lowercase().as_str() {
                "camp" => Piece::Camp(TrailType::parse(what).ok_or_else(|| {
                    refuse(what, "a camp is hiking, biking or kayaking (h, b, k)")
                })?),
                "trail" => Piece::Trail(parse_card_number(what)?),
                _ => return Err(refuse(kind, "an action starts with camp or trail")),
            };
        let mut at = words
            .next()
            .ok_or_else(|| refuse(text, "say where: at x,y"))?;
        if at.eq_ignore_ascii_case("at") {
            at = words
                .next()
                .ok_or_else(|| refuse(text, "say where: at x,y"))?;
        }
        let at = parse_cell(at)?;
        let rotation = match words.next() {
            Some(r) => parse_rotation(r)?,
            None => Rotation::R0,
        };
        if let Some(extra) = words.next() {
            return Err(refuse(extra, "unexpected text after the rotation"));
        }
        Ok(Placement {
            piece,
            at,
            rotation,
        })
    }
}

tabletop_core::serde_as_text!(Placement, "Placement", {
    "description": "A placement in the action notation: camp TYPE at X,Y or trail N at X,Y, then the rotation (r90, r180, r270) unless 0.",
    "pattern": "^(camp [a-z]+|trail [1-9][0-9]*) at -?[0-9]+,-?[0-9]+( r(90|180|270))?$"
});

/// The action's integer code (see the module documentation).
pub fn encode(p: &Placement) -> u128 {
    let (index, trail) = match p.piece {
        Piece::Camp(t) => (t as u128, 0),
        Piece::Trail(c) => (u128::from(c), 1),
    };
    let x = u128::from((i16::from(p.at.x) + 128) as u8);
    let y = u128::from((i16::from(p.at.y) + 128) as u8);
    ((((index * 256 + x) * 256 + y) * 4 + p.rotation as u128) << 1) | trail
}

/// The action with integer code `code`; unknown codes are refused.
pub fn decode(code: u128) -> Result<Placement, ParseActionError> {
    let bad = || refuse(&code.to_string(), "not the code of an action");
    let trail = code & 1 == 1;
    let rest = code >> 1;
    let rotation = Rotation::from_quarters((rest % 4) as u8);
    let y = ((rest / 4) % 256) as i16 - 128;
    let x = ((rest / 1024) % 256) as i16 - 128;
    let index = rest / (1024 * 256);
    let piece = if trail {
        Piece::Trail(CardId::try_from(index).map_err(|_| bad())?)
    } else {
        Piece::Camp(
            usize::try_from(index)
                .ok()
                .and_then(TrailType::from_index)
                .ok_or_else(bad)?,
        )
    };
    Ok(Placement {
        piece,
        at: Cell::new(x as i8, y as i8),
        rotation,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop_core::testing::check_reads_back;

    #[test]
    fn actions_read_back() {
        let read: Vec<Placement> = check_reads_back(&[
            "camp hiking at 0,0",
            "camp kayaking at 2,-1 r90",
            "trail 17 at 3,4 r180",
            "trail 135 at -60,127 r270",
        ]);
        for p in read {
            assert_eq!(decode(encode(&p)).unwrap(), p);
        }
        let p: Placement = "Trail #5 -1,2 R90".parse().unwrap();
        assert_eq!(p.to_string(), "trail 5 at -1,2 r90");
        assert_eq!(
            "camp k 1,1 r0".parse::<Placement>().unwrap().to_string(),
            "camp kayaking at 1,1"
        );
    }

    #[test]
    fn bad_text_is_explained() {
        let reason = |t: &str| t.parse::<Placement>().unwrap_err().reason().to_string();
        assert!(reason("").contains("empty"));
        assert!(reason("jump 3").contains("camp or trail"));
        assert!(reason("trail 0 at 1,1").contains("1 to 255"));
        assert!(reason("trail 999 at 1,1").contains("1 to 255"));
        assert!(reason("camp lava at 1,1").contains("hiking, biking or kayaking"));
        assert!(reason("trail 3 at 1;1").contains("x,y"));
        assert!(reason("trail 3 at 1,300").contains("-128 to 127"));
        assert!(reason("trail 3 at 1,1 r45").contains("r0, r90"));
        assert!(reason("trail 3 at 1,1 r90 now").contains("unexpected"));
        assert!(decode(1 << 100).is_err());
        assert!(decode((3 * 256 * 1024) << 1).is_err());
    }
}
