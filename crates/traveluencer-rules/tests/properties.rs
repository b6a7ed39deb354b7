//! Property tests: legality agrees with enumeration, the random draw is the
//! pick from the legal list, view-count order is numeric order, and every
//! token is accounted for by awards and penalties.
//! The game-walking properties draw their configuration from
//! [`crate::configs::every_flag`] (every player count, with and without
//! events, the defaults and each rule flag alone) and walk far enough to
//! reach the end of the longest games (4 players with events take up to
//! about 145 actions).

#![allow(clippy::needless_range_loop)]

use proptest::prelude::*;
use tabletop_core::testing::check_random_draws;
use tabletop_core::{Bot, Game, GameConfig, GameRng, RandomBot, Seat, ToAct, play_out};
use traveluencer_rules::{
    Action, Card, Cards, GreedyBot, Play, PostType, Traveluencer, TraveluencerConfig,
};

/// Configuration `i` of [`crate::configs::every_flag`] (modulo its length).
fn config(i: usize) -> TraveluencerConfig {
    let all = crate::configs::every_flag();
    all[i % all.len()].1
}

/// The rulebook's award for a winning post (L49-L54): 1-2 cards 3 tokens,
/// 3-4 cards 4, 5 or more 5; under TV-5's flag only Post cards count.
fn rulebook_award(post: Cards, config: &TraveluencerConfig) -> u8 {
    let counted = if config.tokens_count_post_cards_only() {
        post.iter().filter(|c| c.is_post()).count()
    } else {
        post.len()
    };
    match counted {
        0 => 0,
        1 | 2 => 3,
        3 | 4 => 4,
        _ => 5,
    }
}

/// Plays `steps` random legal actions (or to the end).
fn advance(g: &mut Traveluencer, rng: &mut GameRng, steps: usize) {
    let mut legal = Vec::new();
    for _ in 0..steps {
        let seat = match g.to_act() {
            ToAct::GameOver => return,
            ToAct::Seat(s) => s,
            ToAct::Simultaneous(set) => {
                let v: Vec<Seat> = set.iter().collect();
                v[rng.index(v.len())]
            }
        };
        legal.clear();
        g.legal_actions(seat, &mut legal);
        let a = legal[rng.index(legal.len())];
        g.apply_mut(seat, &a).unwrap();
    }
}

/// A random sub-multiset of `from`.
fn random_subset(from: Cards, rng: &mut GameRng) -> Cards {
    let mut out = Cards::EMPTY;
    for (card, n) in from.faces() {
        let k = rng.below(n as u32 + 1) as u8;
        if k > 0 {
            out.add(card, k);
        }
    }
    out
}

