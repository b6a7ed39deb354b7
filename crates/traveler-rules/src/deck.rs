//! The deck and the Shelf (L12, L14, L22, TR-10, TR-25): drawing, the
//! reshuffle of the Shelf into an empty deck, the run-outs and Last call.

use crate::cards::CardId;
use crate::config::{LastCall, Reshuffle};
use crate::event::TravelerEvent;
use crate::state::Traveler;
use tabletop_core::Seat;
use tabletop_core::events::EventSink;

impl Traveler {
    /// Whether a card can come from the deck now (it holds cards, or the
    /// Shelf has cards under its top to shuffle in; TR-10).
    #[inline]
    pub fn deck_available(&self) -> bool {
        !self.deck.is_empty() || self.shelf.len() >= 2
    }

    /// Whether nothing is left to take: no card can come from the deck and
    /// the Shelf is empty (TR-10 c, Last call).
    #[inline]
    pub(crate) fn nothing_to_take(&self) -> bool {
        !self.deck_available() && self.shelf.is_empty()
    }

    /// `seat` takes the deck's top card (a cut if `cut`), the Shelf shuffled
    /// in first if the deck is empty (TR-10). Counts run-outs: the second
    /// is Last call. Returns whether a card was drawn.
    pub(crate) fn draw_deck<S: EventSink<TravelerEvent>>(
        &mut self,
        seat: Seat,
        cut: bool,
        events: &mut S,
    ) -> bool {
        if self.deck.is_empty() {
            self.reshuffle(events);
        }
        let Some(card) = self.deck.draw() else {
            return false;
        };
        self.hands[seat.index()].insert(card);
        events.emit(|| {
            let card = Some(self.card_name(card));
            if cut {
                TravelerEvent::Cut { seat, card }
            } else {
                TravelerEvent::TookFromDeck { seat, card }
            }
        });
        if self.deck.is_empty() {
            self.run_outs = self.run_outs.saturating_add(1).min(2);
            let times = self.run_outs;
            events.emit(|| TravelerEvent::DeckRanOut { times });
            if self.config.reshuffle == Reshuffle::Eager {
                self.reshuffle(events);
            }
            if self.run_outs >= 2 {
                self.call_last(events);
            }
            self.note_empty_table(events);
        }
        true
    }

    /// "Deck and Shelf both empty? Last call." (L22, TR-25).
    pub(crate) fn note_empty_table<S: EventSink<TravelerEvent>>(&mut self, events: &mut S) {
        if self.config.last_call == LastCall::BothEmpty
            && self.deck.is_empty()
            && self.shelf.is_empty()
        {
            self.call_last(events);
        }
    }

    /// Last call (L16): the game ends at the end of this round.
    pub(crate) fn call_last<S: EventSink<TravelerEvent>>(&mut self, events: &mut S) {
        if !self.last_call {
            self.last_call = true;
            events.emit(|| TravelerEvent::LastCall);
        }
    }

    /// Shuffles every Shelf card but the top into the (empty) deck (L14).
    fn reshuffle<S: EventSink<TravelerEvent>>(&mut self, events: &mut S) {
        if !self.deck.is_empty() || self.shelf.len() < 2 {
            return;
        }
        let Some(top) = self.shelf.draw() else {
            return;
        };
        self.reshuffles = self.reshuffles.saturating_add(1);
        for &card in self.shelf.as_slice() {
            let _ = self.deck.push(card);
            if let Some(deck) = self.deck_of.get_mut(usize::from(card)) {
                *deck = self.reshuffles;
            }
        }
        self.shelf.clear();
        let _ = self.shelf.push(top);
        self.deck.shuffle(&mut self.rng);
        events.emit(|| TravelerEvent::Reshuffled {
            cards: self.deck.len(),
        });
    }

    /// Puts a card from `seat`'s hand on top of the Shelf; with the eager
    /// reshuffle, an empty deck takes the Shelf's cards under the top at once
    /// (L14, TR-10).
    pub(crate) fn shelve_card<S: EventSink<TravelerEvent>>(
        &mut self,
        seat: Seat,
        card: CardId,
        events: &mut S,
    ) {
        self.play_from_hand(seat, card);
        let _ = self.shelf.push(card);
        // The reshuffle's own first check, made here so that the common
        // case (cards left in the deck) costs no call.
        if self.config.reshuffle == Reshuffle::Eager && self.deck.is_empty() {
            self.reshuffle(events);
        }
    }
}
