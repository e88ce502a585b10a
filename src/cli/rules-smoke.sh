#!/usr/bin/env bash
# holocron rules: list, show and history of both rulesets, their JSON, the
# --demo runs of the scenarios the edition files name, and the usage errors.
# Usage: rules-smoke.sh PATH/TO/holocron   (HOLOCRON_SRC: the source tree)
set -u
bin=$1
out=$(mktemp)
trap 'rm -f "$out"' EXIT
n_ok=0
n_bad=0

# t WANT_EXIT REGEX ARGS...: run `holocron rules ARGS`, check the exit
# status and that the output (stdout and stderr) matches REGEX.
t () {
  local want=$1 re=$2 rc=0
  shift 2
  "$bin" rules "$@" >"$out" 2>&1 || rc=$?
  if [ "$rc" = "$want" ] && grep -Eq -- "$re" "$out"; then
    n_ok=$((n_ok + 1)); echo "ok - rules $*"
  else
    n_bad=$((n_bad + 1)); echo "not ok - rules $*: exit $rc (want $want), /$re/"
    head -20 "$out" | sed 's/^/#   /'
  fi
}

t 0 'Actions:' --help
t 2 'Usage: holocron rules'
t 2 'unknown action "frob"' frob
t 2 'rules list: .*--bogus' list --bogus
t 2 'unknown ruleset "nope" \(known: .*wotc' list --ruleset nope
t 2 'unknown switch or rule id "no-such-rule" \(switches: .*draw-step' show no-such-rule
t 2 'expected a switch name or rule id' show
# a rule id of the log: its summary and source, in text and JSON
t 0 'wotc rule attack-sequence' show attack-sequence
t 0 'source: Rulebook Part Six' show attack-sequence --ruleset wotc
t 0 '"summary":"[A-Z][^"]+\."' show edge-battle --json
t 0 '^lcg rule damage' show damage
t 0 '^wotc rule damage' show damage
t 2 'unexpected argument "extra"' history extra
t 2 'rules list: .*--demo' list --demo

t 0 'draw-step' list --ruleset wotc
t 0 'values: aotc-2002 1, rulings-2002-07 1, contested-2003-01 1, esb-2003 0, final-2005 0' \
  list --ruleset wotc
t 0 'after-refresh-timing' list --ruleset lcg
t 0 '^lcg: ' list
t 0 '"name":"contested","meaning":"[^"]+","values":\{"aotc-2002":0,' \
  list --ruleset wotc --json
t 0 '2003-11-01  esb-2003 +value 0' show draw-step
t 0 'source: rulescolumn0210: the draw step was removed' show draw-step
t 0 '^lcg deckout-loses' show deckout-loses
t 0 '"switch":"dial-win".*"value":12' show dial-win --json
t 0 'contested: 0 -> 1' history --ruleset wotc
t 0 'after-refresh-timing: 0 -> 1' history --ruleset lcg
t 0 '"id":"esb-2003".*"switch":"draw-step","from":1,"to":0' \
  history --ruleset wotc --json

if [ -d "${HOLOCRON_SRC:-.}/tests/scenarios/wotc" ]; then
  export HOLOCRON_RULESETS=${HOLOCRON_SRC:-.}/rulesets
  t 0 'base-draw-step-aotc-2002.scn' history --ruleset wotc --demo
  t 0 'runs part at log line [0-9]+' history --ruleset wotc --demo
  t 0 'contested-2003-01 +turn 1 battle: .*\[contested-units\]' \
    history --ruleset wotc --demo
  t 0 '"demo":\{"scenario":"tests/scenarios/lcg/[^"]+","error":null,"parts":true' \
    history --ruleset lcg --demo --json
  t 0 'contested-2003-01 -> esb-2003' show draw-step --demo
  t 0 'faq-2016 -> faq-2016\+commit-both=1 \(a reading no edition takes\)' \
    show commit-both --demo
  t 0 '"demos":\[\{"kind":"contrast","before":"final-2005","after":"final-2005\+locations=1","demo":\{"scenario":"tests/scenarios/wotc/[^"]+","error":null,"parts":true,"differs":true' \
    show locations --ruleset wotc --demo --json
  # every switch of both rulesets is shown by a scenario whose outcome
  # differs between the editions (or against the reading no edition takes)
  for r in wotc lcg; do
    for sw in $("$bin" rules list --ruleset "$r" --json \
                | grep -o '"name":"[a-z0-9-]*"' | cut -d'"' -f4); do
      "$bin" rules show "$sw" --ruleset "$r" --demo --json >"$out" 2>&1
      if grep -q '"differs":true' "$out"; then
        n_ok=$((n_ok + 1)); echo "ok - $r $sw: a demo differs"
      else
        n_bad=$((n_bad + 1)); echo "not ok - $r $sw: no demo that differs"
        head -5 "$out" | sed 's/^/#   /'
      fi
    done
  done
  # an edition with a switch set otherwise, and a wrong one
  scn=${HOLOCRON_SRC:-.}/tests/scenarios/wotc/base-deckout-default.scn
  rc=0
  "$bin" compare "$scn" --editions final-2005,final-2005+deckout-loses=1 \
    >"$out" 2>&1 || rc=$?
  if [ "$rc" = 1 ] && grep -q 'final-2005+deckout-loses=1 the game is over: Light Side won' "$out"
  then n_ok=$((n_ok + 1)); echo "ok - compare EDITION+SWITCH=VALUE"
  else n_bad=$((n_bad + 1)); echo "not ok - compare EDITION+SWITCH=VALUE: exit $rc"
    head -30 "$out" | sed 's/^/#   /'; fi
  rc=0
  "$bin" compare "$scn" --editions final-2005,final-2005+nope=1 >"$out" 2>&1 \
    || rc=$?
  if [ "$rc" = 2 ] && grep -q 'after "+" expected SWITCH=VALUE .* found "nope=1"' "$out"
  then n_ok=$((n_ok + 1)); echo "ok - compare refuses an unknown switch"
  else n_bad=$((n_bad + 1)); echo "not ok - compare EDITION+nope=1: exit $rc"
    head -5 "$out" | sed 's/^/#   /'; fi
  # every change with a demo scenario must part between the two editions
  for r in wotc lcg; do
    "$bin" rules history --ruleset "$r" --demo --json >"$out" 2>&1
    if grep -q '"demo"' "$out" && ! grep -Eq '"parts":false|"error":"' "$out"
    then
      n_ok=$((n_ok + 1)); echo "ok - every $r demo parts"
    else
      n_bad=$((n_bad + 1)); echo "not ok - a $r demo does not part or run"
    fi
  done
else
  echo "# no scenarios here: --demo checks skipped"
fi

echo "# $n_ok passed, $n_bad failed"
[ "$n_bad" -eq 0 ]
