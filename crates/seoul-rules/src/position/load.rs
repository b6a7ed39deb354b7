//! Loading a position: every card by name, each in one place, then the
//! invariants of `audit.rs`.

use super::{GuardianRepr, HighlightRepr, PhaseRepr, Position, RecordRepr, ThenRepr};
use crate::catalogue::{CardId, Catalogue, MAX_CARDS};
use crate::state::{
    After, DayRecord, MAX_DAYS, MAX_PLAYERS, NO_CARD, Phase, SPACES, Seoul, Tableau,
};
use tabletop_core::{CardSet, Pile, Seat};

/// Reads cards by name, each at most once.
struct Placer<'a> {
    cat: &'a Catalogue,
    placed: CardSet,
}

impl Placer<'_> {
    fn find(&self, name: &str, place: &str) -> Result<CardId, String> {
        self.cat
            .find(name)
            .ok_or_else(|| format!("{place}: no card is called {name:?}"))
    }

    fn place(&mut self, name: &str, place: &str) -> Result<CardId, String> {
        let id = self.find(name, place)?;
        if self.placed.contains(id) {
            return Err(format!("{name} is in two places (again in {place})"));
        }
        self.placed.insert(id);
        Ok(id)
    }

    fn set(&mut self, list: &[String], place: &str) -> Result<CardSet, String> {
        let mut set = CardSet::EMPTY;
        for name in list {
            set.insert(self.place(name, place)?);
        }
        Ok(set)
    }

    fn tableau(
        &mut self,
        highlights: &[HighlightRepr],
        shopping: &[String],
        tiring: Option<u8>,
        place: &str,
    ) -> Result<Tableau, String> {
        let mut t = Tableau::default();
        for (i, h) in highlights.iter().enumerate() {
            let card = self.place(&h.card, place)?;
            if t.highlights.push(card).is_err() {
                return Err(format!(
                    "{place} has more than {} Highlights",
                    t.highlights.capacity()
                ));
            }
            t.festival[i] = match &h.festival {
                Some(name) => self.place(name, place)?,
                None => NO_CARD,
            };
            t.food[i] = match &h.food {
                Some(name) => self.place(name, place)?,
                None => NO_CARD,
            };
        }
        t.shopping = self.set(shopping, place)?;
        let tiring_played = t
            .highlights()
            .iter()
            .filter(|&&h| self.cat.is_tiring(h))
            .count();
        t.tiring = tiring.unwrap_or(tiring_played.min(255) as u8);
        Ok(t)
    }

    fn guardians(
        &mut self,
        list: &[GuardianRepr],
        place: &str,
        flipped: &mut CardSet,
    ) -> Result<CardSet, String> {
        let mut set = CardSet::EMPTY;
        for g in list {
            let id = self.place(&g.card, place)?;
            set.insert(id);
            if g.flipped {
                flipped.insert(id);
            }
        }
        Ok(set)
    }
}

fn space_index(space: u8, what: &str) -> Result<u8, String> {
    if (1..=SPACES as u8).contains(&space) {
        Ok(space - 1)
    } else {
        Err(format!("{what}: space {space} is not 1 to 5"))
    }
}

fn phase_of(repr: &PhaseRepr, placer: &mut Placer) -> Result<Phase, String> {
    Ok(match repr {
        PhaseRepr::Main => Phase::Main,
        PhaseRepr::Choose { space } => Phase::Choose {
            space: space_index(*space, "the phase")?,
        },
        PhaseRepr::Pay {
            card,
            mode,
            exclude,
        } => Phase::Pay {
            card: placer.place(card, "the card being played")?,
            mode: *mode,
            exclude: exclude.map(|s| space_index(s, "the phase")).transpose()?,
        },
        PhaseRepr::Link { modes } => Phase::Link { modes: *modes },
        PhaseRepr::Scout => Phase::Scout,
        PhaseRepr::Encore => Phase::Encore,
        PhaseRepr::Refill { left, filled } => {
            let mut mask = 0u8;
            for &s in filled {
                mask |= 1 << space_index(s, "the refill")?;
            }
            Phase::Refill {
                left: *left,
                filled: mask,
            }
        }
        PhaseRepr::End => Phase::End,
        PhaseRepr::Over => Phase::Over,
    })
}

impl TryFrom<Position> for Seoul {
    type Error = String;

