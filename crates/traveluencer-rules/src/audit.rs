//! Invariants: what every state reached in play and every loaded position
//! satisfies. (Resampling what a seat cannot see is in
//! [`crate::research::resample`].)

use crate::cards::{Card, FACES};
use crate::config::EventKind;
use crate::state::{Phase, Traveluencer};
use tabletop_core::words::plural;
use tabletop_core::{InvariantError, Seat};

impl Traveluencer {
    /// Card conservation and the consistency of counts and phase: what a
    /// loaded position and every state reached in play satisfy.
    pub(crate) fn check_position(&self) -> Result<(), InvariantError> {
        let n = self.players();
        // Card conservation.
        let counts = self.zone_counts();
        let all = self.cards_in_play();
        for id in 0..FACES {
            let card = Card::from_id(id as u8).unwrap_or(Card::STAMP);
            let want = all.count(card) as u32;
            if counts[id] != want {
                return Err(InvariantError::new(
                    "card conservation",
                    format!(
                        "{} copies of {card} on the table, the game uses {want}",
                        counts[id]
                    ),
                ));
            }
        }
        let out = self.config.out_of_play_per_round();
        if self.out.len() != out {
            return Err(InvariantError::new(
                "cards out of play",
                format!(
                    "{} out of play; the deal leaves {} out each round (L25, L87)",
                    plural(self.out.len(), "card"),
                    out
                ),
            ));
        }
        for i in n..4 {
            let extra = !self.hands[i].is_empty()
                || !self.displays[i].is_empty()
                || !self.table[i].is_empty()
                || !self.stacks[i].is_empty();
            if extra {
                return Err(InvariantError::new(
                    "seating",
                    format!("seat {i} is not at the table but holds cards"),
                ));
            }
        }
        if n != 2 && self.displays.iter().any(|d| !d.is_empty()) {
            return Err(InvariantError::new(
                "two-player displays",
                "face-up displays exist only in the two-player game",
            ));
        }
        let tokens: u32 = self.round_tokens.iter().map(|&t| t as u32).sum();
        if tokens > 42 {
            return Err(InvariantError::new(
                "token counts",
                format!("{tokens} Buzz tokens in play, the box has 42"),
            ));
        }
        if self.round_tokens[..n].iter().any(|&t| t > 35)
            || self.total_tokens[..n].iter().any(|&t| t > 105)
        {
            return Err(InvariantError::new(
                "token counts",
                "more tokens than 7 tricks can award",
            ));
        }
        let finished = if self.phase == Phase::GameOver {
            3
        } else {
            self.round as u32
        };
        if self.tricks_total.iter().map(|&t| t as u32).sum::<u32>() > 7 * finished {
            return Err(InvariantError::new(
                "trick counts",
                "more tricks won in finished rounds than they had",
            ));
        }
        if self.dried.iter().any(|&d| d > 2) {
            return Err(InvariantError::new(
                "Inspiration Dried Up",
                "Inspiration Dried Up costs at most 2 tokens a trick",
            ));
        }
        let tricks: u32 = self.tricks_round.iter().map(|&t| t as u32).sum();
        if tricks > self.trick as u32 {
            return Err(InvariantError::new(
                "trick counts",
                format!("{tricks} tricks won before trick {}", self.trick + 1),
            ));
        }
        for i in 0..n {
            if self.tricks_round[i] == 0
                && !self.stacks[i].is_empty()
                && self.phase != Phase::GameOver
            {
                return Err(InvariantError::new(
                    "trick counts",
                    format!("seat {i} has trick stacks but no tricks won"),
                ));
            }
        }
        if self.events_revealed as usize > self.events.len() {
            return Err(InvariantError::new(
                "event draws",
                "more events revealed than drawn",
            ));
        }
        if !self.config.events && !self.events.is_empty() {
            return Err(InvariantError::new(
                "event draws",
                "events are drawn but the game is played without them",
            ));
        }
        if self.trick >= 7 && self.phase != Phase::GameOver {
            return Err(InvariantError::new("trick counts", "a round has 7 tricks"));
        }
        let in_trick = matches!(self.phase, Phase::Post { .. } | Phase::Modify { .. });
        if !in_trick && self.table.iter().any(|t| !t.is_empty()) {
            return Err(InvariantError::new(
                "posts in a trick",
                "posts on the table outside a trick",
            ));
        }
        if !matches!(self.phase, Phase::Pass { .. } | Phase::GameOver) && !self.revealed {
            return Err(InvariantError::new(
                "trending topics",
                "the topics are face up once the passes are done",
            ));
        }
        let seating = self.seating();
        match self.phase {
            Phase::Pass { pending, chosen } => {
                if self.trick != 0 || self.revealed {
                    return Err(InvariantError::new(
                        "phase",
                        "passes happen before trick 1, with the topics face down",
                    ));
                }
                if pending.iter().any(|s| self.hands[s.index()].len() < 3) {
                    return Err(InvariantError::new(
                        "phase",
                        "a seat to pass holds fewer than 3 hand cards",
                    ));
                }
                for p in 0..n {
                    let picked = chosen[p].len();
                    if picked > 3 || !self.hands[p].contains(chosen[p]) {
                        return Err(InvariantError::new(
                            "phase",
                            format!("seat {p} picked cards to pass that it does not hold"),
                        ));
                    }
                    if pending.contains(Seat(p as u8)) != (picked < 3) {
                        return Err(InvariantError::new(
                            "phase",
                            format!("seat {p} is pending with {picked} cards picked"),
                        ));
                    }
                }
            }
            Phase::Post { seat } => {
                if !self.held(seat).has_post() {
                    return Err(InvariantError::new(
                        "phase",
                        format!("{seat} is to post but holds no Post card"),
                    ));
                }
            }
            Phase::Modify { seat, second } => {
                let other = seating.left(seat);
                if n != 2
                    || self.table[seat.index()].is_empty()
                    || self.table[other.index()].is_empty()
                {
                    return Err(InvariantError::new(
                        "phase",
                        "a modification needs two posts in a two-player game",
                    ));
                }
                if (self.leader == Some(seat)) == second {
                    return Err(InvariantError::new(
                        "phase",
                        "the first modification is the leader's, the answer the other's",
                    ));
                }
                // L97-L98: a player may modify only while the other post has
                // strictly more views.
                if !self.may_modify(seat) {
                    return Err(InvariantError::new(
                        "phase",
                        format!(
                            "{seat} may modify only while the other post has more views (L97-L98)"
                        ),
                    ));
                }
            }
            Phase::Flight { pending, .. } | Phase::LostPassport { pending, .. } => {
                if pending.iter().any(|s| self.hands[s.index()].is_empty()) {
                    return Err(InvariantError::new(
                        "phase",
                        "a seat with an empty hand cannot choose an event card",
                    ));
                }
            }
            Phase::WindShift { seat } => {
                if self.hands[seat.index()].is_empty() {
                    return Err(InvariantError::new("phase", "Wind Shift needs a hand card"));
                }
                self.check_fewest(seat, "Wind Shift")?;
            }
            Phase::Crossover { seat, owed } => {
                if owed.is_empty()
                    || owed.contains(seat)
                    || self.hands[seat.index()].len() < owed.len()
                {
                    return Err(InvariantError::new(
                        "phase",
                        "Crossover: the giver must owe others and hold a card for each",
                    ));
                }
                self.check_fewest(seat, "Crossover")?;
                // Gifts go clockwise from the giver's left (TV-31): a player
                // after the next one owed who is owed nothing had no card to
                // draw, and so still has none.
                let mut after_owed = false;
                for k in 1..n {
                    let s = seating.clockwise(seat, k);
                    if owed.contains(s) {
                        after_owed = true;
                    } else if after_owed && !self.hands[s.index()].is_empty() {
                        return Err(InvariantError::new(
                            "phase",
                            format!(
                                "Crossover: {s} holds cards but is owed no card, though gifts \
                                 go clockwise and a later player is still owed one (L111)"
                            ),
                        ));
                    }
                }
            }
            Phase::GameOver => {
                if self.round != 2 || self.trick != 7 {
                    return Err(InvariantError::new(
                        "phase",
                        "the game ends after trick 7 of round 3",
                    ));
                }
            }
        }
        // Events (L66): one is revealed before each of tricks 2, 4 and 6, and
        // only the event just revealed asks for decisions.
        if self.config.events && self.phase != Phase::GameOver {
            let due = (self.trick as usize).div_ceil(2).min(self.events.len());
            if self.events_revealed as usize != due {
                return Err(InvariantError::new(
                    "event timing",
                    format!(
                        "{} events revealed before trick {}, the rulebook reveals {due} (L66)",
                        self.events_revealed,
                        self.trick + 1
                    ),
                ));
            }
        }
        let event_phase = match self.phase {
            Phase::Flight { .. } => Some(EventKind::Flight),
            Phase::LostPassport { .. } => Some(EventKind::LostPassport),
            Phase::WindShift { .. } => Some(EventKind::WindShift),
            Phase::Crossover { .. } => Some(EventKind::Crossover),
            _ => None,
        };
        if let Some(kind) = event_phase {
            let just_revealed = (self.config.events && self.trick % 2 == 1)
                .then(|| self.events.as_slice().get(self.trick as usize / 2))
                .flatten();
            if just_revealed != Some(&kind) {
                return Err(InvariantError::new(
                    "event timing",
                    format!(
                        "{kind} is not the event revealed before trick {} (L66)",
                        self.trick + 1
                    ),
                ));
            }
        }
        // TV-7: the last poster is fixed when the trick begins.
        let last_poster = if in_trick {
            self.derive_last_poster()
        } else {
            None
        };
        if self.last_poster != last_poster {
            let name = |s: Option<Seat>| s.map_or("nobody".to_string(), |s| s.to_string());
            return Err(InvariantError::new(
                "last poster (TV-7)",
                format!(
                    "the last poster (TV-7) is {}, not {}",
                    name(last_poster),
                    name(self.last_poster)
                ),
            ));
        }
        // TV-13: Inspiration Dried Up is paid, in a trick, by a player of a
        // three- or four-player game whose place came with no card at all.
        for k in 0..n {
            let s = seating.clockwise(self.start, k);
            let paid = self.dried[s.index()];
            let reached = in_trick && k < self.order_pos as usize;
            let empty = self.held(s).is_empty() && self.table[s.index()].is_empty();
            if paid > 0 && !(reached && n >= 3 && empty) {
                return Err(InvariantError::new(
                    "Inspiration Dried Up",
                    format!(
                        "{s} paid Inspiration Dried Up this trick but was not empty-handed (L73)"
                    ),
                ));
            }
            // L73: an empty-handed player whose place in the trick has come
            // has paid 2 tokens, or all it had.
            let owed = (self.round_tokens[s.index()] + paid).min(2);
            if reached && n >= 3 && empty && paid != owed {
                return Err(InvariantError::new(
                    "Inspiration Dried Up",
                    format!(
                        "{s} has no cards and its place in the trick has passed, so it paid \
                         {owed} tokens for Inspiration Dried Up (L73), not {paid}"
                    ),
                ));
            }
        }
        if in_trick {
            for k in 0..n {
                let s = seating.clockwise(self.start, k);
                let post = self.table[s.index()];
                if post.is_empty() {
                    if k < self.order_pos as usize && self.held(s).has_post() {
                        return Err(InvariantError::new(
                            "posts in a trick",
                            format!("{s} holds a Post card but did not post"),
                        ));
                    }
                    continue;
                }
                if k >= self.order_pos as usize {
                    return Err(InvariantError::new(
                        "posts in a trick",
                        format!("{s} has a post but has not posted yet"),
                    ));
                }
                if post.single_type().is_none() {
                    return Err(InvariantError::new(
                        "posts in a trick",
                        format!("{s}'s post is not Post cards of one type"),
                    ));
                }
                if post.souvenirs() > 0 && !self.may_play_souvenirs(s) {
                    return Err(InvariantError::new(
                        "posts in a trick",
                        format!(
                            "{s}'s post holds a Souvenir but only {} may play Souvenirs (L43)",
                            if self.config.souvenir_by_leader {
                                "the trick's leader"
                            } else {
                                "the starting player"
                            }
                        ),
                    ));
                }
                if post.stamps() > 0 && self.may_play_stamps(s, false).is_err() {
                    return Err(InvariantError::new(
                        "posts in a trick",
                        format!("{s}'s post holds a Stamp but {s} posts last (L42)"),
                    ));
                }
            }
        }
        self.check_tallies()
    }

