//! A validated deck with the lookup tables the rules use on the hot path,
//! and the reference Travel Deck (`data/travel-deck.json`, read at compile
//! time; ruling SJ-1, every card in `docs/rulings/seoul.md`).

use crate::cards::{CardData, Condition, DeckData, Effect, Kind};
use crate::colour::{Colour, Mode, ShopKind};
use std::sync::{Arc, OnceLock};
use tabletop_core::{CardSet, ConfigError};

/// A card's index in its deck, `0..128`.
pub type CardId = u8;

/// The most cards a deck may hold (card sets are 128-bit).
pub const MAX_CARDS: usize = 128;
/// Guardians in every deck: one per Guardian token (L9, L36; SJ-3).
pub const GUARDIANS: usize = 6;
/// The fewest Highlights a deck may hold: a five-player City opens with 5
/// (L15, SJ-2).
pub const MIN_HIGHLIGHTS: usize = 5;
/// The fewest cards other than Guardians: a five-player Day opens with 5
/// City cards and 3 in each hand (L15, L18; SJ-3).
pub const MIN_PLAYABLE: usize = 20;
/// The longest scoring table a deck may give.
pub const MAX_TABLE: usize = 16;

/// The reference deck file, as text.
pub const REFERENCE_DECK: &str = include_str!("../data/travel-deck.json");

/// A scoring table: `at(k)` for a set of `k` cards (0 for none; a set longer
/// than the table scores its last entry, SJ-5).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Table {
    points: [u8; MAX_TABLE],
    len: u8,
}

impl Table {
    fn new(points: &[u8], what: &str) -> Result<Self, String> {
        if points.is_empty() || points.len() > MAX_TABLE {
            return Err(format!(
                "{what} needs 1 to {MAX_TABLE} entries, not {}",
                points.len()
            ));
        }
        let mut table = Table {
            points: [0; MAX_TABLE],
            len: points.len() as u8,
        };
        table.points[..points.len()].copy_from_slice(points);
        Ok(table)
    }

    /// What a set of `k` cards scores.
    #[inline]
    pub fn at(&self, k: usize) -> i32 {
        if k == 0 {
            0
        } else {
            i32::from(self.points[k.min(usize::from(self.len)) - 1])
        }
    }
}

/// A validated deck.
#[derive(Clone, Debug)]
pub struct Catalogue {
    data: DeckData,
    lower_names: Vec<String>,
    kind: [Kind; MAX_CARDS],
    /// A Highlight's or Guardian's colour; a Delight's Festival colour.
    colour: [Colour; MAX_CARDS],
    /// A Delight's Food colour.
    food: [Colour; MAX_CARDS],
    shop: [ShopKind; MAX_CARDS],
    effect: [Option<Effect>; MAX_CARDS],
    condition: [Option<Condition>; MAX_CARDS],
    of_kind: [CardSet; 4],
    of_shop: [CardSet; 3],
    tiring: CardSet,
    festival_points: Table,
    shopping_points: [Table; 3],
    food_pair_points: i32,
    reference: bool,
}

impl PartialEq for Catalogue {
    fn eq(&self, other: &Self) -> bool {
        self.data == other.data
    }
}

/// Why a name cannot be used in action text, if it cannot.
fn name_problem(name: &str) -> Option<&'static str> {
    let lower = name.to_lowercase();
    if name.trim().is_empty() || name.trim() != name || name.chars().any(char::is_control) {
        return Some("is empty, has spaces around it or holds a control character");
    }
    if name.chars().count() > 60 {
        return Some("is longer than 60 characters");
    }
    if lower.starts_with('#') {
        return Some("starts with '#', which names a card by number in action text");
    }
    if lower.ends_with(" as festival") || lower.ends_with(" as food") {
        return Some("ends like a Delight's mode (\"as festival\", \"as food\")");
    }
    if lower
        .rsplit(' ')
        .next()
        .is_some_and(|w| w.chars().all(|c| c.is_ascii_digit()))
    {
        return Some("ends with a number, which action text reads as a space or a Highlight");
    }
    None
}

