"""Simulations spread over a Ray cluster.

>>> import ray, tabletop.ray
>>> ray.init()                          # a local instance, or ray.init(address="auto")
>>> stats = tabletop.ray.simulate("traveler", 100_000, seed=7, players=3)

``simulate`` splits the games into parts, plays each part as a Ray task (in
Rust, one core per task) and merges the parts' totals into the statistics
that ``tabletop.simulate`` returns for the same arguments: game *i* is dealt
from (seed, *i*) wherever it runs, so only ``threads`` (here the number of
parts), ``seconds`` and ``games_per_second`` differ. On a cluster, connect
first (``ray.init(address="auto")`` on a node of the cluster, or
``ray.init(address="ray://head:10001")`` from outside it); every node needs
the ``tabletop`` package installed. Without ``ray.init``, Ray starts a local
instance.
"""

import math
import time

import ray

import tabletop


@ray.remote
def _part(name, n, first, count, seed, bot, players, flags):
    return tabletop._tabletop._simulate_part(
        name, n, first, count, seed=seed, bot=bot, players=players, **flags
    )


def simulate(game, n, seed=1, bot="random", players=None, parts=None, **flags):
    """Plays ``n`` games of ``game`` as Ray tasks and returns the statistics
    of ``tabletop.simulate(game, n, seed=seed, bot=bot, players=players,
    **flags)``. ``parts``: how many tasks (default: four per CPU of the
    cluster, at most one per game)."""
    if n < 1:
        raise tabletop.TabletopError(f"the number of games must be from 1, not {n}")
    # Refuse a bad configuration here, before any task starts.
    tabletop.load_game(game, players=players, **flags)
    if parts is None:
        cpus = int(ray.cluster_resources().get("CPU", 1))
        parts = 4 * max(cpus, 1)
    parts = max(1, min(int(parts), n))
    size = math.ceil(n / parts)
    start = time.perf_counter()
    refs = [
        _part.remote(game, n, first, min(size, n - first), seed, bot, players, flags)
        for first in range(0, n, size)
    ]
    results = ray.get(refs)
    seconds = time.perf_counter() - start
    return tabletop._tabletop._merge_simulation(
        game, n, results, len(results), seconds, seed=seed, bot=bot, players=players, **flags
    )
