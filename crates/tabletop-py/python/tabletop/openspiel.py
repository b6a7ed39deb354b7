"""The tabletop games as OpenSpiel games.

Importing this module registers every game that offers the research surface
with ``pyspiel.register_game``, so that OpenSpiel's tools load and play it:

>>> import pyspiel, tabletop.openspiel
>>> game = pyspiel.load_game("tabletop_traveler(players=3)")
>>> pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)

The names are ``tabletop_traveluencer``, ``tabletop_traveler``,
``tabletop_trailblazers`` and ``tabletop_seoul``. Their parameters are
``players``, ``seed`` (the master seed: the k-th initial state of a game
object is dealt from (seed, k); clones and restored states take no number)
and the game's rule flags and variants whose
values are numbers, strings or booleans (``tabletop.game_info(name)`` lists
them); a flag left at the registered default keeps the player count's own
default. ``tabletop_traveler`` plays with ``round_limit=50`` unless told
otherwise (see ``BOUNDS``: OpenSpiel needs a longest game).

The game type, and why (see docs/research.md):

* **sequential** dynamics: a simultaneous step (a pass, a secret first stop,
  every Trailblazers turn) is taken one seat at a time, lowest seat first,
  and a seat's choice stays hidden from the others until all have chosen,
  so nothing a seat can see depends on the order;
* **imperfect information**: hands, passes and decks are hidden;
* **sampled stochastic** chance: the engine shuffles and draws with its own
  generator; there are no chance nodes;
* **terminal rewards** that are the winners' shares of the victory (1/k for
  each of k winners, 0 for the others): **constant-sum** (1) with two or
  more players, **general-sum** solo (a lost solo game has no winner). The
  scores are in ``state.native.outcome()``.

Games and states pickle, and ``copy.copy`` and ``copy.deepcopy`` of a state
are ``state.clone()``, as with OpenSpiel's own games.
"""

import functools

import numpy as np
import pyspiel

import tabletop

#: The OpenSpiel name of each game, and the tabletop name it plays.
NAMES = {
    "tabletop_traveluencer": "traveluencer",
    "tabletop_traveler": "traveler",
    "tabletop_trailblazers": "trailblazers",
    "tabletop_seoul": "seoul-journey",
}


_CLASSES = {}




#: Rule flags this adapter sets by default: OpenSpiel needs a longest game
#: (``max_game_length``), and the rulebook's Traveler has none (ruling TR-27:
#: play can stall for ever). With 50 rounds a four-player game takes at most
#: 6,228 steps; random games end in about 17 rounds (at most 350 actions in
#: 300 games), so the limit is there for the bound, not to shorten games.
#: ``round_limit`` may be given like any flag.
BOUNDS = {"traveler": {"round_limit": 50}}


def _flags(name):
    """The rule flags and variants of ``name`` that OpenSpiel can carry (a
    number, a string or a boolean), with their defaults."""
    config = tabletop.load_game(name).config()
    return {
        key: value
        for key, value in config.items()
        if key != "players" and isinstance(value, (bool, int, float, str))
    }


def _game_type(short_name, name, players, parameters):
    info = tabletop.game_info(name)
    solo = players == 1
    return pyspiel.GameType(
        short_name=short_name,
        long_name=f"tabletop {name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=(
            pyspiel.GameType.Utility.GENERAL_SUM
            if solo
            else pyspiel.GameType.Utility.CONSTANT_SUM
        ),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=info["max_players"],
        min_num_players=info["min_players"],
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=parameters,
    )


