#!/usr/bin/env python3
"""The research surface against OpenSpiel's pyspiel hearts, in the same run:

* random playouts, decisions (action ids applied) per second: a plain loop
  over pyspiel states (`legal_actions()`, `apply_action()`), for hearts and
  for each game registered by `tabletop.openspiel`; and the same loop over
  the native `tabletop` state (the fast path, no OpenSpiel in between);
* tensors written per second: pyspiel's `state.information_state_tensor(player)`
  for hearts (which offers no observation tensor) and for each registered
  game, and the native `state.information_state_tensor(player, out=array)`
  writing into a preallocated NumPy array;
* Ray: `tabletop.ray.simulate` games per second with 1 and 2 local workers
  (a local Ray instance of that many CPUs), against `tabletop.simulate` on
  one thread.

The measurements are interleaved (hearts, then each game, ROUNDS times) and
each ratio is taken against the hearts run of its own round; the median over
rounds is reported. Rates are per second of wall-clock time.

    pip install -r crates/tabletop-py/requirements-research.txt ./crates/tabletop-py
    python3 scripts/research_bench.py [--seconds 2] [--rounds 3] [--ray-games 2000]

(`--ray-games 0` leaves Ray out.)
"""

import argparse
import random
import statistics
import time

import numpy as np
import pyspiel

import tabletop
import tabletop.openspiel


def timed(seconds, body):
    """Calls `body()` (which returns a count) until `seconds` have passed:
    (count per second)."""
    count = 0
    start = time.perf_counter()
    while True:
        count += body()
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return count / elapsed


def spiel_playout(game, rng):
    """One random game through pyspiel: the decisions taken."""
    state = game.new_initial_state()
    decisions = 0
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(rng.choices(actions, probs)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
            decisions += 1
    return decisions


def native_playout(game, rng):
    """One random game through the native tabletop state, one id at a time."""
    state = game.new_initial_state(rng.getrandbits(63))
    decisions = 0
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
        decisions += 1
    return decisions


def positions(game, rng, count=20):
    """States part way through random games, to write tensors of."""
    found = []
    while len(found) < count:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(actions, probs)[0])
            else:
                if rng.random() < 0.05:
                    found.append(state.clone())
                state.apply_action(rng.choice(state.legal_actions()))
    return found


def spiel_tensors(states):
    def body():
        for state in states:
            state.information_state_tensor(state.current_player())
        return len(states)

    return body


def native_tensors(states):
    size = len(np.asarray(states[0].information_state_tensor(states[0].current_player())))
    out = np.empty(size, np.float32)
    natives = [(s.native, s.current_player()) for s in states]

    def body():
        for native, player in natives:
            native.information_state_tensor(player, out)
        return len(natives)

    return body


def ray_rates(name, players, games):
    import ray

    import tabletop.ray

    rates = {}
    for workers in (1, 2):
        ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False)
        tabletop.ray.simulate(name, 50, players=players, parts=workers)  # warm the workers
        stats = tabletop.ray.simulate(name, games, players=players, parts=4 * workers)
        rates[workers] = stats["games_per_second"]
        ray.shutdown()
    local = tabletop.simulate(name, games, players=players, threads=1)
    rates["simulate, 1 thread"] = local["games_per_second"]
    return rates


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--ray-games", type=int, default=2000)
    args = parser.parse_args()
    rng = random.Random(1)
    hearts = pyspiel.load_game("hearts")
    games = {
        short: pyspiel.load_game(short) for short in tabletop.openspiel.REGISTERED
    }
    hearts_states = positions(hearts, rng)
    states = {short: positions(g, rng) for short, g in games.items()}
    rows = {}
    for _ in range(args.rounds):
        base_play = timed(args.seconds, lambda: spiel_playout(hearts, rng))
        base_obs = timed(args.seconds, spiel_tensors(hearts_states))
        rows.setdefault("pyspiel hearts", []).append((base_play, 1.0, base_obs, 1.0))
        for short, game in games.items():
            play = timed(args.seconds, lambda: spiel_playout(game, rng))
            obs = timed(args.seconds, spiel_tensors(states[short]))
            rows.setdefault(f"{short} (pyspiel)", []).append(
                (play, play / base_play, obs, obs / base_obs)
            )
            native = game.native
            play = timed(args.seconds, lambda: native_playout(native, rng))
            obs = timed(args.seconds, native_tensors(states[short]))
            rows.setdefault(f"{short} (native tabletop state)", []).append(
                (play, play / base_play, obs, obs / base_obs)
            )
    print("| engine | decisions/s | × hearts | information-state tensors/s | × hearts |")
    print("|---|---:|---:|---:|---:|")
    for name, runs in rows.items():
        med = [statistics.median(r[i] for r in runs) for i in range(4)]
        print(f"| {name} | {med[0]:,.0f} | {med[1]:.2f}× | {med[2]:,.0f} | {med[3]:.2f}× |")
    if args.ray_games <= 0:
        return
    print()
    print("| game | Ray, 1 worker (games/s) | Ray, 2 workers | tabletop.simulate, 1 thread |")
    print("|---|---:|---:|---:|")
    for short in games:
        name = tabletop.openspiel.NAMES[short]
        players = games[short].num_players()
        r = ray_rates(name, players, args.ray_games)
        print(f"| {short} ({players} players) | {r[1]:,.0f} | {r[2]:,.0f} | {r['simulate, 1 thread']:,.0f} |")


if __name__ == "__main__":
    main()
