//! The configurations the runs cover: 2-5 players, Journeys of 1 to 3 Days,
//! under every combination of the three rule flags (`refill`, `most`,
//! `nightlife`), and another first player.

use seoul_rules::{Most, Nightlife, Refill, SeoulConfig};
use tabletop_core::GameConfig;

/// The standard game for `players` over `days` Days.
pub fn standard(players: usize, days: u8) -> SeoulConfig {
    SeoulConfig::for_players(players)
        .expect("2-5 players")
        .with_days(days)
}

/// The eight combinations of the three flags on `base`, named.
pub fn flag_combinations(base: &SeoulConfig) -> Vec<(String, SeoulConfig)> {
    let mut out = Vec::new();
    for refill in [Refill::AnySpace, Refill::OtherSpaces] {
        for most in [Most::Strictly, Most::TiesCount] {
            for nightlife in [Nightlife::AnyNumber, Nightlife::OnePerTurn] {
                let mut names = Vec::new();
                if refill == Refill::OtherSpaces {
                    names.push("refill = other_spaces");
                }
                if most == Most::TiesCount {
                    names.push("most = ties_count");
                }
                if nightlife == Nightlife::OnePerTurn {
                    names.push("nightlife = one_per_turn");
                }
                let name = if names.is_empty() {
                    "defaults".to_string()
                } else {
                    names.join(", ")
                };
                let config = base
                    .clone()
                    .with_refill(refill)
                    .with_most(most)
                    .with_nightlife(nightlife);
                out.push((name, config));
            }
        }
    }
    out
}

/// Every player count and Journey length under every flag combination, and
/// the last seat first.
pub fn every_flag() -> Vec<(String, SeoulConfig)> {
    let mut out = Vec::new();
    for players in 2..=5 {
        for days in 1..=3 {
            for (name, config) in flag_combinations(&standard(players, days)) {
                out.push((format!("{players} players, {days} Days, {name}"), config));
            }
        }
        out.push((
            format!("{players} players, first_player = last seat"),
            standard(players, 1).with_first_player(players as u8 - 1),
        ));
    }
    out
}
