//! The position format: a readable JSON description of the table, loaded
//! through validation.
//!
//! Each park is its cards in the order they were laid, written as actions
//! (`"camp kayaking at 0,0"`, `"trail 17 at 0,-2 r180"`); each placement
//! must have been legal when it was made. Cards are named by number. Every
//! trail card of the deck must be in exactly one place; cards a
//! hand-written position does not place go to the discards (as many as
//! the round has discarded) and then under the listed deck cards, in an
//! order shuffled by the position's generator. Saving a state lists
//! everything.
//!
//! ```json
//! { "config": {"players": 2}, "round": 1, "step": {"turn": 1},
//!   "in_game_goals": ["triple-crown", "long-haul"],
//!   "end_game_goals": ["metro-park", "grand-loop"],
//!   "seats": [ {"park": ["camp kayaking at 0,0"], "hand": [1, 2, 3, 4, 5, 6, 7, 8]},
//!              {"park": ["camp hiking at 0,0"], "hand": [9, 10, 11, 12, 13, 14, 15, 16]} ] }
//! ```

use crate::cards::{CardId, GoalKind};
use crate::config::{SoloRefill, TrailblazersConfig};
use crate::legal::placement_violation;
use crate::park::{Park, Piece, Placement};
use crate::state::{
    CARDS_PER_TURN, Ending, GOALS_REVEALED, HAND_SIZE, MAX_PLAYERS, ROUNDS, Step, Trailblazers,
};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use tabletop_core::words::plural;
use tabletop_core::{GameConfig, GameRng, Pile, RuleViolation};

/// One seat in a position.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SeatRepr {
    /// The park's cards, first laid first.
    pub park: Vec<Placement>,
    /// How many of the last cards of `park` were placed in secret this
    /// step (not yet revealed).
    #[serde(skip_serializing_if = "is_zero")]
    pub placed_this_step: u8,
    /// The hand, by card number.
    pub hand: Vec<u16>,
    /// In-Game goals claimed: goal key → slot (1 = first).
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub claims: BTreeMap<String, u8>,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn default_round() -> u8 {
    1
}

fn default_step() -> Step {
    Step::Camps
}

/// A position as written in a file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Position {
    /// The configuration (fields may be left out).
    #[serde(default)]
    pub config: TrailblazersConfig,
    /// The round, 1–4.
    #[serde(default = "default_round")]
    pub round: u8,
    /// The step: `"camps"`, `{"turn": 1}` … `{"turn": 3}`, or `"over"`.
    #[serde(default = "default_step")]
    pub step: Step,
    /// How the game ended (with `"over"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ending: Option<Ending>,
    /// The In-Game goals revealed (multiplayer), by key.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub in_game_goals: Vec<String>,
    /// The End-Game goals revealed (multiplayer), by key.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub end_game_goals: Vec<String>,
    /// The seats, from seat 0.
    pub seats: Vec<SeatRepr>,
    /// The deck, top (next drawn) first, by card number.
    #[serde(default)]
    pub deck: Vec<u16>,
    /// The discards, by card number.
    #[serde(default)]
    pub discards: Vec<u16>,
    /// Actions applied so far.
    #[serde(default)]
    pub actions_taken: u64,
    /// The generator (a seed alone will do).
    #[serde(default)]
    pub rng: GameRng,
}

/// Placements and cards a seat must have made and hold at a point of the
/// game (the position's consistency rules and the state's invariants).
pub(crate) struct Expected {
    pub camps: usize,
    pub trails: usize,
    pub hand: usize,
    /// Trail cards drawn by the whole table so far.
    pub drawn: usize,
}

