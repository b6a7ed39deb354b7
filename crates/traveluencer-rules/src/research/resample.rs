//! Resampling what a seat cannot see.
//!
//! [`resample_hidden`] deals anew, for an observer, every card it cannot
//! place: the other seats' hands, the cards out of play, the topics while
//! face down, and the discards of Lost Passport it did not make; it
//! re-picks the others' secret choices of a simultaneous step from their
//! new hands, redraws the events not yet revealed from the cards of the
//! event manifest not yet seen this round, and reseeds the generator.
//!
//! It keeps what the observer knows, replayed from the round's record
//! ([`crate::Recall`]):
//! * a card it passed or gave to a seat stays in that seat's hand until
//!   the seat posts such a card or makes an exchange the observer did not
//!   see; after that, the card is somewhere in the hands or the discards
//!   (never out of play: it was dealt);
//! * a seat that posted off the led type holds none of that type, until it
//!   receives a card the observer did not see;
//! * each seat keeps a Post card in its hand, or none, as it has now
//!   (whether a seat can post is public, TV-11), and with two players the
//!   face-down topics keep their two Stamps (L91).
//!
//! The deal depends only on what the observer knows and on the generator
//! (two states it cannot tell apart resample alike): the unknown cards are
//! pooled in card order, with the copies it saw marked on the first copies
//! of each card, and laid into the unknown places in a fixed order (each
//! other seat's hand, out of play, the topics, the unseen discards). Then:
//! * up to `TRIES` uniform shuffles of the pool over the places, the
//!   first that keeps every rule taken: an exactly uniform sample of the
//!   deals that respect the constraints (most resamples end here);
//! * otherwise (tight constraints, e.g. a seat known to hold no Post
//!   card), a repair walk of random swaps that never adds a broken rule,
//!   until none is left, then `SWEEPS` swap proposals per card that each
//!   keep every rule: far beyond the mixing time of random
//!   transpositions, so the sample is (all but exactly) uniform over the
//!   deals that respect the constraints. Should the repair not finish (it
//!   has not been seen to), the walk starts from the true deal instead,
//!   which keeps the distribution but not the canonical form.
//!
//! No allocation: the cards sit in fixed arrays.
//!
//! [`resample_future`] redraws only what nobody has seen: the cards out of
//! play and the face-down topics, among themselves; the events not yet
//! revealed; the generator.

use super::knowledge::knowledge;
use crate::cards::{Card, Cards, PostType};
use crate::config::EventKind;
use crate::recall::SLOTS;
use crate::state::{Phase, Traveluencer};
use tabletop_core::{GameRng, Seat};

/// Cards in play at most: 60 Post cards, 4 Stamps, 4 Souvenirs.
const MAX: usize = 68;
/// The out-of-play zone (zones 0-3 are the seats' hands).
const OUT: u8 = 4;
/// The face-down topics.
const TOPICS: u8 = 5;
/// The discards the observer did not see.
const DISCARD: u8 = 6;
/// Swap proposals per card, once the rules hold.
const SWEEPS: usize = 12;
/// Uniform shuffles tried before the walk.
const TRIES: usize = 4;
/// Repair proposals per card before the walk gives up on the canonical
/// start.
const REPAIRS: usize = 200;

/// The cards `a` and `b` have in common.
pub(crate) fn common(a: Cards, b: Cards) -> Cards {
    a.minus(a.minus(b))
}

/// The unknown cards and their places: a card, whether the observer saw it
/// (so it may not go out of play or onto a topic), and its zone.
struct Pool {
    card: [Card; MAX],
    seen: [bool; MAX],
    zone: [u8; MAX],
    len: usize,
}

impl Pool {
    fn push(&mut self, cards: Cards, zone: u8) {
        for card in cards.iter() {
            if self.len < MAX {
                self.card[self.len] = card;
                self.zone[self.len] = zone;
                self.len += 1;
            }
        }
    }

    fn cards_in(&self, zone: u8) -> impl Iterator<Item = Card> + '_ {
        (0..self.len)
            .filter(move |&i| self.zone[i] == zone)
            .map(|i| self.card[i])
    }
}

/// The rules a swap must keep, for each zone.
struct Rules {
    void: [[bool; 3]; 4],
    /// Per hand: `Some(true)` must hold a Post card, `Some(false)` none.
    posts: [Option<bool>; 4],
    /// Post cards each hand holds (known ones included).
    post_count: [u8; 4],
    /// Stamps the face-down topics must keep (two players).
    topic_stamps: u8,
    stamps_in_topics: u8,
}

impl Rules {
    fn admits(&self, card: Card, seen: bool, zone: u8) -> bool {
        match zone {
            OUT | TOPICS => !seen,
            DISCARD => true,
            z => card
                .post_type()
                .is_none_or(|t: PostType| !self.void[z as usize % 4][t.index()]),
        }
    }

