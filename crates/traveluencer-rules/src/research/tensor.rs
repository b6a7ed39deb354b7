//! The observation and information-state tensors: flat `f32` vectors, in
//! the order of the tables below. *n* is the number of players; seats are
//! absolute (seat 0 first), whoever observes. A card set is 29 counts, one
//! per face id (Food 1-9, Scenery 1-9, Architecture 1-9, the Stamp, the
//! Souvenir); a one-hot block is all 0 but for a 1 at its index (all 0 when
//! there is nothing to mark).
//!
//! **Observation** (what the seat sees now): 506 values with 4 players,
//! 458 with 3, 468 with 2 (the displays block is there with 2 players only).
//!
//! | block | size | meaning |
//! |---|---:|---|
//! | hand | 29 | the seat's own hand |
//! | choice | 29 | its secret choice not yet carried out: cards picked to pass, the Flight or Lost Passport card |
//! | displays | 2 × 29 | two players: each seat's face-up display |
//! | posts | n × 29 | each seat's post in the current trick |
//! | seats | n × 5 | per seat: cards in hand, tokens this round, tokens recorded, tricks won in the game, 1 if it holds cards but no Post card this trick |
//! | topics | 7 × 29 | one-hot face of each trending space, once face up |
//! | decision | 9 | one-hot: pass, post, modify (first poster), modify (second), Flight, Lost Passport, Wind Shift, Crossover, game over |
//! | to act | n | 1 for each seat that owes a decision now |
//! | owed a gift | n | Crossover: 1 for each seat still owed a card |
//! | round | 3 | one-hot round |
//! | trick | 7 | one-hot trick (all 0 once the game is over) |
//! | start | n | one-hot starting player of the trick |
//! | leader | n | one-hot first poster of the trick |
//! | last poster | n | one-hot seat barred from Stamps this trick |
//! | led | 3 | one-hot led type (Food, Scenery, Architecture) |
//! | events | 3 × 10 | one-hot kind of each event revealed this round, in [`EventKind::PHYSICAL`] order |
//! | discard | 1 | cards in the discard pile |
//! | results | 3 × n × 3 | per finished round and seat: tokens kept, tricks won, tokens lost to Poor Planning |
//!
//! **Information state** (perfect recall): the observation, then the
//! history of the game from [`crate::Recall`]. 8,459 values with 4 players,
//! 7,076 with 3, 8,361 with 2.
//!
//! | block | size | meaning |
//! |---|---:|---|
//! | observation | as above | |
//! | posts | 3 × 7 × n × 29 | per round and trick, each seat's post (modifications included) |
//! | from displays | 3 × 7 × 2 × 29 | two players: the part of each post taken from the display |
//! | modifications | 3 × 7 × 2 × 29 | two players: the cards each seat added by modifying |
//! | starts | 3 × 7 × n | per round and trick, one-hot starting player |
//! | exchanges | 3 × 4 × n × 2 × 29 | per round and slot (0 the pass, 1-3 the events), per seat: the cards that left its hand, then those that entered it — shown for the observer itself, for the seat of a Wind Shift (public), and for every seat to the player who drew and gave in a Crossover; 0 otherwise |
//! | events | 3 × 3 × 10 | per round, one-hot kind of each event revealed |
//! | picked | 3 × 3 × n | per round and event, one-hot player the event picked (Wind Shift, Crossover) |
//! | topics | 3 × 4 × 7 × 29 | per round, the faces of the 7 spaces when turned up and after each event |
//! | kept | 3 × 29 | per finished round, the cards left in the observer's hand (Poor Planning) |
//! | kept on display | 3 × 2 × 29 | two players: per finished round, each display's cards left |
//!
//! A game loaded from a position without history recalls from the moment
//! of the position on.

use crate::cards::{Cards, FACES, PostType};
use crate::config::EventKind;
use crate::recall::SLOTS;
use crate::state::{Phase, Traveluencer};
use tabletop_core::research::TensorWriter;
use tabletop_core::{Seat, SeatSet};

const EVENT_KINDS: usize = EventKind::PHYSICAL.len();
const DECISIONS: usize = 9;

