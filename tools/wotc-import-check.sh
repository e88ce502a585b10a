#!/bin/sh
# The committed data/wotc/cards.csv is exactly what tools/wotc-import.py
# makes from the shared card texts (one source of truth: teach the
# importer, never edit the CSV by hand), and no printed keyword is lost.
# The shared card texts are looked for as the LCG's check does
# (tests/data/lcg-import-check.sh): HOLOCRON_SHARED, then beside the
# checkout, then one folder up (a git worktree); skipped (exit 77) where
# they are absent.
# usage: tools/wotc-import-check.sh SOURCE_ROOT
set -eu
root=$1
shared=
for s in "${HOLOCRON_SHARED:-}" "$root/../shared" "$root/../../shared"; do
  if [ -n "$s" ] && [ -d "$s/data/swtcg" ]; then
    shared=$s/data/swtcg
    break
  fi
done
if [ -z "$shared" ]; then
  echo "the shared card texts are not here: skipped"
  exit 77
fi
command -v python3 >/dev/null || { echo "no python3: skipped"; exit 77; }
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
