#![doc = include_str!("../README.md")]

pub mod audience;
pub mod bot;
pub mod cardset;
pub mod deck;
pub mod drawing;
pub mod error;
pub mod events;
pub mod game;
pub mod greedy;
pub mod json;
pub mod listing;
pub mod outcome;
pub mod pile;
pub mod position;
pub mod replay;
pub mod research;
pub mod rng;
#[cfg(feature = "schema")]
pub mod schema;
pub mod search;
pub mod seat;
pub mod serde_text;
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
pub use events::{EventSink, Events, GameEvent, NoEvents, TurnRules, TurnViolation, Visibility};
pub use game::{Audit, Game, GameConfig, RuleFlag, RuleViolation, ToAct};
pub use greedy::{Greedy, GreedyBot};
pub use listing::{CountedList, Listing};
pub use outcome::Outcome;
pub use pile::{Pile, PileFull};
pub use position::{PositionError, PositionFile, load_position};
pub use replay::{REPLAY_FORMAT_VERSION, Replay, ReplayError, ReplayHeader};
pub use research::{ActionId, MAX_STEPS, Research, Standing, StepError, Stepper, Steps};
pub use rng::{GameRng, STREAM_WORDS};
pub use search::{Budget, Ismcts, IsmctsConfig, judged_rewards};
pub use seat::{MAX_SEATS, Seat, SeatSet, Seating};
