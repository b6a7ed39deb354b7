//! Seeded, saveable randomness.
//!
//! Every random act of a game (shuffles, deals, blind draws) comes from one
//! [`GameRng`] held inside the game state. It is a ChaCha8 stream keyed by the
//! game's `u64` seed; saving it saves the seed and the position in the stream,
//! so a saved state continues exactly as the original would. The shuffle and
//! the bounded draw are written here (not taken from `rand`) so that an upgrade
//! of a dependency can never change a deal.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The random generator of one game: ChaCha8 keyed by a `u64` seed.
///
/// The same seed draws the same numbers everywhere; a saved generator
/// (serde) continues exactly where it stopped.
///
/// ```
/// use tabletop_core::GameRng;
///
/// let mut rng = GameRng::new(42);
/// let roll = rng.below(6);
/// assert!(roll < 6);
/// let mut cards = [1, 2, 3, 4, 5];
/// rng.shuffle(&mut cards);
/// let saved = serde_json::to_string(&rng).unwrap();
/// let mut restored: GameRng = serde_json::from_str(&saved).unwrap();
/// assert_eq!(restored.next_u64(), rng.next_u64());
/// assert_eq!(GameRng::new(42).below(6), roll);
/// ```
#[derive(Clone)]
pub struct GameRng {
    seed: u64,
    inner: ChaCha8Rng,
}

/// How a [`GameRng`] is saved: the seed, the stream and the number of 32-bit
/// words drawn so far. Hand-written positions may give the seed alone.
#[derive(Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a generator: an object with \"seed\" and optionally \"stream\" and \"words_drawn\""
)]
struct SavedRng {
    seed: u64,
    #[serde(default)]
    stream: u64,
    #[serde(default)]
    words_drawn: WordCount,
}

/// The length of a ChaCha stream in 32-bit words: 2^64 blocks of 16 words.
/// A word position is a 68-bit number.
pub const STREAM_WORDS: u128 = 1 << 68;

/// A position in the stream, saved exactly: a JSON number when it fits in
/// 64 bits (as every position reached in play does), else a decimal string,
/// since JSON readers do not keep larger numbers exactly.
#[derive(Clone, Copy, Default)]
struct WordCount(u128);

impl Serialize for WordCount {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match u64::try_from(self.0) {
            Ok(n) => serializer.serialize_u64(n),
            Err(_) => serializer.collect_str(&self.0),
        }
    }
}

impl<'de> Deserialize<'de> for WordCount {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Words;
        const EXPECTED: &str =
            "a whole number of words from 0 to 2^68 - 1 (as a decimal string above 2^64 - 1)";
        fn checked<E: serde::de::Error>(n: u128) -> Result<WordCount, E> {
            if n < STREAM_WORDS {
                Ok(WordCount(n))
            } else {
                Err(E::custom(format!(
                    "words_drawn {n} is past the end of the stream: {EXPECTED}"
                )))
            }
        }
        impl serde::de::Visitor<'_> for Words {
            type Value = WordCount;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(EXPECTED)
            }
            fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<WordCount, E> {
                checked(u128::from(n))
            }
            fn visit_u128<E: serde::de::Error>(self, n: u128) -> Result<WordCount, E> {
                checked(n)
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<WordCount, E> {
                match s.parse::<u128>() {
                    Ok(n) if s.bytes().all(|b| b.is_ascii_digit()) => checked(n),
                    _ => Err(E::invalid_value(serde::de::Unexpected::Str(s), &self)),
                }
            }
        }
        deserializer.deserialize_any(Words)
    }
}

impl GameRng {
    /// A generator at the start of the stream of `seed`.
    ///
    /// The ChaCha key is the seed's 8 little-endian bytes followed by zeros, a
    /// mapping fixed here so that no library change can alter it.
    #[must_use]
    pub fn new(seed: u64) -> Self {
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        GameRng {
            seed,
            inner: ChaCha8Rng::from_seed(key),
        }
    }

    /// A generator derived from `seed` and an index (e.g. the game number in a
    /// simulation), independent of every other index.
    #[must_use]
    pub fn derived(seed: u64, index: u64) -> Self {
        let mut rng = GameRng::new(seed);
        rng.inner.set_stream(index);
        rng
    }

    /// The seed this generator was keyed with.
    #[must_use]
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// How many 32-bit words have been drawn so far: a position in the
    /// stream, below [`STREAM_WORDS`] (the stream wraps around after that).
    #[must_use]
    pub fn words_drawn(&self) -> u128 {
        self.inner.get_word_pos()
    }

    /// The next 32 random bits.
    #[inline]
    pub fn next_u32(&mut self) -> u32 {
        self.inner.next_u32()
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.inner.next_u64()
    }

    /// A uniformly random number in `0..bound`, without bias (rejection
    /// sampling on 32-bit words, Lemire's multiply-shift). `bound` must be at
    /// least 1; a bound of 0 is treated as 1 and returns 0.
    #[inline]
    pub fn below(&mut self, bound: u32) -> u32 {
        if bound <= 1 {
            return 0;
        }
        // Lemire, "Fast random integer generation in an interval" (2019):
        // the division that sets the rejection threshold is only needed when
        // the low half falls below `bound` (the threshold is below `bound`).
        let mut product = u64::from(self.next_u32()) * u64::from(bound);
        if (product as u32) < bound {
            let threshold = bound.wrapping_neg() % bound;
            while (product as u32) < threshold {
                product = u64::from(self.next_u32()) * u64::from(bound);
            }
        }
        (product >> 32) as u32
    }