    /// Counts after moving `card` out of `from` into `to`, and whether the
    /// zones' counts stay within the rules.
    fn step(&mut self, card: Card, from: u8, to: u8) {
        if card.is_post() {
            if from < OUT {
                self.post_count[from as usize] -= 1;
            }
            if to < OUT {
                self.post_count[to as usize] += 1;
            }
        }
        if card == Card::STAMP {
            self.stamps_in_topics =
                self.stamps_in_topics + u8::from(to == TOPICS) - u8::from(from == TOPICS);
        }
    }

    fn holds(&self) -> bool {
        self.broken() == 0
    }

    /// How many of the count rules are broken (a hand's Post cards, the
    /// topics' Stamps).
    fn broken(&self) -> usize {
        let posts = (0..4)
            .filter(|&p| match self.posts[p] {
                Some(true) => self.post_count[p] == 0,
                Some(false) => self.post_count[p] > 0,
                None => false,
            })
            .count();
        posts + usize::from(self.stamps_in_topics < self.topic_stamps)
    }

    /// Sets the counts from the cards as they lie in `pool`, on top of the
    /// cards known in each hand (`known_posts`).
    fn count(&mut self, pool: &Pool, known_posts: &[u8; 4]) {
        self.post_count = *known_posts;
        self.stamps_in_topics = 0;
        for i in 0..pool.len {
            let (card, zone) = (pool.card[i], pool.zone[i]);
            if card.is_post() && zone < OUT {
                self.post_count[zone as usize] += 1;
            }
            if card == Card::STAMP && zone == TOPICS {
                self.stamps_in_topics += 1;
            }
        }
    }

    /// Every rule `pool` breaks: cards where they may not lie, and count
    /// rules.
    fn violations(&self, pool: &Pool) -> usize {
        (0..pool.len)
            .filter(|&i| !self.admits(pool.card[i], pool.seen[i], pool.zone[i]))
            .count()
            + self.broken()
    }
}

/// The discards `observer` did not see: the others' Lost Passport cards.
fn unseen_discards(g: &Traveluencer, observer: Seat) -> Cards {
    let r = g.round as usize % 3;
    let mut unseen = Cards::EMPTY;
    for slot in 1..SLOTS {
        if g.recall.events[r][slot] == Some(EventKind::LostPassport) {
            for p in (0..g.players()).filter(|&p| p != observer.index()) {
                unseen = unseen.plus(g.recall.sent[r][slot][p]);
            }
        }
    }
    common(unseen, g.discard)
}

/// A state `observer` cannot tell from `g` (see the [module documentation](self)).
pub fn resample_hidden(g: &Traveluencer, observer: Seat, rng: &mut GameRng) -> Traveluencer {
    let mut next = g.clone();
    let n = g.players();
    let o = observer.index();
    let k = knowledge(g, observer);
    let mut pool = Pool {
        card: [Card::STAMP; MAX],
        seen: [false; MAX],
        zone: [0; MAX],
        len: 0,
    };
    let mut rules = Rules {
        void: k.void,
        posts: [None; 4],
        post_count: [0; 4],
        topic_stamps: 0,
        stamps_in_topics: 0,
    };
    let mut known_posts = [0u8; 4];
    for p in (0..n).filter(|&p| p != o) {
        pool.push(g.hands[p].minus(k.known[p]), p as u8);
        known_posts[p] = k.known[p].posts().len() as u8;
        if !g.displays[p].has_post() {
            rules.posts[p] = Some(g.hands[p].has_post());
        }
    }
    pool.push(g.out, OUT);
    let topics_start = pool.len;
    if !g.revealed {
        for card in g.trending {
            pool.push(Cards::one(card), TOPICS);
        }
        if n == 2 {
            rules.topic_stamps = 2;
        }
    }
    let hidden_discard = unseen_discards(g, observer);
    pool.push(hidden_discard, DISCARD);
    deal(&mut pool, &mut rules, &known_posts, k.lost, rng);
    for p in (0..n).filter(|&p| p != o) {
        let mut hand = k.known[p];
        pool.cards_in(p as u8).for_each(|c| hand.add(c, 1));
        next.hands[p] = hand;
    }
    next.out = Cards::EMPTY;
    pool.cards_in(OUT).for_each(|c| next.out.add(c, 1));
    if !g.revealed {
        for s in 0..7 {
            next.trending[s] = pool.card[topics_start + s];
        }
    }
    next.discard = g.discard.minus(hidden_discard);
    let mut discards = Cards::EMPTY;
    pool.cards_in(DISCARD).for_each(|c| discards.add(c, 1));
    next.discard = next.discard.plus(discards);
    forget_private(&mut next, observer, discards);
    repick_choices(&mut next, observer, rng);
    redraw_events(&mut next, rng);
    next.rng = GameRng::new(rng.next_u64());
    next
}

