#![doc = include_str!("../README.md")]
//!
//! ## Cards as text
//! A Post card is its type letter and value: `F4` (Food 4), `S2` (Scenery 2),
//! `A9` (Architecture 9). The Stamp is `0`, the Souvenir `00` (`stamp` and
//! `souvenir` are read too). A set of cards joins groups with `+`:
//! `F149+0+0+00` is Food 1, 4, 9, two Stamps and a Souvenir — view count
//! 1,490,000. Positions and actions use this text.
//!
//! ## Actions
//! `pass F4`, `post F149+0+0+00`, `modify F9`, `decline`, `flight F4`,
//! `discard F4`, `swap 5 F4`, `give F4 to 2` (see [`Action`]). In the
//! two-player game a post names where each card comes from: groups taken
//! from the face-up display carry a `*`, as in `post F14+F9*` (L95; see
//! [`Play`]).

// Per-seat arrays are indexed by seat number throughout; index loops read
// closer to the rulebook than zipped iterators.
#![allow(clippy::needless_range_loop)]

mod action;
mod apply;
mod audit;
mod bot;
pub mod cards;
pub mod catalogue;
mod config;
pub mod encoding;
mod error;
pub mod event;
mod legal;
mod narrate;
mod narrate_table;
mod play;
pub mod position;
mod random_action;
mod recall;
pub mod research;
mod rule;
mod setup;
mod state;
mod trick;
mod unexpected;
mod view;

pub use action::Action;
pub use bot::{GreedyBot, PlayoutBot};
pub use cards::{Card, Cards, PostType, ViewCount};
pub use catalogue::CardMarks;
pub use config::{EventDeck, EventKind, LastPoster, TraveluencerConfig};
pub use error::Violation;
pub use event::TraveluencerEvent;
pub use play::Play;
pub use recall::Recall;
pub use rule::Rule;
pub use state::{Phase, RoundScore, Traveluencer, TrickRecord};
pub use trick::tokens_for;
pub use view::{Owed, SeatInfo, TraveluencerView};

/// A cap on actions per game for simulators and bots. A game always ends
/// (three rounds of seven tricks, about 120 decisions with four players), so
/// the cap only stops a driver if an engine broke its contract; it is not a
/// rule.
pub const SUGGESTED_ACTION_CAP: u64 = 100_000;

/// The player count of a game set up without one (`tabletop play
/// traveluencer`).
pub const DEFAULT_PLAYERS: usize = 4;

/// The action notation ([`Action::NOTATION`]).
pub const NOTATION: &str = Action::NOTATION;

/// How cards, hands and posts are written, in one line: the legend that
/// `tabletop play` and `tabletop check` print.
pub const NOTATION_LEGEND: &str = "cards: F Food, S Scenery, A Architecture, then their view values (F135 is Food 1, 3 and 5); 0 a Stamp, 00 a Souvenir; + joins them; two players: a * marks cards taken from the face-up display (F9*)";

use tabletop_core::events::{EventSink, Events, NoEvents, TurnRules};
use tabletop_core::{
    Audience, Audit, ConfigError, Game, GameConfig, GameRng, InvariantError, Outcome,
    ParseActionError, Pile, Seat, SeatSet, ToAct,
};

impl Game for Traveluencer {
    type Config = TraveluencerConfig;
    type Action = Action;
    type Violation = Violation;
    type View = TraveluencerView;

    const NAME: &'static str = "traveluencer";
    const RULES_VERSION: &'static str = "traveluencer-2";

    fn setup(config: TraveluencerConfig, seed: u64) -> Result<Self, ConfigError> {
        config.validate()?;
        let mut game = Traveluencer {
            config,
            rng: GameRng::new(seed),
            actions: 0,
            round: 0,
            trick: 0,
            start: Seat(config.first_player),
            hands: [Cards::EMPTY; 4],
            displays: [Cards::EMPTY; 4],
            out: Cards::EMPTY,
            trending: [Card::STAMP; 7],
            revealed: false,
            table: [Cards::EMPTY; 4],
            leader: None,
            last_poster: None,
            order_pos: 0,
            dried: [0; 4],
            stacks: [Cards::EMPTY; 4],
            discard: Cards::EMPTY,
            round_tokens: [0; 4],
            total_tokens: [0; 4],
            tricks_round: [0; 4],
            tricks_total: [0; 4],
            records: [[RoundScore::default(); 4]; 3],
            log: [[None; 7]; 3],
            events: Pile::new(),
            events_revealed: 0,
            phase: Phase::GameOver,
            recall: recall::Recall::default(),
        };
        game.start_round(&mut NoEvents);
        Ok(game)
    }

