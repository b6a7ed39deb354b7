#!/usr/bin/env python3
"""Decisions per second of a plain Python loop of uniformly random play,
through the `tabletop` package and through OpenSpiel's `pyspiel` hearts, in
the same run.

Both loops are the loop a researcher writes: ask who acts, ask for the legal
actions, pick one with `random.choice`, apply it (pyspiel answers with a list;
tabletop with an immutable sequence that `random.choice` indexes once). Hearts' chance nodes (the
deal) are sampled by the same loop and are not counted as decisions. The
measurements are interleaved (hearts, then each tabletop game, ROUNDS times)
and each ratio is taken against the hearts run of its own round, because the
machine's speed drifts; the median over rounds is reported. Rates are per
second of the process's CPU time (both loops run on one thread), which a
machine busy with other work disturbs less than wall-clock time; the
wall-clock rates are reported beside them.

    pip install ./crates/tabletop-py open-spiel
    python3 scripts/python_loop_bench.py [--seconds 3] [--rounds 5] [--json]
"""

import argparse
import json
import random
import statistics
import time

import pyspiel
import tabletop


def hearts_loop(seconds, rng):
    """Random hearts games for `seconds`: (games, decisions, wall, cpu)."""
    game = pyspiel.load_game("hearts")
    games = decisions = 0
    start, cpu = time.perf_counter(), time.process_time()
    while True:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(actions, probs)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                decisions += 1
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return games, decisions, elapsed, time.process_time() - cpu


def tabletop_loop(name, players, seconds, rng):
    """Random games of a tabletop game for `seconds`: (games, decisions, wall, cpu)."""
    game = tabletop.load_game(name, players=players)
    games = decisions = 0
    start, cpu = time.perf_counter(), time.process_time()
    while True:
        state = game.new_initial_state(rng.getrandbits(63))
        while not state.is_terminal():
            seat = state.current_players()[0]
            state.apply_action(seat, rng.choice(state.legal_codes(seat)))
            decisions += 1
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return games, decisions, elapsed, time.process_time() - cpu


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="per measurement")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--players", type=int, default=4, help="for the tabletop games")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    engines = ["hearts"] + tabletop.games()
    runs = {name: [] for name in engines}
    for _ in range(args.rounds):
        for name in engines:
            if name == "hearts":
                games, decisions, wall, cpu = hearts_loop(args.seconds, rng)
            else:
                games, decisions, wall, cpu = tabletop_loop(name, args.players, args.seconds, rng)
            runs[name].append(
                {
                    "games_per_second": games / cpu,
                    "decisions_per_second": decisions / cpu,
                    "wall_decisions_per_second": decisions / wall,
                    "decisions_per_game": decisions / games,
                }
            )

    results = []
    for name in engines:
        ratios = [
            run["decisions_per_second"] / hearts["decisions_per_second"]
            for run, hearts in zip(runs[name], runs["hearts"])
        ]
        results.append(
            {
                "engine": "pyspiel hearts (4 players)" if name == "hearts" else f"tabletop {name} ({args.players} players)",
                "decisions_per_second": statistics.median(r["decisions_per_second"] for r in runs[name]),
                "wall_decisions_per_second": statistics.median(r["wall_decisions_per_second"] for r in runs[name]),
                "games_per_second": statistics.median(r["games_per_second"] for r in runs[name]),
                "decisions_per_game": statistics.median(r["decisions_per_game"] for r in runs[name]),
                "ratio_per_round": ratios,
                "median_ratio": statistics.median(ratios),
            }
        )
    if args.json:
        print(json.dumps(results, indent=2))
        return
    print(
        f"{'loop':34s} {'decisions/cpu-s':>15s} {'(wall)':>9s} {'games/cpu-s':>11s} {'dec/game':>9s}"
        "  ratio to hearts per round -> median"
    )
    for r in results:
        per_round = " ".join(f"{x:.2f}" for x in r["ratio_per_round"])
        print(
            f"{r['engine']:34s} {r['decisions_per_second']:15,.0f} {r['wall_decisions_per_second']:9,.0f} "
            f"{r['games_per_second']:11,.0f} {r['decisions_per_game']:9.1f}  {per_round} -> {r['median_ratio']:.2f}x"
        )


if __name__ == "__main__":
    main()
