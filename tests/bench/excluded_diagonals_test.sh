#!/usr/bin/env bash
# bench/excluded_diagonals.sh (issue 39): its bad input refused before anything is
# measured, one line naming the file (and the line), exit 2: a peer file missing, a
# results line that does not parse, a .param that is not the generator's format, K above
# the diagonals a .param lists. A stand-in PEER (a bit solver that does nothing, the
# instances in $INSTANCES); no CSPLib data needed. Usage: excluded_diagonals_test.sh
# /path/to/chessy-sat (gen-boards beside it).
set -euo pipefail
. "$(dirname "$0")/../dist/lib.sh"
script=$ROOT/bench/excluded_diagonals.sh
GEN=$(dirname "$BIN")/gen-boards
peer=$WORK/peer
mkdir -p "$peer/results" "$WORK/instances/diag-21"
echo 'int main() { return 0; }' >"$peer/shiftqueensdiags.cc"
echo 'print("n = 21")' >"$peer/queens-diag-gen.py"

# bench: the script on the stand-in, stdout into $WORK/out, stderr $WORK/err, $status.
bench() {
  status=0
  BIN=$BIN GEN=$GEN INSTANCES=$WORK/instances SEEDS=0 CAP=5 "$script" "$peer" >"$WORK/out" 2>"$WORK/err" || status=$?
}
# refused WHAT PATTERN: exit 2, one line on stderr matching PATTERN, nothing measured.
refused() {
  expect_status "$1" 2 "$status"
  expect_grep "$1" "$2" "$WORK/err"
  [ "$(wc -l <"$WORK/err")" = 1 ] && pass || fail "$1: not one line: $(cat "$WORK/err")"
  [ ! -s "$WORK/out" ] && pass || fail "$1: measured anyway: $(cat "$WORK/out")"
}
# results LINES...: the results file, one line each.
results() { printf '%s\n' "$@" | gzip >"$peer/results/run-diags-shiftqueens-processed.txt.gz"; }
# line K ID [SECONDS [SOLUTIONS]]: a result of n = 21 (default 1.5 s, unsatisfiable).
line() { echo "21 $1 4 $2 diag-shiftqueens-21/x/diag-21-4-$2.param-$1.shiftqueens.result:Solutions: ${4:-0} Nodes: 10 Timeout: 0 Time: ${3:-1.5}"; }

bench
refused "no results file" "^excluded_diagonals.sh: $peer: no run-diags-shiftqueens-processed.txt.gz"

results "$(line 3 1)" "21 3 4 2 x.result:Solutions: 0 Nodes: 10 Timeout: 0"
bench
refused "a short results line" "^$peer/results/run-diags-shiftqueens-processed.txt.gz:2: not a result line"
results "$(line 3 1)" "$(line 3 2)" "$(line 3 3 fast)"
bench
refused "a time that is no number" "^$peer/results/run-diags-shiftqueens-processed.txt.gz:3: Time must be a number"
results "$(line 3 1)" "21 3 4 2 x.result:Solutions: 2 Nodes: 10 Timeout: 0 Time: 1"
bench
refused "two solutions" "^$peer/results/run-diags-shiftqueens-processed.txt.gz:2: Solutions and Timeout must be 0 or 1"

# The instances: .param files as CSPLib writes them (the random set takes 19 diagonals:
# the sum diagonals 0..22 here), one of them wrong.
pairs=$(for d in $(seq 0 22); do printf '[%d, 1], ' "$d"; done)
for id in $(seq 1 1000); do
  printf 'n =  21\nnumdiags =  23\ndiags =  [%s]\n' "${pairs%, }" >"$WORK/instances/diag-21/diag-21-4-$id.param"
done
results "$(line 3 1 9)" "$(line 2 7 8)"
printf 'n =  21\nnumdiags =  3\ndiags =  [[2, 1], [35; 1], [30, 0]]\n' >"$WORK/instances/diag-21/diag-21-4-7.param"
bench
refused "a .param not in the generator's format" "^$WORK/instances/diag-21/diag-21-4-7.param:3: unexpected character ';'"
results "$(line 3 1 9)" "$(line 24 2 8)"
bench
refused "K above numdiags" "^$WORK/instances/diag-21/diag-21-4-2.param:2: K = 24 asks for more diagonals than the 23 it lists"

# With the instances right the stand-in runs: its answers E (it prints none), so only
# the published ones are compared: a disagreement (a solution where the results say none)
# fails the run, naming the instance.
results "$(line 3 1 9 1)" "$(line 2 2 8 0)"
bench
expect_status "a disagreement" 1 "$status"
expect_grep "a disagreement" "DISAGREE on diag-21-4-2, k = 2: chessy-sat S, bit solver E, published U" "$WORK/err"
results "$(line 3 1 9 1)" "$(line 2 2 8 1)"
bench
expect_status "the stand-in's run" 0 "$status"
expect_grep "the stand-in's run" "^| hard | diag-21-4-1 | 3 | .* | bits | .* | S | E | S in 9 |$" "$WORK/out"
expect_grep "the stand-in's run" "^worst bit / ours over the 22 n = 21 instances" "$WORK/out"
expect_grep "the stand-in's run" "^worst bit / ours per core .* over the 22 n = 21 instances" "$WORK/out"
finish
