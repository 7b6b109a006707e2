#!/usr/bin/env bash
# bench/generate_regions.sh: chessy-sat generate --regions' speed against issue 37's
# targets (10 unique 9x9 one-star puzzles in <= 10 s; 3 unique 14x14 three-star puzzles
# in <= 60 s, on 2 cores), with the ratings made; each puzzle counted once more by the
# CNF engine (--engine sat) as a check of the run. A benchmark, not a test.
#   bench/generate_regions.sh [SEEDS]   (default 3 seeds a target)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-build/chessy-sat}
seeds=${1:-3}
[ -x "$BIN" ] || { cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null &&
                   cmake --build build -j --target chessy-sat >/dev/null; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "| what | seed | wall s | CPU s | puzzles | unique (sat) | ratings |"
echo "| ---- | ---: | -----: | ----: | ------: | -----------: | ------- |"
run() {  # label seed args...
  local label=$1 seed=$2
  shift 2
  /usr/bin/time -f "%e %U %S" -o "$tmp/time" "$BIN" generate --regions --seed "$seed" --json "$@" >"$tmp/out"
  read -r wall user sys <"$tmp/time"
  local n unique=0 ratings
  n=$(wc -l <"$tmp/out")
  while IFS= read -r line; do
    printf '%s\n' "$line" >"$tmp/p.json"
    "$BIN" "$tmp/p.json" --count --no-symmetry --engine sat | grep -qx 'total: 1' && unique=$((unique + 1))
  done <"$tmp/out"
  ratings=$(sed -n 's/.*"rating":\([0-9]*\).*/\1/p' "$tmp/out" | tr '\n' ' ')
  printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$label" "$seed" "$wall" \
    "$(echo "$user + $sys" | bc)" "$n" "$unique" "$ratings"
}
for seed in $(seq 1 "$seeds"); do run "10 puzzles 9x9, 1 star" "$seed" --size 9 --count 10; done
for seed in $(seq 1 "$seeds"); do run "3 puzzles 14x14, 3 stars" "$seed" --size 14 --stars 3 --count 3; done
for seed in $(seq 1 "$seeds"); do run "1 puzzle 10x10, 2 stars" "$seed" --size 10 --stars 2; done
