//! The research surface (`tabletop_core::Research`): the research kit over
//! every player count, Journey length and rule flag, and named tests of the
//! action ids, the tensor layout (`seoul_rules::research`), what the
//! information state remembers, and resampling.

use seoul_rules::{ACTION_CODES, Action, Kind, Most, Refill, Seoul, SeoulConfig};
use tabletop_core::testing::check_research;
use tabletop_core::{Game, GameConfig, GameRng, PositionFile, Research, Seat, Stepper, Steps};

const DASOM: &str = include_str!("fixtures/seoul-dasom-scoring.json");

/// The reference deck's size.
const N: usize = 120;

fn dasom() -> Seoul {
    PositionFile::parse(DASOM)
        .expect("a position file")
        .load::<Seoul>()
        .expect("Dasom's position is valid")
}

fn card(g: &Seoul, name: &str) -> usize {
    usize::from(g.catalogue().find(name).expect("a card of the deck"))
}

fn observation(g: &Seoul, seat: Seat) -> Vec<f32> {
    let mut out = vec![f32::NAN; Seoul::observation_size(g.config())];
    g.write_observation(seat, &mut out);
    out
}

fn information(g: &Seoul, seat: Seat) -> Vec<f32> {
    let mut out = vec![f32::NAN; Seoul::information_state_size(g.config())];
    g.write_information_state(seat, &mut out);
    out
}

fn kit(config: &SeoulConfig, games: u64, seed: u64) {
    let report = check_research::<Seoul>(config, games, seed, 7);
    assert_eq!(report.games, games);
    assert!(
        report.longest <= Seoul::max_game_length(config) as u64,
        "{report:?}"
    );
}

#[test]
fn the_research_kit_passes_for_every_player_count_and_journey_length() {
    for players in 2..=5 {
        for days in 1..=3u8 {
            let config = SeoulConfig::for_players(players).unwrap().with_days(days);
            kit(&config, 3, 70_000 + 100 * players as u64 + u64::from(days));
        }
    }
}

#[test]
fn the_research_kit_passes_under_the_rule_flags() {
    for players in 2..=5 {
        let base = SeoulConfig::for_players(players).unwrap().with_days(2);
        let seed = 71_000 + 100 * players as u64;
        kit(&base.clone().with_refill(Refill::OtherSpaces), 2, seed);
        kit(&base.clone().with_most(Most::Strictly), 2, seed + 10);
        kit(
            &base
                .with_refill(Refill::OtherSpaces)
                .with_most(Most::Strictly)
                .with_first_player(players as u8 - 1),
            2,
            seed + 20,
        );
    }
}

#[test]
fn the_action_space_is_the_5775_action_codes_for_every_configuration() {
    // 5 + 5 + 5 + 3×128 + 3×128 + 5×128 + 2×16×128 + 128 + 128.
    let expected = 5 + 5 + 5 + 384 + 384 + 640 + 4096 + 128 + 128;
    assert_eq!(expected, 5775);
    assert_eq!(ACTION_CODES, 5775);
    for players in 2..=5 {
        for days in 1..=3u8 {
            let config = SeoulConfig::for_players(players).unwrap().with_days(days);
            assert_eq!(Seoul::num_distinct_actions(&config), 5775);
            // 80 + 12P + (9 + 7P)·120, and P(120 + 4) more for the
            // information state.
            let obs = 80 + 12 * players + (9 + 7 * players) * N;
            assert_eq!(Seoul::observation_shape(&config), vec![obs]);
            assert_eq!(
                Seoul::information_state_shape(&config),
                vec![obs + players * (N + 4)]
            );
            // A Day: 16N + 12 + 2(P − 1)(3N + 1); the game: Days of them
            // plus 3 Nightlife tokens.
            let day = 16 * N + 12 + 2 * (players - 1) * (3 * N + 1);
            assert_eq!(Seoul::max_game_length(&config), usize::from(days) * day + 3);
        }
    }
}

