#!/usr/bin/env bash
# ISMCTS search iterations per second: OpenSpiel's C++ ISMCTS bot on hearts
# (4 players) against tabletop's ISMCTS on every game (4 players), the
# search on seat 0 and random play on the others (OpenSpiel's bot faults on
# hearts' other seats: scripts/openspiel_ismcts_bench.py), the same
# iteration budget, one determinization and one
# random rollout per iteration, single thread, interleaved rounds; ratios to
# hearts per round, median shown.
# Every game searches with `ismcts:N:random`: uniformly random playouts
# played to the game's end, as OpenSpiel's random-rollout evaluator does.
# A game's default playouts (`ismcts:N`) may be a cheaper policy or stop
# early and judge the position (Seoul Journey, Trailblazers), which would
# not be the same work per iteration.
#   pip install open-spiel        (once)
#   bash scripts/compare_ismcts_openspiel.sh [ITERATIONS] [SECONDS] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
iterations="${1:-200}"
seconds="${2:-10}"
rounds="${3:-3}"
python="${PYTHON:-python3}"
cargo build --release -q -p tabletop-cli
tabletop=target/release/tabletop
results=$(mktemp)
trap 'rm -f "$results"' EXIT
for round in $(seq 1 "$rounds"); do
  echo "hearts $("$python" scripts/openspiel_ismcts_bench.py --game hearts --iterations "$iterations" --seconds "$seconds" --json)" >> "$results"
  for game in traveluencer traveler trailblazers seoul-journey; do
    echo "$game $("$tabletop" bench "$game" --players 4 --bot "ismcts:$iterations:random,random,random,random" --seconds "$seconds" --json | tr -d '\n')" >> "$results"
  done
done
python3 - "$results" <<'PY'
import json, statistics, sys
rounds, current = [], None
for line in open(sys.argv[1]):
    name, text = line.split(" ", 1)
    figures = json.loads(text)
    if name == "hearts":
        current = {"hearts": figures}
        rounds.append(current)
    else:
        current[name] = figures
print(f"{'game (4 players)':24s} {'iterations/s':>13s}  ratio to OpenSpiel ISMCTS on hearts, per round -> median")
for name in ["hearts", "traveluencer", "traveler", "trailblazers", "seoul-journey"]:
    ips = [r[name]["search_iterations_per_second"] for r in rounds]
    ratios = [r[name]["search_iterations_per_second"] / r["hearts"]["search_iterations_per_second"] for r in rounds]
    label = "openspiel hearts" if name == "hearts" else name
    print(f"{label:24s} {statistics.median(ips):13.0f}  " + " ".join(f"{x:.2f}" for x in ratios) + f" -> {statistics.median(ratios):.2f}x")
PY
