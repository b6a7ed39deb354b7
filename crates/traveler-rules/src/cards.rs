//! The card catalogue: the 52 place cards, apart from the rules logic.
//!
//! The rulebook fixes the shape of the deck (L5: four regions, each with 8
//! Cities and 5 Wonders; Cities worth 1 stamp with one skill, Wonders worth
//! 2–6 stamps; every card shows a fare, L23: numbers are 1–6) but does not
//! print the cards. [`reference_deck`] is this project's reference deck within
//! those constraints (ruling TR-1, reasoning in `docs/rulings/traveler.md`);
//! any other deck can be supplied as data and is checked by
//! [`Catalogue::new`].

use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::{Arc, OnceLock};
use tabletop_core::text;

/// How many place cards a deck holds (L5).
pub const DECK_SIZE: usize = 52;
/// Cities per region (L5).
pub const CITIES_PER_REGION: usize = 8;
/// Wonders per region (L5).
pub const WONDERS_PER_REGION: usize = 5;

/// When two card names count as the same name (TR-1): see
/// `tabletop_core::text::name_key`.
pub const NAME_RULE: &str =
    "names are compared ignoring case, accents, spaces, punctuation and look-alike letters";

/// A card's index in its catalogue, `0..52`.
pub type CardId = u8;

/// The four regions, each shown by shape and word (L5).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Region {
    /// ▲ Americas.
    Americas,
    /// ■ Europe.
    Europe,
    /// ● Africa & Middle East.
    #[serde(rename = "Africa & Middle East")]
    AfricaMiddleEast,
    /// ◆ Asia & Pacific.
    #[serde(rename = "Asia & Pacific")]
    AsiaPacific,
}

impl Region {
    /// All four regions, in catalogue order.
    pub const ALL: [Region; 4] = [
        Region::Americas,
        Region::Europe,
        Region::AfricaMiddleEast,
        Region::AsiaPacific,
    ];

    /// The region's index `0..4`.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The region's shape (L5: never colour alone).
    pub const fn shape(self) -> char {
        match self {
            Region::Americas => '▲',
            Region::Europe => '■',
            Region::AfricaMiddleEast => '●',
            Region::AsiaPacific => '◆',
        }
    }
}

impl fmt::Display for Region {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let word = match self {
            Region::Americas => "Americas",
            Region::Europe => "Europe",
            Region::AfricaMiddleEast => "Africa & Middle East",
            Region::AsiaPacific => "Asia & Pacific",
        };
        write!(f, "{} {word}", self.shape())
    }
}

/// The skill a City hires (L5).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Skill {
    /// 📷 Photo.
    Photo,
    /// 🛵 Deliver.
    Deliver,
    /// 🚩 Guide.
    Guide,
    /// 🎸 Busk.
    Busk,
}

impl fmt::Display for Skill {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Skill::Photo => "Photo",
            Skill::Deliver => "Deliver",
            Skill::Guide => "Guide",
            Skill::Busk => "Busk",
        })
    }
}

/// One printed card. A City has a skill and is worth 1 stamp; a Wonder has
/// no skill and is worth 2–6 stamps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a card: an object with \"name\", \"region\", \"fare\" and, for a City, \"skill\" (for a Wonder, \"stamps\")"
)]
pub struct CardData {
    /// The place's name, unique in the deck.
    pub name: String,
    /// Its region.
    pub region: Region,
    /// The skill it hires (Cities only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub skill: Option<Skill>,
    /// Stamps it is worth: 1 for a City (may be omitted), 2–6 for a Wonder.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stamps: Option<u8>,
    /// The fare to travel there, 1–6.
    pub fare: u8,
}

impl CardData {
    fn city(name: &str, region: Region, skill: Skill, fare: u8) -> Self {
        CardData {
            name: name.to_string(),
            region,
            skill: Some(skill),
            stamps: None,
            fare,
        }
    }

    fn wonder(name: &str, region: Region, stamps: u8, fare: u8) -> Self {
        CardData {
            name: name.to_string(),
            region,
            skill: None,
            stamps: Some(stamps),
            fare,
        }
    }
}

