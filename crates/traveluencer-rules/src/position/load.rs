//! Loading a position: the counts and seats it names, then the invariants
//! of `audit.rs`.

use super::{PhaseText, Position};
use crate::cards::{Card, Cards};
use crate::state::{Phase, RoundScore, Traveluencer};
use tabletop_core::{GameConfig, Pile, Seat, SeatSet};

/// Copies `v` (empty = all default) into a per-seat array, checking its length.
fn per_seat<T: Copy + Default>(v: &[T], n: usize, what: &str) -> Result<[T; 4], String> {
    let mut out = [T::default(); 4];
    if v.is_empty() {
        return Ok(out);
    }
    if v.len() != n {
        return Err(format!("{what} lists {} seats, the game has {n}", v.len()));
    }
    out[..n].copy_from_slice(v);
    Ok(out)
}

fn seat_set(v: &[u8], n: usize, what: &str) -> Result<SeatSet, String> {
    let mut set = SeatSet::EMPTY;
    for &s in v {
        if s as usize >= n {
            return Err(format!("{what}: seat {s} is not at the table"));
        }
        set.insert(Seat(s));
    }
    Ok(set)
}

fn seat(s: u8, n: usize, what: &str) -> Result<Seat, String> {
    if (s as usize) < n {
        Ok(Seat(s))
    } else {
        Err(format!("{what}: seat {s} is not at the table"))
    }
}

impl TryFrom<Position> for Traveluencer {
    type Error = String;

