//! Legality: `validate` (every rule, each in one place) and the enumeration
//! of legal actions, which agree exactly.
//!
//! Posts are enumerated as multisets of card faces, type by type, with an
//! odometer over the counts of the nine values: no candidate allocates, and
//! equal cards never give the same post twice.

use crate::action::Action;
use crate::cards::{Card, Cards, PostType};
use crate::error::Violation;
use crate::play::Play;
use crate::state::{Phase, Traveluencer};
use tabletop_core::Seat;

/// The sub-multisets of one group of cards (one Post type: nine faces, 36
/// bits of packed counts), the empty one first, in odometer order: the
/// lowest face counts fastest. The odometer runs on the packed counts
/// themselves: each count `c` is held as `c + (15 − c_max)`, so adding 1
/// carries out of a face exactly when its count passes its maximum; the
/// faces carried out of are set back to zero by restoring their offsets.
#[derive(Copy, Clone)]
pub(crate) struct Submultisets {
    /// Where the group's lowest face sits in the packed counts.
    shift: u32,
    /// Per face, 15 less the group's count (15 for faces outside it).
    room: u64,
    /// How many sub-multisets there are.
    count: usize,
}

impl Submultisets {
    /// The sub-multisets of `group`, which holds one Post type.
    pub(crate) fn of(group: Cards) -> Self {
        let bits = group.bits();
        let shift = if bits == 0 {
            0
        } else {
            bits.trailing_zeros() / 4 * 4
        };
        let counts = (bits >> shift) as u64;
        debug_assert!(bits >> shift >> 64 == 0, "a group spans one Post type");
        let mut count = 1usize;
        let mut rest = counts;
        while rest != 0 {
            count *= (rest & 0xF) as usize + 1;
            rest >>= 4;
        }
        Submultisets {
            shift,
            room: !counts,
            count,
        }
    }

    /// The odometer reading after `w` (a sub-multiset plus `room`).
    #[inline(always)]
    fn step(self, w: u64) -> u64 {
        let w = w.wrapping_add(1);
        if w == 0 {
            return 0; // past the last: never read
        }
        let below = (1u64 << (w.trailing_zeros() / 4 * 4)) - 1;
        w | (self.room & below)
    }

    /// The sub-multiset of an odometer reading, as packed counts.
    #[inline(always)]
    fn cards(self, w: u64) -> u128 {
        u128::from(w.wrapping_sub(self.room)) << self.shift
    }

    /// How many sub-multisets there are, the empty one included.
    #[inline]
    pub(crate) fn count(self) -> usize {
        self.count
    }

    /// The `k`-th sub-multiset in odometer order (`k < count`), as packed
    /// counts: `k` read as a number whose digits, lowest face first, are
    /// the faces' counts, each in base (the group's count + 1).
    #[inline]
    pub(crate) fn nth(self, k: usize) -> u128 {
        let (mut k, mut counts, mut at, mut out) = (k as u32, !self.room, 0u32, 0u64);
        while counts != 0 {
            let skip = counts.trailing_zeros() / 4 * 4;
            counts >>= skip;
            at += skip;
            let radix = (counts & 0xF) as u32 + 1;
            out |= u64::from(k % radix) << at;
            k /= radix;
            counts >>= 4;
            at += 4;
        }
        u128::from(out) << self.shift
    }
}

