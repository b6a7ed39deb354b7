#!/usr/bin/env python3
"""Random-playout throughput of OpenSpiel games, for comparison with `tabletop bench`.

Plays uniformly random legal games through OpenSpiel's own C++ loop
(`pyspiel.evaluate_bots` with `pyspiel.make_uniform_random_bot`) on one thread
for a fixed time, and counts decisions per game in a short Python-side sample.

    pip install open-spiel
    python3 scripts/openspiel_bench.py --game hearts --seconds 5 [--json]
"""

import argparse
import json
import random
import time

import pyspiel


def decisions_per_game(game, games, seed):
    """Average decisions, chance steps and legal actions per decision."""
    rng = random.Random(seed)
    decisions = chance = legal = 0
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                actions, probs = zip(*outcomes)
                state.apply_action(rng.choices(actions, probs)[0])
                chance += 1
            else:
                actions = state.legal_actions()
                legal += len(actions)
                decisions += 1
                state.apply_action(rng.choice(actions))
    return decisions / games, chance / games, legal / max(decisions, 1)


def throughput(game, seconds, seed):
    """Games per second through OpenSpiel's C++ evaluation loop."""
    players = game.num_players()
    bots = [pyspiel.make_uniform_random_bot(p, seed + p) for p in range(players)]
    games = 0
    start = time.perf_counter()
    while True:
        for _ in range(100):
            pyspiel.evaluate_bots(game.new_initial_state(), bots, seed + games)
            games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return games, elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="hearts")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--sample", type=int, default=300, help="games sampled to count decisions")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    game = pyspiel.load_game(args.game)
    per_game, chance, branching = decisions_per_game(game, args.sample, args.seed)
    games, elapsed = throughput(game, args.seconds, args.seed)
    figures = {
        "game": args.game,
        "players": game.num_players(),
        "games": games,
        "seconds": elapsed,
        "games_per_second": games / elapsed,
        "decisions_per_game": per_game,
        "chance_steps_per_game": chance,
        "legal_actions_per_decision": branching,
        "decisions_per_second": games / elapsed * per_game,
    }
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print(f"openspiel {args.game}: {games} games in {elapsed:.2f} s (single thread, uniform random)")
        print(f"  {figures['games_per_second']:.0f} games/s, {figures['decisions_per_second']:.0f} decisions/s")
        print(f"  {per_game:.1f} decisions and {chance:.1f} chance steps per game, "
              f"{branching:.2f} legal actions per decision")


if __name__ == "__main__":
    main()
