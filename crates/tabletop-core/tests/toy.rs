//! A tiny test-only game for exercising the conformance kit: "Duel".
//!
//! 2–3 players, cards 0..12 (a card's id is its value), 3 dealt to each seat.
//! Three tricks; in each, every seat secretly commits one card at the same
//! time; the highest card scores a point. `bug` plants a deliberate defect so
//! that tests can show the kit catches it.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use tabletop_core::Audience;
use tabletop_core::{
    Audit, CardSet, ConfigError, Game, GameConfig, GameRng, InvariantError, Outcome,
    ParseActionError, Pile, RuleViolation, Seat, SeatSet, ToAct,
};

/// A deliberate defect.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Bug {
    #[default]
    None,
    /// validate accepts a card the seat does not hold.
    LooseValidate,
    /// the view shows every hand.
    LeakyView,
    /// a refused action still records the commitment.
    HalfApplied,
    /// the game never ends.
    Endless,
    /// the narration names a secret commitment to everyone.
    LeakyNarration,
    /// the setup description names every hand to everyone.
    LeakySetup,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct DuelConfig {
    pub players: usize,
    pub bug: Bug,
}

impl Default for DuelConfig {
    fn default() -> Self {
        DuelConfig {
            players: 2,
            bug: Bug::None,
        }
    }
}

impl GameConfig for DuelConfig {
    const PLAYER_COUNTS: std::ops::RangeInclusive<usize> = 2..=3;
    fn players(&self) -> usize {
        self.players
    }
    fn for_players(players: usize) -> Result<Self, ConfigError> {
        let c = DuelConfig {
            players,
            ..Default::default()
        };
        c.validate().map(|_| c)
    }
    fn validate(&self) -> Result<(), ConfigError> {
        if Self::PLAYER_COUNTS.contains(&self.players) {
            Ok(())
        } else {
            Err(ConfigError::PlayerCount {
                game: "duel",
                got: self.players,
                min: 2,
                max: 3,
            })
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Play(pub u8);

impl fmt::Display for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "play {}", self.0)
    }
}

/// The notation of Duel's one action.
const NOTATION: &str = "play N";

impl FromStr for Play {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<Self, ParseActionError> {
        let n = s
            .strip_prefix("play ")
            .ok_or_else(|| ParseActionError::new(s, "expected `play N`", NOTATION))?;
        n.trim()
            .parse()
            .map(Play)
            .map_err(|e| ParseActionError::new(n, format!("{e}"), NOTATION))
    }
}

#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum DuelViolation {
    #[error("{0} owes no decision now")]
    NotYourTurn(Seat),
    #[error("you do not hold card {0}")]
    NotInHand(u8),
}

