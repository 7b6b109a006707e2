#!/usr/bin/env bash
# bench/regions.sh, bench/regions.py and bench/rating.sh (issue 37): bad data (one line
# naming the file and the line, exit 2, nothing run), the clingo peer's counts (0, 1, 2
# and more; when clingo is installed), and the script's checks: a chessy-sat that finds a
# second solution or disagrees with clingo fails the run (exit 1, the line named), this
# build's answers on two LinkedIn levels pass; the Star Battle Notation decoding (sbn);
# rating.sh's table per size and label. Usage: regions_test.sh /path/to/chessy-sat
set -euo pipefail
. "$(dirname "$0")/../dist/lib.sh"
script=$ROOT/bench/regions.sh
peer=$ROOT/bench/regions.py
have_clingo=$(command -v clingo >/dev/null && echo 1 || echo 0)

# bench ARGS...: runs the script (one timed run), stdout into $WORK/out, stderr into
# $WORK/err, exit status into $status.
bench() {
  status=0
  RUNS=1 "$script" "$@" >"$WORK/out" 2>"$WORK/err" || status=$?
}

# bad NAME LINE_TEXT MESSAGE: a file whose second line is LINE_TEXT is refused with
# `FILE:2: ...MESSAGE`, exit 2, nothing measured.
bad() {
  printf '{"regions": ["AB", "BA"], "stars": 1}\n%s\n' "$2" >"$WORK/$1.jsonl"
  bench "$WORK/$1.jsonl"
  expect_status "$1" 2 "$status"
  expect_grep "$1" "^$WORK/$1.jsonl:2: .*$3" "$WORK/err"
  [ "$(wc -l <"$WORK/err")" = 1 ] && pass || fail "$1: not one line:$(cat "$WORK/err")"
  [ ! -s "$WORK/out" ] && pass || fail "$1: measured anyway: $(cat "$WORK/out")"
}
bad not-json '{"regions": ["AB"' "not JSON"
bad not-object '["AB", "AB"]' "not a JSON object"
bad row-length '{"regions": ["ABC", "AB", "AB"]}' "regions\[1\]: a row of 2 cells, the first has 3"
bad not-square '{"regions": ["ABC", "ABC"]}' "2 rows of 3 cells"
bad character '{"regions": ["A-", "AA"]}' "regions\[0\]: a region is a letter or a digit"
bad stars-zero '{"regions": ["AB", "AB"], "stars": 0}' '"stars" is not a whole number'
bad too-many-stars '{"regions": ["AB", "AB"], "stars": 2}' "2 stars cannot sit in one row of 2"
bad other-key '{"regions": ["AB", "AB"], "size": 2}' '"size": the benchmark reads only'
bad empty-line '' "an empty line"
bench "$WORK/none.jsonl"
expect_status "a missing file" 2 "$status"
expect_grep "a missing file" "none.jsonl: no such file" "$WORK/err"

# The peer's counts: no solution (one region for five rows), many (a region a row), one
# (LinkedIn Queens level 1).
queens=$ROOT/bench/data/regions/queens-linkedin.jsonl
{
  printf '{"regions": ["AAAAA", "AAAAA", "AAAAA", "AAAAA", "AAAAA"]}\n'
  printf '{"regions": ["AAAAA", "BBBBB", "CCCCC", "DDDDD", "EEEEE"], "stars": 1}\n'
  head -1 "$queens"
} >"$WORK/counts.jsonl"
python3 "$peer" facts "$WORK/counts.jsonl" 2 >"$WORK/facts"
grep -q '^stars(1)\.$' "$WORK/facts" && grep -q 'region(4,3,"E")\.' "$WORK/facts" && pass ||
  fail "facts: $(head -c 300 "$WORK/facts")"
if [ "$have_clingo" = 1 ]; then
  python3 "$peer" clingo "$WORK/counts.jsonl" >"$WORK/clingo"
  [ "$(awk '{ printf "%s:%s ", $1, $2 }' "$WORK/clingo")" = "1:0 2:2 3:1 " ] && pass ||
    fail "clingo's counts: $(cat "$WORK/clingo")"
  awk '$3 > 0 && $3 < 5 { ok++ } END { exit ok != 3 }' "$WORK/clingo" && pass ||
    fail "clingo's CPU seconds: $(cat "$WORK/clingo")"
fi

