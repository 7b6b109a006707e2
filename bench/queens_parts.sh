#!/usr/bin/env bash
# bench/queens_parts.sh N P [JOBS]: issue 24's split count. n = N queens counted in P
# parts (chessy-sat --count --part I/P -j 1, each part the n-queens counter's share of
# its tasks), JOBS at a time on GNU parallel (default 2), then merged; prints the merged
# counts, checks them against OEIS A002562 / A000170 where this script knows them
# (n <= 21; else exit 1 on a mismatch), and the parts' user seconds: the slowest, the
# mean and their ratio (the split's balance). A Slurm array runs the same parts
# (dist/slurm-array.sbatch). $BIN: the chessy-sat to run (build/chessy-sat); $KEEP: a
# directory to keep the part files in (default: a temporary one).
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { echo "usage: bench/queens_parts.sh N P [JOBS]" >&2; exit 2; }
N=$1
P=$2
JOBS=${3:-2}
BIN=${BIN:-build/chessy-sat}
command -v parallel >/dev/null || { echo "queens_parts.sh: needs GNU parallel" >&2; exit 2; }
[ -x "$BIN" ] || { cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null &&
                   cmake --build build -j2 --target chessy-sat >/dev/null; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
dir=${KEEP:-$tmp/parts}
mkdir -p "$dir" "$tmp/times"
printf 'size %d\n%d*q\n' "$N" "$N" >"$tmp/q.txt"

start=$(date +%s.%N)
seq 0 $((P - 1)) | parallel -j "$JOBS" --halt now,fail=1 \
  /usr/bin/time -f "%U" -o "$tmp/times/{}" "$BIN" --count -j 1 --part "{}/$P" -o "$dir/part-{}.json" -q "$tmp/q.txt"
wall=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }')
"$BIN" merge "$dir" | tee "$tmp/merged"
cat "$tmp/times"/* | awk -v p="$P" -v w="$wall" '
  { s += $1; if ($1 > m) m = $1 }
  END { printf "parts: %d, user seconds: sum %.2f, mean %.3f, slowest %.2f (%.2f x the mean); wall %s s\n", p, s, s / p, m, (s > 0 ? m * p / s : 0), w }'

# OEIS A002562 (classes) and A000170 (total), n = 1..21.
classes=(1 0 0 1 2 1 6 12 46 92 341 1787 9233 45752 285053 1846955 11977939 83263591 621012754 4878666808 39333324973)
totals=(1 0 0 2 10 4 40 92 352 724 2680 14200 73712 365596 2279184 14772512 95815104 666090624 4968057848 39029188884
  314666222712)
if [ "$N" -le 21 ]; then
  want="fundamental: ${classes[$((N - 1))]} total: ${totals[$((N - 1))]}"
  got=$(tr '\n' ' ' <"$tmp/merged" | sed 's/ $//')
  [ "$got" = "$want" ] || { echo "queens_parts.sh: merged '$got', OEIS '$want'" >&2; exit 1; }
  echo "OEIS: agrees"
fi
