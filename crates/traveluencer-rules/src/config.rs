//! The configuration: player count, first player, the events variant, the
//! card and event data, and one flag per alternative reading (see
//! `docs/rulings/traveluencer.md`).

use crate::catalogue::CardMarks;
use serde::{Deserialize, Serialize};
use std::fmt;
use tabletop_core::{ConfigError, GameConfig, Pile, RuleFlag};

/// The Unexpected Event cards (L11, L102-L112). Seven have their text in the
/// rulebook (L105-L111); "Network Disconnection" and "Live" have none and
/// the tenth card is not even named (TV-20). Those three are played as cards
/// with no effect, and only in the physical ten-card deck
/// ([`EventKind::PHYSICAL`]); the default deck is the seven known events.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum EventKind {
    /// Everyone passes 1 hand card to the left (L105).
    #[default]
    Flight,
    /// The remaining trending topics are shuffled (L106).
    Rescheduled,
    /// Everyone passes their whole hand to the left (L107).
    WrongLuggage,
    /// Everyone discards 1 hand card (L108).
    LostPassport,
    /// Everyone draws 1 random card from the right neighbour's hand (L109).
    Thief,
    /// The player with the fewest tokens may swap a topic with a hand card (L110).
    WindShift,
    /// The player with the fewest tokens draws from everyone, then gives 1 back to each (L111).
    Crossover,
    /// Named with "Rescheduled" in one row (L106) but given no text of its
    /// own: no effect (TV-20).
    NetworkDisconnection,
    /// Named (L112) but given no text: no effect (TV-20).
    Live,
    /// The tenth card of L11, never named: no effect (TV-20).
    Unnamed,
}

impl EventKind {
    /// The seven events with known text, in rulebook order.
    pub const KNOWN: [EventKind; 7] = [
        EventKind::Flight,
        EventKind::Rescheduled,
        EventKind::WrongLuggage,
        EventKind::LostPassport,
        EventKind::Thief,
        EventKind::WindShift,
        EventKind::Crossover,
    ];

    /// The ten cards of the physical deck (L11): the seven known events and
    /// the three whose text the rulebook does not give (no effect).
    pub const PHYSICAL: [EventKind; 10] = [
        EventKind::Flight,
        EventKind::Rescheduled,
        EventKind::NetworkDisconnection,
        EventKind::WrongLuggage,
        EventKind::LostPassport,
        EventKind::Thief,
        EventKind::WindShift,
        EventKind::Crossover,
        EventKind::Live,
        EventKind::Unnamed,
    ];

    /// Whether the rulebook gives this card's text; a card without one has
    /// no effect (TV-20).
    pub const fn has_text(self) -> bool {
        !matches!(
            self,
            EventKind::NetworkDisconnection | EventKind::Live | EventKind::Unnamed
        )
    }

    /// The card's name.
    pub const fn name(self) -> &'static str {
        match self {
            EventKind::Flight => "Flight",
            EventKind::Rescheduled => "Rescheduled",
            EventKind::WrongLuggage => "Wrong Luggage",
            EventKind::LostPassport => "Lost Passport",
            EventKind::Thief => "Encountered a Thief",
            EventKind::WindShift => "Wind Shift",
            EventKind::Crossover => "Crossover",
            EventKind::NetworkDisconnection => "Network Disconnection",
            EventKind::Live => "Live",
            EventKind::Unnamed => "the unnamed tenth event",
        }
    }
}

tabletop_core::display_by_name!(EventKind);

/// The event manifest: the cards shuffled each round, of which 3 are used.
pub type EventDeck = Pile<EventKind, 10>;

/// TV-7: who "posted the last entry in the turn" (L42) and so may not play
/// Stamps.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum LastPoster {
    /// The literal reading: the player who actually posts last in the trick,
    /// the last in trick order who holds a Post card. Players who hold cards
    /// but no Post card say so when the trick begins (it is public from then
    /// on), so every player can tell who that is.
    #[default]
    PostsLast,
    /// The last player in trick order who holds any card when the trick
    /// begins, even one who holds only Stamps and Souvenirs and so never
    /// posts.
    HoldsACard,
    /// Always the seat to the starting player's right.
    SeatBeforeStart,
}

