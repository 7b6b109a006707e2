#!/usr/bin/env bash
# bench/enumerate.sh: enumeration workloads, chessy-sat against clingo (when installed,
# `apt-get install gringo`) in the same run. A benchmark, not a test.
#   bench/enumerate.sh            the table below (clingo's 7x7 mixed run takes minutes:
#   FULL=1 bench/enumerate.sh     add it)
# Prints: workload, chessy-sat wall time and peak memory, clingo crafty and default
# wall times, and crafty / chessy-sat.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-build/chessy-sat}
[ -x "$BIN" ] || { cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null && cmake --build build -j >/dev/null; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
have_clingo=$(command -v clingo >/dev/null && echo 1 || echo 0)

# measure OUTFILE CMD...: prints "seconds peakKB" of the command.
measure() {
  local out=$1; shift
  /usr/bin/time -f "%e %M" -o "$tmp/time" "$@" >"$out" 2>/dev/null || true
  cat "$tmp/time" | tail -1
}

row() {  # name, problem text, chessy args, clingo file, clingo consts, expected total
  local name=$1 text=$2 args=$3 lp=$4 consts=$5 expect=$6
  printf '%s\n' "$text" >"$tmp/p.txt"
  read -r cs cm < <(measure "$tmp/c.out" "$BIN" "$tmp/p.txt" $args)
  local total
  total=$(sed -n 's/^total: //p' "$tmp/c.out")
  local ok="ok"; [ "$total" = "$expect" ] || ok="WRONG total $total, expected $expect"
  local crafty="-" default="-" ratio="-"
  if [ "$have_clingo" = 1 ] && [ -n "$lp" ]; then
    read -r crafty _ < <(measure "$tmp/k.out" clingo $consts -n 0 -q --configuration=crafty "bench/asp/$lp")
    grep -q "Models *: $expect\b" "$tmp/k.out" || crafty="$crafty(?)"
    if [ "${SKIP_DEFAULT:-0}" = 0 ]; then
      read -r default _ < <(measure "$tmp/k.out" clingo $consts -n 0 -q "bench/asp/$lp")
    fi
    ratio=$(awk -v a="${crafty%(*}" -v b="$cs" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')
  fi
  printf '| %-34s | %7s | %7d | %8s | %8s | %6s | %s |\n' "$name" "$cs" $((cm / 1024)) "$crafty" "$default" "$ratio" "$ok"
}

echo "| workload                           | chessy s | peak MB | crafty s | default s | ratio | check |"
echo "| ---------------------------------- | -------: | ------: | -------: | --------: | ----: | ----- |"
for n in 12 13 14; do
  row "$n queens --count" "$n*q" "--size $n --count" queens.lp "-c n=$n" \
      "$(case $n in 12) echo 14200;; 13) echo 73712;; 14) echo 365596;; esac)"
done
row "12 queens --count --no-symmetry" "12*q" "--size 12 --count --no-symmetry" "" "" 14200
row "12 queens --count --no-breaking" "12*q" "--size 12 --count --no-breaking" "" "" 14200
row "5 queens dominate 8x8 --count" "$(printf 'd\n5*q')" "--count" dominate.lp "-c k=5" 4860
row "4 queens dominate 8x8 (none)" "$(printf 'd\n4*q')" "--count" dominate.lp "-c k=4" 0
row "2K 2Q 2B 1N 6x6 --count" "$(printf '2*k\n2*q\n2*b\nn')" "--size 6 --count" mixed.lp "-c n=6" 23752
if [ "${FULL:-0}" = 1 ]; then
  row "2K 2Q 2B 1N 7x7 --count" "$(printf '2*k\n2*q\n2*b\nn')" "--size 7 --count" mixed.lp "-c n=7" 3063828
else
  row "2K 2Q 2B 1N 7x7 --count" "$(printf '2*k\n2*q\n2*b\nn')" "--size 7 --count" "" "" 3063828
fi

# The bit-parallel engine (issue 17) against the plain bitwise counter
# bench/queens_counter.c (one core, the mirror broken, totals only) and the
# backtracking engine it replaced for queens, in the same run: wall seconds.
cc -O2 -o "$tmp/queens_counter" bench/queens_counter.c
echo
echo "| n queens --count | counter | bits -j 1 | bits -j 2 | backtrack -j 1 | backtrack -j 2 |"
echo "| ---------------- | ------: | --------: | --------: | -------------: | -------------: |"
for n in 12 14 15; do
  printf '%s*q\n' "$n" >"$tmp/q.txt"
  read -r counter _ < <(measure "$tmp/o" "$tmp/queens_counter" "$n")
  cells=()
  for engine in bits backtrack; do
    for j in 1 2; do
      read -r s _ < <(measure "$tmp/o" "$BIN" "$tmp/q.txt" --size "$n" --count --engine "$engine" -j "$j")
      cells+=("$s")
    done
  done
  printf '| %16s | %7s | %9s | %9s | %14s | %14s |\n' "$n" "$counter" "${cells[@]}"
done
