//! The rule citations: each rule a refusal names, once, with its rulebook
//! section and line (`seoul-journey.txt`) or its ruling (`SJ-n`, in
//! `docs/rulings/seoul.md`). [`Violation::rule`](tabletop_core::RuleViolation::rule)
//! returns one of these, and the tests compare with them, never with a
//! copy of the text.

/// Who is at the table: 2 to 5 players.
pub const PLAYERS: &str = "Players (SJ-3)";
/// The Journey ends after its last Day.
pub const JOURNEY_END: &str = "End of the Journey (L80)";
/// Turns go clockwise.
pub const CLOCKWISE_TURNS: &str = "Gameplay: clockwise turns (L42)";
/// A turn is an Experience or a Book.
pub const EXPERIENCE_OR_BOOK: &str = "Gameplay: Experience or Book (L42)";
/// A Nightlife token is spent at the start of a turn.
pub const NIGHTLIFE_AT_START: &str = "Nightlife Tokens: at the start of a future turn (L59, SJ-36)";
/// A Nightlife token must be held to be spent.
pub const NIGHTLIFE_TOKENS: &str = "Nightlife Tokens (L57-59)";
/// Three Tiring cards make a player Tired: no more Highlights today.
pub const TIRED: &str = "Highlights: Tiring (L25)";
/// A Delight links to the rightmost Highlight.
pub const DELIGHT_RIGHTMOST: &str = "Delights: linked to the rightmost Highlight (L27)";
/// A Delight shows one half, a Festival or a Food.
pub const DELIGHT_ONE_HALF: &str = "Delights: as a Festival or a Food, never both (L27)";
/// A Highlight holds one Festival and one Food.
pub const ONE_FESTIVAL_ONE_FOOD: &str = "Highlights: one Festival and one Food each (L24)";
/// Every card costs one discard (a matching Delight is free, L29).
pub const COST: &str = "The Cards: each costs one discard (L22, L46, L50)";
/// The step of paying a card's cost.
pub const PAY_STEP: &str = "The Cards: each costs one discard (L22)";
/// The discard comes from the hand.
pub const PAY_FROM_HAND: &str = "The Cards: discard a card to pay (L46, L50)";
/// The City has five spaces.
pub const CITY_SPACES: &str = "Setup: the City's 5 spaces (L15)";
/// A Book plays a card from the hand.
pub const BOOK_FROM_HAND: &str = "Book: play a card from your hand (L45)";
/// The step of choosing a card of the pile taken.
pub const EXPERIENCE: &str = "Experience (L50)";
/// An Experience takes a whole pile.
pub const EXPERIENCE_TAKE: &str = "Experience: take all the cards in one pile (L50, SJ-26)";
/// An Experience plays one of the cards taken.
pub const EXPERIENCE_PLAY: &str = "Experience: play one of those cards (L50)";
/// An Experience must play a card of the pile if one can be played.
pub const MUST_PLAY: &str = "Experience: you must then play one of those cards (L50, SJ-13)";
/// The Experience discard goes into another space.
pub const NOT_THE_SAME_SPACE: &str = "Experience: not into the space you took from (L50)";
/// The step of refilling the City.
pub const REFILL: &str = "Refilling the City (L53-55)";
/// Refill cards go into the empty spaces first.
pub const REFILL_EMPTY_FIRST: &str = "Refilling the City: fill empty spaces first (L55)";
/// With the `other_spaces` flag, the other refill cards go elsewhere.
pub const REFILL_ELSEWHERE: &str =
    "Refilling the City: one in the empty space and one anywhere else (L56, SJ-19)";
/// A player with no Book and no pile to take passes.
pub const PASS: &str = "Book without a card to pay (SJ-11)";
/// A Guardian's token belongs to the player who played it.
pub const GUARDIAN_TOKEN: &str = "Guardians: you gain its matching token (L36)";
/// Each Guardian is Awakened once a Day.
pub const AWAKEN_ONCE: &str = "Awaken the Guardian: once per Day (L38)";
/// A Guardian is Awakened between the steps of one's own turn.
pub const AWAKEN_BETWEEN_STEPS: &str =
    "Awaken the Guardian: at any time during your turn (L38, SJ-18)";
/// Highlights are placed left to right.
pub const HIGHLIGHTS_LEFT_TO_RIGHT: &str = "Highlights: played left to right (L24)";
/// The step of a free link (a Shopping bonus or an effect).
pub const FREE_LINK: &str = "Shopping: link a Festival or Food for free (L33)";
/// A free link takes a Delight from the hand.
pub const LINK_FROM_HAND: &str = "Shopping: link a Festival or Food from your hand (L33)";
/// A link effect shows the half it names.
pub const LINK_MODE: &str = "Icons: Link Any Color Festival / Food (L116)";
/// The Scout ability (a ruling of the card data, `docs/rulings/seoul.md`).
pub const SCOUT: &str = "Guardian ability: Scout";
/// The Scout ability takes a face-up City card.
pub const SCOUT_FACE_UP: &str = "Guardian ability: Scout a face-up City card";
/// The Encore ability (a ruling of the card data).
pub const ENCORE: &str = "Guardian ability: Encore";
