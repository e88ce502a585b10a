#!/usr/bin/env bash
# holocron play on a real terminal (a pseudo-terminal run by pty-drive):
# a hot-seat game to the end with the screen cleared between the players,
# ?, undo, save and --load, a game against the search agent to the end,
# and that the other side's hand never shows on the screen.
# Usage: play-pty.sh HOLOCRON PTY-DRIVE HAND-HIDDEN.SH
set -u
# the board is checked as text: colour has a test of its own
export NO_COLOR=1
holocron=$1
drive=$2
hand_hidden=$3
. "$(dirname "$hand_hidden")/tap.sh"

# run NAME SCRIPT -- ARGS...: holocron play on a terminal, the script's
# steps against it; the screen is kept in $tmp/screen
run () {
  local name=$1 script=$2
  shift 3
  if "$drive" "$tmp/screen" "$script" -- "$holocron" play "$@" \
    >"$tmp/drive" 2>&1; then
    ok "$name"
  else
    cat "$tmp/drive" >>"$tmp/screen"
    fail "$name" "$tmp/screen"
  fi
}
has () {
  if grep -aEq -- "$2" "$tmp/screen"; then ok "$1"; else fail "$1" "$tmp/screen"; fi
}

# 1. hot seat to the end: ? and undo on the way
cat >"$tmp/hot" <<'END'
prompt
send ?
expect ^Decision: Dark Side
expect ^Asked by: the [a-z ]+ step, in the [a-z]+ phase
expect ^  Each player draws seven, may mulligan, then spends 30 set-up points
expect ^The rule last applied: [a-z]
expect ^  [A-Z][a-z]+ [a-z]
expect ^Answer with an option's number
prompt
send undo
expect ^Nothing to undo: this is your first decision
prompt
send 1
prompt
send 1
prompt
send undo
expect ^Undone: back to your previous decision
play 1
send 3
exit 0
END
run "wotc hot seat to the end" "$tmp/hot" -- --ai none --seed 1
has "the game has a winner" '^Result: (Dark|Light) Side wins'
has "the screen and its scrollback are cleared for the next player" \
  $'\033\\[H\033\\[2J\033\\[3J(Dark|Light) Side: take the terminal and press Enter'
# between two clearings only one side is "you", and the other side's hand
# is only a count
awk 'BEGIN { RS = "\033\\[2J" }
     { you = ""; n = split($0, line, "\n")
       for (i = 1; i <= n; i++) {
         if (match(line[i], /^  (Dark|Light) Side \(you\)/)) {
           side = substr(line[i], 3, index(line[i], " Side") - 3)
           if (you != "" && you != side) { print "both sides in one screen"; bad++ }
           you = side; sec = "you"
         } else if (line[i] ~ /^  (Dark|Light) Side/) sec = "them"
         else if (line[i] ~ /^----/) sec = ""
         else if (sec == "them" && line[i] ~ /^    hand / \
                  && line[i] !~ /^    hand +([0-9]+ cards?|empty)\r?$/) {
           print "other hand shown: " line[i]; bad++
         }
       } }
     END { exit bad > 0 }' "$tmp/screen" >"$tmp/check"
if [ $? -eq 0 ]; then ok "hot seat: one side per screen, the other hand a count"
else fail "hot seat: one side per screen, the other hand a count" "$tmp/check"; fi

# 2. save, quit, then --load and play on to the end
cat >"$tmp/save" <<END
prompt
send 1
prompt
send 1
prompt
send save $tmp/game.json
expect ^Saved to $tmp/game.json
prompt
send quit
expect ^Leave the game unfinished
send y
expect ^Quit: the game is left unfinished
exit 0
END
run "lcg hot seat saved and left" "$tmp/save" -- --ruleset lcg --ai none --seed 2
cat >"$tmp/load" <<'END'
expect ^Dark Side: a person at this terminal
expect ^Light Side: a person at this terminal
expect choices replayed from the save
play 1
send 3
exit 0
END
# no --ai: the save says both sides are people (issue 19)
run "lcg --load plays on to the end" "$tmp/load" -- --load "$tmp/game.json"
has "the loaded game ends" '^Result: '
has "the loaded game is still hot seat" 'take the terminal and press Enter'

# 2b. against the computer as the Light Side: --load seats everyone again,
# and --ai may not put the person at the computer's side
cat >"$tmp/save" <<END
prompt
send 1
prompt
send save $tmp/vs.json
expect ^Saved to
prompt
send quit
send y
exit 0
END
run "wotc against greedy as the Light Side, saved" "$tmp/save" -- --ai dark \
  --agent greedy --seed 5
printf 'play 1\nsend 3\nexit 0\n' >"$tmp/load"
PTY_DRIVE_STDERR=$tmp/hidden run "the saved game loaded without flags" \
  "$tmp/load" -- --load "$tmp/vs.json" --x-show-hidden
