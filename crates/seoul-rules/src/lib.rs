//! Seoul Journey — rules engine. Not implemented yet; its issue will fill this crate.
