//! A small JSON Schema checker for the keywords the protocol's schema uses
//! (`$ref` to `#/$defs/…`, `type`, `const`, `enum`, `properties`,
//! `required`, `additionalProperties`, `items`, `prefixItems`, `minItems`,
//! `maxItems`, `minimum`, `pattern` of the form `^[0-9]+$`, `oneOf`,
//! `anyOf`), so every message of the tests can be checked against it.

use serde_json::Value;

/// The keywords this checker understands; a schema using any other
/// keyword that constrains values is refused, so the checker cannot
/// silently pass what it does not check.
const KNOWN: &[&str] = &[
    "$schema",
    "$id",
    "$ref",
    "$defs",
    "title",
    "description",
    "type",
    "const",
    "enum",
    "properties",
    "required",
    "additionalProperties",
    "items",
    "prefixItems",
    "minItems",
    "maxItems",
    "minimum",
    "pattern",
    "oneOf",
    "anyOf",
];

/// Checks `value` against `schema` (a subschema of `root`); the error says
/// where and why.
pub fn check(root: &Value, schema: &Value, value: &Value, at: &str) -> Result<(), String> {
    let Some(rules) = schema.as_object() else {
        return match schema {
            Value::Bool(true) => Ok(()),
            _ => Err(format!("{at}: unsupported schema {schema}")),
        };
    };
    for key in rules.keys() {
        if !KNOWN.contains(&key.as_str()) {
            return Err(format!("{at}: the checker does not know the keyword {key}"));
        }
    }
    if let Some(target) = rules.get("$ref").and_then(Value::as_str) {
        let name = target
            .strip_prefix("#/$defs/")
            .ok_or_else(|| format!("{at}: unsupported $ref {target}"))?;
        let def = root["$defs"]
            .get(name)
            .ok_or_else(|| format!("{at}: no definition {name}"))?;
        check(root, def, value, at)?;
    }
    if let Some(kind) = rules.get("type").and_then(Value::as_str) {
        let fits = match kind {
            "object" => value.is_object(),
            "array" => value.is_array(),
            "string" => value.is_string(),
            "boolean" => value.is_boolean(),
            "null" => value.is_null(),
            "integer" => value.is_i64() || value.is_u64(),
            "number" => value.is_number(),
            other => return Err(format!("{at}: unknown type {other}")),
        };
        if !fits {
            return Err(format!("{at}: {value} is not of type {kind}"));
        }
    }
    if let Some(expected) = rules.get("const")
        && value != expected
    {
        return Err(format!("{at}: {value} is not {expected}"));
    }
    if let Some(options) = rules.get("enum").and_then(Value::as_array)
        && !options.contains(value)
    {
        return Err(format!("{at}: {value} is not one of {options:?}"));
    }
    if let Some(min) = rules.get("minimum").and_then(Value::as_f64)
        && value.as_f64().is_some_and(|v| v < min)
    {
        return Err(format!("{at}: {value} is below {min}"));
    }
    if let Some(pattern) = rules.get("pattern").and_then(Value::as_str) {
        if pattern != "^[0-9]+$" {
            return Err(format!("{at}: unsupported pattern {pattern}"));
        }
        if let Some(s) = value.as_str()
            && (s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()))
        {
            return Err(format!("{at}: {s:?} does not match {pattern}"));
        }
    }
    if let Some(fields) = value.as_object() {
        let properties = rules.get("properties").and_then(Value::as_object);
        for name in rules
            .get("required")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            let name = name.as_str().unwrap_or_default();
            if !fields.contains_key(name) {
                return Err(format!("{at}: missing {name}"));
            }
        }
        for (name, field) in fields {
            match properties.and_then(|p| p.get(name)) {
                Some(sub) => check(root, sub, field, &format!("{at}.{name}"))?,
                None => {
                    if rules.get("additionalProperties") == Some(&Value::Bool(false)) {
                        return Err(format!("{at}: unexpected field {name}"));
                    }
                }
            }
        }
    }
    if let Some(items) = value.as_array() {
        let prefix = rules.get("prefixItems").and_then(Value::as_array);
        for (i, item) in items.iter().enumerate() {
            let sub = prefix.and_then(|p| p.get(i)).or_else(|| rules.get("items"));
            if let Some(sub) = sub {
                check(root, sub, item, &format!("{at}[{i}]"))?;
            }
        }
        let len = items.len() as u64;
        if rules
            .get("minItems")
            .and_then(Value::as_u64)
            .is_some_and(|m| len < m)
            || rules
                .get("maxItems")
                .and_then(Value::as_u64)
                .is_some_and(|m| len > m)
        {
            return Err(format!("{at}: {len} items is out of bounds"));
        }
    }
    if let Some(options) = rules.get("oneOf").and_then(Value::as_array) {
        let fits = options
            .iter()
            .filter(|o| check(root, o, value, at).is_ok())
            .count();
        if fits != 1 {
            return Err(format!("{at}: {value} fits {fits} of oneOf, not exactly 1"));
        }
    }
    if let Some(options) = rules.get("anyOf").and_then(Value::as_array)
        && !options.iter().any(|o| check(root, o, value, at).is_ok())
    {
        return Err(format!("{at}: {value} fits none of anyOf"));
    }
    Ok(())
}

/// Checks `value` against the definition `name` of the protocol's schema.
pub fn check_def(name: &str, value: &Value) -> Result<(), String> {
    let root: Value = serde_json::from_str(tabletop::protocol::SCHEMA).expect("the schema is JSON");
    check(&root, &root["$defs"][name], value, name)
}

#[test]
fn the_checker_refuses_what_the_schema_forbids() {
    let good = serde_json::json!({"cmd": "legal", "handle": 1, "seat": 0, "id": "x"});
    check_def("request", &good).unwrap();
    for bad in [
        serde_json::json!({"cmd": "legal", "handle": 1}),
        serde_json::json!({"cmd": "legal", "handle": 0, "seat": 0}),
        serde_json::json!({"cmd": "legal", "handle": 1, "seat": 0, "extra": 1}),
        serde_json::json!({"cmd": "dance"}),
        serde_json::json!({"cmd": "apply", "handle": 1, "seat": 0, "action": {"code": "12a"}}),
    ] {
        assert!(check_def("request", &bad).is_err(), "{bad} passed");
    }
    let error =
        serde_json::json!({"id": null, "ok": false, "error": {"code": "bad_json", "reason": "x"}});
    check_def("response", &error).unwrap();
    let wrong =
        serde_json::json!({"id": null, "ok": false, "error": {"code": "oops", "reason": "x"}});
    assert!(check_def("response", &wrong).is_err());
}
