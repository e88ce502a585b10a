#!/usr/bin/env bash
# Decks at the command line: check-deck and export-deck on every format,
# the play formats, and play refusing a deck file with unimplemented
# cards unless --allow-unimplemented.  Usage: deck-cli.sh HOLOCRON DATA
set -u
holocron=$1
data=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failed=0

# check ID STATUS PATTERN -- ARGS...: PATTERN (extended regex) must appear
# in the output (both streams)
check() {
  local id=$1 want=$2 pattern=$3
  shift 4
  local out status
  out=$("$holocron" "$@" 2>&1 </dev/null)
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
  fi
}

octgn=$data/lcg/decks/octgn
lackey=$data/wotc/decks/lackey/Starter_Rep_DS-excerpt.dek
check o8d-starter 0 'a legal lcg deck for Light Side \(9 cards, format starter\)' \
  -- cards check-deck -r lcg --format starter "$octgn/Core-Starter-Jedi.o8d"
check o8d-constructed 1 'at least 10 are needed' \
  -- cards check-deck -r lcg "$octgn/Core-Starter-Sith.o8d"
check dek-fan 1 'line 6: 1 Force Attrition \(Starter\) \(set START\): a fan-made card' \
  -- cards check-deck "$lackey"
# a deck from a stranger: a device or a FIFO is refused before a byte is
# read (reading /dev/zero would fill the memory, a FIFO would block)
check deck-device 1 '/dev/zero: not a regular file' \
  -- cards check-deck /dev/zero
mkfifo "$tmp/fifo"
check deck-fifo 1 'fifo: not a regular file' \
  -- cards check-deck "$tmp/fifo"
check format-unknown 2 'no lcg format "vintage"' \
  -- cards check-deck -r lcg --format vintage "$octgn/Core-Starter-Sith.o8d"
check format-list 0 'faq-3.0' -- cards check-deck -r lcg --list-formats
# the LCG restricted list by FAQ version: two restricted objective sets
# are refused, one of them twice is legal, and before FAQ 2.01 neither
# was restricted
printf 'Jedi\nset 1\nset 2\nset 3\nset 4\nset 5\nset 6\nset 7\nset 9\n' \
  >"$tmp/jedi8.deck"
{ cat "$tmp/jedi8.deck"; printf 'set 112\nset 128\n'; } >"$tmp/two-restricted.deck"
{ cat "$tmp/jedi8.deck"; printf 'set 112\nset 112\n'; } >"$tmp/one-restricted.deck"
check format-faq-restricted 1 'objective sets 112 and 128 are both restricted in faq-3.0; a deck may use one' \
  -- cards check-deck -r lcg --format faq-3.0 "$tmp/two-restricted.deck"
check format-faq-one-restricted 0 'a legal lcg deck for Light Side \(11 cards, format faq-3.0\)' \
  -- cards check-deck -r lcg --format faq-3.0 "$tmp/one-restricted.deck"
check format-faq-before-list 0 'a legal lcg deck for Light Side \(11 cards, format faq-1.0\)' \
  -- cards check-deck -r lcg --format faq-1.0 "$tmp/two-restricted.deck"
check format-date 1 'is from BOY, not out until 2003-03-01' \
  -- cards check-deck --format constructed@2003-01-01 \
  "$data/wotc/decks/dark-mixed.deck"
check format-idc 1 'the deck has 11 ground units; the IDC asks at least 12' \
  -- cards check-deck --format idc "$data/wotc/decks/light-republic.deck"
check format-idc-list 0 '^idc: ' -- cards check-deck --list-formats
# no shipped deck holds an unimplemented card now: the Scum and Villainy
# deck with its Jabba's Orders sets (47) traded for The Grand Heist
# (145, Ready for Takeoff), whose objective the engine does not implement yet
sed 's/^set 47$/set 145/' "$data/lcg/decks/scum-and-villainy.deck" >"$tmp/sv.deck"
check inert-listed 0 "The Grand Heist: constant" \
  -- cards check-deck -r lcg "$tmp/sv.deck"

