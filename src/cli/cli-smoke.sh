#!/usr/bin/env bash
# The holocron command's contract: exit codes and messages for good and bad
# use, and, when the wotc ruleset is built in, a demo that replays hash for
# hash, a sim that repeats itself from a seed, and the cards commands.
# Usage: cli-smoke.sh PATH/TO/holocron
set -u
holocron=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0

# check NAME WANT_EXIT PATTERN -- ARGS...: run holocron, compare the exit
# code and look for PATTERN (grep -E) in its stdout+stderr.
check () {
  local name=$1 want=$2 pattern=$3
  shift 4
  local got=0
  "$holocron" "$@" >"$tmp/out" 2>&1 || got=$?
  if [ "$got" -ne "$want" ]; then
    echo "not ok - $name: exit $got, expected $want"
    sed 's/^/#   /' "$tmp/out" | head -20
    failed=$((failed + 1))
  elif [ -n "$pattern" ] && ! grep -Eq -- "$pattern" "$tmp/out"; then
    echo "not ok - $name: output lacks /$pattern/"
    sed 's/^/#   /' "$tmp/out" | head -20
    failed=$((failed + 1))
  else
    echo "ok - $name"
    passed=$((passed + 1))
  fi
}

check "version" 0 '^holocron [0-9]+\.[0-9]+' -- --version
check "help" 0 'Commands:' -- --help
check "help lists play" 0 '^  play +play at the terminal' -- --help
check "no command" 2 'Usage' --
check "unknown command" 2 'unknown command "frobnicate".*--help' -- frobnicate
check "unknown top option" 2 'unknown option "--frob".*--help' -- --frob
for cmd in demo sim replay bench compare rules play; do
  check "$cmd --help" 0 "holocron $cmd" -- "$cmd" --help
  check "$cmd unknown flag" 2 "holocron $cmd: .*--bogus.*holocron $cmd --help" \
    -- "$cmd" --bogus
done
check "help demo" 0 'holocron demo' -- help demo
check "cards --help" 0 'check-deck' -- cards --help
check "cards unknown" 2 'unknown command "shuffle"' -- cards shuffle
for sub in show list coverage check-deck; do
  check "cards $sub --help" 0 "holocron cards $sub" -- cards "$sub" --help
  check "cards $sub unknown flag" 2 "holocron cards $sub: .*--bogus" \
    -- cards "$sub" --bogus
done
check "sim stray argument" 2 'unexpected argument "extra"' -- sim extra
check "sim bad seed" 2 'holocron sim: --seed' -- sim --seed banana
check "sim zero games" 2 'at least 1' -- sim --games 0
check "sim zero threads" 2 'holocron sim: --threads: expected 1 to 256' \
  -- sim --threads 0
check "sim compare one edition" 2 'two editions separated by a comma' \
  -- sim --compare aotc-2002
check "sim compare with edition" 2 'leave out --edition' \
  -- sim --compare aotc-2002,esb-2003 --edition esb-2003
check "replay without file" 2 'expected a save FILE' -- replay
check "replay missing file" 2 "$tmp/nowhere.json" -- replay "$tmp/nowhere.json"
echo 'not json' >"$tmp/junk.json"
check "replay junk file" 2 'junk.json:1:[0-9]+: not valid JSON' -- replay "$tmp/junk.json"
check "unknown ruleset" 2 'unknown ruleset "nope" \(known: ' -- sim --ruleset nope

# games: a demo that replays hash for hash, a sim that repeats itself
games_of () {
  local r=$1
  check "$r demo" 0 'Result: ' -- demo --ruleset "$r" --seed 7 --save "$tmp/$r.json"
  check "$r demo rule references" 0 "\\[$r/[^ ]+ [a-z0-9-]+\\]" \
    -- demo --ruleset "$r" --seed 7
  check "$r demo json" 0 '^\{"result":' -- demo --ruleset "$r" --seed 7 --json
  check "$r demo bad edition" 2 'no edition "1999-xx"' \
    -- demo --ruleset "$r" --edition 1999-xx
  check "$r replay OK" 0 '^OK: .*every state hash matches' \
    -- replay --quiet "$tmp/$r.json"
  # a wrong recorded hash (the line after "hashes"): the save parses, and
  # the replay finds the divergence
  sed -E -e '/"hashes" : \[/{n;s/"[0-9a-f]{16}"/"0000000000000001"/}' \
    "$tmp/$r.json" >"$tmp/$r-bad.json"
  check "$r replay divergence" 1 'DIVERGED before choice 1 ' \
    -- replay --quiet "$tmp/$r-bad.json"
  "$holocron" sim --ruleset "$r" --games 20 --seed 42 >"$tmp/sim1" 2>&1
  "$holocron" sim --ruleset "$r" --games 20 --seed 42 >"$tmp/sim2" 2>&1
  if cmp -s "$tmp/sim1" "$tmp/sim2" && grep -q 'turns' "$tmp/sim1"; then
    echo "ok - $r sim repeats itself from a seed"
    passed=$((passed + 1))
  else
    echo "not ok - $r sim repeats itself from a seed"
    diff "$tmp/sim1" "$tmp/sim2" | sed 's/^/#   /' | head -20
    failed=$((failed + 1))
  fi
  check "$r sim json" 0 '"unfinished":' -- sim --ruleset "$r" --games 5 --json
}

