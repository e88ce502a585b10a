#!/usr/bin/env bash
# Instructions per decision, counted by callgrind on fixed seeds: unlike a
# timing it does not move with the machine's load, so it is the figure to
# compare between commits.  Only the playouts are counted (the rules
# running and the random players choosing), not start-up or card loading.
#
# Usage: bench/callgrind.sh [BUILD_DIR] [RULESET] [GAMES] [SEED]
#        defaults:           build      wotc      20      1
set -euo pipefail
build=${1:-build}
ruleset=${2:-wotc}
games=${3:-20}
seed=${4:-1}
me=callgrind.sh
. "$(dirname "$0")/callgrind-common.sh"

valgrind --tool=callgrind --collect-atstart=no \
  --toggle-collect=hc_match_playout_agents \
  --callgrind-out-file="$tmp/callgrind.out" \
  "$holocron" sim --ruleset "$ruleset" --games "$games" --seed "$seed" --json \
  >"$tmp/sim.json" 2>"$tmp/valgrind.log" || {
  cat "$tmp/valgrind.log" >&2
  exit 1
}
instructions=$(sed -n 's/^summary: *\([0-9]*\).*/\1/p' "$tmp/callgrind.out")
if [ -z "$instructions" ]; then
  instructions=$(sed -n 's/^totals: *\([0-9]*\).*/\1/p' "$tmp/callgrind.out")
fi
decisions=$(sed -n 's/.*"decisions" *: *\([0-9]*\).*/\1/p' "$tmp/sim.json")
if [ -z "$instructions" ] || [ -z "$decisions" ] || [ "$decisions" -eq 0 ]; then
  echo "callgrind.sh: could not read the counts" >&2
  exit 1
fi
echo "$ruleset: $games games from seed $seed: $decisions decisions," \
  "$instructions instructions in playouts"
awk -v i="$instructions" -v d="$decisions" \
  'BEGIN { printf "instructions per decision: %.0f\n", i / d }'
