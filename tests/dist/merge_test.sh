#!/usr/bin/env bash
# chessy-sat merge refuses a bad set of parts (exit 2, a message naming what is wrong);
# a part run again over its complete file is skipped; dist/parallel.sh resumes a run and
# reports a failed part.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

q8=$ROOT/problems/queens8.txt
good=$WORK/good
mkdir -p "$good"
for i in 0 1 2 3 4 5 6; do
  "$BIN" "$q8" --all --part "$i/7" -o "$good/part-$i.json" -j 1 2>/dev/null
done
"$BIN" merge "$good" >"$WORK/good.out" && pass || fail "merge of 7 good parts failed"
"$BIN" "$q8" --all >"$WORK/single.out"
cmp -s "$WORK/good.out" "$WORK/single.out" && pass || fail "merge of 7 good parts differs from the single run"

# bad NAME WORD: merge of $WORK/NAME exits 2 and its message says WORD.
bad() {
  local s=0
  "$BIN" merge "$WORK/$1" >"$WORK/$1.out" 2>"$WORK/$1.err" || s=$?
  expect_status "merge with $1" 2 "$s"
  expect_grep "merge with $1" "$2" "$WORK/$1.err"
  [ ! -s "$WORK/$1.out" ] && pass || fail "merge with $1: printed a result anyway"
}
# variant NAME: a fresh copy of the good parts in $WORK/NAME, to spoil.
variant() { cp -r "$good" "$WORK/$1"; }

# The words come from chessy-sat's messages (split/merge.cpp, split/part_file.cpp), e.g.
#   chessy-sat: merge: part 3 of 7 missing
#   .../part-3b.json: part 3/7 again (also in .../part-3.json)
#   .../part-x.json: a part of another problem than .../part-0.json (fingerprint ...)
#   .../part-x.json: part 1/5, but .../part-0.json is a part of 7
#   .../part-x.json: solved with other settings than .../part-0.json (...)
#   .../part-3.json: truncated: the document ends early (an unfinished or damaged part file)
#   .../part-2.json: corrupt: its content does not match its SHA-256 digest (damaged or edited)
#   .../part-0.json: part 0/2 is incomplete (the run was stopped); run it again
variant missing; rm "$WORK/missing/part-3.json"
bad missing "part 3 of 7 missing"

variant duplicated; cp "$WORK/duplicated/part-3.json" "$WORK/duplicated/part-3-again.json"
bad duplicated "part 3/7 again"

variant foreign; "$BIN" "$ROOT/problems/queens6.txt" --all --part 1/7 -o "$WORK/foreign/part-x.json" 2>/dev/null
bad foreign "another problem"

variant other-count; "$BIN" "$q8" --all --part 1/5 -o "$WORK/other-count/part-x.json" 2>/dev/null
bad other-count "is a part of 7"

variant other-mode; "$BIN" "$q8" --count --part 1/7 -o "$WORK/other-mode/part-x.json" 2>/dev/null
bad other-mode "other settings"

variant truncated
size=$(wc -c <"$WORK/truncated/part-3.json")
head -c $((size / 2)) "$good/part-3.json" >"$WORK/truncated/part-3.json"
bad truncated "truncated"

# An edited count: the part's SHA-256 no longer matches.
variant edited
sed -i 's/"found":{"models":\([0-9]*\)/"found":{"models":1\1/' "$WORK/edited/part-2.json"
bad edited "does not match its SHA-256 digest"

# A part stopped before its end (--timeout; 16 queens take a minute) is incomplete.
printf 'size 16\n16*q\n' >"$WORK/q16.txt"
mkdir -p "$WORK/incomplete"
s=0
"$BIN" "$WORK/q16.txt" --count --part 0/2 -o "$WORK/incomplete/part-0.json" -j 1 --timeout 0.2 2>/dev/null || s=$?
expect_status "part stopped by --timeout" 4 "$s"
"$BIN" "$WORK/q16.txt" --count --part 1/2 -o "$WORK/incomplete/part-1.json" -j 1 --timeout 0.2 2>/dev/null || true
bad incomplete "incomplete"

# Files named on the command line, rather than a directory: one left out.
s=0
"$BIN" merge "$good"/part-[0-5].json >/dev/null 2>"$WORK/files.err" || s=$?
expect_status "merge of files, part 6 left out" 2 "$s"
expect_grep "merge of files, part 6 left out" "part 6 of 7 missing" "$WORK/files.err"

# Restart: a part run again over its complete file is skipped, the file untouched.
cp "$good/part-3.json" "$WORK/before.json"
touch -d '2000-01-01' "$good/part-3.json"
s=0
"$BIN" "$q8" --all --part 3/7 -o "$good/part-3.json" -j 1 2>"$WORK/again.err" || s=$?
expect_status "part run again" 0 "$s"
expect_grep "part run again" "skipped" "$WORK/again.err"
cmp -s "$WORK/before.json" "$good/part-3.json" && pass || fail "part run again: file changed"
[ "$(stat -c %Y "$good/part-3.json")" = "$(date -d '2000-01-01' +%s)" ] && pass ||
  fail "part run again: file rewritten"
# ... but not over a truncated file, which is solved again and made whole.
s=0
"$BIN" "$q8" --all --part 3/7 -o "$WORK/truncated/part-3.json" -j 1 2>"$WORK/redo.err" || s=$?
expect_status "part run over a truncated file" 0 "$s"
# (The file itself differs: it holds the run's timings.)
"$BIN" merge "$WORK/truncated" >"$WORK/redone.out" 2>&1 &&
  cmp -s "$WORK/redone.out" "$WORK/single.out" && pass ||
  fail "part run over a truncated file: the parts do not merge into the single run's output"

# dist/parallel.sh -d DIR again after a lost part: only that part is solved again.
dir=$WORK/resume
"$ROOT/dist/parallel.sh" -P 7 -d "$dir" "$q8" all >"$WORK/resume1.out" 2>/dev/null
rm "$dir/part-4.json"
s=0
"$ROOT/dist/parallel.sh" -P 7 -d "$dir" "$q8" all >"$WORK/resume2.out" 2>"$WORK/resume2.err" || s=$?
expect_same "parallel.sh resumed" "$WORK/single.out" 0 "$WORK/resume2.out" "$s"
[ "$(grep -c skipped "$WORK/resume2.err")" = 6 ] && pass ||
  fail "parallel.sh resumed: not 6 parts skipped: $(cat "$WORK/resume2.err")"

# A part that cannot write its file fails: parallel.sh names it, exits non-zero, keeps DIR.
dir=$WORK/failing
mkdir -p "$dir/part-5.json"   # a directory where the part's file should go
s=0
"$ROOT/dist/parallel.sh" -P 7 -d "$dir" "$q8" count >"$WORK/failing.out" 2>"$WORK/failing.err" || s=$?
[ "$s" -ne 0 ] && pass || fail "parallel.sh with a failing part: exit status 0"
expect_grep "parallel.sh with a failing part" "part(s) 5 of 7 failed" "$WORK/failing.err"
[ ! -s "$WORK/failing.out" ] && pass || fail "parallel.sh with a failing part: printed a result"
[ -f "$dir/part-4.json" ] && pass || fail "parallel.sh with a failing part: other parts not kept"

# Bad input: every part says so; parallel.sh exits 2 like the single run.
printf 'size 4\n*q\n' >"$WORK/bad.txt"
s=0
"$ROOT/dist/parallel.sh" -P 2 "$WORK/bad.txt" count >/dev/null 2>"$WORK/badinput.err" || s=$?
expect_status "parallel.sh with bad input" 2 "$s"

finish
