#!/usr/bin/env bash
# The agent flags of holocron sim, play and demo (KIND or KIND:N): bad values refused with exit 2,
# agent runs repeat from a seed on any number of threads, and sim --compare
# of two agents reports both seatings.
# Usage: agents-smoke.sh PATH/TO/holocron
set -u
holocron=$1
. "$(dirname "$0")/tap.sh"

# expect NAME WANT_EXIT PATTERN ARGS...: output (both streams) in $tmp/out
expect () {
  local name=$1 want=$2 pattern=$3 got=0
  shift 3
  "$holocron" "$@" </dev/null >"$tmp/out" 2>&1 || got=$?
  if [ "$got" -ne "$want" ]; then fail "$name: exit $got, expected $want" "$tmp/out"
  elif ! grep -Eq -- "$pattern" "$tmp/out"; then fail "$name: no /$pattern/" "$tmp/out"
  else ok "$name"; fi
}

for cmd in sim play; do
  expect "$cmd: unknown agent" 2 '--agent: expected easy, normal, hard, random, greedy or search, each optionally with :N playouts a decision \(1 to 10000000\), not "clever"' \
    "$cmd" --agent clever
  expect "$cmd: no playouts" 2 'not "hard:0"' "$cmd" --agent dark=hard:0
  expect "$cmd: unknown side" 2 '--agent: expected KIND or dark=KIND,light=KIND' \
    "$cmd" --agent grey=search
  expect "$cmd: a side twice" 2 'each side once' "$cmd" --agent dark=search,dark=greedy
  expect "$cmd: bad iterations" 2 '--iterations: expected 1 to' "$cmd" --iterations 0
  expect "$cmd: bad think-ms" 2 '--think-ms: expected 0 to' "$cmd" --think-ms -5
  expect "$cmd: bad rollout" 2 '--rollout: expected 0 to' "$cmd" --rollout -7
done

for r in wotc lcg; do
  expect "$r: search against greedy" 0 '"a_plays":"Light Side"' \
    sim --ruleset "$r" --games 3 --compare search,greedy --iterations 8 --json
  cp "$tmp/out" "$tmp/one"
  "$holocron" sim --ruleset "$r" --games 3 --compare search,greedy \
    --iterations 8 --json --threads 3 >"$tmp/three" 2>&1
  if cmp -s "$tmp/one" "$tmp/three"; then ok "$r: the same report on 1 and 3 threads"
  else fail "$r: the same report on 1 and 3 threads" "$tmp/three"; fi
done
expect "per-side agents, named in the report" 0 \
  '^  agents: Dark Side greedy, Light Side random$' \
  sim --games 4 --agent dark=greedy,light=random
expect "agents compared in text" 0 '^  A won [0-9.]+% of 8 games \[95% interval' \
  sim --games 4 --compare greedy,random
expect "random is the plain run" 0 'Dark Side wins' sim --games 30 --agent random
cp "$tmp/out" "$tmp/random"
"$holocron" sim --games 30 >"$tmp/plain" 2>&1
if cmp -s "$tmp/random" "$tmp/plain"; then ok "--agent random plays the plain games"
else fail "--agent random plays the plain games" "$tmp/plain"; fi
expect "play names its agent" 0 '^Light Side: the computer \(greedy\)' \
  play --agent greedy --seed 3
expect "play's default opponent is hard, by playouts when piped" 0 \
  '^Light Side: the computer \(hard \(100 iterations per decision\)\)' \
  play --seed 3
expect "hard's budget by the clock" 0 \
  '^Light Side: the computer \(hard \(250 ms per decision\)\)' \
  play --seed 3 --agent hard --think-ms 250
expect "the levels in sim, with thinking times" 0 \
  '^  A: median [0-9.]+, 99th percentile [0-9.]+, over [0-9]+ decisions$' \
  sim --games 1 --compare hard,easy --iterations 6
expect "an agent's own playouts in --compare" 0 \
  '^  B = search \(7 iterations per decision\)$' \
  sim --games 1 --compare greedy,search:7 --iterations 3
expect "demo: hard on both sides by default" 0 \
  '^  agents: Dark Side hard \(100 iterations per decision\), Light Side hard \(100 iterations per decision\)$' \
  demo --seed 2
expect "demo: each side's own playouts" 0 \
  '^  agents: Dark Side hard \(20 iterations per decision\), Light Side search \(7 iterations per decision\)$' \
  demo --seed 2 --ruleset lcg --agent dark=hard:20,light=search:7
expect "play: hard's own playouts" 0 \
  '^Light Side: the computer \(hard \(30 iterations per decision\)\)' \
  play --seed 3 --agent hard:30
expect "demo --agent random names no agents" 0 'Result: ' demo --seed 2 --agent random
if grep -q 'agents:' "$tmp/out"; then fail "random demo: no agents line" "$tmp/out"
else ok "random demo: no agents line"; fi
expect "normal against random" 0 '"b":"random"' \
  sim --ruleset lcg --games 1 --compare normal,random --iterations 6 --json

summary
