//! One fuzzed game in progress: the fuzzer's bytes choose each step, and
//! every step checks the promises it touches.

use super::promises::{
    check_lines, check_message, check_outcome, check_position_round_trip, check_replay,
    exercise_views,
};
use crate::audience::Audience;
use crate::game::{Audit, GameConfig, RuleViolation};
use crate::replay::Replay;
use crate::research::Research;
use crate::rng::GameRng;
use crate::seat::Seat;
use crate::testing::KitReport;
use crate::testing::conformance::{check_hidden, check_legal_set};

/// A cursor over the fuzzer's bytes; missing bytes read as 0.
pub(super) struct Bytes<'a>(pub(super) &'a [u8]);

impl Bytes<'_> {
    /// The next byte, if any is left.
    pub(super) fn next(&mut self) -> Option<u8> {
        let (&first, rest) = self.0.split_first()?;
        self.0 = rest;
        Some(first)
    }

    /// The next byte, or 0.
    pub(super) fn byte(&mut self) -> u8 {
        self.next().unwrap_or(0)
    }

    /// The next `n` bytes (fewer at the end).
    pub(super) fn take(&mut self, n: usize) -> &[u8] {
        let n = n.min(self.0.len());
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        head
    }

    /// A seed from the next 8 bytes (little-endian, missing bytes 0).
    pub(super) fn seed(&mut self) -> u64 {
        let mut seed = [0u8; 8];
        let head = self.take(8);
        seed[..head.len()].copy_from_slice(head);
        u64::from_le_bytes(seed)
    }
}

/// How many legal actions of a seat a deep step checks one by one.
const DEEP_SAMPLES: usize = 48;

/// A game driven by fuzz bytes.
pub(super) struct Run<G: Audit + Research> {
    state: G,
    players: usize,
    /// Everything applied since setup; `None` for a table loaded from a
    /// position, which has no history.
    replay: Option<Replay<G>>,
    /// Actions seen legal at some point, tried again later anywhere.
    pool: Vec<G::Action>,
    legal: Vec<G::Action>,
    /// For the hidden-information scrambles.
    rng: GameRng,
}

impl<G: Audit + Research> Run<G> {
    /// A run from `state`, recording a replay when `replay` is given.
    pub(super) fn new(state: G, replay: Option<Replay<G>>) -> Self {
        let players = state.config().players();
        Run {
            state,
            players,
            replay,
            pool: Vec::new(),
            legal: Vec::new(),
            rng: GameRng::new(0xF022),
        }
    }

    /// Checks the state as it is now: invariants and outcome; for a table
    /// loaded from a file (`loaded`), also an exact save, the views and
    /// setup descriptions (a new table gets those at the end).
    pub(super) fn check_start(&mut self, loaded: bool, ctx: &impl Fn(String) -> String) {
        self.check_state(ctx);
        if loaded {
            check_position_round_trip(&self.state, ctx);
            exercise_views(&self.state, ctx);
        }
    }

    /// Plays the steps the bytes choose, then checks the end.
    pub(super) fn play(&mut self, bytes: &mut Bytes<'_>, ctx: &impl Fn(String) -> String) {
        while let Some(op) = bytes.next() {
            let seat_byte = bytes.byte();
            match op % 8 {
                0..=2 => {
                    let pick = u16::from_be_bytes([bytes.byte(), bytes.byte()]);
                    if !self.legal_pick(seat_byte, usize::from(pick), ctx) {
                        break;
                    }
                }
                3 => {
                    let len = usize::from(bytes.byte() % 64);
                    let text = String::from_utf8_lossy(bytes.take(len)).into_owned();
                    self.raw_text(seat_byte, &text, ctx);
                }
                4 => {
                    let len = usize::from(bytes.byte() % 64);
                    let raw = bytes.take(len).to_vec();
                    if let Ok(action) = serde_json::from_slice::<G::Action>(&raw) {
                        self.attempt(self.any_seat(seat_byte), action, ctx);
                    }
                }
                5 => {
                    let len = usize::from(bytes.byte() % 17);
                    let mut code = [0u8; 16];
                    let raw = bytes.take(len);
                    code[..raw.len()].copy_from_slice(raw);
                    self.raw_code(seat_byte, u128::from_le_bytes(code), ctx);
                }
                6 => self.deep_check(ctx),
                _ => {
                    let index = usize::from(bytes.byte());
                    if let Some(action) = self.pool.get(index % self.pool.len().max(1)).cloned() {
                        self.attempt(self.any_seat(seat_byte), action, ctx);
                    }
                }
            }
        }
        self.check_end(ctx);
    }

