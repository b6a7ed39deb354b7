//! The research surface ([`tabletop_core::Research`]): dense action ids,
//! tensors and strings for each seat, and determinization.
//!
//! # Action ids
//!
//! Every decision lays one card, a choice among some eight hundred
//! placements (a hand of up to 8 cards, each over a few dozen footprints
//! in 2 or 4 rotations). A placement is therefore **four steps**, each
//! from its own range of ids, so that a policy head stays small:
//!
//! | ids | step |
//! |---|---|
//! | `0 .. 3` | the camp: hiking, biking, kayaking |
//! | `3 .. 3 + C` | the trail card: id `3 + n - 1` is card `#n` (`C` cards in the deck) |
//! | `3 + C .. 3 + C + 105` | the column `x` of the north-west cell: id `3 + C + x + 52` |
//! | `3 + C + 105 .. 3 + C + 210` | the row `y`: id `3 + C + 105 + y + 52` |
//! | `3 + C + 210 .. 3 + C + 214` | the rotation: `r0`, `r90`, `r180`, `r270` |
//!
//! so [`num_distinct_actions`](tabletop_core::Research::num_distinct_actions)
//! is `C + 217`: **352** with the reference deck's 135 cards. Every action
//! takes exactly four steps (piece, column, row, rotation), so no legal
//! action's steps begin another's. Columns and rows run from −52 to 52:
//! no card of a park can lie further from its first camp (each card widens
//! a park by at most 2 cells on a side, and a park holds 27 cards; the
//! derivation is at [`steps::REACH`]).
//!
//! **One encoding.** The steps are the digits of the wire code
//! ([`crate::encode`]): with `b` the trail bit, `i` the camp type or card
//! id, `code = ((((i × 256 + x + 128) × 256 + y + 128) × 4 + r) × 2) + b`,
//! the piece step is `i` for a camp (`b` = 0) and `3 + i` for a card (`b` = 1),
//! the column step is `x + 128` less 76 (the 256-value digit limited to the
//! 105 columns within reach) plus the column base, the row step likewise,
//! and the rotation step is `r` plus the rotation base. The code is
//! unchanged.
//!
//! The game names the legal ids after each step itself
//! ([`Research::next_steps`]): during a turn the hand's cards, then the
//! columns, rows and rotations of the park's footprints, read from its
//! footprint rows, so that a decision does not list its some eight hundred
//! placements; while the camps are laid, the camps not yet laid, then the
//! columns and rows of the park's camp footprints and the rotations the
//! camp may take.
//!
//! `max_game_length` is `108 × players`: every seat lays exactly 27 cards
//! (3 camps and 24 trail cards) in a game, 4 steps each, and the solo game
//! that misses its In-Game goal lays fewer.
//!
//! Every turn is simultaneous: [`tabletop_core::Stepper`] takes the seats
//! still owing a card one at a time, lowest seat first (each seat's two
//! cards of a turn in a row); a seat's placements of the step are hidden
//! from the others until all have placed, in the tensors as in the views.
//!
//! # Observation tensor
//!
//! Shape `[N]`, flat, with `C` trail cards in the deck, `GI` and `GE`
//! In-Game and End-Game goals in the catalogue (6 and 6 in the reference
//! deck) and `P` players. `W` = 20 and `K` = 31 (below). Counts are
//! divided by the scale given, so values stay near 0–1.
//!
//! | offset | size | meaning |
//! |---|---|---|
//! | 0 | 4 | the round, one-hot |
//! | 4 | 5 | the step, one-hot: camps, turn 1, turn 2, turn 3, game over |
//! | 9 | 1 | cards in the deck ÷ `C` |
//! | 10 | 1 | cards discarded ÷ `C` |
//! | 11 | 1 | solo: the challenge's target loop points ÷ 100 (0 in a multiplayer game) |
//! | 12 | 1 | 1 if the solo game ended because the In-Game goal was missed |
//! | 13 | `C` | the seat's own hand: 1 for each card held |
//! | 13 + `C` | `GI` | the In-Game goals in play (catalogue order), 1 each |
//! | 13 + `C` + `GI` | `GE` | the End-Game goals in play |
//! | 13 + `C` + `GI` + `GE` | `P` × (16 + `K·W·W`) | a block per seat: the observer first, then clockwise (the seat to its left next) |
//!
//! So `N` = 13 + `C` + `GI` + `GE` + 12,416 `P`: with the reference deck
//! 12,576, 24,992, 37,408 and 49,824 values for 1 to 4 players.
//!
//! Each seat's block: 16 values, then the picture of its park.
//!
//! | offset | meaning |
//! |---|---|
//! | 0 | cards it has laid this step ÷ 2 (another seat's are laid in secret: counted, not shown) |
//! | 1 | cards in its hand ÷ 8 |
//! | 2, 3, 4 | its hiking, biking, kayaking camp is laid (1) |
//! | 5 | trail cards laid ÷ 24 |
//! | 6 | loop points of its park as shown ÷ 100 |
//! | 7, 8 | the park's westmost column and northmost row ÷ 52 |
//! | 9, 10 | the park's width and height in cells ÷ 52 |
//! | 11 | cells covered ÷ 60 |
//! | 12 | cells covered outside the picture's window ÷ 60 |
//! | 13, 14 | its slot on the 1st and 2nd In-Game goal ÷ 3 (0: none) |
//! | 15 | it still owes a card this step (1) |
//!
//! The **picture** shows the top face of every cell (what lies on the
//! table: covered cards are out of sight), as `K` planes of `W × W` cells:
//! value `(channel × W + row) × W + column`, where row and column count
//! from the park's north-west corner (its westmost column and northmost
//! row, given above), so the picture does not move when a park grows
//! east or south. Channels:
//!
//! | channel | meaning |
//! |---|---|
//! | 0, 1, 2 | a hiking, biking, kayaking camp's cell |
//! | 3 + 3p + t | a trail of type `t` (hiking 0, biking 1, kayaking 2) reaches edge `p` (north 0, east 1, south 2, west 3); on a camp's cell, `p` is an exit of the camp |
//! | 15 .. 21 | a segment joins north–east, north–south, north–west, east–south, east–west, south–west |
//! | 21 + p | markers a loop counts when it passes the segment reaching edge `p` |
//! | 25 .. 31 | markers on the cell by kind: bridge, berm, rapids, mud, rock, tunnel (an intersection's once) |
//!
//! **Why 20 × 20, anchored at the park's corner.** A park could in
//! principle stretch 106 cells in a line, but every card must touch the
//! park, so parks stay compact. The larger of a finished park's width and
//! height (`examples/park_extent.rs`): in 3,000 random games (every card
//! uniform among the legal placements; 7,500 parks) 99.4 % were within
//! 16 cells, all but 3 within 20, the largest 21; in 300 games of the
//! greedy bot (750 parks) 96.8 % within 16, all within 19. A window of 20
//! holds every park the greedy bot built and all but 0.04 % of random
//! ones, at 12,400 values a park. Anchoring at the park's corner spends
//! no cells on the empty side of the first camp. A park that outgrows the
//! window loses only the far part of its picture: value 12 of its block
//! counts those cells, and the information state gives every card's exact
//! cell.
//!
//! # Information-state tensor
//!
//! Shape `[M]`: everything the seat has seen and done since setup, with
//! every park as the list of its cards — each card, its cell and its
//! rotation — rather than a picture:
//!
//! | offset | size | meaning |
//! |---|---|---|
//! | 0 | `T` = 13 + `C` + `GI` + `GE` | the observation's first `T` values: round, step, deck, discards, solo target, ending, the seat's own hand, the goals in play |
//! | `T` | 16 `P` | each seat's 16 values as in the observation (seats in the same order, the observer first), without its picture |
//! | `T` + 16`P` | 12 × `C` | the hand the seat held at the start of each turn, round by round (4 × 3 blocks of `C`; turn 1's is the hand as dealt, also held during the camps): 1 for each card; 0 for turns not yet begun |
//! | `T` + 16`P` + 12`C` | `P` × 3 × 7 | each seat's hiking, biking and kayaking camp: where it lies (below); all 0 until it is laid |
//! | `T` + 37`P` + 12`C` | `C` × (`P` + 7) | each trail card, by number: the park it lies in (`P` values, one per seat in the same order: 1 for its park), then where it lies (below); all 0 for a card the seat has not seen laid |
//!
//! Where a laid card lies, 7 values: its place in its park's order, the
//! `j`-th card laid there (counting from 0) giving (`j` + 1) ÷ 27, so
//! never 0 for a laid card (the place gives the round and turn it was
//! laid in); the column and the row of its north-west cell ÷ 52; its
//! rotation one-hot (4: `r0`, `r90`, `r180`, `r270`). A card another seat
//! laid in secret this step is not shown (that seat's value 0 counts it).
//!
//! So `M` = `T` + 12 `C` + `C` (`P` + 7) + 37 `P`: with the reference deck
//! 2,897, 3,069, 3,241 and 3,413 values for 1 to 4 players.
//!
//! **Why a list of cards and not the pictures.** Every picture is a
//! function of the cards laid in its park, their cells and rotations, all
//! of which are here, so leaving the pictures out loses nothing the seat
//! has seen; it makes the tensor some 20 times smaller (66,996 values at 4
//! players with the pictures, a 20 × 20 × 31 grid per park, 12,400 values
//! each) and as many times cheaper to write and copy. Indexing the cards
//! by number, as the hands held are, puts each card's fate at a fixed
//! place: a network reads which park holds card `#n`, when and where it
//! was laid, without a one-hot of the card per placement. A researcher who
//! wants the parks as grids for a convolutional network reads the
//! observation tensor alongside (its pictures are the parks as the seat
//! sees them now).
//!
//! With the hands held and the cards' places a seat knows every card it
//! passed on and where each went, since each laid card is revealed at the
//! end of the turn. The state keeps no record for this: the hands held
//! are read back from the parks' order, the hands and the order of the
//! discards ([`Trailblazers::hand_held`]). A position written by hand has
//! no past of its own; the hands held are then those its parks and
//! discards imply.
//!
//! # Strings
//!
//! [`observation_string`](tabletop_core::Research::observation_string)
//! gives the same facts in words, each park as a text map
//! ([`crate::map`]); the information-state string adds the hands held and
//! every park's cards in the order they were laid.
//!
//! # Determinization
//!
//! What a seat has seen is every card it has held and every card revealed
//! in a park. A hand it passed on stays known to it as it travels (each
//! card laid from it is revealed at the end of the turn), so a rival
//! holding such a hand holds known cards. `resample_hidden` leaves all of
//! that as it is; the cards the observer has not seen — the deck, the
//! hands it never held (in the rivals' hands, laid in secret this step,
//! or discarded) — are interchangeable to it, and the sample relabels them
//! by a random permutation wherever they lie. Then each rival's secret
//! cards of the step go back to its hand and it lays as many afresh, each
//! uniformly among its legal placements, and the generator is reseeded.
//! The sample costs the clone, a permutation of at most 255 card ids, and
//! (for the rivals' secret cards) one list of legal placements each.
//!
//! `resample_future` shuffles the deck and reseeds the generator, leaving
//! the hands: a clone made for search calls it so that it cannot see the
//! order of the deck.