# export, import, export: the same bytes, those of the file OCTGN wrote
for side in Jedi Sith Rebel_Alliance Imperial_Navy; do
  "$holocron" cards export-deck -r lcg -f o8d "$octgn/Core-Starter-$side.o8d" \
    -o "$tmp/a.o8d" &&
    "$holocron" cards export-deck -r lcg -f o8d "$tmp/a.o8d" >"$tmp/b.o8d"
  if cmp -s "$tmp/a.o8d" "$tmp/b.o8d" &&
    cmp -s "$octgn/Core-Starter-$side.o8d" "$tmp/a.o8d"; then
    echo "ok - export-o8d-$side"
  else
    echo "not ok - export-o8d-$side"
    failed=$((failed + 1))
  fi
done
if "$holocron" cards export-deck -f dek "$lackey" | cmp -s - "$lackey"; then
  echo "ok - export-dek-sample"
else
  echo "not ok - export-dek-sample"
  failed=$((failed + 1))
fi
check export-format 2 'no format "pdf"' \
  -- cards export-deck -f pdf "$lackey"
check export-o8d-wotc 1 'neither an affiliation nor an objective' \
  -- cards export-deck -f o8d "$data/wotc/decks/dark-mixed.deck"

# a deck file with an unimplemented card: refused, or played with a notice
check play-inert 2 'holds cards the engine does not fully implement.*The Grand Heist' \
  -- play -r lcg --dark "$tmp/sv.deck" --ai both --agent random --seed 1
check play-inert-allowed 0 'notice: .*sv.deck: these cards do nothing in this game.*The Grand Heist' \
  -- play -r lcg --dark "$tmp/sv.deck" --ai both --agent random --seed 1 \
  --allow-unimplemented
# a shipped deck whose cards all run (the Sith deck) plays without the
# notice (a shipped deck's notice: test-deck-io)
out=$("$holocron" play -r lcg --dark sith --ai both --agent random \
  --seed 1 2>&1 </dev/null)
status=$?
if [ "$status" -eq 0 ] && ! grep -q 'these cards do nothing' <<<"$out"; then
  echo "ok - play-shipped-whole"
else
  echo "not ok - play-shipped-whole: exit $status"
  failed=$((failed + 1))
fi

# demo and sim take the same deck flags as play (issue 18)
check sim-inert 2 'holds cards the engine does not fully implement.*The Grand Heist' \
  -- sim -r lcg --games 2 --dark "$tmp/sv.deck"
check sim-inert-allowed 0 'notice: .*sv.deck: these cards do nothing' \
  -- sim -r lcg --games 2 --dark "$tmp/sv.deck" --allow-unimplemented
check demo-inert 2 'holds cards the engine does not fully implement' \
  -- demo -r lcg --agent random --dark "$tmp/sv.deck"
check demo-format 2 'the Dark Side deck .* is not legal in the constructed@2002-01-01 format' \
  -- demo --agent random --format constructed@2002-01-01
check sim-compare-format 2 'not legal in the idc format: the deck has 11 ground units' \
  -- sim --games 2 --compare aotc-2002,final-2005 --format idc \
  --light light-republic
# a deck file in a demo goes into its save, and the save replays
cp "$data/wotc/decks/light-republic.deck" "$tmp/lr.deck"
check demo-deck-file 0 'Light Side wins|Dark Side wins|draw' \
  -- demo --agent random --seed 4 --dark dark-mixed --light "$tmp/lr.deck" \
  --save "$tmp/d.save"
check demo-deck-replay 0 '^OK: .*every state hash matches' \
  -- replay --quiet "$tmp/d.save"
# dark-mixed, not the default dark-separatists, is the Dark Side's deck
if grep -q 'Darth Vader (G)' "$tmp/d.save"; then echo "ok - demo-deck-saved"
else echo "not ok - demo-deck-saved"; failed=$((failed + 1)); fi
# (this game ends on turn 1: the result line says "1 turn", not "1 turns")
check demo-one-turn 0 '^Result: Light Side wins after 1 turn and 27 decisions' \
  -- demo --agent random --seed 3 --dark dark-separatists --light light-republic
check sim-deck-file 0 '^holocron sim: 4 games of wotc' \
  -- sim --games 4 --dark dark-mixed --light "$tmp/lr.deck"

[ "$failed" -eq 0 ]
