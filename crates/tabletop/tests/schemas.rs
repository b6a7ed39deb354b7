//! The JSON Schemas of every game's events and view (docs/schemas/): the
//! published files are the ones the code generates, everything the engines
//! tell or show fits them, checked by a JSON Schema validator, and a wrong
//! shape does not.

use jsonschema::Validator;
use serde_json::{Map, Value, json};
use std::path::PathBuf;
use tabletop::{ActionInput, Audience, Engine, Seat, Table};
use tabletop_core::GameRng;

/// The published schema `what` (`events` or `view`) of `game`, as a file.
fn published_path(game: &str, what: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("../../docs/schemas/{game}/{what}.json"))
}

/// A schema as the files hold it (and `tabletop schema` prints it).
fn text(schema: &Value) -> String {
    serde_json::to_string_pretty(schema).unwrap() + "\n"
}

/// The generated schemas of `engine`: (`events`, `view`).
fn schemas(engine: &dyn Engine) -> [(&'static str, Value); 2] {
    [
        ("events", engine.events_schema()),
        ("view", engine.view_schema()),
    ]
}

fn validator(schema: &Value) -> Validator {
    jsonschema::validator_for(schema).unwrap_or_else(|e| panic!("not a valid schema: {e}"))
}

#[test]
fn the_published_schemas_are_the_generated_ones() {
    for engine in tabletop::games() {
        for (what, schema) in schemas(engine) {
            let path = published_path(engine.name(), what);
            let published = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert!(
                published == text(&schema),
                "{} is not what the code generates; write it anew with \
                 `tabletop schema {} {what} > docs/schemas/{}/{what}.json`",
                path.display(),
                engine.name(),
                engine.name()
            );
        }
    }
}

/// The configuration samples of a game's tests (each rule flag's other
/// readings, the variants, other first players), as configuration fields.
fn flag_samples(game: &str) -> Vec<Value> {
    let krate = match game {
        "seoul-journey" => "seoul",
        other => other,
    };
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join(format!("../{krate}-rules/tests/fixtures/fuzz-configs.json"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap()
}

/// Every configuration the check plays: for each player count, the
/// standard game and each sample alone, each also with every variant on.
fn configurations(engine: &dyn Engine) -> Vec<(usize, Value)> {
    let info = engine.info();
    let mut fields = vec![json!({})];
    fields.extend(flag_samples(engine.name()));
    let mut with_variants = Vec::new();
    for sample in &fields {
        let mut on = sample.as_object().cloned().unwrap_or_else(Map::new);
        for variant in &info.variants {
            on.insert((*variant).to_string(), Value::Bool(true));
        }
        with_variants.push(Value::Object(on));
    }
    fields.extend(with_variants);
    fields.dedup();
    (info.min_players..=info.max_players)
        .flat_map(|players| fields.iter().map(move |f| (players, f.clone())))
        .collect()
}

/// Every audience of a table: each seat, a spectator, the omniscient one.
fn audiences(players: usize) -> Vec<Audience> {
    let mut out: Vec<Audience> = (0..players as u8)
        .map(|s| Audience::Seat(Seat(s)))
        .collect();
    out.push(Audience::Spectator);
    out.push(Audience::Omniscient);
    out
}

/// What one table's check saw.
#[derive(Default)]
struct Checked {
    event_lists: usize,
    events: usize,
    views: usize,
}

/// Checks `value` against `validator`, with the context in the panic.
fn fits(validator: &Validator, value: &Value, what: impl Fn() -> String) {
    if let Err(e) = validator.validate(value) {
        panic!("{}: does not fit its schema: {e}\n{value}", what());
    }
}

/// Plays one random game on `table`, checking every event list told to
/// every audience and every view against the schemas.
fn play_checked(
    table: &mut dyn Table,
    events: &Validator,
    view: &Validator,
    seed: u64,
    cap: u64,
    ctx: &str,
) -> Checked {
    let players = table.players();
    let audiences = audiences(players);
    let mut checked = Checked::default();
    let check_views = |table: &dyn Table, checked: &mut Checked| {
        for seat in (0..players as u8).map(|s| Some(Seat(s))).chain([None]) {
            let shown = table.view(seat).unwrap();
            fits(view, &shown, || format!("{ctx}: the view of {seat:?}"));
            checked.views += 1;
        }
    };
    for &audience in &audiences {
        let told = table.setup_told(audience).unwrap();
        fits(events, &Value::Array(told.events), || {
            format!("{ctx}: the setup told to {audience:?}")
        });
        checked.event_lists += 1;
    }
    check_views(table, &mut checked);
    let mut rng = GameRng::new(seed);
    let mut codes = Vec::new();
    while !table.to_act().is_over() && table.actions_taken() < cap {
        let seat = table.to_act().seats().iter().next().unwrap();
        codes.clear();
        table.legal_codes(seat, &mut codes).unwrap();
        let code = codes[rng.index(codes.len())];
        let told = table
            .apply_told(seat, ActionInput::Code(code), &audiences)
            .unwrap();
        for t in told {
            checked.events += t.events.len();
            fits(events, &Value::Array(t.events), || {
                format!(
                    "{ctx}: action {} told to {:?}",
                    table.actions_taken(),
                    t.audience
                )
            });
            checked.event_lists += 1;
        }
        check_views(table, &mut checked);
    }
    checked
}

#[test]
fn every_event_list_and_every_view_fits_its_schema() {
    for engine in tabletop::games() {
        let [(_, events), (_, view)] = schemas(engine);
        let (events, view) = (validator(&events), validator(&view));
        let cap = engine.info().action_cap;
        let mut total = Checked::default();
        let mut tables = 0;
        for (i, (players, fields)) in configurations(engine).into_iter().enumerate() {
            let Ok(configured) = engine.configure(Some(players), Some(&fields)) else {
                continue; // a sample for another player count
            };
            let seed = 1_000 + i as u64;
            let mut table = configured.new_table(seed).unwrap();
            let ctx = format!("{} {players} players {fields} seed {seed}", engine.name());
            let checked = play_checked(table.as_mut(), &events, &view, seed, cap, &ctx);
            total.event_lists += checked.event_lists;
            total.events += checked.events;
            total.views += checked.views;
            tables += 1;
        }
        println!(
            "{}: {tables} configurations, {} event lists ({} events), {} views",
            engine.name(),
            total.event_lists,
            total.events,
            total.views
        );
        let info = engine.info();
        let counts = info.max_players - info.min_players + 1;
        assert!(
            tables >= 2 * counts,
            "{}: only {tables} configurations played",
            engine.name()
        );
        assert!(
            total.events > total.event_lists / 4 && total.views > 0,
            "{}: {} events in {} lists, {} views",
            engine.name(),
            total.events,
            total.event_lists,
            total.views
        );
    }
}

/// The first event list of a game of `engine` (standard, default players)
/// that holds an event with an object inside, as told to seat 0, and the
/// view of seat 0 then.
fn samples(engine: &dyn Engine) -> (Value, Value) {
    let mut table = engine.configure(None, None).unwrap().new_table(3).unwrap();
    let mut rng = GameRng::new(3);
    let mut codes = Vec::new();
    let seat0 = [Audience::Seat(Seat(0))];
    loop {
        assert!(!table.to_act().is_over(), "{}: no sample", engine.name());
        let seat = table.to_act().seats().iter().next().unwrap();
        codes.clear();
        table.legal_codes(seat, &mut codes).unwrap();
        let code = codes[rng.index(codes.len())];
        let told = table
            .apply_told(seat, ActionInput::Code(code), &seat0)
            .unwrap();
        let events = Value::Array(told[0].events.clone());
        if told[0].events.iter().any(|e| first_object(e).is_some()) {
            return (events, table.view(Some(Seat(0))).unwrap());
        }
    }
}

/// The body of an event (`{"Kind": {...}}`): its object of fields.
fn first_object(event: &Value) -> Option<&Map<String, Value>> {
    event.as_object()?.values().next()?.as_object()
}

/// A wrong shape, named, and how to make it from a right one.
type Mutation<T> = (&'static str, fn(&mut T));

#[test]
fn a_wrong_shape_does_not_fit() {
    for engine in tabletop::games() {
        let [(_, events_schema), (_, view_schema)] = schemas(engine);
        let (events, view) = (validator(&events_schema), validator(&view_schema));
        let (told, shown) = samples(engine);
        assert!(events.is_valid(&told) && view.is_valid(&shown));
        let at = told
            .as_array()
            .unwrap()
            .iter()
            .position(|e| first_object(e).is_some())
            .unwrap();
        let event_mutations: [Mutation<Value>; 4] = [
            ("an unknown event", |e| {
                *e = json!({"NoSuchEvent": {}});
            }),
            ("an extra field", |e| {
                let body = e.as_object_mut().unwrap().values_mut().next().unwrap();
                body.as_object_mut()
                    .unwrap()
                    .insert("extra".into(), json!(1));
            }),
            ("a missing field", |e| {
                let body = e.as_object_mut().unwrap().values_mut().next().unwrap();
                let key = body.as_object().unwrap().keys().next().unwrap().clone();
                body.as_object_mut().unwrap().remove(&key);
            }),
            ("a field of the wrong type", |e| {
                let body = e.as_object_mut().unwrap().values_mut().next().unwrap();
                let value = body.as_object_mut().unwrap().values_mut().next().unwrap();
                *value = match value {
                    Value::Object(_) => json!("an object"),
                    _ => json!({"not": "this"}),
                };
            }),
        ];
        for (what, mutate) in event_mutations {
            let mut wrong = told.clone();
            mutate(&mut wrong.as_array_mut().unwrap()[at]);
            assert!(
                !events.is_valid(&wrong),
                "{}: an event list with {what} fits the schema: {wrong}",
                engine.name()
            );
        }
        assert!(!events.is_valid(&json!({"events": told})));
        let view_mutations: [Mutation<Map<String, Value>>; 4] = [
            ("no to_act", |v| {
                v.remove("to_act");
            }),
            ("to_act as the old enum", |v| {
                v.insert("to_act".into(), json!({"Simultaneous": 3}));
            }),
            ("a seat as text", |v| {
                v.insert("to_act".into(), json!(["seat 0"]));
            }),
            ("an extra field", |v| {
                v.insert("extra".into(), json!(true));
            }),
        ];
        for (what, mutate) in view_mutations {
            let mut wrong = shown.clone();
            mutate(wrong.as_object_mut().unwrap());
            assert!(
                !view.is_valid(&wrong),
                "{}: a view with {what} fits the schema",
                engine.name()
            );
        }
    }
}
