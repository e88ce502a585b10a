#!/usr/bin/env bash
# holocron compare --svg/--dot: the resolution diagrams of the held pool
# (wotc), a nested effect sequence (lcg) and a Disrupt (wotc) under two
# editions each; the SVG must render to PNG with rsvg-convert and the DOT
# must be read by Graphviz's dot (Debian: librsvg2-bin, graphviz, both in
# the Makefile's DEBS).
# Usage: diagram-smoke.sh PATH/TO/holocron   (HOLOCRON_SRC: the source tree)
set -u
bin=$1
src=${HOLOCRON_SRC:-.}
scn=$src/tests/scenarios
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n_ok=0
n_bad=0
export HOLOCRON_RULESETS=$src/rulesets

ok () { n_ok=$((n_ok + 1)); echo "ok - $*"; }
bad () { n_bad=$((n_bad + 1)); echo "not ok - $*"; }

for tool in rsvg-convert dot; do
  if ! command -v "$tool" >/dev/null; then
    bad "$tool is missing (make deps installs librsvg2-bin and graphviz)"
  fi
done

# draw NAME SCENARIO EDITIONS: compare with --svg and --dot into $tmp/NAME.*
draw () {
  local name=$1 rc=0
  "$bin" compare "$2" --editions "$3" --svg "$tmp/$name.svg" \
    --dot "$tmp/$name.dot" >"$tmp/$name.out" 2>&1 || rc=$?
  if [ "$rc" -le 1 ] && [ -s "$tmp/$name.svg" ] && [ -s "$tmp/$name.dot" ]
  then ok "$name: compare wrote both diagrams (exit $rc)"
  else bad "$name: compare exit $rc"; sed 's/^/#   /' "$tmp/$name.out"; fi
  if rsvg-convert -o "$tmp/$name.png" "$tmp/$name.svg" 2>"$tmp/$name.err" \
     && [ "$(head -c 8 "$tmp/$name.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ]
  then ok "$name: the SVG renders to PNG"
  else bad "$name: rsvg-convert failed"; sed 's/^/#   /' "$tmp/$name.err"; fi
  if dot -Tsvg -o "$tmp/$name.dot.svg" "$tmp/$name.dot" 2>"$tmp/$name.err" \
     && ! [ -s "$tmp/$name.err" ]
  then ok "$name: the DOT is read by dot without a warning"
  else bad "$name: dot refused it"; sed 's/^/#   /' "$tmp/$name.err"; fi
}

# has FILE COUNT REGEX: REGEX matches COUNT lines of FILE
has () {
  local n
  n=$(grep -Ec -- "$3" "$1")
  if [ "$n" = "$2" ]; then ok "$(basename "$1"): $2 x /$3/"
  else bad "$(basename "$1"): $n x /$3/, want $2"; fi
}

# the held pool: the Battle Droid's ability triggers while the Control
# Ship's resolves and waits until it is done, in both editions
draw held "$scn/wotc/h-held-nested-2002.scn" aotc-2002,final-2005
has "$tmp/held.svg" 2 '>edition (aotc-2002|final-2005)<'
has "$tmp/held.svg" 4 'class="node triggered'
has "$tmp/held.svg" 2 '>held, resolves 1\.<'
has "$tmp/held.svg" 2 '>held, resolves 2\.<'
has "$tmp/held.svg" 4 '>#1[07] [^<]*ability [12] triggers'
has "$tmp/held.dot" 2 'subgraph cluster_[01] \{'
has "$tmp/held.dot" 2 'c[01]_[0-9]+ -> c[01]_[0-9]+ \[label="held, resolves 2\."'

# the FAQ's nested sequence: Counter-stroke resolves first and cancels
# It's Worse, then Lightsaber Deflection
draw nested "$scn/lcg/timing-nested-sequence-lightsaber-deflection.scn" \
  core-2012,faq-2016
has "$tmp/nested.svg" 2 "Counter-stroke \[effect-resolution\] \(resolves 1\.\)"
has "$tmp/nested.svg" 2 "It&apos;s Worse \[effect-resolution\] \(resolves 2\.\) \(cancelled\)"
has "$tmp/nested.svg" 2 'class="cancel"'
has "$tmp/nested.svg" 2 '>cancelled<'
has "$tmp/nested.dot" 2 'Lightsaber Deflection \[effect-resolution\] \(resolves 3\.\)'

# Disrupt: Vader cancels the Battle card played against him
draw disrupt "$scn/wotc/q-vader-g-disrupt.scn" aotc-2002,final-2005
has "$tmp/disrupt.svg" 2 "Tyranus&apos;s Gift is played for 3 Force.*\(cancelled\)"

# a run with nothing to draw says so
draw none "$scn/wotc/base-draw-step-aotc-2002.scn" aotc-2002,esb-2003
has "$tmp/none.svg" 2 'no ability triggered, was played or was cancelled'
has "$tmp/none.dot" 2 'c[01]_none'

# an unwritable file: a usage error that names it
rc=0
"$bin" compare "$scn/wotc/h-held-nested-2002.scn" --editions aotc-2002,final-2005 \
  --svg "$tmp/no/such/dir/x.svg" >"$tmp/err.out" 2>&1 || rc=$?
if [ "$rc" = 2 ] && grep -q 'holocron compare: cannot write the SVG diagram: .*no/such/dir/x.svg' "$tmp/err.out"
then ok "an unwritable --svg file is refused"
else bad "unwritable --svg: exit $rc"; sed 's/^/#   /' "$tmp/err.out"; fi

echo "# $n_ok passed, $n_bad failed"
[ "$n_bad" -eq 0 ]
