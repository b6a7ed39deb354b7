"""tabletop.ray: a simulation spread over Ray tasks on a local instance has
the statistics of tabletop.simulate with the same seed."""

import pytest
import ray

import tabletop
import tabletop.ray


@pytest.fixture(scope="module")
def local_ray():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def without_times(stats):
    return {k: v for k, v in stats.items() if k not in ("seconds", "games_per_second", "threads")}


@pytest.mark.parametrize("name", tabletop.games())
def test_ray_simulate_matches_simulate(local_ray, name):
    players = tabletop.game_info(name)["min_players"]
    spread = tabletop.ray.simulate(name, 30, seed=4, bot="greedy", players=players, parts=3)
    local = tabletop.simulate(name, 30, seed=4, bot="greedy", players=players, threads=1)
    assert without_times(spread) == without_times(local)
    assert spread["threads"] == 3 and spread["games"] == 30


def test_ray_simulate_refuses_bad_options(local_ray):
    with pytest.raises(tabletop.TabletopError):
        tabletop.ray.simulate("traveler", 0)
    with pytest.raises(tabletop.TabletopError):
        tabletop.ray.simulate("traveler", 10, players=9)
    with pytest.raises(tabletop.TabletopError):
        tabletop.ray.simulate("traveler", 10, bot="clever")