# A chessy-sat stand-in that prints one count a line: TOTAL for line 2, 1 for the others.
fake() {
  printf '#!/bin/sh\nawk '\''{ t = NR == 2 ? %s : 1; printf "{\\"line\\": %%d, \\"fundamental\\": %%d, \\"total\\": %%d}\\n", NR, t, t }'\'' "$1"\n' "$2" >"$WORK/$1"
  chmod +x "$WORK/$1"
}
head -2 "$queens" >"$WORK/two.jsonl"
fake two-solutions 2
BIN=$WORK/two-solutions bench "$WORK/two.jsonl"
expect_status "a second solution" 1 "$status"
expect_grep "a second solution" "two.jsonl:2: chessy-sat counts 2+: not unique" "$WORK/err"
expect_grep "a second solution" "| two .*FAILED" "$WORK/out"
if [ "$have_clingo" = 1 ]; then
  expect_grep "a second solution" "two.jsonl:2: chessy-sat counts 2, clingo 1: they disagree" "$WORK/err"
fi
fake one-each 1
BIN=$WORK/one-each bench "$WORK/two.jsonl"
expect_status "a unique stand-in" 0 "$status"
expect_grep "a unique stand-in" "| two  *|  *2 |  *8-9, 1 |  *[0-9.]* | .* | all unique" "$WORK/out"

# This build: the two levels solved, unique, clingo agreeing; or, before chessy-sat reads
# a .jsonl of region puzzles, its columns "-".
BIN=$BIN bench "$WORK/two.jsonl"
expect_status "this build" 0 "$status"
if grep -q '.jsonl regions: yes' "$WORK/out"; then
  expect_grep "this build" "| two .* all unique" "$WORK/out"
else
  expect_grep "this build" "| two  *|  *2 |  *8-9, 1 |  *- |" "$WORK/out"
fi

# bench/regions.py sbn: the archive's Star Battle Notation (bench/data/regions/README.md)
# decoded to the grids of the speed files (the first lines of 14-3-hard.txt and
# 10-2-expert.txt, the latter labelled); a sample of SAMPLE lines evenly spread; a line
# that is not SBN refused with FILE:LINE, exit 2.
printf 'EE3W08OfaO2C1IeaurED7aZoGX98ZBHdeIGG29X7GZHOmMOI4H8Ocd8aOOaC4A200\n' >"$WORK/14.sbn"
python3 "$peer" sbn "$WORK/14.sbn" >"$WORK/14.jsonl"
cmp -s "$WORK/14.jsonl" <(head -1 "$ROOT/bench/data/regions/starbattle-14x14-3.jsonl") && pass ||
  fail "sbn 14x14: $(cat "$WORK/14.jsonl")"
printf 'AA2W556SAIWSRhAx6840-ZajjL3HvTBSeG\nAA2W00-IM27CabtGY4Ge4o-dsALaR5Kd48\n' >"$WORK/10.sbn"
python3 "$peer" sbn "$WORK/10.sbn" expert >"$WORK/10.jsonl"
cmp -s <(sed 's/, "label": "expert"}$/}/' "$WORK/10.jsonl") <(head -2 "$ROOT/bench/data/regions/starbattle-10x10-2.jsonl") &&
  [ "$(grep -c '"label": "expert"}$' "$WORK/10.jsonl")" = 2 ] && pass || fail "sbn 10x10: $(cat "$WORK/10.jsonl")"
python3 "$peer" sbn "$WORK/10.sbn" expert 1 >"$WORK/one.jsonl"
cmp -s "$WORK/one.jsonl" <(head -1 "$WORK/10.jsonl") && pass || fail "sbn sample 1: $(cat "$WORK/one.jsonl")"
printf 'AA2W556SAIWSRhAx6840-ZajjL3HvTBSeG\nZZ9Wxyz\n' >"$WORK/bad.sbn"
status=0; python3 "$peer" sbn "$WORK/bad.sbn" >/dev/null 2>"$WORK/err" || status=$?
expect_status "sbn, a bad line" 2 "$status"
expect_grep "sbn, a bad line" "bad.sbn:2: not Star Battle Notation" "$WORK/err"

# bench/rating.sh on a file of two sizes, labelled: one row a size and label, and per size
# whether the mean rises with the label.
{ cat "$WORK/10.jsonl"; head -1 "$ROOT/bench/data/regions/starbattlelab-labelled.jsonl"; } >"$WORK/labelled.jsonl"
status=0; BIN=$BIN "$ROOT/bench/rating.sh" "$WORK/labelled.jsonl" >"$WORK/out" 2>"$WORK/err" || status=$?
expect_status "rating.sh" 0 "$status"
expect_grep "rating.sh" "^| 8×8, 1★ | easy | 1 | [0-9.]* | [0-9.]* | 1 | 1 |$" "$WORK/out"
expect_grep "rating.sh" "^| 10×10, 2★ | expert | 2 | " "$WORK/out"
expect_grep "rating.sh" "^10×10, 2★: the mean rises with the label" "$WORK/out"

finish
