#!/usr/bin/env bash
# holocron play driven through a pipe: whole games (computer against
# computer, a person by numbers and by option text, hot seat), every
# command, save then replay and --load, bad flags and bad input lines,
# and that the computer's hand never shows in the person's view.
# Usage: play-smoke.sh PATH/TO/holocron
set -u
holocron=$1
. "$(dirname "$0")/tap.sh"

# play NAME WANT_EXIT PATTERN INPUT -- ARGS...: run holocron play with
# INPUT (a file) on standard input; compare the exit code and look for
# PATTERN (grep -E) in stdout+stderr, which is kept in $tmp/out.
play () {
  local name=$1 want=$2 pattern=$3 input=$4
  shift 5
  local got=0
  "$holocron" play "$@" <"$input" >"$tmp/out" 2>&1 || got=$?
  if [ "$got" -ne "$want" ]; then
    fail "$name: exit $got, expected $want" "$tmp/out"
  elif [ -n "$pattern" ] && ! grep -Eq -- "$pattern" "$tmp/out"; then
    fail "$name: output lacks /$pattern/" "$tmp/out"
  else
    ok "$name"
  fi
}

# has NAME PATTERN: the last run's output matches PATTERN
has () {
  if grep -Eq -- "$2" "$tmp/out"; then ok "$1"; else fail "$1" "$tmp/out"; fi
}

: >"$tmp/empty"
yes 1 | head -20000 >"$tmp/ones"

# usage errors
play "help" 0 'holocron play' "$tmp/empty" -- --help
play "unknown flag" 2 'holocron play: .*--bogus.*holocron play --help' \
  "$tmp/empty" -- --bogus
# --format: both decks checked before the game, the deck and rule named
play "format breaks" 2 'the Dark Side deck dark-mixed is not legal in the constructed@2002-06-01 format: .* is from ANH, not out until 2002-11-01.*and [0-9]+ more' \
  "$tmp/empty" -- --format constructed@2002-06-01 --dark dark-mixed --seed 1
play "format unknown" 2 'holocron play: --format: no wotc format "nope"' \
  "$tmp/empty" -- --format nope --seed 1
play "format lcg starter decks not constructed" 2 'the Dark Side deck .*sith.deck is not legal in the constructed format: .*8 objective sets' \
  "$tmp/empty" -- --ruleset lcg --format constructed --seed 1
play "format lcg starter" 0 'End of input' "$tmp/empty" -- --ruleset lcg \
  --format starter --seed 1
play "format with load" 2 'leave out .*--format' "$tmp/empty" -- \
  --load x.save --format constructed
play "stray argument" 2 'unexpected argument "extra"' "$tmp/empty" -- extra
play "bad --ai" 2 '--ai: expected dark, light, both or none' "$tmp/empty" \
  -- --ai martians
play "bad seed" 2 'holocron play: --seed' "$tmp/empty" -- --seed banana
play "unknown ruleset" 2 'unknown ruleset "nope"' "$tmp/empty" -- --ruleset nope
play "unknown edition" 2 'no edition "1999-xx"' "$tmp/empty" \
  -- --edition 1999-xx
play "unknown deck" 2 'no deck "no-such-deck"' "$tmp/empty" \
  -- --dark no-such-deck
printf '# too small\n1 Geonosian Guard\n' >"$tmp/small.deck"
play "illegal deck" 2 'not a legal wotc deck for Dark Side' "$tmp/empty" \
  -- --dark "$tmp/small.deck"
play "load missing file" 2 'nowhere.json' "$tmp/empty" \
  -- --load "$tmp/nowhere.json"
echo 'not json' >"$tmp/junk.json"
play "load junk" 2 'junk.json:1:[0-9]+: not valid JSON' "$tmp/empty" \
  -- --load "$tmp/junk.json"
play "load with ruleset" 2 'leave out --ruleset' "$tmp/empty" \
  -- --load "$tmp/junk.json" --ruleset wotc