    fn config(&self) -> &TraveluencerConfig {
        &self.config
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Pass { pending, .. }
            | Phase::Flight { pending, .. }
            | Phase::LostPassport { pending, .. } => ToAct::Simultaneous(pending),
            Phase::Post { seat }
            | Phase::Modify { seat, .. }
            | Phase::WindShift { seat }
            | Phase::Crossover { seat, .. } => ToAct::Seat(seat),
            Phase::GameOver => ToAct::GameOver,
        }
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        self.enumerate(seat, out);
    }

    fn random_legal_action(
        &self,
        seat: Seat,
        rng: &mut GameRng,
        buffer: &mut Vec<Action>,
    ) -> Option<(Action, usize)> {
        self.draw_legal(seat, rng, buffer)
    }

    tabletop_core::game_methods_from_events!();

    fn view(&self, seat: Seat) -> TraveluencerView {
        self.make_view(Some(seat))
    }

    fn public_view(&self) -> TraveluencerView {
        self.make_view(None)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::GameOver {
            return None;
        }
        let n = self.players();
        let scores: Vec<i64> = (0..n).map(|p| self.total_tokens[p] as i64).collect();
        let tricks: Vec<i64> = (0..n).map(|p| self.tricks_total[p] as i64).collect();
        let mut outcome = Outcome::ranked(scores, tricks, "three rounds played");
        for p in 0..n {
            let r = &self.records;
            let seat = Seat(p as u8);
            // Inspiration Dried Up, when every round's trick log says it.
            let dried: Option<u16> = (0..3u8)
                .map(|round| self.dried_up_in_round(round, seat).map(u16::from))
                .sum();
            let dried = match dried {
                Some(d) if d > 0 => format!("; Inspiration Dried Up -{d}"),
                _ => String::new(),
            };
            outcome.breakdown.push(format!(
                "seat {p}: {} (rounds {} + {} + {}; Poor Planning -{}{dried}), {}",
                tabletop_core::words::plural(self.total_tokens[p] as usize, "token"),
                r[0][p].tokens,
                r[1][p].tokens,
                r[2][p].tokens,
                r[0][p].poor_planning as u16
                    + r[1][p].poor_planning as u16
                    + r[2][p].poor_planning as u16,
                tabletop_core::words::plural(self.tricks_total[p] as usize, "trick"),
            ));
        }
        Some(outcome)
    }

    fn actions_taken(&self) -> u64 {
        self.actions
    }

    fn encode_action(&self, action: &Action) -> u128 {
        action.code()
    }

    fn decode_action(&self, code: u128) -> Result<Action, ParseActionError> {
        Action::from_code(code)
            .ok_or_else(|| ParseActionError::unknown_code(code, encoding::ENCODING))
    }

    /// Reads an action as [`Action`]'s `FromStr` does; then, in the
    /// two-player game, a card of a post or a modification written without
    /// its `*` comes from the face-up display when the hand of the seat to
    /// act lacks it and the display holds it ([`Play::infer_display`]).
    fn parse_action(&self, text: &str) -> Result<Action, ParseActionError> {
        let action: Action = text.parse()?;
        let seat = match self.phase {
            Phase::Post { seat } | Phase::Modify { seat, .. } if self.players() == 2 => seat,
            _ => return Ok(action),
        };
        let (hand, display) = (self.hands[seat.index()], self.displays[seat.index()]);
        Ok(match action {
            Action::Post(play) => Action::Post(play.infer_display(hand, display)),
            Action::Modify(play) => Action::Modify(play.infer_display(hand, display)),
            other => other,
        })
    }

    fn describe_setup(&self, audience: Audience) -> Vec<String> {
        self.setup_lines(audience)
    }
}

impl Events for Traveluencer {
    type Event = TraveluencerEvent;

    fn turn_rules(&self) -> TurnRules {
        TurnRules {
            seats: Rule::Seats.citation(),
            game_over: Rule::GameEnd.citation(),
            turn: Rule::TurnOrder.citation(),
        }
    }

    fn check_action(&self, seat: Seat, action: &Action) -> Result<(), Violation> {
        self.check(seat, action)
    }

    fn perform<S: EventSink<TraveluencerEvent>>(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut S,
    ) {
        self.perform_action(seat, action, events);
    }

    /// The current round's start and deal: at setup, the first round's.
    fn setup_events(&self, out: &mut Vec<TraveluencerEvent>) {
        self.tell_deal(self.start_reason(), out);
    }

    fn narrate_event(
        &self,
        _before: &Self,
        event: &TraveluencerEvent,
        audience: Audience,
        out: &mut Vec<String>,
    ) {
        self.event_lines(event, audience, out);
    }
}

impl Audit for Traveluencer {
    fn check_invariants(&self) -> Result<(), InvariantError> {
        self.check_position()?;
        if let Phase::Pass { pending, .. }
        | Phase::Flight { pending, .. }
        | Phase::LostPassport { pending, .. } = self.phase
            && pending.0 & !SeatSet::all(self.players()).0 != 0
        {
            return Err(InvariantError::new(
                "seating",
                "a pending seat is not at the table",
            ));
        }
        Ok(())
    }
}
