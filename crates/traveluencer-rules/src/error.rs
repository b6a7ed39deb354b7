//! Why an action is illegal: one variant per rule, each naming the rulebook
//! section and line it enforces.

use crate::cards::{Card, PostType};
use crate::config::LastPoster;
use crate::rule::Rule;
use tabletop_core::events::TurnViolation;
use tabletop_core::{RuleViolation, Seat};

/// An illegal action, with the rule it breaks.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Violation {
    /// The seat owes no decision now: not at the table, the game is over,
    /// another seat decides, or it has already made its secret choice.
    #[error(transparent)]
    Turn(#[from] TurnViolation),
    /// The action does not answer the decision that is owed.
    #[error("{action} is not possible now: {expected}")]
    WrongDecision {
        /// What was tried.
        action: &'static str,
        /// What is owed instead.
        expected: &'static str,
    },
    /// A card that the seat does not hold (in the place it must come from).
    #[error("you do not hold {card} ({place})")]
    NotHeld {
        /// The missing card.
        card: Card,
        /// Where it must come from ("hand" or "hand or display").
        place: &'static str,
    },
    /// The round-start pass of three cards is picked one card at a time.
    #[error("pick the 3 cards to pass one at a time, not {got} at once")]
    PassSize {
        /// Cards named.
        got: usize,
    },
    /// A post needs at least one Post card (Stamps and Souvenirs go with one).
    #[error(
        "no Post card in the post: Stamps and Souvenirs must be played together with Post cards"
    )]
    NoPostCard,
    /// All Post cards of a post are one type.
    #[error("a post is one type: {first} and {second} are mixed")]
    MixedTypes {
        /// One type in the post.
        first: PostType,
        /// Another.
        second: PostType,
    },
    /// The led type must be followed while one holds it.
    #[error("must follow {led}: you hold {}", held.long_name())]
    MustFollow {
        /// The led type.
        led: PostType,
        /// A card of that type the seat holds.
        held: Card,
    },
    /// The trick's last poster may not play Stamps (L42); `reading` says who
    /// that is under the configuration's TV-7 reading.
    #[error("Stamp by the last poster: {}", last_poster_reason(*reading))]
    StampByLastPoster {
        /// The TV-7 reading in force.
        reading: LastPoster,
    },
    /// Only the trick's starting player may play Souvenirs (L43).
    #[error(
        "Souvenir by a player other than the starting player: only {starter}, who starts this \
         trick, may play Souvenirs"
    )]
    SouvenirByNonStarter {
        /// The trick's starting player.
        starter: Seat,
    },
    /// Under the `souvenir_by_leader` flag (TV-8), only the trick's leader
    /// (the first player to post in it) may play Souvenirs.
    #[error(
        "Souvenir by a non-leader: only the trick's leader, {leader} (the first to post), may \
         play Souvenirs"
    )]
    SouvenirByNonLeader {
        /// The trick's leader.
        leader: Seat,
    },
    /// A modification keeps the post's type.
    #[error("a modification keeps the post's type ({kind})")]
    ModifyType {
        /// The post's type.
        kind: PostType,
    },
    /// A modification adds one or more cards.
    #[error("a modification adds one or more cards; to keep the post, decline")]
    EmptyModification,
    /// The second player may not add Stamps when modifying.
    #[error("the second player cannot add Stamps when modifying the post")]
    ModifyStampBySecond,
    /// A Wind Shift space that is spent or does not exist.
    #[error("trending space {space} is not a remaining topic (spaces {first} to 7 remain)")]
    SpaceNotRemaining {
        /// The space named.
        space: u8,
        /// The first remaining space.
        first: u8,
    },
    /// A Crossover gift to the wrong player.
    #[error("the next Crossover card goes to seat {expected}, not {got}")]
    WrongRecipient {
        /// Who is owed a card now.
        expected: u8,
        /// Who was named.
        got: u8,
    },
}

impl Violation {
    /// The rule this refusal enforces (`None` for the shared turn refusals,
    /// which cite [`Traveluencer::turn_rules`](tabletop_core::events::Events::turn_rules)).
    #[must_use]
    pub fn broken_rule(&self) -> Option<Rule> {
        Some(match self {
            Violation::Turn(_) => return None,
            Violation::WrongDecision { .. } => Rule::DecisionOwed,
            Violation::NotHeld { .. } => Rule::OwnCards,
            Violation::PassSize { .. } => Rule::PassThree,
            Violation::NoPostCard => Rule::PostCardNeeded,
            Violation::MixedTypes { .. } => Rule::OneTypePerPost,
            Violation::MustFollow { .. } => Rule::FollowLedType,
            Violation::StampByLastPoster { reading } => match reading {
                LastPoster::PostsLast => Rule::StampNotByLastPoster,
                LastPoster::HoldsACard => Rule::StampNotByLastHolder,
                LastPoster::SeatBeforeStart => Rule::StampNotBySeatBeforeStart,
            },
            Violation::SouvenirByNonStarter { .. } => Rule::SouvenirByStarter,
            Violation::SouvenirByNonLeader { .. } => Rule::SouvenirByLeader,
            Violation::ModifyType { .. } => Rule::ModifyKeepsType,
            Violation::EmptyModification => Rule::ModifyAddsCards,
            Violation::ModifyStampBySecond => Rule::ModifyNoStampBySecond,
            Violation::SpaceNotRemaining { .. } => Rule::WindShiftSpace,
            Violation::WrongRecipient { .. } => Rule::CrossoverOrder,
        })
    }
}

impl RuleViolation for Violation {
    fn rule(&self) -> &'static str {
        match self {
            Violation::Turn(refusal) => refusal.rule(),
            other => other.broken_rule().map_or("", Rule::citation),
        }
    }
}

/// Who the last poster is, in the words of the TV-7 reading in force.
fn last_poster_reason(reading: LastPoster) -> &'static str {
    match reading {
        LastPoster::PostsLast => {
            "you post last in this trick (nobody after you holds a Post card), and the player \
             who posts the last entry cannot play Stamps"
        }
        LastPoster::HoldsACard => {
            "you are the last player in trick order who holds cards, and that player cannot \
             play Stamps"
        }
        LastPoster::SeatBeforeStart => {
            "you sit to the starting player's right, and that seat cannot play Stamps"
        }
    }
}
