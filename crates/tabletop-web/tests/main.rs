//! The dispute page's service, tested over real loopback connections.

mod api;
mod client;
mod load;