impl RuleViolation for DuelViolation {
    fn rule(&self) -> &'static str {
        match self {
            DuelViolation::NotYourTurn(_) => "Duel: turn order",
            DuelViolation::NotInHand(_) => "Duel: play from your hand",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Duel {
    config: DuelConfig,
    rng: GameRng,
    deck: Pile<u8, 12>,
    hands: [CardSet; 3],
    committed: [Option<u8>; 3],
    scores: [i64; 3],
    trick: u8,
    actions: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DuelView {
    hand: Option<Vec<u8>>,
    all_hands: Option<Vec<Vec<u8>>>,
    committed: Vec<bool>,
    scores: Vec<i64>,
    trick: u8,
}

impl Duel {
    fn owing(&self) -> SeatSet {
        let mut set = SeatSet::EMPTY;
        for s in 0..self.config.players {
            if self.committed[s].is_none() {
                set.insert(Seat(s as u8));
            }
        }
        set
    }

    pub fn scores(&self) -> &[i64] {
        &self.scores[..self.config.players]
    }
}

impl Game for Duel {
    type Config = DuelConfig;
    type Action = Play;
    type Violation = DuelViolation;
    type View = DuelView;
    const NAME: &'static str = "duel";
    const RULES_VERSION: &'static str = "duel-1";

    fn setup(config: DuelConfig, seed: u64) -> Result<Self, ConfigError> {
        config.validate()?;
        let mut rng = GameRng::new(seed);
        let mut deck: Pile<u8, 12> =
            Pile::from_slice(&(0..12).collect::<Vec<u8>>()).expect("12 cards fit");
        deck.shuffle(&mut rng);
        let mut hands = [CardSet::EMPTY; 3];
        for hand in hands.iter_mut().take(config.players) {
            for _ in 0..3 {
                hand.insert(deck.draw().expect("enough cards"));
            }
        }
        Ok(Duel {
            config,
            rng,
            deck,
            hands,
            committed: [None; 3],
            scores: [0; 3],
            trick: 0,
            actions: 0,
        })
    }

    fn config(&self) -> &DuelConfig {
        &self.config
    }

    fn to_act(&self) -> ToAct {
        if self.trick >= 3 && self.config.bug != Bug::Endless {
            ToAct::GameOver
        } else {
            ToAct::Simultaneous(self.owing())
        }
    }

    fn encode_action(&self, action: &Play) -> u128 {
        u128::from(action.0)
    }

    fn decode_action(&self, code: u128) -> Result<Play, tabletop_core::ParseActionError> {
        u8::try_from(code).map(Play).map_err(|_| {
            tabletop_core::ParseActionError::new(&code.to_string(), "not a card", "0 to 255")
        })
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Play>) {
        if self.to_act().includes(seat) {
            out.extend(self.hands[seat.index()].iter().map(Play));
        }
    }

    fn validate(&self, seat: Seat, action: &Play) -> Result<(), DuelViolation> {
        if !self.to_act().includes(seat) {
            return Err(DuelViolation::NotYourTurn(seat));
        }
        if self.config.bug == Bug::LooseValidate && action.0 < 12 {
            return Ok(());
        }
        if !self.hands[seat.index()].contains(action.0) {
            return Err(DuelViolation::NotInHand(action.0));
        }
        Ok(())
    }

    fn apply_mut(&mut self, seat: Seat, action: &Play) -> Result<(), DuelViolation> {
        if self.config.bug == Bug::HalfApplied && self.to_act().includes(seat) {
            self.actions += 1;
        }
        self.validate(seat, action)?;
        let s = seat.index();
        self.hands[s].remove(action.0);
        self.committed[s] = Some(action.0);
        if self.config.bug != Bug::HalfApplied {
            self.actions += 1;
        }
        if self.owing().is_empty() {
            let plays = &self.committed[..self.config.players];
            let best = (0..plays.len())
                .max_by_key(|&i| plays[i])
                .expect("players >= 2");
            self.scores[best] += 1;
            self.committed = [None; 3];
            self.trick += 1;
            if self.config.bug == Bug::Endless && self.trick >= 3 {
                // Deal fresh cards forever.
                for s in 0..self.config.players {
                    self.hands[s] = [self.rng.below(12) as u8].into_iter().collect();
                }
            }
        }
        Ok(())
    }

    fn view(&self, seat: Seat) -> DuelView {
        let mut v = self.public_view();
        if seat.index() < self.config.players {
            v.hand = Some(self.hands[seat.index()].iter().collect());
        }
        v
    }

    fn public_view(&self) -> DuelView {
        let all_hands = (self.config.bug == Bug::LeakyView).then(|| {
            self.hands[..self.config.players]
                .iter()
                .map(|h| h.iter().collect())
                .collect()
        });
        DuelView {
            hand: None,
            all_hands,
            committed: self.committed[..self.config.players]
                .iter()
                .map(Option::is_some)
                .collect(),
            scores: self.scores().to_vec(),
            trick: self.trick,
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.to_act().is_over().then(|| {
            Outcome::ranked(
                self.scores().to_vec(),
                vec![0; self.config.players],
                "three tricks",
            )
        })
    }

    fn actions_taken(&self) -> u64 {
        self.actions
    }

    fn describe_setup(&self, audience: Audience) -> Vec<String> {
        let mut lines = vec![format!("Duel for {} players", self.config.players)];
        for s in 0..self.config.players {
            let seat = Seat(s as u8);
            if audience.sees_hidden_of(seat) || self.config.bug == Bug::LeakySetup {
                let hand: Vec<String> = self.hands[s].iter().map(|c| c.to_string()).collect();
                lines.push(format!("{seat} holds {}", hand.join(" ")));
            }
        }
        lines
    }

    fn narrate(
        &self,
        _before: &Self,
        seat: Seat,
        action: &Play,
        audience: Audience,
    ) -> Vec<String> {
        if audience.sees_hidden_of(seat) || self.config.bug == Bug::LeakyNarration {
            vec![format!("{seat} commits {}", action.0)]
        } else {
            vec![format!("{seat} commits a card")]
        }
    }
}

impl Audit for Duel {
    fn check_invariants(&self) -> Result<(), InvariantError> {
        let held: usize = self.hands.iter().map(|h| h.len()).sum();
        let committed = self.committed.iter().flatten().count();
        let played = self.trick as usize * self.config.players;
        let total = held + committed + played + self.deck.len();
        if self.config.bug != Bug::Endless && total != 12 {
            return Err(InvariantError::new(
                "card conservation",
                format!("{total} cards accounted for, not 12"),
            ));
        }
        Ok(())
    }

    fn scramble_hidden(&self, observer: Seat, rng: &mut GameRng) -> Self {
        // Pool every card the observer cannot see (other hands, committed
        // cards of others, the deck) and deal it back at random.
        let mut copy = self.clone();
        let mut pool: Vec<u8> = Vec::new();
        for s in 0..self.config.players {
            if s != observer.index() {
                pool.extend(self.hands[s].iter());
                pool.extend(self.committed[s]);
            }
        }
        pool.extend(self.deck.iter());
        rng.shuffle(&mut pool);
        let mut it = pool.into_iter();
        for s in 0..self.config.players {
            if s != observer.index() {
                let n = self.hands[s].len();
                copy.hands[s] = it.by_ref().take(n).collect();
                if self.committed[s].is_some() {
                    copy.committed[s] = it.next();
                }
            }
        }
        copy.deck = Pile::from_slice(&it.collect::<Vec<u8>>()).expect("fits");
        copy.rng = GameRng::new(rng.next_u64());
        copy
    }
}
