//! What happened: the typed events an action produces, who may learn each
//! one, and the one place every game checks whose turn it is.
//!
//! A game implements [`Events`]: one function, [`Events::perform`], changes
//! the state for an action already checked and tells an [`EventSink`] what
//! happened, in order — a card dealt, a trick won and its tokens, a loop
//! closed, a Day scored. Everything else is built on it:
//!
//! - [`Game::apply_mut`] is [`apply`] with [`NoEvents`] (the events are never
//!   built, so the playout loop stays as fast as before), and
//!   [`Game::apply_unchecked`] is `perform` with [`NoEvents`];
//! - [`Events::apply_with_events`] writes them into a caller's buffer;
//! - [`redact`] gives what one [`Audience`] may learn of an event (a secret
//!   pass is "seat 2 passed 3 cards" to the others, the cards to the giver
//!   and the receiver); the conformance kit proves that a seat's events
//!   never depend on what it cannot see;
//! - narration is rendered from the redacted events ([`narrate`]), never by
//!   simulating a rule a second time.
//!
//! The seat and turn refusals every game shares ([`TurnViolation`]) are
//! checked here once ([`check_turn`]), before the game's own checks
//! ([`Events::check_action`]).

mod game_methods;
mod turn;

pub use turn::{TurnRules, TurnViolation, check_turn};

use crate::audience::Audience;
use crate::game::{Game, GameConfig};
use crate::seat::{Seat, SeatSet};
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt::Debug;

/// Who may learn an event as it happened.
///
/// ```
/// use tabletop_core::events::Visibility;
/// use tabletop_core::{Audience, Seat, SeatSet};
///
/// let pass = Visibility::Seats(SeatSet::only(Seat(0)).union(SeatSet::only(Seat(1))));
/// assert!(pass.admits(Audience::Seat(Seat(1))));
/// assert!(!pass.admits(Audience::Seat(Seat(2))));
/// assert!(!pass.admits(Audience::Spectator));
/// assert!(Visibility::Nobody.admits(Audience::Omniscient));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Visibility {
    /// Everyone at the table and every spectator.
    Public,
    /// Only these seats (a hand dealt, a secret choice, cards passed); the
    /// omniscient audience always.
    Seats(SeatSet),
    /// Nobody at the table: only the omniscient audience (the deck's order
    /// after a reshuffle, a card put back face down).
    Nobody,
}

impl Visibility {
    /// Only `seat` (and the omniscient audience).
    #[must_use]
    pub fn only(seat: Seat) -> Self {
        Visibility::Seats(SeatSet::only(seat))
    }

    /// Whether `audience` may learn the event as it happened.
    #[must_use]
    pub fn admits(self, audience: Audience) -> bool {
        match (self, audience) {
            (_, Audience::Omniscient) | (Visibility::Public, _) => true,
            (Visibility::Seats(seats), Audience::Seat(seat)) => seats.contains(seat),
            _ => false,
        }
    }
}

/// One thing that happened in a game: an enum per game, `#[non_exhaustive]`,
/// serialisable, that knows who may learn it.
pub trait GameEvent:
    Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// Who may learn this event as it happened.
    #[must_use]
    fn visibility(&self) -> Visibility;

    /// What everyone else learns instead ("seat 2 passed 3 cards"), or
    /// `None` if they learn nothing. The form returned must be one they
    /// may learn ([`redact`] checks it and drops it otherwise).
    #[must_use]
    fn public_form(&self) -> Option<Self>;
}

/// What `audience` may learn of `event`: the event itself, its public form,
/// or nothing.
#[must_use]
pub fn redact<E: GameEvent>(event: &E, audience: Audience) -> Option<E> {
    if event.visibility().admits(audience) {
        Some(event.clone())
    } else {
        event
            .public_form()
            .filter(|form| form.visibility().admits(audience))
    }
}

/// Appends to `out` what `audience` may learn of each of `events`, in order.
pub fn redact_all<E: GameEvent>(events: &[E], audience: Audience, out: &mut Vec<E>) {
    out.extend(events.iter().filter_map(|e| redact(e, audience)));
}

/// Where [`Events::perform`] tells what happened. An event is built only if
/// the sink keeps it, so a playout that keeps none pays nothing for it.
pub trait EventSink<E> {
    /// Records the event `make` builds, if this sink keeps events.
    fn emit(&mut self, make: impl FnOnce() -> E);
}

