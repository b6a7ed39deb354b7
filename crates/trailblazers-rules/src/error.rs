//! Rule violations: why a placement is refused, naming the rule it breaks.

use crate::park::Placement;
use tabletop_core::{RuleViolation, Seat};

/// Why an action is illegal. `Display` says what is wrong; [`rule`] names
/// the rulebook section and line (`trailblazers.txt`) or the ruling.
///
/// [`rule`]: RuleViolation::rule
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Violation {
    /// The seat is not at this table.
    #[error("{seat} is not at this table of {players}")]
    NoSuchSeat {
        /// The seat asked about.
        seat: Seat,
        /// Players at the table.
        players: usize,
    },
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The seat has placed everything this step asks of it.
    #[error("{seat} has placed its {} for this step; waiting for {waiting}", cards(.placed))]
    AlreadyPlaced {
        /// The seat that tried to act.
        seat: Seat,
        /// Cards it placed this step.
        placed: u8,
        /// The seats still placing, as text.
        waiting: String,
    },
    /// A trail card was offered while camps are being placed.
    #[error("the round opens with a camp: place one of your camps first")]
    CampFirst,
    /// A camp was offered during a placement turn.
    #[error("this is a placement turn: place 2 trail cards from your hand, not a camp")]
    TrailsNow,
    /// The camp has already been placed.
    #[error("your {camp} camp is already in your park")]
    CampNotInSupply {
        /// The camp's type.
        camp: String,
    },
    /// The card is not in the seat's hand.
    #[error("trail card #{number} is not in your hand")]
    NotInHand {
        /// The card's number.
        number: u16,
    },
    /// No card of the deck has this number.
    #[error("the deck has no trail card #{number} (it holds {cards})")]
    UnknownCard {
        /// The number asked for.
        number: u16,
        /// Cards in the deck.
        cards: usize,
    },
    /// This rotation shows the same face as a smaller one, which names the
    /// placement (the enumeration lists each distinct placement once).
    #[error("{placement} shows the same face as {canonical}; write it that way")]
    SameFace {
        /// The placement as written.
        placement: String,
        /// The same placement with the smallest rotation.
        canonical: String,
    },
    /// Camps keep the first camp's orientation under the TB-3 flag.
    #[error("camps keep the first camp's orientation (camp_rotation = fixed): use r0")]
    CampTurned,
    /// The first camp defines the park's grid.
    #[error("the first camp starts the park: it lies at 0,0 as printed (r0)")]
    FirstCampAtOrigin,
    /// The park's first card must be a camp.
    #[error("a park starts with a camp")]
    FirstMustBeCamp,
    /// Not orthogonally adjacent to, nor overlapping, any card.
    #[error("{placement} neither overlaps nor lies orthogonally next to a card of your park")]
    NotTouching {
        /// The placement.
        placement: Placement,
    },
    /// Covers a cell of a camp.
    #[error("{placement} would cover a camp; no card may overlap a camp")]
    CoversCamp {
        /// The placement.
        placement: Placement,
    },
    /// A camp covering trail cards, under the TB-10 flag.
    #[error(
        "{placement} would cover trail cards; camps may not overlap anything (camp_cover = nothing)"
    )]
    CampCoversTrail {
        /// The placement.
        placement: Placement,
    },
    /// The park already holds the 27 cards of a game.
    #[error("the park already holds 3 camps and 24 trail cards")]
    ParkFull,
    /// The card would leave the grid of coordinates.
    #[error("{placement} would leave the grid")]
    OffGrid {
        /// The placement.
        placement: Placement,
    },
}

impl RuleViolation for Violation {
    fn rule(&self) -> &'static str {
        match self {
            Violation::NoSuchSeat { .. } => "Components: 1 to 4 players (L6-9, TB-18)",
            Violation::GameOver => "End Game (L35)",
            Violation::AlreadyPlaced { .. } => {
                "Gameplay: simultaneous placement, 1 camp or 2 trail cards (L18-20, TB-24)"
            }
            Violation::CampFirst => "Gameplay: place a camp to start rounds 1-3 (L18)",
            Violation::TrailsNow => "Gameplay: each turn, place 2 trail cards (L20)",
            Violation::CampNotInSupply { .. } => {
                "Gameplay: a camp from the remaining camps in your supply (L18)"
            }
            Violation::NotInHand { .. } => "Gameplay: place trail cards from your hand (L20)",
            Violation::UnknownCard { .. } => "Components: the trail cards (L10, TB-16)",
            Violation::SameFace { .. } => "Rotation: 4 rotations, each distinct face once (TB-3)",
            Violation::CampTurned => "Rotation: camps keep their orientation (TB-3 flag)",
            Violation::FirstCampAtOrigin => {
                "Card Placement: the first camp begins the area (L23, TB-1)"
            }
            Violation::FirstMustBeCamp => "Card Placement: the first camp begins the area (L23)",
            Violation::NotTouching { .. } => {
                "Card Placement: orthogonally adjacent to or overlapping a card (L22, L26-31, TB-9)"
            }
            Violation::CoversCamp { .. } => {
                "Card Placement: no cards may overlap a camp (L24, L30)"
            }
            Violation::CampCoversTrail { .. } => {
                "Card Placement: camps may not overlap anything (TB-10 flag)"
            }
            Violation::OffGrid { .. } => "Card Placement: the grid of cells (TB-1)",
            Violation::ParkFull => "Gameplay: 3 camps and 24 trail cards (L17)",
        }
    }
}

/// `n` cards, in English ("1 card", "2 cards").
fn cards(n: &u8) -> String {
    tabletop_core::words::plural(usize::from(*n), "card")
}
