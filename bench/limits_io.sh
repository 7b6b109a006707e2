#!/usr/bin/env bash
# bench/limits_io.sh (issue 41 items 6 and 9): the full-size figures of reading.
#     bench/limits_io.sh            (BIN=build/chessy-sat; BEFORE=another build to compare)
# JSON in linear time: a problem with 200,000 `{}` in its "comment", and 400,000 fixed
# rooks on a 10^6 board as JSON and as text (each solved: the huge engine completes
# the diagonal at once); `check` streaming: the 10^7-queen answer (198 MB) that the tool
# writes, checked. Each: wall seconds and peak MB (/usr/bin/time), its first line of
# output or error. The unit tests check the shapes at small sizes (JsonProblem and
# PartIntegrity.ReadInLinearTime, HugeAnswers.CheckReadsAnAnswerAbove64MiB); this is the
# figure docs/benchmarks.md quotes. Targets: <= 2 s for 400,000 items; a 10^7 answer
# checked in <= 5 s and <= 500 MB.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-build/chessy-sat}
[ -x "$BIN" ] || { cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null &&
                   cmake --build build -j 2 --target chessy-sat >/dev/null; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

n=400000
awk 'BEGIN { printf "{\"pieces\": [{\"piece\": \"q\"}], \"comment\": [{}"; for (i = 1; i < 200000; i++) printf ",{}"; print "]}" }' >"$tmp/comment.json"
awk -v n=$n 'BEGIN { printf "{\"size\": 1000000, \"pieces\": [{\"piece\": \"r\", \"count\": %d}], \"fixed\": [", n
  for (i = 0; i < n; i++) printf "%s{\"piece\": \"r\", \"row\": %d, \"col\": %d}", (i ? "," : ""), i, i; print "]}" }' >"$tmp/fixed.json"
awk -v n=$n 'BEGIN { print "size 1000000"; print n "*r"; for (i = 0; i < n; i++) print "r @ " i "," i }' >"$tmp/fixed.txt"
printf 'size 10000000\n10000000*q\n' >"$tmp/big.txt"
"$BIN" "$tmp/big.txt" >"$tmp/answer.txt" 2>/dev/null

# One run: its label, then the command; prints a table row.
measure() {
  local label=$1 bin=$2
  shift 2
  local status=0
  /usr/bin/time -f "%e %M" -o "$tmp/time" "$bin" "$@" >"$tmp/out" 2>"$tmp/err" || status=$?
  read -r wall peak < <(tail -1 "$tmp/time")
  local said
  said=$(head -c 60 "$tmp/out" | head -1)
  [ "$status" = 0 ] || said="exit $status: $(head -1 "$tmp/err" | cut -c1-50)"
  printf '| %-42s | %7s | %7d | %-52s |\n' "$label" "$wall" $((peak / 1024)) "$said"
}

printf '| %-42s | %7s | %7s | %-52s |\n' case "wall s" "peak MB" "first line"
echo "| ------------------------------------------ | ------: | ------: | ---------------------------------------------------- |"
for bin in ${BEFORE:+"$BEFORE"} "$BIN"; do
  which=$([ "$bin" = "$BIN" ] && echo "" || echo " (before)")
  measure "200,000 {} in a comment, JSON$which" "$bin" "$tmp/comment.json"
  measure "400,000 fixed rooks, text$which" "$bin" "$tmp/fixed.txt" --format placements
  measure "400,000 fixed rooks, JSON$which" "$bin" "$tmp/fixed.json" --format placements
  measure "check of the 10^7-queen answer, 198 MB$which" "$bin" check "$tmp/big.txt" "$tmp/answer.txt"
done
