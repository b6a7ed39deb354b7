//! The configurations the runs cover: each player count under every
//! combination of the six two-way rule flags (64; the referee and the
//! properties) or each flag alone and all together (the conformance kit),
//! plus a custom deck, another first player and a round limit.

use tabletop_core::GameConfig;
use traveler_rules::{
    Cut, Deck, FinalHandLimit, HandLimit, LastCall, NewRegion, Reshuffle, TravelerConfig,
};

/// The standard game for `players`.
pub fn standard(players: usize) -> TravelerConfig {
    TravelerConfig::for_players(players).expect("2-4 players")
}

/// Sets one flag's reading on a configuration.
type SetFlag = fn(TravelerConfig) -> TravelerConfig;

/// The non-default reading of each two-way rule flag, by name.
pub fn flags() -> Vec<(&'static str, SetFlag)> {
    vec![
        ("new_region = from_last_stop", |c| {
            c.with_new_region(NewRegion::FromLastStop)
        }),
        ("cut = from_pay", |c| c.with_cut(Cut::FromPay)),
        ("hand_limit = hard_cap", |c| {
            c.with_hand_limit(HandLimit::HardCap)
        }),
        ("reshuffle = lazy", |c| c.with_reshuffle(Reshuffle::Lazy)),
        ("last_call = take_fails", |c| {
            c.with_last_call(LastCall::TakeFails)
        }),
        ("final_hand_limit = keep", |c| {
            c.with_final_hand_limit(FinalHandLimit::Keep)
        }),
    ]
}

/// Every combination of the two-way flags on `base` but the defaults (63),
/// named by their non-default readings.
pub fn flag_combinations(base: &TravelerConfig) -> Vec<(String, TravelerConfig)> {
    let flags = flags();
    (1..1u32 << flags.len())
        .map(|bits| {
            let mut c = base.clone();
            let mut names = Vec::new();
            for (k, (name, set)) in flags.iter().enumerate() {
                if bits & (1 << k) != 0 {
                    c = set(c);
                    names.push(*name);
                }
            }
            (names.join(", "), c)
        })
        .collect()
}

/// Each two-way flag alone on `base`, and all of them together.
pub fn flags_alone(base: &TravelerConfig) -> Vec<(String, TravelerConfig)> {
    let mut out: Vec<(String, TravelerConfig)> = flags()
        .into_iter()
        .map(|(name, set)| (name.to_string(), set(base.clone())))
        .collect();
    let all = flags().into_iter().fold(base.clone(), |c, (_, set)| set(c));
    out.push(("every flag".to_string(), all));
    out
}

/// A deck of the project's own design, unlike the reference one: the
/// reference cards in reverse order, every City's skill moved to the next
/// skill and every City fare raised by one (at most 6).
pub fn custom_deck() -> Deck {
    let mut cards = traveler_rules::cards::reference_deck();
    cards.reverse();
    let skills: Vec<_> = cards.iter().filter_map(|c| c.skill).collect();
    for (k, card) in (1..).zip(cards.iter_mut().filter(|c| c.skill.is_some())) {
        card.skill = Some(skills[k % skills.len()]);
        card.fare = (card.fare + 1).min(6);
    }
    Deck::custom(cards).expect("a valid deck")
}

/// Every flag combination for every player count, the custom deck, the
/// last seat first and a round limit.
pub fn every_flag() -> Vec<(String, TravelerConfig)> {
    with_extras(flag_combinations)
}

/// Each flag alone and all together for every player count, the custom
/// deck, the last seat first and a round limit.
pub fn each_flag() -> Vec<(String, TravelerConfig)> {
    with_extras(flags_alone)
}

fn with_extras(
    variants: fn(&TravelerConfig) -> Vec<(String, TravelerConfig)>,
) -> Vec<(String, TravelerConfig)> {
    let mut out = Vec::new();
    for players in 2..=4 {
        let base = standard(players);
        out.push((format!("{players} players, defaults"), base.clone()));
        for (name, config) in variants(&base) {
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
        out.push((
            format!("{players} players, round_limit = 6"),
            base.clone().with_round_limit(Some(6)),
        ));
    }
    out
}
