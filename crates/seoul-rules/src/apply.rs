//! The effects of each action, with the automatic consequences they
//! trigger (paying, placing a card, its Immediate Effect or Shopping bonus,
//! the 9-card trigger and the Nightlife token, refilling the City, the end
//! of a turn). Actions reach [`Seoul::perform`] only after [`Seoul::check`]
//! accepted them, so nothing here can fail half-way. Every move tells the
//! event sink what happened as it happens ([`SeoulEvent`]); the record of
//! what the table knows of each hand ([`crate::Knowledge`]) is kept by the
//! same moves.

use crate::action::Action;
use crate::cards::{Effect, Kind};
use crate::catalogue::CardId;
use crate::colour::{Mode, Modes};
use crate::config::Nightlife;
use crate::event::{Offer, Place, SeoulEvent as E, Source, Token};
use crate::state::{After, NIGHTLIFE_DRAW, NO_CARD, Phase, SPACES, Seoul};
use tabletop_core::events::EventSink;
use tabletop_core::{CardSet, Seat};

/// The Shopping cards of one type whose play gives a free link (L33).
const BONUS_AT: [usize; 2] = [2, 5];

impl Seoul {
    /// Applies an action that [`Seoul::check`] accepted, telling `ev` what
    /// happened: the one function that changes the state.
    pub(crate) fn perform_action<S: EventSink<E>>(
        &mut self,
        seat: Seat,
        action: Action,
        ev: &mut S,
    ) {
        let i = seat.index();
        self.actions = self.actions.saturating_add(1);
        // SJ-36: the turn is still at its start after a Nightlife token,
        // unless the flag allows one a turn.
        self.fresh = self.fresh
            && action == Action::Nightlife
            && self.config.nightlife() == Nightlife::AnyNumber;
        match action {
            Action::Nightlife => {
                self.nightlife[i] = self.nightlife[i].saturating_sub(1);
                ev.emit(|| E::NightlifeSpent { seat });
                self.draw(seat, NIGHTLIFE_DRAW, ev);
            }
            Action::Awaken { guardian } => self.awaken(seat, guardian, ev),
            Action::Book { card, mode } => {
                self.leave_hand(i, card);
                ev.emit(|| E::Booked { seat, card, mode });
                self.after = if self.phase == Phase::Encore {
                    After::Resume
                } else {
                    After::End
                };
                self.begin_play(seat, card, mode, None, ev);
            }
            Action::Experience { space } => {
                let s = usize::from(space);
                let pile = self.city[s];
                ev.emit(|| E::Experienced {
                    seat,
                    space,
                    pile: pile.iter().collect(),
                });
                self.taken = pile;
                self.revealed = pile;
                self.face_down = self.face_down.difference(pile);
                self.city[s] = CardSet::EMPTY;
                self.empty |= 1 << s;
                self.phase = Phase::Choose { space };
                self.settle_choose(ev);
            }
            Action::Play { card, mode } => {
                let exclude = match self.phase {
                    Phase::Choose { space } => Some(space),
                    _ => None,
                };
                // The rest of the pile joins the hand (L50); the cost may be
                // paid from either (L50), so from the hand as it now is.
                self.taken.remove(card);
                let rest = self.taken;
                ev.emit(|| E::PlayedFromPile {
                    seat,
                    card,
                    mode,
                    rest: rest.iter().collect(),
                });
                self.join_from_pile(i);
                self.after = After::Refill;
                self.begin_play(seat, card, mode, exclude, ev);
            }
            Action::Keep => self.keep_pile(seat, false, ev),
            Action::Pay { card, space } => {
                self.leave_hand(i, card);
                self.fill(usize::from(space), card);
                ev.emit(|| E::Paid { seat, card, space });
                if let Phase::Pay {
                    card: played, mode, ..
                } = self.phase
                {
                    self.place(seat, played, mode, false, ev);
                }
            }
            Action::Refill { space } => {
                self.place_refill(usize::from(space), ev);
                self.settle_refill(ev);
            }
            Action::Link {
                card,
                mode,
                highlight,
            } => {
                self.leave_hand(i, card);
                let h = usize::from(highlight);
                let under = self.tableaux[i]
                    .highlights()
                    .get(h)
                    .copied()
                    .unwrap_or(NO_CARD);
                ev.emit(|| E::Linked {
                    seat,
                    card,
                    mode,
                    under,
                });
                self.link(seat, card, mode, h, ev);
                self.finish_chain(ev);
            }
            Action::Scout { card } => {
                for pile in &mut self.city {
                    pile.remove(card);
                }
                self.empty = crate::legal::empty_of(&self.city);
                self.hands[i].insert(card);
                self.knowledge
                    .seen_joining(i, CardSet::checked_single(card).unwrap_or_default());
                ev.emit(|| E::Scouted { seat, card });
                self.finish_chain(ev);
            }
            Action::Skip => {
                ev.emit(|| E::Skipped { seat });
                self.finish_chain(ev);
            }
            Action::End => {
                ev.emit(|| E::Ended { seat });
                self.end_turn(ev);
            }
            Action::Pass => {
                ev.emit(|| E::Passed { seat });
                self.enter_end(ev);
            }
        }
    }

