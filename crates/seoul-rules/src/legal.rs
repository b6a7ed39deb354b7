//! Who decides, what they may do, and why anything else is refused. Every
//! rule that restricts a decision is checked here, once: [`Seoul::check`]
//! validates, and enumeration lists exactly what it accepts.

use crate::action::Action;
use crate::cards::Kind;
use crate::catalogue::CardId;
use crate::colour::{Mode, Modes};
use crate::config::{Nightlife, Refill};
use crate::error::Violation;
use crate::rule;
use crate::state::{Phase, SPACES, Seoul};
use tabletop_core::deck::CardText;
use tabletop_core::events::TurnViolation;
use tabletop_core::{CardSet, Seat, ToAct};

/// What the rightmost Highlight of a tableau allows a Delight (L27).
#[derive(Copy, Clone)]
pub(crate) struct Rightmost {
    colour: Option<crate::colour::Colour>,
    room: [bool; 2],
}

impl Rightmost {
    /// Whether a Delight showing `mode` links here for free: its shown half
    /// matches the Highlight's colour (L29).
    pub(crate) fn frees(self, cat: &crate::catalogue::Catalogue, card: CardId, mode: Mode) -> bool {
        self.colour == Some(cat.half(card, mode))
    }

    /// Whether the rightmost Highlight has room for a Delight showing
    /// `mode` (L24, L27).
    pub(crate) fn has_room(self, mode: Mode) -> bool {
        self.room[mode as usize]
    }
}

/// Whether `payers` holds a card other than `card` to pay its cost with
/// (L22: every card costs one discard).
fn can_pay(card: CardId, payers: CardSet) -> bool {
    let count = payers.len();
    count >= 2 || (count == 1 && !payers.contains(card))
}

/// The empty spaces of `city`, as bits (what [`Seoul::empty_spaces`]
/// keeps).
pub(crate) fn empty_of(city: &[CardSet; SPACES]) -> u8 {
    let mut empty = 0u8;
    for (s, pile) in city.iter().enumerate() {
        empty |= u8::from(pile.is_empty()) << s;
    }
    empty
}

impl Seoul {
    /// Who must decide next.
    pub(crate) fn who_acts(&self) -> ToAct {
        match self.phase {
            Phase::Over => ToAct::GameOver,
            _ => ToAct::Seat(self.active),
        }
    }

    pub(crate) fn rightmost(&self, seat: Seat) -> Rightmost {
        let t = &self.tableaux[seat.index()];
        match t.highlights.len().checked_sub(1) {
            Some(i) => Rightmost {
                colour: Some(self.highlight_colour(seat, i)),
                room: [t.has_room(i, Mode::Festival), t.has_room(i, Mode::Food)],
            },
            None => Rightmost {
                colour: None,
                room: [false; 2],
            },
        }
    }

    /// Whether `card` played as `mode` is free: a Delight whose shown half
    /// matches the Highlight it links to (L29).
    pub(crate) fn is_free(&self, seat: Seat, card: CardId, mode: Option<Mode>) -> bool {
        let cat = self.catalogue();
        match mode {
            Some(mode) if cat.kind(card) == Kind::Delight => {
                self.rightmost(seat).frees(cat, card, mode)
            }
            _ => false,
        }
    }

    /// Whether `seat` may play `card` as `mode` now, leaving its cost aside
    /// (SJ-10).
    pub(crate) fn playable(
        &self,
        seat: Seat,
        card: CardId,
        mode: Option<Mode>,
    ) -> Result<(), Violation> {
        let cat = self.catalogue();
        let name = || cat.name(card);
        match (cat.kind(card), mode) {
            (Kind::Delight, None) => Err(Violation::BadMode {
                card: name(),
                problem: "a Delight is played as a Festival or a Food: say \"as festival\" or \"as food\"",
            }),
            (Kind::Delight, Some(mode)) => {
                let right = self.rightmost(seat);
                if right.colour.is_none() {
                    return Err(Violation::NoHighlight { card: name() });
                }
                if !right.has_room(mode) {
                    let t = &self.tableaux[seat.index()];
                    return Err(Violation::SlotTaken {
                        highlight: cat.name(t.highlights[t.highlights.len() - 1]),
                        mode,
                    });
                }
                Ok(())
            }
            (_, Some(_)) => Err(Violation::BadMode {
                card: name(),
                problem: "only a Delight shows a Festival or a Food half",
            }),
            (Kind::Highlight, None) if self.tableaux[seat.index()].is_tired() => {
                Err(Violation::Tired)
            }
            (_, None) => Ok(()),
        }
    }

    /// Why seat `i` may not spend a Nightlife token now, if it may not: only
    /// at the start of a turn (L59; SJ-36 with its flag), and only one it
    /// holds (L57).
    pub(crate) fn nightlife_refusal(&self, i: usize) -> Option<Violation> {
        if !self.fresh {
            Some(Violation::NightlifeLate {
                one_per_turn: self.config.nightlife() == Nightlife::OnePerTurn,
            })
        } else if self.nightlife[i] == 0 {
            Some(Violation::NoNightlife)
        } else {
            None
        }
    }

