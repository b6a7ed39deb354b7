//! Invariants and hidden-information scrambling: what the conformance kit
//! checks after every action, and what a loaded position must satisfy.

use crate::cards::{Effect, Kind};
use crate::catalogue::CardId;
use crate::colour::Mode;
use crate::state::{After, DAY_GOAL, MAX_PLAYERS, NIGHTLIFE_TOKENS, NO_CARD, Phase, SPACES, Seoul};
use tabletop_core::CardSet;
use tabletop_core::words::plural;

/// A broken invariant.
pub(crate) type Broken = tabletop_core::InvariantError;

fn broken(invariant: &'static str, detail: impl Into<String>) -> Broken {
    tabletop_core::InvariantError::new(invariant, detail)
}

impl Seoul {
    /// Checks everything a real table guarantees: every card in exactly one
    /// place of the right kind (card conservation), counts and bounds, and a
    /// step that fits the table.
    pub(crate) fn consistency(&self) -> Result<(), Broken> {
        self.conservation()?;
        self.counts()?;
        self.steps()?;
        self.knowledge_consistency()
    }

    fn conservation(&self) -> Result<(), Broken> {
        let cat = self.catalogue();
        let n = self.players();
        let mut seen = CardSet::EMPTY;
        let mut add = |card: CardId, kind: Option<Kind>, place: &str| -> Result<(), Broken> {
            if usize::from(card) >= cat.len() {
                return Err(broken(
                    "card conservation",
                    format!("card #{card} in {place} is not in the deck"),
                ));
            }
            if seen.contains(card) {
                return Err(broken(
                    "card conservation",
                    format!("{} is in two places (again in {place})", cat.name(card)),
                ));
            }
            if let Some(kind) = kind
                && cat.kind(card) != kind
            {
                return Err(broken(
                    "card kinds",
                    format!("{} in {place} is not a {kind}", cat.name(card)),
                ));
            }
            seen.insert(card);
            Ok(())
        };
        for card in self.deck.iter() {
            add(card, None, "the deck")?;
        }
        for (s, pile) in self.city.iter().enumerate() {
            for card in *pile {
                add(card, None, &format!("City space {}", s + 1))?;
            }
        }
        for card in self.taken {
            add(card, None, "the pile taken")?;
        }
        if let Phase::Pay { card, .. } = self.phase {
            add(card, None, "the card being played")?;
        }
        for i in 0..MAX_PLAYERS {
            let t = &self.tableaux[i];
            if i >= n {
                if !self.hands[i].is_empty()
                    || t.count() > 0
                    || !self.guardians[i].is_empty()
                    || self.nightlife[i] > 0
                {
                    return Err(broken(
                        "seats",
                        format!("seat {i} is not at the table but holds cards or tokens"),
                    ));
                }
                continue;
            }
            for card in self.hands[i] {
                add(card, None, &format!("seat {i}'s hand"))?;
            }
            for (h, &card) in t.highlights().iter().enumerate() {
                add(
                    card,
                    Some(Kind::Highlight),
                    &format!("seat {i}'s Highlights"),
                )?;
                for mode in Mode::BOTH {
                    if let Some(d) = t.linked(h, mode) {
                        add(d, Some(Kind::Delight), &format!("seat {i}'s {mode}s"))?;
                    }
                }
            }
            let len = t.highlights.len();
            if t.festival[len..]
                .iter()
                .chain(&t.food[len..])
                .any(|&c| c != NO_CARD)
            {
                return Err(broken(
                    "tableau",
                    format!("seat {i} has a Delight linked to no Highlight"),
                ));
            }
            for card in t.shopping {
                add(card, Some(Kind::Shopping), &format!("seat {i}'s Shopping"))?;
            }
            for card in self.guardians[i] {
                add(card, Some(Kind::Guardian), &format!("seat {i}'s Guardians"))?;
            }
        }
        if seen != cat.all() {
            return Err(broken(
                "card conservation",
                format!("{} cards are placed, not {}", seen.len(), cat.len()),
            ));
        }
        Ok(())
    }

