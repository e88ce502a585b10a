#!/bin/sh
# Every card of both rulesets as `holocron cards show -v` prints it (its
# text rendered from the encoding, the encoding, whether implemented),
# one after the other: run it before and after a change to the renderer
# or the parser and compare, so a refactor that must not change any card
# text can be checked byte for byte.
#
# Usage: tools/cards-text-dump.sh [BUILD_DIR] > cards.txt
set -eu
holocron=${1:-build}/src/cli/holocron
for r in wotc lcg; do
  # "SET    NUM  SIDE        + NAME": the name starts at column 28
  "$holocron" cards list -r "$r" | cut -c28- | while IFS= read -r name; do
    echo "== $r: $name"
    "$holocron" cards show -r "$r" -v "$name"
  done
done
