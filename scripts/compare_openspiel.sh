#!/usr/bin/env bash
# Measures OpenSpiel hearts and every tabletop engine in one run, single
# thread, uniform random legal play, and prints decisions/s as ratios to
# hearts. The machine's speed drifts, so the measurements are interleaved
# (hearts, then each engine, ROUNDS times) and each engine's ratio is taken
# against the hearts run of its own round; the median over rounds is shown.
#   pip install open-spiel        (once)
#   bash scripts/compare_openspiel.sh [SECONDS] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-3}"
rounds="${2:-5}"
cargo build --release -q -p tabletop-cli
tabletop=target/release/tabletop
results=$(mktemp)
trap 'rm -f "$results"' EXIT

for round in $(seq 1 "$rounds"); do
  echo "hearts $(python3 scripts/openspiel_bench.py --game hearts --seconds "$seconds" --json | tr -d '\n')" >> "$results"
  echo "traveluencer $("$tabletop" bench traveluencer --players 4 --seconds "$seconds" --json | tr -d '\n')" >> "$results"
  echo "traveler $("$tabletop" bench traveler --players 4 --seconds "$seconds" --json | tr -d '\n')" >> "$results"
  echo "trailblazers $("$tabletop" bench trailblazers --players 4 --seconds "$seconds" --json | tr -d '\n')" >> "$results"
  echo "seoul-journey $("$tabletop" bench seoul-journey --players 4 --seconds "$seconds" --json | tr -d '\n')" >> "$results"
done

python3 - "$results" <<'PY'
import json, statistics, sys
rows = [line.split(" ", 1) for line in open(sys.argv[1])]
rounds, current = [], None
for name, text in rows:
    figures = json.loads(text)
    if name == "hearts":
        current = {"hearts": figures}
        rounds.append(current)
    else:
        current[name] = figures
labels = {"hearts": "openspiel hearts (4p)", "traveluencer": "traveluencer (4p, no events)",
          "traveler": "traveler (4p)", "trailblazers": "trailblazers (4p)",
          "seoul-journey": "seoul journey (4p, 3 Days)"}
print(f"{'engine':32s} {'games/s':>9s} {'decisions/s':>12s} {'legal/d':>8s}  ratio to hearts, per round -> median")
for name in ["hearts", "traveluencer", "traveler", "trailblazers", "seoul-journey"]:
    runs = [r[name] for r in rounds]
    ratios = [r[name]["decisions_per_second"] / r["hearts"]["decisions_per_second"] for r in rounds]
    gps = statistics.median(f["games_per_second"] for f in runs)
    dps = statistics.median(f["decisions_per_second"] for f in runs)
    legal = statistics.median(f["legal_actions_per_decision"] for f in runs)
    per_round = " ".join(f"{x:.2f}" for x in ratios)
    print(f"{labels[name]:32s} {gps:9.0f} {dps:12.0f} {legal:8.2f}  {per_round} -> {statistics.median(ratios):.2f}x")
PY