/// Candidate actions that may or may not be legal.
fn candidates(g: &Traveluencer, seat: Seat, rng: &mut GameRng) -> Vec<Action> {
    let held = g.held(seat);
    let mut v = Vec::new();
    for _ in 0..40 {
        let mut sub = random_subset(held, rng);
        if rng.below(4) == 0 {
            sub = sub
                .of_type(PostType::ALL[rng.index(3)])
                .plus(Cards::one(Card::STAMP));
        }
        if sub.is_empty() || sub.max_count() > 4 {
            continue;
        }
        v.push(Action::Post(Play::from_hand(sub)));
        v.push(Action::Modify(Play::from_hand(sub)));
        if let Some(p) = Play::new(sub.posts(), sub.minus(sub.posts())) {
            v.push(Action::Post(p));
        }
        v.push(Action::Pass(sub));
        let one = sub.iter().next().unwrap_or(Card::STAMP);
        v.push(Action::Flight(one));
        v.push(Action::Discard(one));
        v.push(Action::Swap {
            space: rng.below(9) as u8,
            card: one,
        });
        v.push(Action::Give {
            card: one,
            to: Seat(rng.below(5) as u8),
        });
    }
    v.push(Action::Decline);
    v
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn legality_agrees_with_enumeration(
        seed in any::<u64>(),
        which in 0usize..1000,
        steps in 0usize..160,
    ) {
        let config = config(which);
        let players = config.players();
        let mut g = Traveluencer::setup(config, seed).unwrap();
        let mut rng = GameRng::derived(seed, 7);
        advance(&mut g, &mut rng, steps);
        for s in 0..players as u8 + 1 {
            let seat = Seat(s);
            let mut legal = Vec::new();
            g.legal_actions(seat, &mut legal);
            for a in &legal {
                prop_assert!(g.validate(seat, a).is_ok(), "{a} enumerated but refused");
            }
            let mut sorted: Vec<String> = legal.iter().map(|a| a.to_string()).collect();
            sorted.sort();
            sorted.dedup();
            prop_assert_eq!(sorted.len(), legal.len(), "an action listed twice");
            for a in candidates(&g, seat, &mut rng) {
                prop_assert_eq!(
                    g.validate(seat, &a).is_ok(),
                    legal.contains(&a),
                    "validate and enumeration disagree on {} by {}", a, seat
                );
            }
        }
    }

    /// The random draw ([`Game::random_legal_action`]), which counts the
    /// legal actions and builds only the one drawn, is the pick from the
    /// written list: the action at index `rng.index(n)` of the `n` listed,
    /// with the generator left where that pick leaves it, for every seat
    /// (one past the table too) and many generators.
    #[test]
    fn the_random_draw_is_the_pick_from_the_legal_list(
        seed in any::<u64>(),
        which in 0usize..1000,
        steps in 0usize..160,
        draws in any::<u64>(),
    ) {
        let mut g = Traveluencer::setup(config(which), seed).unwrap();
        let mut rng = GameRng::derived(seed, 7);
        advance(&mut g, &mut rng, steps);
        prop_assert_eq!(check_random_draws(&g, (0..16).map(|k| draws ^ k)), Ok(()));
    }

    #[test]
    fn view_count_order_is_numeric_order(
        a in proptest::collection::vec(0u8..=3, 9),
        b in proptest::collection::vec(0u8..=3, 9),
        sa in 0u8..=4, sb in 0u8..=4, ua in 0u8..=4, ub in 0u8..=4,
    ) {
        let build = |counts: &[u8], s: u8, u: u8| {
            let mut c = Cards::EMPTY;
            let mut digits = String::new();
            for (v, &n) in counts.iter().enumerate() {
                if n > 0
                    && let Some(card) = Card::post(PostType::Scenery, v as u8 + 1) {
                        c.add(card, n);
                    }
                for _ in 0..n {
                    digits.push(char::from(b'1' + v as u8));
                }
            }
            if s > 0 { c.add(Card::STAMP, s); }
            if u > 0 { c.add(Card::SOUVENIR, u); }
            for _ in 0..s { digits.push('0'); }
            for _ in 0..u { digits.push_str("00"); }
            (c, digits)
        };
        let (ca, da) = build(&a, sa, ua);
        let (cb, db) = build(&b, sb, ub);
        prop_assume!(ca.has_post() && cb.has_post());
        // Numeric order of decimal strings without leading zeros:
        // by length, then lexicographically.
        let numeric = (da.len(), da.as_str()).cmp(&(db.len(), db.as_str()));
        prop_assert_eq!(ca.view_count().cmp(&cb.view_count()), numeric);
        prop_assert_eq!(ca.view_count().0.to_string(), da);
    }

    #[test]
    fn tokens_are_awards_minus_penalties(
        seed in any::<u64>(),
        which in 0usize..1000,
        greedy in any::<bool>(),
    ) {
        let config = config(which);
        let players = config.players();
        let mut g = Traveluencer::setup(config, seed).unwrap();
        let mut bots: Vec<Box<dyn Bot<Traveluencer>>> = (0..players as u64)
            .map(|s| -> Box<dyn Bot<Traveluencer>> {
                if greedy && s == 0 { Box::new(GreedyBot::new(seed ^ s)) } else { Box::new(RandomBot::new(seed ^ s)) }
            })
            .collect();
        let mut awards = vec![0i64; players];
        let mut dried = vec![0i64; players];
        let mut checked = 0;
        let mut failures: Vec<String> = Vec::new();
        let mut buf = Vec::new();
        play_out(&mut g, &mut bots, 10_000, &mut buf, |before, seat, action, after| {
            // Tricks finished by this action. The first was played on
            // `before`'s table (plus this action); any later one resolved
            // without a decision, so nobody posted in it.
            let mut first = true;
            for r in before.round()..=after.round() {
                let skip = if r == before.round() { before.trick_log(r).count() } else { 0 };
                for rec in after.trick_log(r).skip(skip) {
                    match rec.winner {
                        Some(w) if first => {
                            let mut post = before.post_of(w);
                            if w == seat
                                && let Action::Post(p) | Action::Modify(p) = action {
                                    post = post.plus(p.cards());
                                }
                            if rec.post != post {
                                failures.push(format!("trick post {} but {} was posted", rec.post, post));
                            }
                            if rec.tokens != rulebook_award(rec.post, &config) {
                                failures.push(format!("{} tokens for {} cards", rec.tokens, rec.post.len()));
                            }
                            awards[w.index()] += rec.tokens as i64;
                        }
                        Some(_) => failures.push("a trick won without a decision".into()),
                        None => {}
                    }
                    first = false;
                    for p in 0..players {
                        if rec.dried_up[p] > 2 || (players == 2 && rec.dried_up[p] > 0) {
                            failures.push(format!("dried-up penalty {}", rec.dried_up[p]));
                        }
                        dried[p] += rec.dried_up[p] as i64;
                    }
                    checked += 1;
                }
            }
        }).unwrap();
        prop_assert!(failures.is_empty(), "{:?}", failures);
        prop_assert_eq!(checked, 21);
        for p in 0..players {
            let poor: i64 = (1..=3).map(|r| g.round_record(r).unwrap()[p].poor_planning as i64).sum();
            prop_assert_eq!(g.total_tokens(Seat(p as u8)) as i64, awards[p] - dried[p] - poor);
            let per_round: i64 = (1..=3).map(|r| g.round_record(r).unwrap()[p].tokens as i64).sum();
            prop_assert_eq!(g.total_tokens(Seat(p as u8)) as i64, per_round);
        }
    }
}
