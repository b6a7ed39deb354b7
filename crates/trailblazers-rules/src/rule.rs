//! The rulebook lines the refusals cite, each written once.
//!
//! Every refusal names its rule through [`Rule::text`] (the section of
//! `trailblazers.txt` and its lines, or the ruling of
//! `docs/rulings/trailblazers.md`); tests compare with these, never with a
//! citation written out again.

/// A rule a refusal cites.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Rule {
    /// 1 to 4 players (L6–9, TB-18).
    Players,
    /// The game ends after round 4 (L35).
    EndGame,
    /// Every player places in secret at the same time: 1 camp, or 2 trail
    /// cards a turn (L18–20, TB-24).
    Simultaneous,
    /// Rounds 1–3 open with a camp (L18).
    CampFirst,
    /// Each turn, 2 trail cards (L20).
    TrailsEachTurn,
    /// A camp comes from the player's supply (L18).
    CampFromSupply,
    /// Trail cards come from the hand (L20).
    FromHand,
    /// The trail cards of the deck (L10, TB-16).
    TrailCards,
    /// Each distinct face of a card once among its rotations (TB-3).
    DistinctFace,
    /// Camps keep their orientation (the TB-3 flag).
    CampOrientation,
    /// The first camp begins the area at 0,0 as printed (L23, TB-1).
    FirstCampAtOrigin,
    /// The park's first card is a camp (L23).
    FirstIsCamp,
    /// A card overlaps or lies orthogonally next to a card (L22, L26–31, TB-9).
    Touching,
    /// No card may overlap a camp (L24, L30).
    CampsUncovered,
    /// Camps may not overlap anything (the TB-10 flag).
    CampsCoverNothing,
    /// Cards lie on the grid of cells (TB-1).
    Grid,
    /// A park holds 3 camps and 24 trail cards (L17).
    ParkSize,
}

impl Rule {
    /// The rulebook section and lines (or the ruling).
    #[must_use]
    pub const fn text(self) -> &'static str {
        match self {
            Rule::Players => "Components: 1 to 4 players (L6-9, TB-18)",
            Rule::EndGame => "End Game (L35)",
            Rule::Simultaneous => {
                "Gameplay: simultaneous placement, 1 camp or 2 trail cards (L18-20, TB-24)"
            }
            Rule::CampFirst => "Gameplay: place a camp to start rounds 1-3 (L18)",
            Rule::TrailsEachTurn => "Gameplay: each turn, place 2 trail cards (L20)",
            Rule::CampFromSupply => {
                "Gameplay: a camp from the remaining camps in your supply (L18)"
            }
            Rule::FromHand => "Gameplay: place trail cards from your hand (L20)",
            Rule::TrailCards => "Components: the trail cards (L10, TB-16)",
            Rule::DistinctFace => "Rotation: 4 rotations, each distinct face once (TB-3)",
            Rule::CampOrientation => "Rotation: camps keep their orientation (TB-3 flag)",
            Rule::FirstCampAtOrigin => "Card Placement: the first camp begins the area (L23, TB-1)",
            Rule::FirstIsCamp => "Card Placement: the first camp begins the area (L23)",
            Rule::Touching => {
                "Card Placement: orthogonally adjacent to or overlapping a card (L22, L26-31, TB-9)"
            }
            Rule::CampsUncovered => "Card Placement: no cards may overlap a camp (L24, L30)",
            Rule::CampsCoverNothing => {
                "Card Placement: camps may not overlap anything (TB-10 flag)"
            }
            Rule::Grid => "Card Placement: the grid of cells (TB-1)",
            Rule::ParkSize => "Gameplay: 3 camps and 24 trail cards (L17)",
        }
    }
}

impl std::fmt::Display for Rule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.text())
    }
}
