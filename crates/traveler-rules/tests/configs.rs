//! The configurations every run covers: each player count under every
//! combination of the four two-way rule flags (16), plus a custom deck and
//! another first player.

use tabletop_core::GameConfig;
use traveler_rules::{Cut, Deck, HandLimit, NewRegion, Reshuffle, TravelerConfig};

/// The standard game for `players`.
pub fn standard(players: usize) -> TravelerConfig {
    TravelerConfig::for_players(players).expect("2-4 players")
}

/// The 16 combinations of `new_region`, `cut`, `hand_limit` and
/// `reshuffle` on `base`, named by their non-default readings.
pub fn flag_combinations(base: &TravelerConfig) -> Vec<(String, TravelerConfig)> {
    let mut out = Vec::new();
    for bits in 0..16u8 {
        let on = |b: u8| bits & (1 << b) != 0;
        let mut names = Vec::new();
        let mut c = base.clone();
        if on(0) {
            c = c.with_new_region(NewRegion::NotOnTrip);
            names.push("new_region = not_on_trip");
        }
        if on(1) {
            c = c.with_cut(Cut::FromPay);
            names.push("cut = from_pay");
        }
        if on(2) {
            c = c.with_hand_limit(HandLimit::HardCap);
            names.push("hand_limit = hard_cap");
        }
        if on(3) {
            c = c.with_reshuffle(Reshuffle::Eager);
            names.push("reshuffle = eager");
        }
        let name = if names.is_empty() {
            "defaults".to_string()
        } else {
            names.join(", ")
        };
        out.push((name, c));
    }
    out
}

/// A deck of the project's own design, unlike the reference one: the
/// reference cards in reverse order, every City's skill moved to the next
/// skill and every City fare raised by one (at most 6).
pub fn custom_deck() -> Deck {
    let mut cards = traveler_rules::cards::reference_deck();
    cards.reverse();
    let skills: Vec<_> = cards.iter().filter_map(|c| c.skill).collect();
    let mut k = 1;
    for card in cards.iter_mut().filter(|c| c.skill.is_some()) {
        card.skill = Some(skills[k % skills.len()]);
        card.fare = (card.fare + 1).min(6);
        k += 1;
    }
    Deck::custom(cards).expect("a valid deck")
}

/// Every flag combination for every player count, the custom deck and the
/// last seat first.
pub fn every_flag() -> Vec<(String, TravelerConfig)> {
    let mut out = Vec::new();
    for players in 2..=4 {
        let base = standard(players);
        for (name, config) in flag_combinations(&base) {
            out.push((format!("{players} players, {name}"), config));
        }
        out.push((
            format!("{players} players, a custom deck"),
            base.clone().with_deck(custom_deck()),
        ));
        out.push((
            format!("{players} players, first_player = last seat"),
            base.clone().with_first_player(players as u8 - 1),
        ));
    }
    out
}
