"""tabletop.pettingzoo: PettingZoo's own api_test and seed_test on every game
and player count, and a plain AEC loop."""

import copy
import pickle

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from conftest import RESEARCH_CONFIGS
from tabletop.pettingzoo import env


@pytest.mark.parametrize("name,players", RESEARCH_CONFIGS)
def test_api_test_and_seed_test_pass(name, players):
    api_test(env(name, players=players), num_cycles=100)
    seed_test(lambda: env(name, players=players), num_cycles=100)


@pytest.mark.parametrize("name,players", RESEARCH_CONFIGS)
def test_an_aec_loop_plays_to_the_end_with_the_winners_rewarded(name, players):
    e = env(name, players=players, render_mode="ansi")
    e.reset(seed=11)
    totals = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter():
        observation, reward, terminated, truncated, _ = e.last()
        totals[agent] += reward
        if terminated or truncated:
            action = None
        else:
            mask = observation["action_mask"]
            assert mask.dtype == np.int8 and mask.any()
            action = e.action_space(agent).sample(mask)
        e.step(action)
    assert not e.agents
    assert e.state.is_terminal()
    assert [totals[a] for a in e.possible_agents] == e.state.win_shares()
    assert isinstance(e.render(), str)


@pytest.mark.parametrize("name,players", RESEARCH_CONFIGS)
def test_an_environment_copies_and_pickles_mid_game(name, players):
    e = env(name, players=players)
    e.reset(seed=5)
    for _ in range(6):
        observation, _, terminated, truncated, _ = e.last()
        done = terminated or truncated
        e.step(None if done else int(np.flatnonzero(observation["action_mask"])[0]))

    def snapshot(env):
        # A factored action's first ids are pending steps, not yet in the
        # position.
        return env.agent_selection, env.state.position(), env.state.pending_steps()

    before = snapshot(e)
    for twin in (copy.deepcopy(e), pickle.loads(pickle.dumps(e))):
        assert snapshot(twin) == before
        observation = twin.observe(twin.agent_selection)
        assert np.array_equal(observation["observation"], e.observe(e.agent_selection)["observation"])
        twin.step(int(np.flatnonzero(observation["action_mask"])[-1]))
        assert snapshot(twin) != before and snapshot(e) == before, "the copy is independent"
