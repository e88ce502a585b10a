# Sourced by the play test scripts: a scratch folder removed on exit, and
# the "ok - NAME" / "not ok - NAME" lines with a count for the summary.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0

ok () { echo "ok - $1"; passed=$((passed + 1)); }
# fail NAME [FILE]: the last lines of FILE show why
fail () {
  echo "not ok - $1"
  [ -f "${2:-}" ] && sed 's/^/#   /' "$2" | tail -25
  failed=$((failed + 1))
}

summary () {
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
