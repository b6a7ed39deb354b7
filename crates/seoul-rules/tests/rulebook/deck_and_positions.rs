//! The Travel Deck as data (SJ-1, SJ-4, SJ-5, SJ-31): a deck given in the
//! configuration is validated; positions are validated on load.

use super::*;
use seoul_rules::{CardData, Condition, Deck, DeckData, Effect, Kind, Mode, SeoulConfig, ShopKind};
use tabletop_core::{Game, GameConfig};

fn reference_data() -> DeckData {
    cat().data().clone()
}

fn refused(data: DeckData) -> String {
    Deck::custom(data)
        .expect_err("the deck should be refused")
        .to_string()
}

#[test]
fn sj_1_a_deck_is_refused_with_the_reason() {
    let mut d = reference_data();
    d.cards.retain(|c| c.name() != "Haechi");
    assert!(refused(d).contains("exactly 6 Guardians"));
    let mut d = reference_data();
    let name = d.cards[1].name().to_string();
    if let CardData::Highlight { name: n, .. } = &mut d.cards[0] {
        *n = name.to_uppercase();
    }
    assert!(
        refused(d).contains("used twice"),
        "names are unique ignoring case"
    );
    for bad in ["#7", "Lotte World 2", "Pier as food", " padded"] {
        let mut d = reference_data();
        if let CardData::Highlight { name, .. } = &mut d.cards[0] {
            *name = bad.to_string();
        }
        assert!(refused(d).contains("the name"), "{bad:?}");
    }
    let mut d = reference_data();
    if let CardData::Highlight { effect, .. } = &mut d.cards[0] {
        *effect = Some(Effect::Encore);
    }
    assert!(refused(d).contains("Encore is a Guardian ability"));
    let mut d = reference_data();
    if let CardData::Highlight { effect, .. } = &mut d.cards[0] {
        *effect = Some(Effect::Draw(9));
    }
    assert!(refused(d).contains("1 to 5 cards"));
    let mut d = reference_data();
    if let CardData::Highlight { score, .. } = &mut d.cards[0] {
        *score = Condition::First { points: 99 };
    }
    assert!(refused(d).contains("at most 20 points"));
    let mut d = reference_data();
    d.festival_points.clear();
    assert!(refused(d).contains("festival_points"));
    let mut d = reference_data();
    d.cards
        .extend(d.cards.clone().into_iter().take(10).map(|mut c| {
            if let CardData::Highlight { name, .. } = &mut c {
                name.push_str(" Again");
            }
            c
        }));
    assert!(refused(d).contains("at most 128 cards"));
    let mut d = reference_data();
    d.cards
        .retain(|c| c.kind() != seoul_rules::Kind::Highlight || c.name().starts_with('C'));
    assert!(refused(d).contains("at least 5 Highlights"));
    // Malformed deck files.
    let text = seoul_rules::catalogue::REFERENCE_DECK.replace("\"most\"", "\"mostly\"");
    assert!(Deck::from_json(&text).is_err());
    assert!(Deck::from_json("{}").is_err());
    assert!(serde_json::from_str::<SeoulConfig>(r#"{"deck": {"cards": []}}"#).is_err());
}

#[test]
fn sj_1_a_small_custom_deck_plays_a_whole_journey() {
    // 26 cards: 8 Highlights, 8 Delights, 4 Shopping, 6 Guardians, with a
    // Festival table of its own.
    let mut d = reference_data();
    let keep = |c: &CardData| {
        let name = c.name();
        c.kind() == seoul_rules::Kind::Guardian
            || [
                "Cheonggyecheon Stream",
                "Ttukseom Hangang Park",
                "Changing of the Guard",
                "Insadong",
                "Seoul Forest",
                "Itaewon",
                "Lotte World",
                "Haneul Park",
            ]
            .contains(&name)
            || (c.kind() == seoul_rules::Kind::Delight
                && (name.starts_with("Kimjang") || name.starts_with("Fireworks")))
            || ["Hanbok", "Tiger Plush", "Sheet Masks", "Norigae"].contains(&name)
    };
    d.cards.retain(keep);
    d.festival_points = vec![2, 6];
    let deck = Deck::custom(d).unwrap();
    assert_eq!(deck.catalogue().len(), 26);
    let config = SeoulConfig::for_players(2)
        .unwrap()
        .with_days(2)
        .with_deck(deck);
    let mut g = Seoul::setup(config.clone(), 5).unwrap();
    let mut rng = tabletop_core::GameRng::new(1);
    let p = tabletop_core::random_playout(&mut g, &mut rng, 20_000, &mut Vec::new()).unwrap();
    assert_eq!(p.finish, tabletop_core::Finish::Natural);
    assert!(g.outcome().is_some());
    // The custom deck travels with the configuration, in positions too.
    let json = serde_json::to_string(&g).unwrap();
    let back: Seoul = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    assert_eq!(back.config(), &config);
}

#[test]
fn the_rule_flags_name_their_rulings() {
    let flags = SeoulConfig::rule_flags();
    let rulings: Vec<&str> = flags.iter().map(|f| f.ruling).collect();
    assert_eq!(rulings, ["SJ-19", "SJ-25", "SJ-36", "SJ-1"]);
}

#[test]
fn a_position_with_a_card_twice_or_out_of_place_is_refused() {
    let mut t = table(2, 1);
    t["seats"][0] = json!({"hand": ["Norigae"]});
    assert!(refused_position(t).contains("in two places"));
    let mut t = table(2, 1);
    t["seats"][0] = json!({"highlights": [{"card": "Hanbok"}]});
    assert!(refused_position(t).contains("is not a Highlight"));
    let mut t = table(2, 1);
    t["seats"][0] = json!({"highlights": [{"card": "Insadong", "festival": "Seoul Forest"}]});
    assert!(refused_position(t).contains("is not a Delight"));
    let mut t = table(2, 1);
    t["seats"][0] = json!({"shopping": ["Haechi"]});
    assert!(refused_position(t).contains("is not a Shopping"));
    let mut t = table(2, 1);
    t["seats"][0] = json!({"hand": ["Atlantis"]});
    assert!(refused_position(t).contains("no card is called"));
}

#[test]
fn a_position_that_no_play_could_reach_is_refused() {
    let mut t = table(2, 1);
    t["trends"] = json!(["green", "red"]);
    assert!(refused_position(t).contains("Trending"));
    let mut t = table(2, 1);
    t["trigger"] = json!(1);
    assert!(refused_position(t).contains("fewer than 9"));
    let mut t = table(2, 1);
    t["seats"][0] = json!({"nightlife": 2});
    t["nightlife_supply"] = json!(2);
    assert!(refused_position(t).contains("Nightlife"));
    let mut t = table(2, 1);
    t["seats"][0] = json!({"highlights": [{"card": "Insadong"}], "tiring": 2});
    assert!(refused_position(t).contains("Tiring"));
    let mut t = table(2, 1);
    t["phase"] = json!("scout");
    t["fresh"] = json!(false);
    assert!(refused_position(t).contains("Awaken"));
    let mut t = table(2, 1);
    t["phase"] = json!({"choose": {"space": 2}});
    t["fresh"] = json!(false);
    assert!(refused_position(t).contains("Experience"));
    let mut t = table(2, 1);
    t["seats"][0] = json!({"scores": [9]});
    assert!(refused_position(t).contains("not yet scored"));
    let mut t = table(2, 1);
    t["config"]["players"] = json!(3);
    assert!(refused_position(t).contains("seats"));
}

#[test]
fn a_position_round_trips_and_lists_the_whole_deck() {
    let g = load(table(3, 2));
    let json = serde_json::to_value(&g).unwrap();
    assert_eq!(json["deck"].as_array().unwrap().len(), g.deck_len());
    let back: Seoul = serde_json::from_value(json).unwrap();
    assert_eq!(back, g);
}

#[test]
fn sj_1_the_rulings_list_every_card_of_the_reference_deck() {
    // The rulebook prints no card list: docs/rulings/seoul.md is where a
    // table finds the reference deck, so it must say what the data says.
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/rulings/seoul.md");
    let rulings = std::fs::read_to_string(path).expect("the rulings are readable");
    let cat = cat();
    assert_eq!(cat.len(), 120);
    for c in cat.all().iter() {
        let name = cat.name(c);
        let row = match cat.kind(c) {
            Kind::Highlight => format!(
                "| {c} | {name} | {} | {} |",
                cat.colour(c).name(),
                if cat.is_tiring(c) { "yes" } else { "" }
            ),
            Kind::Delight => format!(
                "| {c} | {name} | {} | {} |",
                cat.half(c, Mode::Festival).name(),
                cat.half(c, Mode::Food).name()
            ),
            Kind::Shopping => format!("{name} ({c})"),
            Kind::Guardian => format!("| {c} | {name} | {} |", cat.colour(c).name()),
        };
        assert!(rulings.contains(&row), "the rulings do not list {row:?}");
    }
    let table = |t: &seoul_rules::catalogue::Table| {
        (1..=6)
            .map(|k| t.at(k).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let festivals = format!("by count of one colour: {}", table(cat.festival_points()));
    assert!(rulings.contains(&festivals), "{festivals}");
    for shop in [ShopKind::Modern, ShopKind::Traditional, ShopKind::Plushes] {
        assert_eq!(
            table(cat.shopping_points(shop)),
            "2, 5, 9, 14, 20, 27",
            "L75"
        );
    }
    assert_eq!(cat.food_pair_points(), 6, "L30");
}
