//! The effects of each action, with the automatic consequences they
//! trigger (paying, placing a card, its Immediate Effect or Shopping bonus,
//! the 9-card trigger and the Nightlife token, refilling the City, the end
//! of a turn). Actions reach [`Seoul::perform`] only after [`Seoul::check`]
//! accepted them, so nothing here can fail half-way.

use crate::action::Action;
use crate::cards::{Effect, Kind};
use crate::catalogue::CardId;
use crate::colour::{Mode, Modes};
use crate::config::Nightlife;
use crate::state::{After, DAY_GOAL, NIGHTLIFE_DRAW, NO_CARD, Phase, SPACES, Seoul};
use tabletop_core::{CardSet, Seat};

/// The Shopping cards of one type whose play gives a free link (L33).
const BONUS_AT: [usize; 2] = [2, 5];

impl Seoul {
    /// Applies an action that [`Seoul::check`] accepted.
    pub(crate) fn perform(&mut self, seat: Seat, action: Action) {
        let i = seat.index();
        // SJ-36: the turn is still at its start after a Nightlife token,
        // unless the flag allows one a turn.
        self.fresh = self.fresh
            && action == Action::Nightlife
            && self.config.nightlife() == Nightlife::AnyNumber;
        match action {
            Action::Nightlife => {
                self.nightlife[i] = self.nightlife[i].saturating_sub(1);
                self.draw(seat, NIGHTLIFE_DRAW);
            }
            Action::Awaken { guardian } => self.awaken(seat, guardian),
            Action::Book { card, mode } => {
                self.hands[i].remove(card);
                self.after = if self.phase == Phase::Encore {
                    After::Resume
                } else {
                    After::End
                };
                self.begin_play(seat, card, mode, None);
            }
            Action::Experience { space } => {
                let s = usize::from(space);
                self.taken = self.city[s];
                self.revealed = self.city[s];
                self.face_down = self.face_down.difference(self.city[s]);
                self.city[s] = CardSet::EMPTY;
                self.phase = Phase::Choose { space };
                self.settle_choose();
            }
            Action::Play { card, mode } => {
                let exclude = match self.phase {
                    Phase::Choose { space } => Some(space),
                    _ => None,
                };
                // The rest of the pile joins the hand (L50); the cost may be
                // paid from either (L50), so from the hand as it now is.
                self.taken.remove(card);
                self.hands[i] = self.hands[i].union(self.taken);
                self.taken = CardSet::EMPTY;
                self.after = After::Refill;
                self.begin_play(seat, card, mode, exclude);
            }
            Action::Keep => {
                self.hands[i] = self.hands[i].union(self.taken);
                self.taken = CardSet::EMPTY;
                self.start_refill();
            }
            Action::Pay { card, space } => {
                self.hands[i].remove(card);
                self.city[usize::from(space)].insert(card);
                if let Phase::Pay {
                    card: played, mode, ..
                } = self.phase
                {
                    self.place(seat, played, mode);
                }
            }
            Action::Refill { space } => {
                self.place_refill(usize::from(space));
                self.settle_refill();
            }
            Action::Link {
                card,
                mode,
                highlight,
            } => {
                self.hands[i].remove(card);
                self.link(seat, card, mode, usize::from(highlight));
                self.finish_chain();
            }
            Action::Scout { card } => {
                for pile in &mut self.city {
                    pile.remove(card);
                }
                self.hands[i].insert(card);
                self.finish_chain();
            }
            Action::Skip => self.finish_chain(),
            Action::End => self.end_turn(),
            Action::Pass => self.enter_end(),
        }
    }

    /// Draws up to `n` cards from the deck into `seat`'s hand (SJ-26: as
    /// many as it has).
    pub(crate) fn draw(&mut self, seat: Seat, n: usize) {
        for _ in 0..n {
            if let Some(card) = self.deck.draw() {
                self.hands[seat.index()].insert(card);
            }
        }
    }

    /// A card leaves the hand (or pile) to be played: free Delights go
    /// straight in (L29); everything else waits for its discard.
    fn begin_play(&mut self, seat: Seat, card: CardId, mode: Option<Mode>, exclude: Option<u8>) {
        if self.is_free(seat, card, mode) {
            self.place(seat, card, mode);
        } else {
            self.phase = Phase::Pay {
                card,
                mode,
                exclude,
            };
        }
    }