for r in wotc lcg; do
  if "$holocron" sim --ruleset "$r" --games 1 >/dev/null 2>&1; then
    games_of "$r"
  else
    echo "# the $r ruleset does not run yet: its game checks are skipped"
  fi
done

if "$holocron" cards list --ruleset wotc >/dev/null 2>&1; then
  check "cards list" 0 '' -- cards list --ruleset wotc
  first=$("$holocron" cards list --ruleset wotc | head -1 \
    | sed -E "s/^[^ ]+ +[0-9]+  .{11} [+-] //")
  check "cards show" 0 'implemented' -- cards show --ruleset wotc "$first"
  check "cards show unknown" 1 'no card "No Such Card Anywhere"' \
    -- cards show --ruleset wotc No Such Card Anywhere
  check "cards coverage" 0 '^total ' -- cards coverage --ruleset wotc --brief
  check "cards coverage json" 0 '"sets":' -- cards coverage --ruleset wotc --json
  # exercised: named, and every clause ran. Darth Tyranus (H) deflects;
  # Darth Tyranus (A) is only named here, so its Deflect never runs
  mkdir -p "$tmp/cov"
  cat >"$tmp/cov/deflect.scn" <<'SCN'
# Named only, never played: Darth Tyranus (A)
format: 1
title: Deflect runs for coverage
source: cli-smoke.sh
ruleset: wotc
edition: latest

setup:
  phase battle
  step character
  active light
  dark character "Darth Tyranus (H)" tapped
  dark force 4
  light character "Clone Warrior 4/163"
  light character "Clone Cadet"

script:
  dice 4 5 6 1
  light choose "Clone Warrior 4/163 attacks Darth Tyranus (H)"
  dark choose "Deflect 2"
  dark choose "prevent 2 damage"
  dark choose "redirect 2 damage to Clone Warrior 4/163"

expect:
  card "Clone Warrior 4/163" damage 2
SCN
  check "cards coverage runs the scenarios" 0 '^total +1285 +[0-9]+ +4 +3 ' \
    -- cards coverage --ruleset wotc --scenarios "$tmp/cov" --brief
  check "cards coverage names the clause that never ran" 0 \
    '^    - Activated .*Deflect 1: prevent up to 1 damage to Darth Tyranus' \
    -- cards coverage --ruleset wotc --scenarios "$tmp/cov" --unexercised
  check "cards coverage named only" 0 '^total +1285 +[0-9]+ +4 +4 ' \
    -- cards coverage --ruleset wotc --scenarios "$tmp/cov" --brief --named-only
  check "cards coverage named only and unexercised" 2 'leave out --named-only' \
    -- cards coverage --ruleset wotc --named-only --unexercised
  printf '# a deck\n2 No Such Card Anywhere\n' >"$tmp/bad.deck"
  check "check-deck unknown card" 1 'bad.deck:2:3: unknown card' \
    -- cards check-deck --ruleset wotc "$tmp/bad.deck"
  check "check-deck missing file" 1 'nowhere.deck' \
    -- cards check-deck --ruleset wotc "$tmp/nowhere.deck"
  # cards show: the type; the encoding and source path only with --verbose
  check "cards show names the type" 0 '^  type +space' \
    -- cards show --ruleset wotc Republic Cruiser
  if ! grep -Eq '^  (encoding|source) ' "$tmp/out"; then
    echo "ok - cards show: no encoding or source"; passed=$((passed + 1))
  else echo "not ok - cards show: no encoding or source"; failed=$((failed + 1)); fi
  check "cards show --verbose" 0 '^  source .*cards.csv:[0-9]+' \
    -- cards show --verbose --ruleset wotc Republic Cruiser