impl Catalogue {
    /// Checks a deck against the rulebook's constraints (SJ-1, SJ-3, SJ-5):
    /// at most 128 cards, exactly 6 Guardians, at least 5 Highlights and 20
    /// cards besides the Guardians, unique names usable in action text,
    /// scoring tables of 1 to 16 entries, Draw effects of 1 to 5 cards, and
    /// Encore only as a Guardian ability (an Immediate Effect that plays
    /// another card could chain through a whole hand).
    pub fn new(data: DeckData) -> Result<Self, String> {
        let n = data.cards.len();
        if n > MAX_CARDS {
            return Err(format!("a deck holds at most {MAX_CARDS} cards, not {n}"));
        }
        let mut cat = Catalogue {
            lower_names: Vec::with_capacity(n),
            kind: [Kind::Highlight; MAX_CARDS],
            colour: [Colour::Blue; MAX_CARDS],
            food: [Colour::Blue; MAX_CARDS],
            shop: [ShopKind::Modern; MAX_CARDS],
            effect: [None; MAX_CARDS],
            condition: [None; MAX_CARDS],
            of_kind: [CardSet::EMPTY; 4],
            of_shop: [CardSet::EMPTY; 3],
            tiring: CardSet::EMPTY,
            festival_points: Table::new(&data.festival_points, "festival_points")?,
            shopping_points: [
                Table::new(&data.shopping_points.modern, "shopping_points.modern")?,
                Table::new(
                    &data.shopping_points.traditional,
                    "shopping_points.traditional",
                )?,
                Table::new(&data.shopping_points.plushes, "shopping_points.plushes")?,
            ],
            food_pair_points: i32::from(data.food_pair_points),
            reference: false,
            data: DeckData {
                cards: Vec::new(),
                ..data.clone()
            },
        };
        for (i, card) in data.cards.iter().enumerate() {
            let id = i as CardId;
            let name = card.name();
            if let Some(problem) = name_problem(name) {
                return Err(format!("card {i}: the name {name:?} {problem}"));
            }
            let lower = name.to_lowercase();
            if cat.lower_names.contains(&lower) {
                return Err(format!("the name {name:?} is used twice"));
            }
            cat.lower_names.push(lower);
            cat.kind[i] = card.kind();
            cat.of_kind[card.kind().index()].insert(id);
            match *card {
                CardData::Highlight {
                    colour,
                    tiring,
                    effect,
                    score,
                    ..
                } => {
                    cat.colour[i] = colour;
                    if tiring {
                        cat.tiring.insert(id);
                    }
                    if effect == Some(Effect::Encore) {
                        return Err(format!(
                            "{name}: Encore is a Guardian ability, not an Immediate Effect"
                        ));
                    }
                    check_effect(name, effect)?;
                    check_condition(name, score)?;
                    cat.effect[i] = effect;
                    cat.condition[i] = Some(score);
                }
                CardData::Delight { festival, food, .. } => {
                    cat.colour[i] = festival;
                    cat.food[i] = food;
                }
                CardData::Shopping { set, .. } => {
                    cat.shop[i] = set;
                    cat.of_shop[set.index()].insert(id);
                }
                CardData::Guardian {
                    colour, ability, ..
                } => {
                    cat.colour[i] = colour;
                    check_effect(name, Some(ability))?;
                    cat.effect[i] = Some(ability);
                }
            }
        }
        let guardians = cat.of_kind[Kind::Guardian.index()].len();
        if guardians != GUARDIANS {
            return Err(format!(
                "a deck has exactly {GUARDIANS} Guardians (one per token), this one has {guardians}"
            ));
        }
        let highlights = cat.of_kind[Kind::Highlight.index()].len();
        if highlights < MIN_HIGHLIGHTS {
            return Err(format!(
                "a deck needs at least {MIN_HIGHLIGHTS} Highlights for a five-player City, this one has {highlights}"
            ));
        }
        if n - guardians < MIN_PLAYABLE {
            return Err(format!(
                "a deck needs at least {MIN_PLAYABLE} cards besides the Guardians for a five-player Day, this one has {}",
                n - guardians
            ));
        }
        cat.data.cards = data.cards;
        Ok(cat)
    }

    /// The reference Travel Deck (SJ-1).
    pub fn reference() -> Self {
        let data: DeckData =
            serde_json::from_str(REFERENCE_DECK).expect("the reference deck file reads");
        let mut cat = Catalogue::new(data).expect("the reference deck is valid");
        cat.reference = true;
        cat
    }

