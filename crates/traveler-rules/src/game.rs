//! The `Game`, `Events` and `Audit` implementations: the trait surface of the engine.

use crate::action::Action;
use crate::config::TravelerConfig;
use crate::encoding::ENCODING;
use crate::error::Violation;
use crate::event::TravelerEvent;
use crate::state::Traveler;
use crate::view::TravelerView;
use tabletop_core::deck::CardText;
use tabletop_core::events::{EventSink, Events, TurnRules};
use tabletop_core::{
    Audience, Audit, ConfigError, Game, GameRng, InvariantError, Outcome, ParseActionError, Seat,
    ToAct,
};

impl Game for Traveler {
    type Config = TravelerConfig;
    type Action = Action;
    type Violation = Violation;
    type View = TravelerView;

    const NAME: &'static str = "traveler";
    const RULES_VERSION: &'static str = "traveler-2";

    fn setup(config: TravelerConfig, seed: u64) -> Result<Self, ConfigError> {
        Traveler::new_game(config, seed)
    }

    fn config(&self) -> &TravelerConfig {
        &self.config
    }

    #[inline]
    fn to_act(&self) -> ToAct {
        self.who_acts()
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        self.push_legal(seat, out);
    }

    // Always inlined: with a plain `#[inline]` the playout loop of the
    // `tabletop` binary kept the draw a call (docs/benchmarks.md).
    #[inline(always)]
    fn random_legal_action(
        &self,
        seat: Seat,
        rng: &mut GameRng,
        _buffer: &mut Vec<Action>,
    ) -> Option<(Action, usize)> {
        self.draw_legal(seat, rng)
    }

    tabletop_core::game_methods_from_events!();

    fn view(&self, seat: Seat) -> TravelerView {
        self.make_view(Some(seat))
    }

    fn public_view(&self) -> TravelerView {
        self.make_view(None)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.final_outcome()
    }

    fn actions_taken(&self) -> u64 {
        self.actions
    }

    fn encode_action(&self, action: &Action) -> u128 {
        action.code()
    }

    fn decode_action(&self, code: u128) -> Result<Action, ParseActionError> {
        Action::from_code(code).ok_or_else(|| ParseActionError::unknown_code(code, ENCODING))
    }

    fn action_text(&self, action: &Action) -> String {
        action.text_with(self.catalogue()).to_string()
    }

    fn parse_action(&self, text: &str) -> Result<Action, ParseActionError> {
        Action::parse_with(text, self.catalogue())
    }

    fn describe_setup(&self, audience: Audience) -> Vec<String> {
        self.setup_lines(audience)
    }
}

impl Events for Traveler {
    type Event = TravelerEvent;

    fn turn_rules(&self) -> TurnRules {
        Traveler::turn_rules(self)
    }

    fn check_action(&self, seat: Seat, action: &Action) -> Result<(), Violation> {
        self.check(seat, action)
    }

    #[inline]
    fn perform<S: EventSink<TravelerEvent>>(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut S,
    ) {
        self.act(seat, *action, events);
    }

    fn setup_events(&self, out: &mut Vec<TravelerEvent>) {
        Traveler::setup_events(self, out);
    }

    fn narrate_event(
        &self,
        before: &Self,
        event: &TravelerEvent,
        _audience: Audience,
        out: &mut Vec<String>,
    ) {
        self.event_lines(before, event, out);
    }
}

impl Audit for Traveler {
    fn check_invariants(&self) -> Result<(), InvariantError> {
        self.consistency()
    }
}