mod next;
mod picture;
pub mod recall;
mod resample;
pub mod steps;
mod tensor;
mod text;

pub use picture::{CHANNELS, WINDOW};
pub use tensor::{Layout, PLACE_VALUES, SEAT_BLOCK, SEAT_VALUES};

use crate::config::TrailblazersConfig;
use crate::park::{MAX_PLACEMENTS, Placement};
use crate::state::Trailblazers;
use steps::IdSpace;
use tabletop_core::{ActionId, GameConfig, GameRng, Research, Seat, Standing, Steps};

fn ids(config: &TrailblazersConfig) -> IdSpace {
    IdSpace::new(config.catalogue().trail_count())
}

impl Research for Trailblazers {
    fn num_distinct_actions(config: &TrailblazersConfig) -> usize {
        ids(config).count()
    }

    fn max_game_length(config: &TrailblazersConfig) -> usize {
        // Every seat lays at most 27 cards, each in 4 steps.
        config.players() * MAX_PLACEMENTS * 4
    }

    fn action_steps(&self, _seat: Seat, action: &Placement, out: &mut Steps) {
        out.clear();
        for id in ids(&self.config).steps(action) {
            out.push(id);
        }
    }

    fn next_steps(&self, seat: Seat, prefix: &[ActionId], out: &mut Vec<ActionId>) -> bool {
        self.placement_next_steps(seat, prefix, out)
    }

