//! A tiny test-only game for exercising the conformance kit: "Duel".
//!
//! 2–3 players, cards 0..12 (a card's id is its value), 3 dealt to each seat.
//! Three tricks; in each, every seat secretly commits one card at the same
//! time; the highest card scores a point. `bug` plants a deliberate defect so
//! that tests can show the kit catches it; defects of the action type itself
//! (its text and JSON), which has no configuration to read, are planted with
//! [`plant_action_bug`].

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::cell::Cell;
use std::fmt;
use std::str::FromStr;
use tabletop_core::Audience;

#[path = "toy_events.rs"]
mod events;
#[path = "toy_research.rs"]
mod research;
use tabletop_core::{
    Audit, CardSet, ConfigError, Game, GameConfig, GameRng, InvariantError, Outcome,
    ParseActionError, Pile, RuleViolation, Seat, SeatSet, ToAct,
};

/// A deliberate defect of the game, one per promise the kit checks.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Bug {
    #[default]
    None,
    /// validate accepts a card the seat does not hold.
    LooseValidate,
    /// each seat's view shows the next seat's hand.
    LeakyView,
    /// a refused action still records the commitment.
    HalfApplied,
    /// the game never ends.
    Endless,
    /// only the public view shows every hand.
    LeakyPublicView,
    /// the second trick loses a card from the deck.
    LosesACard,
    /// the scramble loses a card from the deck.
    ScrambleLosesACard,
    /// the scramble changes nothing.
    ScrambleNothing,
    /// the scramble also deals the observer a new hand.
    ScrambleObserver,
    /// a seat may not play its lowest card while the next seat holds card 0.
    LegalPeeks,
    /// seat 1 owes the second trick but has no legal action.
    NoLegalAction,
    /// a seat that has committed still lists its hand.
    ListedWhenNotOwed,
    /// the lowest card is listed twice.
    ListedTwice,
    /// every card has the integer code 0.
    SharedCode,
    /// validate refuses the highest card it lists.
    ValidateRefusesListed,
    /// apply_mut refuses the highest card it lists, from the second trick on.
    ApplyRefusesListed,
    /// apply_mut accepts a card the seat does not hold (validate refuses it).
    LooseApply,
    /// `apply` forgets to count the action; `apply_mut` counts it.
    ApplyDiffers,
    /// a clone forgets the action count.
    CloneDiffers,
    /// every seat is told the card another seat committed in secret.
    LeakyEvents,
    /// the game ends without an outcome.
    NoOutcome,
    /// an outcome is given from the second trick on.
    EarlyOutcome,
    /// the state refuses to serialise.
    Unserialisable,
    /// the state serialises but refuses to load.
    Unloadable,
    /// the state's JSON forgets the hands.
    LossyJson,
    /// `next_steps` (answered in the second trick) leaves out the highest
    /// legal id when there are several.
    NextStepsDropsOne,
    /// an integer code decodes to the next card.
    DecodesWrong,
    /// the game's notation writes the next card.
    NotationWrong,
    /// each setup deals differently, whatever the seed.
    DealVaries,
    /// each setup seeds the generator differently, whatever the seed.
    GeneratorVaries,
    /// the configuration's JSON cannot be read back.
    ConfigUnreadable,
    /// the configuration's JSON forgets this bug.
    ConfigLossy,
    /// the narration names a secret commitment to everyone.
    LeakyNarration,
    /// the setup description names every hand to everyone.
    LeakySetup,
    /// the narration tells everyone the deck's top card.
    NarrationNamesTheDeck,
}

/// A deliberate defect of the action type's own text or JSON.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum ActionBug {
    #[default]
    None,
    /// `Display` writes the card, `FromStr` reads the next one.
    TextReadsNext,
    /// the JSON of an action writes the next card.
    JsonWritesNext,
}

thread_local! {
    static ACTION_BUG: Cell<ActionBug> = const { Cell::new(ActionBug::None) };
    static SETUPS: Cell<u64> = const { Cell::new(0) };
}

