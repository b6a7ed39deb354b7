//! The fuzz harness: turns arbitrary bytes into a sequence of legal picks and
//! raw (possibly nonsensical) actions, and checks that nothing panics and
//! that refused actions leave the state unchanged. `fuzz/` feeds it from
//! cargo-fuzz; each game's tests feed it fixed byte strings on stable.

use crate::game::Audit;
use crate::seat::Seat;

/// A cursor over the fuzzer's bytes.
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn byte(&mut self) -> Option<u8> {
        let (&first, rest) = self.0.split_first()?;
        self.0 = rest;
        Some(first)
    }

    fn take(&mut self, n: usize) -> &[u8] {
        let n = n.min(self.0.len());
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        head
    }
}

/// Sets up a game of `config` (seed from the first 8 bytes), then lets the
/// remaining bytes choose: a legal action of an owing seat, an action parsed
/// from raw text or JSON, or a remembered action by any seat (out-of-range
/// seats included). Panics only if the engine breaks a promise.
pub fn fuzz_actions<G: Audit>(config: &G::Config, data: &[u8]) {
    let mut bytes = Bytes(data);
    let mut seed = [0u8; 8];
    seed[..data.len().min(8)].copy_from_slice(bytes.take(8));
    let Ok(mut state) = G::setup(config.clone(), u64::from_le_bytes(seed)) else {
        return;
    };
    let mut legal = Vec::new();
    let mut pool: Vec<G::Action> = Vec::new();
    while let Some(op) = bytes.byte() {
        let seat_byte = bytes.byte().unwrap_or(0);
        let owing: Vec<Seat> = state.to_act().seats().iter().collect();
        let (seat, action) = match op % 4 {
            0 | 1 => {
                let Some(&seat) = owing.get(seat_byte as usize % owing.len().max(1)) else {
                    break;
                };
                legal.clear();
                state.legal_actions(seat, &mut legal);
                assert!(
                    !legal.is_empty(),
                    "{seat} owes a decision but has no legal action"
                );
                let pick = usize::from(bytes.byte().unwrap_or(0)) * 256
                    + usize::from(bytes.byte().unwrap_or(0));
                let action = legal[pick % legal.len()].clone();
                pool.push(action.clone());
                state
                    .apply_mut(seat, &action)
                    .unwrap_or_else(|e| panic!("enumerated {action} rejected: {e}"));
                continue;
            }
            2 => {
                let len = usize::from(bytes.byte().unwrap_or(0) % 64);
                let raw = bytes.take(len);
                let text = String::from_utf8_lossy(raw);
                let parsed = text
                    .parse::<G::Action>()
                    .ok()
                    .or_else(|| serde_json::from_slice(raw).ok());
                match parsed {
                    Some(action) => (Seat(seat_byte % 10), action),
                    None => continue,
                }
            }
            _ => match pool.get(usize::from(bytes.byte().unwrap_or(0))) {
                Some(action) => (Seat(seat_byte % 10), action.clone()),
                None => continue,
            },
        };
        let before = state.clone();
        let verdict = state.validate(seat, &action);
        match state.apply_mut(seat, &action) {
            Ok(()) => assert!(
                verdict.is_ok(),
                "apply_mut accepted {action} that validate refused"
            ),
            Err(e) => {
                assert!(
                    verdict.is_err(),
                    "validate accepted {action} that apply_mut refused: {e}"
                );
                assert!(state == before, "a refused {action} changed the state");
                let _ = (e.to_string(), crate::game::RuleViolation::rule(&e));
            }
        }
        if let Err(e) = state.check_invariants() {
            panic!("invariant broken: {e}");
        }
    }
    let _ = state.outcome();
    for s in 0..10u8 {
        let _ = state.view(Seat(s));
    }
}

/// Loads arbitrary bytes as a position; if they are one, checks invariants,
/// views and legal actions on it without panicking.
pub fn fuzz_position<G: Audit>(data: &[u8]) {
    let Ok(state) = serde_json::from_slice::<G>(data) else {
        return;
    };
    if let Err(e) = state.check_invariants() {
        panic!("a position that loaded breaks an invariant: {e}");
    }
    let mut legal = Vec::new();
    for s in 0..10u8 {
        let _ = state.view(Seat(s));
        legal.clear();
        state.legal_actions(Seat(s), &mut legal);
        for action in legal.iter().take(8) {
            let mut copy = state.clone();
            copy.apply_mut(Seat(s), action).unwrap_or_else(|e| {
                panic!("enumerated {action} rejected in a loaded position: {e}")
            });
        }
    }
    let _ = state.outcome();
    let _ = state.public_view();
}

/// Deterministic pseudo-random bytes (xorshift), for fixed fuzz inputs.
#[must_use]
pub fn pseudo_random_bytes(seed: u64, len: usize) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..len)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect()
}

/// The fixed inputs every game feeds [`fuzz_actions`] on stable: empty and
/// tiny inputs, constant runs, pseudo-random streams from 40 bytes to 12 KB,
/// and a long run of legal picks that reaches the end of games. A game's
/// tests add inputs that speak its own notation.
#[must_use]
pub fn standard_fuzz_inputs() -> Vec<Vec<u8>> {
    let mut inputs = vec![
        Vec::new(),
        vec![0],
        vec![1, 2, 3],
        vec![0xFF; 8],
        vec![0; 64],
        vec![1; 300],
    ];
    for (seed, len) in [(1, 40), (2, 400), (3, 2_000), (4, 6_000), (5, 12_000)] {
        inputs.push(pseudo_random_bytes(seed, len));
    }
    let mut legal_only = vec![5u8; 8];
    for i in 0..3000u32 {
        legal_only.extend_from_slice(&[0, (i % 4) as u8, (i % 7) as u8, (i % 251) as u8]);
    }
    inputs.push(legal_only);
    inputs
}