    fn try_from(mut p: Position) -> Result<Self, String> {
        p.config.validate().map_err(|e| e.to_string())?;
        p.fill_out_of_play()?;
        let n = p.config.players();
        if !(1..=3).contains(&p.round) {
            return Err(format!("round {} is not 1 to 3", p.round));
        }
        let game_over = p.phase == PhaseText::GameOver;
        if !((1..=7).contains(&p.trick) || game_over && p.trick == 8) {
            return Err(format!("trick {} is not 1 to 7", p.trick));
        }
        let trending: [Card; 7] =
            p.trending.as_slice().try_into().map_err(|_| {
                format!("{} trending spaces listed, the map has 7", p.trending.len())
            })?;
        if p.hands.len() != n {
            return Err(format!("{} hands listed for {n} players", p.hands.len()));
        }
        if n != 2 && p.displays.iter().any(|d| !d.is_empty()) {
            return Err("face-up displays exist only in the two-player game".into());
        }
        if p.events.len() > 3 || p.events_revealed as usize > p.events.len() {
            return Err("a round uses 3 events at most, revealed in order".into());
        }
        // Each round's log is empty (not recorded) or has one entry per
        // finished trick, so entry t is trick t + 1.
        let rounds_begun = p.round as usize;
        if p.trick_log.len() > rounds_begun {
            return Err(format!(
                "the trick log lists {} rounds; round {} is being played",
                p.trick_log.len(),
                p.round
            ));
        }
        for (r, round) in p.trick_log.iter().enumerate() {
            let finished = if r + 1 < rounds_begun || game_over {
                7
            } else {
                p.trick as usize - 1
            };
            if !round.is_empty() && round.len() != finished {
                return Err(format!(
                    "the trick log of round {} lists {} tricks; {finished} are finished \
                     (write null for a trick not recorded)",
                    r + 1,
                    round.len()
                ));
            }
        }
        if p.records.len() > 3 || p.records.iter().any(|r| r.len() != n) {
            return Err("records hold one entry per seat for each finished round".into());
        }
        for rec in p.trick_log.iter().flatten().flatten() {
            if rec.start.index() >= n || rec.winner.is_some_and(|w| w.index() >= n) {
                return Err("the trick log names a seat that is not at the table".into());
            }
            if rec.tokens > 5 || rec.dried_up.iter().any(|&d| d > 2) {
                return Err("a trick awards at most 5 tokens and Dried Up costs at most 2".into());
            }
        }
        let mut log = [[None; 7]; 3];
        for (r, round) in p.trick_log.iter().enumerate() {
            for (t, rec) in round.iter().enumerate() {
                log[r][t] = *rec;
            }
        }
        // L69: the records, when given, are the finished rounds and add up
        // to the totals.
        if !p.records.is_empty() {
            let finished = if game_over { 3 } else { p.round as usize - 1 };
            if p.records.len() != finished {
                return Err(format!(
                    "{} rounds recorded, {finished} finished",
                    p.records.len()
                ));
            }
            for i in 0..n {
                let rounds = p.records.iter().map(|r| r[i]);
                if rounds
                    .clone()
                    .any(|s| s.tokens > 35 || s.tricks > 7 || s.poor_planning > 35)
                {
                    return Err(format!(
                        "seat {i}: a round records more than 7 tricks can give"
                    ));
                }
                let tokens: u32 = rounds.clone().map(|s| s.tokens as u32).sum();
                let tricks: u32 = rounds.map(|s| s.tricks as u32).sum();
                let total = p.total_tokens.get(i).copied().unwrap_or(0) as u32;
                let before = p.tricks_before.get(i).copied().unwrap_or(0) as u32;
                if tokens != total || tricks != before {
                    return Err(format!(
                        "seat {i}: the recorded rounds add up to {tokens} tokens and {tricks} \
                         tricks, the totals say {total} and {before}"
                    ));
                }
            }
        }
        // Cards no zone lists: out of play first, then the discard pile
        // (placed below, once the generator is set).

        let mut records = [[RoundScore::default(); 4]; 3];
        for (r, round) in p.records.iter().enumerate() {
            records[r][..n].copy_from_slice(round);
        }
        let mut g = Traveluencer {
            config: p.config,
            rng: p.rng,
            actions: p.actions_taken,
            round: p.round - 1,
            trick: p.trick - 1,
            start: seat(p.start, n, "start")?,
            hands: per_seat(&p.hands, n, "hands")?,
            displays: per_seat(&p.displays, n, "displays")?,
            out: p.out_of_play.unwrap_or_default(),
            trending,
            revealed: p.topics_revealed,
            table: per_seat(&p.posts, n, "posts")?,
            leader: None,
            last_poster: None,
            order_pos: 0,
            dried: per_seat(&p.dried_up, n, "dried_up")?,
            stacks: per_seat(&p.stacks, n, "stacks")?,
            discard: p.discard,
            round_tokens: per_seat(&p.round_tokens, n, "round_tokens")?,
            total_tokens: per_seat(&p.total_tokens, n, "total_tokens")?,
            tricks_round: per_seat(&p.tricks_this_round, n, "tricks_this_round")?,
            tricks_total: per_seat(&p.tricks_before, n, "tricks_before")?,
            records,
            log,
            events: Pile::from_slice(&p.events).map_err(|e| e.to_string())?,
            events_revealed: p.events_revealed,
            phase: Phase::GameOver,
            recall: p.history,
        };
        g.recall.check(n)?;
        let is_flight = matches!(p.phase, PhaseText::Flight { .. });
        g.phase = match p.phase {
            PhaseText::Pass { pending, chosen } => {
                let pending = seat_set(&pending, n, "pass pending")?;
                let mut picks = [Cards::EMPTY; 4];
                for (i, c) in chosen.iter().enumerate() {
                    if let Some(c) = c {
                        if i >= n {
                            return Err(format!("seat {i} has no pass to record"));
                        }
                        picks[i] = *c;
                    }
                }
                for i in 0..n {
                    let done = !pending.contains(Seat(i as u8));
                    if !g.hands[i].contains(picks[i]) {
                        return Err(format!(
                            "seat {i} picked cards to pass that it does not hold"
                        ));
                    }
                    if done && picks[i].len() != 3 {
                        return Err(format!("seat {i} has passed, but not 3 cards"));
                    }
                    if !done && picks[i].len() >= 3 {
                        return Err(format!("seat {i} still passing, but has picked 3 cards"));
                    }
                }
                if pending.is_empty() {
                    return Err("a pass phase with nobody left to pass".into());
                }
                Phase::Pass {
                    pending,
                    chosen: picks,
                }
            }
            PhaseText::Post { seat: s } => Phase::Post {
                seat: seat(s, n, "post")?,
            },
            PhaseText::Modify { seat: s, second } => Phase::Modify {
                seat: seat(s, n, "modify")?,
                second,
            },
            PhaseText::Flight { pending, chosen } | PhaseText::LostPassport { pending, chosen } => {
                let pending = seat_set(&pending, n, "pending")?;
                let mut picks = [Card::STAMP; 4];
                for (i, c) in chosen.iter().enumerate() {
                    if let Some(c) = c {
                        if i >= n || pending.contains(Seat(i as u8)) || !g.hands[i].has(*c) {
                            return Err(format!("seat {i}'s recorded event card is not possible"));
                        }
                        picks[i] = *c;
                    }
                }
                let holders = g.hand_holders();
                for s in holders.iter() {
                    if !pending.contains(s) && chosen.get(s.index()).copied().flatten().is_none() {
                        return Err(format!("{s} holds cards but neither chose nor is pending"));
                    }
                }
                if pending.is_empty() || !pending.iter().all(|s| holders.contains(s)) {
                    return Err("the seats still choosing must hold cards".into());
                }
                if is_flight {
                    Phase::Flight {
                        pending,
                        chosen: picks,
                    }
                } else {
                    Phase::LostPassport {
                        pending,
                        chosen: picks,
                    }
                }
            }
            PhaseText::WindShift { seat: s } => Phase::WindShift {
                seat: seat(s, n, "wind shift")?,
            },
            PhaseText::Crossover { seat: s, owed } => Phase::Crossover {
                seat: seat(s, n, "crossover")?,
                owed: seat_set(&owed, n, "crossover owed")?,
            },
            PhaseText::GameOver => Phase::GameOver,
        };
        // Derived trick state.
        let seating = g.seating();
        g.order_pos = match g.phase {
            Phase::Post { seat } => seating.distance(g.start, seat) as u8,
            Phase::Modify { .. } => n as u8,
            _ => 0,
        };
        g.leader = (0..g.order_pos as usize)
            .map(|k| seating.clockwise(g.start, k))
            .find(|s| !g.table[s.index()].is_empty());
        g.last_poster = match p.last_poster {
            Some(s) => Some(seat(s, n, "last_poster")?),
            None if matches!(g.phase, Phase::Post { .. } | Phase::Modify { .. }) => {
                g.derive_last_poster()
            }
            None => None,
        };
        g.check_position().map_err(|e| e.to_string())?;
        // No card moves during a trick: a player who still holds the led
        // type held it when posting another type (L40). (Checked on load;
        // `resample_hidden` keeps it too, as a void the observer saw.)
        if let Some(led) = g.led_type() {
            for s in (0..n).map(|p| Seat(p as u8)) {
                let kind = g.table[s.index()].single_type();
                if kind.is_some_and(|k| k != led) && g.held(s).has_type(led) {
                    return Err(format!(
                        "{s} posted {} while holding {led}, the led type (L40)",
                        kind.map_or("", |k| k.name())
                    ));
                }
            }
        }
        Ok(g)
    }
}
