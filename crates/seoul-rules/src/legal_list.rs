//! Every legal action of a seat, written out in the order the random draw
//! ([`crate::random_action`]) counts them: the listing form of the rules
//! [`Seoul::check`] enforces (`crate::legal`), which the property tests
//! prove equal to it.

use crate::action::Action;
use crate::cards::Kind;
use crate::catalogue::CardId;
use crate::colour::Mode;
use crate::state::{Phase, SPACES, Seoul};
use tabletop_core::{CardSet, Seat};

/// Where listing the legal actions puts them: a list of actions, or (for
/// the research surface) their ids.
pub(crate) trait ActionSink {
    /// Adds `action`.
    fn push(&mut self, action: Action);
    /// How many actions were added.
    fn len(&self) -> usize;
}

impl ActionSink for Vec<Action> {
    #[inline]
    fn push(&mut self, action: Action) {
        Vec::push(self, action);
    }
    #[inline]
    fn len(&self) -> usize {
        Vec::len(self)
    }
}

impl Seoul {
    /// Appends every card of `from` that `seat` may play, as `make(card,
    /// mode)`.
    fn push_plays(
        &self,
        seat: Seat,
        from: CardSet,
        payers: CardSet,
        make: fn(CardId, Option<Mode>) -> Action,
        out: &mut impl ActionSink,
    ) {
        self.each_play(seat, from, payers, |card, mode| {
            out.push(make(card, mode));
            false
        });
    }

    /// Appends every card `seat` may Book from its hand (L45; an Encore).
    fn push_books(&self, seat: Seat, out: &mut impl ActionSink) {
        let hand = self.hands[seat.index()];
        self.push_plays(
            seat,
            hand,
            hand,
            |card, mode| Action::Book { card, mode },
            out,
        );
    }
    /// Appends every legal action of `seat` to `out`.
    pub(crate) fn push_legal<S: ActionSink>(&self, seat: Seat, out: &mut S) {
        if !self.seating.contains(seat) || seat != self.active {
            return;
        }
        let i = seat.index();
        let hand = self.hands[i];
        let awaken = |out: &mut S| {
            for guardian in self.awakenable(seat) {
                out.push(Action::Awaken { guardian });
            }
        };
        match self.phase {
            Phase::Main => {
                if self.nightlife_refusal(i).is_none() {
                    out.push(Action::Nightlife);
                }
                awaken(out);
                let before = out.len();
                self.push_books(seat, out);
                let full = !self.empty_spaces();
                for space in 0..SPACES as u8 {
                    if full & (1 << space) != 0 {
                        out.push(Action::Experience { space });
                    }
                }
                if out.len() == before {
                    out.push(Action::Pass);
                }
            }
            Phase::Choose { .. } => {
                awaken(out);
                let before = out.len();
                let payers = self.taken.union(hand);
                self.push_plays(
                    seat,
                    self.taken,
                    payers,
                    |card, mode| Action::Play { card, mode },
                    out,
                );
                if out.len() == before {
                    out.push(Action::Keep);
                }
            }
            Phase::Pay { exclude, .. } => {
                let mut spaces = [0u8; SPACES];
                let mut n = 0;
                for space in 0..SPACES as u8 {
                    if Some(space) != exclude {
                        spaces[n] = space;
                        n += 1;
                    }
                }
                for card in hand {
                    for &space in &spaces[..n] {
                        out.push(Action::Pay { card, space });
                    }
                }
            }
            Phase::Link { modes } => {
                let t = &self.tableaux[i];
                let delights = hand.intersection(self.catalogue().of_kind(Kind::Delight));
                for card in delights {
                    for mode in Mode::BOTH {
                        if !modes.allows(mode) {
                            continue;
                        }
                        for h in 0..t.highlights.len() {
                            if t.has_room(h, mode) {
                                out.push(Action::Link {
                                    card,
                                    mode,
                                    highlight: h as u8,
                                });
                            }
                        }
                    }
                }
                out.push(Action::Skip);
            }
            Phase::Scout => {
                for card in self.face_up() {
                    out.push(Action::Scout { card });
                }
                out.push(Action::Skip);
            }
            Phase::Encore => {
                self.push_books(seat, out);
                out.push(Action::Skip);
            }
            Phase::Refill { filled, .. } => {
                awaken(out);
                let spaces = self.refill_spaces(filled);
                for space in 0..SPACES as u8 {
                    if spaces & (1 << space) != 0 {
                        out.push(Action::Refill { space });
                    }
                }
            }
            Phase::End => {
                awaken(out);
                out.push(Action::End);
            }
            Phase::Over => {}
        }
    }
}
