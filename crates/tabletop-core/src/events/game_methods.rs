//! The [`Game`](crate::Game) methods an event-driven game takes from its
//! [`Events`](crate::Events) implementation:
//! [`game_methods_from_events!`](crate::game_methods_from_events).

/// Writes, inside `impl Game for G` of a game that implements
/// [`Events`](crate::Events), the four [`Game`](crate::Game) methods that
/// every such game answers the same way:
///
/// - `validate`: [`events::validate`](crate::events::validate) (the seat
///   and turn refusals, then `check_action`);
/// - `apply_mut`: [`events::apply`](crate::events::apply) with no events
///   kept (checked, then `perform`);
/// - `apply_unchecked`: `perform` with no events kept (debug builds
///   validate first);
/// - `narrate`: [`events::narrate`](crate::events::narrate) (the events of
///   the action, told to the audience).
///
/// The rest of the `Game` implementation stays the game's own:
///
/// ```ignore
/// impl Game for Traveler {
///     type Config = TravelerConfig;
///     // …
///     tabletop_core::game_methods_from_events!();
///     // …
/// }
/// ```
#[macro_export]
macro_rules! game_methods_from_events {
    () => {
        fn validate(
            &self,
            seat: $crate::Seat,
            action: &Self::Action,
        ) -> ::std::result::Result<(), Self::Violation> {
            $crate::events::validate(self, seat, action)
        }

        fn apply_mut(
            &mut self,
            seat: $crate::Seat,
            action: &Self::Action,
        ) -> ::std::result::Result<(), Self::Violation> {
            $crate::events::apply(self, seat, action, &mut $crate::NoEvents)
        }

        fn apply_unchecked(&mut self, seat: $crate::Seat, action: &Self::Action) {
            debug_assert!(
                $crate::events::validate(self, seat, action).is_ok(),
                "{action} is not legal"
            );
            <Self as $crate::Events>::perform(self, seat, action, &mut $crate::NoEvents);
        }

        fn narrate(
            &self,
            before: &Self,
            seat: $crate::Seat,
            action: &Self::Action,
            audience: $crate::Audience,
        ) -> ::std::vec::Vec<::std::string::String> {
            $crate::events::narrate(before, seat, action, audience)
        }
    };
}
