#!/usr/bin/env bash
# bench/completion_count.sh: every completion of random fixed queens on 32x32 counted
# (issues 24 and 39), chessy-sat --count in the default mode with 2 workers against the
# plain row-by-row bitwise counter bench/completion_counter.c (one core, rows in order, no
# symmetry) in the same run. A benchmark, not a test.
#   bench/completion_count.sh [N K SEEDS...]
# Without arguments, issue 24's instances (32 12, seeds 1 2 4: 4-10 million completions)
# and issue 39's dense ones: 32 12 seed 12 (39 million, the most of seeds 5-24), 32 11
# seeds 3 and 4 (45 and 26 million; chessy-sat's weakest ratio among 32 11 seeds 1-6)
# and 32 11 seed 1 (122 million).
# Instances from build/gen-completion N K SEED (the uniform-random rule: a queen on a
# random cell that no queen before attacks). Per instance: the count, chessy-sat's wall
# and user seconds and peak MB, the counter's, and counter / chessy-sat (wall; on a
# loaded machine the second worker may get no core: compare the user seconds, and the
# counter's user / chessy-sat's user / 2 is the ratio with two free cores, the column
# "2 cores"). The last line names the least wall ratio. Exit 1 when the counts differ.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-build/chessy-sat}
GEN=${GEN:-build/gen-completion}
instances=()
if [ $# -gt 0 ]; then
  [ $# -ge 3 ] || { echo "usage: bench/completion_count.sh [N K SEEDS...]" >&2; exit 2; }
  for seed in "${@:3}"; do instances+=("$1 $2 $seed"); done
else
  instances=("32 12 1" "32 12 2" "32 12 4" "32 12 12" "32 11 3" "32 11 4" "32 11 1")
fi
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

printf '| %5s | %3s | %4s | %12s | %8s | %6s | %7s | %9s | %6s | %10s | %5s | %7s |\n' \
  n k seed completions "chessy s" user "peak MB" "counter s" user "counter MB" ratio "2 cores"
echo "| ----: | --: | ---: | ----------: | -------: | -----: | ------: | --------: | -----: | ---------: | ----: | ------: |"
status=0 least=""
for instance in "${instances[@]}"; do
  read -r n k seed <<<"$instance"
  "$GEN" "$n" "$k" "$seed" >"$tmp/p.txt"
  timed "$tmp/c.out" "$BIN" "$tmp/p.txt" --count -j 2
  cs=$secs cu=$user cm=$mb
  timed "$tmp/k.out" "$tmp/counter" "$tmp/p.txt"
  ours=$(sed -n 's/^total: //p' "$tmp/c.out") theirs=$(sed -n 's/^total: //p' "$tmp/k.out")
  ratio=$(awk -v a="$secs" -v b="$cs" 'BEGIN { printf "%.1f", (b > 0 ? a / b : 0) }')
  cores=$(awk -v a="$user" -v b="$cu" 'BEGIN { printf "%.1f", (b > 0 ? 2 * a / b : 0) }')
  printf '| %5d | %3d | %4d | %12s | %8s | %6s | %7d | %9s | %6s | %10d | %5s | %7s |\n' \
    "$n" "$k" "$seed" "$ours" "$cs" "$cu" "$cm" "$secs" "$user" "$mb" "$ratio" "$cores"
  if [ -z "$least" ] || awk -v a="$ratio" -v b="${least%% *}" 'BEGIN { exit !(a < b) }'; then
    least="$ratio ($n $k seed $seed)"
  fi
  if [ -z "$ours" ] || [ "$ours" != "$theirs" ]; then
    echo "$n $k seed $seed: chessy-sat counts '$ours', the counter '$theirs'" >&2
    status=1
  fi
done
echo "least ratio (wall): $least"
exit $status
