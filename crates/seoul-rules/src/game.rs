//! The `Game` and `Audit` implementations: the trait surface of the engine.

use crate::action::Action;
use crate::action::ENCODING;
use crate::config::SeoulConfig;
use crate::error::Violation;
use crate::event::SeoulEvent;
use crate::rule;
use crate::state::Seoul;
use crate::view::SeoulView;
use tabletop_core::deck::CardText;
use tabletop_core::events::{self, EventSink, Events, TurnRules};
use tabletop_core::{
    Audience, Audit, ConfigError, Game, GameRng, Outcome, ParseActionError, Seat, ToAct,
};

impl Game for Seoul {
    type Config = SeoulConfig;
    type Action = Action;
    type Violation = Violation;
    type View = SeoulView;

    const NAME: &'static str = "seoul-journey";
    const RULES_VERSION: &'static str = "seoul-journey-1";

    fn setup(config: SeoulConfig, seed: u64) -> Result<Self, ConfigError> {
        Seoul::new_game(config, seed)
    }

    fn config(&self) -> &SeoulConfig {
        &self.config
    }

    fn to_act(&self) -> ToAct {
        self.who_acts()
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        self.push_legal(seat, out);
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

    fn view(&self, seat: Seat) -> SeoulView {
        self.make_view(Some(seat))
    }

    fn public_view(&self) -> SeoulView {
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

    fn parse_action(&self, text: &str) -> Result<Action, crate::action::ParseError> {
        Action::parse_with(text, self.catalogue())
    }

    fn describe_setup(&self, audience: Audience) -> Vec<String> {
        let mut told = Vec::new();
        self.setup_events(&mut told);
        events::narrate_events(self, self, &told, audience)
    }

    fn drawings(&self) -> Vec<tabletop_core::Drawing> {
        self.tableau_drawings()
    }
}

impl Events for Seoul {
    type Event = SeoulEvent;

    fn turn_rules(&self) -> TurnRules {
        TurnRules {
            seats: rule::PLAYERS,
            game_over: rule::JOURNEY_END,
            turn: rule::CLOCKWISE_TURNS,
        }
    }

    fn check_action(&self, seat: Seat, action: &Action) -> Result<(), Violation> {
        self.check(seat, action)
    }

    fn perform<S: EventSink<SeoulEvent>>(&mut self, seat: Seat, action: &Action, events: &mut S) {
        self.perform_action(seat, *action, events);
    }

    fn setup_events(&self, out: &mut Vec<SeoulEvent>) {
        out.push(SeoulEvent::JourneyStarted {
            players: u8::try_from(self.players()).unwrap_or(u8::MAX),
            days: self.config.days(),
        });
        self.day_events(out);
    }

    fn narrate_event(
        &self,
        _before: &Self,
        event: &SeoulEvent,
        _audience: Audience,
        out: &mut Vec<String>,
    ) {
        self.tell(event, out);
    }
}

impl Audit for Seoul {
    fn check_invariants(&self) -> Result<(), crate::audit::Broken> {
        self.consistency()
    }
}
