"""Type stubs of the Rust extension of the ``tabletop`` package."""

from typing import Any, Dict, Iterator, List, Literal, Optional, Sequence, Union, overload

Json = Any
"""A JSON-shaped value: dicts with string keys, lists, str, int, float, bool, None."""

Audience = Union[Literal["omniscient", "spectator"], int]
"""Who hears a narration: everything, the public table only, or one seat."""

Action = Union[int, str]
"""An action: its integer code, or text in the game's notation."""

SIMULTANEOUS: int
"""``current_player()`` while several seats decide at once (-2, as pyspiel)."""
TERMINAL: int
"""``current_player()`` once the game is over (-4, as pyspiel)."""

class TabletopError(ValueError):
    """A refused request: bad input; nothing was changed."""

    code: str
    """A short, stable name of the kind of refusal (``"illegal_action"``, ``"no_such_seat"``, ...)."""
    reason: str
    """What is wrong, in a sentence."""
    rule: Optional[str]
    """The rulebook section an illegal action breaks, if it is one."""

class IllegalAction(TabletopError):
    """An action against the rules (including "not your turn")."""

    rule: str

class UnreadableAction(TabletopError):
    """Not an action of the game: unknown code or text outside the notation."""

class LegalActions(Sequence[int]):
    """The integer codes of a seat's legal actions, in the game's order: an immutable sequence
    held by the engine (a decision with hundreds of actions is counted, not listed). It
    supports ``len``, indexing (negative too) and slicing (a slice is a list), iteration,
    ``in``, ``index``, ``count``, and compares equal to a list of the same codes; it works with
    ``random.choice`` and ``random.sample``. A snapshot: it does not change when the game moves
    on. Unhashable, as a list; pickles as a list; ``list(...)`` gives a list."""

    def __len__(self) -> int: ...
    @overload
    def __getitem__(self, index: int) -> int: ...
    @overload
    def __getitem__(self, index: slice) -> List[int]: ...
    def __iter__(self) -> Iterator[int]: ...
    def __contains__(self, value: object) -> bool: ...
    def __eq__(self, other: object) -> bool: ...
    def __ne__(self, other: object) -> bool: ...
    def index(self, value: Any, start: int = 0, stop: int = ...) -> int: ...
    def count(self, value: Any) -> int: ...

class Game:
    """A game with a validated configuration (``tabletop.load_game``)."""

    @property
    def name(self) -> str: ...
    def num_players(self) -> int: ...
    def config(self) -> Dict[str, Json]:
        """The configuration, as a dict."""
    def info(self) -> Dict[str, Json]:
        """Player counts, variants, rule flags, action cap."""
    def new_initial_state(self, seed: int = 0) -> State:
        """A new game dealt with the generator of ``seed``."""
    # The research surface (raises TabletopError code "no_research" for a game without it).
    def num_distinct_actions(self) -> int: ...
    def max_game_length(self) -> int: ...
    def observation_tensor_shape(self) -> List[int]: ...
    def observation_tensor_size(self) -> int: ...
    def information_state_tensor_shape(self) -> List[int]: ...
    def information_state_tensor_size(self) -> int: ...
    def research_info(self) -> Dict[str, Json]: ...
    def get_type(self) -> Any:
        """pyspiel's GameType fields (dynamics, chance_mode, information, utility, ...)."""
    def deserialize_state(self, text: str) -> State: ...