/// What every seat must show at `round`, `step`, with `placed` placed this
/// step (`None` for an impossible point of the game).
pub(crate) fn expected(
    config: &TrailblazersConfig,
    round: u8,
    step: Step,
    ending: Option<Ending>,
    placed: u8,
) -> Option<Expected> {
    if !(1..=ROUNDS).contains(&round) {
        return None;
    }
    let r = usize::from(round);
    let p = usize::from(placed);
    let n = config.players();
    let solo_round = match config.solo_refill() {
        SoloRefill::FirstTwoTurns => 18,
        _ => 20,
    };
    // Cards drawn by one seat in the rounds before this one, and in this one
    // up to the start of turn `t` (solo: 8, 6 after turn 1, 4 after turn 2).
    let per_seat = |t: usize| -> usize {
        let earlier = if config.is_solo() { solo_round } else { 8 };
        let now = if config.is_solo() {
            [8, 14, 18].get(t.saturating_sub(1)).copied().unwrap_or(18)
        } else {
            8
        };
        earlier * (r - 1) + now
    };
    let e = match (step, ending) {
        (Step::Camps, None) if round < ROUNDS && placed <= 1 => Expected {
            camps: r - 1 + p,
            trails: 6 * (r - 1),
            hand: HAND_SIZE,
            drawn: per_seat(1),
        },
        (Step::Turn(t), None) if (1..=3).contains(&t) && placed <= CARDS_PER_TURN => {
            let t = usize::from(t);
            Expected {
                camps: r.min(3),
                trails: 6 * (r - 1) + 2 * (t - 1) + p,
                hand: HAND_SIZE - 2 * (t - 1) - p,
                drawn: per_seat(t),
            }
        }
        (Step::Over, Some(Ending::Completed)) if round == ROUNDS && placed == 0 => Expected {
            camps: 3,
            trails: 24,
            hand: 0,
            drawn: if config.is_solo() { solo_round * 4 } else { 32 },
        },
        (Step::Over, Some(Ending::InGameGoalMissed))
            if round == ROUNDS && placed == 0 && config.is_solo() =>
        {
            Expected {
                camps: 3,
                trails: 18,
                hand: HAND_SIZE,
                drawn: per_seat(1),
            }
        }
        _ => return None,
    };
    Some(Expected {
        drawn: e.drawn * n,
        ..e
    })
}

impl From<Trailblazers> for Position {
    fn from(t: Trailblazers) -> Self {
        let cat = t.catalogue();
        let numbers = |cards: &mut dyn Iterator<Item = CardId>| -> Vec<u16> {
            cards.map(|c| u16::from(c) + 1).collect()
        };
        let keys = |kind: GoalKind| -> Vec<String> {
            if t.is_solo() {
                return Vec::new();
            }
            t.goals(kind).map(|g| g.key.clone()).collect()
        };
        let seats = (0..t.players())
            .map(|i| SeatRepr {
                park: t.parks[i].placements().to_vec(),
                placed_this_step: t.placed[i],
                hand: numbers(&mut t.hands[i].iter()),
                claims: t
                    .in_game
                    .iter()
                    .enumerate()
                    .filter_map(|(g, goal)| {
                        let goal = cat.goals(GoalKind::InGame).get(usize::from((*goal)?))?;
                        let slot = t.claims[g][i];
                        (slot > 0).then(|| (goal.key.clone(), slot))
                    })
                    .collect(),
            })
            .collect();
        Position {
            round: t.round,
            step: t.step,
            ending: t.ending,
            in_game_goals: keys(GoalKind::InGame),
            end_game_goals: keys(GoalKind::EndGame),
            seats,
            deck: numbers(&mut t.deck.iter().rev()),
            discards: numbers(&mut t.discards.iter()),
            actions_taken: t.actions,
            rng: t.rng.clone(),
            config: t.config.clone(),
        }
    }
}

impl TryFrom<Position> for Trailblazers {
    type Error = String;

