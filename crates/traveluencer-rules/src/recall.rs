//! The record of a game's history that the zones of the table no longer
//! show: every post of every trick, the cards that changed hands privately
//! (the round-start passes and the events), the topics as they stood, and
//! what each player still held at each round's end. It is what a seat's
//! information state ([`crate::research`]) recalls, and what resampling a
//! seat's hidden information must stay consistent with.
//!
//! Fixed-size arrays, written as the game goes: recording never allocates.
//! A position written by hand may leave the record out: it then starts
//! empty, and an information state recalls only what the position shows.

use crate::cards::{Card, Cards};
use crate::config::EventKind;
use serde::{Deserialize, Serialize};
use tabletop_core::Seat;

/// Exchanges per round: the round-start pass (slot 0), then the events
/// revealed before tricks 2, 4 and 6 (slots 1 to 3).
pub const SLOTS: usize = 4;

/// The history of a game beyond what the zones show: every post of every
/// trick, the cards that changed hands privately, the topics as they lay,
/// and what each player kept at each round's end — what a seat's
/// information state recalls ([`crate::research`]). Written as the game
/// goes, into fixed arrays; empty for a position written by hand. Seats,
/// rounds and tricks are numbered from 0 here.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Recall {
    /// Each seat's post (all its cards, modifications included), per round
    /// and trick.
    pub posts: [[[Cards; 4]; 7]; 3],
    /// Two players: the part of each post taken from the face-up display.
    pub shown: [[[Cards; 2]; 7]; 3],
    /// Two players: the cards each seat added by modifying its post.
    pub added: [[[Cards; 2]; 7]; 3],
    /// Per round and exchange slot, the cards that left each seat's hand
    /// privately: passed left, given, stolen, discarded by Lost Passport,
    /// or (Wind Shift, in public) put on a topic space.
    pub sent: [[[Cards; 4]; SLOTS]; 3],
    /// Per round and exchange slot, the cards that entered each seat's
    /// hand: received from the right, drawn, given, or (Wind Shift) the
    /// topic taken.
    pub got: [[[Cards; 4]; SLOTS]; 3],
    /// Per round, the event of each slot (slot 0 is the pass: none).
    pub events: [[Option<EventKind>; SLOTS]; 3],
    /// Per round and slot, the player the event picked (Wind Shift,
    /// Crossover).
    pub actor: [[Option<Seat>; SLOTS]; 3],
    /// Per round, the topics as they lay when turned face up (stage 0) and
    /// after each event slot (stages 1 to 3).
    pub topics: [[Option<[Card; 7]>; SLOTS]; 3],
    /// Per round, the cards each seat still held in its hand at the end
    /// (Poor Planning).
    pub kept: [[Cards; 4]; 3],
    /// Two players: per round, the cards left in each face-up display at
    /// the end.
    pub kept_shown: [[Cards; 2]; 3],
}

impl Recall {
    /// Whether nothing is recorded (a game not yet past its first passes,
    /// or a position written without history).
    pub fn is_empty(&self) -> bool {
        *self == Recall::default()
    }

    /// Records that `cards` left `from`'s hand for `to`'s (`None`: from or
    /// to the discard pile or a topic space).
    pub(crate) fn moved(
        &mut self,
        round: u8,
        slot: usize,
        from: Option<Seat>,
        to: Option<Seat>,
        cards: Cards,
    ) {
        let (r, s) = (round as usize % 3, slot % SLOTS);
        if let Some(from) = from {
            let f = &mut self.sent[r][s][from.index() % 4];
            *f = f.plus(cards);
        }
        if let Some(to) = to {
            let g = &mut self.got[r][s][to.index() % 4];
            *g = g.plus(cards);
        }
    }

    /// Clears what a round records, for a round about to be dealt.
    pub(crate) fn clear_round(&mut self, round: u8) {
        let r = round as usize % 3;
        self.posts[r] = Default::default();
        self.shown[r] = Default::default();
        self.added[r] = Default::default();
        self.sent[r] = Default::default();
        self.got[r] = Default::default();
        self.events[r] = Default::default();
        self.actor[r] = Default::default();
        self.topics[r] = Default::default();
        self.kept[r] = Default::default();
        self.kept_shown[r] = Default::default();
    }

    /// Checks what loading cannot leave unchecked: every seat named is at a
    /// table of `players`, and nothing is recorded for a seat that is not.
    pub(crate) fn check(&self, players: usize) -> Result<(), String> {
        let absent = |cards: &[Cards]| cards.iter().skip(players).any(|c| !c.is_empty());
        let seats_ok = self.posts.iter().flatten().all(|t| !absent(t))
            && self.sent.iter().flatten().all(|t| !absent(t))
            && self.got.iter().flatten().all(|t| !absent(t))
            && self.kept.iter().all(|t| !absent(t))
            && self
                .actor
                .iter()
                .flatten()
                .flatten()
                .all(|s| s.index() < players);
        let two = players == 2
            || (self.shown.iter().flatten().flatten())
                .chain(self.added.iter().flatten().flatten())
                .chain(self.kept_shown.iter().flatten())
                .all(|c| c.is_empty());
        if seats_ok && two {
            Ok(())
        } else {
            Err("the history names a seat that is not at the table".into())
        }
    }
}