class TabletopGame(pyspiel.Game):
    """A tabletop game under OpenSpiel: a ``tabletop.Game`` behind
    pyspiel's game interface. Each registered game is a subclass naming
    its ``SHORT_NAME``."""

    SHORT_NAME = None

    def __init__(self, params=None):
        short_name = self.SHORT_NAME
        name = NAMES[short_name]
        defaults = _registered_parameters(short_name)
        params = {**defaults, **dict(params or {})}
        players = int(params["players"])
        bounds = BOUNDS.get(name, {})
        flags = {
            key: value
            for key, value in params.items()
            if key not in ("players", "seed")
            and (key in bounds or value != defaults.get(key))
        }
        #: The ``tabletop.Game`` played.
        self.native = tabletop.load_game(name, players=players, **flags)
        self._seed = int(params["seed"])
        self._dealt = 0
        info = self.native.research_info()
        if info["max_game_length"] >= 1 << 31:
            raise ValueError(
                f"{name} has no longest game under this configuration, and OpenSpiel "
                "needs one: set a limit (for The Traveler, round_limit)"
            )
        game_info = pyspiel.GameInfo(
            num_distinct_actions=info["num_distinct_actions"],
            max_chance_outcomes=0,
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=None if players == 1 else 1.0,
            max_game_length=info["max_game_length"],
        )
        super().__init__(
            _game_type(short_name, name, players, defaults), game_info, params
        )

    def new_initial_state(self):
        """A new game, dealt from (seed, k) for the k-th state of this
        game object. The deal is made when the state is first used:
        pyspiel's ``clone`` and ``deserialize_state`` take a new state from
        here and fill it at once, and then give its number back (see
        ``TabletopState``)."""
        state = TabletopState(self)
        state._deal = self._dealt
        self._dealt += 1
        return state

    def _deal_native(self, k):
        """The ``tabletop.State`` of this game's k-th deal."""
        seed = (self._seed * 1_000_003 + k) % (1 << 64)
        return self.native.new_initial_state(seed=seed)

    def _give_back(self, k):
        """Returns deal number ``k`` if it was the last one taken."""
        if self._dealt == k + 1:
            self._dealt = k

    def __reduce__(self):
        """Pickles as the parameters and the deals taken. (pyspiel's own
        pickling of a game asks a sampled-stochastic game for its
        generator's state, which a game written in Python cannot give.)"""
        return (
            _restore_game,
            (self.SHORT_NAME, dict(self.get_parameters()), self._dealt),
        )

    def make_py_observer(self, iig_obs_type=None, params=None):
        """An observer of a seat's tensor and string: the observation, or
        with perfect recall the information state."""
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        if iig_obs_type is not None and (
            iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
            or not iig_obs_type.public_info
        ):
            raise ValueError(
                "tabletop games observe for one seat: its private cards and the public table"
            )
        return _Observer(self.native, recall)


#: The attributes pyspiel's ``clone`` and ``deserialize_state`` set on a
#: fresh state: the dealt state, or the deal number of a state not yet used.
_FILLS = frozenset(("native", "_deal"))


class TabletopState(pyspiel.State):
    """A game in progress under OpenSpiel; ``native`` is the
    ``tabletop.State`` (views, positions, narration, outcome).

    The methods that pyspiel calls from C++ through its trampolines
    (``current_player``, ``is_terminal``, ``_legal_actions``,
    ``_apply_action``, ``_action_to_string``, ``returns``) and those a
    Python caller uses most are the native state's own methods, held in
    slots and bound again whenever ``native`` is set: a call runs no Python
    code of this class. pyspiel takes a built-in function found under a
    trampoline's name for its own C++ method and calls the pure virtual one
    instead, so those are held as ``functools.partial`` objects, which it
    calls as overrides.

    A state from ``new_initial_state`` holds only its deal number until it
    is first used (an attribute it lacks deals it, ``__getattr__``).
    pyspiel's ``clone`` and ``deserialize_state`` take such a state and set
    ``native`` (or the number) from the state they copy: the state then
    gives its own number back to the game, so cloning and restoring neither
    deal nor change which deals later initial states get.

    * ``current_player()``: the seat to act, pyspiel.PlayerId.TERMINAL (-4)
      once the game is over;
    * ``is_terminal()``, ``is_player_node()``;
    * ``legal_actions(player=None)``: the legal action ids of ``player``
      (default: the seat to act), ascending; empty for a seat not to act
      and once the game is over;
    * ``legal_actions_mask(player=None)``: one value per action id, 1 legal
      and 0 not, as a list;
    * ``observation_tensor(player=None)``,
      ``information_state_tensor(player=None)``: ``player``'s tensor
      (default: the seat to act), a new NumPy float32 array;
    * ``returns()``: the winners' shares of the victory.
    """

    __slots__ = (
        "__dict__",
        "current_player",
        "is_terminal",
        "is_player_node",
        "_legal_actions",
        "_apply_action",
        "_action_to_string",
        "returns",
        "legal_actions",
        "legal_actions_mask",
        "observation_tensor",
        "information_state_tensor",
    )

    def __init__(self, game, native=None):
        super().__init__(game)
        if native is not None:
            self.native = native

    def __setattr__(self, name, value):
        taken = self.__dict__.pop("_deal", None) if name in _FILLS else None
        if taken is not None:
            # A fresh state being filled from another (see the class's
            # documentation): its own deal is not needed.
            self.get_game()._give_back(taken)
        super().__setattr__(name, value)
        if name == "native":
            self._bind(value)

    def __getattr__(self, name):
        """Deals a fresh state when it is first used."""
        taken = self.__dict__.pop("_deal", None)
        if taken is None:
            raise AttributeError(
                f"{type(self).__name__!r} object has no attribute {name!r}"
            )
        native = self.get_game()._deal_native(taken)
        object.__setattr__(self, "native", native)
        self._bind(native)
        return object.__getattribute__(self, name)

    def __reduce__(self):
        """Pickles as the game and ``serialize()`` (the history and the
        native state)."""
        return (_restore_state, (self.get_game(), self.serialize()))

    def __copy__(self):
        return self.clone()

    def __deepcopy__(self, memo):
        return self.clone()

    def _bind(self, native):
        """Holds ``native``'s methods in the slots (see the class's
        documentation)."""
        set_slot = object.__setattr__
        for name, method in (
            ("current_player", native.current_player),
            ("is_terminal", native.is_terminal),
            ("_legal_actions", native.legal_actions),
            ("_apply_action", native.apply_action),
            ("_action_to_string", native.action_to_string),
            ("returns", native.win_shares),
        ):
            set_slot(self, name, functools.partial(method))
        set_slot(self, "is_player_node", native.is_player_node)
        set_slot(self, "legal_actions", native.legal_actions)
        set_slot(self, "legal_actions_mask", native.legal_actions_mask)
        set_slot(self, "observation_tensor", native.observation_tensor)
        set_slot(self, "information_state_tensor", native.information_state_tensor)

    def is_chance_node(self):
        """Never: chance is sampled inside the engine."""
        return False

    def is_simultaneous_node(self):
        """Never: a simultaneous step is taken one seat at a time."""
        return False

    def resample_from_infostate(self, player_id, probability_sampler):
        """A state ``player_id`` cannot tell from this one (OpenSpiel's
        Python ISMCTS bot calls it), with its history."""
        sample = self.clone()
        sample.native = self.native.resample_from_infostate(
            player_id, probability_sampler
        )
        return sample

    def __str__(self):
        return f"{self.native.position()}\npending {self.native.pending_steps()}"


