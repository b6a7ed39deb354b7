"""What the research tests run on: every game and player count that offers
the research surface (action ids, tensors); a game without it is checked to
refuse it by name (test_research.py)."""

import tabletop


def offers_research(name):
    """Whether the game offers the research surface."""
    try:
        tabletop.load_game(name).num_distinct_actions()
    except tabletop.TabletopError as e:
        assert e.code == "no_research", e
        return False
    return True


#: (game, players) for every game that offers the research surface.
RESEARCH_CONFIGS = [
    (name, players)
    for name in tabletop.games()
    if offers_research(name)
    for players in range(
        tabletop.game_info(name)["min_players"], tabletop.game_info(name)["max_players"] + 1
    )
]

#: Every game that offers the research surface, at its smallest table of
#: two or more (or solo, for a game that has only that).
RESEARCH_GAMES = sorted({name for name, _ in RESEARCH_CONFIGS})
