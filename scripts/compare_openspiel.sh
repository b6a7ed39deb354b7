#!/usr/bin/env bash
# Measures OpenSpiel hearts and every tabletop engine in one run, single
# thread, uniform random legal play, and prints the ratios of decisions/s.
#   pip install open-spiel        (once)
#   bash scripts/compare_openspiel.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-5}"
cargo build --release -q -p tabletop-cli
tabletop=target/release/tabletop

hearts=$(python3 scripts/openspiel_bench.py --game hearts --seconds "$seconds" --json)
hearts_dps=$(python3 -c 'import json,sys; print(json.loads(sys.argv[1])["decisions_per_second"])' "$hearts")
printf '%-34s %12s %12s %8s %10s\n' "engine" "games/s" "decisions/s" "legal/d" "vs hearts"
python3 - "$hearts" <<'PY'
import json, sys
h = json.loads(sys.argv[1])
print(f"{'openspiel hearts (4p)':34s} {h['games_per_second']:12.0f} {h['decisions_per_second']:12.0f} "
      f"{h['legal_actions_per_decision']:8.2f} {1.0:9.2f}x")
PY
run() {
  local label="$1"; shift
  local out
  out=$("$tabletop" bench "$@" --seconds "$seconds" --json)
  python3 - "$label" "$out" "$hearts_dps" <<'PY'
import json, sys
label, f, hearts = sys.argv[1], json.loads(sys.argv[2]), float(sys.argv[3])
print(f"{label:34s} {f['games_per_second']:12.0f} {f['decisions_per_second']:12.0f} "
      f"{f['legal_actions_per_decision']:8.2f} {f['decisions_per_second'] / hearts:9.2f}x")
PY
}
run "traveluencer (4p, no events)" traveluencer --players 4
run "traveler (4p)" traveler --players 4