/// Pushes `wrap(P + s Stamps + u Souvenirs)` for every sub-multiset `P` of
/// `group` (non-empty unless `allow_no_post`), `s <= stamps`, `u <= souvenirs`,
/// skipping the empty multiset: Stamps outermost, then Souvenirs, then the
/// sub-multisets in [`Submultisets`] order. `group` holds one Post type.
#[inline]
fn push_combinations<W: Fn(Cards) -> Action>(
    out: &mut Vec<Action>,
    group: Cards,
    stamps: u8,
    souvenirs: u8,
    allow_no_post: bool,
    wrap: W,
) {
    let stamp = Cards::one(Card::STAMP).bits();
    let souvenir = Cards::one(Card::SOUVENIR).bits();
    let list = Submultisets::of(group);
    out.reserve(list.count * (usize::from(stamps) + 1) * (usize::from(souvenirs) + 1));
    let mut with_stamps = 0u128;
    for _ in 0..=stamps {
        let mut extra = with_stamps;
        for _ in 0..=souvenirs {
            // The empty sub-multiset comes first; skip it when it would
            // leave the play empty or without a Post card.
            let skip = extra == 0 || !allow_no_post;
            let mut w = list.room;
            if skip {
                w = list.step(w);
            }
            let n = list.count - usize::from(skip);
            // An exact-size source: the vector writes without a check per push.
            out.extend((0..n).map(|_| {
                let cards = list.cards(w);
                w = list.step(w);
                wrap(Cards::from_bits(cards + extra))
            }));
            extra += souvenir;
        }
        with_stamps += stamp;
    }
}

/// Where a two-player play may take cards from: Post cards of one type
/// from the hand (`hand`) with up to `stamps` Stamps and `souvenirs`
/// Souvenirs, and any sub-multiset of `display` (the same type and the
/// Stamps allowed) from the face-up display.
#[derive(Copy, Clone)]
struct Sources {
    hand: Cards,
    stamps: u8,
    souvenirs: u8,
    display: Cards,
}

/// Pushes `wrap(play)` for every play whose hand part comes from
/// `from.hand` (with its Stamps and Souvenirs) and whose display part is a
/// sub-multiset of `from.display` (two-player game), skipping the empty play
/// and, unless `allow_no_post`, plays without a Post card. Each distinct
/// (hand part, display part) pair appears once. The display holds at most 5
/// cards, so its parts are few; each is combined with the hand's parts by
/// the allocation-free odometer of [`push_combinations`].
fn push_sourced<W: Fn(Play) -> Action>(
    out: &mut Vec<Action>,
    from: Sources,
    allow_no_post: bool,
    wrap: W,
) {
    let mut units = [0u128; 11];
    let mut caps = [0u8; 11];
    let mut k = 0;
    for (card, n) in from.display.faces() {
        units[k] = Cards::one(card).bits();
        caps[k] = n;
        k += 1;
    }
    let mut digits = [0u8; 11];
    let mut shown = 0u128;
    loop {
        let display = Cards::from_bits(shown);
        let posted = allow_no_post || display.has_post();
        push_combinations(
            out,
            from.hand,
            from.stamps,
            from.souvenirs,
            posted,
            |hand| wrap(Play::from_parts(hand, display)),
        );
        if posted && !display.is_empty() {
            out.push(wrap(Play::from_parts(Cards::EMPTY, display)));
        }
        let mut i = 0;
        loop {
            if i >= k {
                return;
            }
            if digits[i] < caps[i] {
                digits[i] += 1;
                shown += units[i];
                break;
            }
            shown -= units[i] * digits[i] as u128;
            digits[i] = 0;
            i += 1;
        }
    }
}

/// The Stamps and Souvenirs of `cards`, `stamps` and `souvenirs` at most.
fn extras(cards: Cards, stamps: bool, souvenirs: bool) -> Cards {
    let mut out = Cards::EMPTY;
    if stamps {
        out.add(Card::STAMP, cards.stamps());
    }
    if souvenirs {
        out.add(Card::SOUVENIR, cards.souvenirs());
    }
    out
}

impl Traveluencer {
    /// Whether `seat` owes a decision now.
    pub(crate) fn owes(&self, seat: Seat) -> bool {
        seat.index() < self.players() && tabletop_core::Game::to_act(self).includes(seat)
    }

