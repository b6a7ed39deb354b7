//! The JSON API the page uses (`docs/web.md`): games, bundled examples,
//! and disputes by id. Each handler reads its input strictly and capped,
//! and does the table's work on a blocking thread.

use crate::dispute::{Dispute, Origin, Viewer};
use crate::examples::{self, EXAMPLES};
use crate::reply::{ApiError, object, ok, to_json};
use crate::store::{Store, lock};
use axum::Router;
use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, QueryRejection};
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use std::sync::Arc;
use tabletop::{BotKind, input};

type Shared = State<Arc<Store>>;
type Body = Result<Bytes, BytesRejection>;

/// The API's routes on `store`.
pub(crate) fn routes(store: Arc<Store>) -> Router {
    let cap = store.limits.max_body_bytes;
    Router::new()
        .route("/api/games", get(games))
        .route("/api/examples", get(example_list))
        .route("/api/examples/{name}", get(example))
        .route("/api/disputes", post(deal))
        .route("/api/disputes/position", post(load_position))
        .route("/api/disputes/replay", post(load_replay))
        .route("/api/disputes/{id}", get(state).delete(close))
        .route("/api/disputes/{id}/apply", post(apply))
        .route("/api/disputes/{id}/undo", post(undo))
        .route("/api/disputes/{id}/suggest", post(suggest))
        .route("/api/disputes/{id}/position", get(position))
        .route("/api/disputes/{id}/replay", get(replay))
        .layer(DefaultBodyLimit::max(cap))
        .with_state(store)
}

/// A request body as text: refused over the cap (`too_large`) or when it
/// is not UTF-8 (`bad_json`).
fn body_text(body: Body, limit: usize) -> Result<String, ApiError> {
    let bytes = body.map_err(|e| match e.status() {
        StatusCode::PAYLOAD_TOO_LARGE => ApiError::from(tabletop::Error::TooLarge {
            what: "the request body".into(),
            limit: limit as u64,
        }),
        _ => ApiError::BadRequest(e.body_text()),
    })?;
    String::from_utf8(bytes.to_vec()).map_err(|_| {
        tabletop::Error::BadJson {
            reason: "the request body is not UTF-8".into(),
        }
        .into()
    })
}

/// A request body as `T`, read strictly (no key twice, no unknown field).
fn body_json<T: DeserializeOwned>(body: Body, limit: usize) -> Result<T, ApiError> {
    let text = body_text(body, limit)?;
    let value = input::parse_json(&text)?;
    serde_json::from_value(value).map_err(|e| ApiError::BadRequest(e.to_string()))
}

/// Runs `work` (a table's work, which may take a while) off the threads
/// that answer requests.
async fn blocking(work: impl FnOnce() -> Result<Response, ApiError> + Send + 'static) -> Response {
    match tokio::task::spawn_blocking(work).await {
        Ok(Ok(response)) => response,
        Ok(Err(e)) => e.into_response(),
        Err(e) => ApiError::internal(format!("the request failed: {e}")).into_response(),
    }
}

/// `GET /api/games`: every game (as the protocol's `games` describes it,
/// with its standard configuration) and the bots a suggestion may come
/// from.
async fn games() -> Response {
    let described = tabletop::games()
        .map(|g| {
            let mut info = to_json(&g.info())?;
            let standard = g.configure(None, None)?.config();
            if let Value::Object(fields) = &mut info {
                fields.insert("standard_config".into(), standard);
            }
            Ok(info)
        })
        .collect::<Result<Vec<Value>, ApiError>>();
    match described {
        Ok(games) => ok(object([
            ("games", Value::Array(games)),
            ("bots", json!(["greedy", "ismcts"])),
        ])),
        Err(e) => e.into_response(),
    }
}

/// `GET /api/examples`: the bundled positions.
async fn example_list() -> Response {
    let list: Vec<Value> = EXAMPLES
        .iter()
        .map(|e| json!({"name": e.name, "title": e.title}))
        .collect();
    ok(object([("examples", Value::Array(list))]))
}

/// `GET /api/examples/{name}`: a bundled position file.
async fn example(Path(name): Path<String>) -> Response {
    match examples::find(&name) {
        Some(e) => ([(header::CONTENT_TYPE, "application/json")], e.text).into_response(),
        None => ApiError::BadRequest(format!("no example is named {}", input::echo(&name)))
            .into_response(),
    }
}

/// The body of `POST /api/disputes`: a fresh deal.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Deal {
    game: String,
    players: Option<usize>,
    config: Option<Value>,
    seed: Option<u64>,
}

/// Holds a new dispute on `table` and answers with its id and state.
fn open(
    store: &Store,
    table: Box<dyn tabletop::Table>,
    origin: Origin,
) -> Result<Response, ApiError> {
    let mut dispute = Dispute::new(table, origin, store.limits.max_actions);
    let mut fields = dispute.state(Viewer::All, true)?;
    let id = store.insert(dispute)?;
    fields.insert("id".into(), id.into());
    Ok(ok(fields))
}