/// Deals the pool's cards anew over its places (see the [module
/// documentation](self)): canonically, from the pool in card order.
fn deal(pool: &mut Pool, rules: &mut Rules, known_posts: &[u8; 4], lost: Cards, rng: &mut GameRng) {
    let truth = pool.card;
    let mut cards = Cards::EMPTY;
    (0..pool.len).for_each(|i| cards.add(pool.card[i], 1));
    for (i, card) in cards.iter().enumerate() {
        pool.card[i] = card;
    }
    mark_seen(pool, lost, |_| true);
    let len = pool.len;
    for _ in 0..TRIES {
        for i in (1..len).rev() {
            let j = rng.index(i + 1);
            pool.card.swap(i, j);
            pool.seen.swap(i, j);
        }
        rules.count(pool, known_posts);
        if rules.violations(pool) == 0 {
            return;
        }
    }
    if !repair(pool, rules, rng) {
        pool.card = truth;
        mark_seen(pool, lost, |zone| zone != OUT && zone != TOPICS);
        rules.count(pool, known_posts);
    }
    walk(pool, rules, rng);
}

/// Marks as seen the first copies of each card of `lost` (as many as it
/// holds) among the places `may` admits; no other copy.
fn mark_seen(pool: &mut Pool, mut lost: Cards, may: impl Fn(u8) -> bool) {
    for i in 0..pool.len {
        pool.seen[i] = may(pool.zone[i]) && lost.remove_one(pool.card[i]);
    }
}

/// Random swaps that never add a broken rule, until none is left; whether
/// that happened within [`REPAIRS`] proposals per card.
fn repair(pool: &mut Pool, rules: &mut Rules, rng: &mut GameRng) -> bool {
    let len = pool.len;
    let mut broken = rules.violations(pool);
    for _ in 0..REPAIRS * len {
        if broken == 0 {
            return true;
        }
        let (i, j) = (rng.index(len), rng.index(len));
        let (zi, zj) = (pool.zone[i], pool.zone[j]);
        let (ci, cj) = (pool.card[i], pool.card[j]);
        let (si, sj) = (pool.seen[i], pool.seen[j]);
        let misplaced = |a: bool, b: bool| usize::from(!a) + usize::from(!b);
        let before = misplaced(rules.admits(ci, si, zi), rules.admits(cj, sj, zj)) + rules.broken();
        rules.step(ci, zi, zj);
        rules.step(cj, zj, zi);
        let after = misplaced(rules.admits(ci, si, zj), rules.admits(cj, sj, zi)) + rules.broken();
        if after <= before {
            pool.card.swap(i, j);
            pool.seen.swap(i, j);
            broken = broken + after - before;
        } else {
            rules.step(ci, zj, zi);
            rules.step(cj, zi, zj);
        }
    }
    broken == 0
}

/// Random swaps between the pool's places, each kept only if it keeps the
/// rules.
fn walk(pool: &mut Pool, rules: &mut Rules, rng: &mut GameRng) {
    let len = pool.len;
    if len < 2 {
        return;
    }
    for _ in 0..SWEEPS * len {
        let (i, j) = (rng.index(len), rng.index(len));
        let (zi, zj) = (pool.zone[i], pool.zone[j]);
        let (ci, cj) = (pool.card[i], pool.card[j]);
        if i == j || !rules.admits(ci, pool.seen[i], zj) || !rules.admits(cj, pool.seen[j], zi) {
            continue;
        }
        rules.step(ci, zi, zj);
        rules.step(cj, zj, zi);
        if rules.holds() {
            pool.card.swap(i, j);
            pool.seen.swap(i, j);
        } else {
            rules.step(ci, zj, zi);
            rules.step(cj, zi, zj);
        }
    }
}

/// `k` cards of `hand` picked at random.
fn pick(hand: Cards, k: usize, rng: &mut GameRng) -> Cards {
    let (mut rest, mut chosen) = (hand, Cards::EMPTY);
    for _ in 0..k.min(hand.len()) {
        if let Some(card) = rest.nth(rng.index(rest.len())) {
            rest.remove_one(card);
            chosen.add(card, 1);
        }
    }
    chosen
}

