//! What an observer knows of the other seats' hands in the current round,
//! replayed from the round's record ([`crate::Recall`]) in the order the
//! round went: the passes, trick 1, the first event, tricks 2 and 3, and so
//! on. Knowledge is only ever dropped when an exchange the observer did not
//! see may have moved a card; a dropped card is still one the observer
//! saw, so it stays in the hands or the discards.

use super::resample::common;
use crate::cards::Cards;
use crate::config::EventKind;
use crate::state::Traveluencer;
use tabletop_core::Seat;

/// What an observer knows of the other seats' hands.
#[derive(Default)]
pub(crate) struct Knowledge {
    /// Cards known to be in each seat's hand.
    pub(crate) known: [Cards; 4],
    /// Cards the observer saw this round, now in a hand or discard it
    /// cannot tell.
    pub(crate) lost: Cards,
    /// Types each seat is known to hold none of.
    pub(crate) void: [[bool; 3]; 4],
}

impl Knowledge {
    fn forget(&mut self, p: usize) {
        self.lost = self.lost.plus(self.known[p]);
        self.known[p] = Cards::EMPTY;
    }

    fn trick(&mut self, g: &Traveluencer, o: usize, r: usize, t: usize) {
        let h = &g.recall;
        let led = if r == g.round as usize && t == g.trick as usize {
            g.led_type()
        } else {
            g.log[r][t].and_then(|rec| rec.led)
        };
        for p in (0..g.players()).filter(|&p| p != o) {
            let shown = if p < 2 {
                h.shown[r][t][p]
            } else {
                Cards::EMPTY
            };
            let from_hand = h.posts[r][t][p].minus(shown);
            self.known[p] = self.known[p].minus(from_hand);
            self.lost = self.lost.minus(from_hand);
            let kind = h.posts[r][t][p].posts().single_type();
            if let (Some(led), Some(kind)) = (led, kind)
                && kind != led
            {
                self.void[p][led.index()] = true;
            }
        }
    }

    fn event(&mut self, g: &Traveluencer, o: usize, r: usize, slot: usize) {
        let h = &g.recall;
        let n = g.players();
        let seating = g.seating();
        let (sent, got) = (h.sent[r][slot], h.got[r][slot]);
        let left = |p: usize| seating.left(Seat(p as u8)).index();
        let right = |p: usize| seating.right(Seat(p as u8)).index();
        let others = (0..n).filter(|&p| p != o);
        match h.events[r][slot] {
            Some(EventKind::Flight | EventKind::Thief) => {
                for p in others.clone() {
                    if left(p) == o {
                        self.known[p] = self.known[p].minus(got[o]);
                    } else {
                        self.forget(p);
                    }
                }
                for p in others {
                    if right(p) == o {
                        self.known[p] = self.known[p].plus(sent[o]);
                    } else {
                        self.void[p] = [false; 3];
                    }
                }
            }
            Some(EventKind::LostPassport) => others.for_each(|p| self.forget(p)),
            Some(EventKind::WrongLuggage) => {
                let (known, void) = (self.known, self.void);
                for p in 0..n {
                    let to = left(p);
                    self.known[to] = if p == o { sent[o] } else { known[p] };
                    self.void[to] = if p == o { [false; 3] } else { void[p] };
                }
                self.known[o] = Cards::EMPTY;
            }
            Some(EventKind::WindShift) => {
                if let Some(w) = h.actor[r][slot].map(Seat::index).filter(|&w| w != o) {
                    self.known[w] = self.known[w].minus(sent[w]).plus(got[w]);
                }
            }
            Some(EventKind::Crossover) => {
                let Some(t) = h.actor[r][slot].map(Seat::index) else {
                    return;
                };
                if t == o {
                    for p in others {
                        self.known[p] = self.known[p].minus(sent[p]).plus(got[p]);
                    }
                } else if n == 2 {
                    self.known[t] = self.known[t].plus(sent[o]).minus(got[o]);
                } else {
                    for p in others {
                        self.forget(p);
                        self.void[p] = [false; 3];
                    }
                    self.lost = self.lost.plus(sent[o]).minus(got[o]);
                }
            }
            _ => {}
        }
    }
}

/// What `observer` knows of the hands in the current round.
pub(crate) fn knowledge(g: &Traveluencer, observer: Seat) -> Knowledge {
    let mut k = Knowledge::default();
    let (o, r) = (observer.index(), g.round as usize % 3);
    let h = &g.recall;
    let seating = g.seating();
    let left = seating.left(observer).index();
    k.known[left] = h.sent[r][0][o];
    for t in 0..7 {
        k.trick(g, o, r, t);
        if t % 2 == 0 && t < 6 {
            k.event(g, o, r, t / 2 + 1);
        }
    }
    for p in 0..4 {
        k.known[p] = common(k.known[p], g.hands[p]);
    }
    k.known[o] = Cards::EMPTY;
    k
}
