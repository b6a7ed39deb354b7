//! # tabletop-core
//!
//! The shared foundation of the tabletop rules engines: seats and clockwise
//! seating, a seeded and saveable generator with our own shuffle, fixed
//! capacity card containers, the [`Game`] trait every engine implements,
//! replays, position files, the reading of input ([`json`]: size caps, no
//! duplicate keys; [`text`]: escaping what a message repeats, names from
//! data) and (feature `testing`) the conformance kit and fuzz harness every
//! game's tests use.
//!
//! ```
//! use tabletop_core::{GameRng, Pile, Seating, Seat};
//!
//! let seating = Seating::new(4).unwrap();
//! assert_eq!(seating.left(Seat(3)), Seat(0));
//! let order: Vec<Seat> = seating.clockwise_from(Seat(2)).collect();
//! assert_eq!(order, [Seat(2), Seat(3), Seat(0), Seat(1)]);
//!
//! let mut deck: Pile<u8, 52> = Pile::from_slice(&(0..52).collect::<Vec<u8>>()).unwrap();
//! deck.shuffle(&mut GameRng::new(7));
//! assert_eq!(deck.len(), 52);
//! ```

pub mod audience;
pub mod bot;
pub mod cardset;
pub mod drawing;
pub mod error;
pub mod game;
pub mod json;
pub mod outcome;
pub mod pile;
pub mod position;
pub mod replay;
pub mod rng;
pub mod seat;
#[cfg(feature = "testing")]
pub mod testing;
pub mod text;
pub mod words;

pub use audience::Audience;
pub use bot::{
    Bot, EngineFault, Finish, Playout, RandomBot, next_seat, play_out, play_silently,
    random_playout,
};
pub use cardset::CardSet;
pub use drawing::Drawing;
pub use error::{ConfigError, InvariantError, ParseActionError};
pub use game::{Audit, Game, GameConfig, RuleFlag, RuleViolation, ToAct};
pub use outcome::Outcome;
pub use pile::{Pile, PileFull};
pub use position::{PositionError, PositionFile, load_position};
pub use replay::{REPLAY_FORMAT_VERSION, Replay, ReplayError, ReplayHeader};
pub use rng::{GameRng, STREAM_WORDS};
pub use seat::{MAX_SEATS, Seat, SeatSet, Seating};
