//! JSON Schemas of what a game writes for programs: its events and its view
//! (feature `schema`, with [`schemars`] derives on the game's types).
//!
//! The schemas describe the JSON as it is written (serialisation), and are
//! strict: every object lists its properties and allows no other, so a tool
//! that validates against them notices a renamed or added field.

use crate::events::Events;
use crate::game::Game;
use schemars::transform::RecursiveTransform;
use schemars::{JsonSchema, Schema, SchemaGenerator, generate::SchemaSettings};
use serde_json::Value;

/// The schema of the event list an action (or the setup) tells an audience:
/// a JSON array of `G`'s events, each as the game writes it. A redacted event
/// (what the others learn of a secret choice) is an event of the same kind
/// with the hidden part `null`, so the one schema covers every audience.
#[must_use]
pub fn events<G>() -> Value
where
    G: Events<Event: JsonSchema>,
{
    root::<Vec<G::Event>>(&format!("{} events", G::NAME))
}

/// The schema of `G`'s view, for a seat (`view`) and for a spectator
/// (`public_view`, with `seat` null): one JSON object, whose fields
/// `to_act`, `simultaneous` and `over` say who decides next.
#[must_use]
pub fn view<G>() -> Value
where
    G: Game<View: JsonSchema>,
{
    root::<G::View>(&format!("{} view", G::NAME))
}

/// The root schema of `T` (draft 2020-12, as written), made strict, titled.
fn root<T: JsonSchema>(title: &str) -> Value {
    let settings = SchemaSettings::draft2020_12()
        .for_serialize()
        .with_transform(RecursiveTransform(close_objects));
    let mut schema: Schema = SchemaGenerator::new(settings).into_root_schema_for::<T>();
    schema.insert("title".into(), title.into());
    schema.to_value()
}

/// Allows no property beyond those listed, on every object schema that lists
/// its properties itself (not through `allOf`, `oneOf` or `anyOf`, whose
/// branches are closed one by one).
fn close_objects(schema: &mut Schema) {
    let Some(object) = schema.as_object_mut() else {
        return;
    };
    let composed = ["allOf", "oneOf", "anyOf"]
        .iter()
        .any(|k| object.contains_key(*k));
    if object.contains_key("properties") && !composed {
        object
            .entry("additionalProperties")
            .or_insert(Value::Bool(false));
    }
}

/// Implements [`schemars::JsonSchema`] for a type whose JSON is written by
/// hand (a custom `Serialize`: a card as text, a set as a list), from its
/// name and its schema written as JSON. The calling crate depends on
/// `schemars`; call it under the crate's `schema` feature:
///
/// ```
/// # #[derive(serde::Serialize)]
/// # struct Card(u8);
/// tabletop_core::impl_json_schema!(Card, "Card", {
///     "description": "A card, as its id.",
///     "type": "integer", "minimum": 0, "maximum": 51
/// });
/// # let schema = schemars::schema_for!(Card);
/// # assert_eq!(schema.get("maximum"), Some(&serde_json::json!(51)));
/// ```
#[macro_export]
macro_rules! impl_json_schema {
    ($ty:ty, $name:literal, $schema:tt) => {
        impl schemars::JsonSchema for $ty {
            fn schema_name() -> ::std::borrow::Cow<'static, str> {
                ::std::borrow::Cow::Borrowed($name)
            }

            fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
                schemars::json_schema!($schema)
            }
        }
    };
}
