#!/usr/bin/env bash
# n queens on the n x n torus (issue 24; docs/rules.md "Tori"): chessy-sat's --count
# totals against OEIS A007705 for n = A..B with each CNF engine, one line a run:
# `n engine total seconds`. Exit 1 at the first total that differs.
#
# Usage: bench/torus.sh [A [B [ENGINE...]]]   (default 1 17 backtrack sat)
#   CHESSY   the binary (default build/chessy-sat); -j 1 for times of one core
#
# Measured here, -j 1, one run each (2 cores): backtrack n = 13 0.03 s, n = 17 5.3 s
# (8.3 s while a build ran on both cores); sat n = 13 0.2 s, n = 16 49 s and n = 17
# 83 s (398 s beside the build). n = 1..13 both ways take under 2 s.
set -euo pipefail
chessy=${CHESSY:-build/chessy-sat}
from=${1:-1}
to=${2:-17}
shift $(($# < 2 ? $# : 2))
engines=("$@")
[ ${#engines[@]} -gt 0 ] || engines=(backtrack sat)
a007705=(1 0 0 0 10 0 28 0 0 0 88 0 4524 0 0 0 140692)
if ! [[ $from =~ ^[0-9]+$ && $to =~ ^[0-9]+$ ]] || [ "$from" -lt 1 ] || [ "$to" -gt 17 ] || [ "$from" -gt "$to" ]; then
  echo "usage: bench/torus.sh [A [B [ENGINE...]]] with 1 <= A <= B <= 17" >&2
  exit 2
fi
for engine in "${engines[@]}"; do
  for ((n = from; n <= to; ++n)); do
    start=$(date +%s.%N)
    # Exit 1 where there is no solution (total 0): the total says it.
    out=$(printf 'size %d\ntorus\n%d*q\n' "$n" "$n" | "$chessy" - --count -j 1 --engine "$engine" || true)
    total=$(sed -n 's/^total: //p' <<<"$out")
    seconds=$(echo "$(date +%s.%N) - $start" | bc)
    printf '%d %s %s %.2f\n' "$n" "$engine" "$total" "$seconds"
    if [ "$total" != "${a007705[n - 1]}" ]; then
      echo "bench/torus.sh: n = $n, $engine: total $total, A007705 says ${a007705[n - 1]}" >&2
      exit 1
    fi
  done
done