else
  echo "# the wotc cards do not load: card checks skipped"
fi

# check-deck says each problem once, however many copies cause it
if "$holocron" cards list --ruleset lcg >/dev/null 2>&1; then
  printf 'Sith\nset 19\nset 7\nset 7\n' >"$tmp/twice.deck"
  check "check-deck on a deck with a problem twice" 1 'Jedi Training' \
    -- cards check-deck --ruleset lcg "$tmp/twice.deck"
  if [ "$(sort "$tmp/out" | uniq -d | wc -l)" -eq 0 ]; then
    echo "ok - check-deck: no message twice"; passed=$((passed + 1))
  else echo "not ok - check-deck: no message twice"; failed=$((failed + 1)); fi
fi

# the cards commands on the lcg (issue 4): coverage, a card's rendered
# text, the deck rules on the shipped decks and a deck naming no set
lcg_decks=${HOLOCRON_SRC:-.}/data/lcg/decks
if "$holocron" cards list --ruleset lcg >/dev/null 2>&1 && [ -d "$lcg_decks" ]; then
  check "lcg cards coverage" 0 '^total +[0-9]+' -- cards coverage --ruleset lcg --brief
  # the objective-set table (issue 21): decks only, games, and bad use
  check "lcg coverage objective sets" 0 '^Core +3[0-9] +[0-9]+ +[0-9]+ +- +- *$' \
    -- cards coverage --ruleset lcg --brief --named-only --play 0 --sets Core
  check "lcg coverage sets played" 0 '^SfS +5 +5 +5 +5 +[0-9]+/30 *$' \
    -- cards coverage --ruleset lcg --brief --named-only --play 1 --sets SfS
  check "lcg coverage unknown set" 2 '--sets: Nope is no set of lcg cards' \
    -- cards coverage --ruleset lcg --named-only --sets Core,Nope
  check "lcg coverage bad --play" 2 '--play: -1 games' \
    -- cards coverage --ruleset lcg --named-only --play -1
  check "lcg coverage json units" 0 '"units":\[\{"set":"SfS"' \
    -- cards coverage --ruleset lcg --json --brief --named-only --play 0 --sets SfS
  check "lcg cards show" 0 'Elite: loses one more focus token' \
    -- cards show --ruleset lcg Darth Vader
  check "lcg cards show unknown" 1 'no card "No Such Card Anywhere"' \
    -- cards show --ruleset lcg No Such Card Anywhere
  check "lcg check-deck legal" 0 'a legal lcg deck for Dark Side' \
    -- cards check-deck --ruleset lcg "$lcg_decks/dark-core.deck"
  check "lcg check-deck starter short" 1 'the deck has 8 objective sets; at least 10' \
    -- cards check-deck --ruleset lcg "$lcg_decks/sith.deck"
  printf 'Sith\nset 999\n' >"$tmp/bad-lcg.deck"
  check "lcg check-deck unknown set" 1 'bad-lcg.deck:2:1: unknown card "set 999"' \
    -- cards check-deck --ruleset lcg "$tmp/bad-lcg.deck"
else
  echo "# the lcg cards do not load: lcg card checks skipped"
fi

