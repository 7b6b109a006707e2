#!/usr/bin/env bash
# bench/sequences.sh (issues 25, 38): its usage for an unknown sequence or a bad range (exit 2),
# published terms as b-file lines (A075458, A002564 checked, A002563 in parts and sampled,
# the torus's A279402 and A279404 checked), and its
# --check catching a count that disagrees (exit 1, the term not printed) and a failing
# chessy-sat (exit 3). Usage: sequences_test.sh /path/to/chessy-sat
set -euo pipefail
. "$(dirname "$0")/../dist/lib.sh"
script=$ROOT/bench/sequences.sh
export CHESSY=$BIN

# sequences NAME... : runs the script, stdout into $WORK/out, stderr into $WORK/err, exit
# status into $status.
sequences() {
  status=0
  "$script" "$@" >"$WORK/out" 2>"$WORK/err" || status=$?
}

# usage ARGS...: the script prints its usage alone and exits 2.
usage() {
  sequences "$@"
  expect_status "sequences.sh $*" 2 "$status"
  expect_grep "sequences.sh $*" "^Usage: .*sequences.sh" "$WORK/err"
  [ ! -s "$WORK/out" ] && pass || fail "sequences.sh $*: printed terms anyway"
}
usage A999999 1 5
usage a075458 1 5
usage A075458 5 1
usage A075458 0 3
usage A303003 1 3  # A303003 starts at n = 2
usage A075458 x 3
usage A075458 1
usage A075458 1 2 3
usage --parts two A075458 1 2
usage --frobnicate A075458 1 2
usage --sample 2 A002564 8 8            # --sample needs --parts
usage --parts 4 --sample 5 A002564 8 8  # more parts sampled than there are
usage --parts 4 --sample 2 --check A002564 8 8
usage --parts 4 --sample 2 --seed x A002564 8 8

# expect_terms WHAT TERMS: the last run exited 0 and printed TERMS ("n a(n)" lines).
expect_terms() {
  expect_status "$1" 0 "$status"
  printf '%s\n' "$2" >"$WORK/want"
  if cmp -s "$WORK/want" "$WORK/out"; then pass; else
    fail "$1: terms differ"; diff "$WORK/want" "$WORK/out" >&2 || true; cat "$WORK/err" >&2
  fi
}

sequences A075458 1 5
expect_terms "A075458 1..5" $'1 1\n2 1\n3 1\n4 2\n5 3'
[ "$(grep -c '^# A075458 n=[1-5]: .* cpu [0-9.]* s wall [0-9.]* s$' "$WORK/err")" = 5 ] && pass ||
  fail "A075458 1..5: not one time line a term:$(cat "$WORK/err")"

sequences --check A002564 1 6 -- -j 2
expect_terms "A002564 1..6 --check" $'1 1\n2 4\n3 1\n4 12\n5 186\n6 4'
[ "$(grep -c '^# A002564 n=[1-6]: check by fixed counts, engine sat (.*) agrees' "$WORK/err")" = 6 ] && pass ||
  fail "A002564 1..6 --check: not one check a term:$(cat "$WORK/err")"
expect_grep "A002564 --check" "n=5: check by fixed counts, engine sat (3\*q: fundamental 37, total 186; 2\*q: 0)" "$WORK/err"

sequences --check A002567 4 6
expect_terms "A002567 4..6 --check" $'4 2\n5 2\n6 17'
expect_grep "A002567 --check" "n=6: check .*(4\*q: fundamental 17, total 120; 1..3\*q: 0)" "$WORK/err"