    /// A card of `from` that can be played, its cost paid from `payers`.
    fn any_play(&self, seat: Seat, from: CardSet, payers: CardSet) -> Option<CardId> {
        self.plays(seat, from, payers).first()
    }

    fn payable(
        &self,
        seat: Seat,
        card: CardId,
        mode: Option<Mode>,
        payers: CardSet,
    ) -> Result<(), Violation> {
        if !can_pay(card, payers) && !self.is_free(seat, card, mode) {
            Err(Violation::CannotPay {
                card: self.catalogue().name(card),
            })
        } else {
            Ok(())
        }
    }

    /// Whether a Book is possible for `seat` now.
    pub(crate) fn can_book(&self, seat: Seat) -> bool {
        let hand = self.hands[seat.index()];
        self.any_play(seat, hand, hand).is_some()
    }

    /// Whether the City has a pile to take.
    pub(crate) fn can_experience(&self) -> bool {
        self.city.iter().any(|s| !s.is_empty())
    }

    /// A card of the taken pile that can be played, if any (SJ-13).
    pub(crate) fn playable_in_pile(&self, seat: Seat) -> Option<CardId> {
        let payers = self.taken.union(self.hands[seat.index()]);
        self.any_play(seat, self.taken, payers)
    }

    /// Whether some Delight in `seat`'s hand can be linked under `modes`.
    pub(crate) fn can_link(&self, seat: Seat, modes: Modes) -> bool {
        let cat = self.catalogue();
        !self.hands[seat.index()]
            .intersection(cat.of_kind(Kind::Delight))
            .is_empty()
            && self.tableaux[seat.index()].any_room(modes)
    }

    /// The face-up City cards.
    pub(crate) fn face_up(&self) -> CardSet {
        self.city
            .iter()
            .fold(CardSet::EMPTY, |all, s| all.union(*s))
            .difference(self.face_down)
    }

    /// The empty City spaces, as bits.
    #[inline]
    pub(crate) fn empty_spaces(&self) -> u8 {
        self.empty
    }

    /// The spaces the next refill card may go into (SJ-19), as bits.
    pub(crate) fn refill_spaces(&self, filled: u8) -> u8 {
        let empty = self.empty_spaces();
        if empty != 0 {
            empty
        } else if self.config.refill() == Refill::OtherSpaces {
            !filled & 0b1_1111
        } else {
            0b1_1111
        }
    }

    fn in_set(
        &self,
        set: CardSet,
        card: CardId,
        place: &'static str,
        rule: &'static str,
    ) -> Result<(), Violation> {
        if set.contains(card) {
            Ok(())
        } else {
            Err(Violation::NotThere {
                card: self.catalogue().name(card),
                place,
                rule,
            })
        }
    }

    fn space_in_range(space: u8) -> Result<usize, Violation> {
        if usize::from(space) < SPACES {
            Ok(usize::from(space))
        } else {
            Err(Violation::NoSuchSpace {
                space: u16::from(space) + 1,
            })
        }
    }

    /// The refusal for an action that does not belong to the current step.
    fn wrong_step(&self, action: &Action) -> Violation {
        let (expected, rule) = match self.phase {
            Phase::Main => (
                "choose your action: book a card, experience a space (or pass)",
                rule::EXPERIENCE_OR_BOOK,
            ),
            Phase::Choose { .. } => (
                "play one of the cards you took (\"play CARD\"), or keep them if none can be played",
                rule::EXPERIENCE,
            ),
            Phase::Pay { .. } => ("pay the card's cost: \"pay CARD to SPACE\"", rule::PAY_STEP),
            Phase::Link { .. } => (
                "link a Delight for free (\"link CARD as MODE on HIGHLIGHT\") or skip",
                rule::FREE_LINK,
            ),
            Phase::Scout => (
                "take a face-up City card (\"scout CARD\") or skip",
                rule::SCOUT,
            ),
            Phase::Encore => ("book one more card from your hand, or skip", rule::ENCORE),
            Phase::Refill { .. } => ("place the refill card: \"refill SPACE\"", rule::REFILL),
            Phase::End => (
                "end your turn (\"end\") or awaken a Guardian",
                rule::AWAKEN_BETWEEN_STEPS,
            ),
            Phase::Over => {
                return TurnViolation::GameOver {
                    rule: rule::JOURNEY_END,
                }
                .into();
            }
        };
        Violation::WrongStep {
            action: action.text_with(self.catalogue()).to_string(),
            expected,
            rule,
        }
    }