    /// `card` goes into City space `space` (below 5).
    #[inline]
    fn fill(&mut self, space: usize, card: CardId) {
        self.city[space].insert(card);
        self.empty &= !(1 << space);
    }

    /// `card` leaves hand `i` face up (a Book, a discard, a free link).
    fn leave_hand(&mut self, i: usize, card: CardId) {
        self.hands[i].remove(card);
        let kind = self.config.catalogue().kind(card);
        self.knowledge.left(i, card, kind);
    }

    /// The cards of the pile taken join hand `i`, in view of all (L50).
    fn join_from_pile(&mut self, i: usize) {
        self.hands[i] = self.hands[i].union(self.taken);
        self.knowledge.seen_joining(i, self.taken);
        self.taken = CardSet::EMPTY;
    }

    /// The whole pile taken joins the hand: nothing in it can be played
    /// (SJ-13); then the refill.
    fn keep_pile<S: EventSink<E>>(&mut self, seat: Seat, forced: bool, ev: &mut S) {
        let cards = self.taken;
        ev.emit(|| E::PileKept {
            seat,
            cards: cards.iter().collect(),
            forced,
        });
        self.join_from_pile(seat.index());
        self.start_refill(ev);
    }

    /// Draws up to `n` cards from the deck into `seat`'s hand (SJ-26: as
    /// many as it has).
    pub(crate) fn draw<S: EventSink<E>>(&mut self, seat: Seat, n: usize, ev: &mut S) {
        let i = seat.index();
        let was = self.hands[i];
        for k in 0..n {
            if let Some(card) = self.deck.draw() {
                self.hands[i].insert(card);
                if k == 0 {
                    let kind = self.config.catalogue().kind(card);
                    self.knowledge.drew(i, kind);
                }
            }
        }
        let drawn = self.hands[i].difference(was);
        ev.emit(|| E::Drew {
            seat,
            cards: drawn.iter().collect(),
        });
    }

    /// A card leaves the hand (or pile) to be played: free Delights go
    /// straight in (L29); everything else waits for its discard.
    fn begin_play<S: EventSink<E>>(
        &mut self,
        seat: Seat,
        card: CardId,
        mode: Option<Mode>,
        exclude: Option<u8>,
        ev: &mut S,
    ) {
        if self.is_free(seat, card, mode) {
            self.place(seat, card, mode, true, ev);
        } else {
            self.phase = Phase::Pay {
                card,
                mode,
                exclude,
            };
        }
    }