#[test]
fn an_action_id_is_its_code_spelled_out() {
    let g = dasom();
    let hanbok = card(&g, "Hanbok") as u32;
    let eomuk = card(&g, "Fireworks & Eomuk") as u32;
    let bonghwang = card(&g, "Bonghwang") as u32;
    let cases = [
        ("nightlife", 0),
        ("end", 3),
        ("experience 3", 5 + 2),
        ("refill 5", 10 + 4),
        // Book: 15 + card × 3 + (0 none, 1 festival, 2 food).
        ("book Hanbok", 15 + hanbok * 3),
        ("book Fireworks & Eomuk as food", 15 + eomuk * 3 + 2),
        // Play: 399 + card × 3 + half.
        ("play Fireworks & Eomuk as festival", 399 + eomuk * 3 + 1),
        // Pay: 783 + card × 5 + space.
        ("pay Hanbok to 2", 783 + hanbok * 5 + 1),
        // Link: 1423 + (card × 2 + half) × 16 + Highlight place.
        (
            "link Fireworks & Eomuk as food on 3",
            1423 + (eomuk * 2 + 1) * 16 + 2,
        ),
        ("awaken Bonghwang", 5519 + bonghwang),
        ("scout Hanbok", 5647 + hanbok),
    ];
    for (text, id) in cases {
        let action = g.parse_action(text).unwrap();
        let mut steps = Steps::EMPTY;
        g.action_steps(Seat(0), &action, &mut steps);
        assert_eq!(steps.as_slice(), [id], "{text}");
        assert_eq!(g.encode_action(&action), u128::from(id), "{text}");
        assert_eq!(g.step_text(Seat(0), id), text);
    }
}

#[test]
fn every_legal_action_round_trips_through_its_id() {
    let mut checked = 0;
    for (players, seed) in [(2, 1u64), (3, 2), (4, 3), (5, 4)] {
        let config = SeoulConfig::for_players(players).unwrap().with_days(2);
        let mut stepper = Stepper::new(Seoul::setup(config, seed).unwrap());
        let mut rng = GameRng::new(seed);
        let (mut legal, mut ids) = (Vec::new(), Vec::new());
        while let Some(seat) = stepper.current_player() {
            let g = stepper.state();
            legal.clear();
            g.legal_actions(seat, &mut legal);
            let mut steps = Steps::EMPTY;
            for action in &legal {
                g.action_steps(seat, action, &mut steps);
                assert_eq!(steps.len(), 1, "one step for {action}");
                let id = steps.as_slice()[0];
                assert_eq!(g.decode_action(u128::from(id)), Ok(*action));
                assert_eq!(Action::from_code(u128::from(id)), Some(*action));
                checked += 1;
            }
            stepper.legal_ids(&mut ids);
            assert_eq!(ids.len(), legal.len(), "distinct actions, distinct ids");
            let id = ids[rng.index(ids.len())];
            stepper.apply_id(i64::from(id)).unwrap();
        }
    }
    assert!(checked > 1_000, "{checked} actions checked");
}