# computer against computer (the default, hard), both rulesets, the same
# seed twice; the games after it, which test the plumbing, not the
# opponent, are played against random players (quicker under ASan)
for r in wotc lcg; do
  play "$r --ai both to the end" 0 '^Result: (Dark Side wins|Light Side wins|draw|unfinished)' \
    "$tmp/empty" -- --ruleset "$r" --ai both --seed 7
  cp "$tmp/out" "$tmp/both-$r"
  "$holocron" play --ruleset "$r" --ai both --seed 7 </dev/null >"$tmp/again" 2>&1
  if cmp -s "$tmp/both-$r" "$tmp/again"; then ok "$r --ai both repeats from a seed"
  else fail "$r --ai both repeats from a seed"; fi
done
play "named decks" 0 '^Result: ' "$tmp/empty" \
  -- --ai both --agent random --seed 2 --dark dark-separatists --light light-republic
# the lcg's Core Set starter decks are learning decks (8 objective sets,
# not the 10 of the deck rules): by name they play, as the defaults do
play "lcg starter decks by name" 0 '^Result: ' "$tmp/empty" \
  -- --ruleset lcg --ai both --agent random --seed 2 --dark imperial-navy --light rebel-alliance
play "named deck of the other side" 2 'jedi.deck is not a deck for Dark Side: Jedi belongs to the other side' \
  "$tmp/empty" -- --ruleset lcg --ai both --dark jedi

# a person plays the Dark Side by numbers, to the end
for r in wotc lcg; do
  play "$r human by numbers to the end" 0 '^Result: ' "$tmp/ones" \
    -- --ruleset "$r" --agent random --seed 5
  has "$r board shows the person's hand" '^    hand +[^0-9]'
  has "$r board shows the other hand as a count" '^    hand +([0-9]+ cards?|empty)$'
done

# by option text to the end: a fragment where it names one option, else 1
{ echo keep; for i in $(seq 3000); do printf 'stop\npass\n1\n'; done; } \
  >"$tmp/text"
for r in wotc lcg; do
  play "$r human by option text to the end" 0 '^Result: ' "$tmp/text" \
    -- --ruleset "$r" --agent random --seed 11
  if grep -A1 -E '^Dark Side> (keep|stop|pass)$' "$tmp/out" \
    | grep -Eq '^You chose [0-9]+\. .*(keep|stop|pass)'; then
    ok "$r: an option fragment chooses"
  else fail "$r: an option fragment chooses" "$tmp/out"; fi
done

# hot seat: both sides at the terminal
play "hot seat to the end" 0 '^Result: ' "$tmp/ones" -- --ai none --seed 4
has "hot seat separator" '^======== Light Side: your turn to look'
has "hot seat shows the Light Side its board" 'Light Side \(you\) to decide'