if "$holocron" cards list --ruleset wotc >/dev/null 2>&1; then
  check "sim compare" 0 'Dark Side wins +[0-9.]+% \[[0-9.]+, [0-9.]+\]' \
    -- sim --compare aotc-2002,final-2005 --games 20 --seed 3
  check "sim compare json" 0 '"editions":\["aotc-2002","final-2005"\]' \
    -- sim --compare aotc-2002,final-2005 --games 5 --json
  check "sim compare unknown edition" 2 'nope' \
    -- sim --compare aotc-2002,nope --games 5
  # an edition with a rule switch set otherwise, a reading no edition takes
  check "sim edition variant" 0 'edition final-2005\+deckout-loses=0' \
    -- sim --edition final-2005+deckout-loses=0 --games 5 --seed 3
  check "sim edition variant unknown switch" 2 'found "frob=1"' \
    -- sim --edition final-2005+frob=1 --games 5
  check "sim edition variant bad value" 2 'found "deckout-loses=x"' \
    -- sim --edition latest+deckout-loses=x --games 5
  for c in "sim --games 3" "demo --seed 1" \
    "replay ${HOLOCRON_SRC:-.}/fuzz/corpus/replay/wotc-game.save"; do
    # shellcheck disable=SC2086
    if "$holocron" $c >/dev/full 2>"$tmp/full.err"; then
      echo "not ok - $c >/dev/full: exit 0"; failed=$((failed + 1))
    elif grep -q 'cannot write to standard output' "$tmp/full.err"; then
      echo "ok - $c >/dev/full fails and says so"; passed=$((passed + 1))
    else
      echo "not ok - $c >/dev/full: no message"; failed=$((failed + 1))
    fi
  done
  check "sim too many games" 2 'expected at most 10000000, got 2000000000' \
    -- sim --games 2000000000
  check "sim edition variant out of range" 2 'start-force takes 0 to 10000' \
    -- sim --edition latest+start-force=2147483647 --games 5
  check "demo edition variant save" 0 'Saved to' \
    -- demo --edition latest+deckout-loses=0 --seed 2 --save "$tmp/variant.json"
  check "replay under the variant" 0 'OK: .*final-2005\+deckout-loses=0' \
    -- replay "$tmp/variant.json"
  # the fuzzers' seeds must load, or the save and replay fuzzers start
  # from nothing but refusals
  for seed in save/wotc-start save/lcg-start replay/wotc-game replay/lcg-game; do
    check "fuzz seed $seed loads" 0 '^OK: .*every state hash matches' \
      -- replay --quiet "${HOLOCRON_SRC:-.}/fuzz/corpus/$seed.save"
  done
  if "$holocron" cards list --ruleset lcg >/dev/null 2>&1; then
    a=$("$holocron" sim --ruleset lcg --games 30 --seed 4 --json)
    b=$("$holocron" sim --ruleset lcg --games 30 --seed 4 --json \
      --edition latest+dial-win=6)
    if [ -n "$b" ] && [ "$a" != "$b" ] && echo "$b" | grep -q '"edition":"faq-2016+dial-win=6"'; then
      echo "ok - sim lcg: a switch changed by the edition changes the games"
      passed=$((passed + 1))
    else
      echo "not ok - sim lcg: dial-win=6 changed nothing"; failed=$((failed + 1))
    fi
  fi
  for r in wotc lcg; do
    one=$("$holocron" sim --ruleset $r --games 24 --seed 4 --json)
    three=$("$holocron" sim --ruleset $r --games 24 --seed 4 --json --threads 3)
    if [ -n "$one" ] && [ "$one" = "$three" ]; then
      echo "ok - sim $r: the same report on 1 and 3 threads"
      passed=$((passed + 1))
    else
      echo "not ok - sim $r: 1 and 3 threads differ"; failed=$((failed + 1))
    fi
  done
  for i in 1 2 3; do
    "$holocron" sim --games 31 --seed 6 --shard $i/3 --threads 2 >"$tmp/shard$i.json"
  done
  whole=$("$holocron" sim --games 31 --seed 6 --json)
  merged=$("$holocron" sim merge "$tmp/shard3.json" "$tmp/shard1.json" "$tmp/shard2.json" --json)
  if [ -n "$whole" ] && [ "$whole" = "$merged" ]; then
    echo "ok - sim: three merged shards report what one run does"
    passed=$((passed + 1))
  else
    echo "not ok - sim: merged shards differ from one run"; failed=$((failed + 1))
  fi
  check "sim merge missing shard" 2 '2 of 3 shards given' \
    -- sim merge "$tmp/shard1.json" "$tmp/shard2.json"
  check "sim merge twice the same" 2 'do not cover the run' \
    -- sim merge "$tmp/shard1.json" "$tmp/shard1.json" "$tmp/shard2.json"
  echo '{"ruleset":"wotc"}' >"$tmp/notashard.json"
  check "sim merge not a shard" 2 'notashard.json: expected a text "edition"' \
    -- sim merge "$tmp/notashard.json"
  check "sim merge bad json" 2 'nowhere.json' -- sim merge "$tmp/nowhere.json"
  check "sim bad shard" 2 'expected I/N' -- sim --games 5 --shard 6/5
  # slices of two agents' compare: merged, the report of one run; the
  # thinking times (medians and 99th percentiles) differ from run to run,
  # so they are left out of the comparison, their counts kept
  untimed() { sed -E 's/"(median|p99)":[-0-9.e+]+/"\1":T/g; s/(median|percentile) [0-9.]+/\1 T/g'; }
  for pair in greedy,random hard:10,greedy; do
    for r in wotc lcg; do
      run="sim --ruleset $r --compare $pair --games 2 --seed 5"
      # shellcheck disable=SC2086
      for i in 1 2; do "$holocron" $run --shard $i/2 >"$tmp/ab$i.json"; done
      # shellcheck disable=SC2086
      whole=$("$holocron" $run --json | untimed)
      merged=$("$holocron" sim merge --json "$tmp/ab2.json" "$tmp/ab1.json" | untimed)
      # shellcheck disable=SC2086
      whole_text=$("$holocron" $run | untimed)
      merged_text=$("$holocron" sim merge "$tmp/ab1.json" "$tmp/ab2.json" | untimed)
      if [ -n "$whole" ] && [ "$whole" = "$merged" ] && [ "$whole_text" = "$merged_text" ]; then
        echo "ok - sim $r --compare $pair: two merged slices report what one run does"
        passed=$((passed + 1))
      else
        echo "not ok - sim $r --compare $pair: merged slices differ from one run"
        diff <(echo "$whole"; echo "$whole_text") <(echo "$merged"; echo "$merged_text") | sed 's/^/#   /' | head -20
        failed=$((failed + 1))
      fi
    done
  done
  # the last pair's slices (lcg, hard:10 against greedy) for the refusals
  check "sim merge compare missing slice" 2 '1 of 2 shards given' \
    -- sim merge "$tmp/ab1.json"
  check "sim merge compare slice twice" 2 'do not cover the run: expected slice 2/2' \
    -- sim merge "$tmp/ab1.json" "$tmp/ab1.json"
  # slice_2of2 NAME A,B GAMES SEED: the second slice of another lcg run
  slice_2of2() {
    "$holocron" sim --ruleset lcg --compare "$2" --games "$3" --seed "$4" \
      --shard 2/2 >"$tmp/$1.json"
  }
  slice_2of2 other-agent hard:11,greedy 2 5
  check "sim merge compare of other agents" 2 'other-agent.json: from another run than .*ab1.json \(its "a" is "hard \(11 iterations' \
    -- sim merge "$tmp/ab1.json" "$tmp/other-agent.json"
  slice_2of2 other-seed hard:10,greedy 2 6
  check "sim merge compare of another seed" 2 'its "seed" is "6", not "5"' \
    -- sim merge "$tmp/ab1.json" "$tmp/other-seed.json"
  slice_2of2 other-games hard:10,greedy 3 5
  check "sim merge compare of more games" 2 'slice 2/2 of 3 games, not of N = 2 and 2 games' \
    -- sim merge "$tmp/ab1.json" "$tmp/other-games.json"
  sed 's/"decks":"[0-9a-f]*"/"decks":"0123"/' "$tmp/ab2.json" >"$tmp/other-decks.json"
  check "sim merge compare of other decks" 2 'other-decks.json: .*its "decks" is "0123"' \
    -- sim merge "$tmp/ab1.json" "$tmp/other-decks.json"
  sed 's/"commit":"[^"]*"/"commit":"0123abc"/' "$tmp/ab2.json" >"$tmp/other-build.json"
  check "sim merge compare of another build" 2 'its "commit" is "0123abc"' \
    -- sim merge "$tmp/ab1.json" "$tmp/other-build.json"
  check "sim merge compare and plain slices" 2 'shard1.json: a slice of a plain run, and .*ab1.json of a compare of two agents' \
    -- sim merge "$tmp/ab1.json" "$tmp/shard1.json"
  sed 's/"a_think_us":\[/"a_think_us":[-5,/' "$tmp/ab2.json" >"$tmp/bad-time.json"
  check "sim merge compare negative time" 2 'bad-time.json: "a_think_us" item 0: expected microseconds from 0' \
    -- sim merge "$tmp/ab1.json" "$tmp/bad-time.json"
  sed -E 's/"b_think_us":\[[^]]*\]/"b_think_us":7/' "$tmp/ab2.json" >"$tmp/no-times.json"
  check "sim merge compare times not a list" 2 'no-times.json: expected an array "b_think_us"' \
    -- sim merge "$tmp/ab1.json" "$tmp/no-times.json"
  sed -E 's/,"a_think_us":\[[^]]*\],"b_think_us":\[[^]]*\]//' "$tmp/ab2.json" >"$tmp/untimed.json"
  check "sim merge compare with and without times" 2 'untimed.json: has no thinking times, and .*ab1.json has' \
    -- sim merge "$tmp/ab1.json" "$tmp/untimed.json"
  sed -E '0,/"games":1,/s//"games":2,/' "$tmp/ab2.json" >"$tmp/wrong-count.json"
  check "sim merge compare tally that does not add up" 2 'wrong-count.json: wins, draws and unfinished add up to 1, not to its 2 games' \
    -- sim merge "$tmp/ab1.json" "$tmp/wrong-count.json"
  sed -E 's/"max":([0-9]+)/"max":200000/' "$tmp/ab2.json" >"$tmp/long-game.json"
  check "sim merge compare turns out of range" 2 'long-game.json: expected a whole number "max" member from 0 to 100000' \
    -- sim merge "$tmp/ab1.json" "$tmp/long-game.json"
  truncate -s 17M "$tmp/huge.json"
  check "sim merge too large" 2 'huge.json: .*the limit is 16777216 bytes' \
    -- sim merge "$tmp/ab1.json" "$tmp/huge.json"
  # slices of two editions' compare, and of a plain run with agents: the
  # text report ends with the agents line as one run's does
  for run in "sim --compare aotc-2002,final-2005 --games 10 --seed 9 --agent greedy" \
    "sim --games 6 --seed 3 --agent dark=greedy"; do
    # shellcheck disable=SC2086
    for i in 1 2 3; do "$holocron" $run --shard $i/3 >"$tmp/ed$i.json"; done
    # shellcheck disable=SC2086
    whole=$("$holocron" $run; "$holocron" $run --json)
    merged=$("$holocron" sim merge "$tmp/ed3.json" "$tmp/ed1.json" "$tmp/ed2.json"
      "$holocron" sim merge --json "$tmp/ed1.json" "$tmp/ed2.json" "$tmp/ed3.json")
    if [ -n "$whole" ] && [ "$whole" = "$merged" ]; then
      echo "ok - $run: three merged slices report what one run does"
      passed=$((passed + 1))
    else
      echo "not ok - $run: merged slices differ from one run"
      diff <(echo "$whole") <(echo "$merged") | sed 's/^/#   /' | head -20
      failed=$((failed + 1))
    fi
  done
  "$holocron" sim --games 6 --seed 3 --agent greedy --shard 3/3 >"$tmp/other-side.json"
  check "sim merge plain slices of other agents" 2 'other-side.json: from another run than .*ed1.json \(its "light_agent" is "greedy", not "random"\)' \
    -- sim merge "$tmp/ed1.json" "$tmp/ed2.json" "$tmp/other-side.json"
  "$holocron" sim --compare aotc-2002,final-2005 --games 2 --seed 5 --shard 1/2 >"$tmp/editions1.json"
  check "sim merge two kinds of compare" 2 'ab2.json: a slice of a compare of two agents, and .*editions1.json of a compare of two editions' \
    -- sim merge "$tmp/editions1.json" "$tmp/ab2.json"
  a=$("$holocron" sim --compare aotc-2002,final-2005 --games 10 --seed 9)
  b=$("$holocron" sim --compare aotc-2002,final-2005 --games 10 --seed 9)
  if [ "$a" = "$b" ]; then
    echo "ok - sim compare repeats from a seed"; passed=$((passed + 1))
  else
    echo "not ok - sim compare repeats from a seed"; failed=$((failed + 1))
  fi