    /// Puts a paid-for (or `free`) card into the tableau (L22-37), checks
    /// the 9-card trigger (SJ-32), then resolves its Immediate Effect or
    /// Shopping bonus.
    fn place<S: EventSink<E>>(
        &mut self,
        seat: Seat,
        card: CardId,
        mode: Option<Mode>,
        free: bool,
        ev: &mut S,
    ) {
        let i = seat.index();
        let cat = self.config.catalogue();
        let was_tired = self.tableaux[i].is_tired();
        let (place, follow) = match cat.kind(card) {
            Kind::Highlight => {
                let t = &mut self.tableaux[i];
                let at = t.highlights.len();
                // Room is guaranteed: see MAX_HIGHLIGHTS.
                if t.highlights.push(card).is_ok() {
                    t.festival[at] = NO_CARD;
                    t.food[at] = NO_CARD;
                }
                if cat.is_tiring(card) {
                    t.tiring = t.tiring.saturating_add(1);
                }
                let source = Source::Highlight { card };
                (Place::Highlight, cat.effect(card).map(|e| (e, source)))
            }
            Kind::Delight => {
                let t = &mut self.tableaux[i];
                let right = t.highlights.len().saturating_sub(1);
                let mode = mode.unwrap_or(Mode::Festival);
                let under = t
                    .highlights
                    .as_slice()
                    .get(right)
                    .copied()
                    .unwrap_or(NO_CARD);
                t.link(card, mode, right);
                (Place::Delight { mode, under, free }, None)
            }
            Kind::Shopping => {
                let t = &mut self.tableaux[i];
                t.shopping.insert(card);
                let count = t.shopping_of(cat, cat.shop(card));
                let bonus = BONUS_AT.contains(&count).then(|| {
                    let count = u8::try_from(count).unwrap_or(u8::MAX);
                    (
                        Effect::Link(Modes::Either),
                        Source::ShoppingBonus { card, count },
                    )
                });
                (Place::Shopping, bonus)
            }
            Kind::Guardian => {
                self.guardians[i].insert(card);
                (Place::Guardian, None)
            }
        };
        let tableau = &self.tableaux[i];
        ev.emit(|| E::Placed {
            seat,
            card,
            place,
            cards: u8::try_from(tableau.count()).unwrap_or(u8::MAX),
        });
        if self.tableaux[i].is_tired() && !was_tired {
            ev.emit(|| E::Tired { seat });
        }
        self.check_trigger(seat, ev);
        let waiting = follow.is_some_and(|(effect, source)| self.resolve(seat, effect, source, ev));
        if !waiting {
            self.finish_chain(ev);
        }
    }

    /// A free link: `card` under Highlight `h` showing `mode`, then the
    /// 9-card trigger.
    fn link<S: EventSink<E>>(
        &mut self,
        seat: Seat,
        card: CardId,
        mode: Mode,
        h: usize,
        ev: &mut S,
    ) {
        self.tableaux[seat.index()].link(card, mode, h);
        self.check_trigger(seat, ev);
    }

    /// The first tableau to reach 9 cards ends the Day (L43, SJ-28); its
    /// owner earns a Nightlife token unless Tired (L58, L61, SJ-21).
    fn check_trigger<S: EventSink<E>>(&mut self, seat: Seat, ev: &mut S) {
        let i = seat.index();
        if self.trigger.is_some() || !self.tableaux[i].reaches_day_goal() {
            return;
        }
        self.trigger = Some(seat);
        let token = if self.nightlife_supply == 0 {
            Token::NoneLeft
        } else if self.tableaux[i].is_tired() {
            Token::Tired
        } else {
            self.nightlife_supply -= 1;
            self.nightlife[i] = self.nightlife[i].saturating_add(1);
            self.earned = Some(seat);
            Token::Earned
        };
        ev.emit(|| E::NinthCard { seat, token });
    }

    /// Resolves an effect (an Immediate Effect, a bonus or an ability)
    /// given by `source`. Returns whether it waits for a decision (a link,
    /// a Scout, an Encore); one with nothing to choose from does nothing.
    fn resolve<S: EventSink<E>>(
        &mut self,
        seat: Seat,
        effect: Effect,
        source: Source,
        ev: &mut S,
    ) -> bool {
        let (phase, offer) = match effect {
            Effect::Draw(n) => {
                self.draw(seat, usize::from(n), ev);
                return false;
            }
            Effect::Rest => {
                let t = &mut self.tableaux[seat.index()];
                let was_tired = t.is_tired();
                t.tiring = t.tiring.saturating_sub(1);
                if was_tired && !t.is_tired() {
                    ev.emit(|| E::Rested { seat });
                }
                return false;
            }
            Effect::Link(modes) if self.can_link(seat, modes) => {
                (Phase::Link { modes }, Offer::Link { modes })
            }
            Effect::Scout if !self.face_up().is_empty() => (Phase::Scout, Offer::Scout),
            Effect::Encore if self.can_book(seat) => (Phase::Encore, Offer::Encore),
            _ => return false,
        };
        self.phase = phase;
        ev.emit(|| E::Offered {
            seat,
            offer,
            source,
        });
        true
    }

    /// Awaken (L38): flip the token and use the ability now; an ability
    /// that asks for a choice returns to this step afterwards.
    fn awaken<S: EventSink<E>>(&mut self, seat: Seat, guardian: CardId, ev: &mut S) {
        self.flipped.insert(guardian);
        ev.emit(|| E::Awakened { seat, guardian });
        let here = self.phase;
        let Some(ability) = self.ability(guardian) else {
            return;
        };
        let source = Source::Guardian { card: guardian };
        if self.resolve(seat, ability, source, ev) {
            self.resume = Some(here);
            self.after = After::Resume;
        } else {
            self.resettle(ev);
        }
    }