    fn try_from(p: Position) -> Result<Self, String> {
        let seating = tabletop_core::position::seating_of(&p.config, p.seats.len())?;
        let n = seating.players();
        if p.city.len() > SPACES {
            return Err(format!("the City has 5 spaces, not {}", p.city.len()));
        }
        let cat = p.config.catalogue();
        let mut placer = Placer {
            cat,
            placed: CardSet::EMPTY,
        };
        let mut hands = [CardSet::EMPTY; MAX_PLAYERS];
        let mut tableaux = [Tableau::default(); MAX_PLAYERS];
        let mut guardians = [CardSet::EMPTY; MAX_PLAYERS];
        let mut flipped = CardSet::EMPTY;
        let mut nightlife = [0u8; MAX_PLAYERS];
        let mut scores = [[0i32; MAX_DAYS]; MAX_PLAYERS];
        let mut knowledge = crate::knowledge::Knowledge::default();
        for (i, s) in p.seats.iter().enumerate() {
            let place = format!("seat {i}");
            hands[i] = placer.set(&s.hand, &format!("{place}'s hand"))?;
            tableaux[i] = placer.tableau(
                &s.highlights,
                &s.shopping,
                s.tiring,
                &format!("{place}'s tableau"),
            )?;
            guardians[i] =
                placer.guardians(&s.guardians, &format!("{place}'s Guardians"), &mut flipped)?;
            nightlife[i] = s.nightlife;
            if s.scores.len() > MAX_DAYS {
                return Err(format!("{place} has scores for {} Days", s.scores.len()));
            }
            scores[i][..s.scores.len()].copy_from_slice(&s.scores);
            for name in &s.known {
                knowledge.known[i].insert(placer.find(name, &format!("{place}'s known cards"))?);
            }
            for kind in &s.drawn {
                let count = &mut knowledge.drawn[i][kind.index()];
                *count = count.saturating_add(1);
            }
        }
        let mut city = [CardSet::EMPTY; SPACES];
        let mut face_down = CardSet::EMPTY;
        for (s, space) in p.city.iter().enumerate() {
            let place = format!("City space {}", s + 1);
            let up = placer.set(&space.face_up, &place)?;
            let down = placer.set(&space.face_down, &place)?;
            city[s] = up.union(down);
            face_down = face_down.union(down);
        }
        let taken = placer.set(&p.taken, "the pile taken")?;
        let mut revealed = CardSet::EMPTY;
        for name in &p.revealed {
            revealed.insert(placer.find(name, "the pile last revealed")?);
        }
        let phase = phase_of(&p.phase, &mut placer)?;
        let resume = match &p.resume {
            Some(r) => Some(phase_of(r, &mut placer)?),
            None => None,
        };
        let mut deck_top = Vec::new();
        for name in &p.deck {
            deck_top.push(placer.place(name, "the deck")?);
        }
        let record = match &p.last_day {
            Some(r) => Some(record_of(r, cat, n)?),
            None => None,
        };
        // Unplaced cards go under the listed deck, shuffled by the generator.
        let mut rng = p.rng;
        let mut deck: Pile<CardId, MAX_CARDS> = Pile::new();
        for id in cat.all().difference(placer.placed) {
            let _ = deck.push(id);
        }
        deck.shuffle(&mut rng);
        for &id in deck_top.iter().rev() {
            let _ = deck.push(id);
        }
        let seat = |s: u8| Seat(s);
        let state = Seoul {
            seating,
            day: p.day,
            deck,
            city,
            empty: crate::legal::empty_of(&city),
            face_down,
            taken,
            revealed,
            hands,
            tableaux,
            guardians,
            flipped,
            nightlife,
            nightlife_supply: p.nightlife_supply,
            trends: p.trends,
            start_player: seat(p.start_player),
            active: seat(p.active),
            phase,
            after: match p.then {
                ThenRepr::End => After::End,
                ThenRepr::Refill => After::Refill,
                ThenRepr::Resume => After::Resume,
            },
            resume,
            fresh: p.fresh,
            trigger: p.trigger.map(seat),
            earned: p.nightlife_earned.map(seat),
            scores,
            record,
            knowledge,
            turns: p.turns,
            actions: p.actions_taken,
            rng,
            config: p.config,
        };
        state.consistency().map_err(|e| e.to_string())?;
        Ok(state)
    }
}

fn record_of(r: &RecordRepr, cat: &Catalogue, n: usize) -> Result<DayRecord, String> {
    if r.seats.len() != n {
        return Err(format!(
            "the last Day describes {} seats, not {n}",
            r.seats.len()
        ));
    }
    let mut placer = Placer {
        cat,
        placed: CardSet::EMPTY,
    };
    let mut tableaux = [Tableau::default(); MAX_PLAYERS];
    let mut guardians = [CardSet::EMPTY; MAX_PLAYERS];
    let mut flipped = CardSet::EMPTY;
    for (i, s) in r.seats.iter().enumerate() {
        let place = format!("the last Day's seat {i}");
        tableaux[i] = placer.tableau(&s.highlights, &s.shopping, Some(s.tiring), &place)?;
        guardians[i] = placer.guardians(&s.guardians, &place, &mut flipped)?;
    }
    Ok(DayRecord {
        day: r.day,
        trends: r.trends,
        tableaux,
        guardians,
        flipped,
        earned: r.earned.map(Seat),
        trigger: r.trigger.map(Seat),
        supply: r.nightlife_supply,
    })
}
