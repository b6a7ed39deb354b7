//! The disputes the server holds: each under an unguessable id, at most
//! [`Limits::max_disputes`] at once, each of at most
//! [`Limits::max_actions`] actions, dropped after [`Limits::idle`] unused.

use crate::dispute::Dispute;
use crate::reply::ApiError;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// The bounds that keep the server's memory bounded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The most disputes held at once; a new one beyond it is refused
    /// (`too_many_games`) until one is closed or expires.
    pub max_disputes: usize,
    /// The most actions one dispute may take (or the game's own action cap,
    /// if lower); the next is refused with `action_cap`.
    pub max_actions: u64,
    /// A dispute unused for this long is dropped.
    pub idle: Duration,
    /// The largest request body in bytes (a replay is the largest input:
    /// [`tabletop::input::MAX_REPLAY_BYTES`]).
    pub max_body_bytes: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_disputes: 512,
            max_actions: 2_000,
            idle: Duration::from_secs(2 * 60 * 60),
            max_body_bytes: tabletop::input::MAX_REPLAY_BYTES,
        }
    }
}

/// One held dispute: the table and when it was last used.
struct Slot {
    dispute: Arc<Mutex<Dispute>>,
    used: Instant,
}

/// Every dispute the server holds, by id.
pub(crate) struct Store {
    pub(crate) limits: Limits,
    slots: Mutex<BTreeMap<String, Slot>>,
}

/// 128 bits from the operating system's generator, in hexadecimal: an id
/// nobody can guess from the ids they were given.
fn new_id() -> Result<String, ApiError> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| ApiError::internal(format!("no random id: {e}")))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// A lock, even if a thread panicked while holding it (every change to a
/// dispute is made whole or not at all, so its state stays sound).
pub(crate) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Store {
    /// An empty store.
    pub(crate) fn new(limits: Limits) -> Self {
        Store {
            limits,
            slots: Mutex::new(BTreeMap::new()),
        }
    }

    /// Holds `dispute` under a new id, after dropping the expired ones;
    /// refused when the store is full.
    pub(crate) fn insert(&self, dispute: Dispute) -> Result<String, ApiError> {
        let now = Instant::now();
        let mut slots = lock(&self.slots);
        slots.retain(|_, slot| now.duration_since(slot.used) < self.limits.idle);
        if slots.len() >= self.limits.max_disputes {
            return Err(tabletop::Error::TooManyGames {
                limit: self.limits.max_disputes,
            }
            .into());
        }
        let id = loop {
            let id = new_id()?;
            if !slots.contains_key(&id) {
                break id;
            }
        };
        slots.insert(
            id.clone(),
            Slot {
                dispute: Arc::new(Mutex::new(dispute)),
                used: now,
            },
        );
        Ok(id)
    }

    /// The dispute held under `id`, marked as used now.
    pub(crate) fn get(&self, id: &str) -> Result<Arc<Mutex<Dispute>>, ApiError> {
        let now = Instant::now();
        let mut slots = lock(&self.slots);
        match slots.get_mut(id) {
            Some(slot) if now.duration_since(slot.used) < self.limits.idle => {
                slot.used = now;
                Ok(Arc::clone(&slot.dispute))
            }
            Some(_) => {
                slots.remove(id);
                Err(ApiError::NoDispute)
            }
            None => Err(ApiError::NoDispute),
        }
    }

    /// Drops the dispute held under `id`.
    pub(crate) fn remove(&self, id: &str) -> Result<(), ApiError> {
        lock(&self.slots)
            .remove(id)
            .map(|_| ())
            .ok_or(ApiError::NoDispute)
    }
}