#[test]
fn dasoms_position_fills_the_tensor_slices_the_layout_names() {
    let g = dasom();
    let p = 3;
    let o = observation(&g, Seat(0));
    assert_eq!(o.len(), 80 + 12 * p + (9 + 7 * p) * N);
    // Day 1 of a Journey of 1; the Trend green (the second colour).
    assert_eq!(o[0..3], [1.0, 0.0, 0.0]);
    assert_eq!(o[3..6], [1.0, 0.0, 0.0]);
    assert_eq!(o[6..12], [0.0, 1.0, 0.0, 0.0, 0.0, 0.0]);
    // The end-of-turn window is the eighth step; the turn has begun; two
    // Nightlife tokens in the supply.
    assert_eq!(o[12..21], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0]);
    assert_eq!((o[53], o[54]), (0.0, 2.0));
    // Face down: space 2 a Highlight (Starfield Library), space 4 a
    // Highlight and a Shopping card (Hongdae Street Busking, Magpie
    // Plush), space 5 a Delight (Ginkgo Walk & Chimaek).
    let face_down: Vec<[f32; 4]> = (0..5)
        .map(|s| o[60 + 4 * s..64 + 4 * s].try_into().unwrap())
        .collect();
    assert_eq!(
        face_down,
        [
            [0.0; 4],
            [1.0, 0.0, 0.0, 0.0],
            [0.0; 4],
            [1.0, 0.0, 1.0, 0.0],
            [0.0, 1.0, 0.0, 0.0]
        ]
    );
    // Row 0 is seat 0 (the observer): its turn, 2 cards in hand, 8 towards
    // 9. Row 1 is seat 1: started the Day, first to 9 and earned the
    // token; 1 card in hand; 4 Highlights, 3 Delights and 2 Shopping
    // cards; 1 Nightlife token.
    assert_eq!(o[80..86], [1.0, 0.0, 0.0, 0.0, 2.0, 8.0]);
    assert_eq!(o[92..98], [0.0, 1.0, 1.0, 1.0, 1.0, 9.0]);
    assert_eq!(o[92 + 8], 1.0);
    // The planes start after the 3 rows: the observer's hand first.
    let planes = 80 + 12 * p;
    let hand: Vec<usize> = (0..N).filter(|&c| o[planes + c] == 1.0).collect();
    assert_eq!(hand, [card(&g, "Namsan Park"), card(&g, "Hanbok")]);
    // City space 1's face-up cards are the fifth plane.
    let space1 = planes + 4 * N;
    assert_eq!(o[space1 + card(&g, "Gyeongbokgung Palace")], 1.0);
    assert_eq!(o[space1 + card(&g, "Bear Plush")], 0.0);
    // Seat 0's seven planes follow the nine table planes.
    let seat0 = planes + 9 * N;
    let plane = |k: usize, name: &str| o[seat0 + k * N + card(&g, name)];
    assert_eq!(plane(0, "Cheonggyecheon Stream"), 1.0);
    assert_eq!(plane(1, "Kimjang & Kimchi Jjigae"), 1.0);
    assert_eq!(plane(2, "Fireworks & Eomuk"), 1.0);
    assert_eq!(plane(2, "Kimjang & Kimchi Jjigae"), 0.0);
    assert_eq!(plane(3, "Tiger Plush"), 1.0);
    assert_eq!(plane(4, "Bonghwang"), 1.0);
    assert_eq!(plane(5, "Bonghwang"), 0.0);
    // The places: Cheonggyecheon Stream is 1st with its two Delights,
    // Ttukseom Hangang Park 2nd, Changing of the Guard 3rd.
    assert_eq!(plane(6, "Cheonggyecheon Stream"), 1.0);
    assert_eq!(plane(6, "Fireworks & Eomuk"), 1.0);
    assert_eq!(plane(6, "Ttukseom Hangang Park"), 2.0);
    assert_eq!(plane(6, "Drone Light Show & Sannakji"), 2.0);
    assert_eq!(plane(6, "Changing of the Guard"), 3.0);
    assert_eq!(plane(6, "Hanbok"), 0.0);
    // Seen from seat 1, seat 1 is row 0 and seat 0 row 2 (two to its
    // left); its hand plane holds Sneakers alone.
    let o1 = observation(&g, Seat(1));
    assert_eq!(o1[80 + 4], 1.0);
    assert_eq!(o1[80 + 2 * 12 + 4], 2.0);
    let hand1: Vec<usize> = (0..N).filter(|&c| o1[planes + c] == 1.0).collect();
    assert_eq!(hand1, [card(&g, "Sneakers")]);
    // A position written by hand remembers nothing beyond the view: the
    // information state adds empty rows.
    let info = information(&g, Seat(0));
    assert_eq!(info[..o.len()], o[..]);
    assert!(info[o.len()..].iter().all(|&v| v == 0.0));
}

/// Every card-plane slot of `card` in a tensor of `players` seats.
fn slots_of(players: usize, obs_len: usize, info: bool, card: usize) -> Vec<usize> {
    let planes = 80 + 12 * players;
    let mut slots: Vec<usize> = (0..9 + 7 * players)
        .map(|k| planes + k * N + card)
        .collect();
    if info {
        slots.extend((0..players).map(|r| obs_len + r * (N + 4) + card));
    }
    slots
}