    /// Checks a card to play from the hand (a Book, an Encore) or from the
    /// pile taken (an Experience).
    fn check_play(
        &self,
        seat: Seat,
        card: CardId,
        mode: Option<Mode>,
        from_pile: bool,
    ) -> Result<(), Violation> {
        let hand = self.hands[seat.index()];
        let (from, payers, place, rule) = if from_pile {
            (
                self.taken,
                self.taken.union(hand),
                "in the pile you took",
                rule::EXPERIENCE_PLAY,
            )
        } else {
            (hand, hand, "in your hand", rule::BOOK_FROM_HAND)
        };
        self.in_set(from, card, place, rule)?;
        self.playable(seat, card, mode)?;
        self.payable(seat, card, mode, payers)
    }

    /// Checks whether `seat`, whose decision it is
    /// ([`tabletop_core::events::check_turn`] has said so), may take
    /// `action` now.
    pub(crate) fn check(&self, seat: Seat, action: &Action) -> Result<(), Violation> {
        let i = seat.index();
        let hand = self.hands[i];
        let cat = self.catalogue();
        match (self.phase, *action) {
            (
                Phase::Main | Phase::Choose { .. } | Phase::Refill { .. } | Phase::End,
                Action::Awaken { guardian },
            ) => {
                if !self.guardians[i].contains(guardian) {
                    return Err(Violation::NotYourGuardian {
                        card: cat.name(guardian),
                    });
                }
                if self.flipped.contains(guardian) {
                    return Err(Violation::AlreadyFlipped {
                        card: cat.name(guardian),
                    });
                }
                Ok(())
            }
            (_, Action::Awaken { .. }) => Err(Violation::NotBetweenSteps {
                during: match self.phase {
                    Phase::Pay { .. } => "while paying for a card",
                    _ => "while an effect is resolving",
                },
            }),
            (Phase::Main, Action::Nightlife) => match self.nightlife_refusal(i) {
                Some(refusal) => Err(refusal),
                None => Ok(()),
            },
            (Phase::Main | Phase::Encore, Action::Book { card, mode }) => {
                self.check_play(seat, card, mode, false)
            }
            (Phase::Main, Action::Experience { space }) => {
                let s = Self::space_in_range(space)?;
                if self.city[s].is_empty() {
                    return Err(Violation::EmptySpace {
                        space: u16::from(space) + 1,
                    });
                }
                Ok(())
            }
            (Phase::Main, Action::Pass) => {
                if self.can_experience() {
                    Err(Violation::CannotPass {
                        reason: "there is a City pile to take",
                    })
                } else if self.can_book(seat) {
                    Err(Violation::CannotPass {
                        reason: "you can book a card",
                    })
                } else {
                    Ok(())
                }
            }
            (Phase::Choose { .. }, Action::Play { card, mode }) => {
                self.check_play(seat, card, mode, true)
            }
            (Phase::Choose { .. }, Action::Keep) => match self.playable_in_pile(seat) {
                Some(card) => Err(Violation::MustPlay {
                    card: cat.name(card),
                }),
                None => Ok(()),
            },
            (Phase::Pay { exclude, .. }, Action::Pay { card, space }) => {
                Self::space_in_range(space)?;
                if exclude == Some(space) {
                    return Err(Violation::SameSpace {
                        space: u16::from(space) + 1,
                    });
                }
                self.in_set(hand, card, "in your hand", rule::PAY_FROM_HAND)
            }
            (
                Phase::Link { modes },
                Action::Link {
                    card,
                    mode,
                    highlight,
                },
            ) => {
                self.in_set(
                    hand.intersection(cat.of_kind(Kind::Delight)),
                    card,
                    "a Delight in your hand",
                    rule::LINK_FROM_HAND,
                )?;
                if !modes.allows(mode) {
                    return Err(Violation::LinkMode { modes });
                }
                let t = &self.tableaux[i];
                let h = usize::from(highlight);
                if h >= t.highlights.len() {
                    return Err(Violation::NoSuchHighlight {
                        place: u16::from(highlight) + 1,
                    });
                }
                if !t.has_room(h, mode) {
                    return Err(Violation::SlotTaken {
                        highlight: cat.name(t.highlights[h]),
                        mode,
                    });
                }
                Ok(())
            }
            (Phase::Link { .. } | Phase::Scout | Phase::Encore, Action::Skip) => Ok(()),
            (Phase::Scout, Action::Scout { card }) => {
                if self.face_up().contains(card) {
                    Ok(())
                } else {
                    Err(Violation::NotFaceUp {
                        card: cat.name(card),
                    })
                }
            }
            (Phase::Refill { filled, .. }, Action::Refill { space }) => {
                let s = Self::space_in_range(space)?;
                if self.refill_spaces(filled) & (1 << s) != 0 {
                    Ok(())
                } else if self.city.iter().any(|p| p.is_empty()) {
                    Err(Violation::FillEmptyFirst {
                        space: u16::from(space) + 1,
                    })
                } else {
                    Err(Violation::FilledThisRefill {
                        space: u16::from(space) + 1,
                    })
                }
            }
            (Phase::End, Action::End) => Ok(()),
            _ => Err(self.wrong_step(action)),
        }
    }
}