# Total domination (A002566: 0 6 20 12 70 960 22 352 10 216 for n = 1..10), checked by
# CDCL and by the counter's plain search.
sequences --check --check-plain A002566 1 8
expect_terms "A002566 1..8 --check --check-plain" $'1 0\n2 6\n3 20\n4 12\n5 70\n6 960\n7 22\n8 352'
[ "$(grep -c "^# A002566 n=[2-8]: check by the counter's plain search (.*, \([0-9]*\) sets met) agrees" "$WORK/err")" = 7 ] &&
  pass || fail "A002566 2..8 --check-plain: not one plain check a term:$(cat "$WORK/err")"
expect_grep "A002566 --check-plain" "n=8: check by the counter's plain search (--no-breaking: minimum 5, fundamental 56, total 352, 352 sets met)" "$WORK/err"

sequences --parts 3 A002563 4 7
expect_terms "A002563 4..7 in 3 parts" $'4 3\n5 37\n6 1\n7 13'

# A sample of parts: no term, one line a part sampled (the same parts for the same seed),
# and the estimate.
sequences --parts 8 --sample 3 --seed 5 A002563 7 7
expect_status "A002563 7 sampled" 0 "$status"
[ ! -s "$WORK/out" ] && pass || fail "A002563 7 sampled: printed a term: $(cat "$WORK/out")"
[ "$(grep -c '^# A002563 n=7: part [0-7]/8: optimum 4, .* cpu [0-9.]* s wall [0-9.]* s$' "$WORK/err")" = 3 ] && pass ||
  fail "A002563 7 sampled: not one line a part:$(cat "$WORK/err")"
expect_grep "A002563 7 sampled" "^# A002563 n=7: sample of 3 of 8 parts (seed 5: [0-7] [0-7] [0-7]): cpu a part mean .*; estimate P x mean" "$WORK/err"
cp "$WORK/err" "$WORK/err.first"
sequences --parts 8 --sample 3 --seed 5 A002563 7 7
[ "$(grep -o 'seed 5: [0-7 ]*' "$WORK/err")" = "$(grep -o 'seed 5: [0-7 ]*' "$WORK/err.first")" ] && pass ||
  fail "the same seed chose other parts"

# The torus (A279402, A279404: published for n = 1..22 and 1..18), checked by CDCL.
sequences --check A279402 1 8
expect_terms "A279402 1..8 --check" $'1 1\n2 1\n3 1\n4 2\n5 3\n6 3\n7 4\n8 4'
sequences --check A279404 1 8
expect_terms "A279404 1..8 --check" $'1 1\n2 1\n3 1\n4 2\n5 5\n6 4\n7 5\n8 4'
expect_grep "A279404 --check" "n=5: check .*(5\*q: solved; 1..4\*q: 0)" "$WORK/err"
sequences --check torus-sets 4 5
expect_status "torus-sets 4..5 --check" 0 "$status"

# A chessy-sat whose CDCL counts are wrong (a digit 1 after each total): --check stops at
# the first term it checks, n = 4, and prints no term from it on.
cat >"$WORK/wrong" <<STUB
#!/usr/bin/env bash
set -o pipefail
if [[ " \$* " == *" --engine sat "* && " \$* " == *" --count "* ]]; then
  "$BIN" "\$@" | sed -E 's/"total":([0-9]+)/"total":\11/'
else
  exec "$BIN" "\$@"
fi
STUB
chmod +x "$WORK/wrong"
CHESSY=$WORK/wrong sequences --check A002564 4 5
expect_status "a disagreeing count" 1 "$status"
[ ! -s "$WORK/out" ] && pass || fail "a disagreeing count: printed $(cat "$WORK/out")"
expect_grep "a disagreeing count" "A002564 n=4: check by fixed counts DISAGREES: total 121 at 2\*q, 12 by the optimum" "$WORK/err"
# Without --check the same program gives the terms.
CHESSY=$WORK/wrong sequences A002564 3 5
expect_terms "no check" $'3 1\n4 12\n5 186'

# A chessy-sat that fails: its message, exit 3.
printf '#!/bin/sh\necho "chessy-sat: out of memory" >&2\nexit 3\n' >"$WORK/broken"
chmod +x "$WORK/broken"
CHESSY=$WORK/broken sequences A075458 1 2
expect_status "a failing chessy-sat" 3 "$status"
expect_grep "a failing chessy-sat" "out of memory" "$WORK/err"
CHESSY=$WORK/none sequences A075458 1 2
expect_status "no chessy-sat" 2 "$status"

finish
