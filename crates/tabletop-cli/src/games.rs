//! `tabletop games`: every registered game with its player counts, other
//! names, notation, variants and rule flags; `tabletop notation GAME`: how
//! one game writes its cards and actions.

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

/// The notation of a game, as `games` and `notation` print it: the legend
/// (the line `play` and `check` print), then the forms of its actions.
fn notation_lines(info: &GameInfo) -> [String; 2] {
    [
        format!("notation: {}", info.notation),
        format!("actions: {}", info.action_notation),
    ]
}
