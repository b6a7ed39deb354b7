"""Exact, deterministic rules engines for four travel card games, shaped like
OpenSpiel's ``pyspiel``.

>>> import random, tabletop
>>> game = tabletop.load_game("traveler", players=3)
>>> state = game.new_initial_state(seed=7)
>>> while not state.is_terminal():
...     seat = state.current_players()[0]
...     state.apply_action(seat, random.choice(state.legal_codes(seat)))
>>> len(state.returns())
3

Whole actions are integer codes (each game's encoding is canonical,
documented and stable); ``state.code_to_string`` and ``state.string_to_code``
convert them to and from the game's notation. ``state.legal_codes()``
returns a ``LegalActions``: an immutable sequence of the codes held by the
engine (``len``, indexing, slicing, iteration, ``in``, ``==`` with a list).

The research surface, shaped as pyspiel (see docs/research.md): a game that
offers it is played one action id at a time — ``state.legal_actions()``,
``state.apply_action(id)``, ``state.legal_actions_mask()``,
``state.observation_tensor(player, out=array)`` — and its adapters are
``tabletop.openspiel``, ``tabletop.pettingzoo`` and ``tabletop.ray``.
"""

from collections.abc import Sequence as _Sequence

from ._tabletop import (
    SIMULTANEOUS,
    TERMINAL,
    Bot,
    Game,
    IllegalAction,
    LegalActions,
    State,
    TabletopError,
    UnreadableAction,
    deserialize_state,
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
    "Bot",
    "Game",
    "IllegalAction",
    "LegalActions",
    "State",
    "TabletopError",
    "UnreadableAction",
    "deserialize_state",
    "game_info",
    "games",
    "load_game",
    "load_position",
    "load_replay",
    "simulate",
]

_Sequence.register(LegalActions)