/// The size of the observation tensor of a table of `n`.
pub const fn observation_size(n: usize) -> usize {
    let displays = if n == 2 { 2 * FACES } else { 0 };
    2 * FACES
        + displays
        + n * FACES
        + 5 * n
        + 7 * FACES
        + DECISIONS
        + 2 * n
        + 3
        + 7
        + 3 * n
        + 3
        + 3 * EVENT_KINDS
        + 1
        + 9 * n
}

/// The size of the information-state tensor of a table of `n`.
pub const fn information_state_size(n: usize) -> usize {
    let two = if n == 2 {
        2 * 3 * 7 * 2 * FACES + 3 * 2 * FACES
    } else {
        0
    };
    observation_size(n)
        + 3 * 7 * n * FACES
        + 3 * 7 * n
        + 3 * SLOTS * n * 2 * FACES
        + 3 * 3 * EVENT_KINDS
        + 3 * 3 * n
        + 3 * SLOTS * 7 * FACES
        + 3 * FACES
        + two
}

/// Writes a card set as 29 counts, one per face id.
trait WriteCards {
    fn cards(&mut self, cards: Cards);
}

impl WriteCards for TensorWriter<'_> {
    fn cards(&mut self, cards: Cards) {
        let bits = cards.bits();
        for face in 0..FACES {
            self.put(((bits >> (4 * face)) & 15) as f32);
        }
    }
}

fn event_index(kind: EventKind) -> Option<usize> {
    EventKind::PHYSICAL.iter().position(|&k| k == kind)
}

fn decision(phase: Phase) -> (usize, SeatSet, SeatSet) {
    let one = |s: Seat| {
        let mut set = SeatSet::EMPTY;
        set.insert(s);
        set
    };
    match phase {
        Phase::Pass { pending, .. } => (0, pending, SeatSet::EMPTY),
        Phase::Post { seat } => (1, one(seat), SeatSet::EMPTY),
        Phase::Modify { seat, second } => (2 + usize::from(second), one(seat), SeatSet::EMPTY),
        Phase::Flight { pending, .. } => (4, pending, SeatSet::EMPTY),
        Phase::LostPassport { pending, .. } => (5, pending, SeatSet::EMPTY),
        Phase::WindShift { seat } => (6, one(seat), SeatSet::EMPTY),
        Phase::Crossover { seat, owed } => (7, one(seat), owed),
        Phase::GameOver => (8, SeatSet::EMPTY, SeatSet::EMPTY),
    }
}

/// The seat's own secret choice not yet carried out.
pub(crate) fn own_choice(g: &Traveluencer, seat: Seat) -> Cards {
    let i = seat.index();
    match g.phase {
        Phase::Pass { chosen, .. } => chosen[i],
        Phase::Flight { pending, chosen } | Phase::LostPassport { pending, chosen }
            if !pending.contains(seat) && !g.hands[i].is_empty() =>
        {
            Cards::one(chosen[i])
        }
        _ => Cards::EMPTY,
    }
}

fn write_now(g: &Traveluencer, seat: Seat, w: &mut TensorWriter<'_>) {
    let n = g.players();
    let i = seat.index() % 4;
    w.cards(g.hands[i]);
    w.cards(own_choice(g, seat));
    if n == 2 {
        for p in 0..2 {
            w.cards(g.displays[p]);
        }
    }
    for p in 0..n {
        w.cards(g.table[p]);
    }
    let cannot = g.cannot_post();
    for p in 0..n {
        w.put(g.hands[p].len() as f32);
        w.put(f32::from(g.round_tokens[p]));
        w.put(f32::from(g.total_tokens[p]));
        w.put(f32::from(g.tricks_total[p] + g.tricks_round[p]));
        w.put(f32::from(u8::from(cannot.contains(Seat(p as u8)))));
    }
    for card in g.trending {
        w.one_hot(FACES, g.revealed.then_some(card.id()));
    }
    let (kind, to_act, owed) = decision(g.phase);
    w.one_hot(DECISIONS, Some(kind));
    w.seats(to_act, n);
    w.seats(owed, n);
    w.one_hot(3, Some(g.round as usize));
    let over = g.phase == Phase::GameOver;
    w.one_hot(7, (!over).then_some(g.trick as usize));
    w.one_hot(n, Some(g.start.index()));
    w.one_hot(n, g.leader.map(Seat::index));
    w.one_hot(n, g.last_poster.map(Seat::index));
    w.one_hot(3, g.led_type().map(PostType::index));
    let revealed = g.revealed_events();
    for k in 0..3 {
        w.one_hot(EVENT_KINDS, revealed.get(k).copied().and_then(event_index));
    }
    w.put(g.discard.len() as f32);
    let finished = if over { 3 } else { g.round as usize };
    for r in 0..3 {
        for p in 0..n {
            let rec = g.records[r][p];
            let shown = r < finished;
            for v in [rec.tokens, rec.tricks, rec.poor_planning] {
                w.put(if shown { f32::from(v) } else { 0.0 });
            }
        }
    }
}