/// A validated deck with the lookup tables the rules use on the hot path.
#[derive(Clone, Debug)]
pub struct Catalogue {
    cards: Vec<CardData>,
    region: [u8; DECK_SIZE],
    /// Skill index + 1 for Cities, 0 for Wonders.
    skill: [u8; DECK_SIZE],
    stamps: [u8; DECK_SIZE],
    fare: [u8; DECK_SIZE],
    cities: u64,
    /// `by_region_and_fare[m][f]`: the ids of the cards of the regions in
    /// the 4-bit mask `m` whose fare is at most `f` (0..=6), as bits.
    by_region_and_fare: [[u64; 7]; 16],
    reference: bool,
}

impl PartialEq for Catalogue {
    fn eq(&self, other: &Self) -> bool {
        self.cards == other.cards
    }
}

impl Catalogue {
    /// Checks a deck against the rulebook's constraints (TR-1): 52 cards, 13
    /// per region (8 Cities, 5 Wonders), Cities with one skill and 1 stamp,
    /// Wonders with no skill and 2–6 stamps, fares 1–6, names that print
    /// as themselves and are at most 40 characters long
    /// (`tabletop_core::text::check_name`), distinct under [`NAME_RULE`] and
    /// usable in action text.
    pub fn new(cards: Vec<CardData>) -> Result<Self, String> {
        if cards.len() != DECK_SIZE {
            return Err(format!(
                "a deck has {DECK_SIZE} cards, this one has {}",
                cards.len()
            ));
        }
        let mut cat = Catalogue {
            cards: Vec::new(),
            region: [0; DECK_SIZE],
            skill: [0; DECK_SIZE],
            stamps: [0; DECK_SIZE],
            fare: [0; DECK_SIZE],
            cities: 0,
            by_region_and_fare: [[0; 7]; 16],
            reference: false,
        };
        let mut per_region = [(0usize, 0usize); 4];
        let mut keys: Vec<String> = Vec::with_capacity(DECK_SIZE);
        for (i, card) in cards.iter().enumerate() {
            let name = &card.name;
            text::check_name(name).map_err(|reason| format!("card {i}: {reason}"))?;
            let lower = name.to_lowercase();
            // `#N` names card id N in action text.
            if lower.starts_with("home ")
                || lower.starts_with('#')
                || lower == "deck"
                || lower == "shelf"
            {
                return Err(format!(
                    "card {i}: the name {} would be ambiguous in action text",
                    text::echo(name)
                ));
            }
            let key = text::name_key(name);
            if let Some(j) = keys.iter().position(|k| *k == key) {
                return Err(format!(
                    "card {i}: the name {} is the name of card {j}, {} ({NAME_RULE})",
                    text::echo(name),
                    text::echo(&cards[j].name)
                ));
            }
            keys.push(key);
            if !(1..=6).contains(&card.fare) {
                return Err(format!("{name}: fare {} is not 1–6", card.fare));
            }
            let r = card.region.index();
            match card.skill {
                Some(skill) => {
                    if card.stamps.is_some_and(|s| s != 1) {
                        return Err(format!("{name}: a City is worth 1 stamp"));
                    }
                    per_region[r].0 += 1;
                    cat.skill[i] = skill as u8 + 1;
                    cat.stamps[i] = 1;
                    cat.cities |= 1 << i;
                }
                None => {
                    let Some(stamps) = card.stamps.filter(|s| (2..=6).contains(s)) else {
                        return Err(format!(
                            "{name}: a Wonder (no skill) is worth 2 to 6 stamps"
                        ));
                    };
                    per_region[r].1 += 1;
                    cat.stamps[i] = stamps;
                }
            }
            cat.region[i] = r as u8;
            cat.fare[i] = card.fare;
            for (regions, by_fare) in cat.by_region_and_fare.iter_mut().enumerate() {
                if regions & (1 << r) != 0 {
                    for at_most in &mut by_fare[usize::from(card.fare)..] {
                        *at_most |= 1 << i;
                    }
                }
            }
        }
        for (r, &(cities, wonders)) in per_region.iter().enumerate() {
            if cities != CITIES_PER_REGION || wonders != WONDERS_PER_REGION {
                return Err(format!(
                    "{} has {cities} Cities and {wonders} Wonders, not 8 and 5",
                    Region::ALL[r]
                ));
            }
        }
        cat.cards = cards;
        Ok(cat)
    }

