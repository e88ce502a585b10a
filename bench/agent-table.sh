#!/usr/bin/env bash
# One row of doc/agents.md's agent table, played in slices that can be run
# a few at a time (in one session or several, on one build) and added up
# when all are there: `sim --compare A,B --shard I/N` per slice, each kept
# as DIR/shard-I-of-N.json, then `sim merge --json`.  A slice already in
# DIR is not played again, so the same command resumes a run that was
# stopped; `sim merge` refuses slices of another build, seed or pairing.
#
# Usage: bench/agent-table.sh BUILD RULESET A,B SEEDS MASTER N DIR [I...]
#   BUILD   the build directory (its src/cli/holocron plays)
#   SEEDS   game seeds, each played in both seatings (500 for 1,000 games)
#   MASTER  the master seed (doc/agents.md's rounds use 2028)
#   N       the number of slices; I...: play only these (default: all)
# Threads: HC_TABLE_THREADS (default 2).  When every slice is in DIR the
# merged report is printed and written to DIR/merged.json.
set -euo pipefail
if [ $# -lt 7 ]; then
  sed -n '9,15p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
build=$1 ruleset=$2 pair=$3 seeds=$4 master=$5 n=$6 dir=$7
shift 7
holocron=$build/src/cli/holocron
if [ ! -x "$holocron" ]; then
  echo "agent-table.sh: no $holocron (build first)" >&2
  exit 2
fi
case "$n" in
'' | *[!0-9]* | 0)
  echo "agent-table.sh: N: expected a positive number, got '$n'" >&2
  exit 2
  ;;
esac
mkdir -p "$dir"
slices=("$@")
if [ ${#slices[@]} -eq 0 ]; then
  mapfile -t slices < <(seq 1 "$n")
fi
for i in "${slices[@]}"; do
  out=$dir/shard-$i-of-$n.json
  [ -s "$out" ] && continue
  start=$(date +%s)
  "$holocron" sim --ruleset "$ruleset" --compare "$pair" --games "$seeds" \
    --seed "$master" --shard "$i/$n" --threads "${HC_TABLE_THREADS:-2}" \
    >"$out.part"
  mv "$out.part" "$out"
  echo "agent-table.sh: slice $i/$n in $(($(date +%s) - start)) s" >&2
done
missing=0
for i in $(seq 1 "$n"); do
  [ -s "$dir/shard-$i-of-$n.json" ] || missing=$((missing + 1))
done
if [ "$missing" -gt 0 ]; then
  echo "agent-table.sh: $missing of $n slices still to play" >&2
  exit 0
fi
"$holocron" sim merge --json "$dir"/shard-*-of-"$n".json >"$dir/merged.json"
cat "$dir/merged.json"
