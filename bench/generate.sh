#!/usr/bin/env bash
# bench/generate.sh: chessy-sat generate's speed (issue 19: 10 unique minimal 8x8
# puzzles in <= 1 s, one 30x30 queens puzzle in <= 10 s) and its ratings: per puzzle
# of 100 on 8x8, the clues and the rating, tallied. A benchmark, not a test.
#   bench/generate.sh [SEEDS]   (default 3 seeds for the timings)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-build/chessy-sat}
seeds=${1:-3}
[ -x "$BIN" ] || { cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null &&
                   cmake --build build -j --target chessy-sat >/dev/null; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "| what | seed | wall s | CPU s | puzzles | clues | ratings |"
echo "| ---- | ---: | -----: | ----: | ------: | ----- | ------- |"
run() {  # label seed args...
  local label=$1 seed=$2
  shift 2
  /usr/bin/time -f "%e %U %S" -o "$tmp/time" "$BIN" generate --seed "$seed" "$@" >"$tmp/out"
  read -r wall user sys <"$tmp/time"
  local n clues ratings
  n=$(grep -c '^# ' "$tmp/out")
  clues=$(sed -n 's/.*: \([0-9]*\) clues\?,.*/\1/p' "$tmp/out" | tr '\n' ' ')
  ratings=$(sed -n 's/.*rating \([0-9.]*\).*/\1/p' "$tmp/out" | tr '\n' ' ')
  printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$label" "$seed" "$wall" \
    "$(echo "$user + $sys" | bc)" "$n" "$clues" "$ratings"
}
for seed in $(seq 1 "$seeds"); do run "10 puzzles 8x8" "$seed" --count 10; done
for seed in $(seq 1 "$seeds"); do run "1 puzzle 30x30" "$seed" --size 30; done

# The ratings of 100 puzzles on 8x8: how many of each clue count have each rating.
echo
echo "100 puzzles on 8x8 (seed 1): clues -> guesses seen (count)"
"$BIN" generate --seed 1 --count 100 | sed -n 's/.*: \([0-9]*\) clues\?, \([0-9]*\) guess\(es\)\?, rating [0-9.]* (\(.*\))/\1 \2 \4/p' |
  sort -n -k1 -k2 | uniq -c | awk '{printf "  %s clues, %3s guesses (%s): %s\n", $2, $3, $4, $1}'
