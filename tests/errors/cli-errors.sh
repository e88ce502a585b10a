#!/usr/bin/env bash
# Bad flags, bad files given on the command line and illegal choices at
# the play prompt: each gives a message naming the flag or file and the
# problem, and the exit status the command documents.  Listed in
# doc/errors.md by id.  Usage: cli-errors.sh HOLOCRON
set -u
holocron=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass=0
failed=0

# check ID STATUS PATTERN [STDIN-TEXT] -- ARGS...: PATTERN (extended regex)
# must appear in the output
check() {
  local id=$1 want=$2 pattern=$3 input=""
  shift 3
  if [ "$1" != -- ]; then input=$1; shift; fi
  shift
  local out status
  out=$(printf '%b' "$input" | "$holocron" "$@" 2>&1)
  status=$?
  if [ "$status" -ne "$want" ]; then
    echo "not ok - $id: exit $status, expected $want"
    echo "$out" | head -3 | sed 's/^/#   /'
    failed=$((failed + 1))
  elif ! grep -Eq -- "$pattern" <<<"$out"; then
    echo "not ok - $id: no /$pattern/ in:"
    echo "$out" | head -3 | sed 's/^/#   /'
    failed=$((failed + 1))
  else
    echo "ok - $id"
    pass=$((pass + 1))
  fi
}

printf '4 Jawa Sandcrawler\n2 No Such Card\n' >"$tmp/bad.deck"
printf 'not json at all\n' >"$tmp/garbage.save"
printf '{"format":"holocron-save","version":7,"ruleset":"wotc"}' \
  >"$tmp/future.save"
"$holocron" demo --seed 3 --save "$tmp/good.save" >/dev/null 2>&1
head -c 500 "$tmp/good.save" >"$tmp/truncated.save"
mkdir "$tmp/folder.save"

check flag-seed 2 '--seed: .abc. is not an unsigned number' -- demo --seed abc
check flag-ruleset 2 'unknown ruleset "chess" \(known: wotc, lcg\)' \
  -- demo --ruleset chess
check flag-edition 2 'no edition "1999" \(known: ' -- demo --edition 1999
check flag-unknown 2 'Unknown option --frobnicate' -- demo --frobnicate
check flag-games 2 '--games: expected at least 1, got -3' \
  -- sim --games -3 --seed 1
check flag-bench-games 2 '--games: expected 1 to 1000000, got 2000000000' \
  -- bench --games 2000000000
check flag-threads 2 '--threads: expected 1 to 256, got 0' \
  -- sim --games 2 --seed 1 --threads 0
check flag-ai 2 '--ai: expected dark, light, both or none, not "sideways"' \
  -- play --ai sideways
check flag-command 2 'unknown command "frobnicate"' -- frobnicate
check flag-deck-missing 2 'no deck "nosuch": not a file, nor a deck of wotc' \
  -- demo --dark nosuch
check flag-deck-side 2 'light-republic.deck is not a deck for Dark Side: .* belongs to the other side' \
  -- sim --games 1 --dark light-republic
check flag-format 2 '--format: no wotc format "vintage"' \
  -- sim --games 1 --format vintage
check flag-shard-compare 2 '--shard: expected I/N with 1 <= I <= N <= --games, got "3/2"' \
  -- sim --games 4 --shard 3/2 --compare latest,latest
check flag-max-games 2 '--max-games 0: expected 1 to 100000' \
  -- serve --max-games 0
check file-compare-missing 2 'nowhere.scn:1: cannot read' \
  -- compare "$tmp/nowhere.scn" --editions aotc-2002,final-2005
check file-deck 1 'bad.deck:2:.*unknown card "No Such Card"' \
  -- cards check-deck "$tmp/bad.deck"
check file-deck-missing 1 'nowhere.deck: cannot read' \
  -- cards check-deck "$tmp/nowhere.deck"
check file-scenario-missing 2 'nowhere.scn: no such file or folder' \
  -- scenario run "$tmp/nowhere.scn"
check file-replay-garbage 2 'garbage.save:1:[0-9]+: not valid JSON' \
  -- replay "$tmp/garbage.save"
check file-replay-future 2 'future.save: save: save format version 7 is not supported' \
  -- replay "$tmp/future.save"
check file-replay-truncated 2 'truncated.save:[0-9]+:[0-9]+: not valid JSON' \
  -- replay "$tmp/truncated.save"
check file-load-future 2 'future.save: save: save format version 7 is not supported' \
  -- play --load "$tmp/future.save"
check file-load-garbage 2 'garbage.save:1:[0-9]+: not valid JSON' \
  -- play --load "$tmp/garbage.save"
check file-load-truncated 2 'truncated.save:[0-9]+:[0-9]+: not valid JSON' \
  -- play --load "$tmp/truncated.save"
check file-save-folder 0 'folder.save: cannot write' 'save '"$tmp"'/folder.save\nquit\n' \
  -- play --ai none --seed 1
check choice-number 0 'There is no option 999; choose 1 to 2' '999\nquit\n' \
  -- play --ai none --seed 1
check choice-text 0 'No option matches "frobnicate"' 'frobnicate\nquit\n' \
  -- play --ai none --seed 1

echo "$pass passed, $failed failed"
[ "$failed" -eq 0 ]
