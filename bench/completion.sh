#!/usr/bin/env bash
# bench/completion.sh: random n-queens completion (k = n/10 fixed queens, seeded),
# chessy-sat against clingo (when installed: apt-get install gringo) in the same run.
# A benchmark, not a test.       bench/completion.sh [SEEDS]   (default 3 seeds)
# Per instance: chessy-sat encode and solve seconds (from --stats), variables, clauses,
# wall seconds and peak MB of the whole run, clingo's wall seconds, clingo / chessy-sat.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-build/chessy-sat}
GEN=${GEN:-build/gen-completion}
seeds=${1:-3}
[ -x "$BIN" ] && [ -x "$GEN" ] || { cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null &&
                                    cmake --build build -j --target chessy-sat gen-completion >/dev/null; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
have_clingo=$(command -v clingo >/dev/null && echo 1 || echo 0)

printf '| %5s | %4s | %7s | %7s | %9s | %9s | %7s | %7s | %8s | %6s | %s |\n' \
  n seed "enc s" "solve s" variables clauses "wall s" "peak MB" "clingo s" ratio check
echo "| ----: | ---: | ------: | ------: | --------: | --------: | ------: | ------: | -------: | -----: | ----- |"
for n in 50 100 200 500 1000; do
  for seed in $(seq 1 "$seeds"); do
    "$GEN" "$n" $((n / 10)) "$seed" >"$tmp/p.txt"
    /usr/bin/time -f "%e %M" -o "$tmp/time" "$BIN" "$tmp/p.txt" --stats >"$tmp/out" 2>"$tmp/err" || true
    read -r wall peak <"$tmp/time"
    stats=$(grep '^stats:' "$tmp/err" || true)
    get() { sed -n "s/.* $1 \([0-9.e+-]*\).*/\1/p" <<<"$stats"; }
    check=$(grep -q 'Q' "$tmp/out" && echo solved || echo "$(head -1 "$tmp/out")")
    clingo_s="-" ratio="-"
    if [ "$have_clingo" = 1 ]; then
      sed -n 's/^q @ \([0-9]*\),\([0-9]*\)$/fixed(\1,\2)./p' "$tmp/p.txt" >"$tmp/facts.lp"
      /usr/bin/time -f "%e" -o "$tmp/ctime" clingo -c n="$n" -q bench/asp/completion.lp "$tmp/facts.lp" \
        >"$tmp/cout" 2>/dev/null || true
      clingo_s=$(tail -1 "$tmp/ctime")
      grep -q '^SATISFIABLE' "$tmp/cout" || clingo_s="$clingo_s(?)"
      ratio=$(awk -v a="${clingo_s%(*}" -v b="$wall" 'BEGIN { printf "%.1f", (b > 0 ? a / b : 0) }')
    fi
    printf '| %5d | %4d | %7s | %7s | %9s | %9s | %7s | %7d | %8s | %6s | %s |\n' "$n" "$seed" \
      "$(get encode)" "$(get solve)" "$(get variables)" "$(get clauses)" "$wall" $((peak / 1024)) \
      "$clingo_s" "$ratio" "$check"
  done
done