    /// What follows a card (or an ability) once it is fully resolved.
    fn finish_chain<S: EventSink<E>>(&mut self, ev: &mut S) {
        match self.after {
            After::End => self.enter_end(ev),
            After::Refill => self.start_refill(ev),
            After::Resume => {
                self.phase = self.resume.take().unwrap_or(Phase::Main);
                self.resettle(ev);
            }
        }
    }

    /// Moves on from a step that has become a forced one.
    fn resettle<S: EventSink<E>>(&mut self, ev: &mut S) {
        match self.phase {
            Phase::End => self.enter_end(ev),
            Phase::Choose { .. } => self.settle_choose(ev),
            Phase::Refill { .. } => self.settle_refill(ev),
            _ => {}
        }
    }

    /// Experience: if no card of the pile can be played and no Guardian
    /// could change that, the pile joins the hand and the refill follows
    /// (SJ-13).
    fn settle_choose<S: EventSink<E>>(&mut self, ev: &mut S) {
        let seat = self.active;
        if self.playable_in_pile(seat).is_none() && self.awakenable(seat).is_empty() {
            self.keep_pile(seat, true, ev);
        }
    }

    /// The end-of-turn window (SJ-18), skipped when there is nothing to
    /// Awaken.
    fn enter_end<S: EventSink<E>>(&mut self, ev: &mut S) {
        if self.awakenable(self.active).is_empty() {
            self.end_turn(ev);
        } else {
            self.phase = Phase::End;
        }
    }

    /// Refilling the City after an Experience (L53-55): 2 cards with 2-3
    /// players, 3 with 4-5.
    fn start_refill<S: EventSink<E>>(&mut self, ev: &mut S) {
        self.phase = Phase::Refill {
            left: if self.players() <= 3 { 2 } else { 3 },
            filled: 0,
        };
        self.settle_refill(ev);
    }

    /// Places forced refill cards; stops at a choice, or ends the refill
    /// when the cards are placed or the deck is empty (SJ-26).
    ///
    /// The cards still to place are never more than the deck holds (SJ-26:
    /// a refill takes what the deck has), so the step says how many will
    /// really come. A card with one space to go to is placed by the engine
    /// only while the player has no face-up Guardian token: until then the
    /// player may still Awaken before it is drawn (L38, SJ-18), which can
    /// change the card (Cheongnyong draws from the same deck).
    #[inline(always)]
    fn settle_refill<S: EventSink<E>>(&mut self, ev: &mut S) {
        while let Phase::Refill { left, filled } = self.phase {
            let left = left.min(u8::try_from(self.deck.len()).unwrap_or(u8::MAX));
            self.phase = Phase::Refill { left, filled };
            if left == 0 {
                self.enter_end(ev);
                return;
            }
            let spaces = self.refill_spaces(filled);
            if spaces.count_ones() != 1 || !self.awakenable(self.active).is_empty() {
                return;
            }
            self.place_refill(spaces.trailing_zeros() as usize, ev);
        }
    }

    /// The deck's top card goes face down into `space`.
    fn place_refill<S: EventSink<E>>(&mut self, space: usize, ev: &mut S) {
        if let Phase::Refill { left, filled } = self.phase
            && space < SPACES
            && let Some(card) = self.deck.draw()
        {
            self.fill(space, card);
            self.face_down.insert(card);
            self.phase = Phase::Refill {
                left: left.saturating_sub(1),
                filled: filled | 1 << space,
            };
            let (seat, kind) = (self.active, self.config.catalogue().kind(card));
            ev.emit(|| E::Refilled {
                seat,
                space: space as u8,
                card,
                kind,
            });
        }
    }

    /// The turn is over: the next player clockwise, or the end of the Day
    /// once every player but the one who reached 9 has had a last turn
    /// (L43, SJ-28).
    pub(crate) fn end_turn<S: EventSink<E>>(&mut self, ev: &mut S) {
        self.turns = self.turns.saturating_add(1);
        let next = self.seating.left(self.active);
        if self.trigger == Some(next) {
            self.end_day(ev);
            return;
        }
        self.active = next;
        self.phase = Phase::Main;
        self.fresh = true;
        self.after = After::End;
        self.resume = None;
        ev.emit(|| E::TurnStarted { seat: next });
    }
}
