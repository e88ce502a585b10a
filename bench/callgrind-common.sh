# Sourced by the callgrind scripts of bench/: checks that valgrind and the
# holocron program of build directory $build are there, sets $holocron and
# makes a scratch directory $tmp, removed on exit.  $me names the script in
# its messages.
holocron=$build/src/cli/holocron
if ! command -v valgrind >/dev/null; then
  echo "$me: valgrind is not installed (sudo apt-get install valgrind)" >&2
  exit 2
fi
if [ ! -x "$holocron" ]; then
  echo "$me: $holocron not found; build first (make test)" >&2
  exit 2
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
