//! Trailblazers: Travel Edition — rules engine (in progress).

pub mod cards;
pub mod geometry;
pub mod loops;
pub mod measure;
pub mod park;
