//! **The one place where games are registered.**
//!
//! To add a game:
//! 1. add its crate to `crates/tabletop/Cargo.toml` (`my-game-rules.workspace = true`);
//! 2. add one line `my_game_rules::MyGame,` to the [`register!`] list below.
//!
//! The game's crate must export, beside its [`Game`](tabletop_core::Game)
//! type (which implements [`Audit`](tabletop_core::Audit)):
//! `GreedyBot` (with `GreedyBot::new(seed: u64)`), `SUGGESTED_ACTION_CAP`
//! (`u64`), `DEFAULT_PLAYERS` (`usize`), `NOTATION` (the action notation,
//! `&str`) and `NOTATION_LEGEND` (how its cards and actions are written, in
//! one line, `&str`). The game is then listed by
//! `tabletop games`, playable by every command of the command line, served
//! by `tabletop serve` and importable from Python, in the order of the list.
//!
//! A game whose decisions offer hundreds of actions may add `=> listed by
//! <function>` to its line: a function `(&Game, Seat) -> LegalCodes` that
//! counts the legal codes instead of writing them out (see [`crate::legal`]).
//!
//! A game that implements [`Research`](tabletop_core::Research) adds
//! `[research]` to its line: its tables are then also offered one action id
//! at a time ([`crate::ResearchTable`]); for the others the research entry
//! points refuse with [`Error::NoResearch`](crate::Error::NoResearch).

use crate::engine::{Engine, Entry, Registered};

/// Implements [`Registered`] for each listed game from the items its crate
/// exports, and lists the games in [`GAMES`].
macro_rules! register {
    ($($krate:ident :: $game:ident $(=> listed by $list:path)? $([$research:ident])?),+ $(,)?) => {
        $(
            impl Registered for $krate::$game {
                const DEFAULT_PLAYERS: usize = $krate::DEFAULT_PLAYERS;
                const ACTION_CAP: u64 = $krate::SUGGESTED_ACTION_CAP;
                const NOTATION_LEGEND: &'static str = $krate::NOTATION_LEGEND;
                const ACTION_NOTATION: &'static str = $krate::NOTATION;
                fn greedy_bot(seed: u64) -> Box<dyn tabletop_core::Bot<Self>> {
                    Box::new($krate::GreedyBot::new(seed))
                }
                fn playout_bot(seed: u64) -> Box<dyn tabletop_core::Bot<Self>> {
                    Box::new($krate::PlayoutBot::new(seed))
                }
                $(
                    fn legal_list(
                        &self,
                        seat: tabletop_core::Seat,
                        _: &mut Vec<Self::Action>,
                    ) -> crate::legal::LegalCodes {
                        $list(self, seat)
                    }
                )?
                $(
                    fn research_info(
                        config: &Self::Config,
                    ) -> Result<crate::ResearchInfo, crate::Error> {
                        let _ = stringify!($research);
                        Ok(crate::ResearchInfo::of::<Self>(config))
                    }
                    fn research_table(
                        session: crate::table::Session<Self>,
                    ) -> Result<Box<dyn crate::ResearchTable>, crate::Error> {
                        Ok(crate::research::boxed(session))
                    }
                )?
            }
        )+
        /// Every registered game, in the order `tabletop games` lists them.
        pub(crate) static GAMES: &[&dyn Engine] = &[$(&Entry::<$krate::$game>::NEW),+];
    };
}

/// The other names people use for the games, each with the name it stands
/// for; a name is matched ignoring case, spaces and punctuation
/// ([`crate::find`]), so "Seoul Journey" and "seoul_journey" need no line.
pub(crate) static ALIASES: &[(&str, &str)] = &[
    ("seoul", "seoul-journey"),
    ("the traveler", "traveler"),
    ("trailblazers travel edition", "trailblazers"),
];

register! {
    traveluencer_rules::Traveluencer [research],
    traveler_rules::Traveler [research],
    trailblazers_rules::Trailblazers => listed by crate::legal::trailblazers [research],
    seoul_rules::Seoul [research],
}
