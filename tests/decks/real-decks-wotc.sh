#!/usr/bin/env bash
# Real constructed decks of 2002-2003 (issue 20, doc/decks.md "Real decks
# of 2002-2003"): each is legal in the constructed format of the day it was
# published, holds no card the engine leaves out (play and sim refuse such
# a deck without --allow-unimplemented, which this never gives), and plays
# whole games, in that format, against the Attack of the Clones deck of
# the other side (dark-separatists or light-republic, legal from the first
# day).
# Usage: real-decks-wotc.sh HOLOCRON DATA [GAMES]
set -u
holocron=$1
data=$2
games=${3:-4}
failed=0

# the decks: FILE SIDE DATE (the date the list was published, or a date
# after it when the source gives none; the deck file says which)
decks=(
  "light-clone-machine-2002 light 2002-10-01"
)

for entry in "${decks[@]}"; do
  read -r name side date <<<"$entry"
  file=$data/wotc/decks/$name.deck
  out=$("$holocron" cards check-deck --ruleset wotc \
    --format "constructed@$date" "$file" 2>&1 </dev/null)
  status=$?
  if [ "$status" -eq 0 ] &&
    grep -q "a legal wotc deck for .* (60 cards, format constructed@$date)" <<<"$out" &&
    ! grep -q 'do not fully implement\|does not fully implement' <<<"$out"; then
    echo "ok - $name-legal-$date"
  else
    echo "not ok - $name-legal-$date: exit $status"
    echo "$out" | head -5 | sed 's/^/#   /'
    failed=$((failed + 1))
  fi
  # whole games in the format of the day, against the other side's
  # Attack of the Clones deck
  if [ "$side" = light ]; then other="--dark dark-separatists"
  else other="--light light-republic"; fi
  # shellcheck disable=SC2086
  # (the greedy agent plays a game through, where the random one's games
  # are often over in a turn or two)
  out=$("$holocron" sim --ruleset wotc --games "$games" --seed 20 \
    --agent greedy --format "constructed@$date" "--$side" "$file" $other 2>&1 </dev/null)
  status=$?
  if [ "$status" -eq 0 ] &&
    grep -q "^holocron sim: $games games of wotc" <<<"$out" &&
    grep -Eq '^  unfinished +0 ' <<<"$out" &&
    ! grep -q 'notice:' <<<"$out"; then
    echo "ok - $name-plays"
  else
    echo "not ok - $name-plays: exit $status"
    echo "$out" | head -5 | sed 's/^/#   /'
    failed=$((failed + 1))
  fi
done

[ "$failed" -eq 0 ]
