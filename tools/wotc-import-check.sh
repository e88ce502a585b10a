#!/bin/sh
# The committed data/wotc/cards.csv is exactly what tools/wotc-import.py
# makes from the shared card texts (one source of truth: teach the
# importer, never edit the CSV by hand), and no printed keyword is lost.
# The shared texts are found by tools/shared-data.sh.
# usage: tools/wotc-import-check.sh SOURCE_ROOT
set -eu
root=$1
game=swtcg mark=.
. "$root/tools/shared-data.sh"
out=$(mktemp)
trap 'rm -f "$out"' EXIT
python3 "$root/tools/wotc-import.py" "$shared" \
  AOTC SR ANH BOY JG ESB RAS ROTJ PM ROTS > "$out"
if ! cmp -s "$out" "$root/data/wotc/cards.csv"; then
  echo "data/wotc/cards.csv differs from tools/wotc-import.py's output:"
  diff "$root/data/wotc/cards.csv" "$out" | head -20
  exit 1
fi
python3 "$root/tools/wotc-clause-audit.py" "$shared" "$root/data/wotc/cards.csv"
