//! The `Game` and `Audit` implementations: the trait surface of the engine.

use crate::cards::GoalKind;
use crate::config::TrailblazersConfig;
use crate::error::Violation;
use crate::event::{TrailblazersEvent, numbers};
use crate::park::Placement;
use crate::rule::Rule;
use crate::state::Trailblazers;
use crate::view::TrailblazersView;
use tabletop_core::events::{EventSink, Events, TurnRules};
use tabletop_core::{
    Audience, Audit, ConfigError, Drawing, Game, GameRng, InvariantError, Outcome,
    ParseActionError, Seat, ToAct,
};

impl Game for Trailblazers {
    type Config = TrailblazersConfig;
    type Action = Placement;
    type Violation = Violation;
    type View = TrailblazersView;

    const NAME: &'static str = "trailblazers";
    const RULES_VERSION: &'static str = "trailblazers-2";

    fn setup(config: TrailblazersConfig, seed: u64) -> Result<Self, ConfigError> {
        Trailblazers::new_game(config, seed)
    }

    fn config(&self) -> &TrailblazersConfig {
        &self.config
    }

    fn to_act(&self) -> ToAct {
        self.who_acts()
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Placement>) {
        self.push_legal(seat, out);
    }

    fn random_legal_action(
        &self,
        seat: Seat,
        rng: &mut GameRng,
        buffer: &mut Vec<Placement>,
    ) -> Option<(Placement, usize)> {
        self.draw_legal(seat, rng, buffer)
    }

    tabletop_core::game_methods_from_events!();

    fn view(&self, seat: Seat) -> TrailblazersView {
        self.make_view(Some(seat))
    }

    fn public_view(&self) -> TrailblazersView {
        self.make_view(None)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.final_outcome()
    }

    fn actions_taken(&self) -> u64 {
        self.actions
    }

    fn encode_action(&self, action: &Placement) -> u128 {
        crate::action::encode(action)
    }

    fn decode_action(&self, code: u128) -> Result<Placement, ParseActionError> {
        crate::action::decode(code)
    }

    fn parse_action(&self, text: &str) -> Result<Placement, ParseActionError> {
        text.parse()
    }

    fn describe_setup(&self, audience: Audience) -> Vec<String> {
        self.setup_lines(audience)
    }

    fn drawings(&self) -> Vec<Drawing> {
        self.seating
            .seats()
            .map(|s| {
                let mut text = self.park_map(s);
                text.push_str(&self.explain_score(s));
                text.push('\n');
                for l in self.explain_loops(s) {
                    text.push_str(&format!("  {l}\n"));
                }
                text.push_str(&format!("legend: {}\n", crate::map::LEGEND));
                Drawing::new(
                    format!("{}-seat-{}", Self::NAME, s.0),
                    format!("{s}'s park"),
                    text,
                    self.park_svg(s),
                )
            })
            .collect()
    }
}

impl Events for Trailblazers {
    type Event = TrailblazersEvent;

    fn turn_rules(&self) -> TurnRules {
        TurnRules {
            seats: Rule::Players.text(),
            game_over: Rule::EndGame.text(),
            turn: Rule::Simultaneous.text(),
        }
    }

    fn check_action(&self, seat: Seat, action: &Placement) -> Result<(), Violation> {
        self.check(seat, action)
    }

    fn perform<S: EventSink<TrailblazersEvent>>(
        &mut self,
        seat: Seat,
        action: &Placement,
        events: &mut S,
    ) {
        self.lay(seat, *action, events);
    }

    fn setup_events(&self, out: &mut Vec<TrailblazersEvent>) {
        let keys = |kind| self.goals(kind).map(|g| g.key.clone()).collect();
        out.push(TrailblazersEvent::GoalsRevealed {
            in_game: keys(GoalKind::InGame),
            end_game: keys(GoalKind::EndGame),
        });
        for seat in self.seating.seats() {
            out.push(TrailblazersEvent::Dealt {
                seat,
                cards: numbers(self.hand(seat)),
            });
        }
    }

    fn narrate_event(
        &self,
        _before: &Self,
        event: &TrailblazersEvent,
        audience: Audience,
        out: &mut Vec<String>,
    ) {
        self.narrate_one(event, audience, out);
    }
}

impl Audit for Trailblazers {
    fn check_invariants(&self) -> Result<(), InvariantError> {
        self.consistency()
    }
}
