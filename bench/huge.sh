#!/usr/bin/env bash
# bench/huge.sh: one completion on huge boards (docs/design.md "Huge boards"), random
# n-queens completion instances from gen-huge (k fixed queens, the uniform-random rule,
# seeded), chessy-sat against the completion article's gradient search ported to C
# (bench/article_search.c) in the same run. A benchmark, not a test.
#     bench/huge.sh [SEEDS]        (default 3 seeds for n <= 10^5, one above)
# Per instance: chessy-sat's whole run (parse, search, check, print) in wall seconds and
# peak MB, its answer (`valid` once `chessy-sat check` passes it, `solved` where the
# build has no check); the engine alone (huge-solve: engine seconds, peak MB of
# that process); the port's wall seconds (n <= 10^5: it compares all pairs of rows,
# quadratic, so 10^6 would take about an hour) and port / chessy-sat. Where chessy-sat
# refuses the board (a build without huge boards), its columns say `refused` and the
# ratio is taken against huge-solve's whole process.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-build/chessy-sat}
GEN=${GEN:-build/gen-huge}
SOLVE=${SOLVE:-build/huge-solve}
PORT=${PORT:-build/article-search}
seeds=${1:-3}
[ -x "$BIN" ] && [ -x "$GEN" ] && [ -x "$SOLVE" ] && [ -x "$PORT" ] ||
  { cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null &&
    cmake --build build -j --target chessy-sat gen-huge huge-solve article-search >/dev/null; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

printf '| %8s | %6s | %4s | %9s | %7s | %-9s | %8s | %7s | %7s | %6s |\n' \
  n k seed "wall s" "peak MB" answer "engine s" "eng. MB" "port s" ratio
echo "| -------: | -----: | ---: | --------: | ------: | --------- | -------: | ------: | ------: | -----: |"
for spec in 1000:100 10000:1000 100000:10000 1000000:100000 10000000:0; do
  n=${spec%:*} k=${spec#*:}
  runs=$seeds
  [ "$n" -gt 100000 ] && runs=1
  for seed in $(seq 1 "$runs"); do
    "$GEN" "$n" "$k" "$seed" >"$tmp/p.txt"
    status=0
    /usr/bin/time -f "%e %M" -o "$tmp/time" "$BIN" "$tmp/p.txt" >"$tmp/out" 2>"$tmp/err" || status=$?
    read -r wall peak < <(tail -1 "$tmp/time")
    answer="exit $status"
    if [ "$status" = 0 ]; then  # checked by `chessy-sat check` where the build has it
      answer=solved
      check=0
      "$BIN" check "$tmp/p.txt" "$tmp/out" >/dev/null 2>&1 || check=$?
      [ "$check" = 0 ] && answer=valid
      [ "$check" = 1 ] && answer=INVALID
    fi
    if [ "$status" = 2 ] && grep -qE 'out of range|outside 1' "$tmp/err"; then wall=refused peak=- answer=refused; else peak=$((peak / 1024)); fi
    /usr/bin/time -f "%e %M" -o "$tmp/stime" "$SOLVE" "$tmp/p.txt" >"$tmp/sout" || true
    engine=$(sed -n 's/.*engine \([0-9.]*\) s.*/\1/p' "$tmp/sout")
    read -r swall speak < <(tail -1 "$tmp/stime")
    grep -q '^found, checked' "$tmp/sout" || engine="$engine(!)"
    port=- ratio=-
    if [ "$n" -le 100000 ]; then
      /usr/bin/time -f "%e" -o "$tmp/ptime" "$PORT" "$tmp/p.txt" "$seed" >"$tmp/pout" || true
      port=$(tail -1 "$tmp/ptime")
      grep -q '^found' "$tmp/pout" || port="$port(none)"
      ours=$wall
      [ "$wall" = refused ] && ours=$swall
      ratio=$(awk -v a="${port%(*}" -v b="$ours" 'BEGIN { if (b < 0.01) b = 0.01; printf "%.2g", a / b }')
    fi
    printf '| %8d | %6d | %4d | %9s | %7s | %-9s | %8s | %7d | %7s | %6s |\n' "$n" "$k" "$seed" \
      "$wall" "$peak" "$answer" "$engine" $((speak / 1024)) "$port" "$ratio"
  done
done
