#!/bin/sh
# Write the save and replay fuzz seeds again (fuzz/corpus/save/*-start.save,
# fuzz/corpus/replay/*-{start,game}.save) with the current card data.  A save
# names the rows of every card it uses, so a change to one of the default
# decks' cards makes the old seeds refused (cli-smoke says "fuzz seed ...
# loads: exit 2"): run this after such a change and commit the seeds.
# The start seeds are the first five choices of a demo game: the record cut
# there, its end hash being the hash before the sixth choice.
# usage: tools/regen-save-seeds.sh [HOLOCRON]   (from the source root)
set -eu
holocron=${1:-build/src/cli/holocron}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for r in wotc lcg; do
  "$holocron" demo --ruleset "$r" --seed 5 --save fuzz/corpus/replay/$r-game.save >/dev/null
  "$holocron" demo --ruleset "$r" --seed 11 --save "$tmp/$r.save" >/dev/null
  python3 - "$tmp/$r.save" fuzz/corpus/save/$r-start.save <<'PY'
import json, sys
save = json.load(open(sys.argv[1]))
n = 5
save["choices"] = save["choices"][:n]
save["end"] = save["hashes"][n]
save["hashes"] = save["hashes"][:n]
with open(sys.argv[2], "w") as f:
    json.dump(save, f, indent=1)
    f.write("\n")
PY
  cp fuzz/corpus/save/$r-start.save fuzz/corpus/replay/$r-start.save
  for f in fuzz/corpus/save/$r-start.save fuzz/corpus/replay/$r-game.save; do
    "$holocron" replay --quiet "$f" >/dev/null
  done
done
echo "save seeds written; commit fuzz/corpus/save and fuzz/corpus/replay"