impl<E> EventSink<E> for Vec<E> {
    #[inline]
    fn emit(&mut self, make: impl FnOnce() -> E) {
        self.push(make());
    }
}

/// A sink that keeps nothing: [`Game::apply_mut`] and the playout loop.
#[derive(Copy, Clone, Debug, Default)]
pub struct NoEvents;

impl<E> EventSink<E> for NoEvents {
    #[inline(always)]
    fn emit(&mut self, _make: impl FnOnce() -> E) {}
}

/// A game whose actions tell what happened.
///
/// Implement [`perform`](Self::perform), [`check_action`](Self::check_action),
/// [`turn_rules`](Self::turn_rules) and the narration of one event; then
/// write the game's [`Game::validate`], [`Game::apply_mut`] and
/// [`Game::apply_unchecked`] with [`validate`], [`apply`] and `perform` so
/// the turn is checked once, here, for every game.
pub trait Events: Game<Violation: From<TurnViolation>> {
    /// One thing that happened.
    type Event: GameEvent;

    /// The rulebook lines that say who may act (for [`check_turn`]).
    #[must_use]
    fn turn_rules(&self) -> TurnRules;

    /// The game's own checks of `action` by `seat`, after [`check_turn`]
    /// found that `seat` owes a decision now.
    fn check_action(&self, seat: Seat, action: &Self::Action) -> Result<(), Self::Violation>;

    /// Applies `action` by `seat`, already checked (or enumerated by
    /// [`Game::legal_actions`]), telling `events` what happened, in order.
    /// The one function that changes the state.
    fn perform<S: EventSink<Self::Event>>(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        events: &mut S,
    );

    /// What happened at setup (hands dealt, the first cards revealed), in
    /// order, appended to `out`. The default tells nothing.
    fn setup_events(&self, out: &mut Vec<Self::Event>) {
        let _ = out;
    }

    /// Lines a narrator says to `audience` about `event` (already redacted
    /// for it), given the state `before` the action and `self` after it.
    fn narrate_event(
        &self,
        before: &Self,
        event: &Self::Event,
        audience: Audience,
        out: &mut Vec<String>,
    );

    /// Checks, applies `action` and appends its events to `out`. On error
    /// the state is left exactly as it was and nothing is appended.
    fn apply_with_events(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        out: &mut Vec<Self::Event>,
    ) -> Result<(), Self::Violation> {
        apply(self, seat, action, out)
    }
}

/// The check every game's [`Game::validate`] is: the turn once
/// ([`check_turn`]), then the game's own rules.
pub fn validate<G: Events>(state: &G, seat: Seat, action: &G::Action) -> Result<(), G::Violation> {
    check_turn(
        state.to_act(),
        state.config().players(),
        seat,
        state.turn_rules(),
    )?;
    state.check_action(seat, action)
}

/// The apply every game's [`Game::apply_mut`] is: [`validate`], then
/// [`Events::perform`] telling `events`.
pub fn apply<G: Events, S: EventSink<G::Event>>(
    state: &mut G,
    seat: Seat,
    action: &G::Action,
    events: &mut S,
) -> Result<(), G::Violation> {
    validate(state, seat, action)?;
    state.perform(seat, action, events);
    Ok(())
}

/// Narration built on events: what `audience` is told about `action` by
/// `seat` from `before`, one event at a time. An illegal action tells
/// nothing.
#[must_use]
pub fn narrate<G: Events>(
    before: &G,
    seat: Seat,
    action: &G::Action,
    audience: Audience,
) -> Vec<String> {
    let mut after = before.clone();
    let mut events = Vec::new();
    if after.apply_with_events(seat, action, &mut events).is_err() {
        return Vec::new();
    }
    narrate_events(before, &after, &events, audience)
}

/// The lines `audience` is told about `events`, which took `before` to
/// `after`.
#[must_use]
pub fn narrate_events<G: Events>(
    before: &G,
    after: &G,
    events: &[G::Event],
    audience: Audience,
) -> Vec<String> {
    let mut lines = Vec::new();
    for event in events.iter().filter_map(|e| redact(e, audience)) {
        after.narrate_event(before, &event, audience, &mut lines);
    }
    lines
}
