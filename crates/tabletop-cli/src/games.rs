//! `tabletop games`: every registered game with its player counts, other
//! names, notation, variants and rule flags; `tabletop notation GAME`: how
//! one game writes its cards and actions; `tabletop schema GAME WHAT`: the
//! JSON Schema of its events or its view.

use crate::output::say;
use tabletop::{Error, GameInfo};

/// Lists the games.
pub fn run() -> Result<(), Error> {
    for engine in tabletop::games() {
        let info = engine.info();
        say!(
            "{}  ({}-{} players, default {}, rules {})",
            info.name,
            info.min_players,
            info.max_players,
            info.default_players,
            info.rules_version
        );
        if !info.aliases.is_empty() {
            say!("  also called: {}", info.aliases.join(", "));
        }
        for line in notation_lines(&info) {
            say!("  {line}");
        }
        if !info.variants.is_empty() {
            say!("  variants: {}", info.variants.join(", "));
        }
        for flag in &info.rule_flags {
            say!(
                "  flag {:<28} [{}] {}",
                flag.name,
                flag.ruling,
                flag.description
            );
        }
    }
    Ok(())
}

/// `tabletop notation GAME`.
pub fn notation(game: &str) -> Result<(), Error> {
    let info = tabletop::find(game)?.info();
    say!("{}", info.name);
    for line in notation_lines(&info) {
        say!("  {line}");
    }
    Ok(())
}

/// Which JSON Schema `tabletop schema` prints.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SchemaKind {
    /// The event lists an action or the setup tells (docs/schemas/GAME/events.json).
    Events,
    /// The view of a seat or a spectator (docs/schemas/GAME/view.json).
    View,
}

/// `tabletop schema GAME WHAT`: the schema as published, indented.
pub fn schema(game: &str, what: SchemaKind) -> Result<(), Error> {
    let engine = tabletop::find(game)?;
    let schema = match what {
        SchemaKind::Events => engine.events_schema(),
        SchemaKind::View => engine.view_schema(),
    };
    let text = serde_json::to_string_pretty(&schema).map_err(|e| Error::Internal {
        reason: e.to_string(),
    })?;
    say!("{text}");
    Ok(())
}

/// The notation of a game, as `games` and `notation` print it: the legend
/// (the line `play` and `check` print), then the forms of its actions.
fn notation_lines(info: &GameInfo) -> [String; 2] {
    [
        format!("notation: {}", info.notation),
        format!("actions: {}", info.action_notation),
    ]
}