    /// The reference deck (TR-1).
    pub fn reference() -> Self {
        let mut cat = Catalogue::new(reference_deck()).expect("the reference deck is valid");
        cat.reference = true;
        cat
    }

    /// Whether this is the reference deck.
    pub fn is_reference(&self) -> bool {
        self.reference || self.cards == reference_deck()
    }

    /// The printed cards, by id.
    pub fn cards(&self) -> &[CardData] {
        &self.cards
    }

    /// The printed facts of card `id` (ids must be below 52).
    pub fn card(&self, id: CardId) -> &CardData {
        &self.cards[usize::from(id) % DECK_SIZE]
    }

    /// The card's name.
    pub fn name(&self, id: CardId) -> &str {
        &self.card(id).name
    }

    /// The card id with this name (exact, else ignoring case).
    pub fn find(&self, name: &str) -> Option<CardId> {
        let name = name.trim();
        self.cards
            .iter()
            .position(|c| c.name == name)
            .or_else(|| {
                let lower = name.to_lowercase();
                self.cards
                    .iter()
                    .position(|c| c.name.to_lowercase() == lower)
            })
            .map(|i| i as CardId)
    }

    /// The card's region.
    #[inline]
    pub fn region(&self, id: CardId) -> Region {
        Region::ALL[usize::from(self.region.get(usize::from(id)).copied().unwrap_or(0))]
    }

    /// The card's region index `0..4`.
    #[inline]
    pub fn region_index(&self, id: CardId) -> usize {
        usize::from(self.region.get(usize::from(id)).copied().unwrap_or(0))
    }

    /// The City's skill, or `None` for a Wonder.
    #[inline]
    pub fn skill(&self, id: CardId) -> Option<Skill> {
        match self.skill.get(usize::from(id)).copied().unwrap_or(0) {
            1 => Some(Skill::Photo),
            2 => Some(Skill::Deliver),
            3 => Some(Skill::Guide),
            4 => Some(Skill::Busk),
            _ => None,
        }
    }

    /// The skill as a small code (0 for Wonders), for fast comparisons.
    #[inline]
    pub fn skill_code(&self, id: CardId) -> u8 {
        self.skill.get(usize::from(id)).copied().unwrap_or(0)
    }

    /// Whether the card is a City.
    #[inline]
    pub fn is_city(&self, id: CardId) -> bool {
        id < 64 && self.cities & (1 << id) != 0
    }

    /// The ids of every City, as bits.
    #[inline]
    pub fn city_bits(&self) -> u64 {
        self.cities
    }

    /// Stamps the card is worth.
    #[inline]
    pub fn stamps(&self, id: CardId) -> u8 {
        self.stamps.get(usize::from(id)).copied().unwrap_or(0)
    }

    /// The ids of the cards of the regions in `regions` (a 4-bit mask), as
    /// bits.
    #[inline]
    pub fn region_bits(&self, regions: u8) -> u64 {
        self.bits_of(regions, 6)
    }

    /// The ids of the cards whose fare is at most `fare`, as bits.
    #[inline]
    pub fn fare_at_most_bits(&self, fare: usize) -> u64 {
        self.bits_of(0b1111, fare)
    }

    /// The ids of the cards of the regions in `regions` (a 4-bit mask) whose
    /// fare is at most `fare`, as bits: one table look-up.
    #[inline]
    pub fn bits_of(&self, regions: u8, fare: usize) -> u64 {
        self.by_region_and_fare[usize::from(regions & 0b1111)][fare.min(6)]
    }

    /// The card's fare.
    #[inline]
    pub fn fare(&self, id: CardId) -> u8 {
        self.fare.get(usize::from(id)).copied().unwrap_or(0)
    }

    /// A one-line description: `Santorini (■ Europe, Wonder ★3, fare 3)`.
    pub fn describe(&self, id: CardId) -> String {
        let kind = match self.skill(id) {
            Some(skill) => format!("City, {skill}"),
            None => format!("Wonder ★{}", self.stamps(id)),
        };
        format!(
            "{} ({}, {kind}, fare {})",
            self.name(id),
            self.region(id),
            self.fare(id)
        )
    }
}

impl tabletop_core::deck::DeckCatalogue for Catalogue {
    type Data = Vec<CardData>;
    type Error = String;
    const EXPECTING: &'static str = "a list of 52 cards";

