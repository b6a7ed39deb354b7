"""The tabletop games as PettingZoo AEC environments.

>>> from tabletop.pettingzoo import env
>>> e = env("traveler", players=3)
>>> e.reset(seed=7)
>>> for agent in e.agent_iter():
...     observation, reward, terminated, truncated, info = e.last()
...     action = None if terminated or truncated else e.action_space(agent).sample(observation["action_mask"])
...     e.step(action)

One agent per seat (``player_0``, ...). An action is an action id (a
``Discrete(num_distinct_actions)`` space); a factored action takes several
steps of the same agent in a row, and a simultaneous step is taken one seat
at a time, so ``agent_selection`` is always the one seat to act. An
observation is a dict: ``observation`` (the seat's observation tensor,
float32; its layout is documented in each game crate's ``research`` module)
and ``action_mask`` (int8, 1 for each legal id; all 0 for a seat not to
act). Rewards come at the end: each winner's share of the victory (1/k for k
winners), 0 for the others. ``reset(seed=...)`` deals the game from the seed;
without a seed, from the environment's own generator, seeded by the first
seeded reset. ``render()`` returns the table as text (what a spectator sees).
"""

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

import tabletop


def env(game, players=None, render_mode=None, **flags):
    """An AEC environment of ``game`` (a tabletop name) for ``players``,
    with rule flags and variants as keyword arguments."""
    return TabletopEnv(game, players=players, render_mode=render_mode, **flags)


class TabletopEnv(AECEnv):
    """A tabletop game as a PettingZoo AEC environment (see the module
    documentation)."""

    metadata = {"render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(self, game, players=None, render_mode=None, **flags):
        super().__init__()
        self.game = tabletop.load_game(game, players=players, **flags)
        self.metadata = {**self.metadata, "name": f"tabletop_{game}_v0"}
        self.render_mode = render_mode
        count = self.game.num_players()
        actions = self.game.num_distinct_actions()
        size = self.game.observation_tensor_size()
        self.possible_agents = [f"player_{i}" for i in range(count)]
        self._seat = {agent: i for i, agent in enumerate(self.possible_agents)}
        self.observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(
                        low=-np.inf, high=np.inf, shape=(size,), dtype=np.float32
                    ),
                    "action_mask": spaces.Box(
                        low=0, high=1, shape=(actions,), dtype=np.int8
                    ),
                }
            )
            for agent in self.possible_agents
        }
        self.action_spaces = {
            agent: spaces.Discrete(actions) for agent in self.possible_agents
        }
        self._rng = np.random.default_rng()
        self.state = None

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed=None, options=None):
        if seed is not None:
            self._rng = np.random.default_rng(seed)
            deal = int(seed) % (1 << 64)
        else:
            deal = int(self._rng.integers(0, 1 << 63))
        #: The ``tabletop.State`` being played.
        self.state = self.game.new_initial_state(seed=deal)
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self.agent_selection = self.possible_agents[self.state.current_player()]

    def observe(self, agent):
        seat = self._seat[agent]
        size = self.game.observation_tensor_size()
        observation = np.empty(size, np.float32)
        self.state.observation_tensor(seat, observation)
        mask = np.zeros(self.game.num_distinct_actions(), np.int8)
        self.state.legal_actions_mask(seat, mask)
        return {"observation": observation, "action_mask": mask}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self.state.apply_action(int(action))
        self._cumulative_rewards[agent] = 0.0
        self.rewards = {a: 0.0 for a in self.agents}
        if self.state.is_terminal():
            shares = self.state.win_shares()
            for a in self.agents:
                self.rewards[a] = shares[self._seat[a]]
                self.terminations[a] = True
        else:
            self.agent_selection = self.possible_agents[self.state.current_player()]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self):
        """The table as text: what a spectator sees, and who is to act."""
        if self.state is None:
            return "no game: call reset()"
        text = str(self.state)
        if self.render_mode == "human":
            print(text)
        return text

    def close(self):
        self.state = None