    /// A seat for a raw action: one at the table or one past it, or a seat
    /// number far out of range.
    fn any_seat(&self, byte: u8) -> Seat {
        if byte >= 250 {
            Seat(byte)
        } else {
            Seat(byte % (self.players as u8 + 1))
        }
    }

    /// A legal action of an owing seat, checked and applied. Returns
    /// `false` when nobody owes a decision.
    fn legal_pick(&mut self, seat_byte: u8, pick: usize, ctx: &impl Fn(String) -> String) -> bool {
        let owing: Vec<Seat> = self.state.to_act().seats().iter().collect();
        let Some(&seat) = owing.get(usize::from(seat_byte) % owing.len().max(1)) else {
            return false;
        };
        self.legal.clear();
        self.state.legal_actions(seat, &mut self.legal);
        if self.legal.is_empty() {
            panic!(
                "{}",
                ctx(format!("{seat} owes a decision but has no legal action"))
            );
        }
        let action = self.legal[pick % self.legal.len()].clone();
        check_legal_set(
            &self.state,
            seat,
            std::slice::from_ref(&action),
            1,
            &mut self.rng,
            ctx,
        );
        if self.pool.len() < 64 {
            self.pool.push(action.clone());
        }
        self.attempt(seat, action, ctx);
        true
    }

    /// Text in the game's notation (and through `FromStr`): a refusal is a
    /// clean message; an action read is written back as the same action,
    /// then tried.
    fn raw_text(&mut self, seat_byte: u8, text: &str, ctx: &impl Fn(String) -> String) {
        let _ = text.parse::<G::Action>().map_err(|e| {
            check_message("a refusal to read an action", &e.to_string(), ctx);
        });
        match self.state.parse_action(text) {
            Err(e) => check_message("a refusal to read an action", &e.to_string(), ctx),
            Ok(action) => {
                let written = self.state.action_text(&action);
                match self.state.parse_action(&written) {
                    Ok(again) if again == action => {}
                    other => panic!(
                        "{}",
                        ctx(format!(
                            "{text:?} reads as {action:?}, written {written:?}, which reads as {other:?}"
                        ))
                    ),
                }
                self.attempt(self.any_seat(seat_byte), action, ctx);
            }
        }
    }

    /// An integer code: a refusal is a clean message; an action decoded
    /// encodes back to the same code, then is tried.
    fn raw_code(&mut self, seat_byte: u8, code: u128, ctx: &impl Fn(String) -> String) {
        match self.state.decode_action(code) {
            Err(e) => check_message("a refusal to decode an action", &e.to_string(), ctx),
            Ok(action) => {
                let back = self.state.encode_action(&action);
                if back != code {
                    panic!(
                        "{}",
                        ctx(format!(
                            "code {code} decodes to {action:?}, which encodes as {back}"
                        ))
                    );
                }
                self.attempt(self.any_seat(seat_byte), action, ctx);
            }
        }
    }