    fn action_of_steps(&self, _seat: Seat, steps: &[ActionId]) -> Option<Placement> {
        ids(&self.config).placement(steps)
    }

    fn step_text(&self, _seat: Seat, id: ActionId) -> String {
        ids(&self.config)
            .step(id)
            .map_or_else(|| format!("no step has id {id}"), steps::Step::text)
    }

    fn observation_shape(config: &TrailblazersConfig) -> Vec<usize> {
        vec![Layout::of(config).observation()]
    }

    fn write_observation(&self, seat: Seat, out: &mut [f32]) {
        self.observation_tensor(seat, out);
    }

    fn information_state_shape(config: &TrailblazersConfig) -> Vec<usize> {
        vec![Layout::of(config).information_state()]
    }

    fn write_information_state(&self, seat: Seat, out: &mut [f32]) {
        self.information_state_tensor(seat, out);
    }

    fn observation_string(&self, seat: Seat) -> String {
        self.observation_text(seat)
    }

    fn write_recall_string(&self, seat: Seat, out: &mut String) {
        self.write_recall_text(seat, out);
    }

    fn resample_hidden(&self, observer: Seat, rng: &mut GameRng) -> Self {
        self.resampled(observer, rng)
    }

    fn standing(&self) -> Option<Standing> {
        if self.step != crate::state::Step::Over {
            return None;
        }
        if let Some(solo) = self.solo_result() {
            let mut standing = Standing::ranked(&[i64::from(solo.points)], &[0]);
            if !solo.won {
                standing.winners = tabletop_core::SeatSet::EMPTY;
            }
            return Some(standing);
        }
        Some(Standing::from_seats(self.players(), |i| {
            let line = self.score_line(Seat(i as u8));
            (line.total(), i64::from(line.player_cards))
        }))
    }

    fn resample_future(&mut self, rng: &mut GameRng) {
        self.resample_future_in_place(rng);
    }
}