/// Plants `bug` in the action type for the current thread.
pub fn plant_action_bug(bug: ActionBug) {
    ACTION_BUG.with(|b| b.set(bug));
}

fn action_bug() -> ActionBug {
    ACTION_BUG.with(Cell::get)
}

/// A different number at every setup of this thread (for the defects that
/// make setup depend on something other than the seed).
fn setup_count() -> u64 {
    SETUPS.with(|n| {
        n.set(n.get() + 1);
        n.get()
    })
}

#[derive(Clone, Debug, PartialEq)]
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

/// The configuration as written, without any planted defect.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(default)]
struct ConfigJson {
    players: serde_json::Value,
    bug: Bug,
}

impl Default for ConfigJson {
    fn default() -> Self {
        ConfigJson {
            players: 2.into(),
            bug: Bug::None,
        }
    }
}

impl ConfigJson {
    fn of(c: &DuelConfig) -> Self {
        ConfigJson {
            players: c.players.into(),
            bug: c.bug,
        }
    }

    fn read<E: serde::de::Error>(self) -> Result<DuelConfig, E> {
        let players = self
            .players
            .as_u64()
            .ok_or_else(|| E::custom("players must be a number"))?;
        Ok(DuelConfig {
            players: players as usize,
            bug: self.bug,
        })
    }
}

impl Serialize for DuelConfig {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut json = ConfigJson::of(self);
        match self.bug {
            Bug::ConfigUnreadable => json.players = "two".into(),
            Bug::ConfigLossy => json.bug = Bug::None,
            _ => {}
        }
        json.serialize(s)
    }
}

impl<'de> Deserialize<'de> for DuelConfig {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        ConfigJson::deserialize(d)?.read()
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

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
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
        let card: u8 = n
            .trim()
            .parse()
            .map_err(|e| ParseActionError::new(n, format!("{e}"), NOTATION))?;
        if action_bug() == ActionBug::TextReadsNext {
            return Ok(Play(card.wrapping_add(1)));
        }
        Ok(Play(card))
    }
}

impl Serialize for Play {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if action_bug() == ActionBug::JsonWritesNext {
            return self.0.wrapping_add(1).serialize(s);
        }
        self.0.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Play {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        u8::deserialize(d).map(Play)
    }
}

#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum DuelViolation {
    #[error("{0} owes no decision now")]
    NotYourTurn(Seat),
    #[error("you do not hold card {0}")]
    NotInHand(u8),
    #[error("card {0} may not be played now")]
    Barred(u8),
    #[error(transparent)]
    Turn(#[from] tabletop_core::TurnViolation),
}

impl RuleViolation for DuelViolation {
    fn rule(&self) -> &'static str {
        match self {
            DuelViolation::NotYourTurn(_) => "Duel: turn order",
            DuelViolation::NotInHand(_) => "Duel: play from your hand",
            DuelViolation::Barred(_) => "Duel: a planted rule",
            DuelViolation::Turn(refusal) => refusal.rule(),
        }
    }
}

#[derive(Debug, PartialEq)]
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

/// Duel's position as written: the state without any planted defect.
#[derive(Serialize, Deserialize)]
struct DuelJson {
    config: ConfigJson,
    rng: GameRng,
    deck: Pile<u8, 12>,
    hands: [CardSet; 3],
    committed: [Option<u8>; 3],
    scores: [i64; 3],
    trick: u8,
    actions: u64,
}

