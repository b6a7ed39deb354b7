//! # tabletop-web
//!
//! The dispute page: a small web service over the registry crate
//! [`tabletop`] and the page it serves, so that people arguing about a rule
//! at a real table can settle it from a phone. `tabletop web` starts it.
//!
//! * The page (plain HTML, CSS and JavaScript, bundled into the binary) asks
//!   the service for everything; the service holds no rule of its own: every
//!   verdict, narration, view, drawing and suggestion comes from a
//!   [`tabletop::Table`].
//! * The JSON API (`docs/web.md`) answers with the engine protocol's error
//!   shape, `{"ok": false, "error": {"code", "reason", "rule"?}}`, and the
//!   same words as `tabletop check`.
//! * Disputes live in the server under unguessable ids, bounded in number
//!   and size, and expire ([`Limits`]); every request body is capped.
//!
//! ```no_run
//! # async fn run() -> std::io::Result<()> {
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:8080").await?;
//! tabletop_web::serve(listener, tabletop_web::Limits::default()).await
//! # }
//! ```

mod api;
mod assets;
mod dispute;
mod examples;
mod reply;
mod store;

pub use store::Limits;

use axum::Router;
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::net::TcpListener;

/// The service: the page, its assets and the JSON API, with a fresh store
/// of disputes bounded by `limits`.
pub fn router(limits: Limits) -> Router {
    let store = Arc::new(store::Store::new(limits));
    api::routes(store)
        .merge(assets::routes())
        .fallback(|| async {
            axum::response::IntoResponse::into_response(reply::ApiError::NotFound)
        })
        .layer(axum::middleware::map_response(assets::secure))
}

/// Serves [`router`] on `listener` until the process ends.
pub async fn serve(listener: TcpListener, limits: Limits) -> std::io::Result<()> {
    axum::serve(listener, router(limits)).await
}

/// Binds `addr` (`ADDR:PORT`; port 0 lets the system choose), tells
/// `ready` the address bound, and serves until the process ends, on a
/// runtime of its own (for callers that are not async, as the command
/// line).
pub fn run(addr: &str, limits: Limits, ready: impl FnOnce(SocketAddr)) -> std::io::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let listener = TcpListener::bind(addr).await?;
        ready(listener.local_addr()?);
        serve(listener, limits).await
    })
}