/// Whether `observer` saw the exchange of `seat` in `slot` of round `r`.
pub(crate) fn sees_exchange(
    g: &Traveluencer,
    observer: Seat,
    seat: usize,
    r: usize,
    slot: usize,
) -> bool {
    if seat == observer.index() {
        return true;
    }
    let actor = g.recall.actor[r][slot];
    match g.recall.events[r][slot] {
        Some(EventKind::WindShift) => actor.is_some_and(|a| a.index() == seat),
        Some(EventKind::Crossover) => actor == Some(observer),
        _ => false,
    }
}

/// The starting player of trick `t` of round `r`, as far as recorded.
pub(crate) fn trick_start(g: &Traveluencer, r: usize, t: usize) -> Option<Seat> {
    let current = r == g.round as usize && t == g.trick as usize && g.phase != Phase::GameOver;
    if current {
        Some(g.start)
    } else {
        g.log[r][t].map(|rec| rec.start)
    }
}

fn write_history(g: &Traveluencer, seat: Seat, w: &mut TensorWriter<'_>) {
    let n = g.players();
    let h = &g.recall;
    for r in 0..3 {
        for t in 0..7 {
            for p in 0..n {
                w.cards(h.posts[r][t][p]);
            }
        }
    }
    if n == 2 {
        for part in [&h.shown, &h.added] {
            for round in part {
                for trick in round {
                    for &cards in trick {
                        w.cards(cards);
                    }
                }
            }
        }
    }
    for r in 0..3 {
        for t in 0..7 {
            w.one_hot(n, trick_start(g, r, t).map(Seat::index));
        }
    }
    for r in 0..3 {
        for slot in 0..SLOTS {
            for p in 0..n {
                let seen = sees_exchange(g, seat, p, r, slot);
                let pick = |c: Cards| if seen { c } else { Cards::EMPTY };
                w.cards(pick(h.sent[r][slot][p]));
                w.cards(pick(h.got[r][slot][p]));
            }
        }
    }
    for r in 0..3 {
        for slot in 1..SLOTS {
            w.one_hot(EVENT_KINDS, h.events[r][slot].and_then(event_index));
        }
    }
    for r in 0..3 {
        for slot in 1..SLOTS {
            w.one_hot(n, h.actor[r][slot].map(Seat::index));
        }
    }
    for r in 0..3 {
        for stage in 0..SLOTS {
            for space in 0..7 {
                let face = h.topics[r][stage].map(|t| t[space].id());
                w.one_hot(FACES, face);
            }
        }
    }
    for r in 0..3 {
        w.cards(h.kept[r][seat.index() % 4]);
    }
    if n == 2 {
        for r in 0..3 {
            for p in 0..2 {
                w.cards(h.kept_shown[r][p]);
            }
        }
    }
}

/// Writes `seat`'s observation tensor (see the [module documentation](self)).
pub fn write_observation(g: &Traveluencer, seat: Seat, out: &mut [f32]) {
    let mut w = TensorWriter::new(out);
    write_now(g, seat, &mut w);
    debug_assert_eq!(w.written(), observation_size(g.players()));
    w.zero_rest();
}

/// Writes `seat`'s information-state tensor (see the [module documentation](self)).
pub fn write_information_state(g: &Traveluencer, seat: Seat, out: &mut [f32]) {
    let mut w = TensorWriter::new(out);
    write_now(g, seat, &mut w);
    write_history(g, seat, &mut w);
    debug_assert_eq!(w.written(), information_state_size(g.players()));
    w.zero_rest();
}