#[test]
fn a_hidden_card_never_shows_in_another_seats_tensors() {
    let config = SeoulConfig::for_players(4).unwrap().with_days(1);
    let mut stepper = Stepper::new(Seoul::setup(config, 11).unwrap());
    let mut rng = GameRng::new(11);
    let mut ids = Vec::new();
    let mut checked = 0;
    while let Some(_seat) = stepper.current_player() {
        let g = stepper.state();
        let obs_len = Seoul::observation_size(g.config());
        for owner in (0..4).map(Seat) {
            let secret = g.hand(owner).difference(g.known_hand(owner));
            for other in (0..4).map(Seat).filter(|&o| o != owner) {
                let (o, i) = (observation(g, other), information(g, other));
                for c in secret {
                    for slot in slots_of(4, obs_len, true, usize::from(c)) {
                        let v = if slot < obs_len { o[slot] } else { i[slot] };
                        assert_eq!(v, 0.0, "{owner}'s hidden card shows to {other}");
                        checked += 1;
                    }
                }
            }
        }
        // Face-down City cards show in nobody's tensors.
        let unseen = g.face_down();
        for seat in (0..4).map(Seat) {
            let o = observation(g, seat);
            for c in unseen {
                assert!(
                    slots_of(4, obs_len, false, usize::from(c))
                        .iter()
                        .all(|&s| o[s] == 0.0)
                );
            }
        }
        stepper.legal_ids(&mut ids);
        stepper
            .apply_id(i64::from(ids[rng.index(ids.len())]))
            .unwrap();
    }
    assert!(checked > 10_000, "{checked}");
}

/// Plays random games until `found` holds after an action; returns the
/// state before and after, and the seat that acted.
fn find(found: impl Fn(&Seoul, &Seoul, Seat) -> bool) -> (Seoul, Seoul, Seat) {
    for seed in 0..200u64 {
        let config = SeoulConfig::for_players(3).unwrap().with_days(1);
        let mut g = Seoul::setup(config, seed).unwrap();
        let mut rng = GameRng::new(seed);
        let mut legal = Vec::new();
        while let Some(seat) = tabletop_core::bot::next_seat(&g) {
            legal.clear();
            g.legal_actions(seat, &mut legal);
            let before = g.clone();
            g.apply_mut(seat, &legal[rng.index(legal.len())]).unwrap();
            if found(&before, &g, seat) {
                return (before, g, seat);
            }
        }
    }
    panic!("no game of 200 shows it");
}

#[test]
fn cards_taken_in_view_of_all_are_remembered_and_kept_by_a_resample() {
    // A pile of two or more cards is taken and a card of it played: the
    // rest joins the hand in view of all.
    let (before, after, seat) =
        find(|b, a, s| a.known_hand(s).len() > b.known_hand(s).len() && a.known_hand(s).len() >= 2);
    let joined = after.known_hand(seat).difference(before.known_hand(seat));
    let mut public = before.taken();
    for s in 0..5 {
        public = public.union(before.space(s));
    }
    assert!(joined.is_subset(public), "known cards came from the table");
    assert!(joined.is_subset(after.hand(seat)));
    let other = Seat((seat.0 + 1) % 3);
    let info = information(&after, other);
    let obs_len = Seoul::observation_size(after.config());
    // The seat is row 2 for the seat to its left (3 players).
    let row = (usize::from(seat.0) + 3 - usize::from(other.0)) % 3;
    for c in joined {
        assert_eq!(info[obs_len + row * (N + 4) + usize::from(c)], 1.0);
    }
    let mut rng = GameRng::new(5);
    for _ in 0..50 {
        let world = after.resample_hidden(other, &mut rng);
        assert!(after.known_hand(seat).is_subset(world.hand(seat)));
        assert_eq!(world.hand(seat).len(), after.hand(seat).len());
        assert_eq!(information(&world, other), info);
    }
}

#[test]
fn the_type_of_a_card_drawn_is_remembered_and_kept_by_a_resample() {
    // A card drawn from the deck while its back showed its type.
    let (before, after, seat) =
        find(|b, a, s| a.drawn_kinds(s).iter().sum::<u8>() > b.drawn_kinds(s).iter().sum::<u8>());
    let kind = before.deck_top_kind().expect("the deck had a top card");
    let k = kind.index();
    assert_eq!(after.drawn_kinds(seat)[k], before.drawn_kinds(seat)[k] + 1);
    let of_kind = after.catalogue().of_kind(kind);
    let other = Seat((seat.0 + 1) % 3);
    let mut rng = GameRng::new(6);
    for _ in 0..50 {
        let world = after.resample_hidden(other, &mut rng);
        let unknown = world.hand(seat).difference(world.known_hand(seat));
        assert!(unknown.intersection(of_kind).len() >= usize::from(after.drawn_kinds(seat)[k]));
        assert_eq!(world.deck_top_kind(), after.deck_top_kind());
    }
}

