#!/usr/bin/env bash
# bench/completion_count.sh: every completion of 12 random fixed queens on 32x32 counted
# (issue 24), chessy-sat --count in the default mode with 2 workers against the plain
# row-by-row bitwise counter bench/completion_counter.c (one core, rows in order, no
# symmetry) in the same run. A benchmark, not a test.
#   bench/completion_count.sh [N K SEEDS...]     (default: 32 12 1 2 4)
# Instances from build/gen-completion N K SEED (the uniform-random rule: a queen on a
# random cell that no queen before attacks). Per instance: the count, chessy-sat's wall
# and user seconds and peak MB, the counter's, and counter / chessy-sat (wall; on a
# loaded machine the second worker may get no core: compare the user seconds, and the
# counter's user / chessy-sat's user / 2 is the ratio with two free cores). Exit 1
# when the counts differ.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-build/chessy-sat}
GEN=${GEN:-build/gen-completion}
n=${1:-32} k=${2:-12}
seeds=("${@:3}")
[ ${#seeds[@]} -gt 0 ] || seeds=(1 2 4)
[ -x "$BIN" ] && [ -x "$GEN" ] || { cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null &&
                                    cmake --build build -j --target chessy-sat gen-completion >/dev/null; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc -O3 -o "$tmp/counter" bench/completion_counter.c

# timed OUT CMD...: runs CMD, its output into OUT; sets secs, user and mb.
timed() {
  local out=$1; shift
  /usr/bin/time -f "%e %U %M" -o "$tmp/time" "$@" >"$out"
  read -r secs user kb <"$tmp/time"
  mb=$((kb / 1024))
}

printf '| %5s | %4s | %12s | %8s | %6s | %7s | %9s | %6s | %10s | %5s |\n' \
  n seed completions "chessy s" user "peak MB" "counter s" user "counter MB" ratio
echo "| ----: | ---: | ----------: | -------: | -----: | ------: | --------: | -----: | ---------: | ----: |"
status=0
for seed in "${seeds[@]}"; do
  "$GEN" "$n" "$k" "$seed" >"$tmp/p.txt"
  timed "$tmp/c.out" "$BIN" "$tmp/p.txt" --count -j 2
  cs=$secs cu=$user cm=$mb
  timed "$tmp/k.out" "$tmp/counter" "$tmp/p.txt"
  ours=$(sed -n 's/^total: //p' "$tmp/c.out") theirs=$(sed -n 's/^total: //p' "$tmp/k.out")
  ratio=$(awk -v a="$secs" -v b="$cs" 'BEGIN { printf "%.1f", (b > 0 ? a / b : 0) }')
  printf '| %5d | %4d | %12s | %8s | %6s | %7d | %9s | %6s | %10d | %5s |\n' \
    "$n" "$seed" "$ours" "$cs" "$cu" "$cm" "$secs" "$user" "$mb" "$ratio"
  if [ -z "$ours" ] || [ "$ours" != "$theirs" ]; then
    echo "seed $seed: chessy-sat counts '$ours', the counter '$theirs'" >&2
    status=1
  fi
done
exit $status
