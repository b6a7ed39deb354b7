//! The configurations every run covers: each player count with and without
//! events, under the defaults and under each rule flag alone (there are too
//! many flags for every combination; no rule reads two of them together).

use tabletop_core::GameConfig;
use traveluencer_rules::{EventDeck, EventKind, LastPoster, TraveluencerConfig};

/// The standard game for `players`, with or without events.
pub fn standard(players: usize, events: bool) -> TraveluencerConfig {
    TraveluencerConfig::for_players(players)
        .expect("2-4 players")
        .with_events(events)
}

/// Every flag's non-default reading, alone, on the game `base` (those that
/// apply to its player count and variant), named after the flag.
pub fn flags_alone(base: &TraveluencerConfig) -> Vec<(&'static str, TraveluencerConfig)> {
    let b = *base;
    let mut out = vec![
        (
            "tokens_count_post_cards_only",
            b.with_tokens_count_post_cards_only(true),
        ),
        (
            "last_poster = holds_a_card",
            b.with_last_poster(LastPoster::HoldsACard),
        ),
        (
            "last_poster = seat_before_start",
            b.with_last_poster(LastPoster::SeatBeforeStart),
        ),
        ("souvenir_by_leader", b.with_souvenir_by_leader(true)),
        (
            "first_player = last seat",
            b.with_first_player(base.players() as u8 - 1),
        ),
    ];
    if base.players() == 2 {
        out.push((
            "two_player_souvenirs = false",
            b.with_two_player_souvenirs(false),
        ));
        out.push((
            "two_player_trailing_starts",
            b.with_two_player_trailing_starts(true),
        ));
    }
    if base.events() {
        let physical = EventDeck::from_slice(&EventKind::PHYSICAL).expect("ten cards fit");
        out.push(("event_deck = physical", b.with_event_deck(physical)));
    }
    out
}

/// The defaults and every flag alone, for every player count, with and
/// without events.
pub fn every_flag() -> Vec<(String, TraveluencerConfig)> {
    let mut out = Vec::new();
    for players in 2..=4 {
        for events in [false, true] {
            let base = standard(players, events);
            let name = |flag: &str| format!("{players} players, events {events}, {flag}");
            out.push((name("defaults"), base));
            for (flag, config) in flags_alone(&base) {
                out.push((name(flag), config));
            }
        }
    }
    out
}
