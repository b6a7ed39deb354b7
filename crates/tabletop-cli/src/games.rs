//! `tabletop games`: every registered game with its player counts, variants
//! and rule flags.

use crate::output::say;
use tabletop::Error;

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
