//! Rule violations: why a placement is refused, naming the rule it breaks.

use crate::park::Placement;
use crate::rule::Rule;
use tabletop_core::RuleViolation;
use tabletop_core::events::TurnViolation;

/// Why an action is illegal. `Display` says what is wrong; [`rule`] names
/// the rulebook section and line (`trailblazers.txt`) or the ruling.
///
/// [`rule`]: RuleViolation::rule
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Violation {
    /// The seat may not act now: not at the table, the game is over, or it
    /// has placed all this step asks of it (the refusals every game shares).
    #[error(transparent)]
    Turn(#[from] TurnViolation),
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
            Violation::Turn(refusal) => refusal.rule(),
            other => other.cited().text(),
        }
    }
}

impl Violation {
    /// The rule a refusal of the game's own cites (the turn refusals cite
    /// theirs, from [`Trailblazers::turn_rules`](tabletop_core::events::Events::turn_rules)).
    pub fn cited(&self) -> Rule {
        match self {
            Violation::Turn(TurnViolation::NoSuchSeat { .. }) => Rule::Players,
            Violation::Turn(TurnViolation::GameOver { .. }) => Rule::EndGame,
            Violation::Turn(_) => Rule::Simultaneous,
            Violation::CampFirst => Rule::CampFirst,
            Violation::TrailsNow => Rule::TrailsEachTurn,
            Violation::CampNotInSupply { .. } => Rule::CampFromSupply,
            Violation::NotInHand { .. } => Rule::FromHand,
            Violation::UnknownCard { .. } => Rule::TrailCards,
            Violation::SameFace { .. } => Rule::DistinctFace,
            Violation::CampTurned => Rule::CampOrientation,
            Violation::FirstCampAtOrigin => Rule::FirstCampAtOrigin,
            Violation::FirstMustBeCamp => Rule::FirstIsCamp,
            Violation::NotTouching { .. } => Rule::Touching,
            Violation::CoversCamp { .. } => Rule::CampsUncovered,
            Violation::CampCoversTrail { .. } => Rule::CampsCoverNothing,
            Violation::OffGrid { .. } => Rule::Grid,
            Violation::ParkFull => Rule::ParkSize,
        }
    }
}
