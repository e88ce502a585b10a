#!/usr/bin/env bash
# holocron compare on the timing labs (doc/timing-lab.md): every lab in
# tests/scenarios/compare reports both models and holds; --json; the exit
# codes of a failing expectation, a malformed lab and flags a lab refuses.
# Usage: lab-smoke.sh PATH/TO/holocron   (HOLOCRON_SRC: the source tree)
set -u
bin=$1
src=${HOLOCRON_SRC:-.}
labs=$src/tests/scenarios/compare
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n_ok=0
n_bad=0
export HOLOCRON_RULESETS=$src/rulesets

ok () { n_ok=$((n_ok + 1)); echo "ok - $*"; }
bad () { n_bad=$((n_bad + 1)); echo "not ok - $*"; }

# run NAME WANT-EXIT ARGS...: holocron ARGS into $tmp/NAME.out/.err
run () {
  local name=$1 want=$2 rc=0
  shift 2
  "$bin" "$@" >"$tmp/$name.out" 2>"$tmp/$name.err" || rc=$?
  if [ "$rc" = "$want" ]; then ok "$name: exit $rc"
  else bad "$name: exit $rc, want $want"; sed 's/^/#   /' "$tmp/$name.err"; fi
}

# has NAME STREAM COUNT REGEX: REGEX matches COUNT lines of the output
has () {
  local n
  n=$(grep -Ec -- "$4" "$tmp/$1.$2")
  if [ "$n" = "$3" ]; then ok "$1: $3 x /$4/"
  else bad "$1: $n x /$4/, want $3"; sed 's/^/#   /' "$tmp/$1.$2"; fi
}

for f in "$labs"/*.scn; do
  name=$(basename "$f" .scn)
  run "$name" 0 compare "$f"
  has "$name" out 1 '^wotc: the held pool'
  has "$name" out 1 '^lcg: nested interrupts and reactions'
  has "$name" out 0 'FAILED'
done

# the cancel of a cancel: the two orders side by side, and the rules cited
has cancel-of-a-cancel out 1 '^   1 Deflect \(Light Side\) +Counter \(Light Side\)$'
has cancel-of-a-cancel out 1 '^   2 Worse \(Dark Side\) +Deflect \(Light Side\)$'
has cancel-of-a-cancel out 1 '^   3 Counter \(Light Side\) +-$'
has cancel-of-a-cancel out 1 '^  lcg: Worse was cancelled$'
has cancel-of-a-cancel out 1 'Counter cancels Worse, which has not resolved yet +\[lcg cancel\]'
has cancel-of-a-cancel out 1 '^  lcg nested-sequences: FAQ Advanced Timing'

run json 0 compare --json "$labs/cancel-of-a-cancel.scn"
has json out 1 '"order":\["Counter","Deflect"\]'
has json out 1 '"order":\["Deflect","Worse","Counter"\]'
has json out 1 '"cancelled":\["Worse"\]'

# a failing expectation: exit 1, the actual order shown
sed 's/^  lcg order Counter Deflect$/  lcg order Deflect Counter/' \
  "$labs/cancel-of-a-cancel.scn" >"$tmp/wrong.scn"
run wrong 1 compare "$tmp/wrong.scn"
has wrong out 1 'FAILED lcg order Deflect Counter \(actual: lcg order Counter Deflect\)'

# a malformed lab: a usage error naming file and line
printf 'title: t\nsource: s\nruleset: lab\nedition: latest\nsetup:\n  start "e"\n  ability A dark sometimes when "e" mark\n' >"$tmp/broken.scn"
run broken 2 compare "$tmp/broken.scn"
has broken err 1 'broken\.scn:7: expected the ability.s timing, interrupt or reaction'

# flags a lab does not take
run svg 2 compare "$labs/cancel-of-a-cancel.scn" --svg "$tmp/x.svg"
has svg err 1 'a timing lab takes only --json'
run editions 2 compare "$labs/cancel-of-a-cancel.scn" --editions latest,latest
has editions err 1 'is a timing lab: it runs under both timing models'
# a scenario that is not a lab still needs --editions
run not-lab 2 compare "$src/tests/scenarios/wotc/h-held-nested-2002.scn"
has not-lab err 1 '--editions A,B is required'
# a ruleset holocron does not have: a usage error naming it; the format's
# test game says where it is built
run toy 2 compare "$src/tests/scenarios/format/toy-end.scn" --editions latest,latest
has toy err 1 'toy-end\.scn:6: unknown ruleset "scn-toy"; the rulesets are wotc, lcg$'
has toy err 1 "built only into the runner's test driver"

echo "# $n_ok passed, $n_bad failed"
[ "$n_bad" = 0 ]