has "load: the person is the Light Side again" '^Light Side: a person'
has "load: the computer is greedy again" '^Dark Side: the computer \(greedy\)'
has "load: the person decides for the Light Side" '^Light Side> '
if ! grep -aq '^Dark Side> ' "$tmp/screen"; then ok "load: no Dark Side prompt"
else fail "load: no Dark Side prompt" "$tmp/screen"; fi
if "$hand_hidden" "$tmp/screen" "$tmp/hidden" Light >"$tmp/check"; then
  ok "load: the computer's hand never shows"
else fail "load: the computer's hand never shows" "$tmp/check"; fi
printf 'expect --ai cannot change who plays which side\nexit 2\n' >"$tmp/load"
run "load: --ai light refused" "$tmp/load" -- --load "$tmp/vs.json" --ai light

# 3. against the search agent, the computer's hand hidden all along
for r in wotc lcg; do
  printf 'play 1\nsend 3\nexit 0\n' >"$tmp/vs"
  PTY_DRIVE_STDERR=$tmp/hidden run "$r against search to the end" "$tmp/vs" \
    -- --ruleset "$r" --ai light --agent search --iterations 16 --seed 3 \
    --x-show-hidden
  has "$r: the computer is the search agent" \
    '^Light Side: the computer \(search \(16 iterations'
  if "$hand_hidden" "$tmp/screen" "$tmp/hidden" >"$tmp/check"; then
    ok "$r: the computer's hand never shows ($(tail -1 "$tmp/check") names)"
  else
    fail "$r: the computer's hand never shows" "$tmp/check"
  fi
done

# 4. the board on an 80-column terminal (COLUMNS unset: the terminal's own
# width), laid out a zone a line, in words: no engine values, the damage a
# card took against what it can take, Force commitment, enhancements and
# captured cards with their host only
printf 'play 1\nsend 3\nexit 0\n' >"$tmp/vs"
for r in wotc lcg; do
  PTY_DRIVE_COLS=80 env -u COLUMNS "$drive" "$tmp/screen" "$tmp/vs" -- \
    "$holocron" play --ruleset "$r" --agent greedy --seed 6 >"$tmp/drive" 2>&1
  cp "$tmp/screen" "$tmp/board-$r"
  # the board, the options and the log lines (wrapped under their text)
  if awk 'length($0) > 80 { print; bad++ } END { exit bad > 0 }' \
    "$tmp/screen" >"$tmp/check"
  then ok "$r: every line fits 80 columns"
  else fail "$r: every line fits 80 columns" "$tmp/check"; fi
  if ! grep -aEq '^  game:|turn_limit|event_seq|bp_roll|setup_done' \
    "$tmp/screen"; then ok "$r: no engine values on the board"
  else fail "$r: no engine values on the board" "$tmp/screen"; fi
  has "$r: damage taken against capacity" '\[damage [0-9]+/[1-9][0-9]*'
  has "$r: the header names who decides" \
    '^---- Turn [0-9]+, .* phase, (Dark|Light) Side.s turn: Dark Side \(you\) to decide'
done
cp "$tmp/board-wotc" "$tmp/screen"
has "wotc: units by arena" '^    (Space|Ground|Character) arena +[A-Z]'
has "wotc: a unit's kind in the hand" '^    hand .*\((Space|Ground|Character)\)'
has "wotc: putting a unit into battle names its arena" \
  '^ +[0-9]+\. put .* \((Space|Ground|Character)\) into battle'
cp "$tmp/board-lcg" "$tmp/screen"
has "lcg: units committed to the Force" 'committed( |$)'
# an objectives line lists the three objectives only: a captured card is
# under one ({under it: ...})
awk '/^    objectives/ { line = $0; while ((getline nx) > 0 && nx ~ /^      /) line = line " " nx
       gsub(/\{[^}]*\}/, "", line); n = gsub(/; /, "", line)
       if (n > 2) { print line; bad++ } }
     END { exit bad > 0 }' "$tmp/screen" >"$tmp/check"
