#!/bin/sh
# data/lcg/cards.csv is exactly what tools/lcg-import.py makes of the shared
# card sources: the facts have one source, the importer.  Skipped (exit 77)
# where the sources are absent; HOLOCRON_SHARED names their folder.
# usage: lcg-import-check.sh SOURCE_ROOT
root=$1
for s in "$HOLOCRON_SHARED" "$root/../shared" "$root/../../shared"; do
  if [ -n "$s" ] && [ -d "$s/data/swlcg/json-jgornick" ]; then
    shared=$s/data/swlcg
    break
  fi
done
if [ -z "$shared" ]; then
  echo "the shared card sources are not here: skipped"
  exit 77
fi
command -v python3 >/dev/null || { echo "no python3: skipped"; exit 77; }
out=$(mktemp) || exit 1
trap 'rm -f "$out"' EXIT
python3 "$root/tools/lcg-import.py" "$shared" >"$out" || exit 1
if ! cmp -s "$out" "$root/data/lcg/cards.csv"; then
  echo "data/lcg/cards.csv differs from what tools/lcg-import.py writes:"
  diff "$root/data/lcg/cards.csv" "$out" | head -20
  exit 1
fi
echo "data/lcg/cards.csv: as the importer writes it"
