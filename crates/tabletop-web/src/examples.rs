//! The bundled example positions (copies of `examples/positions/`, which
//! the command line's documentation uses): disputes from the rulebooks to
//! start from.

/// One bundled position: its name, a title, and the position file.
pub(crate) struct Example {
    /// The name in URLs (`traveluencer-trending-example`).
    pub(crate) name: &'static str,
    /// What it shows, in words.
    pub(crate) title: &'static str,
    /// The position file `{"game", "position"}`.
    pub(crate) text: &'static str,
}

/// Every bundled position.
pub(crate) static EXAMPLES: &[Example] = &[
    Example {
        name: "traveluencer-trending-example",
        title: "Traveluencer: the rulebook's trending-topic example (seat 3 to post)",
        text: include_str!("../positions/traveluencer-trending-example.json"),
    },
    Example {
        name: "traveler-sample-turn",
        title: "The Traveler: the rulebook's sample turn",
        text: include_str!("../positions/traveler-sample-turn.json"),
    },
    Example {
        name: "trailblazers-figure-eight",
        title: "Trailblazers: the rulebook's 8-point kayak loop, one card from closing",
        text: include_str!("../positions/trailblazers-figure-eight.json"),
    },
    Example {
        name: "trailblazers-finished-game",
        title: "Trailblazers: a finished game, ready to score",
        text: include_str!("../positions/trailblazers-finished-game.json"),
    },
    Example {
        name: "seoul-dasom-scoring",
        title: "Seoul Journey: the rulebook's scoring example (Dasom ends her turn)",
        text: include_str!("../positions/seoul-dasom-scoring.json"),
    },
];

/// The example named `name`.
pub(crate) fn find(name: &str) -> Option<&'static Example> {
    EXAMPLES.iter().find(|e| e.name == name)
}