    /// A uniformly random index into a slice of length `len` (`len >= 1`).
    #[inline]
    pub fn index(&mut self, len: usize) -> usize {
        self.below(len as u32) as usize
    }

    /// Shuffles `items` in place with the Fisher–Yates (Durstenfeld) algorithm:
    /// for `i` from the last index down to 1, swap item `i` with a uniformly
    /// chosen item in `0..=i`.
    #[inline]
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index(i + 1);
            items.swap(i, j);
        }
    }
}

impl PartialEq for GameRng {
    fn eq(&self, other: &Self) -> bool {
        self.seed == other.seed && self.inner == other.inner
    }
}

impl Eq for GameRng {}

impl fmt::Debug for GameRng {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GameRng")
            .field("seed", &self.seed)
            .field("stream", &self.inner.get_stream())
            .field("words_drawn", &self.words_drawn())
            .finish()
    }
}

impl Serialize for GameRng {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        SavedRng {
            seed: self.seed,
            stream: self.inner.get_stream(),
            words_drawn: WordCount(self.words_drawn()),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for GameRng {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let saved = SavedRng::deserialize(deserializer)?;
        let mut rng = GameRng::derived(saved.seed, saved.stream);
        rng.inner.set_word_pos(saved.words_drawn.0);
        Ok(rng)
    }
}

impl Default for GameRng {
    fn default() -> Self {
        GameRng::new(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saving_keeps_the_position_in_the_stream() {
        let mut rng = GameRng::new(42);
        for _ in 0..37 {
            rng.next_u32();
        }
        let json = serde_json::to_string(&rng).unwrap();
        let mut restored: GameRng = serde_json::from_str(&json).unwrap();
        assert_eq!(restored, rng);
        assert_eq!(restored.next_u64(), rng.next_u64());
    }

    #[test]
    fn large_stream_positions_round_trip_exactly() {
        for words in [
            u128::from(u64::MAX) - 3,
            u128::from(u64::MAX) + 5,
            STREAM_WORDS - 20,
        ] {
            let text = format!(r#"{{"seed": 3, "stream": 4, "words_drawn": "{words}"}}"#);
            let mut rng: GameRng = serde_json::from_str(&text).unwrap();
            assert_eq!(rng.words_drawn(), words);
            for _ in 0..7 {
                rng.next_u32();
            }
            let saved = serde_json::to_value(&rng).unwrap();
            let back: GameRng = serde_json::from_value(saved.clone()).unwrap();
            assert_eq!(back, rng);
            assert_eq!(back.words_drawn(), words + 7);
            assert_eq!(serde_json::to_value(&back).unwrap(), saved);
        }
        // Small positions stay plain numbers, as in every saved game so far.
        let mut rng = GameRng::new(1);
        rng.next_u64();
        assert_eq!(
            serde_json::to_string(&rng).unwrap(),
            r#"{"seed":1,"stream":0,"words_drawn":2}"#
        );
    }

    #[test]
    fn impossible_generators_are_refused() {
        for text in [
            r#"{"seed": 1, "words_drawn": "295147905179352825856"}"#,
            r#"{"seed": 1, "words_drawn": 1.5}"#,
            r#"{"seed": 1, "words_drawn": -1}"#,
            r#"{"seed": 1, "words_drawn": "+4"}"#,
            r#"{"seed": 1, "words_drawn": 1e30}"#,
            r#"{"seed": 1, "extra": 0}"#,
            r#"{"stream": 1}"#,
        ] {
            let err = serde_json::from_str::<GameRng>(text)
                .unwrap_err()
                .to_string();
            assert!(!err.contains("struct"), "{text}: {err}");
        }
    }

    #[test]
    fn derived_streams_are_saved_with_their_stream() {
        let mut rng = GameRng::derived(9, 1234);
        rng.next_u32();
        let json = serde_json::to_string(&rng).unwrap();
        let mut restored: GameRng = serde_json::from_str(&json).unwrap();
        assert_eq!(restored.next_u32(), rng.next_u32());
        assert_ne!(
            GameRng::derived(9, 1).next_u64(),
            GameRng::derived(9, 2).next_u64()
        );
    }

    #[test]
    fn below_stays_in_range_and_hits_every_value() {
        let mut rng = GameRng::new(1);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            let v = rng.below(7) as usize;
            seen[v] += 1;
        }
        assert!(seen.iter().all(|&c| c > 800 && c < 1200), "{seen:?}");
        assert_eq!(rng.below(1), 0);
        assert_eq!(rng.below(0), 0);
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = GameRng::new(5);
        let mut v: Vec<u32> = (0..52).collect();
        rng.shuffle(&mut v);
        let mut sorted = v.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..52).collect::<Vec<_>>());
        assert_ne!(v, sorted);
    }
}
