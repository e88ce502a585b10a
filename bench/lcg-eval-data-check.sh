#!/bin/sh
# lcg-eval-data prints the same rows for the same games and seed, a row
# per decision with the header's columns, and other rows for another seed.
set -eu
tool=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$tool" 4 4242 > "$dir/a"
"$tool" 4 4242 > "$dir/b"
"$tool" 4 4243 > "$dir/c"
cmp -s "$dir/a" "$dir/b" || { echo "same seed, other rows"; exit 1; }
cmp -s "$dir/a" "$dir/c" && { echo "another seed, same rows"; exit 1; }
rows=$(wc -l < "$dir/a")
[ "$rows" -gt 100 ] || { echo "only $rows lines"; exit 1; }
awk -F, 'NR == 1 { n = NF } NF != n { exit 1 }' "$dir/a" \
  || { echo "rows of unequal width"; exit 1; }
echo "ok: $rows lines, repeated"