    /// Whether this is the reference deck.
    pub fn is_reference(&self) -> bool {
        self.reference
    }

    /// The deck as data.
    pub fn data(&self) -> &DeckData {
        &self.data
    }

    /// How many cards the deck holds.
    #[inline]
    pub fn len(&self) -> usize {
        self.data.cards.len()
    }

    /// Whether the deck is empty (never, for a validated deck).
    pub fn is_empty(&self) -> bool {
        self.data.cards.is_empty()
    }

    /// Every card id.
    #[inline]
    pub fn all(&self) -> CardSet {
        CardSet::first(self.len())
    }

    /// The printed card `id`, if the deck has it.
    pub fn card(&self, id: CardId) -> Option<&CardData> {
        self.data.cards.get(usize::from(id))
    }

    /// The card's name (`#id` for an id the deck does not have).
    pub fn name(&self, id: CardId) -> String {
        match self.card(id) {
            Some(card) => card.name().to_string(),
            None => format!("#{id}"),
        }
    }

    /// The card id with this name (ignoring case), or `#N` for id `N`.
    pub fn find(&self, name: &str) -> Option<CardId> {
        let name = name.trim();
        if let Some(num) = name.strip_prefix('#') {
            return num
                .parse::<CardId>()
                .ok()
                .filter(|&id| usize::from(id) < self.len());
        }
        let lower = name.to_lowercase();
        self.lower_names
            .iter()
            .position(|n| *n == lower)
            .map(|i| i as CardId)
    }

    /// The card's type.
    #[inline]
    pub fn kind(&self, id: CardId) -> Kind {
        self.kind[usize::from(id) % MAX_CARDS]
    }

    /// The cards of a type.
    #[inline]
    pub fn of_kind(&self, kind: Kind) -> CardSet {
        self.of_kind[kind.index()]
    }

    /// The Shopping cards of a type.
    #[inline]
    pub fn of_shop(&self, set: ShopKind) -> CardSet {
        self.of_shop[set.index()]
    }

    /// A Highlight's or Guardian's colour.
    #[inline]
    pub fn colour(&self, id: CardId) -> Colour {
        self.colour[usize::from(id) % MAX_CARDS]
    }

    /// The colour a Delight shows in `mode`.
    #[inline]
    pub fn half(&self, id: CardId, mode: Mode) -> Colour {
        match mode {
            Mode::Festival => self.colour[usize::from(id) % MAX_CARDS],
            Mode::Food => self.food[usize::from(id) % MAX_CARDS],
        }
    }

    /// A Shopping card's type.
    #[inline]
    pub fn shop(&self, id: CardId) -> ShopKind {
        self.shop[usize::from(id) % MAX_CARDS]
    }

    /// Whether the card carries the Tiring icon.
    #[inline]
    pub fn is_tiring(&self, id: CardId) -> bool {
        self.tiring.contains(id)
    }

    /// A Highlight's Immediate Effect, or a Guardian's ability.
    #[inline]
    pub fn effect(&self, id: CardId) -> Option<Effect> {
        self.effect[usize::from(id) % MAX_CARDS]
    }

    /// A Highlight's scoring condition.
    #[inline]
    pub fn condition(&self, id: CardId) -> Option<Condition> {
        self.condition[usize::from(id) % MAX_CARDS]
    }

    /// The Festival table (SJ-4).
    #[inline]
    pub fn festival_points(&self) -> &Table {
        &self.festival_points
    }

    /// The Shopping table of a type (SJ-5).
    #[inline]
    pub fn shopping_points(&self, set: ShopKind) -> &Table {
        &self.shopping_points[set.index()]
    }

    /// What a pair of Foods scores (L30).
    #[inline]
    pub fn food_pair_points(&self) -> i32 {
        self.food_pair_points
    }

    /// A one-line description of a card, e.g. `Cheonggyecheon Stream (blue
    /// Highlight; scores 4 if you have the most blue cards today)`.
    pub fn describe(&self, id: CardId) -> String {
        let Some(card) = self.card(id) else {
            return format!("#{id}");
        };
        match *card {
            CardData::Highlight {
                ref name,
                colour,
                tiring,
                effect,
                score,
            } => {
                let mut text = format!("{name} ({colour} Highlight");
                if tiring {
                    text.push_str(", Tiring");
                }
                if let Some(effect) = effect {
                    text.push_str(&format!(", when played: {effect}"));
                }
                text + &format!("; scores {score})")
            }
            CardData::Delight {
                ref name,
                festival,
                food,
            } => format!("{name} (Delight: {festival} Festival or {food} Food)"),
            CardData::Shopping { ref name, set } => format!("{name} ({set} Shopping)"),
            CardData::Guardian {
                ref name,
                colour,
                ability,
            } => format!("{name} ({colour} Guardian; Awaken: {ability})"),
        }
    }
}

