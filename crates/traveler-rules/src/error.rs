//! Rule violations: why an action is refused, naming the rule it breaks.

use crate::rule::Rule;
use tabletop_core::RuleViolation;
use tabletop_core::events::TurnViolation;
use tabletop_core::words::plural;

/// Why an action is illegal. `Display` says what is wrong; [`rule`] names
/// the rulebook section and line (`the-traveler.txt`).
///
/// [`rule`]: RuleViolation::rule
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Violation {
    /// The seat may not act now, whatever its action (not at the table,
    /// the game is over, another seat's decision, or a first stop already
    /// chosen): the refusal every game shares.
    #[error(transparent)]
    Turn(#[from] TurnViolation),
    /// This action does not belong to the current step. The game's own
    /// refusal, not a shared one: it says what this step of a Traveler turn
    /// expects, and under which rule.
    #[error("cannot {action} now: {expected}")]
    WrongStep {
        /// The action tried.
        action: String,
        /// What the current step asks for.
        expected: &'static str,
        /// The rule of the current step.
        rule: Rule,
    },
    /// The card is not in the seat's hand. The game's own refusal: it
    /// names the rule of the step that asks for a card from the hand (a
    /// first stop, a card put back, a fare, a card flown home with).
    #[error("{card} is not in your hand")]
    NotInHand {
        /// The card's name.
        card: String,
        /// The rule of the current step that asks for a card from hand.
        rule: Rule,
    },
    /// A first stop must be a City.
    #[error("your first stop must be a City; {card} is a Wonder")]
    FirstStopNotCity {
        /// The card's name.
        card: String,
    },
    /// Work is only possible on a City.
    #[error("nobody hires at {stop}: you cannot work on a Wonder")]
    WorkOnWonder {
        /// The last stop's name.
        stop: String,
    },
    /// The deck is empty and the Shelf has no card under its top to shuffle.
    #[error(
        "the deck is empty and the Shelf has {}: nothing to shuffle into a new deck",
        plural(*shelf, "card")
    )]
    DeckEmpty {
        /// Cards on the Shelf.
        shelf: usize,
    },
    /// The Shelf is empty.
    #[error("the Shelf is empty")]
    ShelfEmpty,
    /// The hand cannot cover the fare.
    #[error("fare not covered for {card}: need {need}, hand has {}", plural(*have, "other card"))]
    FareNotCovered {
        /// The destination.
        card: String,
        /// Cards the fare costs (with any new-region surcharge).
        need: u8,
        /// Other cards in hand.
        have: usize,
    },
    /// The destination cannot pay its own fare.
    #[error("{card} is where you are going: pay with other cards")]
    PayWithDestination {
        /// The destination.
        card: String,
    },
    /// The trip already has 8 stops.
    #[error("your trip already has {stops} stops")]
    TripFull {
        /// Stops on the trip.
        stops: usize,
    },
    /// The seat holds more than 8 cards and must put cards on the Shelf.
    #[error("over the hand limit: you hold {holding}, put cards on the Shelf until you hold 8")]
    OverHandLimit {
        /// Cards held.
        holding: usize,
    },
    /// The fare is being paid and must be finished.
    #[error("the fare to {destination} is not paid yet: {}", plural(usize::from(*left), "more card"))]
    FareUnpaid {
        /// The destination.
        destination: String,
        /// Cards still to pay.
        left: u8,
    },
    /// Cards must be taken first.
    #[error("take {} first: \"take deck\" or \"take shelf\"", plural(usize::from(*left), "more card"))]
    MustTake {
        /// Cards still to take.
        left: u8,
    },
    /// Having started to pay for the flight home, the seat must finish.
    #[error("you have paid {} to fly home: pay the rest", plural(usize::from(*paid), "card"))]
    AlreadyPaying {
        /// Cards already paid.
        paid: u8,
    },
}

impl Violation {
    /// The rule the refusal cites (`None` for the shared turn refusals,
    /// which carry their rule as text).
    #[must_use]
    pub fn citation(&self) -> Option<Rule> {
        Some(match self {
            Violation::Turn(_) => return None,
            Violation::WrongStep { rule, .. } | Violation::NotInHand { rule, .. } => *rule,
            Violation::FirstStopNotCity { .. } => Rule::FirstStop,
            Violation::WorkOnWonder { .. } => Rule::WorkOnlyOnCity,
            Violation::DeckEmpty { .. } => Rule::DeckEmpty,
            Violation::ShelfEmpty => Rule::TakeFrom,
            Violation::FareNotCovered { .. } | Violation::FareUnpaid { .. } => Rule::Fare,
            Violation::PayWithDestination { .. } => Rule::PayWithOtherCards,
            Violation::TripFull { .. } => Rule::EightStops,
            Violation::OverHandLimit { .. } => Rule::HandLimit,
            Violation::MustTake { .. } => Rule::TakeFirst,
            Violation::AlreadyPaying { .. } => Rule::PayThreeCards,
        })
    }
}

impl RuleViolation for Violation {
    fn rule(&self) -> &'static str {
        match self {
            Violation::Turn(refusal) => refusal.rule(),
            other => other.citation().map_or("", Rule::text),
        }
    }
}