    fn shared_reference() -> &'static Arc<Self> {
        static REFERENCE: OnceLock<Arc<Catalogue>> = OnceLock::new();
        REFERENCE.get_or_init(|| Arc::new(Catalogue::reference()))
    }

    fn from_data(cards: Vec<CardData>) -> Result<Self, String> {
        Catalogue::new(cards)
    }

    fn is_reference(&self) -> bool {
        Catalogue::is_reference(self)
    }

    fn data(&self) -> &Vec<CardData> {
        &self.cards
    }

    /// A deck is a list of exactly 52 cards; a longer one is refused as it
    /// is read.
    fn read_field<'de, D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<Vec<CardData>>, D::Error> {
        tabletop_core::json::reference_or_list(deserializer, Self::EXPECTING, DECK_SIZE)
    }
}

/// The reference deck: 52 real places in their true regions (TR-1).
///
/// Per region: two Cities of each skill, one of them cheap (fare 1 or 2) and
/// one dearer (fare 2 or 3), and five Wonders worth 2, 3, 4, 5 and 6 stamps
/// whose fare equals their value. The sample turn's cards keep the facts the
/// rulebook gives them (Lisbon and Prague: Europe, Photo; Paris: Europe;
/// Santorini: Europe, Wonder, fare 3, worth 3).
pub fn reference_deck() -> Vec<CardData> {
    use Region::*;
    use Skill::*;
    let city = CardData::city;
    let wonder = CardData::wonder;
    vec![
        // ▲ Americas
        city("New York", Americas, Photo, 2),
        city("Rio de Janeiro", Americas, Photo, 3),
        city("Mexico City", Americas, Deliver, 1),
        city("Buenos Aires", Americas, Deliver, 3),
        city("Cusco", Americas, Guide, 1),
        city("Quebec City", Americas, Guide, 2),
        city("New Orleans", Americas, Busk, 2),
        city("Havana", Americas, Busk, 2),
        wonder("Zion Canyon", Americas, 2, 2),
        wonder("Chichen Itza", Americas, 3, 3),
        wonder("Grand Canyon", Americas, 4, 4),
        wonder("Iguazu Falls", Americas, 5, 5),
        wonder("Machu Picchu", Americas, 6, 6),
        // ■ Europe
        city("Lisbon", Europe, Photo, 1),
        city("Prague", Europe, Photo, 2),
        city("Berlin", Europe, Deliver, 2),
        city("Amsterdam", Europe, Deliver, 2),
        city("Paris", Europe, Guide, 3),
        city("Rome", Europe, Guide, 1),
        city("Barcelona", Europe, Busk, 2),
        city("Dublin", Europe, Busk, 3),
        wonder("Cliffs of Moher", Europe, 2, 2),
        wonder("Santorini", Europe, 3, 3),
        wonder("Mont-Saint-Michel", Europe, 4, 4),
        wonder("Acropolis", Europe, 5, 5),
        wonder("Plitvice Lakes", Europe, 6, 6),
        // ● Africa & Middle East
        city("Cairo", AfricaMiddleEast, Photo, 2),
        city("Cape Town", AfricaMiddleEast, Photo, 3),
        city("Marrakesh", AfricaMiddleEast, Deliver, 1),
        city("Dubai", AfricaMiddleEast, Deliver, 2),
        city("Nairobi", AfricaMiddleEast, Guide, 2),
        city("Jerusalem", AfricaMiddleEast, Guide, 3),
        city("Dakar", AfricaMiddleEast, Busk, 1),
        city("Zanzibar", AfricaMiddleEast, Busk, 2),
        wonder("Table Mountain", AfricaMiddleEast, 2, 2),
        wonder("Victoria Falls", AfricaMiddleEast, 3, 3),
        wonder("Serengeti", AfricaMiddleEast, 4, 4),
        wonder("Petra", AfricaMiddleEast, 5, 5),
        wonder("Pyramids of Giza", AfricaMiddleEast, 6, 6),
        // ◆ Asia & Pacific
        city("Tokyo", AsiaPacific, Photo, 3),
        city("Seoul", AsiaPacific, Photo, 1),
        city("Bangkok", AsiaPacific, Deliver, 2),
        city("Mumbai", AsiaPacific, Deliver, 2),
        city("Kathmandu", AsiaPacific, Guide, 2),
        city("Sydney", AsiaPacific, Guide, 3),
        city("Hanoi", AsiaPacific, Busk, 1),
        city("Auckland", AsiaPacific, Busk, 2),
        wonder("Ha Long Bay", AsiaPacific, 2, 2),
        wonder("Angkor Wat", AsiaPacific, 3, 3),
        wonder("Great Barrier Reef", AsiaPacific, 4, 4),
        wonder("Taj Mahal", AsiaPacific, 5, 5),
        wonder("Great Wall of China", AsiaPacific, 6, 6),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reference_deck_keeps_the_rulebook_constraints() {
        let cat = Catalogue::reference();
        assert_eq!(cat.cards().len(), 52);
        let santorini = cat.find("Santorini").unwrap();
        assert_eq!(cat.region(santorini), Region::Europe);
        assert_eq!((cat.stamps(santorini), cat.fare(santorini)), (3, 3));
        assert!(!cat.is_city(santorini));
        for name in ["Lisbon", "Prague"] {
            let id = cat.find(name).unwrap();
            assert_eq!(cat.skill(id), Some(Skill::Photo));
            assert_eq!(cat.region(id), Region::Europe);
        }
        assert_eq!(cat.region(cat.find("Paris").unwrap()), Region::Europe);
        assert_eq!(cat.region(cat.find("hanoi").unwrap()), Region::AsiaPacific);
        assert_eq!(
            cat.region(cat.find("Zion Canyon").unwrap()),
            Region::Americas
        );
    }

    #[test]
    fn card_names_print_as_themselves_and_differ_at_a_glance() {
        let refused = |i: usize, name: &str| {
            let mut cards = reference_deck();
            cards[i].name = name.into();
            let err = Catalogue::new(cards).unwrap_err();
            assert!(err.len() < 300, "{err}");
            assert!(!err.contains(|c: char| c.is_control()), "{err}");
            err
        };
        // Control characters, terminal escapes, invisible-only names.
        for name in [
            "Lisbon\r",
            "\u{1b}[2J",
            "\u{1b}]0;pwned\u{7}",
            "\u{200b}",
            "\u{200b}\u{2060}",
            " ",
            "",
        ] {
            refused(3, name);
        }
        // A megabyte of name is refused, and the reason does not repeat it.
        assert!(refused(3, &"Paris".repeat(200_000)).contains("at most 40"));
        // Look-alikes of another card's name (New York is card 0).
        for name in [
            "NEW YORK",
            "new-york",
            "Nеw York",
            "New  York",
            "Ｎｅｗ Ｙｏｒｋ",
            "Néw Yörk",
        ] {
            let err = refused(1, name);
            assert!(
                err.contains("is the name of card 0") || err.contains("two spaces"),
                "{name}: {err}"
            );
        }
        // Names in other scripts and with accents are fine.
        let mut cards = reference_deck();
        cards[3].name = "São Paulo".into();
        cards[40].name = "東京".into();
        assert!(Catalogue::new(cards).is_ok());
    }

    #[test]
    fn a_bad_deck_is_refused_with_a_reason() {
        let mut cards = reference_deck();
        cards[0].fare = 7;
        assert!(Catalogue::new(cards).unwrap_err().contains("fare 7"));
        let mut cards = reference_deck();
        cards[1].name = "New York".into();
        assert!(
            Catalogue::new(cards)
                .unwrap_err()
                .contains("is the name of card 0")
        );
        let mut cards = reference_deck();
        cards[8].stamps = Some(7);
        assert!(Catalogue::new(cards).unwrap_err().contains("2 to 6"));
        let mut cards = reference_deck();
        cards[0].region = Region::Europe;
        assert!(Catalogue::new(cards).unwrap_err().contains("not 8 and 5"));
        assert!(Catalogue::new(reference_deck()[..51].to_vec()).is_err());
        // Names that action text would read as something else.
        for name in ["#3", "Home Sweet Home", "deck", "SHELF"] {
            let mut cards = reference_deck();
            cards[5].name = name.into();
            assert!(
                Catalogue::new(cards).unwrap_err().contains("ambiguous"),
                "{name}"
            );
        }
    }
}