fi

# compare: the draw-step scenario parts between the 2002 and 2003 editions
scn=${HOLOCRON_SRC:-.}/tests/scenarios/wotc/base-draw-step-aotc-2002.scn
if [ -f "$scn" ] && "$holocron" cards list --ruleset wotc >/dev/null 2>&1; then
  check "compare editions differ" 1 'The logs part at line [0-9]+' \
    -- compare "$scn" --editions aotc-2002,esb-2003
  check "compare expectation table" 1 'holds +fails +light hand count 1' \
    -- compare "$scn" --editions aotc-2002,esb-2003
  check "compare same edition" 0 'The two logs are the same' \
    -- compare "$scn" --editions aotc-2002,aotc-2002
  check "compare json" 1 '"first_divergence":[0-9]+' \
    -- compare "$scn" --editions aotc-2002,esb-2003 --json
  check "compare unknown edition" 2 'no edition "nope"; its editions are' \
    -- compare "$scn" --editions aotc-2002,nope
  check "compare one edition" 2 'two editions separated by a comma' \
    -- compare "$scn" --editions aotc-2002
  check "compare without editions" 2 '--editions A,B is required' \
    -- compare "$scn"
  check "compare missing file" 2 'nowhere.scn' \
    -- compare "$tmp/nowhere.scn" --editions aotc-2002,esb-2003
else
  echo "# no wotc scenarios here: compare checks skipped"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
