//! Answers of the JSON API: `{"ok": true, …}`, or a refusal in the engine
//! protocol's shape `{"ok": false, "error": {"code", "reason", "rule"?,
//! "index"?}}` with a 4xx status (5xx only for a bug or a full server).

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::{Map, Value};

/// Why a request to the API was refused.
#[derive(Debug)]
pub(crate) enum ApiError {
    /// The registry refused (the same error, and words, as the protocol's
    /// and `tabletop check`'s), with extra fields for the page (the
    /// verdict of a refused action).
    Registry(tabletop::Error, Map<String, Value>),
    /// No dispute is held under that id (never was, closed or expired).
    NoDispute,
    /// No page or API call at that path.
    NotFound,
    /// Not a request of the API (a missing or mistyped field, a body that
    /// is not JSON).
    BadRequest(String),
}

impl ApiError {
    /// A bug: something that should not fail did.
    pub(crate) fn internal(reason: String) -> Self {
        tabletop::Error::Internal { reason }.into()
    }

    /// A registry refusal with fields beside the error.
    pub(crate) fn with(error: tabletop::Error, fields: Map<String, Value>) -> Self {
        ApiError::Registry(error, fields)
    }
}

impl From<tabletop::Error> for ApiError {
    fn from(e: tabletop::Error) -> Self {
        ApiError::Registry(e, Map::new())
    }
}

/// The HTTP status of a refusal with error code `code`.
fn status_of(code: &str) -> StatusCode {
    match code {
        "too_large" => StatusCode::PAYLOAD_TOO_LARGE,
        "no_such_dispute" | "not_found" => StatusCode::NOT_FOUND,
        "illegal_action" | "unreadable_action" | "bad_position" | "bad_replay" | "bad_config"
        | "no_history" | "nothing_to_decide" | "action_cap" | "no_such_seat" => {
            StatusCode::UNPROCESSABLE_ENTITY
        }
        "too_many_games" => StatusCode::SERVICE_UNAVAILABLE,
        "engine_fault" | "internal" => StatusCode::INTERNAL_SERVER_ERROR,
        _ => StatusCode::BAD_REQUEST,
    }
}

/// The error object of a refusal, as the protocol writes it.
fn error_object(code: &str, reason: String, rule: Option<&str>, index: Option<usize>) -> Value {
    let mut error = Map::new();
    error.insert("code".into(), code.into());
    error.insert("reason".into(), reason.into());
    if let Some(rule) = rule {
        error.insert("rule".into(), rule.into());
    }
    if let Some(index) = index {
        error.insert("index".into(), index.into());
    }
    Value::Object(error)
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let (code, error, mut fields) = match self {
            ApiError::Registry(e, fields) => {
                let index = match &e {
                    tabletop::Error::BadReplay { index, .. } => *index,
                    _ => None,
                };
                let error = error_object(e.code(), e.reason(), e.rule(), index);
                (e.code(), error, fields)
            }
            ApiError::NoDispute => (
                "no_such_dispute",
                error_object(
                    "no_such_dispute",
                    "no dispute has that id (it may have expired: start it again from its position)"
                        .into(),
                    None,
                    None,
                ),
                Map::new(),
            ),
            ApiError::NotFound => (
                "not_found",
                error_object("not_found", "nothing is served at that path".into(), None, None),
                Map::new(),
            ),
            ApiError::BadRequest(reason) => (
                "bad_request",
                error_object("bad_request", reason, None, None),
                Map::new(),
            ),
        };
        fields.insert("ok".into(), false.into());
        fields.insert("error".into(), error);
        (status_of(code), Json(Value::Object(fields))).into_response()
    }
}

/// A success: `{"ok": true}` with `fields`.
pub(crate) fn ok(mut fields: Map<String, Value>) -> Response {
    fields.insert("ok".into(), true.into());
    Json(Value::Object(fields)).into_response()
}

/// `pairs` as a JSON object.
pub(crate) fn object<const N: usize>(pairs: [(&str, Value); N]) -> Map<String, Value> {
    pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
}

/// A JSON value of anything serialisable (a bug if it cannot be written).
pub(crate) fn to_json<T: serde::Serialize>(value: &T) -> Result<Value, ApiError> {
    serde_json::to_value(value).map_err(|e| ApiError::internal(e.to_string()))
}
