"""OpenSpiel's C++ ISMCTS bot on seat 0 of a game (the other seats play
uniformly at random), for a time budget: search iterations per second (one
determinization per iteration, one random rollout per leaf — tabletop's
ISMCTS does the same per iteration).

Chance nodes (the deal) are sampled here, outside the bot: ISMCTS is asked
only at seat 0's decisions, through the C++ bot's `step`. What runs on
hearts with open-spiel 2.0.2 (measured): the bot on seat 0 with
RandomRolloutEvaluator and use_observation_string=False (20 games, no
fault). What does not: the same bot on seat 1, 2 or 3 ends the process
with a segmentation fault within three games (seat 1 in game 3, seats 2 and
3 in game 0), with or without passing (`hearts(pass_cards=false)`), so
every seat cannot be searched; use_observation_string=True is refused
cleanly ("ObservationString is not implemented": hearts defines only
information-state strings).

    python3 scripts/openspiel_ismcts_bench.py --game hearts --iterations 200 --seconds 10 --json
"""

import argparse
import json
import random
import time

import pyspiel


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="hearts")
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    game = pyspiel.load_game(args.game)
    evaluator = pyspiel.RandomRolloutEvaluator(1, 7)
    bot = pyspiel.ISMCTSBot(
        7, evaluator, 0.7, args.iterations, -1,
        pyspiel.ISMCTSFinalPolicyType.NORMALIZED_VISIT_COUNT, False, False)
    rng = random.Random(7)
    searched, decisions, games, spent = 0, 0, 0, 0.0
    while spent < args.seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
                continue
            legal = state.legal_actions()
            if state.current_player() != 0:
                state.apply_action(rng.choice(legal))
                continue
            start = time.perf_counter()
            action = bot.step(state)
            spent += time.perf_counter() - start
            decisions += 1
            if len(legal) > 1:
                searched += args.iterations
            state.apply_action(action)
        games += 1
    figures = {
        "game": args.game,
        "iterations": args.iterations,
        "games": games,
        "decisions": decisions,
        "seconds_searching": spent,
        "search_iterations_per_second": searched / spent,
        "ms_per_decision": 1000.0 * spent / decisions,
    }
    print(json.dumps(figures) if args.json else figures)


if __name__ == "__main__":
    main()