    fn try_from(p: Position) -> Result<Self, String> {
        let seating = tabletop_core::position::seating_of(&p.config, p.seats.len())?;
        let players = seating.players();
        let cat = p.config.catalogue();
        let total = cat.trail_count();
        let mut placed_cards = vec![false; total];
        let mut place = |number: u16, where_: &str| -> Result<CardId, String> {
            let id = usize::from(number)
                .checked_sub(1)
                .filter(|&i| i < total)
                .ok_or_else(|| format!("{where_}: the deck has no trail card #{number}"))?;
            if std::mem::replace(&mut placed_cards[id], true) {
                return Err(format!(
                    "trail card #{number} is in two places (again in {where_})"
                ));
            }
            Ok(id as CardId)
        };
        let (in_game, end_game) = goals_of(&p)?;
        let mut parks: [Park; MAX_PLAYERS] = std::array::from_fn(|_| Park::new());
        let mut hands = [Pile::<CardId, HAND_SIZE>::new(); MAX_PLAYERS];
        let mut placed = [0u8; MAX_PLAYERS];
        let mut claims = [[0u8; MAX_PLAYERS]; GOALS_REVEALED];
        let mut in_parks = 0usize;
        let mut in_hands = 0usize;
        for (i, s) in p.seats.iter().enumerate() {
            let e = expected(&p.config, p.round, p.step, p.ending, s.placed_this_step)
                .ok_or_else(|| {
                    format!(
                        "seat {i}: round {} at {} with {} placed this step is not a point of the game",
                        p.round,
                        p.step,
                        plural(usize::from(s.placed_this_step), "card")
                    )
                })?;
            let camps = s
                .park
                .iter()
                .filter(|q| matches!(q.piece, Piece::Camp(_)))
                .count();
            if camps != e.camps || s.park.len() - camps != e.trails {
                return Err(format!(
                    "seat {i}: at this point of the game a park holds {} and {}; this one holds {} and {}",
                    plural(e.camps, "camp"),
                    plural(e.trails, "trail card"),
                    plural(camps, "camp"),
                    plural(s.park.len() - camps, "trail card")
                ));
            }
            let pending = &s.park[s.park.len() - usize::from(s.placed_this_step)..];
            let wrong = pending.iter().any(|q| !p.step.takes(q.piece));
            if wrong {
                return Err(format!(
                    "seat {i}: the cards placed this step must be {}",
                    if p.step == Step::Camps {
                        "a camp"
                    } else {
                        "trail cards"
                    }
                ));
            }
            if s.park
                .iter()
                .any(|q| matches!(q.piece, Piece::Camp(_)) && !p.config.camp_may_turn(q.rotation))
            {
                return Err(format!(
                    "seat {i}: camps keep their orientation under camp_rotation = fixed"
                ));
            }
            for q in &s.park {
                if let Piece::Trail(c) = q.piece {
                    place(u16::from(c) + 1, &format!("seat {i}'s park"))?;
                }
            }
            parks[i] = Park::build(
                cat,
                &s.park,
                p.config.camp_cover() == crate::config::CampCover::Trails,
            )
            .map_err(|(k, fault)| {
                let refusal = placement_violation(fault, s.park[k]);
                format!(
                    "seat {i}: park card {} ({}) could not have been laid: {refusal} ({})",
                    k + 1,
                    s.park[k],
                    refusal.rule()
                )
            })?;
            if s.hand.len() != e.hand {
                return Err(format!(
                    "seat {i}: the hand holds {}; at this point of the game it holds {}",
                    plural(s.hand.len(), "card"),
                    e.hand
                ));
            }
            for &n in &s.hand {
                let id = place(n, &format!("seat {i}'s hand"))?;
                let _ = hands[i].push(id);
            }
            placed[i] = s.placed_this_step;
            for (key, &slot) in &s.claims {
                let g = in_game
                    .iter()
                    .position(|&g| {
                        g.is_some_and(|g| cat.goals(GoalKind::InGame)[usize::from(g)].key == *key)
                    })
                    .ok_or_else(|| format!("seat {i}: {key:?} is not an In-Game goal in play"))?;
                let slots = cat.goals(GoalKind::InGame)[usize::from(in_game[g].unwrap_or(0))]
                    .slots
                    .len();
                if slot == 0 || usize::from(slot) > slots {
                    return Err(format!(
                        "seat {i}: {key} has slots 1 to {slots}, not {slot}"
                    ));
                }
                claims[g][i] = slot;
            }
            in_parks += s.park.len() - camps;
            in_hands += s.hand.len();
        }
        check_claims(&claims, players)?;
        if p.step.is_complete(&placed[..players]) {
            return Err(
                "every seat has placed all it owes this step: the step would be over".into(),
            );
        }
        let e = expected(&p.config, p.round, p.step, p.ending, 0).ok_or("impossible step")?;
        let drawn = e.drawn;
        let discards_due = drawn
            .checked_sub(in_parks + in_hands)
            .ok_or("more cards are in parks and hands than the table has drawn")?;
        if drawn > total {
            return Err(format!(
                "the table has drawn {drawn} cards; the deck holds {total}"
            ));
        }
        let mut discards = Pile::<CardId, { crate::cards::MAX_TRAIL_CARDS }>::new();
        if p.discards.len() > discards_due {
            return Err(format!(
                "{} discards are listed; at this point of the game there are {discards_due}",
                p.discards.len()
            ));
        }
        for &n in &p.discards {
            let _ = discards.push(place(n, "the discards")?);
        }
        let mut deck_top = Vec::new();
        if p.deck.len() > total - drawn {
            return Err(format!(
                "{} deck cards are listed; at this point of the game the deck holds {}",
                p.deck.len(),
                total - drawn
            ));
        }
        for &n in &p.deck {
            deck_top.push(place(n, "the deck")?);
        }
        let mut rng = p.rng.clone();
        let mut rest: Vec<CardId> = (0..total)
            .filter(|&c| !placed_cards[c])
            .map(|c| c as CardId)
            .collect();
        rng.shuffle(&mut rest);
        let mut rest = rest.into_iter();
        while discards.len() < discards_due {
            let Some(c) = rest.next() else { break };
            let _ = discards.push(c);
        }
        let mut deck = Pile::new();
        for c in rest.chain(deck_top.into_iter().rev()) {
            let _ = deck.push(c);
        }
        Ok(Trailblazers {
            seating,
            round: p.round,
            step: p.step,
            parks,
            placed,
            hands,
            deck,
            discards,
            in_game,
            end_game,
            claims,
            ending: p.ending,
            actions: p.actions_taken,
            rng,
            config: p.config,
        })
    }
}