impl LastPoster {
    /// The value's name in a configuration file.
    pub const fn name(self) -> &'static str {
        match self {
            LastPoster::PostsLast => "posts_last",
            LastPoster::HoldsACard => "holds_a_card",
            LastPoster::SeatBeforeStart => "seat_before_start",
        }
    }
}

/// Reads the event deck: a list of events, or `"known"` (the seven events
/// with text, the default) or `"physical"` (all ten cards of L11).
fn read_event_deck<'de, D: serde::Deserializer<'de>>(d: D) -> Result<EventDeck, D::Error> {
    use serde::de::{Error, SeqAccess, Visitor};
    struct DeckVisitor;
    impl<'de> Visitor<'de> for DeckVisitor {
        type Value = EventDeck;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("\"known\", \"physical\" or a list of at most 10 events")
        }
        fn visit_str<E: Error>(self, name: &str) -> Result<EventDeck, E> {
            let list: &[EventKind] = match name {
                "known" => &EventKind::KNOWN,
                "physical" => &EventKind::PHYSICAL,
                _ => {
                    return Err(E::custom(format!(
                        "unknown event deck {}: give \"known\", \"physical\" or a list of events",
                        tabletop_core::text::echo(name)
                    )));
                }
            };
            EventDeck::from_slice(list).map_err(|_| E::custom("the event deck does not fit"))
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<EventDeck, A::Error> {
            let mut deck = EventDeck::new();
            while let Some(event) = seq
                .next_element::<EventKind>()
                .map_err(|e| A::Error::custom(format!("event {}: {e}", deck.len())))?
            {
                deck.push(event).map_err(|_| {
                    A::Error::custom("more than 10 event cards listed, the box has 10")
                })?;
            }
            Ok(deck)
        }
    }
    d.deserialize_any(DeckVisitor)
}

/// The configuration of a Traveluencer game. Every field has a default (the
/// rulebook's standard game for 4 players, without events), so a file may
/// give only some fields, e.g. `{"players": 3, "events": true}`. In code,
/// build it with [`GameConfig::for_players`] and the `with_` methods (one per
/// field; they do not validate, [`GameConfig::validate`] and `setup` do):
///
/// ```
/// use tabletop_core::GameConfig;
/// use traveluencer_rules::{LastPoster, TraveluencerConfig};
///
/// let config = TraveluencerConfig::for_players(3)
///     .unwrap()
///     .with_events(true)
///     .with_first_player(2)
///     .with_last_poster(LastPoster::SeatBeforeStart);
/// assert_eq!((config.players(), config.first_player()), (3, 2));
/// assert!(config.events());
/// assert!(config.with_first_player(3).validate().is_err());
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[non_exhaustive]
pub struct TraveluencerConfig {
    /// Number of players, 2 to 4.
    pub(crate) players: usize,
    /// The seat that starts the first trick of the first round (L32, TV-35).
    pub(crate) first_player: u8,
    /// Play with the Unexpected Event cards (L30; off for a first game).
    pub(crate) events: bool,
    /// The event manifest shuffled each round (TV-20: the seven known events
    /// by default; [`EventKind::PHYSICAL`] for all ten cards).
    #[serde(
        skip_serializing_if = "is_default_deck",
        deserialize_with = "read_event_deck"
    )]
    pub(crate) event_deck: EventDeck,
    /// Which Post cards carry the player-count marks (TV-2, PROVISIONAL).
    #[serde(skip_serializing_if = "is_default_marks")]
    pub(crate) marks: CardMarks,
    /// TV-5 flag: count only Post cards (not Stamps and Souvenirs) for the
    /// token award. Default: every card of the winning post counts.
    pub(crate) tokens_count_post_cards_only: bool,
    /// TV-7 flag: who may not play Stamps (L42). Default: the player who
    /// actually posts last.
    pub(crate) last_poster: LastPoster,
    /// TV-8 flag: when the starting player cannot post, the first player who
    /// does (the leader) may play Souvenirs. Default: only the starting
    /// player may (L43), so in such a trick nobody can.
    pub(crate) souvenir_by_leader: bool,
    /// TV-23 flag: each player gets a Souvenir in the two-player game too
    /// (default `true`); `false` plays two-player games without Souvenirs.
    pub(crate) two_player_souvenirs: bool,
    /// TV-27 flag: in the two-player game, the player with the fewest
    /// tokens starts the next round (instead of the literal "player to the
    /// left of" them, who in two-player is the leader).
    pub(crate) two_player_trailing_starts: bool,
}