    /// What the owed decision is, for error messages.
    fn owed_decision(&self) -> &'static str {
        match self.phase {
            Phase::Pass { .. } => "pass 3 cards to the left (pass ...)",
            Phase::Post { .. } => "publish a post (post ...)",
            Phase::Modify { .. } => "modify the post or decline (modify ... / decline)",
            Phase::Flight { .. } => "pass 1 hand card left for Flight (flight CARD)",
            Phase::LostPassport { .. } => "discard 1 hand card for Lost Passport (discard CARD)",
            Phase::WindShift { .. } => "swap a topic or decline (swap SPACE CARD / decline)",
            Phase::Crossover { .. } => "give a card back (give CARD to SEAT)",
            Phase::GameOver => "nothing",
        }
    }

    fn wrong(&self, action: &'static str) -> Violation {
        Violation::WrongDecision {
            action,
            expected: self.owed_decision(),
        }
    }

    /// The seat owed the next Crossover card: the first of `owed` clockwise
    /// from the target's left.
    pub(crate) fn next_recipient(
        &self,
        target: Seat,
        owed: tabletop_core::SeatSet,
    ) -> Option<Seat> {
        let seating = self.seating();
        (1..self.players())
            .map(|k| seating.clockwise(target, k))
            .find(|&s| owed.contains(s))
    }

    fn check_hand_card(&self, seat: Seat, card: Card) -> Result<(), Violation> {
        if self.hands[seat.index()].has(card) {
            Ok(())
        } else {
            Err(Violation::NotHeld {
                card,
                place: "hand",
            })
        }
    }

    /// Each card of `play` is where the play says it comes from: the hand,
    /// or (two players) the face-up display (L95, L97).
    fn check_held(&self, seat: Seat, play: Play) -> Result<(), Violation> {
        let i = seat.index();
        let (hand, display) = (self.hands[i], self.displays[i]);
        let missing = |from: Cards, want: Cards| {
            want.faces()
                .find(|&(c, n)| from.count(c) < n)
                .map(|(c, _)| c)
        };
        if let Some(card) = missing(hand, play.hand()) {
            let place = if display.has(card) {
                "hand; it is face up in your display: mark it with *, e.g. F9*"
            } else {
                "hand"
            };
            return Err(Violation::NotHeld { card, place });
        }
        if let Some(card) = missing(display, play.display()) {
            return Err(Violation::NotHeld {
                card,
                place: "face-up display (the cards marked *)",
            });
        }
        Ok(())
    }

    /// The refusal of a Souvenir (L43) under the reading in force.
    fn souvenir_refusal(&self) -> Violation {
        if self.config.souvenir_by_leader {
            Violation::SouvenirByNonLeader {
                leader: self.leader.unwrap_or(self.start),
            }
        } else {
            Violation::SouvenirByNonStarter {
                starter: self.start,
            }
        }
    }

    /// Whether `seat` may add Stamps to its post now: never the trick's
    /// last poster (L42, TV-7), and never the second player modifying
    /// (L98). The one Stamp rule: the check, the enumeration and the audit
    /// ask it.
    pub(crate) fn may_play_stamps(&self, seat: Seat, second: bool) -> Result<(), Violation> {
        if second {
            return Err(Violation::ModifyStampBySecond);
        }
        if self.last_poster == Some(seat) {
            return Err(Violation::StampByLastPoster {
                reading: self.config.last_poster,
            });
        }
        Ok(())
    }

    /// The led type `seat` must follow (L40): the trick's led type, when
    /// the seat holds a card of it.
    pub(crate) fn must_follow(&self, seat: Seat) -> Option<PostType> {
        self.led_type().filter(|&t| self.held(seat).has_type(t))
    }

    /// The cards `seat` may still pick to pass (L34): its hand less those
    /// already picked.
    pub(crate) fn unpicked(&self, seat: Seat, chosen: [Cards; 4]) -> Cards {
        self.hands[seat.index()].minus(chosen[seat.index()])
    }

    /// The trending spaces Wind Shift may swap (L110, TV-18): the topics of
    /// the tricks still to play.
    pub(crate) fn remaining_spaces(&self) -> std::ops::RangeInclusive<u8> {
        self.trick + 1..=7
    }

    /// Every rule of a post (L37-L46, TV-7 … TV-10).
    fn check_post(&self, seat: Seat, play: Play) -> Result<(), Violation> {
        self.check_held(seat, play)?;
        let post = play.cards();
        if !post.has_post() {
            return Err(Violation::NoPostCard);
        }
        let kind = mixed_check(post)?;
        if let Some(led) = self.must_follow(seat)
            && kind != led
            && let Some(card) = self.held(seat).of_type(led).iter().next()
        {
            return Err(Violation::MustFollow { led, held: card });
        }
        if post.stamps() > 0 {
            self.may_play_stamps(seat, false)?;
        }
        if post.souvenirs() > 0 && !self.may_play_souvenirs(seat) {
            return Err(self.souvenir_refusal());
        }
        Ok(())
    }

    /// Every rule of a modification (L96-L100, TV-25, TV-26).
    fn check_modify(&self, seat: Seat, second: bool, play: Play) -> Result<(), Violation> {
        self.check_held(seat, play)?;
        let add = play.cards();
        if add.is_empty() {
            return Err(Violation::EmptyModification);
        }
        let kind = self.table[seat.index()]
            .single_type()
            .unwrap_or(PostType::Food);
        if add.posts() != add.of_type(kind) {
            return Err(Violation::ModifyType { kind });
        }
        if add.stamps() > 0 {
            self.may_play_stamps(seat, second)?;
        }
        if add.souvenirs() > 0 && !self.may_play_souvenirs(seat) {
            return Err(self.souvenir_refusal());
        }
        Ok(())
    }

    /// Whether `seat` may take `action` now, and if not, which rule forbids it.
    /// The turn is checked before, once, by the core
    /// ([`tabletop_core::events::validate`]).
    pub(crate) fn check(&self, seat: Seat, action: &Action) -> Result<(), Violation> {
        match (*action, self.phase) {
            (Action::Pass(cards), Phase::Pass { chosen, .. }) => {
                if cards.len() != 1 {
                    return Err(Violation::PassSize { got: cards.len() });
                }
                let unpicked = self.unpicked(seat, chosen);
                if let Some((card, _)) = cards.faces().find(|&(c, n)| unpicked.count(c) < n) {
                    return Err(Violation::NotHeld {
                        card,
                        place: "hand (not yet picked to pass)",
                    });
                }
                Ok(())
            }
            (Action::Post(cards), Phase::Post { .. }) => self.check_post(seat, cards),
            (Action::Modify(cards), Phase::Modify { second, .. }) => {
                self.check_modify(seat, second, cards)
            }
            (Action::Decline, Phase::Modify { .. } | Phase::WindShift { .. }) => Ok(()),
            (Action::Flight(card), Phase::Flight { .. })
            | (Action::Discard(card), Phase::LostPassport { .. }) => {
                self.check_hand_card(seat, card)
            }
            (Action::Swap { space, card }, Phase::WindShift { .. }) => {
                let spaces = self.remaining_spaces();
                if !spaces.contains(&space) {
                    return Err(Violation::SpaceNotRemaining {
                        space,
                        first: *spaces.start(),
                    });
                }
                self.check_hand_card(seat, card)
            }
            (Action::Give { card, to }, Phase::Crossover { seat: target, owed }) => {
                let expected = self.next_recipient(target, owed).unwrap_or(target);
                if to != expected {
                    return Err(Violation::WrongRecipient {
                        expected: expected.0,
                        got: to.0,
                    });
                }
                self.check_hand_card(seat, card)
            }
            (a, _) => Err(self.wrong(match a {
                Action::Pass(_) => "a pass",
                Action::Post(_) => "a post",
                Action::Modify(_) => "a modification",
                Action::Decline => "declining",
                Action::Flight(_) => "a Flight card",
                Action::Discard(_) => "a Lost Passport discard",
                Action::Swap { .. } => "a Wind Shift swap",
                Action::Give { .. } => "a Crossover gift",
            })),
        }
    }

    /// What seat `i` may play from in the two-player game: `kind` from the
    /// hand and the display, with the Stamps and Souvenirs allowed.
    fn sources(&self, i: usize, kind: PostType, stamps: bool, souvenirs: bool) -> Sources {
        let (hand, display) = (self.hands[i], self.displays[i]);
        Sources {
            hand: hand.of_type(kind),
            stamps: stamps as u8 * hand.stamps(),
            souvenirs: souvenirs as u8 * hand.souvenirs(),
            display: display
                .of_type(kind)
                .plus(extras(display, stamps, souvenirs)),
        }
    }

    /// Appends every legal action of `seat`.
    pub(crate) fn enumerate(&self, seat: Seat, out: &mut Vec<Action>) {
        if seat.index() >= self.players() || !self.owes(seat) {
            return;
        }
        let i = seat.index();
        match self.phase {
            Phase::Pass { chosen, .. } => {
                let unpicked = self.unpicked(seat, chosen);
                out.extend(unpicked.faces().map(|(c, _)| Action::Pass(Cards::one(c))));
            }
            Phase::Post { .. } => {
                let held = self.held(seat);
                let stamps = self.may_play_stamps(seat, false).is_ok();
                let souvenirs = self.may_play_souvenirs(seat);
                let led = self.must_follow(seat);
                for t in PostType::ALL {
                    if led.is_some_and(|l| l != t) || !held.has_type(t) {
                        continue;
                    }
                    if self.displays[i].is_empty() {
                        let (s, u) = (
                            stamps as u8 * held.stamps(),
                            souvenirs as u8 * held.souvenirs(),
                        );
                        push_combinations(out, held.of_type(t), s, u, false, |c| {
                            Action::Post(Play::from_hand(c))
                        });
                    } else {
                        let from = self.sources(i, t, stamps, souvenirs);
                        push_sourced(out, from, false, Action::Post);
                    }
                }
            }
            Phase::Modify { second, .. } => {
                out.push(Action::Decline);
                let held = self.held(seat);
                let Some(kind) = self.table[i].single_type() else {
                    return;
                };
                // L98: the second player adds no Stamps; Souvenirs only from
                // the player allowed them (L43).
                let stamps = self.may_play_stamps(seat, second).is_ok();
                let souvenirs = !second && self.may_play_souvenirs(seat);
                if self.displays[i].is_empty() {
                    let (s, u) = (
                        stamps as u8 * held.stamps(),
                        souvenirs as u8 * held.souvenirs(),
                    );
                    push_combinations(out, held.of_type(kind), s, u, true, |c| {
                        Action::Modify(Play::from_hand(c))
                    });
                } else {
                    let from = self.sources(i, kind, stamps, souvenirs);
                    push_sourced(out, from, true, Action::Modify);
                }
            }
            Phase::Flight { .. } => {
                out.extend(self.hands[i].faces().map(|(c, _)| Action::Flight(c)));
            }
            Phase::LostPassport { .. } => {
                out.extend(self.hands[i].faces().map(|(c, _)| Action::Discard(c)));
            }
            Phase::WindShift { .. } => {
                out.push(Action::Decline);
                for space in self.remaining_spaces() {
                    out.extend(
                        self.hands[i]
                            .faces()
                            .map(|(card, _)| Action::Swap { space, card }),
                    );
                }
            }
            Phase::Crossover { seat: target, owed } => {
                if let Some(to) = self.next_recipient(target, owed) {
                    out.extend(
                        self.hands[i]
                            .faces()
                            .map(|(card, _)| Action::Give { card, to }),
                    );
                }
            }
            Phase::GameOver => {}
        }
    }
}

/// The single type of a post's Post cards, or the mixed-types violation.
fn mixed_check(post: Cards) -> Result<PostType, Violation> {
    let mut found: Option<PostType> = None;
    for t in PostType::ALL {
        if post.has_type(t) {
            if let Some(first) = found {
                return Err(Violation::MixedTypes { first, second: t });
            }
            found = Some(t);
        }
    }
    found.ok_or(Violation::NoPostCard)
}
