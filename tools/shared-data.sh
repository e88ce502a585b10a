# Sourced by the card-data checks: finds the shared card sources (the
# folder ../shared of the brief) and sets $shared to its data/$game, or
# exits 77 (meson's "skipped") where they are absent.  Looked for in
# HOLOCRON_SHARED, beside the checkout, then one folder up (a git
# worktree under the checkout's parent).  The caller sets $root (the
# source root), $game (the game's folder under data/) and $mark (a path
# inside it that must exist); `.` passes no arguments in POSIX sh.
shared=
for s in "${HOLOCRON_SHARED:-}" "$root/../shared" "$root/../../shared"; do
  if [ -n "$s" ] && [ -e "$s/data/$game/$mark" ]; then
    shared=$s/data/$game
    break
  fi
done
if [ -z "$shared" ]; then
  echo "the shared card sources (data/$game) are not here: skipped"
  exit 77
fi
command -v python3 >/dev/null || { echo "no python3: skipped"; exit 77; }
