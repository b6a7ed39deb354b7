//! The page itself: plain HTML, CSS and JavaScript bundled into the binary
//! (no build step, no request to any other host), and the headers every
//! answer carries.

use axum::Router;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

/// The page.
const INDEX: &str = include_str!("../assets/index.html");
/// Its script.
const SCRIPT: &str = include_str!("../assets/app.js");
/// The table's layouts for the games the engines draw no picture of.
const LAYOUTS: &str = include_str!("../assets/layouts.js");
/// Its style sheet.
const STYLE: &str = include_str!("../assets/style.css");

/// What a page of this server may load: its own script and style sheet,
/// pictures of its own or written into the page (`data:`, the drawings),
/// requests to itself; nothing inline, nothing from another host, no frame.
pub(crate) const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
     style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; \
     form-action 'none'; frame-ancestors 'none'";

/// The routes of the page and its assets.
pub(crate) fn routes() -> Router {
    Router::new()
        .route(
            "/",
            get(|| async { asset("text/html; charset=utf-8", INDEX) }),
        )
        .route(
            "/app.js",
            get(|| async { asset("text/javascript; charset=utf-8", SCRIPT) }),
        )
        .route(
            "/layouts.js",
            get(|| async { asset("text/javascript; charset=utf-8", LAYOUTS) }),
        )
        .route(
            "/style.css",
            get(|| async { asset("text/css; charset=utf-8", STYLE) }),
        )
}

fn asset(kind: &'static str, text: &'static str) -> Response {
    ([(header::CONTENT_TYPE, kind)], text).into_response()
}

/// Adds the security headers to every answer: the policy above, no type
/// sniffing, no referrer, not cached (a dispute changes).
pub(crate) async fn secure(mut response: Response) -> Response {
    let headers = response.headers_mut();
    let fixed = [
        (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::REFERRER_POLICY, "no-referrer"),
        (header::CACHE_CONTROL, "no-store"),
    ];
    for (name, value) in fixed {
        headers.insert(name, HeaderValue::from_static(value));
    }
    response
}
