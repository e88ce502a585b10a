#!/usr/bin/env bash
# Real LCG decks of 2013 regionals (data/lcg/decks/regional-2013-*.deck):
# each is legal in the format of its day (faq-1.0, before the restricted
# list) and today's, and each dark deck plays whole games against each
# light deck, random and greedy players, without --allow-unimplemented
# (so no card of them is inert).  Usage: real-decks-lcg.sh HOLOCRON DATA
set -u
holocron=$1
data=$2
failed=0
n=0

ok() { n=$((n + 1)); echo "ok $n - $1"; }
bad() {
  n=$((n + 1))
  echo "not ok $n - $1"
  sed 's/^/#   /' <<<"$2" | head -5
  failed=$((failed + 1))
}

decks=("$data"/lcg/decks/regional-2013-*.deck)
if [ "${#decks[@]}" -lt 3 ] || [ ! -e "${decks[0]}" ]; then
  bad "regional decks present" "found: ${decks[*]}"
fi
dark=()
light=()
for d in "${decks[@]}"; do
  name=$(basename "$d")
  for fmt in faq-1.0 constructed; do
    out=$("$holocron" cards check-deck -r lcg --format "$fmt" "$d" 2>&1)
    status=$?
    if [ $status -eq 0 ] && grep -q "a legal lcg deck for Dark Side" <<<"$out"; then
      ok "$name legal ($fmt)"
      [ "$fmt" = faq-1.0 ] && dark+=("$d")
    elif [ $status -eq 0 ] && grep -q "a legal lcg deck for Light Side" <<<"$out"; then
      ok "$name legal ($fmt)"
      [ "$fmt" = faq-1.0 ] && light+=("$d")
    else
      bad "$name legal ($fmt)" "$out"
    fi
  done
done

for d in "${dark[@]}"; do
  for l in "${light[@]}"; do
    pair="$(basename "$d") against $(basename "$l")"
    for agent in random greedy; do
      games=4
      [ "$agent" = greedy ] && games=2
      out=$("$holocron" sim -r lcg --dark "$d" --light "$l" --agent "$agent" \
        --games "$games" --seed 7 2>&1)
      if [ $? -eq 0 ] && grep -q "^holocron sim: $games games of lcg" <<<"$out" \
        && grep -Eq "unfinished +0 " <<<"$out"; then
        ok "$pair: $games whole games ($agent)"
      else
        bad "$pair: $games whole games ($agent)" "$out"
      fi
    done
  done
done
[ "${#dark[@]}" -ge 1 ] && [ "${#light[@]}" -ge 2 ] && ok "both sides present" \
  || bad "both sides present" "dark ${#dark[@]}, light ${#light[@]}"

echo "1..$n"
exit $((failed > 0))
