#!/usr/bin/env bash
# Instructions per agent decision, counted by callgrind on fixed seeds, for
# the two agents of a `sim --compare A,B` run (each seed played in both
# seatings): the figure to compare between commits that change how the
# agents search (a timing moves with the machine's load; this does not).
# A decision is one that offered a choice (the agent is not asked about a
# forced move); the count covers everything the agent does for it:
# imagining, the tree, the playouts and the rules they run.
#
# Usage: bench/agents-callgrind.sh [BUILD_DIR] [RULESET] [A,B] [GAMES] [SEED]
#        defaults:                  build      wotc      hard:200,search:200  1  5
# A and B: hard, normal, easy, search or greedy, optionally KIND:N; a level
# must be one of them (sim reports decisions only then), and the two must
# be of different families (a level, search, greedy).
set -euo pipefail
build=${1:-build}
ruleset=${2:-wotc}
agents=${3:-hard:200,search:200}
games=${4:-1}
seed=${5:-5}
me=agents-callgrind.sh
. "$(dirname "$0")/callgrind-common.sh"

# the function that answers for each kind of agent
entry() {
  case "${1%%:*}" in
  easy | normal | hard) echo hc_agent_level_choose ;;
  search) echo hc_agent_search_choose ;;
  greedy) echo hc_agent_greedy_choose ;;
  *) echo "agents-callgrind.sh: no search agent '$1'" >&2; exit 2 ;;
  esac
}
a=${agents%%,*}
b=${agents#*,}
fa=$(entry "$a")
fb=$(entry "$b")
if [ "$fa" = "$fb" ]; then
  echo "agents-callgrind.sh: $a and $b answer through the same function" >&2
  exit 2
fi

valgrind --tool=callgrind --collect-atstart=no \
  --toggle-collect="$fa" --toggle-collect="$fb" \
  --callgrind-out-file="$tmp/callgrind.out" \
  "$holocron" sim --ruleset "$ruleset" --games "$games" --seed "$seed" \
  --compare "$agents" --json >"$tmp/sim.json" 2>"$tmp/valgrind.log" || {
  cat "$tmp/valgrind.log" >&2
  exit 1
}
callgrind_annotate --inclusive=yes --auto=no "$tmp/callgrind.out" >"$tmp/annotate.txt"
# inclusive instructions of one function (the first line naming it)
inclusive() {
  sed -n "s/^ *\([0-9,]*\) .*:$1 .*/\1/p" "$tmp/annotate.txt" | head -1 | tr -d ,
}
# decisions that offered a choice, from sim's thinking-time report
decisions() {
  sed -n "s/.*\"$1_think_ms\":{\"decisions\":\([0-9]*\).*/\1/p" "$tmp/sim.json"
}
report() {
  local name=$1 fn=$2 side=$3
  local ins dec
  ins=$(inclusive "$fn")
  dec=$(decisions "$side")
  if [ -z "$ins" ] || [ -z "$dec" ] || [ "$dec" -eq 0 ]; then
    echo "agents-callgrind.sh: could not read the counts for $name" >&2
    exit 1
  fi
  awk -v n="$name" -v i="$ins" -v d="$dec" \
    'BEGIN { printf "%-22s %6d decisions %16.0f instructions  %12.0f per decision\n", n, d, i, i / d }'
}
echo "$ruleset, sim --compare $agents --games $games --seed $seed:"
report "$a" "$fa" a
report "$b" "$fb" b