#[test]
fn a_resample_moves_only_hidden_cards_and_keeps_what_backs_show() {
    let (_, g, seat) = find(|_, a, _| !a.face_down().is_empty() && a.deck_len() > 10);
    let mut rng = GameRng::new(8);
    let mut moved = false;
    for _ in 0..20 {
        let world = g.resample_hidden(seat, &mut rng);
        assert_eq!(world.hand(seat), g.hand(seat));
        for s in 0..5 {
            let up = |x: &Seoul| x.space(s).difference(x.face_down());
            assert_eq!(up(&world), up(&g));
            let kinds = |x: &Seoul| -> Vec<Kind> {
                let cat = x.catalogue();
                let mut v: Vec<Kind> = x
                    .space(s)
                    .intersection(x.face_down())
                    .iter()
                    .map(|c| cat.kind(c))
                    .collect();
                v.sort_by_key(|k| k.index());
                v
            };
            assert_eq!(kinds(&world), kinds(&g));
        }
        moved |= world.face_down() != g.face_down();
        let mut future = g.clone();
        future.resample_future(&mut rng);
        for s in (0..3).map(Seat) {
            assert_eq!(future.hand(s), g.hand(s));
            assert_eq!(observation(&future, s), observation(&g, s));
        }
    }
    assert!(moved, "the face-down cards are dealt anew");
}

#[test]
fn dasoms_position_in_words_names_only_what_seat_1_may_see() {
    let g = dasom();
    let text = g.observation_string(Seat(1));
    for line in [
        "Day 1 of 1; Trending: green.",
        "seat 0's turn: the end of the turn.",
        "You are seat 1; your hand: Sneakers.",
        "City space 2: face up Bear Plush; face down 1 Highlight.",
        "City space 4: face up none; face down 1 Highlight and 1 Shopping card.",
        "seat 0: 2 cards in hand, 8 cards towards 9,",
        "seat 1 (you, started the Day, first to 9 cards today, earned today's Nightlife token): 1 card in hand, 9 cards towards 9,",
        "  Highlights: 1. Cheonggyecheon Stream, festival Kimjang & Kimchi Jjigae, food Fireworks & Eomuk; 2. Ttukseom Hangang Park,",
    ] {
        assert!(text.contains(line), "{line:?} missing from:\n{text}");
    }
    // Seat 0's hand and the face-down cards are named nowhere.
    for hidden in ["Hanbok", "Namsan Park", "Starfield Library", "Magpie Plush"] {
        assert!(!text.contains(hidden), "{hidden} shows to seat 1:\n{text}");
    }
    // A position written by hand knows nothing of the hands beyond the view.
    let info = g.information_state_string(Seat(1));
    assert!(info.starts_with(&text));
    assert!(
        info.contains("seat 0's hand is known to hold: none; besides, drawn in view of all: none.")
    );
}

#[test]
fn two_states_a_seat_cannot_tell_apart_resample_alike() {
    // A search that determinizes with resample_hidden then depends on what
    // its seat knows only, sample by sample.
    for players in 2..=4 {
        let config =
            <seoul_rules::SeoulConfig as tabletop_core::GameConfig>::for_players(players).unwrap();
        tabletop_core::testing::check_canonical_resampling::<seoul_rules::Seoul>(&config, 4, 0, 5);
    }
}

#[test]
fn the_search_bot_never_reads_what_its_seat_cannot_see() {
    // The same move and visits from the real table and from a table the
    // seat cannot tell apart from it.
    for players in [2, 4] {
        let config =
            <seoul_rules::SeoulConfig as tabletop_core::GameConfig>::for_players(players).unwrap();
        tabletop_core::testing::check_search_blindness::<seoul_rules::Seoul>(&config, 2, 9, 20);
    }
}