if [ $? -eq 0 ]; then ok "lcg: captured cards only under their objective"
else fail "lcg: captured cards only under their objective" "$tmp/check"; fi
# an attached enhancement is not listed again as a card of its own
awk '/^    in play/ { line = $0; while ((getline nx) > 0 && nx ~ /^      /) line = line " " nx
       n = split(line, part, / \+ /)
       for (i = 2; i <= n; i++) { e = part[i]; sub(/[ (\[;].*/, "", e)
         if (index(line, "; " e) || index(line, "in play " e)) { print e; bad++ } } }
     END { exit bad > 0 }' "$tmp/screen" >"$tmp/check"
if [ $? -eq 0 ]; then ok "lcg: an enhancement shows once, with its host"
else fail "lcg: an enhancement shows once, with its host" "$tmp/check"; fi

# 6. quit asks first; at the end the final board and rematch; in-game
# card NAME finds the version in view
cat >"$tmp/end" <<'END'
prompt
send quit
expect ^Leave the game unfinished
send n
expect ^Playing on
prompt
send card darth tyranus
expect ^Darth Tyranus \(C\)
expect type +character
play 1
expect ^   1. rematch
send 1
expect ^A new game: Dark Side a person, Light Side the computer
prompt
send quit
send y
exit 0
END
run "quit confirms, the end offers a rematch" "$tmp/end" -- --seed 1
if awk '/^Result: /{ if (prev ~ /^  (Dark|Light) Side/ || board) ok = 1 }
        /^---- Turn/ { board = 1 } /^T[0-9]/ { board = 0 }
        { prev = $0 } END { exit !ok }' "$tmp/screen"; then
  ok "the final board before the result"
else fail "the final board before the result" "$tmp/screen"; fi
if ! grep -aq '^encoding\|^  encoding\|^  source ' "$tmp/screen"; then
  ok "card: no encoding or source path"
else fail "card: no encoding or source path" "$tmp/screen"; fi

# 7. demo (make demo) ends with the final board and the result
"$holocron" demo --seed 2 >"$tmp/screen" 2>&1
# the board's header comes after the log's last line, however long the board
if awk '/^T[0-9]+ /{over=0} /^---- Turn [0-9]+: the game is over/{over=1}
        END{exit !over}' "$tmp/screen" \
  && tail -n 1 "$tmp/screen" | grep -q '^Result: '; then
  ok "demo ends with the final board and the result"
else fail "demo ends with the final board and the result" "$tmp/screen"; fi

# 5. colour: on a terminal unless NO_COLOR or --color=never
printf 'prompt\nsend quit\nsend y\nexit 0\n' >"$tmp/q"
env -u NO_COLOR "$drive" "$tmp/screen" "$tmp/q" -- "$holocron" play --seed 1 \
  >"$tmp/drive" 2>&1
has "colour on a terminal" $'\033\\[1;32mDark Side \\(you\\)'
run "NO_COLOR: no colour" "$tmp/q" -- --seed 1
if ! grep -aq $'\033\\[1' "$tmp/screen"; then ok "NO_COLOR: no escapes"
else fail "NO_COLOR: no escapes" "$tmp/screen"; fi

# 8. compare fills the terminal's width with its two log columns
src=$(dirname "$hand_hidden")/../..
printf 'exit 1\n' >"$tmp/cmp"
PTY_DRIVE_COLS=150 env -u COLUMNS "$drive" "$tmp/screen" "$tmp/cmp" -- \
  "$holocron" compare "$src/tests/scenarios/wotc/base-draw-step-aotc-2002.scn" \
  --editions aotc-2002,esb-2003 >"$tmp/drive" 2>&1
if awk '/ \| / { n++; if (length($0) > 150) bad++; if (length($0) > 130) wide++ }
        END { exit !(n > 0 && !bad && wide) }' "$tmp/screen"; then
  ok "compare: the log columns use a 150-column terminal"
else fail "compare: the log columns use a 150-column terminal" "$tmp/screen"; fi

# 9. the log names copies of a card as the board does (issue 19 item 8):
# seed 5 puts two Reeks in the Ground arena, and one is attacked
printf 'play 1\nsend 3\nexit 0\n' >"$tmp/vs"
PTY_DRIVE_COLS=80 run "wotc against random, two copies in play" "$tmp/vs" \
  -- --agent random --seed 5
# on 80 columns a card's name is not broken over two board lines: a line
# that ends in "; Word" goes on with the card's details, not its name
awk 'prev ~ /^    .*; [A-Z][^ ;]*$/ && $0 ~ /^                    [A-Za-z]/ {
       print prev; print; bad++ }
     { prev = $0 } END { exit bad > 0 }' "$tmp/screen" >"$tmp/check"
if [ $? -eq 0 ]; then ok "board: card names whole on 80 columns"
else fail "board: card names whole on 80 columns" "$tmp/check"; fi
has "log: the board's copy number after the name" \
  '^T[0-9]+ +[a-z]+ +(Dark|Light) Side +.*Reek #[12] '
has "log: the Reek attacked is named by its number" ' attacks Reek #2( |$)'

# 10. card NAME with two versions in view shows those two, not the list
# of every version (issue 19 item 8): four each of Darth Tyranus (B) and
# (C) in the deck, both in the opening hand of seed 3
sed -e 's/^1 Darth Tyranus (\([BC]\))/4 Darth Tyranus (\1)/' \
  -e '/^3 Geonosian Warrior/d' -e '/^3 Geonosian Guard/d' \
  "$src/data/wotc/decks/dark-separatists.deck" >"$tmp/tyranus.deck"
cat >"$tmp/card" <<'END'
prompt
send card darth tyranus
expect ^Darth Tyranus \(B\)
expect ^Darth Tyranus \(C\)
prompt
send quit
send y
exit 0
END
run "card NAME: the two versions in view" "$tmp/card" -- --agent random \
  --dark "$tmp/tyranus.deck" --seed 3
if ! grep -aq '^did you mean' "$tmp/screen"; then
  ok "card NAME: no list of every version"
else fail "card NAME: no list of every version" "$tmp/screen"; fi

summary