# every command at one decision, then the end of input
cat >"$tmp/cmds" <<'EOF'
keep
?
log 3
card Geonosian Guard
card No Such Card Anywhere
card
zzz
put
99
0
log banana
Geonosian
undo
undo
board
save /nonexistent-dir/x.json
save
save SAVEFILE
EOF
sed -i "s|SAVEFILE|$tmp/game.json|" "$tmp/cmds"
play "commands" 0 'End of input' "$tmp/cmds" -- --seed 7 --practice
has "keep by text" '^You chose 1\. keep this hand'
has "? shows the prompt" '^Decision: Dark Side: put a unit into battle'
has "? says which step asks" '^Asked by: the setup step, in the setup phase'
has "? names the rule in words" '^The rule last applied: [a-z]'
has "? sums the rule up in a sentence" '^  Players draw seven at set-up'
has "? gives the rule's source and reference" ' \[wotc/final-2005 [a-z0-9-]+\]$'
if ! grep -q '^Kind: wotc decision' "$tmp/out"; then ok "? shows no decision number"
else fail "? shows no decision number" "$tmp/out"; fi
n=$(awk '/^Dark Side> log 3$/ {on=1; next} on && /^Dark Side> / {exit}
         on && /^T[0-9]/ {n++} END {print n+0}' "$tmp/out")
if [ "$n" -eq 3 ]; then ok "log 3 prints three lines"
else fail "log 3 prints three lines (got $n)" "$tmp/out"; fi
has "card shows the card" '^  implemented +yes'
has "card unknown" 'no card "No Such Card Anywhere"'
has "card without name" 'card needs a card NAME'
has "no match" 'No option matches "zzz"'
has "ambiguous" '"put" is ambiguous: it matches options 1, 2'
has "out of range" 'There is no option 99; choose 1 to'
has "zero" 'There is no option 0; choose 1 to'
has "bad log count" 'log takes a number of lines'
has "choice by text" '^You chose 1\. put Geonosian Guard \(Character\) into battle'
has "undo" '^Undone: back to your previous decision'
n=$(grep -c '^Undone' "$tmp/out")
after=$(awk '/^Undone/ {u++; next} u == 2 && /^Dark Side: / {print; exit}' \
  "$tmp/out")
if [ "$n" -eq 2 ] && [ "$after" = "Dark Side: keep your opening hand?" ]; then
  ok "two undos lead back to the first decision"
else fail "two undos lead back to the first decision" "$tmp/out"; fi
has "save" "^Saved to $tmp/game.json"
has "save where it cannot" '^Cannot save: '
has "save without a file" '^save needs a FILE name'
# against the computer, undo would draw the same cards again: off unless
# --practice, and the seed is never shown
printf '1\nundo\nquit\n' >"$tmp/noundo"
play "undo off against the computer" 0 '^Undo is off in a game against the computer' \
  "$tmp/noundo" -- --seed 7
if grep -q 'seed' "$tmp/out"; then fail "play shows no seed" "$tmp/out"
else ok "play shows no seed"; fi
printf '1\nquit\n' >"$tmp/quit"
play "quit command" 0 '^Quit: the game is left unfinished' "$tmp/quit" -- --seed 7
play "end of input at once" 0 'End of input' "$tmp/empty" -- --seed 7

# a saved game replays and plays on
if "$holocron" replay --quiet "$tmp/game.json" >"$tmp/out" 2>&1; then
  ok "replay of a play save"
else fail "replay of a play save" "$tmp/out"; fi
printf '1\n1\n1\n1\nsave %s\n' "$tmp/game2.json" >"$tmp/more"
play "load and save again" 0 "Saved to $tmp/game2.json" "$tmp/more" \
  -- --load "$tmp/game.json"
has "load says where from" 'loaded from .*game.json'
if "$holocron" replay --quiet "$tmp/game2.json" >"$tmp/out" 2>&1 \
  && grep -q '^OK: .* [1-9][0-9]* choices replayed' "$tmp/out"; then
  ok "replay of a reloaded save"
else fail "replay of a reloaded save" "$tmp/out"; fi
play "load and play to the end" 0 '^Result: ' "$tmp/ones" -- --load "$tmp/game2.json"
if grep -q 'notice: .*plain' "$tmp/out"; then
  fail "a sealed save gives no plain-save notice" "$tmp/out"
else ok "a sealed save gives no plain-save notice"; fi
"$holocron" demo --seed 3 --save "$tmp/demo.json" >/dev/null 2>&1
play "load a finished demo" 0 '^Result: ' "$tmp/empty" -- --load "$tmp/demo.json"
if grep -q 'notice: .*plain' "$tmp/out"; then
  fail "a finished plain save gives no notice" "$tmp/out"
else ok "a finished plain save gives no notice"; fi
# an unfinished plain save (the demo's record cut after 5 choices: the end
# hash is the one recorded before choice 6) keeps no secret: said, and undo
python3 - "$tmp/demo.json" "$tmp/cut.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
d["end"] = d["hashes"][5]
d["choices"], d["hashes"] = d["choices"][:5], d["hashes"][:5]
json.dump(d, open(sys.argv[2], "w"), indent=1)
PY
printf 'undo\n' >"$tmp/undo"
play "an unfinished plain save is practice" 0 \
  'notice: .*cut.json is a plain \(unsealed\) save: .*practice' "$tmp/undo" \
  -- --load "$tmp/cut.json"
has "undo works on it" '^Undone: back to your previous decision'

# the computer's hand never shows (hand-hidden.sh says how it is checked)
for r in wotc lcg; do
  "$holocron" play --ruleset "$r" --seed 9 --x-show-hidden <"$tmp/ones" \
    >"$tmp/view" 2>"$tmp/hidden"
  if "$(dirname "$0")/hand-hidden.sh" "$tmp/view" "$tmp/hidden" >"$tmp/check"
  then
    ok "$r: the Light Side's hand stays hidden ($(tail -1 "$tmp/check") names)"
  else
    fail "$r: the Light Side's hand stays hidden" "$tmp/check"
  fi
done

# `view` prints the deciding player's view as JSON: the Dark Side's own
# hand by name, the Light Side's hand and both decks without names
yes 'view --json
1' | head -4000 >"$tmp/views"
for r in wotc lcg; do
  "$holocron" play --ruleset "$r" --seed 9 <"$tmp/views" 2>&1 \
    | grep -o '{"viewer":.*' >"$tmp/json"
  n=$(wc -l <"$tmp/json")
  if [ "$n" -lt 5 ]; then
    fail "$r: view prints JSON at each decision (got $n)" "$tmp/json"
  elif grep -Eq '"name":"[^"]*","owner":"[^"]*","zone":"(hand|deck|objective-deck)","zone_player":"Light Side"' "$tmp/json" \
    || grep -Eq '"name":"[^"]*","owner":"[^"]*","zone":"(deck|objective-deck)"' "$tmp/json"; then
    fail "$r: view names a card of the Light Side's hand or a deck" "$tmp/json"
  elif ! grep -q '{"owner":"Light Side","zone":"deck","zone_player":"Light Side"' "$tmp/json" \
    || ! grep -q '"name":"[^"]*","owner":"Dark Side","zone":"hand"' "$tmp/json"; then
    fail "$r: view lacks the Light Side's unnamed deck or the Dark hand" "$tmp/json"
  elif [ "$r" = wotc ] \
    && ! grep -q '{"owner":"Light Side","zone":"hand"' "$tmp/json"; then
    fail "$r: view lacks the Light Side's unnamed hand" "$tmp/json"
  else
    ok "$r: view is the Dark Side's view as JSON ($n views)"
  fi
done

# replay --as SIDE: that side's view at every step of a saved game, one
# JSON line each, never naming the other side's hand or any deck
for r in wotc lcg; do
  "$holocron" demo --ruleset "$r" --seed 4 --save "$tmp/as.json" >/dev/null 2>&1
  "$holocron" replay --as dark "$tmp/as.json" >"$tmp/json" 2>"$tmp/out"
  got=$?
  steps=$(grep -c '^{"step":[0-9]*,"view":{"viewer":"Dark Side",' "$tmp/json")
  want=$(sed -n 's/.* \([0-9]*\) choices replayed.*/\1/p' "$tmp/out")
  if [ "$got" -ne 0 ] || [ -z "$want" ] || [ "$steps" -ne $((want + 1)) ]; then
    fail "$r: replay --as dark prints a view a step (exit $got, $steps lines, ${want:-?} choices)" "$tmp/out"
  elif grep -Eq '"name":"[^"]*","owner":"[^"]*","zone":"(hand|deck|objective-deck)","zone_player":"Light Side"' "$tmp/json" \
    || grep -Eq '"name":"[^"]*","owner":"[^"]*","zone":"(deck|objective-deck)"' "$tmp/json"; then
    fail "$r: replay --as dark names a Light Side hand or deck card" "$tmp/json"
  else
    ok "$r: replay --as dark ($steps views)"
  fi
done
if "$holocron" replay --as blue "$tmp/as.json" >"$tmp/out" 2>&1; then
  fail "replay --as blue is refused" "$tmp/out"
else
  has "replay --as blue is refused" '--as takes dark or light, not "blue"'
fi

# a decision with one option is taken for you, with a line saying so;
# --ask-all asks it (lcg seed 1: one unit to declare as the attacker)
yes 2 | head -1500 >"$tmp/twos"
play "one option taken for you" 0 \
  '^(Dark|Light) Side: the only option, taken for you: declare ' "$tmp/twos" \
  -- --ruleset lcg --ai none --seed 1
play "--ask-all asks it" 0 '' "$tmp/twos" \
  -- --ruleset lcg --ai none --seed 1 --ask-all
if ! grep -q 'taken for you' "$tmp/out" \
  && awk '/^ +[0-9]+\. /{n++; next} /Side> /{ if (n == 1) c++; n = 0 }
          END { exit !(c > 0) }' "$tmp/out"; then
  ok "--ask-all: a one-option question is asked"
else fail "--ask-all: a one-option question is asked" "$tmp/out"; fi

# copies of a card in play are numbered on the board and in the options
# (wotc seed 4: two Luxury Airspeeders, three Geonosian Warriors)
play "copies of a card" 0 '' "$tmp/ones" -- --seed 4 --agent greedy
has "copies numbered on the board" '^ +(Ground|Character) arena .*Luxury Airspeeder #[12] '
has "copies numbered in the options" '^ +[0-9]+\. retreat Luxury Airspeeder #2$'
if ! grep -Eq '^ +[0-9]+\. .* \[[0-9]+\]$' "$tmp/out"; then
  ok "no option told apart by a bare [N]"
else fail "no option told apart by a bare [N]" "$tmp/out"; fi

# a card the engine does not implement says so in the log as it comes
# into play (the core's hook in hc_card_move).  No shipped deck holds
# such a card now, so the Smugglers and Spies deck trades A Message from
# Beyond (set 37) for Calling in Favors (133, Between the Shadows), none
# of whose cards the engine implements yet; the checks follow its Dirty
# Secrets (seeds chosen for this deck; set 44's Echo Caverns and set 78's
# Chewbacca's Bowcaster, used before, run now)
sed 's/^set 37$/set 133/' "${HOLOCRON_SRC:-$(dirname "$0")/../..}/data/lcg/decks/smugglers-and-spies.deck" \
  >"$tmp/inert.deck"
play "unimplemented card in the log" 0 \
  "Dirty Secrets comes into play; holocron does not run this part of its text: constant" \
  "$tmp/empty" -- --ruleset lcg --light "$tmp/inert.deck" --allow-unimplemented \
  --ai both --agent greedy --seed 4
# drawn, such a card has no log line (the opponent reads the same log):
# its owner's board marks it in the hand (the board wraps the name onto
# the line before); the opponent learns of it only as it becomes face up
# to both, here revealed from the edge stack (issue 18; the hard Light
# Side discarded it until its rollouts changed, and either move shows it)
play "unimplemented card marked in its owner's hand" 0 \
  '\(Enhancement\) \(not run by holocron: constant\)' \
  "$tmp/ones" -- --ruleset lcg --light "$tmp/inert.deck" --allow-unimplemented \
  --ai dark --seed 12
play "unimplemented card: the opponent's side" 0 \
  "Dirty Secrets is face up to both players; holocron does not run this part of its text: constant" \
  "$tmp/ones" -- --ruleset lcg --light "$tmp/inert.deck" --allow-unimplemented \
  --ai light --seed 6
# the first word of it is a log line of a public move, and no line tells
# of an unimplemented card unnamed
# (the first log line: the start's notice names the deck's such cards to
# whoever chose the decks, here one person at one terminal)
if awk '/^T[0-9]+ .*Dirty Secrets/ { exit !/^T[0-9]+ .* (discards|reveals) Dirty Secrets/ }' "$tmp/out" \
  && grep -Eq "^T[0-9]* .*(discards|reveals) Dirty Secrets" "$tmp/out" \
  && ! grep -q 'face-down card.*holocron does not run' "$tmp/out"
then ok "unimplemented card: nothing of it before it is shown"
else fail "unimplemented card: nothing of it before it is shown" "$tmp/out"; fi
# a save's seating: words this holocron does not know are refused with the
# file and the side; a plain save (demo --save) with seats is seated by them
"$holocron" demo --seed 3 --save "$tmp/seated.json" >/dev/null 2>&1
for seat in '"martian"' '5' '"greedy"'; do
  sed "s/^ \"choices\"/ \"seats\" : [\"person\", $seat],\n \"choices\"/" \
    "$tmp/seated.json" >"$tmp/seat.json"
  case $seat in
    '"martian"') play "load: unknown seat" 2 \
      'seat.json: seats: Light Side: expected "person" or a computer' \
      "$tmp/empty" -- --load "$tmp/seat.json" ;;
    5) play "load: a seat not a string" 2 'seat.json: seats: expected 2 strings' \
      "$tmp/empty" -- --load "$tmp/seat.json" ;;
    *) play "load: seats from a plain save" 0 '^Light Side: the computer \(greedy\)' \
      "$tmp/empty" -- --load "$tmp/seat.json" ;;
  esac
done
play "bad --color" 2 '--color: expected auto, always or never' "$tmp/empty" \
  -- --color sometimes

summary