    /// The player with the fewest tokens this round, ties clockwise from the
    /// starting player (L110, L111, L115), is the one an event names.
    fn check_fewest(&self, seat: Seat, event: &str) -> Result<(), InvariantError> {
        let fewest = self.fewest_tokens();
        if seat == fewest {
            return Ok(());
        }
        Err(InvariantError::new(
            "phase",
            format!(
                "{event} goes to the player with the fewest tokens this round, ties going to \
                 the first clockwise from the starting player (L110, L111, L115): {fewest}, \
                 not {seat}"
            ),
        ))
    }

    /// Tokens and tricks agree with what the tricks can give (L49-L56,
    /// L69-L73): at most 5 tokens per trick won, a stack of at least one Post
    /// card per trick won, and, when the round's trick log is complete, the
    /// exact tally of awards less Inspiration Dried Up.
    fn check_tallies(&self) -> Result<(), InvariantError> {
        let n = self.players();
        let over = self.phase == Phase::GameOver;
        for i in 0..n {
            let (tokens, tricks) = (self.round_tokens[i], self.tricks_round[i]);
            if tokens as u32 > 5 * tricks as u32 {
                return Err(InvariantError::new(
                    "tokens and tricks",
                    format!(
                        "seat {i} holds {tokens} tokens this round from {} won; a trick awards \
                     at most 5 (L50-L54)",
                        plural(tricks as usize, "trick")
                    ),
                ));
            }
            if self.total_tokens[i] as u32 > 5 * self.tricks_total[i] as u32 {
                return Err(InvariantError::new(
                    "tokens and tricks",
                    format!(
                        "seat {i} recorded {} tokens from {} won; a trick awards at most 5",
                        self.total_tokens[i],
                        plural(self.tricks_total[i] as usize, "trick")
                    ),
                ));
            }
            if !over && self.stacks[i].posts().len() < tricks as usize {
                return Err(InvariantError::new(
                    "tokens and tricks",
                    format!(
                        "seat {i} won {} this round but its stacks hold {} Post cards (L55-L56)",
                        plural(tricks as usize, "trick"),
                        self.stacks[i].posts().len()
                    ),
                ));
            }
        }
        if over {
            return Ok(());
        }
        let log = &self.log[self.round as usize][..self.trick as usize];
        if log.iter().all(Option::is_some) {
            let mut won = [0u8; 4];
            let mut net = [0i32; 4];
            for rec in log.iter().flatten() {
                if let Some(w) = rec.winner {
                    won[w.index()] += 1;
                    net[w.index()] += rec.tokens as i32;
                }
                for p in 0..n {
                    net[p] -= rec.dried_up[p] as i32;
                }
            }
            for p in 0..n {
                net[p] -= self.dried[p] as i32;
                if won[p] != self.tricks_round[p] || net[p] != self.round_tokens[p] as i32 {
                    return Err(InvariantError::new(
                        "tokens and tricks",
                        format!(
                            "seat {p}: the trick log gives {} and {} tokens this round, the \
                         table says {} and {} tokens",
                            plural(won[p] as usize, "trick"),
                            net[p],
                            plural(self.tricks_round[p] as usize, "trick"),
                            self.round_tokens[p]
                        ),
                    ));
                }
            }
        } else {
            for p in 0..n {
                let won = log
                    .iter()
                    .flatten()
                    .filter(|r| r.winner == Some(Seat(p as u8)))
                    .count();
                if won > self.tricks_round[p] as usize {
                    return Err(InvariantError::new(
                        "tokens and tricks",
                        format!(
                            "seat {p}: the trick log gives {} this round, the table says {}",
                            plural(won, "trick"),
                            self.tricks_round[p]
                        ),
                    ));
                }
            }
        }
        Ok(())
    }
}
