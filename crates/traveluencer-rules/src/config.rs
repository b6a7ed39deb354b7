//! The configuration: player count, first player, the events variant, the
//! card and event data, and one flag per alternative reading (see
//! `docs/rulings/traveluencer.md`).

use crate::catalogue::CardMarks;
use serde::{Deserialize, Serialize};
use std::fmt;
use tabletop_core::{ConfigError, GameConfig, Pile, RuleFlag};

/// The Unexpected Event cards whose text the rulebook gives (L105-L111).
/// "Network Disconnection" and "Live" have no text and the tenth card is not
/// named (TV-20), so they are not modelled.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(rename_all = "kebab-case")]
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
        }
    }
}

impl fmt::Display for EventKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The event manifest: the cards shuffled each round, of which 3 are used.
pub type EventDeck = Pile<EventKind, 10>;

/// The configuration of a Traveluencer game. Every field has a default (the
/// rulebook's standard game for 4 players, without events), so a file may
/// give only some fields, e.g. `{"players": 3, "events": true}`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TraveluencerConfig {
    /// Number of players, 2 to 4.
    pub players: usize,
    /// The seat that starts the first trick of the first round (L32, TV-35).
    pub first_player: u8,
    /// Play with the Unexpected Event cards (L30; off for a first game).
    pub events: bool,
    /// The event manifest shuffled each round (TV-20: the seven known events).
    #[serde(skip_serializing_if = "is_default_deck")]
    pub event_deck: EventDeck,
    /// Which Post cards carry the player-count marks (TV-2, PROVISIONAL).
    #[serde(skip_serializing_if = "is_default_marks")]
    pub marks: CardMarks,
    /// TV-5 flag: count only Post cards (not Stamps and Souvenirs) for the
    /// token award. Default: every card of the winning post counts.
    pub tokens_count_post_cards_only: bool,
    /// TV-7 flag: the player barred from Stamps is always the seat to the
    /// starting player's right. Default: the last player in trick order who
    /// holds a card when the trick begins.
    pub last_poster_is_seat_before_start: bool,
    /// TV-23 flag: each player gets a Souvenir in the two-player game too
    /// (default `true`); `false` plays two-player games without Souvenirs.
    pub two_player_souvenirs: bool,
    /// TV-27 flag: in the two-player game, the player with the fewest
    /// tokens starts the next round (instead of the literal "player to the
    /// left of" them, who in two-player is the leader).
    pub two_player_trailing_starts: bool,
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
            last_poster_is_seat_before_start: false,
            two_player_souvenirs: true,
            two_player_trailing_starts: false,
        }
    }
}

impl TraveluencerConfig {
    /// The standard game for `players` players with events switched on.
    pub fn with_events(players: usize) -> Result<Self, ConfigError> {
        let mut c = Self::for_players(players)?;
        c.events = true;
        Ok(c)
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
        let c = TraveluencerConfig {
            players,
            ..Self::default()
        };
        c.validate()?;
        Ok(c)
    }

    fn validate(&self) -> Result<(), ConfigError> {
        if !Self::PLAYER_COUNTS.contains(&self.players) {
            return Err(ConfigError::player_count(
                "traveluencer",
                self.players,
                Self::PLAYER_COUNTS,
            ));
        }
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
            RuleFlag {
                name: "tokens_count_post_cards_only",
                ruling: "TV-5",
                description: "only Post cards (not Stamps or Souvenirs) count for the token award",
            },
            RuleFlag {
                name: "last_poster_is_seat_before_start",
                ruling: "TV-7",
                description: "the player barred from Stamps is always the seat to the starting player's right",
            },
            RuleFlag {
                name: "two_player_souvenirs",
                ruling: "TV-23",
                description: "false: no Souvenirs in the two-player game",
            },
            RuleFlag {
                name: "two_player_trailing_starts",
                ruling: "TV-27",
                description: "in the two-player game the player with fewer tokens starts the next round",
            },
            RuleFlag {
                name: "marks",
                ruling: "TV-2",
                description: "which Post cards carry the ●●● / ●●●● marks (card data)",
            },
            RuleFlag {
                name: "event_deck",
                ruling: "TV-20",
                description: "the event manifest shuffled each round (card data)",
            },
        ]
    }
}
