"""tabletop.pettingzoo: PettingZoo's own api_test and seed_test on every game
and player count, and a plain AEC loop."""

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