class _Observer:
    """OpenSpiel's observer interface over a state's tensors (written in
    place into ``tensor``) and strings."""

    def __init__(self, game, recall):
        self._recall = recall
        size = (
            game.information_state_tensor_size()
            if recall
            else game.observation_tensor_size()
        )
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state, player):
        if self._recall:
            state.native.information_state_tensor(player, self.tensor)
        else:
            state.native.observation_tensor(player, self.tensor)

    def string_from(self, state, player):
        if self._recall:
            return state.native.information_state_string(player)
        return state.native.observation_string(player)


def _restore_game(short_name, params, dealt):
    """A game unpickled: the same parameters, and the same deals taken."""
    game = _CLASSES[short_name](params)
    game._dealt = dealt
    return game


def _restore_state(game, serialized):
    """A state unpickled, through pyspiel's ``deserialize_state``."""
    return game.deserialize_state(serialized)


def _registered_parameters(short_name):
    name = NAMES[short_name]
    info = tabletop.game_info(name)
    return {
        "players": info["default_players"],
        "seed": 0,
        **_flags(name),
        **BOUNDS.get(name, {}),
    }


def _register(short_name):
    parameters = _registered_parameters(short_name)
    players = parameters["players"]
    game_type = _game_type(short_name, NAMES[short_name], players, parameters)
    # A class, as OpenSpiel's own Python games register: the registry keeps
    # its creator until the process ends, and a class (unlike a function)
    # is still referenced then, so it is never freed without the interpreter.
    creator = type(
        f"Tabletop{NAMES[short_name].title().replace('-', '')}Game",
        (TabletopGame,),
        {"SHORT_NAME": short_name, "__module__": __name__},
    )
    _CLASSES[short_name] = creator
    pyspiel.register_game(game_type, creator)


def _offers_research(name):
    try:
        tabletop.load_game(name).num_distinct_actions()
    except tabletop.TabletopError as e:
        if getattr(e, "code", None) == "no_research":
            return False
        raise
    return True


#: The OpenSpiel names registered: the games that offer the research surface.
REGISTERED = [
    short for short, name in NAMES.items() if _offers_research(name)
]
for _short in REGISTERED:
    if _short not in pyspiel.registered_names():
        _register(_short)