    /// Tries `action` by `seat`: `validate` agrees with the legal list and
    /// with `apply_mut`; an accepted action is applied exactly as `apply`
    /// applies it; a refused one leaves the state as it was.
    fn attempt(&mut self, seat: Seat, action: G::Action, ctx: &impl Fn(String) -> String) {
        let verdict = self.state.validate(seat, &action);
        self.legal.clear();
        self.state.legal_actions(seat, &mut self.legal);
        let listed = self.legal.contains(&action);
        match (&verdict, listed) {
            (Ok(()), false) => panic!(
                "{}",
                ctx(format!(
                    "{seat}: validate accepts {action:?}, which is not in the legal list"
                ))
            ),
            (Err(e), true) => panic!(
                "{}",
                ctx(format!(
                    "{seat}: validate refuses {action:?}, which is in the legal list: {e}"
                ))
            ),
            _ => {}
        }
        let before = self.state.clone();
        let copy = before.apply(seat, &action);
        match self.state.apply_mut(seat, &action) {
            Ok(()) => {
                if verdict.is_err() {
                    panic!(
                        "{}",
                        ctx(format!(
                            "{seat}: apply_mut accepts {action:?}, which validate refuses"
                        ))
                    );
                }
                match copy {
                    Ok(copy) if copy == self.state => {}
                    _ => panic!(
                        "{}",
                        ctx(format!(
                            "{seat}: apply and apply_mut disagree on {action:?}"
                        ))
                    ),
                }
                if let Some(replay) = &mut self.replay {
                    replay.push(&before, seat, &action);
                }
                self.check_state(ctx);
                self.narrate(&before, seat, &action, ctx);
            }
            Err(e) => {
                if verdict.is_ok() {
                    panic!(
                        "{}",
                        ctx(format!(
                            "{seat}: apply_mut refuses {action:?}, which validate accepts: {e}"
                        ))
                    );
                }
                if self.state != before {
                    panic!(
                        "{}",
                        ctx(format!("{seat}: a refused {action:?} changed the state"))
                    );
                }
                if copy.is_ok() {
                    panic!(
                        "{}",
                        ctx(format!(
                            "{seat}: apply accepts {action:?}, which apply_mut refuses"
                        ))
                    );
                }
                check_message("a refusal", &e.to_string(), ctx);
                let _ = e.rule();
            }
        }
    }

    /// Invariants and the outcome, after every change.
    fn check_state(&self, ctx: &impl Fn(String) -> String) {
        if let Err(e) = self.state.check_invariants() {
            panic!(
                "{}",
                ctx(format!(
                    "invariant broken after {} actions: {e}",
                    self.state.actions_taken()
                ))
            );
        }
        check_outcome(&self.state, ctx);
    }

    /// The narration of an applied action, for every audience, printable.
    fn narrate(&self, before: &G, seat: Seat, action: &G::Action, ctx: &impl Fn(String) -> String) {
        let audiences = [
            Audience::Omniscient,
            Audience::Spectator,
            Audience::Seat(seat),
        ];
        let other = Audience::Seat(Seat((seat.0.wrapping_add(1)) % self.players.max(1) as u8));
        for audience in audiences.into_iter().chain([other]) {
            check_lines(
                "the narration",
                &self.state.narrate(before, seat, action, audience),
                ctx,
            );
        }
    }

    /// The expensive checks: every owing seat's whole legal list (distinct,
    /// valid, round trips), no legal action for seats that owe nothing,
    /// views and legal actions unchanged when hidden information is
    /// scrambled, and an exact save.
    fn deep_check(&mut self, ctx: &impl Fn(String) -> String) {
        let to_act = self.state.to_act();
        for s in 0..self.players as u8 + 1 {
            let seat = Seat(s);
            self.legal.clear();
            self.state.legal_actions(seat, &mut self.legal);
            if to_act.includes(seat) {
                if self.legal.is_empty() {
                    panic!(
                        "{}",
                        ctx(format!("{seat} owes a decision but has no legal action"))
                    );
                }
                check_legal_set(
                    &self.state,
                    seat,
                    &self.legal,
                    DEEP_SAMPLES,
                    &mut self.rng,
                    ctx,
                );
            } else if !self.legal.is_empty() {
                panic!(
                    "{}",
                    ctx(format!(
                        "{seat} owes nothing yet has {} legal actions",
                        self.legal.len()
                    ))
                );
            }
        }
        check_hidden(
            &self.state,
            self.players,
            &mut self.rng,
            &mut KitReport::default(),
            ctx,
        );
        check_position_round_trip(&self.state, ctx);
    }

    /// The end of the input: the state, its save, its replay, its views.
    fn check_end(&mut self, ctx: &impl Fn(String) -> String) {
        self.check_state(ctx);
        self.deep_check(ctx);
        exercise_views(&self.state, ctx);
        if let Some(replay) = &self.replay {
            check_replay(replay, &self.state, ctx);
        }
    }
}