fn check_effect(name: &str, effect: Option<Effect>) -> Result<(), String> {
    match effect {
        Some(Effect::Draw(n)) if !(1..=5).contains(&n) => {
            Err(format!("{name}: a Draw effect draws 1 to 5 cards, not {n}"))
        }
        _ => Ok(()),
    }
}

fn check_condition(name: &str, condition: Condition) -> Result<(), String> {
    if condition.points() > 20 {
        return Err(format!(
            "{name}: a condition is worth at most 20 points a time, not {}",
            condition.points()
        ));
    }
    match condition {
        Condition::Most { colours, .. }
        | Condition::EachAdjacent { colours, .. }
        | Condition::EachCard { colours, .. }
            if colours.is_empty() =>
        {
            Err(format!("{name}: the condition names no colour"))
        }
        _ => Ok(()),
    }
}

impl tabletop_core::deck::DeckCatalogue for Catalogue {
    type Data = DeckData;
    type Error = ConfigError;
    const EXPECTING: &'static str =
        "a deck (festival_points, food_pair_points, shopping_points, cards)";

    fn shared_reference() -> &'static Arc<Self> {
        static REFERENCE: OnceLock<Arc<Catalogue>> = OnceLock::new();
        REFERENCE.get_or_init(|| Arc::new(Catalogue::reference()))
    }

    /// The catalogue of `data`; a refusal names the field `deck`.
    fn from_data(data: DeckData) -> Result<Self, ConfigError> {
        Catalogue::new(data).map_err(|reason| ConfigError::invalid("deck", reason))
    }

    fn is_reference(&self) -> bool {
        self.reference
    }

    fn data(&self) -> &DeckData {
        &self.data
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::colour::ColourSet;

    #[test]
    fn the_reference_deck_has_its_composition() {
        let cat = Catalogue::reference();
        assert_eq!(cat.len(), 120);
        let count = |k| cat.of_kind(k).len();
        assert_eq!(
            [
                Kind::Highlight,
                Kind::Delight,
                Kind::Shopping,
                Kind::Guardian
            ]
            .map(count),
            [36, 48, 30, 6]
        );
        assert_eq!(cat.tiring.len(), 12);
        for set in ShopKind::ALL {
            assert_eq!(cat.of_shop(set).len(), 10);
            assert_eq!(
                (1..=7)
                    .map(|k| cat.shopping_points(set).at(k))
                    .collect::<Vec<_>>(),
                [2, 5, 9, 14, 20, 27, 27]
            );
        }
        assert_eq!(cat.festival_points().at(2), 5, "L87");
        assert_eq!(cat.food_pair_points(), 6, "L30");
    }

    #[test]
    fn the_scoring_example_highlights_say_what_the_rulebook_says() {
        let cat = Catalogue::reference();
        let card = |name| cat.find(name).unwrap();
        let blue = ColourSet::only(Colour::Blue);
        let c = card("Cheonggyecheon Stream");
        assert_eq!(cat.colour(c), Colour::Blue);
        assert_eq!(
            cat.condition(c),
            Some(Condition::Most {
                colours: blue,
                points: 4
            })
        );
        let t = card("ttukseom hangang park");
        assert_eq!(
            cat.condition(t),
            Some(Condition::EachAdjacent {
                colours: blue.with(Colour::Green),
                points: 2
            })
        );
        let g = card("Changing of the Guard");
        assert_eq!(cat.colour(g), Colour::Purple);
        assert_eq!(
            cat.condition(g),
            Some(Condition::EachAdjacent {
                colours: ColourSet::only(Colour::Purple).with(Colour::Yellow),
                points: 2
            })
        );
        assert_eq!(cat.find("#3"), Some(3));
        assert_eq!(cat.find("#120"), None);
        assert_eq!(cat.find("Atlantis"), None);
    }
}