impl Serialize for Duel {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.config.bug == Bug::Unserialisable {
            return Err(serde::ser::Error::custom("a planted refusal"));
        }
        let lossy = self.config.bug == Bug::LossyJson;
        DuelJson {
            config: ConfigJson::of(&self.config),
            rng: self.rng.clone(),
            deck: self.deck,
            hands: if lossy {
                [CardSet::EMPTY; 3]
            } else {
                self.hands
            },
            committed: self.committed,
            scores: self.scores,
            trick: self.trick,
            actions: self.actions,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Duel {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let json = DuelJson::deserialize(d)?;
        let config: DuelConfig = json.config.read()?;
        if config.bug == Bug::Unloadable {
            return Err(serde::de::Error::custom("a planted refusal"));
        }
        Ok(Duel {
            config,
            rng: json.rng,
            deck: json.deck,
            hands: json.hands,
            committed: json.committed,
            scores: json.scores,
            trick: json.trick,
            actions: json.actions,
        })
    }
}

impl Clone for Duel {
    fn clone(&self) -> Self {
        Duel {
            config: self.config.clone(),
            rng: self.rng.clone(),
            deck: self.deck,
            hands: self.hands,
            committed: self.committed,
            scores: self.scores,
            trick: self.trick,
            actions: if self.config.bug == Bug::CloneDiffers {
                0
            } else {
                self.actions
            },
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DuelView {
    hand: Option<Vec<u8>>,
    peek: Option<Vec<u8>>,
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

    fn next_seat(&self, seat: Seat) -> usize {
        (seat.index() + 1) % self.config.players
    }

    /// Whether `card` of `seat`'s hand may be played (the rules' answer,
    /// with the planted defects that change it).
    fn allowed(&self, seat: Seat, card: u8) -> bool {
        let hand = self.hands[seat.index()];
        let lowest = hand.iter().next();
        let highest = hand.iter().last();
        match self.config.bug {
            Bug::LegalPeeks => {
                hand.len() < 2
                    || Some(card) != lowest
                    || !self.hands[self.next_seat(seat)].contains(0)
            }
            Bug::ValidateRefusesListed => Some(card) != highest,
            _ => true,
        }
    }

    pub fn scores(&self) -> &[i64] {
        &self.scores[..self.config.players]
    }

    fn over(&self) -> bool {
        self.trick >= 3 && self.config.bug != Bug::Endless
    }

    fn hand_list(&self, s: usize) -> Vec<u8> {
        self.hands[s].iter().collect()
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
        let deal_seed = match config.bug {
            Bug::DealVaries => seed ^ setup_count(),
            _ => seed,
        };
        let mut rng = GameRng::new(deal_seed);
        let mut deck: Pile<u8, 12> =
            Pile::from_slice(&(0..12).collect::<Vec<u8>>()).expect("12 cards fit");
        deck.shuffle(&mut rng);
        let mut hands = [CardSet::EMPTY; 3];
        for hand in hands.iter_mut().take(config.players) {
            for _ in 0..3 {
                hand.insert(deck.draw().expect("enough cards"));
            }
        }
        if config.bug == Bug::GeneratorVaries {
            rng = GameRng::new(seed ^ setup_count());
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
        if self.over() {
            ToAct::GameOver
        } else {
            ToAct::Simultaneous(self.owing())
        }
    }

    fn encode_action(&self, action: &Play) -> u128 {
        if self.config.bug == Bug::SharedCode {
            return 0;
        }
        u128::from(action.0)
    }

    fn decode_action(&self, code: u128) -> Result<Play, ParseActionError> {
        let card = u8::try_from(code)
            .map_err(|_| ParseActionError::new(&code.to_string(), "not a card", "0 to 255"))?;
        if self.config.bug == Bug::DecodesWrong {
            return Ok(Play(card.wrapping_add(1)));
        }
        Ok(Play(card))
    }

    fn action_text(&self, action: &Play) -> String {
        if self.config.bug == Bug::NotationWrong {
            return Play(action.0.wrapping_add(1)).to_string();
        }
        action.to_string()
    }

    fn legal_actions(&self, seat: Seat, out: &mut Vec<Play>) {
        let owes = self.to_act().includes(seat);
        let bug = self.config.bug;
        if bug == Bug::NoLegalAction && seat == Seat(1) && self.trick == 1 {
            return;
        }
        let listed = owes || (bug == Bug::ListedWhenNotOwed && seat.index() < self.config.players);
        if listed {
            let hand = self.hands[seat.index()];
            out.extend(
                hand.iter()
                    .filter(|&c| bug == Bug::ValidateRefusesListed || self.allowed(seat, c))
                    .map(Play),
            );
            if bug == Bug::ListedTwice {
                out.extend(hand.iter().next().map(Play));
            }
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
        if !self.allowed(seat, action.0) {
            return Err(DuelViolation::Barred(action.0));
        }
        Ok(())
    }

    fn apply_mut(&mut self, seat: Seat, action: &Play) -> Result<(), DuelViolation> {
        let bug = self.config.bug;
        if bug == Bug::HalfApplied && self.to_act().includes(seat) {
            self.actions += 1;
        }
        let loose = bug == Bug::LooseApply && self.to_act().includes(seat) && action.0 < 12;
        if !loose {
            self.validate(seat, action)?;
        }
        let s = seat.index();
        if bug == Bug::ApplyRefusesListed
            && self.trick >= 1
            && self.hands[s].iter().last() == Some(action.0)
        {
            return Err(DuelViolation::Barred(action.0));
        }
        self.hands[s].remove(action.0);
        self.committed[s] = Some(action.0);
        if bug != Bug::HalfApplied {
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
            if bug == Bug::LosesACard && self.trick == 2 {
                let _ = self.deck.draw();
            }
            if bug == Bug::Endless && self.trick >= 3 {
                // Deal fresh cards forever.
                for s in 0..self.config.players {
                    self.hands[s] = [self.rng.below(12) as u8].into_iter().collect();
                }
            }
        }
        Ok(())
    }

    fn apply(&self, seat: Seat, action: &Play) -> Result<Self, DuelViolation> {
        let mut next = self.clone();
        next.apply_mut(seat, action)?;
        if self.config.bug == Bug::ApplyDiffers {
            next.actions -= 1;
        }
        Ok(next)
    }

    fn view(&self, seat: Seat) -> DuelView {
        let mut v = self.table_view();
        if seat.index() < self.config.players {
            v.hand = Some(self.hand_list(seat.index()));
            if self.config.bug == Bug::LeakyView {
                v.peek = Some(self.hand_list(self.next_seat(seat)));
            }
        }
        v
    }

    fn public_view(&self) -> DuelView {
        let mut v = self.table_view();
        if self.config.bug == Bug::LeakyPublicView {
            v.all_hands = Some(
                (0..self.config.players)
                    .map(|s| self.hand_list(s))
                    .collect(),
            );
        }
        v
    }

    fn outcome(&self) -> Option<Outcome> {
        let over = match self.config.bug {
            Bug::NoOutcome => false,
            Bug::EarlyOutcome => self.trick >= 1,
            _ => self.over(),
        };
        over.then(|| {
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
        let mut lines = if audience.sees_hidden_of(seat) || self.config.bug == Bug::LeakyNarration {
            vec![format!("{seat} commits {}", action.0)]
        } else {
            vec![format!("{seat} commits a card")]
        };
        if self.config.bug == Bug::NarrationNamesTheDeck {
            lines.extend(
                self.deck
                    .top()
                    .map(|c| format!("the deck's top card is {c}")),
            );
        }
        lines
    }
}

impl Duel {
    /// What everyone sees: who has committed, the scores, the trick.
    fn table_view(&self) -> DuelView {
        DuelView {
            hand: None,
            peek: None,
            all_hands: None,
            committed: self.committed[..self.config.players]
                .iter()
                .map(Option::is_some)
                .collect(),
            scores: self.scores().to_vec(),
            trick: self.trick,
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
}

/// Duel's greedy heuristic: play the highest card held.
impl tabletop_core::Greedy for Duel {
    fn greedy_choice(&self, _seat: Seat, legal: &[Play], rng: &mut GameRng) -> usize {
        tabletop_core::greedy::best_index(legal, 0.0, rng, |play| f32::from(play.0))
    }
}