    fn counts(&self) -> Result<(), Broken> {
        let cat = self.catalogue();
        let n = self.players();
        let days = self.config.days();
        if self.empty != crate::legal::empty_of(&self.city) {
            return Err(broken(
                "the empty City spaces",
                "the spaces recorded as empty are not the empty ones",
            ));
        }
        if !(1..=days).contains(&self.day) {
            return Err(broken(
                "days",
                format!("Day {} of a {days}-Day Journey", self.day),
            ));
        }
        let scored = if self.phase == Phase::Over {
            self.day
        } else {
            self.day - 1
        };
        for i in 0..n {
            if self.scores[i][usize::from(scored)..]
                .iter()
                .any(|&p| p != 0)
            {
                return Err(broken(
                    "scores",
                    format!("seat {i} has a score for a Day not yet scored"),
                ));
            }
        }
        let trends = self.trend_count();
        if self.trends.len() != trends {
            return Err(broken(
                "trends",
                format!(
                    "{n} players have {}, not {}",
                    tabletop_core::words::plural(trends, "Trending colour"),
                    self.trends.len()
                ),
            ));
        }
        if !self.seating.contains(self.active) || !self.seating.contains(self.start_player) {
            return Err(broken(
                "seats",
                "the active or start player is not at the table",
            ));
        }
        let held: u32 = self.nightlife.iter().map(|&t| u32::from(t)).sum();
        if held + u32::from(self.nightlife_supply) > u32::from(NIGHTLIFE_TOKENS) {
            return Err(broken(
                "Nightlife tokens",
                format!(
                    "{held} held and {} in the supply, of 3",
                    self.nightlife_supply
                ),
            ));
        }
        if let Some(record) = &self.record
            && !(self.nightlife_supply..=NIGHTLIFE_TOKENS).contains(&record.supply)
        {
            return Err(broken(
                "Nightlife tokens",
                format!(
                    "the last Day ended with {} in the supply, but the supply is {} now and never grows (of 3)",
                    record.supply, self.nightlife_supply
                ),
            ));
        }
        if !self
            .face_down
            .is_subset(self.city.iter().fold(CardSet::EMPTY, |a, s| a.union(*s)))
        {
            return Err(broken("City", "a face-down card is not in the City"));
        }
        let owned = self
            .guardians
            .iter()
            .fold(CardSet::EMPTY, |a, g| a.union(*g));
        if !self.flipped.is_subset(owned) {
            return Err(broken("Guardians", "a flipped token belongs to no player"));
        }
        for seat in self.seating.seats() {
            let t = &self.tableaux[seat.index()];
            let tiring = t.highlights().iter().filter(|&&h| cat.is_tiring(h)).count();
            if usize::from(t.tiring) > tiring {
                return Err(broken(
                    "Tiring",
                    format!(
                        "{seat} counts {} Tiring cards but has played {tiring}",
                        t.tiring
                    ),
                ));
            }
            let encores = self.guardians[seat.index()]
                .intersection(self.flipped)
                .iter()
                .filter(|&g| cat.effect(g) == Some(Effect::Encore))
                .count();
            if t.highlights.len() > DAY_GOAL + encores {
                return Err(broken(
                    "tableau",
                    format!(
                        "{seat} has {} Highlights: at most 8 before a last turn, one card a turn and one per Encore",
                        t.highlights.len()
                    ),
                ));
            }
            let count = t.count();
            if self.trigger.is_none() && t.reaches_day_goal() {
                return Err(broken(
                    "Day end",
                    format!(
                        "{seat} has {count} cards, yet the Day's end is not triggered (the first player to reach 9 cards triggers it)"
                    ),
                ));
            }
        }
        if let Some(t) = self.trigger
            && (!self.seating.contains(t) || !self.tableaux[t.index()].reaches_day_goal())
        {
            return Err(broken(
                "Day end",
                "the player who ended the Day has fewer than 9 cards",
            ));
        }
        if let Some(e) = self.earned
            && Some(e) != self.trigger
        {
            return Err(broken(
                "Nightlife tokens",
                "today's token went to someone who did not end the Day",
            ));
        }
        if self.trigger == Some(self.active) && self.fresh {
            return Err(broken(
                "Day end",
                "the player who ended the Day has no further turn",
            ));
        }
        Ok(())
    }

    fn steps(&self) -> Result<(), Broken> {
        let cat = self.catalogue();
        let choosing = matches!(self.phase, Phase::Choose { .. })
            || matches!(self.resume, Some(Phase::Choose { .. }));
        if self.taken.is_empty() == choosing {
            return Err(broken(
                "Experience",
                "a taken pile lies revealed exactly while its cards are being chosen from",
            ));
        }
        if self.fresh && self.phase != Phase::Main {
            return Err(broken("turn", "a turn starts with the main action"));
        }
        match self.resume {
            None | Some(Phase::Main | Phase::Choose { .. } | Phase::Refill { .. } | Phase::End) => {
            }
            Some(_) => {
                return Err(broken(
                    "Awaken",
                    "an ability returns to the main action, the pile, the refill or the end",
                ));
            }
        }
        if self.resume.is_some() && self.after != After::Resume {
            return Err(broken(
                "Awaken",
                "an ability under way must return where it began",
            ));
        }
        match self.phase {
            Phase::Pay {
                card,
                mode,
                exclude,
            } => {
                if (cat.kind(card) == Kind::Delight) != mode.is_some() {
                    return Err(broken("Pay", "a Delight names its half, other cards none"));
                }
                if exclude.is_some_and(|s| usize::from(s) >= SPACES) {
                    return Err(broken("Pay", "no such space"));
                }
                if self.playable(self.active, card, mode).is_err() {
                    return Err(broken("Pay", "the card being paid for cannot be played"));
                }
                if self.hands[self.active.index()].is_empty() {
                    return Err(broken("Pay", "nothing in hand to pay with"));
                }
            }
            Phase::Choose { space } if usize::from(space) >= SPACES => {
                return Err(broken("Experience", "no such space"));
            }
            Phase::Refill { left, filled }
                if left == 0
                    || left > 3
                    || filled >> SPACES != 0
                    || usize::from(left) > self.deck.len() =>
            {
                return Err(broken(
                    "Refill",
                    format!(
                        "{} to place, at most 3, from a deck that holds {}",
                        plural(usize::from(left), "refill card"),
                        plural(self.deck.len(), "card")
                    ),
                ));
            }
            Phase::Scout | Phase::Encore if self.resume.is_none() => {
                return Err(broken(
                    "Awaken",
                    "a Scout or an Encore comes from an Awakened Guardian",
                ));
            }
            Phase::Over if self.day != self.config.days() => {
                return Err(broken("days", "the Journey ends after its last Day"));
            }
            _ => {}
        }
        Ok(())
    }
}
