"""Exact, deterministic rules engines for four travel card games, shaped like
OpenSpiel's ``pyspiel``.

>>> import random, tabletop
>>> game = tabletop.load_game("traveler", players=3)
>>> state = game.new_initial_state(seed=7)
>>> while not state.is_terminal():
...     seat = state.current_players()[0]
...     state.apply_action(seat, random.choice(state.legal_actions(seat)))
>>> len(state.returns())
3

Actions are integer codes (each game's encoding is canonical, documented and
stable); ``state.action_to_string`` and ``state.string_to_action`` convert
them to and from the game's notation. ``state.legal_actions()`` returns a
``LegalActions``: an immutable sequence of the codes held by the engine
(``len``, indexing, slicing, iteration, ``in``, ``==`` with a list), so a
decision with hundreds of legal actions does not build a list of them;
``list(state.legal_actions())`` gives a list.
"""

from collections.abc import Sequence as _Sequence

from ._tabletop import (
    SIMULTANEOUS,
    TERMINAL,
    Game,
    IllegalAction,
    LegalActions,
    State,
    TabletopError,
    UnreadableAction,
    game_info,
    games,
    load_game,
    load_position,
    load_replay,
    simulate,
)

__all__ = [
    "SIMULTANEOUS",
    "TERMINAL",
    "Game",
    "IllegalAction",
    "LegalActions",
    "State",
    "TabletopError",
    "UnreadableAction",
    "game_info",
    "games",
    "load_game",
    "load_position",
    "load_replay",
    "simulate",
]

_Sequence.register(LegalActions)
