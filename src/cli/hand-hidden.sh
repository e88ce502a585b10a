#!/usr/bin/env bash
# hand-hidden.sh VIEW HIDDEN [ME]: checks that the other side's hidden cards
# never reach the screen of ME (Dark, the default, or Light).  VIEW is what holocron play showed the
# Dark Side; HIDDEN the lines "x-hidden: A|B|..." that --x-show-hidden wrote
# on standard error at each of the Dark Side's decisions (the Light Side's
# hand and other private cards at that moment).  A name the Dark Side holds
# or plays itself proves nothing and is skipped; every other name must be
# seen first in a log line or among the Light Side's public cards, never
# in a hand line.  Prints "checked N" and exits 0, or names what showed
# and exits 1 (also when there was nothing to check).
set -u
view=$1
hidden=$2
me=${3:-Dark}
them=Light
[ "$me" = Light ] && them=Dark
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# screen control sequences and carriage returns are not text
sed 's/\x1b\[[0-9;]*[A-Za-z]//g; s/\r$//' "$view" >"$tmp/view"
awk -v me="$me" -v them="$them" '
     $0 ~ "^  " me " Side \\(you\\)" {on = 1} $0 ~ "^  " them " Side" {on = 0}
     /^---- Turn/ || !/^  / {on = 0} on' "$tmp/view" >"$tmp/view.dark"
sed 's/^x-hidden: //' "$hidden" | tr '|' '\n' | sort -u | grep -v '^$' \
  >"$tmp/names"
bad=0
checked=0
while IFS= read -r name; do
  if grep -Fq -- "$name" "$tmp/view.dark" 2>/dev/null; then continue; fi
  checked=$((checked + 1))
  where=$(awk -v n="$name" -v me="$me" -v them="$them" '
    $0 ~ "^  " me " Side \\(you\\)" {sec = "you"}
    $0 ~ "^  " them " Side" {sec = "them"}
    /^---- Turn/ || !/^  / {sec = ""}
    # a log line wrapped to the terminal goes on under its text column
    /^T[0-9]+ / { inlog = 1 }
    !/^T[0-9]+ / && !(length($0) > 30 && substr($0, 1, 30) ~ /^ +$/) { inlog = 0 }
    index($0, n) {
      if (inlog) print "log"
      else if (sec == "them" && $0 !~ /^    hand /) print "public"
      else print "HIDDEN: " $0
      exit
    }' "$tmp/view")
  case $where in
    HIDDEN*) echo "$name: $where"; bad=$((bad + 1)) ;;
  esac
done <"$tmp/names"
echo "checked $checked"
[ "$bad" -eq 0 ] && [ "$checked" -gt 0 ]