fn is_default_deck(deck: &EventDeck) -> bool {
    deck.as_slice() == EventKind::KNOWN
}

fn is_default_marks(marks: &CardMarks) -> bool {
    *marks == CardMarks::default()
}

impl Default for TraveluencerConfig {
    fn default() -> Self {
        TraveluencerConfig {
            players: 4,
            first_player: 0,
            events: false,
            event_deck: EventDeck::from_slice(&EventKind::KNOWN).unwrap_or_default(),
            marks: CardMarks::default(),
            tokens_count_post_cards_only: false,
            last_poster: LastPoster::PostsLast,
            souvenir_by_leader: false,
            two_player_souvenirs: true,
            two_player_trailing_starts: false,
        }
    }
}

impl TraveluencerConfig {
    /// The same configuration with `players` players.
    #[must_use]
    pub fn with_players(mut self, players: usize) -> Self {
        self.players = players;
        self
    }

    /// The seat that starts the first trick of the first round (L32, TV-35).
    #[must_use]
    pub fn first_player(&self) -> u8 {
        self.first_player
    }

    /// The same configuration with `first_player` starting the first trick.
    #[must_use]
    pub fn with_first_player(mut self, first_player: u8) -> Self {
        self.first_player = first_player;
        self
    }

    /// Whether the Unexpected Event cards are in play (L30).
    #[must_use]
    pub fn events(&self) -> bool {
        self.events
    }

    /// The same configuration with the Unexpected Events on or off.
    #[must_use]
    pub fn with_events(mut self, events: bool) -> Self {
        self.events = events;
        self
    }

    /// The event manifest shuffled each round (TV-20).
    #[must_use]
    pub fn event_deck(&self) -> &EventDeck {
        &self.event_deck
    }

    /// The same configuration with another event manifest.
    #[must_use]
    pub fn with_event_deck(mut self, event_deck: EventDeck) -> Self {
        self.event_deck = event_deck;
        self
    }

    /// Which Post cards carry the player-count marks (TV-2).
    #[must_use]
    pub fn marks(&self) -> &CardMarks {
        &self.marks
    }

    /// The same configuration with other player-count marks.
    #[must_use]
    pub fn with_marks(mut self, marks: CardMarks) -> Self {
        self.marks = marks;
        self
    }

    /// TV-5 flag: whether only Post cards count for the token award.
    #[must_use]
    pub fn tokens_count_post_cards_only(&self) -> bool {
        self.tokens_count_post_cards_only
    }

    /// The same configuration under the TV-5 reading given.
    #[must_use]
    pub fn with_tokens_count_post_cards_only(mut self, tokens_count_post_cards_only: bool) -> Self {
        self.tokens_count_post_cards_only = tokens_count_post_cards_only;
        self
    }

    /// TV-7 flag: who may not play Stamps (L42).
    #[must_use]
    pub fn last_poster(&self) -> LastPoster {
        self.last_poster
    }

    /// The same configuration under the TV-7 reading given.
    #[must_use]
    pub fn with_last_poster(mut self, last_poster: LastPoster) -> Self {
        self.last_poster = last_poster;
        self
    }

    /// TV-8 flag: whether the first player who posts may play Souvenirs when the starting player cannot.
    #[must_use]
    pub fn souvenir_by_leader(&self) -> bool {
        self.souvenir_by_leader
    }

    /// The same configuration under the TV-8 reading given.
    #[must_use]
    pub fn with_souvenir_by_leader(mut self, souvenir_by_leader: bool) -> Self {
        self.souvenir_by_leader = souvenir_by_leader;
        self
    }

    /// TV-23 flag: whether the two-player game has Souvenirs.
    #[must_use]
    pub fn two_player_souvenirs(&self) -> bool {
        self.two_player_souvenirs
    }

