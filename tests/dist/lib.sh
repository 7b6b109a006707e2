# shellcheck shell=bash disable=SC2034
# Shared by the tests of dist/ (sourced, not run). Usage: TEST.sh /path/to/chessy-sat
# Sets BIN (exported as CHESSY_SAT, so the dist scripts use this build), ROOT (the
# repository), WORK (a temporary directory removed at exit), and the helpers below.
# A test calls `finish` last: it exits 1 if any check failed.

[ $# -ge 1 ] || { echo "usage: $0 /path/to/chessy-sat" >&2; exit 2; }
BIN=$(realpath "$1")
[ -x "$BIN" ] || { echo "$0: $1 is not an executable" >&2; exit 2; }
export CHESSY_SAT=$BIN
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/chessy-dist-test.XXXXXX")
export TMPDIR=$WORK   # what the scripts leave in a temporary directory goes too
cleanups=("rm -rf -- '$WORK'")
# Cleanups run last first; a test adds its own (the Slurm teardown) with at_exit.
run_cleanups() {
  local i
  for ((i = ${#cleanups[@]} - 1; i >= 0; i--)); do eval "${cleanups[i]}" || true; done
}
at_exit() { cleanups+=("$1"); }
trap run_cleanups EXIT
trap 'exit 130' INT TERM   # through the EXIT trap, so the cleanups run

failures=0
checks=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { checks=$((checks + 1)); }

# expect_same WHAT EXPECTED_FILE EXPECTED_STATUS ACTUAL_FILE ACTUAL_STATUS
expect_same() {
  if ! cmp -s "$2" "$4"; then
    fail "$1: output differs from the single run"
    diff "$2" "$4" | head -n 10 >&2
  elif [ "$3" != "$5" ]; then
    fail "$1: exit status $5, the single run's is $3"
  else
    pass
  fi
}

# expect_status WHAT WANTED ACTUAL
expect_status() { if [ "$2" = "$3" ]; then pass; else fail "$1: exit status $3, not $2"; fi; }

# expect_grep WHAT WORD FILE: FILE (usually a captured stderr) mentions WORD.
expect_grep() {
  if grep -qi -- "$2" "$3"; then pass; else
    fail "$1: no '$2' in:"; sed 's/^/    /' "$3" >&2
  fi
}

# single NAME INPUT MODE [options]: the single run's output and status, computed once,
# in $WORK/single/NAME.MODE.out and .status.
single() {
  local name=$1 input=$2 mode=$3 s=0
  shift 3
  local out=$WORK/single/$name.$mode
  mkdir -p "$WORK/single"
  if [ ! -e "$out.status" ]; then
    "$BIN" "$input" "--$mode" "$@" >"$out.out" 2>"$out.err" || s=$?
    echo "$s" >"$out.status"
  fi
}

finish() {
  echo "$checks checks passed, $failures failed (${SECONDS}s)"
  [ "$failures" -eq 0 ]
}
