//! The rulebook lines the engine cites (`the-traveler.txt`, its lines
//! numbered L1…; TR-n are the rulings of `docs/rulings/traveler.md`): every
//! refusal names one, and tests compare against these, never against text.

/// A rule of The Traveler, as a refusal cites it.
///
/// ```
/// use traveler_rules::Rule;
///
/// assert_eq!(Rule::HandLimit.text(), "Hand limit 8 (L14)");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Rule {
    /// Who plays: 2–4 players.
    Players,
    /// The game ends and everyone has flown home.
    HowItEnds,
    /// Setup: the first stop is a City.
    FirstStop,
    /// Setup: the first stop comes from the hand.
    FirstStopFromHand,
    /// Setup: everyone places a first stop (all at once, in secret).
    FirstStopsTogether,
    /// Play left: whose turn it is.
    PlayLeft,
    /// A turn: earn, then you may travel.
    YourTurn,
    /// A turn begins with earning.
    EarnFirst,
    /// Work only on a City.
    WorkOnlyOnCity,
    /// Whenever you take a card: the cards owed are taken first.
    TakeFirst,
    /// Take from the deck or the top of the Shelf.
    TakeFrom,
    /// Deck empty? Shuffle the Shelf in, leaving its top.
    DeckEmpty,
    /// Scrounge: take 2, then put 1 back.
    Scrounge,
    /// Scrounge: the card put back comes from the hand.
    ScroungePutBack,
    /// Travel is optional.
    Travel,
    /// Travel: the destination comes from the hand.
    TravelFromHand,
    /// Travel: pay its fare.
    Fare,
    /// Travel: the fare is paid with cards from the hand.
    FareFromHand,
    /// Travel: the destination does not pay its own fare.
    PayWithOtherCards,
    /// A trip ends at 8 stops.
    EightStops,
    /// The hand limit of 8.
    HandLimit,
    /// The hand limit of 8, before flying home (TR-26).
    HandLimitBeforeFlying,
    /// Everyone flies home, in turn.
    FlyHome,
    /// Flying home: pay 3 cards from the hand.
    PayThreeCards,
}

impl Rule {
    /// The rule as cited: its section and line.
    #[must_use]
    pub const fn text(self) -> &'static str {
        match self {
            Rule::Players => "Players (L3)",
            Rule::HowItEnds => "How it ends (L16)",
            Rule::FirstStop => "Setup: first stop (L7)",
            Rule::FirstStopFromHand => "Setup: one City from their hand (L7)",
            Rule::FirstStopsTogether => "Setup: everyone places one City as their first stop (L7)",
            Rule::PlayLeft => "Setup: play left (L7)",
            Rule::YourTurn => "Your turn (L11-L13)",
            Rule::EarnFirst => "Your turn: earn, then you may travel (L11-L12)",
            Rule::WorkOnlyOnCity => "Earn: Work only on a City (L5, L12)",
            Rule::TakeFirst => "Earn: whenever you take a card (L12)",
            Rule::TakeFrom => "Earn: take from the deck or the top of the Shelf (L12)",
            Rule::DeckEmpty => "Deck empty? (L14)",
            Rule::Scrounge => "Earn: Scrounge (L12)",
            Rule::ScroungePutBack => {
                "Earn: Scrounge puts any 1 card from your hand on the Shelf (L12)"
            }
            Rule::Travel => "Travel (optional) (L13)",
            Rule::TravelFromHand => "Travel: play one place from your hand (L13)",
            Rule::Fare => "Travel: pay its fare (L13)",
            Rule::FareFromHand => "Travel: pay its fare with other cards (L13)",
            Rule::PayWithOtherCards => "Travel: pay with other cards (L13)",
            Rule::EightStops => "How it ends: 8 stops (L16)",
            Rule::HandLimit => "Hand limit 8 (L14)",
            Rule::HandLimitBeforeFlying => "Hand limit 8 (L14), before flying home (TR-26)",
            Rule::FlyHome => "How it ends: everyone flies home (L16)",
            Rule::PayThreeCards => "How it ends: pay 3 cards (L16)",
        }
    }
}

impl std::fmt::Display for Rule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.text())
    }
}
