//! The Traveler — rules engine (in progress).
