#!/bin/sh
# data/lcg/cards.csv is exactly what tools/lcg-import.py makes of the shared
# card sources: the facts have one source, the importer.  Skipped (exit 77)
# where the sources are absent (tools/shared-data.sh finds them).
# usage: lcg-import-check.sh SOURCE_ROOT
root=$1
game=swlcg mark=json-jgornick
. "$root/tools/shared-data.sh"
out=$(mktemp) || exit 1
trap 'rm -f "$out"' EXIT
python3 "$root/tools/lcg-import.py" "$shared" >"$out" || exit 1
if ! cmp -s "$out" "$root/data/lcg/cards.csv"; then
  echo "data/lcg/cards.csv differs from what tools/lcg-import.py writes:"
  diff "$root/data/lcg/cards.csv" "$out" | head -20
  exit 1
fi
echo "data/lcg/cards.csv: as the importer writes it"