/// `POST /api/disputes`: a fresh deal of a game.
async fn deal(State(store): Shared, body: Body) -> Response {
    blocking(move || {
        let deal: Deal = body_json(body, store.limits.max_body_bytes)?;
        let game = tabletop::find(&deal.game)?.configure(deal.players, deal.config.as_ref())?;
        let seed = deal.seed.unwrap_or(0);
        open(&store, game.new_table(seed)?, Origin::Deal(seed))
    })
    .await
}

/// `POST /api/disputes/position`: the body is a position file.
async fn load_position(State(store): Shared, body: Body) -> Response {
    blocking(move || {
        let text = body_text(body, store.limits.max_body_bytes)?;
        open(&store, tabletop::read_position(&text)?, Origin::Position)
    })
    .await
}

/// `POST /api/disputes/replay`: the body is a replay.
async fn load_replay(State(store): Shared, body: Body) -> Response {
    blocking(move || {
        let text = body_text(body, store.limits.max_body_bytes)?;
        open(&store, tabletop::read_replay(&text)?, Origin::Replay)
    })
    .await
}

/// The `?view=` of a request for a dispute's state.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ViewQuery {
    view: Option<String>,
}

/// `GET /api/disputes/{id}?view=all|spectator|N`.
async fn state(
    State(store): Shared,
    Path(id): Path<String>,
    query: Result<Query<ViewQuery>, QueryRejection>,
) -> Response {
    blocking(move || {
        let Query(ViewQuery { view }) = query.map_err(|e| ApiError::BadRequest(e.body_text()))?;
        let dispute = store.get(&id)?;
        let mut dispute = lock(&dispute);
        let viewer = Viewer::read(view.as_deref(), dispute.table())?;
        Ok(ok(dispute.state(viewer, true)?))
    })
    .await
}

/// `DELETE /api/disputes/{id}`.
async fn close(State(store): Shared, Path(id): Path<String>) -> Response {
    match store.remove(&id) {
        Ok(()) => ok(object([])),
        Err(e) => e.into_response(),
    }
}

/// The body of `POST …/apply`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Apply {
    action: String,
    seat: Option<u64>,
    view: Option<String>,
}

/// `POST /api/disputes/{id}/apply`: the verdict on one action, and the
/// new state if it was legal.
async fn apply(State(store): Shared, Path(id): Path<String>, body: Body) -> Response {
    blocking(move || {
        let request: Apply = body_json(body, store.limits.max_body_bytes)?;
        let dispute = store.get(&id)?;
        let mut dispute = lock(&dispute);
        let viewer = Viewer::read(request.view.as_deref(), dispute.table())?;
        let mut fields = dispute.apply(request.seat, &request.action, viewer)?;
        fields.insert("state".into(), dispute.state(viewer, false)?.into());
        Ok(ok(fields))
    })
    .await
}

/// The body of `POST …/undo`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Undo {
    view: Option<String>,
}

/// `POST /api/disputes/{id}/undo`: takes back the last action.
async fn undo(State(store): Shared, Path(id): Path<String>, body: Body) -> Response {
    blocking(move || {
        let request: Undo = body_json(body, store.limits.max_body_bytes)?;
        let dispute = store.get(&id)?;
        let mut dispute = lock(&dispute);
        let viewer = Viewer::read(request.view.as_deref(), dispute.table())?;
        dispute.undo()?;
        Ok(ok(object([("state", dispute.state(viewer, true)?.into())])))
    })
    .await
}

/// The body of `POST …/suggest`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Suggest {
    seat: Option<u64>,
    bot: Option<String>,
}

/// `POST /api/disputes/{id}/suggest`: what a bot would play.
async fn suggest(State(store): Shared, Path(id): Path<String>, body: Body) -> Response {
    blocking(move || {
        let request: Suggest = body_json(body, store.limits.max_body_bytes)?;
        let bot: BotKind = request.bot.as_deref().unwrap_or("greedy").parse()?;
        let dispute = store.get(&id)?;
        let mut dispute = lock(&dispute);
        Ok(ok(dispute.suggest(request.seat, bot)?))
    })
    .await
}

/// A JSON file to download, named `name`.
fn download(value: &Value, name: &str) -> Result<Response, ApiError> {
    let text =
        serde_json::to_string_pretty(value).map_err(|e| ApiError::internal(e.to_string()))?;
    Ok((
        [
            (header::CONTENT_TYPE, "application/json".to_string()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{name}\""),
            ),
        ],
        text,
    )
        .into_response())
}

/// `GET /api/disputes/{id}/position`: the position file, to download.
async fn position(State(store): Shared, Path(id): Path<String>) -> Response {
    blocking(move || {
        let dispute = store.get(&id)?;
        let dispute = lock(&dispute);
        let name = format!("{}-position.json", dispute.table().game());
        download(&dispute.position()?, &name)
    })
    .await
}

/// `GET /api/disputes/{id}/replay`: the replay, to download.
async fn replay(State(store): Shared, Path(id): Path<String>) -> Response {
    blocking(move || {
        let dispute = store.get(&id)?;
        let dispute = lock(&dispute);
        let name = format!("{}-replay.json", dispute.table().game());
        download(&dispute.replay()?, &name)
    })
    .await
}