    /// The same configuration under the TV-23 reading given.
    #[must_use]
    pub fn with_two_player_souvenirs(mut self, two_player_souvenirs: bool) -> Self {
        self.two_player_souvenirs = two_player_souvenirs;
        self
    }

    /// TV-27 flag: whether, in the two-player game, the player with the fewest tokens starts the next round.
    #[must_use]
    pub fn two_player_trailing_starts(&self) -> bool {
        self.two_player_trailing_starts
    }

    /// The same configuration under the TV-27 reading given.
    #[must_use]
    pub fn with_two_player_trailing_starts(mut self, two_player_trailing_starts: bool) -> Self {
        self.two_player_trailing_starts = two_player_trailing_starts;
        self
    }

    /// How many cards each round's deal leaves out of play: with 3-4
    /// players the deck less 7 topics and 14 cards a player (L25; 1 with 4
    /// players), with 2 players the 6 set aside (L87) and any leftover.
    pub fn out_of_play_per_round(&self) -> usize {
        let posts = self.marks.post_cards(self.players).len();
        let stamps = crate::catalogue::STAMPS as usize;
        if self.players == 2 {
            // 2 Stamps go into the deck, the other 2 onto the map (L87-L89).
            (posts + 2).saturating_sub(5 + 30)
        } else {
            (posts + stamps).saturating_sub(7 + 14 * self.players)
        }
    }

    /// How many Souvenirs are in play (one per player; none in a two-player
    /// game under the TV-23 flag).
    pub fn souvenirs_in_play(&self) -> u8 {
        if self.players == 2 && !self.two_player_souvenirs {
            0
        } else {
            self.players as u8
        }
    }
}

impl GameConfig for TraveluencerConfig {
    const PLAYER_COUNTS: std::ops::RangeInclusive<usize> = 2..=4;

    fn players(&self) -> usize {
        self.players
    }

    fn for_players(players: usize) -> Result<Self, ConfigError> {
        let c = Self::default().with_players(players);
        c.validate()?;
        Ok(c)
    }

    fn validate(&self) -> Result<(), ConfigError> {
        self.check_player_count("traveluencer")?;
        if self.first_player as usize >= self.players {
            return Err(ConfigError::invalid(
                "first_player",
                format!(
                    "{} is not a seat of a {}-player game",
                    self.first_player, self.players
                ),
            ));
        }
        self.marks
            .validate()
            .map_err(|reason| ConfigError::invalid("marks", reason))?;
        if self.events && self.event_deck.len() < 3 {
            return Err(ConfigError::invalid(
                "event_deck",
                format!(
                    "the event deck holds {} cards; a round draws 3",
                    self.event_deck.len()
                ),
            ));
        }
        Ok(())
    }

    fn variants() -> Vec<&'static str> {
        vec!["events"]
    }

    fn rule_flags() -> Vec<RuleFlag> {
        vec![
            RuleFlag::new(
                "tokens_count_post_cards_only",
                "TV-5",
                "only Post cards (not Stamps or Souvenirs) count for the token award",
            ),
            RuleFlag::new(
                "last_poster",
                "TV-7",
                "who may not play Stamps (L42): holds_a_card = the last player in trick order holding any card, seat_before_start = the seat to the starting player's right (default posts_last: the player who actually posts last)",
            ),
            RuleFlag::new(
                "souvenir_by_leader",
                "TV-8",
                "when the starting player cannot post, the first player who posts may play Souvenirs (default: only the starting player may, L43)",
            ),
            RuleFlag::new(
                "two_player_souvenirs",
                "TV-23",
                "false: no Souvenirs in the two-player game",
            ),
            RuleFlag::new(
                "two_player_trailing_starts",
                "TV-27",
                "in the two-player game the player with fewer tokens starts the next round",
            ),
            RuleFlag::new(
                "marks",
                "TV-2",
                "which Post cards carry the ●●● / ●●●● marks (card data)",
            ),
            RuleFlag::new(
                "event_deck",
                "TV-20",
                "the event cards shuffled each round: \"physical\" = all ten (the three without text have no effect), or a list (default \"known\": the seven with text)",
            ),
        ]
    }
}
