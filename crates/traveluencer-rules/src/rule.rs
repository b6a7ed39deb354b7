//! The rulebook lines the engine enforces, named once: the refusals
//! ([`crate::Violation`]) cite them, and the tests compare against them
//! rather than against strings.

/// A rule of the rulebook (and its line), or a reading of it under a rule
/// flag (docs/rulings/traveluencer.md).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Rule {
    /// Who is at the table: one hand is dealt to each player (L25).
    Seats,
    /// When the game ends (L79).
    GameEnd,
    /// Who owes the decision now.
    TurnOrder,
    /// Which decision is owed now.
    DecisionOwed,
    /// A player plays, passes, gives or discards only cards they hold.
    OwnCards,
    /// The round-start pass of 3 cards, picked one at a time (L34).
    PassThree,
    /// A post holds at least one Post card (L44).
    PostCardNeeded,
    /// A post is one type (L37).
    OneTypePerPost,
    /// Follow the led type while holding it (L40).
    FollowLedType,
    /// The last poster plays no Stamps (L42), in the default reading.
    StampNotByLastPoster,
    /// L42 under the TV-7 flag `last_poster = holds_a_card`.
    StampNotByLastHolder,
    /// L42 under the TV-7 flag `last_poster = seat_before_start`.
    StampNotBySeatBeforeStart,
    /// Only the starting player plays Souvenirs (L43).
    SouvenirByStarter,
    /// L43 under the TV-8 flag `souvenir_by_leader`.
    SouvenirByLeader,
    /// A modification keeps the post's type (L97).
    ModifyKeepsType,
    /// A modification adds one or more cards (L97).
    ModifyAddsCards,
    /// The second player adds no Stamps when modifying (L98).
    ModifyNoStampBySecond,
    /// Wind Shift swaps a remaining topic (L110, TV-18).
    WindShiftSpace,
    /// Crossover gives a card back to each player drawn from, clockwise
    /// (L111, TV-31).
    CrossoverOrder,
}

impl Rule {
    /// The rulebook section and line, as errors cite it.
    #[must_use]
    pub const fn citation(self) -> &'static str {
        match self {
            Rule::Seats => "Setup (L25): one hand is dealt to each player",
            Rule::GameEnd => "End of the Game (L79)",
            Rule::TurnOrder => {
                "Turn order (L34, L37, L95-L98, L105-L111): who owes the decision now"
            }
            Rule::DecisionOwed => "How to Play (L34-L37, L66, L95-L100): the decision owed now",
            Rule::OwnCards => {
                "Own cards only (L34, L37, L95, L105-L111): a player plays, passes, gives or \
                 discards cards they hold"
            }
            Rule::PassThree => "How to Play (L34): pass 3 cards (picked one at a time)",
            Rule::PostCardNeeded => "Stamp Card and Souvenir Card (L44)",
            Rule::OneTypePerPost => "Publish a Post (L37): one type per post",
            Rule::FollowLedType => "Publish a Post (L40): follow the led type",
            Rule::StampNotByLastPoster => "Stamp Card and Souvenir Card (L42)",
            Rule::StampNotByLastHolder => {
                "Stamp Card and Souvenir Card (L42; TV-7 flag last_poster = holds_a_card)"
            }
            Rule::StampNotBySeatBeforeStart => {
                "Stamp Card and Souvenir Card (L42; TV-7 flag last_poster = seat_before_start)"
            }
            Rule::SouvenirByStarter => "Stamp Card and Souvenir Card (L43)",
            Rule::SouvenirByLeader => {
                "Stamp Card and Souvenir Card (L43; TV-8 flag souvenir_by_leader)"
            }
            Rule::ModifyKeepsType => "Modifying the Post (L97)",
            Rule::ModifyAddsCards => "Modifying the Post (L97): one or more cards",
            Rule::ModifyNoStampBySecond => "Modifying the Post (L98)",
            Rule::WindShiftSpace => "Unexpected Event: Wind Shift (L110, TV-18)",
            Rule::CrossoverOrder => "Unexpected Event: Crossover (L111, TV-31)",
        }
    }
}