    /// Puts a paid-for card into the tableau (L22-37), checks the 9-card
    /// trigger (SJ-32), then resolves its Immediate Effect or Shopping
    /// bonus.
    fn place(&mut self, seat: Seat, card: CardId, mode: Option<Mode>) {
        let i = seat.index();
        let cat = self.config.catalogue();
        let kind = cat.kind(card);
        let mut follow = None;
        match kind {
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
                follow = cat.effect(card);
            }
            Kind::Delight => {
                let right = self.tableaux[i].highlights.len().saturating_sub(1);
                self.link(seat, card, mode.unwrap_or(Mode::Festival), right);
            }
            Kind::Shopping => {
                let t = &mut self.tableaux[i];
                t.shopping.insert(card);
                if BONUS_AT.contains(&t.shopping_of(cat, cat.shop(card))) {
                    follow = Some(Effect::Link(Modes::Either));
                }
            }
            Kind::Guardian => {
                self.guardians[i].insert(card);
            }
        }
        self.check_trigger(seat);
        let waiting = follow.is_some_and(|effect| self.resolve(seat, effect));
        if !waiting {
            self.finish_chain();
        }
    }

    /// Links `card` under Highlight `h` showing `mode`, then checks the
    /// 9-card trigger.
    fn link(&mut self, seat: Seat, card: CardId, mode: Mode, h: usize) {
        let t = &mut self.tableaux[seat.index()];
        if h < t.highlights.len() {
            match mode {
                Mode::Festival => t.festival[h] = card,
                Mode::Food => t.food[h] = card,
            }
        }
        self.check_trigger(seat);
    }

    /// The first tableau to reach 9 cards ends the Day (L43, SJ-28); its
    /// owner earns a Nightlife token unless Tired (L58, L61, SJ-21).
    fn check_trigger(&mut self, seat: Seat) {
        let i = seat.index();
        if self.trigger.is_some() || self.tableaux[i].count() < DAY_GOAL {
            return;
        }
        self.trigger = Some(seat);
        if !self.tableaux[i].is_tired() && self.nightlife_supply > 0 {
            self.nightlife_supply -= 1;
            self.nightlife[i] = self.nightlife[i].saturating_add(1);
            self.earned = Some(seat);
        }
    }

    /// Resolves an effect (an Immediate Effect, a bonus or an ability).
    /// Returns whether it waits for a decision (a link, a Scout, an
    /// Encore); one with nothing to choose from does nothing.
    fn resolve(&mut self, seat: Seat, effect: Effect) -> bool {
        let next = match effect {
            Effect::Draw(n) => {
                self.draw(seat, usize::from(n));
                None
            }
            Effect::Rest => {
                let t = &mut self.tableaux[seat.index()];
                t.tiring = t.tiring.saturating_sub(1);
                None
            }
            Effect::Link(modes) => self.can_link(seat, modes).then_some(Phase::Link { modes }),
            Effect::Scout => (!self.face_up().is_empty()).then_some(Phase::Scout),
            Effect::Encore => self.can_book(seat).then_some(Phase::Encore),
        };
        match next {
            Some(phase) => {
                self.phase = phase;
                true
            }
            None => false,
        }
    }

    /// Awaken (L38): flip the token and use the ability now; an ability
    /// that asks for a choice returns to this step afterwards.
    fn awaken(&mut self, seat: Seat, guardian: CardId) {
        self.flipped.insert(guardian);
        let here = self.phase;
        let Some(ability) = self.ability(guardian) else {
            return;
        };
        if self.resolve(seat, ability) {
            self.resume = Some(here);
            self.after = After::Resume;
        } else {
            self.resettle();
        }
    }

    /// What follows a card (or an ability) once it is fully resolved.
    fn finish_chain(&mut self) {
        match self.after {
            After::End => self.enter_end(),
            After::Refill => self.start_refill(),
            After::Resume => {
                self.phase = self.resume.take().unwrap_or(Phase::Main);
                self.resettle();
            }
        }
    }

    /// Moves on from a step that has become a forced one.
    fn resettle(&mut self) {
        match self.phase {
            Phase::End => self.enter_end(),
            Phase::Choose { .. } => self.settle_choose(),
            Phase::Refill { .. } => self.settle_refill(),
            _ => {}
        }
    }

    /// Experience: if no card of the pile can be played and no Guardian
    /// could change that, the pile joins the hand and the refill follows
    /// (SJ-13).
    fn settle_choose(&mut self) {
        let seat = self.active;
        if self.playable_in_pile(seat).is_none() && self.awakenable(seat).is_empty() {
            let i = seat.index();
            self.hands[i] = self.hands[i].union(self.taken);
            self.taken = CardSet::EMPTY;
            self.start_refill();
        }
    }

    /// The end-of-turn window (SJ-18), skipped when there is nothing to
    /// Awaken.
    fn enter_end(&mut self) {
        if self.awakenable(self.active).is_empty() {
            self.end_turn();
        } else {
            self.phase = Phase::End;
        }
    }

    /// Refilling the City after an Experience (L53-55): 2 cards with 2-3
    /// players, 3 with 4-5.
    fn start_refill(&mut self) {
        let cards = if self.players() <= 3 { 2 } else { 3 };
        self.phase = Phase::Refill {
            left: cards,
            filled: 0,
        };
        self.settle_refill();
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
    fn settle_refill(&mut self) {
        while let Phase::Refill { left, filled } = self.phase {
            let left = left.min(u8::try_from(self.deck.len()).unwrap_or(u8::MAX));
            self.phase = Phase::Refill { left, filled };
            if left == 0 {
                self.enter_end();
                return;
            }
            let spaces = self.refill_spaces(filled);
            if spaces.count_ones() != 1 || !self.awakenable(self.active).is_empty() {
                return;
            }
            self.place_refill(spaces.trailing_zeros() as usize);
        }
    }

    /// The deck's top card goes face down into `space`.
    fn place_refill(&mut self, space: usize) {
        if let Phase::Refill { left, filled } = self.phase
            && space < SPACES
            && let Some(card) = self.deck.draw()
        {
            self.city[space].insert(card);
            self.face_down.insert(card);
            self.phase = Phase::Refill {
                left: left.saturating_sub(1),
                filled: filled | 1 << space,
            };
        }
    }

    /// The turn is over: the next player clockwise, or the end of the Day
    /// once every player but the one who reached 9 has had a last turn
    /// (L43, SJ-28).
    pub(crate) fn end_turn(&mut self) {
        self.turns = self.turns.saturating_add(1);
        let next = self.seating.left(self.active);
        if self.trigger == Some(next) {
            self.end_day();
            return;
        }
        self.active = next;
        self.phase = Phase::Main;
        self.fresh = true;
        self.after = After::End;
        self.resume = None;
    }
}