type GoalSlots = [Option<u8>; GOALS_REVEALED];

fn goals_of(p: &Position) -> Result<(GoalSlots, GoalSlots), String> {
    let cat = p.config.catalogue();
    let mut in_game = [None; GOALS_REVEALED];
    let mut end_game = [None; GOALS_REVEALED];
    if let Some(challenge) = p.config.challenge() {
        if !p.in_game_goals.is_empty() || !p.end_game_goals.is_empty() {
            return Err("the solo game's goals come from its challenge; list none".into());
        }
        for key in challenge.goals() {
            if let Some((kind, i)) = cat.find_goal(key) {
                match kind {
                    GoalKind::InGame => in_game[0] = Some(i as u8),
                    GoalKind::EndGame => end_game[0] = Some(i as u8),
                }
            }
        }
        return Ok((in_game, end_game));
    }
    for (kind, keys, slots) in [
        (GoalKind::InGame, &p.in_game_goals, &mut in_game),
        (GoalKind::EndGame, &p.end_game_goals, &mut end_game),
    ] {
        let label = match kind {
            GoalKind::InGame => "in_game_goals",
            GoalKind::EndGame => "end_game_goals",
        };
        if keys.len() != GOALS_REVEALED {
            return Err(format!(
                "{label}: a multiplayer game reveals {GOALS_REVEALED} goals, not {}",
                keys.len()
            ));
        }
        for (slot, key) in slots.iter_mut().zip(keys) {
            match cat.find_goal(key) {
                Some((k, i)) if k == kind => *slot = Some(i as u8),
                Some(_) => return Err(format!("{label}: {key:?} is a goal of the other kind")),
                None => return Err(format!("{label}: no goal has the key {key:?}")),
            }
        }
        if slots[0] == slots[1] {
            return Err(format!("{label}: the two goals must differ"));
        }
    }
    Ok((in_game, end_game))
}

/// Claims fill slots from the first without gaps (L33).
pub(crate) fn check_claims(
    claims: &[[u8; MAX_PLAYERS]; GOALS_REVEALED],
    players: usize,
) -> Result<(), String> {
    for (g, row) in claims.iter().enumerate() {
        let used = row[..players].iter().copied().max().unwrap_or(0);
        for slot in 1..=used {
            if !row[..players].contains(&slot) {
                return Err(format!(
                    "In-Game goal {}: slot {slot} is empty below a claimed slot {used} (claims fill the highest unclaimed slot, L33)",
                    g + 1
                ));
            }
        }
        if row[players..].iter().any(|&s| s != 0) {
            return Err("a claim by a seat not at the table".into());
        }
    }
    Ok(())
}
