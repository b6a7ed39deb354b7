//! Traveluencer — rules engine (in progress).