class State:
    """A game in progress. Seats are numbers from 0."""

    @property
    def game(self) -> str: ...
    def num_players(self) -> int: ...
    def current_players(self) -> List[int]:
        """The seats that owe a decision now (several in a simultaneous step; none at the end)."""
    def current_player(self) -> int:
        """The seat to act (in a simultaneous step the lowest that has not chosen);
        ``TERMINAL`` at the end (``SIMULTANEOUS`` for a game without the research surface)."""
    def is_simultaneous_node(self) -> bool: ...
    def is_chance_node(self) -> bool: ...
    def is_terminal(self) -> bool: ...
    def legal_actions(self, player: Optional[int] = None) -> List[int]:
        """The legal action ids of ``player`` (default: the seat to act), ascending."""
    def legal_actions_mask(self, player: Optional[int] = None, out: Any = None) -> Any:
        """1 for each legal id: a list, or written into ``out`` (an int8/uint8 array)."""
    def apply_actions(self, actions: Sequence[Union[int, Sequence[int], None]]) -> None:
        """One simultaneous step: an id (or list of ids) per seat, None for a seat not to act."""
    def observation_tensor(self, player: Optional[int] = None, out: Any = None) -> Any:
        """A float32 NumPy array, written into ``out`` when given."""
    def information_state_tensor(self, player: Optional[int] = None, out: Any = None) -> Any: ...
    def observation_string(self, player: Optional[int] = None) -> str: ...
    def information_state_string(self, player: Optional[int] = None) -> str: ...
    def num_distinct_actions(self) -> int: ...
    def pending_steps(self) -> List[int]: ...
    def win_shares(self) -> List[float]: ...
    def resample_from_infostate(self, player: int, sampler: Any) -> State: ...
    def resample_future(self, seed: int) -> None: ...
    def serialize(self) -> str: ...
    def legal_codes(self, seat: Optional[int] = None) -> LegalActions:
        """The integer codes of ``seat``'s legal whole actions (default: the one seat to act),
        as an immutable sequence; empty for a seat that owes no decision."""
    def legal_action_strings(self, seat: Optional[int] = None) -> List[str]:
        """The same actions as text in the game's notation."""
    @overload
    def apply_action(self, action: int) -> None:
        """Takes action id ``action`` for the seat to act (as pyspiel)."""
    @overload
    def apply_action(
        self, seat: int, action: Action, narrate: Optional[Audience] = None
    ) -> Optional[List[str]]:
        """Applies the whole ``action`` by ``seat``; raises ``IllegalAction`` (changing nothing)
        if it is against the rules. With ``narrate``, returns the narrator's lines."""
    @overload
    def apply_action(self, seat: int, action: Action, *, events: Audience) -> Dict[str, Any]:
        """Applies the whole ``action`` by ``seat`` and returns what ``events`` (an audience)
        may learn of it: ``{"events": [dict, ...], "narration": [str, ...]}``."""
    def validate_action(self, seat: int, action: Action) -> None:
        """Raises ``IllegalAction`` unless ``seat`` may take ``action`` now."""
    def action_to_string(self, first: int, second: Optional[int] = None) -> str:
        """As pyspiel: ``action_to_string(player, action_id)`` (the player may be left out)."""
    def string_to_action(self, first: Union[int, str], second: Optional[str] = None) -> int:
        """As pyspiel: the legal action id of ``player`` with that text."""
    def code_to_string(self, first: Action, second: Optional[Action] = None) -> str:
        """A whole action's text: ``code_to_string(code)`` or ``code_to_string(seat, code)``."""
    def string_to_code(self, first: Union[int, str], second: Optional[str] = None) -> int:
        """A whole action's code: ``string_to_code(text)`` or ``string_to_code(seat, text)``."""
    def view(self, seat: Optional[int] = None) -> Dict[str, Json]:
        """What ``seat`` may see (its own hidden cards and the public table); without a seat,
        what a spectator sees."""
    def returns(self) -> List[float]:
        """Each seat's final score once the game is over (0 before)."""
    def outcome(self) -> Optional[Dict[str, Json]]:
        """Scores, tie-breaks, ranks, winners (seat numbers), ending, breakdown; None before the end."""
    def move_number(self) -> int:
        """How many actions have been applied since setup."""
    def describe_setup(self, audience: Optional[Audience] = None) -> List[str]:
        """The narrator's lines about the table after setup (default: omniscient)."""
    def position(self) -> str:
        """The position file, as JSON text."""
    def replay(self) -> str:
        """The replay, as JSON text (a state loaded from a position has none)."""
    def clone(self) -> State: ...
    def __copy__(self) -> State: ...
    def __deepcopy__(self, memo: Any) -> State: ...

class Bot:
    """One of the engines' bots playing a state one action id at a time:
    ``Bot("ismcts", iterations=1000, seed=7)``, ``Bot("greedy")`` or
    ``Bot("random", seed=1)``. An action of several ids is chosen whole at
    its first id; later calls return its next ids. Deterministic for a seed."""

    def __init__(
        self,
        kind: str,
        iterations: Optional[int] = None,
        seed: int = 0,
        greedy_playouts: bool = False,
    ) -> None: ...
    def step(self, state: State) -> int:
        """The action id to apply next for the seat to act."""
    def choose(self, state: State) -> int:
        """The same as ``step``."""

def deserialize_state(text: str) -> State:
    """A state from ``state.serialize()``'s text; other text raises ``TabletopError``."""

def games() -> List[str]:
    """The names of every game."""

def game_info(name: str) -> Dict[str, Json]:
    """Player counts (and the default), variants, rule flags, action cap of a game."""

def load_game(name: str, players: Optional[int] = None, **flags: Json) -> Game:
    """A game with configuration fields (rule flags, variants) as keyword arguments."""

def load_position(position: Union[str, Dict[str, Json]]) -> State:
    """A state from a position file (JSON text or a dict)."""

def load_replay(replay: Union[str, Dict[str, Json]]) -> State:
    """A state from a replay (JSON text or a dict), played back."""

def simulate(
    name: str,
    n: int,
    seed: int = 1,
    bot: Literal["random", "greedy"] = "random",
    threads: Optional[int] = None,
    players: Optional[int] = None,
    **flags: Json,
) -> Dict[str, Json]:
    """Plays ``n`` whole games in Rust with the interpreter released; returns the statistics
    of ``tabletop simulate --json``."""
