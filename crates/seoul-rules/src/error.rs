//! Rule violations: why an action is refused, naming the rule it breaks.

use crate::colour::{Mode, Modes};
use crate::rule;
use tabletop_core::RuleViolation;
use tabletop_core::events::TurnViolation;

/// Why an action is illegal. `Display` says what is wrong; [`rule`] names
/// the rulebook section and line (`seoul-journey.txt`) or the ruling.
///
/// [`rule`]: RuleViolation::rule
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Violation {
    /// The seat may not act now, whatever the action: not at the table,
    /// the Journey over, or another seat's turn (shared by every game).
    #[error(transparent)]
    Turn(#[from] TurnViolation),
    /// This action does not belong to the current step.
    #[error("cannot {action} now: {expected}")]
    WrongStep {
        /// The action tried.
        action: String,
        /// What the current step asks for.
        expected: &'static str,
        /// The rule of the current step.
        rule: &'static str,
    },
    /// The card is not where the step takes it from.
    #[error("{card} is not {place}")]
    NotThere {
        /// The card's name.
        card: String,
        /// Where it should be ("in your hand", "in the pile you took", …).
        place: &'static str,
        /// The rule that takes it from there.
        rule: &'static str,
    },
    /// A Nightlife token is spent only at the start of a turn (and, under
    /// the `nightlife = one_per_turn` flag, one a turn).
    #[error(
        "a Nightlife token is spent at the start of your turn, before anything else{}",
        if *one_per_turn { ", and one a turn (rule flag nightlife = one_per_turn)" } else { "" }
    )]
    NightlifeLate {
        /// Whether the `one_per_turn` reading is in force (SJ-36).
        one_per_turn: bool,
    },
    /// The seat holds no Nightlife token.
    #[error("you hold no Nightlife token")]
    NoNightlife,
    /// Tired players play no more Highlights today.
    #[error("you are Tired (3 Tiring cards today): no more Highlights today")]
    Tired,
    /// A Delight needs a Highlight to link to.
    #[error("{card} is a Delight: it needs a Highlight in your tableau to link to")]
    NoHighlight {
        /// The Delight.
        card: String,
    },
    /// A Delight must say which half it shows; other cards must not.
    #[error("{card}: {problem}")]
    BadMode {
        /// The card.
        card: String,
        /// What is wrong.
        problem: &'static str,
    },
    /// The Highlight already holds a Delight in that mode.
    #[error("{highlight} already has a {mode} linked: one Festival and one Food per Highlight")]
    SlotTaken {
        /// The Highlight.
        highlight: String,
        /// The mode.
        mode: Mode,
    },
    /// No card is left to pay the cost with.
    #[error("{card} costs one discard and you have no other card to pay with")]
    CannotPay {
        /// The card.
        card: String,
    },
    /// A City space is numbered 1-5.
    #[error("there is no space {space}: the City has spaces 1 to 5")]
    NoSuchSpace {
        /// The space, as typed (1-based).
        space: u16,
    },
    /// An Experience needs a pile.
    #[error("space {space} is empty: there is no pile to take")]
    EmptySpace {
        /// The space (1-based).
        space: u16,
    },
    /// The Experience discard may not go into the space just emptied.
    #[error("the discard cannot go into space {space}, the space of the pile you took")]
    SameSpace {
        /// The space (1-based).
        space: u16,
    },
    /// Refill cards fill the empty spaces first.
    #[error("space {space} is not empty: fill the empty spaces first")]
    FillEmptyFirst {
        /// The space (1-based).
        space: u16,
    },
    /// Under the `other_spaces` flag, the remaining refill cards go elsewhere.
    #[error("space {space} was just filled: the remaining cards go anywhere else")]
    FilledThisRefill {
        /// The space (1-based).
        space: u16,
    },
    /// Keeping the whole pile is allowed only when nothing in it can be played.
    #[error("you must play one of the cards you took: {card} can be played")]
    MustPlay {
        /// A playable card of the pile.
        card: String,
    },
    /// Passing is allowed only with no Book and no pile to take.
    #[error("you cannot pass: {reason}")]
    CannotPass {
        /// What the seat can do instead.
        reason: &'static str,
    },
    /// The card is not a Guardian of the seat's.
    #[error("{card} is not one of your Guardians")]
    NotYourGuardian {
        /// The card.
        card: String,
    },
    /// The token has been flipped today.
    #[error("{card}'s token is already flipped: each ability once per Day")]
    AlreadyFlipped {
        /// The Guardian.
        card: String,
    },
    /// Awaken only where the turn is open.
    #[error("a Guardian is Awakened between steps of your turn, not {during}")]
    NotBetweenSteps {
        /// The step under way.
        during: &'static str,
    },
    /// No Highlight at that place.
    #[error("you have no Highlight at place {place}")]
    NoSuchHighlight {
        /// The place (1-based).
        place: u16,
    },
    /// The link shows a half the effect does not allow.
    #[error("this link may show {modes} only")]
    LinkMode {
        /// What the link allows.
        modes: Modes,
    },
    /// A Scout takes a face-up card.
    #[error("{card} is not face up in the City")]
    NotFaceUp {
        /// The card.
        card: String,
    },
}

impl RuleViolation for Violation {
    fn rule(&self) -> &'static str {
        match self {
            Violation::Turn(refusal) => refusal.rule(),
            Violation::WrongStep { rule, .. } | Violation::NotThere { rule, .. } => rule,
            Violation::NightlifeLate { .. } => rule::NIGHTLIFE_AT_START,
            Violation::NoNightlife => rule::NIGHTLIFE_TOKENS,
            Violation::Tired => rule::TIRED,
            Violation::NoHighlight { .. } => rule::DELIGHT_RIGHTMOST,
            Violation::BadMode { .. } => rule::DELIGHT_ONE_HALF,
            Violation::SlotTaken { .. } => rule::ONE_FESTIVAL_ONE_FOOD,
            Violation::CannotPay { .. } => rule::COST,
            Violation::NoSuchSpace { .. } => rule::CITY_SPACES,
            Violation::EmptySpace { .. } => rule::EXPERIENCE_TAKE,
            Violation::SameSpace { .. } => rule::NOT_THE_SAME_SPACE,
            Violation::FillEmptyFirst { .. } => rule::REFILL_EMPTY_FIRST,
            Violation::FilledThisRefill { .. } => rule::REFILL_ELSEWHERE,
            Violation::MustPlay { .. } => rule::MUST_PLAY,
            Violation::CannotPass { .. } => rule::PASS,
            Violation::NotYourGuardian { .. } => rule::GUARDIAN_TOKEN,
            Violation::AlreadyFlipped { .. } => rule::AWAKEN_ONCE,
            Violation::NotBetweenSteps { .. } => rule::AWAKEN_BETWEEN_STEPS,
            Violation::NoSuchHighlight { .. } => rule::HIGHLIGHTS_LEFT_TO_RIGHT,
            Violation::LinkMode { .. } => rule::LINK_MODE,
            Violation::NotFaceUp { .. } => rule::SCOUT_FACE_UP,
        }
    }
}
