//! The configurations the runs cover: 2-4 players under every combination
//! of the three multiplayer flags (area, camp rotation, camp cover), and the
//! solo game under every challenge of the Solo Card, with each flag alone
//! (the refill flag included).

use tabletop_core::GameConfig;
use trailblazers_rules::measure::AreaMeasure;
use trailblazers_rules::{CampCover, CampRotation, SoloRefill, TrailblazersConfig};

/// The solo game with `challenge` (`"voyager:metro-park"`).
pub fn solo(challenge: &str) -> TrailblazersConfig {
    TrailblazersConfig::for_players(1)
        .expect("the solo game")
        .with_challenge(challenge.parse().expect("a challenge"))
        .expect("on the Solo Card")
}

/// The flags' non-default readings on `base`: every combination of area,
/// camp rotation and camp cover (7), named.
pub fn flag_combinations(base: &TrailblazersConfig) -> Vec<(String, TrailblazersConfig)> {
    (1..8u8)
        .map(|bits| {
            let mut c = base.clone();
            let mut names = Vec::new();
            if bits & 1 != 0 {
                c = c.with_area(AreaMeasure::BoundingBox);
                names.push("area = bounding_box");
            }
            if bits & 2 != 0 {
                c = c.with_camp_rotation(CampRotation::Fixed);
                names.push("camp_rotation = fixed");
            }
            if bits & 4 != 0 {
                c = c.with_camp_cover(CampCover::Nothing);
                names.push("camp_cover = nothing");
            }
            (names.join(", "), c)
        })
        .collect()
}

/// Every configuration: 2-4 players under the defaults and every flag
/// combination; solo under every challenge, and the default challenge
/// under each flag alone.
pub fn every_flag() -> Vec<(String, TrailblazersConfig)> {
    let mut out = Vec::new();
    for players in 2..=4 {
        let base = TrailblazersConfig::for_players(players).expect("2-4 players");
        out.push((format!("{players} players, defaults"), base.clone()));
        for (name, c) in flag_combinations(&base) {
            out.push((format!("{players} players, {name}"), c));
        }
    }
    let base = TrailblazersConfig::for_players(1).expect("solo");
    for challenge in base.catalogue().solo_card() {
        let name = challenge.to_string();
        out.push((format!("solo {name}"), solo(&name)));
    }
    out.push((
        "solo, solo_refill = every_turn".into(),
        base.clone().with_solo_refill(SoloRefill::EveryTurn),
    ));
    out.push((
        "solo voyager:metro-park, area = bounding_box".into(),
        solo("voyager:metro-park").with_area(AreaMeasure::BoundingBox),
    ));
    out.push((
        "solo, camp_rotation = fixed".into(),
        base.clone().with_camp_rotation(CampRotation::Fixed),
    ));
    out.push((
        "solo, camp_cover = nothing".into(),
        base.with_camp_cover(CampCover::Nothing),
    ));
    out
}