/// In a sample for `observer`, the other seats' private records hold only
/// what the observer knows of them: the exchanges it saw, and what its
/// neighbours got from it or gave it; their Lost Passport discards are
/// dealt from the new unseen `discards`; what they kept at a round's end
/// is forgotten.
fn forget_private(g: &mut Traveluencer, observer: Seat, mut discards: Cards) {
    let n = g.players();
    let o = observer.index();
    let seating = g.seating();
    let (left, right) = (
        seating.left(observer).index(),
        seating.right(observer).index(),
    );
    for r in 0..3 {
        for slot in 0..SLOTS {
            let event = g.recall.events[r][slot];
            let leftward = slot == 0
                || matches!(
                    event,
                    Some(EventKind::Flight | EventKind::Thief | EventKind::WrongLuggage)
                );
            for p in (0..n).filter(|&p| p != o) {
                if super::tensor::sees_exchange(g, observer, p, r, slot) {
                    continue;
                }
                let h = &mut g.recall;
                let discarded = !h.sent[r][slot][p].is_empty();
                let (sent, got) = (h.sent[r][slot][o], h.got[r][slot][o]);
                h.got[r][slot][p] = if leftward && p == left {
                    sent
                } else {
                    Cards::EMPTY
                };
                h.sent[r][slot][p] = if leftward && p == right {
                    got
                } else {
                    Cards::EMPTY
                };
                if event == Some(EventKind::Crossover)
                    && h.actor[r][slot].map(Seat::index) == Some(p)
                {
                    h.got[r][slot][p] = sent;
                    h.sent[r][slot][p] = got;
                }
                if event == Some(EventKind::LostPassport)
                    && r == g.round as usize
                    && discarded
                    && let Some(card) = discards.iter().next()
                {
                    discards.remove_one(card);
                    h.sent[r][slot][p] = Cards::one(card);
                }
            }
        }
        for p in (0..n).filter(|&p| p != o) {
            g.recall.kept[r][p] = Cards::EMPTY;
        }
    }
}

/// The other seats' secret choices, picked anew from their new hands.
fn repick_choices(g: &mut Traveluencer, observer: Seat, rng: &mut GameRng) {
    let n = g.players();
    let hands = g.hands;
    match &mut g.phase {
        Phase::Pass { chosen, .. } => {
            for p in (0..n).filter(|&p| p != observer.index()) {
                chosen[p] = pick(hands[p], chosen[p].len(), rng);
            }
        }
        Phase::Flight { pending, chosen } | Phase::LostPassport { pending, chosen } => {
            for p in (0..n).filter(|&p| p != observer.index()) {
                if !pending.contains(Seat(p as u8)) && !hands[p].is_empty() {
                    chosen[p] = pick(hands[p], 1, rng).iter().next().unwrap_or(chosen[p]);
                }
            }
        }
        _ => {}
    }
}

/// The events not yet revealed this round, drawn anew from the manifest's
/// cards not revealed.
fn redraw_events(g: &mut Traveluencer, rng: &mut GameRng) {
    let revealed = g.events_revealed as usize;
    let len = g.events.len();
    if len <= revealed {
        return;
    }
    let mut rest = [EventKind::Flight; 10];
    let manifest = g.config.event_deck.as_slice();
    let m = manifest.len().min(10);
    rest[..m].copy_from_slice(&manifest[..m]);
    let mut count = m;
    for &shown in &g.events.as_slice()[..revealed] {
        if let Some(at) = rest[..count].iter().position(|&e| e == shown) {
            rest.copy_within(at + 1..count, at);
            count -= 1;
        }
    }
    rng.shuffle(&mut rest[..count]);
    g.events.truncate(revealed);
    for &e in rest[..count].iter().take(len - revealed) {
        let _ = g.events.push(e);
    }
}

/// Redraws what nobody has seen (see the [module documentation](self)).
/// With two players the face-down topics keep their two Stamps (L91): the
/// other five are drawn with the cards out of play, then the seven shuffled.
pub fn resample_future(g: &mut Traveluencer, rng: &mut GameRng) {
    let mut cards = [Card::STAMP; MAX];
    let mut len = 0;
    let mut rest = g.out;
    let topics = !g.revealed;
    let mut kept = 0;
    if topics {
        g.trending.iter().for_each(|&c| rest.add(c, 1));
        if g.players() == 2 {
            kept = rest.stamps().min(2) as usize;
            for _ in 0..kept {
                rest.remove_one(Card::STAMP);
            }
        }
    }
    for card in rest.iter() {
        cards[len] = card;
        len += 1;
    }
    rng.shuffle(&mut cards[..len]);
    let out = g.out.len().min(len);
    g.out = Cards::EMPTY;
    cards[..out].iter().for_each(|&c| g.out.add(c, 1));
    if topics {
        let mut seven = [Card::STAMP; 7];
        seven[kept..].copy_from_slice(&cards[out..out + 7 - kept]);
        rng.shuffle(&mut seven);
        g.trending = seven;
    }
    redraw_events(g, rng);
    g.rng = GameRng::new(rng.next_u64());
}
